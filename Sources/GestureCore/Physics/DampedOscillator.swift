/// The closed-form solution of the unit-mass damped oscillator `x'' + 2a·x' + ω₀²·x = 0`,
/// shared by ``SpringAnimation`` (and through it ``SpringParameters`` and ``SpringAnimation2D``).
///
/// Every solution, and every derivative of one, has the form
///
///     f(t) = e^(−a·t) · (p·C(t) + q·S(t))
///
/// (a ``Mode`` `(p, q)`), with the basis chosen by the damping regime, `κ = a² − ω₀²`:
///
/// | regime                 | C(t)      | S(t)           | w               |
/// |------------------------|-----------|----------------|-----------------|
/// | under-damped (ζ < 1)   | cos(w·t)  | sin(w·t)/w     | ω₀·√(1 − ζ²)    |
/// | critically damped      | 1         | t              | 0               |
/// | over-damped (ζ > 1)    | cosh(w·t) | sinh(w·t)/w    | ω₀·√(ζ² − 1)    |
///
/// so that `C' = κ·S`, `S' = C`, `C(0) = 1`, `S(0) = 0`, and `f(0) = p`,
/// `f' = (q − a·p, κ·p − a·q)`. `S(t)` is written as "sin(wt)/w" rather than with the
/// amplitude folded into `q`, which keeps it finite and accurate as `w → 0` (ζ → 1).
struct DampedOscillator: Hashable, Sendable {
  /// The coefficients of one solution: `f(t) = e^(−a·t)·(p·C(t) + q·S(t))`.
  struct Mode: Hashable, Sendable {
    /// `f(0)`.
    var p: Double
    /// `f'(0) + a·f(0)`.
    var q: Double

    /// Whether `f` is identically zero.
    var isZero: Bool { p == 0 && q == 0 }
  }

  /// How the oscillator returns to rest.
  enum Regime: Hashable, Sendable {
    /// ζ < 1: oscillates around the target with a decaying amplitude.
    case underdamped
    /// ζ = 1: the fastest return without overshoot (for a release at rest).
    case criticallyDamped
    /// ζ > 1: creeps back, without oscillating.
    case overdamped
  }

  /// The damping regime.
  let regime: Regime
  /// The undamped angular frequency ω₀ = 2π/response, in radians per second.
  let omega0: Double
  /// The decay rate of the envelope a = ζ·ω₀, in 1/s.
  let a: Double
  /// The damped angular frequency (under-damped) or hyperbolic rate (over-damped) w, in 1/s;
  /// 0 when critically damped.
  let w: Double
  /// κ = a² − ω₀² (= −w² under-damped, +w² over-damped, 0 critically damped), in 1/s².
  let kappa: Double
  /// The slower of the two decay rates when over-damped, a − w, computed without
  /// cancellation as ω₀/(ζ + √(ζ² − 1)); otherwise a. In 1/s.
  let slowRate: Double
  /// The faster decay rate a + w when over-damped; otherwise a. In 1/s.
  let fastRate: Double

  /// The oscillator of a (normalised) spring.
  init(spring: SpringParameters) {
    let zeta = spring.dampingRatio
    let omega0 = 2 * Double.pi / spring.response
    self.omega0 = omega0
    a = zeta * omega0
    if zeta < 1 {
      regime = .underdamped
      w = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()  // (1−ζ)(1+ζ): no cancellation
      kappa = -w * w
      slowRate = a
      fastRate = a
    } else if zeta == 1 {
      regime = .criticallyDamped
      w = 0
      kappa = 0
      slowRate = a
      fastRate = a
    } else {
      regime = .overdamped
      let root = ((zeta - 1) * (zeta + 1)).squareRoot()
      w = omega0 * root
      kappa = w * w
      slowRate = omega0 / (zeta + root)
      fastRate = omega0 * (zeta + root)
    }
  }

  // MARK: Evaluation

