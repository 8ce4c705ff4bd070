/// A damped spring described as designers do, by damping ratio and response (not called
/// `Spring`, which SwiftUI declares from iOS 17: an app imports both), with the
/// semantics of SwiftUI's `spring(response:dampingFraction:)` and UIKit's
/// `UISpringTimingParameters(dampingRatio:response:)`.
///
/// The physical model is a unit mass on a spring with a damper:
///
///     x'' = −stiffness·(x − target) − damping·x'
///     mass = 1,  stiffness = (2π/response)²,  damping = 4π·dampingRatio/response
///
/// `response` is the period of the undamped oscillation (seconds); `dampingRatio` ζ chooses
/// the character: below 1 it overshoots and oscillates, 1 is critically damped (the
/// quickest return without overshoot), above 1 it creeps. The motion is evaluated in closed
/// form (no integration steps, no accumulated error) for all three regimes.
///
/// ```swift
/// let spring = SpringParameters()  // ζ 0.9, response 0.5 s
/// spring.value(from: 0, to: 300, initialVelocity: 0, at: 0.25)
/// let animation = SpringAnimation(spring: spring, from: 0, to: 300, initialVelocity: 1200)
/// animation.settlingDuration()  // ≈ 0.95 s: then within 0.01 pt and 0.1 pt/s for good
/// ```
public struct SpringParameters: Hashable, Sendable {
  /// The damping ratio ζ (dimensionless), within
  /// ``minimumDampingRatio``...``maximumDampingRatio`` (0.01...1000) after normalisation.
  public let dampingRatio: Double

  /// The period of the undamped oscillation, in seconds, within
  /// ``minimumResponse``...``maximumResponse`` (0.001...1000) after normalisation.
  public let response: Double

  /// The default damping ratio, 0.9: a barely visible overshoot (0.15 % of the distance for
  /// a release at rest: `e^(−πζ/√(1−ζ²))` = `e^(−6.49)`).
  public static let defaultDampingRatio: Double = 0.9

  /// The default response, 0.5 s.
  public static let defaultResponse: Double = 0.5

  /// The smallest accepted damping ratio, 0.01 (dimensionless). An undamped spring (ζ = 0)
  /// would never settle; the smallest ratio still settles, slowly: its amplitude shrinks by
  /// `e^(−2π·0.01) ≈ 0.94` per period.
  public static let minimumDampingRatio: Double = 0.01

  /// The largest accepted damping ratio, 1000 (dimensionless): an extremely sluggish spring,
  /// whose slow decay rate is about `ω₀/(2ζ)`.
  public static let maximumDampingRatio: Double = 1000

  /// The smallest accepted response, 0.001 s (an angular frequency of 2π·1000 rad/s).
  public static let minimumResponse: Double = 0.001

  /// The largest accepted response, 1000 s.
  public static let maximumResponse: Double = 1000

  /// The default position tolerance of the settling computations: 0.01 in the unit of the
  /// animated value (points), a fraction of a pixel.
  public static let defaultPositionTolerance: Double = 0.01

  /// The default velocity tolerance of the settling computations: 0.1 units per second
  /// (points per second). A spring with the default response moving at that speed has an
  /// amplitude of about `0.1/ω₀ = 0.1/12.6 ≈ 0.008` pt.
  public static let defaultVelocityTolerance: Double = 0.1

  /// Creates a spring from its damping ratio and response.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, dimensionless; valid range `0.01...1000`; defaults to 0.9.
  ///     NaN becomes the default 0.9; values below the range (including 0 and negatives, which
  ///     would never settle) become 0.01; values above it (including +∞) become 1000.
  ///   - response: the undamped period, in seconds; valid range `0.001...1000`; defaults to
  ///     0.5. NaN becomes the default 0.5; smaller values (including 0 and negatives) become
  ///     0.001; larger ones (including +∞) become 1000.
  public init(
    dampingRatio: Double = SpringParameters.defaultDampingRatio, response: Double = SpringParameters.defaultResponse
  ) {
    self.dampingRatio = dampingRatio.clamped(
      to: Self.minimumDampingRatio...Self.maximumDampingRatio, nan: Self.defaultDampingRatio)
    self.response = response.clamped(
      to: Self.minimumResponse...Self.maximumResponse, nan: Self.defaultResponse)
  }

