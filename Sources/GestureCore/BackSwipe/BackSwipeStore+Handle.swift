extension BackSwipeStore {
  /// Handles one event, appending the effects the host applies, in order; ``progress`` and
  /// ``phase`` are up to date when it returns.
  ///
  /// Every event is accepted in every state; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .drag(let drag, let time):
      let drag = drag.withinLimits
      // A frame that is due ends an animation before the drag is judged: a swipe that starts
      // after the previous pop has ended is not refused because its last frame came late.
      advance(to: time, into: &effects)
      follow(drag, into: &effects)
    case .tick(let time):
      advance(to: time, into: &effects)
    case .contextChanged(let context):
      hostContext = context
      synchronizeContext()
    case .push(let time):
      advance(to: time, into: &effects)
      guard mayPush else { break }
      hostContext.stackDepth = stackDepth + 1
      start(.pushing, from: 1, to: 0, into: &effects)
    case .pop(let time):
      advance(to: time, into: &effects)
      guard mayPop else { break }
      start(.popping, from: 0, to: 1, into: &effects)
    case .reduceMotionChanged(let reduces):
      swipe.motion.reducesMotion = reduces
    case .transitionCompleted(let popped):
      guard awaitsCompletion else { break }
      awaitsCompletion = false
      end(popped: popped, depthBefore: stackDepth, bySwipe: true, into: &effects)
    }
  }

  // MARK: Time

  /// Takes a new time (never backwards, never one that is not a time:
  /// ``InputLimits/isTime(_:)``) and runs the ``Animator/frames`` animator to it.
  mutating func advance(to newTime: Double, into effects: inout [Effect]) {
    if InputLimits.isTime(newTime), newTime > time { time = newTime }
    advanceTransition(into: &effects)
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

  /// Starts an animation of ``progress`` for the ``Animator/frames`` animator: on `curve`
  /// for the rest of a swipe, a quadratic ease-out for a push or a back-button pop (`nil`).
  mutating func start(
    _ phase: Phase, from: Double, to: Double, duration: Double? = nil,
    curve: TimingCurve? = nil, into effects: inout [Effect]
  ) {
    self.phase = phase
    progress = from
    transition = Transition(
      phase: phase, from: from, to: to, start: time,
      duration: duration ?? swipe.configuration.effectiveTransitionDuration, curve: curve)
    synchronizeContext()
    advanceTransition(into: &effects)  // A zero duration ends at once.
  }

  /// The end of a pop (or of its cancellation, or of the host's transition on its own): the
  /// swipe is over, the depth follows `popped`, the top screen is in place, and the host hears
  /// of it.
  mutating func end(
    popped: Bool, depthBefore depth: Int, bySwipe: Bool, into effects: inout [Effect]
  ) {
    if bySwipe { swipe.state = .idle }
    phase = .idle
    progress = 0
    let newDepth = popped && depth > 1 ? depth - 1 : depth
    hostContext.stackDepth = newDepth
    synchronizeContext()
    effects.append(popped ? .popped(depth: newDepth, bySwipe: bySwipe) : .swipeCancelled)
  }

  /// Gives the swipe the navigation: the host's report, with the store's own push or pop
  /// counted as a transition.
  mutating func synchronizeContext() {
    swipe.context = hostContext
    switch phase {
    case .pushing:
      // The host's context says whether a push may be interrupted (iOS 26's rule).
      swipe.context.isTransitioning = true
    case .popping:
      swipe.context.isTransitioning = true
      swipe.context.isPushInterruptible = false
    case .idle, .tracking, .finishing, .cancelling:
      break
    }
  }

  // MARK: The swipe

  /// Takes a phase of the back-swipe recognizer: a `began` the policy allows starts a swipe,
  /// the rest of it moves the progress, and its end (or a value that is not finite) releases
  /// it. A refused drag is ignored to its end, and so is any drag while the rest of a pop
  /// runs.
  mutating func follow(_ drag: DragEvent, into effects: inout [Effect]) {
    switch swipe.state {
    case .idle:
      guard drag.isFinite, case .began(let location, let translation) = drag,
        swipe.mayBegin(start: location - translation, stroke: translation)
      else { return }
      // A swipe during the store's own push (one the context lets a swipe interrupt) takes
      // the new screen from where the push left it: the push is over, the pop begins there.
      var base = 0.0
      if phase == .pushing, transition != nil {
        transition = nil
        base = progress
        effects.append(.pushed(depth: stackDepth))
      }
      activeAnimator = configuration.animator
      phase = .tracking
      synchronizeContext()
      if activeAnimator == .percentDriven { awaitsCompletion = true }
      effects.append(.beginPop)
      progress = swipe.progress(base: base, adding: translation, fallback: base)
      swipe.state = .tracking(base: base, progress: progress)
    case .tracking(let base, let current):
      guard drag.isFinite else {
        return release(finishing: false, at: current, velocity: 0, into: &effects)
      }
      switch drag {
      case .began(_, let translation):  // Another finger took over: the swipe goes on from here.
        progress = swipe.progress(base: current, adding: translation, fallback: current)
        swipe.state = .tracking(base: current, progress: progress)
      case .changed(_, let translation):
        progress = swipe.progress(base: base, adding: translation, fallback: current)
        swipe.state = .tracking(base: base, progress: progress)
      case .ended(_, let translation, let velocity):
        let released = swipe.progress(base: base, adding: translation, fallback: current)
        let trailingVelocity = velocity.dx * swipe.context.layoutDirection.trailingSign
        release(
          finishing: swipe.finishes(progress: released, velocity: trailingVelocity),
          at: released, velocity: trailingVelocity, into: &effects)
      case .cancelled:
        release(finishing: false, at: current, velocity: 0, into: &effects)
      }
    case .finishing, .cancelling:
      break  // the rest of the pop runs: no new swipe, nothing to follow
    }
  }

  /// The finger lifted (or the swipe was cancelled) at `released` with `velocity` (towards the
  /// trailing edge, pt/s): the rest of the pop runs, by the store or by the host, with the
  /// timing of ``BackSwipe/Completion``.
  mutating func release(
    finishing: Bool, at released: Double, velocity: Double, into effects: inout [Effect]
  ) {
    let completion = swipe.completion(finishing: finishing, progress: released, velocity: velocity)
    swipe.state = finishing ? .finishing(completion) : .cancelling(completion)
    progress = released
    switch activeAnimator {
    case .frames:
      start(
        finishing ? .finishing : .cancelling, from: released, to: finishing ? 1 : 0,
        duration: completion.duration, curve: completion.curve, into: &effects)
    case .percentDriven:
      phase = finishing ? .finishing : .cancelling
      effects.append(
        finishing
          ? .finish(speed: completion.completionSpeed) : .cancel(speed: completion.completionSpeed))
    }
  }
}
