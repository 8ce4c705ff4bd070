#if canImport(UIKit)
  import CoreGraphics
  import GestureCore

  extension Vector {
    /// Creates a GestureCore vector from a Core Graphics vector (same components).
    @inlinable
    public init(_ vector: CGVector) {
      self.init(dx: Double(vector.dx), dy: Double(vector.dy))
    }
  }

  extension CGVector {
    /// Creates a Core Graphics vector from a GestureCore vector (same components): a
    /// translation in points or a velocity in points per second.
    @inlinable
    public init(_ vector: Vector) {
      self.init(dx: CGFloat(vector.dx), dy: CGFloat(vector.dy))
    }
  }
#endif
