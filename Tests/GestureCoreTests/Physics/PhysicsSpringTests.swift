import Testing

@testable import GestureCore

/// Integrates `x'' = −k·(x − to) − c·x'` (unit mass) with the classic fourth-order
/// Runge–Kutta method, as an independent reference for the closed forms.
private struct RungeKutta4 {
  let stiffness: Double
  let damping: Double
  let target: Double
  var position: Double
  var velocity: Double

  init(spring: SpringParameters, from: Double, to: Double, initialVelocity: Double) {
    stiffness = spring.stiffness
    damping = spring.damping
    target = to
    position = from
    velocity = initialVelocity
  }

  private func acceleration(_ x: Double, _ v: Double) -> Double {
    -stiffness * (x - target) - damping * v
  }

  mutating func step(_ h: Double) {
    let (x, v) = (position, velocity)
    let k1x = v
    let k1v = acceleration(x, v)
    let k2x = v + h / 2 * k1v
    let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
    let k3x = v + h / 2 * k2v
    let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
    let k4x = v + h * k3v
    let k4v = acceleration(x + h * k3x, v + h * k3v)
    position = x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
    velocity = v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
  }
}

@Suite("Physics: SpringParameters and SpringAnimation")
struct PhysicsSpringTests {
  // MARK: Parameters

  @Test("defaults and derived coefficients")
  func parameters() {
    let spring = SpringParameters()
    #expect(spring.dampingRatio == 0.9)
    #expect(spring.response == 0.5)
    #expect(spring.mass == 1)
    // ω₀ = 2π/0.5 = 4π ≈ 12.566 rad/s; k = ω₀² = 16π² ≈ 157.914; c = 4π·0.9/0.5 = 7.2π ≈ 22.619.
    #expect(abs(spring.angularFrequency - 4 * Double.pi) <= 1e-14)
    #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) <= 1e-12)
    #expect(abs(spring.damping - 7.2 * Double.pi) <= 1e-13)
  }

  @Test("mass–stiffness–damping round trip")
  func physicalInitialiser() {
    let spring = SpringParameters(dampingRatio: 0.7, response: 0.3)
    let copy = SpringParameters(mass: 1, stiffness: spring.stiffness, damping: spring.damping)
    #expect(abs(copy.dampingRatio - 0.7) <= 1e-14)
    #expect(abs(copy.response - 0.3) <= 1e-14)
    // Mass 2, k 200, c 20: ω₀ = √(200/2) = 10 rad/s → response 2π/10 ≈ 0.628 s;
    // ζ = 20/(2·√(200·2)) = 20/40 = 0.5.
    let heavy = SpringParameters(mass: 2, stiffness: 200, damping: 20)
    #expect(abs(heavy.response - 2 * Double.pi / 10) <= 1e-14)
    #expect(abs(heavy.dampingRatio - 0.5) <= 1e-15)
  }

  @Test("invalid parameters are normalised, never trapped on")
  func parameterNormalisation() {
    #expect(SpringParameters(dampingRatio: .nan, response: .nan) == SpringParameters())
    #expect(SpringParameters(dampingRatio: 0).dampingRatio == SpringParameters.minimumDampingRatio)
    #expect(SpringParameters(dampingRatio: -3).dampingRatio == SpringParameters.minimumDampingRatio)
    #expect(SpringParameters(dampingRatio: .infinity).dampingRatio == SpringParameters.maximumDampingRatio)
    #expect(SpringParameters(response: 0).response == SpringParameters.minimumResponse)
    #expect(SpringParameters(response: -1).response == SpringParameters.minimumResponse)
    #expect(SpringParameters(response: .infinity).response == SpringParameters.maximumResponse)
    #expect(SpringParameters(mass: .nan, stiffness: -5, damping: .nan) == SpringParameters())
    #expect(SpringParameters(mass: 1, stiffness: 0, damping: 1).response == SpringParameters.maximumResponse)
  }

  // MARK: Closed form against numerical integration

  /// One damping ratio per regime plus both sides of critical damping, each with a release
  /// velocity towards the target, away from it, and none.
  static let integrationCases: [(dampingRatio: Double, initialVelocity: Double)] = [
    (0.15, 0), (0.5, -2000), (0.9, 800),
    (1.0, 0), (1.0, -1500), (1.0, 3000),
    (1.5, 0), (2.5, -1000), (8.0, 2500),
    (1 - 1e-7, -900), (1 + 1e-7, -900),
  ]

