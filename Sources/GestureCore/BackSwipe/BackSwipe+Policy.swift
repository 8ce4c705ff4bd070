// The decisions of a back swipe as pure functions of the navigation's context, the
// configuration and the machine's state: whether a swipe may begin, how far it is, whether a
// release finishes, how long the rest takes, and whether a scroll view yields.
extension BackSwipe {
  /// Why a swipe starting at `start` with `stroke` may not begin now, or `nil` if it may.
  ///
  /// Call it from the back-swipe recognizer's should-begin (``GestureRecognizer/shouldBegin``
  /// in GestureCore's arena, `gestureRecognizerShouldBegin(_:)` in UIKit) with the
  /// recognizer's translation at that moment; ``BackSwipeStore`` asks it again on `began`.
  /// The checks run in the order of ``Refusal``'s cases; where the stroke starts, the screen's
  /// ``Policy`` and what the content under it claims follow the table in ``Policy``.
  ///
  /// - Parameters:
  ///   - start: where the finger went down, in the coordinates of ``Context/container``
  ///     (for a ``DragEvent``, `location − translation`).
  ///   - stroke: the movement since then, in points (the recognizer's translation).
  ///   - claim: what the content under `start` would do with a stroke towards the trailing
  ///     edge. Default ``Claim/none``.
  public func refusal(start: Point, stroke: Vector, claim: Claim = .none) -> Refusal? {
    guard stroke.isFinite else { return .invalidInput }
    if let refusal = refusal(start: start, claim: claim) { return refusal }
    guard stroke.dx.magnitude > stroke.dy.magnitude else { return .notHorizontal }
    guard stroke.dx * context.layoutDirection.trailingSign > 0 else { return .towardsLeadingEdge }
    return nil
  }

  /// Why no swipe starting at `start` may begin now, whatever its stroke, or `nil` if one
  /// may (the stroke still has to be more horizontal than vertical and go towards the
  /// trailing edge): every check of ``refusal(start:stroke:claim:)`` up to
  /// ``Refusal/claimedByContent``.
  ///
  /// Ask it when a touch lands and its stroke is not known yet: UIKit asks for failure
  /// requirements (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`) at that moment.
  ///
  /// - Parameters:
  ///   - start: where the finger went down, in the coordinates of ``Context/container``.
  ///   - claim: what the content under `start` would do with a stroke towards the trailing
  ///     edge. Default ``Claim/none``.
  public func refusal(start: Point, claim: Claim = .none) -> Refusal? {
    guard start.isFinite else { return .invalidInput }
    switch state {
    case .idle: break
    case .tracking: return .alreadySwiping
    case .finishing, .cancelling: return .transitionRunning
    }
    if context.isTransitioning && !context.isPushInterruptible { return .transitionRunning }
    if context.stackDepth <= 1 { return .atRoot }
    if context.isPresenting { return .presenting }
    if context.isVetoedByApp { return .vetoedByApp }
    guard let reach = reach(for: context.policy) else { return .optedOut }
    guard context.hasUsableContainer else { return .invalidContainer }
    guard let distance = distanceFromLeadingEdge(of: start), distance <= reach else {
      return .outsideStartRegion
    }
    if claim == .tuckedAtLeadingEdge { return .excluded }
    if distance > edgeBandWidth {
      if claim == .excluded { return .excluded }
      // An open row closes with the stroke under every policy that reaches it, as a scroll
      // view not at its leading edge scrolls: popping the screen with the row still open
      // would take the stroke from what the user is looking at.
      if claim == .closesOpenRow || (context.policy == .automatic && claim != .none) {
        return .claimedByContent
      }
    }
    return nil
  }

