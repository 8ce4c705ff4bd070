#if canImport(UIKit)
  import GestureCore
  import UIKit

  // VoiceOver and Switch Control: the view moves to each anchor it may rest at, stashes and
  // comes back, and grows or shrinks through custom actions, decided by the store as a
  // drag's release, a tap on the tab and a double tap are.
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

    /// Puts one custom action per anchor the view does not rest at on the view (the stash
    /// anchors included, and, once stashed, every anchor to show it at), and the larger and
    /// smaller steps there are, next to the app's own custom actions, when the anchor it
    /// rests at or its size changed. Called after each event; cheap while nothing changed
    /// (no allocation).
    func refreshAccessibilityActions() {
      guard let view, let store = host?.store else { return }
      let anchor = store.anchor
      // The size counts once it rests: a resize changes it on every frame.
      let resized = store.phase == .resting && store.size != accessibilitySize
      guard !hasAccessibilityActions || anchor != accessibilityAnchor || resized else { return }
      hasAccessibilityActions = true
      accessibilityAnchor = anchor
      accessibilitySize = store.size
      let current = anchor.flatMap { accessibilityName($0) }
      let others = (view.accessibilityCustomActions ?? []).filter { action in
        !accessibilityActions.contains { $0 === action }
      }
      var mine: [UIAccessibilityCustomAction] = []
      for offered in store.offeredAnchors + (store.isStashed ? [] : store.stashAnchors) {
        guard let name = accessibilityName(offered), name != current else { continue }
        mine.append(
          UIAccessibilityCustomAction(name: name) { [weak self] _ in
            self?.moveToAnchor(named: name) ?? false
          })
      }
      let steps = store.sizeSteps
      let width = store.size.width
      // As the store steps: to a width more than half a point away.
      let offered: [(DraggableStore.SizeStep, Bool)] = [
        (.larger, steps.contains { $0 - width > 0.5 }), (.smaller, steps.contains { width - $0 > 0.5 }),
      ]
      for (step, available) in offered where available && !store.isStashed {
        let name: String? =
          if let accessibilityStepName { accessibilityStepName(step) } else {
            Self.defaultAccessibilityStepName(for: step)
          }
        guard let name else { continue }
        mine.append(
          UIAccessibilityCustomAction(name: name) { [weak self] _ in
            guard let self else { return false }
            self.send(.stepSize(step, time: self.now()))
            return true
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
      accessibilitySize = nil
      hasAccessibilityActions = false
    }

    /// The action's name for an anchor: ``accessibilityAnchorName``, or the default.
    private func accessibilityName(_ anchor: DraggableStore.Anchor) -> String? {
      if let accessibilityAnchorName { return accessibilityAnchorName(anchor) }
      return Self.defaultAccessibilityName(for: anchor)
    }

    /// Moves the view to the offered anchor with this name, read when the action is chosen
    /// (a side anchor's height is the view's then).
    func moveToAnchor(named name: String) -> Bool {
      guard let store = host?.store,
        let anchor = (store.offeredAnchors + store.stashAnchors).first(where: {
          accessibilityName($0) == name
        })
      else { return false }
      send(.move(to: anchor, time: now()))
      return true
    }
  }
#endif
