// The empty views a DraggableController adds to hear about the hierarchy: one at the back of
// the container (its bounds and safe area), one in the tab bar over it (the bar's height,
// place and visibility), one inside the draggable view (its window).
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
  /// It also keeps the container's ``DraggableTabBarTracker`` (``watch(_:)``), which leaves
  /// with it: whoever takes this view away takes both.
  @MainActor
  final class DraggableContainerTracker: InvisibleHelperView {
    weak var controller: DraggableController?

    /// The tracker in the tab bar ``watch(_:)`` was last given, while the bar holds it.
    private weak var tabBarTracker: DraggableTabBarTracker?

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

    /// Puts a ``DraggableTabBarTracker`` in `tabBar` (and takes the one in another bar out),
    /// or takes it out for `nil`. Calling it again with the same bar does nothing.
    func watch(_ tabBar: UITabBar?) {
      guard tabBarTracker?.superview !== tabBar else { return }
      stopWatchingTabBar()
      guard let tabBar, let controller else { return }
      let tracker = DraggableTabBarTracker(controller: controller)
      // Kept before it is added: arriving in the bar's window reports a change, whose own
      // call here finds it in place.
      tabBarTracker = tracker
      tracker.frame = tabBar.bounds
      tabBar.insertSubview(tracker, at: 0)
    }

    private func stopWatchingTabBar() {
      // Silenced first: leaving the window would report a change in the middle of this one.
      tabBarTracker?.controller = nil
      tabBarTracker?.removeFromSuperview()
      tabBarTracker = nil
    }
  }

  /// An empty view a ``DraggableController`` puts inside the tab bar that is (or, hidden,
  /// would be) over its container, filling it, to learn when the bar's height or place
  /// changes without waiting for a layout of the app's: iOS 18's
  /// `UITabBarController.setTabBarHidden(_:animated:)` sliding it away and back, iOS 26's
  /// bar shrinking as it minimizes on scroll, a new height in another size class.
  ///
  /// The container's own tracker (``DraggableContainerTracker``) hears the container's safe
  /// area, the first signal: a view controller's root view has a safe area that takes in the
  /// bars its containers show over it, a tab bar controller's tab bar among them, and any
  /// other view the part of that area it covers. So a container inside a tab follows the bar
  /// whenever UIKit moves the safe area with it. But a container the bar's controller does
  /// not inset (the window, the tab bar controller's own view, a view over a whole SwiftUI
  /// `TabView`) never has the bar in its safe area, and no safe area promises to follow the
  /// bar's current height: only the bar itself does. Hence this second signal, the bar's own
  /// geometry, through two rules of `UIView`:
  /// - a view whose size changes resizes its subviews by their autoresizing masks, which
  ///   lays them out: filling the bar, this view's `layoutSubviews` runs when the bar's
  ///   height (or width) changes;
  /// - a view's safe area is the part of it the screen's edges and its ancestors' bars
  ///   cover: the bar moving across the bottom edge (sliding away when hidden, back when
  ///   shown) changes this view's, which `safeAreaInsetsDidChange()` reports.
  /// Leaving the window (the bar taken away) is `didMoveToWindow()`.
  ///
  /// Neither rule hears a bar that moves or hides without resizing where no safe area
  /// changes: `setTabBarHidden(_:animated:)` sliding the bar off a Home-button iPhone (no
  /// bottom safe area) or hiding the iPad's tab bar at the top, a bar hidden by `isHidden` or
  /// `alpha`. So the tracker also observes the bar's layer (`position`, `hidden`, `opacity`,
  /// `transform`: `UIView`'s `center`, `frame`, `isHidden`, `alpha` and `transform` set
  /// them) and, from iOS 18, its tab bar controller's `isTabBarHidden`, with key-value
  /// observation (see ``observeBar()``).
  ///
  /// Each only tells the controller to read its container again (the bar's frame and
  /// visibility included): the controller compares, and reports a real change to
  /// GestureCore's `DraggableStore`. UIKit moves a bar that animates inside its animation
  /// block, so a resting view the change moves rides that animation beside the bar
  /// (`DraggableController.containerDidChange()`).
  ///
  /// It never takes a touch, draws nothing and is hidden from accessibility.
  @MainActor
  final class DraggableTabBarTracker: InvisibleHelperView {
    weak var controller: DraggableController?

    /// The observations of the bar's layer and its tab bar controller, while the tracker is
    /// in a bar in a window.
    private var observations: [NSKeyValueObservation] = []

    init(controller: DraggableController) {
      self.controller = controller
      super.init()
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("DraggableTabBarTracker is created in code only")
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      controller?.containerDidChange()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      controller?.containerDidChange()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      observeBar()
      controller?.containerDidChange()
    }

    /// Observes the place and visibility of the bar the tracker is in, while it is in a
    /// window (none otherwise).
    ///
    /// Key-value observation calls back synchronously inside the setter, on the main thread
    /// where UIKit changes its views, and a view's `center`, `frame`, `isHidden`, `alpha` and
    /// `transform` are its layer's `position` (with `bounds`), `hidden`, `opacity` and
    /// `transform`: the bar slid or faded away by its controller is heard as it is set, inside
    /// the animation block that moves it, with no layout pass of GestureKit's. A value set
    /// again unchanged (a layout that puts the bar where it is) reports nothing.
    private func observeBar() {
      observations.removeAll()
      guard window != nil, let bar = superview else { return }
      let layer = bar.layer
      observations = [
        observe(layer, \.position), observe(layer, \.isHidden), observe(layer, \.opacity),
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
