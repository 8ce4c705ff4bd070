import GestureCore
import Testing

/// The limits every store takes a host's numbers within, at their edges.
@Suite struct InputLimitsTests {
  @Test func aTimeIsFiniteAndWithinTenToTheNineSeconds() {
    #expect(InputLimits.isTime(1e9))  // the limit itself
    #expect(!InputLimits.isTime(1e9.nextUp))  // one step past it
    #expect(InputLimits.isTime(-1e9))
    #expect(!InputLimits.isTime(.nan) && !InputLimits.isTime(.infinity))
  }

  @Test func lengthsBeyondTheLimitCountAsTheLimit() {
    #expect(InputLimits.clampLength(1e7) == 1e7)
    #expect(InputLimits.clampLength(1e7 + 1) == 1e7)  // one point past it
    #expect(InputLimits.clampLength(-1e300) == -1e7)
    #expect(InputLimits.clampLength(.infinity) == .infinity)  // each event says what ∞ does
    #expect(InputLimits.clampLength(.nan).isNaN)
  }

  @Test func speedsBeyondTheLimitCountAsTheLimitAndBadOnesAsNoFlick() {
    #expect(InputLimits.clampSpeed(1e5) == 1e5)
    #expect(InputLimits.clampSpeed(1e5 + 1) == 1e5)
    #expect(InputLimits.clampSpeed(-.greatestFiniteMagnitude) == -1e5)
    #expect(InputLimits.clampSpeed(.nan) == 0 && InputLimits.clampSpeed(-.infinity) == 0)
  }

  /// A store's clock takes the limit and refuses the next representable time after it.
  @Test func aStoresClockStopsAtTheLimit() {
    var store = ListStore(rows: [.init(id: 0, height: 44)], rowWidth: 390, viewport: .init(height: 600))
    var effects: [ListStore.Effect] = []
    store.handle(.tick(time: 1e9), into: &effects)
    #expect(store.time == 1e9)
    store.handle(.tick(time: 1e9.nextUp), into: &effects)
    #expect(store.time == 1e9)
  }
}
