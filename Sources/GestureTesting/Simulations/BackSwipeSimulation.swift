import GestureCore

/// A navigation stack and its host around a ``BackSwipeStore``, for tests and the fuzzer: it
/// sends swipes as a back-swipe recognizer would, frames as a display link would (with the
/// ``BackSwipeStore/Animator/frames`` animator) or runs the rest of each pop as UIKit's
/// percent-driven transition would and reports its completion (with
/// ``BackSwipeStore/Animator/percentDriven``), and checks the host contract and the store's
/// guarantees after every event.
///
/// ```swift
/// let navigation = BackSwipeSimulation(stackDepth: 3, animator: .frames)
/// navigation.swipe(from: Point(x: 10, y: 600), by: Vector(dx: 200, dy: 0))
/// navigation.settle()
/// #expect(navigation.store.stackDepth == 2)
/// #expect(navigation.problems == [])
/// ```
public final class BackSwipeSimulation: StoreSimulation {
  /// The driver the host sends through, as the gallery and GestureKit do.
  public let driver: InteractionDriver<BackSwipeStore>
  /// The host's clock, in seconds.
  public internal(set) var time: Double
  /// Every effect, in order.
  public private(set) var effects: [BackSwipeStore.Effect] = []
  /// Broken rules: the host contract (which this host keeps, so any entry is a bug in the
  /// simulation or the store), progress outside `0...1`, and liveness after ``settle()``.
  public internal(set) var problems: [String] = []
  /// The progress after every event, in order: what the host drew.
  public private(set) var shownProgress: [Double] = []
  /// The duration of a display frame, in seconds. Default 1/60 s.
  public var frameDuration = 1.0 / 60
  /// Whether the host fails to start the pops it is asked for (UIKit's
  /// `popViewController(animated:)` returned `nil`); it then answers at once, as the contract
  /// says. Default `false`.
  public var failsToStartPops = false

  /// The percent-driven transition in flight: when it ends and whether it pops.
  private var running: (end: Double?, pops: Bool)?
  var checker = ContractChecker<BackSwipeStore>()

  /// The store, as the last event left it.
  public var store: BackSwipeStore { driver.model }

  /// A stack `stackDepth` screens deep in a `width` × 844 container.
  public init(
    stackDepth: Int = 2, width: Double = 390, layoutDirection: ReadingDirection = .leftToRight,
    backSwipe: BackSwipe.Configuration = .edge, animator: BackSwipeStore.Animator = .frames,
    start: Double = 0
  ) {
    time = start
    driver = InteractionDriver(
      BackSwipeStore(
        context: .init(
          container: Rect(x: 0, y: 0, width: width, height: 844),
          layoutDirection: layoutDirection, stackDepth: stackDepth),
        configuration: .init(backSwipe: backSwipe, animator: animator)))
    observeContract()
  }

  /// A copy of `other` from now on, its problems, effects and progress forgotten.
  private init(copying other: BackSwipeSimulation) {
    time = other.time
    frameDuration = other.frameDuration
    failsToStartPops = other.failsToStartPops
    completionDelay = other.completionDelay
    recordsEffects = other.recordsEffects
    running = other.running
    checker = other.checker
    driver = InteractionDriver(other.store)
    observeContract()
  }

  /// A copy of the navigation, the host and the store as they are now, with no problems and
  /// no effects recorded: what the fuzzer runs into the future (``settle()``) to see whether
  /// it would come to rest, leaving this simulation as it is.
  public func fork() -> BackSwipeSimulation { BackSwipeSimulation(copying: self) }

  /// How long after the end of a percent-driven transition its completion is reported, in
  /// seconds (UIKit's completion block runs a frame or two late). Default 0.
  public var completionDelay = 0.0

  /// Whether ``effects`` and ``shownProgress`` record everything (the fuzzer turns it off: a
  /// long stream would grow them without end). Default `true`.
  public var recordsEffects = true

  /// Whether a percent-driven transition is in flight, not reported complete yet.
  public var isTransitionRunning: Bool { running != nil }

  /// Forgets the problems seen so far.
  public func clearProblems() { problems.removeAll() }


  // MARK: Sending