  /// Why a pop asked for without a swipe may not happen now, or `nil` if it may: the
  /// accessibility escape (VoiceOver's two-finger scrub, Switch Control's and Voice Control's
  /// "go back", Full Keyboard Access's escape) and the keyboard's Back shortcut (⌘[).
  ///
  /// The swipe's rules without the stroke's, then the way back the screen shows: no swipe
  /// tracked or animating (``Refusal/alreadySwiping``, ``Refusal/transitionRunning``), no
  /// push or pop running, interruptible or not (a key is no change of mind mid-push:
  /// ``Refusal/transitionRunning``), above the root (``Refusal/atRoot``), nothing presented
  /// over the top screen (``Refusal/presenting``: what it presents answers the escape). Then
  /// where the system's back button shows, the system answers the escape and the shortcut
  /// itself (``Refusal/systemBackButtonShown``). Where it is hidden or replaced, the escape
  /// pops if the app declared its own button as the way back
  /// (``Context/hasCustomBackButton``), whatever the swipe's policy; with none declared it
  /// is the swipe's second way, and pops where the swipe would: the app's veto or the
  /// screen's ``Policy/disabled`` leave the screen with no way back (``Refusal/noWayBack``).
  ///
  /// ```swift
  /// // A detail screen whose back button is a custom leftBarButtonItem the app declared,
  /// // two screens deep, with the swipe turned off on it:
  /// BackSwipe(context: .init(
  ///   container: screen, stackDepth: 2, isSystemBackButtonHidden: true,
  ///   hasCustomBackButton: true, isOptedOut: true))
  ///   .escapeRefusal()   // nil: the escape pops
  /// ```
  public func escapeRefusal() -> Refusal? {
    escapeRefusal(answeringForSystemBackButton: false)
  }

  /// Why a pop asked for without a swipe may not happen now, or `nil` if it may, for a host
  /// that answers the escape in place of the system's back button: one that cannot hand the
  /// escape on once it offers one (SwiftUI's `accessibilityAction(.escape)` answers every
  /// escape that reaches it, so nothing behind it is asked), or the Back shortcut, which the
  /// system's back button does not answer.
  ///
  /// With `answeringForSystemBackButton` `false`, ``escapeRefusal()``. With `true`, where the
  /// system's back button shows (``Context/isSystemBackButtonHidden`` `false`) the escape pops
  /// as that button would, the host answering for it: refused only while a swipe is tracked
  /// or a transition runs, at the root, and while the top screen presents another; the app's
  /// veto and the screen's ``Policy/disabled`` keep swipes away, not the button. Where it is
  /// hidden or replaced, ``escapeRefusal()``'s rules.
  ///
  /// ```swift
  /// // A pushed screen that shows its back button, with the swipe turned off on it:
  /// let swipe = BackSwipe(context: .init(container: screen, stackDepth: 2, isOptedOut: true))
  /// swipe.escapeRefusal()                                      // .systemBackButtonShown
  /// swipe.escapeRefusal(answeringForSystemBackButton: true)    // nil: the button would pop
  /// ```
  ///
  /// - Parameter answeringForSystemBackButton: Whether the host answers the escape in place
  ///   of the system's back button.
  /// - Returns: The refusal, or `nil` when the escape pops.
  public func escapeRefusal(answeringForSystemBackButton: Bool) -> Refusal? {
    switch state {
    case .idle: break
    case .tracking: return .alreadySwiping
    case .finishing, .cancelling: return .transitionRunning
    }
    if context.isTransitioning { return .transitionRunning }
    if context.stackDepth <= 1 { return .atRoot }
    if context.isPresenting { return .presenting }
    if !context.isSystemBackButtonHidden {
      return answeringForSystemBackButton ? nil : .systemBackButtonShown
    }
    if context.hasCustomBackButton { return nil }
    if context.isVetoedByApp || context.policy == .disabled { return .noWayBack }
    return nil
  }

  /// Whether a swipe starting at `start` with `stroke` may begin now: no
  /// ``refusal(start:stroke:claim:)``.
  public func mayBegin(start: Point, stroke: Vector, claim: Claim = .none) -> Bool {
    refusal(start: start, stroke: stroke, claim: claim) == nil
  }

  /// The pop's progress for a translation: its component towards the trailing edge over the
  /// container's width, clamped to `0...1`. E.g. 195 pt to the right on a 390 pt wide
  /// left-to-right screen is 0.5.
  ///
  /// - Returns: a value in `0...1`; 0 for a NaN or infinite translation or an unusable
  ///   container.
  public func progress(for translation: Vector) -> Double {
    guard translation.isFinite, context.hasUsableContainer else { return 0 }
    return clampedProgress(
      translation.dx * context.layoutDirection.trailingSign / context.container.width)
  }

