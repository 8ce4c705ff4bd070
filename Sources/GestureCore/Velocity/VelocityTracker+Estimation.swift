// How a tracker picks its window and runs its estimator. Internal: the public entry points
// are `VelocityTracker.velocity(at:)` and `estimate(at:)`.
extension VelocityTracker {
  /// The sample `age` places before the newest one (0 is the newest).
  func sample(back age: Int) -> Sample {
    let index = newestIndex - age
    return samples[index >= 0 ? index : index + samples.count]
  }

  /// How many of the newest samples lie within the horizon: at least 1 (the newest) when the
  /// tracker is not empty.
  var windowCount: Int {
    guard sampleCount > 0 else { return 0 }
    let newestTime = samples[newestIndex].time
    let horizon = configuration.horizon + Self.timeTolerance
    var count = 1
    while count < sampleCount {
      // `>` with a NaN horizon is false: no limit.
      if newestTime - sample(back: count).time > horizon { break }
      count += 1
    }
    return count
  }

  /// What the estimator needs and may use for a window of `count` samples.
  enum Plan {
    /// Run the estimator; for least squares, with this degree.
    case run(degree: Int?)
    /// Report a zero velocity.
    case zero
    /// Report no velocity.
    case none
  }

  /// Decides, from the window size and the configuration, whether the estimator runs.
  func plan(windowCount count: Int) -> Plan {
    let estimator = configuration.estimator
    let required = Swift.max(configuration.minimumSamples, estimator.naturalMinimumSamples)
    let degree = estimator.clampedDegree
    guard count < required else { return .run(degree: degree) }
    switch configuration.lowSampleFallback {
    case .zero:
      return .zero
    case .reduceDegree:
      guard count >= 2 else { return .none }
      return .run(degree: degree.map { Swift.min($0, count - 1) })
    }
  }

  /// What a degenerate fit reports, following the low-sample fallback.
  func degenerateEstimate(_ zero: Estimate) -> Estimate? {
    switch configuration.lowSampleFallback {
    case .zero: zero
    case .reduceDegree: nil
    }
  }

  /// Copies the window, oldest first, into scratch arrays of times (seconds relative to the
  /// newest sample, so `<= 0`), horizontal and vertical positions, and runs `body` on them.
  func withWindow<Result>(
    count: Int,
    _ body: (
      _ times: UnsafeBufferPointer<Double>, _ xs: UnsafeBufferPointer<Double>,
      _ ys: UnsafeBufferPointer<Double>
    ) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * count) { scratch in
      let base = scratch.baseAddress!
      let newestTime = samples[newestIndex].time
      for index in 0..<count {
        let sample = sample(back: count - 1 - index)
        base[index] = sample.time - newestTime
        base[count + index] = sample.position.x
        base[2 * count + index] = sample.position.y
      }
      return body(
        UnsafeBufferPointer(start: base, count: count),
        UnsafeBufferPointer(start: base + count, count: count),
        UnsafeBufferPointer(start: base + 2 * count, count: count))
    }
  }

  /// The estimate over the current window, ignoring stillness.
  func estimateOverWindow() -> Estimate? {
    let count = windowCount
    guard count > 0 else { return nil }
    let newest = samples[newestIndex]
    let oldest = sample(back: count - 1)
    let zero = Estimate(
      velocity: .zero, confidence: 1, duration: newest.time - oldest.time,
      offset: newest.position - oldest.position, sampleCount: count)

    let degree: Int?
    switch plan(windowCount: count) {
    case .zero: return zero
    case .none: return nil
    case .run(let planned): degree = planned
    }

    return withWindow(count: count) { times, xs, ys -> Estimate? in
      var estimate = zero
      switch configuration.estimator {
      case .leastSquares:
        let terms = (degree ?? 1) + 1
        let fitted = withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * terms) {
          coefficients -> (Vector, Double)? in
          let base = coefficients.baseAddress!
          let xCoefficients = UnsafeMutableBufferPointer(start: base, count: terms)
          let yCoefficients = UnsafeMutableBufferPointer(start: base + terms, count: terms)
          guard
            let (xConfidence, yConfidence) = LeastSquaresSolver.fit(
              times: times, xs: xs, ys: ys, degree: terms - 1,
              xCoefficients: xCoefficients, yCoefficients: yCoefficients)
          else { return nil }
          return (Vector(dx: xCoefficients[1], dy: yCoefficients[1]), xConfidence * yConfidence)
        }
        guard let (velocity, confidence) = fitted else { return degenerateEstimate(zero) }
        estimate.velocity = velocity
        estimate.confidence = confidence

      case .impulse:
        estimate.velocity = Vector(
          dx: ImpulseEstimator.velocity(times: times, positions: xs),
          dy: ImpulseEstimator.velocity(times: times, positions: ys))

      case .recentDifferences(let newestWeight, let previousWeight, let earlierWeight):
        // The slope between samples `end - 1` and `end` (oldest-first indices); a pair that
        // is not in the window, or has no duration, contributes nothing.
        func slope(endingAt end: Int) -> Vector {
          guard end >= 1 else { return .zero }
          let duration = times[end] - times[end - 1]
          guard duration > 0 else { return .zero }
          return Vector(dx: xs[end] - xs[end - 1], dy: ys[end] - ys[end - 1]) / duration
        }
        // Summed oldest first, as Flutter does, so equal slopes with weights adding up to 1
        // give that slope exactly.
        let last = count - 1
        estimate.velocity =
          slope(endingAt: last - 2) * earlierWeight + slope(endingAt: last - 1) * previousWeight
          + slope(endingAt: last) * newestWeight
      }
      return estimate.velocity.isFinite ? estimate : degenerateEstimate(zero)
    }
  }

  /// The least-squares polynomial coefficients over the current window, `x(t) = Σ x[k] tᵏ`
  /// with `t` in seconds relative to the newest sample, ignoring stillness; `nil` when the
  /// estimator is not least squares or does not run. A test hook for comparing fits with
  /// Android's.
  func leastSquaresCoefficients() -> (x: [Double], y: [Double])? {
    let count = windowCount
    guard count > 0, case .run(let planned?) = plan(windowCount: count) else { return nil }
    var x = Array(repeating: 0.0, count: planned + 1)
    var y = x
    let fitted = withWindow(count: count) { times, xs, ys in
      x.withUnsafeMutableBufferPointer { xCoefficients in
        y.withUnsafeMutableBufferPointer { yCoefficients in
          LeastSquaresSolver.fit(
            times: times, xs: xs, ys: ys, degree: planned,
            xCoefficients: xCoefficients, yCoefficients: yCoefficients) != nil
        }
      }
    }
    return fitted ? (x, y) : nil
  }
}
