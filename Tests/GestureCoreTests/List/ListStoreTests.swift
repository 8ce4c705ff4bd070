import GestureCore
import GestureTesting
import Testing

/// The list store end to end: a simulated app and host drive it with the gestures people
/// make, and after each scenario the frames run out and nothing may be left half-way.
@Suite struct ListStoreTests {
  // Rows are 390 pt wide: a swipe arms strictly past 390 / 3 = 130 pt.

  @Test func aSlowSwipeJustPastAThirdDeletes() {
    let list = Simulation<ListStore>(count: 5)
    // 131 pt > 130 pt, released still: armed by distance alone.
    list.swipe(row: 2, by: -131, duration: 1, releaseVelocity: 0)
    #expect(list.store.rows[2].cue == .delete)
    list.settle()
    #expect(list.app.items == [0, 1, 3, 4])
    #expect(list.effects.contains(.delete(rowID: 2)))
    #expect(list.problems == [])
  }

  @Test func aSlowSwipeJustShortOfAThirdSpringsBack() {
    let list = Simulation<ListStore>(count: 5)
    // 129 pt < 130 pt, released still: nothing arms, the row springs back.
    list.swipe(row: 2, by: -129, duration: 1, releaseVelocity: 0)
    list.settle()
    #expect(list.app.items == [0, 1, 2, 3, 4])
    #expect(!list.effects.contains(.delete(rowID: 2)))
    #expect(list.problems == [])
  }

  @Test func aSwipeRightCompletesAndTheRowComesBack() {
    let list = Simulation<ListStore>(count: 3)
    list.swipe(row: 1, by: 160, duration: 0.3)
    list.settle()
    #expect(list.app.completed == [1])
    #expect(list.app.items == [0, 1, 2])
    #expect(list.problems == [])
  }

  /// The gallery's ghost row: a fast swipe left, then a tap on the same row 0.1 s after the
  /// release. The tap stops the slide, which arrives off-screen at once; the row must still
  /// go to the app and leave the list.
  @Test(arguments: [0.0, 0.05, 0.1, 0.2])
  func aTapOnARowSlidingOffStillDeletesIt(after delay: Double) {
    let list = Simulation<ListStore>(count: 5)
    list.swipe(row: 2, by: -200, duration: 0.1)
    list.wait(delay)
    list.send(.touchDown(Point(x: 100, y: list.midY(ofRowWithID: 2)), time: list.time))
    list.settle()
    #expect(list.app.items == [0, 1, 3, 4])
    #expect(list.problems == [])
  }

  /// Found by the fuzzer (`fuzz/regressions/list-tap-on-row-springing-back`): a touch-down
  /// on a row springing back stopped it where it was, and only a swipe could move it again;
  /// a tap that never became a swipe left the row half-open for good.
  @Test(arguments: [0.0, 0.05, 0.15])
  func aTapOnARowSpringingBackLetsItComeHome(after delay: Double) {
    let list = Simulation<ListStore>(count: 5)
    // 100 pt < 130 pt, released still: not armed, the row springs back from -100.
    list.swipe(row: 2, by: -100, duration: 0.2, releaseVelocity: 0)
    list.wait(delay)
    list.send(.touchDown(Point(x: 100, y: list.midY(ofRowWithID: 2)), time: list.time))
    list.settle()
    #expect(list.store.rows[2].offset == 0)
    #expect(list.app.items == [0, 1, 2, 3, 4])
    #expect(list.problems == [])
  }

