import GestureCore
import GestureTesting
import Testing

/// A delete the app confirms later (`deleteDeferred`, then `deferredDeleteAnswered`), as a
/// `UIContextualAction`'s completion handler lets it: the row waits where the delete left
/// it, every item stays exactly once, and what comes meanwhile has one outcome.
@Suite struct ListDeferredDeleteTests {
  /// A list of four 60 pt rows, 390 pt wide, with its contract checked on every event.
  struct Rig {
    var store = ListStore(
      rows: listRows([60, 60, 60, 60]), rowWidth: 390,
      viewport: ListViewport(top: 0, height: 600))
    var checker = ContractChecker<ListStore>()
    var effects: [ListStore.Effect] = []
    var violations: [ContractViolation<ListStore>] = []
    var time = 0.0
    /// How the host answers each delete right after it is asked, as a host must: deferred,
    /// unless this says otherwise.
    var answer: (Int) -> ListStore.Event = { .deleteDeferred(rowID: $0) }

    mutating func send(_ event: ListStore.Event) {
      var produced: [ListStore.Effect] = []
      store.handle(event, into: &produced)
      effects += produced
      if let violation = checker.observe(event, effects: produced, store: store) {
        violations.append(violation)
      }
      for case .delete(let id) in produced { send(answer(id)) }
    }

    /// Swipes the row at `index` towards the leading edge by `distance` and lets go still.
    mutating func swipe(row index: Int, by distance: Double) {
      let start = Point(x: 300, y: Double(index) * 60 + 30)
      let small = Vector(dx: -5, dy: 0)
      send(.touchDown(start, time: time))
      send(.swipe(.began(location: start + small, translation: small), time: time))
      time += 0.5
      let full = Vector(dx: -distance, dy: 0)
      send(.swipe(.changed(location: start + full, translation: full), time: time))
      send(.swipe(.ended(location: start + full, translation: full, velocity: .zero), time: time))
    }

    /// Display frames at 60 Hz for `seconds`.
    mutating func frames(for seconds: Double) {
      for _ in 0..<Int(seconds * 60) {
        time += 1.0 / 60
        send(.tick(time: time))
      }
    }

    var ids: [Int] { store.rows.map(\.id) }
  }

  /// 129 pt is short of the arming distance (a third of 390 pt, 130 pt): no delete is asked
  /// for; 131 pt asks once the row slid off, and a deferral keeps the row off-screen, frame
  /// after frame, with no contract broken.
  @Test(arguments: [(distance: 129.0, asks: false), (distance: 131.0, asks: true)])
  func aDeferredDeleteKeepsTheRowOffScreenUntilTheAnswer(distance: Double, asks: Bool) {
    var rig = Rig()
    rig.swipe(row: 1, by: distance)
    rig.frames(for: 1)
    #expect(rig.effects.contains(.delete(rowID: 1)) == asks)
    guard asks else {
      #expect(rig.store.rows[1].offset == 0)
      return
    }
    rig.frames(for: 2)
    #expect(rig.ids == [0, 1, 2, 3])
    #expect(rig.store.rows[1].offset == -390)
    #expect(!rig.store.isAtRest)
    #expect(!rig.store.needsFrames)
    #expect(rig.store.rowActions(at: 1) == [])
    #expect(rig.violations == [])
  }

  /// A row whose delete waits for the app is pending: no tap selects it (its slot is empty)
  /// and it offers no action, until either answer; the other rows stay selectable. 131 pt is
  /// past the arming distance, 130 pt (a third of 390 pt).
  @Test(arguments: [true, false])
  func aRowWaitingForItsDeleteIsNotSelectableUntilAnswered(removed: Bool) {
    var rig = Rig()
    for id in rig.ids {
      #expect(!rig.store.isPending(rowID: id))
      #expect(rig.store.allowsSelection(rowID: id))
    }
    rig.swipe(row: 1, by: 131)
    rig.frames(for: 1)
    #expect(rig.effects.contains(.delete(rowID: 1)))
    #expect(rig.store.isPending(rowID: 1))
    #expect(!rig.store.allowsSelection(rowID: 1))
    #expect(rig.store.rowActions(at: 1) == [])
    for id in [0, 2, 3] {
      #expect(!rig.store.isPending(rowID: id), "\(id)")
      #expect(rig.store.allowsSelection(rowID: id), "\(id)")
    }
    rig.send(.deferredDeleteAnswered(rowID: 1, removed: removed))
    rig.frames(for: 1)
    if removed {
      // Gone: not in the list, so neither pending nor selectable.
      #expect(rig.ids == [0, 2, 3])
      #expect(!rig.store.isPending(rowID: 1))
      #expect(!rig.store.allowsSelection(rowID: 1))
    } else {
      #expect(rig.ids == [0, 1, 2, 3])
      #expect(!rig.store.isPending(rowID: 1))
      #expect(rig.store.allowsSelection(rowID: 1))
    }
    #expect(rig.violations == [])
  }

