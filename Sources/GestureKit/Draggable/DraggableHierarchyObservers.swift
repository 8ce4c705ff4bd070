// What a DraggableController uses to hear about the hierarchy: an empty view at the back of
// the container (its bounds and safe area), key-value observation of the tab bar over it (the
// bar's size, place and visibility: no view is added to a system bar), and an empty view
// inside the draggable view (its window).
#if canImport(UIKit)
  import UIKit

  /// An empty view a ``DraggableController`` puts at the back of its container, filling it,
  /// to learn when the container's bounds or safe area change, without swizzling and
  /// without Key-Value Observing `bounds` (which UIKit does not promise to support).
  ///
  /// Autoresizing keeps it the container's size, so a new size (rotation, split view, a
  /// resized window) lays it out (`layoutSubviews`); filling the container, it has the
  /// container's safe area, so a change there reaches `safeAreaInsetsDidChange()`. Both only
  /// tell the controller to read the container again: the controller compares, and reports
  /// a real change to GestureCore's `DraggableStore`.
  ///
  /// It never takes a touch, draws nothing and is hidden from accessibility. It relies on
  /// the container's `autoresizesSubviews` (on by default).
  ///
  /// It also keeps the container's ``DraggableTabBarTracker`` (``watch(_:)``), which stops
  /// with it: whoever takes this view away stops both.
  @MainActor
  final class DraggableContainerTracker: InvisibleHelperView {
    weak var controller: DraggableController?

    /// The observer of the tab bar ``watch(_:)`` was last given.
    private var tabBarTracker: DraggableTabBarTracker?

    init(controller: DraggableController) {
      self.controller = controller
      super.init()
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("DraggableContainerTracker is created in code only")
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      controller?.containerDidChange()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      controller?.containerDidChange()
    }

    override func willMove(toSuperview newSuperview: UIView?) {
      super.willMove(toSuperview: newSuperview)
      if newSuperview == nil { stopWatchingTabBar() }
    }

    /// Observes `tabBar` with a ``DraggableTabBarTracker`` (and stops observing another
    /// bar), or stops for `nil`. Calling it again with the same bar does nothing.
    func watch(_ tabBar: UITabBar?) {
      guard tabBarTracker?.bar !== tabBar else { return }
      stopWatchingTabBar()
      guard let tabBar, let controller else { return }
      tabBarTracker = DraggableTabBarTracker(bar: tabBar, controller: controller)
    }

    private func stopWatchingTabBar() {
      tabBarTracker?.stop()
      tabBarTracker = nil
    }
  }

  /// Watches the tab bar that is (or, hidden, would be) over a ``DraggableController``'s
  /// container, to learn when the bar's height, place or visibility changes without waiting
  /// for a layout of the app's: iOS 18's `UITabBarController.setTabBarHidden(_:animated:)`
  /// sliding it away and back, a bar that changes its frame as it minimizes, a new height in
  /// another size class.
  ///
  /// The container's own tracker (``DraggableContainerTracker``) hears the container's safe
  /// area, the first signal: a view controller's root view has a safe area that takes in the
  /// bars its containers show over it, a tab bar controller's tab bar among them. But a
  /// container the bar's controller does not inset (the window, the tab bar controller's own
  /// view, a view over a whole SwiftUI `TabView`) never has the bar in its safe area, and no
  /// safe area promises to follow the bar's current height: only the bar itself does. Hence
  /// this second signal, the bar's own geometry, read without touching the bar: a system bar's
  /// subviews are UIKit's own, which it lays out, reorders and replaces as it sees fit (an
  /// iOS 26 bar rebuilds its content as it minimizes), so an app's view put among them is
  /// neither promised a place nor promised to stay; GestureKit adds none.
  ///
  /// Instead it observes, with key-value observation, the bar's layer: `bounds` and
  /// `position` (a view's `frame`, `bounds` and `center` set them: the bar resizing or
  /// moving, sliding away when hidden), `hidden`, `opacity` and `transform` (`isHidden`,
  /// `alpha`, `transform`); and, from iOS 18, its tab bar controller's `isTabBarHidden`. Each
  /// only tells the controller to read its container again (the bar's frame and visibility
  /// included): the controller compares, and reports a real change to GestureCore's
  /// `DraggableStore`. UIKit moves a bar that animates inside its animation block, so a
  /// resting view the change moves rides that animation beside the bar
  /// (`DraggableController.containerDidChange()`).
  ///
  /// Not heard: a change inside the bar that leaves the bar's own frame and visibility alone
  /// (a bar whose content shrinks as it minimizes while `UITabBar` keeps its frame is followed
  /// only when the container's safe area changes with it), and the bar leaving the window
  /// while nothing of the container changes (it is read again at the container's next
  /// change).
  @MainActor
  final class DraggableTabBarTracker {
    /// The bar observed.
    private(set) weak var bar: UITabBar?
    private weak var controller: DraggableController?
    /// The observations of the bar's layer and its tab bar controller, until ``stop()``.
    private var observations: [NSKeyValueObservation] = []

    init(bar: UITabBar, controller: DraggableController) {
      self.bar = bar
      self.controller = controller
      observeBar(bar)
    }

    /// Stops observing: the controller hears nothing more from this tracker.
    func stop() {
      controller = nil
      for observation in observations { observation.invalidate() }
      observations.removeAll()
    }

    /// Observes the place, size and visibility of the bar.
    ///
    /// Key-value observation calls back synchronously inside the setter, on the main thread
    /// where UIKit changes its views, and a view's `center`, `frame`, `bounds`, `isHidden`,
    /// `alpha` and `transform` are its layer's `position` and `bounds`, `hidden`, `opacity` and
    /// `transform`: the bar slid, resized or faded by its controller is heard as it is set,
    /// inside the animation block that moves it, with no layout pass of GestureKit's. A value
    /// set again unchanged (a layout that puts the bar where it is) reports nothing.
    private func observeBar(_ bar: UITabBar) {
      let layer = bar.layer
      observations = [
        observe(layer, \.position), observe(layer, \.bounds), observe(layer, \.isHidden),
        observe(layer, \.opacity),
        layer.observe(\.transform, options: [.old, .new]) { [weak self] _, change in
          if let old = change.oldValue, let new = change.newValue,
            CATransform3DEqualToTransform(old, new)
          {
            return
          }
          runOnMainActor { self?.controller?.containerDidChange() }
        },
      ]
      if #available(iOS 18.0, *), let tabBarController = tabBarController(of: bar) {
        // UIKit documents key-value observing only for the properties it says are compliant,
        // and `isTabBarHidden` is not among them: whether it reports a change is UIKit's
        // implementation, not its contract. It is observed for a bar hidden where nothing
        // else changes (a bar at the top on iPad); where UIKit does not report it, the bar's
        // layer (observed above) and the safe area still bring the change in at the next
        // move or layout, and the controller reads `isTabBarHidden` itself whenever it
        // reads the container.
        observations.append(observe(tabBarController, \.isTabBarHidden))
      }
    }

    /// An observation of `keyPath` on `object` that reports a new value.
    private func observe<Object: NSObject, Value: Equatable>(
      _ object: Object, _ keyPath: KeyPath<Object, Value>
    ) -> NSKeyValueObservation {
      object.observe(keyPath, options: [.old, .new]) { [weak self] _, change in
        if let old = change.oldValue, let new = change.newValue, old == new { return }
        // Key-value observation calls back on the thread that changed the value: UIKit's
        // views and controllers change on the main thread, where this runs at once.
        runOnMainActor { self?.controller?.containerDidChange() }
      }
    }

    /// The tab bar controller whose bar `bar` is: the first on its responder chain (a view's
    /// next responder is its view controller, or its superview).
    private func tabBarController(of bar: UIView) -> UITabBarController? {
      var responder = bar.next
      while let current = responder {
        if let tabBarController = current as? UITabBarController { return tabBarController }
        responder = current.next
      }
      return nil
    }
  }

  /// An empty, zero-sized subview a ``DraggableController`` puts in its draggable view to
  /// learn when the view enters or leaves a window (`didMoveToWindow()` reaches every
  /// subview), which is how it finds the view's container when `makeDraggable` was called
  /// before the view was added to one, and notices a move to another container.
  ///
  /// It never takes a touch, draws nothing and is hidden from accessibility.
  @MainActor
  final class DraggableWindowProbe: InvisibleHelperView {
    weak var controller: DraggableController?

    init(controller: DraggableController) {
      self.controller = controller
      super.init()
      // Only listens: hidden, it needs no frame.
      isHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("DraggableWindowProbe is created in code only")
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      controller?.hierarchyDidChange()
    }
  }
#endif
