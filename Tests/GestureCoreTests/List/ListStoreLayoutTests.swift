import GestureCore
import GestureTesting
import Testing

/// The list store under geometry that changes without new rows, layout-direction changes,
/// the edits an app asks for without a gesture (accessibility), and the data a host's
/// recognizers read (relations, the pinch's phases, auto-scroll's limits).
@Suite struct ListStoreLayoutTests {
  /// Row 0 lifted with the finger at its middle (y = 32, grab offset 32) and dragged to
  /// y = 62: its top is at 30, short of row 1's middle line (64 + 32 − 64 = 32, + 4 pt of
  /// hysteresis = 36).
  func liftRowZero(_ list: Simulation<ListStore>) {
    let start = Point(x: 100, y: 32)
    list.send(.longPress(.began(location: start, translation: .zero), time: list.time))
    list.wait(0.1)
    list.send(.longPress(.changed(location: Point(x: 100, y: 62), translation: .zero), time: list.time))
    #expect(list.app.items == [0, 1, 2, 3, 4])
  }

  /// Row 1's estimate resolves under the lifted row: its middle line becomes h/2 and the
  /// lifted row (top 30) takes its slot once 30 > h/2 + 4: h = 54 gives 31, it stays; h = 50
  /// gives 29, it moves. The lift goes on either way.
  @Test(arguments: [(54.0, [0, 1, 2, 3, 4]), (50.0, [1, 0, 2, 3, 4])])
  func aHeightChangeUnderALiftedRowKeepsTheLift(height: Double, expected: [Int]) {
    let list = Simulation<ListStore>(count: 5)
    liftRowZero(list)
    list.changeHeights([1: height])
    #expect(list.store.liftedRow?.id == 0)
    #expect(list.store.liftedRow?.top == 30)  // Under the finger.
    #expect(list.app.items == expected)
    #expect(list.store.layout.heights == (expected == [0, 1, 2, 3, 4] ? [64, height, 64, 64, 64] : [height, 64, 64, 64, 64]))
    list.send(.longPress(.ended(location: Point(x: 100, y: 62), translation: .zero, velocity: .zero), time: list.time))
    list.settle()
    #expect(list.app.items == expected)
    #expect(list.problems == [])
  }

  @Test func aHeightChangeUnderAnOpenGapKeepsItOpen() {
    let list = Simulation<ListStore>(count: 4)
    // Fingers on rows 1 and 2, 20 pt out each.
    list.send(.pinch(.began(upperY: 100, lowerY: 160), time: list.time))
    list.wait(0.05)
    list.send(.pinch(.changed(upperY: 80, lowerY: 180), time: list.time))
    list.changeHeights([0: 80])
    // The line between rows 1 and 2 is now 80 + 64 = 144.
    #expect(list.store.placeholder?.centerY == 144)
    #expect(list.store.rows[2].shift == 20)
    list.send(.pinch(.changed(upperY: 60, lowerY: 200), time: list.time))
    list.send(.pinch(.ended(velocity: 0), time: list.time))  // Gap 80 ≥ 64: inserted.
    list.settle()
    #expect(list.app.items == [0, 1, 4, 2, 3])
    #expect(list.problems == [])
  }

  /// Row 0 dropped into slot 1 (top 40 is past row 1's line at 32 + 4): the drop flies to
  /// 64, row 1's height. Row 1's estimate resolves to 80 on the way: the slot is now at 80,
  /// and the whole drop moves by the 16 pt, from where it is shown, without restarting.
  @Test func aDropInFlightFollowsItsSlot() {
    let list = Simulation<ListStore>(count: 5)
    liftRowZero(list)
    list.send(.longPress(.changed(location: Point(x: 100, y: 72), translation: .zero), time: list.time))
    #expect(list.app.items == [1, 0, 2, 3, 4])
    list.send(.longPress(.ended(location: Point(x: 100, y: 72), translation: .zero, velocity: .zero), time: list.time))
    list.wait(0.05)
    let before = list.store.liftedRow?.top ?? .nan
    list.changeHeights([1: 80])
    #expect(list.store.liftedRow?.top == before + 16)
    #expect(list.store.liftedRow?.id == 0)
    list.settle()
    #expect(list.store.isAtRest)
    #expect(list.problems == [])
  }

