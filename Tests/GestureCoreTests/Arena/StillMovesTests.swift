import Testing

@testable import GestureCore

/// The arena does not hand a tap, a long press or a swipe the moves of their one finger that
/// stay within their stillness radius (the tap's movement tolerance, the long press's
/// allowable movement, the swipe's minimum distance): such a move cannot change them. These
/// tests show it at the thresholds, and that over random streams the state changes are the
/// very same as when every move is handed over.
@Suite struct StillMovesTests {
  @Test func aSwipeIsHandedNoMoveShorterThanItsMinimumDistance() {
    let swipe = SwipeRecognizer(configuration: .init(directions: .right))
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.wait(0.016)
    sim.move(1, by: Vector(dx: 49, dy: 0))  // 49 pt < 50: not handed over
    #expect(swipe.time == 0)
    #expect(sim.transitions == [])
    sim.wait(0.016)
    sim.move(1, to: origin + Vector(dx: 50, dy: 0))  // exactly 50 pt: handed over, a swipe
    #expect(swipe.time == 0.032)
    #expect(sim.transitions == ["swipe recognized"])
  }

  @Test func aTapIsHandedNoMoveWithinItsTolerance() {
    let tap = TapRecognizer()
    let sim = fingers(on: tap)
    sim.down(1, at: origin)
    sim.wait(0.0625)
    sim.move(1, by: Vector(dx: 6, dy: 7.9))  // 9.93 pt < 10: not handed over
    #expect(tap.time == 0)
    sim.wait(0.0625)
    // Exactly 10 pt: handed over (the radius stops a hair short), and still a tap.
    sim.move(1, to: origin + Vector(dx: 6, dy: 8))
    #expect(tap.time == 0.125)
    #expect(sim.transitions == [])
    sim.wait(0.0625)
    sim.move(1, to: origin + Vector(dx: 10.1, dy: 0))  // 10.1 pt: too far
    #expect(tap.time == 0.1875)
    #expect(sim.transitions == ["tap failed"])
  }

  @Test func aLongPressIsHandedEveryMoveOnceItBegan() {
    let press = LongPressRecognizer()
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    sim.wait(0.2)
    sim.move(1, by: Vector(dx: 5, dy: 0))  // within 10 pt, before 0.5 s: not handed over
    #expect(press.time == 0)
    sim.wait(0.4)  // the deadline at 0.5 s begins it
    #expect(sim.transitions == ["longPress began"])
    sim.move(1, by: Vector(dx: 1, dy: 0))  // 6 pt from where it landed: a change now
    #expect(sim.transitions == ["longPress began", "longPress changed"])
    sim.up(1)
  }

  @Test func newThresholdsCountFromTheNextMove() {
    let swipe = SwipeRecognizer(configuration: .init(directions: .right))
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.wait(0.016)
    sim.move(1, by: Vector(dx: 20, dy: 0))  // 20 pt < 50: not handed over
    #expect(sim.transitions == [])
    swipe.configuration.minimumDistance = 20
    sim.wait(0.016)
    sim.move(1, by: Vector(dx: 1, dy: 0))  // 21 pt: handed over, past the new minimum
    #expect(sim.transitions == ["swipe recognized"])
  }

  @Test func aTwoFingerSwipeIsHandedEveryMove() {
    let swipe = SwipeRecognizer(configuration: .init(directions: .right, numberOfTouches: 2))
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    sim.down(2, at: origin + Vector(dx: 0, dy: 40))
    sim.wait(0.016)
    sim.move(1, by: Vector(dx: 5, dy: 0))
    #expect(swipe.time == 0.016)
  }

  /// A reproducible 64-bit linear congruential generator (Knuth's MMIX constants).
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 11
    }
    mutating func unit() -> Double { Double(next()) * 0x1p-53 }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// Every state change of an arena with the standard set, as comparable text.
  func log(_ arena: GestureArena) -> [String] {
    arena.changes.map { "\($0.recognizer.name) \($0.state.name) \($0.time) \($0.value)" }
  }

  @Test func randomStreamsChangeTheSameWithAndWithoutSkipping() {
    var random = Generator(state: 2026)
    var compared = 0
    for _ in 0..<300 {
      let arenas = [
        GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 400, height: 800))),
        GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 400, height: 800))),
      ]
      arenas[1].handsOverStillMoves = true
      for arena in arenas { _ = ClosureGestures.standard.install(in: arena, on: arena.root) }
      // A calm stream has one finger jittering by a point or two, so that long presses
      // begin and then move.
      let isCalm = random.below(2) == 0
      let small = isCalm ? 1.5 : 4.0
      var down: [Int: Point] = [:]
      var time = 0.0
      for _ in 0..<80 {
        // Steps of 0–60 ms (deadlines of 0.3 and 0.5 s pass now and then), moves mostly of a
        // few points (around the 10 pt tolerances) and now and then of tens (the 50 pt swipe);
        // a lift one time in ten.
        time += random.unit() * 0.06
        for arena in arenas {
          while let deadline = arena.nextDeadline, deadline <= time { arena.advance(to: deadline) }
        }
        let id = isCalm ? 1 : 1 + random.below(3)
        let sample: TouchSample
        if let at = down[id] {
          let choice = random.below(10)
          if choice == 0 {
            down[id] = nil
            sample = TouchSample(
              id: TouchID(id), phase: random.below(4) == 0 ? .cancelled : .ended, location: at,
              timestamp: time)
          } else {
            let reach = choice < 7 || isCalm ? small : 30.0
            let to = Point(
              x: at.x + (random.unit() * 2 - 1) * reach, y: at.y + (random.unit() * 2 - 1) * reach)
            down[id] = to
            sample = TouchSample(
              id: TouchID(id), phase: choice == 9 ? .stationary : .moved, location: to,
              timestamp: time)
          }
        } else {
          let at = Point(x: 50 + random.unit() * 300, y: 50 + random.unit() * 700)
          down[id] = at
          sample = TouchSample(id: TouchID(id), phase: .began, location: at, timestamp: time)
        }
        let logs = arenas.map { arena in
          _ = arena.handle(sample)
          return log(arena)
        }
        #expect(logs[0] == logs[1])
        compared += logs[0].count
      }
    }
    #expect(compared > 1000)  // the streams did make the recognizers change
  }
}
