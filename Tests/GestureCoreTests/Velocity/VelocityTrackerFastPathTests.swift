@testable import GestureCore
import Testing

/// The tracker's fast paths against the general arithmetic they replace: the closed-form
/// least-squares fit of degrees 1 and 2 against the QR solver, the in-place impulse walk
/// against `ImpulseEstimator.velocity(times:positions:)`, and the window search against a
/// plain count, on random strokes that wrap around the ring buffer.
@Suite("VelocityTracker fast paths")
struct VelocityTrackerFastPathTests {

  /// A random stroke: `count` samples at irregular steps of 2 to 20 ms from a random epoch,
  /// along a random quadratic path with up to half a point of noise, far from the origin.
  static func stroke(count: Int, using generator: inout SplitMix64) -> [(time: Double, position: Point)] {
    let epochs = [0.0, 12.345, 216_690.896, 1_000_000]
    var time = epochs[Int.random(in: 0..<epochs.count, using: &generator)]
    let start = Point(x: .random(in: -2000...2000, using: &generator), y: .random(in: -2000...2000, using: &generator))
    let velocity = Vector(dx: .random(in: -3000...3000, using: &generator), dy: .random(in: -3000...3000, using: &generator))
    let acceleration = Vector(
      dx: .random(in: -40_000...40_000, using: &generator), dy: .random(in: -40_000...40_000, using: &generator))
    let noise = Double.random(in: 0...0.5, using: &generator)
    var elapsed = 0.0
    var samples: [(time: Double, position: Point)] = []
    for _ in 0..<count {
      let position =
        start + velocity * elapsed + acceleration * (elapsed * elapsed)
        + Vector(dx: .random(in: -noise...noise, using: &generator), dy: .random(in: -noise...noise, using: &generator))
      samples.append((time, position))
      let step = Double.random(in: 0.002...0.020, using: &generator)
      time += step
      elapsed += step
    }
    return samples
  }

  /// The QR fit over the last `count` samples, times relative to the newest.
  static func referenceFit(
    _ samples: ArraySlice<(time: Double, position: Point)>, degree: Int
  ) -> (x: [Double], y: [Double], confidence: Double)? {
    let newestTime = samples.last!.time
    let times = samples.map { $0.time - newestTime }
    let xs = samples.map(\.position.x)
    let ys = samples.map(\.position.y)
    return LeastSquaresSolverTests.fit(times: times, xs: xs, ys: ys, degree: degree).map {
      ($0.x, $0.y, $0.confidence.0 * $0.confidence.1)
    }
  }

  @Test("Closed form and QR agree on random windows, degrees 1 and 2", arguments: [1, 2])
  func closedFormMatchesQR(degree: Int) throws {
    var generator = SplitMix64(seed: UInt64(degree))
    var largestVelocityError = 0.0
    var largestCoefficientError = 0.0
    var largestConfidenceError = 0.0
    for _ in 0..<400 {
      let capacity = Int.random(in: (degree + 1)...24, using: &generator)
      let configuration = VelocityTracker.Configuration(
        estimator: .leastSquares(degree: degree), horizon: .infinity, maximumSamples: capacity,
        minimumSamples: degree + 1, restartGap: .infinity)
      let samples = Self.stroke(count: Int.random(in: (degree + 1)...50, using: &generator), using: &generator)
      var tracker = VelocityTracker(configuration: configuration)
      for sample in samples { tracker.add(sample.position, at: sample.time) }
      let window = samples.suffix(capacity)
      let expected = try #require(Self.referenceFit(window, degree: degree))
      let coefficients = try #require(tracker.closedFormCoefficients(), "the closed form declined")
      let estimate = try #require(tracker.estimate())
      #expect(estimate.sampleCount == window.count)
      #expect(tracker.velocity() == estimate.velocity)
      // Relative to the velocity, or to the window's own scale (its range of positions over
      // its duration) when the velocity is much smaller than that.
      let duration = window.last!.time - window.first!.time
      func relativeError(_ actual: Double, _ expected: Double, scale: Double) -> Double {
        Swift.abs(actual - expected) / Swift.max(Swift.abs(expected), scale)
      }
      for (axis, actual, expectedAxis, positions) in [
        ("x", estimate.velocity.dx, expected.x, window.map(\.position.x)),
        ("y", estimate.velocity.dy, expected.y, window.map(\.position.y)),
      ] {
        let range = positions.max()! - positions.min()!
        let error = relativeError(actual, expectedAxis[1], scale: range / duration)
        largestVelocityError = Swift.max(largestVelocityError, error)
        #expect(error <= 1e-9, "\(axis) velocity \(actual) vs QR \(expectedAxis[1])")
      }
      for (actual, expectedAxis) in [(coefficients.x, expected.x), (coefficients.y, expected.y)] {
        #expect(actual.count == degree + 1)
        let positionScale = expectedAxis[0].magnitude + 1
        for (power, (a, e)) in zip(actual, expectedAxis).enumerated() {
          // Coefficient k in position per secondᵏ: scale the position scale by durationᵏ.
          var scale = positionScale
          for _ in 0..<power { scale /= duration }
          let error = relativeError(a, e, scale: scale * 1e-3)
          largestCoefficientError = Swift.max(largestCoefficientError, error)
          #expect(error <= 1e-9, "coefficient \(power): \(a) vs QR \(e)")
        }
      }
      let confidenceError = Swift.abs(estimate.confidence - expected.confidence)
      largestConfidenceError = Swift.max(largestConfidenceError, confidenceError)
      #expect(confidenceError <= 1e-9, "confidence \(estimate.confidence) vs QR \(expected.confidence)")
    }
    #expect(largestVelocityError <= 1e-9)
    #expect(largestCoefficientError <= 1e-9)
    #expect(largestConfidenceError <= 1e-9)
  }

