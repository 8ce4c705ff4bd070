import Testing

@testable import GestureCore

@Suite("Physics: Decay and DecelerationRate")
struct PhysicsDecayTests {
  @Test("UIKit's rates and normalisation")
  func decelerationRates() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    #expect(DecelerationRate(rawValue: .nan) == .normal)
    #expect(DecelerationRate(rawValue: 0).rawValue == DecelerationRate.minimum)
    #expect(DecelerationRate(rawValue: -2).rawValue == DecelerationRate.minimum)
    #expect(DecelerationRate(rawValue: 1).rawValue == DecelerationRate.maximum)
    #expect(DecelerationRate(rawValue: .infinity).rawValue == DecelerationRate.maximum)
    // 0.998/(1 − 0.998)/1000 = 0.998/0.002/1000 = 0.499 s.
    #expect(abs(DecelerationRate.normal.distanceFactor - 0.499) <= 1e-15)
  }

  @Test(
    "the closed form equals stepping the velocity one millisecond at a time",
    arguments: [DecelerationRate.normal, .fast, DecelerationRate(rawValue: 0.95)])
  func closedFormMatchesSteps(rate: DecelerationRate) {
    let decay = Decay(from: 25, initialVelocity: -2400, decelerationRate: rate)
    // The scroll view's model: each millisecond v ← v·d, then x ← x + v/1000.
    var position = 25.0
    var velocity = -2400.0
    for millisecond in 1...3000 {
      velocity *= rate.rawValue
      position += velocity / 1000
      let t = Double(millisecond) / 1000
      // 3000 additions of rounded terms drift by ~1e-13 of the ~1200 pt distance; the
      // closed form's pow is good to ~1e-13 relative: 1e-9 pt is a wide margin.
      #expect(abs(decay.position(at: t) - position) <= 1e-9, "at \(millisecond) ms")
      #expect(abs(decay.velocity(at: t) - velocity) <= 1e-9 * 2400, "at \(millisecond) ms")
    }
  }

  @Test("total distance and resting position")
  func totalDistance() {
    // 1000 pt/s at 0.998: 1000/1000 · 0.998/0.002 = 499 pt.
    let decay = Decay(from: 100, initialVelocity: 1000)
    #expect(abs(decay.totalDistance - 499) <= 1e-12)
    #expect(abs(decay.restingPosition - 599) <= 1e-12)
    #expect(abs(decay.position(at: 1000) - 599) <= 1e-12)
    #expect(decay.position(at: .infinity) == decay.restingPosition)
    // At 0.99: 1000/1000 · 0.99/0.01 = 99 pt; backwards: −99.
    #expect(abs(Decay(initialVelocity: -1000, decelerationRate: .fast).totalDistance + 99) <= 1e-12)
    // Documented example: 499·(1 − 0.998^500) = 499·(1 − e^(500·ln 0.998)) ≈ 499·0.6325 ≈ 315.6.
    #expect(abs(decay.position(at: 0.5) - 100 - 315.6) < 0.05)
  }

  @Test("starts at from with the initial velocity")
  func start() {
    let decay = Decay(from: -40, initialVelocity: 750, decelerationRate: .fast)
    #expect(decay.position(at: 0) == -40)
    #expect(decay.velocity(at: 0) == 750)
    #expect(decay.velocity(at: .infinity) == 0)
  }

  @Test("duration until the velocity falls below a threshold")
  func duration() {
    let decay = Decay(initialVelocity: 1000)
    // 1000 → 0.1 pt/s at 0.998: ln(0.1/1000)/(1000·ln 0.998) = −9.2103/−2.002 ≈ 4.6005 s.
    let duration = decay.duration()
    #expect(abs(duration - 4.6005) < 1e-3)
    #expect(abs(decay.velocity(at: duration) - 0.1) <= 1e-12)
    // 1000 → 1 pt/s: ln(1e-3)/(1000·ln 0.998) ≈ 3.4504 s.
    let toOne = decay.duration(untilVelocityBelow: 1)
    #expect(abs(decay.velocity(at: toOne) - 1) <= 1e-12)
    #expect(toOne < duration)
    // Already slow enough; direction does not matter.
    #expect(Decay(initialVelocity: 0.05).duration() == 0)
    #expect(Decay(initialVelocity: -1000).duration() == duration)
    // Invalid thresholds use the default; +∞ means "already below".
    #expect(decay.duration(untilVelocityBelow: .nan) == duration)
    #expect(decay.duration(untilVelocityBelow: 0) == duration)
    #expect(decay.duration(untilVelocityBelow: -3) == duration)
    #expect(decay.duration(untilVelocityBelow: .infinity) == 0)
    // A tiny threshold does not underflow: ln(5e-324) − ln(1e300) is finite.
    let tiny = Decay(initialVelocity: 1e300).duration(untilVelocityBelow: .leastNonzeroMagnitude)
    #expect(tiny.isFinite && tiny > 0)
  }

  @Test("non-finite inputs never produce NaN", arguments: [0, 1e-9, 1, 1e9])
  func nonFiniteInputs(t: Double) {
    let nanStart = Decay(from: .nan, initialVelocity: 100)
    #expect(nanStart.from == 0)
    let nanVelocity = Decay(from: 3, initialVelocity: .nan)
    #expect(nanVelocity.initialVelocity == 0 && nanVelocity.position(at: 1) == 3)
    #expect(Decay(initialVelocity: .infinity).totalDistance == 0)
    let decay = Decay(from: 10, initialVelocity: 500)
    #expect(decay.position(at: .nan) == 10 && decay.velocity(at: -1) == 500)
    let infinite = Decay(from: .infinity, initialVelocity: -1e308)
    #expect(infinite.position(at: 1) == .infinity && infinite.restingPosition == .infinity)
    let extreme = Decay(
      initialVelocity: -1e308, decelerationRate: DecelerationRate(rawValue: 0.9999999))
    #expect(!extreme.position(at: t).isNaN && !extreme.velocity(at: t).isNaN)
  }
}
