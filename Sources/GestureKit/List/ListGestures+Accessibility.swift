#if canImport(UIKit)
  import GestureCore
  import UIKit

  // VoiceOver's way to the list's gestures: custom actions on a row's cell that complete,
  // delete or move it. Whether each may happen now, and what follows, is the store's
  // (`ListStore.allowsCommit(_:rowID:)`, `.commit(_:rowID:)`, `.moveRow(rowID:by:)`): the
  // app's callbacks and answers are the same as for the gestures.
  extension ListGestures {
    /// The names VoiceOver reads for a row's custom actions.
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

      /// Creates names; each defaults as documented on its property.
      public init(
        complete: String = NSLocalizedString(
          "Complete", tableName: "GestureKit", comment: "A VoiceOver action of a list row"),
        delete: String = NSLocalizedString(
          "Delete", tableName: "GestureKit", comment: "A VoiceOver action of a list row"),
        moveUp: String = NSLocalizedString(
          "Move Up", tableName: "GestureKit", comment: "A VoiceOver action of a list row"),
        moveDown: String = NSLocalizedString(
          "Move Down", tableName: "GestureKit", comment: "A VoiceOver action of a list row")
      ) {
        self.complete = complete
        self.delete = delete
        self.moveUp = moveUp
        self.moveDown = moveDown
      }
    }

    /// The custom actions VoiceOver (and Switch Control, Voice Control) offers on a row: the
    /// list's gestures without the gestures. Set them on the cell as it is configured:
    ///
    /// ```swift
    /// cell.accessibilityCustomActions = gestures.accessibilityCustomActions(for: cell)
    /// ```
    ///
    /// There is one action per gesture the app handles: complete while ``onComplete`` is set,
    /// delete while ``onDelete`` is set, move up and move down while ``onMove`` is set (and
    /// the interaction's configuration is not `nil`). Each finds the cell's row when it runs
    /// (so a reused cell or a changed list acts on the row the cell shows then) and asks the
    /// store, which decides as for a gesture: an action on a row that a gesture holds, that
    /// waits for the app's answer, or that cannot move further reports failure (VoiceOver
    /// says so) and does nothing. Otherwise the app hears of it through the same callbacks:
    /// ``onComplete``, ``onDelete`` (remove the item, or keep it: nothing slid, so nothing
    /// comes back), ``onMove`` then ``onReorder``.
    ///
    /// - Parameters:
    ///   - cell: the table or collection view cell that shows the row.
    ///   - names: what VoiceOver reads for each action; default `AccessibilityActionNames()`.
    /// - Returns: the actions, in the order complete, delete, move up, move down.
    public func accessibilityCustomActions(
      for cell: UIView, names: AccessibilityActionNames = AccessibilityActionNames()
    ) -> [UIAccessibilityCustomAction] {
      var actions: [UIAccessibilityCustomAction] = []
      if onComplete != nil, configuration.swipeToCommit != nil {
        actions.append(action(names.complete, cell, .commit(.complete)))
      }
      if onDelete != nil, configuration.swipeToCommit != nil {
        actions.append(action(names.delete, cell, .commit(.delete)))
      }
      if onMove != nil, configuration.reorder != nil {
        actions.append(action(names.moveUp, cell, .move(by: -1)))
        actions.append(action(names.moveDown, cell, .move(by: 1)))
      }
      return actions
    }

    /// What a row's custom action asks of the store.
    enum RowAction {
      case commit(SwipeToCommit.Action)
      case move(by: Int)
    }

    /// An action that asks the store for `rowAction` on the row `cell` shows when it runs.
    private func action(_ name: String, _ cell: UIView, _ rowAction: RowAction)
      -> UIAccessibilityCustomAction
    {
      // The handler holds the controller and the cell weakly: the cell holds its actions.
      UIAccessibilityCustomAction(name: name) { [weak self, weak cell] _ in
        guard let self, let cell else { return false }
        return self.perform(rowAction, on: cell)
      }
    }

    /// Sends a custom action's event for the row a cell shows, if the store takes it.
    func perform(_ rowAction: RowAction, on cell: UIView) -> Bool {
      // The rows as they are now (an action comes with no touch-down to read them).
      synchronize()
      guard let index = row(of: cell), host.store.rows.indices.contains(index),
        rowIsCurrent(at: index)
      else { return false }
      let store = host.store
      let id = store.rows[index].id
      let event: ListStore.Event
      switch rowAction {
      case .commit(let action):
        guard store.allowsCommit(action, rowID: id) else { return false }
        event = .commit(action, rowID: id)
      case .move(let offset):
        guard store.allowsMove(rowID: id, by: offset) else { return false }
        event = .moveRow(rowID: id, by: offset)
      }
      // The moved row keeps VoiceOver's focus: the list moves the focused cell itself (the
      // app's move is applied at once, in `onMove`).
      send(event)
      return true
    }
  }
#endif
