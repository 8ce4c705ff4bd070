/// One spring-driven motion of a single value: from a start position and velocity to a
/// target, evaluated in closed form at any time.
///
/// With displacement `x₀ = from − to`, initial velocity `v₀`, ω₀ = 2π/response and a = ζ·ω₀:
///
/// - under-damped (ζ < 1), w = ω₀·√(1 − ζ²):
///   `x(t) = e^(−a·t)·(x₀·cos(w·t) + (v₀ + a·x₀)·sin(w·t)/w)`
/// - critically damped (ζ = 1): `x(t) = e^(−a·t)·(x₀ + (v₀ + a·x₀)·t)`
/// - over-damped (ζ > 1), w = ω₀·√(ζ² − 1):
///   `x(t) = e^(−a·t)·(x₀·cosh(w·t) + (v₀ + a·x₀)·sinh(w·t)/w)`
///
/// and `value(at: t) = to + x(t)`. The forms are evaluated so that they stay accurate as ζ
/// approaches 1 from either side and never overflow for long times.
///
/// Unusual inputs are normalised at creation, never trapped on, and no method returns NaN:
/// a NaN or infinite `from` starts the motion at rest at the target; a NaN or infinite
/// `initialVelocity` is treated as 0; a NaN or infinite `to` makes the start the target (the
/// value rests where it is, or at 0 if `from` is not finite either); and motions whose
/// arithmetic would overflow are treated as at rest at the target.
/// (The limit is a coefficient of 2^1000 ≈ 1e301 in `x`, `x'` or `x''`: displacements up to
/// about 1e285 even with the stiffest spring, response 0.001 s.)
///
/// ```swift
/// // A card released at 300 pt with 1500 pt/s towards its home at 0.
/// let snap = SpringAnimation(spring: SpringParameters(dampingRatio: 0.8, response: 0.4),
///                            from: 300, to: 0, initialVelocity: -1500)
/// snap.value(at: 0)            // 300
/// snap.velocity(at: 0)         // −1500
/// snap.settlingDuration()      // ≈ 0.86 s
/// ```
public struct SpringAnimation: Hashable, Sendable {
  /// The spring's parameters (normalised).
  public let spring: SpringParameters
  /// The position at time 0, in the unit of the animated value (points); finite.
  public let from: Double
  /// The target position, in the same unit; finite.
  public let to: Double
  /// The velocity at time 0, in units per second; finite.
  public let initialVelocity: Double

  /// The closed-form solution for the spring's parameters.
  let oscillator: DampedOscillator
  /// `x(t) = value − to`.
  let displacementMode: DampedOscillator.Mode
  /// `x'(t)`, the velocity.
  let velocityMode: DampedOscillator.Mode
  /// `x''(t)`, the acceleration.
  private let accelerationMode: DampedOscillator.Mode

  /// Creates a motion.
  ///
  /// - Parameters:
  ///   - spring: the spring's parameters; defaults to `SpringParameters()` (ζ 0.9, response 0.5 s).
  ///   - from: the start position, in any unit (points). NaN or ±∞: the motion starts at rest
  ///     at the target.
  ///   - to: the target, in the same unit. NaN or ±∞: the target becomes `from` (a motion at
  ///     rest; 0 if `from` is not finite either).
  ///   - initialVelocity: the velocity at time 0 (the release velocity of a drag), in units
  ///     per second, positive towards larger values; defaults to 0. NaN or ±∞ becomes 0.
  public init(spring: SpringParameters = SpringParameters(), from: Double, to: Double, initialVelocity: Double = 0) {
    var start = from
    var target = to
    var velocity = initialVelocity.isFinite ? initialVelocity : 0
    if !target.isFinite {
      target = start.isFinite ? start : 0
      start = target
      velocity = 0
    } else if !start.isFinite {
      start = target
      velocity = 0
    }
    let oscillator = DampedOscillator(spring: spring)
    let omegaSquared = oscillator.omega0 * oscillator.omega0
    let x0 = start - target
    // Modes of x, x' and x''; x' and x'' written directly in terms of x₀ and v₀ (using
    // κ − a² = −ω₀²), rather than by differentiating, so that v₀ is not lost next to a·x₀.
    var position = DampedOscillator.Mode(p: x0, q: velocity + oscillator.a * x0)
    var speed = DampedOscillator.Mode(p: velocity, q: -omegaSquared * x0 - oscillator.a * velocity)
    var accel = DampedOscillator.Mode(
      p: -omegaSquared * x0 - 2 * oscillator.a * velocity,
      q: -omegaSquared * position.q - 2 * oscillator.a * speed.q)
    if !(SpringAnimation.isModerate(position) && SpringAnimation.isModerate(speed)
      && SpringAnimation.isModerate(accel))
    {
      // Overflow territory: at rest at the target.
      start = target
      velocity = 0
      position = DampedOscillator.Mode(p: 0, q: 0)
      speed = position
      accel = position
    }
    self.spring = spring
    self.from = start
    self.to = target
    self.initialVelocity = velocity
    self.oscillator = oscillator
    self.displacementMode = position
    self.velocityMode = speed
    self.accelerationMode = accel
  }

  /// Whether a mode's coefficients are small enough (below 2^1000 ≈ 1e301) for its
  /// evaluation never to overflow; false for NaN or infinite ones.
  private static func isModerate(_ mode: DampedOscillator.Mode) -> Bool {
    mode.p.magnitude < 0x1p1000 && mode.q.magnitude < 0x1p1000  // NaN fails `<`
  }

  /// Clamps a time to the motion's domain: NaN and negative times are 0 (the start).
  private static func normalised(_ time: Double) -> Double {
    time > 0 ? time : 0  // NaN fails `> 0`
  }

