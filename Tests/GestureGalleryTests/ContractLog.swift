import GestureCore
import GestureTesting

/// The host contract of a demo's store, checked on every event its driver handles: the
/// family's checker (``ListStore/ContractChecker`` and the others') attached to the driver's
/// observer hook, the way GestureKit asserts it in debug builds. A page keeps one and
/// expects it empty when it goes (`GalleryPage.deinit`): the gallery is a host, and must
/// keep its side.
final class ContractLog {
  /// Every rule the demo broke, in order.
  private(set) var violations: [String] = []

  /// Checks `checker`'s contract on `driver`.
  func watch<Checker: HostContractChecker>(
    _ driver: InteractionDriver<Checker.Store>, with checker: Checker
  ) {
    driver.checkContract(with: checker) { [unowned self] violation, event in
      violations.append("\(violation) after \(event)")
    }
  }

  func watch(_ driver: InteractionDriver<ListStore>) {
    watch(driver, with: ListStore.ContractChecker())
  }

  func watch(_ driver: InteractionDriver<SwipeActionsStore>) {
    watch(driver, with: SwipeActionsStore.ContractChecker())
  }

  func watch(_ driver: InteractionDriver<BackSwipeStore>) {
    watch(driver, with: BackSwipeStore.ContractChecker())
  }

  func watch(_ driver: InteractionDriver<DraggableStore>) {
    watch(driver, with: DraggableStore.ContractChecker())
  }

  /// For a store whose recognizers the demo installed before the first event.
  func watch(_ driver: InteractionDriver<ClosureGestures>) {
    watch(driver, with: ClosureGestures.ContractChecker(installed: driver.model))
  }
}
