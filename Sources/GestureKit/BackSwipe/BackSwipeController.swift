#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The swipe back of one `UINavigationController`, made to always work: with a custom
  /// `leftBarButtonItem` or a hidden navigation bar, never at the root, never during a
  /// transition, from the leading edge or from anywhere, right-to-left aware, with a
  /// per-screen opt-out and scroll views that yield only when they should.
  ///
  /// Every decision is GestureCore's `BackSwipe`: this class only tells it what UIKit
  /// knows and carries its answers out.
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
  /// ## Edge mode: the system's swipe, guarded
  /// With a start region of `.edge(width:)` (the default, `BackSwipe.Configuration.edge`)
  /// the system's own `interactivePopGestureRecognizer` runs the pop with the system's
  /// animation and finish rule. This controller becomes its delegate and answers
  /// `gestureRecognizerShouldBegin(_:)` from the policy (`BackSwipe.refusal(start:stroke:)`):
  /// more than one screen on the stack, no transition running (`transitionCoordinator` is
  /// `nil`), the top view controller's ``UIKit/UIViewController/allowsBackSwipe``, a start
  /// within `width` of the leading edge (on top of the system's own band) and a stroke
  /// towards the trailing edge. Replacing the system's answer is what keeps the swipe alive
  /// with a custom back button or a hidden bar, and asking about the root is what prevents
  /// the classic freeze. The configuration's finish and timing values do not apply in this
  /// mode: the system finishes its own pop (so too with iOS 26's content swipe, below).
  ///
  /// ## Full-screen mode: the core drives the pop
  /// With `.fullScreen(maximumDistance:)` a swipe may start anywhere up to that distance from
  /// the leading edge:
  /// - **Before iOS 26** this controller adds a horizontal ``CoreGestureRecognizer`` to the
  ///   navigation controller's view and feeds its drag to `BackSwipe`. The core's effects
  ///   run a public-API interactive pop: `.beginPop` calls `popViewController(animated:)`
  ///   with a navigation delegate that returns a `UIPercentDrivenInteractiveTransition`
  ///   (see `BackSwipeNavigationDelegate`, which forwards to your own delegate);
  ///   `.progress(p)` is `update(p)`; `.finish` and `.cancel` set `completionSpeed` from the
  ///   core's `Completion` and call `finish()` or `cancel()`; the transition coordinator's
  ///   completion reports `.transitionCompleted`. The core's finish rule applies: past half
  ///   the width, or a release faster than 1000 pt/s towards the trailing edge.
  ///   The system's edge swipe is refused meanwhile, so every swipe looks the same.
  /// - **On iOS 26 and later** the system has a full-screen swipe of its own,
  ///   `interactiveContentPopGestureRecognizer`, and this controller uses it instead of adding
  ///   one, guarded by the same policy (and by the system's own delegate, which must agree).
  ///   The SDK this package builds against (iOS 16.5) does not declare that property, so it
  ///   is reached by name, behind `#available(iOS 26, *)` and `responds(to:)`: a public
  ///   property read with `value(forKey:)`. Where it is missing, the recognizer added above
  ///   is used.
  ///
  /// In edge mode on iOS 26, the system's content swipe keeps working as the system designed
  /// it (from anywhere), with this controller's guards added: root, transition, opt-out and
  /// scroll views.
  ///
  /// ## Scroll views
  /// ``cooperate(with:)`` makes a horizontal scroll view wait for the back swipe to fail
  /// only when it is at its leading edge, and the back swipe refuse to start on it
  /// otherwise, both decided by `BackSwipe.scrollViewShouldYield(_:start:stroke:)` with the
  /// scroll view's state at that moment.
  ///
  /// ## Lifetime
  /// The navigation controller owns its controller (``UIKit/UINavigationController/backSwipe``)
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
    /// delegates it replaced and removes the full-screen recognizer: the navigation controller
    /// is back to UIKit's behaviour.
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
      get { swipe.configuration }
      set {
        swipe.configuration = newValue
        if isEnabled { install() }
      }
    }

    /// The state of the core's machine for a full-screen swipe this controller drives:
    /// `.idle`, or tracking the finger, finishing or cancelling. The system's own swipes
    /// (edge mode, and iOS 26's content swipe) are not reported here.
    public var state: BackSwipe.State { swipe.state }

    /// The recognizers that start back swipes now, for your own failure requirements
    /// (`otherRecognizer.require(toFail:)`): the full-screen ``CoreGestureRecognizer``, or the
    /// system's recognizers this controller guards. Empty while not enabled.
    public var gestureRecognizers: [UIGestureRecognizer] {
      guard isEnabled else { return [] }
      var recognizers: [UIGestureRecognizer] = []
      if let fullScreenPan {
        recognizers.append(fullScreenPan)
      } else if let edgeRecognizer {
        recognizers.append(edgeRecognizer)
      }
      if let contentRecognizer { recognizers.append(contentRecognizer) }
      return recognizers
    }

    /// The scroll views that cooperate with the back swipe, as added with
    /// ``cooperate(with:)`` and still alive.
    public var cooperatingScrollViews: [UIScrollView] { scrollViews.allObjects }

    private var swipe: BackSwipe
    private let edgeDelegate = BackSwipeGestureDelegate(role: .systemEdge)
    private let contentDelegate = BackSwipeGestureDelegate(role: .systemContent)
    private let fullScreenDelegate = BackSwipeGestureDelegate(role: .fullScreen)
    private let navigationDelegate = BackSwipeNavigationDelegate()
    private var fullScreenPan: CoreGestureRecognizer?
    private weak var edgeRecognizer: UIGestureRecognizer?
    private weak var contentRecognizer: UIGestureRecognizer?
    private let scrollViews = NSHashTable<UIScrollView>.weakObjects()
    /// The interaction of the pop a full-screen swipe drives, from `.beginPop` until the
    /// transition completes.
    private var interaction: UIPercentDrivenInteractiveTransition?
    /// ``interaction`` until UIKit asks the navigation delegate for it.
    private var pendingInteraction: UIPercentDrivenInteractiveTransition?

    /// Creates the controller of a navigation controller, not enabled; use
    /// ``UIKit/UINavigationController/backSwipe``, which keeps one per navigation controller.
    init(navigationController: UINavigationController) {
      self.navigationController = navigationController
      swipe = BackSwipe(context: Self.context(of: navigationController))
      edgeDelegate.controller = self
      contentDelegate.controller = self
      fullScreenDelegate.controller = self
      navigationDelegate.controller = self
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

    /// Whether the start region asks for a full-screen swipe.
    private var isFullScreen: Bool {
      if case .fullScreen = swipe.configuration.startRegion { return true }
      return false
    }

    /// Puts the delegates and the full-screen recognizer in place for the current state and
    /// mode, or takes them all away.
    private func install() {
      guard let navigationController else { return }
      guard isEnabled else {
        if let edgeRecognizer { edgeDelegate.release(edgeRecognizer) }
        if let contentRecognizer { contentDelegate.release(contentRecognizer) }
        edgeRecognizer = nil
        contentRecognizer = nil
        removeFullScreenPan()
        if swipe.state == .idle { navigationDelegate.release(navigationController) }
        return
      }
      if let edge = navigationController.interactivePopGestureRecognizer {
        edgeDelegate.adopt(edge)
        edgeRecognizer = edge
      }
      if let content = Self.contentPopGestureRecognizer(of: navigationController) {
        contentDelegate.adopt(content)
        contentRecognizer = content
      }
      if isFullScreen && contentRecognizer == nil {
        addFullScreenPan(to: navigationController.view)
      } else {
        removeFullScreenPan()
      }
    }

    private func addFullScreenPan(to view: UIView) {
      guard fullScreenPan == nil else { return }
      let pan = CoreGestureRecognizer(
        PanRecognizer(name: "backSwipe", configuration: .init(axis: .horizontal)))
      pan.delegate = fullScreenDelegate
      pan.stateChangeHandler = { [weak self] _, change in
        self?.fullScreenPanDidChange(change)
      }
      view.addGestureRecognizer(pan)
      fullScreenPan = pan
    }

    private func removeFullScreenPan() {
      guard let fullScreenPan else { return }
      fullScreenPan.view?.removeGestureRecognizer(fullScreenPan)
      self.fullScreenPan = nil
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

    // MARK: - Policy (asked by the delegates)

    /// Whether a back-swipe recognizer may begin now: `gestureRecognizerShouldBegin(_:)`.
    func shouldBegin(
      _ recognizer: UIGestureRecognizer, role: BackSwipeGestureDelegate.Role,
      originalAnswer: () -> Bool
    ) -> Bool {
      guard isEnabled, navigationController != nil else { return originalAnswer() }
      guard isActive(role) else { return false }
      if role == .systemContent && !originalAnswer() { return false }
      refreshContext()
      let policy = self.policy(for: role)
      let (start, stroke) = Self.startAndStroke(
        of: recognizer, direction: policy.context.layoutDirection)
      guard policy.mayBegin(start: start, stroke: stroke) else { return false }
      // A cooperating scroll view under the finger keeps its pan unless it yields.
      for scrollView in cooperatingScrollViews(under: start)
      where !policy.scrollViewShouldYield(Self.state(of: scrollView), start: start, stroke: stroke) {
        return false
      }
      return true
    }

    /// Whether a cooperating scroll view's pan must wait for the back swipe to fail
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`), or `nil` when `other` is not the
    /// pan of a cooperating scroll view.
    ///
    /// UIKit asks this before the stroke is known, so the core is asked whether the scroll
    /// view would yield to a swipe from the touch's location towards the trailing edge; if it
    /// would, the scroll view waits, and ``shouldBegin(_:role:originalAnswer:)`` then judges
    /// the real stroke (a swipe towards the leading edge is refused, and the scroll view
    /// scrolls).
    func requiresFailure(
      of recognizer: UIGestureRecognizer, role: BackSwipeGestureDelegate.Role,
      by other: UIGestureRecognizer
    ) -> Bool? {
      guard isEnabled,
        let scrollView = scrollViews.allObjects.first(where: { $0.panGestureRecognizer === other })
      else { return nil }
      guard isActive(role) else { return false }
      refreshContext()
      let policy = self.policy(for: role)
      // No stroke yet (and a recognizer still possible may hold the previous gesture's
      // translation): the touch's location stands for its start.
      let start = Point(recognizer.location(in: nil))
      let towardsTrailingEdge = Vector(
        dx: policy.context.layoutDirection == .rightToLeft ? -1 : 1, dy: 0)
      return policy.scrollViewShouldYield(
        Self.state(of: scrollView), start: start, stroke: towardsTrailingEdge)
    }

    /// Whether a recognizer of this role starts swipes in the current mode: the system's
    /// edge swipe does not while the full-screen recognizer covers the edge too.
    private func isActive(_ role: BackSwipeGestureDelegate.Role) -> Bool {
      role != .systemEdge || fullScreenPan == nil
    }

    /// The machine to ask for a recognizer: the configured one, except that in edge mode
    /// iOS 26's content swipe keeps the system's start region (anywhere).
    private func policy(for role: BackSwipeGestureDelegate.Role) -> BackSwipe {
      guard role == .systemContent, !isFullScreen else { return swipe }
      var system = swipe
      system.configuration.startRegion = .anywhere
      return system
    }

    /// Tells the core the navigation's state now.
    private func refreshContext() {
      guard let navigationController else { return }
      var effects: [BackSwipe.Effect] = []
      swipe.handle(.contextChanged(Self.context(of: navigationController)), into: &effects)
    }

    /// The navigation's state, in window coordinates (those of the recognizers' values).
    private static func context(of navigationController: UINavigationController)
      -> BackSwipe.Context
    {
      let view = navigationController.viewIfLoaded
      return BackSwipe.Context(
        container: view.map { Rect($0.convert($0.bounds, to: nil)) } ?? .zero,
        layoutDirection: BackSwipe.LayoutDirection(view?.resolvedLayoutDirection ?? .leftToRight),
        stackDepth: navigationController.viewControllers.count,
        isTransitioning: navigationController.transitionCoordinator != nil,
        isOptedOut: !(navigationController.topViewController?.allowsBackSwipe ?? true))
    }

    /// Where a recognizer's touch went down and how far it moved since, in window
    /// coordinates. A recognizer that reports no translation (not a pan) is taken as moving
    /// towards the trailing edge: the system recognized it as a back swipe.
    private static func startAndStroke(
      of recognizer: UIGestureRecognizer, direction: BackSwipe.LayoutDirection
    ) -> (start: Point, stroke: Vector) {
      let location = recognizer.location(in: nil)
      let translation: CGPoint
      if let core = recognizer as? CoreGestureRecognizer {
        translation = core.translation(in: nil)
      } else if let pan = recognizer as? UIPanGestureRecognizer {
        translation = pan.translation(in: nil)
      } else {
        return (Point(location), Vector(dx: direction == .rightToLeft ? -1 : 1, dy: 0))
      }
      return (
        Point(x: Double(location.x - translation.x), y: Double(location.y - translation.y)),
        Vector(dx: Double(translation.x), dy: Double(translation.y))
      )
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

    /// A scroll view's horizontal state, as the core reads it.
    private static func state(of scrollView: UIScrollView) -> BackSwipe.ScrollViewState {
      BackSwipe.ScrollViewState(
        contentOffsetX: Double(scrollView.contentOffset.x),
        contentWidth: Double(scrollView.contentSize.width),
        boundsWidth: Double(scrollView.bounds.width),
        contentInset: EdgeInsets(scrollView.adjustedContentInset),
        layoutDirection: BackSwipe.LayoutDirection(scrollView.resolvedLayoutDirection))
    }

    // MARK: - Driving the pop (full-screen mode before iOS 26)

    private func fullScreenPanDidChange(_ change: StateChange) {
      guard let drag = DragEvent(change) else { return }
      if case .began = drag { refreshContext() }
      send(.drag(drag))
    }

    private func send(_ event: BackSwipe.Event) {
      var effects: [BackSwipe.Effect] = []
      swipe.handle(event, into: &effects)
      for effect in effects { apply(effect) }
    }

    private func apply(_ effect: BackSwipe.Effect) {
      switch effect {
      case .beginPop:
        beginPop()
      case .progress(let progress):
        interaction?.update(CGFloat(progress))
      case .finish(let completion):
        guard let interaction else { return }
        interaction.update(CGFloat(completion.progress))
        interaction.completionSpeed = CGFloat(completion.completionSpeed)
        interaction.finish()
      case .cancel(let completion):
        guard let interaction else { return }
        interaction.update(CGFloat(completion.progress))
        interaction.completionSpeed = CGFloat(completion.completionSpeed)
        interaction.cancel()
      }
    }

    /// Starts the interactive pop the core asked for. If UIKit does not start a transition
    /// (nothing to pop after all), the core is told at once that it is over.
    private func beginPop() {
      guard let navigationController else {
        send(.transitionCompleted)
        return
      }
      let transition = UIPercentDrivenInteractiveTransition()
      // Linear, so the rest of the pop keeps the constant speed the core's completion
      // timing assumes (the release speed, or the normal speed).
      transition.completionCurve = .linear
      interaction = transition
      pendingInteraction = transition
      navigationDelegate.adopt(navigationController)
      let popped = navigationController.popViewController(animated: true)
      guard popped != nil, let coordinator = navigationController.transitionCoordinator else {
        interaction = nil
        pendingInteraction = nil
        send(.transitionCompleted)
        return
      }
      coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.popDidComplete()
      }
    }

    private func popDidComplete() {
      interaction = nil
      pendingInteraction = nil
      send(.transitionCompleted)
      if !isEnabled, let navigationController { navigationDelegate.release(navigationController) }
    }

    // MARK: - Serving the navigation delegate

    /// Whether the pop being started is this controller's own.
    var hasPendingInteraction: Bool { pendingInteraction != nil }

    /// The interaction for the pop being started, handed out once.
    func takePendingInteraction() -> UIPercentDrivenInteractiveTransition? {
      defer { pendingInteraction = nil }
      return pendingInteraction
    }

    /// The animator for this controller's own pop when the app offers none.
    func makePopAnimator() -> BackSwipeSlideAnimator {
      let duration = configuration.transitionDuration
      return BackSwipeSlideAnimator(
        // GestureCore's own normalisation of the duration, so that its timing holds.
        duration: duration.isFinite && duration >= 0
          ? duration : BackSwipe.Configuration().transitionDuration,
        direction: swipe.context.layoutDirection)
    }
  }
#endif
