// Who takes a horizontal stroke on a pushed screen: the back swipe, the row under the finger
// or a horizontal scroll view. One table, for every back recognizer (the system's edge pop,
// the platform's full-screen content pop, GestureKit's own full-screen pan) against every
// horizontal gesture GestureKit owns, so that no two of them race.
extension BackSwipe {
  /// How a screen shares horizontal strokes with the back swipe. Each is mirrored right to
  /// left (the leading edge is the right one there).
  ///
  /// The table, for a stroke towards the trailing edge, more horizontal than vertical, on a
  /// pushed screen with no transition running and no veto from the app
  /// (``Context/isVetoedByApp``, which beats every policy). "Band" is the leading edge band
  /// (``BackSwipe/edgeBandWidth``, 20 pt by default), "claim" what the content under the
  /// finger would do with the stroke (``Claim``), "scroll view" a horizontal scroll view
  /// under the finger that is not at its leading edge:
  ///
  /// | Policy | From the band | Elsewhere, on a claim | Elsewhere, on a scroll view | Elsewhere |
  /// |---|---|---|---|---|
  /// | ``automatic`` | back | the content | the scroll view | back, within the start region |
  /// | ``edgeOnly`` | back | the content | the scroll view | nobody |
  /// | ``fullScreen`` | back | back, but an open row closes | the scroll view | back |
  /// | ``disabled`` | the content or the scroll view, else nobody | the content | the scroll view | nobody |
  ///
  /// A view tucked against the leading edge (``Claim/tuckedAtLeadingEdge``: a stashed
  /// floating view's tab) keeps its strokes under every policy, in the band too: pulling the
  /// tab out is what the stroke means there.
  ///
  /// Content that reads raw touches (``Claim/excluded``: a map, a drawing canvas, a slider, a
  /// game, or a rect the app excluded) keeps its strokes under every policy, outside the band:
  /// the band stays the back swipe's, so a screen covered by a canvas still has a way back
  /// from its edge (Android keeps a strip of its own for the same reason).
  ///
  /// Any other stroke (towards the leading edge, vertical), a stroke at the root or during
  /// a push or pop is never the back swipe's, except during a push the platform lets a back
  /// swipe interrupt (``Context/isPushInterruptible``).
  public enum Policy: UInt8, Hashable, Sendable, CaseIterable {
    /// Back from the edge band; elsewhere within the ``StartRegion`` a row that has
    /// something to do with the stroke (an open row's closing swipe, leading actions, a
    /// swipe to complete, a drag) and a scrolled horizontal scroll view come first.
    case automatic
    /// Back from the edge band only, as Messages in a conversation, where rows swipe to
    /// reply.
    case edgeOnly
    /// Back from anywhere on the screen, whatever the start region; only a scrolled
    /// horizontal scroll view and an open row's closing stroke come first (other rows give
    /// way).
    case fullScreen
    /// No back swipe at all (a drawing canvas, a form with unsaved changes).
    case disabled
  }

  /// What the content under a touch would do with a stroke towards the trailing edge, as the
  /// host finds it when the touch lands (the row's store answers).
  public enum Claim: UInt8, Hashable, Sendable, CaseIterable {
    /// Nothing: the stroke is free for the back swipe.
    case none
    /// An open row closes with it.
    case closesOpenRow
    /// A row reveals its leading actions with it.
    case revealsLeadingActions
    /// A list row is swiped towards completion with it.
    case completesRow
    /// A view follows it (a floating view, an `onPan` or `onSwipe` handler).
    case drags
    /// The view under the touch reads raw touches (a map, a drawing canvas, a slider, a
    /// board, a game) or the app excluded the back swipe there (UIKit's
    /// `backSwipeExclusionRects`): the content keeps the stroke under every ``Policy``,
    /// outside the leading edge band.
    case excluded
    /// A view tucked against the leading edge is pulled back out with it (a floating view
    /// stashed there, its tab on screen): the content keeps the stroke under every ``Policy``,
    /// the edge band included, since the tab sits in it. Only the touches on the tab claim.
    case tuckedAtLeadingEdge
  }

