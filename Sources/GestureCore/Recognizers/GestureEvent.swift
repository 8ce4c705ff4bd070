/// What the arena hands a recognizer's state machine: a touch it tracks, or a deadline it
/// asked for.
public enum GestureEvent: Hashable, Sendable {
  /// A sample of one of the recognizer's touches. While the machine handles it,
  /// ``GestureRecognizer/touches`` already holds the new location; an ended or cancelled
  /// touch is still listed and is removed right after.
  case touch(TouchSample)
  /// The time reached the recognizer's ``GestureRecognizer/deadline``; the payload is that time.
  case deadline(Double)
}
