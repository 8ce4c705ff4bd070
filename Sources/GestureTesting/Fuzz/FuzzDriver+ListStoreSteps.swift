import GestureCore

// How the list host reads the stream's steps: its own (`FuzzStep.listStore`) and the host's
// list changes (`FuzzStep.list`).
extension FuzzDriver {
  /// Plays a ``FuzzStep/listStore(_:_:_:_:)`` step at the clock (which moves on only for a
  /// frame that came late).
  ///
  /// | `kind % 16` | the host or the app | argument | numbers |
  /// |---|---|---|---|
  /// | 0 | a swipe event | `% 4`: began, changed, ended, cancelled; velocity `first × (a >> 2) / 4` | translation, y |
  /// | 1 | a gesture brought part-way (``gestureUnderWay(argument:_:)``) | `& 3`: swipe, pinch, lift, pinch; row `a >> 2` | distance |
  /// | 2 | a long-press event | `% 4` phase | x, y |
  /// | 3 | a pinch event | `% 4` phase; velocity `first × (a >> 2)` | upper y, lower y |
  /// | 4 | a touch-down | | x, y |
  /// | 5 | the app changes its items | `% 8`: insert, delete, move, replace, reload, height, re-send; index `a >> 3` | height, other index |
  /// | 6 | the app changes the row in motion | `% 4`: delete, insert above, move to the end, replace | height |
  /// | 7 | the viewport | `% 3`: scroll to `first`, height `second`, top `first` | |
  /// | 8 | the rows' width | | width |
  /// | 9 | the app's habits | bits: keeps deleted rows, declines inserts, answers before the next frame, removes by snapshot, inserts by snapshot, defers deletes, answers a deferred delete twice, answers it 2 s late rather than 0.25 s | |
  /// | 10 | the display link | `% 6`: 1/60, 1/120, 1/30, 4 ms, 200 ms, stalled | |
  /// | 11 | an event at `first` ms from now (backwards, NaN, late) | `% 4`: frame, touch-down, long-press change, pinch change | ms, y |
  /// | 12 | the app answers now, deferred deletes included | | |
  /// | 13 | `.cancel`, or what comes without a gesture | `% 16`: 0–2 cancel; 3 Reduce Motion on (`first` above 0) or off (`.reduceMotionChanged`); 4 the row at index `second` resolves to height `first` (`.layoutChanged`); 5 complete, 6 delete that row (`.commit`); 7 move it by `first` (`.moveRow`); 8–14 the row action `% 16 − 8` on it (`.perform`: complete, delete, the four moves, add item below), amid whatever gesture is under way; 15 cancel | height or slots, index |
  /// | 14 | the options | bits: no swipe, no reorder, no pinch, no removal spring, right to left | |
  /// | 15 | a frame now (no time since the last event) | | |
  func playListStore(kind: UInt8, argument: UInt8, _ first: Double, _ second: Double) {
    catchUpList(to: clock)
    guard listIsActive else { return }
    let now = list.time
    switch kind % 16 {
    case 0:
      // A swipe sent directly: a translation of `first` on the row at `second`.
      let velocity = Vector(dx: first * Double(argument >> 2) / 4, dy: 0)
      let drag = DragEvent.fuzzed(
        argument, at: Point(x: 195 + first, y: second), Vector(dx: first, dy: 0), velocity: velocity)
      send(.swipe(drag, time: now))
    case 1:
      gestureUnderWay(argument: argument, first)
    case 2:
      let drag = DragEvent.fuzzed(argument, at: Point(x: first, y: second), .zero, velocity: .zero)
      send(.longPress(drag, time: now))
    case 3:
      let pinch: ListStore.Pinch =
        switch argument % 4 {
        case 0: .began(upperY: first, lowerY: second)
        case 1: .changed(upperY: first, lowerY: second)
        case 2: .ended(velocity: first * Double(argument >> 2))
        default: .cancelled
        }
      send(.pinch(pinch, time: now))
    case 4:
      send(.touchDown(Point(x: first, y: second), time: now))
    case 5:
      changeItems(Int(argument % 8), at: Int(argument >> 3), first, second)
    case 6:
      changeRowInMotion(argument: argument, first)
    case 7:
      var viewport = list.store.viewport
      switch argument % 3 {
      case 0: viewport.contentOffset = first
      case 1: viewport.height = second
      default: viewport.top = first
      }
      send(.viewportChanged(viewport))
    case 8:
      send(.resize(width: first))
    case 9:
      list.app.keepsDeletedRows = argument & 1 != 0
      list.app.declinesInserts = argument & 2 != 0
      list.app.answersBeforeNextFrame = argument & 4 != 0
      list.app.removesBySnapshot = argument & 8 != 0
      list.app.insertsBySnapshot = argument & 16 != 0
      list.app.defersDeletes = argument & 32 != 0
      list.app.answersDeferredDeletesTwice = argument & 64 != 0
      list.app.deferredAnswerDelay = argument & 128 != 0 ? 2 : 0.25
    case 10:
      framesStalled = argument % 6 == 5
      framePeriod = [1.0 / 60, 1.0 / 120, 1.0 / 30, 0.004, 0.2, 1.0 / 60][Int(argument % 6)]
    case 11:
      // An event at a time of the stream's choosing: backwards, NaN, or late (no frames
      // in between: the display link stalled).
      let time = now + first / 1000
      switch argument % 4 {
      case 0: send(.tick(time: time))
      case 1: send(.touchDown(Point(x: 100, y: second), time: time))
      case 2: send(.longPress(.changed(location: Point(x: 195, y: second), translation: .zero), time: time))
      default: send(.pinch(.changed(upperY: second, lowerY: second + 64), time: time))
      }
      if time.isFinite, time > clock { clock = time }
    case 12:
      list.answerAll()
    case 13:
      let rows = list.store.rows
      let index = rows.isEmpty || !second.isFinite ? 0 : Int(second.magnitude.truncatingRemainder(dividingBy: Double(rows.count)))
      switch argument % 16 {
      case 3:
        send(.reduceMotionChanged(first > 0))
      case 4 where !rows.isEmpty:
        // An estimate resolving: the same rows, one new height, gesture or not.
        list.changeHeights([rows[index].id: first])
      case 5 where !rows.isEmpty:
        send(.commit(.complete, rowID: rows[index].id))
      case 6 where !rows.isEmpty:
        send(.commit(.delete, rowID: rows[index].id))
      case 7 where !rows.isEmpty:
        let slots = first.isFinite ? Int(max(-1e6, min(1e6, first))) : 0
        send(.moveRow(rowID: rows[index].id, by: slots))
      case 8...14 where !rows.isEmpty:
        // Offered or not: the store takes it only where `allows` says so.
        let action = ListStore.RowAction.allCases[Int(argument % 16 - 8)]
        send(.perform(action, rowID: rows[index].id))
      default:
        send(.cancel)
      }
    case 14:
      var configuration = list.store.configuration
      configuration.swipeToCommit = argument & 1 != 0 ? nil : .default
      configuration.reorder = argument & 2 != 0 ? nil : Reorder.Configuration()
      configuration.pinchToInsert = argument & 4 != 0 ? nil : PinchToInsert.Configuration()
      configuration.removalSpring =
        argument & 8 != 0 ? nil : ListStore.Configuration().removalSpring
      let direction: ReadingDirection = argument & 16 != 0 ? .rightToLeft : .leftToRight
      list.driver.withStore { $0.configuration = configuration }
      // A trait change, as the UIKit host reports it.
      if direction != configuration.layoutDirection { send(.layoutDirectionChanged(direction)) }
    default:
      send(.tick(time: now))  // A frame early: no time since the last event.
    }
  }