  /// Whether a release finishes the pop.
  ///
  /// A fast flick decides first, by its direction: faster than
  /// ``Configuration/finishVelocity`` (1000 pt/s) towards the trailing edge finishes even
  /// near the start, and as fast towards the leading edge cancels even past half the width
  /// (the user changed their mind). Otherwise the position decides: the pop finishes past
  /// ``Configuration/finishProgress`` (0.5). Exactly at either threshold does not finish.
  ///
  /// - Parameters:
  ///   - progress: the progress at release, `0...1`.
  ///   - velocity: the release velocity along x towards the trailing edge, in points per
  ///     second.
  /// - Returns: `false` for NaN inputs (a NaN release cancels).
  public func finishes(progress: Double, velocity: Double) -> Bool {
    let threshold = configuration.effectiveFinishVelocity
    if velocity > threshold { return true }
    if velocity < -threshold { return false }
    return progress > configuration.effectiveFinishProgress
  }

  /// Whether a horizontal scroll view under the finger should let the back swipe have this
  /// stroke, so that its own pan fails: when the back swipe may begin with this stroke
  /// (which implies a stroke more horizontal than vertical, towards the trailing edge, from
  /// the start region, above the root) and either the stroke starts in the leading edge band
  /// (``edgeBandWidth``: the edge is the back swipe's, as in Apple's apps) or the scroll view
  /// is at its leading edge (within ``Configuration/scrollEdgeTolerance``, 0.5 pt).
  ///
  /// Otherwise the scroll view scrolls (or bounces) and the back swipe fails: a carousel
  /// scrolled part-way scrolls back first, and at the root it simply bounces.
  ///
  /// ```swift
  /// carouselPan.shouldBegin = { pan in
  ///   !backSwipe.scrollViewShouldYield(carousel.state,
  ///                                    start: pan.location - pan.translation,
  ///                                    stroke: pan.translation)
  /// }
  /// ```
  public func scrollViewShouldYield(
    _ scrollView: ScrollViewState, start: Point, stroke: Vector
  ) -> Bool {
    mayBegin(start: start, stroke: stroke) && scrollViewLeavesStroke(scrollView, start: start)
  }

  /// Whether a horizontal scroll view leaves a stroke from `start` to the back swipe, if one
  /// may begin: one from the edge band always, any other at the scroll view's leading edge.
  /// A scroll view reporting a NaN or infinite state keeps every stroke.
  func scrollViewLeavesStroke(_ scrollView: ScrollViewState, start: Point) -> Bool {
    guard scrollView.contentOffsetX.isFinite, scrollView.leadingEdgeOffset.isFinite else {
      return false
    }
    if let distance = distanceFromLeadingEdge(of: start), distance <= edgeBandWidth {
      return true
    }
    return scrollView.isAtLeadingEdge(tolerance: configuration.effectiveScrollEdgeTolerance)
  }

  /// The timing of the rest of the transition after a release at `progress` with `velocity`
  /// (towards the trailing edge, pt/s), finishing or cancelling; see ``Completion``.
  func completion(finishing: Bool, progress: Double, velocity: Double) -> Completion {
    let remaining = finishing ? 1 - progress : progress
    let normal = remaining * configuration.effectiveTransitionDuration
    var duration = normal
    if context.hasUsableContainer {
      // Progress per second towards the end the transition is heading to.
      let speed = (finishing ? velocity : -velocity) / context.container.width
      if speed > 0 && speed.isFinite {
        // The curve starts at its initial slope × remaining / duration progress per second.
        let atReleaseSpeed = TimingCurve.easeOut.initialSlope * remaining / speed
        let minimum = configuration.effectiveMinimumCompletionDuration
        duration = min(normal, max(atReleaseSpeed, minimum))
      }
      // Under Reduce Motion a rest across more than the cut distance is a near cut: the
      // shortest rest the configuration allows (never longer than it would be).
      duration = motion.transitionDuration(
        duration, travel: remaining * context.container.width,
        shortest: configuration.effectiveMinimumCompletionDuration)
    }
    let completionSpeed = duration > 0 ? normal / duration : 1
    return Completion(
      progress: progress, velocity: velocity, duration: duration,
      completionSpeed: completionSpeed)
  }

