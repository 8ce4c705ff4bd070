import GestureCore
import Testing

@Suite struct ListLayoutTests {
  @Test func theDocumentationExamplesHold() {
    var rows = ListLayout(heights: [60, 44, 44, 80])
    #expect(rows.top(of: 2) == 104)
    #expect(rows.index(at: 110) == 2)
    rows.apply(.move(from: 3, to: 0), insertedRowHeight: 60)
    #expect(rows.top(of: 1) == 80)

    #expect(ListViewport(top: 100, height: 600, contentOffset: 250).contentY(atY: 130) == 280)

    var titles = ["Milk", "Eggs", "Bread"]
    ListEdit.move(from: 2, to: 0).apply(to: &titles, newItem: "")
    ListEdit.insert(at: 1).apply(to: &titles, newItem: "New item")
    #expect(titles == ["Bread", "New item", "Milk", "Eggs"])
  }

  @Test func topsAreTheSumsOfTheHeightsAbove() {
    let rows = ListLayout(heights: [60, 44, 44, 80])
    #expect(rows.count == 4)
    #expect((0...4).map(rows.top(of:)) == [0, 60, 104, 148, 228])
    #expect(rows.totalHeight == 228)
    #expect(rows.midY(of: 3) == 188)  // 148 + 80/2
    #expect(rows.height(of: 1) == 44)
  }

  @Test func theRowAtAYIsFoundAtItsEdges() {
    let rows = ListLayout(heights: [60, 44, 0, 44, 80])  // tops 0, 60, 104, 104, 148; end 228
    #expect(rows.index(at: 0) == 0)
    #expect(rows.index(at: 59.999) == 0)
    #expect(rows.index(at: 60) == 1)  // a row's top belongs to it
    #expect(rows.index(at: 103.9) == 1)
    #expect(rows.index(at: 104) == 3)  // the empty row 2 contains nothing
    #expect(rows.index(at: 227.9) == 4)
    #expect(rows.index(at: 228) == nil)  // the bottom of the last row
    #expect(rows.index(at: -0.001) == nil)
    #expect(rows.index(at: .nan) == nil)
    #expect(rows.index(at: .infinity) == nil)
    #expect(ListLayout(heights: []).index(at: 0) == nil)
  }

  @Test func theRowAtAYMatchesALinearScan() {
    var generator = SplitMix64(seed: 7)
    let heights = (0..<500).map { _ in Double(generator.next(upTo: 5) * 20) }  // 0...80, some 0
    let rows = ListLayout(heights: heights)
    for _ in 0..<2000 {
      let y = Double(generator.next(upTo: 40_000)) / 1000 * rows.totalHeight / 40 - 10
      var expected: Int? = nil
      var top = 0.0
      for (index, height) in heights.enumerated() {
        if y >= top && y < top + height { expected = index }
        top += height
      }
      #expect(rows.index(at: y) == expected, "y \(y)")
    }
  }

  @Test func badHeightsBecomeZero() {
    let rows = ListLayout(heights: [10, .nan, -5, .infinity, 20])
    #expect(rows.heights == [10, 0, 0, 0, 20])
    #expect(rows.totalHeight == 30)
    #expect(ListLayout(count: -3, rowHeight: 44).count == 0)
    #expect(ListLayout(count: 2, rowHeight: .nan).heights == [0, 0])
  }

  @Test func editsKeepTheTopsInStep() {
    var applied = false
    var rows = ListLayout(heights: [10, 20, 30, 40, 50])
    applied = rows.move(from: 0, to: 3)
    #expect(applied)
    #expect(rows == ListLayout(heights: [20, 30, 40, 10, 50]))
    applied = rows.move(from: 4, to: 1)
    #expect(applied)
    #expect(rows == ListLayout(heights: [20, 50, 30, 40, 10]))
    applied = rows.insert(height: 64, at: 2)
    #expect(applied)
    #expect(rows == ListLayout(heights: [20, 50, 64, 30, 40, 10]))
    applied = rows.insert(height: .nan, at: 6)  // appends a row of 0 pt
    #expect(applied)
    #expect(rows == ListLayout(heights: [20, 50, 64, 30, 40, 10, 0]))
    applied = rows.remove(at: 0)
    #expect(applied)
    applied = rows.remove(at: 5)
    #expect(applied)
    #expect(rows == ListLayout(heights: [50, 64, 30, 40, 10]))
    applied = rows.apply(.move(from: 1, to: 4), insertedRowHeight: 0)
    #expect(applied)
    applied = rows.apply(.insert(at: 0), insertedRowHeight: 7)
    #expect(applied)
    applied = rows.apply(.delete(at: 5), insertedRowHeight: 0)
    #expect(applied)
    applied = rows.apply(.complete(at: 0), insertedRowHeight: 0)
    #expect(!applied)
    #expect(rows == ListLayout(heights: [7, 50, 30, 40, 10]))
  }

  @Test func editsOutOfRangeChangeNothing() {
    var applied = false
    var rows = ListLayout(heights: [10, 20])
    let before = rows
    applied = rows.move(from: 0, to: 2)
    #expect(!applied)
    applied = rows.move(from: -1, to: 0)
    #expect(!applied)
    applied = rows.move(from: 1, to: 1)
    #expect(!applied)
    applied = rows.insert(height: 5, at: 3)
    #expect(!applied)
    applied = rows.insert(height: 5, at: -1)
    #expect(!applied)
    applied = rows.remove(at: 2)
    #expect(!applied)
    applied = rows.apply(.delete(at: -1), insertedRowHeight: 0)
    #expect(!applied)
    #expect(rows == before)
  }

