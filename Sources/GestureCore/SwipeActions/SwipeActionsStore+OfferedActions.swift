// The second way: a row's actions offered without a swipe (a context menu, accessibility custom
// actions, key commands), and performing one through the path a tap on its button takes.
extension SwipeActionsRow {
  /// An action a row offers without a gesture: which button it is and what it is.
  ///
  /// A host builds each second way from these (a menu item, an accessibility custom action,
  /// a key command) and performs one with
  /// ``SwipeActionsStore/Event/performAction(rowID:_:index:time:)``, naming ``side`` and
  /// ``index``.
  public struct OfferedAction: Hashable, Sendable {
    /// The side whose button it is.
    public var side: Side
    /// The button's index on its side, 0 being the outermost.
    public var index: Int
    /// The action: its identifier, style and whether a tap leaves the row open.
    public var action: Action

    /// Creates an offered action.
    public init(side: Side, index: Int, action: Action) {
      self.side = side
      self.index = index
      self.action = action
    }
  }

  /// A key the row that has keyboard focus takes (``SwipeActionsStore/keyActions(onRow:)``).
  public enum KeyAction: Hashable, Sendable {
    /// ⌘⌫: performs ``deleteAction``, as Mail and Files delete the selected item.
    case delete
    /// ⌃↩ on a closed row: opens it on its trailing side, else its leading side
    /// (``SwipeActionsStore/sideShownByKey(onRow:)``).
    case showActions
    /// ⌃↩ on a row resting open on its trailing side that has leading actions too: opens
    /// the leading side, so that a keyboard reaches both sides (closed, trailing, leading,
    /// closed). Escape closes the row.
    case showOtherActions
    /// ⌃↩, or Escape, on a row that is open or moving and has no other side to show: closes
    /// it.
    case hideActions
    /// ⌃1 to ⌃9 on a row resting open: performs the `number`-th of its open buttons in
    /// reading order (``accessibleButtons``, 1 being the first), as a tap on it. A host
    /// titles the key with the action's name, so the keyboard's list of commands names every
    /// button the row shows: without Full Keyboard Access a hardware keyboard cannot move to
    /// a button.
    case performButton(number: Int, OfferedAction)
  }

  /// How many open buttons have a key (``KeyAction/performButton(number:_:)``): ⌃1 to ⌃9.
  public static let maximumButtonKeys = 9

  /// Why a row offers no action right now (``SwipeActionsStore/refusal(onRow:)``).
  public enum Refusal: Hashable, Sendable {
    /// The store has no row with this identifier.
    case unknownRow
    /// The row has no actions on either side.
    case noActions
    /// A finger drags the content: the swipe in progress decides, a second way would fight
    /// it.
    case dragged
    /// The content slides off-screen, or waits there, after a destructive full swipe: the
    /// view is being removed.
    case dismissing
    /// A handler of the row has not answered yet (a confirmation on screen, a request under
    /// way): a second performance now would act twice, as a held key repeating would.
    case awaitingAnswer
    /// The side and index name no action of the row.
    case noSuchAction
    /// The app disabled the view (``SwipeActionsStore/Event/setEnabled(rowID:_:)``): as a
    /// disabled control, it offers nothing and performs nothing.
    case disabled
  }

  /// Every action of the row, in reading order across the row: the leading buttons from the
  /// edge inwards, then the trailing buttons from the inside out to the edge.
  ///
  /// This is the order the buttons stand on screen (in either layout direction), and the
  /// order in which VoiceOver would read them: it puts the first trailing action, the one a
  /// full swipe performs and usually the destructive one, last, where menus put destructive
  /// items. The list does not depend on the row's state; ``refusal`` says whether it can be
  /// used now.
  ///
  /// ```swift
  /// // leading [read], trailing [delete, more]:
  /// row.offeredActions.map(\.action.id)   // ["read", "more", "delete"]
  /// ```
  ///
  /// - Complexity: O(n) in the actions; it allocates the array.
  public var offeredActions: [OfferedAction] {
    Self.offeredOrder(leading: leading.actions.count, trailing: trailing.actions.count).map {
      OfferedAction(side: $0.side, index: $0.index, action: actions($0.side).actions[$0.index])
    }
  }

  /// The order of ``offeredActions`` for sides of `leading` and `trailing` actions (negative
  /// counts count as 0): for a host that lists actions before it has a row, such as a
  /// SwiftUI view's first body.
  ///
  /// ```swift
  /// SwipeActionsRow.offeredOrder(leading: 1, trailing: 2)
  /// // [(.leading, 0), (.trailing, 1), (.trailing, 0)]
  /// ```
  public static func offeredOrder(leading: Int, trailing: Int) -> [(side: Side, index: Int)] {
    offeredOrder(leading: leading, trailing: trailing, isEnabled: true)
  }

