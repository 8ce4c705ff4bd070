import GestureCore
import GestureTesting
import Testing

@Suite struct SwipeRecognizerTests {
  @Test func recognizesDuringTheMoveOnceFiftyPointsAreCovered() {
    let swipe = SwipeRecognizer(name: "swipeRight")
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.wait(0.05)
    sim.move(1, by: Vector(dx: 49, dy: 0))  // 49 pt < 50 pt
    #expect(sim.transitions == [])
    sim.wait(0.05)
    sim.move(1, by: Vector(dx: 2, dy: 0))  // 51 pt
    #expect(sim.transitions == ["swipeRight recognized"])
    #expect(swipe.recognizedDirection == .right)
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }

  @Test func mustBeFastEnough() {
    let swipe = SwipeRecognizer(name: "swipeRight")
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.wait(0.499)  // 1 ms before the 0.5 s limit
    sim.move(1, by: Vector(dx: 60, dy: 0))
    #expect(sim.transitions == ["swipeRight recognized"])
    sim.up(1)

    sim.clearLog()
    let start = sim.clock.now
    sim.down(1, at: origin)
    sim.wait(0.501)  // failed by the deadline at start + 0.5
    #expect(sim.transitions == ["swipeRight failed"])
    #expect(abs(sim.log[0].time - (start + 0.5)) < 1e-9)
    sim.up(1)
  }

  @Test func theStrokeMayDriftThirtyDegrees() {
    // tan 29° = 0.554, tan 31° = 0.601: 100 pt across with 55 pt and 61 pt down.
    let swipe = SwipeRecognizer(name: "swipeRight")
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 100, dy: 55))  // 28.8°
    #expect(sim.transitions == ["swipeRight recognized"])
    sim.up(1)

    sim.clearLog()
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 100, dy: 61))  // 31.4°
    #expect(sim.transitions == ["swipeRight failed"])
    sim.up(1)
  }

  @Test func otherDirectionsFail() {
    let swipe = SwipeRecognizer(name: "swipeUpOrLeft", configuration: .init(directions: [.up, .left]))
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 0, dy: -60))
    #expect(sim.transitions == ["swipeUpOrLeft recognized"])
    #expect(swipe.recognizedDirection == .up)
    sim.up(1)

    sim.clearLog()
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 60, dy: 0))
    #expect(sim.transitions == ["swipeUpOrLeft failed"])
    sim.up(1)
  }

  @Test func liftingShortFails() {
    let swipe = SwipeRecognizer(name: "swipeRight")
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 30, dy: 0))
    sim.up(1)
    #expect(sim.transitions == ["swipeRight failed"])
    #expect(isAtRest(sim.arena))
  }

  @Test func twoFingerSwipeMeasuresTheCentroid() {
    let swipe = SwipeRecognizer(
      name: "twoFingerSwipe", configuration: .init(directions: .down, numberOfTouches: 2))
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.down(2, at: origin + Vector(dx: 40, dy: 0))
    sim.move(1, by: Vector(dx: 0, dy: 100))  // centroid moved 50 pt: enough
    #expect(sim.transitions == ["twoFingerSwipe recognized"])
    sim.up(1)
    sim.up(2)
  }
}
