extension DraggableStore: Interaction {
  /// Handles one event, appending the callbacks the host makes, in order; ``frame`` is up to
  /// date when it returns.
  ///
  /// Every event is accepted in every state; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .tick(let time):
      advanceClock(to: time)
      advanceSpring(into: &effects)
    case .touchDown(let touch, let location, let time):
      advanceClock(to: time)
      advanceSpring(into: &effects)
      catchView(with: touch, at: location, into: &effects)
    case .touchUp(let touch, let time):
      advanceClock(to: time)
      advanceSpring(into: &effects)
      guard touch == catchingTouch else { break }
      catchingTouch = nil
      // Let go where it was stopped, without velocity: the nearest anchor.
      send(
        .drag(.ended(location: frame.center, translation: .zero, velocity: .zero)),
        into: &effects)
    case .drag(let drag, let time):
      let drag = drag.withinLimits
      advanceClock(to: time)
      if case .began = drag {
        isPanUnderWay = true
        ignoresPan = false
      } else {
        let wasIgnored = ignoresPan
        if case .changed = drag {} else {
          isPanUnderWay = false
          ignoresPan = false
        }
        // A pan of a container since replaced: not this container's.
        if wasIgnored {
          advanceSpring(into: &effects)
          break
        }
      }
      // Where the spring has the view now, so that a pan catches it there.
      advanceSpring(into: &effects)
      // The pan takes the view over from the finger that stopped it.
      catchingTouch = nil
      send(.drag(drag), into: &effects)
    case .resize(let bounds, let safeArea, let animated):
      // A spring that has just settled is not finished first: the container change retargets
      // it, so the one `ended` the app gets names where the view comes to rest in the new
      // container, not the old one it never rests in.
      advanceSpring(finishing: false, into: &effects)
      send(.resize(bounds: bounds, safeArea: safeArea), into: &effects)
      if !animated { finishSpring(into: &effects) }
    case .configurationChanged(let configuration):
      advanceSpring(finishing: false, into: &effects)
      snap.configuration = configuration
      send(.resize(bounds: snap.bounds, safeArea: snap.safeArea), into: &effects)
    case .containerReplaced(let placement, let time):
      advanceClock(to: time)
      advanceSpring(into: &effects)
      replaceContainer(with: placement, into: &effects)
    case .sizeChanged(let size):
      guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0,
        size != snap.size
      else {
        if size == snap.size { pendingSize = nil }
        break
      }
      pendingSize = size
    }
    applyPendingSize()
  }

  // MARK: Time

  /// Takes a new time: never backwards, never one that is not a time (``InputLimits/isTime(_:)``). A spring waiting for a time starts now.
  mutating func advanceClock(to newTime: Double) {
    if InputLimits.isTime(newTime), newTime > time { time = newTime }
    if springStart == nil, needsFrames { springStart = time }
  }

  /// Moves the settling view to where the spring has it at ``time``, and tells the
  /// interaction: how far the spring ran, or that it settled.
  ///
  /// - Parameter finishing: whether a spring that has settled by now is finished (the
  ///   default); `false` only moves the view to where the spring has it, for an event that
  ///   retargets the spring (a container or configuration change).
  mutating func advanceSpring(finishing: Bool = true, into effects: inout [Effect]) {
    guard case .settling(let animation, _, _, _) = snap.state, let start = springStart else {
      return
    }
    let elapsed = time > start ? time - start : 0
    if finishing, animation.isSettled(at: elapsed) {
      finishSpring(into: &effects)
    } else {
      frame = Rect(origin: animation.value(at: elapsed), size: snap.size)
      send(.tick(elapsed: elapsed), into: &effects)
    }
  }

  /// Puts a settling view at the end of its spring now.
  mutating func finishSpring(into effects: inout [Effect]) {
    guard case .settling(let animation, _, _, _) = snap.state else { return }
    springStart = nil
    frame = Rect(origin: animation.to, size: snap.size)
    send(.animationFinished, into: &effects)
  }

  // MARK: Fingers

  /// A finger lands on the view: a settling view stops where it is, held by that finger.
  mutating func catchView(with touch: TouchID, at location: Point, into effects: inout [Effect]) {
    guard catchingTouch == nil, case .settling = snap.state, location.isFinite,
      frame.contains(location)
    else { return }
    springStart = nil
    catchingTouch = touch
    send(.drag(.began(location: location, translation: .zero)), into: &effects)
  }

  // MARK: Containers

  /// Ends what the old container had under way (the app's drag gets its `ended`), then
  /// starts over at rest in the new container, if there is one.
  mutating func replaceContainer(with placement: Placement?, into effects: inout [Effect]) {
    if case .dragging = snap.state {
      // Held by a finger or dragged by a pan: let go; the spring below ends at once.
      send(.drag(.cancelled), into: &effects)
    }
    catchingTouch = nil
    finishSpring(into: &effects)
    ignoresPan = isPanUnderWay
    guard let placement else { return }
    pendingSize = nil  // The placement's frame carries the view's size.
    springStart = nil
    snap = DragSnap(
      frame: placement.frame, bounds: placement.bounds, safeArea: placement.safeArea,
      configuration: snap.configuration)
    frame = snap.frame
  }

  // MARK: Size

  /// Takes a waiting size once the view is at rest: the view starts over at the anchor
  /// nearest to its centre.
  mutating func applyPendingSize() {
    guard let size = pendingSize, case .resting = snap.state, catchingTouch == nil else {
      return
    }
    pendingSize = nil
    let center = frame.center
    snap = DragSnap(
      frame: Rect(
        origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size),
      bounds: snap.bounds, safeArea: snap.safeArea, configuration: snap.configuration)
    frame = snap.frame
  }

  // MARK: The interaction

  /// Hands an event to ``snap`` and carries out what it asks: frames and springs become
  /// ``frame`` and the spring in flight, callbacks become effects, paired.
  mutating func send(_ event: DragSnap.Event, into effects: inout [Effect]) {
    snapEffects.removeAll(keepingCapacity: true)
    snap.handle(event, into: &snapEffects)
    for effect in snapEffects {
      switch effect {
      case .frame(let shown):
        springStart = nil
        frame = shown
      case .animate(let animation):
        // Starts now if this event carries a time; otherwise at the next one that does.
        springStart = event.carriesTime ? time : nil
        frame = Rect(origin: animation.from, size: snap.size)
      case .began(let shown):
        // A pan catching the view as it settles after a drag continues that drag.
        guard !isDragReported else { break }
        isDragReported = true
        effects.append(.began(frame: shown))
      case .moved(let shown):
        if isDragReported { effects.append(.moved(frame: shown)) }
      case .ended(let shown, let anchor):
        guard isDragReported else { break }
        isDragReported = false
        effects.append(.ended(frame: shown, anchor: anchor))
      }
    }
  }
}

extension DragSnap.Event {
  /// Whether the store sends it at a time it was told (a drag, a touch, a frame), as opposed
  /// to between frames (a container change).
  fileprivate var carriesTime: Bool {
    switch self {
    case .drag, .tick, .animationFinished: true
    case .resize: false
    }
  }
}
