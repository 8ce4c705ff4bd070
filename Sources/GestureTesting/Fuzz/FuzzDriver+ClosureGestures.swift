import GestureCore

extension FuzzDriver {
  /// A view's closure gestures (``ClosureGestures/standard``) under fuzzing: a
  /// `Simulation<ClosureGestures>` (its contract checker on every event, its app counting
  /// the calls) hosted on the driver's arena, whose recognizers are ``RecognizerSet/standard``,
  /// the same set. Every state change of a recognizer whose slot the store has installed is
  /// reported to the store, as a host reports its recognizers'. Handlers are removed and
  /// added mid-gesture (``FuzzStep/toggleRecognizer(_:)``): an uninstalled recognizer reports
  /// nothing more, and one installed again reports from its next gesture on (a recognizer
  /// added while fingers are down does not get them), as the contract says.
  struct ClosureSlots {
    /// The slots installed, by recognizer name, and whether each waits for its recognizer's
    /// gesture under way to end before it reports (installed mid-gesture).
    private var installed: [(name: String, slot: ClosureGestures.Slot, waits: Bool)]

    /// The standard set's slots, all installed.
    init() {
      installed = ClosureGestures.standard.members.map { ($0.name, $0.slot, false) }
      installed.reserveCapacity(16)
    }

    /// Follows the store's installs and uninstalls: a slot installed while its recognizer
    /// (one of `recognizers`) has a gesture under way waits for it to end.
    mutating func follow(_ effect: ClosureGestures.Effect, recognizers: [GestureRecognizer]) {
      switch effect {
      case .install(let member):
        let recognizer = recognizers.first { $0.name == member.name }
        installed.append((member.name, member.slot, recognizer?.state.isActive ?? false))
      case .uninstall(let slot):
        installed.removeAll { $0.slot == slot }
      case .configure, .call, .release:
        break
      }
    }

    /// The event a state change of one of the arena's recognizers is to the store, at the
    /// host's `clock` if its time is not finite (a host stamps what it reports with its own
    /// clock then), or `nil` for a recognizer with no slot installed or one still waiting.
    mutating func event(for change: StateChange, clock: Double) -> ClosureGestures.Event? {
      let name = change.recognizer.name
      guard let index = installed.firstIndex(where: { $0.name == name }) else { return nil }
      if installed[index].waits {
        if !change.state.isActive { installed[index].waits = false }
        return nil
      }
      let time = change.time.isFinite ? change.time : clock
      return .changed(installed[index].slot, state: change.state, value: change.value, time: time)
    }
  }

  /// The simulation of the view's closure gestures, following the store's installs.
  static func closureGestures(on arena: GestureArena, slots: Box<ClosureSlots>)
    -> Simulation<ClosureGestures>
  {
    let closures = Simulation(ClosureGestures.standard, app: SimulatedClosureView())
    closures.recordsEffects = false
    let recognizers = arena.recognizers
    closures.observer = { _, effects, _ in
      for effect in effects { slots.value.follow(effect, recognizers: recognizers) }
    }
    return closures
  }

  /// Reports a state change of the arena to the closure gestures.
  func reportToClosures(_ change: StateChange) {
    if let event = closureSlots.value.event(for: change, clock: clock) { closures.send(event) }
  }

  /// Removes the handler of standard member `index % 10` if it has one, else adds it back
  /// (with the standard pan's configuration for the pan); `argument & 16`: removes the
  /// whole slot instead, `& 32` adds replacing, `& 64` adds with registration
  /// `argument % 3` (which replaces the handler another member added with it).
  func toggleClosureHandler(_ argument: UInt8) {
    let standard = ClosureGestures.standard.members
    let member = standard[Int(argument) % standard.count]
    let id = member.handlerIDs.first ?? 0
    if closures.store.contains(handlerID: id) {
      if argument & 16 != 0 {
        closures.send(.removeSlots([member.slot]))
      } else {
        closures.send(.remove(handlerID: id))
      }
    } else {
      let configuration: RecognizerKind? =
        member.slot == .pan ? .pan(PanRecognizer.Configuration(maximumNumberOfTouches: 1)) : nil
      closures.send(
        .add(
          handlerID: id, slots: [member.slot], replacing: argument & 32 != 0,
          configuration: configuration,
          registration: argument & 64 != 0 ? Int(argument % 3) : nil))
    }
  }
}

/// A value shared by reference: what a closure and its owner both change.
final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
