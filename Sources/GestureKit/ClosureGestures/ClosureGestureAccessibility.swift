#if canImport(UIKit)
  import GestureCore
  import UIKit
  import os

  // The second way to make a view's closure gestures, in UIKit: what GestureCore's store
  // publishes (`namedActions`, `activation`, `adjustable`, `offersMenu`) kept in step on the
  // view after every handler that comes or goes. Every call goes back through the store
  // (`.perform`, `.adjust`), which decides which handlers hear what.

  extension ClosureGestureRegistry {
    /// Brings the view in step with what the store offers besides its gestures, after
    /// handlers came or went: its custom actions, activation, traits and menu (a view's own
    /// registry). A long press, named or not, always keeps the press: the store offers no
    /// menu on a view that has one (`ClosureGestures.offersMenu`).
    func alternativesDidChange() {
      accessibility?.update()
      warnLaterIfAGestureHasNoAlternative()
    }

    /// In debug builds, says once per view that a swipe, long press or double tap of it has no
    /// second way (`ClosureGestures.slotsWithoutAlternative`: added without a name), and how to
    /// give it one. Checked once the app's configuration has run, as a name may come on a
    /// later line of it (the configuration runs to its end before the main actor takes its
    /// next job).
    private func warnLaterIfAGestureHasNoAlternative() {
      #if DEBUG
        guard !hasWarnedAboutMissingAlternative, !isAlternativeCheckScheduled else { return }
        isAlternativeCheckScheduled = true
        Task { @MainActor [weak self] in
          guard let self else { return }
          isAlternativeCheckScheduled = false
          let slots = gestures.store.slotsWithoutAlternative
          guard !hasWarnedAboutMissingAlternative, let view, let slot = slots.first else { return }
          hasWarnedAboutMissingAlternative = true
          let gesture =
            switch slot {
            case .swipe: "swipe"
            case .longPress: "long press"
            case .tap(numberOfTaps: 2): "double tap"
            default: "tap of several taps"
            }
          let warning: StaticString =
            "GestureKit: a %{public}@ of %{public}@ has no name, so no assistive technology, menu or key can make it: people who cannot make the gesture cannot reach what it does. Name it (onSwipe(_:named:), onLongPress(named:), onDoubleTap(named:)), or offer the same action some other way (a button, a menu)."
          os_log(
            warning, log: .default, type: .error, gesture as NSString,
            "\(type(of: view))" as NSString)
        }
      #endif
    }

    /// Makes a slot's gesture for an assistive technology or a menu (the store's `perform`),
    /// at `windowPoint` or the view's centre.
    ///
    /// - Returns: Whether handlers were called: `false` for a slot the store cannot perform
    ///   (a gesture of it under way, a disabled view, no such slot).
    @discardableResult
    func perform(_ slot: ClosureGestures.Slot, at windowPoint: CGPoint? = nil) -> Bool {
      guard gestures.store.canPerform(slot) else { return false }
      let point = windowPoint ?? actionPoint
      send(.perform(slot, at: Point(point), time: gestures.now()))
      return true
    }

    /// One step of the adjustable pinch or rotation (the store's `adjust`).
    ///
    /// - Returns: Whether handlers were called.
    @discardableResult
    func adjust(_ adjustment: ClosureGestures.Adjustment) -> Bool {
      guard let slot = gestures.store.adjustable, gestures.store.canAdjust(slot) else {
        return false
      }
      send(.adjust(slot, adjustment, at: Point(actionPoint), time: gestures.now()))
      return true
    }

    /// Turns the view's gestures' second ways on or off (SwiftUI's `disabled(_:)`).
    func setEnabled(_ isEnabled: Bool) {
      guard gestures.store.isEnabled != isEnabled else { return }
      send(.setEnabled(isEnabled))
    }

    /// Where an assistive technology's gesture happens, in window coordinates: the centre of
    /// the view the handlers measure in.
    private var actionPoint: CGPoint {
      if let swiftUI { return swiftUI.center() ?? .zero }
      guard let view = coordinateView ?? view else { return .zero }
      return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }
  }

  /// What a view's closure gestures offer in UIKit besides the gestures: custom actions for
  /// the named ones, activation by the single tap, adjustment by a pinch or rotation, and a
  /// context menu. It changes only what it set, and only where the app set nothing:
  ///
  /// - **Custom actions**: one `UIAccessibilityCustomAction` per named action, after the
  ///   view's own custom actions, which stay as the app set them (an app that replaces the
  ///   whole array gets ours back after its configuration has run).
  /// - **Activation** (iOS 17 and later): the view's `accessibilityActivateBlock`, when the app
  ///   set none, performs the single tap; with no single tap it answers `false`, and the
  ///   assistive technology taps the view as before. Before iOS 17 the assistive technology
  ///   taps at the view's activation point, which the tap recognizer sees as a touch.
  /// - **Adjustment**: from iOS 17, `accessibilityIncrementBlock` and
  ///   `accessibilityDecrementBlock`, when the app set none, step the adjustable pinch or
  ///   rotation; on every system two custom actions do too (“Zoom In”, “Zoom Out”, “Rotate
  ///   Clockwise”, “Rotate Counterclockwise”), for Full Keyboard Access and Voice Control,
  ///   which list actions by name and do not adjust; before iOS 17 they are the only way.
  ///   After a step, VoiceOver reads the view's
  ///   `accessibilityValue` (the app's, set in its handler); with none, the step's name is
  ///   announced.
  /// - **Traits**: `.button` is added while the view has a single tap and its traits hold none
  ///   of `.button`, `.link`, `.keyboardKey` or `.adjustable`; `.adjustable` while it has an
  ///   adjustable pinch or rotation (iOS 17 and later). Each is taken away when its gesture
  ///   goes, if GestureKit added it.
  /// - **Element**: where the custom actions reach an assistive technology is GestureCore's
  ///   `ActionsCarrier`: a view with no subviews that is not an accessibility element (an
  ///   image view, a plain view) becomes one while it offers any of the above, and stops
  ///   being one when it offers nothing, if GestureKit made it one. A view inside an element
  ///   (an image in a cell that is one) lends its named actions to that element, after the
  ///   element's own, and its unnamed single tap too, named after the view's
  ///   `accessibilityLabel` ("Activate Photo"; activating the element does not reach the view); debug builds
  ///   say so once. A view with subviews is left as it is (its subviews are what VoiceOver
  ///   reads): its custom actions are offered by no element, which debug builds say once,
  ///   unless the app puts them on an element of its own (`gestureAccessibilityActions`).
  /// - **Disabled**: a view whose `isUserInteractionEnabled` is `false`, or a disabled
  ///   control, offers none of the above (the store's disabled view) until it is enabled.
  /// - **Context menu**: a `UIContextMenuInteraction` whose items are the named actions, while
  ///   the store offers a menu and neither the view nor an ancestor has a context menu
  ///   interaction of the app's.
  @MainActor
  final class ClosureGestureAccessibility: NSObject {
    private weak var registry: ClosureGestureRegistry?
    /// The custom actions this object added, in the order of ``builtFrom``.
    private var customActions: [UIAccessibilityCustomAction] = []
    /// The named actions ``customActions`` were made for.
    private var builtFrom: [ClosureGestures.NamedAction] = []
    /// The adjustable slot whose two steps ``customActions`` end with: on every system, as
    /// Full Keyboard Access and Voice Control list an element's actions by name and offer no
    /// increment or decrement, so the adjustable trait and blocks alone would leave them
    /// without the steps (before iOS 17, which has no blocks, they are the only way).
    private var builtAdjustable: ClosureGestures.Slot?
    /// The context menu interaction this object added, while it is on the view.
    private var menu: UIContextMenuInteraction?
    /// Where the menu was asked for, in window coordinates: where its items' gestures happen.
    private var menuLocation: CGPoint?
    private var addedButtonTrait = false
    private var addedAdjustableTrait = false
    private var madeElement = false
    /// The custom actions the element around the view carries for it (`ActionsCarrier`
    /// `.ancestor`).
    private var ancestorActions = AncestorActions()
    /// The unnamed single tap as an action of the element around the view, named by the
    /// view's label.
    private var tapAction: UIAccessibilityCustomAction?
    /// The observations of the view's `isUserInteractionEnabled` (and a control's
    /// `isEnabled`).
    private var interactionObservations: [NSKeyValueObservation] = []
    /// Whether the debug log has said that a view's actions moved to the element around it
    /// (once per app).
    private static var hasWarnedAboutLentActions = false
    /// The blocks this object set on the view, as the view holds them.
    private var installedBlocks: [BlockKind: AnyObject] = [:]
    private var isReinstallScheduled = false
    private var isMenuCheckScheduled = false
    /// Whether the app puts the custom actions on an element of its own
    /// (`UIView.carriesGestureAccessibilityActions`).
    var appCarries = false
    /// Whether the debug log has said that a view's named actions reach no assistive
    /// technology (once per app).
    private static var hasWarnedAboutUnreachableActions = false

    init(registry: ClosureGestureRegistry) {
      self.registry = registry
    }

    /// The custom actions of the view's named gestures, in the order they were added.
    var offeredCustomActions: [UIAccessibilityCustomAction] { customActions }

    /// Brings the view in step with the store. A UIKit view that refuses interaction (its
    /// `isUserInteractionEnabled` is `false`, or it is a disabled control) is the store's
    /// disabled view, which offers nothing (`ClosureGestures.setEnabled`); SwiftUI says so
    /// through `disabled(_:)` instead.
    func update() {
      guard let registry, let view = registry.view else { return }
      if registry.swiftUI == nil {
        observeInteraction(of: view)
        registry.setEnabled(!view.refusesInteraction)
      }
      let store = registry.gestures.store
      updateCustomActions(of: view, to: store.namedActions, adjustable: store.adjustable)
      updateBlocks(of: view, store)
      updateTraits(of: view, store)
      updateElement(of: view, store)
      updateMenu(of: view, offered: store.offersMenu)
      if menu != nil { checkMenuAfterConfiguration() }
    }

    // MARK: Custom actions

    private func updateCustomActions(
      of view: UIView, to named: [ClosureGestures.NamedAction], adjustable: ClosureGestures.Slot?
    ) {
      if named != builtFrom || adjustable != builtAdjustable {
        let others = othersCustomActions(of: view)
        customActions = named.map { action in
          UIAccessibilityCustomAction(name: action.title) { [weak self] _ in
            self?.registry?.perform(action.slot) ?? false
          }
        }
        if let adjustable {
          customActions += [ClosureGestures.Adjustment.increment, .decrement].map { step in
            UIAccessibilityCustomAction(name: step.title(of: adjustable)) {
              [weak self] _ in self?.adjust(step) ?? false
            }
          }
        }
        builtFrom = named
        builtAdjustable = adjustable
        view.accessibilityCustomActions = others + customActions
      } else {
        restoreCustomActions(of: view)
      }
      if !customActions.isEmpty { restoreCustomActionsAfterConfiguration() }
    }

    /// The view's custom actions that are not ours.
    private func othersCustomActions(of view: UIView) -> [UIAccessibilityCustomAction] {
      (view.accessibilityCustomActions ?? []).filter { action in
        !customActions.contains { $0 === action }
      }
    }

    /// Puts ours back after the app's, if the app replaced the array; leaves it alone if they
    /// are in place.
    private func restoreCustomActions(of view: UIView) {
      let current = view.accessibilityCustomActions ?? []
      let others = othersCustomActions(of: view)
      let inPlace =
        current.count == others.count + customActions.count
        && zip(current.suffix(customActions.count), customActions).allSatisfy { $0 === $1 }
      if !inPlace { view.accessibilityCustomActions = others + customActions }
    }

    /// An app that sets `accessibilityCustomActions` after adding a named gesture in the same
    /// configuration replaces the whole array. The configuration runs to its end before the
    /// main actor takes its next job, so the check comes after the app's last word.
    private func restoreCustomActionsAfterConfiguration() {
      guard !isReinstallScheduled else { return }
      isReinstallScheduled = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        isReinstallScheduled = false
        guard let view = registry?.view, !customActions.isEmpty else { return }
        restoreCustomActions(of: view)
        warnIfUnreachable(view)
      }
    }

    // MARK: Activation and adjustment

    /// One step of the adjustable gesture, then what it did, said: the view's
    /// `accessibilityValue`, which VoiceOver reads after an increment or decrement (set it in
    /// the handler: "150%"), or, where the app keeps none, the step's name, announced.
    private func adjust(_ step: ClosureGestures.Adjustment) -> Bool {
      guard let registry, let slot = registry.gestures.store.adjustable, registry.adjust(step),
        let view = registry.view
      else { return false }
      if view.accessibilityValue?.isEmpty ?? true {
        postQueuedAnnouncement(step.title(of: slot))
      }
      return true
    }

    /// Keeps the activation block on the view while the store offers a single tap, and the
    /// increment and decrement blocks while it offers an adjustable pinch or rotation; takes
    /// each away, if it is still ours, once that is gone.
    ///
    /// The blocks are iOS 17's `accessibilityActivateBlock`, `accessibilityIncrementBlock` and
    /// `accessibilityDecrementBlock`, reached through their Objective-C setters, which the
    /// iOS 17 SDK declares and earlier systems do not have (`responds(to:)` checks).
    /// Assistive technologies call `accessibilityActivate()` on an element (VoiceOver's
    /// double tap, Switch Control's select, Voice Control's “tap”, Full Keyboard Access's
    /// space) and tap at its activation point when that returns `false`.
    ///
    /// UIKit: where a block is set, the system calls it instead of the matching method
    /// (`accessibilityActivate()`, `accessibilityIncrement()`, `accessibilityDecrement()`),
    /// whatever the view's class does there. So no block goes where the app set one, where
    /// the view's class (or UIKit's accessibility for it, as for a slider or a stepper)
    /// implements the method itself, nor, for the steps, on a view that is adjustable of its
    /// own: that view's own behaviour stays, and the gesture's second way is then its
    /// gesture.
    private func updateBlocks(of view: UIView, _ store: ClosureGestures) {
      guard #available(iOS 17.0, *) else { return }
      let ownsAdjustable =
        view.accessibilityTraits.contains(Trait.adjustable) && !addedAdjustableTrait
      let wantsSteps = store.adjustable != nil && !ownsAdjustable
      updateBlock(.activate, wanted: store.activation != nil, on: view) {
        let performTap: @MainActor @Sendable () -> Bool = { [weak self] in
          self?.activate() ?? false
        }
        let block: @convention(block) () -> Bool = { callOnMainThread(performTap) }
        return block as AnyObject
      }
      updateBlock(.increment, wanted: wantsSteps, on: view) {
        let stepUp: @MainActor @Sendable () -> Void = { [weak self] in
          _ = self?.adjust(.increment)
        }
        let block: @convention(block) () -> Void = { runOnMainActor(stepUp) }
        return block as AnyObject
      }
      updateBlock(.decrement, wanted: wantsSteps, on: view) {
        let stepDown: @MainActor @Sendable () -> Void = { [weak self] in
          _ = self?.adjust(.decrement)
        }
        let block: @convention(block) () -> Void = { runOnMainActor(stepDown) }
        return block as AnyObject
      }
    }

    /// Sets one block through key-value coding when it is wanted, the view has its setter,
    /// holds no block and its class does not implement the method the block would replace;
    /// clears it when it is no longer wanted and the view still holds the one set here (an
    /// app's block that replaced it stays).
    private func updateBlock(
      _ kind: BlockKind, wanted: Bool, on view: UIView, make: () -> AnyObject
    ) {
      let installed = installedBlocks[kind]
      if wanted {
        guard installed == nil, view.responds(to: NSSelectorFromString(kind.setter)),
          view.value(forKey: kind.key) == nil, !Self.implementsItself(view, kind.method)
        else { return }
        view.setValue(make(), forKey: kind.key)
        // The property copies the block: what it holds is what a later clear compares with.
        installedBlocks[kind] = view.value(forKey: kind.key) as AnyObject?
      } else if let installed {
        installedBlocks[kind] = nil
        if let current = view.value(forKey: kind.key) as AnyObject?, current === installed {
          view.setValue(nil, forKey: kind.key)
        }
      }
    }

    /// Whether the view's class implements `method` other than UIView does: the app's
    /// override, or UIKit's for a control such as a slider or a stepper.
    private static func implementsItself(_ view: UIView, _ method: String) -> Bool {
      let selector = NSSelectorFromString(method)
      guard let viewClass = object_getClass(view) else { return false }
      return class_getMethodImplementation(viewClass, selector)
        != class_getMethodImplementation(UIView.self, selector)
    }

    /// The three blocks, by the names of their property, setter and the method each replaces.
    private enum BlockKind: Hashable {
      case activate, increment, decrement

      var key: String {
        switch self {
        case .activate: "accessibilityActivateBlock"
        case .increment: "accessibilityIncrementBlock"
        case .decrement: "accessibilityDecrementBlock"
        }
      }

      var setter: String {
        switch self {
        case .activate: "setAccessibilityActivateBlock:"
        case .increment: "setAccessibilityIncrementBlock:"
        case .decrement: "setAccessibilityDecrementBlock:"
        }
      }

      var method: String {
        switch self {
        case .activate: "accessibilityActivate"
        case .increment: "accessibilityIncrement"
        case .decrement: "accessibilityDecrement"
        }
      }
    }

    /// The single tap, performed: `false` when the view has none, and the assistive
    /// technology then taps the view.
    private func activate() -> Bool {
      guard let registry, let tap = registry.gestures.store.activation else { return false }
      return registry.perform(tap)
    }

    // MARK: Traits and element

    private func updateTraits(of view: UIView, _ store: ClosureGestures) {
      let wantsButton = store.activation != nil
      let claimed: UIAccessibilityTraits = [Trait.button, Trait.link, Trait.keyboardKey, Trait.adjustable]
      if wantsButton, !addedButtonTrait,
        view.accessibilityTraits.isDisjoint(with: claimed.subtracting(ownAdjustable))
      {
        view.accessibilityTraits.insert(Trait.button)
        addedButtonTrait = true
      } else if !wantsButton, addedButtonTrait {
        view.accessibilityTraits.remove(Trait.button)
        addedButtonTrait = false
      }
      var wantsAdjustable = false
      if #available(iOS 17.0, *) { wantsAdjustable = store.adjustable != nil }
      if wantsAdjustable, !addedAdjustableTrait,
        !view.accessibilityTraits.contains(Trait.adjustable)
      {
        view.accessibilityTraits.insert(Trait.adjustable)
        addedAdjustableTrait = true
      } else if !wantsAdjustable, addedAdjustableTrait {
        view.accessibilityTraits.remove(Trait.adjustable)
        addedAdjustableTrait = false
      }
    }

    /// The adjustable trait if GestureKit added it: not the app's word on what the view is.
    private var ownAdjustable: UIAccessibilityTraits { addedAdjustableTrait ? Trait.adjustable : [] }

    /// UIKit's trait bits, by value: the iOS 16.5 SDK declares `UIAccessibilityTraits.button`
    /// and the others as mutable globals, which Swift 6 refuses to read ("not
    /// concurrency-safe"). Their values are part of UIKit's binary interface, unchanged since
    /// the traits came: button 1 << 0, link 1 << 1, keyboard key 1 << 5, adjustable 1 << 12.
    private enum Trait {
      static let button = UIAccessibilityTraits(rawValue: 1 << 0)
      static let link = UIAccessibilityTraits(rawValue: 1 << 1)
      static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
      static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    }

    private func updateElement(of view: UIView, _ store: ClosureGestures) {
      let offers = store.activation != nil || !store.namedActions.isEmpty || store.adjustable != nil
      let carrier = carrier(of: view)
      if offers, !madeElement, carrier == .viewMadeElement {
        view.isAccessibilityElement = true
        madeElement = true
        warnOnceIfMadeElementIsUnlabeled(view)
      } else if madeElement, !offers || carrier != .viewMadeElement {
        view.isAccessibilityElement = false
        madeElement = false
      }
      if offers, carrier == .ancestor {
        ancestorActions.lend(actionsForAncestor(store), to: view.accessibilityElementAncestor)
      } else {
        ancestorActions.takeBack()
      }
      warnIfUnreachable(view)
    }

    /// What the element around the view offers for it: the named actions, and the single tap
    /// when it is not named, as an action named after the view's `accessibilityLabel`
    /// (``activateName(_:)``: activating the element does not reach the view). A tap without
    /// either name is not offered, which debug builds say.
    private func actionsForAncestor(_ store: ClosureGestures) -> [UIAccessibilityCustomAction] {
      guard let tap = store.activation, !store.namedActions.contains(where: { $0.slot == tap }),
        let label = registry?.view?.accessibilityLabel, !label.isEmpty
      else {
        tapAction = nil
        return customActions
      }
      let name = Self.activateName(label)
      if tapAction?.name != name {
        tapAction = UIAccessibilityCustomAction(name: name) { [weak self] _ in
          self?.activate() ?? false
        }
      }
      return customActions + [tapAction].compactMap { $0 }
    }

    /// The name of an unnamed tap lent to the element around its view: a verb, as a custom
    /// action's name says what it does, with the view's label ("Activate Photo"), localized
    /// through the app's `GestureKit.strings`, table `GestureKit`, under "Activate %@".
    static func activateName(_ label: String) -> String {
      let format = NSLocalizedString(
        "Activate %@", tableName: "GestureKit",
        comment: "An unnamed tap of a view inside an element, as that element's action")
      return String(format: format, label)
    }

    /// Brings the view in step again when it starts or stops refusing interaction, as the app
    /// sets it: `isUserInteractionEnabled` and a control's `isEnabled` are Objective-C
    /// properties whose setters post key-value notifications to observers registered through
    /// Foundation's automatic key-value observing. Each change is also read at every update.
    private func observeInteraction(of view: UIView) {
      guard interactionObservations.isEmpty else { return }
      let changed: @MainActor @Sendable () -> Void = { [weak self] in self?.update() }
      interactionObservations.append(
        view.observe(\.isUserInteractionEnabled) { _, _ in runOnMainActor(changed) })
      if let control = view as? UIControl {
        interactionObservations.append(
          control.observe(\.isEnabled) { _, _ in runOnMainActor(changed) })
      }
    }

    /// Who offers the view's actions (GestureCore's decision); an ancestor is looked for only
    /// while the view is in a window, where its ancestors are known.
    private func carrier(of view: UIView) -> ActionsCarrier {
      // An element GestureKit made is no element of the app's: the decision is made afresh.
      ActionsCarrier(
        isElement: view.isAccessibilityElement && !madeElement, hasContent: !view.subviews.isEmpty,
        isInsideElement: view.window != nil && view.isInsideAccessibilityElement,
        appCarries: appCarries)
    }

    /// In debug builds, says once per app that a view's named actions are offered by no
    /// element, and what to do: only for a view in a window, with named actions.
    private func warnIfUnreachable(_ view: UIView) {
      #if DEBUG
        guard view.window != nil else { return }
        let carrier = carrier(of: view)
        if carrier == .ancestor { return warnOnceAboutLentActions(view) }
        guard !Self.hasWarnedAboutUnreachableActions, !customActions.isEmpty,
          case .nobody(let reason) = carrier
        else { return }
        Self.hasWarnedAboutUnreachableActions = true
        let why = reason.explanation
        let warning: StaticString =
          "GestureKit: a named gesture's action (%{public}@) is a custom action of its view, but no assistive technology offers it: %{public}@. Make the view an element (isAccessibilityElement = true and an accessibilityLabel), or put view.gestureAccessibilityActions on the element that stands for it (the cell, or the element that reads its labels) and set view.carriesGestureAccessibilityActions."
        os_log(
          warning, log: .default, type: .error, (builtFrom.first?.title ?? "") as NSString,
          "\(type(of: view)): \(why)" as NSString)
      #endif
    }

    /// In debug builds, says once per app that a view inside an accessibility element has
    /// closure gestures: activating the element does not reach them, so they are offered as
    /// custom actions of the element, and a tap with no name at all is offered by nobody.
    private func warnOnceAboutLentActions(_ view: UIView) {
      #if DEBUG
        guard !Self.hasWarnedAboutLentActions, let registry else { return }
        let store = registry.gestures.store
        guard store.activation != nil || !store.namedActions.isEmpty else { return }
        Self.hasWarnedAboutLentActions = true
        let ancestor = view.accessibilityElementAncestor.map { "\(type(of: $0))" } ?? "?"
        let untitledTap = store.activation != nil && tapAction == nil
          && !store.namedActions.contains { $0.slot == store.activation }
        let warning: StaticString =
          "GestureKit: %{public}@ is inside the accessibility element %{public}@, which VoiceOver activates as a whole: the view's named gestures (and its tap, as “Activate” and its accessibilityLabel, unless you name it with onTap(named:)) are custom actions of that element instead.%{public}@"
        let tail =
          untitledTap
          ? " Its tap has no name (no onTap(named:) and no accessibilityLabel): no assistive technology can make it; give it one."
          : ""
        os_log(
          warning, log: .default, type: .error, "\(type(of: view))" as NSString,
          ancestor as NSString, tail as NSString)
      #endif
    }

    // MARK: Context menu

    private func updateMenu(of view: UIView, offered: Bool) {
      // A menu of the app's on the view or an ancestor (a cell's, a container's) is the one
      // a long press or a secondary click there opens: no second menu competes with it.
      let hasOwnMenu = hasAppMenu(around: view)
      if offered, !hasOwnMenu, menu == nil {
        let interaction = UIContextMenuInteraction(delegate: self)
        view.addInteraction(interaction)
        menu = interaction
      } else if let menu, !offered || hasOwnMenu {
        view.removeInteraction(menu)
        self.menu = nil
      }
    }

    /// Whether the app shows a context menu of its own on the view: an interaction other
    /// than this object's on it or an ancestor (a cell's, a container's), or a list around
    /// its cell whose delegate provides menus; the swipe actions' answer for the same view.
    private func hasAppMenu(around view: UIView) -> Bool {
      view.showsAppContextMenu(besides: menu)
    }

    /// A view given its gestures before it is put in its cell or container has no ancestors
    /// yet, so the check is made again once the configuration that added it has run (it runs
    /// to its end before the main actor takes its next job), and once more when a menu is
    /// asked for. Scheduled by ``update()`` only, so one check does not schedule the next.
    private func checkMenuAfterConfiguration() {
      guard !isMenuCheckScheduled else { return }
      isMenuCheckScheduled = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        isMenuCheckScheduled = false
        guard let registry, let view = registry.view, menu != nil else { return }
        updateMenu(of: view, offered: registry.gestures.store.offersMenu)
      }
    }
  }

  /// Runs main-actor code at once from an accessibility block, which UIKit calls on the main
  /// thread, and returns its answer; `false` off the main thread (no answer can wait). With
  /// `MainActor.assumeIsolated` where the SDK has it (see `runOnMainActor`).
  nonisolated func callOnMainThread(_ body: @escaping @MainActor @Sendable () -> Bool)
    -> Bool
  {
    guard Thread.isMainThread else { return false }
    #if canImport(Synchronization)
      return MainActor.assumeIsolated(body)
    #else
      return unsafeBitCast(body, to: (@Sendable () -> Bool).self)()
    #endif
  }

  extension ClosureGestures.Adjustment {
    /// The name of a step as a custom action and as the announcement after it: "Zoom In",
    /// "Zoom Out" for a pinch, "Rotate Clockwise", "Rotate Counterclockwise" for a rotation;
    /// localized through the app's `GestureKit.strings`, table `GestureKit`, under the English
    /// text.
    func title(of slot: ClosureGestures.Slot) -> String {
      let english =
        switch (slot == .pinch, self) {
        case (true, .increment): "Zoom In"
        case (true, .decrement): "Zoom Out"
        case (false, .increment): "Rotate Clockwise"
        case (false, .decrement): "Rotate Counterclockwise"
        }
      return NSLocalizedString(
        english, tableName: "GestureKit", comment: "A step of an adjustable pinch or rotation")
    }
  }

  extension ClosureGestures.NamedAction {
    /// The action's name as assistive technologies speak it and the menu shows it: the app's
    /// name, with the swipe's direction added when the name stands for several (“Skip Left”,
    /// “Skip Right”), localized through the app's `GestureKit.strings` under the English
    /// format ("%@ Left", "%@ Right", "%@ Up", "%@ Down").
    var title: String {
      guard namesDirection, case .swipe(let direction) = slot else { return name }
      let format: String
      switch direction {
      case .left: format = "%@ Left"
      case .right: format = "%@ Right"
      case .up: format = "%@ Up"
      default: format = "%@ Down"
      }
      let localized = NSLocalizedString(
        format, tableName: "GestureKit", comment: "A named swipe of several directions, one direction's action")
      return String(format: localized, name)
    }
  }

  extension ClosureGestureAccessibility: UIContextMenuInteractionDelegate {
    /// The named actions as menu items, each making its gesture where the menu was asked for
    /// (a long press's or a secondary click's location). No menu when none is offered any
    /// more, or when the view or an ancestor has since got a context menu interaction of the
    /// app's (the view was moved into a cell with a menu after its gestures were added): this
    /// one is then taken away, so that from the next press on the app's is the view's only
    /// menu.
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction,
      configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      guard let registry, registry.gestures.store.offersMenu, let view = interaction.view else {
        return nil
      }
      // UIKit: a delegate that returns no configuration shows no menu for this press.
      // The interaction is taken away on the next turn, not while it is asking its delegate.
      if hasAppMenu(around: view) {
        Task { @MainActor [weak self] in
          guard let self, let registry = self.registry, let view = registry.view else { return }
          updateMenu(of: view, offered: registry.gestures.store.offersMenu)
        }
        return nil
      }
      menuLocation = view.convert(location, to: nil)
      let actions = registry.gestures.store.namedActions
      return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) {
        [weak self] _ in
        UIMenu(
          children: actions.map { action in
            UIAction(title: action.title) { _ in
              guard let self else { return }
              self.registry?.perform(action.slot, at: self.menuLocation)
            }
          })
      }
    }
  }
#endif
