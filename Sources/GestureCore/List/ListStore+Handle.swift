extension ListStore {
  /// Handles one event, appending the effects the host applies, in order; the presentation
  /// (``rows``, ``liftedRow``, ``placeholder``) is up to date when it returns.
  ///
  /// Every event is accepted in every state; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .tick(let time):
      advanceClock(to: time)
      frame(into: &effects)
    case .touchDown(let location, let time):
      advanceClock(to: time)
      catchRow(atY: location.y, into: &effects)
    case .swipe(let drag, let time):
      advanceClock(to: time)
      swipe(drag.withinLimits, into: &effects)
    case .longPress(let drag, let time):
      advanceClock(to: time)
      longPress(drag.withinLimits, into: &effects)
    case .pinch(let pinch, let time):
      advanceClock(to: time)
      self.pinch(pinch, into: &effects)
    case .viewportChanged(let viewport):
      self.viewport = viewport.normalized
      refollowLift(into: &effects)
    case .resize(width: let width):
      guard width.isFinite, width >= 0 else { break }
      rowWidth = width
      for index in rows.indices {
        rows[index].swipe.resize(to: width, into: &effects)
        askToDelete(ifDismissedAt: index, into: &effects)
      }
    case .deleteDeferred(let id):
      deferDelete(id: id)
    case .deleteAnswered(let id, let removed), .deferredDeleteAnswered(let id, let removed):
      if case .deferredDeleteAnswered = event {
        guard let index = index(of: id), rows[index].deleteIsDeferred else { break }
      } else if let index = index(of: id), rows[index].deleteIsDeferred {
        break  // A deferred delete takes only its late answer.
      }
      let byAction = deleteByAction?.rowID == id ? deleteByAction : nil
      if byAction != nil { deleteByAction = nil }
      let removedIndex = index(of: id)
      let wasAwaited = removedIndex.map { rows[$0].awaitsDeleteAnswer } ?? false
      answerDelete(id: id, removed: removed, into: &effects)
      // Announced once the row is gone (a row kept changed nothing to say).
      if byAction != nil, removed, wasAwaited, let removedIndex {
        announceDeletion(removedAt: removedIndex, into: &effects)
      }
    case .insertAnswered(let id):
      answerInsert(id: id, into: &effects)
    case .rowsChanged(let data):
      replaceRows(with: data, into: &effects)
      // An app may answer a delete with the rows without it.
      if let byAction = deleteByAction, index(of: byAction.rowID) == nil {
        deleteByAction = nil
        announceDeletion(removedAt: byAction.index, into: &effects)
      }
    case .layoutChanged(let layout, let viewport):
      adoptLayout(layout, viewport: viewport, into: &effects)
    case .layoutDirectionChanged(let direction):
      configuration.layoutDirection = direction
      for index in rows.indices { refreshLayoutDirection(ofRowAt: index) }
    case .commit(let action, let id):
      commit(action, rowID: id, into: &effects)
    case .moveRow(let id, let offset):
      moveRow(id: id, by: offset, into: &effects)
    case .perform(let action, let id):
      perform(action, rowID: id, into: &effects)
    case .reduceMotionChanged(let reduces):
      motion.reducesMotion = reduces
      for index in rows.indices { rows[index].swipe.motion = motion }
    case .completionChanged(let id, let isCompleted):
      if let index = index(of: id) { rows[index].isCompleted = isCompleted }
    case .cancel:
      releaseSwipe(into: &effects)
      longPress(.cancelled, into: &effects)
      pinch(.cancelled, into: &effects)
    }
    updateScrolling(into: &effects)
  }

  // MARK: Time

  /// Takes a new time: never backwards, never one that is not a time (``InputLimits/isTime(_:)``).
  mutating func advanceClock(to newTime: Double) {
    if InputLimits.isTime(newTime), newTime > time { time = newTime }
  }

  /// A display frame: auto-scroll, then every spring in flight.
  mutating func frame(into effects: inout [Effect]) {
    if case .lifted(var lift) = reorder.state {
      autoScroll(&lift, into: &effects)
      reorder.state = .lifted(lift)
    }
    for index in rows.indices {
      if let motion = rows[index].shiftMotion {
        if motion.isSettled(at: time) {
          rows[index].shiftMotion = nil
          rows[index].shift = motion.animation.to
        } else {
          rows[index].shift = motion.value(at: time)
        }
      }
      if rows[index].swipe.isSettling {
        rows[index].swipe.advance(to: time)
        askToDelete(ifDismissedAt: index, into: &effects)
      }
    }
    if var lifted = liftedRow, let drop = lifted.drop ?? orphanDrop {
      let top = drop.value(at: time)
      let from = drop.animation.from
      let to = drop.animation.to
      let progress = to == from ? 1 : min(1, max(0, (top - from) / (to - from)))
      lifted.top = top
      lifted.scale = lifted.liftScale + (1 - lifted.liftScale) * progress
      lifted.alpha = lifted.liftAlpha + (1 - lifted.liftAlpha) * progress
      liftedRow = lifted
      if drop.isSettled(at: time) {
        if orphanDrop != nil {
          orphanDrop = nil
          settleLiftedRow()
        } else {
          finishDrop()
        }
      }
    }
    if var shown = placeholder, let motion = shown.motion {
      // A spring back released while the fingers spread swings out first: the placeholder
      // stops at its full height, as it does while the gap opens.
      shown.scale = min(1, max(0, motion.value(at: time)))
      placeholder = shown
    }
    switch pinchToInsert.state {
    case .springingBack, .inserting:
      let placeholderMoving = placeholder?.motion.map { !$0.isSettled(at: time) } ?? false
      if !placeholderMoving, !rows.contains(where: { $0.shiftMotion != nil }) {
        finishPinch()
      }
    case .idle, .opening:
      break
    }
  }

  // MARK: Swipe to commit

  /// A finger landed: a row sliding off-screen under it arrives at once (and is handed to the
  /// app). A row springing back keeps going: the store hears of no touch-up, so a row stopped
  /// for a touch that never becomes a swipe (a tap) would stay half-open; a swipe that
  /// begins on it catches it where it is (``swipe(_:into:)``).
  mutating func catchRow(atY y: Double, into effects: inout [Effect]) {
    guard let index = rowIndex(atY: y) else { return }
    rows[index].swipe.catchSlide()
    askToDelete(ifDismissedAt: index, into: &effects)
  }

  mutating func swipe(_ drag: DragEvent, into effects: inout [Effect]) {
    if case .began(let location, let translation) = drag {
      // A swipe began while another drives a row (two recognizers, or one that never
      // reported its end): that row lets go, as for a cancel, rather than stay mid-drag.
      releaseSwipe(into: &effects)
      let startY = location.y - translation.dy
      guard drag.isFinite, allowsSwipe(startingAtY: startY), let index = rowIndex(atY: startY)
      else { return }
      rows[index].swipe.catchSlide()
      askToDelete(ifDismissedAt: index, into: &effects)
      guard !rows[index].awaitsDeleteAnswer else { return }  // It was sliding off: now gone.
      refreshLayoutDirection(ofRowAt: index)
      activeSwipeID = rows[index].id
      rows[index].swipe.drag(drag, at: time, into: &effects)
      return
    }
    guard let id = activeSwipeID, let index = index(of: id) else { return }
    switch drag {
    case .began, .changed: if !drag.isFinite { activeSwipeID = nil }
    case .ended, .cancelled: activeSwipeID = nil
    }
    rows[index].swipe.drag(drag, at: time, into: &effects)
    askToDelete(ifDismissedAt: index, into: &effects)
  }

  /// The row the current swipe drives lets go, as for a cancel: it springs back.
  mutating func releaseSwipe(into effects: inout [Effect]) {
    if let id = activeSwipeID, let index = index(of: id) {
      rows[index].swipe.drag(.cancelled, at: time, into: &effects)
    }
    activeSwipeID = nil
  }

  /// A row that arrived off-screen is handed to the app at once, whatever brought it there.
  mutating func askToDelete(ifDismissedAt index: Int, into effects: inout [Effect]) {
    guard case .dismissed = rows[index].swipe.state, !rows[index].awaitsDeleteAnswer else { return }
    rows[index].awaitsDeleteAnswer = true
    if activeSwipeID == rows[index].id { activeSwipeID = nil }
    effects.append(.delete(rowID: rows[index].id))
  }

  /// The app will answer the delete of this row later: it stays pending.
  mutating func deferDelete(id: Int) {
    guard let index = index(of: id), rows[index].awaitsDeleteAnswer else { return }
    rows[index].deleteIsDeferred = true
  }

  /// The app removed the row it was asked to delete, or kept it.
  mutating func answerDelete(id: Int, removed: Bool, into effects: inout [Effect]) {
    guard let index = index(of: id), rows[index].awaitsDeleteAnswer else { return }
    rows[index].awaitsDeleteAnswer = false
    rows[index].deleteIsDeferred = false
    if removed {
      removeRow(at: index)
      return
    }
    // The app kept the item: the content slides back with the swipe's own spring.
    let spring = configuration.swipeToCommit?.spring ?? SwipeToCommit.Configuration.default.spring
    rows[index].swipe.returnHome(on: spring, at: time)
  }

  /// Removes a row from the list: the rows below close its gap with the removal spring.
  mutating func removeRow(at index: Int) {
    let height = layout.height(of: index)
    if activeSwipeID == rows[index].id { activeSwipeID = nil }
    rows.remove(at: index)
    _ = layout.remove(at: index)
    // An insert the app has not answered yet moves up with its gap (see `Effect.insert`).
    if var pending = pendingInsert, index < pending.index {
      pending.index -= 1
      pendingInsert = pending
    }
    reorderRowRemoved(at: index)
    closePinch()
    if let spring = configuration.removalSpring, height > 0 {
      let animation = motion.animation(on: spring, from: height, to: 0)
      for below in index..<rows.count { addShift(animation, toRowAt: below) }
    }
  }

  /// Starts a shift spring from where the row is shown now (it may still be moving).
  mutating func addShift(_ animation: SpringAnimation, toRowAt index: Int) {
    let shown = rows[index].shift
    rows[index].shiftMotion = Motion(animation, start: time).moved(from: shown)
    rows[index].shift = animation.from + shown
  }
}
