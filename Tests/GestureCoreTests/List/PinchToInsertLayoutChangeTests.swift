import GestureCore
import Testing

/// `layoutChanged`: the same rows with new heights keep an open gap open.
@Suite struct PinchToInsertLayoutChangeTests {
  let viewport = ListViewport(top: 0, height: 600, contentOffset: 0)

  /// Fingers on rows 1 (64..<128) and 2 (128..<192), each 20 pt out: spread 20.
  func opening() -> PinchToInsert {
    var pinch = PinchToInsert(layout: ListLayout(count: 4, rowHeight: 64), viewport: viewport)
    var effects: [PinchToInsert.Effect] = []
    pinch.handle(.began(upperY: 100, lowerY: 160), into: &effects)
    pinch.handle(.changed(upperY: 80, lowerY: 180), into: &effects)
    return pinch
  }

  @Test func anOpenGapStaysOpenOnTheNewGeometry() {
    var pinch = opening()
    var effects: [PinchToInsert.Effect] = []
    // Row 0 grew from 64 to 80: the line between rows 1 and 2 is now at 80 + 64 = 144.
    pinch.handle(
      .layoutChanged(ListLayout(heights: [80, 64, 64, 64]), viewport: viewport), into: &effects)
    guard case .opening(let opening) = pinch.state else {
      Issue.record("the gap closed: \(pinch.state)")
      return
    }
    #expect(opening.insertionIndex == 2)
    #expect(opening.spread == 20)
    #expect(effects.contains(.offsetRows(0..<2, by: -20)))
    #expect(effects.contains(.offsetRows(2..<4, by: 20)))
    #expect(effects.contains(.placeholder(centerY: 144, height: 64, scale: 40.0 / 64, label: .releaseToAdd)))
    #expect(!effects.contains(.removePlaceholder))
  }

  @Test func anotherNumberOfRowsClosesTheGap() {
    var pinch = opening()
    var effects: [PinchToInsert.Effect] = []
    pinch.handle(.layoutChanged(ListLayout(count: 3, rowHeight: 64), viewport: viewport), into: &effects)
    #expect(pinch.state == .idle)
    #expect(effects.contains(.removePlaceholder))
  }
}