  /// A gesture brought part-way in one step, its finger left down, on the row at index
  /// `argument >> 2` (of the rows there are), by `argument & 3`: 0 a swipe dragged by
  /// `distance`; 1 and 3 a pinch on that row and the next spread by `distance` (each finger
  /// half); 2 a row lifted and moved by `distance`. What happens to it next is up to the following steps.
  func gestureUnderWay(argument: UInt8, _ distance: Double) {
    let rows = list.store.rows
    guard !rows.isEmpty else { return }
    let index = Int(argument >> 2) % rows.count
    let y = list.midY(ofRowWithID: rows[index].id)
    let now = list.time
    switch argument & 3 {
    case 0:
      let start = Point(x: 195, y: y)
      send(.touchDown(start, time: now))
      let small = Vector(dx: distance / 8, dy: 0)
      send(.swipe(.began(location: start + small, translation: small), time: now))
      let full = Vector(dx: distance, dy: 0)
      send(.swipe(.changed(location: start + full, translation: full), time: now))
    case 1, 3:
      guard index + 1 < rows.count else { return }
      let lowerY = list.midY(ofRowWithID: rows[index + 1].id)
      send(.touchDown(Point(x: 100, y: y), time: now))
      send(.pinch(.began(upperY: y, lowerY: lowerY), time: now))
      send(.pinch(.changed(upperY: y - distance / 2, lowerY: lowerY + distance / 2), time: now))
    default:
      let start = Point(x: 195, y: y)
      send(.touchDown(start, time: now))
      send(.longPress(.began(location: start, translation: .zero), time: now))
      send(.longPress(.changed(location: Point(x: 195, y: y + distance), translation: .zero), time: now))
    }
  }

