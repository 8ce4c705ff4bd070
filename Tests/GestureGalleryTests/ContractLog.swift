import GestureCore
import GestureTesting

@testable import GestureGallery

/// The host contract of a demo's store, checked on every event its driver handles: the
/// family's checker (``ContractChecker`` and the others') attached to the driver's
/// observer hook, the way GestureKit asserts it in debug builds. A page keeps one and
/// expects it empty when it goes (`GalleryPage.deinit`): the gallery is a host, and must
/// keep its side.
final class ContractLog {
  /// Every rule the demo broke, in order.
  private(set) var violations: [String] = []

  /// Checks the contract of `driver`'s store, for a store the demo set up through its
  /// effects only.
  func watch<S: Store>(_ driver: StoreDriver<S>) where S: ContractExplaining {
    watch(driver, with: ContractChecker())
  }

  /// Checks `checker`'s contract on `driver`.
  func watch<S: Store>(_ driver: StoreDriver<S>, with checker: ContractChecker<S>)
  where S: ContractExplaining {
    driver.checkContract(with: checker) { [unowned self] violation, event in
      violations.append("\(violation) after \(event)")
    }
  }

  /// For a store whose recognizers the demo installed before the first event.
  func watch(_ driver: StoreDriver<ClosureGestures>) {
    watch(driver, with: ContractChecker(for: driver.store))
  }

  /// The gesture pad, which handles its store without a driver: the same checker, on the
  /// demo's own observer hook.
  func watch(_ demo: ClosureGesturesDemo) {
    var checker = ContractChecker(for: demo.gestures)
    demo.observer = { [unowned self] event, effects, store in
      if let violation = checker.observe(event, effects: effects, store: store) {
        violations.append("\(violation) after \(event)")
      }
    }
  }
}
