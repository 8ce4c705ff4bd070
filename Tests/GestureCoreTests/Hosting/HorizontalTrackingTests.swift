import GestureCore
import Testing

/// Two trailing buttons of 78 pt in a 375 pt row: 1:1 down to −156, banded beyond; the
/// content may not move right at all.
private func trailingRow(offset: Double = 0, translation: Double = 0) -> HorizontalTracking {
  HorizontalTracking(
    lowerBound: .elastic(-156), upperBound: .rigid(0), containerWidth: 375, offset: offset,
    atTranslation: translation)
}

@Suite struct HorizontalTrackingTests {
  @Test func followsOneToOneWithinTheRange() {
    let tracking = trailingRow()
    #expect(tracking.start == 0)
    #expect(tracking.offset(forTranslation: -1) == -1)
    #expect(tracking.offset(forTranslation: -156) == -156)
    // From an open offset: a drag continues from it.
    let open = trailingRow(offset: -156)
    #expect(open.offset(forTranslation: 0) == -156)
    #expect(open.offset(forTranslation: 100) == -56)
  }

  @Test func rubberBandsPastAnElasticBoundAndStopsAtARigidOne() {
    let tracking = trailingRow()
    // 100 pt past −156: u = 100 · 0.55 / 375 = 0.1467; 375 · u/(u + 1) = 47.97 pt.
    #expect(abs(tracking.offset(forTranslation: -256) - -203.965_116) < 1e-5)
    // Just past the bound the band starts with slope 0.55.
    #expect(abs(tracking.offset(forTranslation: -157) - (-156 - 0.55)) < 0.01)
    // Right: rigid at 0.
    #expect(tracking.offset(forTranslation: 1) == 0)
    #expect(tracking.offset(forTranslation: 500) == 0)
    // The band never reaches the container width past the bound.
    #expect(tracking.offset(forTranslation: -1e12) > -156 - 375)
  }

  @Test func theOffsetAtTheBeganTranslationIsTheStartingOffset() {
    // The pan begins 12 pt along; the content was at −100: it shows −100 there, not −112.
    let tracking = trailingRow(offset: -100, translation: -12)
    #expect(tracking.offset(forTranslation: -12) == -100)
    #expect(tracking.offset(forTranslation: -32) == -120)
  }

  @Test func startingFromABandedOffsetDoesNotJump() {
    let banded = trailingRow().offset(forTranslation: -300)
    let again = trailingRow(offset: banded)
    #expect(abs(again.offset(forTranslation: 0) - banded) < 1e-9)
    // And it keeps the band's slope: 10 pt more finger is less than 10 pt more content.
    let further = again.offset(forTranslation: -10)
    #expect(further < banded && further > banded - 10)
  }

  @Test func startsPastTheReachOfABoundAreBroughtBack() {
    // Past a rigid bound: at the bound.
    #expect(trailingRow(offset: 40).offset(forTranslation: 0) == 0)
    // Past an elastic bound by the whole container width (unreachable): at the bound.
    #expect(trailingRow(offset: -156 - 375).offset(forTranslation: 0) == -156)
    #expect(trailingRow(offset: .nan).offset(forTranslation: 0) == 0)
    #expect(trailingRow(offset: -.infinity).offset(forTranslation: 0) == -156)
  }

  @Test func projectionAndTheReleaseDecision() {
    let tracking = trailingRow()
    // −40 + (−200/1000) · (0.998/0.002) = −40 − 99.8.
    #expect(abs(tracking.projectedOffset(-40, velocity: -200) - -139.8) < 1e-9)
    // Strictly past: −78 does not pass 78, −78.5 does.
    #expect(!tracking.reaches(78, on: .minus, from: -78, velocity: 0))
    #expect(tracking.reaches(78, on: .minus, from: -78.5, velocity: 0))
    // Projection: −40 at −77 pt/s reaches −78.42; at −75 pt/s only −77.43.
    #expect(tracking.reaches(78, on: .minus, from: -40, velocity: -77))
    #expect(!tracking.reaches(78, on: .minus, from: -40, velocity: -75))
    #expect(!tracking.reaches(78, on: .minus, from: -40, velocity: -77, projecting: false))
    // The other side.
    #expect(tracking.reaches(10, on: .plus, from: 11, velocity: 0))
    #expect(!tracking.reaches(10, on: .plus, from: -11, velocity: 5000 * 0))
    #expect(!tracking.reaches(10, on: .plus, from: .nan, velocity: 1000))
    // A slower deceleration projects further.
    let fast = HorizontalTracking(
      lowerBound: .elastic(-156), upperBound: .rigid(0), containerWidth: 375,
      decelerationRate: .fast)
    // −40 − 200/1000 · 0.99/0.01 = −59.8.
    #expect(abs(fast.projectedOffset(-40, velocity: -200) - -59.8) < 1e-9)
  }

  @Test func theContentsVelocityFollowsTheBandsSlope() {
    let tracking = trailingRow()
    #expect(tracking.offsetVelocity(atTranslation: -100, fingerVelocity: -500) == -500)
    // Held at the rigid bound: the content does not move.
    #expect(tracking.offsetVelocity(atTranslation: 40, fingerVelocity: 500) == 0)
    // 100 pt into the band: 0.55/(1 + 0.1467)² ≈ 0.4183 of the finger's speed.
    let u = 100 * 0.55 / 375
    let expected = -500 * 0.55 / ((u + 1) * (u + 1))
    #expect(
      abs(tracking.offsetVelocity(atTranslation: -256, fingerVelocity: -500) - expected) < 1e-9)
    #expect(tracking.offsetVelocity(atTranslation: -256, fingerVelocity: .nan) == 0)
    #expect(tracking.offsetVelocity(atTranslation: .nan, fingerVelocity: -500) == -500)
  }

  @Test func badInputIsNormalised() {
    let odd = HorizontalTracking(
      lowerBound: .elastic(.nan), upperBound: .elastic(-50), containerWidth: .nan)
    // NaN bound → 0; an upper bound below the lower one is raised to it; a NaN width makes
    // the band rigid.
    #expect(odd.lowerBound == .elastic(0))
    #expect(odd.upperBound == .elastic(0))
    #expect(odd.offset(forTranslation: 80) == 0)
    #expect(odd.offset(forTranslation: .nan) == 0)
    #expect(odd.offset(forTranslation: .infinity) == 0)
    // Unbounded elastic ends: plain 1:1.
    let free = HorizontalTracking(
      lowerBound: .elastic(-.infinity), upperBound: .elastic(.infinity), containerWidth: 375)
    #expect(free.offset(forTranslation: -1e6) == -1e6)
  }
}
