// How far a motion swings, and a motion that swings no further than a wall allows: a view
// flung at the edge of the screen that stops short of leaving it.
extension SpringAnimation {
  /// The lowest and the highest value the motion passes through, from its start on.
  ///
  /// Exact and in closed form: the smaller and the larger of the start, the target (where the
  /// motion ends) and the motion's extrema. An under-damped spring swings past its target and
  /// back, its swings shrinking by `e^(−π·ζ/√(1 − ζ²))` each (0.6 % for ζ 0.85), so its first
  /// two extrema are the furthest on either side; a critically or over-damped one turns at
  /// most once.
  ///
  /// ```swift
  /// // A window flung at 3000 pt/s towards its corner, 88 pt away at x = 12.
  /// let fling = SpringAnimation(spring: SpringParameters(dampingRatio: 0.85, response: 0.45),
  ///                             from: 100, to: 12, initialVelocity: -3000)
  /// fling.valueRange  // ≈ −24.0...100: it swings 36 pt past x = 12, 24 pt off the screen
  /// ```
  ///
  /// - Complexity: O(1): an arc tangent and two evaluations of the motion.
  public var valueRange: ClosedRange<Double> {
    let (lowest, highest) = oscillator.extremes(of: displacementMode, derivative: velocityMode)
    // `to + x(0)` may differ from `from` by a rounding: the start is the start.
    return min(from, to + lowest)...max(from, to + highest)
  }

  /// This motion with its initial velocity reduced as little as needed for its swing to stay
  /// within `bounds`: a fling towards a wall that stops short of the wall, with a short
  /// settle rather than a hard stop.
  ///
  /// A spring released with a velocity towards its target overshoots it in proportion to the
  /// velocity: released at the target, by `v/ω₀ · e^(−ζ·arccos ζ/√(1 − ζ²))`, 29 pt per
  /// 1000 pt/s for ζ 0.85 and a 0.45 s response. When the motion's ``valueRange`` fits in
  /// `bounds`, it is returned unchanged. Otherwise:
  /// - the initial velocity is scaled down, keeping its direction, to the largest fraction
  ///   whose swing fits: the motion still leaves at speed and turns exactly at the bound. The
  ///   fractions that fit form an interval from 0 (the lowest value is a minimum, the highest
  ///   a maximum, of values linear in the velocity), so bisection on the closed-form
  ///   ``valueRange`` finds its end to within 2⁻⁶⁴.
  /// - when even a release at rest swings further than the room (an under-damped spring, a
  ///   target close to a bound and far from the start: ζ 0.85 overshoots by 0.6 % of the
  ///   distance), the spring is made critically damped, with the same response, which never
  ///   overshoots from rest, and the velocity is limited for that spring as above. (For an
  ///   under-damped spring, rest is the release that swings least past the target: no
  ///   velocity would have done.)
  ///
  /// The bounds are widened to hold the start and the target: a motion that starts beyond a
  /// bound (a view released in a rubber band) never goes further out than it starts.
  ///
  /// ```swift
  /// let fling = SpringAnimation(spring: SpringParameters(dampingRatio: 0.85, response: 0.45),
  ///                             from: 100, to: 12, initialVelocity: -3000)
  /// let kept = fling.limitingOvershoot(to: 0...378)
  /// kept.initialVelocity   // ≈ −1952 pt/s: it swings to x = 0 and no further
  /// kept.valueRange        // ≈ 0...100
  /// ```
  ///
  /// - Parameter bounds: the values the motion may pass through, in its unit (points);
  ///   either end may be infinite (no limit on that side).
  /// - Returns: a motion from the same start to the same target whose ``valueRange`` lies
  ///   within `bounds` widened to `from` and `to`; its ``initialVelocity`` is this one's
  ///   times a fraction in `0...1`, and its spring this one's or, as above, a critically
  ///   damped one.
  /// - Complexity: O(1): one evaluation of ``valueRange`` when the motion fits, at most 67
  ///   otherwise (microseconds); compute it once per release, not per frame.
  public func limitingOvershoot(to bounds: ClosedRange<Double>) -> SpringAnimation {
    limitingOvershoot(lowerBound: bounds.lowerBound, upperBound: bounds.upperBound)
  }

  /// ``limitingOvershoot(to:)`` for bounds that may be NaN (no limit on that side) or
  /// inverted (then only the values between the start and the target are allowed).
  func limitingOvershoot(lowerBound: Double, upperBound: Double) -> SpringAnimation {
    // The room as displacements from the target, widened to hold the start (x₀) and the
    // target (0). Subtracting `to` is monotone, so a start exactly at a bound stays at it.
    let x0 = displacementMode.p
    let lower = min(lowerBound.isNaN ? -Double.infinity : lowerBound - to, x0, 0)
    let upper = max(upperBound.isNaN ? Double.infinity : upperBound - to, x0, 0)
    func fits(_ motion: SpringAnimation) -> Bool {
      let swing = motion.oscillator.extremes(
        of: motion.displacementMode, derivative: motion.velocityMode)
      return swing.lowest >= lower && swing.highest <= upper
    }
    if fits(self) { return self }

    var spring = self.spring
    if spring.dampingRatio < 1 && !fits(SpringAnimation(spring: spring, from: from, to: to)) {
      spring = SpringParameters(dampingRatio: 1, response: spring.response)
    }
    func scaled(_ fraction: Double) -> SpringAnimation {
      SpringAnimation(spring: spring, from: from, to: to, initialVelocity: initialVelocity * fraction)
    }
    if spring != self.spring && fits(scaled(1)) { return scaled(1) }
    // The fractions that fit form an interval holding 0 (the lowest value is a minimum of
    // functions linear in the velocity, the highest a maximum), and 1 is not in it.
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let middle = 0.5 * (low + high)
      if middle <= low || middle >= high { break }
      if fits(scaled(middle)) { low = middle } else { high = middle }
    }
    return scaled(low)
  }
}
