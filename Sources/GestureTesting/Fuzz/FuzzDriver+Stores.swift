import GestureCore

// The other host layers under fuzzing, each run by its simulated host and app with its
// `ContractChecker` (and the others' checkers) attached:
//
// - a `SwipeActionsStore` over a group of four rows (`SimulatedSwipeApp`, 390 × 64 pt
//   rows stacked from y = 0, id `k` at y = 64 k): every accepted touch is a
//   touch-down on the row under it (or outside every row) and a touch-up when it ends;
//   the pan drives the row it began on when the store claims the stroke; taps tap;
//   the stream's swipe-action calls open, close, tap actions, resize, reuse, remove and
//   add rows, scroll, touch outside, and make the app answer late or decline;
// - a `BackSwipeStore` three screens deep (`Simulation`, the frames animator,
//   or UIKit's percent-driven transition when the header's bit 4 is set): the pan swipes
//   back when the store says it may begin; host calls push, pop, change the context
//   (depth, a transition, the opt-out, direction, width) mid-swipe, make the host fail to
//   start a pop, report the completion late, switch the animator;
// - a `DraggableStore` (`SimulatedFloatingView`, the driver's floating view): every
//   touch is reported, the pan drags the view when a finger landed on it (a finger
//   catches the springing view, or lands on a stashed view's tab), the pinch resizes it and
//   the double tap cycles its sizes when a finger landed on it; host calls resize the
//   container or the view, raise a keyboard, change the anchors, stashing, resizing and
//   Reduce Motion, step the size, mid-drag and mid-spring;
// - `ClosureGestures/standard` (a `Simulation` on the driver's arena), told every state
//   change of the arena's recognizers (the standard set is its set), with handlers removed
//   and added mid-gesture.
//
// Between events each simulation gets frames while its store needs them, at 60 Hz, as a
// display link does. After every step of the driver: each simulation's contract checks,
// and **liveness**: when no finger is down (none in the arena, no drag sent directly and
// not ended), a fork of each simulation whose store needs frames or an answer gets every
// answer and frames until its store needs none (at most 10 s) and must then be at rest,
// showing exactly its model (every row closed or open at its offset and the rows exactly
// the app's views; the top screen in place; the view at rest at its anchor inside the
// allowed area; no closure gesture under way). The fork leaves the stream's timeline
// alone, so the next step can land mid-spring.
extension FuzzDriver {
  /// The stores a drag drives: a swipe-action row, the back swipe, the floating view.
  struct Driven {
    var row: Int?
    var backSwipe = false
    var view = false
    /// The floating view's pinch (a pan drives the other three).
    var viewPinch = false
  }

  /// Whether a finger or a drag sent directly holds one of the stores.
  var storesAreHeld: Bool {
    swipeReader.draggedRowID != nil || panDrives.backSwipe || panDrives.view || panDrives.viewPinch
      || direct.row != nil
      || direct.backSwipe || direct.view || rowTouches.contains(true) || viewTouches.contains(true)
  }

  // MARK: Time

  /// Frames up to the clock while each store needs them; then each host's clock is the driver's.
  func catchUpStores() {
    guard storesAreActive else { return }
    guard clock <= InputLimits.time else {
      storesAreActive = false
      return
    }
    swipeActions.frames(until: clock)
    backSwipe.frames(until: clock)
    draggable.frames(until: clock)
  }

  /// A display frame now, for every store (a frame early, or one more than needed).
  func tickStores() {
    guard storesAreActive else { return }
    swipeActions.send(.tick(time: swipeActions.time))
    backSwipe.send(.tick(time: backSwipe.time))
    draggable.send(.tick(time: draggable.time))
  }

  // MARK: Fingers

  /// The swipe-action row under a point of the container, if the store has it.
  func row(at point: Point) -> Int? {
    guard point.y.isFinite, point.y >= 0 else { return nil }
    let slot = point.y / Self.rowHeight
    guard slot < Double(Self.rowSlots) else { return nil }
    let id = Int(slot)
    return swipeActions.app.ids.contains(id) ? id : nil
  }

