import GestureCore
import GestureTesting
import Testing

/// The second way to a list's gestures: which actions a row offers (at the ends, in short
/// lists, while a gesture holds the list) and that each goes through the gesture's own path.
@Suite struct ListRowActionTests {
  typealias A = ListStore.RowAction

  // MARK: Which actions a row offers

  @Test func aListOfOneRowOffersNoMove() {
    let list = Simulation<ListStore>(count: 1)
    #expect(list.store.rowActions(at: 0) == [.complete, .delete, .addItemBelow])
    #expect(!list.store.allows(.moveToTop, rowID: 0))
    #expect(!list.store.allows(.moveToBottom, rowID: 0))
  }

  @Test func aListOfTwoRowsOffersEachRowTheMovesTowardsTheOther() {
    let list = Simulation<ListStore>(count: 2)
    #expect(
      list.store.rowActions(at: 0) == [.complete, .delete, .moveDown, .moveToBottom, .addItemBelow])
    #expect(list.store.rowActions(at: 1) == [.complete, .delete, .moveUp, .moveToTop, .addItemBelow])
  }

  /// The first row has no way up, the last no way down; a middle row both.
  @Test func theFirstAndLastRowsOfferNoMoveBeyondTheirEnd() {
    let list = Simulation<ListStore>(count: 5)
    let moves: ListStore.HandledEdits = .move
    #expect(list.store.rowActions(at: 0, handling: moves) == [.moveDown, .moveToBottom])
    #expect(list.store.rowActions(at: 2, handling: moves) == [.moveUp, .moveDown, .moveToTop, .moveToBottom])
    #expect(list.store.rowActions(at: 4, handling: moves) == [.moveUp, .moveToTop])
    #expect(list.store.rowActions(at: 5) == [])  // Past the rows.
    #expect(list.store.rowActions(at: -1) == [])
    #expect(!list.store.allows(.complete, rowID: 99))  // Not a row.
  }

  @Test func onlyTheEditsTheAppHandlesAndTheConfigurationAllows() {
    let list = Simulation<ListStore>(count: 3)
    #expect(list.store.rowActions(at: 1, handling: [.completion, .insertion]) == [.complete, .addItemBelow])
    #expect(list.store.rowActions(at: 1, handling: []) == [])
    let deleteOnly = Simulation<ListStore>(
      count: 3, configuration: .init(swipeToCommit: .deleteOnly, reorder: nil, pinchToInsert: nil))
    #expect(deleteOnly.store.rowActions(at: 1) == [.delete])
    deleteOnly.send(.perform(.complete, rowID: 1))
    #expect(deleteOnly.effects == [])
  }

  /// While a swipe drives a row, no row moves and nothing is inserted (the list's rows would
  /// slide under the finger); the other rows can still be completed or deleted.
  @Test func noMoveOrInsertWhileASwipeIsUnderWay() {
    let list = Simulation<ListStore>(count: 3)
    list.beginSwipingTheSecondRow()
    #expect(list.store.rowActions(at: 1) == [])  // The swiped row (64–128 pt).
    #expect(list.store.rowActions(at: 0) == [.complete, .delete])
    #expect(list.store.rowActions(at: 2) == [.complete, .delete])
    list.send(.perform(.moveToTop, rowID: 2))
    list.send(.perform(.addItemBelow, rowID: 0))
    #expect(list.app.items == [0, 1, 2])
    list.send(.swipe(.cancelled, time: list.time))
    list.settle()
    #expect(list.store.rowActions(at: 2, handling: .move) == [.moveUp, .moveToTop])
    #expect(list.problems == [])
  }

  // MARK: The set every row offers

  /// The set a host offers stays the same as rows move and gestures come and go, so that an
  /// assistive technology's place among a row's actions does not shift: after Move Up lands
  /// row 1 at the top, Move Up is still there, and taking it again is refused cleanly.
  @Test func everyRowKeepsTheSameActionsWhereverItIs() {
    let list = Simulation<ListStore>(count: 3)
    let every: [A] = [.complete, .delete, .moveUp, .moveDown, .moveToTop, .moveToBottom, .addItemBelow]
    #expect(list.store.rowActions() == every)
    list.send(.perform(.moveUp, rowID: 1))
    #expect(list.app.items == [1, 0, 2])
    #expect(list.store.rowActions() == every)
    let before = list.effects.count
    list.send(.perform(.moveUp, rowID: 1))  // At the top now: said once, nothing moves.
    list.send(.perform(.moveToTop, rowID: 1))
    #expect(list.effects.dropFirst(before) == [.announce(.alreadyAtTop(rowID: 1))])
    #expect(list.app.items == [1, 0, 2])
    // A swipe holds the list: the set stays, what can be taken now does not.
    list.beginSwipingTheSecondRow()
    #expect(list.store.rowActions() == every)
    #expect(list.store.rowActions(at: 1) == [])
    list.send(.swipe(.cancelled, time: list.time))
    list.settle()
    #expect(list.problems == [])
  }

  /// The moves need two items; the new row an insert put there before the app answered is
  /// not one: a list of one item with an insert pending still has no moves.
  @Test func theMovesNeedTwoItems() {
    let list = Simulation<ListStore>(count: 1)
    #expect(list.store.rowActions() == [.complete, .delete, .addItemBelow])
    list.app.answersBeforeNextFrame = true
    list.send(.perform(.addItemBelow, rowID: 0))
    #expect(list.store.rows.count == 2)  // 1 item + the new row awaiting the app.
    #expect(list.store.rowActions(handling: .move) == [])
    list.send(.tick(time: list.store.time + 0.01))  // The app answers first.
    #expect(list.app.items.count == 2)
    #expect(list.store.rowActions(handling: .move) == [.moveUp, .moveDown, .moveToTop, .moveToBottom])
    list.settle()
    list.send(.perform(.delete, rowID: list.app.items[1]))
    list.settle()
    #expect(list.app.items == [0])
    #expect(list.store.rowActions(handling: .move) == [])
    #expect(list.problems == [])
  }

  /// Only the edits the app handles and the gestures the configuration has on.
  @Test func theSetFollowsTheEditsAndTheConfiguration() {
    let list = Simulation<ListStore>(count: 3)
    #expect(list.store.rowActions(handling: [.deletion, .insertion]) == [.delete, .addItemBelow])
    #expect(list.store.rowActions(handling: []) == [])
    let deleteOnly = Simulation<ListStore>(
      count: 3, configuration: .init(swipeToCommit: .deleteOnly, reorder: nil, pinchToInsert: nil))
    #expect(deleteOnly.store.rowActions() == [.delete])
    let none = Simulation<ListStore>(
      count: 3, configuration: .init(swipeToCommit: nil, reorder: nil, pinchToInsert: nil))
    #expect(none.store.rowActions() == [])
    #expect(deleteOnly.store.offers(.delete) && !deleteOnly.store.offers(.complete))
    #expect(!list.store.offers(.moveUp, handling: [.completion, .deletion, .insertion]))
  }

  // MARK: Whether a gesture holds the list

  /// A swipe holds the list from its start until it is over: no row moves meanwhile.
  @Test func aSwipeHoldsTheList() {
    let list = Simulation<ListStore>(count: 3)
    #expect(!list.store.isHeldByGesture)
    list.send(.touchDown(Point(x: 195, y: 96), time: list.time))
    #expect(!list.store.isHeldByGesture)  // A touch alone holds nothing.
    list.send(
      .swipe(.began(location: Point(x: 175, y: 96), translation: Vector(dx: -20, dy: 0)), time: list.time))
    #expect(list.store.isHeldByGesture)
    #expect(!list.store.allows(.moveDown, rowID: 0))
    list.send(.swipe(.cancelled, time: list.time))
    list.settle()
    #expect(!list.store.isHeldByGesture)
    #expect(list.store.allows(.moveDown, rowID: 0))
  }

  /// A lifted row holds the list until it has dropped; an open gap until it has closed.
  @Test func aLiftOrAGapHoldsTheList() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.longPress(.began(location: Point(x: 100, y: 32), translation: .zero), time: list.time))
    #expect(list.store.isHeldByGesture)
    list.send(
      .longPress(.ended(location: Point(x: 100, y: 32), translation: .zero, velocity: .zero), time: list.time))
    list.settle()
    #expect(!list.store.isHeldByGesture)
    list.send(.pinch(.began(upperY: 32, lowerY: 96), time: list.time))
    #expect(list.store.isHeldByGesture)
    list.send(.pinch(.cancelled, time: list.time))
    list.settle()
    #expect(!list.store.isHeldByGesture)
    #expect(list.problems == [])
  }

  /// An insertion holds the list only while the app has not answered (a host leaves the
  /// rows' actions alone meanwhile); answered, the rows below still sliding, it lets go: the
  /// new row may move at once.
  @Test func anInsertionHoldsTheListUntilTheAppAnswers() {
    let list = Simulation<ListStore>(count: 3)
    list.app.answersBeforeNextFrame = true
    list.send(.perform(.addItemBelow, rowID: 0))
    #expect(list.store.isHeldByGesture)  // The insert awaits the app.
    list.send(.tick(time: list.store.time + 0.05))  // Answered; the rows below still slide.
    #expect(list.app.items.count == 4)
    #expect(list.store.needsFrames)
    #expect(!list.store.isHeldByGesture)
    let new = list.app.items[1]
    #expect(list.store.allows(.moveDown, rowID: new))
    list.send(.perform(.moveDown, rowID: new))
    #expect(list.app.items[2] == new)
    list.settle()
    #expect(list.store.rows.map(\.id) == list.app.items)
    #expect(list.problems == [])
  }

  // MARK: What each does

  /// Move to Top from the last row: one `move`, the app's model and the store's rows in step,
  /// and the row's new position for the announcement ("moved to position 1 of 5").
  @Test func moveToTopAndToBottomAreOneMoveEach() {
    let list = Simulation<ListStore>(count: 5)
    list.send(.perform(.moveToTop, rowID: 4))
    #expect(
      list.effects == [
        .move(from: 4, to: 0), .reorderEnded(rowID: 4, from: 4, to: 0),
        .announce(.moved(.init(rowID: 4, ordinal: 1, count: 5))),
      ])
    #expect(list.app.items == [4, 0, 1, 2, 3])
    #expect(list.store.rows.map(\.id) == list.app.items)
    #expect(list.store.position(ofRowID: 4) == .init(rowID: 4, ordinal: 1, count: 5))
    list.send(.perform(.moveToBottom, rowID: 0))
    #expect(
      list.effects.suffix(3) == [
        .move(from: 1, to: 4), .reorderEnded(rowID: 0, from: 1, to: 4),
        .announce(.moved(.init(rowID: 0, ordinal: 5, count: 5))),
      ])
    #expect(list.app.items == [4, 1, 2, 3, 0])
    #expect(list.store.position(ofRowID: 0) == .init(rowID: 0, ordinal: 5, count: 5))
    #expect(list.store.position(ofRowID: 99) == nil)
    list.settle()
    #expect(list.store.isAtRest)
    #expect(list.problems == [])
  }

  /// At each end a move beyond it is refused cleanly: no change, only why, once per end.
  @Test func aMoveBeyondAnEndIsRefused() {
    let list = Simulation<ListStore>(count: 2)
    for (action, id) in [(A.moveUp, 0), (.moveToTop, 0), (.moveDown, 1), (.moveToBottom, 1)] {
      list.send(.perform(action, rowID: id))
    }
    #expect(list.effects == [.announce(.alreadyAtTop(rowID: 0)), .announce(.alreadyAtBottom(rowID: 1))])
    #expect(list.app.items == [0, 1])
    let one = Simulation<ListStore>(count: 1)
    for action in [A.moveUp, .moveDown, .moveToTop, .moveToBottom] {
      one.send(.perform(action, rowID: 0))
    }
    #expect(one.effects == [])
  }

  /// Add Item Below: the pinch's path (an `insert` below the row, then editing the item the
  /// app names), the rows below slide down and everything comes to rest.
  @Test func addItemBelowInsertsByThePinchsPathAndEdits() {
    let list = Simulation<ListStore>(count: 3)
    list.send(.perform(.addItemBelow, rowID: 2))  // Below the last row: at the end.
    #expect(list.effects.first == .insert(at: 3))
    guard case .beginEditing(let newID) = list.effects.last else {
      Issue.record("no beginEditing in \(list.effects)")
      return
    }
    #expect(list.app.items == [0, 1, 2, newID])
    list.settle()
    list.send(.perform(.addItemBelow, rowID: 0))
    #expect(list.effects.contains(.insert(at: 1)))
    #expect(list.app.items.count == 5 && list.app.items[0] == 0 && list.app.items.dropFirst(2) == [1, 2, newID])
    #expect(list.store.rows.map(\.id) == list.app.items)
    list.settle()
    #expect(list.store.isAtRest)
    #expect(list.problems == [])
  }

  /// While the app has not answered an insert, no second one and no move (its index would
  /// move under the answer).
  @Test func nothingMovesWhileAnInsertAwaitsTheApp() {
    let list = Simulation<ListStore>(count: 3)
    list.app.answers = false
    list.send(.perform(.addItemBelow, rowID: 0))
    #expect(list.store.rowActions(at: 2) == [.complete, .delete])
    #expect(list.store.rowActions(at: 1) == [])  // The new row, not the app's yet.
    list.send(.insertAnswered(rowID: 7))
    list.settle()
    #expect(list.store.rows.map(\.id) == [0, 7, 1, 2])
    #expect(list.store.allows(.moveUp, rowID: 7))
  }

  // MARK: Conservation

  /// A seeded random sequence of actions (the four moves on random rows, offered or not):
  /// after each, the app's model is a permutation of the items, the store's rows are the
  /// model, each action taken emitted exactly one `move` and each refused none, and exactly
  /// the offered actions were taken.
  @Test(arguments: [1, 2, 3, 7, 12])
  func randomMovesKeepEveryItemOnce(count: Int) {
    let list = Simulation<ListStore>(count: count)
    var random = SplitMix64(seed: 0x5EED_0000 + UInt64(count))
    let moves: [A] = [.moveUp, .moveDown, .moveToTop, .moveToBottom]
    var taken = 0
    for step in 0..<300 {
      let index = Int(random.next() % UInt64(count))
      let action = moves[Int(random.next() % 4)]
      let id = list.store.rows[index].id
      let offered = list.store.rowActions(at: index, handling: .move).contains(action)
      let before = list.effects.count
      list.send(.perform(action, rowID: id))
      let emitted = list.effects[before...]
      let moveCount = emitted.filter { if case .move = $0 { true } else { false } }.count
      #expect(moveCount == (offered ? 1 : 0), "step \(step): \(action) on row \(index)")
      if offered {
        taken += 1
        let expected =
          switch action {
          case .moveUp: index - 1
          case .moveDown: index + 1
          case .moveToTop: 0
          default: count - 1
          }
        #expect(list.store.position(ofRowID: id)?.ordinal == expected + 1)
      }
      #expect(list.app.items.sorted() == Array(0..<count))
      #expect(list.store.rows.map(\.id) == list.app.items)
      if step % 50 == 0 { list.settle() }  // Some moves land on rows still sliding.
    }
    #expect(count == 1 ? taken == 0 : taken > 100)
    list.settle()
    #expect(list.store.isAtRest)
    #expect(list.problems == [])
  }

  /// Every action, on random rows, with an app that sometimes keeps a deleted row, declines
  /// an insert or answers only before the next frame: the model keeps every item once (the
  /// original ones not deleted, plus the inserted ones), the store's rows stay the model,
  /// and an action the store did not offer changes nothing.
  @Test(arguments: [1, 2, 5, 9])
  func randomActionsOfEveryKindKeepEveryItemOnce(count: Int) {
    let list = Simulation<ListStore>(count: count)
    var random = SplitMix64(seed: 0xAC71_0000 + UInt64(count))
    for step in 0..<400 {
      list.app.keepsDeletedRows = random.next() % 4 == 0
      list.app.declinesInserts = random.next() % 4 == 0
      list.app.answersBeforeNextFrame = random.next() % 3 == 0
      guard !list.store.rows.isEmpty else { break }
      let index = Int(random.next() % UInt64(list.store.rows.count))
      let action = A.allCases[Int(random.next() % UInt64(A.allCases.count))]
      let id = list.store.rows[index].id
      let offered = list.store.rowActions(at: index).contains(action)
      let itemsBefore = list.app.items
      list.send(.perform(action, rowID: id))
      if !offered {
        #expect(list.app.items == itemsBefore, "step \(step): \(action) was not offered")
      }
      if random.next() % 3 == 0 { list.send(.tick(time: list.store.time + 0.05)) }
      if step % 40 == 0 { list.settle() }
      #expect(Set(list.app.items).count == list.app.items.count, "step \(step): a duplicate")
      #expect(list.store.rows.map(\.id).filter { $0 != Int.min } == list.app.items)
    }
    list.settle()
    // An item is gone only if the store asked the app to delete it.
    let asked = Set(list.effects.compactMap { if case .delete(let id) = $0 { id } else { nil } })
    for item in 0..<count where !list.app.items.contains(item) {
      #expect(asked.contains(item), "item \(item) lost")
    }
    #expect(Set(list.app.items).count == list.app.items.count)
    // Every path was taken (a list of one or two rows may be emptied early on).
    #expect(!asked.isEmpty)
    if count >= 5 {
      #expect(list.effects.contains { if case .insert = $0 { true } else { false } })
      #expect(list.effects.contains { if case .complete = $0 { true } else { false } })
      #expect(list.effects.contains { if case .move = $0 { true } else { false } })
    }
    #expect(list.store.isAtRest)
    #expect(list.problems == [])
  }
}