  /// The position `time` seconds after the start.
  ///
  /// - Parameter time: in seconds. Negative or NaN times give the start, `from`; `+∞` gives
  ///   the target exactly.
  /// - Returns: `to + x(t)`; never NaN.
  public func value(at time: Double) -> Double {
    let t = SpringAnimation.normalised(time)
    if t == 0 { return from }
    let x = oscillator.evaluate(displacementMode, at: t)
    if x == 0 { return to }
    let result = to + x
    return result.isFinite ? result : to
  }

  /// The velocity `time` seconds after the start, in units per second.
  ///
  /// - Parameter time: in seconds. Negative or NaN times give `initialVelocity`; `+∞`
  ///   gives 0.
  /// - Returns: `x'(t)`; never NaN.
  public func velocity(at time: Double) -> Double {
    let t = SpringAnimation.normalised(time)
    if t == 0 { return initialVelocity }
    let v = oscillator.evaluate(velocityMode, at: t)
    return v.isFinite ? v : 0
  }

  /// The acceleration `time` seconds after the start, in units per second squared:
  /// `−stiffness·x − damping·v`.
  ///
  /// - Parameter time: in seconds; negative or NaN times give the acceleration at the start.
  /// - Returns: `x''(t)`; never NaN.
  public func acceleration(at time: Double) -> Double {
    let value = oscillator.evaluate(accelerationMode, at: SpringAnimation.normalised(time))
    return value.isFinite ? value : 0
  }

  /// The time, in seconds, from which on the motion stays within `positionTolerance` of the
  /// target and below `velocityTolerance` in speed, for ever.
  ///
  /// This is exact (to a few units in the last place), not an estimate from the envelope:
  /// the last time either `|x(t)| > positionTolerance` or `|v(t)| > velocityTolerance`. It is
  /// 0 for a motion that starts settled, grows as either tolerance shrinks, and grows with
  /// the distance for a release at rest. Cost: a few hundred evaluations of `exp`, `sin`
  /// and `cos` (microseconds); compute it once per animation rather than per frame.
  ///
  /// - Parameters:
  ///   - positionTolerance: in the unit of the value; valid range `> 0`; defaults to 0.01
  ///     (``SpringParameters/defaultPositionTolerance``). NaN, 0 and negative values become the default;
  ///     `+∞` ignores the position.
  ///   - velocityTolerance: in units per second; valid range `> 0`; defaults to 0.1
  ///     (``SpringParameters/defaultVelocityTolerance``). NaN, 0 and negative values become the
  ///     default; `+∞` ignores the velocity.
  /// - Returns: a finite, non-negative duration in seconds.
  public func settlingDuration(
    positionTolerance: Double = SpringParameters.defaultPositionTolerance,
    velocityTolerance: Double = SpringParameters.defaultVelocityTolerance
  ) -> Double {
    let positionLimit = positionTolerance > 0 ? positionTolerance : SpringParameters.defaultPositionTolerance
    let velocityLimit = velocityTolerance > 0 ? velocityTolerance : SpringParameters.defaultVelocityTolerance
    let positionSettles = oscillator.lastExceedance(
      of: displacementMode, derivative: velocityMode, tolerance: positionLimit)
    let velocitySettles = oscillator.lastExceedance(
      of: velocityMode, derivative: accelerationMode, tolerance: velocityLimit)
    return max(positionSettles, velocitySettles)
  }

  /// Whether the motion has settled by `time`: whether `time ≥ settlingDuration(…)`, so
  /// that it stays within both tolerances from `time` on (not merely at `time`, which an
  /// oscillating spring passes through on every swing).
  ///
  /// Cheap while the motion is visibly moving (one evaluation of position and velocity);
  /// computes the settling duration only once both are within the tolerances.
  ///
  /// - Parameters:
  ///   - time: in seconds; NaN or negative times are treated as 0.
  ///   - positionTolerance: as in ``settlingDuration(positionTolerance:velocityTolerance:)``.
  ///   - velocityTolerance: as in ``settlingDuration(positionTolerance:velocityTolerance:)``.
  public func isSettled(
    at time: Double,
    positionTolerance: Double = SpringParameters.defaultPositionTolerance,
    velocityTolerance: Double = SpringParameters.defaultVelocityTolerance
  ) -> Bool {
    let t = SpringAnimation.normalised(time)
    let positionLimit = positionTolerance > 0 ? positionTolerance : SpringParameters.defaultPositionTolerance
    let velocityLimit = velocityTolerance > 0 ? velocityTolerance : SpringParameters.defaultVelocityTolerance
    // Fast path: outside a tolerance now means not settled (the settling duration is later
    // than every such time). Only near the end is the full computation needed.
    if oscillator.evaluate(displacementMode, at: t).magnitude > positionLimit
      || oscillator.evaluate(velocityMode, at: t).magnitude > velocityLimit
    {
      return false
    }
    return t >= settlingDuration(positionTolerance: positionLimit, velocityTolerance: velocityLimit)
  }

  /// A motion that continues this one from its position and velocity at `time` towards a new
  /// target, for interrupting an animation without a jump or a kink.
  ///
  /// - Parameters:
  ///   - target: the new target; normalised as `to` in ``init(spring:from:to:initialVelocity:)``.
  ///   - time: seconds since the start of this motion, as in ``value(at:)``.
  ///   - newSpring: the spring of the new motion; `nil` (the default) keeps this one's.
  /// - Returns: a motion whose time 0 is this motion's `time`.
  public func retargeted(to target: Double, at time: Double, spring newSpring: SpringParameters? = nil)
    -> SpringAnimation
  {
    SpringAnimation(
      spring: newSpring ?? spring, from: value(at: time), to: target,
      initialVelocity: velocity(at: time))
  }
}
