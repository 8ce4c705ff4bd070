import GestureCore
import GestureTesting
import Testing

/// `forgetSequence()`: a host drops the current sequence (UIKit's `reset()`) without moving
/// the arena's clock, so the next touch is taken at its own time.
@Suite struct GestureArenaForgetSequenceTests {
  /// The arena's changes as `"name state"` strings.
  func transitions(_ arena: GestureArena) -> [String] {
    arena.changes.map { "\($0.recognizer.name) \($0.state.name)" }
  }

  @Test func aTapSequenceIsForgottenAndTheNextTouchIsNotClamped() {
    let set = GestureArenaTests.StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.tap(at: origin)  // down at 0, up at 0.05
    // The double tap waits for a second tap until 0.05 + 0.3; the tap waits for it.
    #expect(set.arena.nextDeadline == 0.05 + 0.3)
    #expect(set.arena.time == 0.05)
    set.arena.forgetSequence()
    // Neither the tap nor the double tap ever began: forgotten, not failed.
    #expect(transitions(set.arena) == [])
    #expect(set.arena.nextDeadline == nil)
    #expect(set.arena.time == 0.05)
    #expect(isAtRest(set.arena))

    // A new touch 0.01 s later is taken at its time, and taps from scratch.
    sim.clearLog()
    sim.wait(0.01)
    sim.down(1, at: origin)
    #expect(sim.lastOutcome == .accepted)
    #expect(set.arena.time == 0.05 + 0.01)
    sim.wait(0.05)
    sim.up(1)
    let lift = 0.05 + 0.01 + 0.05
    #expect(set.arena.nextDeadline == lift + 0.3)  // its own interval, not the old one
    // At the threshold: 1 ms before the new deadline nothing; 1 ms after, the single tap.
    sim.clearLog()
    sim.wait(0.299)
    #expect(sim.transitions == [])
    sim.wait(0.002)
    #expect(sim.transitions == ["doubleTap failed", "tap recognized"])
    #expect(sim.log.last?.time == lift + 0.3)
    #expect(isAtRest(set.arena))
  }

  @Test func flushingTheDeadlinesInsteadWouldHaveClampedTheNextTouch() {
    // What `CoreGestureRecognizer.reset()` did before: advance to the last deadline. The
    // clock then stands at 0.35, and a touch at 0.06 is moved to 0.35.
    let set = GestureArenaTests.StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.tap(at: origin)
    set.arena.advance(to: set.arena.nextDeadline!)
    #expect(set.arena.time == 0.05 + 0.3)
    let outcome = set.arena.handle(
      TouchSample(id: TouchID(2), phase: .began, location: origin, timestamp: 0.06))
    #expect(outcome == .normalized(.timeWentBackwards))
  }

  @Test func aLongPressAfterTheResetFiresAtItsOwnDeadline() {
    let longPress = LongPressRecognizer()
    let sim = fingers(on: longPress)
    sim.down(1, at: origin)  // at 0: would fire at 0.5
    sim.wait(0.2)
    sim.arena.forgetSequence()
    #expect(transitions(sim.arena) == [])  // it never began
    #expect(sim.arena.nextDeadline == nil && sim.arena.activeTouchCount == 0)
    #expect(sim.arena.time == 0.2)
    // The first finger's sequence is over: its later samples are refused.
    sim.up(1)
    #expect(sim.lastOutcome == .rejected(.unknownTouch))

    sim.wait(0.01)
    sim.down(2, at: origin)  // at 0.21
    let touchDown = 0.2 + 0.01
    #expect(sim.arena.nextDeadline == touchDown + 0.5)
    sim.wait(0.499)  // 1 ms before 0.71: nothing (0.5 s after the old touch passed long ago)
    #expect(sim.transitions == [])
    sim.wait(0.002)
    #expect(sim.transitions == ["longPress began"])
    #expect(sim.log.last?.time == touchDown + 0.5)
    sim.up(2)
    #expect(sim.transitions == ["longPress began", "longPress ended"])
  }

  @Test func aGestureInProgressIsCancelledAndTheRestForgotten() {
    let set = GestureArenaTests.StandardSet()
    let sim = TouchSimulator(arena: set.arena)
    sim.down(1, at: origin)
    sim.wait(0.1)
    sim.move(1, by: Vector(dx: 30, dy: 0))
    #expect(set.pan.state == .began)
    // The swipes are still possible (simultaneous with the pan), the others failed.
    #expect(set.swipeRight.state == .possible)
    set.arena.forgetSequence()
    // Only the pan, which began, hears of it; the swipes are forgotten.
    #expect(transitions(set.arena) == ["pan cancelled"])
    #expect(set.arena.changes.first?.time == 0.1)
    #expect(set.arena.time == 0.1)
    #expect(isAtRest(set.arena))
  }

  @Test func atRestItChangesNothing() {
    let set = GestureArenaTests.StandardSet()
    set.arena.forgetSequence()
    #expect(set.arena.changes.isEmpty)
    #expect(set.arena.time == -Double.infinity)
    #expect(isAtRest(set.arena))
  }
}
