#if canImport(UIKit)
  import GestureCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// A recognizer that reports fingers touching down and lifting on its view, for the swipe
  /// actions' store: a finger on a view catches its moving content, a finger elsewhere closes
  /// the open view. UIKit has no other public way to see a touch begin on a view that is not
  /// its own.
  ///
  /// It never gets in the way: it cannot prevent other recognizers nor be prevented by them,
  /// delays no touches, and fails once its fingers are up. The exception is a touch that only
  /// closes an open view (``claims``): it recognizes at once, so UIKit cancels the touch for
  /// the view under it (a tapped cell is not selected, a tapped control does not fire) and
  /// fails every tap or press recognizer waiting for it (another card's `onTap`, a SwiftUI
  /// button), as Mail does; recognizers that follow a movement (scrolling, pans, swipes,
  /// pinches) still start.
  @MainActor
  final class SwipeActionsTouchObserver: UIGestureRecognizer {
    /// Whether a touch is reported at all. Default: every touch.
    var accepts: (UITouch) -> Bool = { _ in true }
    /// Whether a touch that is reported only closes an open view (asked before reporting
    /// it). Default: never.
    var claims: () -> Bool = { false }
    /// A finger touched down.
    var touchDown: () -> Void = {}
    /// A reported finger lifted or was cancelled.
    var touchUp: () -> Void = {}

    /// The reported touches that are down.
    private var tracked: [ObjectIdentifier] = []
    /// Whether this touch only closes an open view: recognized, until UIKit resets it.
    private var isClaiming = false

    init() {
      super.init(target: nil, action: nil)
      // Touches reach the views under it as if it were not there (Apple's `UIGestureRecognizer`
      // documentation: `delaysTouchesEnded` defaults to YES, holding a view's touchesEnded until
      // this recognizer fails).
      delaysTouchesBegan = false
      delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      var claimed = false
      for touch in touches where accepts(touch) {
        let closes = claims()
        touchDown()
        if closes {
          // Recognized now and reset: the finger's lift will not reach this recognizer.
          touchUp()
          claimed = true
        } else {
          tracked.append(ObjectIdentifier(touch))
        }
      }
      if claimed && state == .possible {
        // Apple's `UIGestureRecognizer` documentation: a discrete recognizer goes to `.ended`
        // (`.recognized`); with `cancelsTouchesInView` the views under it get
        // `touchesCancelled`; other recognizers this one can prevent (``canPrevent(_:)``)
        // fail.
        isClaiming = true
        state = .ended
      } else if tracked.isEmpty && state == .possible {
        state = .failed
      }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      lift(touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      lift(touches)
    }

    private func lift(_ touches: Set<UITouch>) {
      for touch in touches {
        guard let index = tracked.firstIndex(of: ObjectIdentifier(touch)) else { continue }
        tracked.remove(at: index)
        touchUp()
      }
      if tracked.isEmpty && state == .possible { state = .failed }
    }

    /// UIKit resets the recognizer after it failed or recognized, or when its view goes: a
    /// finger still counted as down is reported lifted, so the store never waits for it.
    override func reset() {
      super.reset()
      isClaiming = false
      let lifted = tracked.count
      tracked.removeAll()
      for _ in 0..<lifted { touchUp() }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      isClaiming && !Self.followsMovement(preventedGestureRecognizer)
    }

    /// Whether a recognizer follows a movement (a scroll view's pan, a pan, an edge pan, a
    /// swipe, a pinch, a rotation, GestureKit's own continuous recognizers), which a touch
    /// that closes an open view leaves alone; taps, presses and recognizers of unknown
    /// classes (SwiftUI's buttons) do not.
    static func followsMovement(_ recognizer: UIGestureRecognizer) -> Bool {
      if let core = recognizer as? CoreGestureRecognizer {
        return core.core.isContinuous || core.core is SwipeRecognizer
      }
      return recognizer is UIPanGestureRecognizer || recognizer is UIPinchGestureRecognizer
        || recognizer is UIRotationGestureRecognizer || recognizer is UISwipeGestureRecognizer
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }
  }
#endif
