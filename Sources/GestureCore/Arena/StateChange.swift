/// One recognizer state change, as the arena reports it in ``GestureArena/changes``.
public struct StateChange {
  /// The recognizer whose state changed.
  public var recognizer: GestureRecognizer
  /// Its new state.
  public var state: GestureState
  /// When, in seconds: the sample's or the deadline's time.
  public var time: Double
  /// The recognizer's ``GestureRecognizer/location`` at that moment.
  public var location: Point

  /// Creates a state change record.
  public init(recognizer: GestureRecognizer, state: GestureState, time: Double, location: Point) {
    self.recognizer = recognizer
    self.state = state
    self.time = time
    self.location = location
  }
}
