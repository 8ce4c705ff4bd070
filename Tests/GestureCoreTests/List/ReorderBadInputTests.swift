import GestureCore
import Testing

/// The long press fed to the list store directly, for the cases a recognizer does not
/// produce: phases in the wrong state, NaN and infinite values, odd configurations and
/// viewports.
@Suite struct ReorderBadInputTests {
  /// Row 2 lifted at content y 130 (grab offset 10), then dragged to slot 5 (top 275); a
  /// frame at 1 s lets the rows it passed come to rest (the finger is in no auto-scroll band).
  static func liftedToSlotFive() -> DirectList {
    var list = DirectList()
    list.began(130)
    list.changed(285)
    list.send(.tick(time: 1))
    list.take()
    return list
  }

  @Test func eventsWithoutALiftAreIgnored() {
    var list = DirectList()
    list.changed(100)
    list.press(.ended(location: Point(x: 0, y: 100), translation: .zero, velocity: .zero))
    list.press(.cancelled)
    list.send(.tick(time: 1))
    list.send(.tick(time: 2))
    #expect(list.take() == [])
    #expect(list.list.reorder.state == .idle && list.list.liftedRow == nil)
  }

  @Test func aBeganWithNaNOrOffTheRowsLiftsNothing() {
    var list = DirectList()
    for y in [Double.nan, .infinity, -1, 600, 1e300] {
      list.began(y)
      list.changed(100)
    }
    #expect(list.take() == [])
    #expect(list.list.reorder.state == .idle)

    var empty = DirectList(heights: [])
    empty.began(0)
    #expect(empty.take() == [])
  }

