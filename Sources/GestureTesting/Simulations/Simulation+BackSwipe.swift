import GestureCore

extension BackSwipeStore: Simulatable {
  /// The navigation stack and its host around the store.
  public typealias App = SimulatedNavigation
}

/// A navigation stack and its host around a ``BackSwipeStore`` in a ``Simulation``: with the
/// ``BackSwipeStore/Animator/percentDriven`` animator it runs the rest of each pop as UIKit's
/// percent-driven transition would and reports its completion; it records the progress the
/// host draws after every event and reports any outside `0...1`.
///
/// ```swift
/// let navigation = Simulation<BackSwipeStore>(stackDepth: 3, animator: .frames)
/// navigation.swipe(from: Point(x: 10, y: 600), by: Vector(dx: 200, dy: 0))
/// navigation.settle()
/// #expect(navigation.store.stackDepth == 2)
/// #expect(navigation.problems == [])
/// ```
public final class SimulatedNavigation: SimulatedApp {
  /// Whether the host fails to start the pops it is asked for (UIKit's
  /// `popViewController(animated:)` returned `nil`); it then answers at once, as the contract
  /// says. Default `false`.
  public var failsToStartPops = false
  /// How long after the end of a percent-driven transition its completion is reported, in
  /// seconds (UIKit's completion block runs a frame or two late). Default 0.
  public var completionDelay = 0.0
  /// The progress after every event while the simulation records effects: what the host drew.
  public private(set) var shownProgress: [Double] = []
  /// The velocity of the latest release of the swipe, in points per second.
  public private(set) var releaseVelocity: Vector?
  /// The percent-driven transition in flight: when it ends (`nil` while the finger still
  /// drives it) and whether it pops.
  private var running: (end: Double?, pops: Bool)?

  /// A navigation with no transition running.
  public init() {}

  public func copy() -> SimulatedNavigation {
    let copy = SimulatedNavigation()
    copy.failsToStartPops = failsToStartPops
    copy.completionDelay = completionDelay
    copy.running = running
    return copy
  }

  /// Whether a percent-driven transition is running.
  public var isTransitionRunning: Bool { running != nil }

  public var nextAction: Double? { running?.end }

  public func apply(_ effect: BackSwipeStore.Effect, in navigation: Simulation<BackSwipeStore>) {
    let store = navigation.store
    switch effect {
    case .beginPop:
      guard store.configuration.animator == .percentDriven else { return }
      if failsToStartPops {
        navigation.send(.transitionCompleted(popped: false))  // Queued: handled next.
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
      running = (
        navigation.time + remaining * duration / max(speed, 1e-9) + completionDelay, finishing
      )
    case .pushed, .popped, .swipeCancelled:
      break
    }
  }

  /// The progress drawn since the last call, and forgets it.
  public func takeShownProgress() -> [Double] {
    defer { shownProgress.removeAll() }
    return shownProgress
  }

  public func draw(after event: BackSwipeStore.Event, in navigation: Simulation<BackSwipeStore>) {
    if case .drag(.ended(_, _, let velocity), _) = event { releaseVelocity = velocity }
    let progress = navigation.store.progress
    if navigation.recordsEffects { shownProgress.append(progress) }
    if !(progress >= 0 && progress <= 1) {
      navigation.report("progress \(progress) outside 0...1 after \(event)")
    }
  }

  public func act(in navigation: Simulation<BackSwipeStore>) {
    guard let transition = running else { return }
    running = nil
    navigation.send(.transitionCompleted(popped: transition.pops))
  }

  public func restProblem(in navigation: Simulation<BackSwipeStore>) -> String? {
    let store = navigation.store
    if running != nil { return "a transition is still running at \(navigation.time) s" }
    if store.isAtRest { return nil }
    return "not at rest after settling: phase \(store.phase), progress \(store.progress), swipe \(store.swipe.state)"
  }
}

extension Simulation where S == BackSwipeStore {
  /// A stack `stackDepth` screens deep in a `width` × 844 container, with the clock at
  /// `start` seconds.
  public convenience init(
    stackDepth: Int = 2, width: Double = 390, layoutDirection: ReadingDirection = .leftToRight,
    backSwipe: BackSwipe.Configuration = .edge, animator: BackSwipeStore.Animator = .frames,
    start: Double = 0
  ) {
    self.init(
      BackSwipeStore(
        context: .init(
          container: Rect(x: 0, y: 0, width: width, height: 844),
          layoutDirection: layoutDirection, stackDepth: stackDepth),
        configuration: .init(backSwipe: backSwipe, animator: animator)),
      app: SimulatedNavigation(), start: start, screen: Rect(x: 0, y: 0, width: width, height: 844))
  }

  /// Sends one phase of the back-swipe recognizer at the current time.
  public func drag(_ drag: DragEvent) { send(.drag(drag, time: time)) }

  /// A swipe from `start` by `translation` over `duration` seconds, one sample per frame,
  /// released with `releaseVelocity` (the average velocity by default) unless `lifts` is
  /// `false`.
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
}
