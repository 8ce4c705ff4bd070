import Foundation
import Testing

@testable import GestureCore

/// GestureCore's own `exp`, `log`, `pow`, `sin`, `cos` against the C library's (via
/// Foundation). The C library is correctly rounded or within 1 ulp on Linux and Darwin, so
/// a difference of a few ulps bounds our error at a few units of 2^-52 ≈ 2.2e-16 relative,
/// far inside the 1e-12 the physics needs.
@Suite("Physics: elementary functions")
struct PhysicsElementaryTests {
  /// A reproducible 64-bit linear congruential generator (Knuth's MMIX constants).
  fileprivate struct Generator {
    var state: UInt64
    /// A double uniformly in [0, 1).
    mutating func unit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) * 0x1p-53
    }
    /// A double uniformly in [low, high).
    mutating func uniform(_ low: Double, _ high: Double) -> Double {
      low + (high - low) * unit()
    }
  }

  /// The distance between `value` and `reference` in units in the last place of `reference`.
  fileprivate static func ulps(_ value: Double, _ reference: Double) -> Double {
    if value == reference { return 0 }
    return (value - reference).magnitude / reference.ulp
  }

  @Test("exp is within 2 ulps of the C library over its whole finite range")
  func expMatchesLibm() {
    var random = Generator(state: 1)
    var worst = 0.0
    for _ in 0..<20_000 {
      // -745...709.78 covers results from the smallest subnormal to the largest finite double.
      let x = random.uniform(-745, 709.78)
      worst = max(worst, Self.ulps(Elementary.exp(x), Foundation.exp(x)))
    }
    for x in stride(from: -2.0, through: 2.0, by: 0.001) {
      worst = max(worst, Self.ulps(Elementary.exp(x), Foundation.exp(x)))
    }
    #expect(worst <= 2, "worst error \(worst) ulps")
  }

  @Test("exp special values")
  func expSpecialValues() {
    #expect(Elementary.exp(0) == 1)
    #expect(Self.ulps(Elementary.exp(1), M_E) <= 1)  // M_E is e correctly rounded
    #expect(Elementary.exp(-Double.infinity) == 0)
    #expect(Elementary.exp(Double.infinity) == .infinity)
    #expect(Elementary.exp(710) == .infinity)  // e^710 > greatestFiniteMagnitude ≈ e^709.78
    #expect(Elementary.exp(-746) == 0)  // e^-746 < half the least subnormal ≈ e^-745.13
    #expect(Elementary.exp(.nan).isNaN)
    #expect(Elementary.exp(1e-300) == 1)
    // Subnormal results: e^-740 ≈ 4.2e-322 = 85 × 2^-1074.
    #expect(Elementary.exp(-740) == Foundation.exp(-740.0))
    #expect(Elementary.exp(709.78) == Foundation.exp(709.78))
  }

  @Test("log is within 3 ulps of the C library, including near 1 and for subnormals")
  func logMatchesLibm() {
    var random = Generator(state: 2)
    var worst = 0.0
    for _ in 0..<20_000 {
      // Magnitudes spread over the whole range: 2^u for u in [-1074, 1024).
      let x = Foundation.pow(2, random.uniform(-1074, 1024))
      worst = max(worst, Self.ulps(Elementary.log(x), Foundation.log(x)))
    }
    for _ in 0..<20_000 {
      let x = random.uniform(0.7, 1.4)  // cancellation territory around ln 1 = 0
      worst = max(worst, Self.ulps(Elementary.log(x), Foundation.log(x)))
    }
    #expect(worst <= 3, "worst error \(worst) ulps")
  }

  @Test("log special values")
  func logSpecialValues() {
    #expect(Elementary.log(1) == 0)
    #expect(Elementary.log(0) == -.infinity)
    #expect(Elementary.log(.infinity) == .infinity)
    #expect(Elementary.log(-1).isNaN)
    #expect(Elementary.log(.nan).isNaN)
    #expect(Elementary.log(M_E) == 1)
    // The least subnormal, 2^-1074: ln = -1074·ln 2 ≈ -744.44.
    #expect(Elementary.log(.leastNonzeroMagnitude) == Foundation.log(Double.leastNonzeroMagnitude))
    #expect(
      Elementary.log(.greatestFiniteMagnitude) == Foundation.log(Double.greatestFiniteMagnitude))
    // ln 0.998, the heart of `.normal` deceleration: ≈ -0.002002.
    #expect(Self.ulps(Elementary.log(0.998), Foundation.log(0.998)) <= 1)
  }

  @Test("sin and cos are within 2 ulps for |x| ≤ 10 and 1e-15 absolute for |x| ≤ 1e5")
  func sinCosMatchLibm() {
    var random = Generator(state: 3)
    var worstUlps = 0.0
    for _ in 0..<20_000 {
      let x = random.uniform(-10, 10)
      worstUlps = max(worstUlps, Self.ulps(Elementary.sin(x), Foundation.sin(x)))
      worstUlps = max(worstUlps, Self.ulps(Elementary.cos(x), Foundation.cos(x)))
    }
    #expect(worstUlps <= 2, "worst error \(worstUlps) ulps")

    var worstAbsolute = 0.0
    for _ in 0..<20_000 {
      let x = random.uniform(-1e5, 1e5)
      worstAbsolute = max(worstAbsolute, (Elementary.sin(x) - Foundation.sin(x)).magnitude)
      worstAbsolute = max(worstAbsolute, (Elementary.cos(x) - Foundation.cos(x)).magnitude)
    }
    #expect(worstAbsolute <= 1e-15, "worst absolute error \(worstAbsolute)")
  }

  @Test("sin and cos at multiples of π/2 and special values")
  func sinCosSpecialValues() {
    #expect(Elementary.sin(0) == 0)
    #expect(Elementary.cos(0) == 1)
    // sin(double(π)) is not 0 but π − double(π) ≈ 1.2246e-16: the reduction must keep it.
    #expect(Elementary.sin(Double.pi) == Foundation.sin(Double.pi))
    #expect(Elementary.cos(Double.pi / 2) == Foundation.cos(Double.pi / 2))
    #expect(Elementary.cos(Double.pi) == -1)
    for k in 1...1000 {
      let x = Double(k) * Double.pi / 2
      #expect(Self.ulps(Elementary.sin(x), Foundation.sin(x)) <= 2, "sin(\(k)·π/2)")
      #expect(Self.ulps(Elementary.cos(x), Foundation.cos(x)) <= 2, "cos(\(k)·π/2)")
    }
    #expect(Elementary.sin(-1e-300) == -1e-300)
    #expect(Elementary.sin(.nan).isNaN)
    #expect(Elementary.cos(.infinity).isNaN)
  }

  @Test("pow is within 1e-12 relative over the decay domain")
  func powMatchesLibm() {
    var random = Generator(state: 4)
    var worst = 0.0
    for _ in 0..<20_000 {
      // Bases in [0.5, 1), exponents up to where the result nears underflow: |y·ln b| ≤ 740.
      let base = random.uniform(0.5, 1)
      let exponent = random.uniform(0, 740 / -Foundation.log(base))
      let reference = Foundation.pow(base, exponent)
      worst = max(worst, (Elementary.pow(base, exponent) - reference).magnitude / reference)
    }
    #expect(worst <= 1e-12, "worst relative error \(worst)")
    #expect(Elementary.pow(0.998, 0) == 1)
    #expect(Elementary.pow(0, 2) == 0)
    #expect(Elementary.pow(0.998, .infinity) == 0)
    #expect(Elementary.pow(2, 10) == 1024)
  }

  @Test("rounding helpers: nearest integer (halves away from zero) and floor")
  func rounding() {
    let cases: [(x: Double, nearest: Double, floor: Double)] = [
      (0, 0, 0), (0.4, 0, 0), (-0.4, 0, -1), (2.5, 3, 2), (-2.5, -3, -3), (-2.4999, -2, -3),
      (7.9, 8, 7), (-7.2, -7, -8), (0x1p52 + 1, 0x1p52 + 1, 0x1p52 + 1), (-1e300, -1e300, -1e300),
    ]
    for c in cases {
      #expect(Elementary.nearestInteger(c.x) == c.nearest, "nearest \(c.x)")
      #expect(Elementary.floor(c.x) == c.floor, "floor \(c.x)")
    }
  }

  @Test("sin and cos stay accurate where the physics uses them, up to 1e5")
  func sinCosPhysicsRange() {
    // Under-damped springs evaluate sin/cos(w·t) only while e^(−a·t) > 0, which bounds
    // w·t by 746/ζ ≤ 74 600 (ζ ≥ 0.01); check the whole range at integer-spaced points.
    var worst = 0.0
    for i in 0...100_000 {
      let x = Double(i) + 0.123_456_789
      worst = max(worst, (Elementary.sin(x) - Foundation.sin(x)).magnitude)
      worst = max(worst, (Elementary.cos(x) - Foundation.cos(x)).magnitude)
    }
    #expect(worst <= 1e-15, "worst absolute error \(worst)")
  }

  @Test("sinh(x)/x and cosh are within 2 ulps")
  func hyperbolic() {
    var random = Generator(state: 5)
    var worst = 0.0
    for _ in 0..<10_000 {
      let x = random.uniform(-1, 1)
      worst = max(worst, Self.ulps(Elementary.sinhOverX(x), Foundation.sinh(x) / x))
      let y = random.uniform(-700, 700)
      worst = max(worst, Self.ulps(Elementary.cosh(y), Foundation.cosh(y)))
    }
    #expect(worst <= 2, "worst error \(worst) ulps")
    #expect(Elementary.sinhOverX(0) == 1)
  }
}
