import Foundation
import Testing

@testable import GestureCore

/// GestureCore's own `atan2` against the C library's (via Foundation), which is within an ulp:
/// the documented 1e-15 radians, over every case the halvings branch on.
@Suite struct ArcTangentTests {
  /// A reproducible 64-bit linear congruential generator (Knuth's MMIX constants).
  struct Generator {
    var state: UInt64
    /// A double uniformly in [-1, 1).
    mutating func signedUnit() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) * 0x1p-52 - 1
    }
  }

  @Test func withinOneFemtoradianOfTheCLibrary() {
    var random = Generator(state: 7)
    var worst = 0.0
    for index in 0..<200_000 {
      // Magnitudes from 1e-6 to 1e6, and vectors nearly along an axis (a rotation's small
      // turn between two events is cross/dot near 0).
      let scale = [1e-6, 1, 1e6][index % 3]
      let y = random.signedUnit() * scale * (index % 7 == 0 ? 1e-9 : 1)
      let x = random.signedUnit() * scale
      worst = max(worst, (arcTangent(y: y, x: x) - atan2(y, x)).magnitude)
    }
    #expect(worst <= 1e-15)
  }

  @Test func eachNumberOfHalvingsAtItsThresholds() {
    // No halving up to tan(π/16) ≈ 0.198912, one up to tan(π/8) ≈ 0.414214, two up to 1:
    // one ulp either side of each threshold, and the ends.
    let thresholds = [0.198_912_367_379_658, 0.414_213_562_373_095, 1.0]
    for threshold in thresholds {
      for t in [threshold.nextDown, threshold, threshold.nextUp, -threshold] {
        #expect((arcTangent(t) - atan(t)).magnitude <= 1e-15, "t = \(t)")
      }
    }
    #expect(arcTangent(0) == 0)
    #expect(arcTangent(1e-300) == 1e-300)  // atan(t) = t to double precision for tiny t
    #expect(arcTangent(.nan).isNaN)
    #expect(arcTangent(y: .nan, x: 1).isNaN)
    #expect(arcTangent(y: 1, x: 0) == Double.pi / 2)
    #expect(arcTangent(y: 0, x: -1) == Double.pi)
  }
}
