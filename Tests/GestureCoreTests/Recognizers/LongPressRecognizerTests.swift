import GestureCore
import GestureTesting
import Testing

@Suite struct LongPressRecognizerTests {
  @Test func beginsAfterHalfASecondAndEndsAtTheLift() {
    let press = LongPressRecognizer()
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    #expect(sim.arena.nextDeadline == 0.5)
    sim.wait(0.499)  // 1 ms short of 0.5 s
    #expect(sim.transitions == [])
    sim.wait(0.002)  // 1 ms past: began, at the deadline's time
    #expect(sim.transitions == ["longPress began"])
    #expect(sim.log[0].time == 0.5)
    // Once begun, the finger may move freely.
    sim.move(1, by: Vector(dx: 80, dy: 0))
    sim.up(1)
    #expect(sim.transitions == ["longPress began", "longPress changed", "longPress ended"])
    #expect(sim.log.last?.location == origin + Vector(dx: 80, dy: 0))
    #expect(isAtRest(sim.arena))
  }

  @Test func allowableMovementIsTenPoints() {
    let press = LongPressRecognizer()
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 6, dy: 7))  // √(36 + 49) = 9.2 pt < 10 pt
    sim.wait(0.5)
    #expect(sim.transitions == ["longPress began"])
    sim.up(1)

    sim.clearLog()
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 11, dy: 0))  // 11 pt > 10 pt
    #expect(sim.transitions == ["longPress failed"])
    sim.wait(1)
    sim.up(1)
    #expect(sim.transitions == ["longPress failed"])
    #expect(isAtRest(sim.arena))
  }

  @Test func liftingEarlyFails() {
    let press = LongPressRecognizer()
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    sim.wait(0.499)
    sim.up(1)
    #expect(sim.transitions == ["longPress failed"])
    #expect(sim.arena.nextDeadline == nil)
  }

  @Test func twoFingerPressTimesFromTheSecondFinger() {
    let press = LongPressRecognizer(configuration: .init(numberOfTouches: 2))
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    sim.wait(0.2)
    sim.down(2, at: Point(x: 200, y: 100))
    #expect(sim.arena.nextDeadline == 0.7)  // 0.2 + 0.5
    sim.wait(0.5)
    #expect(sim.transitions == ["longPress began"])
    #expect(sim.log[0].location == Point(x: 150, y: 100))
    sim.up(2)
    #expect(sim.transitions == ["longPress began", "longPress ended"])
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }

  @Test func cancelAfterItBeganCancels() {
    let press = LongPressRecognizer()
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    sim.wait(0.6)
    sim.cancel(1)
    #expect(sim.transitions == ["longPress began", "longPress cancelled"])
    #expect(isAtRest(sim.arena))
  }
}