  /// A swipe on a row springing back still catches it where it is: its drag starts from the
  /// row's offset, not from 0.
  @Test func aSwipeOnARowSpringingBackCatchesIt() {
    let list = Simulation<ListStore>(count: 5)
    list.swipe(row: 2, by: -100, duration: 0.2, releaseVelocity: 0)
    list.wait(0.05)
    let shown = list.store.rows[2].offset
    #expect(shown < -20)  // Still well on its way back.
    let start = Point(x: 195, y: list.midY(ofRowWithID: 2))
    list.send(.touchDown(start, time: list.time))
    list.send(.swipe(.began(location: start, translation: .zero), time: list.time))
    #expect(list.store.rows[2].offset == shown)
    list.send(.swipe(.ended(location: start, translation: .zero, velocity: .zero), time: list.time))
    list.settle()
    #expect(list.problems == [])
  }

  /// Found by the fuzzer (`fuzz/regressions/list-second-swipe-began`): a `began` while
  /// another swipe drove a row (two recognizers, or one that never reported its end) forgot
  /// the first row in the middle of its drag, even when the new swipe landed on no row.
  @Test(arguments: [1, 3, 99])
  func aSecondSwipeThatBeginsLetsTheFirstRowGo(onRow second: Int) {
    let list = Simulation<ListStore>(count: 5)
    let first = Point(x: 195, y: list.midY(ofRowWithID: 1))
    list.send(.swipe(.began(location: first, translation: Vector(dx: -20, dy: 0)), time: 0))
    list.send(.swipe(.changed(location: first, translation: Vector(dx: -60, dy: 0)), time: 0.1))
    // Row 99 does not exist: y = 800 is below the five rows (5 × 64 = 320 pt).
    let y = second == 99 ? 800 : list.midY(ofRowWithID: second)
    let location = Point(x: 195, y: y)
    list.send(.swipe(.began(location: location, translation: Vector(dx: 20, dy: 0)), time: 0.15))
    list.send(.swipe(.ended(location: location, translation: Vector(dx: 40, dy: 0), velocity: .zero), time: 0.2))
    list.settle()
    #expect(list.app.items == [0, 1, 2, 3, 4])
    #expect(list.problems == [])
  }

  @Test func aNewSwipeOnARowSlidingOffNeitherGrabsNorStrandsIt() {
    let list = Simulation<ListStore>(count: 5)
    list.swipe(row: 2, by: -200, duration: 0.1)
    list.wait(0.05)
    list.swipe(row: 2, by: 80, duration: 0.2)
    list.settle()
    #expect(list.app.items == [0, 1, 3, 4])
    #expect(list.problems == [])
  }

  @Test func aRowTheAppKeepsSlidesBack() {
    let list = Simulation<ListStore>(count: 3)
    list.app.keepsDeletedRows = true
    list.swipe(row: 1, by: -200, duration: 0.1)
    list.settle()
    #expect(list.effects.contains(.delete(rowID: 1)))
    #expect(list.app.items == [0, 1, 2])
    #expect(list.store.rows[1].offset == 0)
    #expect(list.problems == [])
  }

  @Test func aLongPressDragMovesTheItemAndReportsIt() {
    let list = Simulation<ListStore>(count: 5)
    // Row 0 (middle at 32) dragged 140 pt down: its top at 140 is 4 pt past row 2's middle
    // (64 × 2 + 32 = 160 − 64 + ... ), so it takes slot 2.
    list.drag(row: 0, by: 140, duration: 0.5)
    list.settle()
    #expect(list.app.items == [1, 2, 0, 3, 4])
    #expect(list.effects.contains(.reorderEnded(rowID: 0, from: 0, to: 2)))
    #expect(list.effects.filter { $0 == .scrollingEnabled(false) }.count == 1)
    #expect(list.problems == [])
  }

