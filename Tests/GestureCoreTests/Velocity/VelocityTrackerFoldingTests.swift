@testable import GestureCore
import Testing

/// `foldedVelocity(at:)` against `velocity(at:)`: the same least-squares fit, from sums kept
/// between asks instead of a pass over the window, on random strokes that wrap the ring, skip
/// asks, replace the newest sample, restart, rest and reset. (In debug builds every fold also
/// asserts that its window is the one `velocity(at:)` counts.)
@Suite("VelocityTracker folded sums")
struct VelocityTrackerFoldingTests {
  /// Whether `folded` is `reference` within rounding: relative to the larger of the two
  /// velocities and of the stroke's own scale (a still finger's velocity is near zero).
  static func agrees(_ folded: Vector?, _ reference: Vector?, scale: Double) -> Bool {
    guard let folded, let reference else { return folded == nil && reference == nil }
    let tolerance = 1e-7 * Swift.max(scale, reference.length, 1)
    return (folded - reference).length <= tolerance
  }

  @Test(
    "Folded and full fits agree on random strokes",
    arguments: [
      VelocityTracker.Configuration.default,
      VelocityTracker.Configuration(estimator: .leastSquares(degree: 1)),
      VelocityTracker.Configuration(horizon: .infinity, maximumSamples: 7),
      VelocityTracker.Configuration(horizon: 0.05, maximumSamples: 40, minimumSamples: 5),
    ])
  func agreesWithTheFullPass(configuration: VelocityTracker.Configuration) {
    var generator = SplitMix64(seed: 7)
    var asks = 0
    for _ in 0..<200 {
      var tracker = VelocityTracker(configuration: configuration)
      let samples = VelocityTrackerFastPathTests.stroke(
        count: .random(in: 1...80, using: &generator), using: &generator)
      // The stroke's scale: how far a sample is from the first, per second of the window.
      let scale = samples.map { ($0.position - samples[0].position).length }.max()! / 0.1
      for (index, sample) in samples.enumerated() {
        tracker.add(sample.position, at: sample.time)
        switch Int.random(in: 0..<10, using: &generator) {
        case 0:
          // A second finger's sample at the same time replaces the newest.
          tracker.add(sample.position + Vector(dx: 3, dy: -2), at: sample.time)
        case 1:
          continue  // not asked after this sample: the next fold takes in two
        case 2 where index > 0 && index % 17 == 0:
          tracker.reset()  // a new stroke from the next sample
          continue
        default:
          break
        }
        let now =
          Bool.random(using: &generator) ? nil : sample.time + .random(in: 0...0.2, using: &generator)
        let reference = tracker.velocity(at: now)
        let folded = tracker.foldedVelocity(at: now)
        #expect(
          Self.agrees(folded, reference, scale: scale),
          "\(String(describing: folded)) vs \(String(describing: reference))")
        asks += 1
      }
    }
    #expect(asks > 5000)
  }

  @Test(
    "A report of the same instant after an ask moves the velocity as a full fit would",
    arguments: [
      VelocityTracker.Configuration.default,
      VelocityTracker.Configuration(estimator: .leastSquares(degree: 1)),
      VelocityTracker.Configuration(horizon: .infinity, maximumSamples: 7),
    ])
  func agreesAfterReplacingTheNewestSample(configuration: VelocityTracker.Configuration) {
    // A pinch's measure at a two-finger event: the first finger's report, asked, then the
    // second finger's at the same time, asked again (the second ask takes the no-fit path).
    var generator = SplitMix64(seed: 11)
    var replacements = 0
    for _ in 0..<100 {
      var tracker = VelocityTracker(configuration: configuration)
      let samples = VelocityTrackerFastPathTests.stroke(
        count: .random(in: 1...60, using: &generator), using: &generator)
      let scale = samples.map { ($0.position - samples[0].position).length }.max()! / 0.1
      for sample in samples {
        tracker.add(sample.position, at: sample.time)
        #expect(Self.agrees(tracker.foldedVelocity(), tracker.velocity(), scale: scale))
        for _ in 0..<Int.random(in: 0...2, using: &generator) {
          let moved = Vector(
            dx: .random(in: -20...20, using: &generator), dy: .random(in: -20...20, using: &generator))
          tracker.add(sample.position + moved, at: sample.time)
          let folded = tracker.foldedVelocity()
          let reference = tracker.velocity()
          #expect(
            Self.agrees(folded, reference, scale: scale),
            "\(String(describing: folded)) vs \(String(describing: reference))")
          replacements += 1
        }
      }
    }
    #expect(replacements > 2000)
  }

  @Test func aTimeGoingBackwardsStartsAFreshWindow() {
    var tracker = VelocityTracker()
    for step in 0..<10 { tracker.add(Point(x: Double(step) * 10, y: 0), at: Double(step) * 0.008) }
    #expect(Self.agrees(tracker.foldedVelocity(), tracker.velocity(), scale: 1000))
    // Earlier than the newest: a new stroke with one sample, which has no fit yet.
    tracker.add(Point(x: 500, y: 500), at: 0.01)
    #expect(tracker.foldedVelocity() == tracker.velocity())
    for step in 1..<6 {
      tracker.add(Point(x: 500, y: 500 - Double(step) * 5), at: 0.01 + Double(step) * 0.008)
    }
    // 5 pt per 8 ms upwards: −625 pt/s.
    let velocity = tracker.foldedVelocity()
    #expect(Self.agrees(velocity, tracker.velocity(), scale: 1000))
    #expect(abs(velocity!.dy + 625) < 1e-6)
  }

  @Test func aLongStrokeStaysExact() {
    // 100 000 samples of 1000 pt/s along x: the folded sums are summed afresh every 20, so
    // no drift piles up over minutes of dragging.
    var tracker = VelocityTracker()
    var largestError = 0.0
    for step in 0..<100_000 {
      let time = Double(step) / 120
      tracker.add(Point(x: 1000 * time, y: 0), at: time)
      let velocity = tracker.foldedVelocity()!
      // Fewer than the 3 samples a fit needs report zero (the default fallback).
      guard step >= 2 else { continue }
      largestError = max(largestError, abs(velocity.dx - 1000), abs(velocity.dy))
    }
    #expect(largestError < 1e-6)
  }
}
