import GestureCore
import Testing

/// The hosts' one non-decreasing clock.
@Suite struct MonotonicClockTests {
  @Test func aTimeGoingBackReadsAsTheLatest() {
    var clock = MonotonicClock()
    #expect(clock.read(1) == 1)
    // One frame (1/64 s) either side of the latest time.
    #expect(clock.read(1 - 0.015625) == 1)
    #expect(clock.read(1 + 0.015625) == 1.015625)
    #expect(clock.latest == 1.015625)
  }

  @Test func timesThatAreNoNumberAreIgnored() {
    var clock = MonotonicClock(start: 2)
    #expect(clock.read(.nan) == 2)
    #expect(clock.read(.infinity) == 2)
    #expect(clock.read(-.infinity) == 2)
    #expect(clock.read(2) == 2)
  }
}
