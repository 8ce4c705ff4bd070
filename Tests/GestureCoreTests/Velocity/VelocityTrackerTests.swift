@testable import GestureCore
import Testing

/// The tracker's rules at their thresholds, and what it does with awkward input.
///
/// Times start at a Flutter-like epoch (216690.896 s) so that millisecond steps are inexact in
/// binary, as real timestamps are.
@Suite("VelocityTracker")
struct VelocityTrackerTests {
  /// The first sample's time, in seconds.
  static let epoch = 216_690.896

  /// A tracker fed a finger moving 1 px per ms to the right (1000 px/s) at each millisecond
  /// offset from `epoch`.
  static func tracker(
    _ configuration: VelocityTracker.Configuration = .default, milliseconds: [Double]
  ) -> VelocityTracker {
    var tracker = VelocityTracker(configuration: configuration)
    for millisecond in milliseconds {
      tracker.add(Point(x: millisecond, y: 50), at: epoch + millisecond / 1000)
    }
    return tracker
  }

  /// `epoch` plus a number of milliseconds, in seconds.
  static func time(_ milliseconds: Double) -> Double { epoch + milliseconds / 1000 }

  static func isClose(_ velocity: Vector?, _ expected: Vector, relative: Double = 1e-6) -> Bool {
    guard let velocity else { return false }
    return Swift.abs(velocity.dx - expected.dx) <= relative * Swift.max(Swift.abs(expected.dx), 1)
      && Swift.abs(velocity.dy - expected.dy) <= relative * Swift.max(Swift.abs(expected.dy), 1)
  }

  // MARK: - Stillness before the lift

  @Test("A rest of 40 ms before the lift still flings; 41 ms is a stop")
  func restBeforeLift() {
    let tracker = Self.tracker(milliseconds: [0, 10, 20])
    // Lift at 60 ms: 60 - 20 = 40 ms, not more than the 40 ms stillness timeout.
    #expect(Self.isClose(tracker.velocity(at: Self.time(60)), Vector(dx: 1000, dy: 0)))
    // Lift at 61 ms: 61 - 20 = 41 ms > 40 ms: the finger had stopped.
    #expect(tracker.velocity(at: Self.time(61)) == .zero)
    #expect(tracker.estimate(at: Self.time(61)) == .stopped)
    // Without a time of question there is no stillness check.
    #expect(Self.isClose(tracker.velocity(), Vector(dx: 1000, dy: 0)))

    let android = Self.tracker(.androidLeastSquares, milliseconds: [0, 10, 20])
    #expect(Self.isClose(android.velocity(at: Self.time(60)), Vector(dx: 1000, dy: 0)))
    // Android erases the estimate instead: no velocity.
    #expect(android.velocity(at: Self.time(61)) == nil)
  }

  @Test("A time of question before the newest sample, or not finite, is no rest")
  func oddTimesOfQuestion() {
    let tracker = Self.tracker(milliseconds: [0, 10, 20])
    #expect(Self.isClose(tracker.velocity(at: Self.time(0)), Vector(dx: 1000, dy: 0)))
    #expect(Self.isClose(tracker.velocity(at: .nan), Vector(dx: 1000, dy: 0)))
    #expect(Self.isClose(tracker.velocity(at: .infinity), Vector(dx: 1000, dy: 0)))
  }

  // MARK: - Gaps and horizon