  @Test func anInsertAboveTheLiftedRowMovesNothingTheAppDidNotAskFor() {
    let list = Simulation<ListStore>(count: 6)
    let start = Point(x: 100, y: list.midY(ofRowWithID: 3))
    list.send(.longPress(.began(location: start, translation: .zero), time: list.time))
    list.wait(0.1)
    list.send(.longPress(.changed(location: start + Vector(dx: 0, dy: 70), translation: .zero), time: list.time))
    let newID = list.app.makeID()
    list.changeItems { $0.insert(newID, at: 0) }  // A refresh brings a new first item.
    list.wait(0.1)
    list.send(.longPress(.changed(location: start + Vector(dx: 0, dy: 140), translation: .zero), time: list.time))
    list.send(.longPress(.ended(location: start + Vector(dx: 0, dy: 140), translation: .zero, velocity: .zero), time: list.time))
    #expect(!list.effects.contains { if case .reorderEnded = $0 { true } else { false } })
    list.settle()
    #expect(list.app.items.count == 7)
    #expect(Set(list.app.items) == Set([0, 1, 2, 3, 4, 5, newID]))
    #expect(list.problems == [])
  }

  @Test func aRowDeletedUnderTheFingerLeavesNothingBehind() {
    let list = Simulation<ListStore>(count: 4)
    let start = Point(x: 195, y: list.midY(ofRowWithID: 1))
    list.send(.touchDown(start, time: 0))
    list.send(.swipe(.began(location: start + Vector(dx: -20, dy: 0), translation: Vector(dx: -20, dy: 0)), time: 0.05))
    list.changeItems { $0.removeAll { $0 == 1 } }
    list.send(.swipe(.changed(location: start + Vector(dx: -150, dy: 0), translation: Vector(dx: -150, dy: 0)), time: 0.1))
    list.send(.swipe(.ended(location: start + Vector(dx: -150, dy: 0), translation: Vector(dx: -150, dy: 0), velocity: .zero), time: 0.1))
    list.settle()
    #expect(list.app.items == [0, 2, 3])
    #expect(list.problems == [])
  }

  @Test func aFullPinchInsertsAndStartsEditing() {
    let list = Simulation<ListStore>(count: 4)
    // Each finger 33 pt out: the gap 66 pt ≥ the 64 pt row, armed.
    list.pinch(between: 1, and: 2, spread: 33, duration: 0.3)
    list.settle()
    #expect(list.app.items == [0, 1, 4, 2, 3])
    #expect(list.effects.contains(.beginEditing(rowID: 4)))
    #expect(list.problems == [])
  }

  @Test func aShortPinchInsertsNothing() {
    let list = Simulation<ListStore>(count: 4)
    // Each finger 31 pt out: the gap 62 pt < 64 pt, not armed.
    list.pinch(between: 1, and: 2, spread: 31, duration: 0.3)
    list.settle()
    #expect(list.app.items == [0, 1, 2, 3])
    #expect(!list.effects.contains(.insert(at: 2)))
    #expect(list.problems == [])
  }

  @Test func aDeclinedInsertClosesTheGap() {
    let list = Simulation<ListStore>(count: 4)
    list.app.declinesInserts = true
    list.pinch(between: 1, and: 2, spread: 40, duration: 0.3)
    #expect(list.effects.contains(.insert(at: 2)))
    list.settle()
    #expect(list.app.items == [0, 1, 2, 3])
    #expect(list.problems == [])
  }

  /// Found by the fuzzer (`fuzz/regressions/list-insert-answered-after-snapshot`): the app
  /// answered a pinch's insert after it had reported a snapshot (which closed the gap); the
  /// store took the answer as already applied, and the app's new item never showed.
  @Test(arguments: [false, true])
  func anInsertAnsweredAfterASnapshotStillShowsTheNewRow(snapshotHasTheNewItem: Bool) {
    let list = Simulation<ListStore>(count: 4)
    list.app.answersBeforeNextFrame = true
    list.app.insertsBySnapshot = snapshotHasTheNewItem
    // Each finger 33 pt out: the gap 66 pt ≥ the 64 pt row, armed.
    list.pinch(between: 1, and: 2, spread: 33, duration: 0.3)
    #expect(list.effects.contains(.insert(at: 2)))
    // A refresh brings item 5 at the end before the app has answered.
    list.changeItems { $0.append(5) }
    list.settle()
    // The app put its new item (6) where the store asked: index 2.
    #expect(list.app.items == [0, 1, 6, 2, 3, 5])
    #expect(list.effects.contains(.beginEditing(rowID: 6)))
    #expect(list.problems == [])
  }

