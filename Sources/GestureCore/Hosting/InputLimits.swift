/// The ranges within which every store takes the numbers a host reports, and what a number
/// outside them becomes: one rule for all five families, so that a broken host (a NaN from a
/// division by zero, a coordinate of 10³⁰⁸, a clock read from the wrong source) can neither
/// crash a store nor leave it moving for ever.
///
/// - A **time** is in seconds on the host's monotonic clock (`CACurrentMediaTime`,
///   `performance.now() / 1000`). One that is NaN, infinite or beyond ``time`` is not a time:
///   the store's clock stays where it was, as for a time that goes backwards. (Beyond 10⁹ s a
///   Double cannot tell 60 Hz frames apart well enough for a spring.)
/// - A **length** (a position, a translation, a size, an offset, a height) beyond ±``length``
///   counts as ±``length``; NaN and infinities have each event's own documented outcome
///   (usually: the gesture they belong to ends as a cancel, a size is ignored).
/// - A **speed** (a release velocity, in points per second) beyond ±``speed`` counts as
///   ±``speed``; NaN and infinities count as 0 (no flick).
///
/// Within the limits nothing changes: no finger or screen comes near them. With them, a spring
/// a store starts spans at most a few ``length``s at a few ``speed``s, and every default spring
/// settles from there within a few seconds (`ln(10⁸ / 0.01)` ≈ 23 time constants).
public enum InputLimits {
  /// The latest time a store takes, in seconds: 10⁹ s (about 32 years of uptime).
  public static let time = 1e9
  /// The largest length a store takes, in points: 10⁷ pt (a list of 150 000 rows of 64 pt;
  /// the largest screen is under 10⁴ pt).
  public static let length = 1e7
  /// The largest speed a store takes, in points per second: 10⁵ pt/s (a real flick is under
  /// 10⁴ pt/s).
  public static let speed = 1e5

  /// Whether `value` is a time a store takes: finite and within `-time...time`.
  @inlinable public static func isTime(_ value: Double) -> Bool {
    value.isFinite && value.magnitude <= time
  }

  /// `value` within `-length...length`; NaN and infinities stay as they are (each event says
  /// what it does with them).
  @inlinable public static func clampLength(_ value: Double) -> Double {
    value.isFinite ? min(max(value, -length), length) : value
  }

  /// `value` within `-speed...speed`; NaN and infinities become 0.
  @inlinable public static func clampSpeed(_ value: Double) -> Double {
    value.isFinite ? min(max(value, -speed), speed) : 0
  }
}

extension Double {
  /// The value within `range`, NaN read as `nan` (by default the range's lower bound): how a
  /// configuration's numbers are read, each outside its valid range clamped into it.
  func clamped(to range: ClosedRange<Double>, nan: Double? = nil) -> Double {
    isNaN ? nan ?? range.lowerBound : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
