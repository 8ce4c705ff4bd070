import GestureCore
import Testing

@testable import GestureGallery

/// Every demo by the keys alone (`gallery_item_key`): each key reaches the demo's store as
/// the event its gesture sends, and the store's host contract holds throughout.
@Suite struct KeyboardTests {
  @Test func aToDoMovesCompletesAndDeletesThroughTheListStore() {
    let page = ListGesturesDemoTests.Page()
    // The bare arrows are navigation (the page moves the focus): not the list's.
    #expect(page.key(.down, item: 0) == 0)
    #expect(page.key(.up, item: 0) == 0)
    #expect(page.itemIDs.prefix(2) == [0, 1])
    // ⌥↓ twice: the store's row actions, as a long press and drag would move the row.
    #expect(page.key(.moveDown, item: 0) == 1)
    page.key(.moveDown, item: 0)
    #expect(page.itemIDs.prefix(4) == [1, 2, 0, 3])
    #expect(page.drawnIDs == page.itemIDs)
    #expect(page.events(.reorderEnded).map { Array($0.prefix(3)) } == [[0, 0, 1], [0, 1, 2]])
    // Announced: the kind, the row, its position and the count ("Moved to position 3 of 20").
    let moved = Double(AnnouncedKind.moved.index)
    #expect(page.events(.announced).map { Array($0.prefix(4)) } == [[moved, 0, 2, 20], [moved, 0, 3, 20]])
    // At the top already: nothing moves; the store says why, once.
    #expect(page.key(.moveUp, item: 1) == 1)
    page.key(.moveUp, item: 1)
    #expect(page.events(.reorderEnded).count == 2)
    let atTop = Double(AnnouncedKind.alreadyAtTop.index)
    #expect(page.events(.announced).filter { $0[0] == atTop }.map { $0[1] } == [1])
    // ⌥⇧↓: the bottom, and the list scrolls to show it.
    page.key(.moveToBottom, item: 0)
    page.wait(1)
    #expect(page.itemIDs.last == 0)
    #expect(page.demo.contentOffset == 20 * ListGesturesDemo.rowHeight - 700)
    // Enter completes, with the state the item is left in (the demo knows it).
    page.key(.enter, item: 0)
    #expect(page.demo.items.last?.done == true)
    #expect(page.events(.announced).last?[0] == Double(AnnouncedKind.completed.index))
    page.key(.enter, item: 0)
    #expect(page.demo.items.last?.done == false)
    #expect(page.events(.announced).last?[0] == Double(AnnouncedKind.markedNotDone.index))
    // Delete: gone, and the announcement names the row focus goes to (the new last, 19).
    page.key(.delete, item: 0)
    page.wait(1)
    #expect(!page.itemIDs.contains(0) && page.itemIDs.count == 19)
    #expect(page.drawnIDs == page.itemIDs)
    #expect(page.events(.announced).last.map { Array($0.prefix(2)) } == [Double(AnnouncedKind.deleted.index), 19])
    #expect(page.demo.list.store.isAtRest)
    // Keys it has no use for, and unknown items, are left to the page.
    #expect(page.key(.minus, item: 1) == 0)
    #expect(page.key(.left, item: 1) == 0)
    #expect(page.key(.moveDown, item: 99) == 0)
  }

  /// The page's `prefers-reduced-motion` reaches every store of a demo, and back.
  @Test func reduceMotionReachesEveryStoreOfADemo() {
    let list = ListGesturesDemoTests.Page()
    list.demo.reduceMotionChanged(true, &list.output)
    #expect(list.demo.list.store.motion.reducesMotion)
    list.demo.reduceMotionChanged(false, &list.output)
    #expect(!list.demo.list.store.motion.reducesMotion)
    let screen = BackSwipeDemoTests.Page()
    screen.demo.reduceMotionChanged(true, &screen.output)
    #expect(screen.demo.navigation.store.swipe.motion.reducesMotion)
    #expect(screen.demo.rows.store.motion.reducesMotion)
    #expect(screen.demo.todo.store.motion.reducesMotion)
  }

  @Test func plusAddsAnItemBelowTheFocusedToDoByThePinchsPath() {
    let page = ListGesturesDemoTests.Page()
    #expect(page.key(.plus, item: 2) == 1)
    // Item 2 is at index 2: the app inserts the new item (id 20) at index 3.
    #expect(page.events(.inserted).map { Array($0.prefix(2)) } == [[20, 3]])
    page.wait(1)
    #expect(page.itemIDs.prefix(5) == [0, 1, 2, 20, 3] && page.itemIDs.count == 21)
    #expect(page.drawnIDs == page.itemIDs)
    #expect(page.events(.beginEditing).map { $0[0] } == [20])
    #expect(page.demo.list.store.isAtRest)
    // On the new item: the next one goes below it, at index 4.
    page.key(.plus, item: 20)
    page.wait(1)
    #expect(page.events(.inserted).map { Array($0.prefix(2)) } == [[20, 3], [21, 4]])
    #expect(page.itemIDs.prefix(6) == [0, 1, 2, 20, 21, 3])
  }

