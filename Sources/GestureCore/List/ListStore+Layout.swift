// Changes that keep the rows but move them: new heights or origin, a new layout direction,
// and the edits an app asks for without a gesture (accessibility actions).
extension ListStore {
  // MARK: Geometry

  /// The same rows with new heights (and the viewport measured from their new origin): every
  /// interaction rebases on them, nothing ends.
  mutating func adoptLayout(
    _ newLayout: ListLayout, viewport newViewport: ListViewport, into effects: inout [Effect]
  ) {
    let viewport = newViewport.normalized
    guard newLayout.count == rows.count else {
      // Other rows: the host owes a `rowsChanged`. The viewport is still the truth.
      if viewport != self.viewport {
        self.viewport = viewport
        refollowLift(into: &effects)
      }
      return
    }
    guard newLayout != layout || viewport != self.viewport else { return }
    let previous = layout
    layout = newLayout
    self.viewport = viewport
    // A snapshot dropping into its slot follows the slot: the whole spring moves with it.
    if var lifted = liftedRow, let index = index(of: lifted.id) {
      let delta = layout.top(of: index) - previous.top(of: index)
      if delta != 0 {
        if let drop = lifted.drop ?? orphanDrop {
          let moved = drop.moved(from: delta, to: delta)
          if lifted.drop != nil { lifted.drop = moved } else { orphanDrop = moved }
          lifted.top = moved.value(at: time)
          liftedRow = lifted
        }
      }
    }
    // A lifted row keeps its grab offset and takes the slot the new geometry gives it; an
    // open gap stays between the same two rows, its placeholder on their new line.
    refollowLift(into: &effects)
    if case .opening(let opening) = pinchToInsert.state { showGap(opening) }
  }

  /// A row at rest takes the list's layout direction; one in motion keeps its own until it
  /// is home (its offsets and springs were measured in it).
  mutating func refreshLayoutDirection(ofRowAt index: Int) {
    let row = rows[index]
    guard row.swipe.layoutDirection != configuration.layoutDirection, row.swipe.state == .idle,
      !row.awaitsDeleteAnswer
    else { return }
    rows[index].swipe = SwipeToCommit(
      rowID: row.id, rowWidth: rowWidth, layoutDirection: configuration.layoutDirection,
      configuration: configuration.swipeToCommit ?? .default)
    rows[index].swipe.motion = motion
  }

  // MARK: Without a gesture

  /// Completes or deletes a row as a swipe would, without its slide.
  mutating func commit(
    _ action: SwipeToCommit.Action, rowID id: Int, into effects: inout [Effect]
  ) {
    guard let index = index(of: id), allowsCommit(action, rowAt: index) else { return }
    switch action {
    case .complete:
      effects.append(.complete(rowID: id))
    case .delete:
      // The same question as a row that slid off; kept, it is already home.
      rows[index].awaitsDeleteAnswer = true
      effects.append(.delete(rowID: id))
    }
  }

  /// Moves a row by whole slots, as a drag that dropped it there would, with the rows it
  /// passes sliding to their new places on the reorder's spring.
  mutating func moveRow(id: Int, by offset: Int, into effects: inout [Effect]) {
    guard let from = index(of: id), allowsMove(rowAt: from, by: offset) else { return }
    // Clamped without overflow: `by` may be any Int.
    let steps = offset.magnitude
    let to =
      offset < 0
      ? from - Int(min(UInt(from), steps)) : from + Int(min(UInt(rows.count - 1 - from), steps))
    let oldTop = layout.top(of: from)
    let spring = (configuration.reorder ?? Reorder.Configuration()).shiftSpring
    // Each row starts where it was shown before the move: the rows it passes as for a drag,
    // the moved row from its old top.
    moveItem(from: from, to: to, on: spring, into: &effects)
    addShift(motion.animation(on: spring, from: oldTop - layout.top(of: to), to: 0), toRowAt: to)
    effects.append(.reorderEnded(rowID: id, from: from, to: to))
  }
}
