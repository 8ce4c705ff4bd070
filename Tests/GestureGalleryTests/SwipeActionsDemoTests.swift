import GestureCore
import Testing

@testable import GestureGallery

/// The gallery's swipe actions as the page drives them: pointer samples through the demo's
/// own entry point (as `gallery_pointer` does) and a frame every 1/60 s (as
/// `requestAnimationFrame` does).
///
/// The area is 390 pt wide: cards 0 and 1 at y 12...104 and 116...208, rows 2... from y 232,
/// 72 pt each. Buttons fit their titles (at least 74 pt): two trailing buttons reveal 148 pt
/// (open past 74 pt), one leading button 74 pt (open past 37 pt); a full swipe arms past
/// 0.6 × 390 = 234 pt.
@Suite struct SwipeActionsDemoTests {
  /// A finger on the demo, with the page's clock.
  final class Page: GalleryPage<SwipeActionsDemo> {
    init(width: Double = 390, height: Double = 700) {
      super.init(SwipeActionsDemo(size: Size(width: width, height: height)))
      contract.watch(demo.store)
    }

    /// The content offset the page draws for a row (`nil` once it is gone).
    func offset(_ id: Int) -> Double? { demo.store.store.row(id)?.offset }

    /// The snapshot's rows: identifier, top (in the area) and width.
    var drawnRows: [(id: Int, top: Double, width: Double)] {
      var snapshot: [Double] = []
      demo.render(&snapshot)
      typealias Row = SwipeActionsDemo.RowField
      var rows: [(Int, Double, Double)] = []
      var index = SwipeActionsDemo.ListField.allCases.count
      while index + Row.allCases.count <= snapshot.count {
        let field = { (name: Row) in snapshot[index + name.index] }
        rows.append((Int(field(.id)), field(.y), field(.width)))
        let buttons = Int(field(.leadingCount) + field(.trailingCount))
        index += Row.allCases.count + buttons * SwipeActionsDemo.ButtonField.allCases.count
      }
      return rows
    }
  }

  static func rowCenter(_ id: Int) -> Double { 232 + Double(id - 2) * 72 + 36 }

  @Test func aSlowSwipePastHalfOpensAndOpeningAnotherRowClosesIt() {
    let page = Page()
    let y = Self.rowCenter(3)
    // 140 pt to the left, held still before the lift: past 74 pt.
    page.stroke(from: Point(x: 320, y: y), by: Vector(dx: -140, dy: 0), duration: 0.3, rest: 0.1)
    page.wait(1.5)
    #expect(page.offset(3) == -148)
    // A card's leading side opens with a swipe right past 37 pt.
    page.stroke(from: Point(x: 60, y: 58), by: Vector(dx: 60, dy: 0), duration: 0.2, rest: 0.1)
    page.wait(1.5)
    #expect(page.offset(0) == 74)
    #expect(page.offset(3) == 0)
    #expect(page.demo.store.store.openRowID == 0)
    #expect(page.events(.didClose).contains([3, 1, 0, 0, 0]))
  }

  @Test func aShortSlowSwipeSpringsBack() {
    let page = Page()
    // 50 pt < 74 pt, released still.
    page.stroke(from: Point(x: 300, y: Self.rowCenter(2)), by: Vector(dx: -50, dy: 0), duration: 0.3, rest: 0.1)
    page.wait(1.5)
    #expect(page.offset(2) == 0)
    #expect(page.demo.store.store.isAtRest)
  }

  @Test func aFullSwipeDeletesTheRowOnceItIsOffScreen() {
    let page = Page()
    let y = Self.rowCenter(5)
    page.stroke(from: Point(x: 370, y: y), by: Vector(dx: -310, dy: 0), duration: 0.25)
    // Past 234 pt: "Delete" runs; the row goes once its content has slid off.
    #expect(page.events(.perform) == [[5, 1, 0, 0, 0]])
    #expect(page.events(.removed) == [])
    page.wait(1.5)
    #expect(page.events(.removed) == [[5, 0, 0, 0, 0]])
    #expect(page.offset(5) == nil)
    // The row below took its place.
    let top = page.drawnRows.first { $0.id == 6 }?.top
    #expect(top == 448)  // 232 + 3 × 72: row 5's slot
    #expect(page.demo.store.store.isAtRest)
  }

  /// The ghost row (a row stranded half-way or kept after its delete), in this demo: a tap on the row right after a fast full swipe must
  /// not strand it half-way or keep it.
  @Test(arguments: [0.0, 0.05, 0.1, 0.2])
  func aTapRightAfterAFullSwipeStillDeletesTheRow(after delay: Double) {
    let page = Page()
    let y = Self.rowCenter(4)
    page.stroke(from: Point(x: 370, y: y), by: Vector(dx: -310, dy: 0), duration: 0.15)
    page.wait(delay)
    page.tap(Point(x: 200, y: y))
    page.wait(2)
    #expect(page.events(.removed) == [[4, 0, 0, 0, 0]])
    #expect(page.events(.perform).count == 1)
    #expect(page.demo.store.store.isAtRest)
  }

