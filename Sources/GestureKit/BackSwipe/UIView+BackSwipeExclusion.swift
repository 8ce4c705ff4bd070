#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  @MainActor
  extension UIView {
    /// The parts of this view, in its own coordinates, where a stroke is the view's and never
    /// the navigation's back swipe: Android's system-gesture exclusion, for iOS 26's
    /// full-screen back swipe and GestureKit's.
    ///
    /// A map, a drawing canvas, a chess board, a game or a timeline scrubber reads raw touches;
    /// on iOS 26 its strokes to the right also start the screen's full-screen back swipe. Mark
    /// where they are, and the back swipe leaves strokes that start there alone, while the rest
    /// of the screen keeps going back:
    ///
    /// ```swift
    /// canvas.backSwipeExclusionRects = [canvas.bounds]       // or canvas.excludesBackSwipe = true
    /// board.backSwipeExclusionRects = [board.playArea]        // part of a view
    /// ```
    ///
    /// The leading edge band (20 pt) stays the back swipe's: a stroke that starts there goes
    /// back even over an excluded rect, so a screen covered by a canvas still has a way back
    /// (Android keeps a strip of its own for the same reason); with GestureKit's swipe back on,
    /// the band is its configured edge width. A screen that must never go back takes the
    /// `.disabled` policy instead (``UIKit/UIViewController/backSwipePolicy``, with GestureKit's
    /// swipe back on, or the app's own delegate on the back recognizers).
    ///
    /// The views that read raw touches in Apple's frameworks (`MKMapView`, `PKCanvasView`,
    /// `UISlider`, `SKView`, `SCNView` and their subclasses) are excluded whole without being
    /// told where GestureKit's swipe back decides (``UIKit/UINavigationController/enableBackSwipe(_:)``):
    /// the default reports their bounds, but without GestureKit's swipe back only rects set
    /// here (or ``excludesBackSwipe``) keep the system's back gestures off them. Set this
    /// property (`[]` to exclude nothing) to choose for one of them. Default: the view's bounds
    /// for those views, otherwise none. The rects follow the view as it moves;
    /// a rect with no area, or with a NaN or infinite value, excludes nothing.
    public var backSwipeExclusionRects: [CGRect] {
      get {
        if let exclusion = backSwipeExclusion {
          return exclusion.coversBounds ? [bounds] : exclusion.rects
        }
        return readsRawTouches ? [bounds] : []
      }
      set {
        let exclusion = backSwipeExclusion ?? BackSwipeExclusion(view: self)
        exclusion.rects = newValue
        exclusion.coversBounds = false
        exclusion.install()
      }
    }

    /// Whether the whole view is excluded from the back swipe, however its bounds change:
    /// setting `true` is ``backSwipeExclusionRects`` `= [bounds]` kept up to date, `false`
    /// excludes nothing. Default `true` for the views that read raw touches in Apple's
    /// frameworks (see ``backSwipeExclusionRects``), otherwise `false`.
    public var excludesBackSwipe: Bool {
      get {
        if let exclusion = backSwipeExclusion { return exclusion.coversBounds }
        return readsRawTouches
      }
      set {
        let exclusion = backSwipeExclusion ?? BackSwipeExclusion(view: self)
        exclusion.rects = []
        exclusion.coversBounds = newValue
        exclusion.install()
      }
    }

    /// The view's claim of a stroke that lands at a window point, for the back swipe's table:
    /// `.excluded` inside one of its exclusion rects (GestureCore's
    /// `BackSwipe.exclusionClaim(at:in:)`), otherwise `.none`.
    func backSwipeExclusionClaim(atWindowPoint point: CGPoint) -> BackSwipe.Claim {
      let rects = backSwipeExclusion?.windowRects(at: point) ?? (readsRawTouches ? [windowFrame] : [])
      let claim = BackSwipe.exclusionClaim(at: Point(point), in: rects.map(Rect.init))
      guard claim == .none, let exclusion = backSwipeExclusion else { return claim }
      // A SwiftUI view drawn in this hosting view that SwiftUI offered the touch (iOS 18).
      exclusion.forgetEndedTouches()
      return BackSwipe.exclusionClaim(at: Point(point), offeredTouchesAt: exclusion.offeredLandings)
    }

    /// The view's bounds in window coordinates.
    fileprivate var windowFrame: CGRect { convert(bounds, to: nil) }

    /// Whether the view is one of Apple's that read raw touches, by class name (GestureKit
    /// links neither MapKit, PencilKit, SpriteKit nor SceneKit): a map's pan, a canvas's
    /// stroke, a slider's thumb, a game's touches.
    var readsRawTouches: Bool {
      if self is UISlider { return true }
      return rawTouchClasses.contains { isKind(of: $0) }
    }

    /// The exclusion the app set on this view, if any.
    fileprivate var backSwipeExclusion: BackSwipeExclusion? {
      objc_getAssociatedObject(self, &exclusionKey) as? BackSwipeExclusion
    }

    /// The exclusion SwiftUI views drawn in this (hosting) view add themselves to, if any.
    var exclusionForAreas: BackSwipeExclusion? { backSwipeExclusion }
  }

  /// A view's exclusion from the back swipe: the app's rects (or its whole bounds), the
  /// SwiftUI views drawn in it that asked for one (``SwiftUI/View/backSwipeExcluded(_:)``),
  /// and the recognizer that claims their strokes from the navigation's back recognizers.
  @MainActor
  final class BackSwipeExclusion {
    /// The app's rects, in the view's coordinates.
    var rects: [CGRect] = []
    /// Whether the whole bounds are excluded.
    var coversBounds = false
    /// SwiftUI views drawn in the view that are excluded whole, held weakly (before iOS 18).
    let areas = NSHashTable<UIView>.weakObjects()
    /// The invisible views behind SwiftUI views excluded where SwiftUI's hit-testing offers
    /// them a touch (iOS 18), held weakly: they exclude no rect of their own, and keep the
    /// recognizer on the view while they are in its window.
    let hitTestedAreas = NSHashTable<UIView>.weakObjects()
    private weak var view: UIView?
    private var recognizer: BackSwipeExclusionRecognizer?
    /// The touches still down that SwiftUI offered an excluded view drawn here (iOS 18), held
    /// weakly (UIKit keeps one `UITouch` per finger for its whole sequence), and where each
    /// landed in window coordinates, in the same order.
    private var offeredTouches: [WeakTouch] = []
    private(set) var offeredLandings: [Point] = []

    private struct WeakTouch {
      weak var touch: UITouch?
    }

    init(view: UIView) {
      self.view = view
      offeredTouches.reserveCapacity(4)
      offeredLandings.reserveCapacity(4)
      objc_setAssociatedObject(view, &exclusionKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Whether a SwiftUI view drawn here may still be offered a touch that just landed: one
    /// hit-tested area is there (a weak table may count one just gone: the recognizer then
    /// waits for the first move for nothing).
    var mayBeOffered: Bool { hitTestedAreas.count > 0 }

    /// Notes that SwiftUI offered `touch` to an excluded view drawn here, where it landed.
    /// Touches that ended are forgotten first; no allocation for the first few fingers.
    func offer(_ touch: UITouch) {
      forgetEndedTouches()
      guard !offeredTouches.contains(where: { $0.touch === touch }) else { return }
      offeredTouches.append(WeakTouch(touch: touch))
      offeredLandings.append(Point(touch.location(in: nil)))
    }

    /// Forgets the offered touches that ended, were cancelled or are gone.
    func forgetEndedTouches() {
      for index in offeredTouches.indices.reversed() {
        let phase = offeredTouches[index].touch?.phase
        if phase == nil || phase == .ended || phase == .cancelled {
          offeredTouches.remove(at: index)
          offeredLandings.remove(at: index)
        }
      }
    }

    /// Every excluded rect that could hold a touch at a window point, in window coordinates:
    /// the app's, and each SwiftUI area where hit-testing would reach it. SwiftUI hides a lazy
    /// stack's recycled rows and `.hidden()` content through flags on wrapper views and clips
    /// scrolled content, none of which the area's own `isHidden` shows.
    func windowRects(at point: CGPoint) -> [CGRect] {
      guard let view else { return [] }
      var found = (coversBounds ? [view.bounds] : rects).map { view.convert($0, to: nil) }
      for area in areas.allObjects
      where area.window != nil && area.isHittable(atWindowPoint: point, within: view) {
        found.append(area.convert(area.bounds, to: nil))
      }
      return found
    }

    /// Puts the recognizer on the view while anything is excluded, and takes it off when
    /// nothing is.
    func install() {
      guard let view else { return }
      let excludes =
        coversBounds || !rects.isEmpty || !areas.allObjects.isEmpty
        || !hitTestedAreas.allObjects.isEmpty
      if excludes, recognizer == nil {
        let recognizer = BackSwipeExclusionRecognizer()
        view.addGestureRecognizer(recognizer)
        self.recognizer = recognizer
      } else if !excludes, let recognizer {
        view.removeGestureRecognizer(recognizer)
        self.recognizer = nil
      }
    }
  }

  /// The recognizer on a view with back-swipe exclusions. It takes part in none of the view's
  /// own gestures: it cancels and delays no touch and runs alongside every recognizer but the
  /// navigation's back recognizers. When a touch lands where GestureCore's table gives the
  /// stroke to the excluded content (inside an excluded rect, outside the leading edge band,
  /// above the root, no veto), it begins at once and stays active until the touch ends: UIKit
  /// lets one of two recognizers that do not run together begin, and fails the other, so the
  /// back recognizers, which also wait for it to fail (``BackSwipeRelations``), never begin
  /// with that touch. Anywhere else it fails as soon as it knows
  /// (`BackSwipe.exclusionStep(contentFirst:mayStillBeOffered:)`), and nothing waits for it.
  ///
  /// On a hosting view whose SwiftUI views are excluded where SwiftUI's hit-testing offers
  /// them a touch (iOS 18), the offer comes through their ``BackSwipeExclusionObserver``, in
  /// an order among recognizers that UIKit does not promise: a touch nothing claims at
  /// touch-down is decided at its first move, when every recognizer has seen it land.
  @MainActor
  final class BackSwipeExclusionRecognizer: UIGestureRecognizer, UIGestureRecognizerDelegate {
    /// Where the touch landed, in window coordinates.
    private var start: CGPoint?

    init() {
      super.init(target: nil, action: nil)
      name = "GestureKit.backSwipeExclusion"
      // It must leave the view its touches: a recognized recognizer with the defaults would
      // cancel them (`cancelsTouchesInView`) or hold them back while it decides.
      leaveTheViewItsTouches()
      delegate = self
    }

    /// The exclusion's claim of a stroke landing at a window point: the view's rects, and the
    /// touches SwiftUI offered its excluded views.
    func claim(at point: CGPoint) -> BackSwipe.Claim {
      view?.backSwipeExclusionClaim(atWindowPoint: point) ?? .none
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      guard state == .possible, start == nil, let touch = touches.first else { return }
      let point = touch.location(in: nil)
      start = point
      step(at: point, mayStillBeOffered: view?.exclusionForAreas?.mayBeOffered ?? false)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      if state == .began || state == .changed {
        state = .changed
      } else if state == .possible, let start {
        // Every recognizer has seen the touch land by its first move: an offer would have come.
        step(at: start, mayStillBeOffered: false)
      }
    }

    /// Begins on a claimed stroke, fails on one that is not, or waits (GestureCore decides).
    private func step(at point: CGPoint, mayStillBeOffered: Bool) {
      switch BackSwipe.exclusionStep(
        contentFirst: claimsTouch(at: point), mayStillBeOffered: mayStillBeOffered)
      {
      case .claim: state = .began
      case .fail: state = .failed
      case .wait: break
      }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      finish(touches, with: event, as: .ended)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      finish(touches, with: event, as: .cancelled)
    }

    private func finish(_ touches: Set<UITouch>, with event: UIEvent, as final: State) {
      // Other fingers of the sequence may still be down on the view.
      let remaining = (event.touches(for: self) ?? []).filter { !touches.contains($0) }
      guard remaining.isEmpty else { return }
      switch state {
      case .possible: state = .failed
      case .began, .changed: state = final
      default: break  // Failed at touch-down already.
      }
    }

    override func reset() {
      super.reset()
      start = nil
    }

    /// Whether the table gives a stroke landing at `point` to the excluded content against
    /// the back recognizers of the navigation controllers around the view.
    private func claimsTouch(at point: CGPoint) -> Bool {
      guard let view else { return false }
      var current: UIView? = view
      while let candidate = current {
        if let navigationController = candidate.next as? UINavigationController {
          for back in BackSwipeRelations.backRecognizers(of: navigationController) {
            if BackSwipeRelations.precedence(of: self, against: back) == .contentFirst {
              return true
            }
          }
        }
        current = candidate.superview
      }
      return false
    }

    // Only the back recognizers are kept from a touch this claims.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let view else { return false }
      return BackSwipeRelations.navigation(of: preventedGestureRecognizer, above: view) != nil
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let view else { return true }
      return BackSwipeRelations.navigation(of: otherGestureRecognizer, above: view) == nil
    }

    /// A back recognizer waits for this one where the table puts the excluded content first.
    /// UIKit asks this lazily, when the back recognizer would leave `.possible` (by then the
    /// touch has moved, and every offer has come), and holds the back recognizer only while
    /// this one has not failed: the claim is this answer and this recognizer's beginning.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      BackSwipeRelations.precedence(of: self, against: otherGestureRecognizer) == .contentFirst
    }

    /// Where the touch landed, for ``BackSwipeRelations``.
    var startLocation: CGPoint? { start }
  }

  /// The recognizer SwiftUI attaches to a view marked ``SwiftUI/View/backSwipeExcluded(_:)``
  /// from iOS 18: SwiftUI offers it only the touches its hit-testing gives the view, and it
  /// only reports each one, where it landed, to the exclusion of the hosting view the content
  /// is drawn in, whose own ``BackSwipeExclusionRecognizer`` claims the stroke from the back
  /// recognizers. It never begins, so it prevents nothing, and it fails in the same call it
  /// takes the touch in: per Apple's `UIGestureRecognizer` documentation, a recognizer that
  /// has failed receives no more touches of the sequence, and one that waits for it to fail
  /// (SwiftUI may make an ancestor's gestures, a scroll view's pan or a button's highlight,
  /// wait for a child's) goes on at once. A touch-down is all it needs.
  @MainActor
  final class BackSwipeExclusionObserver: UIGestureRecognizer {
    init() {
      super.init(target: nil, action: nil)
      name = "GestureKit.backSwipeExclusion.observer"
      // It must leave the view its touches, and hold none of them back.
      leaveTheViewItsTouches()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      // The hosting view: the first view up from this recognizer's whose next responder is a
      // view controller (per Apple's `UIResponder.next` documentation, a view controller's
      // root view returns the controller from `next`).
      var candidate = view
      while let current = candidate, !(current.next is UIViewController) {
        candidate = current.superview
      }
      if let exclusion = candidate?.exclusionForAreas {
        for touch in touches { exclusion.offer(touch) }
      }
      state = .failed
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }
  }

  /// Apple's view classes that read raw touches, of the frameworks the app links (looked up
  /// once: every hit-chain walk of the back swipe asks each view).
  @MainActor private let rawTouchClasses: [AnyClass] = ["MKMapView", "PKCanvasView", "SKView", "SCNView"]
    .compactMap(NSClassFromString)

  /// The key of a view's ``BackSwipeExclusion``.
  @MainActor private var exclusionKey: UInt8 = 0
#endif