  /// Found by the fuzzer (`fuzz/regressions/list-delete-answered-above-pending-insert`):
  /// with a delete and an insert both unanswered, a row removed above the gap moves the gap
  /// up one, for the store and the app alike; a snapshot that closed the gap first leaves
  /// the index the store asked for.
  @Test(arguments: [false, true])
  func aDeleteAnsweredAboveAPendingInsertMovesTheGapUp(bySnapshot: Bool) {
    let list = Simulation<ListStore>(count: 4)
    list.app.answersBeforeNextFrame = true
    list.app.removesBySnapshot = bySnapshot
    list.swipe(row: 0, by: -200, duration: 0.1)
    // A touch on the row sliding off: it arrives at once, the delete waits for an answer.
    list.send(.touchDown(Point(x: 100, y: list.midY(ofRowWithID: 0)), time: list.time))
    #expect(list.effects.contains(.delete(rowID: 0)))
    // A pinch on rows 1 and 2, each finger 33 pt out (66 ≥ 64 pt): an insert at 2.
    let upper = list.midY(ofRowWithID: 1)
    let lower = list.midY(ofRowWithID: 2)
    list.send(.pinch(.began(upperY: upper, lowerY: lower), time: list.time))
    list.send(.pinch(.changed(upperY: upper - 33, lowerY: lower + 33), time: list.time))
    list.send(.pinch(.ended(velocity: 0), time: list.time))
    #expect(list.effects.contains(.insert(at: 2)))
    list.settle()
    // The delete is answered first: row 0 goes. Answered by deleteAnswered, the gap is still
    // open and moved up to 1; by a snapshot, the gap closed and the new item (4) goes at 2.
    #expect(list.app.items == (bySnapshot ? [1, 2, 4, 3] : [1, 4, 2, 3]))
    #expect(list.problems == [])
  }

  /// The same, with a snapshot between the two answers: the gap had moved up to 1 before
  /// the snapshot closed it, and the new item goes at 1.
  @Test func aSnapshotAfterADeleteAnswerKeepsTheGapWhereItMoved() {
    let list = Simulation<ListStore>(count: 4)
    list.app.answersBeforeNextFrame = true
    list.swipe(row: 0, by: -200, duration: 0.1)
    list.send(.touchDown(Point(x: 100, y: list.midY(ofRowWithID: 0)), time: list.time))
    let upper = list.midY(ofRowWithID: 1)
    let lower = list.midY(ofRowWithID: 2)
    list.send(.pinch(.began(upperY: upper, lowerY: lower), time: list.time))
    list.send(.pinch(.changed(upperY: upper - 33, lowerY: lower + 33), time: list.time))
    list.send(.pinch(.ended(velocity: 0), time: list.time))
    #expect(list.effects.contains(.insert(at: 2)))
    list.answerOldest()  // Row 0 goes: the gap moves up to 1.
    list.changeItems { $0.append(9) }  // A refresh closes the gap.
    list.settle()  // The app adds its item (10) at 1.
    #expect(list.app.items == [1, 10, 2, 3, 9])
    #expect(list.problems == [])
  }

  @Test func aCancelPutsEveryGestureBack() {
    let list = Simulation<ListStore>(count: 5)
    let start = Point(x: 100, y: list.midY(ofRowWithID: 0))
    list.send(.longPress(.began(location: start, translation: .zero), time: 0))
    list.wait(0.2)
    list.send(.longPress(.changed(location: start + Vector(dx: 0, dy: 150), translation: .zero), time: list.time))
    #expect(list.app.items != [0, 1, 2, 3, 4])
    list.send(.cancel)
    list.settle()
    #expect(list.app.items == [0, 1, 2, 3, 4])
    #expect(list.problems == [])
  }

