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
}
