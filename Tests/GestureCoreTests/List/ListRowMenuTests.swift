import GestureCore
import GestureTesting
import Testing

/// The row's actions as a menu offers them: only what would take effect when the menu opens,
/// delete last, and each item taken by the same path as the custom actions.
@Suite struct ListRowMenuTests {
  /// A middle row offers everything, delete last; the first row no way up, the last no way
  /// down (rows 0…4: row 0 has nothing above, row 4 nothing below).
  @Test func aMenuHoldsWhatTheRowCanDoNowDeleteLast() {
    let list = Simulation<ListStore>(count: 5)
    #expect(
      list.store.menuActions(at: 2)
        == [.complete, .moveUp, .moveDown, .moveToTop, .moveToBottom, .addItemBelow, .delete])
    #expect(
      list.store.menuActions(at: 0) == [.complete, .moveDown, .moveToBottom, .addItemBelow, .delete])
    #expect(list.store.menuActions(at: 4) == [.complete, .moveUp, .moveToTop, .addItemBelow, .delete])
    #expect(list.store.menuActions(at: 5) == [])  // One past the last row.
    #expect(list.store.menuActions(at: -1) == [])
    #expect(list.store.menuActions(at: 2).last?.isDestructive == true)
    #expect(ListStore.RowAction.allCases.filter(\.isDestructive) == [.delete])
  }

  /// A list of one row has no move; only the edits the app handles appear.
  @Test func aMenuHoldsOnlyTheEditsTheAppHandles() {
    #expect(Simulation<ListStore>(count: 1).store.menuActions(at: 0) == [.complete, .addItemBelow, .delete])
    let list = Simulation<ListStore>(count: 3)
    #expect(list.store.menuActions(at: 1, handling: [.deletion, .move]) == [.moveUp, .moveDown, .moveToTop, .moveToBottom, .delete])
    #expect(list.store.menuActions(at: 1, handling: []) == [])
  }

  /// While a swipe holds the list, the swiped row's menu is empty and the others offer only
  /// complete and delete; once it is over, everything again.
  @Test func aMenuOpenedWhileASwipeHoldsTheListOffersNoMove() {
    let list = Simulation<ListStore>(count: 3)
    list.beginSwipingTheSecondRow()
    #expect(list.store.menuActions(at: 1) == [])  // The swiped row (64–128 pt).
    #expect(list.store.menuActions(at: 0) == [.complete, .delete])
    list.send(.swipe(.cancelled, time: list.time))
    list.settle()
    #expect(list.store.menuActions(at: 0) == [.complete, .moveDown, .moveToBottom, .addItemBelow, .delete])
  }

  /// A menu item taken after the list changed under the open menu (another move took the
  /// row to the top) acts on the row by its identifier, and one that no longer applies
  /// does nothing but say why.
  @Test func anItemTakenAfterTheListChangedActsOnTheSameRow() {
    let list = Simulation<ListStore>(count: 3)
    let opened = list.store.menuActions(at: 1)  // Row 1, second: Move Up is there.
    #expect(opened.contains(.moveUp))
    list.send(.perform(.moveToTop, rowID: 1))
    list.settle()
    list.send(.perform(.moveUp, rowID: 1))  // The open menu's item: now first, refused.
    #expect(list.app.items == [1, 0, 2])
    #expect(list.app.announcements.last == .alreadyAtTop(rowID: 1))
    #expect(!list.store.menuActions(at: 0).contains(.moveUp))
    list.send(.perform(.delete, rowID: 2))
    list.settle()
    #expect(list.app.items == [1, 0])
    #expect(list.app.announcements.last == .deleted(focusRowID: 0))
    #expect(list.problems == [])
  }

  /// Where focus goes after a removal, for every host that removes a row by an action: the
  /// row now at the same index; after the last (index 2 of 3, 2 left) the new last, 1; none
  /// in an empty list; out-of-range input clamped.
  @Test func focusGoesToTheRowThatTookTheRemovedOnesPlace() {
    #expect(ListStore.focusIndex(afterRemovingRowAt: 1, remaining: 2) == 1)
    #expect(ListStore.focusIndex(afterRemovingRowAt: 0, remaining: 2) == 0)
    #expect(ListStore.focusIndex(afterRemovingRowAt: 2, remaining: 2) == 1)  // Was last.
    #expect(ListStore.focusIndex(afterRemovingRowAt: 1, remaining: 1) == 0)  // One below 2.
    #expect(ListStore.focusIndex(afterRemovingRowAt: 0, remaining: 0) == nil)
    #expect(ListStore.focusIndex(afterRemovingRowAt: -5, remaining: 3) == 0)
    #expect(ListStore.focusIndex(afterRemovingRowAt: .max, remaining: 3) == 2)
    #expect(ListStore.focusIndex(afterRemovingRowAt: 0, remaining: -1) == nil)
  }
}
