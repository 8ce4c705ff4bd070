import GestureCore
import Testing

/// ``GestureArena/nextDeadline`` is the earliest deadline of the recognizers taking part, also
/// when the earliest one moves later or goes away (the arena keeps the earliest between
/// samples rather than searching at each one, and must notice when it no longer holds).
@Suite struct GestureArenaEarliestDeadlineTests {
  /// A recognizer whose deadline its touch sets: the touch's x (as seconds) for one, its y for
  /// the other, none for a negative coordinate; a deadline that fires clears it.
  final class Scripted: GestureRecognizer {
    let readsY: Bool
    private var scheduled: Double?
    private(set) var fired: [Double] = []

    init(name: String, readsY: Bool) {
      self.readsY = readsY
      super.init(name: name)
    }

    override var deadline: Double? { scheduled }

    override func update(with event: GestureEvent) -> Proposal {
      switch event {
      case .touch(let sample):
        let value = readsY ? sample.location.y : sample.location.x
        scheduled = sample.phase.isTerminal || value < 0 ? nil : value
      case .deadline(let time):
        fired.append(time)
        scheduled = nil
      }
      return .none
    }

    override func resetMachine() {
      scheduled = nil
    }
  }

  let arena = GestureArena()
  let x = Scripted(name: "x", readsY: false)
  let y = Scripted(name: "y", readsY: true)

  init() {
    arena.attach(x, to: arena.root)
    arena.attach(y, to: arena.root)
  }

  func touch(_ phase: TouchPhase, x: Double, y: Double, at time: Double = 0) {
    arena.handle(
      TouchSample(id: TouchID(1), phase: phase, location: Point(x: x, y: y), timestamp: time))
  }

  @Test func theEarliestFollowsEveryMoveOfEitherDeadline() {
    touch(.began, x: 5, y: 7)
    #expect(arena.nextDeadline == 5)
    // The earliest moves later, past the other: the other is the earliest now.
    touch(.moved, x: 8, y: 7)
    #expect(arena.nextDeadline == 7)
    // The later one moves earlier than the earliest.
    touch(.moved, x: 3, y: 7)
    #expect(arena.nextDeadline == 3)
    // A tie, then the tied earliest moves later: the other still holds the same time.
    touch(.moved, x: 7, y: 7)
    #expect(arena.nextDeadline == 7)
    touch(.moved, x: 9, y: 7)
    #expect(arena.nextDeadline == 7)
    // The earliest goes; then the other too; then one comes back.
    touch(.moved, x: 9, y: -1)
    #expect(arena.nextDeadline == 9)
    touch(.moved, x: -1, y: -1)
    #expect(arena.nextDeadline == nil)
    touch(.moved, x: -1, y: 4)
    #expect(arena.nextDeadline == 4)
  }

  @Test func deadlinesFireEarliestFirstAfterTheEarliestMovedLater() {
    touch(.began, x: 2, y: 3)
    touch(.moved, x: 4, y: 3)  // x moved from 2 (the earliest) to 4: y's 3 is next
    // At 3 - 0.001 nothing is due; at 3 + 0.001 y fires, and x's 4 is next.
    arena.advance(to: 2.999)
    #expect(y.fired.isEmpty && x.fired.isEmpty)
    arena.advance(to: 3.001)
    #expect(y.fired == [3])
    #expect(x.fired.isEmpty)
    #expect(arena.nextDeadline == 4)
    arena.advance(to: 4)
    #expect(x.fired == [4])
    #expect(arena.nextDeadline == nil)
  }
}