  @Test func aSwipeRowOpensRunsItsButtonsAndClosesThroughItsStore() {
    let page = SwipeActionsDemoTests.Page()
    page.key(.left, item: 3)
    page.wait(1)
    #expect((page.offset(3) ?? 0) < -140)
    page.key(.escape, item: 3)
    page.wait(1)
    #expect(page.offset(3) == 0)
    // → opens "Read"; Enter on it (part 0) runs it: the store's perform, the row closes.
    page.key(.right, item: 3)
    page.wait(1)
    #expect(page.key(.enter, item: 3, part: 0) == 1)
    page.wait(1)
    #expect(page.events(.perform) == [[3, 0, 0, 0, 0]])
    #expect(page.offset(3) == 0)
    // Part 2 of a row is its second trailing button, "More"; Delete runs "Delete".
    page.key(.enter, item: 3, part: 2)
    #expect(page.events(.perform).last == [3, 1, 1, 0, 0])
    page.key(.delete, item: 3)
    page.wait(1)
    #expect(page.offset(3) == nil)
    #expect(page.events(.removed) == [[3, 0, 0, 0, 0]])
    #expect(page.key(.enter, item: 4, part: 9) == 0)
  }

  @Test func theWindowGoesRoundTheCornersIntoTheStashAndBack() {
    let page = DraggableDemoTests.Page()
    // From the bottom right: ↑ top right, ← top left; another ← stays without stashing,
    // refused and read out: already at the top left (code 0), no second rest.
    page.key(.up)
    page.wait(1)
    page.key(.left)
    page.wait(1)
    #expect(page.key(.left) == 1)
    page.wait(1)
    #expect(page.ended.map { $0[4] } == [1, 0])
    #expect(page.events(.draggableRefused) == [[Double(DraggableRefusal.alreadyThere.index), 0, 0, 0, 0]])
    page.command(.stash, 1)
    page.key(.left)
    page.wait(1)
    #expect(page.ended.last?[4] == 9)  // stashed left
    // A stashed window keeps its size: + is refused and read out.
    #expect(page.key(.plus) == 1)
    #expect(page.events(.draggableRefused).last == [Double(DraggableRefusal.stashed.index), -1, 0, 0, 0])
    page.key(.right)
    page.wait(1)
    #expect(page.ended.last?[4] == 0)
    page.key(.plus)
    page.wait(1)
    #expect(page.drawn.width > 160)
    #expect(page.demo.window.store.isAtRest)
    // Up to the largest width, 320 pt, then + is refused and read out; − still steps.
    for _ in 0..<10 {
      page.key(.plus)
      page.wait(1)
    }
    #expect(page.drawn.width == 320)
    #expect(page.events(.draggableRefused).last == [Double(DraggableRefusal.largest.index), -1, 0, 0, 0])
    page.key(.minus)
    page.wait(1)
    #expect(page.drawn.width < 320)
  }

  @Test func theWindowFollowsTheEdgesWithEdgeAnchors() {
    let page = DraggableDemoTests.Page(edges: true)
    page.key(.left)
    page.wait(1)
    #expect(page.ended.last?[4] == 4)  // left, at its height
    #expect(page.drawn.minX == 12)
    page.key(.up)
    page.wait(1)
    #expect(page.ended.last?[4] == 6)  // top, where it is along it
    #expect(page.drawn.minX == 12 && page.drawn.minY == 12)
  }

  @Test func thePadHearsTapsPansPinchesAndRotationsAsItsRecognizersReportThem() {
    let page = ClosureGesturesDemoTests.Page()
    page.key(.enter)
    page.key(.right)
    page.key(.plus)
    page.key(.closeBracket)
    #expect(page.log == [
      "tap recognized", "pan began", "pan ended", "pinch began", "pinch ended", "rotation began",
      "rotation ended",
    ])
    let sticker = page.snapshot
    #expect(sticker[0] == page.center.x + 24 && sticker[1] == page.center.y)
    #expect(sticker[2] == 1.25)
    #expect(abs(sticker[3] - Double.pi / 12) < 1e-12)
    #expect(page.key(.home) == 0)
    // A finger on the pad: its recognizers are under way, the keys wait.
    page.touch(.began, page.center)
    #expect(page.key(.right) == 0)
    page.touch(.ended, page.center)
  }

  @Test func pagesPopByEscapeAndTheirRowAndToDoTakeKeys() {
    let page = BackSwipeDemoTests.Page()
    #expect(page.key(.escape, item: -1) == 0)  // the root
    page.push()
    page.key(.right, item: BackSwipeDemo.todoItem)
    page.wait(0.3)
    #expect(page.isDone)
    page.key(.left, item: BackSwipeDemo.rowItem)
    page.wait(1)
    #expect(page.rowOffset < -40)
    // Escape on the open row closes it; on the closed row it pops.
    page.key(.escape, item: BackSwipeDemo.rowItem)
    page.wait(1)
    #expect(page.rowOffset == 0 && page.depth == 2)
    page.key(.escape, item: BackSwipeDemo.rowItem)
    page.wait(0.8)
    #expect(page.depth == 1)
    #expect(page.events(.popped).last == [1, 0, 0, 0, 0])
  }
}
