#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // The full-screen pop: the pan drives a percent-driven interactive transition through the
  // store, and the navigation delegate is served the interaction and the slide animator.
  extension BackSwipeController {
    // MARK: - Driving the full-screen pop

    /// A drag of the full-screen pan or its scroll companion, in window coordinates.
    func fullScreenPanDidChange(_ drag: DragEvent, time: Double) {
      if case .began = drag { refreshContext() }
      send(.drag(drag, time: host.time(time)))
      if host.store.phase == .tracking {
        interaction?.update(CGFloat(host.store.progress))
      }
    }

    func apply(_ effect: BackSwipeStore.Effect) {
      switch effect {
      case .beginPop:
        beginPop()
      case .finish(let speed), .cancel(let speed):
        guard let interaction else { return }
        interaction.update(CGFloat(host.store.progress))
        interaction.completionSpeed = CGFloat(speed)
        if case .finish = effect { interaction.finish() } else { interaction.cancel() }
      case .pushed, .popped, .swipeCancelled:
        break  // UIKit's own stack already says so.
      }
    }

    /// Starts the interactive pop the store asked for. If UIKit does not start a transition
    /// (nothing to pop after all), the store is told at once that it is over.
    func beginPop() {
      guard let navigationController else {
        send(.transitionCompleted(popped: false))
        return
      }
      let transition = UIPercentDrivenInteractiveTransition()
      // The curve the store's completion speeds are computed for (`BackSwipe.Completion.curve`,
      // UIKit's ease-out): the rest starts at the release speed and comes to rest at the
      // edge. A percent-driven transition runs its interactive part linearly whatever this
      // says, and applies this curve only to the part after `finish()` or `cancel()`.
      transition.completionCurve = .easeOut
      interaction = transition
      pendingInteraction = transition
      // the navigation delegate is replaced only for this pop,
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
        duration: host.store.transitionDuration,
        direction: host.store.context.layoutDirection)
    }
  }
#endif
