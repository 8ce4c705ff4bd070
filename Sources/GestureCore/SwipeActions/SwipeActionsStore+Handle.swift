extension SwipeActionsStore {
  /// Handles one event, appending the effects the host applies, in order; the presentation
  /// (``rows``) is up to date when it returns.
  ///
  /// Every event is accepted in every state; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .tick(let time):
      advanceClock(to: time)
      for index in rows.indices where rows[index].advance(into: &effects) {
        rows[index].finishStep(into: &effects)
      }
    case .insert(let id, var row):
      row.id = id
      row.time = time
      row.motion = motion
      if let index = index(of: id) {
        putAtRest(rowAt: index, into: &effects)
        row.awaitedAnswers = rows[index].awaitedAnswers
        rows[index] = row
      } else {
        rows.append(row)
      }
    case .remove(let id):
      guard let index = index(of: id) else { break }
      rows.remove(at: index)
    case .reset(let id):
      guard let index = index(of: id) else { break }
      putAtRest(rowAt: index, into: &effects)
    case .touchDown(let id, let time):
      advanceClock(to: time)
      touchCount += 1
      closeRows(touchedElsewhereThan: id, into: &effects)
      if let id, let index = index(of: id), stopSpring(ofRowAt: index, into: &effects) {
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
    case .tapAction(let id, let side, let button, let time):
      advanceClock(to: time)
      guard let index = index(of: id), !rows[index].isDismissedOrSlidingOff else { break }
      closeRows(touchedElsewhereThan: id, into: &effects)
      stopSpring(ofRowAt: index, into: &effects)
      rows[index].tap(side, index: button, into: &effects)
      rows[index].finishStep(into: &effects)
    case .performAction(let id, let side, let button, let time):
      advanceClock(to: time)
      performOffered(side, index: button, onRow: id, into: &effects)
    case .presentActions(let id, let time):
      advanceClock(to: time)
      presentOffered(onRow: id, into: &effects)
    case .open(let id, let side, let animated, let time):
      advanceClock(to: time)
      guard let index = index(of: id) else { break }
      // The others close, each from where it is drawn.
      for other in rows.indices { stopSpring(ofRowAt: other, into: &effects) }
      closeOpenRows(except: index, into: &effects)
      rows[index].request(.open(side), animated: animated, into: &effects)
      rows[index].finishStep(into: &effects)
    case .close(let id, let animated, let time):
      advanceClock(to: time)
      guard let index = index(of: id) else { break }
      stopSpring(ofRowAt: index, into: &effects)
      rows[index].request(.closed, animated: animated, into: &effects)
      rows[index].finishStep(into: &effects)
    case .closeAll(let animated, let time):
      advanceClock(to: time)
      for index in rows.indices { stopSpring(ofRowAt: index, into: &effects) }
      for index in rows.indices where !rows[index].isClosed {
        rows[index].request(.closed, animated: animated, into: &effects)
        rows[index].finishStep(into: &effects)
      }
    case .reduceMotionChanged(let reduces):
      motion.reducesMotion = reduces
      for index in rows.indices { rows[index].motion = motion }
    case .scrolled(let time):
      advanceClock(to: time)
      closeRows(touchedElsewhereThan: nil, into: &effects)
    case .actionAnswered(let id, let completed, let time):
      advanceClock(to: time)
      guard let index = index(of: id) else { break }
      rows[index].answer(completed: completed, into: &effects)
      rows[index].finishStep(into: &effects)
    case .resize(let id, let size):
      guard let index = index(of: id) else { break }
      // A spring towards an open or closed rest goes on from where it is to the new rest.
      stopSpring(ofRowAt: index, into: &effects)
      rows[index].resize(to: size, into: &effects)
      rows[index].finishStep(into: &effects)
    case .setActions(let id, let leading, let trailing):
      guard let index = index(of: id) else { break }
      // A row the app took off-screen for good (it completed a destructive full swipe) is
      // gone as far as the user is concerned: configured again, the view shows another item,
      // at rest, as a table view's deleted row never comes back swiped. A row whose handler
      // has not answered yet keeps waiting.
      if rows[index].isDismissalCompleted { putAtRest(rowAt: index, into: &effects) }
      // No actions at all: the view cannot be swiped any more (a cell configured for an item
      // without actions), and the buttons it showed are gone. It is put at rest at once, as
      // removing its swipe actions does; a drag under way is abandoned, an answer still
      // awaited is still accepted.
      if leading.isEmpty && trailing.isEmpty { putAtRest(rowAt: index, into: &effects) }
      guard !rows[index].leading.isSame(as: leading) || !rows[index].trailing.isSame(as: trailing)
      else { break }
      // A spring towards an open or closed rest goes on from where it is to the new rest.
      stopSpring(ofRowAt: index, into: &effects)
      rows[index].replaceActions(leading: leading, trailing: trailing, into: &effects)
      rows[index].finishStep(into: &effects)
    case .setEnabled(let id, let isEnabled):
      guard let index = index(of: id), rows[index].isEnabled != isEnabled else { break }
      rows[index].isEnabled = isEnabled
      // Nothing stays open to tap on a disabled view; a drag is the finger's until it lifts.
      guard !isEnabled, !rows[index].isClosed, !rows[index].isDismissedOrSlidingOff else { break }
      if case .tracking = rows[index].state { break }
      stopSpring(ofRowAt: index, into: &effects)
      rows[index].request(.closed, animated: true, into: &effects)
      rows[index].finishStep(into: &effects)
    case .setLayoutDirection(let id, let direction):
      guard let index = index(of: id) else { break }
      putAtRest(rowAt: index, into: &effects)
      rows[index].reconfigure(direction: direction, into: &effects)
      rows[index].finishStep(into: &effects)
    case .cancel(let time):
      advanceClock(to: time)
      touchCount = 0
      for index in rows.indices {
        if case .tracking(let tracking) = rows[index].state {
          rows[index].cancel(tracking, into: &effects)
          rows[index].finishStep(into: &effects)
        }
      }
    }
    releaseStoppedRows(into: &effects)
  }

  // MARK: Time

  /// Takes a new time: never backwards, never one that is not a time
  /// (``InputLimits/isTime(_:)``); the rows start their springs at it.
  mutating func advanceClock(to newTime: Double) {
    guard InputLimits.isTime(newTime), newTime > time else { return }
    time = newTime
    for index in rows.indices { rows[index].time = newTime }
  }

  // MARK: Springs

  /// Stops a row's spring where it is drawn now (see ``SwipeActionsRow/stopSpring(into:)``).
  /// Returns whether the row is now stopped.
  @discardableResult
  mutating func stopSpring(ofRowAt index: Int, into effects: inout [Effect]) -> Bool {
    guard rows[index].isSettling else { return false }
    let stopped = rows[index].stopSpring(into: &effects)
    rows[index].finishStep(into: &effects)
    return stopped
  }

  /// Lets stopped content go on to its rest once no finger holds it: a finger that lifted
  /// without dragging, or a stop no drag followed, with the velocity its spring had.
  mutating func releaseStoppedRows(into effects: inout [Effect]) {
    for index in rows.indices {
      if touchCount == 0 { rows[index].isCaught = false }
      guard !rows[index].isCaught, case .stopped(let stopped) = rows[index].state else { continue }
      rows[index].resume(stopped, into: &effects)
      rows[index].finishStep(into: &effects)
    }
  }

  // MARK: Gestures

  mutating func drag(_ drag: DragEvent, onRow id: Int, into effects: inout [Effect]) {
    guard let index = index(of: id), !rows[index].isDismissedOrSlidingOff else { return }
    if HorizontalTracking.beganTranslation(drag) != nil {
      // As the drag begins the others close, each from where it is drawn, and this row's
      // content is picked up where it is.
      for other in rows.indices { stopSpring(ofRowAt: other, into: &effects) }
      rows[index].isCaught = false
      closeOpenRows(except: index, into: &effects)
    }
    rows[index].drag(drag, into: &effects)
    rows[index].finishStep(into: &effects)
  }

  /// A tap: on an uncovered button, its action; elsewhere on an open row, a close.
  mutating func tap(at location: Point, onRow id: Int?, into effects: inout [Effect]) {
    closeRows(touchedElsewhereThan: id, into: &effects)
    guard let id, let index = index(of: id), !rows[index].isDismissedOrSlidingOff,
      location.isFinite
    else { return }
    stopSpring(ofRowAt: index, into: &effects)
    if let hit = button(at: location, of: rows[index]) {
      rows[index].tap(hit.side, index: hit.index, into: &effects)
    } else {
      rows[index].tapContent(into: &effects)
    }
    rows[index].finishStep(into: &effects)
  }

  /// The uncovered button under a point in the row's coordinates, if any.
  func button(at location: Point, of row: SwipeActionsRow) -> (side: SwipeActionsRow.Side, index: Int)? {
    guard let side = row.revealedSide else { return nil }
    // Only where the content has moved away: buttons the reveal style lays out under the
    // content are not there to tap.
    let uncovered = row.layout(side).uncoveredWidth(atOffset: row.offset)
    let width = row.containerSize.width
    let isUncovered =
      row.layout(side).isAtLeftEdge ? location.x < uncovered : location.x >= width - uncovered
    guard isUncovered else { return nil }
    let frames = side == .leading ? row.leadingFrames : row.trailingFrames
    for button in frames.indices where frames[button].contains(location) {
      return (side, button)
    }
    return nil
  }

  /// Closes every row a touch outside it closes (``SwipeActionsRow/closesOnTouchElsewhere``):
  /// open, or moving not off-screen, and not held or dragged; each from where it is drawn.
  mutating func closeRows(touchedElsewhereThan id: Int?, into effects: inout [Effect]) {
    for index in rows.indices where rows[index].id != id && rows[index].closesOnTouchElsewhere {
      stopSpring(ofRowAt: index, into: &effects)
      rows[index].request(.closed, animated: true, into: &effects)
      rows[index].finishStep(into: &effects)
    }
  }

  /// Closes every row but one that is not closed, as a row starts opening (one open row at a
  /// time); rows off-screen after a destructive full swipe, or sliding there, stay: they
  /// wait for the app.
  mutating func closeOpenRows(except kept: Int, into effects: inout [Effect]) {
    for index in rows.indices where index != kept && !rows[index].isClosed {
      if rows[index].isDismissedOrSlidingOff { continue }
      rows[index].request(.closed, animated: true, into: &effects)
      rows[index].finishStep(into: &effects)
    }
  }

  // MARK: The app

  /// Puts a row at rest closed at once, whatever it was doing: no spring, no finger hold, no
  /// dismissal.
  mutating func putAtRest(rowAt index: Int, into effects: inout [Effect]) {
    rows[index].isCaught = false
    rows[index].dismissal = nil
    rows[index].request(.closed, animated: false, into: &effects)
    rows[index].finishStep(into: &effects)
  }
}