  @Test("A gap of 40 ms stays in the stroke; 41 ms starts a new one")
  func restartGap() {
    // 60 - 20 = 40 ms, not more than the 40 ms restart gap: 4 samples, still 1000 px/s.
    let joined = Self.tracker(milliseconds: [0, 10, 20, 60])
    #expect(joined.sampleCount == 4)
    #expect(joined.estimate()?.sampleCount == 4)
    #expect(Self.isClose(joined.velocity(), Vector(dx: 1000, dy: 0)))

    // 61 - 20 = 41 ms > 40 ms: only the sample at 61 ms counts, too few for a fit.
    let restarted = Self.tracker(milliseconds: [0, 10, 20, 61])
    #expect(restarted.sampleCount == 1)
    #expect(
      restarted.estimate()
        == VelocityTracker.Estimate(velocity: .zero, confidence: 1, duration: 0, offset: .zero, sampleCount: 1))
    #expect(Self.tracker(.androidLeastSquares, milliseconds: [0, 10, 20, 61]).velocity() == nil)
  }

  @Test("A sample exactly 100 ms old is in the window; 101 ms is not")
  func horizon() {
    // Newest at 100 ms: the sample at 0 ms is 100 ms old, not more than the 100 ms horizon.
    let inside = Self.tracker(milliseconds: [0, 30, 60, 90, 100])
    #expect(inside.estimate()?.sampleCount == 5)
    #expect(inside.estimate().map { Swift.abs($0.duration - 0.100) < 1e-9 } == true)
    // Newest at 100 ms: the sample at -1 ms is 101 ms old.
    let outside = Self.tracker(milliseconds: [-1, 30, 60, 90, 100])
    #expect(outside.sampleCount == 5)
    #expect(outside.estimate()?.sampleCount == 4)
    #expect(outside.estimate().map { Swift.abs($0.duration - 0.070) < 1e-9 } == true)
  }

  @Test("At most maximumSamples samples are kept, in storage allocated once")
  func ringBuffer() {
    var tracker = VelocityTracker(configuration: .init(horizon: .infinity))
    #expect(tracker.capacity == 20)
    let storage = tracker.samples.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    for millisecond in stride(from: 0.0, to: 300, by: 10) {
      tracker.add(Point(x: millisecond * 2, y: 0), at: Self.time(millisecond))
    }
    // 30 samples added, 20 kept: the newest at 290 ms, the oldest at 100 ms.
    #expect(tracker.sampleCount == 20)
    #expect(tracker.estimate()?.sampleCount == 20)
    #expect(tracker.estimate().map { Swift.abs($0.duration - 0.190) < 1e-9 } == true)
    #expect(Self.isClose(tracker.velocity(), Vector(dx: 2000, dy: 0)))
    tracker.reset()
    #expect(tracker.sampleCount == 0)
    #expect(tracker.velocity() == nil)
    tracker.add(Point(x: 1, y: 1), at: 1)
    #expect(tracker.samples.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } == storage)
    #expect(tracker.capacity == 20)
  }

  // MARK: - Awkward input

  @Test("NaN and infinite positions and times are ignored")
  func nonFiniteInput() {
    var tracker = VelocityTracker()
    tracker.add(Point(x: 0, y: 50), at: Self.time(0))
    tracker.add(Point(x: .nan, y: 50), at: Self.time(5))
    tracker.add(Point(x: 10, y: 50), at: Self.time(10))
    tracker.add(Point(x: 15, y: .infinity), at: Self.time(15))
    tracker.add(Point(x: 15, y: 50), at: .nan)
    tracker.add(Point(x: 15, y: 50), at: .infinity)
    tracker.add(Point(x: 15, y: 50), at: -.infinity)
    tracker.add(Point(x: 20, y: 50), at: Self.time(20))
    #expect(tracker.sampleCount == 3)
    #expect(tracker.newestTime == Self.time(20))
    let clean = Self.tracker(milliseconds: [0, 10, 20])
    #expect(tracker.estimate() == clean.estimate())
  }

  @Test("A time going backwards starts a new stroke")
  func backwardsTime() {
    var tracker = Self.tracker(milliseconds: [0, 10, 20])
    tracker.add(Point(x: 15, y: 50), at: Self.time(15))
    #expect(tracker.sampleCount == 1)
    #expect(tracker.newestTime == Self.time(15))
    #expect(tracker.velocity() == .zero)
    tracker.add(Point(x: 25, y: 50), at: Self.time(25))
    tracker.add(Point(x: 35, y: 50), at: Self.time(35))
    #expect(Self.isClose(tracker.velocity(), Vector(dx: 1000, dy: 0)))
  }

  @Test("A second sample at the same time replaces the first (Android's rule)")
  func sameTime() {
    var tracker = Self.tracker(milliseconds: [0, 10, 20])
    tracker.add(Point(x: 40, y: 50), at: Self.time(20))
    #expect(tracker.sampleCount == 3)
    #expect(tracker.newestPosition == Point(x: 40, y: 50))
    // The quadratic through (0 ms, 0 px), (10, 10), (20, 40) is x = 0.1 t²:
    // x'(20 ms) = 2 × 0.1 × 20 = 4 px/ms. With the first (20, 20) kept it would be 1 px/ms.
    #expect(Self.isClose(tracker.velocity(), Vector(dx: 4000, dy: 0)))
  }

  @Test("Touch samples: the lift is not added")
  func touchSamples() {
    var tracker = VelocityTracker()
    let id = TouchID(1)
    tracker.add(TouchSample(id: id, phase: .began, location: Point(x: 0, y: 0), timestamp: 1.000))
    tracker.add(TouchSample(id: id, phase: .moved, location: Point(x: 0, y: 10), timestamp: 1.010))
    tracker.add(TouchSample(id: id, phase: .moved, location: Point(x: 0, y: 20), timestamp: 1.020))
    tracker.add(TouchSample(id: id, phase: .ended, location: Point(x: 0, y: 20), timestamp: 1.030))
    #expect(tracker.sampleCount == 3)
    #expect(Self.isClose(tracker.velocity(at: 1.030), Vector(dx: 0, dy: 1000)))
  }

  // MARK: - Too few samples

  @Test("One and two samples under each preset", arguments: [VelocityTracker.Configuration.default, .androidLeastSquares, .androidImpulse])
  func fewSamples(configuration: VelocityTracker.Configuration) {
    let one = [0.0]
    let two = [0.0, 10]
    // Flutter: fewer than 3 samples is zero.
    #expect(Self.tracker(milliseconds: one).velocity() == .zero)
    #expect(Self.tracker(milliseconds: two).velocity() == .zero)
    #expect(Self.tracker(milliseconds: two).estimate()?.offset == Vector(dx: 10, dy: 0))
    // Android LSQ2: a straight line through 2 samples, nothing from 1.
    #expect(Self.tracker(.androidLeastSquares, milliseconds: one).velocity() == nil)
    #expect(Self.isClose(Self.tracker(.androidLeastSquares, milliseconds: two).velocity(), Vector(dx: 1000, dy: 0)))
    // Android IMPULSE: the slope of 2 samples, zero from 1.
    #expect(Self.tracker(.androidImpulse, milliseconds: one).velocity() == .zero)
    #expect(Self.isClose(Self.tracker(.androidImpulse, milliseconds: two).velocity(), Vector(dx: 1000, dy: 0)))
    // Nothing at all: no velocity, whatever the configuration.
    #expect(VelocityTracker(configuration: configuration).velocity() == nil)
  }

  // MARK: - Estimators

  @Test("The quadratic fit recovers an accelerating finger exactly, far from the epoch")
  func quadraticMotion() {
    var tracker = VelocityTracker()
    let start = 1_000_000.0  // 11.6 days of uptime: 1.2e-10 s resolution
    var elapsed = 0.0
    for _ in 0..<11 {
      // x = 5 + 300 τ + 2000 τ², y = 7 - 100 τ
      tracker.add(Point(x: 5 + 300 * elapsed + 2000 * elapsed * elapsed, y: 7 - 100 * elapsed), at: start + elapsed)
      elapsed += 0.008
    }
    // The newest sample at τ = 80 ms: x' = 300 + 4000 × 0.080 = 620 px/s.
    #expect(Self.isClose(tracker.velocity(), Vector(dx: 620, dy: -100)))
    #expect(tracker.estimate().map { $0.confidence > 0.999_999 } == true)
  }

  @Test("Linear fit and impulse on a steady finger")
  func steadyFinger() {
    let linear = VelocityTracker.Configuration(estimator: .leastSquares(degree: 1), minimumSamples: 2)
    #expect(Self.isClose(Self.tracker(linear, milliseconds: [0, 8, 16, 24]).velocity(), Vector(dx: 1000, dy: 0)))
    #expect(Self.isClose(Self.tracker(.androidImpulse, milliseconds: [0, 8, 16, 24]).velocity(), Vector(dx: 1000, dy: 0)))
  }

  @Test("Impulse weighs the work of each movement")
  func impulse() {
    // Segments of 10 ms at 1000 then 3000 px/s:
    // work = 1000 × 1000 / 2 = 500 000 (halved: the first segment starts from rest);
    // v = √(2 × 500 000) = 1000; work += (3000 - 1000) × 3000 = 6 500 000; v = √13 000 000.
    var tracker = VelocityTracker(configuration: .androidImpulse)
    tracker.add(Point(x: 0, y: 0), at: Self.time(0))
    tracker.add(Point(x: 10, y: 0), at: Self.time(10))
    tracker.add(Point(x: 40, y: 0), at: Self.time(20))
    #expect(Self.isClose(tracker.velocity(), Vector(dx: 13_000_000.0.squareRoot(), dy: 0)))
  }

  @Test("Recent differences weigh the last three slopes")
  func recentDifferences() {
    // Slopes 1000, 2000 and 4000 px/s, oldest first: 0.6 × 1000 + 0.35 × 2000 + 0.05 × 4000.
    var tracker = VelocityTracker(configuration: .flutterIOSScrollView)
    for (millisecond, x) in [(0.0, 0.0), (10, 10), (20, 30), (30, 70)] {
      tracker.add(Point(x: x, y: 0), at: Self.time(millisecond))
    }
    #expect(Self.isClose(tracker.velocity(), Vector(dx: 1500, dy: 0)))
  }

  // MARK: - Configuration

  @Test("Out-of-range constants are clamped or harmless")
  func outOfRangeConfiguration() {
    #expect(VelocityTracker(configuration: .init(maximumSamples: 0)).capacity == 1)
    #expect(VelocityTracker(configuration: .init(maximumSamples: -5)).capacity == 1)
    #expect(VelocityTracker(configuration: .init(maximumSamples: .max)).capacity == 1024)
    // Degree 0 is a straight line.
    let flat = VelocityTracker.Configuration(estimator: .leastSquares(degree: 0), minimumSamples: 0)
    #expect(Self.isClose(Self.tracker(flat, milliseconds: [0, 10]).velocity(), Vector(dx: 1000, dy: 0)))

    let odd: [VelocityTracker.Configuration] = [
      .init(horizon: -1), .init(horizon: .nan), .init(restartGap: -1), .init(restartGap: .nan),
      .init(stillnessTimeout: -1), .init(stillnessTimeout: .nan),
      .init(estimator: .leastSquares(degree: 100), lowSampleFallback: .reduceDegree),
      .init(estimator: .leastSquares(degree: .max)), .init(estimator: .leastSquares(degree: .min)),
      .init(estimator: .recentDifferences(newest: .nan, previous: 1, earlier: 0)),
      .init(maximumSamples: 1, minimumSamples: .max), .init(minimumSamples: .min),
    ]
    for configuration in odd {
      var tracker = VelocityTracker(configuration: configuration)
      for millisecond in stride(from: 0.0, through: 200, by: 7) {
        tracker.add(Point(x: millisecond * millisecond, y: -millisecond), at: Self.time(millisecond))
        if let velocity = tracker.velocity(at: Self.time(millisecond + 5)) {
          #expect(velocity.isFinite, "\(configuration)")
        }
      }
    }
  }

  @Test("Presets")
  func presets() {
    #expect(VelocityTracker.Configuration.default == .flutter)
    #expect(
      VelocityTracker.Configuration.flutter
        == .init(
          estimator: .leastSquares(degree: 2), horizon: 0.100, maximumSamples: 20, minimumSamples: 3,
          lowSampleFallback: .zero, restartGap: 0.040, stillnessTimeout: 0.040, stillnessResult: .zero))
    #expect(VelocityTracker.Configuration.androidLeastSquares.lowSampleFallback == .reduceDegree)
    #expect(VelocityTracker.Configuration.androidLeastSquares.stillnessResult == .noVelocity)
    #expect(VelocityTracker.Configuration.androidImpulse.estimator == .impulse)
  }
}