  /// ``offeredOrder(leading:trailing:)`` for a view that is enabled or not: a disabled view
  /// offers nothing (``Refusal/disabled``), so its host lists no menu item and no custom
  /// action.
  ///
  /// ```swift
  /// SwipeActionsRow.offeredOrder(leading: 1, trailing: 2, isEnabled: false)   // []
  /// ```
  public static func offeredOrder(
    leading: Int, trailing: Int, isEnabled: Bool
  ) -> [(side: Side, index: Int)] {
    guard isEnabled else { return [] }
    var order: [(side: Side, index: Int)] = []
    let leading = max(0, leading)
    let trailing = max(0, trailing)
    order.reserveCapacity(leading + trailing)
    for index in 0..<leading { order.append((.leading, index)) }
    for index in (0..<trailing).reversed() { order.append((.trailing, index)) }
    return order
  }

  /// The buttons an assistive technology reaches, in the order it reads them: those of the
  /// side the row rests open on (the leading side from the edge inwards, the trailing side
  /// from the inside out to the edge, as ``offeredActions``), the first being where its focus
  /// goes as they appear; empty unless the row rests open and offers its actions (a closed,
  /// moving, dragged, dismissed, disabled or waiting row hides them, and focus goes back to
  /// the row).
  ///
  /// ```swift
  /// // trailing [delete, more], open on the trailing side:
  /// row.accessibleButtons.map(\.action.id)   // ["more", "delete"]
  /// ```
  public var accessibleButtons: [OfferedAction] {
    guard case .open(let side) = state, refusal == nil else { return [] }
    return offeredActions.filter { $0.side == side }
  }

  /// The action a delete key performs (⌘⌫): the outermost destructive action of the
  /// trailing side, where Mail and UIKit's lists put Delete, else of the leading side;
  /// `nil` when the row has no destructive action.
  ///
  /// ```swift
  /// // leading [read], trailing [more, delete (destructive)]:
  /// row.deleteAction?.index   // 1, on the trailing side
  /// ```
  public var deleteAction: OfferedAction? {
    for side in [Side.trailing, .leading] {
      let actions = actions(side).actions
      if let index = actions.firstIndex(where: { $0.style == .destructive }) {
        return OfferedAction(side: side, index: index, action: actions[index])
      }
    }
    return nil
  }

  /// Why the row offers no action now, `nil` when it offers them all.
  ///
  /// A closed, open or moving row offers its actions (a spring under way is stopped where it
  /// is drawn, as a tap on a button stops it); a disabled row, a dragged row, one going or
  /// gone off-screen after a destructive full swipe, and one whose handler has not answered
  /// do not.
  public var refusal: Refusal? {
    if leading.isEmpty && trailing.isEmpty { return .noActions }
    if !isEnabled { return .disabled }
    if case .tracking = state { return .dragged }
    if isDismissedOrSlidingOff || dismissal != nil { return .dismissing }
    if !awaitedAnswers.isEmpty { return .awaitingAnswer }
    return nil
  }
}

extension SwipeActionsStore {
  /// The actions a person can perform on a row right now without a swipe, in reading order
  /// (``SwipeActionsRow/offeredActions``); empty when the row refuses them
  /// (``refusal(onRow:)``), an unknown identifier included.
  ///
  /// A host builds its context menu and its key commands from this when they are asked for,
  /// and its accessibility custom actions from ``SwipeActionsRow/offeredActions`` (kept on
  /// the view, they answer "not done" while the row refuses).
  ///
  /// - Complexity: O(r + n) in the rows and the row's actions.
  public func offeredActions(onRow id: Int) -> [SwipeActionsRow.OfferedAction] {
    guard let row = row(id), row.refusal == nil else { return [] }
    return row.offeredActions
  }