  @Test("value and velocity match RK4 integration", arguments: integrationCases)
  func matchesIntegration(_ testCase: (dampingRatio: Double, initialVelocity: Double)) {
    let spring = SpringParameters(dampingRatio: testCase.dampingRatio, response: 0.4)
    let animation = SpringAnimation(
      spring: spring, from: 300, to: -100, initialVelocity: testCase.initialVelocity)
    var reference = RungeKutta4(
      spring: spring, from: 300, to: -100, initialVelocity: testCase.initialVelocity)
    // h = 1/20 000 s: ω₀·h = (2π/0.4)/20 000 ≈ 7.9e-4, and RK4's global error ~ (ω₀h)^4 is
    // negligible; what remains is rounding, ~1e-13 of the 400-pt distance per step summed.
    let stepsPerSample = 200  // one comparison every 10 ms, 2 s in all
    var worstPosition = 0.0
    var worstVelocity = 0.0
    for sample in 1...200 {
      for _ in 0..<stepsPerSample { reference.step(1.0 / 20_000) }
      let t = Double(sample * stepsPerSample) / 20_000
      worstPosition = max(worstPosition, abs(animation.value(at: t) - reference.position))
      worstVelocity = max(worstVelocity, abs(animation.velocity(at: t) - reference.velocity))
    }
    // 400 pt moved, up to ~3000 pt/s: agreement to 1e-8 pt and 1e-6 pt/s (≈ 1e-11 relative).
    #expect(worstPosition <= 1e-8, "position off by \(worstPosition) pt")
    #expect(worstVelocity <= 1e-6, "velocity off by \(worstVelocity) pt/s")
  }

  @Test("acceleration is −k·x − c·v")
  func acceleration() {
    let spring = SpringParameters(dampingRatio: 0.6, response: 0.35)
    let animation = SpringAnimation(spring: spring, from: 10, to: 250, initialVelocity: 700)
    for t in stride(from: 0.0, through: 2, by: 0.05) {
      let expected =
        -spring.stiffness * (animation.value(at: t) - 250) - spring.damping
        * animation.velocity(at: t)
      #expect(abs(animation.acceleration(at: t) - expected) <= 1e-9 * max(1, abs(expected)))
    }
  }

  @Test("under-damped release at rest peaks at t = kπ/w with amplitude x₀·e^(−a·kπ/w)")
  func underdampedPeaks() {
    // ζ = 0.3, response 0.5 s: ω₀ = 4π, a = 0.3·4π = 1.2π, w = 4π·√(1 − 0.09) = 4π·√0.91.
    let spring = SpringParameters(dampingRatio: 0.3, response: 0.5)
    let animation = SpringAnimation(spring: spring, from: 0, to: 100)
    let a = 1.2 * Double.pi
    let w = 4 * Double.pi * 0.91.squareRoot()
    for k in 1...6 {
      let t = Double(k) * Double.pi / w
      // x₀ = −100; after k half periods x = −100·(−1)^k·e^(−a·t), and v = 0.
      let sign: Double = k.isMultiple(of: 2) ? 1 : -1
      let expected = 100 + -100 * sign * Elementary.exp(-a * t)
      #expect(abs(animation.value(at: t) - expected) <= 1e-11)
      #expect(abs(animation.velocity(at: t)) <= 1e-9)
    }
    // First overshoot: 100·e^(−0.3π/√0.91) ≈ 100·0.3723 ≈ 37.23 past the target.
    #expect(abs(animation.value(at: Double.pi / w) - 137.2326) <= 1e-4)
  }

  @Test("near-critical damping is continuous with critical damping", arguments: [1e-12, 1e-9, 1e-6])
  func continuityAtCriticalDamping(epsilon: Double) {
    let critical = SpringAnimation(
      spring: SpringParameters(dampingRatio: 1, response: 0.5), from: 0, to: 500, initialVelocity: 1200)
    for zeta in [1 - epsilon, 1 + epsilon] {
      let nearby = SpringAnimation(
        spring: SpringParameters(dampingRatio: zeta, response: 0.5), from: 0, to: 500,
        initialVelocity: 1200)
      for t in stride(from: 0.0, through: 3, by: 0.01) {
        // The motion depends smoothly on ζ: a change of ε moves it by O(ε·500 pt).
        #expect(abs(nearby.value(at: t) - critical.value(at: t)) <= 1e4 * epsilon + 1e-9)
        #expect(abs(nearby.velocity(at: t) - critical.velocity(at: t)) <= 1e5 * epsilon + 1e-8)
      }
    }
  }

  // MARK: Start and end

