import Testing

@testable import GestureCore

/// `SpringAnimation.valueRange` and `limitingOvershoot(to:)`: how far a motion swings, and
/// the same motion kept short of a wall.
@Suite("Physics: a spring's swing, and keeping it within bounds")
struct PhysicsSpringOvershootTests {
  /// The picture-in-picture spring: ζ 0.85, response 0.45 s (ω₀ = 2π/0.45 ≈ 13.96 rad/s).
  static let window = SpringParameters(dampingRatio: 0.85, response: 0.45)

  /// The lowest and highest values of `animation` sampled every 0.1 ms over 4 s (past the
  /// settling of every motion here): the brute-force reference.
  static func sampledRange(_ animation: SpringAnimation) -> (lowest: Double, highest: Double) {
    var lowest = animation.from
    var highest = animation.from
    for step in 1...40_000 {
      let value = animation.value(at: Double(step) * 1e-4)
      lowest = min(lowest, value)
      highest = max(highest, value)
    }
    return (lowest, highest)
  }

  // MARK: valueRange

  /// Every regime (ζ 0.2, 0.85, 1, 3), each released towards the target, away from it, at
  /// rest, and at the target itself.
  static let rangeCases: [(dampingRatio: Double, from: Double, velocity: Double)] = [
    (0.2, 300, 0), (0.2, 300, -2500), (0.2, 0, 900), (0.2, 300, 1200),
    (0.85, 300, 0), (0.85, 300, -5000), (0.85, 0, -700), (0.85, -40, -3000),
    (1, 300, 0), (1, 300, -9000), (1, 0, 1500), (1, 300, 800),
    (3, 300, 0), (3, 300, -20_000), (3, 0, 4000), (3, -10, 2000),
  ]

  @Test("valueRange is the sampled swing, in every regime", arguments: rangeCases)
  func valueRangeMatchesSampling(_ c: (dampingRatio: Double, from: Double, velocity: Double)) {
    let animation = SpringAnimation(
      spring: SpringParameters(dampingRatio: c.dampingRatio, response: 0.45), from: c.from, to: 12,
      initialVelocity: c.velocity)
    let range = animation.valueRange
    // The motion ends at the target, which an over-damped one only nears in 4 s.
    var sampled = Self.sampledRange(animation)
    sampled = (min(sampled.lowest, 12), max(sampled.highest, 12))
    // Samples 0.1 ms apart come within 0.05 ms of an extremum, where the motion is flat:
    // |x''| = ω₀²·|x| ≤ 195·400 pt/s², so they miss it by ≤ ½·78 000·(5e-5)² ≈ 1e-4 pt.
    #expect(range.lowerBound <= sampled.lowest + 1e-9)
    #expect(range.upperBound >= sampled.highest - 1e-9)
    #expect(range.lowerBound >= sampled.lowest - 1e-3, "\(range) vs \(sampled)")
    #expect(range.upperBound <= sampled.highest + 1e-3, "\(range) vs \(sampled)")
  }

  @Test("a release at the target overshoots by v/ω₀·e^(−ζ·arccos ζ/√(1 − ζ²))")
  func overshootFromTheTarget() {
    // ζ 0.85: arccos 0.85 = 0.55481, √(1 − 0.7225) = 0.52678, exponent 0.85·1.05321 = 0.89523,
    // e^−0.89523 = 0.40853; ω₀ = 2π/0.45 = 13.9626: 1000/13.9626·0.40853 = 29.258 pt.
    let animation = SpringAnimation(spring: Self.window, from: 0, to: 0, initialVelocity: 1000)
    #expect(abs(animation.valueRange.upperBound - 29.2578) < 1e-4)
    // Then it swings back past 0 by e^(−π·0.85/0.52678) = 0.0062876 of that: 0.18396 pt.
    #expect(abs(animation.valueRange.lowerBound - -0.18396) < 1e-5)
  }

  @Test("the documented example: 3000 pt/s towards x = 12 from 100 reaches x ≈ −24.0")
  func documentedRange() {
    let fling = SpringAnimation(spring: Self.window, from: 100, to: 12, initialVelocity: -3000)
    #expect(abs(fling.valueRange.lowerBound - -23.984) < 1e-3)
    #expect(fling.valueRange.upperBound == 100)
  }

