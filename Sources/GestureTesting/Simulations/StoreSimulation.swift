import GestureCore

/// What the store simulations share, so that each says only what its app and host do.
protocol StoreSimulation: AnyObject {
  associatedtype Family: Store
  /// The host's clock, in seconds.
  var time: Double { get set }
  /// The store, as the last event left it.
  var store: Family { get }
  /// The driver the host sends through.
  var driver: InteractionDriver<Family> { get }
  /// The host contract's checker: kept on the simulation (not in the observer) so that a
  /// fork copies it.
  var checker: ContractChecker<Family> { get set }
  /// Broken rules, in order.
  var problems: [String] { get set }
  /// Sends an event as the host does.
  func send(_ event: Family.Event)
}

extension StoreSimulation {
  /// Checks the host contract on every event the driver handles, each broken rule a problem.
  func observeContract() {
    driver.observer = { [unowned self] event, effects, store in
      if let violation = self.checker.observe(event, effects: effects, store: store) {
        self.problems.append("\(violation)")
      }
    }
  }

  /// Frames up to `end` while the store needs them (at most `maximumFrames`), at the
  /// multiples of `period` as a display link runs them, however close together the calls
  /// come; then the clock is `end` (if later).
  func runFrames(until end: Double, every period: Double, maximumFrames: Int) {
    guard InputLimits.isTime(end), end > time else { return }
    var due = ((time / period).rounded(.down) + 1) * period
    var sent = 0
    while store.needsFrames, due <= end, sent < maximumFrames {
      time = max(time, due)
      send(Family.tick(time: time))
      due += period
      sent += 1
    }
    time = end
  }
}
