// Velocity only when asked, at the cost of what changed since the last ask: a pan, a pinch
// and a rotation report their velocity with every change, and summing the whole window for
// each one was the largest part of a moving finger's cost.
extension VelocityTracker {
  /// The window's sums for a least-squares fit of degree 1 or 2 — of `t`, `t²`, `t³`, `t⁴`,
  /// `x`, `x·t`, `x·t²`, `y`, `y·t`, `y·t²`, times and positions relative to ``origin`` —
  /// as of the latest fold.
  ///
  /// A fold adds the samples stored since, and takes out those that left the window, so the
  /// sums drift by a rounding error at each step; they are summed afresh every ``capacity``
  /// samples, from an origin in the window, which bounds the drift and keeps the origin near
  /// the newest sample (the shift to it, in ``moments(newest:)``, loses a digit or two at
  /// most). A fold that cannot tell what changed (a new stroke, more samples than the ring
  /// holds, a newest sample moved earlier) sums afresh.
  struct FoldedSums {
    /// ``VelocityTracker/strokes`` when folded; `nil` before the first fold.
    var stroke: Int?
    /// ``VelocityTracker/additions`` when folded: the newest sample folded in.
    var through = 0
    /// That sample as it was folded in (a later sample at the same time replaces it).
    var newest = Sample(position: .zero, time: 0)
    /// The samples in the window, and the ring index of the oldest.
    var count = 0
    var oldestIndex = 0
    /// What times and positions are measured from.
    var origin = Sample(position: .zero, time: 0)
    var t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
    var x0 = 0.0, x1 = 0.0, x2 = 0.0
    var y0 = 0.0, y1 = 0.0, y2 = 0.0
    /// Samples folded in since the sums were last summed afresh.
    var foldedSinceSum = 0
    /// Whether the latest fold ended in a closed-form fit, whose velocity and newest-sample
    /// gain (``PolynomialMoments/ClosedFormFit/newestGain``) follow.
    var hasFit = false
    var fitVelocity = Vector.zero
    var fitGain = 0.0

    /// Adds (`sign` 1) or takes out (`sign` −1) a sample's terms.
    @inline(__always)
    mutating func accumulate(_ sample: Sample, sign: Double) {
      let t = sample.time - origin.time
      let tt = t * t
      let x = sample.position.x - origin.position.x
      let y = sample.position.y - origin.position.y
      t1 += sign * t
      t2 += sign * tt
      t3 += sign * (tt * t)
      t4 += sign * (tt * tt)
      x0 += sign * x
      x1 += sign * (x * t)
      x2 += sign * (x * tt)
      y0 += sign * y
      y1 += sign * (y * t)
      y2 += sign * (y * tt)
    }

    /// The sums relative to `newest`, as ``PolynomialMoments`` gathers them over the window:
    /// the binomial expansion of each power of `t − Δt`, `x − Δx` and `y − Δy`.
    func moments(newest: Sample) -> PolynomialMoments {
      let m = Double(count)
      let dt = newest.time - origin.time
      let dx = newest.position.x - origin.position.x
      let dy = newest.position.y - origin.position.y
      let dt2 = dt * dt
      let centred2 = t2 - 2 * dt * t1 + m * dt2
      var moments = PolynomialMoments()
      moments.count = count
      moments.t1 = t1 - m * dt
      moments.t2 = centred2
      moments.t3 = t3 - 3 * dt * t2 + 3 * dt2 * t1 - m * dt2 * dt
      moments.t4 = t4 - 4 * dt * t3 + 6 * dt2 * t2 - 4 * dt2 * dt * t1 + m * dt2 * dt2
      moments.x0 = x0 - m * dx
      moments.x1 = x1 - dt * x0 - dx * t1 + m * dx * dt
      moments.x2 = x2 - 2 * dt * x1 + dt2 * x0 - dx * centred2
      moments.y0 = y0 - m * dy
      moments.y1 = y1 - dt * y0 - dy * t1 + m * dy * dt
      moments.y2 = y2 - 2 * dt * y1 + dt2 * y0 - dy * centred2
      return moments
    }
  }

