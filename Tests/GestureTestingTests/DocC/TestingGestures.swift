// The Swift code blocks of Sources/GestureCore/GestureCore.docc/TestingGestures.md, in the order
// they appear there: tests, compiled and run with the package's (scripts/check-doc-samples
// checks that every block is here).

import GestureCore
import GestureTesting
import Testing

@Test func doubleTapWins() {
  let arena = RecognizerSet.standard.makeArena()
  let fingers = TouchSimulator(arena: arena)
  fingers.tap(at: Point(x: 100, y: 100))
  fingers.wait(0.1)
  fingers.clearLog()
  fingers.tap(at: Point(x: 100, y: 100))
  #expect(fingers.transitions.prefix(2) == ["doubleTap recognized", "tap failed"])
}

@Test func aSwipePastHalfTheRevealOpens() {
  let rows = Simulation<SwipeActionsStore>(count: 3)  // Mail's rows, 390 × 64 pt, stacked
  // Mail's trailing buttons reveal 2 × 78 = 156 pt; released still, a row opens past 78 pt.
  rows.fingers.press(at: Point(x: 300, y: 64 + 32))  // row 1
  rows.fingers.drag(by: Vector(dx: -100, dy: 0), duration: 0.3)
  rows.fingers.lift()  // after 0.1 s at rest: released still, 100 pt > 78 pt
  rows.settle()
  #expect(rows.store.row(1)?.state == .open(.trailing))
  #expect(rows.problems == [])
}

@Test func aSwipePastAThirdCompletes() {
  let list = Simulation<ListStore>(count: 5, rowHeight: 60, width: 375)
  list.fingers.press(at: Point(x: 100, y: 90))                 // row 1
  list.fingers.drag(by: Vector(dx: 200, dy: 0), duration: 0.2)  // 200 pt > 375 / 3: armed
  list.fingers.lift()                                           // after 0.1 s at rest: 0 pt/s
  #expect(list.take().contains(.complete(rowID: 1)))
}