  /// The content's claim of a stroke that lands at `point` where the app excluded the back
  /// swipe (UIKit's `backSwipeExclusionRects`, in the same coordinates as `point`):
  /// ``Claim/excluded`` inside one of `rects`, otherwise ``Claim/none``. A rect holds its
  /// minimum edges and not its maximum ones (``Rect/contains(_:)``), so two adjacent rects
  /// never both hold a point; a rect with a NaN or infinite value, or with no area, excludes
  /// nothing.
  ///
  /// ```swift
  /// let canvas = Rect(x: 40, y: 300, width: 200, height: 120)
  /// BackSwipe.exclusionClaim(at: Point(x: 40, y: 300), in: [canvas])    // .excluded
  /// BackSwipe.exclusionClaim(at: Point(x: 240, y: 300), in: [canvas])   // .none
  /// ```
  public static func exclusionClaim(at point: Point, in rects: [Rect]) -> Claim {
    for rect in rects where rect.origin.isFinite && rect.width.isFinite && rect.height.isFinite {
      if rect.width > 0 && rect.height > 0 && rect.contains(point) { return .excluded }
    }
    return .none
  }

  /// The claim of an excluded area whose host offers it only the touches its own hit-testing
  /// gives the area (SwiftUI from iOS 18, which attaches the area's recognizer to the view
  /// itself): ``Claim/excluded`` for a stroke that starts within
  /// ``offeredExclusionTolerance`` of where the touch the area was offered landed (`landing`,
  /// in the same coordinates as `point`), otherwise ``Claim/none``: no touch offered
  /// (`landing` `nil`: the touch landed on something else, drawn over the area, or the area
  /// is disabled or out of hit-testing), another finger's stroke, or a NaN or infinite
  /// coordinate.
  ///
  /// Where a host cannot hit-test for the area (UIKit before iOS 18 for SwiftUI views), its
  /// frame decides instead: ``exclusionClaim(at:in:)``, which also excludes where other
  /// content is drawn over the area.
  ///
  /// ```swift
  /// let landing = Point(x: 120, y: 300)
  /// BackSwipe.exclusionClaim(at: Point(x: 125, y: 300), offeredTouchAt: landing)  // .excluded
  /// BackSwipe.exclusionClaim(at: Point(x: 125, y: 300), offeredTouchAt: nil)      // .none
  /// ```
  public static func exclusionClaim(at point: Point, offeredTouchAt landing: Point?) -> Claim {
    guard let landing, point.isFinite, landing.isFinite,
      point.distance(to: landing) <= offeredExclusionTolerance
    else { return .none }
    return .excluded
  }

  /// How far from where an offered touch landed a stroke may start and still be that touch's
  /// (``exclusionClaim(at:offeredTouchAt:)``), in points: 10, the touch slop of a pan, within
  /// which a finger is still where it landed.
  public static let offeredExclusionTolerance = 10.0

  /// What the exclusion recognizer of a view with excluded areas does with a touch, so that
  /// it keeps the back recognizers off the strokes the table gives the excluded content and
  /// stays out of every other gesture's way: it begins only on a claimed stroke (a recognizer
  /// that begins is what fails the back recognizers waiting for it), and otherwise fails as
  /// soon as it knows, so that nothing waits on it.
  public enum ExclusionStep: UInt8, Hashable, Sendable, CaseIterable {
    /// The stroke is the excluded content's: begin, and stay under way until the touch ends.
    case claim
    /// The stroke is not: fail now.
    case fail
    /// Not known yet: an area whose host hit-tests for it (SwiftUI from iOS 18) may still be
    /// offered the touch, in an order among recognizers nobody promises. Stay possible, and
    /// decide again at the touch's first move, or fail when it ends first.
    case wait
  }

