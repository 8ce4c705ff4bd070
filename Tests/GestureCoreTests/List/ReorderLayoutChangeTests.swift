import GestureCore
import Testing

/// `layoutChanged`: the same rows with new heights (estimated heights resolving under a lift)
/// rebase the reorder without ending it.
@Suite struct ReorderLayoutChangeTests {
  let viewport = ListViewport(top: 0, height: 600, contentOffset: 0)

  /// Row 0 lifted with the finger at its middle (grab offset 32), then dragged to y = 62: its
  /// top is at 30.
  func liftedRowZero(heights: [Double] = [64, 64, 64, 64]) -> Reorder {
    var reorder = Reorder(layout: ListLayout(heights: heights), viewport: viewport)
    var effects: [Reorder.Effect] = []
    reorder.handle(.drag(.began(location: Point(x: 100, y: 32), translation: .zero)), into: &effects)
    reorder.handle(.drag(.changed(location: Point(x: 100, y: 62), translation: .zero)), into: &effects)
    // Row 1's middle, for the lifted row's top edge: 64 + 32 − 64 = 32; past it by more
    // than the 4 pt hysteresis means a top below 36. 30 stays.
    #expect(!effects.contains { if case .move = $0 { true } else { false } })
    return reorder
  }

  /// Row 1 shrinks under the lifted row, whose top stays at 30 (under the finger). Its
  /// middle line becomes 64 + h/2 − 64 = h/2 and the row moves once 30 > h/2 + 4:
  /// h = 54: 27 + 4 = 31 > 30, stays; h = 52: 26 + 4 = 30, not past, stays;
  /// h = 50: 25 + 4 = 29 < 30, takes slot 1.
  @Test(arguments: [(54.0, 0), (52.0, 0), (50.0, 1)])
  func aNeighbourThatShrinksUnderTheLiftedRowMovesAtItsNewMiddle(height: Double, slot: Int) {
    var reorder = liftedRowZero()
    var effects: [Reorder.Effect] = []
    reorder.handle(
      .layoutChanged(ListLayout(heights: [64, height, 64, 64]), viewport: viewport),
      into: &effects)
    #expect(effects.first == .moveLiftedRow(toY: 30))  // Still under the finger.
    guard case .lifted(let lift) = reorder.state else {
      Issue.record("the lift ended: \(reorder.state)")
      return
    }
    #expect(lift.index == slot)
    #expect(effects.contains(.move(from: 0, to: 1)) == (slot == 1))
    #expect(lift.top == 30)
  }

  /// The host lists heights in the model's order, the lifted row in its current slot; the
  /// interaction keeps the rows as they were at the lift.
  @Test func theNewHeightsAreTakenInTheModelsOrder() {
    var reorder = Reorder(layout: ListLayout(heights: [40, 50, 60, 70]), viewport: viewport)
    var effects: [Reorder.Effect] = []
    var items = [0, 1, 2, 3]
    func apply() {
      for case .move(let from, let to) in effects {
        #expect(ListEdit.move(from: from, to: to).apply(to: &items, newItem: -1))
      }
      effects.removeAll()
    }
    reorder.handle(.drag(.began(location: Point(x: 100, y: 20), translation: .zero)), into: &effects)
    // Top at 130 − 20 = 110: past row 2's line (90 + 30 − 40 = 80, + 4) into slot 2.
    reorder.handle(.drag(.changed(location: Point(x: 100, y: 130), translation: .zero)), into: &effects)
    apply()
    #expect(items == [1, 2, 0, 3])
    // Item 1 (model index 0) grew to 55: model order [55, 60, 40, 70].
    reorder.handle(
      .layoutChanged(ListLayout(heights: [55, 60, 40, 70]), viewport: viewport), into: &effects)
    apply()
    #expect(reorder.layout.heights == [40, 55, 60, 70])
    #expect(reorder.isLifted)
    // A cancel still restores the order: nothing lost or duplicated.
    reorder.handle(.drag(.cancelled), into: &effects)
    apply()
    #expect(items == [0, 1, 2, 3])
  }

  @Test func anotherNumberOfRowsIsNewData() {
    var reorder = liftedRowZero()
    var effects: [Reorder.Effect] = []
    reorder.handle(
      .layoutChanged(ListLayout(heights: [64, 64, 64]), viewport: viewport), into: &effects)
    #expect(reorder.state == .idle)
    #expect(effects.contains(.settle(at: 0)))
    #expect(reorder.layout.count == 3)
  }

  /// The rows' origin moved 10 pt up (a header shrank): the viewport, measured from it,
  /// scrolled by 10 pt, and the lifted row's top follows in content coordinates: still under
  /// the finger on screen.
  @Test func aNewOriginKeepsTheLiftedRowUnderTheFinger() {
    var reorder = liftedRowZero()
    var effects: [Reorder.Effect] = []
    reorder.handle(
      .layoutChanged(
        ListLayout(heights: [64, 64, 64, 64]),
        viewport: ListViewport(top: 0, height: 600, contentOffset: 10)),
      into: &effects)
    #expect(effects.first == .moveLiftedRow(toY: 40))  // 62 + 10 − 32
    #expect(reorder.isLifted)
  }

  @Test func idleOrDroppingTheLayoutIsAdopted() {
    var reorder = Reorder(layout: ListLayout(heights: [64, 64]), viewport: viewport)
    var effects: [Reorder.Effect] = []
    reorder.handle(.layoutChanged(ListLayout(heights: [30, 64]), viewport: viewport), into: &effects)
    #expect(effects.isEmpty)
    #expect(reorder.layout.heights == [30, 64])
    reorder.handle(.drag(.began(location: Point(x: 100, y: 10), translation: .zero)), into: &effects)
    reorder.handle(.drag(.ended(location: Point(x: 100, y: 10), translation: .zero, velocity: .zero)), into: &effects)
    effects.removeAll()
    reorder.handle(.layoutChanged(ListLayout(heights: [40, 64]), viewport: viewport), into: &effects)
    #expect(reorder.state == .dropping(at: 0))
    #expect(reorder.layout.heights == [40, 64])
  }
}
