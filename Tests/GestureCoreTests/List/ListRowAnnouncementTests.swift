import GestureCore
import GestureTesting
import Testing

/// What a person hears after a row action taken the second way: the complete action's name
/// for the row's state, only the new state announced (never the label), a refused move said
/// once, a delete that names the row focus goes to, an insert announced once the app added it.
@Suite struct ListRowAnnouncementTests {
  typealias Said = ListStore.Announcement

  // MARK: The complete action's name

  @Test func completeReadsMarkAsNotDoneOnARowThatIsDone() {
    let list = Simulation<ListStore>(count: 3)
    #expect(list.store.title(of: .complete, rowID: 1) == .toggleDone)  // Never reported.
    list.send(.completionChanged(rowID: 1, isCompleted: true))
    #expect(list.store.title(of: .complete, rowID: 1) == .markNotDone)
    #expect(list.store.title(of: .complete, rowID: 0) == .toggleDone)  // Another row: its own.
    #expect(list.store.title(of: .delete, rowID: 1) == .delete)
    #expect(list.store.title(of: .complete, rowID: 99) == .toggleDone)  // Not a row.
    list.send(.completionChanged(rowID: 99, isCompleted: true))  // Ignored.
    list.send(.completionChanged(rowID: 1, isCompleted: false))
    #expect(list.store.title(of: .complete, rowID: 1) == .complete)
    list.send(.completionChanged(rowID: 1, isCompleted: nil))  // The app no longer says.
    #expect(list.store.title(of: .complete, rowID: 1) == .toggleDone)
    #expect(ListStore.title(of: .complete, isCompleted: true) == .markNotDone)
    #expect(ListStore.title(of: .complete, isCompleted: false) == .complete)
    #expect(ListStore.title(of: .complete, isCompleted: nil) == .toggleDone)
    #expect(ListStore.title(of: .delete, isCompleted: nil) == .delete)
  }

