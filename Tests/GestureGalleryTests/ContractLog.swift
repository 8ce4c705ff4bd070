import GestureCore
import GestureTesting

@testable import GestureGallery

/// The host contract of a demo's store, checked on every event its driver handles: the
/// family's ``ContractChecker`` attached to the driver's observer hook, the way GestureKit
/// asserts it in debug builds. A page keeps one and expects it empty when it goes
/// (`GalleryPage.deinit`): the gallery is a host, and must keep its side.
final class ContractLog {
  /// Every rule the demo broke, in order.
  private(set) var violations: [String] = []

  /// Checks the contract of `host`'s store on its driver (in place of the host's own
  /// debug-build checker, which asserts), as the demo set it up.
  func watch<S: GestureFamily>(_ host: PageHost<S>) where S: ContractExplaining {
    watch(host.driver, with: ContractChecker(for: host.store))
  }

  /// Checks `checker`'s contract on `driver`.
  func watch<S: Store>(_ driver: StoreDriver<S>, with checker: ContractChecker<S>)
  where S: ContractExplaining {
    driver.checkContract(with: checker) { [unowned self] violation, event in
      violations.append("\(violation) after \(event)")
    }
  }
}
