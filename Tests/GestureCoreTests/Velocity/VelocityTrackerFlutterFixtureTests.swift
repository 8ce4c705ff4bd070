import Foundation
@testable import GestureCore
import Testing

/// Flutter's recorded strokes (`Fixtures/Velocity/flutter.json`, from Flutter's
/// `velocity_tracker_test.dart`) through a tracker with the default configuration.
///
/// Fed as Flutter's test feeds them: one tracker for the whole list, never reset; every down
/// and move added; at every up the velocity compared with the next expected value, the up
/// itself not added. Flutter's tolerance: 0.1 % relative, separately for each component.
@Suite("VelocityTracker against Flutter's recorded strokes")
struct VelocityTrackerFlutterFixtureTests {
  /// One event of a stroke.
  struct Event {
    var phase: String
    var time: Double
    var position: Point

    init(_ object: VelocityFixtures.Object) throws {
      phase = try #require(object["phase"] as? String)
      // Flutter's timestamps are integer milliseconds; the tracker takes seconds.
      time = try #require(VelocityFixtures.number(object["t_ms"])) / 1000
      position = Point(
        x: try #require(VelocityFixtures.number(object["x"])),
        y: try #require(VelocityFixtures.number(object["y"])))
    }
  }

  /// A stroke's events and Flutter's expected release velocity.
  struct Stroke {
    var id: String
    var events: [Event]
    var expected: Vector
    var recomputed: VelocityFixtures.Object?

    init(_ object: VelocityFixtures.Object) throws {
      id = object["stroke_id"] as? String ?? "?"
      events = try (try #require(object["events"] as? [VelocityFixtures.Object])).map(Event.init)
      let expected = try #require(object["expected_velocity_px_per_s"] as? VelocityFixtures.Object)
      self.expected = Vector(
        dx: try #require(VelocityFixtures.number(expected["vx"])),
        dy: try #require(VelocityFixtures.number(expected["vy"])))
      recomputed = object["recomputed_by_python_port"] as? VelocityFixtures.Object
    }
  }

  /// Feeds strokes to one tracker as Flutter's test does and checks the estimate at every up.
  ///
  /// - Returns: The largest relative error of a velocity component against Flutter's
  ///   expected values.
  @discardableResult
  func check(_ strokes: [Stroke], tracker: inout VelocityTracker) throws -> Double {
    var largestError = 0.0
    var ups = 0
    for stroke in strokes {
      for event in stroke.events {
        switch event.phase {
        case "down", "move":
          tracker.add(event.position, at: event.time)
        case "up":
          ups += 1
          // The up time is the moment of the question: every stroke lifts 14-16 ms after its
          // last move, within the 40 ms stillness timeout, so it does not change the answer.
          let estimate = try #require(tracker.estimate(at: event.time), "\(stroke.id)")
          let velocity = estimate.velocity
          #expect(
            VelocityFixtures.isClose(velocity.dx, stroke.expected.dx, relative: 0.001)
              && VelocityFixtures.isClose(velocity.dy, stroke.expected.dy, relative: 0.001),
            "\(stroke.id): \(velocity) vs Flutter's \(stroke.expected)")
          largestError = Swift.max(
            largestError, VelocityFixtures.relativeError(velocity.dx, stroke.expected.dx),
            VelocityFixtures.relativeError(velocity.dy, stroke.expected.dy))
          if let recomputed = stroke.recomputed {
            // The same algorithm in double precision agrees far more tightly; not exactly,
            // as 216692.255 s has 3e-11 s of rounding that Flutter's integer microseconds lack.
            let vx = try #require(VelocityFixtures.number(recomputed["vx"]))
            let vy = try #require(VelocityFixtures.number(recomputed["vy"]))
            #expect(VelocityFixtures.isClose(velocity.dx, vx, relative: 1e-6), "\(stroke.id)")
            #expect(VelocityFixtures.isClose(velocity.dy, vy, relative: 1e-6), "\(stroke.id)")
            if let confidence = VelocityFixtures.number(recomputed["confidence"]) {
              #expect(Swift.abs(estimate.confidence - confidence) < 1e-9, "\(stroke.id)")
            }
            if let used = VelocityFixtures.number(recomputed["samples_used"]) {
              #expect(estimate.sampleCount == Int(used), "\(stroke.id)")
            }
            if let duration = VelocityFixtures.number(recomputed["window_duration_ms"]) {
              #expect(Swift.abs(estimate.duration - duration / 1000) < 1e-9, "\(stroke.id)")
            }
          }
        default:
          Issue.record("\(stroke.id): unknown phase \(event.phase)")
        }
      }
    }
    #expect(ups == strokes.count, "every stroke ends with an up")
    return largestError
  }

