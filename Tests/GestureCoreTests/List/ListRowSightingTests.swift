import GestureCore
import GestureTesting
import Testing

/// A list without item identifiers: the host compares what it saw of a row when a gesture
/// began with what it sees before an edit, and a row that shows another item now is new data.
@Suite struct ListRowSightingTests {
  typealias Sighting = ListStore.RowSighting<String>
  final class Cell {}
  let cell = Cell()
  let otherCell = Cell()

  func sighting(_ cell: Cell, _ content: String?) -> Sighting {
    Sighting(view: ObjectIdentifier(cell), content: content)
  }

  @Test func theSameCellShowingTheSameContentIsTheSameItem() {
    #expect(ListStore.showsSameItem(sighting(cell, "Milk"), now: sighting(cell, "Milk")))
  }

  /// A reload reconfigured the cell with another item (a re-sort): another item.
  @Test func theSameCellShowingOtherContentIsAnotherItem() {
    #expect(!ListStore.showsSameItem(sighting(cell, "Milk"), now: sighting(cell, "Eggs")))
  }

  /// A reload dequeued another cell for the same item: the same item.
  @Test func anotherCellShowingTheSameContentIsTheSameItem() {
    #expect(ListStore.showsSameItem(sighting(cell, "Milk"), now: sighting(otherCell, "Milk")))
  }

  /// Content unknown (a cell with neither a content configuration nor a label): the view
  /// decides, and another view is taken for another item.
  @Test(arguments: [(String?.none, String?.none), ("Milk", nil), (nil, "Milk")])
  func withoutBothContentsTheViewDecides(before: String?, now: String?) {
    #expect(ListStore.showsSameItem(sighting(cell, before), now: sighting(cell, now)))
    #expect(!ListStore.showsSameItem(sighting(cell, before), now: sighting(otherCell, now)))
  }

  @Test func aRowOffScreenCannotBeComparedAndIsTakenForTheSame() {
    #expect(ListStore.showsSameItem(sighting(cell, "Milk"), now: nil))
  }

  /// What the host does with a row that shows another item: it gives the row a fresh
  /// identifier (new data). A swipe armed to delete on it then deletes nothing, neither the
  /// item it began on nor the one there now.
  @Test func aSwipeOnARowThatNowShowsAnotherItemDeletesNothing() {
    let list = Simulation<ListStore>(count: 5)
    let start = Point(x: 195, y: list.midY(ofRowWithID: 2))
    list.send(.touchDown(start, time: list.time))
    // Rows are 390 pt wide: 200 pt > 390 / 3 = 130 pt arms the delete.
    for step in 1...10 {
      list.wait(1.0 / 60)
      let translation = Vector(dx: -20 * Double(step), dy: 0)
      let drag: DragEvent =
        step == 1
        ? .began(location: start + translation, translation: translation)
        : .changed(location: start + translation, translation: translation)
      list.send(.swipe(drag, time: list.time))
    }
    #expect(list.store.rows[2].cue == .delete)
    // The host saw row 2 show another item: a fresh identifier, 7, in its place.
    list.changeItems { $0[2] = 7 }
    let end = start + Vector(dx: -200, dy: 0)
    list.send(
      .swipe(
        .ended(location: end, translation: Vector(dx: -200, dy: 0), velocity: .zero),
        time: list.time))
    list.settle()
    #expect(list.app.items == [0, 1, 7, 3, 4])
    #expect(!list.effects.contains(.delete(rowID: 2)) && !list.effects.contains(.delete(rowID: 7)))
    #expect(list.problems == [])
  }
}
