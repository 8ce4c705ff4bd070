#if canImport(UIKit)
  import GestureCore
  import UIKit
  import os

  // Who offers a row's custom actions to assistive technologies (GestureCore's
  // `ActionsCarrier`), and a view that refuses interaction offering none.
  extension SwipeActionsController {
    /// Decides, as GestureCore's `ActionsCarrier` does, who offers the actions: a cell or a
    /// view that is an element carries its own; a plain view with nothing to read becomes an
    /// element while it has actions; one inside an element (a card in a cell that is one)
    /// lends them to that element; the app carries them where it says so
    /// (`UIView.carriesGestureAccessibilityActions`), and a SwiftUI row's content offers its own;
    /// otherwise (a view with labels that is not an element) nobody does, which debug builds
    /// say once. Only while the view is in a window, where its ancestors are known.
    func updateActionsCarrier() {
      guard let view = hostView else { return }
      guard isAttached, !accessibilityActions.isEmpty else {
        carriers.ancestor.takeBack()
        if carriers.madeElement {
          view.isAccessibilityElement = false
          carriers.madeElement = false
        }
        return
      }
      guard view.window != nil else { return }
      // An element GestureKit made is no element of the app's: the decision is made afresh
      // each time, so a view that gained labels or an element around it gives the element up.
      let carrier = ActionsCarrier(
        isElement: (view.isAccessibilityElement && !carriers.madeElement) || exposedCell != nil,
        hasContent: view.subviews.contains { $0 !== overlay && $0 !== observer },
        isInsideElement: view.isInsideAccessibilityElement,
        appCarries: view.carriesGestureAccessibilityActions || drawsContent != nil)
      if carrier == .ancestor {
        carriers.ancestor.lend(accessibilityActions, to: view.accessibilityElementAncestor)
      } else {
        carriers.ancestor.takeBack()
      }
      // While the buttons are exposed, the view's element is saved and given back when they
      // close: what GestureKit made is left as it is until then.
      if carrier != .viewMadeElement, carriers.madeElement, exposedCell == nil {
        view.isAccessibilityElement = false
        carriers.madeElement = false
      }
      switch carrier {
      case .viewMadeElement:
        guard !carriers.madeElement else { break }
        view.isAccessibilityElement = true
        carriers.madeElement = true
        warnOnceIfMadeElementIsUnlabeled(view)
      case .nobody(let reason):
        Self.warnOnceAboutUnreachableActions(view, reason)
      case .view, .app, .ancestor, .standIn:
        break
      }
    }

    /// In debug builds, says once per app that a view's swipe actions reach no assistive
    /// technology, and what to do.
    private static func warnOnceAboutUnreachableActions(
      _ view: UIView, _ reason: ActionsCarrier.Reason
    ) {
      #if DEBUG
        guard !SwipeActionsCarriers.hasWarned else { return }
        SwipeActionsCarriers.hasWarned = true
        let warning: StaticString =
          "GestureKit: a view's swipe actions are custom actions of the view, but no assistive technology offers them: %{public}@. Make the view an element (isAccessibilityElement = true and an accessibilityLabel), or put view.gestureAccessibilityActions on the element that stands for it and set view.carriesGestureAccessibilityActions."
        os_log(
          warning, log: .default, type: .error,
          "\(type(of: view)): \(reason.explanation)" as NSString)
      #endif
    }

    /// In debug builds, says once per app that a swipe action has no name of the app's (no
    /// title, accessibility label or image label), so that assistive technologies read only
    /// "Delete" or "Action" for it.
    func warnIfUnnamed(_ action: SwipeAction) {
      #if DEBUG
        guard !SwipeActionsCarriers.hasWarnedAboutUnnamedAction, !action.hasOwnName else { return }
        SwipeActionsCarriers.hasWarnedAboutUnnamedAction = true
        let warning: StaticString =
          "GestureKit: a swipe action has no title, accessibilityLabel or image with an accessibilityLabel: VoiceOver calls it \"%{public}@\". Give it an accessibilityLabel that says what it does."
        os_log(warning, log: .default, type: .error, action.accessibilityName as NSString)
      #endif
    }

    /// Whether the view refuses interaction (`isUserInteractionEnabled` off, or a disabled
    /// control): a UIKit row is then disabled, and the store offers nothing by any way.
    var refusesInteraction: Bool {
      guard drawsContent == nil, let view else { return false }
      return view.refusesInteraction || (hostView.map { $0 !== view && $0.refusesInteraction } ?? false)
    }

    /// Follows the view's `isUserInteractionEnabled` (and a control's `isEnabled`): the row
    /// is enabled or disabled with it, and its actions, menu and keys follow. Both are
    /// Objective-C properties whose setters post key-value notifications to observers
    /// registered through Foundation's automatic key-value observing.
    func observeInteraction() {
      guard carriers.interactionObservations.isEmpty, let view else { return }
      let changed: @MainActor @Sendable () -> Void = { [weak self] in
        guard let self, isAttached else { return }
        reportEnabled()
        installAccessibilityActions()
        refreshMenuInteraction()
      }
      var observed = [view]
      if let host = hostView, host !== view { observed.append(host) }
      for target in observed {
        carriers.interactionObservations.append(
          target.observe(\.isUserInteractionEnabled) { _, _ in runOnMainActor(changed) })
        if let control = target as? UIControl {
          carriers.interactionObservations.append(
            control.observe(\.isEnabled) { _, _ in runOnMainActor(changed) })
        }
      }
    }
  }

  /// What a swipeable view's actions are carried by besides the view.
  @MainActor
  struct SwipeActionsCarriers {
    /// The element around the view that carries them, if any.
    var ancestor = AncestorActions()
    /// Whether GestureKit made the view an element to carry them.
    var madeElement = false
    /// The observations of whether the view refuses interaction.
    var interactionObservations: [NSKeyValueObservation] = []
    /// Whether the debug log has said that a view's swipe actions reach nobody (once per app).
    static var hasWarned = false
    /// Whether the debug log has said that a swipe action has no name of the app's (once
    /// per app).
    static var hasWarnedAboutUnnamedAction = false
  }
#endif
