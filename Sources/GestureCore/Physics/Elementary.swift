/// Elementary functions in pure Swift: `exp`, `log`, `pow`, `sin`, `cos`, `sinh(x)/x`.
///
/// GestureCore imports nothing (no Foundation, no Glibc/Darwin) and must also build with
/// Embedded Swift, so the physics cannot call the C math library. These implementations use
/// the classic recipe: an exact (Cody–Waite) range reduction, then a Taylor series on a small
/// interval evaluated with Horner's scheme.
///
/// Accuracy (checked against the C library in `PhysicsElementaryTests`): a few units in the
/// last place, i.e. a relative error of about 1e-15, for every finite input of `exp` and `log`
/// and for `|x| ≤ 2^20·π/2 ≈ 1.6e6` in `sin` and `cos` (larger arguments lose accuracy; see
/// `reduce(_:)`). Special values follow C's `exp`/`log`
/// (`exp(-∞) = 0`, `log(0) = -∞`, `log(-1) = NaN`, NaN in → NaN out).
enum Elementary {
  // MARK: Constants

  /// ln 2 split into a high part with 32 significant bits (so `k·ln2Hi` is exact for
  /// `|k| < 2^21`) and the remainder (fdlibm's `ln2_hi`/`ln2_lo`).
  private static let ln2Hi: Double = 6.931_471_803_691_238_164_90e-01
  private static let ln2Lo: Double = 1.908_214_929_270_587_700_02e-10
  /// 1 / ln 2.
  private static let log2e: Double = 1.442_695_040_888_963_387_00e+00

  /// π/2 split into three 33-bit parts and a tail (fdlibm's `pio2_1`, `pio2_2`, `pio2_3`,
  /// `pio2_3t`): `k·halfPiN` is exact for `|k| < 2^20`.
  private static let halfPi1: Double = 1.570_796_326_734_125_614_17e+00
  private static let halfPi2: Double = 6.077_100_506_303_965_976_60e-11
  private static let halfPi3: Double = 2.022_266_248_711_166_455_80e-21
  private static let halfPiTail: Double = 8.478_427_660_368_899_569_97e-32
  /// 2/π.
  private static let twoOverPi: Double = 6.366_197_723_675_813_824_33e-01
  /// √2, the upper end of the interval the mantissa is reduced to in `log`.
  private static let sqrt2: Double = 1.414_213_562_373_095_145_47e+00

  /// Above this, `exp` overflows to +∞ (ln of the greatest finite double).
  private static let expOverflow: Double = 7.097_827_128_933_839_730_96e+02
  /// Below this, `exp` underflows to 0 (ln of half the least subnormal).
  private static let expUnderflow: Double = -7.451_332_191_019_411_084_37e+02

  /// The doubles nearest 1/n!, n = 0…21: the Taylor coefficients of `exp`, `sin`, `cos` and
  /// `sinh(x)/x`.
  private static let inverseFactorials: [Double] = [
    1, 1, 0.5, 0.16666666666666666, 0.041666666666666664, 0.008333333333333333,
    0.001388888888888889, 0.0001984126984126984, 2.48015873015873e-05, 2.7557319223985893e-06,
    2.755731922398589e-07, 2.505210838544172e-08, 2.08767569878681e-09, 1.6059043836821613e-10,
    1.1470745597729725e-11, 7.647163731819816e-13, 4.779477332387385e-14,
    2.8114572543455206e-15, 1.5619206968586225e-16, 8.22063524662433e-18,
    4.110317623312165e-19, 1.9572941063391263e-20,
  ]

  // MARK: Rounding

  /// An integer nearest `x` (halves away from zero; `x` itself when `|x| ≥ 2^52`, where
  /// every double is an integer, and for NaN and ±∞).
  ///
  /// Written with an integer conversion rather than `rounded()` so that no C library call
  /// (`round`, `rint`, `floor`) is needed on targets without a rounding instruction
  /// (Embedded Swift on soft-float microcontrollers). It is one off only where `x ± 0.5`
  /// itself rounds (`0.49999999999999994` gives 1), which range reduction tolerates.
  static func nearestInteger(_ x: Double) -> Double {
    guard x.magnitude < 0x1p52 else { return x }  // also NaN and ±∞
    return Double(Int64(x >= 0 ? x + 0.5 : x - 0.5))
  }

