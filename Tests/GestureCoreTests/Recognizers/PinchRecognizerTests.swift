import GestureCore
import GestureTesting
import Testing

@Suite struct PinchRecognizerTests {
  @Test func beginsWhenTheSpanChangesByMoreThanTenPoints() {
    let pinch = PinchRecognizer()
    let sim = fingers(on: pinch)
    sim.down(1, at: Point(x: 100, y: 200))
    sim.down(2, at: Point(x: 200, y: 200))  // span 100 pt
    sim.wait(0.016)
    sim.move(2, to: Point(x: 210, y: 200))  // span 110: changed by exactly 10 pt
    #expect(sim.transitions == [])
    sim.wait(0.016)
    sim.move(2, to: Point(x: 211, y: 200))  // 11 pt
    #expect(sim.transitions == ["pinch began"])
    #expect(abs(pinch.scale - 1.11) < 1e-12)
    #expect(sim.log[0].location == Point(x: 155.5, y: 200))  // the focal point
    sim.wait(0.016)
    sim.move(1, to: Point(x: 50, y: 200))  // span 161
    #expect(abs(pinch.scale - 1.61) < 1e-12)
    #expect(sim.log.last!.value.scaleVelocity > 0)
    sim.up(1)
    #expect(sim.transitions == ["pinch began", "pinch changed", "pinch ended"])
    sim.up(2)
    #expect(isAtRest(sim.arena))
  }

  @Test func oneFingerNeverPinches() {
    let pinch = PinchRecognizer()
    let sim = fingers(on: pinch)
    sim.drag(from: origin, to: origin + Vector(dx: 100, dy: 0), duration: 0.1)
    #expect(sim.transitions == ["pinch failed"])
    #expect(isAtRest(sim.arena))
  }

  @Test func aThirdFingerLiftingKeepsTheScaleContinuous() {
    let pinch = PinchRecognizer()
    let sim = fingers(on: pinch)
    sim.down(1, at: Point(x: 100, y: 100))
    sim.down(2, at: Point(x: 200, y: 100))
    sim.down(3, at: Point(x: 100, y: 300))
    sim.move(2, to: Point(x: 300, y: 100))  // fingers 1-2: span 100 → 200
    #expect(pinch.scale == 2)
    sim.up(1)  // the pair is now 2-3: scale goes on from 2
    sim.move(3, to: Point(x: 100, y: 301))
    let pairSpan = (Point(x: 100, y: 301) - Point(x: 300, y: 100)).length
    let pairSpanBefore = (Point(x: 100, y: 300) - Point(x: 300, y: 100)).length
    #expect(abs(pinch.scale - 2 * pairSpan / pairSpanBefore) < 1e-12)
    sim.up(2)
    sim.up(3)
    #expect(sim.transitions == ["pinch began", "pinch changed", "pinch changed", "pinch ended"])
  }
}

/// A pinch with one finger down is not handed that finger's moves; it reads its touches from
/// the arena's one entry per finger, so when the second finger lands the pinch measures from
/// where the fingers are.
@Suite struct PinchSkippedMovesTests {
  @Test func theSecondFingerPairsWithWhereTheFirstIsNow() {
    let pinch = PinchRecognizer()
    let sim = fingers(on: pinch)
    sim.down(1, at: Point(x: 100, y: 200))
    for step in 1...10 {
      sim.wait(0.016)
      sim.move(1, to: Point(x: 100 + Double(step) * 10, y: 200))  // to x = 200
    }
    #expect(pinch.touches.first?.location == Point(x: 200, y: 200))  // not handed the moves, yet current
    sim.wait(0.016)
    sim.down(2, at: Point(x: 300, y: 200))  // span 100 from where finger 1 is now
    #expect(pinch.touches.map(\.location) == [Point(x: 200, y: 200), Point(x: 300, y: 200)])
    #expect(pinch.location == Point(x: 250, y: 200))
    sim.wait(0.016)
    sim.move(2, to: Point(x: 310, y: 200))  // span 110: exactly 10 pt, not yet
    #expect(sim.transitions == [])
    sim.wait(0.016)
    sim.move(2, to: Point(x: 311, y: 200))  // 11 pt: begins, scale 111 / 100
    #expect(sim.transitions == ["pinch began"])
    #expect(abs(pinch.scale - 1.11) < 1e-12)
    sim.up(1)
    sim.up(2)
    #expect(isAtRest(sim.arena))
  }

  @Test func aPinchFailedByAWinnerReportsWhereItsFingerWas() {
    // The pinch fails when the swipe recognizes, before the pinch's turn for that sample: it
    // reports the finger where that sample put it, as the swipe does (the arena writes where
    // the finger is before any recognizer handles the sample).
    let swipe = SwipeRecognizer(configuration: .init(directions: .right))
    let pinch = PinchRecognizer()
    let sim = fingers(on: swipe, pinch)
    sim.down(1, at: Point(x: 100, y: 200))
    for step in 1...6 {
      sim.wait(0.01)
      sim.move(1, to: Point(x: 100 + Double(step) * 12, y: 200))  // 60 pt by the fifth move
    }
    let failed = sim.log.first { $0.recognizer === pinch }
    #expect(failed?.state == .failed)
    #expect(failed?.location == Point(x: 160, y: 200))  // the fifth move's: 100 + 5 × 12
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }
}
