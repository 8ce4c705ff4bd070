#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

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
      container = view.superview
      // `CACurrentMediaTime()` is the touches' and
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

    func containerDidChange(force: Bool) {
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

    func keyboardWillChange(to frame: CGRect?) {
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
    func reportSize() {
      guard let view, let store = driver?.model else { return }
      let size = Size(view.bounds.size)
      if size != store.size { send(.sizeChanged(size)) }
    }
  }

  #if DEBUG
    /// Checks, in debug builds, every event a ``DraggableController`` sends against the
    /// store's host contract, and stops at the first broken rule with its message.
    private final class DraggableContractAssertion {
      // `.mainThreadHost`, as every GestureKit host (a CADisplayLink runs on the main
      // thread, so a main-thread stall holds its frames back, and it is paused while the app is in the background; the store reads the late
      // time as it comes). Every other violation is a bug.
      private var checker = ContractChecker<DraggableStore>(toleratesMainThreadStalls: true)

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