  @Test("Six recorded strokes, one tracker never reset, within 0.1 %")
  func recordedStrokes() throws {
    let fixture = try VelocityFixtures.load("flutter.json")
    let strokes = try (try #require(fixture["strokes"] as? [VelocityFixtures.Object])).map(Stroke.init)
    #expect(strokes.count == 6)
    var tracker = VelocityTracker()
    let largestError = try check(strokes, tracker: &tracker)
    #expect(largestError < 0.001)
  }

  @Test("Interrupted stroke: only the 5 samples after the 48 ms gap count")
  func interruptedStroke() throws {
    let fixture = try VelocityFixtures.load("flutter.json")
    let interrupted = try #require(fixture["interrupted_stroke"] as? VelocityFixtures.Object)
    let strokes = try (try #require(interrupted["strokes"] as? [VelocityFixtures.Object])).map(Stroke.init)
    var tracker = VelocityTracker()
    try check(strokes, tracker: &tracker)
    // 216698414 - 216698366 = 48 ms > restart gap 40 ms: the window restarts there.
    #expect(tracker.estimate()?.sampleCount == 5)
    let compose = try #require(interrupted["compose_expected"] as? VelocityFixtures.Object)
    let velocity = try #require(tracker.velocity())
    #expect(Swift.abs(velocity.dx - (try #require(VelocityFixtures.number(compose["vx"])))) < 0.1)
    #expect(Swift.abs(velocity.dy - (try #require(VelocityFixtures.number(compose["vy"])))) < 0.1)
  }

  @Test("No data: no velocity, which Flutter's getVelocity() reports as zero")
  func noData() {
    let tracker = VelocityTracker()
    #expect(tracker.velocity() == nil)
    #expect(tracker.velocity(at: 1) == nil)
    // Flutter's `getVelocity()` maps a missing estimate to `Velocity.zero`.
    #expect((tracker.velocity() ?? .zero) == .zero)
  }

  @Test("Quick flick: 3 samples 10 px per 10 ms apart give 1000 px/s")
  func quickFlick() throws {
    let fixture = try VelocityFixtures.load("flutter.json")
    let cases = try #require(fixture["synthetic_cases"] as? [VelocityFixtures.Object])
    let flick = try Stroke(
      try #require(cases.first { ($0["name"] as? String)?.hasPrefix("Quick flick") == true }))
    var tracker = VelocityTracker()
    var velocity: Vector?
    for event in flick.events {
      if event.phase == "up" {
        velocity = tracker.velocity(at: event.time)
      } else {
        tracker.add(event.position, at: event.time)
      }
    }
    let result = try #require(velocity)
    // drag_test.dart: moreOrLessEquals, 1e-10 absolute.
    #expect(Swift.abs(result.dx - flick.expected.dx) < 1e-10)
    #expect(Swift.abs(result.dy - flick.expected.dy) < 1e-10)
  }

  @Test("iOS scroll-view tracker: constant (0, -1) px per 1 s gives exactly (0, -1) px/s from the 4th sample")
  func iOSScrollViewTracker() throws {
    let fixture = try VelocityFixtures.load("flutter.json")
    let cases = try #require(fixture["synthetic_cases"] as? [VelocityFixtures.Object])
    let object = try #require(cases.first { $0["tracker"] as? String != nil })
    let events = try (try #require(object["events"] as? [VelocityFixtures.Object])).map(Event.init)
    #expect(events.count == 10)
    var tracker = VelocityTracker(configuration: .flutterIOSScrollView)
    for (index, event) in events.enumerated() {
      tracker.add(event.position, at: event.time)
      if index >= 3 {
        // -1 × 0.6 + -1 × 0.35 + -1 × 0.05 = -1, in Flutter's order of summation.
        #expect(tracker.velocity(at: event.time) == Vector(dx: 0, dy: -1), "sample \(index + 1)")
      }
    }
  }

  @Test("Assume zero velocity when there are no recent samples", arguments: [VelocityTracker.Configuration.default, .flutterIOSScrollView])
  func noRecentSamples(configuration: VelocityTracker.Configuration) throws {
    var tracker = VelocityTracker(configuration: configuration)
    for second in 1...10 {
      tracker.add(Point(x: 0, y: -Double(second)), at: Double(second))
    }
    // 10.041 s - 10 s = 41 ms > stillness timeout 40 ms.
    #expect(tracker.velocity(at: 10.041) == .zero)
    #expect(tracker.estimate(at: 10.041) == .stopped)
  }
}
