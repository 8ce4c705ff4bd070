/// One finger as a recognizer sees it: where it went down and where it is now.
public struct TrackedTouch: Hashable, Sendable {
  /// Which finger.
  public var id: TouchID
  /// Where it touched down, in root coordinates.
  public var startLocation: Point
  /// When it touched down, in seconds.
  public var startTime: Double
  /// Where it is now.
  public var location: Point

  /// Creates a tracked touch.
  @inlinable
  public init(id: TouchID, startLocation: Point, startTime: Double, location: Point) {
    self.id = id
    self.startLocation = startLocation
    self.startTime = startTime
    self.location = location
  }
}
