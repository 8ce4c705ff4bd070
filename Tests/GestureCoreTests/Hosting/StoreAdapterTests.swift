import GestureCore
import GestureTesting
import Testing

/// The rig's store adapters: each store driven from fingers on the rig's clock, with display
/// frames from `settle()` and the store's host contract checked on every event.
@Suite struct StoreAdapterTests {
  /// The broken rules a rig's contract hook reported.
  final class Violations {
    var list: [String] = []
  }

  func watch<A: RigAdapter>(
    _ rig: InteractionRig<A>, with checker: ContractChecker<A.Model>
  ) -> Violations where A.Model: ContractExplaining {
    let violations = Violations()
    rig.checkContract(with: checker) { violation, event in
      violations.list.append("\(violation) after \(event)")
    }
    return violations
  }

  // MARK: SwipeActionsStore

  /// The README's and the TestingGestures article's store example, kept true.
  @Test func readmeStoreExample() {
    let row = SimulatedSwipeApp.mailRow(Size(width: 390, height: 64))
    let rig = InteractionRig(
      rows: [.init(id: 7, actions: row, frame: Rect(x: 0, y: 0, width: 390, height: 64))])
    var problems: [String] = []
    rig.checkContract(with: ContractChecker<SwipeActionsStore>()) { violation, _ in
      problems.append("\(violation)")
    }
    // Mail's trailing buttons reveal 2 × 78 = 156 pt; released still, a row opens past 78 pt.
    rig.press(at: Point(x: 300, y: 32))
    rig.drag(by: Vector(dx: -100, dy: 0), duration: 0.3)
    rig.lift()  // after 0.1 s at rest: released still, 100 pt > 78 pt
    rig.settle()
    #expect(rig.model.row(7)?.state == .open(.trailing))
    #expect(problems == [])
  }

  // Mail rows of 390 × 64 pt, classic 78 pt buttons: the trailing side reveals W = 156 pt and
  // a release at rest opens strictly past W / 2 = 78 pt: 77 pt closes, 79 pt opens.
  @Test(arguments: [(distance: 77.0, opens: false), (distance: 79.0, opens: true)])
  func aSwipeFromFingersOpensARowPastHalfItsRevealWidth(distance: Double, opens: Bool) {
    let size = Size(width: 390, height: 64)
    let rig = InteractionRig(
      rows: (0..<3).map {
        .init(
          id: $0, actions: SimulatedSwipeApp.mailRow(size),
          frame: Rect(x: 0, y: Double($0) * 64, width: 390, height: 64))
      })
    let violations = watch(rig, with: ContractChecker<SwipeActionsStore>())
    rig.press(at: Point(x: 300, y: 64 + 32))  // row 1
    rig.drag(by: Vector(dx: -distance, dy: 0), duration: 0.5)
    #expect(rig.model.row(1)?.offset == -distance)
    rig.lift()  // still for 0.1 s: released at 0 pt/s
    rig.settle()
    #expect(rig.model.row(1)?.state == (opens ? .open(.trailing) : .closed))
    #expect(rig.model.row(1)?.offset == (opens ? -156 : 0))
    #expect(rig.model.row(0)?.state == .closed)
    #expect(rig.model.isAtRest)
    #expect(violations.list == [])
  }

  // MARK: BackSwipeStore