  /// Sends an event as the host does, and applies its effects.
  public func send(_ event: BackSwipeStore.Event) {
    driver.send(event) { [unowned self] effect in self.apply(effect) }
    let progress = store.progress
    if recordsEffects { shownProgress.append(progress) }
    if !(progress >= 0 && progress <= 1) {
      problems.append("progress \(progress) outside 0...1 after \(event)")
    }
  }

  /// Sends a drag phase at the current time.
  public func drag(_ drag: DragEvent) { send(.drag(drag, time: time)) }

  private func apply(_ effect: BackSwipeStore.Effect) {
    if recordsEffects { effects.append(effect) }
    switch effect {
    case .beginPop:
      guard store.configuration.animator == .percentDriven else { return }
      if failsToStartPops {
        driver.send(.transitionCompleted(popped: false)) { _ in }  // Queued: handled next.
      } else {
        running = (nil, false)
      }
    case .finish(let speed), .cancel(let speed):
      guard running != nil else { return }
      let finishing: Bool
      if case .finish = effect { finishing = true } else { finishing = false }
      // UIKit runs the rest at `speed` times the transition's normal speed, linearly.
      let remaining = finishing ? 1 - store.progress : store.progress
      let duration = store.transitionDuration
      running = (time + remaining * duration / max(speed, 1e-9) + completionDelay, finishing)
    case .pushed, .popped, .swipeCancelled:
      break
    }
  }

  // MARK: Gestures

  /// A swipe as a pan reports it: `began` one step in, `changed` every frame, `ended` with
  /// `releaseVelocity` (points per second; the stroke's mean speed if `nil`).
  ///
  /// - Parameters:
  ///   - start: where the finger lands, in the container's coordinates.
  ///   - translation: the whole stroke.
  ///   - duration: from `began` to the release, in seconds. Default 0.3 s.
  ///   - releaseVelocity: the velocity at the release. Default: the stroke's mean.
  ///   - lifts: whether the finger lifts at the end (otherwise it stays down). Default `true`.
  public func swipe(
    from start: Point, by translation: Vector, duration: Double = 0.3,
    releaseVelocity: Vector? = nil, lifts: Bool = true
  ) {
    let steps = max(2, Int((duration / frameDuration).rounded()))
    func at(_ step: Int) -> Vector { translation * (Double(step) / Double(steps)) }
    drag(.began(location: start + at(1), translation: at(1)))
    for step in 2...steps {
      wait(duration / Double(steps - 1))
      drag(.changed(location: start + at(step), translation: at(step)))
    }
    guard lifts else { return }
    let velocity = releaseVelocity ?? translation * (1 / max(duration, 1e-9))
    drag(.ended(location: start + translation, translation: translation, velocity: velocity))
  }

  // MARK: Time

  /// Lets `seconds` pass: a frame every ``frameDuration`` while the store needs frames, and the
  /// percent-driven transition's completion when it is due.
  public func wait(_ seconds: Double) {
    let end = time + seconds
    while time < end - 1e-9 {
      time = min(end, time + frameDuration)
      frame()
    }
  }

  /// Frames up to `end` while the store needs them or a transition runs (at most
  /// `maximumFrames`), at the multiples of ``frameDuration`` as a display link runs them,
  /// however close together the calls come; then the clock is `end` (if later).
  public func frames(until end: Double, maximumFrames: Int = 2000) {
    guard InputLimits.isTime(end), end > time else { return }
    let period = frameDuration
    var due = ((time / period).rounded(.down) + 1) * period
    var sent = 0
    while store.needsFrames || running?.end != nil, due <= end, sent < maximumFrames {
      time = max(time, due)
      frame()
      due += period
      sent += 1
    }
    time = end
    if let transition = running, let due = transition.end, due <= time {
      running = nil
      send(.transitionCompleted(popped: transition.pops))
    }
  }

  /// Frames until nothing moves and no transition is in flight (at most 10 s), then checks
  /// that the store is at rest.
  public func settle() {
    var waited = 0.0
    while (store.needsFrames || running != nil) && waited < 10 {
      time += frameDuration
      waited += frameDuration
      frame()
    }
    if !store.isAtRest {
      problems.append(
        "not at rest after settling: phase \(store.phase), progress \(store.progress), swipe \(store.swipeState)"
      )
    }
  }

  private func frame() {
    if store.needsFrames { send(.tick(time: time)) }
    if let transition = running, let end = transition.end, end <= time {
      running = nil
      send(.transitionCompleted(popped: transition.pops))
    }
  }
}
