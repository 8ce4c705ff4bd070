extension BackSwipeStore: Interaction {
  /// Handles one event, appending the effects the host applies, in order; ``progress`` and
  /// ``phase`` are up to date when it returns.
  ///
  /// Every event is accepted in every state; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .drag(let drag, let time):
      let drag = drag.withinLimits
      advanceClock(to: time)
      // A frame that is due ends an animation before the drag is judged: a swipe that starts
      // after the previous pop has ended is not refused because its last frame came late.
      advanceTransition(into: &effects)
      sendSwipe(.drag(drag), into: &effects)
    case .tick(let time):
      advanceClock(to: time)
      advanceTransition(into: &effects)
    case .contextChanged(let context):
      hostContext = context
      synchronizeContext()
    case .push(let time):
      advanceClock(to: time)
      advanceTransition(into: &effects)
      guard mayPush else { break }
      hostContext.stackDepth = stackDepth + 1
      start(.pushing, from: 1, to: 0, into: &effects)
    case .pop(let time):
      advanceClock(to: time)
      advanceTransition(into: &effects)
      guard mayPop else { break }
      start(.popping, from: 0, to: 1, into: &effects)
    case .transitionCompleted(let popped):
      guard awaitsCompletion else { break }
      awaitsCompletion = false
      let depth = stackDepth
      sendSwipe(.transitionCompleted, into: &effects)
      end(popped: popped, depthBefore: depth, bySwipe: true, into: &effects)
    }
  }

  // MARK: Time

  /// Takes a new time: never backwards, never one that is not a time (``InputLimits/isTime(_:)``).
  mutating func advanceClock(to newTime: Double) {
    if InputLimits.isTime(newTime), newTime > time { time = newTime }
  }

  /// Runs the ``Animator/frames`` animator to ``time``, and ends its animation if it is over.
  mutating func advanceTransition(into effects: inout [Effect]) {
    guard let running = transition else { return }
    progress = running.value(at: time)
    guard running.isFinished(at: time) else { return }
    transition = nil
    let depth = stackDepth
    switch running.phase {
    case .finishing, .cancelling:
      sendSwipe(.transitionCompleted, into: &effects)
      end(popped: running.phase == .finishing, depthBefore: depth, bySwipe: true, into: &effects)
    case .pushing:
      phase = .idle
      progress = 0
      synchronizeContext()
      effects.append(.pushed(depth: depth))
    case .popping:
      end(popped: true, depthBefore: depth, bySwipe: false, into: &effects)
    case .idle, .tracking:
      phase = .idle
      progress = 0
      synchronizeContext()
    }
  }

  /// Starts an animation of ``progress`` for the ``Animator/frames`` animator: linear for
  /// the rest of a swipe, ease-out for a push or a back-button pop.
  mutating func start(
    _ phase: Phase, from: Double, to: Double, duration: Double? = nil,
    into effects: inout [Effect]
  ) {
    self.phase = phase
    progress = from
    let isSwipe = phase == .finishing || phase == .cancelling
    transition = Transition(
      phase: phase, from: from, to: to, start: time,
      duration: duration ?? swipe.configuration.effectiveTransitionDuration, isLinear: isSwipe)
    synchronizeContext()
    advanceTransition(into: &effects)  // A zero duration ends at once.
  }

  /// The end of a pop (or of its cancellation): the depth follows `popped`, the top screen is
  /// in place, and the host hears of it.
  mutating func end(
    popped: Bool, depthBefore depth: Int, bySwipe: Bool, into effects: inout [Effect]
  ) {
    phase = .idle
    progress = 0
    let newDepth = popped && depth > 1 ? depth - 1 : depth
    hostContext.stackDepth = newDepth
    synchronizeContext()
    effects.append(popped ? .popped(depth: newDepth, bySwipe: bySwipe) : .swipeCancelled)
  }

  /// Tells the swipe's machine the navigation: the host's report, with the store's own
  /// push or pop counted as a transition.
  mutating func synchronizeContext() {
    var context = hostContext
    if phase == .pushing || phase == .popping { context.isTransitioning = true }
    guard context != swipe.context else { return }
    var none: [BackSwipe.Effect] = []  // A context change has no effects: nothing allocated.
    swipe.handle(.contextChanged(context), into: &none)
  }

  // MARK: The swipe

  /// Hands an event to the swipe's machine and carries out what it asks for.
  mutating func sendSwipe(_ event: BackSwipe.Event, into effects: inout [Effect]) {
    swipeEffects.removeAll(keepingCapacity: true)
    swipe.handle(event, into: &swipeEffects)
    // The release is carried out after the loop: it may run the machine again (an animation
    // of no duration ends at once), which reuses the buffer.
    var released: (completion: BackSwipe.Completion, finishing: Bool)?
    for effect in swipeEffects {
      switch effect {
      case .beginPop:
        activeAnimator = configuration.animator
        phase = .tracking
        progress = 0
        if activeAnimator == .percentDriven { awaitsCompletion = true }
        effects.append(.beginPop)
      case .progress(let value):
        progress = value
      case .finish(let completion):
        released = (completion, true)
      case .cancel(let completion):
        released = (completion, false)
      }
    }
    if let released { release(released.completion, finishing: released.finishing, into: &effects) }
  }

  /// The finger lifted (or the swipe was cancelled): the rest of the pop runs, by the store or
  /// by the host.
  mutating func release(
    _ completion: BackSwipe.Completion, finishing: Bool, into effects: inout [Effect]
  ) {
    progress = completion.progress
    switch activeAnimator {
    case .frames:
      start(
        finishing ? .finishing : .cancelling, from: completion.progress, to: finishing ? 1 : 0,
        duration: completion.duration, into: &effects)
    case .percentDriven:
      phase = finishing ? .finishing : .cancelling
      effects.append(
        finishing
          ? .finish(speed: completion.completionSpeed) : .cancel(speed: completion.completionSpeed))
    }
  }
}
