import Testing

@testable import GestureCore

@Suite("Physics: RubberBand")
struct PhysicsRubberBandTests {
  @Test("UIKit's formula at known points")
  func knownValues() {
    let band = RubberBand(dimension: 300)
    #expect(band.coefficient == 0.55)
    // Overshoot 100, d = 300: (1 − 1/(100·0.55/300 + 1))·300 = (1 − 1/(55/300 + 1))·300
    // = (1 − 300/355)·300 = 300·55/355 = 16 500/355 ≈ 46.4789 pt.
    #expect(abs(band.offset(forOvershoot: 100) - (1 - 1 / (100 * 0.55 / 300 + 1)) * 300) <= 1e-12)
    #expect(abs(band.offset(forOvershoot: 100) - 16_500.0 / 355) <= 1e-12)
    // Overshoot 300 (a whole viewport): 300·(165/300)/(165/300 + 1) = 300·165/465 ≈ 106.45.
    #expect(abs(band.offset(forOvershoot: 300) - 300 * 165 / 465) <= 1e-12)
    // Coefficient 1, d = 100, overshoot 100: (1 − 1/2)·100 = 50.
    #expect(RubberBand(coefficient: 1, dimension: 100).offset(forOvershoot: 100) == 50)
    #expect(band.offset(forOvershoot: 0) == 0)
  }

  @Test("symmetric, bounded by c·x and by d, increasing")
  func shape() {
    let band = RubberBand(dimension: 400)
    var previous = 0.0
    for x in stride(from: 1.0, through: 100_000, by: 37) {
      let offset = band.offset(forOvershoot: x)
      #expect(band.offset(forOvershoot: -x) == -offset)
      #expect(offset > previous)
      #expect(offset <= 0.55 * x && offset < 400)
      previous = offset
    }
    #expect(band.offset(forOvershoot: .infinity) == 400)
    #expect(band.offset(forOvershoot: -.infinity) == -400)
    #expect(band.offset(forOvershoot: 1e308) == 400)
  }

  @Test("banded positions: identity inside, continuous at the bounds with slope c", arguments: [1e-3, 1e-6, 1e-9])
  func banded(epsilon: Double) {
    let band = RubberBand(dimension: 300)
    // Inside 0...350: unchanged.
    for value in stride(from: 0.0, through: 350, by: 12.5) {
      #expect(band.banded(value, minimum: 0, maximum: 350) == value)
    }
    // Above: 350 + offset(100) ≈ 396.48; below: 0 − offset(100) ≈ −46.48.
    #expect(abs(band.banded(450, minimum: 0, maximum: 350) - (350 + 16_500.0 / 355)) <= 1e-12)
    #expect(abs(band.banded(-100, minimum: 0, maximum: 350) + 16_500.0 / 355) <= 1e-12)
    #expect(band.banded(450, in: 0...350) == band.banded(450, minimum: 0, maximum: 350))
    // Continuity: ε past a bound shows ≈ c·ε past it (the slope at 0 is c = 0.55):
    // offset(ε)/ε = c/(ε·c/d + 1), which differs from c by about c²·ε/d. Near 350 the sums
    // round to ulp(350) ≈ 5.7e-14, which divided by ε is allowed for too.
    let curvature = 2 * 0.55 * 0.55 * epsilon / 300
    let above = band.banded(350 + epsilon, minimum: 0, maximum: 350)
    #expect(abs((above - 350) / epsilon - 0.55) <= curvature + 4 * (350.0).ulp / epsilon)
    let below = band.banded(-epsilon, minimum: 0, maximum: 350)
    #expect(abs(below / -epsilon - 0.55) <= curvature + 1e-15)
  }

  @Test("the inverse recovers the overshoot")
  func inverse() {
    let band = RubberBand(coefficient: 0.4, dimension: 250)
    for x in [-5000.0, -120, -1, -1e-6, 0, 1e-6, 3, 80, 999, 1e5] {
      let offset = band.offset(forOvershoot: x)
      #expect(abs(band.overshoot(forOffset: offset) - x) <= 1e-9 * max(1, abs(x)))
    }
    #expect(band.overshoot(forOffset: 250) == .infinity)
    #expect(band.overshoot(forOffset: -300) == -.infinity)
    // An infinite viewport is linear, so the inverse divides by c: 55/0.55 = 100.
    #expect(abs(RubberBand(dimension: .infinity).overshoot(forOffset: 55) - 100) <= 1e-13)
  }

  @Test("unusual parameters and inputs")
  func unusualInput() {
    // Rigid bands: no offset at all.
    #expect(RubberBand(coefficient: 0, dimension: 300).offset(forOvershoot: 50) == 0)
    #expect(RubberBand(dimension: 0).offset(forOvershoot: 50) == 0)
    #expect(RubberBand(dimension: -10).dimension == 0)
    #expect(RubberBand(dimension: .nan).dimension == 0)
    #expect(RubberBand(coefficient: .nan, dimension: 1).coefficient == 0.55)
    #expect(RubberBand(coefficient: 7, dimension: 1).coefficient == 1)
    #expect(RubberBand(coefficient: -1, dimension: 1).coefficient == 0)
    #expect(RubberBand(dimension: 0).overshoot(forOffset: 3) == 0)
    // An infinite viewport is linear: c·x.
    #expect(RubberBand(dimension: .infinity).offset(forOvershoot: 100) == 100 * 0.55)
    let band = RubberBand(dimension: 300)
    #expect(band.offset(forOvershoot: .nan) == 0)
    #expect(band.overshoot(forOffset: .nan) == 0)
    // NaN value: treated as 0; NaN bounds: no limit on that side.
    #expect(band.banded(.nan, minimum: 10, maximum: 20) == band.banded(0, minimum: 10, maximum: 20))
    #expect(band.banded(-1e6, minimum: .nan, maximum: 20) == -1e6)
    #expect(band.banded(1e6, minimum: 0, maximum: .nan) == 1e6)
    // Maximum below minimum (content smaller than the viewport): both bounds are the minimum.
    #expect(band.banded(5, minimum: 10, maximum: 0) == band.banded(5, minimum: 10, maximum: 10))
    #expect(abs(band.banded(110, minimum: 10, maximum: 0) - (10 + 16_500.0 / 355)) <= 1e-12)
    // Infinite values and bounds never give NaN.
    #expect(band.banded(.infinity, minimum: 0, maximum: 350) == 650)
    #expect(band.banded(-.infinity, minimum: 0, maximum: 350) == -300)
    #expect(!band.banded(5, minimum: .infinity, maximum: .infinity).isNaN)
    #expect(!band.banded(5, minimum: -.infinity, maximum: -.infinity).isNaN)
  }

  @Test("two-dimensional banding per axis")
  func twoDimensional() {
    // Allowed offsets x in 0...200, y in 0...1000; viewport 300 × 600.
    let bounds = Rect(x: 0, y: 0, width: 200, height: 1000)
    let size = Size(width: 300, height: 600)
    let point = RubberBand.banded(Point(x: 300, y: -100), in: bounds, dimensions: size)
    // x: 200 + offset(100; d 300) = 200 + 16 500/355; y: −offset(100; d 600) =
    // −(1 − 1/(55/600 + 1))·600 = −600·55/655 ≈ −50.38.
    #expect(abs(point.x - (200 + 16_500.0 / 355)) <= 1e-12)
    #expect(abs(point.y + 600 * 55 / 655.0) <= 1e-12)
    let inside = Point(x: 150, y: 700)
    #expect(RubberBand.banded(inside, in: bounds, dimensions: size) == inside)
  }
}
