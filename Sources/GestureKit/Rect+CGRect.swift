#if canImport(UIKit)
  import CoreGraphics
  import GestureCore

  extension Rect {
    /// Creates a GestureCore rectangle from a Core Graphics rectangle (same origin and size,
    /// in points).
    ///
    /// The rectangle is standardised first (`CGRect.standardized`), because GestureCore's
    /// rectangles have a non-negative size: a `CGRect` with a negative width becomes the same
    /// area with its origin at the left.
    @inlinable
    public init(_ rect: CGRect) {
      let standard = rect.standardized
      self.init(
        x: Double(standard.origin.x), y: Double(standard.origin.y),
        width: Double(standard.size.width), height: Double(standard.size.height))
    }
  }

  extension CGRect {
    /// Creates a Core Graphics rectangle from a GestureCore rectangle (same origin and size,
    /// in points).
    @inlinable
    public init(_ rect: Rect) {
      self.init(
        x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width),
        height: CGFloat(rect.height))
    }
  }
#endif
