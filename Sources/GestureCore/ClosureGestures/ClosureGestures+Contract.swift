extension ClosureGestures {
  /// Checks that a host keeps the host contract of ``ClosureGestures``, event by event.
  ///
  /// Feed it every event the host sends, with the effects it produced; it returns what the
  /// host broke, if anything. GestureTesting's simulation runs it on every event; GestureKit
  /// runs it in debug builds and asserts, so a host that drops a `began` shows up as a clear
  /// message rather than a handler that never starts.
  ///
  /// ```swift
  /// var checker = ClosureGestures.ContractChecker()
  /// driver.observer = { event, effects, _ in
  ///   if let violation = checker.observe(event, effects: effects) { assertionFailure("\(violation)") }
  /// }
  /// ```
  ///
  /// - Complexity: O(m) per event for the m recognizers installed.
  public struct ContractChecker: Sendable {
    /// The recognizers installed, each with the latest state its host reported.
    private var reported: [Reported] = []

    private struct Reported: Sendable {
      var slot: Slot
      var state: RecognizerState
    }

    /// Creates a checker for a store that has seen no event.
    public init() {}

    /// Creates a checker for a store whose recognizers the host has already installed
    /// without going through its effects (``ClosureGestures/install(in:on:)``, for a store
    /// such as ``ClosureGestures/standard``).
    public init(installed store: ClosureGestures) {
      reported = store.members.map { Reported(slot: $0.slot, state: .possible) }
    }

    /// Takes the next event with the effects it produced. Returns the rule the host broke
    /// with this event, or `nil`.
    public mutating func observe(_ event: Event, effects: [Effect]) -> Violation? {
      var violation: Violation?
      if case .changed(let slot, let state, _, let time) = event {
        if let index = reported.firstIndex(where: { $0.slot == slot }) {
          let from = reported[index].state
          if !Self.isValid(slot: slot, from: from, to: state) {
            violation = .invalidTransition(slot, from: from, to: state)
          } else if !time.isFinite {
            violation = .timeNotFinite(slot)
          }
          reported[index].state = state
        } else {
          violation = .unknownRecognizer(slot)
        }
      }
      for effect in effects {
        switch effect {
        case .install(let member):
          reported.append(Reported(slot: member.slot, state: .possible))
        case .uninstall(let slot):
          reported.removeAll { $0.slot == slot }
        case .configure, .call, .release:
          break
        }
      }
      return violation
    }

    /// The changes a recognizer can report after `from`: a discrete one only its outcome; a
    /// continuous one `began` (or nothing) from rest, then changes and one end.
    static func isValid(slot: Slot, from: RecognizerState, to: RecognizerState) -> Bool {
      if slot.isDiscrete {
        return to == .recognized || to == .ended || to == .failed || to == .possible
      }
      if from.isActive {
        return to == .changed || to == .ended || to == .cancelled
      }
      return to == .began || to == .failed || to == .possible
    }
  }

  /// A rule of the host contract that a host broke.
  public enum Violation: Hashable, Sendable {
    /// A state change from a recognizer the store did not install, or uninstalled.
    case unknownRecognizer(Slot)
    /// A state change that cannot follow the previous one reported for that recognizer (a
    /// `changed` with no `began`, a second `began`, an end with no `began`, a continuous
    /// state for a tap or swipe).
    case invalidTransition(Slot, from: RecognizerState, to: RecognizerState)
    /// A state change carried a NaN or infinite time.
    case timeNotFinite(Slot)
  }
}

#if !hasFeature(Embedded)
  extension ClosureGestures.Violation: CustomStringConvertible {
    /// What the host did wrong, and what to do instead.
    public var description: String {
      switch self {
      case .unknownRecognizer(let slot):
        "ClosureGestures host contract: a state change from \(slot.name), which is not installed; after .uninstall, remove the recognizer and stop reporting it."
      case .invalidTransition(let slot, let from, let to):
        "ClosureGestures host contract: \(slot.name) went from \(from.name) to \(to.name); report every state change of a recognizer, in order, .began included (a UIKit target reads the state once per touch delivery and can miss .began)."
      case .timeNotFinite(let slot):
        "ClosureGestures host contract: a state change of \(slot.name) carried a NaN or infinite time."
      }
    }
  }
#endif
