import GestureCore

extension ClosureGestures: Simulatable {
  /// The view, its recognizers and the fingers on them around the store.
  public typealias App = SimulatedClosureView
}

/// A view with closure gestures and its host around a ``ClosureGestures`` store in a
/// ``Simulation``: the store's recognizers are the simulation's (installed from its
/// declaration the first time a test touches ``Simulation/fingers``, then added, configured
/// and removed as its effects say), and every handler call is recorded.
///
/// ```swift
/// let view = Simulation<ClosureGestures>()       // ClosureGestures.standard
/// view.fingers.tap(at: Point(x: 100, y: 100))
/// view.fingers.wait(0.3)                          // the double tap's interval runs out
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

  /// Every handler call since the view was made or ``clearCalls()`` was called.
  public private(set) var calls: [Call] = []
  /// How many handlers were called, whether or not the simulation records effects.
  public private(set) var callCount = 0

  /// A view with no calls yet.
  public init() {}

  /// A view with no calls recorded: the fork's recognizers start over.
  public func copy() -> SimulatedClosureView { SimulatedClosureView() }

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
      view.updateRecognizers { reader, arena, node in
        let recognizer = member.makeRecognizer()
        arena.attach(recognizer, to: node)
        for other in reader.installed {
          if member.slot.requiresFailure(of: other.slot) {
            arena.require(recognizer, toFail: other.recognizer)
          }
          if other.slot.requiresFailure(of: member.slot) {
            arena.require(other.recognizer, toFail: recognizer)
          }
          if member.slot.recognizesSimultaneously(with: other.slot) {
            arena.allowSimultaneous(recognizer, other.recognizer)
          }
        }
        reader.installed.append((member.slot, recognizer))
      }
    case .configure(let member):
      view.updateRecognizers { reader, _, _ in
        if let recognizer = reader.installed.first(where: { $0.slot == member.slot })?.recognizer {
          member.configuration.configure(recognizer)
        }
      }
    case .uninstall(let slot):
      view.updateRecognizers { reader, _, _ in
        // An arena cannot detach: the recognizer gets no new touches and is reported no more.
        reader.installed.first { $0.slot == slot }?.recognizer.isEnabled = false
        reader.installed.removeAll { $0.slot == slot }
      }
    case .call(let id, let gesture):
      callCount += 1
      if view.recordsEffects { calls.append(Call(handlerID: id, gesture: gesture)) }
    case .release:
      break
    }
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
    self.init(gestures, app: SimulatedClosureView(), start: start, screen: frame)
  }
}