  @Test func tappingAButtonPerformsItAndCloses() {
    let page = Page()
    let y = Self.rowCenter(2)
    page.stroke(from: Point(x: 40, y: y), by: Vector(dx: 110, dy: 0), duration: 0.25, rest: 0.1)
    page.wait(1.5)
    #expect(page.offset(2) == 74)
    page.tap(Point(x: 37, y: y))  // "Read", 0...74
    page.wait(1.5)
    #expect(page.events(.perform) == [[2, 0, 0, 0, 0]])
    #expect(page.offset(2) == 0)
    #expect(page.demo.store.store.isAtRest)
  }

  @Test func aTapWhileARowSpringsOpenClosesItFromWhereItIs() {
    let page = Page()
    let y = Self.rowCenter(3)
    page.stroke(from: Point(x: 320, y: y), by: Vector(dx: -100, dy: 0), duration: 0.3, rest: 0.1)
    page.wait(0.05)
    let shown = page.offset(3) ?? 0
    #expect(shown < -100 && shown > -148)
    page.touch(.began, Point(x: 100, y: y))
    #expect(abs((page.offset(3) ?? 0) - shown) < 1e-9)  // caught, no jump
    page.frame()
    page.touch(.ended, Point(x: 100, y: y))
    page.wait(1.5)
    #expect(page.offset(3) == 0)
    #expect(page.events(.didOpen) == [])
    #expect(page.demo.store.store.isAtRest)
  }

  @Test func aVerticalDragDoesNotMoveARow() {
    let page = Page()
    page.stroke(from: Point(x: 200, y: Self.rowCenter(3)), by: Vector(dx: 15, dy: 120), duration: 0.3)
    page.wait(0.3)
    #expect(page.offset(3) == 0)
    #expect(page.demo.store.store.isAtRest)
  }

  @Test func closeAllClosesTheOpenRow() {
    let page = Page()
    page.stroke(from: Point(x: 320, y: Self.rowCenter(2)), by: Vector(dx: -140, dy: 0), duration: 0.3, rest: 0.1)
    page.wait(1.5)
    page.command(.closeAll)
    page.wait(1.5)
    #expect(page.offset(2) == 0)
    #expect(page.demo.store.store.isAtRest)
  }

  // MARK: Sizes and scrolling

  @Test func aNarrowerAreaNarrowsTheRowsAndTheirButtonsStillOpen() {
    let page = Page()
    page.demo.resize(Size(width: 300, height: 700), &page.output)
    // Cards keep a 16 pt margin on each side: 300 − 32 = 268; rows take the width.
    #expect(page.drawnRows.map(\.width) == [268, 268, 300, 300, 300, 300, 300, 300])
    // 140 pt to the left, at rest: past half of the two buttons' 148 pt.
    page.stroke(from: Point(x: 280, y: Self.rowCenter(3)), by: Vector(dx: -140, dy: 0), duration: 0.3, rest: 0.1)
    page.wait(1)
    #expect(page.offset(3) == -148)
  }

  @Test func aShortAreaScrollsToItsLastRowAndScrollingClosesTheOpenRow() {
    // 8 rows end at 664, with a 12 pt margin 676 pt of content: in 400 pt, offsets 0...276.
    let page = Page(width: 390, height: 400)
    page.stroke(from: Point(x: 320, y: Self.rowCenter(2)), by: Vector(dx: -140, dy: 0), duration: 0.3, rest: 0.1)
    page.wait(1)
    #expect(page.offset(2) == -148)
    #expect(page.demo.wheel(at: Point(x: 200, y: 200), by: Vector(dx: 0, dy: 500), &page.output) == 1)
    page.wait(1)
    #expect(page.demo.scroll.offset == 276)
    #expect(page.offset(2) == 0, "scrolling closed it")
    // The last row is drawn against the bottom margin, and a swipe where it is drawn opens it.
    #expect(page.drawnRows.last!.top == 664 - 72 - 276)
    page.stroke(from: Point(x: 320, y: 352), by: Vector(dx: -140, dy: 0), duration: 0.3, rest: 0.1)
    page.wait(1)
    #expect(page.offset(7) == -148)
  }

  @Test func aFlickScrollsTheListWithMomentum() {
    let page = Page(width: 390, height: 400)
    page.stroke(from: Point(x: 200, y: 380), by: Vector(dx: 0, dy: -150), duration: 0.1)
    let atLift = page.demo.scroll.offset
    page.wait(0.2)
    #expect(page.demo.scroll.offset > atLift)
    page.wait(3)
    #expect(page.demo.scroll.isAtRest && page.demo.scroll.offset == 276)
    #expect(page.demo.store.store.isAtRest)
  }
}

