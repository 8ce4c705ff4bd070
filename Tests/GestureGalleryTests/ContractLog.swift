import GestureCore

/// The host contract of a demo's store, checked on every event its driver handles: each
/// family's ``ListStore/ContractChecker`` (and the others') attached to the driver's observer
/// hook, the way GestureKit asserts it in debug builds. A page keeps one and expects it empty
/// when it goes (`Page.deinit`): the gallery is a host, and must keep its side.
final class ContractLog {
  /// Every rule the demo broke, in order.
  private(set) var violations: [String] = []

  func watch(_ driver: InteractionDriver<ListStore>) {
    var checker = ListStore.ContractChecker()
    driver.observer = { [unowned self] event, effects, store in
      if let violation = checker.observe(event, effects: effects, store: store) {
        violations.append("\(violation) after \(event)")
      }
    }
  }

  func watch(_ driver: InteractionDriver<SwipeActionsStore>) {
    var checker = SwipeActionsStore.ContractChecker()
    driver.observer = { [unowned self] event, effects, store in
      if let violation = checker.observe(event, effects: effects, store: store) {
        violations.append("\(violation) after \(event)")
      }
    }
  }

  func watch(_ driver: InteractionDriver<BackSwipeStore>) {
    var checker = BackSwipeStore.ContractChecker()
    driver.observer = { [unowned self] event, effects, store in
      if let violation = checker.observe(event, effects: effects, store: store) {
        violations.append("\(violation) after \(event)")
      }
    }
  }

  func watch(_ driver: InteractionDriver<DraggableStore>) {
    var checker = DraggableStore.ContractChecker()
    driver.observer = { [unowned self] event, effects, store in
      if let violation = checker.observe(event, effects: effects, store: store) {
        violations.append("\(violation) after \(event)")
      }
    }
  }

  /// For a store whose recognizers the demo installed before the first event.
  func watch(_ driver: InteractionDriver<ClosureGestures>) {
    var checker = ClosureGestures.ContractChecker(installed: driver.model)
    driver.observer = { [unowned self] event, effects, _ in
      if let violation = checker.observe(event, effects: effects) {
        violations.append("\(violation) after \(event)")
      }
    }
  }
}
