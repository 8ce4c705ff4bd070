#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The context menu and the keys of a floating view: the store's actions
  // (`DraggableStore.actions`), named as its custom actions are, performed by the store as a
  // release, a tap on the tab and a double tap are.
  extension DraggableController {
    /// The floating view's actions as menu elements, named as its VoiceOver actions
    /// (``name(for:)``): for a context menu of your own when ``offersContextMenu`` is off.
    /// The same items wherever the view is, as a stable menu's; one that would do nothing
    /// now (the anchor it rests at, a size limit, a view still moving) is shown disabled.
    ///
    /// ```swift
    /// controller.offersContextMenu = false
    /// // In your UIContextMenuInteractionDelegate:
    /// UIMenu(children: myElements + [UIMenu(options: .displayInline, children: controller.menuElements())])
    /// ```
    ///
    /// - Returns: One `UIAction` per action, which the store refuses if the view started
    ///   moving since.
    public func menuElements() -> [UIMenuElement] {
      let store = host?.store
      return namedActions.map { action, name in
        let item = UIAction(title: name) { [weak self] _ in self?.perform(action) }
        if store?.refusal(of: action) != nil { item.attributes = .disabled }
        return item
      }
    }

    /// Puts the context menu on the view while ``offersContextMenu`` is on, and takes it off
    /// otherwise or once invalidated.
    func updateContextMenu() {
      let wanted = offersContextMenu && !isInvalidated ? view : nil
      let interaction = contextMenu.interaction
      if let current = interaction.view, current !== wanted { current.removeInteraction(interaction) }
      if let wanted, interaction.view !== wanted { wanted.addInteraction(interaction) }
    }

    /// The key commands of a focused floating view: the arrows move it to the nearest place
    /// that way (`DraggableStore.action(toward:)`), S stashes or shows it
    /// (`DraggableStore.stashOrShowAction`), ⌘+ (and ⌘=, its unshifted key, left out of the
    /// shortcuts overlay) and ⌘− change its size. Each is listed only while the store has
    /// something for it to do.
    func keyCommandActions() -> [(input: String, modifiers: UIKeyModifierFlags, action: DraggableStore.Action)] {
      guard offersKeyCommands, let store = host?.store else { return [] }
      var commands: [(String, UIKeyModifierFlags, DraggableStore.Action)] = []
      let arrows: [(String, DraggableStore.Direction)] = [
        (UIKeyCommand.inputLeftArrow, .left), (UIKeyCommand.inputRightArrow, .right),
        (UIKeyCommand.inputUpArrow, .up), (UIKeyCommand.inputDownArrow, .down),
      ]
      for (input, direction) in arrows {
        if let action = store.action(toward: direction) { commands.append((input, [], action)) }
      }
      if let stash = store.stashOrShowAction { commands.append(("s", [], stash)) }
      if store.refusal(of: .resize(.larger)) == nil {
        // ⌘+ is typed as ⌘= on most layouts: both are offered, as for zooming in; the
        // shortcuts overlay lists ⌘+ alone (`DraggableKeyTarget.keyCommands`).
        commands.append(("+", .command, .resize(.larger)))
        commands.append(("=", .command, .resize(.larger)))
      }
      if store.refusal(of: .resize(.smaller)) == nil { commands.append(("-", .command, .resize(.smaller))) }
      return commands
    }
  }

  /// The delegate of a floating view's context menu: on a long press that does not move, or
  /// a secondary click, the actions the store offers now; no menu while a finger, a pinch or
  /// a spring has the view, or where it offers none.
  ///
  /// The menu and the drag share the view: the menu's own press recognizer fails once the
  /// finger moves, so a press that moves is the drag's, and a drag under way (its pan
  /// recognized) keeps the menu from opening; a menu that opens takes the touch, and the
  /// drag's pan is cancelled (the store lets the view go where it rests).
  @MainActor
  final class DraggableContextMenu: NSObject, UIContextMenuInteractionDelegate {
    weak var controller: DraggableController?
    private(set) lazy var interaction = UIContextMenuInteraction(delegate: self)

    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard let controller, controller.offersContextMenu,
        controller.host?.store.phase == .resting
      else { return nil }
      let elements = controller.menuElements()
      guard !elements.isEmpty else { return nil }
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
        UIMenu(children: elements)
      }
    }
  }

  /// An invisible view over a floating view that takes keyboard focus for it (iPadOS's focus
  /// system with a hardware keyboard: Tab moves to it) and offers its key commands while it
  /// is focused. The key commands' methods are this view's own: no other responder gets them.
  ///
  /// Not an accessibility element: VoiceOver, Switch Control and Full Keyboard Access reach
  /// the floating view itself and its custom actions.
  final class DraggableKeyTarget: InvisibleHelperView {
    weak var controller: DraggableController?

    override init() {
      super.init()
      // Enabled for the focus system, which passes over views that take no interaction;
      // `point(inside:with:)` keeps every touch for the floating view below.
      isUserInteractionEnabled = true
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }

    /// The actions of the commands last listed, by their input and modifiers.
    private var listed: [(input: String, modifiers: UIKeyModifierFlags, action: DraggableStore.Action)] = []

    // The focus system moves focus only to a view that says it can become focused and is
    // visible and enabled for interaction: it covers the floating view, so focus (and the
    // halo) goes to the floating view's bounds.
    override var canBecomeFocused: Bool { controller?.offersKeyCommands ?? false }

    // With the focus system, UIKit offers the focused view's key commands first, then those of
    // its next responders; while text is edited, the text field is the focused item and this
    // view lists nothing: the arrows stay the field's.
    override var keyCommands: [UIKeyCommand]? {
      guard let controller, isFocused else { return nil }
      listed = controller.keyCommandActions()
      return listed.map { input, modifiers, action in
        let command = UIKeyCommand(
          input: input, modifierFlags: modifiers, action: #selector(performKeyCommand(_:)))
        command.title = controller.name(for: action) ?? ""
        // ⌘= is ⌘+ typed without Shift, the same action under the same title: listed once in
        // the shortcuts overlay, as ⌘+. UIKit leaves a key command whose attributes include
        // `.hidden` out of the overlay and the menus but still performs it when its keys are
        // pressed.
        if input == "=" { command.attributes = .hidden }
        // The arrows move focus between views otherwise: the floating view's move wins.
        if #available(iOS 15, *) { command.wantsPriorityOverSystemBehavior = true }
        return command
      }
    }

    @objc private func performKeyCommand(_ command: UIKeyCommand) {
      guard let controller,
        let entry = listed.first(where: {
          $0.input == command.input && $0.modifiers == command.modifierFlags
        })
      else { return }
      controller.perform(entry.action)
    }
  }
#endif