  @Test(arguments: [
    DragEvent.changed(location: Point(x: 10, y: .nan), translation: .zero),
    .ended(location: Point(x: 0, y: 300), translation: .zero, velocity: Vector(dx: 0, dy: .infinity)),
  ])
  func aNaNWhileLiftedCancels(bad: DragEvent) {
    var list = Self.liftedToSlotFive()
    list.press(bad)
    // One edit restores the order; the three rows slide back down from 60 pt up.
    #expect(list.take() == [.move(from: 5, to: 2), .scrollingEnabled(true)])
    #expect(list.shifts == [0, 0, 0, -60, -60, -60, 0, 0, 0, 0])
    #expect(list.list.reorder.state == .dropping(at: 2))
    // The drop runs from the row's top 275 to slot 2's 120, from the store's time (1 s).
    #expect(list.list.liftedRow?.top == 275)
    list.send(.tick(time: 1.05))
    #expect(
      list.list.liftedRow?.top
        == Motion(ListRig.drop(from: 275, to: 120), start: 1).value(at: 1.05))
  }

  @Test func aSecondBeganWhileLiftedIsIgnored() {
    var list = Self.liftedToSlotFive()
    let before = list.list.reorder.state
    list.began(20)
    #expect(list.take() == [])
    #expect(list.list.reorder.state == before)
  }

  @Test func framesAtBadTimesAreIgnored() {
    var list = DirectList(heights: [Double](repeating: 60, count: 20))  // room to scroll
    list.began(130)
    list.changed(590)  // 54 pt into the bottom band
    list.send(.tick(time: 1))  // starts the clock
    list.take()
    list.send(.tick(time: .nan))
    list.send(.tick(time: .infinity))
    list.send(.tick(time: 0.5))  // backwards
    list.send(.tick(time: 1))  // no time passed
    #expect(list.take() == [])
    guard case .lifted(let lift) = list.list.reorder.state else {
      Issue.record("not lifted")
      return
    }
    #expect(lift.lastTickTime == 1)
    // A good frame scrolls: 54 pt deep is 1200 × 54/64 = 1012.5 pt/s, for 1/16 s.
    list.send(.tick(time: 1.0625))
    #expect(list.take().first == .scroll(toContentOffset: 63.28125))
  }

  @Test func aFrameWithTheFingerOutsideTheBandsLeavesTheLiftWhereItIs() {
    var list = Self.liftedToSlotFive()
    list.send(.tick(time: 2))
    #expect(list.take() == [])
    #expect(list.list.liftedRow?.top == 275)
    guard case .lifted(let lift) = list.list.reorder.state else {
      Issue.record("not lifted")
      return
    }
    #expect(lift.index == 5 && lift.top == 275)
  }

  /// New data under a lift: the reorder ends without an edit (the app's data is the truth)
  /// and the lifted row drops into the slot its item has in the new rows.
  @Test func newRowsWhileLiftedEndTheLiftAndAdoptThem() {
    var list = Self.liftedToSlotFive()
    list.send(.rowsChanged(listRows([44, 44, 44])))
    #expect(list.take() == [.scrollingEnabled(true)])
    #expect(list.list.reorder.state == .idle)
    #expect(list.list.layout == ListLayout(count: 3, rowHeight: 44))
    #expect(list.list.liftedRow?.id == 2 && list.list.liftedRow?.top == 275)
    list.send(.tick(time: 10))
    #expect(list.list.liftedRow == nil && list.list.isAtRest)
  }

  @Test func aScrollByTheHostKeepsTheRowUnderTheFinger() {
    var list = Self.liftedToSlotFive()
    // Scrolled by 60 pt: the finger (screen y 285) is now over content 345, top 335: slot 6
    // needs the top past 60 × 5 + 34 = 334.
    list.send(.viewportChanged(ListViewport(top: 0, height: 600, contentOffset: 60)))
    #expect(list.list.liftedRow?.top == 335)
    #expect(list.take() == [.move(from: 5, to: 6), .haptic(.selection)])
    #expect(list.shifts[5] == 60)
    // A viewport with NaN values is adopted with zeros.
    var viewport = ListViewport()
    viewport.top = .nan
    viewport.height = -5
    viewport.contentOffset = .infinity
    list.send(.viewportChanged(viewport))
    #expect(list.list.viewport == ListViewport(top: 0, height: 0, contentOffset: 0))
    #expect(list.list.liftedRow?.top == 275)
  }

  @Test func aFingerFarAwayKeepsEverythingFinite() {
    var list = DirectList()
    list.began(130)
    var time = 0.0
    for y in [1e308, -1e308, Double.greatestFiniteMagnitude, 300] {
      list.changed(y)
      time += 1
      list.send(.tick(time: time))
      #expect(list.list.liftedRow?.top.isFinite == true)
      #expect(list.shifts.allSatisfy { $0.isFinite })
    }
    list.press(.ended(location: Point(x: 0, y: 1e308), translation: .zero, velocity: .zero))
    list.send(.tick(time: time + 0.05))
    #expect(list.list.liftedRow?.top.isFinite == true)
    let effects = list.take()
    let offsets = effects.compactMap { effect -> Double? in
      if case .scroll(let offset) = effect { offset } else { nil }
    }
    #expect(offsets.allSatisfy { $0.isFinite })
    #expect(effects.contains(.reorderEnded(rowID: 2, from: 2, to: 9)))
  }

  @Test func aConfigurationOutOfRangeIsClamped() {
    let configuration = Reorder.Configuration(
      liftScale: .infinity, liftAlpha: -1, hysteresis: .nan, autoScrollBand: -64,
      maximumAutoScrollSpeed: .nan, maximumTickInterval: -1)
    var list = DirectList(reorder: configuration)
    list.began(130)
    #expect(list.take() == [.haptic(.impact(.medium)), .scrollingEnabled(false)])
    #expect(list.list.liftShown == LiftShown(id: 2, top: 120, scale: 2, alpha: 0, shadow: true))
    // Hysteresis NaN → the default 4 pt: top 154 stays, 155 moves (see ReorderTests).
    list.changed(164)
    #expect(list.take() == [] && list.list.liftedRow?.top == 154)
    list.changed(165)
    #expect(list.take().contains(.move(from: 2, to: 3)))
    // Band −64 → 0: no auto-scroll at the bottom edge.
    list.changed(600)
    list.send(.tick(time: 1))
    list.send(.tick(time: 2))
    #expect(!list.take().contains { if case .scroll = $0 { true } else { false } })
  }
}