  /// The exclusion recognizer's step for a touch (``ExclusionStep``): ``ExclusionStep/claim``
  /// when `contentFirst`, the table putting the excluded content first against a back
  /// recognizer around the view for the stroke from where it landed
  /// (``Precedence/contentFirst``); otherwise ``ExclusionStep/wait`` while an offer may still
  /// come (`mayStillBeOffered`: at touch-down, on a view with hit-tested areas), else
  /// ``ExclusionStep/fail``.
  ///
  /// ```swift
  /// BackSwipe.exclusionStep(contentFirst: true, mayStillBeOffered: false)  // .claim
  /// BackSwipe.exclusionStep(contentFirst: false, mayStillBeOffered: true)  // .wait (touch-down)
  /// BackSwipe.exclusionStep(contentFirst: false, mayStillBeOffered: false) // .fail (a move)
  /// ```
  public static func exclusionStep(contentFirst: Bool, mayStillBeOffered: Bool) -> ExclusionStep {
    if contentFirst { return .claim }
    return mayStillBeOffered ? .wait : .fail
  }

  /// The claim of a stroke that lands at `point` against every touch an area whose host
  /// hit-tests for it was offered and that is still down (`landings`, in the same
  /// coordinates): ``Claim/excluded`` when one of them is the stroke's
  /// (``exclusionClaim(at:offeredTouchAt:)``), otherwise ``Claim/none``; none for no landing.
  public static func exclusionClaim(at point: Point, offeredTouchesAt landings: [Point]) -> Claim {
    for landing in landings where exclusionClaim(at: point, offeredTouchAt: landing) != .none {
      return .excluded
    }
    return .none
  }

  /// How one of the content's horizontal recognizers and a back recognizer are ordered for a
  /// touch, decided when the touch lands (before its stroke is known), as
  /// ``relation(toContentClaiming:landingAt:)`` answers it.
  ///
  /// Two recognizers that both take horizontal strokes must not race: whichever passed its
  /// threshold first would win, so one waits for the other to fail. A recognizer that fails
  /// on a stroke it does not take (the back swipe on a stroke towards the leading edge, a row
  /// with nothing to do on a stroke towards the trailing edge) lets the waiting one go on.
  public enum Precedence: UInt8, Hashable, Sendable, CaseIterable {
    /// The back swipe comes first: the content's recognizer waits for the back recognizer to
    /// fail (UIKit: `require(toFail:)` of the back recognizer; the arena:
    /// ``GestureArena/require(_:toFail:)``).
    case backFirst
    /// The content comes first: the back recognizer waits for the content's recognizer to
    /// fail.
    case contentFirst
    /// Neither waits: the content takes no stroke towards the trailing edge (``Claim/none``:
    /// the two never want the same stroke, so a long press, a vertical pan or a row with
    /// trailing actions only is never delayed), or no back swipe may start from there
    /// whatever the content (at the root, during a transition it may not interrupt, with the
    /// app's veto, under ``Policy/disabled``, outside the recognizer's start region).
    case independent
  }

  /// Who takes a stroke, as ``winner(start:stroke:claim:scrollView:)`` decides it.
  public enum Winner: UInt8, Hashable, Sendable, CaseIterable {
    /// The back swipe pops the screen.
    case back
    /// The content under the finger (the row's swipe, the drag) takes it.
    case content
    /// The horizontal scroll view under the finger scrolls.
    case scrollView
    /// None of them: the back swipe may not begin and nothing under the finger claims a
    /// horizontal stroke (a vertical one goes to what scrolls vertically).
    case nobody
  }

  /// The width of the leading edge band, in points, from which a stroke is the back swipe's
  /// under every policy but ``Policy/disabled``: the ``StartRegion/edge(width:)`` width when
  /// the start region is an edge band, otherwise the system's 20 pt.
  public var edgeBandWidth: Double {
    switch configuration.startRegion {
    case .edge: configuration.startRegion.maximumDistance
    case .fullScreen: StartRegion.systemEdge.maximumDistance
    }
  }

