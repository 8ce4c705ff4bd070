#if canImport(UIKit)
  import GestureCore
  import UIKit
  import os

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
    /// store decides, as it does for a release. Once the view comes to rest after it, the
    /// assistive technology hears that the layout changed, so that its cursor follows the
    /// view (``refreshAccessibilityActions()``).
    @discardableResult
    func perform(_ action: DraggableStore.Action) -> Bool {
      guard !isInvalidated, let store = host?.store, store.offeredAction(action) != nil else {
        return false
      }
      announcesLayoutAtRest = true
      send(.perform(action, time: now()))
      return true
    }

    /// Keeps one custom action per action the store offers (`DraggableStore.actions`: each
    /// anchor the view does not rest at, the stashes or Show, the larger and smaller sizes
    /// there are) on the view, after the app's own custom actions. Called after each event;
    /// cheap (no allocation) unless the view has just come to rest somewhere new.
    ///
    /// - The custom actions are made per name and find their action by name when chosen, so
    ///   the view's array is replaced only when the names change (another anchor, a size
    ///   step gained or lost), never merely because the view came to rest: an assistive
    ///   technology keeps its place in the actions rotor.
    /// - An app that sets `accessibilityCustomActions` after `makeDraggable`, in the same
    ///   turn of the main actor or later, replaces the whole array, ours included: ours come
    ///   back after its own once that turn is over, each time the view comes to rest, and
    ///   when an assistive technology focuses the view, whichever was set last.
    /// - While the view moves the actions stay, and one chosen then is refused (the store
    ///   offers none mid-drag or mid-settle): the assistive technology says it failed, and
    ///   the list is whole again once it rests.
    /// - After a move by action, once the view rests, a layout change is posted with the
    ///   view, so that VoiceOver's cursor follows it to its new place.
    func refreshAccessibilityActions() {
      guard let view, let store = host?.store else { return }
      let isResting = store.phase == .resting
      let cameToRest = isResting && !wasRestingForAccessibility
      wasRestingForAccessibility = isResting
      guard isResting else { return }
      let anchor = store.anchor
      if hasAccessibilityActions, anchor == accessibilityAnchor, store.size == accessibilitySize {
        if cameToRest { restoreAccessibilityActions() }
      } else {
        hasAccessibilityActions = true
        accessibilityAnchor = anchor
        accessibilitySize = store.size
        installAccessibilityActions(on: view)
      }
      if announcesLayoutAtRest {
        announcesLayoutAtRest = false
        // UIKit: a layout-changed notification whose argument is an element moves VoiceOver's
        // cursor to that element; the view moved, and the cursor would stay behind.
        postLayoutChanged(focusing: view)
      }
    }

    /// Makes the custom actions for the names offered now, if they changed, and puts them
    /// after the app's own; then decides who carries them.
    private func installAccessibilityActions(on view: UIView) {
      let names = namedActions.map(\.name)
      if names != accessibilityNames {
        let others = othersCustomActions(of: view)
        accessibilityActions = names.map { name in
          UIAccessibilityCustomAction(name: name) { [weak self] _ in
            self?.performAction(named: name) ?? false
          }
        }
        accessibilityNames = names
        view.accessibilityCustomActions = others + accessibilityActions
      } else {
        restoreAccessibilityActions()
      }
      updateActionsCarrier(of: view)
      restoreAccessibilityActionsAfterConfiguration()
    }

    /// The view's custom actions that are not ours.
    private func othersCustomActions(of view: UIView) -> [UIAccessibilityCustomAction] {
      (view.accessibilityCustomActions ?? []).filter { action in
        !accessibilityActions.contains { $0 === action }
      }
    }

    /// Puts ours back after the app's if the app replaced the array; leaves the array alone
    /// (the same object) when they are in place.
    func restoreAccessibilityActions() {
      guard let view, !accessibilityActions.isEmpty, !isInvalidated else { return }
      let current = view.accessibilityCustomActions ?? []
      let mine = accessibilityActions
      let inPlace =
        current.count >= mine.count
        && zip(current.suffix(mine.count), mine).allSatisfy { $0 === $1 }
        && current.dropLast(mine.count).allSatisfy { action in !mine.contains { $0 === action } }
      if !inPlace { view.accessibilityCustomActions = othersCustomActions(of: view) + mine }
    }

    /// An app that sets `accessibilityCustomActions` right after `makeDraggable` (or after a
    /// move) in the same configuration replaces the whole array. The configuration runs to
    /// its end before the main actor takes its next job, so the check comes after the app's
    /// last word.
    private func restoreAccessibilityActionsAfterConfiguration() {
      guard !isAccessibilityRestoreScheduled else { return }
      isAccessibilityRestoreScheduled = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        isAccessibilityRestoreScheduled = false
        restoreAccessibilityActions()
        if let view { updateActionsCarrier(of: view) }
      }
    }

    /// Removes the custom actions that move the view, leaving the app's own, and takes back
    /// the accessibility element GestureKit made of the view.
    func removeAccessibilityActions() {
      if let view, let current = view.accessibilityCustomActions {
        view.accessibilityCustomActions = current.filter { action in
          !accessibilityActions.contains { $0 === action }
        }
      }
      if madeAccessibilityElement, let view {
        view.isAccessibilityElement = false
        madeAccessibilityElement = false
      }
      accessibilityActions.removeAll()
      accessibilityNames.removeAll()
      accessibilityAnchor = nil
      accessibilitySize = nil
      hasAccessibilityActions = false
    }

    /// Makes the actions be offered again from the next rest (new names, new options), without
    /// replacing the array when the names stay the same.
    func invalidateAccessibilityActions() {
      hasAccessibilityActions = false
      refreshAccessibilityActions()
    }

    // MARK: Who carries the actions

    /// Decides, as GestureCore's `ActionsCarrier` does, whether the view itself carries the
    /// actions (an element), becomes an element to carry them (it has nothing else to read),
    /// leaves them to the app or SwiftUI, or carries them where no assistive technology looks
    /// (then, in debug builds, says so once). Only once the view is in a window, where its
    /// ancestors are known.
    private func updateActionsCarrier(of view: UIView) {
      guard view.window != nil, !accessibilityActions.isEmpty else { return }
      let carrier = ActionsCarrier(
        isElement: view.isAccessibilityElement, hasContent: hasContent(view),
        isInsideElement: view.isInsideAccessibilityElement,
        appCarries: appCarriesAccessibilityActions || isHostedBySwiftUI)
      switch carrier {
      case .viewMadeElement:
        guard !madeAccessibilityElement else { break }
        view.isAccessibilityElement = true
        madeAccessibilityElement = true
      case .nobody(let reason):
        Self.warnOnceAboutUnreachableActions(view, reason)
      case .view, .app:
        break
      }
    }

    /// Whether the view has subviews of the app's (the helpers GestureKit adds excluded).
    private func hasContent(_ view: UIView) -> Bool {
      let content = (view as? UIVisualEffectView)?.contentView ?? view
      return content.subviews.contains { subview in
        subview !== tab && subview !== keyTarget && !(subview is DraggableWindowProbe)
      }
    }

    /// In debug builds, says once per app that a floating view's actions reach no assistive
    /// technology, and what to do.
    private static func warnOnceAboutUnreachableActions(
      _ view: UIView, _ reason: ActionsCarrier.Reason
    ) {
      #if DEBUG
        guard !hasWarnedAboutUnreachableActions else { return }
        hasWarnedAboutUnreachableActions = true
        let why = reason.explanation
        let warning: StaticString =
          "GestureKit: a floating view's moves (\"Move to …\") are custom actions of the view, but the view is not an accessibility element whose actions VoiceOver offers: %{public}@. Make it one (isAccessibilityElement = true and an accessibilityLabel), or put view.gestureAccessibilityActions on the element that stands for it and set view.carriesGestureAccessibilityActions."
        os_log(warning, log: .default, type: .error, "\(type(of: view)): \(why)" as NSString)
      #endif
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

  extension ActionsCarrier.Reason {
    /// Why a view's actions reach nobody, for the debug warnings of the families that put
    /// actions on a view (closure gestures, floating views).
    var explanation: String {
      switch self {
      case .contentIsRead:
        "it is not an accessibility element and VoiceOver reads its subviews instead"
      case .insideElement:
        "it is inside an accessibility element, which VoiceOver focuses as a whole"
      }
    }
  }
#endif