  /// The state stays with the row through a data change that keeps it, and a new row
  /// starts not done.
  @Test func theDoneStateFollowsTheRowThroughDataChanges() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.completionChanged(rowID: 2, isCompleted: true))
    list.send(.rowsChanged([.init(id: 2, height: 64), .init(id: 0, height: 64), .init(id: 7, height: 64)]))
    #expect(list.store.rows.map(\.isCompleted) == [true, nil, nil])
  }

  /// Complete toggles the row's state and says the new one; the name follows.
  @Test func completeAnnouncesTheNewStateAndRenamesItself() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.completionChanged(rowID: 1, isCompleted: false))
    list.send(.perform(.complete, rowID: 1))
    #expect(list.app.completed == [1])
    #expect(list.app.announcements == [.completed(rowID: 1, isDone: true)])
    #expect(list.store.title(of: .complete, rowID: 1) == .markNotDone)
    list.send(.perform(.complete, rowID: 1))
    #expect(list.app.completed == [])
    #expect(list.app.announcements.last == .completed(rowID: 1, isDone: false))
    #expect(list.store.title(of: .complete, rowID: 1) == .complete)
    #expect(list.problems == [])
  }

  /// Without the app's answer the store claims no state: the action stays "Toggle Done" and
  /// each complete is announced neutrally, however often it is taken, while the app's items
  /// toggle as its own rule says.
  @Test func aCompleteOfAnUnreportedRowIsNamedAndAnnouncedNeutrally() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.perform(.complete, rowID: 2))
    #expect(list.app.completed == [2])
    #expect(list.app.announcements == [.completed(rowID: 2, isDone: nil)])
    #expect(list.store.rows[2].isCompleted == nil)
    #expect(list.store.title(of: .complete, rowID: 2) == .toggleDone)
    list.send(.perform(.complete, rowID: 2))
    #expect(list.app.completed == [])
    #expect(list.app.announcements == [.completed(rowID: 2, isDone: nil), .completed(rowID: 2, isDone: nil)])
    #expect(list.store.title(of: .complete, rowID: 2) == .toggleDone)
    #expect(list.problems == [])
  }

  // MARK: Moves

  /// The position only: "moved to position 3 of 5", no label.
  @Test func aMoveAnnouncesTheNewPositionOnly() {
    let list = Simulation<ListStore>(count: 5)
    list.send(.perform(.moveDown, rowID: 1))
    #expect(list.app.announcements == [.moved(.init(rowID: 1, ordinal: 3, count: 5))])
    list.send(.perform(.moveToTop, rowID: 1))
    #expect(list.app.announcements.last == .moved(.init(rowID: 1, ordinal: 1, count: 5)))
    list.settle()
    #expect(list.problems == [])
  }

  /// A move at an end says why, once: a held key repeating at the top says nothing more; a
  /// move taken in between lets it be said again.
  @Test func aRefusedMoveAtAnEndIsAnnouncedOnce() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.perform(.moveUp, rowID: 0))
    list.send(.perform(.moveUp, rowID: 0))
    list.send(.perform(.moveToTop, rowID: 0))  // Same row, same end: the same refusal.
    #expect(list.app.announcements == [.alreadyAtTop(rowID: 0)])
    #expect(list.app.items == [0, 1, 2])
    list.send(.perform(.moveDown, rowID: 2))  // Another end: said.
    #expect(list.app.announcements.last == .alreadyAtBottom(rowID: 2))
    list.send(.perform(.moveDown, rowID: 0))  // Taken: the next refusal is said again.
    list.settle()
    list.send(.perform(.moveDown, rowID: 2))
    #expect(
      list.app.announcements == [
        .alreadyAtTop(rowID: 0), .alreadyAtBottom(rowID: 2),
        .moved(.init(rowID: 0, ordinal: 2, count: 3)), .alreadyAtBottom(rowID: 2),
      ])
    #expect(list.problems == [])
  }

  /// A move refused for another reason (a swipe holds the list, a list of one row) says
  /// nothing: the action was not there to take.
  @Test func aMoveRefusedWhileTheListIsHeldOrAloneSaysNothing() {
    let one = Simulation<ListStore>(count: 1)
    one.send(.perform(.moveUp, rowID: 0))
    #expect(one.app.announcements == [])
    let list = Simulation<ListStore>(count: 3)
    list.beginSwipingTheSecondRow()
    list.send(.perform(.moveUp, rowID: 0))
    #expect(list.app.announcements == [])
    list.send(.swipe(.cancelled, time: list.time))
    list.settle()
  }

  /// The keys of a row at an end keep the moves towards it, which only say why.
  @Test func theKeysOfARowAtAnEndKeepItsMoves() {
    let list = Simulation<ListStore>(count: 3)
    let moves: ListStore.HandledEdits = .move
    #expect(list.store.keyActions(at: 0, handling: moves) == [.moveUp, .moveDown, .moveToTop, .moveToBottom])
    #expect(list.store.rowActions(at: 0, handling: moves) == [.moveDown, .moveToBottom])
    #expect(list.store.keyActions(at: 3) == [])
    #expect(Simulation<ListStore>(count: 1).store.keyActions(at: 0, handling: moves) == [])
  }

  // MARK: Delete and insert

  /// "Deleted" once the app removed the row, and focus goes to the row that took its place.
  @Test func aDeleteAnnouncesAndFocusesTheNextRow() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.perform(.delete, rowID: 1))
    list.settle()
    #expect(list.app.items == [0, 2])
    #expect(list.app.announcements == [.deleted(focusRowID: 2)])
  }

  /// The last row's delete focuses the row above; the only row's, nothing.
  @Test func deletingTheLastRowFocusesTheOneAbove() {
    let list = Simulation<ListStore>(count: 2)
    list.send(.perform(.delete, rowID: 1))
    list.send(.perform(.delete, rowID: 0))
    list.settle()
    #expect(list.app.items == [])
    #expect(list.app.announcements == [.deleted(focusRowID: 0), .deleted(focusRowID: nil)])
  }

  /// An app that removes the row by a data change before it answers: announced all the same;
  /// one that keeps the row: nothing is said (nothing changed).
  @Test func aDeleteByDataChangeIsAnnouncedAndAKeptRowIsNot() {
    let list = Simulation<ListStore>(count: 3)
    list.app.removesBySnapshot = true
    list.send(.perform(.delete, rowID: 0))
    #expect(list.app.items == [1, 2])
    #expect(list.app.announcements == [.deleted(focusRowID: 1)])
    #expect(list.problems == [])
    let keeping = Simulation<ListStore>(count: 3)
    keeping.app.keepsDeletedRows = true
    keeping.send(.perform(.delete, rowID: 0))
    keeping.settle()
    #expect(keeping.app.announcements == [])
    #expect(keeping.problems == [])
  }

  /// A swipe's delete is the gesture's: nothing is announced.
  @Test func aSwipedDeleteIsNotAnnounced() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.commit(.delete, rowID: 1))
    list.settle()
    #expect(list.app.items == [0, 2])
    #expect(list.app.announcements == [])
  }

  /// Add Item Below is announced once the app added the item, before its editing begins.
  @Test func anInsertIsAnnouncedOnceTheAppAnswers() {
    let list = Simulation<ListStore>(count: 2)
    list.app.answersBeforeNextFrame = true
    list.send(.perform(.addItemBelow, rowID: 0))
    #expect(list.app.announcements == [])  // Not yet answered.
    list.send(.tick(time: list.store.time + 0.01))
    let id = list.app.items[1]
    #expect(list.app.announcements == [.added(rowID: id)])
    list.settle()
    #expect(list.problems == [])
  }
}