  /// Who takes a stroke from `start` (the table in ``Policy``).
  ///
  /// ```swift
  /// // A pushed screen, a row with leading actions 100 pt from the edge:
  /// backSwipe.winner(start: Point(x: 100, y: 300), stroke: Vector(dx: 12, dy: 1),
  ///                  claim: .revealsLeadingActions)   // .content
  /// backSwipe.winner(start: Point(x: 10, y: 300), stroke: Vector(dx: 12, dy: 1),
  ///                  claim: .revealsLeadingActions)   // .back
  /// ```
  ///
  /// - Parameters:
  ///   - start: where the finger went down, in the coordinates of ``Context/container``.
  ///   - stroke: the movement since then, in points.
  ///   - claim: what the content under `start` would do with the stroke if it goes towards
  ///     the trailing edge. Default ``Claim/none``.
  ///   - scrollView: the horizontal scroll view under `start`, if any. Default `nil`.
  /// - Returns: ``Winner/nobody`` for NaN or infinite input.
  public func winner(
    start: Point, stroke: Vector, claim: Claim = .none, scrollView: ScrollViewState? = nil
  ) -> Winner {
    guard start.isFinite, stroke.isFinite else { return .nobody }
    if mayBegin(start: start, stroke: stroke, claim: claim) {
      guard let scrollView, !scrollViewLeavesStroke(scrollView, start: start) else { return .back }
      return .scrollView
    }
    let horizontal = stroke.dx.magnitude > stroke.dy.magnitude
    let towardsTrailing = stroke.dx * context.layoutDirection.trailingSign > 0
    if claim != .none && horizontal && towardsTrailing { return .content }
    return scrollView != nil && horizontal ? .scrollView : .nobody
  }

  /// Whether the zoom transition's interactive dismiss (iOS 18's
  /// `UIViewController.Transition.zoom`: a pull down, a pinch, or a swipe from anywhere on the
  /// zoomed screen, not edge-limited) may begin, by the same table as every back swipe.
  ///
  /// - A back stroke (`velocity` more horizontal than vertical, towards the trailing edge)
  ///   follows the table in ``Policy`` with the start region of the platform's own full-screen
  ///   swipes (anywhere in edge mode, the configured region in full-screen mode): from the edge
  ///   band it dismisses; elsewhere a row's `claim` or a scrolled horizontal scroll view in
  ///   `scrollViews` keeps it under ``Policy/automatic``, nothing but the band dismisses under
  ///   ``Policy/edgeOnly``, everything but a scrolled scroll view dismisses under
  ///   ``Policy/fullScreen``.
  /// - Any other stroke (a pull down, a pinch, a stroke towards the leading edge) is no back
  ///   swipe's business: the platform's answer stands.
  /// - Whatever the stroke, nothing dismisses under ``Policy/disabled``, with the app's veto
  ///   (``Context/isVetoedByApp``), during a transition, while a back swipe runs, or when the
  ///   platform says no (`systemAllows`).
  ///
  /// ```swift
  /// // A zoomed photo with a filmstrip scrolled part-way, touched 100 pt from the edge:
  /// swipe.zoomDismissMayBegin(at: Point(x: 100, y: 700), velocity: Vector(dx: 300, dy: 20),
  ///                           scrollViews: [filmstrip], systemAllows: true)   // false
  /// swipe.zoomDismissMayBegin(at: Point(x: 100, y: 700), velocity: Vector(dx: 20, dy: 300),
  ///                           scrollViews: [filmstrip], systemAllows: true)   // true
  /// ```
  ///
  /// - Parameters:
  ///   - location: where the touch is when the platform asks (a few points from where it
  ///     landed), in the coordinates of ``Context/container``.
  ///   - velocity: the touch's velocity, in points per second: only its direction counts.
  ///   - claim: what the content under `location` would do with a stroke towards the
  ///     trailing edge. Default ``Claim/none``.
  ///   - scrollViews: the horizontal scroll views under `location`. Default none.
  ///   - systemAllows: whether the platform would begin the dismiss by itself (UIKit's
  ///     `willBegin`).
  /// - Returns: `false` for NaN or infinite input.
  public func zoomDismissMayBegin(
    at location: Point, velocity: Vector, claim: Claim = .none,
    scrollViews: [ScrollViewState] = [], systemAllows: Bool
  ) -> Bool {
    guard systemAllows, velocity.isFinite else { return false }
    var swipe = self
    swipe.configuration.startRegion = configuration.platformStartRegion
    let horizontal = velocity.dx.magnitude > velocity.dy.magnitude
    if horizontal && velocity.dx * context.layoutDirection.trailingSign > 0 {
      return swipe.mayBegin(start: location, stroke: velocity, claim: claim)
        && scrollViews.allSatisfy { swipe.scrollViewLeavesStroke($0, start: location) }
    }
    // Not a back stroke: only the refusals that hold for the whole screen count.
    switch swipe.refusal(start: location) {
    case nil, .invalidContainer, .outsideStartRegion, .claimedByContent, .excluded,
      .notHorizontal, .towardsLeadingEdge, .systemBackButtonShown, .noWayBack:
      return true
    case .invalidInput, .alreadySwiping, .transitionRunning, .atRoot, .presenting, .vetoedByApp,
      .optedOut:
      return false
    }
  }

