import GestureCore
import Testing

private let here = Point(x: 200, y: 30)
private let readAndPin: SwipeActionsRow.ActionSet = [
  .init(id: "read", contentWidth: 30), .init(id: "pin", contentWidth: 22),
]

/// The second way: a row's actions offered without a swipe (a context menu, custom actions,
/// key commands) and performed through the path a tap on the button takes. Rows are the
/// classic 375 × 60 pt ones: trailing "delete" (destructive, at the edge) and "more", 2 × 78 =
/// 156 pt; a full swipe arms strictly past max(156, min(0.6 × 375, 375 − 30)) = 225 pt.
@Suite struct SwipeActionsOfferedActionsTests {
  // MARK: What is offered

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func theActionsAreOfferedInReadingOrderWithTheirStyles(direction: ReadingDirection) {
    let store = SwipeActionsStore(row: classicRow(leading: readAndPin, direction: direction))
    // Leading from the edge inwards, then trailing from the inside out: the destructive
    // "delete" at the trailing edge comes last, in either direction.
    #expect(
      store.offeredActions(onRow: 0) == [
        .init(side: .leading, index: 0, action: .init(id: "read", contentWidth: 30)),
        .init(side: .leading, index: 1, action: .init(id: "pin", contentWidth: 22)),
        .init(side: .trailing, index: 1, action: .init(id: "more", contentWidth: 38)),
        .init(
          side: .trailing, index: 0,
          action: .init(id: "delete", contentWidth: 46, style: .destructive)),
      ])
    #expect(store.refusal(onRow: 0) == nil)
  }

  @Test func theOrderWithoutARow() {
    let order = SwipeActionsRow.offeredOrder(leading: 2, trailing: 3).map { "\($0.side)\($0.index)" }
    #expect(order == ["leading0", "leading1", "trailing2", "trailing1", "trailing0"])
    // Negative counts are none.
    #expect(SwipeActionsRow.offeredOrder(leading: -1, trailing: Int.min).isEmpty)
  }

  @Test func aRowWithoutActionsOffersNone() {
    let store = SwipeActionsStore(row: classicRow(trailing: .none))
    #expect(store.offeredActions(onRow: 0) == [])
    #expect(store.refusal(onRow: 0) == .noActions)
  }

  // MARK: Performing one, as a tap on its button

  @Test func aClosedRowPerformsWithoutMoving() {
    var store = SwipeActionsStore(row: classicRow())
    #expect(
      store.take(after: .performAction(rowID: 0, .trailing, index: 0, time: 1)) == [
        .perform(rowID: 0, actionID: "delete", side: .trailing, index: 0, dismisses: false)
      ])
    #expect(store.row.state == .closed && store.row.offset == 0)
    #expect(!store.needsFrames)
    #expect(store.take(after: .actionAnswered(rowID: 0, completed: true, time: 1)) == [])
    #expect(store.isAtRest)
  }

  @Test func anOpenRowClosesAfterwardsAsATapOnTheButtonCloses() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(
      store.take(after: .performAction(rowID: 0, .trailing, index: 1, time: 0)) == [
        .perform(rowID: 0, actionID: "more", side: .trailing, index: 1, dismisses: false)
      ])
    // The same spring a tap on "more" starts: from the open −156 pt back to 0.
    #expect(store.row.spring == spring(from: -156, to: 0))
  }

  @Test func anActionThatKeepsTheRowOpenLeavesItWhereItIs() {
    let trailing: SwipeActionsRow.ActionSet = [.init(id: "flag", keepsOpenAfterTap: true)]
    var store = SwipeActionsStore(row: classicRow(trailing: trailing))
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(
      store.take(after: .performAction(rowID: 0, .trailing, index: 0, time: 0)) == [
        .perform(rowID: 0, actionID: "flag", side: .trailing, index: 0, dismisses: false)
      ])
    #expect(store.row.state == .open(.trailing) && store.row.offset == -78)
    _ = store.take(after: .actionAnswered(rowID: 0, completed: true, time: 0))
    // Closed, it stays closed.
    _ = store.take(after: .close(rowID: 0, animated: false, time: 0))
    _ = store.take(after: .performAction(rowID: 0, .trailing, index: 0, time: 0))
    #expect(store.row.state == .closed && store.row.offset == 0)
  }

  @Test func anotherOpenRowCloses() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .insert(1, classicRow()))
    _ = store.take(after: .open(rowID: 1, .trailing, animated: false, time: 0))
    #expect(
      store.take(after: .performAction(rowID: 0, .trailing, index: 1, time: 0)) == [
        .perform(rowID: 0, actionID: "more", side: .trailing, index: 1, dismisses: false)
      ])
    #expect(store.row(1)?.spring == spring(from: -156, to: 0))
  }

  @Test func aMovingRowStopsWhereItIsDrawnThenCloses() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .open(rowID: 0, .trailing, animated: true, time: 0))
    _ = store.take(after: .tick(time: 0.1))
    let drawn = store.row.offset
    #expect(drawn < 0 && drawn > -156)  // part-way to the open −156 pt
    #expect(
      store.take(after: .performAction(rowID: 0, .trailing, index: 1, time: 0.1)) == [
        .perform(rowID: 0, actionID: "more", side: .trailing, index: 1, dismisses: false)
      ])
    // Closing from where it was drawn, not from the open rest.
    #expect(store.row.spring?.from == drawn && store.row.spring?.to == 0)
  }

  // MARK: Refusals

  @Test func aDraggedRowRefusesUntilItIsReleased() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .drag(rowID: 0, .began(dx: -12, at: here), time: 0))
    _ = store.take(after: .drag(rowID: 0, .changed(dx: -100, at: here), time: 0))
    #expect(store.refusal(onRow: 0) == .dragged)
    #expect(store.offeredActions(onRow: 0) == [])
    #expect(store.take(after: .performAction(rowID: 0, .trailing, index: 1, time: 0)) == [])
    #expect(store.row.offset == -100)
    // Released at −100 pt (past half of 156 = 78 pt): it springs open, and may be acted on.
    _ = store.take(after: .drag(rowID: 0, .ended(dx: -100, velocity: 0, at: here), time: 0))
    #expect(store.refusal(onRow: 0) == nil)
  }

  @Test(arguments: [(distance: 224.0, dismissing: false), (distance: 226.0, dismissing: true)])
  func aRowSlidingOffAfterADestructiveFullSwipeRefuses(distance: Double, dismissing: Bool) {
    var store = SwipeActionsStore(row: classicRow())
    // 224 pt < 225 pt opens the row; 226 pt > 225 pt performs "delete" and slides it off.
    _ = store.take(after: .drag(rowID: 0, .began(dx: -12, at: here), time: 0))
    _ = store.take(after: .drag(rowID: 0, .changed(dx: -distance, at: here), time: 0))
    _ = store.take(after: .drag(rowID: 0, .ended(dx: -distance, velocity: 0, at: here), time: 0))
    #expect(store.refusal(onRow: 0) == (dismissing ? .dismissing : nil))
    let performed = store.take(after: .performAction(rowID: 0, .trailing, index: 1, time: 0))
    #expect(performed.contains { $0.isPerform } == !dismissing)
    if dismissing {
      // Completed, it waits off-screen for the host to remove the view: still refused.
      _ = store.take(after: .actionAnswered(rowID: 0, completed: true, time: 0))
      _ = store.take(after: .tick(time: 2))
      #expect(store.row.state == .dismissed(.trailing))
      #expect(store.refusal(onRow: 0) == .dismissing)
    }
  }

  @Test func aRowAwaitingItsAnswerRefusesASecondPerformance() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .performAction(rowID: 0, .trailing, index: 0, time: 0))
    // The handler shows a confirmation: a second ⌘⌫ (or a key repeating) does nothing.
    #expect(store.refusal(onRow: 0) == .awaitingAnswer)
    #expect(store.take(after: .performAction(rowID: 0, .trailing, index: 0, time: 0.2)) == [])
    _ = store.take(after: .actionAnswered(rowID: 0, completed: false, time: 0.5))
    #expect(store.refusal(onRow: 0) == nil)
    #expect(
      store.take(after: .performAction(rowID: 0, .trailing, index: 0, time: 0.6)) == [
        .perform(rowID: 0, actionID: "delete", side: .trailing, index: 0, dismisses: false)
      ])
  }

  // MARK: Bad input

  @Test func anUnknownRowRefusesAndNothingHappens() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(store.refusal(onRow: 9) == .unknownRow)
    #expect(store.refusal(performing: .trailing, index: 0, onRow: 9) == .unknownRow)
    #expect(store.offeredActions(onRow: 9) == [])
    #expect(store.take(after: .performAction(rowID: 9, .trailing, index: 0, time: 0)) == [])
    #expect(store.take(after: .presentActions(rowID: 9, time: 0)) == [])
    // Row 0 is left open: an unknown row is not "another row".
    #expect(store.row.state == .open(.trailing))
  }

  @Test(arguments: [-1, 2, Int.max, Int.min])
  func anIndexOutOfRangeRefusesAndNothingHappens(index: Int) {
    var store = SwipeActionsStore(row: classicRow(leading: readAndPin))
    _ = store.take(after: .insert(1, classicRow()))
    _ = store.take(after: .open(rowID: 1, .trailing, animated: false, time: 0))
    // Two actions on each side: indices 0 and 1 only.
    #expect(store.refusal(performing: .trailing, index: index, onRow: 0) == .noSuchAction)
    #expect(store.refusal(performing: .leading, index: index, onRow: 0) == .noSuchAction)
    #expect(store.take(after: .performAction(rowID: 0, .trailing, index: index, time: 0)) == [])
    #expect(store.take(after: .performAction(rowID: 0, .leading, index: index, time: 0)) == [])
    #expect(store.row(1)?.state == .open(.trailing))
  }

  @Test func aBadTimeKeepsTheClockAndStillPerforms() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .tick(time: 5))
    #expect(
      store.take(after: .performAction(rowID: 0, .trailing, index: 1, time: .nan)) == [
        .perform(rowID: 0, actionID: "more", side: .trailing, index: 1, dismisses: false)
      ])
    #expect(store.time == 5)
  }

  // MARK: A menu opening

  @Test func aMenuOpeningClosesItsRowAtOnceAndTheOthersAnimated() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .insert(1, classicRow()))
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    _ = store.take(after: .open(rowID: 1, .trailing, animated: false, time: 0))
    // Opening row 1 closed row 0 (one open row at a time); let it come to rest.
    _ = store.take(after: .tick(time: 2))
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 2))
    _ = store.take(after: .tick(time: 4))
    #expect(store.row.state == .open(.trailing))
    #expect(store.take(after: .presentActions(rowID: 0, time: 4)) == [.didClose(rowID: 0, .trailing)])
    #expect(store.row.state == .closed && store.row.offset == 0)
    // Row 1 was already closing when row 0 opened; open it and show row 0's menu again.
    _ = store.take(after: .open(rowID: 1, .trailing, animated: false, time: 4))
    #expect(store.take(after: .presentActions(rowID: 0, time: 4)) == [])
    #expect(store.row(1)?.spring == spring(from: -156, to: 0))
  }

  @Test func aMenuOpeningOnADraggedRowLeavesItToTheFinger() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .drag(rowID: 0, .began(dx: -12, at: here), time: 0))
    _ = store.take(after: .drag(rowID: 0, .changed(dx: -40, at: here), time: 0))
    #expect(store.take(after: .presentActions(rowID: 0, time: 0)) == [])
    #expect(store.row.offset == -40)
  }
}

@Suite struct SwipeActionsDeleteActionTests {
  @Test func theDeleteKeyPerformsTheOutermostTrailingDestructiveAction() {
    let trailing: SwipeActionsRow.ActionSet = [
      .init(id: "more"), .init(id: "delete", style: .destructive),
      .init(id: "erase", style: .destructive),
    ]
    let leading: SwipeActionsRow.ActionSet = [.init(id: "discard", style: .destructive)]
    #expect(
      classicRow(leading: leading, trailing: trailing).deleteAction
        == .init(side: .trailing, index: 1, action: .init(id: "delete", style: .destructive)))
    // No destructive trailing action: the leading one.
    #expect(
      classicRow(leading: leading, trailing: [.init(id: "more")]).deleteAction
        == .init(side: .leading, index: 0, action: .init(id: "discard", style: .destructive)))
    // None at all.
    #expect(classicRow(leading: readAndPin, trailing: [.init(id: "more")]).deleteAction == nil)
  }
}
