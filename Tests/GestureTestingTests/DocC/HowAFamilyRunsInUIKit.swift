// The Swift code block of Sources/GestureKit/GestureKit.docc/HowAFamilyRunsInUIKit.md: a test's
// body, compiled and run with the package's tests (scripts/check-doc-samples checks that the
// block is here).

import GestureCore
import GestureTesting
import Testing

@Suite struct HowAFamilyRunsInUIKitSample {
  @Test func aRowOpensPastHalfItsReveal() {
    let rows = Simulation<SwipeActionsStore>(count: 3)  // Mail's rows, 390 × 64 pt, stacked
    // Mail's trailing buttons reveal 2 × 78 = 156 pt; released still, a row opens past 78 pt.
    rows.fingers.press(at: Point(x: 300, y: 64 + 32))  // row 1
    rows.fingers.drag(by: Vector(dx: -100, dy: 0), duration: 0.3)
    rows.fingers.lift()  // after 0.1 s at rest: released still, 100 pt > 78 pt
    rows.settle()
    #expect(rows.store.row(1)?.state == .open(.trailing))
    #expect(rows.problems == [])
  }
}
