import GestureCore

/// A view with closure gestures and its host, for tests and the fuzzer: the store's
/// recognizers in an arena (installed, configured and uninstalled as its effects say),
/// synthetic fingers on them, every state change reported to the store, every handler call
/// recorded, and the host contract checked on every event.
///
/// ```swift
/// let view = ClosureGesturesSimulation()          // ClosureGestures.standard
/// view.fingers.tap(at: Point(x: 100, y: 100))
/// view.fingers.wait(0.3)                           // the double tap's interval runs out
/// #expect(view.log == ["tap ended"])
/// #expect(view.problems == [])
/// ```
public final class ClosureGesturesSimulation {
  /// One handler call.
  public struct Call: Hashable, Sendable {
    /// The handler called.
    public var handlerID: Int
    /// What it received.
    public var gesture: ClosureGestures.Gesture
  }

  /// The driver the host sends through, as the gallery and GestureKit do.
  public let driver: InteractionDriver<ClosureGestures>
  /// The fingers, on the arena that holds the view's recognizers.
  public let fingers: TouchSimulator
  /// Every handler call since the simulation was made or ``clearCalls()`` was called.
  public private(set) var calls: [Call] = []
  /// Broken rules: the host contract (which this host keeps, so any entry is a bug in the
  /// simulation or the store) and, after ``settle()``, liveness.
  public private(set) var problems: [String] = []

  private var checker = ContractChecker<ClosureGestures>()
  /// The installed recognizers and their slots.
  private var installed: [(slot: ClosureGestures.Slot, recognizer: GestureRecognizer)] = []

  /// The store, as the last event left it.
  public var store: ClosureGestures { driver.model }

  /// A view with `gestures`' handlers, its recognizers on the root of an arena over `frame`
  /// (edge pans need a finite frame), with the clock at `start` seconds.
  public init(
    _ gestures: ClosureGestures = .standard, frame: Rect = .unbounded, start: Double = 0
  ) {
    driver = InteractionDriver(gestures)
    let arena = GestureArena(root: Node(frame: frame))
    fingers = TouchSimulator(arena: arena, start: start)
    for (member, recognizer) in zip(gestures.members, gestures.install(in: arena, on: arena.root)) {
      installed.append((member.slot, recognizer))
    }
    checker = ContractChecker<ClosureGestures>(for: gestures)
    driver.observer = { [unowned self] event, effects, store in
      if let violation = self.checker.observe(event, effects: effects, store: store) {
        self.problems.append("\(violation)")
      }
    }
    fingers.onChange = { [unowned self] change in
      guard let slot = self.installed.first(where: { $0.recognizer === change.recognizer })?.slot
      else { return }
      self.send(.changed(slot, state: change.state, value: change.value, time: change.time))
    }
  }

  /// The calls as `"name phase"` strings (``ClosureGestures/Slot/name``), e.g.
  /// `["pan began", "swipeLeft ended", "pan ended"]`; `changed` calls left out.
  public var log: [String] {
    calls.filter { $0.gesture.phase != .changed }.map {
      "\($0.gesture.slot.name) \($0.gesture.phase.name)"
    }
  }

  /// Forgets the calls recorded.
  public func clearCalls() {
    calls.removeAll()
  }

  /// Sends an event as the host does, and applies its effects.
  public func send(_ event: ClosureGestures.Event) {
    driver.send(event) { [unowned self] effect in self.apply(effect) }
  }

  /// Lets time pass until no deadline is left (a double tap's interval, a long press's
  /// duration; at most 2 s), then records a problem unless the store is at rest: every
  /// gesture that began has ended or been cancelled. Call with no finger down.
  public func settle() {
    var waited = 0.0
    while let deadline = fingers.arena.nextDeadline, waited < 2 {
      let step = max(0, deadline - fingers.clock.now) + 0.001
      fingers.wait(step)
      waited += step
    }
    if !store.isAtRest {
      let active = store.members.filter(\.isActive).map(\.name)
      problems.append("not at rest: \(active) still under way")
    }
  }

  private func apply(_ effect: ClosureGestures.Effect) {
    switch effect {
    case .install(let member):
      let arena = fingers.arena
      let recognizer = member.makeRecognizer()
      arena.attach(recognizer, to: arena.root)
      for other in installed {
        if member.slot.requiresFailure(of: other.slot) { arena.require(recognizer, toFail: other.recognizer) }
        if other.slot.requiresFailure(of: member.slot) { arena.require(other.recognizer, toFail: recognizer) }
        if member.slot.recognizesSimultaneously(with: other.slot) {
          arena.allowSimultaneous(recognizer, other.recognizer)
        }
      }
      installed.append((member.slot, recognizer))
    case .configure(let member):
      if let recognizer = installed.first(where: { $0.slot == member.slot })?.recognizer {
        member.configuration.configure(recognizer)
      }
    case .uninstall(let slot):
      // An arena cannot detach: the recognizer gets no new touches and is reported no more.
      installed.first { $0.slot == slot }?.recognizer.isEnabled = false
      installed.removeAll { $0.slot == slot }
    case .call(let id, let gesture):
      calls.append(Call(handlerID: id, gesture: gesture))
    case .release:
      break
    }
  }
}
