import GestureCore
import GestureTesting
import Testing

@Suite struct GestureArenaTests {
  /// The replay tool's default set, built by hand: the arena's rules, not the set's, are
  /// under test here.
  struct StandardSet {
    let arena = GestureArena()
    let tap = TapRecognizer(name: "tap")
    let doubleTap = TapRecognizer(name: "doubleTap", configuration: .init(numberOfTaps: 2))
    let longPress = LongPressRecognizer()
    let swipeLeft = SwipeRecognizer(name: "swipeLeft", configuration: .init(directions: .left))
    let swipeRight = SwipeRecognizer(name: "swipeRight", configuration: .init(directions: .right))
    // One finger pans; two fingers pinch and rotate. A pan open to any number of fingers
    // would begin on most real pinches (their centroid moves) and, being exclusive, block them.
    let pan = PanRecognizer(configuration: .init(maximumNumberOfTouches: 1))
    let pinch = PinchRecognizer()
    let rotation = RotationRecognizer()

    init() {
      for recognizer in [tap, doubleTap, longPress, swipeLeft, swipeRight, pan, pinch, rotation] as [GestureRecognizer] {
        arena.attach(recognizer, to: arena.root)
      }
      arena.require(tap, toFail: doubleTap)
      arena.allowSimultaneous(swipeLeft, pan)
      arena.allowSimultaneous(swipeRight, pan)
      arena.allowSimultaneous(pinch, rotation)
    }
  }

  @Test func singleTapWaitsForTheDoubleTapToFail() {
    let set = StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.tap(at: origin)  // lift at 0.05
    // Everything that cannot be a tap fails at the lift; tap and doubleTap stay undecided.
    #expect(sim.transitions == ["longPress failed", "swipeLeft failed", "swipeRight failed", "pan failed", "pinch failed", "rotation failed"])
    sim.clearLog()
    sim.wait(0.299)  // 1 ms before the double tap's deadline at 0.35
    #expect(sim.transitions == [])
    sim.wait(0.002)
    // The double tap fails by its deadline; the waiting tap recognizes at that very time.
    #expect(sim.transitions == ["doubleTap failed", "tap recognized"])
    #expect(abs(sim.log[1].time - 0.35) < 1e-12)
    #expect(sim.log[1].location == origin)
    #expect(isAtRest(set.arena))
  }

  @Test func doubleTapWinsAndTheSingleTapFails() {
    let set = StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.tap(at: origin)
    sim.wait(0.1)
    sim.clearLog()
    sim.tap(at: origin)
    #expect(sim.transitions.prefix(2) == ["doubleTap recognized", "tap failed"])
    #expect(!sim.transitions.contains("tap recognized"))
    #expect(isAtRest(set.arena))
  }

  @Test func thePanWinsOverTapAndLongPressAndRunsWithTheSwipe() {
    let set = StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.down(1, at: origin)
    sim.wait(0.016)
    sim.move(1, by: Vector(dx: 11, dy: 0))
    // 11 pt is past the tap's and the long press's 10 pt tolerance too: they fail on their
    // own, before the pan (attached later) begins and fails the two-finger recognizers.
    #expect(sim.transitions == ["tap failed", "doubleTap failed", "longPress failed", "pan began", "pinch failed", "rotation failed"])
    sim.clearLog()
    sim.wait(0.016)
    sim.move(1, by: Vector(dx: 50, dy: 0))  // 61 pt right in 32 ms: a swipe, simultaneous with the pan
    #expect(sim.transitions == ["swipeLeft failed", "swipeRight recognized", "pan changed"])
    sim.up(1)
    #expect(sim.transitions.last == "pan ended")
    #expect(isAtRest(set.arena))
  }

  @Test func pinchAndRotationRunTogetherAndTheFirstToBeginBlocksThePan() {
    let set = StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.down(1, at: Point(x: 100, y: 300))
    sim.down(2, at: Point(x: 200, y: 300))
    sim.wait(0.016)
    sim.move(2, to: Point(x: 230, y: 330))  // spread and turn
    #expect(sim.transitions.contains("pinch began"))
    #expect(sim.transitions.contains("rotation began"))
    #expect(sim.transitions.contains("pan failed"))
    sim.up(1)
    sim.up(2)
    #expect(set.pinch.state == .possible)
    #expect(isAtRest(set.arena))
  }

