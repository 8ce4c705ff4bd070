// Reorder, pinch to insert, and the rows themselves: the parts of the list that move rows
// up and down or change which rows there are.
extension ListStore {
  /// The identifier of a row the pinch inserted while the app has not answered yet.
  static let provisionalRowID = Int.min

  /// A row at rest for an item.
  func makeRow(id: Int) -> Row {
    Row(
      id: id,
      swipe: SwipeToCommit(
        rowID: id, rowWidth: rowWidth, layoutDirection: configuration.layoutDirection,
        configuration: configuration.swipeToCommit ?? .default))
  }

  // MARK: Reorder

  mutating func longPress(_ drag: DragEvent, into effects: inout [Effect]) {
    if case .began(let location, _) = drag {
      // A lift needs the rows to itself: no swipe, no gap, no answer awaited, and a row at
      // rest under the finger (not sliding off, not coming back).
      guard drag.isFinite, allowsLift(atY: location.y),
        let reorderConfiguration = configuration.reorder
      else { return }
      reorder.configuration = reorderConfiguration
      if reorderNeedsLayout {
        reorderNeedsLayout = false
        sendReorder(.rowsChanged(layout), into: &effects)
      }
    }
    sendReorder(.drag(drag), into: &effects)
  }

  mutating func sendReorder(_ event: Reorder.Event, into effects: inout [Effect]) {
    reorderEffects.removeAll(keepingCapacity: true)
    reorder.handle(event, into: &reorderEffects)
    for effect in reorderEffects {
      switch effect {
      case .lift(let index, let scale, let alpha, let shadow):
        guard rows.indices.contains(index) else { continue }
        rows[index].isLifted = true
        liftedRow = LiftedRow(
          id: rows[index].id, top: layout.top(of: index), scale: scale, alpha: alpha,
          shadow: shadow, liftScale: scale, liftAlpha: alpha)
      case .moveLiftedRow(let top):
        liftedRow?.top = top
      case .move(let from, let to):
        guard rows.indices.contains(from), rows.indices.contains(to), from != to else { continue }
        let row = rows.remove(at: from)
        rows.insert(row, at: to)
        _ = layout.move(from: from, to: to)
        pinchNeedsLayout = true
        effects.append(.move(from: from, to: to))
      case .animateRows(let range, let animation):
        for index in range where rows.indices.contains(index) && !rows[index].isLifted {
          addShift(animation, toRowAt: index)
        }
      case .scroll(let offset):
        viewport.contentOffset = offset
        sendPinch(.viewportChanged(viewport), into: &effects)
        effects.append(.scroll(toContentOffset: offset))
      case .haptic(let haptic):
        effects.append(.haptic(haptic))
      case .drop(_, let animation):
        liftedRow?.drop = Motion(animation, start: time)
      case .ended(let from, let to):
        if rows.indices.contains(to) {
          effects.append(.reorderEnded(rowID: rows[to].id, from: from, to: to))
        }
      case .settle:
        settleLiftedRow()
      }
    }
  }

  /// The lifted row is back in its slot: the snapshot goes, the row shows again.
  mutating func settleLiftedRow() {
    if let lifted = liftedRow, let index = index(of: lifted.id) { rows[index].isLifted = false }
    liftedRow = nil
  }

  // MARK: Pinch to insert

  /// A finger's `y` beyond the viewport's top or bottom edge counts as on that edge, so that
  /// a gap never opens wider than the viewport (NaN stays NaN: the pinch then springs back).
  func withinViewport(_ y: Double) -> Double {
    y.isNaN ? y : viewport.clampedToEdges(y)
  }

  mutating func pinch(_ pinch: Pinch, into effects: inout [Effect]) {
    switch pinch {
    case .began(let upper, let lower):
      let (upper, lower) = (withinViewport(upper), withinViewport(lower))
      guard allowsPinch, let pinchConfiguration = configuration.pinchToInsert else { return }
      pinchToInsert.configuration = pinchConfiguration
      if pinchNeedsLayout {
        pinchNeedsLayout = false
        sendPinch(.rowsChanged(layout), into: &effects)
      }
      sendPinch(.began(upperY: upper, lowerY: lower), into: &effects)
    case .changed(let upper, let lower):
      sendPinch(.changed(upperY: withinViewport(upper), lowerY: withinViewport(lower)), into: &effects)
    case .ended(let velocity):
      sendPinch(.ended(velocity: velocity), into: &effects)
    case .cancelled:
      sendPinch(.cancelled, into: &effects)
    }
  }

