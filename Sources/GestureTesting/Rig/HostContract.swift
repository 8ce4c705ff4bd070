import GestureCore

/// A store's host-contract checker (``ListStore/ContractChecker`` and the other stores'), as
/// a host runs it on every event its driver handles: one way to attach any of them.
public protocol HostContractChecker {
  /// The store whose host the checker watches.
  associatedtype Store: Interaction
  /// A broken rule.
  associatedtype Violation

  /// Checks one event, the effects it produced and the store as it left it; returns the
  /// rule the host broke, if any.
  mutating func observe(_ event: Store.Event, effects: [Store.Effect], store: Store) -> Violation?
}

extension ListStore.ContractChecker: HostContractChecker {}
extension SwipeActionsStore.ContractChecker: HostContractChecker {}
extension BackSwipeStore.ContractChecker: HostContractChecker {}
extension DraggableStore.ContractChecker: HostContractChecker {}

extension ClosureGestures.ContractChecker: HostContractChecker {
  public mutating func observe(
    _ event: ClosureGestures.Event, effects: [ClosureGestures.Effect], store: ClosureGestures
  ) -> ClosureGestures.Violation? {
    observe(event, effects: effects)
  }
}

extension InteractionDriver {
  /// Checks `checker`'s host contract on every event the driver handles (as GestureKit
  /// asserts it in debug builds), calling `report` with each broken rule and the event that
  /// broke it. Takes the driver's ``InteractionDriver/observer``.
  ///
  /// ```swift
  /// var violations: [String] = []
  /// driver.checkContract(with: ListStore.ContractChecker()) { violation, event in
  ///   violations.append("\(violation) after \(event)")
  /// }
  /// ```
  public func checkContract<Checker: HostContractChecker>(
    with checker: Checker, report: @escaping (Checker.Violation, Model.Event) -> Void
  ) where Checker.Store == Model {
    var checker = checker
    observer = { event, effects, store in
      if let violation = checker.observe(event, effects: effects, store: store) {
        report(violation, event)
      }
    }
  }
}
