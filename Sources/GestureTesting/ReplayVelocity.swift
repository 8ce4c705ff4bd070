import GestureCore

/// The release velocity of one touch that ended, as `gesture-replay velocity` prints it.
public struct ReplayVelocity: Hashable, Sendable {
  /// The touch.
  public var id: TouchID
  /// When it ended, in seconds (after the engine's normalisation).
  public var time: Double
  /// Its velocity at that time, in points per second; `nil` when the tracker's
  /// configuration reports no velocity (too few samples or a rest, with Android's settings).
  public var velocity: Vector?
  /// The 1-based trace line of the `ended` sample.
  public var line: Int

  /// Creates a record.
  public init(id: TouchID, time: Double, velocity: Vector?, line: Int) {
    self.id = id
    self.time = time
    self.velocity = velocity
    self.line = line
  }

  /// `{"id": 1, "t": 0.25, "vx": 812.4, "vy": -3.1}`: numbers rounded to
  /// ``TraceReplay/fractionDigits`` decimals, `null` velocity components for no velocity.
  public var jsonLine: String {
    let digits = TraceReplay.fractionDigits
    var line = "{\"id\": \(id.rawValue), \"t\": "
    line += ReplayFormatting.number(time, maximumFractionDigits: digits)
    line += ", \"vx\": "
    line += velocity.map { ReplayFormatting.number($0.dx, maximumFractionDigits: digits) } ?? "null"
    line += ", \"vy\": "
    line += velocity.map { ReplayFormatting.number($0.dy, maximumFractionDigits: digits) } ?? "null"
    line += "}"
    return line
  }
}
