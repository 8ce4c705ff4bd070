import GestureCore
import GestureTesting
import Testing

/// Long-press to reorder, end to end: synthetic touches → arena → LongPressRecognizer →
/// `DragEvent` → the list store → effects and what it draws (the lifted row, the rows' shifts),
/// with every move applied to its rows (the app's item ids).
@Suite struct ReorderTests {
  /// Ten rows of 60 pt in a viewport 300 pt tall whose top is at screen y 100.
  static func tenRows(viewportHeight: Double = 300, contentOffset: Double = 0) -> ListRig {
    ListRig(
      heights: [Double](repeating: 60, count: 10),
      viewport: ListViewport(top: 100, height: viewportHeight, contentOffset: contentOffset))
  }

  /// Checks what the lifted row entering a new slot did (after the effects `before` it): the
  /// move from slot `from` to `to` and a selection tick, with the rows it passed (`rows`)
  /// shown `shift` pt from their new resting places, on their way there.
  static func expectCrossing(
    _ rig: ListRig, from: Int, to: Int, rows: Range<Int>, shift: Double,
    after before: [ListStore.Effect] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      rig.take() == before + [.move(from: from, to: to), .haptic(.selection)],
      sourceLocation: sourceLocation)
    #expect(
      rows.map { rig.shifts[$0] } == [Double](repeating: shift, count: rows.count),
      sourceLocation: sourceLocation)
  }

  /// Checks the drop that just started: the lifted row shows `animation.from`, and a frame
  /// 1/20 s later the spring's value then.
  static func expectDrop(
    _ rig: ListRig, _ animation: SpringAnimation, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(rig.store.liftedRow?.top == animation.from, sourceLocation: sourceLocation)
    let (start, now) = rig.frame(after: 0.05)
    #expect(
      rig.store.liftedRow?.top == Motion(animation, start: start).value(at: now),
      sourceLocation: sourceLocation)
  }

  @Test func liftsTheRowUnderTheFingerAfterHalfASecond() {
    let rig = Self.tenRows()
    rig.fingers.down(1, at: Point(x: 160, y: 230))  // content y 230 − 100 = 130: row 2 (120..<180)
    rig.fingers.wait(0.4375)  // 62.5 ms short of the long press's 0.5 s
    #expect(rig.take() == [])
    #expect(rig.store.reorder.state == .idle)
    rig.fingers.wait(0.0625)  // 0.5 s
    #expect(rig.take() == [.haptic(.impact(.medium)), .scrollingEnabled(false)])
    #expect(rig.store.liftShown == LiftShown(id: 2, top: 120))
    #expect(rig.store.rows[2].isLifted)
    // The finger is 130 − 120 = 10 pt below the row's top: the grab offset it keeps.
    #expect(
      rig.store.reorder.state
        == .lifted(.init(originalIndex: 2, index: 2, grabOffset: 10, fingerY: 230, top: 120)))
    #expect(rig.store.reorder.isLifted)

    // The row follows the finger vertically, keeping the grab offset.
    rig.move(toY: 250)  // content 150 → top 150 − 10 = 140
    #expect(rig.take() == [] && rig.store.liftedRow?.top == 140)
    rig.fingers.move(1, to: Point(x: 20, y: 250))  // horizontal motion does nothing more
    #expect(rig.take() == [] && rig.store.liftedRow?.top == 140)
    #expect(rig.items == Array(0..<10))
  }

  @Test func pressingOffTheRowsLiftsNothing() {
    // Five rows of 60 pt end at content y 300; the viewport is 400 pt tall.
    let rig = ListRig(
      heights: [Double](repeating: 60, count: 5), viewport: ListViewport(top: 0, height: 400))
    rig.press(atY: 300)  // the bottom of the last row: no row contains it
    #expect(rig.take() == [])
    rig.move(toY: 100)
    rig.fingers.up(1)
    #expect(rig.take() == [])
    #expect(rig.store.reorder.state == .idle && rig.store.liftedRow == nil)
    rig.press(atY: 299)  // 1 pt higher: row 4
    #expect(rig.take() == [.haptic(.impact(.medium)), .scrollingEnabled(false)])
    #expect(rig.store.liftShown == LiftShown(id: 4, top: 240))
  }

  @Test func movesWhenTheLeadingEdgeIsFourPointsPastTheNeighboursMiddle() {
    let rig = Self.tenRows(viewportHeight: 600)
    rig.press(atY: 230)  // row 2 (120..<180), grab offset 10
    _ = rig.take()

    // Down: row 3 spans 180..<240, middle 210. The lifted row's bottom (top + 60) must pass
    // 210 + 4 = 214, so its top must pass 154: the finger at 100 + 154 + 10 = 264.
    rig.move(toY: 264)  // top 154: bottom 214, not past 214
    #expect(rig.take() == [] && rig.store.liftedRow?.top == 154)
    rig.move(toY: 265)  // top 155: bottom 215 > 214
    #expect(rig.store.liftedRow?.top == 155)
    // Row 3 is now index 2, resting 60 pt higher than before: it slides up from 60 pt below.
    Self.expectCrossing(rig, from: 2, to: 3, rows: 2..<3, shift: 60)
    #expect(rig.items == [0, 1, 3, 2, 4, 5, 6, 7, 8, 9])
    rig.restRows()

    // Back up: the displaced row now spans 120..<180, middle 150; the lifted row's top must
    // go above 150 − 4 = 146. Between 146 and 154 both slots are stable: no oscillation.
    for y in [260.0, 256, 262, 257, 263, 256] {  // tops 150, 146, 152, 147, 153, 146
      rig.move(toY: y)
    }
    #expect(!rig.take().contains { if case .move = $0 { true } else { false } })
    rig.move(toY: 255)  // top 145 < 146
    #expect(rig.store.liftedRow?.top == 145)
    Self.expectCrossing(rig, from: 3, to: 2, rows: 3..<4, shift: -60)
    #expect(rig.items == Array(0..<10))
  }

  @Test func rowsOfDifferentHeightsSwapWhenHalfCovered() {
    // Tops 0, 40, 140, 200, 280; total 330.
    let rig = ListRig(
      heights: [40, 100, 60, 80, 50], viewport: ListViewport(top: 0, height: 600))
    rig.press(atY: 90)  // row 1 (40..<140, 100 pt tall), grab offset 50
    #expect(rig.take() == [.haptic(.impact(.medium)), .scrollingEnabled(false)])
    #expect(rig.store.liftShown == LiftShown(id: 1, top: 40))

    // Up past row 0 (0..<40, middle 20): the lifted top must go above 20 − 4 = 16.
    rig.move(toY: 66)  // top 16
    #expect(rig.take() == [] && rig.store.liftedRow?.top == 16)
    rig.move(toY: 65)  // top 15
    #expect(rig.store.liftedRow?.top == 15)
    // Row 0 now rests 100 pt lower (below the lifted row's 100 pt slot).
    Self.expectCrossing(rig, from: 1, to: 0, rows: 1..<2, shift: -100)
    rig.restRows()

    // One jump down past two rows: with the slot at 0, row 0 rests at 100..<140 (middle 120)
    // and row 2 at 140..<200 (middle 170). The lifted bottom (top + 100) must pass 124 for
    // slot 1 and 174 for slot 2: the top past 24 and 74.
    rig.move(toY: 125)  // top 75 > 74: slot 2 at once
    #expect(rig.store.liftedRow?.top == 75)
    Self.expectCrossing(rig, from: 0, to: 2, rows: 0..<2, shift: 100)
    #expect(rig.items == [0, 2, 1, 3, 4])
    rig.restRows()

    // Row 3 (80 pt) rests at 200..<280, middle 240: the lifted bottom must pass 244, the top
    // 144.
    rig.move(toY: 194)  // top 144
    #expect(rig.take() == [] && rig.store.liftedRow?.top == 144)
    rig.move(toY: 195)  // top 145
    #expect(rig.store.liftedRow?.top == 145)
    Self.expectCrossing(rig, from: 2, to: 3, rows: 2..<3, shift: 100)
    #expect(rig.items == [0, 2, 3, 1, 4])

    // The drop: the slot's top is 40 + 60 + 80 = 180.
    rig.fingers.up(1)
    #expect(rig.take() == [.reorderEnded(rowID: 1, from: 1, to: 3), .scrollingEnabled(true)])
    #expect(rig.store.reorder.state == .dropping(at: 3))
    Self.expectDrop(rig, ListRig.drop(from: 145, to: 180))
    rig.settle()
    #expect(rig.take() == [])
    #expect(rig.store.reorder.state == .idle && rig.store.liftedRow == nil)
    #expect(!rig.store.rows[3].isLifted)
    #expect(rig.store.layout == ListLayout(heights: [40, 60, 80, 100, 50]))
    #expect(rig.items == [0, 2, 3, 1, 4])
  }

  @Test func cancellingHalfWayMovesTheItemBack() {
    let rig = Self.tenRows(viewportHeight: 600)
    rig.press(atY: 230)  // row 2, grab offset 10
    // Slot k + 1 needs the top past 60k + 30 + 4 (the middle of the row below, less the lifted
    // 60 pt, plus the hysteresis): 275 passes it for k = 0...4, so slot 5 at once.
    rig.move(toY: 385)  // top 385 − 100 − 10 = 275
    #expect(rig.items == [0, 1, 3, 4, 5, 2, 6, 7, 8, 9])
    _ = rig.take()
    rig.restRows()

    rig.fingers.cancel(1)
    // One edit restores the order; the three rows slide back down. No haptic, no `ended`.
    #expect(rig.take() == [.move(from: 5, to: 2), .scrollingEnabled(true)])
    #expect(rig.shifts == [0, 0, 0, -60, -60, -60, 0, 0, 0, 0])
    #expect(rig.items == Array(0..<10))
    #expect(rig.store.reorder.state == .dropping(at: 2))
    Self.expectDrop(rig, ListRig.drop(from: 275, to: 120))
    rig.settle()
    #expect(rig.store.liftedRow == nil && rig.store.reorder.state == .idle)
    #expect(rig.store.layout == ListLayout(count: 10, rowHeight: 60))
  }

  @Test func theAutoScrollBandIsSixtyFourPoints() {
    // Twenty rows: content 1200 pt, viewport 300 pt, so the offset can go 0...900.
    let rig = ListRig(
      heights: [Double](repeating: 60, count: 20),
      viewport: ListViewport(top: 100, height: 300, contentOffset: 300))
    rig.press(atY: 250)  // viewport y 150, content 450: row 7 (420..<480), grab offset 30
    rig.tick(1)  // the first frame starts the clock
    _ = rig.take()

    // Bottom band: viewport y from 300 − 64 = 236 down. Frames every 1/16 s.
    rig.move(toY: 335)  // viewport y 235: 1 pt above the band
    rig.tick(1.0625)
    rig.move(toY: 336)  // 236: the band's inner edge, speed 0
    rig.tick(1.125)
    #expect(!rig.take().contains { if case .scroll = $0 { true } else { false } })
    rig.move(toY: 337)  // 1 pt deep: 1200 pt/s × 1/64 = 18.75 pt/s
    _ = rig.take()
    rig.tick(1.1875)  // 18.75 pt/s × 0.0625 s = 1.171875 pt
    // The row stays under the finger: top = 237 + 301.171875 − 30.
    #expect(rig.take() == [.scroll(toContentOffset: 301.171875)])
    #expect(rig.store.liftedRow?.top == 508.171875)

    // Top band: viewport y under 64.
    rig.move(toY: 165)  // viewport y 65: 1 pt below the band
    rig.tick(1.25)
    rig.move(toY: 164)  // 64: the inner edge
    rig.tick(1.3125)
    #expect(!rig.take().contains { if case .scroll = $0 { true } else { false } })
    rig.move(toY: 163)  // 63: 1 pt deep, 18.75 pt/s upwards
    _ = rig.take()
    rig.tick(1.375)
    #expect(rig.take().first == .scroll(toContentOffset: 300))  // 301.171875 − 1.171875
  }

  @Test func autoScrollSpeedGrowsLinearlyToTwelveHundredPointsPerSecond() {
    let rig = ListRig.liftedInAHundredRows()
    // Depth d points into the bottom band (below viewport y 236) scrolls 1200 × d / 64
    // pt/s: 32 pt deep 600, 48 pt 900, 64 pt and deeper 1200.
    let (offset, time) = rig.expectAutoScroll(
      [(268, 600), (284, 900), (300, 1200), (350, 1200)], from: 3000, at: 1)
    // A frame that comes 1 s late scrolls by the maximum tick interval, 0.1 s.
    rig.tick(time + 1)
    #expect(rig.take().first == .scroll(toContentOffset: offset + 1200 * 0.1))
  }

  @Test func autoScrollWithTheFingerStillMovesTheRowThroughTheList() {
    let rig = ListRig(
      heights: [Double](repeating: 60, count: 20), viewport: ListViewport(top: 100, height: 300))
    rig.press(atY: 250)  // content 150: row 2 (120..<180), grab offset 30
    #expect(rig.take() == [.haptic(.impact(.medium)), .scrollingEnabled(false)])
    #expect(rig.store.liftShown == LiftShown(id: 2, top: 120))
    // Viewport y 268: 32 pt into the bottom band (from 236): 1200 × 32/64 = 600 pt/s.
    rig.move(toY: 368)
    // Top 268 − 30 = 238; slot k + 1 needs the top past 60k + 34: k ≤ 3 → slot 4.
    #expect(rig.store.liftedRow?.top == 238)
    Self.expectCrossing(rig, from: 2, to: 4, rows: 2..<4, shift: 60)
    rig.tick(1)
    #expect(rig.take() == [])
    // The finger stays still; each 1/16 s frame scrolls 600/16 = 37.5 pt.
    rig.tick(1.0625)  // offset 37.5, top 275.5 > 60 × 4 + 34 = 274: slot 5
    #expect(rig.store.liftedRow?.top == 275.5)
    Self.expectCrossing(
      rig, from: 4, to: 5, rows: 4..<5, shift: 60, after: [.scroll(toContentOffset: 37.5)])
    rig.tick(1.125)  // offset 75, top 313 < 334: stays
    #expect(rig.take() == [.scroll(toContentOffset: 75)])
    #expect(rig.store.liftedRow?.top == 313)
    rig.tick(1.1875)  // offset 112.5, top 350.5 > 334: slot 6
    #expect(rig.store.liftedRow?.top == 350.5)
    Self.expectCrossing(
      rig, from: 5, to: 6, rows: 5..<6, shift: 60, after: [.scroll(toContentOffset: 112.5)])
    rig.fingers.up(1)
    #expect(rig.take() == [.reorderEnded(rowID: 2, from: 2, to: 6), .scrollingEnabled(true)])
    #expect(
      rig.items == [0, 1, 3, 4, 5, 6, 2, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    // Slot 6's top: six 60 pt rows above it. The drop started at the last frame's time.
    #expect(rig.store.liftedRow?.top == 350.5)
    rig.tick(1.25)
    #expect(
      rig.store.liftedRow?.top
        == Motion(ListRig.drop(from: 350.5, to: 360), start: 1.1875).value(at: 1.25))
    // Frames after the drop scroll nothing.
    #expect(rig.take() == [])
  }

  @Test func autoScrollStopsAtTheContentsEnds() {
    // Ten rows: content 600 pt, viewport 300 pt: the offset stays within 0...300.
    let rig = Self.tenRows(contentOffset: 280)
    rig.press(atY: 250)  // content 250 − 100 + 280 = 430: row 7 (420..<480), grab offset 10
    rig.move(toY: 400)  // the viewport's bottom edge: full speed, 1200 pt/s
    rig.tick(1)
    _ = rig.take()
    rig.tick(1.0625)  // 280 + 75 = 355, clamped to 300
    #expect(rig.take() == [.scroll(toContentOffset: 300)])
    #expect(rig.store.liftedRow?.top == 590)
    rig.tick(1.125)
    #expect(rig.take() == [])
    // Below the viewport: still full speed, still clamped, and the row stays at the bottom
    // edge, where the finger counts as being: 400 − 100 + 300 − 10 = 590 (not 690).
    rig.move(toY: 500)
    rig.tick(1.1875)
    #expect(rig.take() == [])
    #expect(rig.store.liftedRow?.top == 590)
    #expect(rig.store.viewport.contentOffset == 300)

    // Up to the top: the viewport's top edge, 1200 pt/s up, 75 pt per frame, down to 0.
    rig.move(toY: 100)
    var offsets: [Double] = []
    var time = 1.1875
    for _ in 0..<6 {
      time += 0.0625
      rig.tick(time)
      for case .scroll(let offset) in rig.take() { offsets.append(offset) }
    }
    #expect(offsets == [225, 150, 75, 0])
    rig.fingers.up(1)
    #expect(rig.items == [7, 0, 1, 2, 3, 4, 5, 6, 8, 9])
  }

  @Test func aNewPressDuringTheDropFinishesIt() {
    let rig = Self.tenRows(viewportHeight: 600)
    rig.press(atY: 230)  // row 2
    rig.move(toY: 265)  // slot 3 (see the threshold test)
    rig.fingers.up(1)
    _ = rig.take()
    #expect(rig.store.reorder.state == .dropping(at: 3))
    rig.press(atY: 110)  // row 0, before the drop's spring settled (no frame yet)
    #expect(rig.take() == [.haptic(.impact(.medium)), .scrollingEnabled(false)])
    #expect(!rig.store.rows[3].isLifted && rig.store.rows[0].isLifted)
    #expect(rig.store.liftShown == LiftShown(id: 0, top: 0))
    #expect(rig.store.layout.heights == [Double](repeating: 60, count: 10))
    rig.fingers.up(1)
    #expect(rig.take() == [.reorderEnded(rowID: 0, from: 0, to: 0), .scrollingEnabled(true)])
    // The drop from 0 to 0 at rest is over at the first frame.
    #expect(rig.store.liftedRow?.top == 0 && rig.store.reorder.state == .dropping(at: 0))
    rig.frame(after: 0.05)
    #expect(rig.store.liftedRow == nil && rig.store.reorder.state == .idle)
    #expect(rig.items == [0, 1, 3, 2, 4, 5, 6, 7, 8, 9])
  }

  @Test func theConfigurationIsHonoured() {
    let configuration = Reorder.Configuration(
      liftScale: 1.1, liftAlpha: 0.8, liftShadow: false, liftHaptic: nil, moveHaptic: nil,
      hysteresis: 0, autoScrollBand: 0)
    let rig = ListRig(
      heights: [Double](repeating: 60, count: 10),
      viewport: ListViewport(top: 0, height: 300, contentOffset: 100),
      reorder: configuration)
    rig.press(atY: 130)  // content 230: row 3 (180..<240), grab 50
    #expect(rig.take() == [.scrollingEnabled(false)])
    #expect(
      rig.store.liftShown == LiftShown(id: 3, top: 180, scale: 1.1, alpha: 0.8, shadow: false))
    // No hysteresis: the bottom past row 4's middle 270 exactly → top past 210.
    rig.move(toY: 160)  // top 210
    #expect(rig.take() == [] && rig.store.liftedRow?.top == 210)
    rig.move(toY: 161)  // top 211
    #expect(rig.take() == [.move(from: 3, to: 4)])
    #expect(rig.store.liftedRow?.top == 211 && rig.shifts[3] == 60)
    // No band: the bottom edge does not scroll.
    rig.move(toY: 300)
    rig.tick(1)
    rig.tick(2)
    #expect(!rig.take().contains { if case .scroll = $0 { true } else { false } })
  }
}