  /// `base` plus the translation's progress, clamped; `fallback` when the container is not
  /// usable (its width went to zero mid-swipe).
  func progress(base: Double, adding translation: Vector, fallback: Double) -> Double {
    guard context.hasUsableContainer else { return fallback }
    return clampedProgress(
      base + translation.dx * context.layoutDirection.trailingSign / context.container.width)
  }

  /// `value` within `0...1`; NaN gives 0.
  func clampedProgress(_ value: Double) -> Double {
    if value.isNaN || value < 0 { return 0 }
    return value > 1 ? 1 : value
  }
}

extension BackSwipe {
  /// Why a back swipe may not begin, as ``BackSwipe/refusal(start:stroke:claim:)`` reports it,
  /// or a pop without a swipe may not happen, as ``BackSwipe/escapeRefusal()`` reports it.
  /// The cases are checked in the order listed; the first that applies is reported.
  public enum Refusal: UInt8, Hashable, Sendable, CaseIterable {
    /// The start or the stroke has a NaN or infinite coordinate.
    case invalidInput
    /// A swipe is already being tracked.
    case alreadySwiping
    /// A pop started by a swipe is still animating (finishing or cancelling), or the host
    /// reports a push or pop animation (``Context/isTransitioning``) that a back swipe may not
    /// interrupt (``Context/isPushInterruptible``).
    case transitionRunning
    /// The stack holds only the root screen: nothing to pop.
    case atRoot
    /// The top screen presents another over it (``Context/isPresenting``): a sheet, an alert,
    /// an active search controller. Popping it would leave what it presents on screen without
    /// it; that presentation is dismissed first.
    case presenting
    /// The app vetoed the swipe (``Context/isVetoedByApp``).
    case vetoedByApp
    /// The top screen's policy is ``Policy/disabled`` (``Context/isOptedOut``).
    case optedOut
    /// The container's frame is not finite or has no width.
    case invalidContainer
    /// The touch started outside the region the screen's ``Policy`` and the
    /// ``StartRegion`` allow: too far from the leading edge, or outside the container
    /// horizontally.
    case outsideStartRegion
    /// The stroke starts outside the edge band on content that has something to do with it
    /// (a ``Claim``), under the ``Policy/automatic`` policy: the content takes it.
    case claimedByContent
    /// The stroke starts outside the edge band on content that reads raw touches or that the
    /// app excluded from the back swipe (``Claim/excluded``), or anywhere on a view tucked
    /// against the leading edge (``Claim/tuckedAtLeadingEdge``), under any policy.
    case excluded
    /// The stroke is not more horizontal than vertical (`|dx| ≤ |dy|`).
    case notHorizontal
    /// The stroke goes towards the leading edge, not the trailing one.
    case towardsLeadingEdge
    /// Only for a pop asked for without a swipe (``BackSwipe/escapeRefusal()``): the
    /// system's back button shows, and answers the accessibility escape itself.
    case systemBackButtonShown
    /// Only for a pop asked for without a swipe (``BackSwipe/escapeRefusal()``): the
    /// system's back button is hidden or replaced, the app declared no button of its own as
    /// the way back (``Context/hasCustomBackButton``), and the swipe is off on the screen
    /// (the app's veto, or ``Policy/disabled``): the screen has no way back, and the escape
    /// and the Back shortcut make none either.
    case noWayBack
  }
}

extension BackSwipe {
  /// The horizontal state of a scroll view (a carousel, a paging view) that the back swipe
  /// must cooperate with: `UIScrollView`'s `contentOffset.x`, `contentSize.width`,
  /// `bounds.width` and `adjustedContentInset`.
  ///
  /// ```swift
  /// let carousel = BackSwipe.ScrollViewState(
  ///   contentOffsetX: 0, contentWidth: 1200, boundsWidth: 390)
  /// carousel.isAtLeadingEdge(tolerance: 0.5)   // true
  /// ```
  public struct ScrollViewState: Hashable, Sendable {
    /// The content offset along x, in points (UIKit does not mirror it in right-to-left
    /// layouts: there the leading edge is the largest offset).
    public var contentOffsetX: Double
    /// The content's width, in points.
    public var contentWidth: Double
    /// The scroll view's visible width, in points.
    public var boundsWidth: Double
    /// The content insets (UIKit's `adjustedContentInset`); only `left` and `right` count.
    /// Default `.zero`.
    public var contentInset: Insets
    /// The scroll view's layout direction. Default `.leftToRight`.
    public var layoutDirection: ReadingDirection

