#if canImport(UIKit)
  import GestureCore
  import UIKit

  // VoiceOver: every action is a custom action of the view.
  extension SwipeActionsController {
    /// Every action as a VoiceOver custom action of the row's view (names: the titles; a
    /// cell, not its content view, is the accessibility element), next to the custom actions
    /// the view already has. Each goes to the store as a tap on the action's button:
    /// performed without moving when the row is closed.
    func installAccessibilityActions() {
      guard let view = hostView else { return }
      let others = (view.accessibilityCustomActions ?? []).filter { action in
        !accessibilityActions.contains { $0 === action }
      }
      var mine: [UIAccessibilityCustomAction] = []
      for (side, actions) in [(SwipeActions.Side.leading, leading), (.trailing, trailing)] {
        for (index, action) in actions.enumerated() {
          mine.append(
            UIAccessibilityCustomAction(name: action.accessibilityName, image: action.image) {
              [weak self] _ in
              self?.performAccessibilityAction(side, index: index) ?? false
            })
        }
      }
      accessibilityActions = mine
      view.accessibilityCustomActions = others + mine
    }

    /// Removes the view's custom actions that are the swipe actions, leaving the app's own.
    func uninstallAccessibilityActions() {
      if let view = hostView, let current = view.accessibilityCustomActions {
        view.accessibilityCustomActions = current.filter { action in
          !accessibilityActions.contains { $0 === action }
        }
      }
      accessibilityActions.removeAll()
    }
  }
#endif