  mutating func sendPinch(_ event: PinchToInsert.Event, into effects: inout [Effect]) {
    pinchEffects.removeAll(keepingCapacity: true)
    pinchToInsert.handle(event, into: &pinchEffects)
    for effect in pinchEffects {
      switch effect {
      case .offsetRows(let range, let offset):
        for index in range where rows.indices.contains(index) {
          rows[index].shift = offset
          rows[index].shiftMotion = nil
        }
      case .placeholder(let centerY, let height, let scale, let label):
        placeholder = Placeholder(centerY: centerY, height: height, scale: scale, label: label)
      case .haptic(let haptic):
        effects.append(.haptic(haptic))
      case .animateRows(let range, let animation):
        // `from` is where the rows are shown, relative to their resting place.
        for index in range where rows.indices.contains(index) {
          rows[index].shiftMotion = Motion(animation, start: time)
          rows[index].shift = animation.from
        }
      case .animatePlaceholder(let animation):
        placeholder?.motion = Motion(animation, start: time)
      case .removePlaceholder:
        placeholder = nil
      case .insert(let index):
        guard index >= 0, index <= rows.count else { continue }
        rows.insert(makeRow(id: Self.provisionalRowID), at: index)
        _ = layout.insert(height: pinchToInsert.configuration.newRowHeight, at: index)
        reorderNeedsLayout = true
        pendingInsert = PendingInsert(index: index, beginsEditing: false)
        effects.append(.insert(at: index))
      case .beginEditing:
        pendingInsert?.beginsEditing = true
      }
    }
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
        reorderNeedsLayout = true
        pinchNeedsLayout = true
      }
      if pending.beginsEditing { effects.append(.beginEditing(rowID: id)) }
      return
    }
    if let id, id != Self.provisionalRowID, index(of: id) == nil {
      let row = rows[provisional]
      var adopted = makeRow(id: id)
      adopted.shift = row.shift
      adopted.shiftMotion = row.shiftMotion
      rows[provisional] = adopted
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
    if case .opening = pinchToInsert.state { sendPinch(.rowsChanged(layout), into: &effects) }
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
      let slot = Self.insertionPoint(of: item.id, in: taken)
      if slot < taken.count, taken[slot] == item.id { continue }  // a duplicate: dropped
      taken.insert(item.id, at: slot)
      let found = Self.insertionPoint(of: item.id, in: old.lazy.map { $0.id })
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
    reorderNeedsLayout = true
    pinchNeedsLayout = true
    guard var lifted = liftedRow else { return }
    if reorder.isLifted || orphanDrop != nil {
      // The indices the lift was built on are gone: start the reorder afresh and drop the
      // snapshot into its row's new slot, with no edit (the app's data is the truth now).
      reorder = Reorder(
        layout: layout, viewport: viewport, configuration: configuration.reorder ?? .init())
      reorderNeedsLayout = false
      guard let index = index(of: lifted.id) else {
        orphanDrop = nil
        liftedRow = nil
        return
      }
      rows[index].isLifted = true
      let spring = configuration.reorder?.dropSpring ?? Reorder.Configuration().dropSpring
      lifted.drop = nil
      liftedRow = lifted
      orphanDrop = Motion(
        SpringAnimation(spring: spring, from: lifted.top, to: layout.top(of: index)), start: time)
    } else if index(of: lifted.id) == nil {
      liftedRow = nil
    }
  }

  /// The first index of a sorted collection whose element is not less than `id`.
  static func insertionPoint<C: RandomAccessCollection>(of id: Int, in sorted: C) -> Int
  where C.Element == Int, C.Index == Int {
    var low = sorted.startIndex
    var high = sorted.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if sorted[middle] < id { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Gives the interactions the rows they missed, once they can take them.
  mutating func synchronizeLayouts(into effects: inout [Effect]) {
    if reorderNeedsLayout, !reorder.isLifted {
      reorderNeedsLayout = false
      sendReorder(.rowsChanged(layout), into: &effects)
    }
    if pinchNeedsLayout {
      if case .opening = pinchToInsert.state { return }
      pinchNeedsLayout = false
      sendPinch(.rowsChanged(layout), into: &effects)
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
