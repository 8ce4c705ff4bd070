#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The list's actions from a hardware keyboard or Full Keyboard Access, for the row that has
  // keyboard focus: the same actions, decided by the same store, as the custom actions.
  extension ListGestures {
    /// The keyboard commands for the row that has keyboard focus now: the row's actions
    /// (``accessibilityCustomActions(for:at:names:)``) that the store offers it, each with
    /// its key. Return them from the `keyCommands` of the list's view controller, which
    /// UIKit reads again each time it looks for a command, so they follow the focused row:
    ///
    /// ```swift
    /// override var keyCommands: [UIKeyCommand]? {
    ///   (super.keyCommands ?? []) + (tableView.listGestures?.keyCommands() ?? [])
    /// }
    /// ```
    ///
    /// | Action | Key |
    /// | --- | --- |
    /// | Move Up, Move Down | ⌥↑, ⌥↓ |
    /// | Move to Top, Move to Bottom | ⌥⌘↑, ⌥⌘↓ |
    /// | Complete | ⌘↩ |
    /// | Delete | ⌘⌫ |
    /// | Add Item Below | ⌥↩ |
    ///
    /// The focused row is the cell that holds the keyboard focus (`UIFocusSystem`, iPadOS 15
    /// and Full Keyboard Access), or a view inside it; without one there are no commands,
    /// and none while the focus is on a text being edited (its keys are the text's).
    /// Each command's title is its action's name (the list of commands a held ⌘ shows) and
    /// it takes priority over the system's own use of its keys. A command runs the action
    /// as the custom action does, and a move is announced the same way.
    ///
    /// - Parameter names: the commands' titles and the announcement after a move; default
    ///   `AccessibilityActionNames()`.
    /// - Returns: the commands, in the order of the row's actions; empty without a focused
    ///   row of this list.
    public func keyCommands(names: AccessibilityActionNames = AccessibilityActionNames())
      -> [UIKeyCommand]
    {
      keyCommandNames = names
      // A text being edited in the row (the item Add Item Below just opened) keeps its keys:
      // ⌘⌫ deletes to the line's start and ⌥↑ moves the caret there, not the row.
      if let list, UIFocusSystem.focusSystem(for: list)?.focusedItem is UITextInput { return [] }
      guard let (index, _) = focusedRow() else { return [] }
      return host.store.rowActions(at: index, handling: handledEdits).map { action in
        let key = Self.key(of: action)
        let command = UIKeyCommand(
          title: names.name(of: action), image: nil,
          action: #selector(UIResponder.gk_performListKeyCommand(_:)), input: key.input,
          modifierFlags: key.modifiers, propertyList: action.keyCommandName)
        // The system gives arrow keys to focus movement and scrolling unless a command asks
        // for priority (iOS 15).
        command.wantsPriorityOverSystemBehavior = true
        return command
      }
    }

    /// The key of an action.
    static func key(of action: ListStore.RowAction) -> (input: String, modifiers: UIKeyModifierFlags) {
      switch action {
      case .moveUp: (UIKeyCommand.inputUpArrow, .alternate)
      case .moveDown: (UIKeyCommand.inputDownArrow, .alternate)
      case .moveToTop: (UIKeyCommand.inputUpArrow, [.alternate, .command])
      case .moveToBottom: (UIKeyCommand.inputDownArrow, [.alternate, .command])
      case .complete: ("\r", .command)
      case .delete: (UIKeyCommand.inputDelete, .command)
      case .addItemBelow: ("\r", .alternate)
      }
    }

    /// The row whose cell (or a view inside it) has keyboard focus, and that cell.
    func focusedRow() -> (index: Int, cell: UIView)? {
      guard let list, let focused = UIFocusSystem.focusSystem(for: list)?.focusedItem as? UIView
      else { return nil }
      var view: UIView? = focused
      while let candidate = view, candidate !== list {
        if let index = row(of: candidate) { return (index, candidate) }
        view = candidate.superview
      }
      return nil
    }

    /// Runs a key command's action on the focused row.
    func performKeyCommand(_ command: UIKeyCommand) {
      guard let name = command.propertyList as? String,
        let action = ListStore.RowAction.allCases.first(where: { $0.keyCommandName == name }),
        let (_, cell) = focusedRow()
      else { return }
      _ = perform(action, on: cell, names: keyCommandNames)
    }
  }

  extension ListStore.RowAction {
    /// The action's name in a key command's property list.
    var keyCommandName: String { String(describing: self) }
  }

  extension UIResponder {
    /// The action of the list's key commands. UIKit sends a key command's action to the
    /// first responder of the chain that implements it, wherever the chain starts (a text
    /// field, the view controller, the focused cell), so every responder implements it: it
    /// finds the list from the view that has keyboard focus in this responder's window.
    @objc(gk_performListKeyCommand:)
    func gk_performListKeyCommand(_ command: UIKeyCommand) {
      let window =
        (self as? UIWindow) ?? (self as? UIView)?.window
        ?? (self as? UIViewController)?.viewIfLoaded?.window
      guard let window,
        var view = UIFocusSystem.focusSystem(for: window)?.focusedItem as? UIView
      else { return }
      while true {
        if let list = view as? UIScrollView, let gestures = ListGestures.attached(to: list) {
          gestures.performKeyCommand(command)
          return
        }
        guard let superview = view.superview else { return }
        view = superview
      }
    }
  }
#endif