/// A second Add Item Below while the first one's rows still slide: taken, nothing jumps,
/// every item once.
@Suite struct ListSecondInsertTests {
  /// One frame (1/60 s) after the first insert was answered, a second one is taken; the row
  /// below both slides from where it was drawn.
  @Test func aSecondAddOneFrameAfterTheFirstIsTakenAndNothingJumps() {
    var list = DirectList()  // ten 60 pt rows
    list.send(.perform(.addItemBelow, rowID: 2))
    #expect(list.take().contains(.insert(at: 3)))
    list.send(.insertAnswered(rowID: 100))
    list.send(.tick(time: 1.0 / 60))
    let drawn = list.shifts[5]  // row 4, one new-row height (h) above its place, minus a frame
    #expect(drawn < 0)
    #expect(!list.list.isHeldByGesture)
    #expect(list.list.allows(.addItemBelow, rowID: 100))
    list.send(.perform(.addItemBelow, rowID: 100))
    #expect(list.take().contains(.insert(at: 4)))
    list.send(.insertAnswered(rowID: 101))
    #expect(list.items == [0, 1, 2, 100, 101, 3, 4, 5, 6, 7, 8, 9])
    // Row 4 rests another h lower: drawn where it was, it is h further from its place.
    let height = PinchToInsert.Configuration().newRowHeight
    #expect(list.shifts[6] == drawn - height)
    for step in 2...120 { list.send(.tick(time: Double(step) / 60)) }
    #expect(list.list.isAtRest)
    #expect(list.shifts.allSatisfy { $0 == 0 })
  }