  /// Creates a spring from physical coefficients (as `UISpringTimingParameters(mass:
  /// stiffness:damping:initialVelocity:)` or `interpolatingSpring(mass:stiffness:damping:)`).
  ///
  /// The motion of mass `m` only depends on `stiffness/m` and `damping/m`, so it is converted
  /// exactly: `response = 2π·√(m/k)`, `dampingRatio = c/(2·√(k·m))`; the results are then
  /// normalised as in ``init(dampingRatio:response:)``: a NaN result (from a NaN or negative
  /// stiffness, a NaN damping, or `0/0`) becomes the default, a stiffness of 0 gives the
  /// largest response, a damping of 0 or less the smallest ratio.
  ///
  /// - Parameters:
  ///   - mass: in mass units; valid range `> 0`; defaults to 1. NaN, ±∞, 0 and negative masses
  ///     are treated as 1.
  ///   - stiffness: k, force per unit of displacement; valid range `> 0`.
  ///   - damping: c, force per unit of velocity; valid range `> 0`.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    let m = mass > 0 && mass.isFinite ? mass : 1
    // √ of a negative stiffness is NaN, hence the default; k = 0 gives response +∞ (the
    // maximum) and ratio ±∞ (or NaN for c = 0); everything goes through the clamping.
    let response = 2 * Double.pi * (m / stiffness).squareRoot()
    let ratio = damping / (2 * (stiffness * m).squareRoot())
    self.init(dampingRatio: ratio, response: response)
  }

  /// The mass of the model, always 1 (mass units).
  public var mass: Double { 1 }

  /// The undamped angular frequency ω₀ = 2π/response, in radians per second.
  public var angularFrequency: Double { 2 * Double.pi / response }

  /// The spring constant of the unit-mass model, `(2π/response)²`, in 1/s².
  public var stiffness: Double {
    let omega = angularFrequency
    return omega * omega
  }

  /// The damping coefficient of the unit-mass model, `4π·dampingRatio/response`, in 1/s.
  public var damping: Double { 4 * Double.pi * dampingRatio / response }

  // MARK: Motion

  /// The position `time` seconds after a release at `from` with `initialVelocity`, moving
  /// towards `to`. See ``SpringAnimation/value(at:)`` for the handling of unusual inputs.
  ///
  /// - Parameters:
  ///   - from: the start position, in any unit (points).
  ///   - to: the target position, in the same unit.
  ///   - initialVelocity: the velocity at time 0, in units per second (the release velocity
  ///     of a drag); positive towards larger values.
  ///   - time: seconds since the release.
  public func value(from: Double, to: Double, initialVelocity: Double, at time: Double) -> Double {
    SpringAnimation(spring: self, from: from, to: to, initialVelocity: initialVelocity)
      .value(at: time)
  }

  /// The velocity, in units per second, `time` seconds after a release at `from` with
  /// `initialVelocity`, moving towards `to`. See ``SpringAnimation/velocity(at:)``.
  public func velocity(
    from: Double, to: Double, initialVelocity: Double, at time: Double
  ) -> Double {
    SpringAnimation(spring: self, from: from, to: to, initialVelocity: initialVelocity)
      .velocity(at: time)
  }

  /// The time, in seconds, after which the motion stays within `positionTolerance` of `to`
  /// and below `velocityTolerance` for ever. See
  /// ``SpringAnimation/settlingDuration(positionTolerance:velocityTolerance:)``.
  public func settlingDuration(
    from: Double, to: Double, initialVelocity: Double = 0,
    positionTolerance: Double = SpringParameters.defaultPositionTolerance,
    velocityTolerance: Double = SpringParameters.defaultVelocityTolerance
  ) -> Double {
    SpringAnimation(spring: self, from: from, to: to, initialVelocity: initialVelocity)
      .settlingDuration(positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
  }

  /// Whether the motion has settled at `time`: `time ≥ settlingDuration(…)`. See
  /// ``SpringAnimation/isSettled(at:positionTolerance:velocityTolerance:)``.
  public func isSettled(
    from: Double, to: Double, initialVelocity: Double = 0, at time: Double,
    positionTolerance: Double = SpringParameters.defaultPositionTolerance,
    velocityTolerance: Double = SpringParameters.defaultVelocityTolerance
  ) -> Bool {
    SpringAnimation(spring: self, from: from, to: to, initialVelocity: initialVelocity)
      .isSettled(
        at: time, positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
  }

  // MARK: UIKit's relative velocity

  /// UIKit's relative initial velocity: `velocity / distance`, in 1/s.
  ///
  /// `UISpringTimingParameters(dampingRatio:initialVelocity:)` and
  /// `UIView.animate(…usingSpringWithDamping:initialSpringVelocity:…)` take the velocity as
  /// a fraction of the total distance per second: a view released at 600 pt/s that has
  /// 300 pt to go has a relative velocity of 2.
  ///
  /// - Parameters:
  ///   - velocity: the absolute velocity, in units per second.
  ///   - distance: `to − from`, the signed distance still to travel, in units.
  /// - Returns: the relative velocity; positive when moving towards the target. 0 when the
  ///   distance is 0 (UIKit cannot express a velocity then), when either input is NaN or
  ///   infinite, or when the quotient overflows; never NaN or infinite.
  public static func relativeInitialVelocity(velocity: Double, distance: Double) -> Double {
    guard velocity.isFinite, distance.isFinite, distance != 0 else { return 0 }
    let relative = velocity / distance
    return relative.isFinite ? relative : 0
  }

  /// UIKit's relative initial velocity of a two-dimensional motion, per axis:
  /// `velocity.dx / distance.dx` and `velocity.dy / distance.dy`, with the zero-distance and
  /// non-finite cases of the one-dimensional `relativeInitialVelocity(velocity:distance:)` giving 0.
  public static func relativeInitialVelocity(velocity: Vector, distance: Vector) -> Vector {
    Vector(
      dx: relativeInitialVelocity(velocity: velocity.dx, distance: distance.dx),
      dy: relativeInitialVelocity(velocity: velocity.dy, distance: distance.dy))
  }

  /// The inverse of the one-dimensional `relativeInitialVelocity(velocity:distance:)`: the absolute velocity,
  /// `relativeVelocity · distance`, in units per second.
  ///
  /// - Returns: 0 when either input is NaN or infinite or the product overflows.
  public static func absoluteVelocity(relativeVelocity: Double, distance: Double) -> Double {
    guard relativeVelocity.isFinite, distance.isFinite else { return 0 }
    let velocity = relativeVelocity * distance
    return velocity.isFinite ? velocity : 0
  }
}
