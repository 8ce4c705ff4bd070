// How a tracker picks its window and runs its estimator. Internal: the public entry points
// are `VelocityTracker.velocity(at:)` and `estimate(at:)`.
extension VelocityTracker {
  /// The newest samples of the ring buffer that the estimator uses, read in place.
  ///
  /// Valid only inside the `samples.withUnsafeBufferPointer` call that made it. Walks step
  /// between slots with a comparison instead of a modulo.
  struct Window {
    /// The ring buffer's storage.
    let samples: UnsafePointer<Sample>
    /// The number of slots in the ring buffer.
    let capacity: Int
    /// The slot of the newest sample.
    let newestIndex: Int
    /// How many samples the window holds, newest included; at least 1.
    let count: Int

    /// The slot after `index`, wrapping around.
    @inline(__always)
    func index(after index: Int) -> Int { index + 1 == capacity ? 0 : index + 1 }

    /// The slot before `index`, wrapping around.
    @inline(__always)
    func index(before index: Int) -> Int { index == 0 ? capacity - 1 : index - 1 }

    /// The slot of the oldest sample in the window.
    var oldestIndex: Int {
      let index = newestIndex - (count - 1)
      return index >= 0 ? index : index + capacity
    }

    /// The newest sample.
    var newest: Sample { samples[newestIndex] }

    /// The oldest sample in the window.
    var oldest: Sample { samples[oldestIndex] }

    /// The window as one or two runs of consecutive slots, oldest first: `body` gets each
    /// run's first sample and length.
    @inline(__always)
    func forEachRun(_ body: (_ start: UnsafePointer<Sample>, _ count: Int) -> Void) {
      let oldest = oldestIndex
      if oldest <= newestIndex {
        body(samples + oldest, count)
      } else {
        body(samples + oldest, capacity - oldest)
        body(samples, newestIndex + 1)
      }
    }

    /// How many of the newest `sampleCount` samples lie within `horizon` of the newest one:
    /// at least 1 (the newest) when `sampleCount > 0`, else 0. A sample is out when
    /// `newestTime - time > horizon` (never, with a NaN horizon); the newest always counts.
    ///
    /// The times of a stroke increase strictly (``VelocityTracker/add(_:at:)`` restarts the
    /// stroke at a time going backwards and replaces the newest sample at the same time), so
    /// the samples out of the window are the oldest ones: the whole stroke is in when its
    /// oldest sample is (the usual case, O(1)), and otherwise a binary search finds the first
    /// sample out.
    ///
    /// - Complexity: O(1) when every sample lies within the horizon, else O(log *n*) for *n*
    ///   samples.
    @inline(__always)
    static func count(
      samples: UnsafePointer<Sample>, capacity: Int, newestIndex: Int, sampleCount: Int,
      horizon: Double
    ) -> Int {
      guard sampleCount > 1 else { return sampleCount }
      let newestTime = samples[newestIndex].time
      func isOut(age: Int) -> Bool {
        let index = newestIndex - age
        // `>` with a NaN horizon is false: no limit.
        return newestTime - samples[index >= 0 ? index : index + capacity].time > horizon
      }
      var last = sampleCount - 1
      guard isOut(age: last) else { return sampleCount }
      // The first age out, in 1...last (the newest, age 0, always counts).
      var first = 1
      while first < last {
        let middle = first + (last - first) / 2
        if isOut(age: middle) {
          last = middle
        } else {
          first = middle + 1
        }
      }
      return first
    }
  }

  /// How far back from the newest sample the window reaches, with the comparison slack.
  var windowHorizon: Double { configuration.horizon + Self.timeTolerance }