  @Test("An ill-conditioned window falls back to QR")
  func illConditionedFallsBack() throws {
    let configuration = VelocityTracker.Configuration(horizon: .infinity, restartGap: .infinity)
    // Two of three samples 3 µs apart, 100 ms after the first: the quadratic term can hardly
    // be told from the others, so the normal equations are too ill-conditioned to trust.
    var tracker = VelocityTracker(configuration: configuration)
    tracker.add(Point(x: 0, y: 0), at: 5)
    tracker.add(Point(x: 100, y: 50), at: 5.1)
    tracker.add(Point(x: 100.003, y: 50.001), at: 5.100003)
    #expect(tracker.closedFormCoefficients() == nil)
    let qr = try #require(tracker.leastSquaresCoefficientsByQR())
    let velocity = try #require(tracker.velocity())
    #expect(velocity == Vector(dx: qr.x[1], dy: qr.y[1]))
    #expect(try #require(tracker.leastSquaresCoefficients()).x == qr.x)

    // Evenly spaced samples take the closed form.
    var even = VelocityTracker(configuration: configuration)
    for step in 0..<3 { even.add(Point(x: Double(step) * 10, y: 0), at: 5 + Double(step) * 0.01) }
    let closedForm = try #require(even.closedFormCoefficients())
    #expect(Swift.abs(closedForm.x[1] - 1000) < 1e-9)
  }

  @Test("Higher degrees take the QR path, with the same answer as before")
  func higherDegree() throws {
    var generator = SplitMix64(seed: 3)
    let configuration = VelocityTracker.Configuration(
      estimator: .leastSquares(degree: 3), horizon: .infinity, minimumSamples: 4, restartGap: .infinity)
    let samples = Self.stroke(count: 30, using: &generator)
    var tracker = VelocityTracker(configuration: configuration)
    for sample in samples { tracker.add(sample.position, at: sample.time) }
    #expect(tracker.closedFormCoefficients() == nil)
    let expected = try #require(Self.referenceFit(samples.suffix(20), degree: 3))
    let estimate = try #require(tracker.estimate())
    #expect(estimate.velocity == Vector(dx: expected.x[1], dy: expected.y[1]))
    #expect(estimate.confidence == expected.confidence)
  }

  @Test("Impulse in place matches the reference arithmetic on random windows")
  func impulseMatchesReference() throws {
    var generator = SplitMix64(seed: 7)
    var largestError = 0.0
    for _ in 0..<400 {
      let capacity = Int.random(in: 2...24, using: &generator)
      var configuration = VelocityTracker.Configuration.androidImpulse
      configuration.maximumSamples = capacity
      configuration.horizon = .infinity
      configuration.restartGap = .infinity
      let samples = Self.stroke(count: Int.random(in: 2...50, using: &generator), using: &generator)
      var tracker = VelocityTracker(configuration: configuration)
      for sample in samples { tracker.add(sample.position, at: sample.time) }
      let window = Array(samples.suffix(capacity))
      let newestTime = window.last!.time
      let times = window.map { $0.time - newestTime }
      let xs = window.map(\.position.x)
      let ys = window.map(\.position.y)
      let expected = times.withUnsafeBufferPointer { times in
        xs.withUnsafeBufferPointer { xs in
          ys.withUnsafeBufferPointer { ys in
            Vector(
              dx: ImpulseEstimator.velocity(times: times, positions: xs),
              dy: ImpulseEstimator.velocity(times: times, positions: ys))
          }
        }
      }
      let actual = try #require(tracker.velocity())
      for (a, e) in [(actual.dx, expected.dx), (actual.dy, expected.dy)] {
        let error = Swift.abs(a - e) / Swift.max(Swift.abs(e), 1)
        largestError = Swift.max(largestError, error)
        #expect(error <= 1e-10, "\(a) vs reference \(e)")
      }
    }
    #expect(largestError <= 1e-10)
  }

  @Test("The window search agrees with counting back one sample at a time")
  func windowSearch() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<1000 {
      let capacity = Int.random(in: 1...30, using: &generator)
      let horizon = Double.random(in: -0.01...0.2, using: &generator)
      let configuration = VelocityTracker.Configuration(
        horizon: horizon, maximumSamples: capacity, minimumSamples: 1, restartGap: .infinity)
      let samples = Self.stroke(count: Int.random(in: 1...60, using: &generator), using: &generator)
      var tracker = VelocityTracker(configuration: configuration)
      for sample in samples { tracker.add(sample.position, at: sample.time) }
      let kept = samples.suffix(capacity)
      let newestTime = kept.last!.time
      var expected = 1
      for sample in kept.dropLast().reversed() {
        if newestTime - sample.time > horizon + VelocityTracker.timeTolerance { break }
        expected += 1
      }
      #expect(tracker.windowCount == expected, "horizon \(horizon), capacity \(capacity)")
      #expect(tracker.estimate()?.sampleCount == expected)
    }
  }
}
