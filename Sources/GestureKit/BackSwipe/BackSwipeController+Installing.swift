#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // Putting the back swipe in place: the delegates on the system recognizers (and KVO on
  // them, so an app replacing a delegate is noticed) and the full-screen pan with its scroll
  // companion, for the current configuration.
  extension BackSwipeController {
    // MARK: - Installing

    /// Puts the delegates and the full-screen recognizer in place for the current
    /// configuration, or takes them all away (clearing `observations` first).
    ///
    /// Internal only for BackSwipeController.swift (`isEnabled`, `configuration`), the one
    /// other file that may call it.
    func install() {
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
        removeBackKeyCommand()
        return
      }
      addBackKeyCommand(to: navigationController)
      // Apple's `UINavigationController.interactivePopGestureRecognizer` documentation (and
      // that of iOS 26's content one): "The navigation controller installs this gesture
      // recognizer on its view", so it is there only once the view is loaded. Loading a view
      // controller's view runs its `viewDidLoad`, which a subclass's code expects after its
      // initializer, never inside it: `enableBackSwipe()` called from a subclass's `init`
      // (or wherever the view is not loaded yet) installs once the caller's code is done, on
      // the main queue's next turn, loading the view then if nothing has yet. Until then no
      // touch can reach the navigation, and the installation reads the state at that moment.
      guard navigationController.isViewLoaded else {
        installAfterCurrentTurn()
        return
      }
      // Installed again (a new configuration, `enableBackSwipe` called again): a recognizer
      // whose delegate is the proxy already keeps its original (the app's guard); `adopt`
      // would take the proxy found there for the app putting it back.
      if let edge = navigationController.interactivePopGestureRecognizer {
        if edge.delegate !== edgeDelegate { edgeDelegate.adopt(edge) }
        edgeRecognizer = edge
      }
      let content = Self.contentPopGestureRecognizer(of: navigationController)
      if let content {
        if content.delegate !== contentDelegate { contentDelegate.adopt(content) }
        contentRecognizer = content
      }
      observeSystemRecognizers()
      // Without the platform's full-screen swipe, the full-screen pan is there whatever the
      // configuration: a screen's `.fullScreen` policy asks for it when it is pushed, and
      // its should-begin refuses wherever the store says it does not run. A content
      // recognizer the app switched off is the app's "no" to full-screen swipes: no
      // fallback replaces it.
      if !hasContentSwipe {
        addFullScreenPan(to: navigationController.view)
      } else {
        removeFullScreenPan()
      }
    }

    /// Installs on the main queue's next turn, once (``install()`` with a view not loaded
    /// yet): the navigation controller's view is loaded then, outside its initializer.
    private func installAfterCurrentTurn() {
      guard !isInstallDeferred else { return }
      isInstallDeferred = true
      DispatchQueue.main.async { [weak self] in self?.installDeferred() }
    }

    /// The deferred installation, unless the swipe was turned off or the navigation
    /// controller went meanwhile.
    private func installDeferred() {
      isInstallDeferred = false
      guard isEnabled, let navigationController else { return }
      navigationController.loadViewIfNeeded()
      install()
    }

    /// Watches what the app (or the system) may change on the system recognizers after
    /// install, by key-value observation: each recognizer's `delegate`: an app that sets its own (commonly
    ///   `interactivePopGestureRecognizer.delegate = self`) would silently drop the guards
    ///   against popping at the root or during a transition, the navigation controller's
    ///   freeze (popping at the root, or while a transition runs, leaves it unresponsive). The proxy adopts the recognizer again and keeps the app's delegate as
    ///   its original, which it asks as before (it implements
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
      }
    }

    /// What changed on a system recognizer.
    private enum ObservedChange: Sendable {
      case edgeDelegate, contentDelegate
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
      }
    }

    private func addFullScreenPan(to view: UIView) {
      guard fullScreenPan == nil else { return }
      let pan = CoreGestureRecognizer(
        PanRecognizer(name: "backSwipe", configuration: .init(axis: .horizontal)))
      fullScreenDelegate.adopt(pan)
      // A delegate the app sets later is kept as the proxy's original and the proxy put back
      // at once: key-value observation calls back inside the setter, on the main thread.
      fullScreenObservation = pan.observe(\.delegate) { [weak self] _, _ in
        runOnMainActor {
          guard let self, let pan = self.fullScreenPan else { return }
          self.fullScreenDelegate.adopt(pan)
        }
      }
      // GestureKit's rule: a recognizer leaves controls their touches unless the app says
      // otherwise (`beginsOnControls`). Its delegate does, for every control, from the
      // store's `receivesTouch` (`beginsOnControls`); the bridge's own yielding would keep
      // sliders and switches out even when the app asks for them.
      pan.yieldsToControls = false
      pan.stateChangeHandler = { [weak self] _, change in
        guard let drag = DragEvent(change) else { return }
        // the change's time is UITouch.timestamp,
        // the clock of CACurrentMediaTime(): one clock for the store.
        self?.fullScreenPanDidChange(drag, time: change.time)
      }
      // only the system animator gives the system's pop, so a
      // swipe the edge recognizer can take is its own. A screen-edge pan fails as soon as a
      // touch lands outside its edge band, so this pan is not delayed elsewhere. Set whatever
      // the edge recognizer's `enabled` is now, so that the relation holds when the app turns
      // it on later: a disabled recognizer "will not receive touches"
      // (`UIGestureRecognizer.isEnabled`'s documentation) and takes no part in the touch, so
      // waiting for it delays nothing. The full-screen delegate also answers
      // `shouldRequireFailureOf` from the store, for an edge recognizer UIKit asks about that is
      // not the one seen here.
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
        // A scroll is no touch (no delegate hears it land): each is new to the app's guard.
        self.appAnswerForTouch = nil
        // A delegate the app set on the full-screen pan guards the scroll as it guards the
        // fingers.
        return self.shouldBegin(
          scroll.pan, as: .fullScreen, systemAnswer: { true },
          appAnswer: { [weak self] in
            guard let self, let pan = self.fullScreenPan else { return true }
            return !self.fullScreenDelegate.appRefuses(pan)
          })
      }
      // The full-screen pan's relations hold for the scroll: a cooperating scroll view's pan
      // (which takes trackpad scrolls too) waits for it at its leading edge, and it waits
      // for the edge pan, as the store says.
      scroll.requiresFailure = { [weak self] other in
        self?.requiresFailure(of: other, as: .fullScreen) ?? false
      }
      scroll.isRequiredToFail = { [weak self, weak scroll] other in
        guard let self, let scroll else { return false }
        return self.isRequiredToFail(scroll.pan, as: .fullScreen, by: other) ?? false
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
      // interactive pop would wait for ever: cancel it first.
      if host.store.phase == .tracking {
        send(.drag(.cancelled, time: host.now()))
      }
      // First, so that giving the delegate back is not taken for the app setting its own.
      fullScreenObservation = nil
      fullScreenDelegate.release(fullScreenPan)
      fullScreenPan.view?.removeGestureRecognizer(fullScreenPan)
      self.fullScreenPan = nil
      fullScreenScrollPan?.onChange = nil
      fullScreenScrollPan?.uninstall()
      fullScreenScrollPan = nil
    }

    /// Whether the platform's own full-screen swipe is there for this app: iOS 26's content
    /// recognizer, on a view (a recognizer receives touches only from the view it is on), and
    /// either enabled or switched off by the app, whose "no" to full-screen swipes no fallback
    /// may undo. The system keeps it off in an app built with an SDK before iOS 26, which
    /// cannot name it: there it is no "no" of the app's, and GestureKit's full-screen pan
    /// takes its place.
    var hasContentSwipe: Bool {
      guard let contentRecognizer, contentRecognizer.view != nil else { return false }
      return contentRecognizer.isEnabled || !Self.isBuiltBeforeContentSwipe
    }

    /// Whether the app was built with an SDK before iOS 26: the major version of the
    /// platform SDK Xcode records in the app's Info.plist (`DTPlatformVersion`, e.g. "18.5").
    /// Without that key, an app is taken as built with a recent SDK.
    static let isBuiltBeforeContentSwipe: Bool = {
      guard let version = Bundle.main.object(forInfoDictionaryKey: "DTPlatformVersion") as? String,
        let major = Int(version.prefix { $0 != "." })
      else { return false }
      return major < 26
    }()

    /// iOS 26's `UINavigationController.interactiveContentPopGestureRecognizer`, or `nil`
    /// before iOS 26.
    ///
    /// Read directly where the compiler has the iOS 26 SDK (Swift 6.2, Xcode 26). Xcode 16's
    /// iOS 18 SDK does not declare it: there it is read by the documented property's name, on
    /// iOS 26 and later only, only if the navigation controller answers the getter's selector
    /// (so Key-Value Coding can never raise for an unknown key), and only as a
    /// `UIGestureRecognizer`.
    static func contentPopGestureRecognizer(
      of navigationController: UINavigationController
    ) -> UIGestureRecognizer? {
      guard #available(iOS 26, *) else { return nil }
      #if compiler(>=6.2)
        return navigationController.interactiveContentPopGestureRecognizer
      #else
        let key = "interactiveContentPopGestureRecognizer"
        guard navigationController.responds(to: NSSelectorFromString(key)) else { return nil }
        return navigationController.value(forKey: key) as? UIGestureRecognizer
      #endif
    }
  }
#endif
