#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // The second way to the list's gestures: custom actions on a row's cell (VoiceOver, Switch
  // Control, Voice Control) that complete, delete, move or add below it. Which actions a row
  // offers, whether each may happen now, and what follows, is the store's
  // (`ListStore.rowActions(at:handling:)`, `.allows(_:rowID:)`, `.perform(_:rowID:)`): the
  // app's callbacks and answers are the same as for the gestures.
  extension ListGestures {
    /// The names assistive technologies read for a row's custom actions, and what is
    /// announced after one.
    ///
    /// The defaults are localized as the package's other strings: looked up with
    /// `NSLocalizedString` in the app's main bundle, table `GestureKit`
    /// (`GestureKit.strings`), under the English text as the key; without a translation the
    /// English shows. Pass other names for any other wording.
    public struct AccessibilityActionNames: Hashable, Sendable {
      /// Completes a row that is not done (``ListGestures/onComplete``). Default "Complete".
      public var complete: String
      /// Completes a row that is done (``ListGestures/isItemCompletedProvider``), which the
      /// app turns back. Default "Mark as Not Done".
      public var markNotDone: String
      /// Completes a row whose state the list does not know:
      /// ``ListGestures/isItemCompletedProvider`` is not set. Default "Toggle Done".
      public var toggleDone: String
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
      /// What is announced after a move, a `String(format:)` format: `%1$ld` is the row's new
      /// 1-based position, `%2$ld` the number of rows (the row's label is not repeated: the
      /// assistive technology speaks it). A format that does not read exactly these two
      /// (checked by `ListStore.formatArguments(of:)`: no `%d`, no `%s`, each once) is not
      /// used: the default is. Default "Moved to position %1$ld of %2$ld".
      public var movedAnnouncementFormat: String
      /// Announced after a complete leaves the row done. Default "Completed".
      public var completedAnnouncement: String
      /// Announced after a complete leaves the row not done. Default "Marked as Not Done".
      public var markedNotDoneAnnouncement: String
      /// Announced after a complete of a row whose state the list does not know
      /// (``ListGestures/isItemCompletedProvider`` is not set): neither state is claimed. Default
      /// "Done Toggled".
      public var toggledAnnouncement: String
      /// Announced once the app removed a row deleted by its action; focus then moves to the
      /// row that took its place (the one above, after the last row). Default "Deleted".
      public var deletedAnnouncement: String
      /// Announced once the app added the row of Add Item Below. Default "Item Added".
      public var addedAnnouncement: String
      /// Announced, once, when Move Up or Move to Top finds the row already first. Default
      /// "Already at Top".
      public var alreadyAtTopAnnouncement: String
      /// Announced, once, when Move Down or Move to Bottom finds the row already last.
      /// Default "Already at Bottom".
      public var alreadyAtBottomAnnouncement: String

      /// Creates names; each defaults as documented on its property (the defaults are looked
      /// up once, when first used).
      public init(
        complete: String = AccessibilityActionNames.localized.complete,
        markNotDone: String = AccessibilityActionNames.localized.markNotDone,
        toggleDone: String = AccessibilityActionNames.localized.toggleDone,
        delete: String = AccessibilityActionNames.localized.delete,
        moveUp: String = AccessibilityActionNames.localized.moveUp,
        moveDown: String = AccessibilityActionNames.localized.moveDown,
        moveToTop: String = AccessibilityActionNames.localized.moveToTop,
        moveToBottom: String = AccessibilityActionNames.localized.moveToBottom,
        addItemBelow: String = AccessibilityActionNames.localized.addItemBelow,
        movedAnnouncementFormat: String = AccessibilityActionNames.localized
          .movedAnnouncementFormat,
        completedAnnouncement: String = AccessibilityActionNames.localized.completedAnnouncement,
        markedNotDoneAnnouncement: String = AccessibilityActionNames.localized
          .markedNotDoneAnnouncement,
        toggledAnnouncement: String = AccessibilityActionNames.localized.toggledAnnouncement,
        deletedAnnouncement: String = AccessibilityActionNames.localized.deletedAnnouncement,
        addedAnnouncement: String = AccessibilityActionNames.localized.addedAnnouncement,
        alreadyAtTopAnnouncement: String = AccessibilityActionNames.localized
          .alreadyAtTopAnnouncement,
        alreadyAtBottomAnnouncement: String = AccessibilityActionNames.localized
          .alreadyAtBottomAnnouncement
      ) {
        self.complete = complete
        self.markNotDone = markNotDone
        self.toggleDone = toggleDone
        self.delete = delete
        self.moveUp = moveUp
        self.moveDown = moveDown
        self.moveToTop = moveToTop
        self.moveToBottom = moveToBottom
        self.addItemBelow = addItemBelow
        self.movedAnnouncementFormat = movedAnnouncementFormat
        self.completedAnnouncement = completedAnnouncement
        self.markedNotDoneAnnouncement = markedNotDoneAnnouncement
        self.toggledAnnouncement = toggledAnnouncement
        self.deletedAnnouncement = deletedAnnouncement
        self.addedAnnouncement = addedAnnouncement
        self.alreadyAtTopAnnouncement = alreadyAtTopAnnouncement
        self.alreadyAtBottomAnnouncement = alreadyAtBottomAnnouncement
      }

      /// The default names, localized once: a cell configured or a key pressed does not look
      /// them up again.
      @usableFromInline static let localized = AccessibilityActionNames(localizing: ())

      /// The default names, looked up in the app's `GestureKit.strings`.
      private init(localizing: Void) {
        let action = "An accessibility action of a list row"
        let said = "Announced after an accessibility action of a list row"
        func localized(_ key: String, _ comment: String) -> String {
          NSLocalizedString(key, tableName: "GestureKit", comment: comment)
        }
        complete = localized("Complete", action)
        markNotDone = localized("Mark as Not Done", action)
        toggleDone = localized("Toggle Done", action)
        delete = localized("Delete", action)
        moveUp = localized("Move Up", action)
        moveDown = localized("Move Down", action)
        moveToTop = localized("Move to Top", action)
        moveToBottom = localized("Move to Bottom", action)
        addItemBelow = localized("Add Item Below", action)
        movedAnnouncementFormat = localized(
          "Moved to position %1$ld of %2$ld",
          "Announced after a list row moved: its position, the row count")
        completedAnnouncement = localized("Completed", said)
        markedNotDoneAnnouncement = localized("Marked as Not Done", said)
        toggledAnnouncement = localized("Done Toggled", said)
        deletedAnnouncement = localized("Deleted", said)
        addedAnnouncement = localized("Item Added", said)
        alreadyAtTopAnnouncement = localized("Already at Top", said)
        alreadyAtBottomAnnouncement = localized("Already at Bottom", said)
      }

      /// What to announce for the store's `announcement`. A move's format is the app's when it
      /// reads exactly the expected arguments, otherwise the default.
      func text(of announcement: ListStore.Announcement) -> String {
        switch announcement {
        case .moved(let position):
          let expected: [ListStore.FormatArgument] = [.integer, .integer]
          let format =
            ListStore.formatArguments(of: movedAnnouncementFormat) == expected
            ? movedAnnouncementFormat : Self.fallbackMovedFormat
          return String(format: format, position.ordinal, position.count)
        case .completed(_, let isDone?):
          return isDone ? completedAnnouncement : markedNotDoneAnnouncement
        case .completed(_, nil): return toggledAnnouncement
        case .deleted: return deletedAnnouncement
        case .added: return addedAnnouncement
        case .alreadyAtTop: return alreadyAtTopAnnouncement
        case .alreadyAtBottom: return alreadyAtBottomAnnouncement
        }
      }

      /// The move's format used when the app's does not read the expected arguments: the
      /// localized one when the translation does, otherwise the English.
      private static let fallbackMovedFormat: String = {
        let format = localized.movedAnnouncementFormat
        return ListStore.formatArguments(of: format) == [.integer, .integer]
          ? format : "Moved to position %1$ld of %2$ld"
      }()

      /// The name of an action, as the store names it for the row
      /// (`ListStore.title(of:rowID:)`).
      func name(of title: ListStore.RowActionTitle) -> String {
        switch title {
        case .complete: complete
        case .markNotDone: markNotDone
        case .toggleDone: toggleDone
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
    /// place, and taking it again says "Already at Top" (once, however often it is taken).
    /// Complete is named for the row: "Complete" or "Mark as Not Done" as
    /// ``isItemCompletedProvider`` says, "Toggle Done" without it (the list claims no state it does not know), or the
    /// app's own name (``completeActionNameProvider``).
    ///
    /// Each action finds the cell's row when it runs (a reused cell or a changed list acts on
    /// the row the cell shows then) and asks the store, which decides as for a gesture
    /// (`ListStore.allows(_:rowID:)`): a move beyond an end, an action on a row a gesture
    /// holds or whose delete waits for the app's answer, or a move or an insert while any
    /// gesture holds the list reports failure and does nothing.
    /// Otherwise the app hears of it through the same callbacks: ``onComplete``,
    /// ``onDelete`` (remove the item, or keep it: nothing slid, so nothing comes back),
    /// ``onMove`` (once, from the row's index to its new one) then ``onReorder``,
    /// ``onInsert`` then ``onBeginEditing``. What changed is announced, never the row's label
    /// (VoiceOver speaks it): "Moved to position 3 of 12" (the list scrolls the row into view
    /// if it left the screen and keeps VoiceOver's focus on it), "Completed" or "Marked as
    /// Not Done" (without ``isItemCompletedProvider``, "Done Toggled"), "Deleted" once the app removed the row (focus moves to the row that took
    /// its place, or the one above after the last row), "Item Added" (focus moves to the new
    /// row, to its text input while that is edited). A move's and a complete's announcements
    /// wait for half a second without another (`AnnouncementCoalescer`): a held key is
    /// announced once, with where the row ended. A delete's and an add's are made at once.
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
    ///     gets no actions. Default `nil`: the cell's section is not checked, and the row is
    ///     the one the list shows the cell at. A cell configured before the list placed it
    ///     (in `cellForRowAt`) has no row yet: its complete action is named for the item's
    ///     state as soon as the list shows it, on the main run loop's next turn.
    ///   - names: what is read for each action and announced after one; default
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
      let index = indexPath?.row ?? self.row(of: cell)
      let actions = host.store.rowActions(handling: handledEdits).map {
        action($0, names, cell, row: index)
      }
      let namesComplete = actions.contains {
        ($0 as? ListRowCustomAction)?.rowAction == .complete
      }
      if index == nil, namesComplete {
        // A cell being configured (inside `cellForRowAt`) has no index path yet: complete
        // got the neutral name. The list places the cell before the next turn; its row is
        // known then, and the name follows the item's state.
        Task { @MainActor [weak self, weak cell] in
          guard let self, let cell else { return }
          self.nameCompleteAction(of: cell)
        }
      }
      return actions
    }

    /// Names the complete action of a cell configured without its row, once the list shows
    /// the cell at a row of the section.
    private func nameCompleteAction(of cell: UIView) {
      guard let row = row(of: cell), let entry = accessibleCells.object(forKey: cell) else {
        return
      }
      for action in cell.accessibilityCustomActions ?? [] {
        if let mine = action as? ListRowCustomAction, mine.rowAction == .complete {
          mine.name = name(of: .complete, row: row, names: entry.names)
        }
      }
    }

    /// Tells the store about a number of rows the app changed by itself, outside any event
    /// (a + button, a sync), before a cell is given actions that depend on it. Not while
    /// effects are being applied (the app is answering the store, which hears of the new
    /// rows through the answer) or while a gesture holds the list (its frames read the rows).
    func synchronizeRowCountIfChanged() {
      let store = host.store
      guard rowCount != store.rows.count, !host.isApplyingEffects, !store.isHeldByGesture
      else { return }
      synchronize()
    }

    /// The edits the app handles: the callbacks it set.
    var handledEdits: ListStore.HandledEdits {
      var edits: ListStore.HandledEdits = []
      if onComplete != nil { edits.insert(.completion) }
      if handlesDeletion { edits.insert(.deletion) }
      if onMove != nil { edits.insert(.move) }
      if onInsert != nil { edits.insert(.insertion) }
      return edits
    }

    /// The name of `rowAction` on row `row` (`nil`: a row not known yet): the app's
    /// ``completeActionNameProvider`` for complete when it gives one, otherwise the store's
    /// title for the item's state as ``isItemCompletedProvider`` says, the neutral one without
    /// it or without the row (`ListStore.title(of:isCompleted:)`).
    func name(
      of rowAction: ListStore.RowAction, row: Int?, names: AccessibilityActionNames
    ) -> String {
      guard rowAction == .complete, let row else {
        return names.name(of: ListStore.title(of: rowAction, isCompleted: nil))
      }
      let path = indexPath(row)
      if let name = completeActionNameProvider?(path), !name.isEmpty { return name }
      let isCompleted = isItemCompletedProvider?(path)
      return names.name(of: ListStore.title(of: rowAction, isCompleted: isCompleted))
    }

    /// An action that asks the store for `rowAction` on the row `cell` shows when it runs.
    private func action(
      _ rowAction: ListStore.RowAction, _ names: AccessibilityActionNames, _ cell: UIView,
      row: Int?
    ) -> UIAccessibilityCustomAction {
      // The handler holds the controller and the cell weakly: the cell holds its actions.
      ListRowCustomAction(rowAction, name: name(of: rowAction, row: row, names: names)) {
        [weak self, weak cell] _ in
        guard let self, let cell else { return false }
        isKeyboardDeletion = false
        return self.perform(rowAction, on: cell, names: names)
      }
    }

    /// Sends a row action's event for the row a cell shows; the store takes it or refuses
    /// it (a move at an end is announced as such). After a move, shows the row.
    ///
    /// - Returns: whether the store took the action.
    func perform(
      _ rowAction: ListStore.RowAction, on cell: UIView, names: AccessibilityActionNames
    ) -> Bool {
      // The rows as they are now (an action comes with no touch-down to read them).
      synchronize()
      guard let index = row(of: cell) else { return false }
      return perform(rowAction, rowAt: index, names: names)
    }

    /// Sends a row action's event for the row with this identifier (a menu's item, made
    /// before the list may have changed), wherever it is now; an unknown row refuses it.
    ///
    /// - Returns: whether the store took the action.
    func perform(
      _ rowAction: ListStore.RowAction, rowID id: Int, names: AccessibilityActionNames
    ) -> Bool {
      synchronize()
      guard let index = host.store.index(of: id) else { return false }
      return perform(rowAction, rowAt: index, names: names)
    }

    /// Sends a row action's event for the row at `index` of the synchronized rows, unless the
    /// app does not handle its edit or the row shows another item than the store's.
    private func perform(
      _ rowAction: ListStore.RowAction, rowAt index: Int, names: AccessibilityActionNames
    ) -> Bool {
      guard handledEdits.contains(rowAction.requiredEdit),
        host.store.rows.indices.contains(index), rowIsCurrent(at: index)
      else { return false }
      let id = host.store.rows[index].id
      if rowAction == .complete {
        // The store announces the state a complete leaves: it starts from the app's, or
        // from none when the app does not say.
        let isCompleted = isItemCompletedProvider?(indexPath(index))
        if host.store.rows[index].isCompleted != isCompleted {
          send(.completionChanged(rowID: id, isCompleted: isCompleted))
        }
      }
      let taken = host.store.allows(rowAction, rowID: id)
      announcementNames = names
      // The list moves the focused cell itself (the app's move is applied at once, in
      // `onMove`). The cells' actions follow in `didSend`, once no gesture holds the list.
      send(.perform(rowAction, rowID: id))
      if taken, rowAction.requiredEdit == .move, let position = host.store.position(ofRowID: id) {
        // A row moved out of sight (to the top or bottom of a long list) is scrolled to, so
        // that VoiceOver's focus can follow it there: a cell off screen is taken back for
        // reuse, and the focus with it.
        _ = showRow(position.ordinal - 1)
      }
      return taken
    }

    // MARK: Announcements

    /// Takes the store's announcement: a complete renames the row's action at once; what is
    /// spoken waits until no other comes for a moment (a held key), then only the newest.
    func announce(_ announcement: ListStore.Announcement) {
      if case .completed(let id, let isDone?) = announcement {
        renameCompleteAction(rowID: id, isDone: isDone)
      }
      if case .deleted(let focusID) = announcement, isKeyboardDeletion {
        // At once, not with the announcement: the next key goes to the focused row.
        isKeyboardDeletion = false
        if let focusID, let index = host.store.index(of: focusID), let cell = cell(at: index) {
          requestKeyboardFocus(on: cell)
        }
      }
      guard announcement.waitsForQuiet else {
        // A delete or an add moves the focus: at once, once the app's edit is applied (the
        // effect is handled inside the app's answer; the table has its new cells on the next
        // turn). What was waiting spoke of the list before the edit.
        announcements.cancel()
        Task { @MainActor [weak self] in self?.speak(announcement) }
        return
      }
      announcements.submit(announcement, at: CACurrentMediaTime())
      scheduleAnnouncement()
    }

    /// Wakes up at the pending announcement's deadline (again, if a newer one pushed it).
    private func scheduleAnnouncement() {
      guard !isAnnouncementScheduled, let deadline = announcements.deadline else { return }
      isAnnouncementScheduled = true
      let delay = max(0, deadline - CACurrentMediaTime())
      Task { @MainActor [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000) + 1_000_000)
        guard let self else { return }
        isAnnouncementScheduled = false
        if let due = announcements.take(at: CACurrentMediaTime()) {
          speak(due)
        } else {
          scheduleAnnouncement()
        }
      }
    }

    /// Moves VoiceOver's focus where the announcement says (the moved row, the row after a
    /// deleted one, the new row: its text input while that is being edited), which speaks
    /// that row, then speaks the announcement after it.
    private func speak(_ announcement: ListStore.Announcement) {
      let names = announcementNames ?? AccessibilityActionNames()
      let focusID: Int?
      switch announcement {
      case .moved(let position): focusID = position.rowID
      case .deleted(let id): focusID = id
      case .added(let id): focusID = id
      case .completed, .alreadyAtTop, .alreadyAtBottom: focusID = nil
      }
      var element = focusID.flatMap { host.store.index(of: $0) }.flatMap { cell(at: $0) }
      if case .added = announcement, let cell = element,
        let editor = Self.firstResponder(in: cell)
      {
        element = editor
      }
      announceOutcome(names.text(of: announcement), focusing: element)
    }

    /// The first responder inside `view` (a new row's text field or text view, once the app
    /// began editing it), found depth first; `nil` when none is.
    private static func firstResponder(in view: UIView) -> UIView? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }

    /// Renames the complete action of the row's cell for its new state, unless the app names
    /// it (``completeActionNameProvider``: the app configures the cell again with its name).
    private func renameCompleteAction(rowID id: Int, isDone: Bool) {
      guard completeActionNameProvider == nil, let index = host.store.index(of: id),
        let cell = cell(at: index), let entry = accessibleCells.object(forKey: cell)
      else { return }
      let title = ListStore.title(of: .complete, isCompleted: isDone)
      for action in cell.accessibilityCustomActions ?? [] {
        if let mine = action as? ListRowCustomAction, mine.rowAction == .complete {
          mine.name = entry.names.name(of: title)
        }
      }
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
        let index = self.row(of: cell)
        let fresh = offered.map { action($0, entry.names, cell, row: index) }
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
