import Foundation
@testable import GestureCore
import Testing

/// Android's motion sequences (`Fixtures/Velocity/android.json`, from AOSP's
/// `VelocityTracker_test.cpp`) through trackers configured as `.androidLeastSquares` (`LSQ2`,
/// also Android's default for positions) and `.androidImpulse` (`IMPULSE`).
///
/// Each value is checked against `recomputed_by_python_port` (the 2023 algorithms in double
/// precision) within 0.1 %, and against Android's own expectation within Android's 20 %; an
/// expected `null` must be "no velocity".
@Suite("VelocityTracker against Android's motion sequences")
struct VelocityTrackerAndroidFixtureTests {
  /// One pointer's position in a motion event.
  struct Pointer {
    var id: Int
    var position: Point
    var isResampled: Bool
  }

  /// One motion event, its action already resolved by the fixture.
  struct Event {
    var action: String
    var nanoseconds: Int64
    var actionPointerID: Int?
    var pointers: [Pointer]

    /// The event time in seconds, as the tracker takes it.
    var time: Double { Double(nanoseconds) / 1e9 }

    init(_ object: VelocityFixtures.Object) throws {
      action = try #require(object["action"] as? String)
      nanoseconds = Int64(try #require(VelocityFixtures.number(object["t_ns"])))
      actionPointerID = VelocityFixtures.number(object["action_pointer_id"]).map { Int($0) }
      pointers = try (try #require(object["pointers"] as? [VelocityFixtures.Object])).map {
        Pointer(
          id: Int(try #require(VelocityFixtures.number($0["id"]))),
          position: Point(
            x: try #require(VelocityFixtures.number($0["x"])),
            y: try #require(VelocityFixtures.number($0["y"]))),
          isResampled: $0["resampled"] as? Bool ?? false)
      }
    }
  }

  /// Android's `VelocityTracker` (the multi-pointer object) modelled over one GestureCore
  /// tracker per pointer, following the fixture's `how_the_test_feeds_events`.
  ///
  /// The per-pointer rules are the tracker's own (a sample more than 40 ms after the previous
  /// one restarts; a sample at the same time replaces it; 20 samples, 100 ms); this model adds
  /// what spans pointers: `DOWN` forgets every pointer, `POINTER_DOWN` forgets the pointer going
  /// down, and a sample for a known pointer more than 40 ms after the last sample of *any*
  /// pointer forgets every pointer's samples. Up events add nothing. Android erases its
  /// estimates when an up comes more than 40 ms after the last sample; here the trackers are
  /// asked at the time of the last event, and their stillness rule answers "no velocity".
  struct AndroidTrackerModel {
    let configuration: VelocityTracker.Configuration
    var trackers: [Int: VelocityTracker] = [:]
    var knownPointers: Set<Int> = []
    var lastSampleNanoseconds: Int64?
    var lastEventTime = 0.0

    init(configuration: VelocityTracker.Configuration, events: [Event]) {
      self.configuration = configuration
      for event in events { handle(event) }
    }

    mutating func handle(_ event: Event) {
      lastEventTime = event.time
      switch event.action {
      case "DOWN":
        trackers = [:]
        knownPointers = []
      case "POINTER_DOWN":
        if let id = event.actionPointerID {
          trackers[id] = nil
          knownPointers.remove(id)
        }
      case "MOVE":
        break
      case "UP", "POINTER_UP":
        return
      default:
        Issue.record("unknown action \(event.action)")
        return
      }
      for pointer in event.pointers where !pointer.isResampled {
        if knownPointers.contains(pointer.id), let last = lastSampleNanoseconds,
          event.nanoseconds - last > 40_000_000
        {
          for id in trackers.keys { trackers[id]?.reset() }
        }
        lastSampleNanoseconds = event.nanoseconds
        knownPointers.insert(pointer.id)
        trackers[pointer.id, default: VelocityTracker(configuration: configuration)]
          .add(pointer.position, at: event.time)
      }
    }

    /// The pointer's velocity when the sequence is over, or `nil` for no velocity.
    func velocity(of id: Int) -> Vector? {
      trackers[id]?.velocity(at: lastEventTime)
    }
  }

  /// The largest relative errors seen, against the recomputed values and against Android's.
  struct Errors {
    var leastSquares = 0.0
    var impulse = 0.0
  }

  static func component(_ velocity: Vector?, axis: String) -> Double? {
    guard let velocity else { return nil }
    switch axis {
    case "X": return velocity.dx
    case "Y": return velocity.dy
    default: return nil
    }
  }

  @Test("26 sequences: LSQ2 and IMPULSE within 0.1 % of the double-precision port")
  func motionSequences() throws {
    let fixture = try VelocityFixtures.load("android.json")
    let tests = try #require(fixture["tests"] as? [VelocityFixtures.Object])
    #expect(tests.count == 26)
    var errors = Errors()
    var checked = 0
    for test in tests {
      let name = test["name"] as? String ?? "?"
      let events = try (try #require(test["events"] as? [VelocityFixtures.Object])).map(Event.init)
      let leastSquares = AndroidTrackerModel(configuration: .androidLeastSquares, events: events)
      let impulse = AndroidTrackerModel(configuration: .androidImpulse, events: events)
      for check in try #require(test["checks"] as? [VelocityFixtures.Object]) {
        checked += 1
        let kind = try #require(check["kind"] as? String)
        let strategy = check["strategy"] as? String ?? "DEFAULT"
        let model = strategy == "IMPULSE" ? impulse : leastSquares
        let pointer = VelocityFixtures.number(check["pointer_id"]).map { Int($0) } ?? 0
        let axis = check["axis"] as? String ?? ""
        let label = "\(name) \(kind) \(strategy) \(axis) pointer \(pointer)"
        func record(_ actual: Double, _ expected: Double) {
          let error = VelocityFixtures.relativeError(actual, expected)
          if strategy == "IMPULSE" {
            errors.impulse = Swift.max(errors.impulse, error)
          } else {
            errors.leastSquares = Swift.max(errors.leastSquares, error)
          }
        }

        switch kind {
        case "velocity":
          let velocity = Self.component(model.velocity(of: pointer), axis: axis)
          if check["expected"] is NSNull {
            #expect(velocity == nil, "\(label): Android reports no velocity")
            continue
          }
          let actual = try #require(velocity, "\(label)")
          let recomputed = try #require(VelocityFixtures.number(check["recomputed_by_python_port"]))
          let expected = try #require(VelocityFixtures.number(check["expected"]))
          #expect(VelocityFixtures.isClose(actual, recomputed, relative: 0.001), "\(label): \(actual) vs \(recomputed)")
          #expect(VelocityFixtures.isClose(actual, expected, relative: 0.2), "\(label): \(actual) vs Android's \(expected)")
          record(actual, recomputed)

        case "equality":
          // Android's DEFAULT strategy for positions is LSQ2.
          let recomputed = try #require(check["recomputed_by_python_port"] as? VelocityFixtures.Object)
          let velocity = try #require(leastSquares.velocity(of: pointer), "\(label)")
          for (axis, actual) in [("X", velocity.dx), ("Y", velocity.dy)] {
            let expected = try #require(VelocityFixtures.number(recomputed[axis]))
            #expect(VelocityFixtures.isClose(actual, expected, relative: 0.001), "\(label) \(axis)")
            record(actual, expected)
          }

        case "computed_velocity":
          // `computeCurrentVelocity(units, maxVelocity)`: the velocity per `units` ms,
          // clamped to ±maxVelocity; a wrapper around the estimate, modelled here.
          if axis == "SCROLL" {
            // The sequence carries no scroll values: a tracker fed none has no velocity.
            #expect(check["expected"] is NSNull)
            #expect(VelocityTracker(configuration: .androidImpulse).velocity() == nil, "\(label)")
            continue
          }
          let units = VelocityFixtures.number(check["units"]) ?? 1000
          let maximum = VelocityFixtures.number(check["max_velocity"]) ?? .greatestFiniteMagnitude
          let perSecond = try #require(Self.component(model.velocity(of: pointer), axis: axis), "\(label)")
          let actual = Swift.min(Swift.max(perSecond * units / 1000, -maximum), maximum)
          let expected = try #require(VelocityFixtures.number(check["expected"]))
          if let recomputed = VelocityFixtures.number(check["recomputed_by_python_port"]) {
            #expect(VelocityFixtures.isClose(actual, recomputed, relative: 0.001), "\(label): \(actual) vs \(recomputed)")
            record(actual, recomputed)
          } else {
            // Clamped (1000) or zero: exact.
            #expect(actual == expected, "\(label)")
          }
          #expect(VelocityFixtures.isClose(actual, expected, relative: 0.2), "\(label)")

        case "lsq2_coefficients":
          let recomputed = try #require(check["recomputed_by_python_port"] as? VelocityFixtures.Object)
          let tracker = try #require(leastSquares.trackers[pointer], "\(label)")
          let coefficients = try #require(tracker.leastSquaresCoefficients(), "\(label)")
          for (axis, actual) in [("X", coefficients.x), ("Y", coefficients.y)] {
            let expected = try #require(recomputed[axis] as? [Any]).compactMap(VelocityFixtures.number)
            #expect(actual.count == expected.count, "\(label) \(axis)")
            for (actualCoefficient, expectedCoefficient) in zip(actual, expected) {
              // The port's near-zero coefficients are rounding noise (2.8e-12, 1.3e-9):
              // compare those absolutely.
              #expect(
                VelocityFixtures.isClose(actualCoefficient, expectedCoefficient, relative: 0.001, absolute: 1e-5),
                "\(label) \(axis): \(actual) vs \(expected)")
            }
          }

        default:
          Issue.record("\(label): unknown check kind")
        }
      }
    }
    #expect(checked == 60)
    #expect(errors.leastSquares < 0.001)
    #expect(errors.impulse < 0.001)
  }
}
