import GestureCore
import Testing

/// The trackpad and mouse companion's decisions, shared by every UIKit host.
@Suite struct IndirectScrollTests {
  @Test func aScrollBeginsAlongItsAxisWithoutSlop() {
    // Horizontal admits |dx| > |dy|: 2 > 1 begins at once (no 10 pt slop as for a finger).
    #expect(
      IndirectScroll.scrollMayBegin(
        axis: .horizontal, translation: Vector(dx: 2, dy: 1), velocity: .zero,
        touchDragUnderWay: false))
    // One point either side of the diagonal: |dx| = 1 < |dy| = 2 refuses; 3 > 2 begins.
    #expect(
      !IndirectScroll.scrollMayBegin(
        axis: .horizontal, translation: Vector(dx: 1, dy: 2), velocity: Vector(dx: 1, dy: 2),
        touchDragUnderWay: false))
    #expect(
      IndirectScroll.scrollMayBegin(
        axis: .horizontal, translation: Vector(dx: 3, dy: 2), velocity: .zero,
        touchDragUnderWay: false))
    // Exactly on the diagonal (2 = 2) is along neither axis.
    #expect(
      !IndirectScroll.scrollMayBegin(
        axis: .horizontal, translation: Vector(dx: 2, dy: 2), velocity: Vector(dx: 2, dy: 2),
        touchDragUnderWay: false))
  }

  @Test func aScrollWithNoTranslationYetIsJudgedByItsVelocity() {
    // Translation zero: along no axis. Velocity 101 > 100 pt/s horizontal begins; 99 < 100
    // refuses.
    #expect(
      IndirectScroll.scrollMayBegin(
        axis: .horizontal, translation: .zero, velocity: Vector(dx: 101, dy: 100),
        touchDragUnderWay: false))
    #expect(
      !IndirectScroll.scrollMayBegin(
        axis: .horizontal, translation: .zero, velocity: Vector(dx: 99, dy: 100),
        touchDragUnderWay: false))
    #expect(IndirectScroll.stroke(translation: .zero, velocity: Vector(dx: 5, dy: 0)) == Vector(dx: 5, dy: 0))
    #expect(
      IndirectScroll.stroke(translation: Vector(dx: 1, dy: 0), velocity: Vector(dx: 5, dy: 0))
        == Vector(dx: 1, dy: 0))
  }

  @Test func aFreeDragTakesAnyScrollAndAVerticalOneOnlyVerticalScrolls() {
    #expect(
      IndirectScroll.scrollMayBegin(
        axis: .free, translation: Vector(dx: 0, dy: 1), velocity: .zero, touchDragUnderWay: false))
    #expect(
      IndirectScroll.scrollMayBegin(
        axis: .vertical, translation: Vector(dx: 1, dy: 2), velocity: .zero,
        touchDragUnderWay: false))
    #expect(
      !IndirectScroll.scrollMayBegin(
        axis: .vertical, translation: Vector(dx: 2, dy: 1), velocity: .zero,
        touchDragUnderWay: false))
  }

  @Test func aFreeDragLeavesTheAxesTheScrollViewsAroundItScrollAlong() {
    // In a vertical feed: |dy| = 3 > |dx| = 2 is the feed's; |dx| = 3 > |dy| = 2 is the
    // card's. Exactly diagonal (2, 2) is along neither axis: the card's.
    func begins(_ motion: Vector, around axes: IndirectScroll.ScrollAxes) -> Bool {
      IndirectScroll.scrollMayBegin(
        axis: .free, translation: motion, velocity: .zero, touchDragUnderWay: false,
        scrolledAround: axes)
    }
    #expect(!begins(Vector(dx: 2, dy: 3), around: .vertical))
    #expect(begins(Vector(dx: 3, dy: 2), around: .vertical))
    #expect(begins(Vector(dx: 2, dy: 2), around: .vertical))
    // In a horizontal carousel, the other way round; in a scroll view along both, only an
    // exact diagonal is the card's; with none around, everything is.
    #expect(!begins(Vector(dx: 3, dy: 2), around: .horizontal))
    #expect(begins(Vector(dx: 2, dy: 3), around: .horizontal))
    #expect(!begins(Vector(dx: 3, dy: 2), around: [.horizontal, .vertical]))
    #expect(!begins(Vector(dx: 2, dy: 3), around: [.horizontal, .vertical]))
    #expect(begins(Vector(dx: 2, dy: 3), around: []))
    // No translation yet: the velocity is the stroke (99 < 100 pt/s: vertical, the feed's).
    #expect(
      !IndirectScroll.scrollMayBegin(
        axis: .free, translation: .zero, velocity: Vector(dx: 99, dy: 100),
        touchDragUnderWay: false, scrolledAround: .vertical))
    // A drag along one axis has chosen it: the scroll views around it do not change that.
    #expect(
      IndirectScroll.scrollMayBegin(
        axis: .horizontal, translation: Vector(dx: 3, dy: 2), velocity: .zero,
        touchDragUnderWay: false, scrolledAround: .horizontal))
    // NaN motion: along no axis, so the card's, as a free drag takes any motion.
    #expect(begins(Vector(dx: .nan, dy: .nan), around: .vertical))
  }

  @Test func theTouchDragAndTheScrollExcludeEachOther() {
    #expect(
      !IndirectScroll.scrollMayBegin(
        axis: .free, translation: Vector(dx: 50, dy: 0), velocity: Vector(dx: 500, dy: 0),
        touchDragUnderWay: true))
    #expect(!IndirectScroll.touchDragMayBegin(scrollUnderWay: true))
    #expect(IndirectScroll.touchDragMayBegin(scrollUnderWay: false))
  }
}
