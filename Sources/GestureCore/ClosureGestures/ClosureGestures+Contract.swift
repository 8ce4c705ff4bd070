extension ClosureGestures: Store {
  /// Always `false`: the family has no motion; times pass through to the handlers.
  public var needsFrames: Bool { false }

  public static func tick(time: Double) -> Event { .tick(time: time) }

  /// The rules of ``ClosureGestures``' host contract no other family has.
  public enum HostMistake: Hashable, Sendable {
    /// A state change from a recognizer the store did not install, or uninstalled.
    case unknownRecognizer(Slot)
    /// A state change that cannot follow the previous one reported for that recognizer (a
    /// `changed` with no `began`, a second `began`, an end with no `began`, a continuous
    /// state for a tap or swipe).
    case invalidTransition(Slot, from: RecognizerState, to: RecognizerState)
  }

  /// The recognizers installed, each with the latest state its host reported.
  public struct HostRecord: Hashable, Sendable {
    var reported: [Reported] = []

    struct Reported: Hashable, Sendable {
      var slot: Slot
      var state: RecognizerState
    }
  }

  /// Each recognizer reports its own times, which pass through to the handlers: they need to
  /// be times, not in one order.
  public static var clockRule: ContractClockRule { .finiteOnly }

  public static func contractEvent(_ event: Event) -> ContractEvent<Never> {
    switch event {
    case .tick(let time): .frame(time: time)
    case .changed(_, _, _, let time), .perform(_, _, let time), .adjust(_, _, _, let time):
      .other(time: time)
    case .add, .remove, .removeSlots, .setEnabled: .other(time: nil)
    }
  }

  /// The recognizers of `store` as the host installed them without going through its effects
  /// (``install(in:on:)``, for a store such as ``standard``), each at rest.
  public static func hostRecord(of store: ClosureGestures?) -> HostRecord {
    HostRecord(reported: (store?.members ?? []).map { .init(slot: $0.slot, state: .possible) })
  }

  /// Every state change of an installed recognizer is reported, in order, `began` included.
  ///
  /// - Complexity: O(m) for the m recognizers installed.
  public static func checkHostRules(
    _ event: Event, effects: [Effect], store: ClosureGestures, record: inout HostRecord
  ) -> HostMistake? {
    var mistake: HostMistake?
    if case .changed(let slot, let state, _, _) = event {
      if let index = record.reported.firstIndex(where: { $0.slot == slot }) {
        let from = record.reported[index].state
        if !isValid(slot: slot, from: from, to: state) {
          mistake = .invalidTransition(slot, from: from, to: state)
        }
        record.reported[index].state = state
      } else {
        mistake = .unknownRecognizer(slot)
      }
    }
    for effect in effects {
      switch effect {
      case .install(let member):
        record.reported.append(.init(slot: member.slot, state: .possible))
      case .uninstall(let slot):
        record.reported.removeAll { $0.slot == slot }
      case .configure, .call, .release:
        break
      }
    }
    return mistake
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

#if !hasFeature(Embedded)
  extension ClosureGestures: ContractExplaining {
    public static func explain(_ mistake: HostMistake) -> String {
      switch mistake {
      case .unknownRecognizer(let slot):
        "a state change from \(slot.name), which is not installed; after .uninstall, remove the recognizer and stop reporting it."
      case .invalidTransition(let slot, let from, let to):
        "\(slot.name) went from \(from.name) to \(to.name); report every state change of a recognizer, in order, .began included (a UIKit target reads the state once per touch delivery and can miss .began)."
      }
    }
  }
#endif
