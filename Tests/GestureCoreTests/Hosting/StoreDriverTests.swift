import GestureCore
import Testing

/// The driver's queue of re-entrant events, which hosts rely on instead of flags of their own.
@Suite struct StoreDriverTests {
  @Test func anEventSentWhileApplyingEffectsIsQueuedAndTheHostCanTell() {
    let driver = StoreDriver(ClosureGestures())
    #expect(!driver.isApplyingEffects)
    var seen: [ClosureGestures.Effect] = []
    var inside: [Bool] = []
    driver.send(.add(handlerID: 1, slots: [.tap(numberOfTaps: 1)], replacing: false, configuration: nil)) { effect in
      seen.append(effect)
      inside.append(driver.isApplyingEffects)
      if case .install = effect {
        // Re-entrant: queued, handled after this event's effects, by this apply.
        driver.send(.remove(handlerID: 1)) { _ in Issue.record("the inner apply is never called") }
        #expect(driver.store.contains(handlerID: 1))  // Not handled yet.
      }
    }
    #expect(!driver.isApplyingEffects)
    #expect(!inside.isEmpty && inside.allSatisfy { $0 })
    #expect(!driver.store.contains(handlerID: 1))  // The queued remove was handled…
    #expect(seen.contains { if case .uninstall = $0 { true } else { false } })  // …by this apply.
  }
}
