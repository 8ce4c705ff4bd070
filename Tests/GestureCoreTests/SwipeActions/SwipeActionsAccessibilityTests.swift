import GestureCore
import Testing

private let readAndPin: SwipeActionsRow.ActionSet = [
  .init(id: "read", contentWidth: 30), .init(id: "pin", contentWidth: 22),
]

/// What assistive technologies reach of a row: its open buttons while it rests open, and
/// nothing at all from a row the app disabled. Rows are the classic 375 × 60 pt ones:
/// trailing "delete" (destructive, at the edge) and "more", 2 × 78 = 156 pt.
@Suite struct SwipeActionsAccessibilityTests {
  // MARK: The open buttons

  /// Closed: none. Open on the trailing side: its buttons from the inside out, the focus
  /// going to "more" first. Open on the leading side: from the edge inwards.
  @Test func theOpenSidesButtonsInReadingOrder() {
    var store = SwipeActionsStore(row: classicRow(leading: readAndPin))
    #expect(store.row.accessibleButtons == [])
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(store.row.accessibleButtons.map(\.action.id) == ["more", "delete"])
    #expect(store.row.accessibleButtons.first?.index == 1)
    _ = store.take(after: .open(rowID: 0, .leading, animated: false, time: 0))
    #expect(store.row.accessibleButtons.map(\.action.id) == ["read", "pin"])
    _ = store.take(after: .close(rowID: 0, animated: false, time: 0))
    #expect(store.row.accessibleButtons == [])
  }

