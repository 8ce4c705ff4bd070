import GestureCore
import GestureTesting
import Testing

/// A store of two rows of 375 × 60 pt, ids 1 and 2: at most one open.
private func twoRows() -> SwipeActionsStore {
  var store = SwipeActionsStore()
  #expect(store.effects(of: [.insert(1, classicRow()), .insert(2, classicRow())]) == [])
  return store
}

@Suite struct SwipeActionsGroupTests {
  @Test func draggingAnotherRowClosesTheOpenOne() {
    var store = twoRows()
    _ = store.take(after: .open(rowID: 1, .trailing, animated: false, time: 0))
    #expect(store.openRowID == 1)
    // Row 1 closes as row 2's drag begins.
    #expect(store.take(after: .drag(rowID: 2, .began(dx: -20), time: 0)) == [])
    #expect(store.row(1)?.spring == spring(from: -156, to: 0))
    #expect(store.row(2)?.offset == -20)
    _ = store.take(after: .drag(rowID: 2, .changed(dx: -100), time: 0.1))
    #expect(store.row(2)?.offset == -100)
    #expect(
      store.take(after: .drag(rowID: 2, .ended(dx: -100), time: 0.2)) == [
        .willOpen(rowID: 2, .trailing)
      ])
    #expect(store.row(2)?.spring == spring(from: -100, to: -156))
    #expect(
      store.take(after: .tick(time: 2)) == [
        .didClose(rowID: 1, .trailing), .didOpen(rowID: 2, .trailing),
      ])
    #expect(store.row(1)?.offset == 0)
    #expect(store.openRowID == 2)
    #expect(store.row(1)?.state == .closed)
  }

  @Test func openingOneRowClosesTheOther() {
    var store = twoRows()
    _ = store.take(after: .open(rowID: 1, .trailing, animated: false, time: 0))
    #expect(
      store.take(after: .open(rowID: 2, .trailing, animated: true, time: 0)) == [
        .willOpen(rowID: 2, .trailing)
      ])
    #expect(store.row(1)?.spring == spring(from: -156, to: 0))
    #expect(store.row(2)?.spring == spring(from: 0, to: -156))
  }

  @Test func closeAllClosesEveryRow() {
    var store = twoRows()
    _ = store.take(after: .open(rowID: 1, .trailing, animated: false, time: 0))
    // Opening row 2 starts closing row 1 (animated): both are not closed.
    _ = store.take(after: .open(rowID: 2, .trailing, animated: false, time: 0))
    #expect(store.row(1)?.isClosed == false)
    #expect(store.row(2)?.state == .open(.trailing))
    #expect(
      store.take(after: .closeAll(animated: false, time: 0)) == [
        .didClose(rowID: 1, .trailing), .didClose(rowID: 2, .trailing),
      ])
    #expect(store.row(1)?.offset == 0 && store.row(2)?.offset == 0)
    #expect(store.openRowID == nil)
    #expect(store.take(after: .closeAll(animated: true, time: 0)) == [])
  }

  @Test func unknownRowsAndRemovals() {
    var store = twoRows()
    #expect(store.take(after: .open(rowID: 9, .trailing, animated: false, time: 0)) == [])
    _ = store.take(after: .open(rowID: 1, .trailing, animated: false, time: 0))
    #expect(store.take(after: .remove(1)) == [])
    #expect(store.row(1) == nil)
    #expect(store.rows.map(\.id) == [2])
    #expect(store.openRowID == nil)
    #expect(store.take(after: .remove(1)) == [])
    // Replacing a row keeps its place.
    _ = store.take(after: .insert(3, classicRow()))
    _ = store.take(after: .insert(2, classicRow(trailing: [.init(id: "x")])))
    #expect(store.rows.map(\.id) == [2, 3])
    #expect(store.row(2)?.revealWidth(.trailing) == 78)
  }
}
