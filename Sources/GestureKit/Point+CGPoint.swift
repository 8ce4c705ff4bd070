#if canImport(UIKit)
  import CoreGraphics
  import GestureCore

  extension Point {
    /// Creates a GestureCore point from a Core Graphics point (same coordinates, in points).
    ///
    /// ```swift
    /// let sample = TouchSample(
    ///   id: TouchID(1), phase: .began, location: Point(touch.location(in: view)),
    ///   timestamp: touch.timestamp)
    /// ```
    @inlinable
    public init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension CGPoint {
    /// Creates a Core Graphics point from a GestureCore point (same coordinates, in points).
    @inlinable
    public init(_ point: Point) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }
#endif
