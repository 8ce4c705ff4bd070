extension SwipeActionsStore: Interaction {
  /// Handles one event, appending the effects the host applies, in order; the presentation
  /// (``rows``) is up to date when it returns.
  ///
  /// Every event is accepted in every state; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .tick(let time):
      advanceClock(to: time)
      frame(into: &effects)
    case .insert(let id, let swipe):
      insert(id, swipe, into: &effects)
    case .remove(let id):
      guard let index = index(of: id) else { break }
      rows.remove(at: index)
      routeWithoutEffects(.remove(id))
    case .reset(let id):
      guard let index = index(of: id) else { break }
      putAtRest(rowAt: index, into: &effects) { .close(animated: false) }
    case .touchDown(let id, let time):
      advanceClock(to: time)
      touchCount += 1
      closeRows(touchedElsewhereThan: id, into: &effects)
      if let id, let index = index(of: id), catchSpring(ofRowAt: index, into: &effects) {
        rows[index].isCaught = true
      }
    case .touchUp(let time):
      advanceClock(to: time)
      touchCount = max(0, touchCount - 1)
    case .drag(let id, let drag, let time):
      advanceClock(to: time)
      self.drag(drag.withinLimits, onRow: id, into: &effects)
    case .tap(let id, let location, let time):
      advanceClock(to: time)
      tap(at: location, onRow: id, into: &effects)
    case .tapAction(let id, let side, let index, let time):
      advanceClock(to: time)
      guard let row = self.index(of: id), let swipe = group[id], !swipe.isDismissedOrSlidingOff
      else { break }
      closeRows(touchedElsewhereThan: id, into: &effects)
      interruptSpring(ofRowAt: row, into: &effects)
      route(.tapAction(side, index: index), toRowAt: row, animated: true, into: &effects)
    case .open(let id, let side, let animated, let time):
      advanceClock(to: time)
      guard let index = index(of: id) else { break }
      // The group closes the others: each goes from where it is shown.
      for other in rows.indices { interruptSpring(ofRowAt: other, into: &effects) }
      route(.open(side, animated: animated), toRowAt: index, animated: animated, into: &effects)
    case .close(let id, let animated, let time):
      advanceClock(to: time)
      guard let index = index(of: id) else { break }
      interruptSpring(ofRowAt: index, into: &effects)
      route(.close(animated: animated), toRowAt: index, animated: animated, into: &effects)
    case .closeAll(let animated, let time):
      advanceClock(to: time)
      for index in rows.indices { interruptSpring(ofRowAt: index, into: &effects) }
      routeGroup(.closeAll(animated: animated), animated: animated, into: &effects)
    case .scrolled(let time):
      advanceClock(to: time)
      closeRows(touchedElsewhereThan: nil, into: &effects)
    case .actionAnswered(let id, let completed, let time):
      advanceClock(to: time)
      answer(rowID: id, completed: completed, into: &effects)
    case .resize(let id, let size):
      guard let index = index(of: id) else { break }
      // A spring towards an open or closed rest goes on from where it is to the new rest.
      interruptSpring(ofRowAt: index, into: &effects)
      route(.resize(size), toRowAt: index, animated: true, into: &effects)
    case .setActions(let id, let leading, let trailing):
      guard let index = index(of: id) else { break }
      if let row = group[id], row.leading.isSame(as: leading), row.trailing.isSame(as: trailing) { break }
      putAtRest(rowAt: index, into: &effects) { .setActions(leading: leading, trailing: trailing) }
    case .setLayoutDirection(let id, let direction):
      guard let index = index(of: id) else { break }
      putAtRest(rowAt: index, into: &effects) { .setLayoutDirection(direction) }
    case .cancel(let time):
      advanceClock(to: time)
      touchCount = 0
      for index in rows.indices {
        if case .tracking = group[rows[index].id]?.state {
          route(.drag(.cancelled), toRowAt: index, animated: true, into: &effects)
        }
      }
    }
    releaseStoppedRows(into: &effects)
  }

  // MARK: Time

  /// Takes a new time: never backwards, never one that is not a time (``InputLimits/isTime(_:)``).
  mutating func advanceClock(to newTime: Double) {
    if InputLimits.isTime(newTime), newTime > time { time = newTime }
  }

  /// A display frame: every spring advances; a content spring that came to rest tells its
  /// row.
  mutating func frame(into effects: inout [Effect]) {
    var index = 0
    while index < rows.count {
      let moved = rows[index].expansionMotion != nil || rows[index].offsetMotion != nil
      if let motion = rows[index].expansionMotion {
        if Self.isSettled(motion, at: time) {
          rows[index].expansionMotion = nil
          rows[index].expansion = motion.animation.to
          if motion.animation.to == 0 { rows[index].expandedSide = nil }
        } else {
          rows[index].expansion = min(max(motion.value(at: time), 0), 1)
        }
      }
      if let motion = rows[index].offsetMotion {
        if motion.isSettled(at: time) {
          rows[index].offsetMotion = nil
          rows[index].offset = motion.animation.to
          route(.animationFinished, toRowAt: index, animated: true, into: &effects)
        } else {
          rows[index].offset = motion.value(at: time)
        }
      }
      if moved { layOut(rowAt: index) }
      index += 1
    }
  }

  /// Whether an expansion (0 to 1) has come to rest: a thousandth of the way, where the
  /// spring's default tolerance (0.01) would leave a visible step on a wide button.
  static func isSettled(_ motion: Motion, at time: Double) -> Bool {
    motion.animation.isSettled(
      at: motion.elapsed(at: time), positionTolerance: 0.001, velocityTolerance: 0.01)
  }

  // MARK: Springs

  /// Stops a row's spring where it is shown now and tells the row, so that what follows
  /// (a drag, a tap, a close, a resize) starts from there. A spring that has already come to
  /// rest finishes instead; a slide off-screen is never stopped half-way. Returns whether
  /// the row is now stopped.
  @discardableResult
  mutating func interruptSpring(ofRowAt index: Int, into effects: inout [Effect]) -> Bool {
    guard let motion = rows[index].offsetMotion, let swipe = group[rows[index].id],
      case .settling = swipe.state, !swipe.isDismissedOrSlidingOff
    else { return false }
    rows[index].offsetMotion = nil
    if motion.isSettled(at: time) {
      rows[index].offset = motion.animation.to
      route(.animationFinished, toRowAt: index, animated: true, into: &effects)
      return false
    }
    rows[index].offset = motion.value(at: time)
    route(
      .animationInterrupted(elapsed: motion.elapsed(at: time)), toRowAt: index, animated: true,
      into: &effects)
    if case .stopped = group[rows[index].id]?.state { return true }
    return false
  }

  /// A finger landed on a row: its spring stops where it is. Returns whether it was moving.
  mutating func catchSpring(ofRowAt index: Int, into effects: inout [Effect]) -> Bool {
    interruptSpring(ofRowAt: index, into: &effects)
  }

  /// Lets stopped content go on to its rest once no finger holds it: a finger that lifted
  /// without dragging, or a stop no drag followed. (A cancelled drag is the row's signal to
  /// resume, with the velocity its spring had when it stopped.)
  mutating func releaseStoppedRows(into effects: inout [Effect]) {
    for index in rows.indices {
      if touchCount == 0 { rows[index].isCaught = false }
      guard !rows[index].isCaught, case .stopped = group[rows[index].id]?.state else { continue }
      route(.drag(.cancelled), toRowAt: index, animated: true, into: &effects)
    }
  }

  // MARK: Gestures

  mutating func drag(_ drag: DragEvent, onRow id: Int, into effects: inout [Effect]) {
    guard let index = index(of: id), let swipe = group[id] else { return }
    if swipe.isDismissedOrSlidingOff { return }  // Off-screen: nothing to grab.
    if HorizontalTracking.beganTranslation(drag) != nil {
      // The group closes the others as the drag begins: each from where it is shown, and
      // this row's content is picked up where it is.
      for other in rows.indices { interruptSpring(ofRowAt: other, into: &effects) }
      rows[index].isCaught = false
    }
    route(.drag(drag), toRowAt: index, animated: true, into: &effects)
  }

  /// A tap: on an uncovered button, its action; elsewhere on an open row, a close.
  mutating func tap(at location: Point, onRow id: Int?, into effects: inout [Effect]) {
    closeRows(touchedElsewhereThan: id, into: &effects)
    guard let id, let index = index(of: id), let swipe = group[id],
      !swipe.isDismissedOrSlidingOff, location.isFinite
    else { return }
    interruptSpring(ofRowAt: index, into: &effects)
    let event: SwipeActions.Event
    if let hit = button(at: location, inRowAt: index) {
      event = .tapAction(hit.side, index: hit.index)
    } else {
      event = .tapContent
    }
    route(event, toRowAt: index, animated: true, into: &effects)
  }

  /// The uncovered button under a point in the row's coordinates, if any.
  func button(at location: Point, inRowAt index: Int) -> (side: SwipeActions.Side, index: Int)? {
    let row = rows[index]
    guard let side = row.revealedSide, let swipe = group[row.id] else { return nil }
    // Only where the content has moved away: buttons the reveal style lays out under the
    // content are not there to tap.
    let uncovered = swipe.layout(side).uncoveredWidth(atOffset: row.offset)
    let width = swipe.containerSize.width
    let isUncovered =
      swipe.layout(side).isAtLeftEdge ? location.x < uncovered : location.x >= width - uncovered
    guard isUncovered else { return nil }
    let frames = side == .leading ? row.leadingFrames : row.trailingFrames
    for button in frames.indices where frames[button].contains(location) {
      return (side, button)
    }
    return nil
  }

  /// Closes every row a touch outside it closes (see ``Row``): open, or moving not
  /// off-screen, and not held or dragged; each from where it is shown.
  mutating func closeRows(touchedElsewhereThan id: Int?, into effects: inout [Effect]) {
    for index in rows.indices where rows[index].id != id {
      guard let swipe = group[rows[index].id], rows[index].closesOnTouchElsewhere(swipe) else {
        continue
      }
      interruptSpring(ofRowAt: index, into: &effects)
      route(.close(animated: true), toRowAt: index, animated: true, into: &effects)
    }
  }

  // MARK: The app

  mutating func insert(_ id: Int, _ swipe: SwipeActions, into effects: inout [Effect]) {
    if let index = index(of: id) {
      putAtRest(rowAt: index, into: &effects) { .close(animated: false) }
      routeWithoutEffects(.insert(id, swipe))
      layOut(rowAt: index)
      return
    }
    routeWithoutEffects(.insert(id, swipe))
    rows.append(Row(id: id))
    layOut(rowAt: rows.count - 1)
  }

  /// Puts a row at rest closed at once, then hands it `event` (a close, new actions, a new
  /// direction), whatever it was doing.
  mutating func putAtRest(
    rowAt index: Int, into effects: inout [Effect], then event: () -> SwipeActions.Event
  ) {
    rows[index].offsetMotion = nil
    rows[index].isCaught = false
    rows[index].dismissal = nil
    route(.close(animated: false), toRowAt: index, animated: false, into: &effects)
    route(event(), toRowAt: index, animated: false, into: &effects)
  }

  /// The app answered the oldest handler of a row.
  mutating func answer(rowID id: Int, completed: Bool, into effects: inout [Effect]) {
    guard let index = index(of: id), !rows[index].awaitedAnswers.isEmpty else { return }
    let dismisses = rows[index].awaitedAnswers.removeFirst()
    guard dismisses, rows[index].dismissal == .awaitingAnswer else { return }
    if completed {
      rows[index].dismissal = .completed
      announceDismissal(ofRowAt: index, into: &effects)
    } else {
      // Declined: the content comes back, once it has arrived off-screen if it is still on
      // its way (a slide is not stopped half-way).
      rows[index].dismissal = nil
      route(.close(animated: true), toRowAt: index, animated: true, into: &effects)
    }
  }

  /// Tells the host a completed dismissal is off-screen, once.
  mutating func announceDismissal(ofRowAt index: Int, into effects: inout [Effect]) {
    guard rows[index].dismissal == .completed,
      case .dismissed(let side) = group[rows[index].id]?.state
    else { return }
    rows[index].dismissal = .announced
    effects.append(.dismissed(rowID: rows[index].id, side: side))
  }
}
