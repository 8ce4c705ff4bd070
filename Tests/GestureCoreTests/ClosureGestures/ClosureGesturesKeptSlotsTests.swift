import GestureCore
import Testing

/// The recognizers a view keeps when its host cannot swap them once attached (SwiftUI, from
/// iOS 18): what changes with a gesture's directions, edges or layout direction is which of
/// them take part, never which exist.
@Suite struct ClosureGesturesKeptSlotsTests {
  typealias Slot = ClosureGestures.Slot

  @Test func aSwipeKeepsEveryDirectionWhateverItAsksFor() {
    let everyDirection: [Slot] = [.swipe(.left), .swipe(.right), .swipe(.up), .swipe(.down)]
    #expect(Slot.keptSlots(for: [.swipe(.left)]) == everyDirection)
    #expect(Slot.keptSlots(for: [.swipe(.right)]) == everyDirection)
    #expect(Slot.keptSlots(for: [.swipe([.up, .down])]) == everyDirection)
    // An empty set of directions is still a swipe modifier: its view keeps the same four.
    #expect(Slot.keptSlots(for: [.swipe([])]) == everyDirection)
  }

  @Test func anEdgePanKeepsEveryEdgeSoALayoutFlipChangesNothing() {
    // `onEdgePan` with no edges is the leading edge: left, or right in a right-to-left layout.
    let leftToRight = Slot.keptSlots(for: [.edgePan(.left)])
    let rightToLeft = Slot.keptSlots(for: [.edgePan(.right)])
    #expect(leftToRight == rightToLeft)
    #expect(
      leftToRight == [.edgePan(.left), .edgePan(.right), .edgePan(.top), .edgePan(.bottom)])
  }

  @Test func otherKindsKeepTheirOwnSlotAndTapsTheirCount() {
    #expect(
      Slot.keptSlots(for: [.tap(numberOfTaps: 1), .tap(numberOfTaps: 2), .longPress])
        == [.tap(numberOfTaps: 1), .tap(numberOfTaps: 2), .longPress])
    // Fewer than one tap is a single tap, as when installing.
    #expect(Slot.keptSlots(for: [.tap(numberOfTaps: 0)]) == [.tap(numberOfTaps: 1)])
    #expect(Slot.keptSlots(for: [.pan, .pinch, .rotation]) == [.pan, .pinch, .rotation])
    #expect(Slot.keptSlots(for: []) == [])
  }

  @Test func requestsOfOneKindShareTheirSlotsInRequestOrder() {
    // Two swipes and two taps: each slot once, where it first appears.
    let kept = Slot.keptSlots(for: [
      .tap(numberOfTaps: 1), .swipe(.left), .pan, .swipe(.down), .tap(numberOfTaps: 1),
    ])
    #expect(
      kept == [
        .tap(numberOfTaps: 1), .swipe(.left), .swipe(.right), .swipe(.up), .swipe(.down), .pan,
      ])
  }

  @Test func theKeptSlotsCoverWhateverTheRequestsInstall() {
    // Whatever directions and edges the same kinds of request take, the slots installed are
    // among the kept ones, and the kept ones stay the same.
    let directions: [SwipeDirection] = [[], .left, .right, .up, .down, [.left, .right], .all]
    let edges: [RectEdge] = [.left, .right, .top, .bottom, [.left, .right], .all]
    let kept = Slot.keptSlots(for: [.swipe(.left), .edgePan(.left), .tap(numberOfTaps: 2)])
    for direction in directions {
      for edge in edges {
        let requested: [Slot] = [.swipe(direction), .edgePan(edge), .tap(numberOfTaps: 2)]
        #expect(Slot.keptSlots(for: requested) == kept)
        for slot in requested.flatMap(\.normalized) { #expect(kept.contains(slot)) }
      }
    }
  }
}