  /// How many of the newest samples lie within the horizon: at least 1 (the newest) when the
  /// tracker is not empty.
  var windowCount: Int {
    samples.withUnsafeBufferPointer { buffer in
      Window.count(
        samples: buffer.baseAddress!, capacity: buffer.count, newestIndex: newestIndex,
        sampleCount: sampleCount, horizon: windowHorizon)
    }
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
  /// Only the general (QR) least-squares path needs the copy.
  static func withCopy<Result>(
    of window: Window,
    _ body: (
      _ times: UnsafeBufferPointer<Double>, _ xs: UnsafeBufferPointer<Double>,
      _ ys: UnsafeBufferPointer<Double>
    ) -> Result
  ) -> Result {
    let count = window.count
    return withUnsafeTemporaryAllocation(of: Double.self, capacity: 3 * count) { scratch in
      let base = scratch.baseAddress!
      let newestTime = window.newest.time
      var slot = window.oldestIndex
      for index in 0..<count {
        let sample = window.samples[slot]
        base[index] = sample.time - newestTime
        base[count + index] = sample.position.x
        base[2 * count + index] = sample.position.y
        slot = window.index(after: slot)
      }
      return body(
        UnsafeBufferPointer(start: base, count: count),
        UnsafeBufferPointer(start: base + count, count: count),
        UnsafeBufferPointer(start: base + 2 * count, count: count))
    }
  }

  /// The general least-squares fit of `degree` over the window (QR decomposition, any
  /// degree): the slope at the newest sample and the confidence, or `nil` when degenerate.
  static func generalFit(over window: Window, degree: Int) -> (velocity: Vector, confidence: Double)? {
    let terms = degree + 1
    return withCopy(of: window) { times, xs, ys in
      withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * terms) {
        coefficients -> (Vector, Double)? in
        let base = coefficients.baseAddress!
        let xCoefficients = UnsafeMutableBufferPointer(start: base, count: terms)
        let yCoefficients = UnsafeMutableBufferPointer(start: base + terms, count: terms)
        guard
          let (xConfidence, yConfidence) = LeastSquaresSolver.fit(
            times: times, xs: xs, ys: ys, degree: degree,
            xCoefficients: xCoefficients, yCoefficients: yCoefficients)
        else { return nil }
        return (Vector(dx: xCoefficients[1], dy: yCoefficients[1]), xConfidence * yConfidence)
      }
    }
  }

  /// The estimate over the current window, ignoring stillness.
  ///
  /// - Parameter includingConfidence: Whether to compute a least-squares fit's confidence
  ///   (a second pass over the window); without it the estimate's confidence is 1.
  func estimateOverWindow(includingConfidence: Bool) -> Estimate? {
    samples.withUnsafeBufferPointer { buffer -> Estimate? in
      let storage = buffer.baseAddress!
      let capacity = buffer.count
      let count = Window.count(
        samples: storage, capacity: capacity, newestIndex: newestIndex,
        sampleCount: sampleCount, horizon: windowHorizon)
      guard count > 0 else { return nil }
      let window = Window(samples: storage, capacity: capacity, newestIndex: newestIndex, count: count)
      let newest = window.newest
      let oldest = window.oldest
      let zero = Estimate(
        velocity: .zero, confidence: 1, duration: newest.time - oldest.time,
        offset: newest.position - oldest.position, sampleCount: count)

      let degree: Int?
      switch plan(windowCount: count) {
      case .zero: return zero
      case .none: return nil
      case .run(let planned): degree = planned
      }

      var estimate = zero
      switch configuration.estimator {
      case .leastSquares:
        let degree = degree ?? 1
        // Degrees 1 and 2 (the usual case) in closed form, from sums gathered in one pass.
        let moments = degree <= 2 ? PolynomialMoments(window) : nil
        if let moments, let fit = ClosedFormFit(moments, degree: degree) {
          estimate.velocity = fit.velocity
          if includingConfidence {
            let confidence = fit.confidence(over: window, moments: moments)
            estimate.confidence = confidence.x * confidence.y
          }
        } else {
          guard let (velocity, confidence) = Self.generalFit(over: window, degree: degree)
          else { return degenerateEstimate(zero) }
          estimate.velocity = velocity
          estimate.confidence = confidence
        }

      case .impulse:
        estimate.velocity = ImpulseEstimator.velocity(over: window)

      case .recentDifferences(let newestWeight, let previousWeight, let earlierWeight):
        // The slope between the samples `age + 1` and `age` places before the newest; a pair
        // that is not in the window, or has no duration, contributes nothing. Times are
        // relative to the newest sample, as in the other estimators.
        func slope(endingAt age: Int) -> Vector {
          guard age + 1 < count else { return .zero }
          var index = newestIndex - age
          if index < 0 { index += capacity }
          let end = storage[index]
          let start = storage[window.index(before: index)]
          let duration = (end.time - newest.time) - (start.time - newest.time)
          guard duration > 0 else { return .zero }
          return Vector(dx: end.position.x - start.position.x, dy: end.position.y - start.position.y)
            / duration
        }
        // Summed oldest first, as Flutter does, so equal slopes with weights adding up to 1
        // give that slope exactly.
        estimate.velocity =
          slope(endingAt: 2) * earlierWeight + slope(endingAt: 1) * previousWeight
          + slope(endingAt: 0) * newestWeight
      }
      return estimate.velocity.isFinite ? estimate : degenerateEstimate(zero)
    }
  }

