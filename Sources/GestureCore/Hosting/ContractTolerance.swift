/// What a host-contract checker (``ListStore/ContractChecker``,
/// ``SwipeActionsStore/ContractChecker``, ``BackSwipeStore/ContractChecker``,
/// ``DraggableStore/ContractChecker``) lets pass: one option, applied the same way by every
/// checker.
///
/// Some rules are about time: frames must keep coming while a store needs them
/// (`framesMissing`), and a transition's completion must come soon after its end
/// (`completionMissing`, the back swipe's). On a device, a main-thread stall breaks them
/// without any host bug: a display link runs on the main thread and pauses there (a
/// breakpoint, a first keyboard, a heavy screen, the app in the background), and UIKit's
/// completions wait for the main thread too. A test or a simulation controls time and wants
/// them reported; a host on a real main thread asserts on everything else.
///
/// ```swift
/// var strict = ListStore.ContractChecker()                          // `.strict`: every rule
/// var onDevice = ListStore.ContractChecker(tolerance: .mainThreadHost) // no timing rules
/// ```
public struct ContractTolerance: Hashable, Sendable {
  /// Whether the rules a main-thread stall breaks (a gap between frames, a late completion)
  /// pass unreported. Default `false`.
  public var toleratesMainThreadStalls: Bool

  /// Creates a tolerance.
  ///
  /// - Parameter toleratesMainThreadStalls: Whether the timing rules a main-thread stall
  ///   breaks pass unreported. Default `false`.
  public init(toleratesMainThreadStalls: Bool = false) {
    self.toleratesMainThreadStalls = toleratesMainThreadStalls
  }

  /// Every rule is reported: the checkers' default, for tests, simulations and replays.
  public static let strict = ContractTolerance()

  /// What a host on a real main thread asserts on: everything but the timing rules a
  /// main-thread stall breaks. GestureKit's debug builds use it for every store.
  public static let mainThreadHost = ContractTolerance(toleratesMainThreadStalls: true)
}
