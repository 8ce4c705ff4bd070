import GestureCore
import Testing

/// Two trailing buttons of 78 and 100 pt (W = 178 pt) in a 375 × 60 left-to-right row: at
/// the right edge, the 78 pt one outermost.
private func trailing(_ style: SwipeActionsRow.TransitionStyle) -> SwipeActionsRow.ButtonLayout {
  SwipeActionsRow.ButtonLayout(
    style: style, widths: [78, 100], side: .trailing, layoutDirection: .leftToRight,
    containerSize: Size(width: 375, height: 60))
}

private func rect(_ x: Double, _ width: Double) -> Rect {
  Rect(x: x, y: 0, width: width, height: 60)
}

@Suite struct SwipeActionsButtonLayoutTests {
  @Test func borderSharesTheUncoveredWidthInProportion() {
    let layout = trailing(.border)
    #expect(layout.revealWidth == 178)
    // −89: half of 178 uncovered; each button at half its width, 39 and 50 pt.
    #expect(layout.frame(ofButtonAt: 0, offset: -89) == rect(375 - 39, 39))
    #expect(layout.frame(ofButtonAt: 1, offset: -89) == rect(375 - 89, 50))
    // Fully open: the buttons at their widths.
    #expect(layout.frame(ofButtonAt: 0, offset: -178) == rect(297, 78))
    #expect(layout.frame(ofButtonAt: 1, offset: -178) == rect(197, 100))
    // Past W (−267 = 1.5 W) they keep scaling: 117 and 150 pt.
    #expect(layout.frame(ofButtonAt: 0, offset: -267) == rect(375 - 117, 117))
    #expect(layout.frame(ofButtonAt: 1, offset: -267) == rect(375 - 267, 150))
  }

  @Test func dragPullsTheButtonsInWithTheContentsEdge() {
    let layout = trailing(.drag)
    // −89: the stack of 178 pt ends at the content's edge (x 286), so it starts 89 pt past
    // the container's edge: the outer button is entirely outside (x 386...464).
    #expect(layout.frame(ofButtonAt: 0, offset: -89) == rect(386, 78))
    #expect(layout.frame(ofButtonAt: 1, offset: -89) == rect(286, 100))
    #expect(layout.frame(ofButtonAt: 0, offset: -178) == rect(297, 78))
    #expect(layout.frame(ofButtonAt: 1, offset: -178) == rect(197, 100))
    // −200: 22 pt past W; the inner button follows the content, the outer one stretches to
    // the edge (78 + 22 = 100 pt).
    #expect(layout.frame(ofButtonAt: 0, offset: -200) == rect(275, 100))
    #expect(layout.frame(ofButtonAt: 1, offset: -200) == rect(175, 100))
  }

  @Test func revealKeepsTheButtonsWhereTheyRestOpen() {
    let layout = trailing(.reveal)
    // −89: the buttons sit at their open frames; the content covers the inner one's left.
    #expect(layout.frame(ofButtonAt: 0, offset: -89) == rect(297, 78))
    #expect(layout.frame(ofButtonAt: 1, offset: -89) == rect(197, 100))
    #expect(layout.frame(ofButtonAt: 0, offset: -10) == rect(297, 78))
    // Past W, as drag.
    #expect(layout.frame(ofButtonAt: 0, offset: -200) == rect(275, 100))
    #expect(layout.frame(ofButtonAt: 1, offset: -200) == rect(175, 100))
  }

  @Test(arguments: [SwipeActionsRow.TransitionStyle.border, .drag, .reveal])
  func anExpandedFirstButtonFillsTheUncoveredWidth(style: SwipeActionsRow.TransitionStyle) {
    let layout = trailing(style)
    #expect(layout.frame(ofButtonAt: 0, offset: -250, isExpanded: true) == rect(125, 250))
    #expect(layout.frame(ofButtonAt: 1, offset: -250, isExpanded: true) == rect(125, 0))
  }

  @Test func closedButtonsHaveZeroWidthAtTheirEdge() {
    let layout = trailing(.border)
    #expect(layout.frame(ofButtonAt: 0, offset: 0) == rect(375, 0))
    // An offset that uncovers the other side uncovers nothing here.
    #expect(layout.frame(ofButtonAt: 1, offset: 40) == rect(375, 0))
    #expect(layout.uncoveredWidth(atOffset: 40) == 0)
  }

  @Test func leadingButtonsMirrorToTheLeftEdge() {
    let layout = SwipeActionsRow.ButtonLayout(
      style: .border, widths: [78, 100], side: .leading, layoutDirection: .leftToRight,
      containerSize: Size(width: 375, height: 60))
    #expect(layout.isAtLeftEdge)
    #expect(layout.frame(ofButtonAt: 0, offset: 89) == rect(0, 39))
    #expect(layout.frame(ofButtonAt: 1, offset: 89) == rect(39, 50))
    let drag = SwipeActionsRow.ButtonLayout(
      style: .drag, widths: [78, 100], side: .leading, layoutDirection: .leftToRight,
      containerSize: Size(width: 375, height: 60))
    #expect(drag.frame(ofButtonAt: 0, offset: 89) == rect(-89, 78))
    #expect(drag.frame(ofButtonAt: 1, offset: 89) == rect(-11, 100))
  }

  @Test func rightToLeftPutsLeadingButtonsOnTheRight() {
    let layout = SwipeActionsRow.ButtonLayout(
      style: .border, widths: [78], side: .leading, layoutDirection: .rightToLeft,
      containerSize: Size(width: 375, height: 60))
    #expect(!layout.isAtLeftEdge)
    #expect(layout.frame(ofButtonAt: 0, offset: -78) == rect(297, 78))
  }

