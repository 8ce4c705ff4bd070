import GestureCore
import Testing

/// Several views of one screen asking for a policy: the most restrictive request wins,
/// whatever their order, and the screen's own policy only without a `.policy` request.
@Suite struct BackSwipePolicyRequestTests {
  typealias Policy = BackSwipe.Policy

  @Test func noRequestKeepsTheScreensOwnPolicy() {
    for base in Policy.allCases {
      #expect(BackSwipe.policy(base: base, requests: []) == base)
    }
  }

  @Test func theMostRestrictivePolicyWinsInEitherOrder() {
    // fullScreen < automatic < edgeOnly < disabled: each pair, both orders.
    let ranked: [Policy] = [.fullScreen, .automatic, .edgeOnly, .disabled]
    for (lower, looser) in ranked.enumerated() {
      for stricter in ranked[(lower + 1)...] {
        let requests: [BackSwipe.PolicyRequest] = [.policy(looser), .policy(stricter)]
        #expect(BackSwipe.policy(base: .automatic, requests: requests) == stricter)
        #expect(BackSwipe.policy(base: .automatic, requests: requests.reversed()) == stricter)
      }
    }
  }

  @Test func aPolicyRequestSetsTheScreensOwnAside() {
    // A single backSwipePolicy(_:) replaces what the app set, looser or stricter.
    #expect(BackSwipe.policy(base: .edgeOnly, requests: [.policy(.fullScreen)]) == .fullScreen)
    #expect(BackSwipe.policy(base: .disabled, requests: [.policy(.automatic)]) == .automatic)
  }

  @Test func allowsFalseDisablesWhateverElseIsAsked() {
    for policy in Policy.allCases {
      let requests: [BackSwipe.PolicyRequest] = [.policy(policy), .allows(false), .allows(true)]
      #expect(BackSwipe.policy(base: .fullScreen, requests: requests) == .disabled)
      #expect(BackSwipe.policy(base: .fullScreen, requests: requests.reversed()) == .disabled)
    }
  }

  @Test func allowsTrueOnlyLiftsADisabledScreen() {
    // Alone: the screen's own policy, `.disabled` turned to `.automatic` (UIKit's setter).
    #expect(BackSwipe.policy(base: .disabled, requests: [.allows(true)]) == .automatic)
    #expect(BackSwipe.policy(base: .edgeOnly, requests: [.allows(true)]) == .edgeOnly)
    #expect(BackSwipe.policy(base: .fullScreen, requests: [.allows(true)]) == .fullScreen)
    // Beside a policy request it adds nothing: the edgeOnly the other view asked for stays,
    // in either order (the mix that lost `.edgeOnly` on each update before).
    #expect(
      BackSwipe.policy(base: .automatic, requests: [.allows(true), .policy(.edgeOnly)])
        == .edgeOnly)
    #expect(
      BackSwipe.policy(base: .automatic, requests: [.policy(.edgeOnly), .allows(true)])
        == .edgeOnly)
  }

  @Test func aLeavingRequestLeavesTheOthers() {
    // A canvas (.disabled) and a row list (.edgeOnly) on one screen; the list leaves first,
    // then the canvas: the screen is disabled, then back to its own policy.
    var requests: [BackSwipe.PolicyRequest] = [.policy(.edgeOnly), .policy(.disabled)]
    #expect(BackSwipe.policy(base: .automatic, requests: requests) == .disabled)
    requests.removeFirst()
    #expect(BackSwipe.policy(base: .automatic, requests: requests) == .disabled)
    requests.removeFirst()
    #expect(BackSwipe.policy(base: .automatic, requests: requests) == .automatic)
  }
}
