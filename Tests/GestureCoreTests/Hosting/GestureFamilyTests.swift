import GestureCore
import GestureTesting
import Testing

/// Each family's declared gestures, touched: the store's recognizers as its declaration
/// installs them, read by its reader, driven by a simulation's fingers on the simulation's
/// clock, frames from `settle()`, and the store's host contract checked on every event (any
/// broken rule is one of the simulation's `problems`).
@Suite struct GestureFamilyTests {
  // MARK: The declarations

  @Test func eachFamilyDeclaresItsRecognizersInTheOrderItsReaderReadsThem() {
    let list = ListStore(rowWidth: 390, configuration: .init(pinchToInsert: nil))
    #expect(list.gestures.slots.map(\.name) == ["listSwipe", "listReorder", "listPinch"])
    // A gesture the configuration leaves out keeps its slot, off.
    #expect(list.gestures.slots.map(\.isEnabled) == [true, true, false])
    #expect(SwipeActionsStore().gestures.slots.map(\.name) == ["swipeActions", "swipeActionsClose"])
    let window = DraggableStore(
      frame: Rect(x: 0, y: 0, width: 60, height: 60), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.gestures.slots.map(\.isEnabled) == [true, false, false])  // no resizing
    #expect(window.gestureFrame == window.frame)
    #expect(ClosureGestures.standard.gestures.slots.map(\.name) == ClosureGestures.standard.members.map(\.name))
  }

  // The edge mode's one edge pan; the full-screen mode's pan waits for the system's 20 pt
  // edge band to fail, so that a swipe from the edge stays the edge's.
  @Test func theBackSwipeDeclaresAFullScreenPanThatWaitsForTheEdge() {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let edge = BackSwipeStore(context: .init(container: screen, stackDepth: 2))
    #expect(edge.gestures.slots.map(\.name) == ["backSwipeEdge"])
    let full = BackSwipeStore(
      context: .init(container: screen, stackDepth: 2), configuration: .init(backSwipe: .fullScreen))
    #expect(full.gestures.slots.map(\.name) == ["backSwipeEdge", "backSwipe"])
    #expect(full.gestures.relations.requiresFailure(1, of: 0))
    #expect(!full.gestures.relations.requiresFailure(0, of: 1))
    #expect(full.gestures.slots[0].kind == .edgePan(.init(edges: .left, bandWidth: 20), .init()))
  }

