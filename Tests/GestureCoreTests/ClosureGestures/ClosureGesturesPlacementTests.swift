import GestureCore
import Testing

/// Which recognizer of the views with closure gestures over one host waits for which, when
/// both hold a touch: the one behind waits for the same kind of gesture in front, as with
/// SwiftUI's own gestures.
@Suite struct ClosureGesturesPlacementTests {
  typealias Slot = ClosureGestures.Slot
  typealias Placement = ClosureGestures.Placement

  static let tap = Slot.tap(numberOfTaps: 1)
  static let doubleTap = Slot.tap(numberOfTaps: 2)
  /// An outer view, and an inner one inside it (a child: its path extends the outer's).
  static let outer = Placement(order: [0, 2])
  static let inner = Placement(order: [0, 2, 1])

  @Test func theOuterTapWaitsForTheInnerTapAndNeverTheOtherWay() {
    #expect(Self.tap.waits(for: Self.tap, in: Self.outer, behind: Self.inner))
    #expect(!Self.tap.waits(for: Self.tap, in: Self.inner, behind: Self.outer))
  }

  @Test func aTapWaitsForAnyTapInFrontAndEveryOtherGestureForTheSameOne() {
    // An outer single tap waits out an inner double tap (and fires if it fails); an outer
    // double tap waits for an inner single tap.
    #expect(Self.tap.waits(for: Self.doubleTap, in: Self.outer, behind: Self.inner))
    #expect(Self.doubleTap.waits(for: Self.tap, in: Self.outer, behind: Self.inner))
    // The outer pan waits for the inner pan (which may fail off its axis, and then the outer
    // one pans), but not for an inner tap, nor a tap for an inner long press or pan: those
    // relate as on one view (exclusive: the first to recognize ends the other).
    #expect(Slot.pan.waits(for: .pan, in: Self.outer, behind: Self.inner))
    #expect(Slot.longPress.waits(for: .longPress, in: Self.outer, behind: Self.inner))
    #expect(!Slot.pan.waits(for: Self.tap, in: Self.outer, behind: Self.inner))
    #expect(!Self.tap.waits(for: .longPress, in: Self.outer, behind: Self.inner))
    #expect(!Self.tap.waits(for: .pan, in: Self.outer, behind: Self.inner))
    #expect(!Slot.pinch.waits(for: .rotation, in: Self.outer, behind: Self.inner))
    // Swipes and edge pans by direction, as the registry installs them (one slot each).
    #expect(Slot.swipe(.left).waits(for: .swipe(.left), in: Self.outer, behind: Self.inner))
    #expect(!Slot.swipe(.left).waits(for: .swipe(.up), in: Self.outer, behind: Self.inner))
    #expect(Slot.edgePan(.left).waits(for: .edgePan(.left), in: Self.outer, behind: Self.inner))
  }

  @Test func slotsThatStandForSeveralYieldToNone() {
    // `.swipe([.left, .right])` is two recognizers; as one slot it relates to nothing.
    let both = Slot.swipe([.left, .right])
    #expect(!both.waits(for: both, in: Self.outer, behind: Self.inner))
    #expect(!Slot.tap(numberOfTaps: 0).waits(for: Self.tap, in: Self.outer, behind: Self.inner))
  }

  @Test func aViewDrawnLaterIsInFront() {
    // Siblings (a ZStack's layers): the later one is drawn in front, whatever their depth.
    let back = Placement(order: [0, 2, 4])
    let front = Placement(order: [0, 3, 1])
    #expect(front.isInFront(of: back))
    #expect(!back.isInFront(of: front))
    #expect(Self.tap.waits(for: Self.tap, in: back, behind: front))
    #expect(!Self.tap.waits(for: Self.tap, in: front, behind: back))
    // A child is in front of its parent; the parent's later sibling in front of both.
    #expect(Self.inner.isInFront(of: Self.outer))
    #expect(Placement(order: [0, 3]).isInFront(of: Self.inner))
  }

  @Test func aViewIsNotInFrontOfItself() {
    #expect(!Self.inner.isInFront(of: Self.inner))
    #expect(!Self.tap.waits(for: Self.tap, in: Self.inner, behind: Self.inner))
    #expect(!Placement(order: []).isInFront(of: Placement(order: [])))
  }
}
