// Several views of one screen may each ask for a policy (SwiftUI's `backSwipePolicy(_:)` and
// `allowsBackSwipe(_:)` on different views): one rule makes their requests the screen's
// policy, whatever order the host hears of them in.
extension BackSwipe {
  /// What one view asks of its screen's ``Policy``: SwiftUI's `backSwipePolicy(_:)` and
  /// `allowsBackSwipe(_:)` modifiers, one request each.
  public enum PolicyRequest: Hashable, Sendable {
    /// This policy for the screen.
    case policy(Policy)
    /// Whether the screen may be swiped back at all (UIKit's `allowsBackSwipe`): `false` asks
    /// for ``Policy/disabled``; `true` asks only that the screen not be ``Policy/disabled``.
    case allows(Bool)
  }

  /// The policy of a screen whose views ask for `requests` (in any order: the answer does
  /// not depend on it), over `base`, the policy the screen had before any of them (what the
  /// app set in UIKit, else ``Policy/automatic``).
  ///
  /// The most restrictive request wins, as a host with no order among its views can only
  /// decide: a view that needs strokes (a canvas asking for ``Policy/disabled``, rows that
  /// swipe asking for ``Policy/edgeOnly``) keeps them wherever another view of the screen
  /// asks for more swipes, and losing a swipe leaves the back button, while a swipe that
  /// pops takes the user's stroke. From the least to the most restrictive:
  /// ``Policy/fullScreen``, ``Policy/automatic``, ``Policy/edgeOnly``, ``Policy/disabled``.
  ///
  /// - No request: `base`.
  /// - `.allows(false)` or `.policy(.disabled)` among them: ``Policy/disabled``.
  /// - Otherwise, with `.policy` requests: the most restrictive of their policies (`base` is
  ///   set aside, as a single `backSwipePolicy(_:)` replaces it).
  /// - Otherwise (only `.allows(true)`): `base`, but ``Policy/automatic`` for a `base` of
  ///   ``Policy/disabled``, as UIKit's `allowsBackSwipe = true` does.
  ///
  /// ```swift
  /// BackSwipe.policy(base: .automatic, requests: [.policy(.edgeOnly), .allows(true)])
  /// // .edgeOnly
  /// BackSwipe.policy(base: .automatic, requests: [.policy(.edgeOnly), .allows(false)])
  /// // .disabled
  /// BackSwipe.policy(base: .disabled, requests: [.allows(true)])  // .automatic
  /// ```
  public static func policy(base: Policy, requests: [PolicyRequest]) -> Policy {
    var strictest: Policy?
    var allowed = false
    for request in requests {
      switch request {
      case .allows(false): return .disabled
      case .allows(true): allowed = true
      case .policy(let policy):
        if strictest.map({ restrictiveness(of: policy) > restrictiveness(of: $0) }) ?? true {
          strictest = policy
        }
      }
    }
    if let strictest { return strictest }
    return allowed && base == .disabled ? .automatic : base
  }

  /// The rank of a policy from the least restrictive (0) to the most (3).
  private static func restrictiveness(of policy: Policy) -> Int {
    switch policy {
    case .fullScreen: 0
    case .automatic: 1
    case .edgeOnly: 2
    case .disabled: 3
    }
  }
}
