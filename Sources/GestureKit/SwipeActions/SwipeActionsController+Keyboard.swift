#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The keyboard: ⌘⌫ performs the focused row's Delete, ⌃↩ shows or hides its buttons.
  extension SwipeActionsController {
    /// The key commands of swipeable views, for the row that has the keyboard focus (an iPad
    /// with a hardware keyboard): ⌘⌫ performs its delete action (the outermost destructive
    /// trailing action, else leading), as Mail and Files delete the selected item; ⌃↩ shows
    /// its buttons (it opens on its trailing side, else its leading side) or, open, closes it.
    ///
    /// A key command reaches the first object along the responder chain that implements its
    /// action, and a view of the app's, a cell or a hosting view is not one GestureKit may add
    /// methods to. So the app's view controller (or any responder along the chain while the
    /// rows are on screen) lists them and forwards them, in two lines:
    ///
    /// ```swift
    /// override var keyCommands: [UIKeyCommand]? { SwipeActionsController.keyCommands }
    ///
    /// @objc func performSwipeActionKeyCommand(_ command: UIKeyCommand) {
    ///   SwipeActionsController.perform(command, in: view.window)
    /// }
    /// ```
    ///
    /// The system acts on ⌘⌫ first while a text is being edited (it deletes to the line's
    /// start), so the command never takes a keystroke from a text field or view; and
    /// ``perform(_:in:)`` does nothing when the focused item is a text input.
    /// VoiceOver, Switch Control, Voice Control and Full Keyboard Access users reach every
    /// action as a custom action of the row, without these.
    public static var keyCommands: [UIKeyCommand] {
      let delete = UIKeyCommand(
        title: NSLocalizedString(
          "Delete", tableName: "GestureKit", comment: "The key command that deletes a row"),
        action: keyCommandAction, input: "\u{8}", modifierFlags: .command,
        propertyList: KeyCommand.delete.rawValue)
      let show = UIKeyCommand(
        title: NSLocalizedString(
          "Show Actions", tableName: "GestureKit",
          comment: "The key command that shows a row's swipe actions"),
        action: keyCommandAction, input: "\r", modifierFlags: .control,
        propertyList: KeyCommand.showActions.rawValue)
      // A held key would repeat its command, and focus moves to the next row after a
      // delete: held, ⌘⌫ would go on deleting row after row, and ⌃↩ would flicker the
      // buttons. Neither repeats (a second Delete while the first one's handler waits is
      // refused by the store as well). Both keep `wantsPriorityOverSystemBehavior` false:
      // text editing and focus movement act on their keys first.
      delete.makeNonRepeatable()
      show.makeNonRepeatable()
      return [delete, show]
    }

    /// The selector of ``keyCommands``: `performSwipeActionKeyCommand:`, which the app's
    /// responder implements by calling ``perform(_:in:)``.
    public static let keyCommandAction = Selector(("performSwipeActionKeyCommand:"))

    /// Performs one of ``keyCommands`` on the row that has the keyboard focus in `window`
    /// (the focused view, or the swipeable view or cell around it).
    ///
    /// - Returns: Whether the command did something: `false` for another command, no window,
    ///   no focused swipeable view, a focused text input, a row without a destructive action
    ///   (⌘⌫), or a row that refuses (dragged, sliding off-screen, waiting for an answer).
    @discardableResult
    public static func perform(_ command: UIKeyCommand, in window: UIWindow?) -> Bool {
      guard let raw = command.propertyList as? String, let kind = KeyCommand(rawValue: raw),
        let window, let focused = UIFocusSystem.focusSystem(for: window)?.focusedItem as? UIView
      else { return false }
      // Typing is not acting on a row.
      if focused is UITextInput, focused.isFirstResponder { return false }
      var current: UIView? = focused
      while let view = current {
        if let controller = view.swipeActionsController { return controller.perform(kind) }
        current = view.superview
      }
      return false
    }

    /// The commands, as their key commands' property list.
    enum KeyCommand: String {
      case delete = "GestureKit.swipeActions.delete"
      case showActions = "GestureKit.swipeActions.showActions"
    }

    /// Performs a key command on this row.
    func perform(_ command: KeyCommand) -> Bool {
      guard isAttached, !awaitsConfiguration, let row = group.row(id) else { return false }
      switch command {
      case .delete:
        guard let delete = row.deleteAction else { return false }
        return performOfferedAction(delete.side, index: delete.index)
      case .showActions:
        guard group.refusal(onRow: id) == nil else { return false }
        if !row.isClosed {
          close()
        } else {
          open(trailing.isEmpty ? .leading : .trailing)
        }
        return true
      }
    }
  }
#endif
