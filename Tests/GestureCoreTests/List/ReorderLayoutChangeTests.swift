import GestureCore
import Testing

/// `layoutChanged`: the same rows with new heights (estimated heights resolving under a lift)
/// rebase the reorder without ending it.
@Suite struct ReorderLayoutChangeTests {
  let viewport = ListViewport(top: 0, height: 600, contentOffset: 0)

  /// Row 0 lifted with the finger at its middle (grab offset 32), then dragged to y = 62: its
  /// top is at 30.
  func liftedRowZero(heights: [Double] = [64, 64, 64, 64]) -> DirectList {
    var list = DirectList(heights: heights, viewport: viewport)
    list.press(.began(location: Point(x: 100, y: 32), translation: .zero))
    list.press(.changed(location: Point(x: 100, y: 62), translation: .zero))
    // Row 1's middle, for the lifted row's top edge: 64 + 32 − 64 = 32; past it by more
    // than the 4 pt hysteresis means a top below 36. 30 stays.
    #expect(!list.take().contains { if case .move = $0 { true } else { false } })
    return list
  }

  /// Row 1 shrinks under the lifted row, whose top stays at 30 (under the finger). Its
  /// middle line becomes 64 + h/2 − 64 = h/2 and the row moves once 30 > h/2 + 4:
  /// h = 54: 27 + 4 = 31 > 30, stays; h = 52: 26 + 4 = 30, not past, stays;
  /// h = 50: 25 + 4 = 29 < 30, takes slot 1.
  @Test(arguments: [(54.0, 0), (52.0, 0), (50.0, 1)])
  func aNeighbourThatShrinksUnderTheLiftedRowMovesAtItsNewMiddle(height: Double, slot: Int) {
    var list = liftedRowZero()
    list.send(.layoutChanged(ListLayout(heights: [64, height, 64, 64]), viewport: viewport))
    #expect(list.list.liftedRow?.top == 30)  // Still under the finger.
    guard case .lifted(let lift) = list.list.reorder.state else {
      Issue.record("the lift ended: \(list.list.reorder.state)")
      return
    }
    #expect(lift.index == slot)
    #expect(list.take().contains(.move(from: 0, to: 1)) == (slot == 1))
    #expect(lift.top == 30)
  }

  /// The host lists heights in the model's order, the lifted row in its current slot.
  @Test func theNewHeightsAreTakenInTheModelsOrder() {
    var list = DirectList(heights: [40, 50, 60, 70], viewport: viewport)
    list.press(.began(location: Point(x: 100, y: 20), translation: .zero))
    // Top at 130 − 20 = 110: past row 2's line (90 + 30 − 40 = 80, + 4) into slot 2.
    list.press(.changed(location: Point(x: 100, y: 130), translation: .zero))
    #expect(list.items == [1, 2, 0, 3])
    // Item 1 (model index 0) grew to 55: model order [55, 60, 40, 70].
    list.send(.layoutChanged(ListLayout(heights: [55, 60, 40, 70]), viewport: viewport))
    #expect(list.list.layout.heights == [55, 60, 40, 70])
    #expect(list.list.reorder.isLifted)
    #expect(list.list.liftedRow?.top == 110)
    // A cancel still restores the order: nothing lost or duplicated.
    list.press(.cancelled)
    #expect(list.items == [0, 1, 2, 3])
    #expect(list.list.layout.heights == [40, 55, 60, 70])
  }

  /// A layout with another number of rows is not these rows: only its viewport is taken,
  /// and the lift goes on (new rows come as `rowsChanged`).
  @Test func anotherNumberOfRowsIsNotTaken() {
    var list = liftedRowZero()
    list.send(.layoutChanged(ListLayout(heights: [64, 64, 64]), viewport: viewport))
    #expect(list.list.reorder.isLifted)
    #expect(list.take() == [])
    #expect(list.list.layout.count == 4)
  }

  /// The rows' origin moved 10 pt up (a header shrank): the viewport, measured from it,
  /// scrolled by 10 pt, and the lifted row's top follows in content coordinates: still under
  /// the finger on screen.
  @Test func aNewOriginKeepsTheLiftedRowUnderTheFinger() {
    var list = liftedRowZero()
    list.send(
      .layoutChanged(
        ListLayout(heights: [64, 64, 64, 64]),
        viewport: ListViewport(top: 0, height: 600, contentOffset: 10)))
    #expect(list.list.liftedRow?.top == 40)  // 62 + 10 − 32
    #expect(list.list.reorder.isLifted)
  }

  @Test func idleOrDroppingTheLayoutIsAdopted() {
    var list = DirectList(heights: [64, 64], viewport: viewport)
    list.send(.layoutChanged(ListLayout(heights: [30, 64]), viewport: viewport))
    #expect(list.take() == [])
    #expect(list.list.layout.heights == [30, 64])
    list.press(.began(location: Point(x: 100, y: 10), translation: .zero))
    list.press(.ended(location: Point(x: 100, y: 10), translation: .zero, velocity: .zero))
    list.take()
    list.send(.layoutChanged(ListLayout(heights: [40, 64]), viewport: viewport))
    #expect(list.list.reorder.state == .dropping(at: 0))
    #expect(list.list.layout.heights == [40, 64])
  }
}
