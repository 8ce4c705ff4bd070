import Testing

@testable import GestureCore

@Suite("Physics: Projection")
struct PhysicsProjectionTests {
  @Test("distance = v/1000 · d/(1 − d)")
  func distance() {
    // The doubles nearest 0.998 and 0.99 are not exact, so d/(1 − d) is 499 and 99 only to
    // about 1e-15 relative (0.998 is stored as 0.99799999999999999822…): the tolerances below
    // are 1e-14 relative.
    // 1000 pt/s at 0.998: 1000/1000 · 0.998/0.002 = 1 · 499 = 499 pt.
    #expect(abs(Projection.distance(velocity: 1000) - 499) <= 499e-14)
    // 1000 pt/s at 0.99: 1 · 0.99/0.01 = 99 pt.
    #expect(abs(Projection.distance(velocity: 1000, decelerationRate: .fast) - 99) <= 99e-14)
    // −2500 pt/s at 0.998: −2.5 · 499 = −1247.5 pt.
    #expect(abs(Projection.distance(velocity: -2500) + 1247.5) <= 1247.5e-14)
    #expect(Projection.distance(velocity: 0) == 0)
    // Agrees with where a decay comes to rest.
    #expect(
      Projection.distance(velocity: 777, decelerationRate: .fast)
        == Decay(initialVelocity: 777, decelerationRate: .fast).totalDistance)
  }

  @Test("projecting values and points")
  func project() {
    // 120 + 499 = 619.
    #expect(abs(Projection.project(120, velocity: 1000) - 619) <= 619e-14)
    // (0, 0) at (1000, −500) pt/s: (499, −0.5·499) = (499, −249.5).
    let point = Projection.project(.zero, velocity: Vector(dx: 1000, dy: -500))
    #expect(abs(point.x - 499) <= 499e-14 && abs(point.y + 249.5) <= 249.5e-14)
    let fast = Projection.project(
      Point(x: 10, y: 20), velocity: Vector(dx: 0, dy: 1000), decelerationRate: .fast)
    #expect(fast.x == 10 && abs(fast.y - 119) <= 119e-14)
  }

  @Test("non-finite inputs never produce NaN")
  func nonFiniteInputs() {
    #expect(Projection.distance(velocity: .nan) == 0)
    #expect(Projection.distance(velocity: -.infinity) == 0)
    #expect(abs(Projection.project(.nan, velocity: 1000) - 499) <= 499e-14)
    #expect(Projection.project(.infinity, velocity: -1000) == .infinity)
    #expect(
      Projection.project(
        -.infinity, velocity: 1e308, decelerationRate: DecelerationRate(rawValue: 0.999_999))
        == -.infinity)
    let point = Projection.project(
      Point(x: .nan, y: 5), velocity: Vector(dx: .infinity, dy: .nan))
    #expect(point == Point(x: 0, y: 5))
  }
}
