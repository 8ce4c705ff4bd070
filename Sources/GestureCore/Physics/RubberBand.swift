/// The resistance of a scroll view dragged past its edge: `UIScrollView`'s rubber band.
///
/// An overshoot `x ≥ 0` past a bound is displayed as
///
///     offset(x) = (1 − 1/(x·c/d + 1)) · d
///
/// where `c` is the ``coefficient`` (0.55 in UIKit) and `d` the ``dimension`` (the viewport's
/// extent along the axis). The offset starts with slope `c` (the content follows the finger
/// at 55 % speed), grows ever more slowly, and never reaches `d`. Negative overshoots (past the
/// lower bound) are banded symmetrically: `offset(−x) = −offset(x)`.
///
/// ```swift
/// let band = RubberBand(dimension: 300)
/// band.offset(forOvershoot: 100)              // ≈ 46.5: (1 − 1/(100·0.55/300 + 1))·300
/// band.banded(450, minimum: 0, maximum: 350)  // ≈ 396.5: 350 + 46.5
/// band.banded(200, minimum: 0, maximum: 350)  // 200: inside, unchanged
/// ```
public struct RubberBand: Hashable, Sendable {
  /// UIKit's coefficient, 0.55 (dimensionless).
  public static let defaultCoefficient: Double = 0.55

  /// How much of the overshoot shows at first: the slope of the offset at the bound;
  /// dimensionless, within `0...1` after normalisation (0 is rigid: no overshoot at all).
  public let coefficient: Double

  /// The extent of the viewport along the axis, in the unit of the banded values (points);
  /// the offset approaches it but never reaches it. Within `0...+∞` after normalisation
  /// (0 is rigid; `+∞` makes the band linear, `offset = c·x`).
  public let dimension: Double

  /// Creates a rubber band.
  ///
  /// - Parameters:
  ///   - coefficient: dimensionless, valid range `0...1`; defaults to 0.55. NaN becomes 0.55;
  ///     values outside the range are clamped to it.
  ///   - dimension: the viewport's extent along the axis, in points; valid range `0...+∞`.
  ///     NaN and negative values become 0 (rigid).
  public init(coefficient: Double = RubberBand.defaultCoefficient, dimension: Double) {
    self.coefficient = coefficient.clamped(to: 0...1, nan: RubberBand.defaultCoefficient)
    self.dimension = dimension > 0 ? dimension : 0  // NaN fails `> 0`
  }

  /// The displayed offset for an overshoot past a bound.
  ///
  /// - Parameter overshoot: how far past the bound the unconstrained value is, in points;
  ///   positive past the upper bound, negative past the lower one. NaN is treated as 0;
  ///   ±∞ gives ±``dimension`` (the limit).
  /// - Returns: `sign(x)·(1 − 1/(|x|·c/d + 1))·d`, with `|result| ≤ min(c·|x|, d)`; never NaN.
  public func offset(forOvershoot overshoot: Double) -> Double {
    guard overshoot != 0, !overshoot.isNaN, coefficient > 0, dimension > 0 else { return 0 }
    let x = overshoot.magnitude
    let banded: Double
    if dimension.isInfinite {
      banded = x * coefficient  // the limit d → ∞ of x·c/(x·c/d + 1)
    } else {
      // (1 − 1/(u + 1))·d rewritten as d·u/(u + 1), which does not cancel for small u.
      let u = x * coefficient / dimension
      banded = u.isInfinite ? dimension : dimension * (u / (u + 1))
    }
    return overshoot < 0 ? -banded : banded
  }

  /// The overshoot that is displayed as `offset`: the inverse of
  /// ``offset(forOvershoot:)``, `x = o·d / (c·(d − o))`.
  ///
  /// Use it when a drag begins while the content is already banded (say, during the bounce
  /// back): convert the displayed offset to the unconstrained position the finger controls.
  ///
  /// - Parameter offset: a displayed offset past a bound, in points; positive past the upper
  ///   bound, negative past the lower one. NaN is treated as 0.
  /// - Returns: the signed overshoot; `±∞` when `|offset| ≥ dimension` (unreachable), 0 when
  ///   the band is rigid (coefficient or dimension 0); never NaN.
  public func overshoot(forOffset offset: Double) -> Double {
    guard offset != 0, !offset.isNaN, coefficient > 0, dimension > 0 else { return 0 }
    let o = offset.magnitude
    let x: Double
    if dimension.isInfinite {
      x = o / coefficient
    } else if o >= dimension {
      x = .infinity
    } else {
      x = o * dimension / (coefficient * (dimension - o))
    }
    return offset < 0 ? -x : x
  }

  /// The displayed position of an unconstrained value allowed within `minimum...maximum`.
  ///
  /// Inside the range the value is returned unchanged; above it, `maximum +
  /// offset(value − maximum)`; below it, `minimum + offset(value − minimum)` (a negative
  /// offset). The result is continuous at both bounds and moves with slope 1 inside the range
  /// and slope `c` just outside it.
  ///
  /// - Parameters:
  ///   - value: the unconstrained position, in points. NaN is treated as 0.
  ///   - minimum: the lower bound. NaN means no lower bound.
  ///   - maximum: the upper bound. NaN means no upper bound. When it is below `minimum`
  ///     (content smaller than the viewport), `minimum` is used for both bounds.
  /// - Returns: the banded position; never NaN.
  public func banded(_ value: Double, minimum: Double, maximum: Double) -> Double {
    let v = value.isNaN ? 0 : value
    let lower = minimum.isNaN ? -Double.infinity : minimum
    var upper = maximum.isNaN ? Double.infinity : maximum
    if upper < lower { upper = lower }
    if v > upper {
      if upper.isInfinite { return upper }  // upper = −∞: nothing to add a finite offset to
      return upper + offset(forOvershoot: v - upper)
    }
    if v < lower {
      if lower.isInfinite { return lower }  // lower = +∞
      return lower + offset(forOvershoot: v - lower)
    }
    return v
  }

  /// The displayed position of an unconstrained value allowed within `range`; see
  /// ``banded(_:minimum:maximum:)``.
  public func banded(_ value: Double, in range: ClosedRange<Double>) -> Double {
    banded(value, minimum: range.lowerBound, maximum: range.upperBound)
  }

  /// The displayed position of an unconstrained point allowed within `bounds`, each axis
  /// banded independently (as a scroll view's content offset).
  ///
  /// - Parameters:
  ///   - point: the unconstrained position, in points.
  ///   - bounds: the allowed positions (for a scroll view, the content offsets from the
  ///     minimum to the maximum); its edges are inclusive. A negative width or height
  ///     collapses that axis to its minimum coordinate.
  ///   - dimensions: the viewport's size: `width` bands the x axis, `height` the y axis.
  ///   - coefficient: as in ``init(coefficient:dimension:)``; defaults to 0.55.
  /// - Returns: the banded point; never NaN.
  public static func banded(
    _ point: Point, in bounds: Rect, dimensions: Size,
    coefficient: Double = RubberBand.defaultCoefficient
  ) -> Point {
    let horizontal = RubberBand(coefficient: coefficient, dimension: dimensions.width)
    let vertical = RubberBand(coefficient: coefficient, dimension: dimensions.height)
    return Point(
      x: horizontal.banded(point.x, minimum: bounds.minX, maximum: bounds.maxX),
      y: vertical.banded(point.y, minimum: bounds.minY, maximum: bounds.maxY))
  }
}
