extension SwipeActionsRow {
  /// The rounded shape of a row, which the area that shows its buttons takes, so that
  /// buttons never poke out of a rounded card or of the first and last rows of an
  /// inset-grouped list.
  ///
  /// A host reads the shapes the row already has (UIKit: the `cornerRadius`,
  /// `maskedCorners` and `cornerCurve` of the cell's layer, of its background and of its
  /// content view, or of a plain view's layer) and asks ``resolved(option:sources:size:)``
  /// for the one the buttons' area takes:
  ///
  /// ```swift
  /// let cell = SwipeActionsRow.CornerShape(radius: 10, corners: [.topLeft, .topRight])
  /// let shape = SwipeActionsRow.CornerShape.resolved(
  ///   option: nil, sources: [cell], size: Size(width: 343, height: 44))
  /// // radius 10 on the top corners only: the first row of an inset-grouped section
  /// ```
  public struct CornerShape: Hashable, Sendable {
    /// The radius of the rounded corners, in points; finite and `≥ 0`.
    public var radius: Double
    /// Which corners are rounded (the others are square).
    public var corners: Corners
    /// How the rounded corners bend. Default `.circular`.
    public var curve: Curve

    /// Creates a shape; a NaN, infinite or negative radius counts as 0 (square corners).
    ///
    /// - Parameters:
    ///   - radius: in points.
    ///   - corners: the rounded corners. Default `.all`.
    ///   - curve: Default `.circular`.
    public init(radius: Double, corners: Corners = .all, curve: Curve = .circular) {
      self.radius = radius.isFinite && radius > 0 ? radius : 0
      self.corners = corners
      self.curve = curve
    }

    /// Square corners.
    public static let square = CornerShape(radius: 0)

    /// Whether the shape rounds anything: a radius above 0 on at least one corner.
    public var isRounded: Bool { radius > 0 && !corners.isEmpty }

    /// The corners of a rectangle, in its own coordinates (y grows downwards, as in UIKit:
    /// `topLeft` is Core Animation's `layerMinXMinYCorner`).
    public struct Corners: OptionSet, Hashable, Sendable {
      public let rawValue: UInt8

      /// Creates a set of corners from its bits.
      public init(rawValue: UInt8) { self.rawValue = rawValue }

      /// The corner at the smallest x and y.
      public static let topLeft = Corners(rawValue: 1 << 0)
      /// The corner at the largest x and the smallest y.
      public static let topRight = Corners(rawValue: 1 << 1)
      /// The corner at the smallest x and the largest y.
      public static let bottomLeft = Corners(rawValue: 1 << 2)
      /// The corner at the largest x and y.
      public static let bottomRight = Corners(rawValue: 1 << 3)
      /// The four corners.
      public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
    }

    /// How a rounded corner bends (Core Animation's `cornerCurve`).
    public enum Curve: UInt8, Hashable, Sendable {
      /// A quarter circle.
      case circular
      /// Apple's continuous curve (a squircle), as cards and grouped lists draw.
      case continuous
    }

    /// The shape the area behind a row's content takes.
    ///
    /// - The row's own shape is the first of `sources` that is rounded (``isRounded``);
    ///   list them from the outermost view in (UIKit: the cell, its background, its content
    ///   view), since an outer view's clip is what shows.
    /// - `option` (the app's corner radius) replaces the radius, on the corners the row's own
    ///   shape rounds (the first or last row of an inset-grouped section keeps its square
    ///   side), or on all four when the row is not rounded; `0` or a negative value squares
    ///   the corners. A NaN or infinite option is ignored (the row's own shape applies).
    /// - The radius is never more than half the shorter side, so the shape is at most a
    ///   capsule, as Core Animation draws a larger radius.
    ///
    /// - Parameters:
    ///   - option: The app's radius in points, `nil` for the row's own shape.
    ///   - sources: The shapes the row's views have, outermost first.
    ///   - size: The row's size, in points; NaN, infinite and negative dimensions count as 0.
    /// - Returns: The shape, square when nothing is rounded.
    /// - Complexity: O(n) in the number of sources.
    public static func resolved(option: Double?, sources: [CornerShape], size: Size) -> CornerShape {
      let own = sources.first { $0.isRounded }
      var shape = own ?? .square
      if let option, option.isFinite {
        shape.radius = max(0, option)
        if own == nil { shape.corners = .all }
      }
      let bounds = SwipeActionsRow.normalised(size)
      shape.radius = min(shape.radius, min(bounds.width, bounds.height) / 2)
      if !shape.isRounded { return .square }
      return shape
    }
  }
}
