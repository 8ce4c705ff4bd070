import GestureCore
import GestureTesting
import Testing

@Suite struct GestureArenaBadInputTests {
  func sample(_ id: Int, _ phase: TouchPhase, x: Double, y: Double = 100, t: Double) -> TouchSample {
    TouchSample(id: TouchID(id), phase: phase, location: Point(x: x, y: y), timestamp: t)
  }

  @Test func nonFiniteCoordinatesAreRejectedExceptAtTheEnd() {
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    #expect(sim.send(sample(1, .began, x: .nan, t: 0)) == .rejected(.nonFiniteLocation))
    #expect(sim.arena.activeTouchCount == 0)
    #expect(sim.send(sample(1, .began, x: 100, t: 0)) == .accepted)
    #expect(sim.send(sample(1, .moved, x: .infinity, t: 0.01)) == .rejected(.nonFiniteLocation))
    #expect(sim.send(sample(1, .moved, x: 150, t: 0.02)) == .accepted)
    #expect(pan.translation == Vector(dx: 50, dy: 0))
    // An end with NaN still ends the touch, where it last was.
    #expect(sim.send(sample(1, .ended, x: .nan, t: 0.03)) == .normalized(.nonFiniteLocation))
    #expect(sim.transitions == ["pan began", "pan ended"])
    #expect(sim.log.last?.location == Point(x: 150, y: 100))
    #expect(isAtRest(sim.arena))
  }

  @Test func nonFiniteTimesAreRejectedExceptAtTheEnd() {
    let tap = TapRecognizer()
    let sim = fingers(on: tap)
    #expect(sim.send(sample(1, .began, x: 100, t: .nan)) == .rejected(.nonFiniteTimestamp))
    #expect(sim.send(sample(1, .began, x: 100, t: 1)) == .accepted)
    #expect(sim.send(sample(1, .moved, x: 101, t: .infinity)) == .rejected(.nonFiniteTimestamp))
    #expect(sim.send(sample(1, .ended, x: 101, t: .nan)) == .normalized(.nonFiniteTimestamp))
    #expect(sim.transitions == ["tap recognized"])
    #expect(sim.log[0].time == 1)
    #expect(isAtRest(sim.arena))
  }

  @Test func timeGoingBackwardsIsClampedToTheLatestTime() {
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    #expect(sim.send(sample(1, .began, x: 100, t: 5)) == .accepted)
    #expect(sim.send(sample(1, .moved, x: 140, t: 4)) == .normalized(.timeWentBackwards))
    #expect(sim.arena.time == 5)
    #expect(sim.send(sample(1, .ended, x: 140, t: 5.1)) == .accepted)
    #expect(sim.transitions == ["pan began", "pan ended"])
    #expect(sim.log.allSatisfy { $0.time >= 5 })
  }

  @Test func unknownIdsAndDuplicateBeginsAreRejected() {
    let tap = TapRecognizer()
    let sim = fingers(on: tap)
    #expect(sim.send(sample(7, .moved, x: 100, t: 0)) == .rejected(.unknownTouch))
    #expect(sim.send(sample(7, .ended, x: 100, t: 0)) == .rejected(.unknownTouch))
    #expect(sim.send(sample(7, .cancelled, x: 100, t: 0)) == .rejected(.unknownTouch))
    #expect(sim.send(sample(1, .began, x: 100, t: 0)) == .accepted)
    #expect(sim.send(sample(1, .began, x: 300, t: 0.01)) == .rejected(.duplicateBegan))
    #expect(tap.touches.count == 1)
    #expect(sim.send(sample(1, .ended, x: 100, t: 0.02)) == .accepted)
    #expect(sim.transitions == ["tap recognized"])
  }

  @Test func theTwentyFirstTouchIsRejected() {
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    for id in 1...20 {
      #expect(sim.send(sample(id, .began, x: Double(id), t: 0)) == .accepted)
    }
    #expect(sim.send(sample(21, .began, x: 21, t: 0)) == .rejected(.tooManyTouches))
    #expect(sim.arena.activeTouchCount == 20)
    #expect(sim.send(sample(21, .moved, x: 21, t: 0)) == .rejected(.unknownTouch))
    for id in 1...20 {
      #expect(sim.send(sample(id, .ended, x: Double(id), t: 0.1)) == .accepted)
    }
    #expect(isAtRest(sim.arena))
    // Ids are free again.
    #expect(sim.send(sample(21, .began, x: 21, t: 0.2)) == .accepted)
    #expect(sim.send(sample(21, .ended, x: 21, t: 0.3)) == .accepted)
    #expect(isAtRest(sim.arena))
  }

  @Test func coordinatesBeyondTenToTheFifteenAreRefused() {
    // 1e15 is the largest coordinate; 1.0000001e15 is past it. A centroid of two fingers
    // near 1.7e308 used to overflow to infinity (found by the fuzzer).
    let pan = PanRecognizer()
    let sim = fingers(on: pan)
    #expect(sim.send(sample(1, .began, x: 1.0000001e15, t: 0)) == .rejected(.locationOutOfRange))
    #expect(sim.send(sample(1, .began, x: 1e15, t: 0)) == .accepted)
    #expect(sim.send(sample(1, .moved, x: 10, y: -1.7e308, t: 0.01)) == .rejected(.locationOutOfRange))
    #expect(sim.send(sample(1, .ended, x: 10, y: 1e300, t: 0.02)) == .normalized(.locationOutOfRange))
    #expect(sim.log.allSatisfy { $0.value.location.isFinite && $0.value.translation.isFinite })
    #expect(isAtRest(sim.arena))
  }
}