    /// Creates a scroll view state; each parameter defaults as documented on its property.
    public init(
      contentOffsetX: Double, contentWidth: Double, boundsWidth: Double,
      contentInset: Insets = .zero, layoutDirection: ReadingDirection = .leftToRight
    ) {
      self.contentOffsetX = contentOffsetX
      self.contentWidth = contentWidth
      self.boundsWidth = boundsWidth
      self.contentInset = contentInset
      self.layoutDirection = layoutDirection
    }

    /// The state of a pager that keeps its current page in the middle of three page-wide
    /// slots and rests at `contentOffsetX == pageWidth` on every page (a horizontal
    /// `UIPageViewController` in its scroll style): at its leading edge when no page comes
    /// before the current one and it is not moved towards the next page. With a page before,
    /// the slot before the current page is content to scroll back to, right to left too.
    ///
    /// ```swift
    /// let first = BackSwipe.ScrollViewState.pager(
    ///   contentOffsetX: 390, pageWidth: 390, hasPageBefore: false)
    /// first.isAtLeadingEdge(tolerance: 0.5)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - contentOffsetX: the pager's content offset along x, in points.
    ///   - pageWidth: the width of one slot (the pager's bounds), in points.
    ///   - hasPageBefore: whether a page comes before the current one (on the leading side).
    ///   - layoutDirection: the pager's layout direction. Default `.leftToRight`.
    public static func pager(
      contentOffsetX: Double, pageWidth: Double, hasPageBefore: Bool,
      layoutDirection: ReadingDirection = .leftToRight
    ) -> ScrollViewState {
      // Without a page before, the content starts at the current page's slot: the slot on
      // the leading side (the first left to right, the last right to left) is inset away.
      var inset = Insets.zero
      if !hasPageBefore {
        switch layoutDirection {
        case .leftToRight: inset.left = -pageWidth
        case .rightToLeft: inset.right = -pageWidth
        }
      }
      return ScrollViewState(
        contentOffsetX: contentOffsetX, contentWidth: 3 * pageWidth, boundsWidth: pageWidth,
        contentInset: inset, layoutDirection: layoutDirection)
    }

    /// The content offset at which the scroll view shows its leading edge, in points:
    /// `−inset.left` left to right; the largest offset, `max(−inset.left, contentWidth +
    /// inset.right − boundsWidth)`, right to left.
    public var leadingEdgeOffset: Double {
      let minimum = -contentInset.left
      switch layoutDirection {
      case .leftToRight:
        return minimum
      case .rightToLeft:
        let maximum = contentWidth + contentInset.right - boundsWidth
        return maximum > minimum ? maximum : minimum
      }
    }

    /// Whether the scroll view is at (or pulled past) its leading edge, within `tolerance`
    /// points: left to right, `contentOffsetX ≤ leadingEdgeOffset + tolerance`; right to left,
    /// `contentOffsetX ≥ leadingEdgeOffset − tolerance`.
    ///
    /// - Parameter tolerance: in points; NaN or negative values are treated as 0.
    /// - Returns: `false` when any value is NaN or infinite (the scroll view keeps its
    ///   gesture).
    public func isAtLeadingEdge(tolerance: Double) -> Bool {
      let slack = tolerance > 0 ? tolerance : 0
      let edge = leadingEdgeOffset
      guard contentOffsetX.isFinite, edge.isFinite, slack.isFinite else { return false }
      switch layoutDirection {
      case .leftToRight: return contentOffsetX <= edge + slack
      case .rightToLeft: return contentOffsetX >= edge - slack
      }
    }
  }
}