/// The announcement a host speaks when keys stop repeating: only the newest, after a quiet
/// period.
@Suite struct AnnouncementCoalescerTests {
  /// What a held key repeats waits for quiet; a delete and an add, which move the focus, do
  /// not.
  @Test func onlyWhatAHeldKeyRepeatsWaitsForQuiet() {
    let position = ListStore.RowPosition(rowID: 1, ordinal: 2, count: 4)
    let waiting: [ListStore.Announcement] = [
      .moved(position), .completed(rowID: 1, isDone: true), .completed(rowID: 1, isDone: nil),
      .alreadyAtTop(rowID: 0), .alreadyAtBottom(rowID: 3),
    ]
    let atOnce: [ListStore.Announcement] = [
      .deleted(focusRowID: 2), .deleted(focusRowID: nil), .added(rowID: 5),
    ]
    let waits = waiting.map { $0.waitsForQuiet }
    let goesAtOnce = atOnce.map { !$0.waitsForQuiet }
    #expect(waits == [true, true, true, true, true])
    #expect(goesAtOnce == [true, true, true])
  }

  /// One announcement: due 0.5 s later (at 10.49 not yet, at 10.51 yes), then gone.
  @Test func oneAnnouncementIsDueAfterTheQuietPeriod() {
    var coalescer = AnnouncementCoalescer<Int>()
    coalescer.submit(1, at: 10)
    #expect(coalescer.deadline == 10.5)
    #expect(coalescer.take(at: 10.49) == nil)
    #expect(coalescer.take(at: 10.51) == 1)
    #expect(coalescer.take(at: 11) == nil)
    #expect(coalescer.pending == nil)
  }

  /// A held key: one every 0.1 s; only the last is spoken, 0.5 s after it (0.2 + 0.5 = 0.7).
  @Test func aHeldKeyIsSpokenOnceWithTheLastValue() {
    var coalescer = AnnouncementCoalescer<Int>()
    for step in 0..<3 { coalescer.submit(step, at: Double(step) * 0.1) }
    #expect(coalescer.take(at: 0.69) == nil)
    #expect(coalescer.take(at: 0.71) == 2)
  }

  /// A time that is NaN, infinite or earlier counts as the latest; a bad quiet period is 0.
  @Test func badTimesCountAsTheLatest() {
    var coalescer = AnnouncementCoalescer<Int>(quietPeriod: .nan)
    #expect(coalescer.quietPeriod == 0)
    coalescer.submit(1, at: .nan)  // Before any time: 0.
    #expect(coalescer.deadline == 0)
    coalescer.submit(2, at: 5)
    coalescer.submit(3, at: 1)  // Earlier: at 5.
    #expect(coalescer.deadline == 5)
    #expect(coalescer.take(at: .infinity) == 3)
    var other = AnnouncementCoalescer<Int>()
    other.submit(4, at: 1)
    other.cancel()
    #expect(other.take(at: 9) == nil)
  }
}
