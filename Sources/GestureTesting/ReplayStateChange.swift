import GestureCore

/// One recognizer state change during a replay, as `gesture-replay recognize` prints it: a
/// value copy of a ``StateChange``, with the recognizer's name instead of the recognizer.
public struct ReplayStateChange: Hashable, Sendable {
  /// When, in seconds: the sample's or the deadline's time.
  public var time: Double
  /// The recognizer's name.
  public var recognizer: String
  /// Its new state.
  public var state: RecognizerState
  /// The recognizer's location at that moment, in points.
  public var location: Point
  /// The 1-based trace line of the sample whose handling caused the change, or `nil` for
  /// a deadline fired after the last sample.
  public var line: Int?

  /// Creates a record.
  public init(time: Double, recognizer: String, state: RecognizerState, location: Point, line: Int?) {
    self.time = time
    self.recognizer = recognizer
    self.state = state
    self.location = location
    self.line = line
  }

  /// Copies an arena's record.
  public init(_ change: StateChange, line: Int?) {
    self.init(
      time: change.time, recognizer: change.recognizer.name, state: change.state,
      location: change.location, line: line)
  }

  /// `{"t": 0.41, "recognizer": "doubleTap", "state": "recognized", "x": 100, "y": 200}`:
  /// numbers rounded to ``TraceReplay/fractionDigits`` decimals.
  public var jsonLine: String {
    let digits = TraceReplay.fractionDigits
    var line = "{\"t\": "
    line += ReplayFormatting.number(time, maximumFractionDigits: digits)
    line += ", \"recognizer\": "
    line += ReplayFormatting.quoted(recognizer)
    line += ", \"state\": \""
    line += state.name
    line += "\", \"x\": "
    line += ReplayFormatting.number(location.x, maximumFractionDigits: digits)
    line += ", \"y\": "
    line += ReplayFormatting.number(location.y, maximumFractionDigits: digits)
    line += "}"
    return line
  }
}