  // A 390 pt screen three deep: a swipe released still pops strictly past half the width,
  // 195 pt. 51 % of 390 = 198.9 pt pops; 49 % = 191.1 pt comes back.
  @Test(arguments: [(distance: 198.9, pops: true), (distance: 191.1, pops: false)])
  func aBackSwipeFromFingersPopsPastHalfTheWidth(distance: Double, pops: Bool) {
    let screen = Rect(x: 0, y: 0, width: 390, height: 844)
    let rig = InteractionRig(
      backSwipe: BackSwipeStore(
        context: .init(container: screen, stackDepth: 3), configuration: .init(animator: .frames)),
      screen: screen)
    let violations = watch(rig, with: ContractChecker<BackSwipeStore>())
    rig.press(at: Point(x: 5, y: 600))  // in the leading edge's band
    rig.drag(by: Vector(dx: distance, dy: 0), duration: 0.3)
    rig.lift()
    #expect(rig.model.phase == (pops ? .finishing : .cancelling))
    rig.settle()
    #expect(rig.model.phase == .idle)
    #expect(rig.model.context.stackDepth == (pops ? 2 : 3))
    #expect(rig.take().contains(pops ? .popped(depth: 2, bySwipe: true) : .swipeCancelled))
    #expect(violations.list == [])
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
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let rig = InteractionRig(
      draggable: DraggableStore(
        frame: Rect(x: 218, y: 708, width: 160, height: 90), bounds: bounds,
        safeArea: Insets(top: 47, bottom: 34), configuration: .pictureInPicture),
      bounds: bounds)
    let violations = watch(rig, with: ContractChecker<DraggableStore>())
    rig.press(at: Point(x: 298, y: 753))
    rig.drag(by: Vector(dx: -200, dy: dy), duration: 0.5)
    rig.lift()
    rig.settle()
    #expect(rig.model.frame == frame)
    #expect(rig.model.anchor == anchor)
    #expect(rig.node.frame == frame)  // the next touch lands on the view where it is
    #expect(rig.model.isAtRest)
    #expect(violations.list == [])
  }

  // MARK: ListStore

  // Five rows of 60 pt from y 0. Held at y 130, row 2 (120..<180) lifts with a 10 pt grab
  // offset. Row 3 spans 180..<240, middle 210: the lifted row's bottom (top + 60) must pass
  // 210 + 4 = 214, its top 154, the finger 164. At 164 it stays; at 165 it moves.
  @Test func aLongPressFromFingersReordersFourPointsPastTheNeighboursMiddle() {
    let rig = InteractionRig(
      list: ListStore(
        rows: (0..<5).map { .init(id: $0, height: 60) }, rowWidth: 390,
        viewport: ListViewport(top: 0, height: 600)),
      frame: Rect(x: 0, y: 0, width: 390, height: 600))
    let violations = watch(rig, with: ContractChecker<ListStore>())
    rig.hold(at: Point(x: 100, y: 130))
    rig.take()  // the lift
    rig.move(to: Point(x: 100, y: 164))
    #expect(!rig.take().contains(.move(from: 2, to: 3)))
    rig.move(to: Point(x: 100, y: 165))
    #expect(rig.take().contains(.move(from: 2, to: 3)))
    rig.lift()
    rig.settle()
    #expect(rig.take().contains(.reorderEnded(rowID: 2, from: 2, to: 3)))
    #expect(rig.model.rows.map(\.id) == [0, 1, 3, 2, 4])
    #expect(violations.list == [])
  }

  // MARK: ClosureGestures

  /// The calls since the last take, as `"name phase"` strings.
  func calls(_ rig: InteractionRig<ClosureGestures.Reader>) -> [String] {
    rig.take().compactMap {
      if case .call(_, let gesture) = $0 { "\(gesture.slot.name) \(gesture.phase.name)" } else { nil }
    }
  }

  // The standard set: a single tap waits for the double tap's 0.3 s interval, counted from
  // the lift at 0.05 s, so it fires at 0.35 s and not at 0.34 s.
  @Test func aTapFromFingersFiresOnceTheDoubleTapIntervalRunsOut() {
    let gestures = ClosureGestures.standard
    let rig = InteractionRig(
      closureGestures: gestures, frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let violations = watch(rig, with: ContractChecker<ClosureGestures>(for: gestures))
    rig.fingers.tap(at: Point(x: 100, y: 100))  // lifts at 0.05 s
    rig.wait(0.29)
    #expect(calls(rig) == [])
    rig.wait(0.01)
    #expect(calls(rig) == ["tap ended"])
    #expect(violations.list == [])
  }

  // MARK: The contract hook

  /// The hook reports a broken rule: a lift the store never saw go down.
  @Test func theContractHookReportsABrokenRule() {
    let rig = InteractionRig(rows: [])
    let violations = watch(rig, with: ContractChecker<SwipeActionsStore>())
    rig.send(.touchUp(time: 0))
    #expect(violations.list.count == 1)
    #expect(violations.list.first?.hasPrefix("\(ContractViolation<SwipeActionsStore>.touchNotDown(nil))") == true)
  }
}