  @Test func aLayoutOfAnotherLengthIsIgnored() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.layoutChanged(ListLayout(count: 2, rowHeight: 10), viewport: list.store.viewport))
    #expect(list.store.layout.heights == [64, 64, 64])
  }

  // MARK: Layout direction

  @Test func rightToLeftSwapsTheSwipesAtRest() {
    let list = Simulation<ListStore>(count: 5)
    list.send(.layoutDirectionChanged(.rightToLeft))
    // 131 pt > 130 pt towards the right: the leading edge in right-to-left, delete.
    list.swipe(row: 2, by: 131, duration: 1, releaseVelocity: 0)
    #expect(list.store.rows[2].revealedCue == .delete)
    list.settle()
    #expect(list.app.items == [0, 1, 3, 4])
    #expect(list.problems == [])
  }

  @Test func theRevealedCueIsTheSideTheContentMovedTowards() {
    let list = Simulation<ListStore>(count: 3)
    #expect(list.store.rows[1].revealedCue == nil)
    // 60 pt < 130 pt: nothing armed, but the side shows.
    list.beginSwipingTheSecondRow()
    list.send(.swipe(.changed(location: Point(x: 135, y: 96), translation: Vector(dx: -60, dy: 0)), time: list.time))
    #expect(list.store.rows[1].cue == nil)
    #expect(list.store.rows[1].revealedCue == .delete)
    list.send(.swipe(.changed(location: Point(x: 255, y: 96), translation: Vector(dx: 60, dy: 0)), time: list.time))
    #expect(list.store.rows[1].revealedCue == .complete)
    list.send(.swipe(.cancelled, time: list.time))
    list.settle()
    #expect(list.problems == [])
  }

  // MARK: Without a gesture

  @Test func anAccessibilityCompleteAsksTheApp() {
    let list = Simulation<ListStore>(count: 3)
    #expect(list.store.allowsCommit(.complete, rowID: 1))
    list.send(.commit(.complete, rowID: 1))
    #expect(list.app.completed == [1])
    list.settle()
    #expect(list.problems == [])
  }

  @Test(arguments: [false, true])
  func anAccessibilityDeleteAsksTheApp(keeps: Bool) {
    let list = Simulation<ListStore>(count: 3)
    list.app.keepsDeletedRows = keeps
    list.send(.commit(.delete, rowID: 1))
    #expect(list.effects.contains(.delete(rowID: 1)))
    list.settle()
    #expect(list.app.items == (keeps ? [0, 1, 2] : [0, 2]))
    #expect(list.store.isAtRest)
    #expect(list.problems == [])
  }

  @Test func noCommitWithoutAGestureOnARowAGestureHolds() {
    let list = Simulation<ListStore>(count: 3)
    list.beginSwipingTheSecondRow()
    #expect(!list.store.allowsCommit(.delete, rowID: 1))
    list.send(.commit(.delete, rowID: 1))
    #expect(!list.effects.contains(.delete(rowID: 1)))
    #expect(list.store.allowsCommit(.delete, rowID: 0))  // Another row is free.
    list.send(.swipe(.cancelled, time: list.time))
    list.settle()
    #expect(!list.store.allowsCommit(.delete, rowID: 99))  // Not a row.
    #expect(list.problems == [])
  }

  @Test func noCommitWhenSwipesAreOff() {
    let list = Simulation<ListStore>(count: 3, configuration: .init(swipeToCommit: nil))
    #expect(!list.store.allowsCommit(.complete, rowID: 1))
  }

  @Test func anAccessibilityMoveIsAReorderOfOneSlot() {
    let list = Simulation<ListStore>(count: 4)
    list.send(.moveRow(rowID: 1, by: 1))
    #expect(list.app.items == [0, 2, 1, 3])
    #expect(list.effects.suffix(2) == [.move(from: 1, to: 2), .reorderEnded(rowID: 1, from: 1, to: 2)])
    list.send(.moveRow(rowID: 1, by: -1))
    #expect(list.app.items == [0, 1, 2, 3])
    list.settle()
    #expect(list.store.isAtRest)
    #expect(list.problems == [])
  }

  /// At the ends: row 0 has nowhere up to go, the last row nowhere down; a jump further than
  /// the list is clamped to it (and `Int.min` does not overflow).
  @Test func anAccessibilityMoveStopsAtTheEnds() {
    let list = Simulation<ListStore>(count: 4)
    #expect(!list.store.allowsMove(rowID: 0, by: -1))
    #expect(list.store.allowsMove(rowID: 0, by: 1))
    #expect(!list.store.allowsMove(rowID: 3, by: 1))
    #expect(!list.store.allowsMove(rowID: 2, by: 0))
    list.send(.moveRow(rowID: 0, by: -1))
    #expect(list.app.items == [0, 1, 2, 3])
    list.send(.moveRow(rowID: 0, by: .max))
    #expect(list.app.items == [1, 2, 3, 0])
    list.send(.moveRow(rowID: 0, by: .min))
    #expect(list.app.items == [0, 1, 2, 3])
    list.settle()
    #expect(list.problems == [])
  }

  @Test func noAccessibilityMoveWhileARowIsLifted() {
    let list = Simulation<ListStore>(count: 5)
    liftRowZero(list)
    #expect(!list.store.allowsMove(rowID: 3, by: 1))
    list.send(.moveRow(rowID: 3, by: 1))
    #expect(list.app.items == [0, 1, 2, 3, 4])
    list.send(.longPress(.cancelled, time: list.time))
    list.settle()
    #expect(list.problems == [])
  }

  /// `.deleteOnly` has no complete: not by a swipe, and not without one either (no
  /// `.complete` effect, nothing offered), while delete still works.
  @Test func noCompleteWithoutAGestureUnderDeleteOnly() {
    let list = Simulation<ListStore>(
      count: 3, configuration: .init(swipeToCommit: .deleteOnly, reorder: nil, pinchToInsert: nil))
    #expect(!list.store.allowsCommit(.complete, rowID: 1))
    list.send(.commit(.complete, rowID: 1))
    #expect(list.effects == [])
    #expect(list.app.completed == [])
    #expect(list.store.allowsCommit(.delete, rowID: 1))
    list.send(.commit(.delete, rowID: 1))
    #expect(list.effects.contains(.delete(rowID: 1)))
    list.settle()
    #expect(list.problems == [])
  }

  /// A swipe on any row stops every move without a gesture (the rows would slide under the
  /// finger), not only one of the swiped row; once it is over the move goes through.
  @Test func noAccessibilityMoveDuringASwipeOnAnotherRow() {
    let list = Simulation<ListStore>(count: 4)
    list.beginSwipingTheSecondRow()
    #expect(!list.store.allowsMove(rowID: 3, by: -1))  // Row 3 (192–256 pt), row 1 swiped.
    list.send(.moveRow(rowID: 3, by: -1))
    #expect(list.app.items == [0, 1, 2, 3])
    #expect(list.effects.allSatisfy { if case .move = $0 { false } else { true } })
    list.send(.swipe(.cancelled, time: list.time))
    list.settle()
    list.send(.moveRow(rowID: 3, by: -1))
    #expect(list.app.items == [0, 1, 3, 2])
    #expect(list.problems == [])
  }

  /// A row waiting for the app's delete answer does not move; it does once the app kept it.
  @Test func noAccessibilityMoveForARowAwaitingItsDeleteAnswer() {
    let list = Simulation<ListStore>(count: 3)
    list.app.answers = false
    list.send(.commit(.delete, rowID: 1))
    #expect(!list.store.allowsMove(rowID: 1, by: 1))
    list.send(.moveRow(rowID: 1, by: 1))
    #expect(list.app.items == [0, 1, 2])
    list.send(.deleteAnswered(rowID: 1, removed: false))
    list.settle()
    list.send(.moveRow(rowID: 1, by: 1))
    #expect(list.app.items == [0, 2, 1])
    #expect(list.problems == [])
  }

  /// A row whose swipe is still springing home (released short of the threshold) does not
  /// move until it is home.
  @Test func noAccessibilityMoveForARowWhoseSwipeIsSettling() {
    let list = Simulation<ListStore>(count: 3)
    list.beginSwipingTheSecondRow()
    list.send(
      .swipe(
        .ended(location: Point(x: 175, y: 96), translation: Vector(dx: -20, dy: 0), velocity: .zero),
        time: list.time))
    #expect(list.store.rows[1].swipe.state != .idle)  // 20 pt out, springing home.
    #expect(!list.store.allowsMove(rowID: 1, by: 1))
    list.send(.moveRow(rowID: 1, by: 1))
    #expect(list.app.items == [0, 1, 2])
    list.settle()
    #expect(list.store.allowsMove(rowID: 1, by: 1))
    #expect(list.problems == [])
  }

  // MARK: The recognizers' data

  @Test func theRelationsAreData() {
    typealias R = ListStore.Recognizer
    #expect(ListStore.requiresFailure(.swipe, of: .screenEdgePan))
    #expect(ListStore.requiresFailure(.listScroll, of: .swipe))
    #expect(!ListStore.requiresFailure(.screenEdgePan, of: .swipe))
    #expect(!ListStore.requiresFailure(.swipe, of: .listScroll))
    #expect(!ListStore.requiresFailure(.reorder, of: .swipe))
    #expect(ListStore.recognizesSimultaneously(.pinch, with: .listScroll))
    #expect(ListStore.recognizesSimultaneously(.listScroll, with: .pinch))
    let all: [R] = [.swipe, .reorder, .pinch, .listScroll, .screenEdgePan]
    let simultaneous = all.flatMap { a in all.filter { ListStore.recognizesSimultaneously(a, with: $0) }.map { (a, $0) } }
    #expect(simultaneous.count == 2)
  }

  /// Auto-scroll's limits, one point either side of each end of −20...500.
  @Test(arguments: [
    (-21.0, -20.0), (-20.0, -20.0), (-19.0, -19.0), (499.0, 499.0), (500.0, 500.0), (501.0, 500.0),
  ])
  func autoScrollStaysWithinTheListsRealEnds(offset: Double, expected: Double) {
    #expect(ListStore.scrollTarget(offset, lowest: -20, highest: 500) == expected)
  }

  @Test func autoScrollOnAShortListStaysAtTheTop() {
    // Content shorter than the viewport: highest (−100) below lowest (0) counts as lowest.
    #expect(ListStore.scrollTarget(50, lowest: 0, highest: -100) == 0)
    #expect(ListStore.scrollTarget(.nan, lowest: 0, highest: 100) == 0)
    #expect(ListStore.scrollTarget(.infinity, lowest: 0, highest: .nan) == .infinity)
  }

  /// The pinch's release velocity: the scale's velocity (2 per second) times the span when
  /// the second finger landed (160 − 100 = 60 pt): 120 pt/s.
  @Test func thePinchReaderMeasuresTheReleaseVelocity() {
    var reader = ListStore.PinchReader()
    let touches = [
      TrackedTouch(id: TouchID(1), startLocation: Point(x: 0, y: 100), startTime: 0, location: Point(x: 0, y: 90)),
      TrackedTouch(id: TouchID(2), startLocation: Point(x: 0, y: 160), startTime: 0, location: Point(x: 0, y: 170)),
    ]
    #expect(reader.phase(state: .began, touches: touches, scaleVelocity: 0) == .began(upperY: 90, lowerY: 170))
    #expect(reader.startSpan == 60)
    #expect(reader.phase(state: .began, touches: Array(touches.prefix(1)), scaleVelocity: 0) == nil)
    #expect(reader.phase(state: .changed, touches: touches, scaleVelocity: 0) == .changed(upperY: 90, lowerY: 170))
    #expect(reader.phase(state: .ended, touches: [], scaleVelocity: 2) == .ended(velocity: 120))
    #expect(reader.phase(state: .cancelled, touches: [], scaleVelocity: 0) == .cancelled)
    #expect(reader.phase(state: .possible, touches: touches, scaleVelocity: 0) == nil)
  }

  /// A trackpad pinch at y 300: the imagined fingers 60 pt apart at scale 1 (270 and 330),
  /// 120 pt apart at scale 2 (240 and 360); released at 1.5 per second: 1.5 × 60 = 90 pt/s.
  @Test func theTrackpadPinchImaginesTwoFingersAroundThePointer() {
    var reader = ListStore.PinchReader()
    #expect(reader.phase(trackpad: .began, y: 300, scale: 1, scaleVelocity: 0) == .began(upperY: 270, lowerY: 330))
    #expect(reader.phase(trackpad: .changed, y: 300, scale: 2, scaleVelocity: 0) == .changed(upperY: 240, lowerY: 360))
    #expect(reader.phase(trackpad: .changed, y: 300, scale: -1, scaleVelocity: 0) == .changed(upperY: 300, lowerY: 300))
    #expect(reader.phase(trackpad: .ended, y: 300, scale: 2, scaleVelocity: 1.5) == .ended(velocity: 90))
    #expect(reader.phase(trackpad: .began, y: .nan, scale: 1, scaleVelocity: 0) == nil)
    #expect(reader.phase(trackpad: .changed, y: 300, scale: .infinity, scaleVelocity: 0) == .cancelled)
    #expect(reader.phase(trackpad: .possible, y: 300, scale: 1, scaleVelocity: 0) == nil)
  }

  /// Through the store, decided as for fingers: the gap is the imagined fingers' spread,
  /// 60 × (scale − 1), and a release commits at the full 64 pt row, scale 1 + 64 / 60 ≈ 2.067:
  /// released still at 2.05 (a 63 pt gap) the gap closes, at 2.1 (66 pt) a row is asked for.
  @Test(arguments: [(2.05, false), (2.1, true)])
  func aTrackpadPinchOpensAGapLikeFingers(scale: Double, inserts: Bool) {
    var reader = ListStore.PinchReader()
    var list = ListStore(
      rows: (0..<8).map { .init(id: $0, height: 60) }, rowWidth: 320,
      viewport: ListViewport(top: 0, height: 480))
    var effects: [ListStore.Effect] = []
    func send(_ phase: ListStore.Pinch?, at time: Double) {
      guard let phase else { return }
      list.handle(.pinch(phase, time: time), into: &effects)
    }
    send(reader.phase(trackpad: .began, y: 120, scale: 1, scaleVelocity: 0), at: 0)
    var time = 0.0
    for step in 1...30 {
      time = Double(step) / 60
      let current = 1 + (scale - 1) * Double(step) / 30
      send(reader.phase(trackpad: .changed, y: 120, scale: current, scaleVelocity: 0), at: time)
      list.handle(.tick(time: time), into: &effects)
    }
    send(reader.phase(trackpad: .ended, y: 120, scale: scale, scaleVelocity: 0), at: time)
    for step in 1...120 { list.handle(.tick(time: time + Double(step) / 60), into: &effects) }
    #expect(effects.contains { if case .insert = $0 { true } else { false } } == inserts)
  }
}
