import GestureCore
import GestureTesting
import Testing

/// The arena keeps one entry per finger that every recognizer on it reads: what a recognizer
/// sees of its touches is where they are now, and a touch that lifts leaves every recognizer
/// that tracked it, including one that had finished and no longer heard from it.
@Suite struct TouchTableTests {
  @Test func aFinishedRecognizerForgetsALiftedTouchBeforeAnotherTakesItsPlace() {
    // A one-finger tap fails when the second finger lands, and from then on is handed
    // nothing; the arena still takes the first finger out of its touches when it lifts, so the
    // third finger, which reuses the first one's place, does not show up among them.
    let tap = TapRecognizer()
    let sim = fingers(on: tap)
    sim.down(1, at: Point(x: 100, y: 100))
    sim.down(2, at: Point(x: 200, y: 100))
    #expect(tap.state == .failed)
    #expect(tap.touches.map(\.id) == [TouchID(1), TouchID(2)])
    sim.up(1)
    #expect(tap.touches.map(\.id) == [TouchID(2)])
    sim.down(3, at: Point(x: 300, y: 300))
    #expect(tap.touches.map(\.id) == [TouchID(2)])
    #expect(sim.arena.activeTouchCount == 2)
    sim.up(2)
    sim.up(3)
    #expect(isAtRest(sim.arena))
  }

  @Test func aRecognizerReadsWhereAFingerIsEvenWhenNotHandedItsMoves() {
    // A rotation waiting for its second finger is not handed the first finger's moves, yet its
    // location is where that finger is: 100 + 3 × 20 = 160.
    let rotation = RotationRecognizer()
    let sim = fingers(on: rotation)
    sim.down(1, at: Point(x: 100, y: 100))
    for step in 1...3 {
      sim.wait(0.016)
      sim.move(1, to: Point(x: 100 + Double(step) * 20, y: 100))
    }
    #expect(rotation.location == Point(x: 160, y: 100))
    #expect(rotation.touchCount == 1)
    sim.up(1)
    #expect(rotation.location == Point(x: 160, y: 100))  // held where the finger lifted
    #expect(isAtRest(sim.arena))
  }

  @Test func aPinchThatEndsAsAFingerLiftsEndsWhereItWas() {
    // The pinch's `ended` comes with the lift of one of its two fingers: its location is the
    // centroid with that finger in it, (100 + 300) / 2 = 200, not the finger that stays.
    let pinch = PinchRecognizer()
    let sim = fingers(on: pinch)
    sim.down(1, at: Point(x: 150, y: 100))
    sim.down(2, at: Point(x: 250, y: 100))
    sim.wait(0.016)
    sim.move(1, to: Point(x: 100, y: 100))
    sim.move(2, to: Point(x: 300, y: 100))  // span 200 from 100: began
    sim.wait(0.016)
    sim.up(1)
    let ended = sim.log.last { $0.recognizer === pinch }
    #expect(ended?.state == .ended)
    #expect(ended?.location == Point(x: 200, y: 100))
    #expect(pinch.location == Point(x: 200, y: 100))
    sim.up(2)
    #expect(pinch.location == Point(x: 300, y: 100))  // the last finger lifted there
    #expect(isAtRest(sim.arena))
  }
}
