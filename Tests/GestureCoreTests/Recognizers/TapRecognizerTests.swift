import GestureCore
import GestureTesting
import Testing

@Suite struct TapRecognizerTests {
  @Test func aTapRecognizesAtTheLift() {
    let tap = TapRecognizer()
    let sim = fingers(on: tap)
    sim.down(1, at: origin)
    sim.wait(0.08)
    #expect(sim.transitions == [])
    sim.up(1)
    #expect(sim.transitions == ["tap recognized"])
    #expect(sim.log.first?.time == 0.08)
    #expect(sim.log.first?.location == origin)
    #expect(isAtRest(sim.arena))
  }

  @Test func movementToleranceIsTenPoints() {
    // 9 pt < tolerance 10 pt: still a tap.
    let tap = TapRecognizer()
    let sim = fingers(on: tap)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 9, dy: 0))
    sim.up(1)
    #expect(sim.transitions == ["tap recognized"])

    // 11 pt > 10 pt: fails as the finger moves, not at the lift.
    sim.clearLog()
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 0, dy: 11))
    #expect(sim.transitions == ["tap failed"])
    sim.up(1)
    #expect(sim.transitions == ["tap failed"])
    #expect(isAtRest(sim.arena))
  }

  @Test func twoFingerTapNeedsBothFingersDownTogether() {
    let tap = TapRecognizer(name: "twoFingerTap", configuration: .init(numberOfTouches: 2))
    let sim = fingers(on: tap)
    sim.down(1, at: origin)
    sim.down(2, at: Point(x: 140, y: 100))
    sim.up(1)
    #expect(sim.transitions == [])
    sim.up(2)
    #expect(sim.transitions == ["twoFingerTap recognized"])
    #expect(sim.log.last?.location == Point(x: 140, y: 100))

    // One finger, then another after it lifted: never two together.
    sim.clearLog()
    sim.tap(1, at: origin)
    #expect(sim.transitions == ["twoFingerTap failed"])
  }

  @Test func aThirdFingerFailsATwoFingerTap() {
    let tap = TapRecognizer(name: "twoFingerTap", configuration: .init(numberOfTouches: 2))
    let sim = fingers(on: tap)
    sim.down(1, at: origin)
    sim.down(2, at: origin)
    sim.down(3, at: origin)
    #expect(sim.transitions == ["twoFingerTap failed"])
    sim.up(1)
    sim.up(2)
    sim.up(3)
    #expect(isAtRest(sim.arena))
  }

  @Test func theSecondTapMustStartWithinTheInterval() {
    // Lift at 0.05; the interval is 0.3 s, so the deadline is 0.35.
    let doubleTap = TapRecognizer(name: "doubleTap", configuration: .init(numberOfTaps: 2))
    let sim = fingers(on: doubleTap)
    sim.tap(1, at: origin)
    #expect(sim.arena.nextDeadline == 0.35)
    sim.wait(0.299)  // t = 0.349: 1 ms before the deadline
    sim.tap(1, at: origin)
    #expect(sim.transitions == ["doubleTap recognized"])

    sim.clearLog()
    sim.tap(1, at: origin)
    let lift = sim.clock.now
    sim.wait(0.301)  // 1 ms after the deadline: failed by the deadline itself, at lift + 0.3
    #expect(sim.transitions == ["doubleTap failed"])
    #expect(abs(sim.log[0].time - (lift + 0.3)) < 1e-9)
    #expect(isAtRest(sim.arena))
  }

  @Test func theSecondTapMustLandNearTheFirst() {
    let doubleTap = TapRecognizer(name: "doubleTap", configuration: .init(numberOfTaps: 2))
    let sim = fingers(on: doubleTap)
    sim.tap(1, at: origin)
    sim.wait(0.1)
    sim.tap(1, at: origin + Vector(dx: 39, dy: 0))  // 39 pt < 40 pt
    #expect(sim.transitions == ["doubleTap recognized"])

    sim.clearLog()
    sim.wait(1)
    sim.tap(1, at: origin)
    sim.wait(0.1)
    sim.down(1, at: origin + Vector(dx: 0, dy: 41))  // 41 pt > 40 pt
    #expect(sim.transitions == ["doubleTap failed"])
    sim.up(1)
  }

  @Test func aTapCancelledMidwayFails() {
    let tap = TapRecognizer()
    let sim = fingers(on: tap)
    sim.down(1, at: origin)
    sim.cancel(1)
    #expect(sim.transitions == ["tap failed"])
    #expect(isAtRest(sim.arena))
  }
}
