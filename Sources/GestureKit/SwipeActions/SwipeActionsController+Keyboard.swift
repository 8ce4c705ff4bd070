#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The keyboard: ⌘⌫ performs the focused row's Delete, ⌃↩ steps through its sides, ⌃1 …
  // press the open buttons, Escape hides them.
  extension SwipeActionsController {
    /// The key commands of the swipeable row that has the keyboard focus in `window` (an iPad
    /// with a hardware keyboard, Full Keyboard Access): ⌘⌫ performs its delete action (the
    /// outermost destructive trailing action, else leading), as Mail and Files delete the
    /// selected item, titled with that action's name ("Delete", "Block"); ⌃↩ steps through
    /// its sides, as the store decides (closed → trailing → leading → closed, a side with no
    /// actions skipped), titled with what it does next; Escape hides an open row; and while it rests open, ⌃1, ⌃2 … press its open
    /// buttons in reading order, each titled with its action's name, so the list of commands
    /// a held ⌘ shows names every button. A keyboard without Full Keyboard Access cannot move
    /// to a button: these keys are its way to them. Empty while no swipeable row has the
    /// focus, and while the focused row refuses (disabled, dragged, waiting for an answer):
    /// which keys a row takes is the store's (`SwipeActionsStore.keyActions(onRow:)`).
    ///
    /// A key command reaches the first object along the responder chain that implements its
    /// action, and a view of the app's, a cell or a hosting view is not one GestureKit may add
    /// methods to. So the app's view controller (or any responder along the chain while the
    /// rows are on screen) lists them with its own `action` and forwards them, as for the
    /// list's (`ListGestures.keyCommandsForFocusedRow(action:names:)`); UIKit asks for the
    /// commands again each time a key is pressed, so they follow the focus:
    ///
    /// ```swift
    /// override var keyCommands: [UIKeyCommand]? {
    ///   let rows = SwipeActionsController.keyCommands(
    ///     in: view.window, action: #selector(performSwipeActionCommand(_:)))
    ///   return (super.keyCommands ?? []) + rows
    /// }
    ///
    /// @objc func performSwipeActionCommand(_ command: UIKeyCommand) {
    ///   SwipeActionsController.perform(command, in: view.window)
    /// }
    /// ```
    ///
    /// The focused row is the swipeable view around the focused view (a cell, a view in it)
    /// or, for a focus item that is not inside one (a SwiftUI `swipeToReveal` row's items,
    /// found through their parent focus environments), the swipeable SwiftUI row whose frame
    /// holds the item's center. The system acts on ⌘⌫ first while a text is being edited (it
    /// deletes to the line's start), and a focused text input being edited has no commands.
    /// A destructive action performed by its key that removes the row moves the focus on and,
    /// for a Delete, says "Deleted", as its custom action does. VoiceOver, Switch Control,
    /// Voice Control and Full Keyboard Access users reach every action as a custom action of
    /// the row, without these.
    ///
    /// - Parameters:
    ///   - window: the window whose focus is read (`view.window`); `nil`: none.
    ///   - action: the method of the app's responder that forwards a command to
    ///     ``perform(_:in:)``: checked by the compiler with `#selector`. ``perform(_:in:)``
    ///     knows its commands by their property list, not by this selector.
    /// - Returns: the focused row's commands, possibly none.
    public static func keyCommands(in window: UIWindow?, action: Selector) -> [UIKeyCommand] {
      guard let window, let controller = focusedController(in: window) else { return [] }
      return controller.keyCommands(action: action)
    }

    /// The focused row's commands with the action ``keyCommandAction``
    /// (`performSwipeActionKeyCommand:`), a name the app's responder had to spell exactly,
    /// unchecked by the compiler: ``keyCommands(in:action:)`` with that action.
    ///
    /// - Parameter window: the window whose focus is read (`view.window`); `nil`: none.
    /// - Returns: the focused row's commands, possibly none.
    @available(
      *, deprecated,
      message: "Use keyCommands(in:action:), with the #selector of the method that calls perform(_:in:)"
    )
    public static func keyCommands(in window: UIWindow?) -> [UIKeyCommand] {
      keyCommands(in: window, action: keyCommandAction)
    }

    /// The commands of the keys the store lists for this row.
    private func keyCommands(action: Selector) -> [UIKeyCommand] {
      // A reused cell not configured again yet has the previous item's actions and titles.
      guard isAttached, !awaitsConfiguration else { return [] }
      var commands: [UIKeyCommand] = []
      for key in group.host.store.keyActions(onRow: id) {
        switch key {
        case .delete:
          guard let delete = group.row(id)?.deleteAction,
            let swipeAction = self.action(delete.side, index: delete.index)
          else { continue }
          commands.append(
            Self.command(
              title: swipeAction.menuTitle, image: swipeAction.image, input: UIKeyCommand.inputDelete,
              modifiers: .command, kind: .delete, isDestructive: true, action: action))
        case .showActions, .showOtherActions, .hideActions:
          // The title says what ⌃↩ will do: it goes closed, trailing, leading, closed.
          let title =
            switch key {
            case .showActions:
              NSLocalizedString(
                "Show Actions", tableName: "GestureKit",
                comment: "The key command that shows a row's swipe actions")
            case .showOtherActions:
              NSLocalizedString(
                "Show Other Actions", tableName: "GestureKit",
                comment: "The key command that shows the swipe actions of a row's other side")
            default:
              NSLocalizedString(
                "Hide Actions", tableName: "GestureKit",
                comment: "The key command that hides a row's swipe actions")
            }
          commands.append(
            Self.command(
              title: title, image: nil, input: "\r", modifiers: .control, kind: .toggleActions,
              isDestructive: false, action: action))
          if key != .showActions {
            // Escape closes an open row, as it dismisses what was shown for the moment. It
            // has no title: a command without one is not listed among the keyboard's
            // commands, where ⌃↩ already has its title.
            commands.append(
              Self.command(
                title: "", image: nil, input: UIKeyCommand.inputEscape, modifiers: [],
                kind: .hideActions, isDestructive: false, action: action))
          }
        case .performButton(let number, let button):
          guard let swipeAction = self.action(button.side, index: button.index) else { continue }
          commands.append(
            Self.command(
              title: swipeAction.menuTitle, image: swipeAction.image, input: String(number),
              modifiers: .control, kind: .button(number),
              isDestructive: swipeAction.style == .destructive, action: action))
        }
      }
      return commands
    }

    /// The action of a button, if the side has that index.
    private func action(_ side: SwipeActionsRow.Side, index: Int) -> SwipeAction? {
      let actions = side == .leading ? leading : trailing
      return actions.indices.contains(index) ? actions[index] : nil
    }

    /// A key command with the app's `action`, the command's kind as its property list.
    private static func command(
      title: String, image: UIImage?, input: String, modifiers: UIKeyModifierFlags,
      kind: KeyCommand, isDestructive: Bool, action: Selector
    ) -> UIKeyCommand {
      let command = UIKeyCommand(
        title: title, image: image, action: action, input: input,
        modifierFlags: modifiers, propertyList: kind.propertyList)
      if isDestructive { command.attributes = .destructive }
      // A held key would repeat its command, and focus moves to the next row after a
      // delete: held, ⌘⌫ would go on deleting row after row, and ⌃↩ would flicker the
      // buttons. None repeats (a second action while the first one's handler waits is
      // refused by the store as well). All keep `wantsPriorityOverSystemBehavior` false:
      // text editing and focus movement act on their keys first.
      command.makeNonRepeatable()
      return command
    }

    /// The selector of the deprecated ``keyCommands(in:)``: `performSwipeActionKeyCommand:`,
    /// which the app's responder implements by calling ``perform(_:in:)``. Pass your own
    /// method's to ``keyCommands(in:action:)`` instead.
    public static let keyCommandAction = Selector(("performSwipeActionKeyCommand:"))

    /// Performs one of ``keyCommands(in:action:)`` on the row that has the keyboard focus in
    /// `window`.
    ///
    /// - Returns: Whether the command did something: `false` for another command, no window,
    ///   no focused swipeable row, a focused text input, a row without a destructive action
    ///   (⌘⌫), a closed row (Escape), a button key the row no longer has (it closed), or a
    ///   row that refuses (disabled, dragged, sliding off-screen, waiting for an answer).
    @discardableResult
    public static func perform(_ command: UIKeyCommand, in window: UIWindow?) -> Bool {
      guard let kind = KeyCommand(propertyList: command.propertyList),
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
    enum KeyCommand: Equatable {
      /// ⌘⌫.
      case delete
      /// ⌃↩: shows the buttons, the other side's, or hides them.
      case toggleActions
      /// Escape: hides the buttons of an open row.
      case hideActions
      /// ⌃1 to ⌃9: the store's `performButton` of this number.
      case button(Int)

      private static let prefix = "GestureKit.swipeActions."

      /// The command's property list.
      var propertyList: String {
        switch self {
        case .delete: Self.prefix + "delete"
        case .toggleActions: Self.prefix + "showActions"
        case .hideActions: Self.prefix + "hideActions"
        case .button(let number): Self.prefix + "button.\(number)"
        }
      }

      /// The command whose property list this is; `nil` for another command's.
      init?(propertyList: Any?) {
        guard let raw = propertyList as? String, raw.hasPrefix(Self.prefix) else { return nil }
        switch raw.dropFirst(Self.prefix.count) {
        case "delete": self = .delete
        case "showActions": self = .toggleActions
        case "hideActions": self = .hideActions
        case let rest where rest.hasPrefix("button."):
          guard let number = Int(rest.dropFirst("button.".count)) else { return nil }
          self = .button(number)
        default: return nil
        }
      }
    }

    /// Performs a key command on this row. An action goes the way of its custom action
    /// (``performAccessibilityAction(_:index:)``): a row it removes hands the focus on.
    func perform(_ command: KeyCommand) -> Bool {
      guard isAttached, !awaitsConfiguration, let row = group.row(id) else { return false }
      switch command {
      case .delete:
        guard let delete = row.deleteAction else { return false }
        return performAccessibilityAction(delete.side, index: delete.index)
      case .toggleActions:
        guard group.refusal(onRow: id) == nil else { return false }
        // The store says which side ⌃↩ shows now, if any: closed, trailing, leading, closed.
        if let side = group.host.store.sideShownByKey(onRow: id) {
          open(side)
        } else {
          close()
        }
        return true
      case .hideActions:
        guard group.refusal(onRow: id) == nil, !row.isClosed else { return false }
        close()
        return true
      case .button(let number):
        // The store says which button the number is now (the keys were asked for when the
        // key went down; the row may have moved since).
        for key in group.host.store.keyActions(onRow: id) {
          if case .performButton(number, let button) = key {
            return performAccessibilityAction(button.side, index: button.index)
          }
        }
        return false
      }
    }
  }
#endif
