#if canImport(UIKit)
  import CoreGraphics
  import GestureCore

  extension Size {
    /// Creates a GestureCore size from a Core Graphics size (same width and height, in points).
    @inlinable
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension CGSize {
    /// Creates a Core Graphics size from a GestureCore size (same width and height, in points).
    @inlinable
    public init(_ size: Size) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }
#endif
