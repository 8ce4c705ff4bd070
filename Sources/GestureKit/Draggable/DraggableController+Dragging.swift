#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // Fingers and the drag go to the store; its frames come back and place the view, one per
  // display-link frame while it springs.
  extension DraggableController {
    // MARK: - Fingers and the drag

    func fingerDidChange(_ finger: TouchObserver.Finger) {
      guard !isInvalidated, let view else { return }
      switch finger {
      case .down(let id, let location, let time):
        if view.superview !== container { attach() }
        reportSize()
        guard let frame = host?.store.frame else { return }
        // Apple's `UIView.frame` documentation: undefined under a transform. The touch is read in
        // the view's own bounds and placed in the untransformed frame the store draws, so a
        // scaled-up view is caught where the finger is on it.
        let location = view.convert(location, from: nil)
        let bounds = view.bounds
        let point = Point(
          x: frame.minX + Double(location.x - bounds.minX),
          y: frame.minY + Double(location.y - bounds.minY))
        fingersDown.append(id)
        send(.touchDown(id, at: point, time: hostTime(time)))
      case .up(let id, let time):
        guard let index = fingersDown.firstIndex(of: id) else { return }
        fingersDown.remove(at: index)
        send(.touchUp(id, time: hostTime(time)))
      }
    }

    /// A phase of the pinch or the double tap's recognition, read by the store: sent only
    /// while the store exists (a resize needs a container).
    func resizeDidChange(_ event: DraggableStore.Event) {
      guard !isInvalidated, host != nil else { return }
      switch event {
      case .pinch(let pinch, let time): send(.pinch(pinch, time: hostTime(time)))
      case .stepSize(let step, let time): send(.stepSize(step, time: hostTime(time)))
      default: break
      }
    }

    /// A drag in window coordinates, from the touch pan or the scroll companion, at `time`
    /// (`CACurrentMediaTime()`'s clock).
    func dragDidChange(_ drag: DragEvent, time: Double) {
      guard !isInvalidated, let view else { return }
      if case .began = drag {
        if view.superview !== container { attach() }
        reportSize()
        storeHasPan = host != nil
      }
      // A pan that began before the store existed: its `changed` or end would come without
      // `began`.
      guard storeHasPan, let container else { return }
      switch drag {
      case .ended, .cancelled: storeHasPan = false
      case .began, .changed: break
      }
      send(.drag(Self.convert(drag, to: container), time: hostTime(time)))
    }

    /// A drag event from window coordinates (the recognizer's) into a view's.
    static func convert(_ drag: DragEvent, to view: UIView) -> DragEvent {
      func point(_ point: Point) -> Point {
        Point(view.convert(CGPoint(point), from: nil))
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

    // MARK: - Frames

    /// Hands an event to the store, calls the app for its effects, and draws its frame.
    func send(_ event: DraggableStore.Event) {
      host?.send(event)
    }

    /// The time of an event that carries none of its own: `CACurrentMediaTime()`, the clock
    /// of the touches' timestamps and of the display link, through the host's clock.
    func now() -> Double {
      host?.now() ?? CACurrentMediaTime()
    }

    /// A time UIKit reported (a touch's `timestamp`, a pan's state change), never earlier
    /// than one already sent: after a main-thread stall the display link may fire, stamped
    /// with the time its frame will show, before the touches queued meanwhile arrive.
    private func hostTime(_ reported: Double) -> Double {
      host?.time(reported) ?? reported
    }

    func perform(_ effect: DraggableStore.Effect) {
      switch effect {
      case .began(let frame): onBegan?(CGRect(frame))
      case .moved(let frame): onMoved?(CGRect(frame))
      case .ended(let frame, let anchor): onEnd?(CGRect(frame), anchor)
      }
    }

    /// Draws the store's frame, and the tab while the view is stashed.
    func place() {
      guard let view, let store = host?.store else { return }
      let frame = store.frame
      let center = CGPoint(frame.center)
      // The store sizes the view only when its size changed since the last placement (a
      // pinch, a size step, a width that no longer fits); otherwise the size is the view's
      // own, reported to it, and a size the app gave the view since is kept.
      let storeSize = store.size
      let size =
        storeSize != placedSize ? CGSize(width: frame.width, height: frame.height) : view.bounds.size
      placedSize = storeSize
      // A view Auto Layout positions: its constraints follow, or the next layout pass would
      // put it back where they say.
      positionConstraints.follow(view, center: center, size: size)
      if view.center != center || view.bounds.size != size {
        // A view's `frame` is undefined under a transform; `center` and `bounds` are not, so
        // the view keeps any transform the app gives it. Outside any animation block this
        // may run in (the store draws every frame itself), except the move to a new
        // container's place inside the system's own animation (a rotation).
        let apply = {
          view.center = center
          if view.bounds.size != size { view.bounds.size = size }
        }
        if ridesSystemAnimation { apply() } else { UIView.performWithoutAnimation(apply) }
      }
      tab.update(for: store, in: view)
      didPlace?()
    }


    /// The view's frame without its transform, in its superview's coordinates: from
    /// `center` and `bounds`, because `frame` is undefined under a transform (Apple's
    /// `UIView.frame` documentation).
    func untransformedFrame(of view: UIView) -> CGRect {
      let size = view.bounds.size
      return CGRect(
        x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
        width: size.width, height: size.height)
    }
  }
#endif