  /// The swipe-action row under a point of the container, with its frame there.
  func rowFrame(at point: Point) -> SwipeActionsStore.RowFrame? {
    row(at: point).map {
      ($0, Rect(x: 0, y: Double($0) * Self.rowHeight, width: Self.screen.width, height: Self.rowHeight))
    }
  }

  /// A touch the arena accepted came down at `location`.
  func touchDown(_ id: Int, at location: Point) {
    guard storesAreActive else { return }
    if !rowTouches[id] {
      rowTouches[id] = true
      swipeActions.send(.touchDown(rowID: row(at: location), time: swipeActions.time))
    }
    if !viewTouches[id] {
      viewTouches[id] = true
      touchesOnView[id] = draggable.store.frame.contains(location)
      draggable.send(.touchDown(TouchID(id), at: location, time: draggable.time))
    }
  }

  /// A touch the arena accepted lifted or was cancelled.
  func touchUp(_ id: Int) {
    guard storesAreActive else { return }
    if rowTouches[id] {
      rowTouches[id] = false
      swipeActions.send(.touchUp(time: swipeActions.time))
    }
    if viewTouches[id] {
      viewTouches[id] = false
      touchesOnView[id] = false
      draggable.send(.touchUp(TouchID(id), time: draggable.time))
    }
  }

  /// Every touch the stores were told of lifts (the arena let them all go).
  func liftAll() {
    for id in rowTouches.indices where rowTouches[id] || viewTouches[id] { touchUp(id) }
  }

  /// A phase of the arena's pan, to each store whose view it began on.
  func panned(_ drag: DragEvent) {
    guard storesAreActive else { return }
    var stroke = Vector.zero
    if case .began(let location, let translation) = drag {
      endPan()
      stroke = translation
      panDrives.backSwipe = backSwipe.store.shouldBegin(
        backSwipe.store.configuration.isFullScreen ? .fullScreen : .edge,
        start: location - translation, stroke: translation)
      panDrives.view = touchesOnView.contains(true) && !direct.view
    }
    if let id = swipeReader.draggedRowID, !swipeActions.app.ids.contains(id) {
      swipeReader.endDrag()  // The view is gone, and its recognizer with it.
    }
    let rowDrag = swipeReader.event(for: drag, time: swipeActions.time) { start in
      // The row the store claims the stroke on; a view a drag sent directly holds takes no
      // pan (its recognizer is busy).
      guard let hit = rowFrame(at: start), hit.id != direct.row,
        swipeActions.store.claims(stroke: stroke, onRow: hit.id)
      else { return nil }
      return hit
    }
    if let rowDrag { swipeActions.send(rowDrag) }
    if panDrives.backSwipe { backSwipe.drag(drag) }
    if panDrives.view { draggable.send(.drag(drag, time: draggable.time)) }
    if drag.ends {
      swipeReader.endDrag()
      panDrives = Driven(viewPinch: panDrives.viewPinch)
    }
  }

  /// Ends a pan still driving a store (a `began` that follows one without an end).
  private func endPan() {
    panDrives.row = swipeReader.draggedRowID
    cancel(&panDrives)
    swipeReader.endDrag()
  }

  /// Cancels the drags `driven` holds, and forgets them.
  private func cancel(_ driven: inout Driven) {
    if let id = driven.row, swipeActions.app.ids.contains(id) {
      swipeActions.send(.drag(rowID: id, .cancelled, time: swipeActions.time))
    }
    if driven.backSwipe { backSwipe.drag(.cancelled) }
    if driven.view { draggable.send(.drag(.cancelled, time: draggable.time)) }
    if driven.viewPinch { draggable.send(.pinch(.cancelled, time: draggable.time)) }
    driven = Driven()
  }

