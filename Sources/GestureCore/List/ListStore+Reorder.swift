// Long-press to reorder: lifting the row under the finger, following it from slot to slot,
// auto-scrolling near the edges, and dropping it, on the store's rows and clock.
extension ListStore {
  /// A phase of the long press (only the location's `y` is read).
  mutating func longPress(_ drag: DragEvent, into effects: inout [Effect]) {
    switch reorder.state {
    case .idle:
      if case .began(let location, _) = drag, drag.isFinite {
        lift(fingerY: location.y, into: &effects)
      }
    case .lifted(var lift):
      guard drag.isFinite else { return cancelLift(lift, into: &effects) }
      switch drag {
      case .began:
        return
      case .changed(let location, _):
        lift.fingerY = location.y
        follow(&lift, into: &effects)
        reorder.state = .lifted(lift)
      case .ended(let location, _, let velocity):
        lift.fingerY = location.y
        follow(&lift, into: &effects)
        drop(lift, velocity: velocity.dy, isCancel: false, into: &effects)
      case .cancelled:
        cancelLift(lift, into: &effects)
      }
    case .dropping:
      // A new press finishes the drop at once and lifts the row under it.
      guard case .began(let location, _) = drag, drag.isFinite, allowsLift(atY: location.y)
      else { return }
      finishDrop()
      lift(fingerY: location.y, into: &effects)
    }
  }

  /// Lifts the row under the finger, if a lift may begin there. A lift needs the rows to
  /// itself: no swipe, no gap, no answer awaited, and a row at rest under the finger.
  mutating func lift(fingerY: Double, into effects: inout [Effect]) {
    guard allowsLift(atY: fingerY), let listOptions = configuration.reorder,
      let index = rowIndex(atY: fingerY)
    else { return }
    reorder = Reorder(configuration: listOptions)
    let options = reorder.configuration
    let contentY = viewport.contentY(atY: fingerY)
    let top = layout.top(of: index)
    rows[index].isLifted = true
    liftedRow = LiftedRow(
      id: rows[index].id, top: top, scale: options.liftScale, alpha: options.liftAlpha,
      shadow: options.liftShadow, liftScale: options.liftScale, liftAlpha: options.liftAlpha)
    if let haptic = options.liftHaptic { effects.append(.haptic(haptic)) }
    reorder.state = .lifted(
      Reorder.Lift(
        originalIndex: index, index: index, grabOffset: contentY - top, fingerY: fingerY,
        top: top))
  }

  /// A lifted row follows the viewport or the layout that changed under it.
  mutating func refollowLift(into effects: inout [Effect]) {
    guard case .lifted(var lift) = reorder.state else { return }
    follow(&lift, into: &effects)
    reorder.state = .lifted(lift)
  }

  /// Puts the lifted row under the finger and moves it to the slot that position calls for.
  /// A finger beyond the viewport's top or bottom edge counts as on that edge: the lifted row
  /// stays where it can be seen (as UITableView keeps a reordered cell inside the table), and
  /// its drop never starts farther than the viewport from its slot. In a viewport without a
  /// height (not laid out yet) the finger counts as within ``InputLimits/length``. A position
  /// whose content `y` is not finite is ignored.
  ///
  /// The slot is found in the model's layout, with the lifted row in the slot it holds now:
  /// the lines between slots are the middles of the other rows, wherever the lifted row is.
  mutating func follow(_ lift: inout Reorder.Lift, into effects: inout [Effect]) {
    let fingerY = viewport.clampedToEdges(lift.fingerY)
    let top = viewport.contentY(atY: fingerY) - lift.grabOffset
    guard top.isFinite else { return }
    lift.top = top
    liftedRow?.top = top
    let slot = layout.slot(
      forRowLiftedFrom: lift.index, top: top, current: lift.index,
      hysteresis: reorder.configuration.hysteresis)
    if slot != lift.index {
      move(&lift, to: slot, haptic: reorder.configuration.moveHaptic, into: &effects)
    }
  }

  /// Moves the lifted item to `slot` in the model; the rows in between slide by its height.
  mutating func move(
    _ lift: inout Reorder.Lift, to slot: Int, haptic: Haptic?, into effects: inout [Effect]
  ) {
    moveItem(from: lift.index, to: slot, on: reorder.configuration.shiftSpring, into: &effects)
    lift.index = slot
    if let haptic { effects.append(.haptic(haptic)) }
  }

