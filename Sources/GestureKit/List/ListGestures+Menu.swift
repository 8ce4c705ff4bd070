#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The list's actions as a menu: a row's context menu (a secondary click, a long press on a
  // list without reorder), a "…" button, or the app's own menu. Which items a row offers is
  // the store's (`ListStore.menuActions(at:handling:)`); each item takes the custom action's
  // path, so the app hears of it through the same callbacks and it is announced the same way.
  extension ListGestures {
    /// The actions of the row at `indexPath` as menu elements: complete, the moves, add item
    /// below, then delete (destructive, in a section of its own, last), only those the row
    /// can take now (`ListStore.menuActions(at:handling:)`: the first row has no Move Up,
    /// nothing while a gesture holds the row). Put them in a menu of the app's own, next to
    /// its items:
    ///
    /// ```swift
    /// let more = UIButton(primaryAction: nil)
    /// more.menu = UIMenu(children: gestures.menuElements(forRowAt: indexPath))
    /// more.showsMenuAsPrimaryAction = true
    /// ```
    ///
    /// The items are named as the custom actions are (`names`, ``completeActionNameProvider``,
    /// ``isItemCompletedProvider``) and act on the row they were made for wherever it is when
    /// one is chosen, through the store, which checks again (a row deleted meanwhile: nothing).
    ///
    /// - Parameters:
    ///   - indexPath: the row; one of another section (``Configuration/section``) or beyond
    ///     the rows has no elements.
    ///   - names: the items' titles and the announcements after them; default
    ///     `AccessibilityActionNames()`.
    /// - Returns: the elements, empty when the row can take no action now.
    public func menuElements(
      forRowAt indexPath: IndexPath,
      names: AccessibilityActionNames = AccessibilityActionNames()
    ) -> [UIMenuElement] {
      guard indexPath.section == configuration.section else { return [] }
      synchronizeRowCountIfChanged()
      let store = host.store
      let index = indexPath.row
      guard store.rows.indices.contains(index), rowIsCurrent(at: index) else { return [] }
      let id = store.rows[index].id
      var items: [UIMenuElement] = []
      var destructive: [UIMenuElement] = []
      for rowAction in store.menuActions(at: index, handling: handledEdits) {
        let item = UIAction(
          title: name(of: rowAction, row: index, names: names),
          image: UIImage(
            systemName: Self.symbolName(
              of: rowAction,
              isCompleted: rowAction == .complete ? isItemCompletedProvider?(indexPath) : nil)),
          attributes: rowAction.isDestructive ? .destructive : []
        ) { [weak self] _ in
          guard let self else { return }
          isKeyboardDeletion = false
          _ = perform(rowAction, rowID: id, names: names)
        }
        if rowAction.isDestructive { destructive.append(item) } else { items.append(item) }
      }
      if !destructive.isEmpty {
        // An inline section of its own: a menu draws it after a separator, apart from the
        // actions that undo nothing.
        items.append(UIMenu(title: "", options: .displayInline, children: destructive))
      }
      return items
    }

    /// A context menu of the row at `indexPath` with ``menuElements(forRowAt:names:)``, or
    /// `nil` (no menu) when the row can take no action now or a gesture holds the list (the
    /// long press that lifts a row does not open a menu as well). Return it from the list's
    /// delegate:
    ///
    /// ```swift
    /// override func tableView(
    ///   _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    ///   point: CGPoint
    /// ) -> UIContextMenuConfiguration? {
    ///   tableView.listGestures?.contextMenuConfiguration(forRowAt: indexPath)
    /// }
    /// ```
    ///
    /// Opt-in: the list adds no menu of its own, and an app with its own menu puts
    /// ``menuElements(forRowAt:names:)`` in it instead. A context menu opens on a secondary
    /// click (a trackpad, a mouse) and on a long press: with reorder on, the long press that
    /// lifts a row competes with it, so on touch screens prefer a "…" button or turn
    /// reorder off. Without this menu, moving or adding a row takes a drag or a pinch for a
    /// pointer user: WCAG 2.2's 2.5.7 (dragging movements) asks for a single-pointer way.
    ///
    /// - Parameters:
    ///   - indexPath: the row.
    ///   - names: the items' titles; default `AccessibilityActionNames()`.
    /// - Returns: the configuration, or `nil` for no menu.
    public func contextMenuConfiguration(
      forRowAt indexPath: IndexPath,
      names: AccessibilityActionNames = AccessibilityActionNames()
    ) -> UIContextMenuConfiguration? {
      guard !host.store.isHeldByGesture else { return nil }
      let elements = menuElements(forRowAt: indexPath, names: names)
      guard !elements.isEmpty else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        UIMenu(title: "", children: elements)
      }
    }

    /// The SF Symbol of an action's menu item: for complete, the state it leads to, an empty
    /// circle on a row that is done ("Mark as Not Done"), a checked one otherwise.
    static func symbolName(of action: ListStore.RowAction, isCompleted: Bool? = nil) -> String {
      switch action {
      case .complete: isCompleted == true ? "circle" : "checkmark.circle"
      case .delete: "trash"
      case .moveUp: "arrow.up"
      case .moveDown: "arrow.down"
      case .moveToTop: "arrow.up.to.line"
      case .moveToBottom: "arrow.down.to.line"
      case .addItemBelow: "plus"
      }
    }
  }
#endif