  @Test(
    "starts exactly at from with the release velocity, ends at the target",
    arguments: [0.05, 0.5, 0.9, 1.0, 1.7, 40.0])
  func startAndEnd(dampingRatio: Double) {
    let spring = SpringParameters(dampingRatio: dampingRatio, response: 0.45)
    let animation = SpringAnimation(spring: spring, from: 12.5, to: 320, initialVelocity: -640)
    #expect(animation.value(at: 0) == 12.5)
    #expect(animation.velocity(at: 0) == -640)
    #expect(spring.value(from: 12.5, to: 320, initialVelocity: -640, at: 0) == 12.5)
    #expect(spring.velocity(from: 12.5, to: 320, initialVelocity: -640, at: 0) == -640)
    // The derivative at 0 is the release velocity: the second-order one-sided difference
    // (−3x(0) + 4x(h) − x(2h))/(2h), whose error is ~h²·|x'''|/3 ≤ 1e-3 here, agrees.
    let h = 1e-6
    let slope =
      (-3 * animation.value(at: 0) + 4 * animation.value(at: h) - animation.value(at: 2 * h))
      / (2 * h)
    #expect(abs(slope - -640) <= 1e-2, "slope \(slope)")
    let settle = animation.settlingDuration()
    #expect(settle > 0 && settle.isFinite)
    #expect(abs(animation.value(at: settle) - 320) <= SpringParameters.defaultPositionTolerance)
    #expect(abs(animation.velocity(at: settle)) <= SpringParameters.defaultVelocityTolerance)
    #expect(animation.value(at: .infinity) == 320)
    #expect(animation.velocity(at: .infinity) == 0)
    #expect(abs(animation.value(at: settle * 4 + 10_000) - 320) <= 1e-9)
  }

  // MARK: Settling

  /// The last sampled time at which the motion is outside the tolerances, scanning
  /// `0...horizon` every `step` seconds: a brute-force reference for `settlingDuration`.
  private static func lastUnsettledSample(
    _ animation: SpringAnimation, horizon: Double, step: Double,
    positionTolerance: Double = SpringParameters.defaultPositionTolerance,
    velocityTolerance: Double = SpringParameters.defaultVelocityTolerance
  ) -> Double {
    var last = 0.0
    var t = 0.0
    while t <= horizon {
      if abs(animation.value(at: t) - animation.to) > positionTolerance
        || abs(animation.velocity(at: t)) > velocityTolerance
      {
        last = t
      }
      t += step
    }
    return last
  }

  static let settlingCases: [(dampingRatio: Double, initialVelocity: Double)] = [
    (0.05, 0), (0.3, 1500), (0.9, 0), (0.9, -3000), (1.0, 0), (1.0, 2000), (1.0, -900),
    (2.0, 0), (2.0, -4000), (6.0, 500),
  ]

