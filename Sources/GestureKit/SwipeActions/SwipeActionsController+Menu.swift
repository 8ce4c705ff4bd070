#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The second way: the actions in a context menu (a long press, a secondary click), and
  // performing an offered action as the store's `performAction`.
  extension SwipeActionsController {
    /// The row's actions as menu items, in the order GestureKit's own context menu lists them
    /// (reading order across the row: leading from the edge inwards, then trailing from the
    /// inside out, so the trailing edge's Delete comes last), each with its title and image,
    /// a destructive one marked `.destructive`. Choosing one performs it as a tap on its
    /// button does. Empty while the row refuses a second way (dragged, sliding off-screen
    /// after a destructive full swipe, or waiting for a handler's answer), and for a view
    /// whose actions were removed.
    ///
    /// For a list whose delegate shows its own context menus (GestureKit then adds none to
    /// its cells), include them in the app's menu, as Mail lists a message's swipe actions
    /// in its menu:
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    ///                point: CGPoint) -> UIContextMenuConfiguration? {
    ///   let swipe = tableView.cellForRow(at: indexPath)?.swipeActionsController?.menuElements ?? []
    ///   return UIContextMenuConfiguration(actionProvider: { _ in
    ///     UIMenu(children: [share, UIMenu(options: .displayInline, children: swipe)])
    ///   })
    /// }
    /// ```
    public var menuElements: [UIMenuElement] {
      // A reused cell not configured again yet has the previous item's actions.
      guard isAttached, !awaitsConfiguration else { return [] }
      var elements: [UIMenuElement] = []
      for offered in group.offeredActions(onRow: id) {
        let actions = offered.side == .leading ? leading : trailing
        guard actions.indices.contains(offered.index) else { continue }
        let action = actions[offered.index]
        let side = offered.side
        let index = offered.index
        let name = action.menuTitle
        elements.append(
          UIAction(
            title: name, image: action.image,
            attributes: action.style == .destructive ? .destructive : []
          ) { [weak self] _ in
            // The menu may be chosen from after the row was configured again (a reload while
            // it showed): an action that is no longer the one listed does nothing.
            guard let self else { return }
            let current = side == .leading ? self.leading : self.trailing
            guard current.indices.contains(index), current[index].menuTitle == name,
              current[index].style == action.style
            else { return }
            // As its custom action: a row the action removes hands the focus on.
            self.performAccessibilityAction(side, index: index)
          })
      }
      return elements
    }

    /// Performs an action without a swipe (a menu item, a custom action, a key command), as
    /// a tap on its button: the store's `performAction`.
    ///
    /// - Returns: Whether the action was performed: `false` when the controller is detached
    ///   or the store refuses (an index out of range, a dragged row, one sliding off-screen,
    ///   one whose handler has not answered).
    @discardableResult
    func performOfferedAction(_ side: SwipeActionsRow.Side, index: Int) -> Bool {
      guard isAttached, group.refusal(performing: side, index: index, onRow: id) == nil else {
        return false
      }
      group.send(.performAction(rowID: id, side, index: index, time: group.now()))
      return true
    }

    // MARK: The context menu

    /// Adds the context menu interaction to the view, or takes it away, as the options, the
    /// actions and the view's surroundings say (``wantsMenuInteraction``). Called on every
    /// configuration and when the view enters a window (its list is known then).
    func refreshMenuInteraction() {
      let host = hostView
      let wanted = host.flatMap { wantsMenuInteraction(on: $0) ? $0 : nil }
      if let current = menuInteraction.view, current !== wanted {
        current.removeInteraction(menuInteraction)
      }
      if let wanted, menuInteraction.view !== wanted {
        wanted.addInteraction(menuInteraction)
      }
    }

    /// Whether GestureKit's context menu belongs on `host`: the option is on, there are
    /// actions, the row is drawn by UIKit (a SwiftUI row shows SwiftUI's `contextMenu`), and
    /// the app shows no menu of its own there.
    func wantsMenuInteraction(on host: UIView) -> Bool {
      guard isAttached, options.showsContextMenu, drawsContent == nil,
        !(leading.isEmpty && trailing.isEmpty)
      else { return false }
      return !appShowsOwnMenu(on: host)
    }

    /// Whether the app shows a context menu of its own on the row: a
    /// `UIContextMenuInteraction` that is not ours on the view or on any view around it, or a
    /// table or collection view around a cell whose delegate provides context menus. Ours
    /// then steps aside, and the app's menu lists the swipe actions if it wants them
    /// (``menuElements``).
    ///
    /// A table or collection view shows its delegate's context menu through an interaction
    /// of its own, on the list; an interaction on the cell would be found first by the press
    /// and take the row's menu from the app. Apple's apps that have both (Mail, Files,
    /// Reminders) show one menu, the app's, with the swipe actions among its items: that
    /// menu is the app's to build (``menuElements``).
    func appShowsOwnMenu(on host: UIView) -> Bool {
      // The same answer as the closure gestures' for a view in the same cell.
      host.showsAppContextMenu(besides: menuInteraction)
    }

    /// A menu of the row's actions drawn by another host (SwiftUI's `contextMenu`) appears:
    /// every open row of the group closes, this one at once.
    func menuWillAppear() {
      guard isAttached else { return }
      group.send(.presentActions(rowID: id, time: group.now()))
    }

    /// The menu for a press at the view: the offered actions, after every open row of the
    /// group closes (this one at once, so the menu's preview shows the content at rest).
    /// `nil`, so that no menu shows, when the app shows its own now, or the row offers
    /// nothing.
    func menuConfiguration() -> UIContextMenuConfiguration? {
      guard let host = hostView, wantsMenuInteraction(on: host),
        group.refusal(onRow: id) == nil
      else { return nil }
      group.send(.presentActions(rowID: id, time: group.now()))
      let elements = menuElements
      guard !elements.isEmpty else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        UIMenu(title: "", children: elements)
      }
    }
  }

  /// The delegate of a swipeable view's context menu interaction (holds its controller
  /// weakly: the view owns the controller, the interaction and this delegate).
  @MainActor
  final class SwipeActionsMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    weak var controller: SwipeActionsController?

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      controller?.menuConfiguration()
    }
  }

  extension SwipeAction {
    /// The action's name in a menu or a key command: its ``title``, else the name VoiceOver
    /// reads (``accessibilityName``).
    var menuTitle: String {
      if let title, !title.isEmpty { return title }
      return accessibilityName
    }
  }
#endif
