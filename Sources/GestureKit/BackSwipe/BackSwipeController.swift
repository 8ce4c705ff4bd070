#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  /// The swipe back of one `UINavigationController`, made to always work: with a custom
  /// `leftBarButtonItem` or a hidden navigation bar, never at the root, never during a
  /// transition, from the leading edge or from anywhere, right-to-left aware, with a
  /// per-screen policy, the app's own "no" honoured, rows and drags that keep the strokes
  /// they claim, and scroll views that yield only when they should.
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
  /// // A screen whose rows swipe to reply: back from the edge band only.
  /// chatViewController.backSwipePolicy = .edgeOnly
  /// // A screen that needs its horizontal drags.
  /// canvasViewController.backSwipePolicy = .disabled
  /// // Horizontal scroll views around the touched view are found; one under an overlay
  /// // that takes the touch cooperates by name.
  /// navigationController.backSwipe.cooperate(with: carouselUnderOverlay)
  /// ```
  ///
  /// The navigation controller owns its controller (`UINavigationController.backSwipe`), which
  /// holds the navigation controller, scroll views and delegates weakly; turning ``isEnabled``
  /// off gives back every delegate it replaced. How edge and full-screen swipes run, and how
  /// scroll views cooperate, is in <doc:SwipeBack>.
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

    /// The rules of the swipe: where it starts (which also picks the mode, see
    /// <doc:SwipeBack>), when it finishes, how long the rest of the pop takes, and how close to
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
    public var state: BackSwipe.State { host.store.swipe.state }

    /// The recognizers that start back swipes now, for your own failure requirements
    /// (`otherRecognizer.require(toFail:)`): the system's recognizers this controller guards
    /// and the full-screen ``CoreGestureRecognizer`` where the platform has no full-screen
    /// swipe of its own (before iOS 26; it begins only where the configuration or the top
    /// screen's policy asks for a full-screen swipe), with its scroll-only
    /// `UIPanGestureRecognizer` for trackpads and mice. Empty while not enabled.
    ///
    /// The trackpad companion's delegate is GestureKit's and must be left as it is (it holds
    /// the store's decisions for scrolls); relate your recognizers to it only.
    ///
    /// A delegate you set on the system's two or on the full-screen pan is kept and asked
    /// (the classic guard for unsaved changes goes on working), and GestureKit's stays the
    /// delegate, so the store still decides where a swipe may begin. Do not make a
    /// recognizer GestureKit relates to these wait for them with `require(toFail:)` (a
    /// list's, a row's, a floating view's, a closure gesture's, or a horizontal
    /// `CoreGestureRecognizer` pan or swipe of your own): GestureKit may have them wait the
    /// other way for the same touch, and the two would wait for each other until the finger
    /// lifts. A delegate's answers are safe: a requirement a delegate asks for is never
    /// answered the other way round.
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

    // Internal (not private) only because the extension files BackSwipeController+Installing,
    // +Pop and +Delegates.swift share them: no other file may use the members below.
    let host: StoreHost<BackSwipeStore>
    /// The store's configuration as set here; handed to the store between events. Written
    /// only in this file; +Installing reads it.
    private(set) var storeConfiguration: BackSwipeStore.Configuration {
      didSet { applyConfiguration() }
    }
    let edgeDelegate = BackSwipeGestureDelegate(recognizer: .edge)
    let contentDelegate = BackSwipeGestureDelegate(recognizer: .content)
    let fullScreenDelegate = BackSwipeGestureDelegate(recognizer: .fullScreen)
    let navigationDelegate = BackSwipeNavigationDelegate()
    // Installed and removed only by BackSwipeController+Installing.swift; +Pop and +Delegates
    // read them.
    var fullScreenPan: CoreGestureRecognizer?
    /// The Back key command (⌘[) on the navigation controller while the swipe is on, hidden
    /// from the shortcuts overlay where the screen has no way back (+Escape).
    var backKeyCommand: UIKeyCommand?
    /// Whether an installation waits for the main queue's next turn, the navigation
    /// controller's view not being loaded when it was asked for (+Installing only).
    var isInstallDeferred = false
    /// The full-screen pan's trackpad and mouse companion, while the pan is installed (a
    /// trackpad or Magic Mouse scroll reaches only a pan recognizer that allows scrolls).
    var fullScreenScrollPan: ScrollDragCompanion?
    /// The key-value observation of the full-screen pan's `delegate` while it is installed:
    /// a delegate the app sets is adopted as the system recognizers' are (only
    /// BackSwipeController+Installing.swift uses it).
    var fullScreenObservation: NSKeyValueObservation?
    weak var edgeRecognizer: UIGestureRecognizer?
    weak var contentRecognizer: UIGestureRecognizer?
    let scrollViews = NSHashTable<UIScrollView>.weakObjects()
    /// What the app's guard answered about the touch under way, so that it is asked at most
    /// once per touch; only +Delegates and the scroll companion in +Installing use it.
    var appAnswerForTouch: Bool?
    // Only BackSwipeController+Installing.swift may use `observations` and
    // `observedRecognizers`: `install()` clears them first when it hands the delegates back.
    /// Key-value observations of the system recognizers while enabled: their `delegate` (the
    /// app may set its own after install). Their `isEnabled` is read when asked, not observed.
    var observations: [NSKeyValueObservation] = []
    /// The recognizers ``observations`` watch, so that a reinstall from inside one of their
    /// callbacks keeps them instead of invalidating the observation that is calling.
    var observedRecognizers: [ObjectIdentifier] = []
    // Only BackSwipeController+Pop.swift may use `interaction` and `pendingInteraction`
    // (the navigation delegate takes it through `takePendingInteraction()`).
    /// The interaction of the pop a full-screen swipe drives, from `.beginPop` until the
    /// transition completes.
    var interaction: UIPercentDrivenInteractiveTransition?
    /// ``interaction`` until UIKit asks the navigation delegate for it.
    var pendingInteraction: UIPercentDrivenInteractiveTransition?

    /// Creates the controller of a navigation controller, not enabled; use
    /// `UINavigationController.backSwipe`, which keeps one per navigation controller.
    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      // The rest of a full-screen pop is run by UIKit's percent-driven transition, on the
      // render server: one clock for the motion.
      let configuration = BackSwipeStore.Configuration(animator: .percentDriven)
      storeConfiguration = configuration
      // A main-thread stall (a breakpoint, the app backgrounded) can hold the transition's
      // completion back past the debug check's delay while a touch is handled first: not this
      // host's doing, so the check tolerates it (StoreHost's default).
      host = StoreHost(
        BackSwipeStore(context: Self.context(of: navigationController), configuration: configuration))
      edgeDelegate.controller = self
      contentDelegate.controller = self
      fullScreenDelegate.controller = self
      navigationDelegate.controller = self
      // UIKit may call back into this controller from inside an effect (`popViewController`
      // asks the navigation delegate): the host queues that event behind the effects.
      host.owner = self
      host.apply = { [weak self] effect in self?.apply(effect) }
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

    // MARK: - Talking to the store

    /// Sends an event to the store and carries out its effects; the store's configuration
    /// set meanwhile is handed over once the event is done.
    ///
    /// UIKit may call back into this controller from inside an effect (`popViewController`
    /// asks the navigation delegate): the host queues that event and the outer send applies
    /// it, then hands over the configuration once.
    func send(_ event: BackSwipeStore.Event) {
      host.send(event)
      guard !host.isApplyingEffects else { return }
      applyConfiguration()
      updateBackKeyCommand()
    }

    /// Hands ``storeConfiguration`` to the store, unless an event is being handled (then
    /// ``send(_:)`` does it right after).
    private func applyConfiguration() {
      guard !host.isApplyingEffects, host.store.configuration != storeConfiguration
      else { return }
      let configuration = storeConfiguration
      host.update { $0.configuration = configuration }
    }

    /// Tells the store the navigation's state now: every decision is asked right after. The
    /// app's own delegate is not asked here (see `appAllowsTouch()`).
    func refreshContext() {
      guard let context = currentContext() else { return }
      send(.contextChanged(context))
      nameCustomBackButton()
    }

    /// The navigation's state as it is now, with the app's veto; `nil` once the navigation
    /// controller is gone.
    func currentContext() -> BackSwipe.Context? {
      guard let navigationController else { return nil }
      var context = Self.context(of: navigationController)
      context.isVetoedByApp = isVetoedByApp
      return context
    }

    /// The navigation's state, in window coordinates (those of the recognizers' values),
    /// without the app's veto (``refreshContext()`` adds it).
    static func context(of navigationController: UINavigationController)
      -> BackSwipe.Context
    {
      let view = navigationController.viewIfLoaded
      return BackSwipe.Context(
        container: view.map { Rect($0.convert($0.bounds, to: nil)) } ?? .zero,
        layoutDirection: ReadingDirection(view?.resolvedLayoutDirection ?? .leftToRight),
        stackDepth: navigationController.viewControllers.count,
        // Before iOS 26, popping while a transition runs freezes the navigation controller;
        // the store refuses while one does, but a push iOS 26 lets a back swipe interrupt.
        isTransitioning: navigationController.transitionCoordinator != nil,
        isPushInterruptible: isInterruptiblePush(in: navigationController),
        isSystemBackButtonHidden: hidesSystemBackButton(navigationController),
        hasCustomBackButton: declaredBackButton(navigationController) != nil,
        policy: navigationController.topViewController?.backSwipePolicy ?? .automatic,
        isPresenting: topScreenPresents(in: navigationController))
    }

    /// Whether the top screen presents another over it: a sheet, an alert, a popover, or its
    /// navigation item's active search controller. UIKit's own delegate refuses its back
    /// gestures then, a refusal GestureKit never asks for the edge pop; the store refuses on
    /// this fact instead.
    static func topScreenPresents(in navigationController: UINavigationController) -> Bool {
      guard let top = navigationController.topViewController else { return false }
      // Popping a view controller does not dismiss what it presents: the presented screen
      // (and a search controller's keyboard) stays up with nothing behind it. A view
      // controller's `presentedViewController` is set from `present(_:animated:)` until the
      // dismissal ends, also when an ancestor that defines the presentation context shows
      // it; an active search controller of a navigation item is presented that way, and
      // `isActive` covers the moment before its presentation is recorded.
      return top.presentedViewController != nil
        || top.navigationItem.searchController?.isActive == true
    }

    /// The top screen's `UIViewController.customBackButtonItem`, while it is one of
    /// the screen's left bar button items and enabled: the way back the screen shows in place
    /// of the system's back button. `nil` otherwise.
    static func declaredBackButton(_ navigationController: UINavigationController)
      -> UIBarButtonItem?
    {
      guard let screen = navigationController.topViewController,
        let item = screen.customBackButtonItem, item.isEnabled,
        (screen.navigationItem.leftBarButtonItems ?? []).contains(where: { $0 === item }),
        !navigationController.isNavigationBarHidden
      else { return nil }
      return item
    }

    /// Whether the top screen shows no system back button, the cases where UIKit's own
    /// delegate refuses its back gestures: left bar button items that replace the back button
    /// (unless `leftItemsSupplementBackButton`), a hidden back button, or a hidden bar.
    static func hidesSystemBackButton(_ navigationController: UINavigationController) -> Bool {
      if navigationController.isNavigationBarHidden { return true }
      guard let item = navigationController.topViewController?.navigationItem else { return false }
      let replaced = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
      return item.hidesBackButton || replaced
    }

    /// Whether the running transition is a push and the system lets a back swipe interrupt
    /// it: from iOS 26 on, the navigation controller's own back swipe during a push pops the
    /// screen being pushed. A push has put its new screen on top already, and the screen it
    /// leaves is still on the stack (a pop has taken its screen off).
    ///
    /// Only for an app built with the iOS 26 SDK (UIKit keeps an older app's behaviour, as it
    /// keeps the content pop off for it), and only when the transition's animator says it can
    /// be interrupted (`isInterruptible`: a custom animator without an interruptible one
    /// cannot be, and popping over it would freeze the navigation controller).
    static func isInterruptiblePush(in navigationController: UINavigationController) -> Bool {
      guard #available(iOS 26, *), !isBuiltBeforeContentSwipe,
        let coordinator = navigationController.transitionCoordinator, coordinator.isInterruptible,
        let from = coordinator.viewController(forKey: .from),
        let to = coordinator.viewController(forKey: .to)
      else { return false }
      return to === navigationController.topViewController
        && navigationController.viewControllers.contains(from)
    }
  }
#endif
