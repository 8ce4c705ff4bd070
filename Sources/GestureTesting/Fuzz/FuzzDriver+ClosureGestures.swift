import GestureCore

extension FuzzDriver {
  /// A view's closure gestures (``ClosureGestures/standard``) under fuzzing, hosted on the
  /// driver's arena: its recognizers are ``RecognizerSet/standard``, the same set, so every
  /// state change of a recognizer whose slot the store has installed is reported to the
  /// store, as a host reports its recognizers'. Handlers are removed and added mid-gesture
  /// (``FuzzStep/toggleRecognizer(_:)``): an uninstalled recognizer reports nothing more, and
  /// one installed again reports from its next gesture on (a recognizer added while fingers
  /// are down does not get them), as the contract says. Every event goes through
  /// ``ContractChecker``.
  @_spi(Tooling) public final class ClosureGesturesHost {
    /// The driver the host sends through.
    @_spi(Tooling) public let driver: InteractionDriver<ClosureGestures>
    /// Broken rules of the host contract (which this host keeps, so any entry is a bug).
    @_spi(Tooling) public private(set) var problems: [String] = []
    /// How many handler calls the store made.
    @_spi(Tooling) public private(set) var calls = 0

    private var checker: ContractChecker<ClosureGestures>
    /// The slots installed, by recognizer name, and whether each waits for its recognizer's
    /// gesture under way to end before it reports (installed mid-gesture).
    private var installed: [(name: String, slot: ClosureGestures.Slot, waits: Bool)] = []
    /// The arena's recognizers, for their state when a slot is installed again.
    private let recognizers: [GestureRecognizer]

    /// The store, as the last event left it.
    @_spi(Tooling) public var store: ClosureGestures { driver.model }

    /// The standard set's store, its state changes read from `recognizers` (the arena's).
    init(recognizers: [GestureRecognizer]) {
      self.recognizers = recognizers
      let gestures = ClosureGestures.standard
      driver = InteractionDriver(gestures)
      checker = ContractChecker<ClosureGestures>(for: gestures)
      installed = gestures.members.map { ($0.name, $0.slot, false) }
      installed.reserveCapacity(16)
      driver.observer = { [unowned self] event, effects, store in
        if let violation = self.checker.observe(event, effects: effects, store: store) {
          self.problems.append("\(violation)")
        }
      }
    }

    /// A state change of one of the arena's recognizers, at the host's `clock` if its time
    /// is not finite (a host stamps what it reports with its own clock then).
    func report(_ change: StateChange, clock: Double) {
      let name = change.recognizer.name
      guard let index = installed.firstIndex(where: { $0.name == name }) else { return }
      if installed[index].waits {
        if !change.state.isActive { installed[index].waits = false }
        return
      }
      let time = change.time.isFinite ? change.time : clock
      send(.changed(installed[index].slot, state: change.state, value: change.value, time: time))
    }

    /// Removes the handler of standard member `index % 10` if it has one, else adds it back
    /// (with the standard pan's configuration for the pan); `argument & 16`: removes the
    /// whole slot instead, `& 32` adds replacing.
    func toggleHandler(_ argument: UInt8) {
      let standard = ClosureGestures.standard.members
      let member = standard[Int(argument) % standard.count]
      let id = member.handlerIDs.first ?? 0
      if store.contains(handlerID: id) {
        if argument & 16 != 0 {
          send(.removeSlots([member.slot]))
        } else {
          send(.remove(handlerID: id))
        }
      } else {
        let configuration: RecognizerKind? =
          member.slot == .pan ? .pan(PanRecognizer.Configuration(maximumNumberOfTouches: 1)) : nil
        send(
          .add(
            handlerID: id, slots: [member.slot], replacing: argument & 32 != 0,
            configuration: configuration))
      }
    }

    private func send(_ event: ClosureGestures.Event) {
      driver.send(event) { [unowned self] effect in self.apply(effect) }
    }

    private func apply(_ effect: ClosureGestures.Effect) {
      switch effect {
      case .install(let member):
        let recognizer = recognizers.first { $0.name == member.name }
        installed.append((member.name, member.slot, recognizer?.state.isActive ?? false))
      case .uninstall(let slot):
        installed.removeAll { $0.slot == slot }
      case .call:
        calls += 1
      case .configure, .release:
        break
      }
    }

    func clearProblems() {
      problems.removeAll()
    }
  }
}
