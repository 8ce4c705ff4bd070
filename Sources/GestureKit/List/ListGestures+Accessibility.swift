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
      /// What is announced after a move when the row has an accessibility label, a
      /// `String(format:)` format: `%1$@` is the label, `%2$ld` the row's new 1-based
      /// position, `%3$ld` the number of rows. A format that does not read exactly these three
      /// (checked by `ListStore.formatArguments(of:)`: no `%d`, no `%s`, each once) is not
      /// used: the default is. Default "%1$@, moved to position %2$ld of %3$ld".
      public var movedAnnouncementFormat: String
      /// What is announced after a move when the row has no accessibility label (or an empty
      /// one): `%1$ld` is the row's new 1-based position, `%2$ld` the number of rows, checked
      /// as ``movedAnnouncementFormat`` is. Default "Moved to position %1$ld of %2$ld".
      public var movedAnnouncementFormatWithoutLabel: String

      /// Creates names; each defaults as documented on its property (the defaults are looked
      /// up once, when first used).
      public init(
        complete: String = AccessibilityActionNames.localized.complete,
        delete: String = AccessibilityActionNames.localized.delete,
        moveUp: String = AccessibilityActionNames.localized.moveUp,
        moveDown: String = AccessibilityActionNames.localized.moveDown,
        moveToTop: String = AccessibilityActionNames.localized.moveToTop,
        moveToBottom: String = AccessibilityActionNames.localized.moveToBottom,
        addItemBelow: String = AccessibilityActionNames.localized.addItemBelow,
        movedAnnouncementFormat: String = AccessibilityActionNames.localized
          .movedAnnouncementFormat,
        movedAnnouncementFormatWithoutLabel: String = AccessibilityActionNames.localized
          .movedAnnouncementFormatWithoutLabel
      ) {
        self.complete = complete
        self.delete = delete
        self.moveUp = moveUp
        self.moveDown = moveDown
        self.moveToTop = moveToTop
        self.moveToBottom = moveToBottom
        self.addItemBelow = addItemBelow
        self.movedAnnouncementFormat = movedAnnouncementFormat
        self.movedAnnouncementFormatWithoutLabel = movedAnnouncementFormatWithoutLabel
      }

      /// The default names, localized once: a cell configured or a key pressed does not look
      /// them up again.
      @usableFromInline static let localized = AccessibilityActionNames(localizing: ())

      /// The default names, looked up in the app's `GestureKit.strings`.
      private init(localizing: Void) {
        let action = "An accessibility action of a list row"
        complete = NSLocalizedString("Complete", tableName: "GestureKit", comment: action)
        delete = NSLocalizedString("Delete", tableName: "GestureKit", comment: action)
        moveUp = NSLocalizedString("Move Up", tableName: "GestureKit", comment: action)
        moveDown = NSLocalizedString("Move Down", tableName: "GestureKit", comment: action)
        moveToTop = NSLocalizedString("Move to Top", tableName: "GestureKit", comment: action)
        moveToBottom = NSLocalizedString(
          "Move to Bottom", tableName: "GestureKit", comment: action)
        addItemBelow = NSLocalizedString(
          "Add Item Below", tableName: "GestureKit", comment: action)
        movedAnnouncementFormat = NSLocalizedString(
          "%1$@, moved to position %2$ld of %3$ld", tableName: "GestureKit",
          comment: "Announced after a list row moved: its label, its position, the row count")
        movedAnnouncementFormatWithoutLabel = NSLocalizedString(
          "Moved to position %1$ld of %2$ld", tableName: "GestureKit",
          comment: "Announced after a list row without a label moved: its position, the row count")
      }

      /// The announcement after a move to `position`, by the app's format when it reads
      /// exactly the expected arguments, otherwise by the default.
      func movedAnnouncement(label: String?, at position: ListStore.RowPosition) -> String {
        if let label, !label.isEmpty {
          let expected: [ListStore.FormatArgument] = [.object, .integer, .integer]
          let format =
            ListStore.formatArguments(of: movedAnnouncementFormat) == expected
            ? movedAnnouncementFormat : Self.fallback.movedAnnouncementFormat
          return String(format: format, label, position.ordinal, position.count)
        }
        let expected: [ListStore.FormatArgument] = [.integer, .integer]
        let format =
          ListStore.formatArguments(of: movedAnnouncementFormatWithoutLabel) == expected
          ? movedAnnouncementFormatWithoutLabel : Self.fallback.movedAnnouncementFormatWithoutLabel
        return String(format: format, position.ordinal, position.count)
      }

      /// The formats used when the app's do not read the expected arguments: the localized
      /// ones when the translation does, otherwise the English.
      private static let fallback: AccessibilityActionNames = {
        var names = localized
        let labelled = ListStore.formatArguments(of: names.movedAnnouncementFormat)
        if labelled != [.object, .integer, .integer] {
          names.movedAnnouncementFormat = "%1$@, moved to position %2$ld of %3$ld"
        }
        let unlabelled = ListStore.formatArguments(of: names.movedAnnouncementFormatWithoutLabel)
        if unlabelled != [.integer, .integer] {
          names.movedAnnouncementFormatWithoutLabel = "Moved to position %1$ld of %2$ld"
        }
        return names
      }()

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
    /// Every row gets the same actions, in the order complete, delete, move up, move down,
    /// move to top, move to bottom, add item below (`ListStore.rowActions(handling:)`):
    /// complete while ``onComplete`` is set, delete while ``onDelete`` is set, the moves
    /// while ``onMove`` is set and the list has more than one row, add item below while
    /// ``onInsert`` is set, each only if its gesture is on in the configuration. The set does
    /// not change as the row moves, so an assistive technology's place among the actions
    /// stays where it was: after Move Up brings a row to the top, Move Up is still in its
    /// place, and taking it again fails.
    ///
    /// Each action finds the cell's row when it runs (a reused cell or a changed list acts on
    /// the row the cell shows then) and asks the store, which decides as for a gesture
    /// (`ListStore.allows(_:rowID:)`): a move beyond an end, an action on a row a gesture
    /// holds or whose delete waits for the app's answer, or a move or an insert while any
    /// gesture holds the list reports failure (VoiceOver says so) and does nothing.
    /// Otherwise the app hears of it through the same callbacks: ``onComplete``,
    /// ``onDelete`` (remove the item, or keep it: nothing slid, so nothing comes back),
    /// ``onMove`` (once, from the row's index to its new one) then ``onReorder``,
    /// ``onInsert`` then ``onBeginEditing``. After a move the list scrolls the row into view
    /// if it left the screen, keeps VoiceOver's focus on it and announces its label and new
    /// position ("Buy milk, moved to position 3 of 12").
    ///
    /// The list keeps the actions in step: when the set changes (the list reaches or leaves
    /// one row, a callback is set or cleared), it replaces its own actions on each visible
    /// cell it gave actions to, in their place among the cell's other actions, once no
    /// gesture holds the list (not while an insertion's rows still slide). A number of rows
    /// the app changed by itself (a + button, a sync) is read before the actions are made.
    ///
    /// - Parameters:
    ///   - cell: the table or collection view cell that shows the row.
    ///   - indexPath: the row the cell is being configured for; a cell of another section
    ///     gets no actions. Default `nil`: the cell's section is not checked.
    ///   - names: what is read for each action and announced after a move; default
    ///     `AccessibilityActionNames()`.
    /// - Returns: the actions, in the order above.
    public func accessibilityCustomActions(
      for cell: UIView, at indexPath: IndexPath? = nil,
      names: AccessibilityActionNames = AccessibilityActionNames()
    ) -> [UIAccessibilityCustomAction] {
      if let indexPath, indexPath.section != configuration.section {
        accessibleCells.removeObject(forKey: cell)
        return []
      }
      accessibleCells.setObject(AccessibleCell(names: names), forKey: cell)
      synchronizeRowCountIfChanged()
      return host.store.rowActions(handling: handledEdits).map { action($0, names, cell) }
    }

    /// Tells the store about a number of rows the app changed by itself, outside any event
    /// (a + button, a sync), before a cell is given actions that depend on it. Not while
    /// effects are being applied (the app is answering the store, which hears of the new
    /// rows through the answer) or while a gesture holds the list (its frames read the rows).
    private func synchronizeRowCountIfChanged() {
      let store = host.store
      guard rowCount != store.rows.count, !host.isApplyingEffects, !store.isHeldByGesture
      else { return }
      synchronize()
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
      ListRowCustomAction(rowAction, name: names.name(of: rowAction)) { [weak self, weak cell] _ in
        guard let self, let cell else { return false }
        return self.perform(rowAction, on: cell, names: names)
      }
    }

    /// Sends a row action's event for the row a cell shows, if the store takes it; after a
    /// move, shows the row and announces where it went.
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
      // `onMove`). The cells' actions follow in `didSend`, once no gesture holds the list.
      send(.perform(rowAction, rowID: id))
      if rowAction.requiredEdit == .move, let position = host.store.position(ofRowID: id) {
        // A row moved out of sight (to the top or bottom of a long list) is scrolled to, and
        // VoiceOver's focus follows it there: a cell off screen is taken back for reuse, and
        // the focus with it.
        let shown = showRow(position.ordinal - 1) ?? cell
        postLayoutChanged(focusing: shown)
        postQueuedAnnouncement(
          names.movedAnnouncement(label: shown.accessibilityLabel, at: position))
      }
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

    /// Brings the visible cells' actions up to date when the set every row offers changed,
    /// once no gesture holds the list: not while an insertion's rows still slide, but on the
    /// frame they come to rest. Allocates nothing unless the set changed.
    func refreshAccessibilityActionsIfNeeded() {
      guard accessibleCells.count > 0 else { return }
      let store = host.store
      guard !store.isHeldByGesture else { return }
      let edits = handledEdits
      var offered: UInt8 = 0
      for (bit, action) in Self.rowActions.enumerated()
      where store.offers(action, handling: edits) {
        offered |= 1 << bit
      }
      guard offered != offeredRowActions else { return }
      offeredRowActions = offered
      refreshAccessibilityActions()
    }

    /// Every row action, built once (`allCases` makes a new array each time it is read).
    private static let rowActions = ListStore.RowAction.allCases

    /// Replaces the list's actions on each visible cell it gave actions to with the set every
    /// row offers now, where they differ, in their place among the cell's other actions (at
    /// the end when the cell had none of the list's).
    func refreshAccessibilityActions() {
      guard let cells = accessibleCells.keyEnumerator().allObjects as? [UIView] else { return }
      let offered = host.store.rowActions(handling: handledEdits)
      for cell in cells {
        guard let entry = accessibleCells.object(forKey: cell), row(of: cell) != nil else {
          continue
        }
        let current = cell.accessibilityCustomActions ?? []
        let mine = current.compactMap { ($0 as? ListRowCustomAction)?.rowAction }
        // The same actions stay: replacing them would move an assistive technology's place in
        // the cell's list of actions back to its first.
        guard mine != offered else { continue }
        let fresh = offered.map { action($0, entry.names, cell) }
        var actions: [UIAccessibilityCustomAction] = []
        var placed = false
        for action in current {
          guard action is ListRowCustomAction else {
            actions.append(action)
            continue
          }
          if !placed { actions.append(contentsOf: fresh) }
          placed = true
        }
        if !placed { actions.append(contentsOf: fresh) }
        cell.accessibilityCustomActions = actions
      }
    }
  }

  /// A row's custom action made by ``ListGestures``: the list replaces only these when it
  /// brings a cell's actions up to date.
  final class ListRowCustomAction: UIAccessibilityCustomAction {
    /// The row action it takes.
    let rowAction: ListStore.RowAction

    init(
      _ rowAction: ListStore.RowAction, name: String,
      handler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
      self.rowAction = rowAction
      super.init(name: name, actionHandler: handler)
    }
  }

  /// The names a cell's actions were made with.
  final class AccessibleCell: NSObject {
    let names: ListGestures.AccessibilityActionNames
    init(names: ListGestures.AccessibilityActionNames) { self.names = names }
  }
#endif
