import GestureCore
import Testing

@testable import GestureGallery

/// The gallery's to-do list as the page drives it: pointer samples through the demo's own
/// entry point (as `gallery_pointer` does) and a frame every 1/60 s (as
/// `requestAnimationFrame` does).
@Suite struct TodoListDemoTests {
  /// A finger on a demo, with the page's clock.
  final class Page {
    let demo: TodoListDemo
    var output = Output()
    var time = 1.0

    init(width: Double = 390, height: Double = 700) {
      demo = TodoListDemo(size: Size(width: width, height: height))
    }

    func frame() {
      time += 1 / 60
      demo.tick(time, &output)
    }

    func wait(_ seconds: Double) {
      for _ in 0..<Int((seconds * 60).rounded()) { frame() }
    }

    func touch(_ phase: TouchPhase, _ location: Point, finger: Int = 1) {
      let sample = TouchSample(
        id: TouchID(finger), phase: phase, location: location, timestamp: time)
      _ = demo.pointer(sample, &output)
    }

    /// A straight stroke at 60 Hz, lifting at the end.
    func stroke(from start: Point, by delta: Vector, duration: Double) {
      touch(.began, start)
      let steps = max(1, Int((duration * 60).rounded()))
      for step in 1...steps {
        frame()
        touch(.moved, start + delta * (Double(step) / Double(steps)))
      }
      touch(.ended, start + delta)
    }

    func tap(_ location: Point) {
      touch(.began, location)
      frame()
      touch(.ended, location)
    }

    /// The rows the page draws, by item identifier, in order.
    var drawnIDs: [Int] { demo.list.model.rows.map(\.id) }
    var itemIDs: [Int] { demo.items.map(\.id) }
  }

  /// The ghost row of issue 9: a fast swipe left on a row, a tap on the same row 0.1 s
  /// after the release. The row must leave the list, not stay as an empty slot.
  @Test(arguments: [0.0, 0.05, 0.1, 0.2])
  func aTapRightAfterAFastDeleteLeavesNoGhostRow(after delay: Double) {
    let page = Page()
    // Row 2 spans y 128...192.
    page.stroke(from: Point(x: 300, y: 160), by: Vector(dx: -220, dy: 0), duration: 0.1)
    page.wait(delay)
    page.tap(Point(x: 200, y: 160))
    page.wait(2)
    #expect(!page.itemIDs.contains(2))
    #expect(page.itemIDs.count == 19)
    #expect(page.drawnIDs == page.itemIDs)
    #expect(page.demo.list.model.isAtRest)
  }

  @Test func aSwipeRightMarksTheItemDoneAndBack() {
    let page = Page()
    page.stroke(from: Point(x: 60, y: 96), by: Vector(dx: 200, dy: 0), duration: 0.3)
    page.wait(1.5)
    #expect(page.demo.items[1].done)
    page.stroke(from: Point(x: 60, y: 96), by: Vector(dx: 200, dy: 0), duration: 0.3)
    page.wait(1.5)
    #expect(!page.demo.items[1].done)
    #expect(page.demo.list.model.isAtRest)
  }

  @Test func aLongPressDragReordersTheItems() {
    let page = Page()
    let start = Point(x: 200, y: 32)
    page.touch(.began, start)
    page.wait(0.6)  // the 0.5 s long press fires on a frame
    for step in 1...30 {
      page.frame()
      page.touch(.moved, start + Vector(dx: 0, dy: 140 * Double(step) / 30))
    }
    page.touch(.ended, start + Vector(dx: 0, dy: 140))
    page.wait(1.5)
    #expect(page.itemIDs.prefix(4) == [1, 2, 0, 3])
    #expect(page.drawnIDs == page.itemIDs)
    #expect(page.demo.list.model.isAtRest)
  }
}
