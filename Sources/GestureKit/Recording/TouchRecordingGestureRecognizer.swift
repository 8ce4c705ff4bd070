#if canImport(UIKit)
  import GestureCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// The eyes of a ``TouchRecorder``: a recognizer that sees every touch of its view and
  /// never takes part in recognition.
  ///
  /// It never leaves `possible` while touches are down (so it never wins, never blocks and
  /// is never waited for), does not cancel or delay touches, and cannot be prevented by
  /// other recognizers (so one that recognizes does not stop the recording). It fails once
  /// the last touch lifts, which makes UIKit reset it for the next sequence.
  @MainActor
  final class TouchRecordingGestureRecognizer: UIGestureRecognizer {
    weak var recorder: TouchRecorder?
    private var touchesDown = 0

    init() {
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      name = "GestureKit.TouchRecorder"
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      touchesDown += touches.count
      recorder?.record(touches, phase: .began, event: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      recorder?.record(touches, phase: .moved, event: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      recorder?.record(touches, phase: .ended, event: event)
      lift(touches.count)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      recorder?.record(touches, phase: .cancelled, event: event)
      lift(touches.count)
    }

    override func reset() {
      super.reset()
      touchesDown = 0
    }

    private func lift(_ count: Int) {
      touchesDown = max(0, touchesDown - count)
      if touchesDown == 0 { state = .failed }
    }
  }
#endif