  @Test func theLiftedRowsSlotSwitchesPastTheNeighboursMiddlePlusHysteresis() {
    // Tops 0, 40, 140, 200, 280; row 1 (100 pt) lifted. Lines for its top edge: slot 0|1 at
    // row 0's middle 20, slot 1|2 at row 2's middle 170 − 100 = 70, 2|3 at 240 − 100 = 140,
    // 3|4 at 305 − 100 = 205.
    let rows = ListLayout(heights: [40, 100, 60, 80, 50])
    func slot(_ top: Double, from current: Int) -> Int {
      rows.slot(forRowLiftedFrom: 1, top: top, current: current, hysteresis: 4)
    }
    #expect(slot(16, from: 1) == 1)  // 20 − 4 = 16: not past
    #expect(slot(15.9, from: 1) == 0)
    #expect(slot(24, from: 0) == 0)  // 20 + 4 = 24: not past
    #expect(slot(24.1, from: 0) == 1)
    #expect(slot(74.1, from: 0) == 2)  // jumps two slots
    #expect(slot(209.1, from: 0) == 4)  // 205 + 4
    #expect(slot(1e9, from: 2) == 4)  // clamped to the last slot
    #expect(slot(-1e9, from: 2) == 0)
    #expect(slot(72, from: 1) == 1)  // between 70 − 4 and 70 + 4: stays wherever it is
    #expect(slot(72, from: 2) == 2)
    #expect(slot(.nan, from: 3) == 3)
    #expect(rows.slot(forRowLiftedFrom: 1, top: 0, current: 3, hysteresis: .nan) == 3)
    #expect(rows.slot(forRowLiftedFrom: 1, top: 21, current: 0, hysteresis: -4) == 1)  // as 0
    #expect(
      ListLayout(heights: [44]).slot(forRowLiftedFrom: 0, top: 500, current: 0, hysteresis: 4) == 0)
    // Where the lifted row lands: the rows above the slot close up.
    #expect((0..<5).map { rows.top(ofSlot: $0, liftedFrom: 1) } == [0, 40, 100, 180, 230])
  }

  @Test func theSlotMatchesALinearScanOverRandomLists() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<300 {
      let count = 1 + generator.next(upTo: 30)
      let heights = (0..<count).map { _ in Double(10 + generator.next(upTo: 90)) }
      let rows = ListLayout(heights: heights)
      let original = generator.next(upTo: count)
      let current = generator.next(upTo: count)
      let top = Double(generator.next(upTo: 40_000)) / 10 - 500
      let hysteresis = Double(generator.next(upTo: 8))
      // The reference: walk from the current slot one neighbour at a time, comparing the
      // lifted row's edges with the neighbours' middles where they rest.
      var slot = current
      let lifted = heights[original]
      var others = heights
      others.remove(at: original)
      func restingTop(ofOther index: Int, slot: Int) -> Double {
        var top = 0.0
        for other in 0..<index { top += others[other] }
        return index >= slot ? top + lifted : top
      }
      while slot < count - 1,
        top + lifted > restingTop(ofOther: slot, slot: slot) + others[slot] / 2 + hysteresis
      {
        slot += 1
      }
      while slot > 0,
        top < restingTop(ofOther: slot - 1, slot: slot) + others[slot - 1] / 2 - hysteresis
      {
        slot -= 1
      }
      #expect(
        rows.slot(forRowLiftedFrom: original, top: top, current: current, hysteresis: hysteresis)
          == slot, "heights \(heights) original \(original) current \(current) top \(top)")
    }
  }

  @Test func theViewportMapsScreenToContent() {
    let viewport = ListViewport(top: 100, height: 600, contentOffset: 250)
    #expect(viewport.contentY(atY: 130) == 280)
    #expect(viewport.maximumContentOffset(contentHeight: 1000) == 400)
    #expect(viewport.maximumContentOffset(contentHeight: 100) == 0)
    #expect(ListViewport(top: .nan, height: -1, contentOffset: .infinity) == ListViewport())
  }
}

@Suite struct ListEditTests {
  @Test func editsApplyAsArrayOperations() {
    var applied = false
    var items = ["a", "b", "c", "d"]
    applied = ListEdit.move(from: 0, to: 2).apply(to: &items, newItem: "x")
    #expect(applied)
    #expect(items == ["b", "c", "a", "d"])
    applied = ListEdit.move(from: 3, to: 0).apply(to: &items, newItem: "x")
    #expect(applied)
    #expect(items == ["d", "b", "c", "a"])
    applied = ListEdit.insert(at: 4).apply(to: &items, newItem: "x")
    #expect(applied)
    #expect(items == ["d", "b", "c", "a", "x"])
    applied = ListEdit.delete(at: 1).apply(to: &items, newItem: "y")
    #expect(applied)
    #expect(items == ["d", "c", "a", "x"])
    applied = ListEdit.complete(at: 1).apply(to: &items, newItem: "y")
    #expect(!applied)
    #expect(items == ["d", "c", "a", "x"])
  }

  @Test(
    arguments: [
      ListEdit.move(from: 0, to: 2), .move(from: -1, to: 0), .move(from: 1, to: 1),
      .insert(at: 3), .insert(at: -1), .delete(at: 2), .delete(at: -1), .complete(at: 5),
    ])
  func editsOutOfRangeChangeNothingAndMakeNoItem(edit: ListEdit) {
    var items = [1, 2]
    var made = 0
    func newItem() -> Int {
      made += 1
      return 99
    }
    #expect(!edit.apply(to: &items, newItem: newItem()))
    #expect(items == [1, 2])
    #expect(made == 0)
  }
}
