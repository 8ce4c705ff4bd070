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

  /// Tells both list interactions the model's rows.
  private func adoptModel() {
    let layout = ListLayout(heights: items.map { heights[$0]! })
    send(Reorder.Event.rowsChanged(layout))
    send(PinchToInsert.Event.rowsChanged(layout))
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
    default: break  // Swipe rows, commit rows, the floating view, the back swipe: their stores' own.
    }
  }

  func hostCall(kind: UInt8, argument: UInt8, _ first: Double, _ second: Double) {
    // Only the list's width is read here; every other kind (the commit row, the floating
    // view, the navigation, a drag sent directly) is the store hosts' (StoreHosts).
    if kind % 8 == 1 { listHost.send(at: clock) { _ in .resize(width: first) } }
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
    // A spring stopped for a touch that never became a drag resumes at the next event that
    // is not a `began`; `animationFinished` is not one (it may be the stopped spring's late
    // completion), so the host sends the end of that touch.
    for _ in 0..<8 {
      send(Reorder.Event.animationFinished)
      send(PinchToInsert.Event.animationFinished)
    }
    if reorder.state != .idle { record("rest.reorder", "\(reorder.state)") }
    if pinchToInsert.state != .idle { record("rest.pinch", "\(pinchToInsert.state)") }
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
