/// Where a flung value comes to rest: the end point of a ``Decay``, without animating it.
///
/// The formula is the one Apple presents for `UIScrollView`-style momentum ("Designing Fluid
/// Interfaces", WWDC 2018): with velocity `v` (units per second) kept at a factor `d` per
/// millisecond, the value moves `v/1000` units in the first millisecond times `d`, then
/// `d²`, … so in total
///
///     distance = v/1000 · d/(1 − d)
///
/// e.g. 1000 pt/s at `.normal` (0.998): `1000/1000 · 0.998/0.002 = 499` pt.
/// Use it to choose a snap target on release: project the release position, then pick the
/// nearest detent to the projection.
///
/// ```swift
/// let rest = Projection.project(releaseY, velocity: velocity.dy)  // 499 pt further at 1000 pt/s
/// let detent = detents.min { abs($0 - rest) < abs($1 - rest) }!
/// ```
public enum Projection {
  /// The signed distance a flung value travels before it stops, in the unit of the value
  /// (points for positions).
  ///
  /// - Parameters:
  ///   - velocity: the release velocity, in units per second (points per second for
  ///     positions); any sign. NaN or ±∞ is treated as 0 (no movement).
  ///   - decelerationRate: the factor kept per millisecond; defaults to `.normal` (0.998).
  /// - Returns: `velocity/1000 · d/(1−d)`, with the sign of `velocity`; never NaN (it can
  ///   overflow to ±∞ only for velocities beyond about 1e302 units/s).
  public static func distance(
    velocity: Double, decelerationRate: DecelerationRate = .normal
  ) -> Double {
    guard velocity.isFinite else { return 0 }
    let d = decelerationRate.rawValue
    return velocity / 1000 * (d / (1 - d))
  }

  /// The resting value of a one-dimensional value released at `value` with `velocity`.
  ///
  /// - Parameters:
  ///   - value: the release position, in any unit. NaN is treated as 0; ±∞ stays ±∞.
  ///   - velocity: in units per second; NaN or ±∞ is treated as 0.
  ///   - decelerationRate: the factor kept per millisecond; defaults to `.normal` (0.998).
  /// - Returns: `value + distance(velocity:decelerationRate:)`.
  public static func project(
    _ value: Double, velocity: Double, decelerationRate: DecelerationRate = .normal
  ) -> Double {
    let start = value.isNaN ? 0 : value
    let travel = distance(velocity: velocity, decelerationRate: decelerationRate)
    // The only way to produce NaN would be ∞ − ∞ (an infinite start plus an overflowed
    // distance of the opposite sign): the start wins.
    if start.isInfinite && travel.isInfinite && (start > 0) != (travel > 0) { return start }
    return start + travel
  }

  /// The resting point of a point released at `point` with `velocity`, each axis projected
  /// independently as in `project(_:velocity:decelerationRate:)`.
  ///
  /// - Parameters:
  ///   - point: the release position, in points. A NaN coordinate is treated as 0.
  ///   - velocity: in points per second. A NaN or infinite component is treated as 0.
  ///   - decelerationRate: the factor kept per millisecond; defaults to `.normal` (0.998).
  /// - Returns: the projected resting point; e.g. `(0, 0)` flung at `(1000, −500)` pt/s at
  ///   `.normal` rests at `(499, −249.5)`.
  public static func project(
    _ point: Point, velocity: Vector, decelerationRate: DecelerationRate = .normal
  ) -> Point {
    Point(
      x: project(point.x, velocity: velocity.dx, decelerationRate: decelerationRate),
      y: project(point.y, velocity: velocity.dy, decelerationRate: decelerationRate))
  }
}
