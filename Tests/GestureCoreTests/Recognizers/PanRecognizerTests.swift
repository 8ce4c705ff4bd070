import GestureCore
import GestureTesting
import Testing

@Suite struct PanRecognizerTests {
  @Test func beginsPastTheTenPointSlop() {
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 6, dy: 8))  // exactly 10 pt: not past the slop
    #expect(sim.transitions == [])
    sim.wait(0.016)
    sim.move(1, by: Vector(dx: 1, dy: 0))  // √(49 + 64) = 10.6 pt
    #expect(sim.transitions == ["pan began"])
    // Measured from touch-down, so content following it stays under the finger.
    #expect(pan.translation == Vector(dx: 7, dy: 8))
    sim.move(1, by: Vector(dx: 10, dy: 0))
    sim.up(1)
    #expect(sim.transitions == ["pan began", "pan changed", "pan ended"])
    #expect(pan.state == .possible)  // back at rest
    #expect(isAtRest(sim.arena))
  }

  @Test func liftingInsideTheSlopFails() {
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 9, dy: 0))
    sim.up(1)
    #expect(sim.transitions == ["pan failed"])
  }

  @Test func releaseVelocityOfASteadyDrag() {
    // 300 pt in 0.25 s is 1200 pt/s; samples at 60 Hz.
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    sim.drag(from: origin, to: origin + Vector(dx: 300, dy: 0), duration: 0.25, lift: false)
    sim.up(1)
    #expect(sim.transitions.last == "pan ended")
    // Read from the change: the recognizer itself is already reset for the next sequence.
    let released = sim.log.last!.value.velocity
    #expect(sim.log.last!.value.translation == Vector(dx: 300, dy: 0))
    #expect(abs(released.dx - 1200) < 1)
    #expect(abs(released.dy) < 1e-6)
  }

  @Test func restingBeforeTheLiftGivesZeroVelocity() {
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    sim.drag(from: origin, to: origin + Vector(dx: 300, dy: 0), duration: 0.25, lift: false)
    sim.wait(0.040)  // rested exactly 40 ms: still moving
    #expect(pan.velocity.dx > 1000)
    sim.wait(0.002)  // 42 ms > 40 ms: the finger has stopped
    sim.up(1)
    #expect(sim.transitions.last == "pan ended")
    #expect(sim.log.last!.value.velocity == .zero)
  }

  @Test func horizontalAxisLockRefusesVerticalStrokes() {
    let pan = PanRecognizer(name: "rowPan", configuration: .init(axis: .horizontal))
    let sim = fingers(on: pan)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 8, dy: 9))  // 12 pt, |dy| > |dx|
    #expect(sim.transitions == ["rowPan failed"])
    sim.up(1)

    sim.clearLog()
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 9, dy: 8))  // |dx| > |dy|
    #expect(sim.transitions == ["rowPan began"])
    sim.up(1)
  }

  @Test func aSecondFingerDoesNotMakeTheTranslationJump() {
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 20, dy: 0))
    #expect(pan.translation == Vector(dx: 20, dy: 0))
    sim.down(2, at: Point(x: 300, y: 300))  // the centroid jumps; the translation must not
    #expect(pan.translation == Vector(dx: 20, dy: 0))
    sim.move(2, by: Vector(dx: 10, dy: 0))  // centroid moves 5 pt
    #expect(pan.translation == Vector(dx: 25, dy: 0))
    sim.up(1)  // one finger lifting while another stays is a change, not an end
    #expect(sim.transitions == ["pan began", "pan changed", "pan changed"])
    sim.move(2, by: Vector(dx: 10, dy: 0))  // one finger left: it alone moves the centroid
    #expect(pan.translation == Vector(dx: 35, dy: 0))
    sim.up(2)
    #expect(sim.transitions.last == "pan ended")
  }

  @Test func setTranslationRebasesWithoutTouchingVelocity() {
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    sim.drag(from: origin, to: origin + Vector(dx: 100, dy: 0), duration: 0.1, lift: false)
    let before = pan.velocity
    pan.setTranslation(.zero)
    #expect(pan.translation == .zero)
    #expect(pan.velocity == before)
    sim.wait(0.016)
    sim.move(1, by: Vector(dx: 5, dy: 0))
    #expect(pan.translation == Vector(dx: 5, dy: 0))
    sim.up(1)
  }

  @Test func twoFingerPanWaitsForTheSecondFinger() {
    let pan = PanRecognizer(name: "twoFingerPan", configuration: .init(minimumNumberOfTouches: 2))
    let sim = fingers(on: pan)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 30, dy: 0))
    #expect(sim.transitions == [])
    sim.down(2, at: origin)
    sim.move(2, by: Vector(dx: 30, dy: 0))  // centroid: 15 pt further
    #expect(sim.transitions == ["twoFingerPan began"])
    sim.up(2)
    #expect(sim.transitions == ["twoFingerPan began", "twoFingerPan ended"])
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }

  @Test(arguments: [
    // (axis, motion, admitted)
    (PanAxis.free, Vector(dx: 0, dy: 0), true),
    (.horizontal, Vector(dx: 3, dy: -2.9), true),
    (.horizontal, Vector(dx: 3, dy: 3), false),  // a diagonal starts neither axis
    (.horizontal, Vector(dx: 0, dy: 0), false),
    (.vertical, Vector(dx: -2.9, dy: 3), true),
    (.vertical, Vector(dx: .nan, dy: 3), false),
    (.free, Vector(dx: .nan, dy: .nan), true),
  ])
  func theAxisAdmitsMotionAlongIt(axis: PanAxis, motion: Vector, admitted: Bool) {
    #expect(axis.admits(motion) == admitted)
  }
}
