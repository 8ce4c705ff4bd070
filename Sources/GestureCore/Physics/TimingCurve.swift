/// A cubic Bézier timing curve from (0, 0) to (1, 1), as Core Animation's
/// `CAMediaTimingFunction` and UIKit's `UICubicTimingParameters` define one: two control
/// points, the curve's x the fraction of the time, its y the fraction of the way.
///
/// ```swift
/// let curve = TimingCurve.easeOut
/// curve.value(at: 0.5)   // ≈ 0.69: past half the way at half the time
/// curve.initialSlope     // ≈ 1.72: it starts 1.72 times as fast as its average speed
/// ```
///
/// Control points with an x outside `0...1`, or a NaN or infinite coordinate, are clamped into
/// `0...1` (NaN reads as 0), so the curve is always a function of time.
public struct TimingCurve: Hashable, Sendable {
  /// The first control point's x (time) and y (way).
  public let x1: Double, y1: Double
  /// The second control point's x (time) and y (way).
  public let x2: Double, y2: Double

  /// Creates the curve through (0, 0), the control points and (1, 1).
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    func unit(_ value: Double) -> Double {
      value.isNaN || value < 0 ? 0 : value > 1 ? 1 : value
    }
    self.x1 = unit(x1)
    self.y1 = unit(y1)
    self.x2 = unit(x2)
    self.y2 = unit(y2)
  }

  /// Constant speed.
  public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

  /// Core Animation's and UIKit's ease-out (`UIView.AnimationCurve.easeOut`,
  /// `CAMediaTimingFunctionName.easeOut`): control points (0, 0) and (0.58, 1). It starts at
  /// ``initialSlope`` (1 / 0.58 ≈ 1.72) times its average speed and comes to rest at the end.
  public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)

  /// The curve's speed at its start, as a multiple of its average speed (dy/dx at 0): y1 / x1,
  /// or, when the first control point is the origin, y2 / x2 (the limit of the slope as the
  /// time goes to 0). A curve that starts vertically reads as `Double.infinity`; one that
  /// starts flat, 0.
  public var initialSlope: Double {
    if x1 > 0 { return y1 / x1 }
    if y1 > 0 { return .infinity }
    if x2 > 0 { return y2 / x2 }
    return y2 > 0 ? .infinity : 1
  }

  /// The fraction of the way at `fraction` of the time: 0 at or before 0 (and for NaN), 1 at
  /// or after 1, monotonic in between for control points inside the unit square.
  public func value(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    return component(y1, y2, at: parameter(forTime: fraction))
  }

  /// The Bézier parameter `t` whose x is `time`: Newton's method from `t = time`, falling back
  /// to bisection, which always converges because x(t) is monotonic for x1, x2 in `0...1`.
  private func parameter(forTime time: Double) -> Double {
    var t = time
    for _ in 0..<8 {
      let error = component(x1, x2, at: t) - time
      if error.magnitude < 1e-12 { return t }
      let slope = derivative(x1, x2, at: t)
      guard slope.magnitude > 1e-9 else { break }
      let next = t - error / slope
      guard next >= 0, next <= 1 else { break }
      t = next
    }
    var low = 0.0
    var high = 1.0
    t = time
    for _ in 0..<60 {
      let x = component(x1, x2, at: t)
      if (x - time).magnitude < 1e-12 { break }
      if x < time { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the curve at parameter `t`: 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³.
  private func component(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  /// The coordinate's derivative at `t`: 3(1−t)²·p1 + 6(1−t)t·(p2−p1) + 3t²·(1−p2).
  private func derivative(_ p1: Double, _ p2: Double, at t: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }
}
