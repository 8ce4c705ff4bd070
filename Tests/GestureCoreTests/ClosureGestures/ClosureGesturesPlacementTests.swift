import GestureCore
import Testing

/// Which recognizer of the views with closure gestures over one host waits for which: the one
/// behind waits for the same kind of gesture in front, as with SwiftUI's own gestures.
@Suite struct ClosureGesturesPlacementTests {
  typealias Slot = ClosureGestures.Slot
  typealias Placement = ClosureGestures.Placement

  static let tap = Slot.tap(numberOfTaps: 1)
  static let doubleTap = Slot.tap(numberOfTaps: 2)
  /// An outer view (0, 0, 300, 300), and an inner one (100, 100, 100, 100) inside it: a child,
  /// whose path extends the outer's.
  static let outer = Placement(frame: Rect(x: 0, y: 0, width: 300, height: 300), order: [0, 2])
  static let inner = Placement(frame: Rect(x: 100, y: 100, width: 100, height: 100), order: [0, 2, 1])
  static let inside = Point(x: 150, y: 150)

  @Test func theOuterTapWaitsForTheInnerTapInsideIt() {
    #expect(Self.tap.waits(for: Self.tap, at: Self.inside, in: Self.outer, behind: Self.inner))
    // Never the other way: the inner view is in front.
    #expect(!Self.tap.waits(for: Self.tap, at: Self.inside, in: Self.inner, behind: Self.outer))
  }

  @Test func outsideTheInnerViewTheOuterTapWaitsForNothing() {
    // The inner frame's minimum edges are inside it, its maximum edges (200) outside.
    #expect(Self.tap.waits(for: Self.tap, at: Point(x: 100, y: 100), in: Self.outer, behind: Self.inner))
    for point in [Point(x: 200, y: 150), Point(x: 150, y: 200), Point(x: 99.999, y: 150), Point(x: 50, y: 50)] {
      #expect(!Self.tap.waits(for: Self.tap, at: point, in: Self.outer, behind: Self.inner))
    }
  }

  @Test func aTapWaitsForAnyTapInFrontAndEveryOtherGestureForTheSameOne() {
    // An outer single tap waits out an inner double tap (and fires if it fails); an outer
    // double tap waits for an inner single tap.
    #expect(Self.tap.waits(for: Self.doubleTap, at: Self.inside, in: Self.outer, behind: Self.inner))
    #expect(Self.doubleTap.waits(for: Self.tap, at: Self.inside, in: Self.outer, behind: Self.inner))
    // The outer pan waits for the inner pan (which may fail off its axis, and then the outer
    // one pans), but not for an inner tap or long press: those compete as on one view.
    #expect(Slot.pan.waits(for: .pan, at: Self.inside, in: Self.outer, behind: Self.inner))
    #expect(!Slot.pan.waits(for: Self.tap, at: Self.inside, in: Self.outer, behind: Self.inner))
    #expect(!Self.tap.waits(for: .longPress, at: Self.inside, in: Self.outer, behind: Self.inner))
    #expect(!Self.tap.waits(for: .pan, at: Self.inside, in: Self.outer, behind: Self.inner))
    // Swipes by direction (the slots are normalized: one per direction).
    #expect(Slot.swipe(.left).waits(for: .swipe(.left), at: Self.inside, in: Self.outer, behind: Self.inner))
    #expect(!Slot.swipe(.left).waits(for: .swipe(.up), at: Self.inside, in: Self.outer, behind: Self.inner))
  }

  @Test func aViewDrawnLaterIsInFrontWhateverItsFrame() {
    // Siblings (a ZStack's layers): the later one is drawn in front, and the one behind
    // waits for it where they overlap (x from 50 to 100).
    let back = Placement(frame: Rect(x: 0, y: 0, width: 100, height: 100), order: [0, 2, 4])
    let front = Placement(frame: Rect(x: 50, y: 0, width: 100, height: 100), order: [0, 3, 1])
    #expect(front.isInFront(of: back))
    #expect(!back.isInFront(of: front))
    #expect(Self.tap.waits(for: Self.tap, at: Point(x: 60, y: 10), in: back, behind: front))
    #expect(!Self.tap.waits(for: Self.tap, at: Point(x: 49.9, y: 10), in: back, behind: front))
    #expect(!Self.tap.waits(for: Self.tap, at: Point(x: 60, y: 10), in: front, behind: back))
  }

  @Test func aViewIsNotInFrontOfItself() {
    #expect(!Self.inner.isInFront(of: Self.inner))
    #expect(!Self.tap.waits(for: Self.tap, at: Self.inside, in: Self.inner, behind: Self.inner))
  }

  @Test func aFrameOrAPointThatIsNotFiniteContainsNoTouch() {
    let broken = Placement(frame: Rect(x: .nan, y: 0, width: 100, height: 100), order: [0, 2, 1])
    #expect(!Self.tap.waits(for: Self.tap, at: Self.inside, in: Self.outer, behind: broken))
    let endless = Placement(frame: Rect(x: 0, y: 0, width: .infinity, height: .nan), order: [0, 2, 1])
    #expect(!Self.tap.waits(for: Self.tap, at: Self.inside, in: Self.outer, behind: endless))
    for point in [Point(x: .nan, y: 150), Point(x: 150, y: .infinity)] {
      #expect(!Self.tap.waits(for: Self.tap, at: point, in: Self.outer, behind: Self.inner))
    }
  }
}
