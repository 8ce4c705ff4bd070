#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  /// A floating view that follows the finger and is flung to the nearest anchor of its
  /// container: a live-stream window, a debug bubble, a picture-in-picture player.
  ///
  /// Create one with `UIView.makeDraggable(anchors:insets:margin:onEnd:)`:
  ///
  /// ```swift
  /// let bubble = DebugBubbleView(frame: CGRect(x: 0, y: 400, width: 60, height: 60))
  /// view.addSubview(bubble)
  /// let dragging = bubble.makeDraggable(anchors: .sides) { frame, anchor in
  ///   print("rests at", frame, "against", anchor)
  /// }
  /// dragging.onBegan = { _ in UISelectionFeedbackGenerator().selectionChanged() }
  /// ```
  ///
  /// The view is placed by its `center` (so its `transform` stays yours); a view Auto Layout
  /// positions has its position constraints replaced by GestureKit's, which follow the same
  /// frame, until ``invalidate()``. The view owns its controller, which
  /// holds the view weakly; capture the view weakly in callbacks. How UIKit's touches, frames
  /// and container reach GestureCore's `DraggableStore`, and the debug checks, are in
  /// <doc:DraggableViews>.
  @MainActor
  public final class DraggableController {
    /// The draggable view; `nil` once it is gone.
    public private(set) weak var view: UIView?

    /// The recognizer that drags the view, for your own failure requirements (for
    /// example, `scrollView.panGestureRecognizer.require(toFail: controller.gestureRecognizer)`)
    /// or to turn dragging off for a while (`isEnabled`). It leaves drags that start on a
    /// `UISlider` or `UISwitch` to the control; set its `yieldsToControls` to `false` to drag
    /// from them too. GestureKit keeps a delegate you set and asks it too (its "no" to a
    /// touch on the view or to a drag that would begin wins; its "yes" to running together
    /// with other recognizers or to waiting for yours is added), and stays the delegate
    /// itself, so that the drag keeps its relation to the navigation's back swipe: reading
    /// `delegate` gives GestureKit's.
    public let gestureRecognizer: CoreGestureRecognizer

    /// The recognizer that resizes the view by pinching, attached to it only while the
    /// ``configuration``'s `resizing` allows pinches.
    public let pinchRecognizer: CoreGestureRecognizer

    /// The recognizer whose double tap cycles the view's sizes, attached to it only while the
    /// ``configuration``'s `resizing` allows double taps.
    public let doubleTapRecognizer: CoreGestureRecognizer

    /// GestureCore's options: anchors, margin, spring, projection, rubber band, stashing,
    /// resizing, Reduce Motion. Set by `makeDraggable`; a change applies at once (a view at
    /// rest goes to its anchor under the new margin; new anchors apply from the next
    /// release). The store is told Reduce Motion is on when this says so or the user turned
    /// it on in Settings (`UIAccessibility.isReduceMotionEnabled`, followed as it changes).
    public var configuration: DraggableStore.Configuration {
      didSet {
        attachResizeRecognizers()
        send(.configurationChanged(effectiveConfiguration))
        // The actions follow the options (new anchors, stashing, resizing), not only the
        // anchor and size the view rests at.
        removeAccessibilityActions()
        refreshAccessibilityActions()
      }
    }

    /// Extra insets inside the container's safe area, for bars and controls of your own
    /// (a tab bar, a toolbar, a player's controls). Default `.zero`. The core's margin is
    /// kept inside them. A change applies at once. Valid range `0...` (finite) on each side;
    /// a NaN, infinite or negative side counts as 0.
    public var insets: UIEdgeInsets {
      didSet { containerDidChange(force: true) }
    }

    /// Called when a drag begins (a pan, or a finger stopping the view as it springs), with
    /// the view's frame in its superview. Default `nil`.
    public var onBegan: (@MainActor (CGRect) -> Void)?

    /// Called each time the view moves during a drag (the finger moved, or the container
    /// changed under it), with the view's frame in its superview. Default `nil`.
    public var onMoved: (@MainActor (CGRect) -> Void)?

    /// Called when the view has come to rest after a drag (released, or cancelled by the
    /// system), after the spring settles, with its final frame in its superview and the
    /// anchor chosen. Every ``onBegan`` is followed by exactly one call; a finger that
    /// catches the view as it springs continues the same drag. Default `nil`.
    public var onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?

    /// The name of the VoiceOver and Switch Control custom action that moves the view to an
    /// anchor, or `nil` to offer no action for it. The view gets one action for each anchor
    /// of its ``configuration`` except the one it rests at ("Move to Top Left", …); the view
    /// must be an accessibility element (give it a label) for them to be offered.
    ///
    /// Default `nil`: ``defaultAccessibilityName(for:)``'s names, localized through the app's
    /// `GestureKit.strings`. Set it for other wording, or to leave anchors out.
    public var accessibilityAnchorName: (@MainActor (DraggableStore.Anchor) -> String?)? {
      didSet {
        removeAccessibilityActions()
        refreshAccessibilityActions()
      }
    }

    /// The name of the custom action that makes the view larger or smaller (one of the
    /// configured sizes), or `nil` to offer none. Offered only with the ``configuration``'s
    /// `resizing`, and only when there is a size to go to.
    ///
    /// Default `nil`: ``defaultAccessibilityStepName(for:)``'s names, localized through the
    /// app's `GestureKit.strings`. Set it for other wording, or to offer no step.
    public var accessibilityStepName: (@MainActor (DraggableStore.SizeStep) -> String?)? {
      didSet {
        removeAccessibilityActions()
        refreshAccessibilityActions()
      }
    }

    /// Whether a long press that does not move on the view, or a secondary click on it
    /// (a trackpad's or a mouse's), opens a context menu of the moves it offers now (the
    /// same as its VoiceOver actions: ``menuElements()``). A press that moves still drags,
    /// and no menu opens while the view is dragged or still moving. Default `false`: many
    /// people start a drag by holding the view still first, which the menu would take (and
    /// picture in picture has none); the moves stay custom actions and keys. Turn it on for
    /// pointer users, or add ``menuElements()`` to a menu of your own: WCAG 2.2's 2.5.7
    /// (dragging movements) asks for a way to move the view with a single pointer and no
    /// drag, and this menu is the library's.
    public var offersContextMenu = false {
      didSet { updateContextMenu() }
    }

    /// Whether a hardware keyboard moves the view while it has focus (iPadOS's keyboard
    /// focus: Tab moves to it): the arrow keys to the nearest place that way, S to stash or
    /// show it, ⌘+ and ⌘− for its size, each as its custom action would. Never while text is
    /// edited (the text field has focus then). Default `true`.
    public var offersKeyCommands = true

    /// The store's whole state (its phase with the origins, touch and anchors it works
    /// with), or `nil` while the view has no superview. Deprecated: read ``phase`` for where
    /// the view is in its life, ``anchor`` for where it rests, and the view's frame for
    /// where it is.
    @available(*, deprecated, message: "Use phase, anchor, or the view's frame")
    public var state: DraggableStore.State? { host?.store.state }

    /// Where the view is in its life as the store shows it (resting, held by a finger,
    /// dragged, settling, pinched, resizing), or `nil` while it has no superview.
    public var phase: DraggableStore.Phase? { host?.store.phase }

    /// The anchor the view rests at, or is springing to; `nil` while a finger has it or it
    /// has no superview.
    public var anchor: DraggableStore.Anchor? { host?.store.anchor }

    /// Where the view is going in its superview: its frame at rest or under a finger, the
    /// spring's end while it settles; `nil` while it has no superview.
    var destination: CGRect? { host.map { CGRect($0.store.destination) } }

    /// Moves the view to `anchor`, springing there from where it is as after a drag (under
    /// Reduce Motion, a short spring without overshoot): ``onBegan`` first, unless a drag's
    /// spring is already carrying the view, and one ``onEnd`` once it rests. For a button
    /// that sends a player to a corner, or a place restored at launch.
    ///
    /// ```swift
    /// controller.move(to: .topRight)
    /// controller.move(to: .left(centerY: 300))   // a side, at a height of your own
    /// ```
    ///
    /// Any anchor works, offered by the ``configuration``'s anchors or not: a side or an
    /// edge at the coordinate it names (kept inside the allowed area), a stash anchor
    /// without stashing configured (a tap on its tab, a drag or another move brings it
    /// back), a custom point out of range replaced by the anchor nearest to the view.
    /// Ignored while a finger holds, drags or pinches the view, while it has no superview,
    /// after ``invalidate()``, and for a side or edge whose coordinate is NaN or infinite.
    ///
    /// - Parameter anchor: Where the view comes to rest.
    public func move(to anchor: DraggableStore.Anchor) {
      guard !isInvalidated, let view else { return }
      // A view that left its superview keeps its store for the next one: nothing to move in.
      if view.superview !== container { attach() }
      guard container != nil else { return }
      send(.move(to: anchor, time: now()))
    }

    // Internal (not private) only because the extension files share them: the store's host
    // (its clock, display link and debug contract check) is created by
    // DraggableController+Container.swift for the first container and dropped here in
    // `invalidate()`; +Dragging sends through it. No other file may use it.
    var host: StoreHost<DraggableStore>?
    /// The view's recognizers: its own, or those SwiftUI attached to the floating content it
    /// draws (``DraggableRecognizers/isAttachedBySwiftUI``).
    let recognizers: DraggableRecognizers
    /// The pan's trackpad and mouse companion (a trackpad
    /// or Magic Mouse scroll reaches only a `UIPanGestureRecognizer` that allows scrolls,
    /// never the core pan).
    private var scrollPan: ScrollDragCompanion { recognizers.scrollPan }
    private var touchObserver: TouchObserver { recognizers.touches }
    /// The delegate of the recognizers: the families' one (holds this controller weakly).
    private let gestureDelegate = FamilyGestureDelegate()
    // Written only by DraggableController+Container.swift (this file reads `container` and
    // `tracker`): no other file may use them, nor `keyboardFrame`, `sentBounds`,
    // `sentSafeArea` and `sentCornerInsets` below.
    weak var container: UIView?
    weak var tracker: DraggableContainerTracker?
    private weak var probe: DraggableWindowProbe?
    private var systemObserver: DraggableSystemObserver?
    /// The tab with a chevron shown over the view while it is stashed (glass on iOS 26).
    let tab = DraggableTabView()
    /// The keyboard's end frame in screen coordinates while it shows.
    var keyboardFrame: CGRect?
    /// Whether the store is being told of a keyboard change (set by +Container): UIKit posts
    /// its notification synchronously wherever the keyboard is asked to change, also from
    /// inside SwiftUI's update (a text field focused there), so a SwiftUI host holds back what
    /// it publishes meanwhile.
    var isFollowingKeyboard = false
    /// The keyboard's animation while the store is told of its change (set by +Container):
    /// a SwiftUI host draws the move with the same timing.
    var keyboardAnimation: KeyboardAnimation?
    /// The container as last sent to the store.
    var sentBounds: Rect?
    var sentSafeArea: Insets?
    var sentCornerInsets: DraggableStore.CornerInsets?
    /// The custom actions that move the view (+Accessibility), the anchor they were made
    /// for, and whether they are installed.
    var accessibilityActions: [UIAccessibilityCustomAction] = []
    var accessibilityAnchor: DraggableStore.Anchor?
    var accessibilitySize: Size?
    var hasAccessibilityActions = false
    /// The names ``accessibilityActions`` were made for, in order.
    var accessibilityNames: [String] = []
    /// Whether the store was resting at the last refresh (+Accessibility): coming to rest
    /// puts back actions the app replaced.
    var wasRestingForAccessibility = false
    /// The action performed by a second way whose outcome is announced once the view rests.
    var announcedAction: DraggableStore.Action?
    var isAccessibilityRestoreScheduled = false
    /// Whether GestureKit made the view an accessibility element to carry the actions.
    var madeAccessibilityElement = false
    /// The activation block GestureKit put on the view it made an element (Show while stashed).
    var showBlock: AnyObject?
    /// Whether the app puts the actions on an element of its own
    /// (`UIView.carriesGestureAccessibilityActions`).
    var appCarriesAccessibilityActions: Bool { view?.carriesGestureAccessibilityActions ?? false }
    /// Where the actions go besides the view (+Accessibility): a stand-in element ahead of
    /// the view's content, or the element around the view.
    var actionsCarriers = DraggableActionsCarriers()
    /// The context menu's delegate and interaction, and the view that takes keyboard focus
    /// for the floating view (+Menu).
    let contextMenu = DraggableContextMenu()
    let keyTarget = DraggableKeyTarget()
    /// The store's size at the last placement (+Dragging): the view is sized only when it
    /// changes.
    var placedSize: Size?
    /// Whether the view is being placed inside an animation block of the system's (a
    /// rotation): its move then rides that animation.
    var ridesSystemAnimation = false
    /// GestureKit's constraints in place of the app's, for a view Auto Layout positions.
    let positionConstraints = DraggableConstraints()
    // `fingersDown` and `storeHasPan` are used only by DraggableController+Dragging.swift.
    /// The fingers the store was told are down (a touch that landed before the store existed,
    /// while the view had no container, is not reported up).
    var fingersDown: [TouchID] = []
    /// Set once by `invalidate()`; +Container and +Dragging read it.
    private(set) var isInvalidated = false
    /// Whether the store heard the pan's `began` and not yet its end: a pan that began before
    /// the store existed (the view had no container yet) is not reported (the host contract
    /// wants `began` first). A pan from a container since replaced is the store's to ignore.
    var storeHasPan = false
    /// Whether content drawn by someone else for the view takes drags, for hosts whose
    /// content can be disabled apart from the view (SwiftUI's `isEnabled` environment): only
    /// asked while the recognizers are on another view (``receiveTouches(on:)``). Default
    /// `true`.
    var isTouchEnabled = true
    /// Called after each placement of the view and its tab, for a host that draws content
    /// of its own at the view's frame (SwiftUI's `floating`). Default `nil`.
    var didPlace: (@MainActor () -> Void)?
    /// The view the recognizers were put on instead of the view (``receiveTouches(on:)``).
    private weak var touchView: UIView?
    /// Whether SwiftUI draws the view's content and offers its actions itself (`floating`):
    /// the recognizers are on its hosting view, or it draws at each placement.
    var isHostedBySwiftUI: Bool { touchView != nil || didPlace != nil }
    /// Whether the debug log has said that a floating view's superview scrolls (once per app).
    static var hasWarnedAboutScrolling = false
    /// The controllers whose recognizers are on a view they share with other content
    /// (SwiftUI's hosting view): the others there ask them first (``floatingView(at:in:)``).
    private static var sharing: [Sharing] = []
    private struct Sharing {
      weak var controller: DraggableController?
    }

    /// Makes a view draggable; use `UIView.makeDraggable(anchors:insets:margin:onEnd:)`.
    ///
    /// - Parameter recognizers: The recognizers to take over (SwiftUI's, which it attached to
    ///   the content it draws), or `nil` to make and install its own. Default `nil`.
    init(
      view: UIView, configuration: DraggableStore.Configuration, insets: UIEdgeInsets,
      recognizers: DraggableRecognizers? = nil
    ) {
      self.view = view
      self.configuration = configuration
      self.insets = insets
      // The store's declared recognizers (drag, pinch, double tap), made before the store
      // exists: the view may have no container yet. All three are on; the resizers are
      // attached only while the configuration resizes (`attachResizeRecognizers()`).
      let recognizers =
        recognizers ?? DraggableRecognizers(configuration: configuration, attachedBySwiftUI: false)
      self.recognizers = recognizers
      gestureRecognizer = recognizers.pan
      pinchRecognizer = recognizers.pinch
      doubleTapRecognizer = recognizers.doubleTap
      gestureDelegate.family = self
      // GestureKit's rule: the pan leaves a slider's or a switch's own drag to it, as every
      // core recognizer does (`yieldsToControls`, which the app may turn off).
      gestureDelegate.adopt(gestureRecognizer)
      gestureRecognizer.stateChangeHandler = { [weak self] _, change in
        guard let drag = DragEvent(change) else { return }
        // The state change's time is its touch's `UITouch.timestamp` (or, for a cancel UIKit
        // makes itself, `CACurrentMediaTime()`): the display link's clock.
        self?.dragDidChange(drag, time: change.time)
      }
      // The touch pan and the scroll drive one store drag, never both at once
      // (`IndirectScroll`): each refuses to begin while the other is under way.
      let scrollPan = scrollPan
      gestureRecognizer.core.shouldBegin = { [weak scrollPan] _ in
        scrollPan?.touchDragMayBegin ?? true
      }
      scrollPan.onChange = { [weak self] state, value, time in
        guard let drag = DragEvent(state: state, value: value) else { return }
        self?.dragDidChange(drag, time: time)
      }
      touchObserver.onTouch = { [weak self] finger in
        self?.fingerDidChange(finger)
      }
      touchObserver.delegate = gestureDelegate
      scrollPan.claims = { [weak self] _ in
        guard let self, let view = self.view else { return false }
        return self.admits(windowPoint: self.scrollPan.pan.location(in: nil), on: view)
      }
      view.isUserInteractionEnabled = true
      // `UIGestureRecognizer.delaysTouchesEnded` (default YES), per Apple's documentation: a
      // touch's end reaches the view only once the recognizer has failed, so that it can be
      // cancelled if the gesture is recognized. Waiting for a second tap, the double tap would hold
      // every tap on the content (SwiftUI's buttons, which are no controls) for about 0.35 s: ends
      // go through at once. It still cancels the touches of the double tap it recognizes
      // (`cancelsTouchesInView`), so that its second tap is not the content's too.
      doubleTapRecognizer.delaysTouchesEnded = false
      for resizer in [pinchRecognizer, doubleTapRecognizer] {
        gestureDelegate.adopt(resizer)
        resizer.stateChangeHandler = { [weak self] _, change in
          // The pinch's phases and the double tap's recognition, read as the store reads
          // its recognizers; the time is the touch's, the display link's clock.
          guard let event = DraggableStore.event(for: change, time: change.time) else { return }
          self?.resizeDidChange(event)
        }
      }
      receiveTouches(on: view)
      systemObserver = DraggableSystemObserver(
        keyboard: { [weak self] frame, screen, animation in
          // Apple's keyboard notifications documentation: from iOS 16.1 their object is the
          // screen the keyboard is on; another display's keyboard (an iPad's, for a scene on an
          // external display) moves nothing here.
          guard let self else { return }
          if let screen, let own = self.container?.window?.screen, screen !== own { return }
          self.keyboardWillChange(to: frame, animation: animation)
        },
        reduceMotion: { [weak self] in
          guard let self else { return }
          self.send(.configurationChanged(self.effectiveConfiguration))
        },
        reduceTransparency: { [weak self] in self?.tab.updateAppearance() },
        elementFocused: { [weak self] element in self?.accessibilityElementFocused(element) })
      attach()
      // Last, so that its first `didMoveToWindow()` finds the container already attached.
      // Apple's `UIVisualEffectView.contentView` documentation: subviews of an effect view go in
      // its `contentView`; adding them to the effect view itself raises.
      let probe = DraggableWindowProbe(controller: self)
      let content = (view as? UIVisualEffectView)?.contentView ?? view
      content.addSubview(probe)
      self.probe = probe
      content.addSubview(tab)
      keyTarget.controller = self
      keyTarget.frame = content.bounds
      content.addSubview(keyTarget)
      contextMenu.controller = self
      updateContextMenu()
    }

    /// The options the store runs with: ``configuration``, with Reduce Motion on if the user
    /// turned it on.
    var effectiveConfiguration: DraggableStore.Configuration {
      var effective = configuration
      effective.reducesMotion = configuration.reducesMotion || UIAccessibility.isReduceMotionEnabled
      return effective
    }

    /// Puts the pinch and the double tap beside the pan (on the view the touches are
    /// received on) while resizing allows them, and takes them off otherwise or while the
    /// pan is on no view.
    func attachResizeRecognizers() {
      let resizing = isInvalidated ? nil : configuration.resizing
      if recognizers.isAttachedBySwiftUI {
        // SwiftUI keeps them attached to the content: on or off instead (UIKit: a disabled
        // recognizer receives no touches). Only while they are this controller's.
        guard recognizers.owner === self else { return }
        pinchRecognizer.isEnabled = resizing?.pinches == true
        doubleTapRecognizer.isEnabled = resizing?.doubleTaps == true
        return
      }
      for (recognizer, wanted) in [
        (pinchRecognizer, resizing?.pinches == true), (doubleTapRecognizer, resizing?.doubleTaps == true),
      ] {
        let target = wanted ? gestureRecognizer.view : nil
        if let target, recognizer.view !== target {
          target.addGestureRecognizer(recognizer)
        } else if target == nil, let attached = recognizer.view {
          attached.removeGestureRecognizer(recognizer)
        }
      }
    }

    /// Puts the recognizers on `touchView`: the view itself (every touch on it is the
    /// drag's), or a view under which the draggable view stands in for content drawn by
    /// someone else (SwiftUI's `floating`: an invisible view with the frame of SwiftUI content
    /// drawn in the hosting view), where they take only the touches that land inside the
    /// draggable view's bounds.
    func receiveTouches(on touchView: UIView) {
      if recognizers.isAttachedBySwiftUI {
        // SwiftUI attached them to the content it draws; they take no other view.
        takeOverSwiftUIRecognizers()
        return
      }
      if touchView !== view {
        self.touchView = touchView
        Self.sharing.removeAll { $0.controller == nil || $0.controller === self }
        Self.sharing.append(Sharing(controller: self))
      }
      // Apple's `UIView.addGestureRecognizer(_:)` documentation: a recognizer is attached to one
      // view; adding it to another moves it. Only when it is elsewhere: this runs again on each new
      // window, and adding a recognizer takes it off its view first, ending a drag under way.
      for recognizer in [touchObserver, gestureRecognizer] as [UIGestureRecognizer]
      where recognizer.view !== touchView {
        touchView.addGestureRecognizer(recognizer)
      }
      scrollPan.install(on: touchView, beside: gestureRecognizer)
      attachResizeRecognizers()
    }

    /// Takes the recognizers off the view ``receiveTouches(on:)`` put them on instead of the
    /// view (the view left the window; ``receiveTouches(on:)`` puts them back).
    func stopReceivingTouches() {
      // SwiftUI's stay on the content, which is out of the window with the area.
      guard let touchView, !recognizers.isAttachedBySwiftUI else { return }
      // A recognizer removed from its view mid-gesture is not promised to report a cancel
      // first, and its fingers' ends never come: the store hears both from here, and a
      // cancel or lift UIKit still reports later finds nothing left to end.
      if storeHasPan { dragDidChange(.cancelled, time: now()) }
      for id in fingersDown { send(.touchUp(id, time: now())) }
      fingersDown.removeAll()
      Self.sharing.removeAll { $0.controller == nil || $0.controller === self }
      for recognizer in [touchObserver, gestureRecognizer, scrollPan.pan] as [UIGestureRecognizer]
      where recognizer.view === touchView {
        touchView.removeGestureRecognizer(recognizer)
      }
      attachResizeRecognizers()
    }

    /// Whether a floating view whose recognizers are on a view it shares with other content
    /// (SwiftUI's `floating`) takes a touch at a point in window coordinates that landed on
    /// `touched` (that view or inside it). A floating view is drawn in front of what it
    /// floats over, so its touches are its own: the swipe rows drawn in the same view leave
    /// them to it. No allocation: asked for each new touch.
    static func floatingView(at point: CGPoint, in touched: UIView) -> Bool {
      sharing.contains { entry in
        guard let controller = entry.controller, let view = controller.view,
          let touchView = controller.touchView, controller.gestureRecognizer.view === touchView,
          touched === touchView || touched.isDescendant(of: touchView)
        else { return false }
        return controller.admits(windowPoint: point, on: view)
      }
    }

    /// Whether `recognizer`, found on `touched` or one of its ancestors, is the drag of a
    /// draggable view that takes a touch at a point in window coordinates: the back swipe
    /// asks, to leave the strokes that move a view to it. The drag is found from the
    /// recognizer's delegate (the families' one, also on the view SwiftUI's `floating` shares with its
    /// content) or, for an app that set its own delegate, from the view it is on.
    static func drags(with recognizer: UIGestureRecognizer, at point: CGPoint, on touched: UIView)
      -> Bool
    {
      guard
        let controller = FamilyGestureDelegate.family(of: recognizer) as? DraggableController
          ?? touched.draggableController,
        recognizer === controller.gestureRecognizer, recognizer.isEnabled,
        let view = controller.view
      else { return false }
      return controller.admits(windowPoint: point, on: view)
    }

    /// What the floating view's drag would do with a stroke towards the trailing edge from a
    /// window point (its store's claim) when `recognizer` is a floating view's pan and the
    /// point is the view's; `.none` for a point that is not; `nil` for any other recognizer.
    static func backSwipeClaim(
      of recognizer: UIGestureRecognizer, at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim? {
      // By the delegate, or by the view's controller when the app replaced the delegate.
      guard
        let controller = FamilyGestureDelegate.family(of: recognizer) as? DraggableController
          ?? recognizer.view?.draggableController,
        recognizer === controller.gestureRecognizer, let view = controller.view,
        let store = controller.host?.store
      else { return nil }
      // Spelled out: a bare `.none` here is `Optional.none`, and `nil` would send the caller
      // on to read the drag as an app's pan that follows the stroke (`.drags`), where outside
      // the view the stroke is free for the back swipe.
      guard controller.admits(windowPoint: point, on: view) else { return BackSwipe.Claim.none }
      return store.backSwipeClaim(layoutDirection: layoutDirection)
    }

    /// Whether a touch (or a scroll) at a point in window coordinates is the drag's: any on
    /// the view while the recognizers are on it, otherwise one inside its bounds that
    /// hit-testing would reach the view with from the view the recognizers are on, while
    /// ``isTouchEnabled``.
    fileprivate func admits(windowPoint point: CGPoint, on view: UIView) -> Bool {
      if recognizers.isAttachedBySwiftUI {
        // SwiftUI offers them only the touches its hit-testing gives the floating content, at
        // the stand-in's frame; the bounds answer the back swipe, which asks about the
        // recognizers around any touch.
        return isTouchEnabled && view.window != nil
          && view.bounds.contains(view.convert(point, from: nil))
      }
      guard let touchView = gestureRecognizer.view, touchView !== view else { return true }
      return isTouchEnabled && view.window != nil
        && view.bounds.contains(view.convert(point, from: nil))
        && view.isHittable(atWindowPoint: point, within: touchView)
    }

    /// Makes the view an ordinary view again: removes the recognizers and the helper views,
    /// stops observing the keyboard and stops the view where it is. Nothing is called back.
    /// Calling it again does nothing.
    public func invalidate() {
      guard !isInvalidated else { return }
      isInvalidated = true
      removeAccessibilityActions()
      host?.invalidate()
      releaseRecognizers()
      tracker?.removeFromSuperview()
      probe?.removeFromSuperview()
      tab.removeFromSuperview()
      keyTarget.removeFromSuperview()
      positionConstraints.release()
      updateContextMenu()
      systemObserver = nil
      host = nil
      Self.sharing.removeAll { $0.controller == nil || $0.controller === self }
      if let view { view.detachDraggableController(self) }
    }

    deinit {
      // The view owns its controller: this runs as the view goes (SwiftUI took a floating
      // view away without dismantling it). Recognizers put on a view it shared with other
      // content outlive it there: a recognizer stays on its view until removed, and is asked
      // about every touch on it. They go with it; found in that view's own list.
      // The set's stored recognizers, read one by one: a deinit is not on the main actor.
      let recognizers: [UIGestureRecognizer] = [
        gestureRecognizer, pinchRecognizer, doubleTapRecognizer, self.recognizers.touches,
        self.recognizers.scrollPan.pan,
      ]
      let touchView = touchView
      // The tracker at the back of the container outlives the view too: a view removed while
      // its container was already out of the window never hears it left (`didMoveToWindow()`
      // only reaches views whose window changes), so nothing else takes the tracker away.
      let tracker = tracker
      runOnMainActor {
        tracker?.removeFromSuperview()
        guard let touchView, let installed = touchView.gestureRecognizers else { return }
        for recognizer in recognizers where installed.contains(where: { $0 === recognizer }) {
          touchView.removeGestureRecognizer(recognizer)
        }
      }
    }

  }

  // What UIKit asks the floating view's recognizers, answered for the families' one delegate
  // (`FamilyGestureDelegate`), which relates them to each other and to the back swipe.
  extension DraggableController: FamilyRecognizers {
    /// The store's declared relations (the drag, the pinch and the double tap are
    /// exclusive). Before the view has a container there is no store, and none.
    var declaredRelations: GestureRelations { host?.store.gestures.relations ?? GestureRelations() }

    /// The declared slots: the drag, the pinch, the double tap.
    func slot(of recognizer: UIGestureRecognizer) -> Int? {
      if recognizer === gestureRecognizer { return 0 }
      if recognizer === pinchRecognizer { return 1 }
      if recognizer === doubleTapRecognizer { return 2 }
      return nil
    }

    /// The drag's claim on a stroke towards the trailing edge: the view follows the finger.
    func backSwipeClaim(
      of recognizer: UIGestureRecognizer, at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim? {
      Self.backSwipeClaim(of: recognizer, at: point, layoutDirection: layoutDirection)
    }

    /// A controller gone with its view takes nothing more, wherever its recognizers are;
    /// on a view shared with other content, only touches on the view.
    func admitsTouch(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
      guard let view else { return false }
      return admits(windowPoint: touch.location(in: nil), on: view)
    }

    func shouldReceive(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
      guard admitsTouch(recognizer, touch: touch) else { return false }
      // A plain recognizer is not one that controls know to refuse: the pan and the pinch
      // leave controls their own touches by themselves (`yieldsToControls`), and the touch
      // observer takes every touch (it never recognizes, so it keeps nothing from a control).
      if recognizer === doubleTapRecognizer {
        // A double tap's first tap on a control (a player's buttons) is a tap on the
        // control: refused, the touch is the control's alone, neither held back while the
        // double tap waits for a second tap nor cancelled when one comes.
        return !ControlTouches.leavesTouch(
          to: ControlActions(touchedView: touch.view, below: recognizer.view), overlap: .tap)
      }
      return true
    }
  }
#endif
