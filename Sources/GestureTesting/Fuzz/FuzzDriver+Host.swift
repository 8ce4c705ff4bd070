import GestureCore

extension FuzzDriver {
  // MARK: - The list, changed by the host

  /// The host inserts or deletes a row while anything may be running: a lift in progress
  /// is first put back (its moves would no longer apply), then the model changes and both
  /// list interactions get the new rows.
  func changeList(_ edit: ListEdit, height: Double = 44) {
    if reorder.isLifted { send(Reorder.Event.rowsChanged(reorder.layout)) }
    switch edit {
    case .insert(let index):
      guard index >= 0, index <= items.count else { return }
      let item = nextItem
      nextItem += 1
      // As every layout keeps a height: bad ones 0, huge ones at the limit.
      heights[item] = height.isFinite && height >= 0 ? min(height, InputLimits.length) : 0
      items.insert(item, at: index)
      conservation.inserted(item)
    case .delete(let index):
      guard items.indices.contains(index) else { return }
      let item = items.remove(at: index)
      heights[item] = nil
      conservation.deleted(item)
    case .move, .complete:
      return
    }
    record(conservation.check(items))
    adoptModel()
  }

  /// The host reloads its data: `count` fresh rows.
  func reloadList(count: Int) {
    if reorder.isLifted { send(Reorder.Event.rowsChanged(reorder.layout)) }
    items.removeAll(keepingCapacity: true)
    heights.removeAll(keepingCapacity: true)
    for index in 0..<count {
      items.append(nextItem)
      heights[nextItem] = Double(20 + index % 7 * 13)
      nextItem += 1
    }
    conservation.rebase(items: items)
    adoptModel()
  }

  /// Tells both list interactions the model's rows, and points the commit row at a row
  /// that exists.
  private func adoptModel() {
    let layout = ListLayout(heights: items.map { heights[$0]! })
    send(Reorder.Event.rowsChanged(layout))
    send(PinchToInsert.Event.rowsChanged(layout))
    if !items.contains(commit.rowID) { retargetCommit(index: 0) }
  }

  /// A new swipe-to-commit value for the row at `index` (any row if out of range).
  func retargetCommit(index: Int) {
    let id = items.isEmpty ? -1 : items[index % items.count]
    commit = SwipeToCommit(
      rowID: id, rowWidth: FuzzDriver.rowSize.width, layoutDirection: commit.layoutDirection,
      configuration: commit.configuration)
  }

  func listChange(kind: UInt8, index: Int, value: Double) {
    listHost.listChange(kind: kind, index: index, value: value, clock: clock)
    switch kind % 5 {
    case 0: changeList(.insert(at: index % (items.count + 1)), height: value)
    case 1: if !items.isEmpty { changeList(.delete(at: index % items.count)) }
    case 2: reloadList(count: index % 40)
    case 3:
      var viewport = reorder.viewport
      viewport.contentOffset = value
      send(Reorder.Event.viewportChanged(viewport))
      send(PinchToInsert.Event.viewportChanged(viewport))
    default:
      // The host re-sends the rows it has (a reload of the same data); a lift in progress is
      // put back first, as for any change of rows.
      if reorder.isLifted { send(Reorder.Event.rowsChanged(reorder.layout)) }
      send(Reorder.Event.rowsChanged(ListLayout(heights: items.map { heights[$0]! })))
    }
  }

  // MARK: - Other host calls

  func animationFinished(_ which: UInt8) {
    switch which % 6 {
    case 0: send(Reorder.Event.animationFinished)
    case 1: send(PinchToInsert.Event.animationFinished)
    case 2, 3: finishCommitAnimation()
    default: break  // The floating view and the back swipe are the store hosts' (StoreHosts).
    }
  }

  /// The commit row's spring ended; a row that slid off after a delete is gone, so the host
  /// points the interaction at another row.
  private func finishCommitAnimation() {
    send(SwipeToCommit.Event.animationFinished)
    if case .dismissed = commit.state { retargetCommit(index: 0) }
  }

  func hostCall(kind: UInt8, argument: UInt8, _ first: Double, _ second: Double) {
    switch kind % 8 {
    case 0: send(SwipeToCommit.Event.animationInterrupted(elapsed: first))
    case 1:
      send(SwipeToCommit.Event.resize(width: first))
      listHost.send(at: clock) { _ in .resize(width: first) }
    case 2: send(SwipeToCommit.Event.reset)
    case 3, 4, 5: break  // The floating view and the navigation are the store hosts' (StoreHosts).
    case 6: if commit.cue == nil, !isTracking(commit) { retargetCommit(index: Int(argument)) }
    default:
      // A drag sent directly, as a UIKit host with its own recognizers would: any order, any
      // values.
      let location = Point(x: first, y: second)
      let translation = Vector(dx: first - 100, dy: second - 400)
      let drag: DragEvent
      switch argument % 4 {
      case 0: drag = .began(location: location, translation: translation)
      case 1: drag = .changed(location: location, translation: translation)
      case 2: drag = .ended(location: location, translation: translation, velocity: translation)
      default: drag = .cancelled
      }
      if case .began = drag { sentDirectDrag = true }
      sendDrag(drag)
    }
  }

  private func isTracking(_ row: SwipeToCommit) -> Bool {
    if case .tracking = row.state { return true }
    return false
  }

  // MARK: - Rest

  /// Ends everything as a host going quiet would: every touch cancelled, every deadline
  /// run, every animation finished; then checks that the arena and every interaction are at
  /// rest and that the list interactions agree with the model.
  func checkpoint() {
    cancelAll()
    var rounds = 0
    while let deadline = arena.nextDeadline, rounds < 1000 {
      arenaInvariants.advance(to: deadline)
      if deadline.isFinite && deadline > clock { clock = deadline }
      dispatch(arena.changes)
      rounds += 1
    }
    if arena.activeTouchCount != 0 || arena.nextDeadline != nil {
      record("rest.arena", "touches or deadlines left after a cancel and 1000 deadlines")
    }
    if sentDirectDrag {
      // The host ends the drags it was sending itself.
      sentDirectDrag = false
      send(SwipeToCommit.Event.drag(.cancelled))
    }
    // A spring stopped for a touch that never became a drag resumes at the next event that
    // is not a `began`; `animationFinished` is not one (it may be the stopped spring's late
    // completion), so the host sends the end of that touch.
    if case .stopped = commit.state { send(SwipeToCommit.Event.drag(.cancelled)) }
    for _ in 0..<8 {
      send(Reorder.Event.animationFinished)
      send(PinchToInsert.Event.animationFinished)
      finishCommitAnimation()
    }
    if reorder.state != .idle { record("rest.reorder", "\(reorder.state)") }
    if pinchToInsert.state != .idle { record("rest.pinch", "\(pinchToInsert.state)") }
    switch commit.state {
    case .idle, .dismissed: break
    case .tracking, .settling, .stopped: record("rest.commit", "\(commit.state)")
    }
    let modelHeights = items.map { heights[$0]! }
    if reorder.layout.heights != modelHeights || pinchToInsert.layout.heights != modelHeights {
      record(
        "rest.layout",
        "model \(modelHeights), reorder \(reorder.layout.heights), pinch "
          + "\(pinchToInsert.layout.heights)")
    }
    record(conservation.check(items))
  }
}