  @Test("settling duration is the last time outside the tolerances", arguments: settlingCases)
  func settlingDurationIsExact(_ testCase: (dampingRatio: Double, initialVelocity: Double)) {
    let animation = SpringAnimation(
      spring: SpringParameters(dampingRatio: testCase.dampingRatio, response: 0.5), from: 0, to: 300,
      initialVelocity: testCase.initialVelocity)
    let settle = animation.settlingDuration()
    // Brute force every 0.5 ms up to twice the answer (plus a margin): the last unsettled
    // sample lies within one step before the answer.
    let step = 0.0005
    let last = Self.lastUnsettledSample(animation, horizon: 2 * settle + 1, step: step)
    #expect(last <= settle, "unsettled at \(last) s, after the settling duration \(settle) s")
    #expect(settle - last <= step + 1e-9, "settled at \(last + step) s, before \(settle) s")
    // Just before the duration the motion is still out of tolerance (it is the last such time).
    let before = settle * (1 - 1e-9)
    #expect(
      abs(animation.value(at: before) - 300) > SpringParameters.defaultPositionTolerance
        || abs(animation.velocity(at: before)) > SpringParameters.defaultVelocityTolerance)
    #expect(animation.isSettled(at: settle))
    #expect(!animation.isSettled(at: before))
  }

  @Test("settling duration grows as the tolerances shrink and as the distance grows", arguments: [0.2, 0.9, 1.0, 3.0])
  func settlingDurationIsMonotone(dampingRatio: Double) {
    let spring = SpringParameters(dampingRatio: dampingRatio, response: 0.5)
    let animation = SpringAnimation(spring: spring, from: 0, to: 300, initialVelocity: 900)
    var previous = 0.0
    for tolerance in [10.0, 1, 0.1, 0.01, 0.001, 1e-4, 1e-6] {
      let settle = animation.settlingDuration(
        positionTolerance: tolerance, velocityTolerance: tolerance * 10)
      #expect(settle >= previous, "ζ \(dampingRatio), tolerance \(tolerance)")
      previous = settle
    }
    // Released at rest, x(t) = x₀·φ(t): a longer distance exceeds a tolerance for longer.
    previous = 0
    for distance in [0.001, 0.1, 1, 10, 100, 1000, 1e5] {
      let settle = spring.settlingDuration(from: 0, to: distance)
      #expect(settle >= previous, "ζ \(dampingRatio), distance \(distance)")
      previous = settle
    }
  }

  @Test("a motion that starts settled settles at once")
  func alreadySettled() {
    let animation = SpringAnimation(from: 100, to: 100.005, initialVelocity: 0.01)
    #expect(animation.settlingDuration() == 0)
    #expect(animation.isSettled(at: 0))
    #expect(SpringAnimation(from: 5, to: 5).settlingDuration() == 0)
  }

  @Test("the lightest damping still settles, after many oscillations")
  func lightDampingSettles() {
    // ζ = 0.01 (the minimum), response 0.5 s: a = 0.01·4π ≈ 0.1257/s, so the envelope
    // 300·e^(−a·t) reaches 0.01 after ≈ ln(30 000)/0.1257 ≈ 82 s.
    let animation = SpringAnimation(
      spring: SpringParameters(dampingRatio: 0, response: 0.5), from: 0, to: 300)
    let settle = animation.settlingDuration()
    #expect(settle > 70 && settle < 90, "\(settle)")
    let last = Self.lastUnsettledSample(animation, horizon: settle + 5, step: 0.001)
    #expect(last <= settle && settle - last <= 0.001 + 1e-9)
  }

  @Test("documented example: ζ 0.8, response 0.4 s, 300 → 0 at −1500 pt/s")
  func documentedExample() {
    let snap = SpringAnimation(
      spring: SpringParameters(dampingRatio: 0.8, response: 0.4), from: 300, to: 0,
      initialVelocity: -1500)
    #expect(snap.value(at: 0) == 300)
    #expect(snap.velocity(at: 0) == -1500)
    // The documentation promises ≈ 0.86 s (the velocity, 0.1 pt/s, is the last to settle).
    #expect(abs(snap.settlingDuration() - 0.864) < 0.001)
  }

  // MARK: Unusual input

  @Test("non-finite inputs are normalised and never produce NaN")
  func nonFiniteInputs() {
    let spring = SpringParameters()
    // NaN start: at rest at the target.
    let nanStart = SpringAnimation(spring: spring, from: .nan, to: 40, initialVelocity: 900)
    #expect(nanStart.from == 40 && nanStart.initialVelocity == 0)
    #expect(nanStart.value(at: 0.3) == 40 && nanStart.velocity(at: 0.3) == 0)
    #expect(nanStart.settlingDuration() == 0)
    // Infinite velocity: treated as 0.
    let infiniteVelocity = SpringAnimation(from: 0, to: 10, initialVelocity: .infinity)
    #expect(infiniteVelocity == SpringAnimation(from: 0, to: 10, initialVelocity: 0))
    // NaN target: rests where it is.
    let nanTarget = SpringAnimation(from: 7, to: .nan, initialVelocity: 50)
    #expect(nanTarget.value(at: 1) == 7 && nanTarget.velocity(at: 1) == 0)
    let nothing = SpringAnimation(from: .infinity, to: .nan)
    #expect(nothing.value(at: 1) == 0)
    // Times: NaN and negative are the start, +∞ the end.
    let animation = SpringAnimation(from: 0, to: 10, initialVelocity: 3)
    #expect(animation.value(at: .nan) == 0 && animation.velocity(at: .nan) == 3)
    #expect(animation.value(at: -5) == 0 && animation.velocity(at: -5) == 3)
    #expect(animation.value(at: .infinity) == 10)
    // Overflowing magnitudes: at rest at the target.
    let huge = SpringAnimation(from: -1e308, to: 1e308, initialVelocity: 1e308)
    #expect(huge.value(at: 0.1) == 1e308 && huge.velocity(at: 0.1) == 0)
    // Tolerances: NaN, 0 and negative mean the defaults; +∞ settles at once.
    let settle = animation.settlingDuration()
    #expect(animation.settlingDuration(positionTolerance: .nan, velocityTolerance: -1) == settle)
    #expect(
      animation.settlingDuration(positionTolerance: .infinity, velocityTolerance: .infinity) == 0)
    // Extreme but valid springs stay finite everywhere.
    for spring in [
      SpringParameters(dampingRatio: 0.01, response: 0.001), SpringParameters(dampingRatio: 1000, response: 0.001),
      SpringParameters(dampingRatio: 0.01, response: 1000), SpringParameters(dampingRatio: 1000, response: 1000),
    ] {
      let motion = SpringAnimation(spring: spring, from: -1e6, to: 1e6, initialVelocity: 1e7)
      for t in [0, 1e-6, 1e-3, 0.1, 1, 100, 1e4, 1e8, 1e300] {
        #expect(motion.value(at: t).isFinite && motion.velocity(at: t).isFinite)
        #expect(motion.acceleration(at: t).isFinite)
      }
      let settle = motion.settlingDuration()
      #expect(settle.isFinite && settle >= 0)
    }
  }

  // MARK: UIKit's relative velocity

  @Test("relative initial velocity: velocity / distance, zero distance handled")
  func relativeVelocity() {
    // 600 pt/s with 300 pt to go: 600/300 = 2 (per second).
    #expect(SpringParameters.relativeInitialVelocity(velocity: 600, distance: 300) == 2)
    // Moving away from the target: negative.
    #expect(SpringParameters.relativeInitialVelocity(velocity: -600, distance: 300) == -2)
    #expect(SpringParameters.relativeInitialVelocity(velocity: 600, distance: 0) == 0)
    #expect(SpringParameters.relativeInitialVelocity(velocity: 600, distance: -0.0) == 0)
    #expect(SpringParameters.relativeInitialVelocity(velocity: .nan, distance: 300) == 0)
    #expect(SpringParameters.relativeInitialVelocity(velocity: 600, distance: .infinity) == 0)
    #expect(SpringParameters.relativeInitialVelocity(velocity: 1e300, distance: 1e-300) == 0)  // overflow
    #expect(
      SpringParameters.relativeInitialVelocity(
        velocity: Vector(dx: 100, dy: 50), distance: Vector(dx: 50, dy: 0))
        == Vector(dx: 2, dy: 0))
    #expect(SpringParameters.absoluteVelocity(relativeVelocity: 2, distance: 300) == 600)
    #expect(SpringParameters.absoluteVelocity(relativeVelocity: .nan, distance: 300) == 0)
  }

  // MARK: Retargeting and two dimensions

  @Test("retargeting keeps position and velocity continuous")
  func retargeting() {
    let animation = SpringAnimation(from: 0, to: 200, initialVelocity: 500)
    let retargeted = animation.retargeted(to: -50, at: 0.2)
    #expect(retargeted.value(at: 0) == animation.value(at: 0.2))
    #expect(retargeted.velocity(at: 0) == animation.velocity(at: 0.2))
    #expect(retargeted.to == -50)
    let stiffer = animation.retargeted(to: -50, at: 0.2, spring: SpringParameters(response: 0.2))
    #expect(stiffer.spring.response == 0.2)
  }

  @Test("the two-dimensional motion is the one-dimensional one per axis")
  func twoDimensional() {
    let spring = SpringParameters(dampingRatio: 0.7, response: 0.3)
    let motion = SpringAnimation2D(
      spring: spring, from: Point(x: 40, y: 500), to: Point(x: 0, y: 0),
      initialVelocity: Vector(dx: 200, dy: -2000))
    let x = SpringAnimation(spring: spring, from: 40, to: 0, initialVelocity: 200)
    let y = SpringAnimation(spring: spring, from: 500, to: 0, initialVelocity: -2000)
    for t in stride(from: 0.0, through: 1, by: 0.05) {
      #expect(motion.value(at: t) == Point(x: x.value(at: t), y: y.value(at: t)))
      #expect(motion.velocity(at: t) == Vector(dx: x.velocity(at: t), dy: y.velocity(at: t)))
    }
    let settle = motion.settlingDuration()
    #expect(settle == max(x.settlingDuration(), y.settlingDuration()))
    #expect(motion.isSettled(at: settle) && !motion.isSettled(at: settle * 0.99))
    #expect(motion.from == Point(x: 40, y: 500) && motion.to == .zero)
    #expect(motion.initialVelocity == Vector(dx: 200, dy: -2000))
    let turned = motion.retargeted(to: Point(x: 10, y: 10), at: 0.1)
    #expect(turned.value(at: 0) == motion.value(at: 0.1))
    #expect(turned.velocity(at: 0) == motion.velocity(at: 0.1))
  }
}
