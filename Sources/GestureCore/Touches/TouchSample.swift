/// One observation of one finger: the unit of input of the whole engine.
///
/// ```swift
/// let down = TouchSample(id: TouchID(1), phase: .began, location: Point(x: 120, y: 300), timestamp: 0.016)
/// ```
public struct TouchSample: Hashable, Sendable {
  /// Which finger.
  public var id: TouchID
  /// What happened to it.
  public var phase: TouchPhase
  /// Where it is, in the coordinate space of the arena's root node, in points.
  public var location: Point
  /// When, in seconds on the host's monotonic clock (any epoch; only differences matter).
  public var timestamp: Double

  /// Creates a sample.
  @inlinable
  public init(id: TouchID, phase: TouchPhase, location: Point, timestamp: Double) {
    self.id = id
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
  }
}
