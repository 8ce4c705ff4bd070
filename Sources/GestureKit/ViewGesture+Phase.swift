#if canImport(UIKit)
  import GestureCore

  extension ViewGesture {
    /// Where a gesture is in its life when a handler runs.
    ///
    /// Taps and swipes fire once, with `ended` (UIKit's `.recognized`). A long press's
    /// `began` handler fires with `began`, its `ended` handler with `ended` or `cancelled`.
    /// Pans, pinches, rotations and edge pans fire with every phase.
    public enum Phase: Hashable, Sendable {
      /// A continuous gesture started: the first call of a pan, pinch, rotation, edge pan or
      /// long press.
      case began
      /// A continuous gesture moved on.
      case changed
      /// The gesture finished normally; for taps and swipes, the gesture happened.
      case ended
      /// The system took a continuous gesture away (a call came in, a scroll view won, the
      /// view left the window): undo what `began` started.
      case cancelled

      /// The phase for a core state that handlers see; `nil` for `possible` and `failed`.
      init?(_ state: GestureState) {
        switch state {
        case .began: self = .began
        case .changed: self = .changed
        case .ended, .recognized: self = .ended
        case .cancelled: self = .cancelled
        case .possible, .failed: return nil
        }
      }
    }
  }
#endif
