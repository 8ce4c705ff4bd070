import GestureCore
import Testing

/// `layoutChanged`: the same rows with new heights keep an open gap open.
@Suite struct PinchToInsertLayoutChangeTests {
  let viewport = ListViewport(top: 0, height: 600, contentOffset: 0)

  /// Fingers on rows 1 (64..<128) and 2 (128..<192), each 20 pt out: spread 20.
  func opening() -> DirectList {
    var list = DirectList(heights: [64, 64, 64, 64], viewport: viewport)
    list.pinch(.began(upperY: 100, lowerY: 160))
    list.pinch(.changed(upperY: 80, lowerY: 180))
    list.take()
    return list
  }

  @Test func anOpenGapStaysOpenOnTheNewGeometry() {
    var list = opening()
    // Row 0 grew from 64 to 80: the line between rows 1 and 2 is now at 80 + 64 = 144.
    list.send(.layoutChanged(ListLayout(heights: [80, 64, 64, 64]), viewport: viewport))
    guard case .opening(let opening) = list.list.pinchToInsert.state else {
      Issue.record("the gap closed: \(list.list.pinchToInsert.state)")
      return
    }
    #expect(opening.insertionIndex == 2)
    #expect(opening.spread == 20)
    #expect(list.shifts == [-20, -20, 20, 20])
    #expect(list.list.placeholder?.centerY == 144 && list.list.placeholder?.height == 64)
    #expect(list.list.placeholder?.scale == 40.0 / 64)
    #expect(list.list.placeholder?.label == .releaseToAdd)
  }

  /// A layout with another number of rows is not these rows: only its viewport is taken,
  /// and the gap stays open (new rows come as `rowsChanged`, which closes it).
  @Test func anotherNumberOfRowsIsNotTaken() {
    var list = opening()
    list.send(.layoutChanged(ListLayout(count: 3, rowHeight: 64), viewport: viewport))
    #expect(list.list.layout.count == 4)
    #expect(list.list.placeholder != nil)
    #expect(list.take() == [])
  }
}