  /// A phase of the arena's pinch, to the floating view when it began with a finger on it,
  /// as the view's own pinch recognizer would see it.
  func pinched(_ change: StateChange) {
    guard storesAreActive, let pinch = DraggableStore.pinch(state: change.state, value: change.value)
    else { return }
    switch pinch {
    case .began:
      if panDrives.viewPinch { draggable.send(.pinch(.cancelled, time: draggable.time)) }
      panDrives.viewPinch = touchesOnView.contains(true) && pinch.isFinite
    case .changed, .ended, .cancelled:
      break
    }
    guard panDrives.viewPinch else { return }
    draggable.send(.pinch(pinch.isFinite ? pinch : .cancelled, time: draggable.time))
    switch pinch {
    case .ended, .cancelled: panDrives.viewPinch = false
    case .began, .changed: panDrives.viewPinch = pinch.isFinite
    }
  }

  /// The arena's double tap, at `location`: on the floating view, a step through its sizes.
  func doubleTapped(at location: Point) {
    guard storesAreActive, draggable.store.frame.contains(location) else { return }
    draggable.send(.stepSize(.cycle, time: draggable.time))
  }

  /// The arena's tap, at `location` in the container.
  func tapped(at location: Point) {
    guard storesAreActive else { return }
    swipeActions.send(
      SwipeActionsStore.Reader.event(
        forTapAt: location, time: swipeActions.time, rowAt: rowFrame(at:)))
  }

  // MARK: Rest

  /// The host ends what it holds, every answer comes, and frames run until no store needs
  /// them; then each store must be at rest, on the stream's own timeline. The clock moves
  /// on to the frames' end.
  func settleStores() {
    catchUpStores()
    guard storesAreActive else { return }
    endPan()
    cancel(&direct)
    liftAll()
    swipeActions.app.answersLater = false
    swipeActions.answerPendingActions()
    swipeActions.settle(limit: 10)
    backSwipe.settle()
    draggable.settle(limit: 10)
    clock = max(clock, swipeActions.time, backSwipe.time, draggable.time)
  }

  /// A line about each store's state, for ``FuzzDriver/log``.
  func logStores() {
    guard let log else { return }
    let rows = swipeActions.store.rows.map { "\($0.id): \($0.offset)" }
    log(
      "    stores: rows at \(swipeActions.time) s \(rows), frames \(swipeActions.store.needsFrames), "
        + "pending \(swipeActions.app.pending); back swipe at \(backSwipe.time) s \(backSwipe.store.phase) "
        + "\(backSwipe.store.progress), frames \(backSwipe.store.needsFrames), transition "
        + "\(backSwipe.app.isTransitionRunning); view at \(draggable.time) s \(draggable.store.phase) "
        + "\(draggable.store.frame); holding \(storesAreHeld)")
  }

  /// Liveness, when no finger is down (none in the arena, none held here): each store run
  /// to rest on a fork.
  func checkStoresLiveness() {
    guard storesAreActive, arena.activeTouchCount == 0, !storesAreHeld else { return }
    let swipeProblems = swipeActions.settlingProblems { future in
      future.app.answersLater = false
      future.answerPendingActions()
    }
    for problem in swipeProblems { record("swipeActionsStore.liveness", problem) }
    for problem in backSwipe.settlingProblems() { record("backSwipeStore.liveness", problem) }
    for problem in draggable.settlingProblems() { record("draggableStore.liveness", problem) }
    if closures.problems.isEmpty, !closures.store.isAtRest {
      let active = closures.store.members.filter(\.isActive).map(\.name)
      record("closureGestures.liveness", "no finger down, and \(active) still under way")
    }
  }

  /// Records what the simulations found on the stream's timeline as violations
  /// (`<store>.simulation`; liveness is recorded as found), and forgets it.
  func recordStoreProblems() {
    for problem in swipeActions.problems { record("swipeActionsStore.simulation", problem) }
    for problem in backSwipe.problems { record("backSwipeStore.simulation", problem) }
    for problem in draggable.problems { record("draggableStore.simulation", problem) }
    for problem in closures.problems { record("closureGestures.contract", problem) }
    clearStoreProblems()
  }

  /// Forgets what the stores' simulations found.
  func clearStoreProblems() {
    swipeActions.clearProblems()
    backSwipe.clearProblems()
    draggable.clearProblems()
    closures.clearProblems()
  }
}