  /// A row whose delete the host answers at once is never pending once answered; the row an
  /// insert action opens is pending until the app answers with its identifier; an unknown
  /// identifier is neither pending nor selectable.
  @Test func aNewRowIsPendingUntilItsInsertIsAnswered() {
    var rig = Rig()
    rig.send(.perform(.addItemBelow, rowID: 1))
    #expect(rig.effects.contains(.insert(at: 2)))
    #expect(rig.store.rows.count == 5)
    let provisional = rig.store.rows[2].id
    #expect(rig.store.isPending(rowID: provisional))
    #expect(!rig.store.allowsSelection(rowID: provisional))
    #expect(rig.store.allowsSelection(rowID: 1))
    rig.send(.insertAnswered(rowID: 9))
    #expect(rig.ids == [0, 1, 9, 2, 3])
    #expect(!rig.store.isPending(rowID: 9))
    #expect(rig.store.allowsSelection(rowID: 9))
    #expect(!rig.store.isPending(rowID: 42))
    #expect(!rig.store.allowsSelection(rowID: 42))
    #expect(rig.violations == [])
  }

  /// While the row waits: a swipe on it is ignored, a cancel leaves it, another row deletes
  /// as usual. `false` brings the row back; a second answer changes nothing.
  @Test func declinedLateTheRowComesBackAndASecondAnswerIsIgnored() {
    var rig = Rig()
    rig.swipe(row: 1, by: 200)
    rig.frames(for: 1)
    rig.swipe(row: 1, by: 50)  // on the pending row: ignored
    rig.send(.cancel)
    rig.frames(for: 1)
    #expect(rig.store.rows[1].offset == -390)
    // Another row meanwhile: asked and answered at once, as usual.
    rig.answer = { .deleteAnswered(rowID: $0, removed: true) }
    rig.swipe(row: 3, by: 200)
    rig.frames(for: 1)
    #expect(rig.effects.contains(.delete(rowID: 3)))
    #expect(rig.ids == [0, 1, 2])
    // The immediate answer is not the late one: ignored for the pending row.
    rig.send(.deleteAnswered(rowID: 1, removed: true))
    #expect(rig.ids == [0, 1, 2])
    rig.send(.deferredDeleteAnswered(rowID: 1, removed: false))
    rig.frames(for: 1)
    #expect(rig.store.rows[1].offset == 0)
    rig.send(.deferredDeleteAnswered(rowID: 1, removed: true))
    #expect(rig.ids == [0, 1, 2])
    rig.frames(for: 1)
    #expect(rig.store.isAtRest)
    #expect(rig.violations.allSatisfy { if case .unexpectedAnswer = $0 { true } else { false } })
  }

  /// `true` removes the row once; an answer after the app already removed it by a
  /// `rowsChanged` is ignored, so nothing is removed twice.
  @Test func confirmedLateTheRowGoesOnceAndNothingElse() {
    var rig = Rig()
    rig.swipe(row: 0, by: 200)
    rig.frames(for: 1)
    rig.swipe(row: 2, by: 200)
    rig.frames(for: 1)
    rig.send(.deferredDeleteAnswered(rowID: 0, removed: true))
    rig.send(.deferredDeleteAnswered(rowID: 0, removed: true))
    #expect(rig.ids == [1, 2, 3])
    // The app removes row 2 by new data before confirming it: the late answer finds none.
    rig.send(.rowsChanged([.init(id: 1, height: 60), .init(id: 3, height: 60)]))
    rig.send(.deferredDeleteAnswered(rowID: 2, removed: true))
    rig.send(.deferredDeleteAnswered(rowID: 99, removed: true))
    #expect(rig.ids == [1, 3])
    rig.frames(for: 1)
    #expect(rig.store.isAtRest)
    #expect(rig.violations == [])
  }

  /// A delete by action (no slide) deferred: the row stays home and pending, and is
  /// announced "Deleted" once the late answer removes it.
  @Test func aDeleteByActionDeferredIsAnnouncedWhenConfirmed() {
    var rig = Rig()
    rig.send(.perform(.delete, rowID: 2))
    #expect(rig.effects == [.delete(rowID: 2)])
    rig.frames(for: 1)
    #expect(rig.store.rows[2].offset == 0)
    #expect(!rig.store.allows(.delete, rowID: 2))
    rig.effects.removeAll()
    rig.send(.deferredDeleteAnswered(rowID: 2, removed: true))
    #expect(rig.ids == [0, 1, 3])
    #expect(rig.effects.contains(.announce(.deleted(focusRowID: 3))))
    #expect(rig.violations == [])
  }

  /// A completion the app dropped without calling it is answered `false` by the host: the
  /// row is then as if the app had declined. It comes back, offers the same actions as a
  /// row that never was deleted, and a new swipe past the arming distance (131 pt > 130 pt,
  /// a third of 390 pt) asks for its delete again, which the app may answer this time.
  @Test func aDroppedCompletionLeavesTheRowUsableAgain() {
    var rig = Rig()
    rig.swipe(row: 1, by: 200)
    rig.frames(for: 1)
    #expect(rig.store.rowActions(at: 1) == [])
    rig.send(.deferredDeleteAnswered(rowID: 1, removed: false))  // released uncalled
    rig.frames(for: 1)
    #expect(rig.store.rows[1].offset == 0)
    #expect(rig.store.isAtRest)
    #expect(rig.store.rowActions(at: 1) == rig.store.rowActions(at: 2))
    #expect(rig.store.allows(.delete, rowID: 1))
    #expect(rig.store.allowsSwipe(startingAtY: 90))
    rig.answer = { .deleteAnswered(rowID: $0, removed: true) }
    rig.swipe(row: 1, by: 131)
    rig.frames(for: 1)
    #expect(rig.effects.filter { $0 == .delete(rowID: 1) }.count == 2)
    #expect(rig.ids == [0, 2, 3])
    #expect(rig.violations == [])
  }
}
