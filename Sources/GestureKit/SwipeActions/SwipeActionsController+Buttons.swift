#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The buttons: made from the actions, measured for the store, and their look when a full
  // swipe expands the first one.
  extension SwipeActionsController {
    /// Whether two lists of actions show the same buttons (handlers aside): a view
    /// configured again with them keeps its buttons.
    static func lookAlike(_ new: [SwipeAction], _ old: [SwipeAction]) -> Bool {
      new.count == old.count && zip(new, old).allSatisfy { $0.looksLike($1) }
    }

    func button(_ side: SwipeActionsRow.Side, _ index: Int) -> UIButton? {
      let buttons = side == .leading ? leadingButtons : trailingButtons
      return buttons.indices.contains(index) ? buttons[index] : nil
    }

    /// Makes the buttons of the current actions, measured for the current Dynamic Type size,
    /// once they have been needed (``makeButtonsIfNeeded()``); until then only drops the old.
    func rebuildButtons() {
      shown = nil  // The new buttons have no frames yet.
      for button in leadingButtons + trailingButtons { button.removeFromSuperview() }
      guard areButtonsMade else {
        leadingButtons = []
        trailingButtons = []
        return
      }
      leadingButtons = leading.map(makeButton)
      trailingButtons = trailing.map(makeButton)
      for button in leadingButtons + trailingButtons {
        button.frame = .zero
        container.strip.addSubview(button)
      }
    }

    /// Makes the buttons the first time the row may move or show them (a touch on it, a
    /// drag, `open`), and tells the store their measured widths. Until then the store has
    /// the actions with no width: a closed row draws no button, and the actions are offered
    /// all the same (VoiceOver's custom actions, the context menu, key commands, which
    /// perform a closed row's action without moving it).
    func makeButtonsIfNeeded() {
      guard isAttached, !areButtonsMade else { return }
      areButtonsMade = true
      rebuildButtons()
      group.send(
        .setActions(
          rowID: id, leading: actionSet(.leading, from: leading, buttons: leadingButtons),
          trailing: actionSet(.trailing, from: trailing, buttons: trailingButtons)))
    }

    /// The button of an action: a `UIButton` with its title and image, or one that shows the
    /// view the action makes (``SwipeActionsViewButton``).
    func makeButton(_ action: SwipeAction) -> UIButton {
      let button: UIButton
      if let makeView = action.makeView {
        button = SwipeActionsViewButton(content: makeView(), action: action)
      } else {
        button = makeTitledButton(action)
        button.accessibilityLabel = action.accessibilityLabel
      }
      button.addTarget(
        relay, action: #selector(SwipeActionsRelay.buttonTapped(_:)), for: .touchUpInside)
      return button
    }

    /// A button with the action's title and image.
    func makeTitledButton(_ action: SwipeAction) -> UIButton {
      var configuration = UIButton.Configuration.plain()
      let font = UIFont.preferredFont(
        forTextStyle: .subheadline, compatibleWith: view?.traitCollection)
      if let title = action.title {
        var attributes = AttributeContainer()
        attributes.font = font
        configuration.attributedTitle = AttributedString(title, attributes: attributes)
      }
      configuration.image = action.image
      configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(font: font)
      configuration.imagePlacement = .top
      configuration.imagePadding = 4
      configuration.titleAlignment = .center
      configuration.contentInsets = .zero
      configuration.baseForegroundColor = action.foregroundColor
      configuration.background.backgroundColor = action.resolvedBackgroundColor
      configuration.background.cornerRadius = 0
      return UIButton(configuration: configuration)
    }

    /// The width of what a button shows (its title and image, or the action's view), from
    /// which the store sizes it.
    static func contentWidth(of button: UIButton) -> CGFloat {
      if let button = button as? SwipeActionsViewButton { return button.contentSize.width }
      return button.intrinsicContentSize.width
    }

    /// Places the views of the buttons that show one, where the store lays a button's content
    /// out at this frame.
    func placeButtonViews(_ row: SwipeActionsRow) {
      placeButtonViews(row, .leading, leadingButtons)
      placeButtonViews(row, .trailing, trailingButtons)
    }

    private func placeButtonViews(
      _ row: SwipeActionsRow, _ side: SwipeActionsRow.Side, _ buttons: [UIButton]
    ) {
      for (index, button) in buttons.enumerated() {
        guard let button = button as? SwipeActionsViewButton else { continue }
        let frame = row.contentFrame(side, index: index, contentSize: Size(button.contentSize))
        button.placeContent(at: CGRect(frame))
      }
    }

    /// A side's actions as the store's data: the measured width of each button's content,
    /// its style, and whether the side performs its first action with a full swipe.
    func actionSet(
      _ side: SwipeActionsRow.Side, from actions: [SwipeAction], buttons: [UIButton]
    ) -> SwipeActionsRow.ActionSet {
      let name = side == .leading ? "leading" : "trailing"
      var coreActions: [SwipeActionsRow.Action] = []
      for (index, action) in actions.enumerated() {
        let width = buttons.indices.contains(index) ? Self.contentWidth(of: buttons[index]) : 0
        coreActions.append(
          SwipeActionsRow.Action(
            id: "\(name).\(index)", contentWidth: Double(width), style: action.style,
            keepsOpenAfterTap: action.keepsOpenAfterTap))
      }
      return SwipeActionsRow.ActionSet(
        coreActions,
        performsFirstActionWithFullSwipe: options.performsFirstActionWithFullSwipe(side))
    }

    /// A closed row for the current actions, options, size and direction.
    func makeRow() -> SwipeActionsRow {
      SwipeActionsRow(
        leading: actionSet(.leading, from: leading, buttons: leadingButtons),
        trailing: actionSet(.trailing, from: trailing, buttons: trailingButtons),
        containerSize: coreSize, layoutDirection: layoutDirection,
        configuration: options.configuration)
    }

    /// A full swipe armed or disarmed: the first button's title moves next to the content's
    /// edge (where it was when the row was open) instead of the middle of the widening
    /// button, or back. Its frame widens on the store's expansion spring, frame by frame.
    func showExpansion(_ side: SwipeActionsRow.Side, expanded: Bool) {
      // A button that shows the action's view has it placed on every frame (`show(_:)`).
      guard let button = button(side, 0), !(button is SwipeActionsViewButton),
        let swipe = group.row(id)
      else { return }
      var configuration = button.configuration ?? .plain()
      let layout = swipe.layout(side)
      if expanded, let first = swipe.actions(side).actions.first, let width = layout.widths.first {
        let inset = CGFloat(max(0, (width - first.contentWidth) / 2))
        configuration.contentInsets = NSDirectionalEdgeInsets(
          top: 0, leading: inset, bottom: 0, trailing: inset)
        button.contentHorizontalAlignment = layout.isAtLeftEdge ? .right : .left
      } else {
        configuration.contentInsets = .zero
        button.contentHorizontalAlignment = .center
      }
      button.configuration = configuration
    }
  }
#endif