  @Test func badInputGivesFiniteFrames() {
    let layout = SwipeActionsRow.ButtonLayout(
      style: .border, widths: [.nan, -5, .infinity, 78], side: .trailing,
      layoutDirection: .leftToRight, containerSize: Size(width: .nan, height: -1))
    #expect(layout.widths == [0, 0, 0, 78])
    #expect(layout.containerSize == Size(width: 0, height: 0))
    #expect(layout.frame(ofButtonAt: 3, offset: .nan) == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(layout.frame(ofButtonAt: 7, offset: -10) == .zero)
    #expect(layout.frame(ofButtonAt: -1, offset: -10) == .zero)
    let empty = trailing(.border)
    let none = SwipeActionsRow.ButtonLayout(
      style: empty.style, widths: [], side: .trailing, layoutDirection: .leftToRight,
      containerSize: empty.containerSize)
    #expect(none.revealWidth == 0)
    #expect(none.frame(ofButtonAt: 0, offset: -50) == .zero)
  }

  // MARK: Content in a button

  /// A 40 × 30 pt view in a 375 × 60 row whose two trailing buttons are classic 78 pt.
  private static let view = Size(width: 40, height: 30)

  @Test func contentIsCentredInItsButtonAndKeepsItsSize() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    // Open: (78 − 40) / 2 = 19, (60 − 30) / 2 = 15.
    #expect(store.row.contentFrame(.trailing, index: 0, contentSize: Self.view)
      == Rect(x: 19, y: 15, width: 40, height: 30))
    #expect(store.row.contentFrame(.trailing, index: 1, contentSize: Self.view)
      == Rect(x: 19, y: 15, width: 40, height: 30))
    // Half open (−78, border style): each button 39 pt, the view still 40 pt wide,
    // (39 − 40) / 2 = −0.5: centred, overflowing by half a point on each side (clipped).
    _ = store.drag(.began(dx: 0))
    _ = store.drag(.changed(dx: 78))
    #expect(store.row.offset == -78)
    #expect(store.row.contentFrame(.trailing, index: 0, contentSize: Self.view)
      == Rect(x: -0.5, y: 15, width: 40, height: 30))
  }

  @Test func contentWithoutASizeFillsItsButtonAndNeverOutgrowsTheRow() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(store.row.contentFrame(.trailing, index: 0, contentSize: Size(width: 0, height: 0))
      == Rect(x: 0, y: 0, width: 78, height: 60))
    // Taller than the 60 pt row: 60; NaN and negative dimensions fill.
    #expect(store.row.contentFrame(.trailing, index: 0, contentSize: Size(width: 40, height: 61))
      == Rect(x: 19, y: 0, width: 40, height: 60))
    #expect(store.row.contentFrame(.trailing, index: 0, contentSize: Size(width: 40, height: 59))
      == Rect(x: 19, y: 0.5, width: 40, height: 59))
    #expect(store.row.contentFrame(.trailing, index: 0, contentSize: Size(width: .nan, height: -3))
      == Rect(x: 0, y: 0, width: 78, height: 60))
    #expect(store.row.contentFrame(.trailing, index: 2, contentSize: Self.view) == .zero)
    #expect(store.row.contentFrame(.leading, index: 0, contentSize: Self.view) == .zero)
  }

  @Test func expandedContentSitsWhereItWasOpenNextToTheContentsEdge() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.drag(.began(dx: 0))
    // 226 pt > the 225 pt threshold (60 % of 375): armed; the expansion springs from 0.
    _ = store.drag(.changed(dx: -226))
    #expect(store.row.expandedSide == .trailing && store.row.expansion == 0)
    // Not yet expanded: the first button is the border style's 78 · 226/156 = 113 pt, the
    // view centred in it: (113 − 40) / 2 = 36.5.
    #expect(store.row.frame(.trailing, index: 0) == Rect(x: 262, y: 0, width: 113, height: 60))
    #expect(store.row.contentFrame(.trailing, index: 0, contentSize: Self.view)
      == Rect(x: 36.5, y: 15, width: 40, height: 30))
    // Fully expanded: the button spans the 226 pt uncovered; the view sits (78 − 40) / 2 =
    // 19 pt from its inner (left) side, as when the row was open.
    for _ in 1...120 { _ = store.take(after: .tick(time: store.time + 1.0 / 60)) }
    #expect(store.row.expansion == 1)
    #expect(store.row.frame(.trailing, index: 0) == Rect(x: 149, y: 0, width: 226, height: 60))
    #expect(store.row.contentFrame(.trailing, index: 0, contentSize: Self.view)
      == Rect(x: 19, y: 15, width: 40, height: 30))
  }

  @Test func expandedLeadingContentSitsAtTheButtonsRightSide() {
    let read: SwipeActionsRow.ActionSet = [.init(id: "read")]
    var store = SwipeActionsStore(row: classicRow(leading: read, trailing: .none))
    _ = store.drag(.began(dx: 0))
    _ = store.drag(.changed(dx: 300))
    for _ in 1...120 { _ = store.take(after: .tick(time: store.time + 1.0 / 60)) }
    #expect(store.row.expandedSide == .leading && store.row.expansion == 1)
    // The button spans 0...300; the view's right side 19 pt from 300: x 300 − 19 − 40 = 241.
    #expect(store.row.contentFrame(.leading, index: 0, contentSize: Self.view)
      == Rect(x: 241, y: 15, width: 40, height: 30))
  }
}
