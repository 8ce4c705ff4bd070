import GestureCore
import GestureTesting
import Testing

/// Reduce Motion in a Clear-style list: every spring the store starts follows
/// ``MotionPolicy`` (a move past 100 pt is a cut), and the auto-scroll is capped at 400 pt/s.
@Suite struct ListReduceMotionTests {
  // Rows are 390 pt wide: a swipe arms strictly past 130 pt.

  @Test(arguments: [
    (distance: 99.0, reduces: true, cuts: false),
    (distance: 101.0, reduces: true, cuts: true),  // 101 pt > 100 pt
    (distance: 101.0, reduces: false, cuts: false),
  ])
  func aRowSwipedShortOfArmingComesHomeByCutPastTheCutDistance(
    distance: Double, reduces: Bool, cuts: Bool
  ) {
    let list = Simulation<ListStore>(count: 5)
    if reduces { list.send(.reduceMotionChanged(true)) }
    // 99 and 101 pt < 130 pt, released still: nothing arms, the row goes home to 0.
    list.swipe(row: 2, by: -distance, duration: 1, releaseVelocity: 0)
    #expect(list.store.rows[2].offset == -distance)
    list.wait(1.0 / 60, hz: 60, always: true)
    let offset = list.store.rows[2].offset
    if cuts {
      #expect(offset == 0)
    } else {
      #expect(offset < 0 && offset > -distance)
    }
    list.settle()
    #expect(list.app.items == [0, 1, 2, 3, 4])
    #expect(list.problems == [])
  }

  @Test(arguments: [true, false])
  func underReduceMotionADeletedRowLeavesAtTheNextFrame(reduces: Bool) {
    let list = Simulation<ListStore>(count: 5)
    if reduces { list.send(.reduceMotionChanged(true)) }
    // 131 pt > 130 pt, released still: armed; the slide off to 390 pt travels 259 pt, a cut
    // under Reduce Motion, so the app is asked at the first frame; a spring takes longer.
    list.swipe(row: 2, by: -131, duration: 1, releaseVelocity: 0)
    list.wait(1.0 / 60, hz: 60, always: true)
    #expect(list.effects.contains(.delete(rowID: 2)) == reduces)
    list.settle()
    #expect(list.app.items == [0, 1, 3, 4])
    #expect(list.problems == [])
  }

  @Test(arguments: [(firstHeight: 99.0, cuts: false), (firstHeight: 101.0, cuts: true)])
  func aRowMovedByActionFurtherThanTheCutDistanceIsDrawnInItsSlotAtOnce(
    firstHeight: Double, cuts: Bool
  ) {
    var list = DirectList(heights: [firstHeight, 60, 60])
    list.send(.reduceMotionChanged(true))
    // Row 1 moves up over row 0: its own travel is row 0's height (99 or 101 pt); row 0
    // moves down by 60 pt, a spring either way.
    list.send(.moveRow(rowID: 1, by: -1))
    #expect(list.items == [1, 0, 2])
    list.send(.tick(time: 1.0 / 60))
    if cuts {
      #expect(list.shifts[0] == 0)
    } else {
      #expect(list.shifts[0] > 0 && list.shifts[0] < firstHeight)
    }
    #expect(list.shifts[1] < 0 && list.shifts[1] > -60)
  }

  @Test func underReduceMotionTheAutoScrollRunsAtMostFourHundredPointsPerSecond() {
    let rig = ListRig.liftedInAHundredRows(reducesMotion: true)
    // Depth d points into the 64 pt bottom band scrolls 400 × d / 64 pt/s (not 1200): 32 pt
    // deep 200, 64 pt and deeper 400.
    let (offset, time) = rig.expectAutoScroll(
      [(268, 200), (300, 400), (350, 400)], from: 3000, at: 1)
    // Turned off mid-lift: the next frame scrolls at the configured 1200 pt/s.
    rig.send(.reduceMotionChanged(false))
    rig.tick(time + 0.0625)
    #expect(rig.take().first == .scroll(toContentOffset: offset + 1200 * 0.0625))
  }

  @Test func underReducedMotionTheRowsClosingAGapNeverOvershoot() {
    var list = DirectList()
    list.send(.reduceMotionChanged(true))
    // Add an item below row 3 by action: the rows below slide down a new row's height
    // (≤ 100 pt) on the reduced spring, from rest, never past their places.
    list.send(.perform(.addItemBelow, rowID: 3))
    #expect(list.take().contains(.insert(at: 4)))
    var highest = -Double.infinity
    for step in 1...60 {
      list.send(.tick(time: Double(step) / 60))
      highest = max(highest, list.shifts[5...].max() ?? 0)
    }
    #expect(highest <= 0)
  }
}