  /// The app changes its data at `index` by `change`: 0 insert, 1 delete, 2 move, 3 replace,
  /// 4 reload, 5 a new height, 6 and 7 re-send as is.
  private func changeItems(_ change: Int, at index: Int, _ first: Double, _ second: Double) {
    let count = list.app.items.count
    let other = Self.index(second)
    switch change {
    case 0:
      let id = list.app.makeID()
      list.changeItems(heights: [id: first]) { $0.insert(id, at: index % (count + 1)) }
    case 1:
      guard count > 0 else { return }
      list.changeItems { $0.remove(at: index % count) }
    case 2:
      guard count > 0 else { return }
      list.changeItems { $0.insert($0.remove(at: index % count), at: other % count) }
    case 3:
      guard count > 0 else { return }
      let id = list.app.makeID()
      list.changeItems { $0[index % count] = id }
    case 4:
      let ids = (0..<(index % 13)).map { _ in list.app.makeID() }
      list.changeItems { $0 = ids }
    case 5:
      guard count > 0 else { return }
      list.changeItems(heights: [list.app.items[index % count]: first]) { _ in }
    default:
      list.changeItems { _ in }
    }
  }

  /// The app changes the row a gesture or a spring holds (the lifted row, else the first
  /// row not at rest, else the first): deletes it, inserts above it, moves it to the end,
  /// replaces it.
  private func changeRowInMotion(argument: UInt8, _ height: Double) {
    let store = list.store
    guard
      let id = store.liftedRow?.id ?? store.rows.first(where: { !$0.isAtRest })?.id
        ?? list.app.items.first,
      let index = list.app.items.firstIndex(of: id)
    else { return }
    switch argument % 4 {
    case 0: list.changeItems { $0.remove(at: index) }
    case 1:
      let new = list.app.makeID()
      list.changeItems(heights: [new: height]) { $0.insert(new, at: index) }
    case 2: list.changeItems { $0.append($0.remove(at: index)) }
    default:
      let new = list.app.makeID()
      list.changeItems { $0[index] = new }
    }
  }

  /// A small index from a number of the stream (0 for NaN and infinities).
  private static func index(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(value.magnitude.truncatingRemainder(dividingBy: 4096))
  }

  /// The host's own list step (``FuzzStep/list(_:_:_:)``): the app inserts (of height
  /// `value`), deletes, reloads `index % 40` fresh items, the list scrolls to `value`, or
  /// the app re-sends its items.
  func listChange(kind: UInt8, index: Int, value: Double) {
    catchUpList(to: clock)
    guard listIsActive else { return }
    switch kind % 5 {
    case 0, 1:
      changeItems(Int(kind % 5), at: index, value, 0)
    case 2:
      let ids = (0..<(index % 40)).map { _ in list.app.makeID() }
      var heights: [Int: Double] = [:]
      for (position, id) in ids.enumerated() { heights[id] = Double(20 + position % 7 * 13) }
      list.changeItems(heights: heights) { $0 = ids }
    case 3:
      var viewport = list.store.viewport
      viewport.contentOffset = value
      send(.viewportChanged(viewport))
    default:
      changeItems(7, at: index, value, 0)
    }
  }
}