  // MARK: limitingOvershoot(to:)

  @Test("a motion that fits is returned unchanged")
  func fittingMotionIsUnchanged() {
    // 1000 pt/s towards 12 from 100: the swing ends above 0 (−3000 pt/s reached −24).
    let gentle = SpringAnimation(spring: Self.window, from: 100, to: 12, initialVelocity: -1000)
    #expect(gentle.valueRange.lowerBound > 0)
    #expect(gentle.limitingOvershoot(to: 0...378) == gentle)
    #expect(gentle.limitingOvershoot(to: -Double.infinity...Double.infinity) == gentle)
  }

  @Test("the velocity is cut to the largest whose swing stops at the bound")
  func limitedVelocityIsTheLargestThatFits() {
    let fling = SpringAnimation(spring: Self.window, from: 100, to: 12, initialVelocity: -3000)
    let kept = fling.limitingOvershoot(to: 0...378)
    #expect(kept.spring == Self.window)
    #expect(kept.from == 100 && kept.to == 12)
    // The documented ≈ −1952 pt/s (the same spring swings exactly 12 pt past its target).
    #expect(abs(kept.initialVelocity - -1951.84) < 0.01, "\(kept.initialVelocity)")
    // At the threshold: the kept velocity stops at 0 (to 1e-9 pt), 0.1 pt/s more passes it.
    let sampled = Self.sampledRange(kept)
    #expect(sampled.lowest >= -1e-9 && sampled.lowest < 1e-4, "\(sampled)")
    let faster = SpringAnimation(
      spring: Self.window, from: 100, to: 12, initialVelocity: kept.initialVelocity - 0.1)
    #expect(Self.sampledRange(faster).lowest < 0)
    #expect(kept.valueRange.lowerBound >= 0)
  }

  /// Releases towards, and away from, a wall at 0 and a far one at 400, from inside.
  static let limitCases: [(from: Double, to: Double, velocity: Double)] = [
    (300, 12, -500), (300, 12, -5000), (300, 12, -20_000), (12, 12, -20_000),
    (20, 12, 20_000), (200, 388, 20_000), (388, 388, 9000), (50, 12, 15_000),
  ]

  @Test("the kept motion never leaves the bounds, and keeps its direction", arguments: limitCases)
  func keptMotionStaysWithin(_ c: (from: Double, to: Double, velocity: Double)) {
    let fling = SpringAnimation(
      spring: Self.window, from: c.from, to: c.to, initialVelocity: c.velocity)
    let kept = fling.limitingOvershoot(to: 0...400)
    let sampled = Self.sampledRange(kept)
    #expect(sampled.lowest >= -1e-9 && sampled.highest <= 400 + 1e-9, "\(sampled)")
    #expect(kept.initialVelocity.sign == c.velocity.sign || kept.initialVelocity == 0)
    #expect(kept.initialVelocity.magnitude <= c.velocity.magnitude)
    // Still a flick: the margin of 12 pt lets at least 400 pt/s through (for a release at
    // the target: 12·ω₀/0.40853 = 410 pt/s).
    #expect(kept.initialVelocity.magnitude >= min(400, c.velocity.magnitude))
  }

  @Test("when even a release at rest overshoots the room, the spring runs critically damped")
  func criticalFallback() {
    // ζ 0.5 from 300 to 12 at rest overshoots by 288·e^(−π·0.5/√0.75) = 288·0.163 = 46.9 pt,
    // past a wall at 0 (12 pt of room).
    let bouncy = SpringParameters(dampingRatio: 0.5, response: 0.45)
    #expect(SpringAnimation(spring: bouncy, from: 300, to: 12).valueRange.lowerBound < 0)
    let fling = SpringAnimation(spring: bouncy, from: 300, to: 12, initialVelocity: -2000)
    let kept = fling.limitingOvershoot(to: 0...400)
    #expect(kept.spring == SpringParameters(dampingRatio: 1, response: 0.45))
    #expect(kept.initialVelocity < 0 && kept.initialVelocity >= -2000)
    #expect(Self.sampledRange(kept).lowest >= -1e-9)
    // With no room at all, a critically damped release at rest still fits: it never crosses.
    let flush = SpringAnimation(spring: bouncy, from: 300, to: 0, initialVelocity: -2000)
      .limitingOvershoot(to: 0...400)
    #expect(flush.spring.dampingRatio == 1)
    #expect(Self.sampledRange(flush).lowest >= -1e-9)
    // It crosses 0 iff the velocity beats a·x₀ = ω₀·300 = 4189 pt/s: 2000 pt/s is kept whole.
    #expect(flush.initialVelocity == -2000)
  }