  @Test func closureGesturesDeclareTheRelationsOfTheirSlots() {
    let gestures = ClosureGestures.standard
    let declared = gestures.gestures
    let members = gestures.members
    for (index, member) in members.enumerated() {
      for (other, otherMember) in members.enumerated() {
        #expect(
          declared.relations.requiresFailure(index, of: other)
            == member.slot.requiresFailure(of: otherMember.slot))
        if other != index {
          #expect(
            declared.relations.recognizesSimultaneously(index, with: other)
              == member.slot.recognizesSimultaneously(with: otherMember.slot))
        }
      }
    }
  }

  // MARK: SwipeActionsStore

  /// The store example of the README, the TestingGestures article and GestureKit's
  /// HowAFamilyRunsInUIKit article, kept true.
  @Test func readmeStoreExample() {
    let rows = Simulation<SwipeActionsStore>(count: 3)  // Mail's rows, 390 × 64 pt, stacked
    // Mail's trailing buttons reveal 2 × 78 = 156 pt; released still, a row opens past 78 pt.
    rows.fingers.press(at: Point(x: 300, y: 64 + 32))  // row 1
    rows.fingers.drag(by: Vector(dx: -100, dy: 0), duration: 0.3)
    rows.fingers.lift()  // after 0.1 s at rest: released still, 100 pt > 78 pt
    rows.settle()
    #expect(rows.store.row(1)?.state == .open(.trailing))
    #expect(rows.problems == [])
  }

  // Mail rows of 390 × 64 pt, classic 78 pt buttons: the trailing side reveals W = 156 pt and
  // a release at rest opens strictly past W / 2 = 78 pt: 77 pt closes, 79 pt opens.
  @Test(arguments: [(distance: 77.0, opens: false), (distance: 79.0, opens: true)])
  func aSwipeFromFingersOpensARowPastHalfItsRevealWidth(distance: Double, opens: Bool) {
    let rows = Simulation<SwipeActionsStore>(count: 3)
    rows.fingers.press(at: Point(x: 300, y: 64 + 32))  // row 1
    rows.fingers.drag(by: Vector(dx: -distance, dy: 0), duration: 0.5)
    #expect(rows.store.row(1)?.offset == -distance)
    rows.fingers.lift()  // still for 0.1 s: released at 0 pt/s
    rows.settle()
    #expect(rows.store.row(1)?.state == (opens ? .open(.trailing) : .closed))
    #expect(rows.store.row(1)?.offset == (opens ? -156 : 0))
    #expect(rows.store.row(0)?.state == .closed)
    #expect(rows.store.isAtRest)
    #expect(rows.problems == [])
  }

  // MARK: BackSwipeStore

  // A 390 pt screen three deep: a swipe released still pops strictly past half the width,
  // 195 pt. 51 % of 390 = 198.9 pt pops; 49 % = 191.1 pt comes back.
  @Test(arguments: [(distance: 198.9, pops: true), (distance: 191.1, pops: false)])
  func aBackSwipeFromFingersPopsPastHalfTheWidth(distance: Double, pops: Bool) {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 3, animator: .frames)
    navigation.fingers.press(at: Point(x: 5, y: 600))  // in the leading edge's band
    navigation.fingers.drag(by: Vector(dx: distance, dy: 0), duration: 0.3)
    navigation.fingers.lift()
    #expect(navigation.store.phase == (pops ? .finishing : .cancelling))
    navigation.settle()
    #expect(navigation.store.phase == .idle)
    #expect(navigation.store.context.stackDepth == (pops ? 2 : 3))
    #expect(navigation.take().contains(pops ? .popped(depth: 2, bySwipe: true) : .swipeCancelled))
    #expect(navigation.problems == [])
  }

  // MARK: DraggableStore

  // A picture-in-picture window (160 × 90) at the bottom-right corner of a 390 × 844 screen
  // (safe area 47 top, 34 bottom), its centre at (298, 753). Released still, it goes to the
  // corner on its side of the midline y 428.5: 753 − 325 = 428 is above (top-left),
  // 753 − 324 = 429 below (bottom-left).
  @Test(arguments: [
    (dy: -325.0, frame: Rect(x: 12, y: 59, width: 160, height: 90), anchor: DraggableStore.Anchor.topLeft),
    (dy: -324.0, frame: Rect(x: 12, y: 708, width: 160, height: 90), anchor: .bottomLeft),
  ])
  func aDragFromFingersSnapsToTheCornerOnItsSideOfTheMidline(
    dy: Double, frame: Rect, anchor: DraggableStore.Anchor
  ) {
    let window = Simulation<DraggableStore>(
      frame: Rect(x: 218, y: 708, width: 160, height: 90),
      bounds: Rect(x: 0, y: 0, width: 390, height: 844), safeArea: Insets(top: 47, bottom: 34),
      configuration: .pictureInPicture)
    window.fingers.press(at: Point(x: 298, y: 753))
    window.fingers.drag(by: Vector(dx: -200, dy: dy), duration: 0.5)
    window.fingers.lift()
    window.settle()
    #expect(window.store.frame == frame)
    #expect(window.store.anchor == anchor)
    #expect(window.node.frame == frame)  // the next touch lands on the view where it is
    #expect(window.store.isAtRest)
    #expect(window.problems == [])
  }

  // MARK: ListStore

  // Five rows of 60 pt from y 0. Held at y 130, row 2 (120..<180) lifts with a 10 pt grab
  // offset. Row 3 spans 180..<240, middle 210: the lifted row's bottom (top + 60) must pass
  // 210 + 4 = 214, its top 154, the finger 164. At 164 it stays; at 165 it moves.
  @Test func aLongPressFromFingersReordersFourPointsPastTheNeighboursMiddle() {
    let list = Simulation<ListStore>(count: 5, rowHeight: 60)
    list.fingers.hold(at: Point(x: 100, y: 130))
    list.take()  // the lift
    list.fingers.move(to: Point(x: 100, y: 164))
    #expect(!list.take().contains(.move(from: 2, to: 3)))
    list.fingers.move(to: Point(x: 100, y: 165))
    #expect(list.take().contains(.move(from: 2, to: 3)))
    list.fingers.lift()
    list.settle()
    #expect(list.take().contains(.reorderEnded(rowID: 2, from: 2, to: 3)))
    #expect(list.store.rows.map(\.id) == [0, 1, 3, 2, 4])
    #expect(list.app.items == [0, 1, 3, 2, 4])
    #expect(list.problems == [])
  }

  // MARK: ClosureGestures

  /// The calls since the last take, as `"name phase"` strings.
  func calls(_ view: Simulation<ClosureGestures>) -> [String] {
    view.take().compactMap {
      if case .call(_, let gesture) = $0 { "\(gesture.slot.name) \(gesture.phase.name)" } else { nil }
    }
  }

  // The standard set: a single tap waits for the double tap's 0.3 s interval, counted from
  // the lift at 0.05 s, so it fires at 0.35 s and not at 0.34 s.
  @Test func aTapFromFingersFiresOnceTheDoubleTapIntervalRunsOut() {
    let view = Simulation<ClosureGestures>(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    view.fingers.tap(at: Point(x: 100, y: 100))  // lifts at 0.05 s
    view.fingers.wait(0.29)
    #expect(calls(view) == [])
    view.fingers.wait(0.01)
    #expect(calls(view) == ["tap ended"])
    #expect(view.problems == [])
  }

  // A simulation's `wait` moves the one clock with frames: the recognizers' deadlines come
  // due on it too.
  @Test func theSimulationsClockFiresTheRecognizersDeadlines() {
    let view = Simulation<ClosureGestures>(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    view.fingers.tap(at: Point(x: 100, y: 100))
    view.wait(0.4)
    #expect(view.app.log == ["tap ended"])
    #expect(abs(view.time - 0.45) < 1e-9)  // 0.05 s down, then 0.4 s
    #expect(view.fingers.clock.now == view.time)
  }

  // MARK: The contract

  /// A broken rule is a problem: a lift the store never saw go down.
  @Test func aBrokenRuleOfTheContractIsAProblem() {
    let rows = Simulation<SwipeActionsStore>(count: 0)
    rows.send(.touchUp(time: 0))
    #expect(rows.problems.count == 1)
    #expect(rows.problems.first == "\(ContractViolation<SwipeActionsStore>.touchNotDown(nil))")
  }
}
