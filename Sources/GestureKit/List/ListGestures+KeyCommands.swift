#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The list's actions from a hardware keyboard or Full Keyboard Access, for the row that has
  // keyboard focus: the same actions, decided by the same store, as the custom actions.
  extension ListGestures {
    /// The keyboard commands for the row that has keyboard focus now: the row's actions that
    /// the store would take now, and the moves towards an end the row is already at, which
    /// say so once instead of passing the key on (`ListStore.keyActions(at:handling:)`), each
    /// with its key and
    /// the app's `action`. Return them from the `keyCommands` of the list's view controller,
    /// which UIKit reads again each time it looks for a command, so they follow the focused
    /// row, and forward the action to ``performKeyCommand(_:)``:
    ///
    /// ```swift
    /// override var keyCommands: [UIKeyCommand]? {
    ///   let list = tableView.listGestures?.keyCommandsForFocusedRow(
    ///     action: #selector(performListCommand(_:)))
    ///   return (super.keyCommands ?? []) + (list ?? [])
    /// }
    ///
    /// @objc func performListCommand(_ command: UIKeyCommand) {
    ///   tableView.listGestures?.performKeyCommand(command)
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
    /// and Full Keyboard Access), or a focus item inside it, found through the items' parent
    /// focus environments (a SwiftUI row's own items included). Without one there are no
    /// commands, and none while the focus is on a text being edited (its keys are the text's).
    /// Each command's title is its action's name for the row (the list of commands a held ⌘
    /// shows; complete reads "Mark as Not Done" on a done item). What a command did is
    /// announced as for the custom actions, a held ⌥↓ once, when the key is let go. The
    /// move commands take priority over the system's own use of the arrow keys while the
    /// cell itself has the focus; only Move Up and Move Down repeat while their keys are held
    /// (where the system lets a command say so, iOS 16 and later): a held ⌘⌫ deletes one row,
    /// not each row that takes the focus after it.
    ///
    /// - Parameters:
    ///   - action: the method of the app's view controller that forwards a command to
    ///     ``performKeyCommand(_:)``.
    ///   - names: the commands' titles and the announcements after them; default
    ///     `AccessibilityActionNames()`.
    /// - Returns: the commands, in the order of the row's actions; empty without a focused
    ///   row of this list.
    public func keyCommandsForFocusedRow(
      action: Selector, names: AccessibilityActionNames = AccessibilityActionNames()
    ) -> [UIKeyCommand] {
      guard let focused = focusedRow() else { return [] }
      keyCommandNames = names
      return host.store.keyActions(at: focused.index, handling: handledEdits).map { rowAction in
        let key = Self.key(of: rowAction)
        let command = UIKeyCommand(
          title: name(of: rowAction, row: focused.index, names: names), image: nil,
          action: action, input: key.input, modifierFlags: key.modifiers,
          propertyList: KeyCommandPayload(rowAction).propertyList)
        if rowAction.requiredEdit == .move, focused.cellIsFocused {
          // The system gives arrow keys to focus movement and scrolling unless a command
          // asks for priority (iOS 15).
          command.wantsPriorityOverSystemBehavior = true
        }
        if rowAction != .moveUp, rowAction != .moveDown { command.makeNonRepeatable() }
        return command
      }
    }

    /// Runs a command of ``keyCommandsForFocusedRow(action:names:)`` on the row that has
    /// keyboard focus, as its custom action does: the store decides, the app hears of it
    /// through the same callbacks, and what it did is announced with the names the commands
    /// were last made with.
    ///
    /// - Parameter command: the command UIKit sent to the app's action.
    /// - Returns: whether the row took the action; `false` for a command this list did not
    ///   make, without a focused row, or when the store refuses it now (a move at an end
    ///   says so: "Already at Top").
    @discardableResult
    public func performKeyCommand(_ command: UIKeyCommand) -> Bool {
      guard let payload = KeyCommandPayload(command.propertyList), let focused = focusedRow()
      else { return false }
      // Set before the action: the app may remove the row inside it.
      isKeyboardDeletion = payload.action == .delete
      let taken = perform(
        payload.action, on: focused.cell, names: keyCommandNames ?? AccessibilityActionNames())
      if !taken { isKeyboardDeletion = false }
      return taken
    }

    /// The key of an action.
    static func key(of action: ListStore.RowAction)
      -> (input: String, modifiers: UIKeyModifierFlags)
    {
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

    /// The row whose cell (or a focus item inside it) has keyboard focus, that cell, and
    /// whether the cell itself is the focused item; `nil` while a text is being edited.
    func focusedRow() -> (index: Int, cell: UIView, cellIsFocused: Bool)? {
      guard let list, let focused = UIFocusSystem.focusSystem(for: list)?.focusedItem else {
        return nil
      }
      // A text being edited in the row (the item Add Item Below just opened) keeps its keys:
      // ⌘⌫ deletes to the line's start and ⌥↑ moves the caret there, not the row.
      if focused is UITextInput { return nil }
      // Focus items need not be views (SwiftUI's, an app's own `UIFocusItem`s): each names
      // the environment it sits in, up to the cell.
      var environment: UIFocusEnvironment? = focused
      while let current = environment {
        if let view = current as? UIView {
          if view === list { return nil }
          if let index = row(of: view), host.store.rows.indices.contains(index) {
            return (index, view, view === (focused as AnyObject))
          }
        }
        environment = current.parentFocusEnvironment
      }
      return nil
    }
  }

  /// What a list's key command carries to ``ListGestures/performKeyCommand(_:)`` in its
  /// property list: its action.
  struct KeyCommandPayload {
    let action: ListStore.RowAction

    init(_ action: ListStore.RowAction) {
      self.action = action
    }

    /// Reads a command's property list; `nil` for one that is not a list's.
    init?(_ propertyList: Any?) {
      guard let values = propertyList as? [String: String], values[Self.marker] == Self.marker,
        let name = values[Self.actionKey],
        let action = ListStore.RowAction.allCases.first(where: { Self.name(of: $0) == name })
      else { return nil }
      self.init(action)
    }

    /// A property list (strings only), which the failable initializer reads back.
    var propertyList: [String: String] {
      [Self.marker: Self.marker, Self.actionKey: Self.name(of: action)]
    }

    private static let marker = "GestureKit.ListGestures"
    private static let actionKey = "action"

    private static func name(of action: ListStore.RowAction) -> String {
      switch action {
      case .complete: "complete"
      case .delete: "delete"
      case .moveUp: "moveUp"
      case .moveDown: "moveDown"
      case .moveToTop: "moveToTop"
      case .moveToBottom: "moveToBottom"
      case .addItemBelow: "addItemBelow"
      }
    }
  }

  extension UIKeyCommand {
    /// Asks UIKit not to repeat the command while its keys are held. A key command repeats
    /// by default; `UIMenuLeaf.repeatBehavior`, which UIKeyCommand implements from iOS 16,
    /// turns that off, but its type (`UIMenuElement.RepeatBehavior`) is declared only in the
    /// iOS 26 SDK, and available from iOS 26 only. A typed `repeatBehavior = .nonRepeatable`
    /// (behind `#if compiler(>=6.2)` for Xcode 16's iOS 18 SDK, which lacks the type) would
    /// reach iOS 26 alone and still leave iOS 16 to 25 to key-value coding. So it is set by
    /// key-value coding on every system, with `.nonRepeatable`'s raw value 2, where the
    /// command responds to its setter (`setRepeatBehavior:`; key-value coding raises for a
    /// key the object does not have); on an earlier system the command repeats as before.
    func makeNonRepeatable() {
      guard responds(to: NSSelectorFromString("setRepeatBehavior:")) else { return }
      setValue(2, forKey: "repeatBehavior")
    }
  }
#endif