  @Test("a start beyond a bound widens it: the motion goes no further out")
  func startBeyondTheBound() {
    // Released at −30 (in a rubber band past the wall at 0), still moving out at 800 pt/s.
    let outward = SpringAnimation(spring: Self.window, from: -30, to: 12, initialVelocity: -800)
    let kept = outward.limitingOvershoot(to: 0...400)
    // Stopped at once: what is left (< 1e-5 pt/s) moves it out by v²/(2·ω₀²·42) < 1e-14 pt,
    // below the rounding of −30.
    #expect(kept.initialVelocity.magnitude < 1e-5, "\(kept.initialVelocity)")
    #expect(kept.valueRange.lowerBound == -30)
    // Moving back in at 800 pt/s, it keeps it.
    let inward = SpringAnimation(spring: Self.window, from: -30, to: 12, initialVelocity: 800)
    #expect(inward.limitingOvershoot(to: 0...400) == inward)
  }

  @Test("NaN bounds do not limit; inverted ones allow only the start and the target")
  func unusualBounds() {
    let fling = SpringAnimation(spring: Self.window, from: 100, to: 12, initialVelocity: -3000)
    #expect(fling.limitingOvershoot(lowerBound: .nan, upperBound: .nan) == fling)
    // Inverted: [12, 100] after widening; the swing past 12 is not allowed.
    let kept = fling.limitingOvershoot(lowerBound: 500, upperBound: -500)
    #expect(Self.sampledRange(kept).lowest >= 12 - 1e-9)
  }

  // MARK: Two dimensions

  @Test("in two dimensions each axis keeps what it can")
  func twoDimensions() {
    // Into the top-left corner (12, 59) of a 390 × 844 screen, a 160 × 90 window: origins
    // 0...230 by 0...754 keep it on the screen.
    let onScreen = Rect(x: 0, y: 0, width: 230, height: 754)
    let fling = SpringAnimation2D(
      spring: Self.window, from: Point(x: 100, y: 700), to: Point(x: 12, y: 59),
      initialVelocity: Vector(dx: -3000, dy: -1000))
    let kept = fling.limitingOvershoot(to: onScreen)
    // x: as the one-dimensional case, cut to ≈ −1952 pt/s; y: 641 pt to go at 1000 pt/s
    // overshoots by a few points of its 59 pt of room, and is kept whole.
    #expect(kept.horizontal == fling.horizontal.limitingOvershoot(to: 0...230))
    #expect(kept.initialVelocity.dy == -1000)
    let range = kept.valueRange
    #expect(range.minX >= 0 && range.minY >= 0 && range.maxX <= 230 && range.maxY <= 754)
  }

  @Test("in two dimensions the axes share the critically damped spring when one needs it")
  func twoDimensionsShareTheSpring() {
    let bouncy = SpringParameters(dampingRatio: 0.5, response: 0.45)
    // x: 288 pt to a target 12 pt from the wall: ζ 0.5 overshoots by 46.9 pt at rest.
    // y: along the middle, far from any wall.
    let fling = SpringAnimation2D(
      spring: bouncy, from: Point(x: 300, y: 400), to: Point(x: 12, y: 420),
      initialVelocity: Vector(dx: -500, dy: 300))
    let kept = fling.limitingOvershoot(to: Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(kept.spring == SpringParameters(dampingRatio: 1, response: 0.45))
    #expect(kept.initialVelocity.dy == 300)
    #expect(Self.sampledRange(kept.horizontal).lowest >= -1e-9)
  }
}