  /// Scrolls by the time since the previous frame if the finger is in a band, then keeps the
  /// lifted row under the finger.
  mutating func autoScroll(_ lift: inout Reorder.Lift, into effects: inout [Effect]) {
    guard let lastTickTime = lift.lastTickTime else {
      lift.lastTickTime = time
      return
    }
    guard time > lastTickTime else { return }
    lift.lastTickTime = time
    let options = reorder.configuration
    let interval = min(time - lastTickTime, options.maximumTickInterval)
    let speed = autoScrollSpeed(fingerY: lift.fingerY, options)
    let offset = viewport.contentOffset
    let maximum = viewport.maximumContentOffset(contentHeight: layout.totalHeight)
    var newOffset = offset
    if speed > 0 {
      newOffset = min(offset + speed * interval, maximum)
    } else if speed < 0 {
      newOffset = max(offset + speed * interval, 0)
    }
    // Never scrolls against the finger's direction (a host offset already out of range stays).
    guard speed > 0 ? newOffset > offset : newOffset < offset else { return }
    viewport.contentOffset = newOffset
    effects.append(.scroll(toContentOffset: newOffset))
    follow(&lift, into: &effects)
  }

  /// The auto-scroll velocity for a finger at `fingerY`, in points per second: negative
  /// towards the top. Linear in the depth into a band, from 0 at the band's inner edge to the
  /// maximum at the viewport's edge; the two bands overlap in a viewport shorter than two
  /// bands, and then their speeds cancel out where they overlap equally. Under Reduce Motion
  /// the maximum is at most ``MotionPolicy/reducedAutoScrollSpeed``, still reached at the
  /// viewport's edge.
  func autoScrollSpeed(fingerY: Double, _ options: Reorder.Configuration) -> Double {
    let band = options.autoScrollBand
    guard band > 0 else { return 0 }
    let y = fingerY - viewport.top
    let upward = min(max(band - y, 0), band)
    let downward = min(max(y - (viewport.height - band), 0), band)
    return motion.autoScrollSpeed(options.maximumAutoScrollSpeed) * (downward - upward) / band
  }

  /// Drops the lifted row into its slot, with the release velocity; a release (not a cancel)
  /// tells the app where the item went.
  mutating func drop(
    _ lift: Reorder.Lift, velocity: Double, isCancel: Bool, into effects: inout [Effect]
  ) {
    liftedRow?.drop = Motion(
      motion.animation(
        on: reorder.configuration.dropSpring, from: lift.top, to: layout.top(of: lift.index),
        initialVelocity: InputLimits.clampSpeed(velocity)),
      start: time)
    if !isCancel {
      effects.append(
        .reorderEnded(rowID: rows[lift.index].id, from: lift.originalIndex, to: lift.index))
    }
    reorder.state = .dropping(at: lift.index)
  }

  /// Moves the item back to where it was (one edit) and drops it there.
  mutating func cancelLift(_ lift: Reorder.Lift, into effects: inout [Effect]) {
    var lift = lift
    if lift.index != lift.originalIndex {
      move(&lift, to: lift.originalIndex, haptic: nil, into: &effects)
    }
    drop(lift, velocity: 0, isCancel: true, into: &effects)
  }

  /// The drop is over (its spring settled, a new press, the rows changed): the snapshot
  /// goes, the row shows again.
  mutating func finishDrop() {
    reorder.state = .idle
    settleLiftedRow()
  }

  /// The lifted row is back in its slot: the snapshot goes, the row shows again.
  mutating func settleLiftedRow() {
    if let lifted = liftedRow, let index = index(of: lifted.id) { rows[index].isLifted = false }
    liftedRow = nil
  }

  /// Moves the item at `from` to index `to` in the rows and the model (the effect), the rows
  /// it passes sliding to their new places on `spring`, from where they are shown: one
  /// height of the moved row away. A drag's slot change and an accessibility move alike.
  mutating func moveItem(
    from: Int, to: Int, on spring: SpringParameters, into effects: inout [Effect]
  ) {
    let height = layout.height(of: from)
    rows.insert(rows.remove(at: from), at: to)
    _ = layout.move(from: from, to: to)
    effects.append(.move(from: from, to: to))
    let passed = to > from ? from..<to : to + 1..<from + 1
    let animation = motion.animation(on: spring, from: to > from ? height : -height, to: 0)
    for index in passed { addShift(animation, toRowAt: index) }
  }

  /// A row left the list while a row is lifted or dropping: the lift's indices follow the
  /// rows, a drop finishes at once.
  mutating func reorderRowRemoved(at removed: Int) {
    switch reorder.state {
    case .idle:
      break
    case .lifted(var lift):
      if removed < lift.index { lift.index -= 1 }
      if removed < lift.originalIndex { lift.originalIndex -= 1 }
      reorder.state = .lifted(lift)
    case .dropping:
      finishDrop()
    }
  }
}