  /// The greatest integer at or below `x` (`x` itself when `|x| ≥ 2^52`, NaN or ±∞); see
  /// ``nearestInteger(_:)``.
  static func floor(_ x: Double) -> Double {
    guard x.magnitude < 0x1p52 else { return x }  // also NaN and ±∞
    let truncated = Double(Int64(x))
    return truncated > x ? truncated - 1 : truncated
  }

  // MARK: Series

  /// `Σ ±xᵏ/n!` over `n = first, first + step, … last` (`k` counting the terms from 0), by
  /// Horner's scheme from the last term; with `alternating`, the terms of odd `n/2` are
  /// negative (the sine's and cosine's signs).
  private static func taylor(
    _ x: Double, from first: Int, through last: Int, by step: Int, alternating: Bool = false
  ) -> Double {
    func term(_ n: Int) -> Double {
      alternating && (n / 2) % 2 == 1 ? -inverseFactorials[n] : inverseFactorials[n]
    }
    var sum = term(last)
    for n in stride(from: last - step, through: first, by: -step) { sum = term(n) + x * sum }
    return sum
  }

  // MARK: exp, log, pow

  /// e^x.
  ///
  /// Range reduction `x = k·ln2 + r` with `|r| ≤ ln2/2 ≈ 0.347`, then the Taylor series of e^r
  /// to degree 14 (truncation error below 4e-18 relative), then scaling by 2^k.
  static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > expOverflow { return .infinity }
    if x < expUnderflow { return 0 }
    if x.magnitude < 0x1p-54 { return 1 + x }
    let k = nearestInteger(x * log2e)  // |k| ≤ 1075
    let r = (x - k * ln2Hi) - k * ln2Lo
    let sum = taylor(r, from: 0, through: 14, by: 1)
    return scale(sum, byPowerOfTwo: Int(k))
  }

  /// `value · 2^exponent`, correct also when the result is subnormal or needs two steps.
  private static func scale(_ value: Double, byPowerOfTwo exponent: Int) -> Double {
    var result = value
    var e = exponent
    // Steps of 2^±1000 keep every factor representable; only the last multiplication rounds.
    while e > 1000 {
      result *= 0x1p1000
      e -= 1000
    }
    while e < -1000 {
      result *= 0x1p-1000
      e += 1000
    }
    return result * Double(sign: .plus, exponent: e, significand: 1)
  }

  /// The natural logarithm.
  ///
  /// `x = m·2^e` with `m ∈ [√2/2, √2)`, then `ln m = 2·atanh(s)` with `s = (m−1)/(m+1)`,
  /// `|s| ≤ 0.172`, summed to degree 23 (truncation below 1e-18 relative), then
  /// `ln x = e·ln2 + ln m`.
  static func log(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    var value = x
    var e = 0
    if value < .leastNormalMagnitude {
      value *= 0x1p54
      e = -54
    }
    e += Int(value.exponent)
    var m = value.significand  // in [1, 2)
    if m > sqrt2 {
      m *= 0.5
      e += 1
    }
    let f = m - 1
    let s = f / (2 + f)
    let s2 = s * s
    // 2·atanh(s) = 2s(1 + s²/3 + s⁴/5 + … + s²²/23), Horner in s².
    // Each coefficient is 1/n correctly rounded: the double nearest 1/n.
    var sum = 1.0 / 23
    for n in stride(from: 21, through: 3, by: -2) { sum = 1 / Double(n) + s2 * sum }
    let lnM = 2 * s + 2 * s * (s2 * sum)
    let ed = Double(e)
    return ed * ln2Hi + (ed * ln2Lo + lnM)
  }

  /// `base^exponent` for a positive base: `exp(exponent·log(base))`.
  ///
  /// Only what the physics needs: `base ≤ 0` or NaN gives NaN except `pow(0, y > 0) = 0`, and
  /// `pow(b, 0) = 1` for every `b` (as in C). The relative error grows with
  /// `|exponent·ln(base)|`, the error of `log` being magnified by it: at most about
  /// `1e-15·|exponent·ln(base)|`, so below 1e-12 even where the result nears underflow
  /// (`|exponent·ln(base)| ≈ 745`).
  static func pow(_ base: Double, _ exponent: Double) -> Double {
    if exponent == 0 { return 1 }
    if base.isNaN || exponent.isNaN { return .nan }
    if base == 1 { return 1 }
    if base == 0 { return exponent > 0 ? 0 : .infinity }
    if base < 0 { return .nan }
    return exp(exponent * log(base))
  }

  // MARK: sin, cos

  /// Reduces `x` to `r ∈ [-π/4, π/4]` and a quadrant `n ∈ 0..<4` with `x = r + n·π/2 (mod 2π)`.
  ///
  /// `x` must be finite. Exact (to the rounding of the result) for `|x| < 2^20·π/2`; beyond
  /// that the product `k·halfPi1` rounds and the absolute error grows like `|x|·2^-53`
  /// (about 5e-8 at 1e9). For `|x| ≥ 2^52` the reduction is meaningless and the phase 0 is
  /// used, so the results stay within [-1, 1] but are arbitrary. The physics never goes past
  /// 1e5 (see `DampedOscillator.basis(at:)`).
  private static func reduce(_ x: Double) -> (r: Double, quadrant: Int) {
    if x.magnitude <= Double.pi / 4 { return (x, 0) }
    if x.magnitude >= 0x1p52 { return (0, 0) }
    let k = nearestInteger(x * twoOverPi)  // |k| < 2^52
    let r = (((x - k * halfPi1) - k * halfPi2) - k * halfPi3) - k * halfPiTail
    // k mod 4 in 0..<4 (two's complement makes `& 3` a floor modulo for negative k too).
    let quadrant = Int(Int64(k) & 3)
    return (r, quadrant)
  }

  /// sin r for `|r| ≤ π/4`: Taylor series to degree 19 (truncation below 3e-19 relative).
  private static func sinKernel(_ r: Double) -> Double {
    let r2 = r * r
    // r + r³·(−1/3! + r²(1/5! − r²(1/7! − …))).
    let sum = taylor(r2, from: 3, through: 19, by: 2, alternating: true)
    return r + r * (r2 * sum)
  }

  /// cos r for `|r| ≤ π/4`: Taylor series to degree 20 (truncation below 2e-20 relative).
  private static func cosKernel(_ r: Double) -> Double {
    let r2 = r * r
    // 1 + r²·(−1/2! + r²(1/4! − r²(1/6! − …))).
    let sum = taylor(r2, from: 2, through: 20, by: 2, alternating: true)
    return 1 + r2 * sum
  }

  /// The sine of `x` radians; NaN for NaN or infinite `x` (as in C).
  static func sin(_ x: Double) -> Double {
    if !x.isFinite { return .nan }
    let (r, quadrant) = reduce(x)
    switch quadrant {
    case 0: return sinKernel(r)
    case 1: return cosKernel(r)
    case 2: return -sinKernel(r)
    default: return -cosKernel(r)
    }
  }

  /// The cosine of `x` radians; NaN for NaN or infinite `x` (as in C).
  static func cos(_ x: Double) -> Double {
    if !x.isFinite { return .nan }
    let (r, quadrant) = reduce(x)
    switch quadrant {
    case 0: return cosKernel(r)
    case 1: return -sinKernel(r)
    case 2: return -cosKernel(r)
    default: return sinKernel(r)
    }
  }

  // MARK: Hyperbolic helpers

  /// `sinh(x)/x` (1 at 0) for `|x| ≤ 1`: Taylor series to degree 20 (truncation below 2e-20).
  ///
  /// Evaluating `(e^x − e^−x)/(2x)` directly would cancel catastrophically for small `x`.
  static func sinhOverX(_ x: Double) -> Double {
    let x2 = x * x
    // 1 + x²·(1/3! + x²(1/5! + …)).
    let sum = taylor(x2, from: 3, through: 21, by: 2)
    return 1 + x2 * sum
  }

  /// `cosh(x)` for finite `x` (overflows to +∞ beyond `|x| ≈ 710`).
  static func cosh(_ x: Double) -> Double {
    let e = exp(x.magnitude)
    return 0.5 * e + 0.5 / e
  }
}
