import GestureCore
import GestureTesting
import Testing

/// The rig itself: the README's and the TestingGestures article's example, kept true, and
/// the steps the family tests do not reach.
@Suite struct InteractionRigTests {
  @Test func readmeExample() {
    let rig = InteractionRig(
      list: ListStore(
        rows: [.init(id: 3, height: 60)], rowWidth: 375,
        viewport: ListViewport(top: 100, height: 60)),
      frame: Rect(x: 0, y: 100, width: 375, height: 60))
    rig.press(at: Point(x: 100, y: 130))
    rig.drag(by: Vector(dx: 200, dy: 0), duration: 0.2)  // past a third of the row: armed
    rig.lift()  // after 0.1 s at rest: the release is at 0 pt/s
    #expect(rig.take().contains(.complete(rowID: 3)))
    #expect(rig.model.rows[0].swipe.spring?.initialVelocity == 0)
  }

  @Test func aFlickSettlesAtAnAnchor() {
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let rig = InteractionRig(
      draggable: DraggableStore(frame: Rect(x: 12, y: 400, width: 60, height: 60), bounds: bounds),
      bounds: bounds)
    rig.flick(from: rig.node.frame.center, by: Vector(dx: 200, dy: 0), duration: 0.1)
    #expect(rig.model.needsFrames)  // thrown towards the right side
    rig.settle()
    #expect(!rig.model.needsFrames)
    #expect(rig.model.isAtRest)
    #expect(rig.model.frame.midX > 195)  // past the midline: the right side
  }

  @Test func aLongHoldLiftsAndAPinchOpensAGap() {
    let reorder = ListRig(
      heights: [Double](repeating: 60, count: 5), viewport: ListViewport(top: 0, height: 400))
    reorder.hold(at: Point(x: 160, y: 90))  // row 1 (60..<120), for the long press's 0.5 s
    #expect(reorder.model.reorder.isLifted && reorder.model.liftedRow?.id == 1)
    let pinch = ListRig(
      heights: [Double](repeating: 60, count: 5), viewport: ListViewport(top: 0, height: 400),
      pinchToInsert: PinchToInsert.Configuration())
    // Rows 1 (60..<120) and 2 (120..<180); 40 pt apart, then 11 more: the pinch begins at 51.
    pinch.pinch(Point(x: 160, y: 100), Point(x: 160, y: 140))
    #expect(
      pinch.model.pinchToInsert.state == .opening(.init(insertionIndex: 2, initialDistance: 51)))
  }
}