  /// The keys the row that has keyboard focus takes now, in this order: ⌘⌫
  /// (``SwipeActionsRow/KeyAction/delete``) when it has a destructive action
  /// (``SwipeActionsRow/deleteAction``); ⌃↩, which shows its buttons while it rests
  /// closed (``SwipeActionsRow/KeyAction/showActions``), its leading buttons while it rests
  /// open on the trailing side (``SwipeActionsRow/KeyAction/showOtherActions``), and hides
  /// them otherwise (Escape too; ``sideShownByKey(onRow:)``); and, while it rests open, ⌃1, ⌃2 … for its open buttons in reading order
  /// (``SwipeActionsRow/KeyAction/performButton(number:_:)``, at most
  /// ``SwipeActionsRow/maximumButtonKeys``; a moving row has none until it rests). None while
  /// the row refuses (``refusal(onRow:)``: disabled, dragged, dismissing, waiting for an
  /// answer, without actions, unknown), so that a host offers the keys only for a focused
  /// row that can take them.
  ///
  /// - Complexity: O(r + n) in the rows and the row's actions.
  public func keyActions(onRow id: Int) -> [SwipeActionsRow.KeyAction] {
    guard let row = row(id), row.refusal == nil else { return [] }
    var keys: [SwipeActionsRow.KeyAction] = []
    if row.deleteAction != nil { keys.append(.delete) }
    keys.append(
      row.sideShownByKey == nil
        ? .hideActions : row.state == .closed ? .showActions : .showOtherActions)
    for (offset, button) in row.accessibleButtons.prefix(SwipeActionsRow.maximumButtonKeys)
      .enumerated()
    {
      keys.append(.performButton(number: offset + 1, button))
    }
    return keys
  }

  /// The side ⌃↩ opens on the row now, `nil` when it closes it: on a closed row the
  /// trailing side, else the leading side; on a row resting open on its trailing side, the
  /// leading side if it has actions. So ⌃↩ pressed again and again goes closed, trailing,
  /// leading, closed, skipping a side without actions. `nil` too while the row refuses
  /// (``refusal(onRow:)``).
  ///
  /// - Complexity: O(r).
  public func sideShownByKey(onRow id: Int) -> SwipeActionsRow.Side? {
    guard let row = row(id), row.refusal == nil else { return nil }
    return row.sideShownByKey
  }

  /// Why a row offers no action right now, `nil` when it does: ``SwipeActionsRow/refusal``,
  /// or ``SwipeActionsRow/Refusal/unknownRow``.
  ///
  /// - Complexity: O(r).
  public func refusal(onRow id: Int) -> SwipeActionsRow.Refusal? {
    guard let row = row(id) else { return .unknownRow }
    return row.refusal
  }

  /// Why ``Event/performAction(rowID:_:index:time:)`` with these arguments would do nothing,
  /// `nil` when it would perform the action: the row's ``refusal(onRow:)``, or
  /// ``SwipeActionsRow/Refusal/noSuchAction`` for a side and index that name no action.
  ///
  /// A host whose channel reports success (an accessibility custom action's handler
  /// returns whether it did something) asks this first.
  ///
  /// - Complexity: O(r).
  public func refusal(
    performing side: SwipeActionsRow.Side, index: Int, onRow id: Int
  ) -> SwipeActionsRow.Refusal? {
    guard let row = row(id) else { return .unknownRow }
    if let refusal = row.refusal { return refusal }
    return row.actions(side).actions.indices.contains(index) ? nil : .noSuchAction
  }

  /// Performs an offered action, as a tap on its button: unless the row refuses
  /// (``refusal(performing:index:onRow:)``), every other open or moving row closes, the
  /// row's spring stops where it is drawn, ``Effect/perform(rowID:actionID:side:index:dismisses:)``
  /// runs the handler once (never dismissing: only a full swipe slides the content off), and
  /// the row closes unless the action keeps it open (an open row stays open, a closed one
  /// stays closed, a moving one goes on to where it was going).
  mutating func performOffered(
    _ side: SwipeActionsRow.Side, index: Int, onRow id: Int, into effects: inout [Effect]
  ) {
    guard refusal(performing: side, index: index, onRow: id) == nil,
      let rowIndex = self.index(of: id)
    else { return }
    closeRows(touchedElsewhereThan: id, into: &effects)
    stopSpring(ofRowAt: rowIndex, into: &effects)
    rows[rowIndex].tap(side, index: index, into: &effects)
    rows[rowIndex].finishStep(into: &effects)
  }

  /// The row's actions are about to show another way (a context menu opening on it): every
  /// other open or moving row closes, animated, and this one closes at once, so that what
  /// shows the menu (a preview of the view) shows its content at rest. Nothing happens when
  /// the row refuses (``refusal(onRow:)``): the host shows no menu then.
  mutating func presentOffered(onRow id: Int, into effects: inout [Effect]) {
    guard refusal(onRow: id) == nil, let rowIndex = index(of: id) else { return }
    closeRows(touchedElsewhereThan: id, into: &effects)
    rows[rowIndex].isCaught = false
    rows[rowIndex].request(.closed, animated: false, into: &effects)
    rows[rowIndex].finishStep(into: &effects)
  }
}
