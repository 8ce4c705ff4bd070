#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import os

  // The view's container: the store is made for the first superview and told when the
  // container, its bounds, its safe area or the keyboard change.
  extension DraggableController {
    // MARK: - Container

    /// Follows the view to its current superview. The first container creates the store;
    /// a later one (or none) is `DraggableStore`'s `.containerReplaced`: the store ends what
    /// the old container had under way (the app's ``onBegan`` gets its one ``onEnd``, as
    /// documented, when a floating view is closed or moved while it springs), ignores the
    /// rest of a pan that began there, and starts over at the anchor nearest to where the
    /// view is.
    func attach() {
      guard !isInvalidated, let view else { return }
      tracker?.removeFromSuperview()
      tracker = nil
      sentBounds = nil
      sentSafeArea = nil
      sentCornerInsets = nil
      container = view.superview
      guard let container else {
        send(.containerReplaced(nil, time: now()))
        return
      }
      Self.warnIfScrolling(container)
      let tracker = DraggableContainerTracker(controller: self)
      tracker.frame = container.bounds
      container.insertSubview(tracker, at: 0)
      self.tracker = tracker
      let (bounds, safeArea, tabBar) = geometry(of: container)
      let corners = cornerInsets(of: container)
      // Once the store has the container: the bar is observed from then on.
      defer { tracker.watch(tabBar) }
      let frame = Rect(untransformedFrame(of: view))
      sentBounds = bounds
      sentSafeArea = safeArea
      sentCornerInsets = corners
      if host != nil {
        send(
          .containerReplaced(
            .init(frame: frame, bounds: bounds, safeArea: safeArea, cornerInsets: corners),
            time: now()))
        return
      }
      let host = StoreHost(
        DraggableStore(
          frame: frame, bounds: bounds, safeArea: safeArea, cornerInsets: corners,
          configuration: effectiveConfiguration))
      host.owner = self
      host.apply = { [weak self] effect in self?.perform(effect) }
      host.present = { [weak self] _ in
        self?.place()
        self?.refreshAccessibilityActions()
      }
      self.host = host
      place()
    }

    /// In debug builds, says once per app that a floating view's superview scrolls, or is
    /// inside a scroll view of its screen (a content view in a scroll view, the usual Auto
    /// Layout setup): a view floats over its superview's bounds, and a scroll view's content
    /// moves under them, so the view would scroll away with the content and its anchors with
    /// it. A floating view belongs in a view that does not scroll (the screen's view, a
    /// container over the scroll view). The walk stops at the screen's view (a view whose
    /// next responder is its view controller), checked too.
    private static func warnIfScrolling(_ container: UIView) {
      #if DEBUG
        guard !hasWarnedAboutScrolling else { return }
        var ancestor: UIView? = container
        var scrolls = false
        while let current = ancestor, !scrolls {
          scrolls = current is UIScrollView
          if current.next is UIViewController { break }
          ancestor = current.superview
        }
        guard scrolls else { return }
        hasWarnedAboutScrolling = true
        let warning: StaticString =
          "GestureKit: a draggable view's superview is or is inside a scroll view, so the view scrolls away with its content. Add it to a view that does not scroll (the screen's view, or a container above the scroll view)."
        os_log(warning, log: .default, type: .error)
      #endif
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

    func containerDidChange(force: Bool) {
      guard !isInvalidated, let view else { return }
      guard view.superview === container else {
        attach()
        return
      }
      guard let container, host != nil else { return }
      reportSize()
      let (bounds, safeArea, tabBar) = geometry(of: container)
      let corners = cornerInsets(of: container)
      // After the store has heard of this change: the bar found now is observed from then on.
      defer { tracker?.watch(tabBar) }
      guard force || bounds != sentBounds || safeArea != sentSafeArea || corners != sentCornerInsets
      else { return }
      sentBounds = bounds
      sentSafeArea = safeArea
      sentCornerInsets = corners
      // Not on screen yet (no window, or a layer never drawn: no presentation layer, as when
      // the container first lays out on appearing): nobody would see the motion.
      let onScreen = view.window != nil && view.layer.presentation() != nil
      // Inside an animation block (a rotation's, a split view's resize), UIKit animates every
      // property set now along with its own change: the view goes to its place in the new
      // container at once and rides that animation, keeping its corner through the rotation
      // instead of staying put and springing once it is over.
      ridesSystemAnimation = onScreen && UIView.inheritedAnimationDuration > 0
      defer { ridesSystemAnimation = false }
      send(
        .resize(
          bounds: bounds, safeArea: safeArea, cornerInsets: corners,
          animated: onScreen && !ridesSystemAnimation))
    }

    /// The keyboard is about to take `frame` (screen coordinates; `nil`: it hides), with its
    /// own `animation`: a resting view it moves moves with it, in the keyboard's duration and
    /// curve, not a spring of its own.
    func keyboardWillChange(to frame: CGRect?, animation: KeyboardAnimation? = nil) {
      keyboardFrame = frame
      isFollowingKeyboard = true
      keyboardAnimation = animation
      defer {
        isFollowingKeyboard = false
        keyboardAnimation = nil
      }
      guard let animation, animation.duration > 0, UIView.inheritedAnimationDuration == 0,
        view?.window != nil
      else { return containerDidChange() }
      // UIKit animates every view property set inside an animation block with that block's
      // duration and curve. The change is told inside a block of the keyboard's duration and
      // curve (so `containerDidChange()` sees `UIView.inheritedAnimationDuration` above 0):
      // the view is placed in the new area at once and moves with the keyboard.
      UIView.animate(
        withDuration: animation.duration, delay: 0,
        options: [animation.options, .beginFromCurrentState, .allowUserInteraction]
      ) { self.containerDidChange() }
    }

    /// The container's bounds and the insets the view keeps clear of: the safe area plus
    /// ``insets``, a docked keyboard, and the tab bar over the container's lower half (the
    /// store decides what covers what); and the tab bar to watch for changes
    /// (``tabBars(over:)``).
    private func geometry(of container: UIView)
      -> (bounds: Rect, safeArea: Insets, watchedTabBar: UITabBar?)
    {
      let bounds = Rect(container.bounds)
      var keyboard: Rect?
      if let keyboardFrame, let screen = container.window?.screen {
        // Apple's `UIResponder.keyboardFrameEndUserInfoKey` documentation: the keyboard's frame is
        // in screen coordinates.
        keyboard = Rect(container.convert(keyboardFrame, from: screen.coordinateSpace))
      }
      let tabBars = tabBars(over: container)
      let tabBar = tabBars.shown.map { Rect(container.convert($0.bounds, from: $0)) }
      let safeArea = DraggableStore.insets(
        safeArea: Insets(container.safeAreaInsets), extra: Insets(insets),
        keyboardFrame: keyboard, tabBarFrame: tabBar, in: bounds)
      return (bounds, safeArea, tabBars.watched)
    }

    /// The corners of the container that iPadOS 26's window controls cover, as the
    /// container's corner-adapted safe areas show them (GestureCore's
    /// `DraggableStore.CornerInsets` reads them); none before iOS 26. Read with the rest of
    /// the container on each change the trackers report (the controls come and go as the
    /// window leaves or fills the screen, which resizes the container).
    private func cornerInsets(of container: UIView) -> DraggableStore.CornerInsets {
      // Layout regions are not in Mac Catalyst's UIKit (Apple lists iOS, iPadOS, tvOS and
      // visionOS 26 only): a Catalyst window's controls sit in its title bar, outside it.
      #if compiler(>=6.2) && !targetEnvironment(macCatalyst)
        if #available(iOS 26.0, *) {
          // A safe area region adapted to the corners on an axis has that axis's edges moved
          // in past whatever covers a corner (the window controls), which the plain safe area
          // leaves uncovered: the difference between the three is the covered corner.
          return DraggableStore.CornerInsets(
            safeArea: Insets(container.edgeInsets(for: .safeArea())),
            horizontallyAdapted: Insets(
              container.edgeInsets(for: .safeArea(cornerAdaptation: .horizontal))),
            verticallyAdapted: Insets(
              container.edgeInsets(for: .safeArea(cornerAdaptation: .vertical))))
        }
      #endif
      return .zero
    }

    /// The tab bars of the tab bar controllers in the container's window (under the
    /// presentation the container is in), wherever the container is (inside a tab, the tab
    /// bar controller's own view, the window, SwiftUI over a whole `TabView`, which is one):
    /// `shown`, the first one on screen whose frame overlaps the container; `watched`, that
    /// one, or else the first one in the window, shown or not, whose
    /// ``DraggableTabBarTracker`` observes it change height or come back. Read on every
    /// container change (layout, the bar's own changes), not per touch.
    private func tabBars(over container: UIView) -> (shown: UITabBar?, watched: UITabBar?) {
      guard let window = container.window else { return (nil, nil) }
      // A presented controller (a sheet) is drawn over its presenter's tab bar: the search
      // starts at the last presentation the container is in.
      var root = window.rootViewController
      while let presented = root?.presentedViewController,
        presented.viewIfLoaded.map(container.isDescendant(of:)) == true
      {
        root = presented
      }
      var pending = root.map { [$0] } ?? []
      var inWindow: UITabBar?
      while let controller = pending.popLast() {
        if let tabBarController = controller as? UITabBarController {
          let tabBar = tabBarController.tabBar
          if tabBar.window === window {
            inWindow = inWindow ?? tabBar
            if isShown(tabBarController, in: window),
              container.bounds.intersects(container.convert(tabBar.bounds, from: tabBar))
            {
              return (tabBar, tabBar)
            }
          }
        }
        pending += controller.children
      }
      return (nil, inWindow)
    }

    /// Whether a tab bar controller's bar is on screen: the controller does not say its bar
    /// is hidden (iOS 18's `isTabBarHidden`, the state `setTabBarHidden(_:animated:)` set,
    /// whatever the bar's frame and flags show while it animates), and the bar is drawn.
    private func isShown(_ tabBarController: UITabBarController, in window: UIWindow) -> Bool {
      if #available(iOS 18.0, *), tabBarController.isTabBarHidden { return false }
      return isShown(tabBarController.tabBar, in: window)
    }

    /// Whether a view is drawn in `window`: neither it nor any view it is in is hidden or
    /// fully transparent.
    private func isShown(_ view: UIView, in window: UIWindow) -> Bool {
      guard view.window === window else { return false }
      var candidate: UIView? = view
      while let current = candidate {
        if current.isHidden || current.alpha <= 0 { return false }
        candidate = current.superview
      }
      return true
    }

    /// Tells the store the view's size if it changed.
    func reportSize() {
      guard let view, let store = host?.store else { return }
      let size = Size(view.bounds.size)
      if size != store.size { send(.sizeChanged(size)) }
    }
  }

#endif
