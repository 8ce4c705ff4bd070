/// One recognizer state change, as the arena reports it in ``GestureArena/changes``.
public struct StateChange {
  /// The recognizer whose state changed.
  public var recognizer: GestureRecognizer
  /// Its new state.
  public var state: RecognizerState
  /// When, in seconds: the sample's or the deadline's time.
  public var time: Double
  /// What the gesture measured at that moment (location, translation, velocity, scale...).
  public var value: GestureValue

  /// The recognizer's location at that moment.
  public var location: Point { value.location }

  /// Creates a state change record.
  public init(recognizer: GestureRecognizer, state: RecognizerState, time: Double, value: GestureValue) {
    self.recognizer = recognizer
    self.state = state
    self.time = time
    self.value = value
  }
}