  /// Buttons still moving are not reached yet: only once the row rests open (the focus
  /// moves when the spring is over, 156 pt away).
  @Test func aRowStillOpeningHasNoneYet() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .open(rowID: 0, .trailing, animated: true, time: 0))
    _ = store.take(after: .tick(time: 0.05))
    #expect(store.row.offset > -156)
    #expect(store.row.accessibleButtons == [])
    _ = store.take(after: .tick(time: 5))
    #expect(store.row.offset == -156)
    #expect(store.row.accessibleButtons.map(\.action.id) == ["more", "delete"])
  }

  // MARK: A disabled row

  /// A disabled row offers nothing and performs nothing, whatever the channel; enabled again,
  /// it offers its actions again.
  @Test func aDisabledRowOffersAndPerformsNothing() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .setEnabled(rowID: 0, false))
    #expect(!store.row.isEnabled)
    #expect(store.refusal(onRow: 0) == .disabled)
    #expect(store.offeredActions(onRow: 0) == [])
    #expect(store.refusal(performing: .trailing, index: 0, onRow: 0) == .disabled)
    #expect(store.take(after: .performAction(rowID: 0, .trailing, index: 0, time: 1)) == [])
    #expect(store.take(after: .presentActions(rowID: 0, time: 1)) == [])
    _ = store.take(after: .setEnabled(rowID: 0, true))
    #expect(store.refusal(onRow: 0) == nil)
    #expect(store.offeredActions(onRow: 0).count == 2)
    #expect(store.take(after: .performAction(rowID: 0, .trailing, index: 1, time: 2)) == [
      .perform(rowID: 0, actionID: "more", side: .trailing, index: 1, dismisses: false)
    ])
  }

  /// Without a row yet (a SwiftUI view's first body): a disabled view lists nothing.
  @Test func aDisabledViewListsNoActionBeforeItHasARow() {
    #expect(SwipeActionsRow.offeredOrder(leading: 1, trailing: 2, isEnabled: false).isEmpty)
    #expect(SwipeActionsRow.offeredOrder(leading: 1, trailing: 2, isEnabled: true).count == 3)
  }

  /// An open row that is disabled closes (nothing stays to tap), animated, and its buttons
  /// are no longer reached.
  @Test func disablingAnOpenRowClosesIt() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(store.row.accessibleButtons.count == 2)
    _ = store.take(after: .setEnabled(rowID: 0, false))
    #expect(store.row.accessibleButtons == [])
    #expect(store.row.spring?.from == -156 && store.row.spring?.to == 0)
    let effects = store.take(after: .tick(time: 5))
    #expect(effects == [.didClose(rowID: 0, .trailing)])
    #expect(store.isAtRest)
    // The same state again changes nothing; an unknown row is ignored.
    #expect(store.take(after: .setEnabled(rowID: 0, false)) == [])
    #expect(store.take(after: .setEnabled(rowID: 9, true)) == [])
  }

  /// A row a finger drags keeps going when it is disabled: the finger's until it lifts.
  @Test func aDraggedRowIsNotTakenFromTheFinger() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .drag(rowID: 0, .began(dx: -12, at: Point(x: 200, y: 30)), time: 0))
    _ = store.take(after: .drag(rowID: 0, .changed(dx: -100, at: Point(x: 200, y: 30)), time: 0))
    _ = store.take(after: .setEnabled(rowID: 0, false))
    guard case .tracking = store.row.state else {
      Issue.record("the drag was taken from the finger")
      return
    }
    #expect(store.row.offset < -50)  // Still following the finger's 100 pt.
    #expect(store.refusal(onRow: 0) == .disabled)
  }

  // MARK: The focused row's keys

  /// Closed: Delete and Show Actions; open on the trailing side with leading actions too:
  /// Delete and Show Other Actions; open on the leading side: Delete and Hide Actions;
  /// without a destructive action, no Delete; refusing (disabled, unknown): none.
  @Test func theKeysFollowTheRow() {
    var store = SwipeActionsStore(row: classicRow(leading: readAndPin))
    #expect(store.keyActions(onRow: 0) == [.delete, .showActions])
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(store.keyActions(onRow: 0).prefix(2) == [.delete, .showOtherActions])
    _ = store.take(after: .open(rowID: 0, .leading, animated: false, time: 0))
    #expect(store.keyActions(onRow: 0).prefix(2) == [.delete, .hideActions])
    _ = store.take(after: .setEnabled(rowID: 0, false))
    #expect(store.keyActions(onRow: 0) == [])
    #expect(store.keyActions(onRow: 5) == [])
    let mild = SwipeActionsStore(row: classicRow(leading: readAndPin, trailing: .none))
    #expect(mild.keyActions(onRow: 0) == [.showActions])
  }

  /// ⌃↩ again and again goes closed, trailing, leading, closed, in either reading direction
  /// (the sides are the reading direction's): each step applies what the store says
  /// (`sideShownByKey`) as the host does, and the key's title follows.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func controlReturnCyclesThroughBothSides(direction: ReadingDirection) {
    var store = SwipeActionsStore(row: classicRow(leading: readAndPin, direction: direction))
    var shown: [SwipeActionsRow.State] = []
    var titles: [SwipeActionsRow.KeyAction] = []
    for step in 0..<4 {
      titles.append(store.keyActions(onRow: 0)[1])
      let time = Double(step)
      if let side = store.sideShownByKey(onRow: 0) {
        _ = store.take(after: .open(rowID: 0, side, animated: false, time: time))
      } else {
        _ = store.take(after: .close(rowID: 0, animated: false, time: time))
      }
      shown.append(store.row.state)
    }
    #expect(shown == [.open(.trailing), .open(.leading), .closed, .open(.trailing)])
    #expect(titles == [.showActions, .showOtherActions, .hideActions, .showActions])
  }

  /// A side without actions is skipped: trailing only goes closed, trailing, closed; leading
  /// only opens the leading side first, then closes. A moving row only closes.
  @Test func controlReturnSkipsASideWithoutActions() {
    var trailingOnly = SwipeActionsStore(row: classicRow())
    #expect(trailingOnly.sideShownByKey(onRow: 0) == .trailing)
    _ = trailingOnly.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(trailingOnly.sideShownByKey(onRow: 0) == nil)
    #expect(trailingOnly.keyActions(onRow: 0).prefix(2) == [.delete, .hideActions])

    var leadingOnly = SwipeActionsStore(row: classicRow(leading: readAndPin, trailing: .none))
    #expect(leadingOnly.sideShownByKey(onRow: 0) == .leading)
    #expect(leadingOnly.keyActions(onRow: 0) == [.showActions])
    _ = leadingOnly.take(after: .open(rowID: 0, .leading, animated: false, time: 0))
    #expect(leadingOnly.sideShownByKey(onRow: 0) == nil)
    #expect(leadingOnly.keyActions(onRow: 0).first == .hideActions)

    var both = SwipeActionsStore(row: classicRow(leading: readAndPin))
    _ = both.take(after: .open(rowID: 0, .trailing, animated: true, time: 0))
    #expect(both.sideShownByKey(onRow: 0) == nil)  // Moving: ⌃↩ hides, as before.
    #expect(both.sideShownByKey(onRow: 7) == nil)  // Unknown row: nothing to show.
  }

  /// Resting open on the trailing side, the row's open buttons take ⌃1 and ⌃2 in reading
  /// order ("more", then "delete" at the edge), after Delete and Show Other Actions; open on the
  /// leading side, "read" and "pin". Closed, moving, or waiting for an answer: no button
  /// keys.
  @Test func anOpenRowsButtonsHaveKeys() {
    var store = SwipeActionsStore(row: classicRow(leading: readAndPin))
    let closed = store.keyActions(onRow: 0)
    #expect(!closed.contains { if case .performButton = $0 { true } else { false } })
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    let keys = store.keyActions(onRow: 0)
    #expect(keys.count == 4)
    guard keys.count == 4, case .performButton(1, let first) = keys[2],
      case .performButton(2, let second) = keys[3]
    else {
      Issue.record("no numbered keys: \(keys)")
      return
    }
    #expect([first.action.id, second.action.id] == ["more", "delete"])
    #expect((second.side, second.index) == (.trailing, 0))
    // The key performs what the button's tap does: "more" runs, the row closes.
    let effects = store.take(after: .performAction(rowID: 0, first.side, index: first.index, time: 1))
    #expect(effects.contains(.perform(rowID: 0, actionID: "more", side: .trailing, index: 1, dismisses: false)))
    // Waiting for "more"'s answer: the row refuses every key.
    #expect(store.keyActions(onRow: 0) == [])
    _ = store.take(after: .actionAnswered(rowID: 0, completed: true, time: 1))
    _ = store.take(after: .open(rowID: 0, .leading, animated: false, time: 2))
    let leading = store.keyActions(onRow: 0).compactMap { key -> String? in
      if case .performButton(_, let button) = key { button.action.id } else { nil }
    }
    #expect(leading == ["read", "pin"])
    // Opening animated: moving, the row has Hide Actions but no button keys until it rests.
    _ = store.take(after: .close(rowID: 0, animated: false, time: 3))
    _ = store.take(after: .open(rowID: 0, .trailing, animated: true, time: 3))
    #expect(store.keyActions(onRow: 0) == [.delete, .hideActions])
  }

  /// At most nine buttons have a key (⌃1 to ⌃9): a tenth open button is reached by its
  /// custom action or the menu.
  @Test func atMostNineButtonKeys() {
    let ten = SwipeActionsRow.ActionSet((0..<10).map { .init(id: "a\($0)", contentWidth: 4) })
    var store = SwipeActionsStore(row: classicRow(leading: ten))
    _ = store.take(after: .open(rowID: 0, .leading, animated: false, time: 0))
    let numbers = store.keyActions(onRow: 0).compactMap { key -> Int? in
      if case .performButton(let number, _) = key { number } else { nil }
    }
    #expect(numbers == Array(1...9))
  }
}
