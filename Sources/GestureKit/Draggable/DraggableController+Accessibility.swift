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

    /// What is announced when the store refuses `action`: "Already at Top Left", "Already
    /// Shown", "Already at Largest Size", "Show It First" (stashed), "Still Moving", "Not
    /// Available" (an action the options do not offer, listed by SwiftUI on iOS 15); `nil` for
    /// a size cycle already there. Localized as the actions' names.
    static func announcement(
      refusing action: DraggableStore.Action, _ refusal: DraggableStore.ActionRefusal
    ) -> String? {
      switch (refusal, action) {
      case (.notOffered, _): localized("Not Available")
      case (.moving, _): localized("Still Moving")
      case (.stashed, _): localized("Show It First")
      case (.atSizeLimit, .resize(.smaller)): localized("Already at Smallest Size")
      case (.atSizeLimit, _): localized("Already at Largest Size")
      case (.alreadyThere, .show): localized("Already Shown")
      case (.alreadyThere, .move(let anchor)): alreadyAt(anchor)
      case (.alreadyThere, .resize): nil
      }
    }

    /// What is announced once the view rests after `action`: where it rests ("Top Left",
    /// "Left Edge", "Place 2", "Stashed at Left Edge"; after Show too) or the size step
    /// ("Larger", "Smaller", "Size Changed"). Localized as the actions' names. `nil` while the
    /// store knows no anchor.
    func outcome(of action: DraggableStore.Action) -> String? {
      switch action {
      case .resize(.larger): return Self.localized("Larger")
      case .resize(.smaller): return Self.localized("Smaller")
      case .resize(.cycle): return Self.localized("Size Changed")
      case .move, .show:
        guard let anchor = host?.store.anchor else { return nil }
        return switch anchor {
        case .left: Self.localized("Left Edge")
        case .right: Self.localized("Right Edge")
        case .top: Self.localized("Top Edge")
        case .bottom: Self.localized("Bottom Edge")
        case .topLeft: Self.localized("Top Left")
        case .topRight: Self.localized("Top Right")
        case .bottomLeft: Self.localized("Bottom Left")
        case .bottomRight: Self.localized("Bottom Right")
        case .point(let index): String(format: Self.localized("Place %d"), index + 1)
        case .stashedLeft: Self.localized("Stashed at Left Edge")
        case .stashedRight: Self.localized("Stashed at Right Edge")
        }
      }
    }

    /// "Already at Top Left", "Already at Place 2", "Already Stashed at Left Edge".
    private static func alreadyAt(_ anchor: DraggableStore.Anchor) -> String {
      switch anchor {
      case .left: localized("Already at Left Edge")
      case .right: localized("Already at Right Edge")
      case .top: localized("Already at Top Edge")
      case .bottom: localized("Already at Bottom Edge")
      case .topLeft: localized("Already at Top Left")
      case .topRight: localized("Already at Top Right")
      case .bottomLeft: localized("Already at Bottom Left")
      case .bottomRight: localized("Already at Bottom Right")
      case .point(let index): String(format: localized("Already at Place %d"), index + 1)
      case .stashedLeft: localized("Already Stashed at Left Edge")
      case .stashedRight: localized("Already Stashed at Right Edge")
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

    /// The store's actions with their names (VoiceOver's custom actions, the context menu):
    /// the same wherever the view is, one that would do nothing now refused when chosen.
    var namedActions: [(action: DraggableStore.Action, name: String)] {
      guard let store = host?.store else { return [] }
      return store.actions.compactMap { action in name(for: action).map { (action, $0) } }
    }

    /// Performs an action of the store's, at the current time; `false` when the store refuses
    /// it now (`DraggableStore.refusal(of:)`: already there, at a size limit, stashed, or the
    /// view dragged, pinched or still moving), and the refusal is announced ("Already at Top
    /// Left"): the store decides, as it does for a release. Once the view comes to rest after
    /// it, the outcome is announced ("Top Left", "Stashed at Left Edge", "Larger"), as the
    /// system's own window actions do, and VoiceOver's cursor follows the view
    /// (``refreshAccessibilityActions()``).
    @discardableResult
    func perform(_ action: DraggableStore.Action) -> Bool {
      guard !isInvalidated, let store = host?.store else { return false }
      if let refusal = store.refusal(of: action) {
        // A custom action's handler that returns false makes VoiceOver play its failure
        // sound; the announcement, queued behind it, says why.
        if let text = Self.announcement(refusing: action, refusal) { postQueuedAnnouncement(text) }
        return false
      }
      announcedAction = action
      send(.perform(action, time: now()))
      return true
    }

    /// Keeps one custom action per action of the store's (`DraggableStore.actions`: every
    /// anchor, the stashes and Show, Make Larger and Make Smaller, the same wherever the view
    /// is, so the actions rotor and Voice Control's names never change as it moves) on the view, after the app's own custom actions. Called after each event;
    /// cheap (no allocation) unless the view has just come to rest somewhere new.
    ///
    /// - The custom actions are made per name, each for its place in the store's list
    ///   (``namedActions``), and perform the action at that place when chosen, never the
    ///   first with the same name (two anchors the app names alike each do their own), so the
    ///   view's array is replaced only when the names change (new options, the app's
    ///   names), never because the view moved: an assistive technology keeps its place in the
    ///   actions rotor. One that would do nothing now (the anchor it rests at, a size limit)
    ///   is refused when chosen, and the refusal announced.
    /// - An app that sets `accessibilityCustomActions` after `makeDraggable`, in the same
    ///   turn of the main actor or later, replaces the whole array, ours included: ours come
    ///   back after its own once that turn is over, each time the view comes to rest, and
    ///   when an assistive technology focuses the view, whichever was set last.
    /// - While the view moves the actions stay, and one chosen then is refused (the store
    ///   performs none mid-drag or mid-settle): the assistive technology says it failed.
    /// - After an action, once the view rests, its outcome is announced (``outcome(of:)``),
    ///   queued. In UIKit VoiceOver's cursor is first moved to the view when it is not on it
    ///   already; in SwiftUI the element VoiceOver has is the SwiftUI content, which moves
    ///   with its frame and keeps the cursor (the UIKit view the store moves there is a
    ///   hidden stand-in, no element), so only the announcement is posted.
    func refreshAccessibilityActions() {
      guard let view, let store = host?.store else { return }
      let isResting = store.phase == .resting
      let cameToRest = isResting && !wasRestingForAccessibility
      wasRestingForAccessibility = isResting
      guard isResting else { return }
      let anchor = store.anchor
      if hasAccessibilityActions, anchor == accessibilityAnchor, store.size == accessibilitySize {
        if cameToRest {
          restoreAccessibilityActions()
          updateActionsCarrier(of: view)
        }
      } else {
        hasAccessibilityActions = true
        accessibilityAnchor = anchor
        accessibilitySize = store.size
        installAccessibilityActions(on: view)
      }
      if let action = announcedAction {
        announcedAction = nil
        // UIKit: a layout-changed notification whose argument is an element moves VoiceOver's
        // cursor to that element; the view moved, and the cursor would stay behind. It is
        // posted only when the cursor is elsewhere: on the view it would read it all again.
        if let text = outcome(of: action) {
          announceOutcome(text, focusing: isHostedBySwiftUI ? nil : view)
        }
      }
    }

    /// Makes the custom actions for the names offered now, if they changed, and puts them
    /// after the app's own; then decides who carries them.
    private func installAccessibilityActions(on view: UIView) {
      let names = namedActions.map(\.name)
      if names != accessibilityNames {
        let others = othersCustomActions(of: view)
        accessibilityActions = names.enumerated().map { index, name in
          UIAccessibilityCustomAction(name: name) { [weak self] _ in
            self?.performAction(at: index, named: name) ?? false
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
      if let view { setShowBlock(on: view, false) }
      if let view { actionsCarriers.removeStandIn(from: view) }
      actionsCarriers.ancestor.takeBack()
      accessibilityActions.removeAll()
      accessibilityNames.removeAll()
      accessibilityAnchor = nil
      accessibilitySize = nil
      hasAccessibilityActions = false
    }

    /// An assistive technology landed on `element`. On the view: whichever was set last, the
    /// app's custom actions or ours, it finds both. On the view, its stand-in or anything
    /// inside the view: the stand-in's list of the view's content, a picture of the subviews
    /// when it was made, is made again, so that subviews the app added or removed since are
    /// read as they are now. Elsewhere nothing changes.
    func accessibilityElementFocused(_ element: AnyObject?) {
      guard let view, let element, !accessibilityActions.isEmpty else { return }
      if element === view { restoreAccessibilityActions() }
      let isInView: Bool
      if let focusedView = element as? UIView {
        isInView = focusedView.isDescendant(of: view)
      } else if let standIn = element as? DraggableStandInElement {
        isInView = standIn.floatingView === view
      } else {
        isInView = accessibilityContainer(of: element) === view
      }
      if isInView { updateActionsCarrier(of: view) }
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
    /// becomes a container whose first element stands in for it and carries them (it has
    /// content: a video window with buttons), lends them to the element around it, or leaves
    /// them to the app or SwiftUI. Only once the view is in a window, where its ancestors are
    /// known.
    private func updateActionsCarrier(of view: UIView) {
      guard view.window != nil, !accessibilityActions.isEmpty else { return }
      let carrier = ActionsCarrier(
        isElement: view.isAccessibilityElement, hasContent: hasContent(view),
        isInsideElement: view.isInsideAccessibilityElement,
        appCarries: appCarriesAccessibilityActions || isHostedBySwiftUI, canStandIn: true)
      if carrier == .standIn {
        actionsCarriers.putStandIn(on: view, content: contentElements(of: view))
      } else {
        actionsCarriers.removeStandIn(from: view)
      }
      // The view is the element (the app's or made here): activating it while stashed shows it.
      setShowBlock(on: view, carrier == .view || carrier == .viewMadeElement)
      if carrier == .ancestor {
        actionsCarriers.ancestor.lend(accessibilityActions, to: view.accessibilityElementAncestor)
      } else {
        actionsCarriers.ancestor.takeBack()
      }
      switch carrier {
      case .viewMadeElement:
        guard !madeAccessibilityElement else { break }
        view.isAccessibilityElement = true
        madeAccessibilityElement = true
        warnOnceIfMadeElementIsUnlabeled(view)
      case .view, .app, .standIn, .ancestor, .nobody:
        // `.nobody` is not decided for a view that can have a stand-in.
        break
      }
    }

    /// Performs Show while the view is stashed, as a tap on its tab would (picture in picture
    /// comes back on a double tap too); `false` otherwise, and nothing happens.
    func showIfStashed() -> Bool {
      guard let store = host?.store, store.isStashed else { return false }
      return perform(.show)
    }

    /// Puts on the view, while it is the element that carries the actions (or takes off it),
    /// an activation block that shows it while stashed, unless the view has a block already
    /// or its class implements `accessibilityActivate()`; an app's block that replaced ours
    /// stays.
    ///
    /// UIKit: where iOS 17's `accessibilityActivateBlock` is set, assistive technologies call
    /// it instead of `accessibilityActivate()`, and tap the element's activation point (its
    /// frame's centre, off screen while the view is stashed) when it returns `false`. The
    /// setter is reached by its Objective-C name, which earlier systems do not have.
    private func setShowBlock(on view: UIView, _ wanted: Bool) {
      guard #available(iOS 17.0, *) else { return }
      let key = "accessibilityActivateBlock"
      guard wanted != (showBlock != nil),
        view.responds(to: NSSelectorFromString("setAccessibilityActivateBlock:"))
      else { return }
      if wanted {
        let selector = NSSelectorFromString("accessibilityActivate")
        guard view.value(forKey: key) == nil, let viewClass = object_getClass(view),
          class_getMethodImplementation(viewClass, selector)
            == class_getMethodImplementation(UIView.self, selector)
        else { return }
        let show: @MainActor @Sendable () -> Bool = { [weak self] in
          self?.showIfStashed() ?? false
        }
        let block: @convention(block) () -> Bool = { callOnMainThread(show) }
        view.setValue(block as AnyObject, forKey: key)
        // The property copies the block: what it holds is what a later clear compares with.
        showBlock = view.value(forKey: key) as AnyObject?
      } else if let installed = showBlock {
        showBlock = nil
        if let current = view.value(forKey: key) as AnyObject?, current === installed {
          view.setValue(nil, forKey: key)
        }
      }
    }

    /// What assistive technologies read in the view after its stand-in: its subviews, the
    /// helpers GestureKit adds excluded but the tab of a stashed view kept.
    private func contentElements(of view: UIView) -> [Any] {
      let content = (view as? UIVisualEffectView)?.contentView ?? view
      return content.subviews.filter { subview in
        subview !== keyTarget && !(subview is DraggableWindowProbe)
      }
    }

    /// Whether the view has subviews of the app's (the helpers GestureKit adds excluded).
    private func hasContent(_ view: UIView) -> Bool {
      let content = (view as? UIVisualEffectView)?.contentView ?? view
      return content.subviews.contains { subview in
        subview !== tab && subview !== keyTarget && !(subview is DraggableWindowProbe)
      }
    }

    /// The action's name for an anchor: ``accessibilityAnchorName``, or the default.
    private func accessibilityName(_ anchor: DraggableStore.Anchor) -> String? {
      if let accessibilityAnchorName { return accessibilityAnchorName(anchor) }
      return Self.defaultAccessibilityName(for: anchor)
    }

    /// Performs the store's action at `index` of ``namedActions``, by its place and not its
    /// name, so that two actions the app names alike each perform their own; `false` when
    /// the list has changed since the custom action was made (no action there, or another
    /// name: its replacement is on its way) or the store refuses it.
    private func performAction(at index: Int, named name: String) -> Bool {
      let named = namedActions
      guard named.indices.contains(index), named[index].name == name else { return false }
      return perform(named[index].action)
    }
  }

  /// Where a floating view's actions go besides the view itself: the stand-in element that
  /// carries them ahead of the view's content (`ActionsCarrier.standIn`), or the element
  /// around the view (`.ancestor`).
  ///
  /// The stand-in is the view's first accessibility element: `accessibilityElements` becomes
  /// the stand-in followed by the view's subviews (or by the elements the app had set there),
  /// brought up to date each time the view comes to rest and each time an assistive
  /// technology lands on the view, the stand-in or something inside the view. It reads the
  /// view's `accessibilityLabel` (“Floating Window” when the app set none, localized as the
  /// actions' names), covers the view's frame, and offers the view's custom actions, the app's and
  /// the moves.
  @MainActor
  struct DraggableActionsCarriers {
    /// The element around the view that carries the actions, if any.
    var ancestor = AncestorActions()
    /// The stand-in, while it is the view's first element.
    private var standIn: DraggableStandInElement?
    /// The elements GestureKit set last, to tell them from the app's.
    private var setElements: [AnyObject] = []

    /// Makes the view a container whose first element is the stand-in, followed by
    /// `content`, or by the app's own elements if the app set some since.
    mutating func putStandIn(on view: UIView, content: [Any]) {
      let element = standIn ?? DraggableStandInElement(accessibilityContainer: view)
      element.floatingView = view
      standIn = element
      let current = (view.accessibilityElements ?? []).map { $0 as AnyObject }
      let isOurs = current.count == setElements.count && zip(current, setElements).allSatisfy { $0 === $1 }
      let others = current.filter { $0 !== element }
      let rest: [Any] = isOurs || others.isEmpty ? content : others
      let wanted: [AnyObject] = [element] + rest.map { $0 as AnyObject }
      guard !(wanted.count == current.count && zip(wanted, current).allSatisfy { $0 === $1 }) else {
        return
      }
      view.accessibilityElements = wanted
      setElements = wanted
    }

    /// Takes the stand-in away: the view's elements are its subviews again, or the app's.
    mutating func removeStandIn(from view: UIView) {
      guard let element = standIn else { return }
      standIn = nil
      let current = (view.accessibilityElements ?? []).map { $0 as AnyObject }
      let isOurs = current.count == setElements.count && zip(current, setElements).allSatisfy { $0 === $1 }
      setElements = []
      let others = current.filter { $0 !== element }
      view.accessibilityElements = isOurs || others.isEmpty ? nil : others
    }
  }

  /// The element that stands in for a floating view with content: the view's label, its
  /// frame wherever it moves, and its custom actions (the app's and the moves), read from the
  /// view each time an assistive technology asks.
  final class DraggableStandInElement: UIAccessibilityElement {
    /// The floating view it stands in for.
    weak var floatingView: UIView?

    override var accessibilityLabel: String? {
      get {
        if let label = floatingView?.accessibilityLabel, !label.isEmpty { return label }
        return NSLocalizedString(
          "Floating Window", tableName: "GestureKit",
          comment: "The element of a floating view that has no accessibility label")
      }
      set { super.accessibilityLabel = newValue }
    }

    override var accessibilityFrame: CGRect {
      get {
        guard let view = floatingView else { return .zero }
        return UIAccessibility.convertToScreenCoordinates(view.bounds, in: view)
      }
      set { super.accessibilityFrame = newValue }
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get { floatingView?.accessibilityCustomActions }
      set { super.accessibilityCustomActions = newValue }
    }

    /// Shows a stashed view, as a tap on its tab does; otherwise `false`.
    ///
    /// UIKit: VoiceOver's double tap and Switch Control's select call this first and, when it
    /// returns `false`, tap the element's activation point, its frame's centre by default,
    /// which lies off screen while the view is stashed.
    override func accessibilityActivate() -> Bool {
      floatingView?.draggableController?.showIfStashed() ?? false
    }
  }

#endif