  @Test func aRecognizerCannotBeginWhileAnExclusiveCompetitorIsActive() {
    let arena = GestureArena()
    let first = PanRecognizer(name: "first")
    let second = PanRecognizer(name: "second", configuration: .init(slop: 20))
    arena.attach(first, to: arena.root)
    arena.attach(second, to: arena.root)
    let sim = TouchSimulator(arena: arena)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 15, dy: 0))
    #expect(sim.transitions == ["first began", "second failed"])
    sim.up(1)
  }

  @Test func shouldBeginFalseFails() {
    let pan = PanRecognizer()
    pan.shouldBegin = { _ in false }
    let sim = fingers(on: pan)
    sim.drag(from: origin, to: origin + Vector(dx: 100, dy: 0), duration: 0.1)
    #expect(sim.transitions == ["pan failed"])
  }

  @Test func shouldReceiveTouchFalseKeepsTheTouchAway() {
    let tap = TapRecognizer()
    tap.shouldReceiveTouch = { _, sample in sample.location.x > 50 }
    let sim = fingers(on: tap)
    sim.tap(at: Point(x: 10, y: 10))
    #expect(sim.transitions == [])
    sim.tap(at: Point(x: 60, y: 10))
    #expect(sim.transitions == ["tap recognized"])
  }

  @Test func aDisabledRecognizerGetsNoTouches() {
    let tap = TapRecognizer()
    tap.isEnabled = false
    let sim = fingers(on: tap)
    sim.tap(at: origin)
    #expect(sim.transitions == [])
    #expect(tap.touches.isEmpty)
  }

  @Test func touchesGoToTheHitNodeAndItsAncestors() {
    let root = Node(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let card = Node(frame: Rect(x: 20, y: 100, width: 360, height: 200))
    let button = Node(frame: Rect(x: 10, y: 10, width: 50, height: 50))  // (30, 110) in root
    let hidden = Node(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    hidden.isHidden = true
    root.addChild(card)
    card.addChild(button)
    root.addChild(hidden)  // on top, but hidden: takes nothing
    let arena = GestureArena(root: root)
    let rootTap = TapRecognizer(name: "rootTap")
    let cardTap = TapRecognizer(name: "cardTap")
    let buttonTap = TapRecognizer(name: "buttonTap")
    let hiddenTap = TapRecognizer(name: "hiddenTap")
    arena.attach(rootTap, to: root)
    arena.attach(cardTap, to: card)
    arena.attach(buttonTap, to: button)
    arena.attach(hiddenTap, to: hidden)
    let sim = TouchSimulator(arena: arena)

    sim.tap(at: Point(x: 40, y: 120))  // on the button: deepest first wins
    #expect(sim.transitions == ["buttonTap recognized", "cardTap failed", "rootTap failed"])
    #expect(buttonTap.nodeFrame == Rect(x: 30, y: 110, width: 50, height: 50))

    sim.clearLog()
    sim.tap(at: Point(x: 200, y: 250))  // on the card, off the button
    #expect(sim.transitions == ["cardTap recognized", "rootTap failed"])

    sim.clearLog()
    card.isInteractionEnabled = false
    sim.tap(at: Point(x: 40, y: 120))  // the card's subtree takes nothing now
    #expect(sim.transitions == ["rootTap recognized"])
  }

  @Test func recognizersOnSiblingNodesDoNotCompete() {
    let root = Node(frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let left = Node(frame: Rect(x: 0, y: 0, width: 200, height: 800))
    let right = Node(frame: Rect(x: 200, y: 0, width: 200, height: 800))
    root.addChild(left)
    root.addChild(right)
    let arena = GestureArena(root: root)
    let leftPan = PanRecognizer(name: "leftPan")
    let rightPan = PanRecognizer(name: "rightPan")
    arena.attach(leftPan, to: left)
    arena.attach(rightPan, to: right)
    let sim = TouchSimulator(arena: arena)
    sim.down(1, at: Point(x: 100, y: 100))
    sim.down(2, at: Point(x: 300, y: 100))
    sim.move(1, by: Vector(dx: 0, dy: 40))
    sim.move(2, by: Vector(dx: 0, dy: 40))
    #expect(sim.transitions == ["leftPan began", "rightPan began"])
    sim.up(1)
    sim.up(2)
    #expect(sim.transitions == ["leftPan began", "rightPan began", "leftPan ended", "rightPan ended"])
  }

  @Test func aCancelEndsEveryRecognizerThatSawTheTouch() {
    let set = StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.down(1, at: origin)
    sim.move(1, by: Vector(dx: 30, dy: 0))
    sim.clearLog()
    sim.cancel(1)
    #expect(sim.transitions == ["swipeLeft failed", "swipeRight failed", "pan cancelled"])
    #expect(isAtRest(set.arena))
  }

  @Test func aCancelBetweenTapsDoesNotRecognizeTheWaitingTap() {
    let set = StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.tap(at: origin)
    sim.wait(0.1)
    sim.down(1, at: origin)
    sim.clearLog()
    sim.cancel(1)
    #expect(sim.transitions.contains("tap failed"))
    #expect(sim.transitions.contains("doubleTap failed"))
    #expect(!sim.transitions.contains("tap recognized"))
    #expect(isAtRest(set.arena))
  }

  @Test func cancelAllCancelsEveryTouch() {
    let set = StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.down(1, at: Point(x: 100, y: 300))
    sim.down(2, at: Point(x: 200, y: 300))
    sim.wait(0.016)
    sim.move(2, to: Point(x: 260, y: 300))
    #expect(set.pinch.state.isActive)
    set.arena.cancelAll()
    #expect(set.arena.changes.map { "\($0.recognizer.name) \($0.state.name)" }.contains("pinch cancelled"))
    #expect(isAtRest(set.arena))
  }

  @Test func everyRecognizerThatBeganEndsExactlyOnce() {
    let set = StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.drag(from: origin, to: origin + Vector(dx: 200, dy: 20), duration: 0.3)
    sim.tap(at: origin)
    sim.wait(1)
    for recognizer in set.arena.recognizers {
      let states = sim.log.filter { $0.recognizer === recognizer }.map(\.state)
      let begins = states.filter { $0 == .began }.count
      let ends = states.filter { $0 == .ended || $0 == .cancelled }.count
      #expect(begins == ends, "\(recognizer.name): \(states)")
    }
    #expect(isAtRest(set.arena))
  }

  @Test func childrenOfAnUnboundedRootAreInRootCoordinates() {
    let arena = GestureArena()  // unbounded root
    let card = Node(frame: Rect(x: 20, y: 100, width: 100, height: 100))
    arena.root.addChild(card)
    let tap = TapRecognizer(name: "cardTap")
    arena.attach(tap, to: card)
    let sim = TouchSimulator(arena: arena)
    sim.tap(at: Point(x: 30, y: 110))
    #expect(sim.transitions == ["cardTap recognized"])
    #expect(tap.nodeFrame == Rect(x: 20, y: 100, width: 100, height: 100))
    sim.tap(at: Point(x: 10, y: 110))  // left of the card
    #expect(sim.transitions == ["cardTap recognized"])
  }
}