  /// How one of the content's horizontal recognizers (a row's swipe, a list's swipe to
  /// commit, an `onPan`, a floating view's drag) and a back recognizer are ordered for a touch
  /// that lands at `start`: the table in ``Policy``, for a stroke towards the trailing edge.
  ///
  /// - Content that takes no such stroke (``Claim/none``), and a start from which no back
  ///   swipe may begin whatever the content (at the root, during a transition it may not
  ///   interrupt, with the app's veto, under ``Policy/disabled``, outside the start region):
  ///   ``Precedence/independent``. Nothing waits for a recognizer that will not begin.
  /// - Where the back swipe would take the stroke (the edge band; anywhere under
  ///   ``Policy/fullScreen`` but on ``Claim/excluded`` content and an open row):
  ///   ``Precedence/backFirst``. A
  ///   stroke towards the leading edge or a vertical one makes the back recognizer fail, and
  ///   the content's goes on.
  /// - Where the content would take it (a claim outside the band under ``Policy/automatic``
  ///   and ``Policy/edgeOnly``; ``Claim/excluded`` and ``Claim/closesOpenRow`` under every
  ///   policy):
  ///   ``Precedence/contentFirst``.
  ///
  /// ```swift
  /// // A pushed screen, a to-do row that completes with a swipe to the right:
  /// backSwipe.relation(toContentClaiming: .completesRow, landingAt: Point(x: 20, y: 300))
  /// // .backFirst (the 20 pt band)
  /// backSwipe.relation(toContentClaiming: .completesRow, landingAt: Point(x: 21, y: 300))
  /// // .contentFirst
  /// ```
  ///
  /// - Parameters:
  ///   - claim: what the content under `start` would do with a stroke towards the trailing
  ///     edge (its store answers).
  ///   - start: where the touch landed, in the coordinates of ``Context/container``.
  /// - Returns: ``Precedence/independent`` for a NaN or infinite `start`.
  public func relation(toContentClaiming claim: Claim, landingAt start: Point) -> Precedence {
    guard claim != .none, refusal(start: start, claim: .none) == nil else { return .independent }
    let towardsTrailing = Vector(dx: context.layoutDirection.trailingSign, dy: 0)
    switch winner(start: start, stroke: towardsTrailing, claim: claim) {
    case .back: return .backFirst
    case .content: return .contentFirst
    case .scrollView, .nobody: return .independent
    }
  }

  /// How far from the leading edge a stroke may start under `policy`, in points, or `nil`
  /// when no back swipe may start.
  func reach(for policy: Policy) -> Double? {
    switch policy {
    case .automatic: configuration.startRegion.maximumDistance
    case .edgeOnly: min(configuration.startRegion.maximumDistance, edgeBandWidth)
    case .fullScreen: .infinity
    case .disabled: nil
    }
  }

  /// How far `point` is from the container's leading edge, in points, or `nil` when it is
  /// outside the container horizontally.
  func distanceFromLeadingEdge(of point: Point) -> Double? {
    let container = context.container
    let distance: Double
    switch context.layoutDirection {
    case .leftToRight: distance = point.x - container.minX
    case .rightToLeft: distance = container.maxX - point.x
    }
    return distance >= 0 && distance <= container.width ? distance : nil
  }
}
