#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension SwipeActionsController {
    /// Performs an action as VoiceOver does: a tap on its button, sent to the store
    /// (performed without moving when the row is closed). For hosts that offer the actions
    /// to VoiceOver themselves, such as the SwiftUI `swipeToReveal(leading:trailing:options:)`,
    /// whose row view is not an accessibility element (its SwiftUI content is).
    ///
    /// - Returns: Whether the action was sent (the controller is attached and the action
    ///   exists).
    @discardableResult
    func performAccessibilityAction(_ side: SwipeActions.Side, index: Int) -> Bool {
      let actions = side == .leading ? leading : trailing
      guard isAttached, actions.indices.contains(index) else { return false }
      group.send(.tapAction(rowID: id, side, index: index, time: group.now()))
      return true
    }
  }
#endif
