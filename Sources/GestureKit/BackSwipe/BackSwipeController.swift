#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  /// The swipe back of one `UINavigationController`, made to always work: with a custom
  /// `leftBarButtonItem` or a hidden navigation bar, never at the root, never during a
  /// transition, from the leading edge or from anywhere, right-to-left aware, with a
  /// per-screen opt-out and scroll views that yield only when they should.
  ///
  /// Every decision is GestureCore's `BackSwipeStore`: this class tells it what UIKit knows
  /// (the navigation's state, each recognizer's touch, the scroll views under it) and carries
  /// its answers out. In debug builds it checks the store's host contract on every event
  /// with GestureCore's `ContractTolerance.mainThreadHost` and stops at an `assertionFailure`
  /// that says what went wrong.
  ///
  /// ```swift
  /// // The system edge swipe, kept working with a custom back button.
  /// navigationController.enableBackSwipe()
  ///
  /// // Full screen: from anywhere on the screen…
  /// navigationController.enableBackSwipe(.fullScreen)
  /// // …or from up to 120 pt from the leading edge.
  /// navigationController.enableBackSwipe(.init(startRegion: .fullScreen(maximumDistance: 120)))
  ///
  /// // A screen that needs its horizontal drags, and a carousel that yields at its start.
  /// canvasViewController.allowsBackSwipe = false
  /// navigationController.backSwipe.cooperate(with: carouselView)
  /// ```
  ///
  /// ## Edge swipes: the system's pop, guarded
  /// Swipes from the leading edge are always the system's own
  /// `interactivePopGestureRecognizer`, with the system's pop: its edge shadow, the navigation
  /// bar's slide with large titles and search bars, `hidesBottomBarWhenPushed`. This
  /// controller becomes the recognizer's delegate and answers `gestureRecognizerShouldBegin(_:)`
  /// from the store: more than one screen on the stack, no transition running, the top view
  /// controller's `UIViewController.allowsBackSwipe`, a start within the edge band
  /// (the configured one in edge mode, the system's 20 pt in full-screen mode) and a stroke
  /// towards the trailing edge. Not asking the system's own delegate is what keeps the swipe
  /// alive with a custom back button or a hidden bar; asking about the root is what prevents
  /// the classic freeze. The system finishes its own pop, so the configuration's finish and
  /// timing values do not apply to it.
  ///
  /// ## Full-screen swipes
  /// With a start region of `.fullScreen(maximumDistance:)` swipes may also start away from
  /// the edge:
  /// - **On iOS 26 and later** the system has a full-screen swipe of its own,
  ///   `interactiveContentPopGestureRecognizer`, and this controller guards it with the same
  ///   store (the system's own delegate must agree too). The SDK this package builds against
  ///   (iOS 16.5) does not declare that property, so it is read by name, behind
  ///   `#available(iOS 26, *)` and `responds(to:)`: a public property read with
  ///   `value(forKey:)`. If it is missing or switched off (`isEnabled` false), the recognizer
  ///   below is used instead.
  /// - **Otherwise** this controller adds a horizontal ``CoreGestureRecognizer`` to the
  ///   navigation controller's view, which waits for the edge swipe to fail (so swipes from
  ///   the edge keep the system's pop) and leaves controls their touches. Its drag goes to the
  ///   store, whose effects run a public-API interactive pop: `.beginPop` calls
  ///   `popViewController(animated:)` with a navigation delegate that returns a
  ///   `UIPercentDrivenInteractiveTransition` (see `BackSwipeNavigationDelegate`, in place only
  ///   for that pop, forwarding to your own delegate); the store's progress is `update(_:)`;
  ///   `.finish(speed:)` and `.cancel(speed:)` set `completionSpeed` and call `finish()` or
  ///   `cancel()`; the transition coordinator's completion reports
  ///   `.transitionCompleted(popped:)`. The store's finish rule applies: past half the width,
  ///   or a release faster than 1000 pt/s towards the trailing edge.
  ///
  /// In edge mode on iOS 26, the system's content swipe keeps working as the system designed
  /// it (from anywhere), with the store's guards added: root, transition, opt-out and scroll
  /// views.
  ///
  /// ## Scroll views
  /// ``cooperate(with:)`` makes a horizontal scroll view wait for the back swipe to fail
  /// only when it is at its leading edge and the touch could start a swipe
  /// (`BackSwipeStore.scrollViewYields(_:to:start:stroke:contentRecognizerAvailable:)`), and the back swipe refuse to start
  /// on it otherwise, both with the scroll view's state at that moment.
  ///
  /// ## Lifetime
  /// The navigation controller owns its controller (`UINavigationController.backSwipe`)
  /// and the controller holds the navigation controller, scroll views and delegates weakly.
  /// Turning ``isEnabled`` off gives back every delegate it replaced and removes its
  /// recognizer.
  @MainActor
  public final class BackSwipeController {
    /// The navigation controller whose swipe back this is; `nil` once it is gone.
    public private(set) weak var navigationController: UINavigationController?

    /// Whether the back swipe is managed by this controller. Default `false` until
    /// `UINavigationController.enableBackSwipe(_:)` (or setting it) turns it on.
    ///
    /// Turning it on loads the navigation controller's view. Turning it off restores the
    /// recognizers' delegates and removes the full-screen recognizer (a full-screen pop
    /// already running finishes first): the navigation controller is back to UIKit's
    /// behaviour.
    public var isEnabled = false {
      didSet {
        if isEnabled != oldValue { install() }
      }
    }

    /// The rules of the swipe: where it starts (which also picks the mode, see the type's
    /// discussion), when it finishes, how long the rest of the pop takes, and how close to
    /// its leading edge a scroll view must be to yield. Default
    /// `BackSwipe.Configuration.edge`, GestureCore's defaults. Changes apply to the next
    /// swipe.
    public var configuration: BackSwipe.Configuration {
      get { storeConfiguration.backSwipe }
      set {
        storeConfiguration.backSwipe = newValue
        if isEnabled { install() }
      }
    }

    /// Whether a full-screen swipe may begin on a control whose own drag it would take (a
    /// slider's thumb, a switch, a text field being edited): default `false`, so those keep
    /// their touches as they do under UIKit's own pans (GestureCore's `ControlTouches`, the
    /// rule every GestureKit host asks). On a button a swipe begins, as UIKit's pans do, and a
    /// tap stays the button's. Edge swipes are the system's and keep its behaviour.
    public var beginsOnControls: Bool {
      get { storeConfiguration.beginsOnControls }
      set { storeConfiguration.beginsOnControls = newValue }
    }

    /// The state of the full-screen swipe this controller drives: `.idle`, or tracking the
    /// finger, finishing or cancelling. The system's own swipes (from the edge, and iOS 26's
    /// content swipe) are not reported here.
    public var state: BackSwipe.State { driver.model.swipeState }

    /// The recognizers that start back swipes now, for your own failure requirements
    /// (`otherRecognizer.require(toFail:)`): the system's recognizers this controller guards
    /// and the full-screen ``CoreGestureRecognizer`` if it added one, with its scroll-only
    /// `UIPanGestureRecognizer` for trackpads and mice. Empty while not enabled.
    public var gestureRecognizers: [UIGestureRecognizer] {
      guard isEnabled else { return [] }
      var recognizers: [UIGestureRecognizer] = []
      if let edgeRecognizer { recognizers.append(edgeRecognizer) }
      if let fullScreenPan { recognizers.append(fullScreenPan) }
      if let fullScreenScrollPan { recognizers.append(fullScreenScrollPan.pan) }
      if let contentRecognizer { recognizers.append(contentRecognizer) }
      return recognizers
    }

    /// The scroll views that cooperate with the back swipe, as added with
    /// ``cooperate(with:)`` and still alive.
    public var cooperatingScrollViews: [UIScrollView] { scrollViews.allObjects }

    private let driver: InteractionDriver<BackSwipeStore>
    /// The store's configuration as set here; handed to the store between events.
    private var storeConfiguration: BackSwipeStore.Configuration {
      didSet { applyConfiguration() }
    }
    private let edgeDelegate = BackSwipeGestureDelegate(recognizer: .edge)
    private let contentDelegate = BackSwipeGestureDelegate(recognizer: .content)
    private let fullScreenDelegate = BackSwipeGestureDelegate(recognizer: .fullScreen)
    private let navigationDelegate = BackSwipeNavigationDelegate()
    private var fullScreenPan: CoreGestureRecognizer?
    /// The full-screen pan's trackpad and mouse companion, while the pan is installed
    /// (uikit-rules.md › Gesture recognizers, "Indirect input").
    private var fullScreenScrollPan: ScrollDragCompanion?
    private weak var edgeRecognizer: UIGestureRecognizer?
    private weak var contentRecognizer: UIGestureRecognizer?
    private let scrollViews = NSHashTable<UIScrollView>.weakObjects()
    /// Key-value observations of the system recognizers while enabled: their `delegate`
    /// (the app may set its own after install) and the content recognizer's `enabled`.
    private var observations: [NSKeyValueObservation] = []
    /// The recognizers ``observations`` watch, so that a reinstall from inside one of their
    /// callbacks keeps them instead of invalidating the observation that is calling.
    private var observedRecognizers: [ObjectIdentifier] = []
    /// The interaction of the pop a full-screen swipe drives, from `.beginPop` until the
    /// transition completes.
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// ``interaction`` until UIKit asks the navigation delegate for it.
    private var pendingInteraction: UIPercentDrivenInteractiveTransition?

    /// Creates the controller of a navigation controller, not enabled; use
    /// `UINavigationController.backSwipe`, which keeps one per navigation controller.
    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      // The rest of a full-screen pop is run by UIKit's percent-driven transition, on the
      // render server: one clock for the motion (uikit-rules.md › Animation and timing).
      let configuration = BackSwipeStore.Configuration(animator: .percentDriven)
      storeConfiguration = configuration
      driver = InteractionDriver(
        BackSwipeStore(context: Self.context(of: navigationController), configuration: configuration))
      edgeDelegate.controller = self
      contentDelegate.controller = self
      fullScreenDelegate.controller = self
      navigationDelegate.controller = self
      #if DEBUG
        // `.mainThreadHost`, as every GestureKit host: a main-thread stall (a breakpoint, the
        // app backgrounded) can hold the transition's completion back past the checker's
        // delay while a touch is handled first, which is not this host's doing; every other
        // violation is a bug.
        var checker = BackSwipeStore.ContractChecker(tolerance: .mainThreadHost)
        driver.observer = { event, effects, store in
          if let violation = checker.observe(event, effects: effects, store: store) {
            assertionFailure("\(violation)")
          }
        }
      #endif
    }

    // MARK: - Scroll views

    /// Makes a horizontal scroll view cooperate with the back swipe: it yields (waits for the
    /// back swipe, which then begins) only when it is at its leading edge and the swipe goes
    /// towards the trailing edge; anywhere else it keeps its own pan and the back swipe does
    /// not start on it.
    ///
    /// ```swift
    /// navigationController.backSwipe.cooperate(with: photoCarousel)
    /// ```
    ///
    /// The scroll view is held weakly; calling this again for the same scroll view does
    /// nothing. Its state (content offset, size, adjusted insets, layout direction) is read
    /// when a touch could start a swipe, so nothing needs updating as it scrolls. Nested
    /// scroll views can each cooperate. It works in both modes, and does nothing while
    /// ``isEnabled`` is off.
    ///
    /// - Parameter scrollView: A scroll view inside the navigation controller's view.
    public func cooperate(with scrollView: UIScrollView) {
      scrollViews.add(scrollView)
    }

    /// Ends the cooperation started by ``cooperate(with:)``: the scroll view and the back
    /// swipe compete as UIKit arbitrates them by default.
    ///
    /// - Parameter scrollView: A scroll view passed to ``cooperate(with:)``.
    public func stopCooperating(with scrollView: UIScrollView) {
      scrollViews.remove(scrollView)
    }

    // MARK: - Installing

    /// Puts the delegates and the full-screen recognizer in place for the current
    /// configuration, or takes them all away.
    private func install() {
      guard let navigationController else { return }
      guard isEnabled else {
        // First, so that giving the delegates back is not taken for the app setting its own.
        observations.removeAll()
        observedRecognizers.removeAll()
        if let edgeRecognizer { edgeDelegate.release(edgeRecognizer) }
        if let contentRecognizer { contentDelegate.release(contentRecognizer) }
        edgeRecognizer = nil
        contentRecognizer = nil
        removeFullScreenPan()
        return
      }
      // UIKit's documentation of `interactivePopGestureRecognizer` (and of iOS 26's content
      // one): "The navigation controller installs this gesture recognizer on its view", so it
      // is there only once the view is loaded. `enableBackSwipe()` is called where the
      // navigation controller is created, before that: without this, the edge recognizer
      // would not be guarded (a custom back button would still turn the swipe off), and the
      // full-screen pan below would not wait for it (uikit-rules.md › Navigation: edge
      // swipes keep the system's pop).
      navigationController.loadViewIfNeeded()
      if let edge = navigationController.interactivePopGestureRecognizer {
        edgeDelegate.adopt(edge)
        edgeRecognizer = edge
      }
      let content = Self.contentPopGestureRecognizer(of: navigationController)
      if let content {
        contentDelegate.adopt(content)
        contentRecognizer = content
      }
      observeSystemRecognizers()
      // Issue 10, item 12: a content recognizer that exists but is switched off runs no
      // swipe, so the fallback must. Read again whenever its `enabled` changes
      // (`observeSystemRecognizers`).
      var planned = driver.model  // With the configuration just set, even mid-event.
      planned.configuration = storeConfiguration
      if planned.needsFullScreenRecognizer(contentRecognizerAvailable: contentRecognizerEnabled) {
        addFullScreenPan(to: navigationController.view)
      } else {
        removeFullScreenPan()
      }
    }

    /// Whether iOS 26's content recognizer is there and switched on now.
    private var contentRecognizerEnabled: Bool { contentRecognizer?.isEnabled == true }

    /// Watches what the app (or the system) may change on the system recognizers after
    /// install, each by key-value observation:
    /// - the content recognizer's `enabled`: switched off, the full-screen fallback must run;
    ///   switched on, it must go (two full-screen swipes would compete). `install()` runs
    ///   again with the new value.
    /// - each recognizer's `delegate`: an app that sets its own (commonly
    ///   `interactivePopGestureRecognizer.delegate = self`) would silently drop the guards
    ///   against popping at the root or during a transition, the freeze of uikit-rules.md ›
    ///   Navigation. The proxy adopts the recognizer again and keeps the app's delegate as
    ///   its original, which it asks as before (uikit-rules.md › Delegates: it implements
    ///   every method and forwards only when the original exists).
    ///
    /// The setters run on the main thread, and key-value observation calls back inside
    /// them: the proxy is back before the app's next line (``runOnMainActor(_:)``).
    private func observeSystemRecognizers() {
      let watched = [edgeRecognizer, contentRecognizer].compactMap { $0.map(ObjectIdentifier.init) }
      guard watched != observedRecognizers || observations.isEmpty else { return }
      observedRecognizers = watched
      observations.removeAll()
      let changed: @Sendable (_ what: ObservedChange) -> Void = { [weak self] what in
        runOnMainActor { self?.systemRecognizerDidChange(what) }
      }
      if let edge = edgeRecognizer {
        observations.append(edge.observe(\.delegate) { _, _ in changed(.edgeDelegate) })
      }
      if let content = contentRecognizer {
        observations.append(content.observe(\.delegate) { _, _ in changed(.contentDelegate) })
        observations.append(content.observe(\.isEnabled) { _, _ in changed(.contentEnabled) })
      }
    }

    /// What changed on a system recognizer.
    private enum ObservedChange: Sendable {
      case edgeDelegate, contentDelegate, contentEnabled
    }

    private func systemRecognizerDidChange(_ what: ObservedChange) {
      guard isEnabled else { return }
      switch what {
      case .edgeDelegate:
        // `adopt` does nothing while the proxy is the delegate (its own assignment, seen
        // here too), and keeps anything else as the original.
        if let edgeRecognizer { edgeDelegate.adopt(edgeRecognizer) }
      case .contentDelegate:
        if let contentRecognizer { contentDelegate.adopt(contentRecognizer) }
      case .contentEnabled:
        install()
      }
    }

    private func addFullScreenPan(to view: UIView) {
      guard fullScreenPan == nil else { return }
      let pan = CoreGestureRecognizer(
        PanRecognizer(name: "backSwipe", configuration: .init(axis: .horizontal)))
      pan.delegate = fullScreenDelegate
      // uikit-rules.md › Gesture recognizers: the pan must leave controls their touches
      // "unless the app says otherwise". Its delegate does, for every control, from the
      // store's `receivesTouch` (`beginsOnControls`); the bridge's own yielding would keep
      // sliders and switches out even when the app asks for them.
      pan.yieldsToControls = false
      pan.stateChangeHandler = { [weak self] _, change in
        guard let drag = DragEvent(change) else { return }
        // uikit-rules.md › Animation and timing: the change's time is UITouch.timestamp,
        // the clock of CACurrentMediaTime(): one clock for the store.
        self?.fullScreenPanDidChange(drag, time: change.time)
      }
      // uikit-rules.md › Navigation: only the system animator gives the system's pop, so a
      // swipe the edge recognizer can take is its own. A screen-edge pan fails as soon as a
      // touch lands outside its edge band, so this pan is not delayed elsewhere. Set whatever
      // the edge recognizer's `enabled` is now, so that the relation holds when the app turns
      // it on later: a disabled recognizer "will not receive touches" (UIGestureRecognizer.h,
      // `enabled`) and takes no part in the touch, so waiting for it delays nothing. The
      // full-screen delegate also answers `shouldRequireFailureOf` from the store, for an
      // edge recognizer UIKit asks about that is not the one seen here.
      if let edgeRecognizer, BackSwipeStore.requiresFailure(.fullScreen, of: .edge) {
        pan.require(toFail: edgeRecognizer)
      }
      view.addGestureRecognizer(pan)
      fullScreenPan = pan
      // A trackpad or Magic Mouse scroll swipes back too, through the same store rules: the
      // companion's claim is the full-screen pan's should-begin, and its changes the same
      // `.drag` events. It takes no touch, so the edge pan never competes with it.
      let scroll = ScrollDragCompanion(name: "GestureKit.backSwipe.scroll")
      scroll.claims = { [weak self, weak scroll] _ in
        guard let self, let scroll else { return false }
        return self.shouldBegin(scroll.pan, as: .fullScreen, systemAnswer: { true })
      }
      // The full-screen pan's relations hold for the scroll: a cooperating scroll view's pan
      // (which takes trackpad scrolls too) waits for it at its leading edge, and it waits
      // for the edge pan, as the store says.
      scroll.requiresFailure = { [weak self] other in
        self?.requiresFailure(of: other, as: .fullScreen) ?? false
      }
      scroll.isRequiredToFail = { [weak self, weak scroll] other in
        guard let self, let scroll else { return false }
        return self.scrollViewWaits(for: scroll.pan, as: .fullScreen, scrollViewPan: other) ?? false
      }
      scroll.onChange = { [weak self] state, value, time in
        guard let drag = DragEvent(state: state, value: value) else { return }
        self?.fullScreenPanDidChange(drag, time: time)
      }
      scroll.install(on: view, beside: pan)
      fullScreenScrollPan = scroll
    }

    private func removeFullScreenPan() {
      guard let fullScreenPan else { return }
      // A swipe it is driving would never hear its end once the recognizer is gone, and its
      // interactive pop would wait for ever: cancel it first. uikit-rules.md › Animation and
      // timing: CACurrentMediaTime() is the clock of the touches' timestamps.
      if driver.model.phase == .tracking {
        send(.drag(.cancelled, time: CACurrentMediaTime()))
      }
      fullScreenPan.view?.removeGestureRecognizer(fullScreenPan)
      self.fullScreenPan = nil
      fullScreenScrollPan?.onChange = nil
      fullScreenScrollPan?.uninstall()
      fullScreenScrollPan = nil
    }

    /// iOS 26's `UINavigationController.interactiveContentPopGestureRecognizer`, or `nil`
    /// before iOS 26.
    ///
    /// The property is public API from iOS 26 on, but the iOS 16.5 SDK this package
    /// type-checks against does not declare it, so it cannot be named in code. It is read by
    /// name: only on iOS 26 and later, only if the navigation controller answers the getter's
    /// selector (so Key-Value Coding can never raise for an unknown key), and only as a
    /// `UIGestureRecognizer`. This is not private API: the key is the documented property's
    /// name. Once the package builds with the iOS 26 SDK, this can read the property directly.
    private static func contentPopGestureRecognizer(
      of navigationController: UINavigationController
    ) -> UIGestureRecognizer? {
      guard #available(iOS 26, *) else { return nil }
      let key = "interactiveContentPopGestureRecognizer"
      guard navigationController.responds(to: NSSelectorFromString(key)) else { return nil }
      return navigationController.value(forKey: key) as? UIGestureRecognizer
    }

    // MARK: - Talking to the store

    /// Sends an event to the store and carries out its effects; the store's configuration
    /// set meanwhile is handed over once the event is done.
    ///
    /// UIKit may call back into this controller from inside an effect (`popViewController`
    /// asks the navigation delegate): the driver queues that event and the outer send applies
    /// it, then hands over the configuration once.
    private func send(_ event: BackSwipeStore.Event) {
      driver.send(event) { effect in self.apply(effect) }
      guard !driver.isApplyingEffects else { return }
      applyConfiguration()
    }

    /// Hands ``storeConfiguration`` to the store, unless an event is being handled (then
    /// ``send(_:)`` does it right after).
    private func applyConfiguration() {
      guard !driver.isApplyingEffects, driver.model.configuration != storeConfiguration
      else { return }
      let configuration = storeConfiguration
      driver.withModel { $0.configuration = configuration }
    }

    /// Tells the store the navigation's state now: every decision is asked right after.
    private func refreshContext() {
      guard let navigationController else { return }
      send(.contextChanged(Self.context(of: navigationController)))
    }

    /// The navigation's state, in window coordinates (those of the recognizers' values).
    private static func context(of navigationController: UINavigationController)
      -> BackSwipe.Context
    {
      let view = navigationController.viewIfLoaded
      return BackSwipe.Context(
        container: view.map { Rect($0.convert($0.bounds, to: nil)) } ?? .zero,
        layoutDirection: ReadingDirection(view?.resolvedLayoutDirection ?? .leftToRight),
        stackDepth: navigationController.viewControllers.count,
        // uikit-rules.md › Navigation: popping while a transition runs freezes the
        // navigation controller; the store refuses while one does.
        isTransitioning: navigationController.transitionCoordinator != nil,
        isOptedOut: !(navigationController.topViewController?.allowsBackSwipe ?? true))
    }

    // MARK: - Questions from the delegates

    /// Whether a back-swipe recognizer may begin now: `gestureRecognizerShouldBegin(_:)`.
    ///
    /// - Parameter systemAnswer: the recognizer's original delegate's answer (`true` without
    ///   one). The store uses it only for iOS 26's content swipe.
    func shouldBegin(
      _ gestureRecognizer: UIGestureRecognizer, as recognizer: BackSwipeStore.Recognizer,
      systemAnswer: () -> Bool
    ) -> Bool {
      guard isEnabled, navigationController != nil else { return systemAnswer() }
      // The content recognizer switched on since install (its observation may not have
      // fired: UIKit does not promise key-value observing for every property): the
      // fallback pan must not run beside it.
      if recognizer == .fullScreen,
        !driver.model.needsFullScreenRecognizer(contentRecognizerAvailable: contentRecognizerEnabled)
      {
        return false
      }
      // The touch pan and its scroll companion drive one swipe (`IndirectScroll`).
      if gestureRecognizer === fullScreenPan, let scroll = fullScreenScrollPan,
        !scroll.touchDragMayBegin
      {
        return false
      }
      refreshContext()
      let start = Self.start(of: gestureRecognizer)
      return driver.model.shouldBegin(
        recognizer, start: start, stroke: Self.stroke(of: gestureRecognizer),
        scrollViews: cooperatingScrollViews(under: start).map(Self.state(of:)),
        // The system's edge answer is not asked: it refuses with a custom back button.
        systemAllows: recognizer == .content ? systemAnswer() : true)
    }

    /// Whether a cooperating scroll view's pan must wait for a back-swipe recognizer to fail
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`), or `nil` when `other` is not the
    /// pan of a cooperating scroll view. UIKit asks when the touch lands: the store decides
    /// from the touch's location and the scroll view's edge alone.
    func scrollViewWaits(
      for gestureRecognizer: UIGestureRecognizer, as recognizer: BackSwipeStore.Recognizer,
      scrollViewPan other: UIGestureRecognizer
    ) -> Bool? {
      guard isEnabled,
        let scrollView = scrollViews.allObjects.first(where: { $0.panGestureRecognizer === other })
      else { return nil }
      refreshContext()
      // The store's one scroll-view question, without the stroke (not known yet).
      return driver.model.scrollViewYields(
        Self.state(of: scrollView), to: recognizer,
        start: Point(gestureRecognizer.location(in: nil)), stroke: nil)
    }

    /// Whether a back-swipe recognizer must wait for `other` to fail
    /// (`gestureRecognizer(_:shouldRequireFailureOf:)`), or `nil` when `other` is none of the
    /// back-swipe recognizers: `BackSwipeStore.requiresFailure(_:of:)`.
    func requiresFailure(
      of other: UIGestureRecognizer, as recognizer: BackSwipeStore.Recognizer
    ) -> Bool? {
      guard isEnabled else { return nil }
      let role: BackSwipeStore.Recognizer
      if let navigationController, other === navigationController.interactivePopGestureRecognizer {
        role = .edge
      } else if other === contentRecognizer {
        role = .content
      } else if other === fullScreenPan {
        role = .fullScreen
      } else {
        return nil
      }
      return BackSwipeStore.requiresFailure(recognizer, of: role) ? true : nil
    }

    /// Whether a back-swipe recognizer should receive a touch, or `nil` to leave it to the
    /// recognizer's original delegate.
    func receivesTouch(_ touch: UITouch, as recognizer: BackSwipeStore.Recognizer) -> Bool? {
      guard isEnabled, recognizer == .fullScreen else { return nil }
      // What the controls under the touch do themselves, up to the window; the store asks
      // GestureCore's `ControlTouches`, the rule every host asks (uikit-rules.md › Gesture
      // recognizers: iOS 6+ controls beat the system's recognizers).
      return driver.model.receivesTouch(
        recognizer, on: ControlActions(touchedView: touch.view, below: nil))
    }

    /// Where a recognizer's touch went down, in window coordinates.
    private static func start(of recognizer: UIGestureRecognizer) -> Point {
      let location = recognizer.location(in: nil)
      guard let stroke = stroke(of: recognizer) else { return Point(location) }
      return Point(x: Double(location.x) - stroke.dx, y: Double(location.y) - stroke.dy)
    }

    /// How far a recognizer's touch moved since it went down, in window coordinates; `nil`
    /// for a recognizer that reports no translation (not a pan): the store then judges the
    /// start alone.
    private static func stroke(of recognizer: UIGestureRecognizer) -> Vector? {
      let translation: CGPoint
      if let core = recognizer as? CoreGestureRecognizer {
        translation = core.translation(in: nil)
      } else if let pan = recognizer as? UIPanGestureRecognizer {
        translation = pan.translation(in: nil)
      } else {
        return nil
      }
      return Vector(dx: Double(translation.x), dy: Double(translation.y))
    }

    /// The cooperating scroll views on screen whose frame contains a window point.
    private func cooperatingScrollViews(under point: Point) -> [UIScrollView] {
      let location = CGPoint(point)
      let root = navigationController?.viewIfLoaded
      return scrollViews.allObjects.filter { scrollView in
        guard scrollView.window != nil, !scrollView.isHidden,
          let root, scrollView.isDescendant(of: root)
        else { return false }
        return scrollView.convert(scrollView.bounds, to: nil).contains(location)
      }
    }

    /// A scroll view's horizontal state, as the store reads it.
    private static func state(of scrollView: UIScrollView) -> BackSwipe.ScrollViewState {
      BackSwipe.ScrollViewState(
        contentOffsetX: Double(scrollView.contentOffset.x),
        contentWidth: Double(scrollView.contentSize.width),
        boundsWidth: Double(scrollView.bounds.width),
        contentInset: Insets(scrollView.adjustedContentInset),
        layoutDirection: ReadingDirection(scrollView.resolvedLayoutDirection))
    }

    // MARK: - Driving the full-screen pop

    /// A drag of the full-screen pan or its scroll companion, in window coordinates.
    private func fullScreenPanDidChange(_ drag: DragEvent, time: Double) {
      if case .began = drag { refreshContext() }
      send(.drag(drag, time: time))
      if driver.model.phase == .tracking {
        interaction?.update(CGFloat(driver.model.progress))
      }
    }

    private func apply(_ effect: BackSwipeStore.Effect) {
      switch effect {
      case .beginPop:
        beginPop()
      case .finish(let speed):
        guard let interaction else { return }
        interaction.update(CGFloat(driver.model.progress))
        interaction.completionSpeed = CGFloat(speed)
        interaction.finish()
      case .cancel(let speed):
        guard let interaction else { return }
        interaction.update(CGFloat(driver.model.progress))
        interaction.completionSpeed = CGFloat(speed)
        interaction.cancel()
      case .pushed, .popped, .swipeCancelled:
        break  // UIKit's own stack already says so.
      }
    }

    /// Starts the interactive pop the store asked for. If UIKit does not start a transition
    /// (nothing to pop after all), the store is told at once that it is over.
    private func beginPop() {
      guard let navigationController else {
        send(.transitionCompleted(popped: false))
        return
      }
      let transition = UIPercentDrivenInteractiveTransition()
      // Linear, so the rest of the pop keeps the constant speed the store's completion
      // speeds assume (the release speed, or the normal speed).
      transition.completionCurve = .linear
      interaction = transition
      pendingInteraction = transition
      // uikit-rules.md › Delegates: the navigation delegate is replaced only for this pop,
      // and given back in `endPop`.
      navigationDelegate.adopt(navigationController)
      let popped = navigationController.popViewController(animated: true)
      guard popped != nil, let coordinator = navigationController.transitionCoordinator else {
        endPop(popped: false)
        return
      }
      coordinator.animate(alongsideTransition: nil) { [weak self] context in
        self?.endPop(popped: !context.isCancelled)
      }
    }

    /// The pop's transition is over (or never started): the app gets its navigation delegate
    /// back, and the store hears of it exactly once.
    private func endPop(popped: Bool) {
      interaction = nil
      pendingInteraction = nil
      if let navigationController { navigationDelegate.release(navigationController) }
      send(.transitionCompleted(popped: popped))
      refreshContext()
    }

    // MARK: - Serving the navigation delegate

    /// Whether the pop being started is this controller's own.
    var hasPendingInteraction: Bool { pendingInteraction != nil }

    /// The interaction for the pop being started, handed out once.
    func takePendingInteraction() -> UIPercentDrivenInteractiveTransition? {
      defer { pendingInteraction = nil }
      return pendingInteraction
    }

    /// The animator for this controller's own pop when the app offers none, lasting the
    /// store's transition duration so that its completion speeds give its timing.
    func makePopAnimator() -> BackSwipeSlideAnimator {
      BackSwipeSlideAnimator(
        duration: driver.model.transitionDuration,
        direction: driver.model.context.layoutDirection)
    }
  }
#endif
