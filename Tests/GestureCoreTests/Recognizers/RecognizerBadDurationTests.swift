import GestureCore
import GestureTesting
import Testing

/// Durations set to bad input: NaN counts as the property's default, a negative duration as
/// 0, and +∞ as never. No deadline a host would arm a timer for is ever NaN or infinite.
@Suite struct RecognizerBadDurationTests {
  @Test func aLongPressWithANaNDurationWaitsTheDefaultHalfSecond() {
    let press = LongPressRecognizer(configuration: .init(minimumPressDuration: .nan))
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    #expect(sim.arena.nextDeadline == 0.5)
    sim.wait(0.499)  // 1 ms short of the default 0.5 s
    #expect(sim.transitions == [])
    sim.wait(0.002)  // 1 ms past
    #expect(sim.transitions == ["longPress began"])
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }

  @Test func aLongPressWithANegativeDurationBeginsAsTheFingerLands() {
    let press = LongPressRecognizer(configuration: .init(minimumPressDuration: -1))
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    // −1 s counts as 0: the deadline is the touch-down's own time, not a second before it.
    #expect(sim.arena.nextDeadline == 0)
    sim.wait(0.001)
    #expect(sim.transitions == ["longPress began"])
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }

  @Test func aLongPressWithAnInfiniteDurationNeverBeginsAndPublishesNoDeadline() {
    let press = LongPressRecognizer(configuration: .init(minimumPressDuration: .infinity))
    let sim = fingers(on: press)
    sim.down(1, at: origin)
    #expect(press.deadline == nil && sim.arena.nextDeadline == nil)
    sim.wait(100)
    #expect(sim.transitions == [])
    sim.up(1)
    #expect(sim.transitions == ["longPress failed"])
    #expect(isAtRest(sim.arena))
  }

  @Test func aSwipeWithANaNMaximumDurationHasTheDefaultHalfSecond() {
    let swipe = SwipeRecognizer(name: "swipeRight", configuration: .init(maximumDuration: .nan))
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    #expect(sim.arena.nextDeadline == 0.5)
    sim.wait(0.499)  // 1 ms before the default 0.5 s limit
    sim.move(1, by: Vector(dx: 60, dy: 0))
    #expect(sim.transitions == ["swipeRight recognized"])
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }

  @Test func aSwipeWithAnInfiniteMaximumDurationHasNoLimit() {
    let swipe = SwipeRecognizer(name: "swipeRight", configuration: .init(maximumDuration: .infinity))
    let sim = fingers(on: swipe)
    sim.down(1, at: origin)
    #expect(sim.arena.nextDeadline == nil)
    sim.wait(10)
    sim.move(1, by: Vector(dx: 60, dy: 0))
    #expect(sim.transitions == ["swipeRight recognized"])
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }

  @Test func aDoubleTapWithANaNIntervalHasTheDefaultInterval() {
    let doubleTap = TapRecognizer(
      name: "doubleTap", configuration: .init(numberOfTaps: 2, maximumTapInterval: .nan))
    let sim = fingers(on: doubleTap)
    sim.tap(1, at: origin)
    let lift = sim.clock.now
    #expect(sim.arena.nextDeadline == lift + 0.3)
    sim.wait(0.299)  // 1 ms before the default 0.3 s
    sim.tap(1, at: origin)
    #expect(sim.transitions == ["doubleTap recognized"])
    #expect(isAtRest(sim.arena))
  }
}