  @Test func theCheckerCatchesAHostWhoseTimeRunsBackwards() {
    var checker = ContractChecker<ListStore>()
    var store = ListStore(rows: [.init(id: 0, height: 64)], rowWidth: 390)
    var effects: [ListStore.Effect] = []
    store.handle(.tick(time: 1), into: &effects)
    #expect(checker.observe(.tick(time: 1), effects: effects, store: store) == nil)
    store.handle(.tick(time: 0.5), into: &effects)
    #expect(
      checker.observe(.tick(time: 0.5), effects: effects, store: store)
        == .timeWentBackwards(from: 1, to: 0.5))
    #expect(store.time == 1)  // The store reads a time going back as the latest one.
  }

  /// A host that stops its display link while a row springs back is caught by the next
  /// event after the gap; a frame that itself comes late (the app was in the background, a
  /// breakpoint) is not a broken contract, and debug builds must not assert on it.
  @Test(arguments: [(0.25, false), (0.26, true)])
  func theCheckerCatchesAStoppedDisplayLinkButNotALateFrame(gap: Double, caught: Bool) {
    let list = Simulation<ListStore>(count: 3)
    list.swipe(row: 1, by: -60, duration: 0.1, releaseVelocity: 0)  // Springs back from -60.
    let frame = list.time + 1.0 / 60
    var checker = ContractChecker<ListStore>()
    var store = list.store
    var effects: [ListStore.Effect] = []
    store.handle(.tick(time: frame), into: &effects)
    _ = checker.observe(.tick(time: frame), effects: effects, store: store)
    #expect(store.needsFrames)
    // 0.25 s is the most the checker allows between frames; a touch just after it is late.
    let touch = ListStore.Event.touchDown(Point(x: 10, y: 500), time: frame + gap)
    store.handle(touch, into: &effects)
    #expect((checker.observe(touch, effects: effects, store: store) != nil) == caught)
    // A frame a second late, seen by another checker: the display link ran late.
    var late = ContractChecker<ListStore>()
    var other = list.store
    other.handle(.tick(time: frame), into: &effects)
    _ = late.observe(.tick(time: frame), effects: effects, store: other)
    other.handle(.tick(time: frame + 1), into: &effects)
    #expect(late.observe(.tick(time: frame + 1), effects: effects, store: other) == nil)
  }

  @Test func theCheckerCatchesAnUnansweredDelete() {
    var checker = ContractChecker<ListStore>()
    let store = ListStore(rows: [.init(id: 0, height: 64)], rowWidth: 390)
    #expect(checker.observe(.tick(time: 0), effects: [.delete(rowID: 0)], store: store) == nil)
    #expect(checker.observe(.tick(time: 0.016), effects: [], store: store) == .unanswered(.delete(rowID: 0)))
  }

  /// The back swipe's question: a row that a swipe would complete claims a stroke towards
  /// the trailing edge; a list that only deletes, or has no swipes, leaves it.
  @Test func theBackSwipeClaim() {
    let rows: [ListStore.RowData] = [.init(id: 0, height: 64), .init(id: 1, height: 64)]
    var configuration = ListStore.Configuration()
    configuration.swipeToCommit = .default
    let completes = ListStore(rows: rows, rowWidth: 390, configuration: configuration)
    #expect(completes.backSwipeClaim(atY: 100) == .completesRow)
    #expect(completes.backSwipeClaim(atY: 200) == .none)  // below the last row (128)
    configuration.swipeToCommit = .deleteOnly
    #expect(ListStore(rows: rows, rowWidth: 390, configuration: configuration).backSwipeClaim(atY: 100) == .none)
    configuration.swipeToCommit = nil
    #expect(ListStore(rows: rows, rowWidth: 390, configuration: configuration).backSwipeClaim(atY: 100) == .none)
  }
}
