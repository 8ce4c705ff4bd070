#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The second way to the list's gestures: custom actions on a row's cell (VoiceOver, Switch
  // Control, Voice Control) that complete, delete, move or add below it. Which actions a row
  // offers, whether each may happen now, and what follows, is the store's
  // (`ListStore.rowActions(at:handling:)`, `.allows(_:rowID:)`, `.perform(_:rowID:)`): the
  // app's callbacks and answers are the same as for the gestures.
  extension ListGestures {
    /// The names assistive technologies read for a row's custom actions, and the
    /// announcement after a move.
    ///
    /// The defaults are localized as the package's other strings: looked up with
    /// `NSLocalizedString` in the app's main bundle, table `GestureKit`
    /// (`GestureKit.strings`), under the English text as the key; without a translation the
    /// English shows. Pass other names for any other wording.
    public struct AccessibilityActionNames: Hashable, Sendable {
      /// Completes the row (``ListGestures/onComplete``). Default "Complete".
      public var complete: String
      /// Deletes the row (``ListGestures/onDelete``). Default "Delete".
      public var delete: String
      /// Moves the row one place up (``ListGestures/onMove``). Default "Move Up".
      public var moveUp: String
      /// Moves the row one place down (``ListGestures/onMove``). Default "Move Down".
      public var moveDown: String
      /// Moves the row to the top of the list (``ListGestures/onMove``). Default "Move to
      /// Top".
      public var moveToTop: String
      /// Moves the row to the bottom of the list (``ListGestures/onMove``). Default "Move to
      /// Bottom".
      public var moveToBottom: String
      /// Inserts a new row below this one and edits it (``ListGestures/onInsert``). Default
      /// "Add Item Below".
      public var addItemBelow: String
      /// What is announced after a move, a `String(format:)` format: `%1$@` is the row's
      /// accessibility label (empty when it has none), `%2$ld` its new 1-based position,
      /// `%3$ld` the number of rows. Default "%1$@, moved to position %2$ld of %3$ld".
      public var movedAnnouncement: String

      /// Creates names; each defaults as documented on its property.
      public init(
        complete: String = NSLocalizedString(
          "Complete", tableName: "GestureKit", comment: "An accessibility action of a list row"),
        delete: String = NSLocalizedString(
          "Delete", tableName: "GestureKit", comment: "An accessibility action of a list row"),
        moveUp: String = NSLocalizedString(
          "Move Up", tableName: "GestureKit", comment: "An accessibility action of a list row"),
        moveDown: String = NSLocalizedString(
          "Move Down", tableName: "GestureKit", comment: "An accessibility action of a list row"),
        moveToTop: String = NSLocalizedString(
          "Move to Top", tableName: "GestureKit", comment: "An accessibility action of a list row"),
        moveToBottom: String = NSLocalizedString(
          "Move to Bottom", tableName: "GestureKit",
          comment: "An accessibility action of a list row"),
        addItemBelow: String = NSLocalizedString(
          "Add Item Below", tableName: "GestureKit",
          comment: "An accessibility action of a list row"),
        movedAnnouncement: String = NSLocalizedString(
          "%1$@, moved to position %2$ld of %3$ld", tableName: "GestureKit",
          comment: "Announced after a list row moved: its label, its position, the row count")
      ) {
        self.complete = complete
        self.delete = delete
        self.moveUp = moveUp
        self.moveDown = moveDown
        self.moveToTop = moveToTop
        self.moveToBottom = moveToBottom
        self.addItemBelow = addItemBelow
        self.movedAnnouncement = movedAnnouncement
      }

      /// The name of a row action.
      func name(of action: ListStore.RowAction) -> String {
        switch action {
        case .complete: complete
        case .delete: delete
        case .moveUp: moveUp
        case .moveDown: moveDown
        case .moveToTop: moveToTop
        case .moveToBottom: moveToBottom
        case .addItemBelow: addItemBelow
        }
      }
    }

    /// The custom actions VoiceOver, Switch Control and Voice Control offer on a row: the
    /// list's gestures without the gestures. Set them on the cell as it is configured:
    ///
    /// ```swift
    /// cell.accessibilityCustomActions = gestures.accessibilityCustomActions(for: cell, at: indexPath)
    /// ```
    ///
    /// The actions are those the store offers for the row now
    /// (`ListStore.rowActions(at:handling:)`), in the order complete, delete, move up, move
    /// down, move to top, move to bottom, add item below: complete while ``onComplete`` is
    /// set, delete while ``onDelete`` is set, the moves while ``onMove`` is set, add item
    /// below while ``onInsert`` is set, each only if its gesture is on in the configuration
    /// and it would change something (the first row has no move up or move to top, a list of
    /// one row no move). Without `indexPath` the row is the one the cell shows in the list
    /// now; a cell not in the list yet (as in `tableView(_:cellForRowAt:)`) gets every action
    /// the app handles until the rows next move.
    ///
    /// The list keeps them in step: after a move, a drop, an insertion or a change in the
    /// number of rows it replaces its own actions on every visible cell it gave actions to
    /// (keeping any others the cell has), so a row that reached the top loses its move up.
    /// Each action also finds the cell's row when it runs (a reused cell or a changed list
    /// acts on the row the cell shows then) and asks the store, which decides as for a
    /// gesture: an action on a row a gesture holds, a move or an insert while any gesture is
    /// under way, or one that waits for the app's answer reports failure (VoiceOver says so)
    /// and does nothing. Otherwise the app hears of it through the same callbacks:
    /// ``onComplete``, ``onDelete`` (remove the item, or keep it: nothing slid, so nothing
    /// comes back), ``onMove`` (once, from the row's index to its new one) then
    /// ``onReorder``, ``onInsert`` then ``onBeginEditing``. After a move the list announces
    /// the row's label and new position ("Buy milk, moved to position 3 of 12").
    ///
    /// - Parameters:
    ///   - cell: the table or collection view cell that shows the row.
    ///   - indexPath: the row the cell is being configured for; default `nil`: the row the
    ///     list shows the cell at.
    ///   - names: what is read for each action; default `AccessibilityActionNames()`.
    /// - Returns: the actions, in the order above.
    public func accessibilityCustomActions(
      for cell: UIView, at indexPath: IndexPath? = nil,
      names: AccessibilityActionNames = AccessibilityActionNames()
    ) -> [UIAccessibilityCustomAction] {
      accessibleCells.setObject(AccessibleCell(names: names), forKey: cell)
      let index = indexPath.flatMap { $0.section == configuration.section ? $0.row : nil }
      return actions(for: cell, atRow: index ?? row(of: cell), names: names)
    }

    /// The actions of the row at `index` (every handled one when the row is not known).
    private func actions(for cell: UIView, atRow index: Int?, names: AccessibilityActionNames)
      -> [UIAccessibilityCustomAction]
    {
      let edits = handledEdits
      let offered: [ListStore.RowAction]
      if let index, host.store.rows.indices.contains(index) {
        offered = host.store.rowActions(at: index, handling: edits)
      } else {
        offered = ListStore.RowAction.allCases.filter { edits.contains($0.requiredEdit) }
      }
      return offered.map { action($0, names, cell) }
    }

    /// The edits the app handles: the callbacks it set.
    var handledEdits: ListStore.HandledEdits {
      var edits: ListStore.HandledEdits = []
      if onComplete != nil { edits.insert(.completion) }
      if onDelete != nil { edits.insert(.deletion) }
      if onMove != nil { edits.insert(.move) }
      if onInsert != nil { edits.insert(.insertion) }
      return edits
    }

    /// An action that asks the store for `rowAction` on the row `cell` shows when it runs.
    private func action(
      _ rowAction: ListStore.RowAction, _ names: AccessibilityActionNames, _ cell: UIView
    ) -> UIAccessibilityCustomAction {
      // The handler holds the controller and the cell weakly: the cell holds its actions.
      ListRowCustomAction(name: names.name(of: rowAction)) { [weak self, weak cell] _ in
        guard let self, let cell else { return false }
        return self.perform(rowAction, on: cell, names: names)
      }
    }

    /// Sends a custom action's event for the row a cell shows, if the store takes it; after
    /// a move, announces where the row went.
    func perform(
      _ rowAction: ListStore.RowAction, on cell: UIView, names: AccessibilityActionNames
    ) -> Bool {
      // The rows as they are now (an action comes with no touch-down to read them).
      synchronize()
      guard handledEdits.contains(rowAction.requiredEdit), let index = row(of: cell),
        host.store.rows.indices.contains(index), rowIsCurrent(at: index)
      else { return false }
      let id = host.store.rows[index].id
      guard host.store.allows(rowAction, rowID: id) else { return false }
      // The list moves the focused cell itself (the app's move is applied at once, in
      // `onMove`).
      send(.perform(rowAction, rowID: id))
      if rowAction.requiredEdit == .move, let position = host.store.position(ofRowID: id) {
        // A row moved out of sight (to the top or bottom of a long list) is scrolled to, and
        // VoiceOver's focus follows it there: a cell off screen is taken back for reuse, and
        // the focus with it.
        let shown = host.store.index(of: id).flatMap(showRow) ?? cell
        postLayoutChanged(focusing: shown)
        announce(position, of: shown, names: names)
      }
      refreshAccessibilityActions()
      return true
    }

    /// Scrolls the list just enough to show row `index` (not at all when it shows), lays it
    /// out, and returns the row's cell.
    private func showRow(_ index: Int) -> UIView? {
      let path = indexPath(index)
      if let table = list as? UITableView {
        table.scrollToRow(at: path, at: .none, animated: false)
      } else if let collection = list as? UICollectionView {
        collection.scrollToItem(at: path, at: [], animated: false)
      }
      list?.layoutIfNeeded()
      return cell(at: index)
    }

    /// Announces a row's new position, queued behind what VoiceOver is saying (the name of
    /// the action it just performed), so that neither cuts the other off.
    private func announce(
      _ position: ListStore.RowPosition, of cell: UIView, names: AccessibilityActionNames
    ) {
      let text = String(
        format: names.movedAnnouncement, cell.accessibilityLabel ?? "", position.ordinal,
        position.count)
      postQueuedAnnouncement(text)
    }

    /// Brings the visible cells' actions up to date when a gesture that held the list is over
    /// or the number of rows changed: positions may have changed.
    func refreshAccessibilityActionsIfNeeded() {
      guard accessibleCells.count > 0 else { return }
      let store = host.store
      let isBusy =
        store.reorder.state != .idle || store.pinchToInsert.state != .idle
        || store.liftedRow != nil || store.placeholder != nil
      let state = (isBusy: isBusy, rowCount: store.rows.count)
      guard state != accessibilityState else { return }
      accessibilityState = state
      if !isBusy { refreshAccessibilityActions() }
    }

    /// Replaces the list's actions on each visible cell it gave actions to with those of the
    /// row it shows now, where they differ, keeping the cell's other actions.
    func refreshAccessibilityActions() {
      guard let cells = accessibleCells.keyEnumerator().allObjects as? [UIView] else { return }
      for cell in cells {
        guard let entry = accessibleCells.object(forKey: cell), let index = row(of: cell)
        else { continue }
        let current = cell.accessibilityCustomActions ?? []
        let mine = actions(for: cell, atRow: index, names: entry.names)
        // The same actions stay: replacing them would move an assistive technology's place in
        // the cell's list of actions back to its first.
        let currentNames = current.compactMap { ($0 as? ListRowCustomAction)?.name }
        guard currentNames != mine.map(\.name) else { continue }
        cell.accessibilityCustomActions = current.filter { !($0 is ListRowCustomAction) } + mine
      }
    }
  }

  /// A row's custom action made by ``ListGestures``: the list replaces only these when it
  /// brings a cell's actions up to date.
  final class ListRowCustomAction: UIAccessibilityCustomAction {}

  /// The names a cell's actions were made with.
  final class AccessibleCell: NSObject {
    let names: ListGestures.AccessibilityActionNames
    init(names: ListGestures.AccessibilityActionNames) { self.names = names }
  }
#endif
