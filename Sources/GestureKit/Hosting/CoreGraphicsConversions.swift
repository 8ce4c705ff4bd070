// Conversions between GestureCore's geometry (Double, in points) and Core Graphics' and
// UIKit's (CGFloat): the same values, so a host hands UIKit geometry to the core and applies
// the core's geometry to views without spelling out each component.
#if canImport(UIKit)
  import CoreGraphics
  import GestureCore
  import UIKit

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

  extension Insets {
    /// Creates GestureCore insets from UIKit insets (same four distances, in points), such as
    /// a view's `safeAreaInsets`.
    @inlinable
    public init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension UIEdgeInsets {
    /// Creates UIKit insets from GestureCore insets (same four distances, in points).
    @inlinable
    public init(_ insets: Insets) {
      self.init(
        top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right))
    }
  }

  extension RecognizerState {
    /// The phase a UIKit recognizer of continuous gestures reports (its pan, pinch or
    /// rotation), or `nil` for `possible` and `failed`, which report none.
    init?(continuous state: UIGestureRecognizer.State) {
      switch state {
      case .began: self = .began
      case .changed: self = .changed
      case .ended: self = .ended
      case .cancelled: self = .cancelled
      case .possible, .failed: return nil
      @unknown default: return nil
      }
    }
  }
#endif