  /// `(e^(−a·t)·C(t), e^(−a·t)·S(t))`, for `t ≥ 0` (`+∞` gives `(0, 0)`).
  ///
  /// Computed so that nothing overflows: when over-damped and `w·t > 1`, the products are
  /// formed from `e^(−(a∓w)·t)` instead of `e^(−a·t)` times a growing `cosh`. Under-damped,
  /// `sin` and `cos` are only evaluated while `e^(−a·t)` is not 0, i.e. `a·t < 746`, so
  /// their argument `w·t < 746·w/a ≤ 746/ζ ≤ 74 600` stays where they are accurate.
  func basis(at t: Double) -> (c: Double, s: Double) {
    if t <= 0 { return (1, 0) }
    if t.isInfinite { return (0, 0) }
    switch regime {
    case .underdamped:
      let envelope = Elementary.exp(-a * t)
      if envelope == 0 { return (0, 0) }
      let theta = w * t
      return (envelope * Elementary.cos(theta), envelope * (Elementary.sin(theta) / w))
    case .criticallyDamped:
      let envelope = Elementary.exp(-a * t)
      return (envelope, envelope * t)
    case .overdamped:
      let y = w * t
      if y <= 1 {
        // sinh(y)/w = t·(sinh(y)/y): exact in the limit w → 0, no cancellation.
        let envelope = Elementary.exp(-a * t)
        return (envelope * Elementary.cosh(y), envelope * t * Elementary.sinhOverX(y))
      }
      let slow = Elementary.exp(-slowRate * t)
      let fast = Elementary.exp(-fastRate * t)
      return (0.5 * (slow + fast), (slow - fast) / (2 * w))
    }
  }

  /// `f(t)` for `t ≥ 0`.
  func evaluate(_ mode: Mode, at t: Double) -> Double {
    if mode.isZero { return 0 }
    let (c, s) = basis(at: t)
    return mode.p * c + mode.q * s
  }

  /// The mode of `f'`: `(q − a·p, κ·p − a·q)`.
  func derivative(of mode: Mode) -> Mode {
    Mode(p: mode.q - a * mode.p, q: kappa * mode.p - a * mode.q)
  }

  // MARK: Settling

  /// The first zero of `f` after time 0, if there is one.
  ///
  /// Under-damped: the zeros of `f` are `π/w` apart, so the first lies in `(0, π/w]`;
  /// it is found by bisection on the phase. Critically damped: `p + q·t = 0`. Over-damped:
  /// `tanh(w·t) = −p·w/q`, which has a solution when that ratio is in `(0, 1)`.
  func firstZero(of mode: Mode) -> Double? {
    if mode.isZero { return nil }
    switch regime {
    case .underdamped:
      // The sign of f(θ/w)·e^(a·θ/w)·w = p·w·cos θ + q·sin θ, which takes the sign of p at
      // θ = 0 and the opposite at θ = π.
      if mode.p == 0 { return Double.pi / w }
      let startsPositive = mode.p > 0
      var low = 0.0
      var high = Double.pi
      while true {
        let mid = 0.5 * (low + high)
        if mid <= low || mid >= high { break }
        let value = mode.p * w * Elementary.cos(mid) + mode.q * Elementary.sin(mid)
        if (value > 0) == startsPositive && value != 0 {
          low = mid
        } else {
          high = mid
        }
      }
      return high / w
    case .criticallyDamped:
      guard mode.q != 0 else { return nil }
      let t = -mode.p / mode.q
      return t > 0 && t.isFinite ? t : nil
    case .overdamped:
      guard mode.q != 0 else { return nil }
      let u = -mode.p * w / mode.q
      guard u > 0, u < 1 else { return nil }
      let y = 0.5 * Elementary.log((1 + u) / (1 - u))  // atanh(u)
      let t = y / w
      return t > 0 && t.isFinite ? t : nil
    }
  }

  /// The lowest and the highest value `f` takes over `t ≥ 0`: the smaller and the larger of
  /// `f(0)`, its limit 0, and its extrema.
  ///
  /// `f` is monotone between consecutive zeros of `f'`. Under-damped, those zeros are `π/w`
  /// apart and the extrema alternate in sign with magnitudes shrinking by `e^(−a·π/w)`, so the
  /// first two extrema after 0 are the lowest and the highest of all; otherwise there is at
  /// most one. Closed form: the first zero of `f'` comes from an arc tangent, not a search.
  ///
  /// - Parameters:
  ///   - mode: `f`.
  ///   - derivative: `f'`, passed in so that callers can compute it without cancellation.
  func extremes(of mode: Mode, derivative: Mode) -> (lowest: Double, highest: Double) {
    var lowest = min(mode.p, 0)
    var highest = max(mode.p, 0)
    func include(_ t: Double) {
      let value = evaluate(mode, at: t)
      if value < lowest { lowest = value }
      if value > highest { highest = value }
    }
    if mode.isZero || derivative.isZero { return (lowest, highest) }
    switch regime {
    case .underdamped:
      // f'(θ/w)·e^(a·θ/w) = p'·cos θ + q'·sin θ/w vanishes where tan θ = −p'·w/q'; the first
      // such θ in (0, π].
      var theta = Double.pi
      if derivative.p != 0 {
        theta = arcTangent(y: -derivative.p * w, x: derivative.q)
        if theta <= 0 { theta += Double.pi }
        if !(theta > 0 && theta <= Double.pi) { theta = Double.pi }  // NaN from overflow
      }
      let first = theta / w
      include(first)
      include(first + Double.pi / w)
    case .criticallyDamped, .overdamped:
      if let turn = firstZero(of: derivative) { include(turn) }
    }
    return (lowest, highest)
  }

