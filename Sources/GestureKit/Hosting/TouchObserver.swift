#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// Reports every finger that lands on its view and every one that lifts: a
  /// ``DraggableController`` stops its view where a finger lands on it mid-spring (as iOS's
  /// picture-in-picture window does), ``ListGestures`` catches a row whose spring runs
  /// under the finger, before any gesture has begun, and a ``TouchRecorder`` sees every touch
  /// of its view (``onTouches``).
  ///
  /// It never recognizes anything, so it never takes a touch from anyone: it neither cancels
  /// nor delays the touches of the view or its controls (`cancelsTouchesInView`,
  /// `delaysTouchesBegan` and `delaysTouchesEnded` off: Apple's `UIGestureRecognizer`
  /// documentation), no other recognizer's success can prevent it (`canBePrevented(by:)`), so its
  /// touch-ups keep coming, and it fails itself once its last finger lifts, which ends its
  /// sequence. Should UIKit still end its sequence early (`reset()`), the fingers it had reported
  /// are reported up then.
  @MainActor
  final class TouchObserver: UIGestureRecognizer {
    /// Called for each finger that lands on the view (its identifier and its location in
    /// window coordinates) and each one that lifts or is cancelled, with `UITouch.timestamp`.
    var onTouch: (@MainActor (Finger) -> Void)?
    /// Called with every touch UIKit hands the view, in each phase, with its event.
    var onTouches: (@MainActor (Set<UITouch>, TouchPhase, UIEvent) -> Void)?

    /// A finger's report.
    enum Finger {
      case down(TouchID, location: CGPoint, time: Double)
      case up(TouchID, time: Double)
    }

    /// The fingers reported down and not yet up.
    private var down: [TouchID] = []

    init() {
      super.init(target: nil, action: nil)
      // It never recognizes: it must neither cancel nor delay the view's own touches (a
      // button inside a picture-in-picture player, a list's cells).
      leaveTheViewItsTouches()
    }

    /// A stable identifier for a touch while it is down: UIKit keeps one `UITouch` object per
    /// finger for the whole sequence.
    private static func identifier(of touch: UITouch) -> TouchID {
      TouchID(ObjectIdentifier(touch).hashValue)
    }

    /// Apple's `UIGestureRecognizer.canBePrevented(by:)` documentation: a class-wide rule that
    /// another recognizer recognizing does not fail this one (which would cut off its touch-ups).
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    /// It never recognizes, so it prevents nothing.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      onTouches?(touches, .began, event)
      for touch in touches {
        let id = Self.identifier(of: touch)
        guard !down.contains(id) else { continue }
        down.append(id)
        onTouch?(.down(id, location: touch.location(in: nil), time: touch.timestamp))
      }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      onTouches?(touches, .moved, event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      onTouches?(touches, .ended, event)
      lift(touches)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      onTouches?(touches, .cancelled, event)
      lift(touches)
    }

    private func lift(_ touches: Set<UITouch>) {
      for touch in touches {
        let id = Self.identifier(of: touch)
        guard let index = down.firstIndex(of: id) else { continue }
        down.remove(at: index)
        onTouch?(.up(id, time: touch.timestamp))
      }
      // Apple's `UIGestureRecognizer.State` documentation: a recognizer leaves `.possible` to end
      // its sequence; failing is the way for one that never recognizes.
      if down.isEmpty, state == .possible { state = .failed }
    }

    /// UIKit ends the sequence (after the failure above, or early): any finger still
    /// reported down is reported up, at the media clock's time (`CACurrentMediaTime()` is
    /// `UITouch.timestamp`'s clock).
    override func reset() {
      super.reset()
      let fingers = down
      down.removeAll()
      for id in fingers { onTouch?(.up(id, time: CACurrentMediaTime())) }
    }
  }
#endif
