import GestureCore
import GestureTesting
import Testing

/// A simulation's fingers on the store's declared recognizers: the TestingGestures article's
/// example, kept true, and the steps the family tests do not reach.
@Suite struct SimulationFingersTests {
  @Test func readmeExample() {
    let list = Simulation<ListStore>(count: 5, rowHeight: 60, width: 375)
    list.fingers.press(at: Point(x: 100, y: 90))  // row 1 (60..<120)
    list.fingers.drag(by: Vector(dx: 200, dy: 0), duration: 0.2)  // past a third of the row: armed
    list.fingers.lift()  // after 0.1 s at rest: the release is at 0 pt/s
    #expect(list.take().contains(.complete(rowID: 1)))
    #expect(list.store.rows[1].swipe.spring?.initialVelocity == 0)
    list.settle()
    #expect(list.app.completed == [1])
    #expect(list.problems == [])
  }

  @Test func aFlickSettlesAtAnAnchor() {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let window = Simulation<DraggableStore>(
      frame: Rect(x: 12, y: 400, width: 60, height: 60), bounds: bounds)
    window.fingers.flick(from: window.node.frame.center, by: Vector(dx: 200, dy: 0), duration: 0.1)
    #expect(window.store.needsFrames)  // thrown towards the right side
    window.settle()
    #expect(!window.store.needsFrames)
    #expect(window.store.isAtRest)
    #expect(window.store.frame.midX > 195)  // past the midline: the right side
    #expect(window.problems == [])
  }

  @Test func aLongHoldLiftsAndAPinchOpensAGap() {
    let reorder = ListRig(
      heights: [Double](repeating: 60, count: 5), viewport: ListViewport(top: 0, height: 400))
    reorder.fingers.hold(at: Point(x: 160, y: 90))  // row 1 (60..<120), for the long press's 0.5 s
    #expect(reorder.store.reorder.isLifted && reorder.store.liftedRow?.id == 1)
    let pinch = ListRig(
      heights: [Double](repeating: 60, count: 5), viewport: ListViewport(top: 0, height: 400),
      pinchToInsert: PinchToInsert.Configuration())
    // Rows 1 (60..<120) and 2 (120..<180); 40 pt apart, then 11 more: the pinch begins at 51.
    pinch.fingers.pinch(Point(x: 160, y: 100), Point(x: 160, y: 140))
    #expect(
      pinch.store.pinchToInsert.state == .opening(.init(insertionIndex: 2, initialDistance: 51)))
  }
}