  /// The velocity, as ``velocity(at:)`` estimates it, from sums kept between asks: a
  /// least-squares fit of degree 1 or 2 costs what changed since the last ask (usually one
  /// sample in, one out) rather than a pass over the window. The same fit, equal to
  /// ``velocity(at:)``'s within rounding; every other case (other estimators, a finger at
  /// rest, too few samples, a window the closed form declines) is ``velocity(at:)`` itself.
  ///
  /// - Complexity: O(1) amortized when asked after every sample; without allocating.
  public mutating func foldedVelocity(at now: Double? = nil) -> Vector? {
    guard sampleCount > 0, let degree = configuration.estimator.clampedDegree, degree <= 2,
      !isAtRest(at: now)
    else { return velocity(at: now) }
    if let velocity = velocityAfterReplacement() { return velocity }
    fold()
    guard folded.count >= Swift.max(configuration.minimumSamples, degree + 1),
      let fit = ClosedFormFit(folded.moments(newest: samples[newestIndex]), degree: degree)
    else {
      folded.hasFit = false
      return velocity(at: now)
    }
    folded.hasFit = true
    folded.fitVelocity = fit.velocity
    folded.fitGain = fit.newestGain
    return fit.velocity
  }

  /// The velocity without a new fit, when all that changed since the latest fold is the
  /// newest sample's position, at the very same time (a second finger's report of the same
  /// instant, as a pinch's and a rotation's measures get at every two-finger event): the
  /// fit is linear in the positions, so the velocity moves by the latest fit's gain times
  /// how far that sample moved, and the sums take in the move. `nil` in every other case.
  private mutating func velocityAfterReplacement() -> Vector? {
    guard folded.hasFit, folded.stroke == strokes, folded.through == additions else { return nil }
    let newest = samples[newestIndex]
    let old = folded.newest
    guard newest.time == old.time else { return nil }
    let dx = newest.position.x - old.position.x
    let dy = newest.position.y - old.position.y
    let velocity = Vector(
      dx: folded.fitVelocity.dx + folded.fitGain * dx, dy: folded.fitVelocity.dy + folded.fitGain * dy)
    guard velocity.dx.isFinite, velocity.dy.isFinite else { return nil }
    // The sample's terms move with its position alone (its time is the same).
    let t = newest.time - folded.origin.time
    folded.x0 += dx
    folded.x1 += dx * t
    folded.x2 += dx * (t * t)
    folded.y0 += dy
    folded.y1 += dy * t
    folded.y2 += dy * (t * t)
    folded.newest = newest
    folded.fitVelocity = velocity
    return velocity
  }

  /// Whether `now` is past the stillness timeout after the newest sample (``estimate(at:)``'s
  /// first test).
  private func isAtRest(at now: Double?) -> Bool {
    guard let now, now.isFinite else { return false }
    return now - samples[newestIndex].time > configuration.stillnessTimeout + Self.timeTolerance
  }

  /// Brings ``folded`` up to the samples stored now.
  private mutating func fold() {
    // On a copy, stored back once: the sums stay in registers rather than being loaded and
    // stored through the tracker at each term.
    var sums = folded
    let pending = additions &- sums.through
    guard sums.stroke == strokes, pending >= 0, sums.count + pending <= samples.count
    else { return sumAfresh() }
    // The newest sample folded in, where it is now: replaced since by one at the same time?
    var index = newestIndex - pending
    if index < 0 { index += samples.count }
    let current = samples[index]
    if current.time != sums.newest.time || current.position != sums.newest.position {
      guard current.time >= sums.newest.time else { return sumAfresh() }
      sums.accumulate(sums.newest, sign: -1)
      sums.accumulate(current, sign: 1)
    }
    for _ in 0..<pending {
      index = index + 1 < samples.count ? index + 1 : 0
      sums.accumulate(samples[index], sign: 1)
      sums.count += 1
    }
    let newest = samples[newestIndex]
    let horizon = windowHorizon
    // `>` with a NaN horizon is false: no limit, as `Window.count`.
    while sums.count > 1, newest.time - samples[sums.oldestIndex].time > horizon {
      sums.accumulate(samples[sums.oldestIndex], sign: -1)
      sums.oldestIndex = sums.oldestIndex + 1 < samples.count ? sums.oldestIndex + 1 : 0
      sums.count -= 1
    }
    sums.through = additions
    sums.newest = newest
    sums.foldedSinceSum += pending
    folded = sums
    if sums.foldedSinceSum >= samples.count { sumAfresh() }
    assert(folded.count == windowCount, "VelocityTracker: the folded window disagrees")
  }

  /// Sums the window afresh from its oldest sample, which becomes the origin.
  private mutating func sumAfresh() {
    let count = windowCount
    var oldest = newestIndex - (count - 1)
    if oldest < 0 { oldest += samples.count }
    var sums = FoldedSums()
    sums.stroke = strokes
    sums.through = additions
    sums.newest = samples[newestIndex]
    sums.count = count
    sums.oldestIndex = oldest
    sums.origin = samples[oldest]
    var index = oldest
    for _ in 0..<count {
      sums.accumulate(samples[index], sign: 1)
      index = index + 1 < samples.count ? index + 1 : 0
    }
    folded = sums
  }
}
