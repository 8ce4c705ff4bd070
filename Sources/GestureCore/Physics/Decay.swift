/// Momentum after a fling: a value that keeps a fixed fraction of its velocity every
/// millisecond, as `UIScrollView` decelerates.
///
/// With initial velocity `v` (units per second) and deceleration rate `d` (per millisecond),
/// after `t` seconds:
///
///     velocity(t) = v · d^(1000·t)
///     position(t) = from + v/1000 · d/(1 − d) · (1 − d^(1000·t))
///
/// `position` is exactly what stepping the scroll view's model one millisecond at a time
/// gives: at each step the velocity is multiplied by `d`, then the value moves by
/// `velocity/1000`. At whole milliseconds the closed form and the steps agree; in between it
/// interpolates smoothly. (Being a sum of discrete steps, its derivative differs from
/// `velocity(at:)` by the factor `−ln d · d/(1−d)`, 0.999 for `.normal`.)
///
/// ```swift
/// let fling = Decay(from: 0, initialVelocity: 1000)   // .normal
/// fling.totalDistance          // 499: 1000/1000 · 0.998/0.002
/// fling.position(at: 0.5)      // ≈ 315.6: 499·(1 − 0.998^500)
/// fling.duration()             // ≈ 4.6 s until below 0.1 pt/s
/// ```
public struct Decay: Hashable, Sendable {
  /// The position at time 0, in any unit (points for scrolling); finite.
  public let from: Double
  /// The velocity at time 0, in units per second; finite.
  public let initialVelocity: Double
  /// The fraction of velocity kept per millisecond.
  public let decelerationRate: DecelerationRate

  /// The default velocity threshold of ``duration(untilVelocityBelow:)``: 0.1 units per
  /// second. At `.normal` the distance still to go at that speed is 0.05 units
  /// (`0.1/1000 · 499`), invisible for points.
  public static let defaultVelocityThreshold: Double = 0.1

  /// Creates a decay.
  ///
  /// - Parameters:
  ///   - from: the start position, in any unit; defaults to 0. NaN is treated as 0; ±∞ is
  ///     kept (the value then stays at ±∞).
  ///   - initialVelocity: in units per second, any sign. NaN or ±∞ is treated as 0 (at rest).
  ///   - decelerationRate: the factor kept per millisecond; defaults to `.normal` (0.998).
  public init(
    from: Double = 0, initialVelocity: Double, decelerationRate: DecelerationRate = .normal
  ) {
    self.from = from.isNaN ? 0 : from
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    self.decelerationRate = decelerationRate
  }

  /// `d^(1000·t)`, the fraction of the initial velocity left after `t` seconds; 1 for
  /// `t ≤ 0` or NaN, 0 for `t = +∞`.
  private func remainingFraction(at time: Double) -> Double {
    guard time > 0 else { return 1 }  // also NaN
    return Elementary.pow(decelerationRate.rawValue, 1000 * time)
  }

  /// The position `t` seconds after the start.
  ///
  /// - Parameter time: in seconds. Negative or NaN times are treated as 0 (the start);
  ///   `+∞` gives the resting position ``restingPosition``.
  /// - Returns: `from + v/1000 · d/(1−d) · (1 − d^(1000·t))`; never NaN.
  public func position(at time: Double) -> Double {
    if from.isInfinite { return from }
    let d = decelerationRate.rawValue
    return from + initialVelocity / 1000 * (d / (1 - d) * (1 - remainingFraction(at: time)))
  }

  /// The velocity `t` seconds after the start, in units per second.
  ///
  /// - Parameter time: in seconds. Negative or NaN times are treated as 0; `+∞` gives 0.
  /// - Returns: `v · d^(1000·t)`; never NaN.
  public func velocity(at time: Double) -> Double {
    initialVelocity * remainingFraction(at: time)
  }

  /// The signed distance travelled before the value stops: `v/1000 · d/(1−d)`.
  ///
  /// 499 for 1000 units/s at `.normal` (`1000/1000 · 0.998/0.002`); the same as
  /// `Projection.distance(velocity:decelerationRate:)`.
  public var totalDistance: Double {
    Projection.distance(velocity: initialVelocity, decelerationRate: decelerationRate)
  }

  /// Where the value comes to rest: `from + totalDistance`.
  public var restingPosition: Double {
    if from.isInfinite { return from }
    return from + totalDistance
  }

  /// The time, in seconds, after which the speed is at or below `threshold`.
  ///
  /// Solving `|v|·d^(1000·t) = threshold` gives `t = ln(threshold/|v|) / (1000·ln d)`; 0 when
  /// the initial speed is already at or below it. E.g. 1000 pt/s at `.normal` to 0.1 pt/s:
  /// `ln(1e-4) / (1000·ln 0.998) ≈ 4.60` s.
  ///
  /// - Parameter threshold: a speed in units per second, valid range `> 0`; defaults to
  ///   ``defaultVelocityThreshold`` (0.1). NaN, 0 and negative values are replaced by the
  ///   default; `+∞` gives 0.
  /// - Returns: a finite, non-negative duration in seconds.
  public func duration(untilVelocityBelow threshold: Double = Decay.defaultVelocityThreshold)
    -> Double
  {
    let limit = threshold > 0 ? threshold : Decay.defaultVelocityThreshold  // NaN fails `> 0`
    let speed = initialVelocity.magnitude
    if speed <= limit { return 0 }
    // Both numerator and denominator are negative: ln limit < ln speed and ln d < 0.
    // (The difference of logarithms cannot underflow the way `ln(limit/speed)` could.)
    let logRatio = Elementary.log(limit) - Elementary.log(speed)
    return logRatio / (1000 * Elementary.log(decelerationRate.rawValue))
  }
}