  /// Until the app answers the first insert, a second one is refused (the new row has no
  /// identifier yet); answered, the next add is taken.
  @Test func aSecondAddBeforeTheAppAnsweredIsRefused() {
    var list = DirectList(heights: [60, 60, 60])
    list.send(.perform(.addItemBelow, rowID: 0))
    #expect(list.take() == [.insert(at: 1)])
    #expect(list.list.isHeldByGesture)
    list.send(.perform(.addItemBelow, rowID: 2))
    #expect(list.take() == [])
    list.send(.insertAnswered(rowID: 7))
    _ = list.take()
    list.send(.perform(.addItemBelow, rowID: 2))
    #expect(list.take().contains(.insert(at: 4)))
    list.send(.insertAnswered(rowID: 8))
    #expect(list.items == [0, 7, 1, 2, 8])
  }

  /// A pinch's gap springing back still holds the list: no add by action meanwhile.
  @Test func aPinchSpringingBackHoldsTheList() {
    var list = DirectList(heights: [60, 60, 60])
    // Fingers on rows 0 and 1 spread 20 pt, released still: short of committing.
    list.pinch(.began(upperY: 50, lowerY: 70))
    list.pinch(.changed(upperY: 40, lowerY: 80))
    list.pinch(.ended(velocity: 0))
    #expect(list.list.placeholder != nil)
    #expect(list.list.isHeldByGesture)
    list.send(.perform(.addItemBelow, rowID: 2))
    #expect(!list.take().contains(.insert(at: 3)))
  }
}
