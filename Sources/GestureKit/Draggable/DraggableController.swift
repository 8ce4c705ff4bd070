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
  /// Every decision is GestureCore's `DraggableStore` (over `DragSnap`): the 1:1 follow and
  /// the rubber band, the projection of the release, the nearest anchor, the spring, its
  /// velocity and when it has settled, where a finger landing on the moving view stops it,
  /// where the view goes when the container changes, and when the callbacks come. This
  /// class only tells the store what UIKit knows, draws the store's frame, and calls the
  /// app.
  ///
  /// ## From UIKit to the store
  /// - Fingers: a recognizer that never recognizes (`DraggableTouchObserver`) reports each
  ///   finger that lands on the view and each that lifts, with `UITouch.timestamp`; a
  ///   finger landing on the view as it springs stops it there, as iOS's
  ///   picture-in-picture window does.
  /// - The drag: a ``CoreGestureRecognizer`` wrapping a `PanRecognizer`, on the view. Its
  ///   values (window coordinates) are converted into the container's coordinates and sent
  ///   with the state change's time. A drag that starts on a `UISlider` or a `UISwitch`
  ///   inside the view is left to the control, as UIKit's own pan recognizers leave it.
  /// - Frames: one `CADisplayLink`, running only while the store needs frames, at up to
  ///   120 Hz, sends each frame's target time. On ProMotion iPhones the system caps it at
  ///   60 Hz unless the app sets `CADisableMinimumFrameDurationOnPhone` to `YES` in its
  ///   Info.plist.
  /// - The container is the view's superview: its `bounds`, and its `safeAreaInsets` plus
  ///   ``insets``, with the bottom raised to the top of a docked keyboard (the store's
  ///   `DraggableStore.insets(safeArea:extra:keyboardFrame:in:)`). Changes are noticed by an
  ///   empty view kept at the back of the container (its `layoutSubviews` and
  ///   `safeAreaInsetsDidChange()`: rotation, size changes, safe-area changes) and by the
  ///   keyboard's will-change-frame and will-hide notifications. While the view is not on
  ///   screen a change moves it at once: nobody would see a spring. An empty subview of the
  ///   draggable view (its `didMoveToWindow()`) notices the view arriving in a container
  ///   after `makeDraggable`, or moving to another one: the controller then starts over
  ///   there, at the anchor nearest to where the view is.
  /// - The view's size (`bounds.size`), read at each touch and container change.
  ///
  /// ## From the store to the view
  /// After every event and on every frame, the view's `center` is set to the centre of the
  /// store's frame. `.began`, `.moved` and `.ended` become ``onBegan``, ``onMoved`` and
  /// ``onEnd``; `ended` comes after the spring has settled, once per drag.
  ///
  /// In debug builds the store's `DraggableStore.ContractChecker` watches every event this
  /// class sends, with `ContractTolerance.mainThreadHost` as every GestureKit host, and stops
  /// at an `assertionFailure` naming any broken rule of the host contract but the timing
  /// ones a main-thread stall breaks.
  ///
  /// ## Positioning
  /// The view is positioned by its `center` in the superview, its size being its
  /// `bounds.size`: the frame the store computes is the view's untransformed frame. Setting
  /// `center` rather than `frame` leaves the view's `transform` free (scale it up while it
  /// is held, for instance). Frames, not constraints: Auto Layout would put a constrained
  /// view back at its next layout pass, so give a draggable view no constraints on its
  /// position (`translatesAutoresizingMaskIntoConstraints` on, as for views created in code,
  /// and no autoresizing margins that move it), and size it as you like.
  ///
  /// ## Lifetime
  /// The view owns its controller, the controller holds the view weakly, and the
  /// recognizers, the container's tracking view, the keyboard observers and the display
  /// link hold the controller weakly: nothing here keeps the view alive. Callbacks are
  /// stored by the controller, so capture the view (or its owner) weakly in them.
  @MainActor
  public final class DraggableController {
    /// The draggable view; `nil` once it is gone.
    public private(set) weak var view: UIView?

    /// The recognizer that drags the view, for your own failure requirements (for
    /// example, `scrollView.panGestureRecognizer.require(toFail: controller.gestureRecognizer)`)
    /// or to turn dragging off for a while (`isEnabled`). Its delegate is GestureKit's, which
    /// leaves drags that start on a `UISlider` or `UISwitch` to the control; set your own to
    /// decide otherwise.
    public let gestureRecognizer: CoreGestureRecognizer

    /// GestureCore's options: anchors, margin, spring, projection, rubber band. Set by
    /// `makeDraggable`; a change applies at once (a view at rest goes to its anchor under the
    /// new margin; new anchors apply from the next release).
    public var configuration: DragSnap.Configuration {
      didSet { send(.configurationChanged(configuration)) }
    }

    /// Extra insets inside the container's safe area, for bars and controls of your own
    /// (a tab bar, a toolbar, a player's controls). Default `.zero`. The core's margin is
    /// kept inside them. A change applies at once.
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
    public var onEnd: (@MainActor (CGRect, DragSnap.Anchor) -> Void)?

    /// Where the view is in its life (at rest, dragged, settling), or `nil` while it has no
    /// superview.
    public var state: DragSnap.State? { driver?.model.snap.state }

    /// Where the view is in its life as the store shows it (resting, held by a finger,
    /// dragged, settling), or `nil` while it has no superview.
    public var phase: DraggableStore.Phase? { driver?.model.phase }

    /// The anchor the view rests at, or is springing to; `nil` while a finger has it or it
    /// has no superview.
    public var anchor: DragSnap.Anchor? { driver?.model.anchor }

    private var driver: InteractionDriver<DraggableStore>?
    /// The pan's trackpad and mouse companion (uikit-rules.md › Gesture recognizers,
    /// "Indirect input": a scroll never reaches the core pan).
    private let scrollPan = ScrollDragCompanion(name: "GestureKit.draggable.scroll", axis: .free)
    private let touchObserver = DraggableTouchObserver()
    private let relay = DraggableRelay()
    private weak var container: UIView?
    private weak var tracker: DraggableContainerTracker?
    private weak var probe: DraggableWindowProbe?
    private var keyboardObserver: DraggableKeyboardObserver?
    /// The keyboard's end frame in screen coordinates while it shows.
    private var keyboardFrame: CGRect?
    /// The container as last sent to the store.
    private var sentBounds: Rect?
    private var sentSafeArea: Insets?
    /// The fingers the store was told are down (a touch that landed before the store existed,
    /// while the view had no container, is not reported up).
    private var fingersDown: [TouchID] = []
    /// The display link, while the store needs frames: each frame's `targetTimestamp` is a
    /// `.tick` (see `DisplayLinkFrames` for the rules it keeps).
    private let frames = DisplayLinkFrames()
    private var isInvalidated = false
    /// Whether the store heard the pan's `began` and not yet its end: a pan that began before
    /// the store existed (the view had no container yet) is not reported (the host contract
    /// wants `began` first). A pan from a container since replaced is the store's to ignore.
    private var storeHasPan = false

    /// Makes a view draggable; use `UIView.makeDraggable(anchors:insets:margin:onEnd:)`.
    init(view: UIView, configuration: DragSnap.Configuration, insets: UIEdgeInsets) {
      self.view = view
      self.configuration = configuration
      self.insets = insets
      gestureRecognizer = CoreGestureRecognizer(PanRecognizer(name: "draggable"))
      relay.controller = self
      frames.onFrame = { [weak self] time in self?.send(.tick(time: time)) }
      // uikit-rules.md › Gesture recognizers: the pan leaves a slider's or a switch's own
      // drag to it "unless the app says otherwise". The relay, its delegate, decides, so an
      // app that sets its own delegate (as `gestureRecognizer`'s documentation invites)
      // decides instead: the bridge's own yielding would overrule it.
      gestureRecognizer.yieldsToControls = false
      gestureRecognizer.delegate = relay
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
      view.isUserInteractionEnabled = true
      view.addGestureRecognizer(touchObserver)
      view.addGestureRecognizer(gestureRecognizer)
      scrollPan.install(on: view, beside: gestureRecognizer)
      keyboardObserver = DraggableKeyboardObserver { [weak self] frame in
        self?.keyboardWillChange(to: frame)
      }
      attach()
      // Last, so that its first `didMoveToWindow()` finds the container already attached.
      // UIVisualEffectView.h: subviews of an effect view go in its `contentView`; adding
      // them to the effect view itself raises.
      let probe = DraggableWindowProbe(controller: self)
      ((view as? UIVisualEffectView)?.contentView ?? view).addSubview(probe)
      self.probe = probe
    }

    /// Makes the view an ordinary view again: removes the recognizers and the helper views,
    /// stops observing the keyboard and stops the view where it is. Nothing is called back.
    /// Calling it again does nothing.
    public func invalidate() {
      guard !isInvalidated else { return }
      isInvalidated = true
      stopDisplayLink()
      gestureRecognizer.stateChangeHandler = nil
      gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
      scrollPan.onChange = nil
      scrollPan.uninstall()
      touchObserver.onTouch = nil
      touchObserver.view?.removeGestureRecognizer(touchObserver)
      tracker?.removeFromSuperview()
      probe?.removeFromSuperview()
      keyboardObserver = nil
      driver = nil
      if let view { view.detachDraggableController(self) }
    }

    // MARK: - Container

    /// Follows the view to its current superview. The first container creates the store;
    /// a later one (or none) is `DraggableStore`'s `.containerReplaced`: the store ends what
    /// the old container had under way (the app's ``onBegan`` gets its one ``onEnd``, as
    /// documented, when a floating view is closed or moved while it springs), ignores the
    /// rest of a pan that began there, and starts over at the anchor nearest to where the
    /// view is.
    private func attach() {
      guard !isInvalidated, let view else { return }
      tracker?.removeFromSuperview()
      tracker = nil
      sentBounds = nil
      sentSafeArea = nil
      container = view.superview
      // uikit-rules.md › Animation and timing: `CACurrentMediaTime()` is the touches' and
      // the display link's clock.
      guard let container else {
        send(.containerReplaced(nil, time: CACurrentMediaTime()))
        return
      }
      let tracker = DraggableContainerTracker(controller: self)
      tracker.frame = container.bounds
      container.insertSubview(tracker, at: 0)
      self.tracker = tracker
      let (bounds, safeArea) = geometry(of: container)
      let frame = Rect(untransformedFrame(of: view))
      sentBounds = bounds
      sentSafeArea = safeArea
      if driver != nil {
        send(
          .containerReplaced(
            .init(frame: frame, bounds: bounds, safeArea: safeArea), time: CACurrentMediaTime()))
        return
      }
      let driver = InteractionDriver(
        DraggableStore(frame: frame, bounds: bounds, safeArea: safeArea, configuration: configuration))
      #if DEBUG
        let contract = DraggableContractAssertion()
        driver.observer = { event, effects, store in
          contract.observe(event, effects: effects, store: store)
        }
      #endif
      self.driver = driver
      place()
    }

    /// The view entered or left a window: follows it to a new superview.
    func hierarchyDidChange() {
      guard let view, view.superview !== container else { return }
      attach()
    }

    /// The container may have changed (bounds, safe area, keyboard): tells the store if it
    /// did.
    func containerDidChange() {
      containerDidChange(force: false)
    }

    private func containerDidChange(force: Bool) {
      guard !isInvalidated, let view else { return }
      guard view.superview === container else {
        attach()
        return
      }
      guard let container, driver != nil else { return }
      reportSize()
      let (bounds, safeArea) = geometry(of: container)
      guard force || bounds != sentBounds || safeArea != sentSafeArea else { return }
      sentBounds = bounds
      sentSafeArea = safeArea
      // Not on screen yet (no window, or a layer never drawn: no presentation layer, as when
      // the container first lays out on appearing): nobody would see the motion.
      let onScreen = view.window != nil && view.layer.presentation() != nil
      send(.resize(bounds: bounds, safeArea: safeArea, animated: onScreen))
    }

    private func keyboardWillChange(to frame: CGRect?) {
      keyboardFrame = frame
      containerDidChange()
    }

    /// The container's bounds and the insets the view keeps clear of: the safe area plus
    /// ``insets``, and a docked keyboard (the store decides what covers what).
    private func geometry(of container: UIView) -> (bounds: Rect, safeArea: Insets) {
      let bounds = Rect(container.bounds)
      var keyboard: Rect?
      if let keyboardFrame, let screen = container.window?.screen {
        // UIResponder.h: the keyboard's frame is in screen coordinates.
        keyboard = Rect(container.convert(keyboardFrame, from: screen.coordinateSpace))
      }
      let safeArea = DraggableStore.insets(
        safeArea: Insets(container.safeAreaInsets), extra: Insets(insets),
        keyboardFrame: keyboard, in: bounds)
      return (bounds, safeArea)
    }

    /// Tells the store the view's size if it changed.
    private func reportSize() {
      guard let view, let store = driver?.model else { return }
      let size = Size(view.bounds.size)
      if size != store.snap.size { send(.sizeChanged(size)) }
    }

    // MARK: - Fingers and the drag

    private func fingerDidChange(_ finger: DraggableTouchObserver.Finger) {
      guard !isInvalidated, let view else { return }
      switch finger {
      case .down(let id, let location, let time):
        if view.superview !== container { attach() }
        reportSize()
        guard let frame = driver?.model.frame else { return }
        // UIView.h, `frame`: undefined under a transform. The touch is read in the view's
        // own bounds and placed in the untransformed frame the store draws, so a scaled-up
        // view is caught where the finger is on it.
        let bounds = view.bounds
        let point = Point(
          x: frame.minX + Double(location.x - bounds.minX),
          y: frame.minY + Double(location.y - bounds.minY))
        fingersDown.append(id)
        send(.touchDown(id, at: point, time: time))
      case .up(let id, let time):
        guard let index = fingersDown.firstIndex(of: id) else { return }
        fingersDown.remove(at: index)
        send(.touchUp(id, time: time))
      }
    }

    /// A drag in window coordinates, from the touch pan or the scroll companion, at `time`
    /// (`CACurrentMediaTime()`'s clock).
    private func dragDidChange(_ drag: DragEvent, time: Double) {
      guard !isInvalidated, let view else { return }
      if case .began = drag {
        if view.superview !== container { attach() }
        reportSize()
        storeHasPan = driver != nil
      }
      // A pan that began before the store existed: its `changed` or end would come without
      // `began`.
      guard storeHasPan, let container else { return }
      switch drag {
      case .ended, .cancelled: storeHasPan = false
      case .began, .changed: break
      }
      send(.drag(Self.convert(drag, to: container), time: time))
    }

    /// A drag event from window coordinates (the recognizer's) into a view's.
    private static func convert(_ drag: DragEvent, to view: UIView) -> DragEvent {
      func point(_ point: Point) -> Point {
        Point(view.convertFromWindow(CGPoint(point)))
      }
      func vector(_ vector: Vector) -> Vector {
        let converted = view.convertVectorFromWindow(CGPoint(x: vector.dx, y: vector.dy))
        return Vector(dx: Double(converted.x), dy: Double(converted.y))
      }
      switch drag {
      case .began(let location, let translation):
        return .began(location: point(location), translation: vector(translation))
      case .changed(let location, let translation):
        return .changed(location: point(location), translation: vector(translation))
      case .ended(let location, let translation, let velocity):
        return .ended(
          location: point(location), translation: vector(translation), velocity: vector(velocity))
      case .cancelled:
        return .cancelled
      }
    }

    /// Whether a touch is on a control whose own drag UIKit's pan recognizers leave to it
    /// (`UIView.gestureRecognizerShouldBegin(_:)`: a `UISlider`'s thumb, a `UISwitch`, text
    /// being edited): GestureCore's `ControlTouches`, the rule every host asks.
    fileprivate func isOnControlWithItsOwnDrag(_ touch: UITouch) -> Bool {
      gestureRecognizer.leavesToControl(touch)
    }

    // MARK: - Frames

    /// Hands an event to the store, calls the app for its effects, and draws its frame.
    private func send(_ event: DraggableStore.Event) {
      guard let driver else { return }
      driver.send(event) { [weak self] effect in self?.perform(effect) }
      place()
      updateDisplayLink()
    }

    private func perform(_ effect: DraggableStore.Effect) {
      switch effect {
      case .began(let frame): onBegan?(CGRect(frame))
      case .moved(let frame): onMoved?(CGRect(frame))
      case .ended(let frame, let anchor): onEnd?(CGRect(frame), anchor)
      }
    }

    /// Draws the store's frame.
    private func place() {
      guard let view, let frame = driver?.model.frame else { return }
      let center = CGPoint(frame.center)
      guard view.center != center else { return }
      // UIView.h, `frame`: undefined under a transform; `center` and `bounds` are not, so
      // the view keeps its size and any transform the app gives it. Outside any animation
      // block this may run in (a rotation's): the store draws every frame itself.
      UIView.performWithoutAnimation {
        view.center = center
      }
    }

    private func updateDisplayLink() {
      frames.run(driver?.model.needsFrames == true)
    }

    private func stopDisplayLink() {
      frames.stop()
    }

    /// The view's frame without its transform, in its superview's coordinates: from
    /// `center` and `bounds`, because `frame` is undefined under a transform (`UIView.h`).
    private func untransformedFrame(of view: UIView) -> CGRect {
      let size = view.bounds.size
      return CGRect(
        x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
        width: size.width, height: size.height)
    }
  }

  /// The Objective-C face of a ``DraggableController``: the delegate of its pan recognizer,
  /// holding the controller weakly.
  @MainActor
  private final class DraggableRelay: NSObject, UIGestureRecognizerDelegate {
    weak var controller: DraggableController?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      // uikit-rules, gesture recognizers: a plain recognizer is not one that controls know
      // to refuse, so it must leave their own drags to them itself.
      !(controller?.isOnControlWithItsOwnDrag(touch) ?? false)
    }
  }

  #if DEBUG
    /// Checks, in debug builds, every event a ``DraggableController`` sends against the
    /// store's host contract, and stops at the first broken rule with its message.
    private final class DraggableContractAssertion {
      // `.mainThreadHost`, as every GestureKit host (uikit-rules.md › Animation and timing:
      // a CADisplayLink runs on the main thread, so a main-thread stall holds its frames
      // back, and it is paused while the app is in the background; the store reads the late
      // time as it comes). Every other violation is a bug.
      private var checker = DraggableStore.ContractChecker(tolerance: .mainThreadHost)

      func observe(
        _ event: DraggableStore.Event, effects: [DraggableStore.Effect], store: DraggableStore
      ) {
        if let violation = checker.observe(event, effects: effects, store: store) {
          assertionFailure("\(violation)")
        }
      }
    }
  #endif
#endif
