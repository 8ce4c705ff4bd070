import GestureCore
import Testing

@testable import GestureGallery

/// The gallery's to-do list as the page drives it: pointer samples through the demo's own
/// entry point (as `gallery_pointer` does) and a frame every 1/60 s (as
/// `requestAnimationFrame` does).
@Suite struct ListGesturesDemoTests {
  /// A finger on a demo, with the page's clock.
  final class Page: GalleryPage<ListGesturesDemo> {
    init(width: Double = 390, height: Double = 700) {
      super.init(ListGesturesDemo(size: Size(width: width, height: height)))
      contract.watch(demo.list)
    }

    /// The rows the page draws, by item identifier, in order.
    var drawnIDs: [Int] { demo.list.store.rows.map(\.id) }
    var itemIDs: [Int] { demo.items.map(\.id) }
  }

  /// The ghost row: a fast swipe left on a row, a tap on the same row 0.1 s
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
    #expect(page.demo.list.store.isAtRest)
  }

  @Test func aSwipeRightMarksTheItemDoneAndBack() {
    let page = Page()
    page.stroke(from: Point(x: 60, y: 96), by: Vector(dx: 200, dy: 0), duration: 0.3)
    page.wait(1.5)
    #expect(page.demo.items[1].done)
    page.stroke(from: Point(x: 60, y: 96), by: Vector(dx: 200, dy: 0), duration: 0.3)
    page.wait(1.5)
    #expect(!page.demo.items[1].done)
    #expect(page.demo.list.store.isAtRest)
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
    #expect(page.demo.list.store.isAtRest)
  }

  // MARK: Scrolling (20 rows of 64 pt: 1280 pt of content, 700 pt shown, offsets 0...580)

  @Test func aFlickKeepsScrollingAfterTheFingerLiftsAndStopsAtTheEnd() {
    let page = Page()
    // 300 pt up in 0.15 s, about 2000 pt/s: the decay would travel about 1000 pt more.
    page.stroke(from: Point(x: 200, y: 600), by: Vector(dx: 0, dy: -300), duration: 0.15)
    // The content follows the finger from where the pan began: the first 33 pt step (the
    // one that passed the slop) is not scrolled.
    let atLift = page.demo.contentOffset
    #expect(abs(atLift - (300 - 300 / 9.0)) < 1e-9)
    page.wait(0.2)
    #expect(page.demo.contentOffset > atLift + 150, "momentum after the lift")
    var highest = 0.0
    for _ in 0..<(60 * 6) {
      page.frame()
      highest = max(highest, page.demo.contentOffset)
    }
    #expect(highest > 580, "it bounces past the end")
    #expect(page.demo.contentOffset == 580 && page.demo.scroll.isAtRest)
    #expect(page.demo.list.store.viewport.contentOffset == 580, "the list heard of it")
  }

  @Test func pulledDownAtTheTopTheListStretchesAndSpringsBack() {
    let page = Page()
    let start = Point(x: 200, y: 100)
    page.touch(.began, start)
    for step in 1...30 {
      page.frame()
      page.touch(.moved, start + Vector(dx: 0, dy: 5 * Double(step)))
    }
    // 150 pt down, less the pan's slop, on a 700 pt band: about 55 % of it at first.
    #expect(page.demo.contentOffset < -50 && page.demo.contentOffset > -80)
    page.wait(0.3)
    page.touch(.ended, start + Vector(dx: 0, dy: 150))
    page.wait(1.5)
    #expect(page.demo.contentOffset == 0 && page.demo.scroll.isAtRest)
  }

  @Test func aTouchStopsAFlick() {
    let page = Page()
    page.stroke(from: Point(x: 200, y: 600), by: Vector(dx: 0, dy: -200), duration: 0.15)
    page.wait(0.1)
    page.touch(.began, Point(x: 200, y: 300))
    let caught = page.demo.contentOffset
    page.wait(0.3)
    #expect(page.demo.contentOffset == caught)
    page.touch(.ended, Point(x: 200, y: 300))
    page.wait(0.5)
    #expect(page.demo.contentOffset == caught && page.demo.scroll.isAtRest)
  }

  @Test func theWheelScrollsWithinTheEnds() {
    let page = Page()
    var output = Output()
    #expect(page.demo.wheel(at: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 300), &output) == 1)
    #expect(page.demo.contentOffset == 300)
    #expect(page.demo.wheel(at: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 1000), &output) == 1)
    #expect(page.demo.contentOffset == 580)
    // At the end: nothing scrolls, the page lets the event go.
    #expect(page.demo.wheel(at: Point(x: 200, y: 300), by: Vector(dx: 0, dy: 10), &output) == 0)
    #expect(page.demo.list.store.viewport.contentOffset == 580)
  }

  @Test(arguments: [
    (ScrollKey.down, 40.0), (.pageDown, 580.0), (.end, 580.0), (.left, 0.0), (.home, 0.0),
  ])
  func keysScroll(key: ScrollKey, offset: Double) {
    let page = Page()
    var output = Output()
    // ↓ 40 pt; PageDown 0.875 · 700 = 612.5 pt, clamped to the end at 580; ← is across the
    // list's axis: nothing.
    _ = page.demo.key(key, &output)
    page.wait(1)
    #expect(page.demo.contentOffset == offset && page.demo.scroll.isAtRest)
  }

  @Test func afterAResizeTheLastItemsAreStillReachable() {
    let page = Page()
    var output = Output()
    // A shorter window: the content now ends at 1280 − 400 = 880.
    page.demo.resize(Size(width: 390, height: 400), &output)
    _ = page.demo.key(.end, &output)
    page.wait(1)
    #expect(page.demo.contentOffset == 880)
    // Row 19's bottom is at the viewport's bottom.
    #expect(page.demo.list.store.layout.top(of: 19) + 64 - page.demo.contentOffset == 400)
    // A taller one: the offset comes back within the new end (1280 − 1000 = 280) at once.
    page.demo.resize(Size(width: 390, height: 1000), &output)
    #expect(page.demo.contentOffset == 280)
    #expect(page.demo.list.store.viewport == ListViewport(top: 0, height: 1000, contentOffset: 280))
  }

  @Test(arguments: [(390.0, false), (300.0, true)])
  func aNarrowerListArmsItsSwipesSooner(width: Double, completes: Bool) {
    let page = Page()
    var output = Output()
    page.demo.resize(Size(width: width, height: 700), &output)
    // 110 pt, released still: past 300 / 3 = 100 pt, short of 390 / 3 = 130 pt.
    let start = Point(x: 40, y: 96)
    page.touch(.began, start)
    for step in 1...20 {
      page.frame()
      page.touch(.moved, start + Vector(dx: 110 * Double(step) / 20, dy: 0))
    }
    page.wait(0.2)
    page.touch(.ended, start + Vector(dx: 110, dy: 0))
    page.wait(1.5)
    #expect(page.demo.items[1].done == completes)
  }

  @Test func aLiftedRowStillAutoScrollsAndTheListComesToRest() {
    let page = Page()
    let start = Point(x: 200, y: 160)
    page.touch(.began, start)
    page.wait(0.6)
    for step in 1...20 {
      page.frame()
      page.touch(.moved, start + Vector(dx: 0, dy: (684 - 160) * Double(step) / 20))
    }
    page.wait(0.5)  // 16 pt from the bottom edge, in the 64 pt band
    #expect(page.demo.contentOffset > 200)
    page.touch(.ended, Point(x: 200, y: 684))
    page.wait(2)
    #expect(page.demo.scroll.isAtRest && page.demo.list.store.isAtRest)
    #expect(page.itemIDs.firstIndex(of: 2)! > 8)
    #expect(page.drawnIDs == page.itemIDs)
  }
}
