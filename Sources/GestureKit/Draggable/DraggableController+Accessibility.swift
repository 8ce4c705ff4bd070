#if canImport(UIKit)
  import GestureCore
  import UIKit

  // VoiceOver, Switch Control and Voice Control: the view moves to each anchor it may rest
  // at, stashes and comes back, and grows or shrinks through custom actions, the actions the
  // store offers (the context menu and the keys offer the same ones), performed by the store
  // as a drag's release, a tap on the tab and a double tap are.
  extension DraggableController {
    /// The name of the custom action that moves the view to `anchor`: "Move to Top Left",
    /// "Move to Left Edge", "Move to Place 2" (custom points, from 1), "Stash at Left Edge".
    ///
    /// Localized as the package's other strings: looked up with `NSLocalizedString` in the
    /// app's main bundle, table `GestureKit` (`GestureKit.strings`), under the English text
    /// as the key ("Move to Place %d" for custom points); without a translation the English
    /// shows.
    public static func defaultAccessibilityName(for anchor: DraggableStore.Anchor) -> String {
      switch anchor {
      case .left: localized("Move to Left Edge")
      case .right: localized("Move to Right Edge")
      case .top: localized("Move to Top Edge")
      case .bottom: localized("Move to Bottom Edge")
      case .topLeft: localized("Move to Top Left")
      case .topRight: localized("Move to Top Right")
      case .bottomLeft: localized("Move to Bottom Left")
      case .bottomRight: localized("Move to Bottom Right")
      case .point(let index): String(format: localized("Move to Place %d"), index + 1)
      case .stashedLeft: localized("Stash at Left Edge")
      case .stashedRight: localized("Stash at Right Edge")
      }
    }

    /// The name of the custom action that takes a size step: "Make Larger", "Make Smaller",
    /// "Change Size"; localized as ``defaultAccessibilityName(for:)``.
    public static func defaultAccessibilityStepName(for step: DraggableStore.SizeStep) -> String {
      switch step {
      case .larger: localized("Make Larger")
      case .smaller: localized("Make Smaller")
      case .cycle: localized("Change Size")
      }
    }

    /// An action's name from the app's `GestureKit.strings`, or the English key.
    private static func localized(_ english: String) -> String {
      NSLocalizedString(
        english, tableName: "GestureKit", comment: "A VoiceOver action of a floating view")
    }

    /// The name of `DraggableStore.Action.show`, the action that brings a stashed view
    /// back: "Show"; localized as ``defaultAccessibilityName(for:)``.
    public static var defaultAccessibilityShowName: String { localized("Show") }

    /// The name of an action the store offers (`DraggableStore.actions`), as VoiceOver,
    /// Voice Control and the context menu show it: ``accessibilityAnchorName`` or
    /// ``accessibilityStepName`` where the app set them, otherwise the default names
    /// (``defaultAccessibilityShowName`` for Show); `nil` for one the app named `nil`, which
    /// is then not offered.
    ///
    /// - Parameter action: An action of the store's.
    /// - Returns: Its name, or `nil`.
    public func name(for action: DraggableStore.Action) -> String? {
      switch action {
      case .move(let anchor): accessibilityName(anchor)
      case .show: Self.defaultAccessibilityShowName
      case .resize(let step):
        if let accessibilityStepName { accessibilityStepName(step) } else {
          Self.defaultAccessibilityStepName(for: step)
        }
      }
    }

    /// The actions the store offers now with their names (VoiceOver's custom actions, the
    /// context menu): empty while a finger, a pinch or a spring has the view.
    var namedActions: [(action: DraggableStore.Action, name: String)] {
      guard let store = host?.store else { return [] }
      return store.actions.compactMap { action in name(for: action).map { (action, $0) } }
    }

    /// Performs an action the store offers now, at the current time; `false` when it does
    /// not offer it (the view is dragged, pinched or still moving, or already there): the
    /// store decides, as it does for a release.
    @discardableResult
    func perform(_ action: DraggableStore.Action) -> Bool {
      guard !isInvalidated, let store = host?.store, store.offeredAction(action) != nil else {
        return false
      }
      send(.perform(action, time: now()))
      return true
    }

    /// Puts one custom action per action the store offers (`DraggableStore.actions`: each
    /// anchor the view does not rest at, the stashes or Show, the larger and smaller sizes
    /// there are) on the view, next to the app's own custom actions, each time the view comes
    /// to rest somewhere new or at a new size. Called after each event; cheap (no
    /// allocation) unless the view has just come to rest somewhere new. While the view moves
    /// the actions stay, and one chosen then is refused (the store offers none mid-drag or
    /// mid-settle): VoiceOver says it failed, and the list is whole again once it rests.
    func refreshAccessibilityActions() {
      guard let view, let store = host?.store, store.phase == .resting else { return }
      let anchor = store.anchor
      guard !hasAccessibilityActions || anchor != accessibilityAnchor
        || store.size != accessibilitySize
      else { return }
      hasAccessibilityActions = true
      accessibilityAnchor = anchor
      accessibilitySize = store.size
      let others = (view.accessibilityCustomActions ?? []).filter { action in
        !accessibilityActions.contains { $0 === action }
      }
      let mine = namedActions.map { action, name in
        UIAccessibilityCustomAction(name: name) { [weak self] _ in
          self?.perform(action) ?? false
        }
      }
      accessibilityActions = mine
      view.accessibilityCustomActions = others + mine
    }

    /// Removes the custom actions that move the view, leaving the app's own.
    func removeAccessibilityActions() {
      if let view, let current = view.accessibilityCustomActions {
        view.accessibilityCustomActions = current.filter { action in
          !accessibilityActions.contains { $0 === action }
        }
      }
      accessibilityActions.removeAll()
      accessibilityAnchor = nil
      accessibilitySize = nil
      hasAccessibilityActions = false
    }

    /// The action's name for an anchor: ``accessibilityAnchorName``, or the default.
    private func accessibilityName(_ anchor: DraggableStore.Anchor) -> String? {
      if let accessibilityAnchorName { return accessibilityAnchorName(anchor) }
      return Self.defaultAccessibilityName(for: anchor)
    }

    /// Performs the action the store offers now with this name (SwiftUI's actions, named
    /// before the view rests anywhere); `false` when none has it.
    func performAction(named name: String) -> Bool {
      guard let action = namedActions.first(where: { $0.name == name })?.action else {
        return false
      }
      return perform(action)
    }
  }
#endif