  /// The least-squares polynomial coefficients over the current window, `x(t) = Σ x[k] tᵏ`
  /// with `t` in seconds relative to the newest sample, ignoring stillness, from the same
  /// path as the estimate (closed form for degrees 1 and 2 unless ill-conditioned, QR
  /// otherwise); `nil` when the estimator is not least squares or does not run. A test hook
  /// for comparing fits with Android's.
  func leastSquaresCoefficients() -> (x: [Double], y: [Double])? {
    closedFormCoefficients() ?? leastSquaresCoefficientsByQR()
  }

  /// ``leastSquaresCoefficients()`` by the closed form, or `nil` when the estimate does not
  /// use it (not least squares, degree above 2, too few samples, or ill-conditioned). A test
  /// hook.
  func closedFormCoefficients() -> (x: [Double], y: [Double])? {
    let count = windowCount
    guard count > 0, case .run(let planned?) = plan(windowCount: count), planned <= 2 else { return nil }
    let closedForm = samples.withUnsafeBufferPointer { buffer -> ClosedFormFit? in
      let window = Window(
        samples: buffer.baseAddress!, capacity: buffer.count, newestIndex: newestIndex, count: count)
      return ClosedFormFit(PolynomialMoments(window), degree: planned)
    }
    guard let fit = closedForm else { return nil }
    let newest = samples[newestIndex].position
    return (
      Array([newest.x + fit.x0, fit.x1, fit.x2].prefix(planned + 1)),
      Array([newest.y + fit.y0, fit.y1, fit.y2].prefix(planned + 1))
    )
  }

  /// ``leastSquaresCoefficients()`` by the general QR path, whatever the degree. A test hook.
  func leastSquaresCoefficientsByQR() -> (x: [Double], y: [Double])? {
    let count = windowCount
    guard count > 0, case .run(let planned?) = plan(windowCount: count) else { return nil }
    var x = Array(repeating: 0.0, count: planned + 1)
    var y = x
    let fitted = samples.withUnsafeBufferPointer { buffer in
      let window = Window(
        samples: buffer.baseAddress!, capacity: buffer.count, newestIndex: newestIndex, count: count)
      return Self.withCopy(of: window) { times, xs, ys in
        x.withUnsafeMutableBufferPointer { xCoefficients in
          y.withUnsafeMutableBufferPointer { yCoefficients in
            LeastSquaresSolver.fit(
              times: times, xs: xs, ys: ys, degree: planned,
              xCoefficients: xCoefficients, yCoefficients: yCoefficients) != nil
          }
        }
      }
    }
    return fitted ? (x, y) : nil
  }
}
