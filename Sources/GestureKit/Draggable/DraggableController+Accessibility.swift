#if canImport(UIKit)
  import GestureCore
  import UIKit

  // VoiceOver and Switch Control: the view moves to each anchor it may rest at through
  // custom actions, decided by the store as a drag's release is.
  extension DraggableController {
    /// The English name of the custom action that moves the view to `anchor`: "Move to
    /// Top Left", "Move to Left Edge", "Move to Place 2" (custom points, from 1), "Stash at
    /// Left Edge".
    public static func defaultAccessibilityName(for anchor: DraggableStore.Anchor) -> String {
      switch anchor {
      case .left: "Move to Left Edge"
      case .right: "Move to Right Edge"
      case .top: "Move to Top Edge"
      case .bottom: "Move to Bottom Edge"
      case .topLeft: "Move to Top Left"
      case .topRight: "Move to Top Right"
      case .bottomLeft: "Move to Bottom Left"
      case .bottomRight: "Move to Bottom Right"
      case .point(let index): "Move to Place \(index + 1)"
      case .stashedLeft: "Stash at Left Edge"
      case .stashedRight: "Stash at Right Edge"
      }
    }

    /// Puts one custom action per anchor the view does not rest at on the view, next to
    /// the app's own custom actions, when the anchor it rests at changed. Called after each
    /// event; cheap while nothing changed (no allocation).
    func refreshAccessibilityActions() {
      guard let view, let store = host?.store else { return }
      let anchor = store.anchor
      guard !hasAccessibilityActions || anchor != accessibilityAnchor else { return }
      hasAccessibilityActions = true
      accessibilityAnchor = anchor
      let current = anchor.flatMap { accessibilityName($0) }
      let others = (view.accessibilityCustomActions ?? []).filter { action in
        !accessibilityActions.contains { $0 === action }
      }
      var mine: [UIAccessibilityCustomAction] = []
      for offered in store.offeredAnchors {
        guard let name = accessibilityName(offered), name != current else { continue }
        mine.append(
          UIAccessibilityCustomAction(name: name) { [weak self] _ in
            self?.moveToAnchor(named: name) ?? false
          })
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
      hasAccessibilityActions = false
    }

    /// The action's name for an anchor: ``accessibilityAnchorName``, or the default.
    private func accessibilityName(_ anchor: DraggableStore.Anchor) -> String? {
      if let accessibilityAnchorName { return accessibilityAnchorName(anchor) }
      return Self.defaultAccessibilityName(for: anchor)
    }

    /// Moves the view to the offered anchor with this name, read when the action is chosen
    /// (a side anchor's height is the view's then).
    private func moveToAnchor(named name: String) -> Bool {
      guard let store = host?.store,
        let anchor = store.offeredAnchors.first(where: { accessibilityName($0) == name })
      else { return false }
      send(.move(to: anchor, time: now()))
      return true
    }
  }
#endif
