// The rows themselves: which rows there are, as the app's answers and data changes say.
extension ListStore {
  /// The identifier of a row the pinch inserted while the app has not answered yet.
  static let provisionalRowID = Int.min

  /// A row at rest for an item.
  func makeRow(id: Int) -> Row {
    var swipe = SwipeToCommit(
      rowID: id, rowWidth: rowWidth, layoutDirection: configuration.layoutDirection,
      configuration: configuration.swipeToCommit ?? .default)
    swipe.motion = motion
    return Row(id: id, swipe: swipe)
  }

  /// The app gave the new row an identifier, or declined the insert.
  mutating func answerInsert(id: Int?, into effects: inout [Effect]) {
    guard let pending = pendingInsert else { return }
    pendingInsert = nil
    guard let provisional = index(of: Self.provisionalRowID) else {
      // A data change came between the question and the answer and closed the gap. The
      // new item is where that change put it, or, if the app added it afterwards, where the
      // store asked for it (the end, if the list is shorter now): the answer reports it.
      guard let id, id != Self.provisionalRowID else { return }
      if index(of: id) == nil {
        let at = min(max(pending.index, 0), rows.count)
        rows.insert(makeRow(id: id), at: at)
        _ = layout.insert(height: pinchToInsert.configuration.newRowHeight, at: at)
      }
      if pending.announces { effects.append(.announce(.added(rowID: id))) }
      if pending.beginsEditing { effects.append(.beginEditing(rowID: id)) }
      return
    }
    if let id, id != Self.provisionalRowID, index(of: id) == nil {
      let row = rows[provisional]
      var adopted = makeRow(id: id)
      adopted.shift = row.shift
      adopted.shiftMotion = row.shiftMotion
      rows[provisional] = adopted
      if pending.announces { effects.append(.announce(.added(rowID: id))) }
      if pending.beginsEditing { effects.append(.beginEditing(rowID: id)) }
    } else {
      // Declined (or an identifier already in the list): the gap closes again.
      removeRow(at: provisional)
    }
  }

  // MARK: Data changes

  /// Adopts the app's rows: rows are matched by identifier and keep their state; a lift is
  /// dropped into the row's new slot without edits; an open gap closes without inserting.
  mutating func replaceRows(with data: [RowData], into effects: inout [Effect]) {
    closePinch()
    // Matched by identifier through a sorted index, not a Dictionary: hashing needs a random
    // seed, which Embedded Swift in the browser does not have.
    var old: [(id: Int, index: Int)] = []
    old.reserveCapacity(rows.count)
    for (index, row) in rows.enumerated() where row.id != Self.provisionalRowID {
      old.append((row.id, index))
    }
    old.sort { $0.id < $1.id }
    var newRows: [Row] = []
    newRows.reserveCapacity(data.count)
    var heights: [Double] = []
    heights.reserveCapacity(data.count)
    var taken: [Int] = []  // identifiers already placed, sorted
    taken.reserveCapacity(data.count)
    for item in data where item.id != Self.provisionalRowID {
      let slot = ListLayout.partitionPoint(taken.count) { taken[$0] < item.id }
      if slot < taken.count, taken[slot] == item.id { continue }  // a duplicate: dropped
      taken.insert(item.id, at: slot)
      let found = ListLayout.partitionPoint(old.count) { old[$0].id < item.id }
      if found < old.count, old[found].id == item.id {
        newRows.append(rows[old[found].index])
      } else {
        newRows.append(makeRow(id: item.id))
      }
      heights.append(ListLayout.cleanHeight(item.height))
    }
    rows = newRows
    layout = ListLayout(heights: heights)
    if let id = activeSwipeID, index(of: id) == nil { activeSwipeID = nil }
    // A drop running on the old rows ends at once.
    if case .dropping = reorder.state { finishDrop() }
    guard var lifted = liftedRow else { return }
    if reorder.isLifted || orphanDrop != nil {
      // The indices the lift was built on are gone: end the reorder and drop the snapshot
      // into its row's new slot, with no edit (the app's data is the truth now).
      reorder.state = .idle
      guard let index = index(of: lifted.id) else {
        orphanDrop = nil
        liftedRow = nil
        return
      }
      rows[index].isLifted = true
      let spring = reorder.configuration.dropSpring
      lifted.drop = nil
      liftedRow = lifted
      orphanDrop = Motion(
        motion.animation(on: spring, from: lifted.top, to: layout.top(of: index)), start: time)
    } else if index(of: lifted.id) == nil {
      liftedRow = nil
    }
  }

  /// Stops the list's own scrolling while a row is lifted or a gap is open.
  mutating func updateScrolling(into effects: inout [Effect]) {
    var suspends = reorder.isLifted
    if case .opening = pinchToInsert.state { suspends = true }
    guard suspends != isScrollingSuspended else { return }
    isScrollingSuspended = suspends
    effects.append(.scrollingEnabled(!suspends))
  }
}
