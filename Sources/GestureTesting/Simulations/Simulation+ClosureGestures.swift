import GestureCore

extension ClosureGestures: Simulatable {
  /// The view, its recognizers and the fingers on them around the store.
  public typealias App = SimulatedClosureView
}

/// A view with closure gestures and its host around a ``ClosureGestures`` store in a
/// ``Simulation``: the store's recognizers in an arena (installed, configured and
/// uninstalled as its effects say), synthetic fingers on them, every state change reported
/// to the store, and every handler call recorded.
///
/// ```swift
/// let view = Simulation<ClosureGestures>()       // ClosureGestures.standard
/// view.app.fingers.tap(at: Point(x: 100, y: 100))
/// view.app.fingers.wait(0.3)                      // the double tap's interval runs out
/// #expect(view.app.log == ["tap ended"])
/// #expect(view.problems == [])
/// ```
public final class SimulatedClosureView: SimulatedApp {
  /// One handler call.
  public struct Call: Hashable, Sendable {
    /// The handler called.
    public var handlerID: Int
    /// What it received.
    public var gesture: ClosureGestures.Gesture
  }

  /// The fingers, on the arena that holds the view's recognizers.
  public let fingers: TouchSimulator
  /// Every handler call since the view was made or ``clearCalls()`` was called.
  public private(set) var calls: [Call] = []

  private let frame: Rect
  /// The installed recognizers and their slots, read as the store's events.
  private var reader = ClosureGestures.Reader()

  /// A view over `frame` (edge pans need a finite one), its fingers' clock at `start`
  /// seconds; the store's recognizers are installed once it is in a simulation.
  public init(frame: Rect = .unbounded, start: Double = 0) {
    self.frame = frame
    fingers = TouchSimulator(arena: GestureArena(root: Node(frame: frame)), start: start)
  }

  /// A view with the same recognizers installed anew: an arena cannot be copied, so the
  /// recognizers start over with no finger down, and the calls are forgotten.
  public func copy() -> SimulatedClosureView {
    SimulatedClosureView(frame: frame, start: fingers.clock.now)
  }

  /// Installs the store's recognizers on the arena's root and reports their state changes
  /// to the store.
  public func connect(to view: Simulation<ClosureGestures>) {
    let arena = fingers.arena
    reader = ClosureGestures.Reader(view.store, recognizers: view.store.install(in: arena, on: arena.root))
    fingers.onChange = { [unowned self, unowned view] change in
      if let event = self.reader.event(for: change, time: change.time) { view.send(event) }
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

  public func apply(_ effect: ClosureGestures.Effect, in view: Simulation<ClosureGestures>) {
    switch effect {
    case .install(let member):
      let arena = fingers.arena
      let recognizer = member.makeRecognizer()
      arena.attach(recognizer, to: arena.root)
      for other in reader.installed {
        if member.slot.requiresFailure(of: other.slot) { arena.require(recognizer, toFail: other.recognizer) }
        if other.slot.requiresFailure(of: member.slot) { arena.require(other.recognizer, toFail: recognizer) }
        if member.slot.recognizesSimultaneously(with: other.slot) {
          arena.allowSimultaneous(recognizer, other.recognizer)
        }
      }
      reader.installed.append((member.slot, recognizer))
    case .configure(let member):
      if let recognizer = reader.installed.first(where: { $0.slot == member.slot })?.recognizer {
        member.configuration.configure(recognizer)
      }
    case .uninstall(let slot):
      // An arena cannot detach: the recognizer gets no new touches and is reported no more.
      reader.installed.first { $0.slot == slot }?.recognizer.isEnabled = false
      reader.installed.removeAll { $0.slot == slot }
    case .call(let id, let gesture):
      if view.recordsEffects { calls.append(Call(handlerID: id, gesture: gesture)) }
    case .release:
      break
    }
  }

  /// The arena's next deadline (a double tap's interval, a long press's duration).
  public var nextAction: Double? { fingers.arena.nextDeadline }

  /// The fingers' clock catches up with the simulation's, firing the deadlines due.
  public func act(in view: Simulation<ClosureGestures>) {
    fingers.wait(max(0, view.time - fingers.clock.now))
  }

  /// Every gesture that began has ended or been cancelled.
  public func restProblem(in view: Simulation<ClosureGestures>) -> String? {
    let store = view.store
    if store.isAtRest { return nil }
    return "not at rest: \(store.members.filter(\.isActive).map(\.name)) still under way"
  }
}

extension Simulation where S == ClosureGestures {
  /// A view with `gestures`' handlers, its recognizers on the root of an arena over `frame`
  /// (edge pans need a finite frame), with the clock at `start` seconds.
  public convenience init(
    _ gestures: ClosureGestures = .standard, frame: Rect = .unbounded, start: Double = 0
  ) {
    self.init(gestures, app: SimulatedClosureView(frame: frame, start: start), start: start)
  }
}