  /// The last time at which `|f| > tolerance`: from then on `|f(t)| ≤ tolerance` for ever.
  /// 0 when `|f|` never exceeds it.
  ///
  /// `f` is monotone between consecutive zeros of `f'`, its extrema. Under-damped, the
  /// extrema after 0 are `π/w` apart and their magnitudes shrink geometrically by
  /// `e^(−a·π/w)`; otherwise there is at most one. So the last extremum (or 0) where
  /// `|f| > tolerance` is found directly, and on the stretch after it, where `f` is monotone,
  /// `|f| > tolerance` holds on a prefix whose end is found by bisection.
  ///
  /// - Parameters:
  ///   - mode: `f`.
  ///   - derivative: `f'`, passed in so that callers can compute it without cancellation.
  ///   - tolerance: positive (`+∞` allowed).
  func lastExceedance(of mode: Mode, derivative: Mode, tolerance: Double) -> Double {
    if mode.isZero { return 0 }
    func exceeds(_ t: Double) -> Bool { evaluate(mode, at: t).magnitude > tolerance }
    let extremum = firstZero(of: derivative)

    if regime == .underdamped, let first = extremum {
      let halfPeriod = Double.pi / w
      func peak(_ k: Double) -> Double { first + (k - 1) * halfPeriod }  // k ≥ 1
      let firstPeak = evaluate(mode, at: first).magnitude
      if firstPeak > tolerance {
        // |f(peak(k))| = firstPeak·e^(−a·π/w·(k−1)): the last k above the tolerance, then
        // a correction for rounding.
        let decrement = a * halfPeriod
        let logRatio = Elementary.log(firstPeak) - Elementary.log(tolerance)  // no overflow
        // logRatio ≤ ln(2^1024/2^-1074) ≈ 1454 and decrement ≥ π·0.01: k ≤ 46 300.
        let periods = logRatio / decrement
        var k = periods >= 0 && periods < 1e6 ? 1 + Elementary.floor(periods) : 1
        while k > 1 && !exceeds(peak(k)) { k -= 1 }
        while exceeds(peak(k + 1)) { k += 1 }
        return endOfExceedance(mode, tolerance: tolerance, from: peak(k), to: peak(k + 1))
      }
      return exceeds(0) ? endOfExceedance(mode, tolerance: tolerance, from: 0, to: first) : 0
    }

    // Critically or over-damped (or an under-damped f' that vanishes): at most one extremum.
    if let turn = extremum {
      if exceeds(turn) {
        return endOfExceedance(mode, tolerance: tolerance, from: turn, to: .infinity)
      }
      return exceeds(0) ? endOfExceedance(mode, tolerance: tolerance, from: 0, to: turn) : 0
    }
    return exceeds(0) ? endOfExceedance(mode, tolerance: tolerance, from: 0, to: .infinity) : 0
  }

  /// The end of the prefix of `[start, end]` on which `|f| > tolerance`, given that `f` is
  /// monotone there, `|f(start)| > tolerance` and `|f(end)| ≤ tolerance` (`end` may be +∞).
  /// Returns a time at which `|f| ≤ tolerance`, within a few units in the last place of the
  /// exact crossing.
  private func endOfExceedance(
    _ mode: Mode, tolerance: Double, from start: Double, to end: Double
  ) -> Double {
    func exceeds(_ t: Double) -> Bool { evaluate(mode, at: t).magnitude > tolerance }
    var low = start
    var high = end
    if high.isInfinite {
      // Walk out by doubling steps of the slowest time constant until within tolerance;
      // f decays to exactly 0 (underflow) eventually, so this terminates.
      var step = 1 / slowRate
      high = start + step
      while exceeds(high) {
        low = high
        step *= 2
        high = start + step
        if high.isInfinite { return .greatestFiniteMagnitude }
      }
    }
    while true {
      let mid = low + 0.5 * (high - low)
      if mid <= low || mid >= high { break }
      if exceeds(mid) { low = mid } else { high = mid }
    }
    return high
  }
}
