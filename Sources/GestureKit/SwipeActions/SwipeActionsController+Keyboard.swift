#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The keyboard: ⌘⌫ performs the focused row's Delete, ⌃↩ shows or hides its buttons.
  extension SwipeActionsController {
    /// The key commands of the swipeable row that has the keyboard focus in `window` (an iPad
    /// with a hardware keyboard, Full Keyboard Access): ⌘⌫ performs its delete action (the
    /// outermost destructive trailing action, else leading), as Mail and Files delete the
    /// selected item; ⌃↩ shows its buttons (it opens on its trailing side, else its leading
    /// side) or, open, hides them. Empty while no swipeable row has the focus, and while the
    /// focused row refuses (disabled, dragged, waiting for an answer): which keys a row takes
    /// is the store's (`SwipeActionsStore.keyActions(onRow:)`).
    ///
    /// A key command reaches the first object along the responder chain that implements its
    /// action, and a view of the app's, a cell or a hosting view is not one GestureKit may add
    /// methods to. So the app's view controller (or any responder along the chain while the
    /// rows are on screen) lists them and forwards them, in two lines; UIKit asks for the
    /// commands again each time a key is pressed, so they follow the focus:
    ///
    /// ```swift
    /// override var keyCommands: [UIKeyCommand]? {
    ///   SwipeActionsController.keyCommands(in: view.window)
    /// }
    ///
    /// @objc func performSwipeActionKeyCommand(_ command: UIKeyCommand) {
    ///   SwipeActionsController.perform(command, in: view.window)
    /// }
    /// ```
    ///
    /// The focused row is the swipeable view around the focused view (a cell, a view in it)
    /// or, for a focus item that is not inside one (a SwiftUI `swipeToReveal` row's items,
    /// found through their parent focus environments), the swipeable SwiftUI row whose frame
    /// holds the item's center. The system acts on ⌘⌫ first while a text is being edited (it
    /// deletes to the line's start), and a focused text input being edited has no commands.
    /// VoiceOver, Switch Control, Voice Control and Full Keyboard Access users reach every
    /// action as a custom action of the row, without these.
    ///
    /// - Parameter window: the window whose focus is read (`view.window`); `nil`: none.
    /// - Returns: the focused row's commands, possibly none.
    public static func keyCommands(in window: UIWindow?) -> [UIKeyCommand] {
      guard let window, let controller = focusedController(in: window) else { return [] }
      return controller.group.host.store.keyActions(onRow: controller.id).map(command(for:))
    }

    /// The command of a key the store lists.
    private static func command(for key: SwipeActionsRow.KeyAction) -> UIKeyCommand {
      let command: UIKeyCommand
      switch key {
      case .delete:
        command = UIKeyCommand(
          title: NSLocalizedString(
            "Delete", tableName: "GestureKit", comment: "The key command that deletes a row"),
          action: keyCommandAction, input: UIKeyCommand.inputDelete, modifierFlags: .command,
          propertyList: KeyCommand.delete.rawValue)
      case .showActions, .hideActions:
        let title =
          key == .showActions
          ? NSLocalizedString(
            "Show Actions", tableName: "GestureKit",
            comment: "The key command that shows a row's swipe actions")
          : NSLocalizedString(
            "Hide Actions", tableName: "GestureKit",
            comment: "The key command that hides a row's swipe actions")
        command = UIKeyCommand(
          title: title, action: keyCommandAction, input: "\r", modifierFlags: .control,
          propertyList: KeyCommand.showActions.rawValue)
      }
      // A held key would repeat its command, and focus moves to the next row after a
      // delete: held, ⌘⌫ would go on deleting row after row, and ⌃↩ would flicker the
      // buttons. Neither repeats (a second Delete while the first one's handler waits is
      // refused by the store as well). Both keep `wantsPriorityOverSystemBehavior` false:
      // text editing and focus movement act on their keys first.
      command.makeNonRepeatable()
      return command
    }

    /// The selector of ``keyCommands(in:)``: `performSwipeActionKeyCommand:`, which the app's
    /// responder implements by calling ``perform(_:in:)``.
    public static let keyCommandAction = Selector(("performSwipeActionKeyCommand:"))

    /// Performs one of ``keyCommands(in:)`` on the row that has the keyboard focus in
    /// `window`.
    ///
    /// - Returns: Whether the command did something: `false` for another command, no window,
    ///   no focused swipeable row, a focused text input, a row without a destructive action
    ///   (⌘⌫), or a row that refuses (disabled, dragged, sliding off-screen, waiting for an
    ///   answer).
    @discardableResult
    public static func perform(_ command: UIKeyCommand, in window: UIWindow?) -> Bool {
      guard let raw = command.propertyList as? String, let kind = KeyCommand(rawValue: raw),
        let window, let controller = focusedController(in: window)
      else { return false }
      return controller.perform(kind)
    }

    /// The swipeable SwiftUI rows (``drawsContent``): their views are not around the focused
    /// items of their content, so the focused row is found by where it is.
    static let drawnRows = NSHashTable<SwipeActionsController>.weakObjects()

    /// The swipeable row that has the keyboard focus in `window`, if any; `nil` while a text
    /// input being edited has it (typing is not acting on a row).
    static func focusedController(in window: UIWindow) -> SwipeActionsController? {
      guard let focused = UIFocusSystem.focusSystem(for: window)?.focusedItem else { return nil }
      if focused is UITextInput, (focused as? UIResponder)?.isFirstResponder == true {
        return nil
      }
      var current = focused as? UIView
      while let view = current {
        if let controller = view.swipeActionsController, controller.isAttached {
          return controller
        }
        current = view.superview
      }
      guard let center = windowCenter(of: focused, in: window) else { return nil }
      for controller in drawnRows.allObjects where controller.isAttached {
        guard let view = controller.view, view.window === window else { continue }
        if view.convert(view.bounds, to: nil).contains(center) { return controller }
      }
      return nil
    }

    /// The center of a focus item in window coordinates: a view's own, or (a focus item that
    /// is not a view, as SwiftUI's) its frame, which is in the coordinate space of the
    /// nearest focus item container among its parent focus environments.
    private static func windowCenter(of item: UIFocusItem, in window: UIWindow) -> CGPoint? {
      if let view = item as? UIView {
        let rect = view.convert(view.bounds, to: nil)
        return CGPoint(x: rect.midX, y: rect.midY)
      }
      var environment = item.parentFocusEnvironment
      while let current = environment {
        if let container = current.focusItemContainer {
          let rect = container.coordinateSpace.convert(item.frame, to: window)
          guard rect.midX.isFinite, rect.midY.isFinite else { return nil }
          return CGPoint(x: rect.midX, y: rect.midY)
        }
        environment = current.parentFocusEnvironment
      }
      return nil
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
