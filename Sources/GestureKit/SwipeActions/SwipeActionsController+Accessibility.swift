#if canImport(UIKit)
  import GestureCore
  import UIKit

  // VoiceOver: every action is a custom action of the view.
  extension SwipeActionsController {
    /// Every action as a VoiceOver custom action of the row's view (names: the titles; a
    /// cell, not its content view, is the accessibility element), next to the custom actions
    /// the view already has. Each goes to the store as a tap on the action's button:
    /// performed without moving when the row is closed.
    ///
    /// Called on every configuration, not only when the buttons change: an app that sets
    /// `accessibilityCustomActions` in its own configure or `prepareForReuse` replaces the
    /// whole array, ours included, and they come back here. The app's own actions are kept
    /// (only ours are filtered out first), and ours are kept as objects when `rebuild` is
    /// `false` (the actions look the same), so a configuration allocates nothing new.
    ///
    /// - Parameter rebuild: Whether the actions changed and their custom actions must be made
    ///   again. Default `true`.
    func installAccessibilityActions(rebuild: Bool = true) {
      guard let view = hostView else { return }
      let others = (view.accessibilityCustomActions ?? []).filter { action in
        !accessibilityActions.contains { $0 === action }
      }
      if !rebuild, !accessibilityActions.isEmpty || (leading.isEmpty && trailing.isEmpty) {
        let mine = accessibilityActions
        let current = view.accessibilityCustomActions ?? []
        // Already in place (the app did not touch them): leave the array alone.
        if current.count == others.count + mine.count,
          zip(current.suffix(mine.count), mine).allSatisfy({ $0 === $1 })
        {
          return
        }
        view.accessibilityCustomActions = others + mine
        return
      }
      var mine: [UIAccessibilityCustomAction] = []
      for (side, actions) in [(SwipeActionsRow.Side.leading, leading), (.trailing, trailing)] {
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

    /// Puts the actions back once the app's configuration has run: an app that sets
    /// `accessibilityCustomActions` after calling `swipeActions` in the same configure
    /// replaces the whole array, and VoiceOver would lose the swipe actions until the next
    /// configuration. The configuration runs to its end before the main actor takes its next
    /// job, so the check comes after the app's last word, whatever its order.
    func reinstallAccessibilityActionsAfterConfiguration() {
      guard !isAccessibilityReinstallScheduled else { return }
      isAccessibilityReinstallScheduled = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        isAccessibilityReinstallScheduled = false
        guard isAttached, !accessibilityActions.isEmpty else { return }
        installAccessibilityActions(rebuild: false)
      }
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

    /// Performs an action as VoiceOver does: a tap on its button, sent to the store
    /// (performed without moving when the row is closed). For hosts that offer the actions
    /// to VoiceOver themselves, such as the SwiftUI `swipeToReveal(leading:trailing:options:)`,
    /// whose row view is not an accessibility element (its SwiftUI content is).
    ///
    /// - Returns: Whether the action was sent (the controller is attached and the action
    ///   exists).
    @discardableResult
    func performAccessibilityAction(_ side: SwipeActionsRow.Side, index: Int) -> Bool {
      let actions = side == .leading ? leading : trailing
      guard isAttached, actions.indices.contains(index) else { return false }
      group.send(.tapAction(rowID: id, side, index: index, time: group.now()))
      return true
    }
  }
#endif
