// Springs and rests on the store's clock: settling, arriving, stopping and resuming, requests
// from taps and the app, the app's answers, and what the host draws.
extension SwipeActionsRow {
  /// Moves towards a rest, emitting the opening callbacks as the motion starts; at once
  /// (arriving) when not animated or when there is nowhere to go.
  mutating func settle(
    to rest: Rest, from offset: Double, velocity: Double, announced: Announcement?,
    expanded: Side?, animated: Bool, into effects: inout [SwipeActionsStore.Effect]
  ) {
    var announced = announced
    switch rest {
    case .open(let side), .dismissed(let side):
      if announced?.side != side {
        if let previous = announced { effects.append(.didClose(rowID: id, previous.side)) }
        effects.append(.willOpen(rowID: id, side))
        announced = .willOpen(side)
      }
    case .closed:
      break
    }
    let target = self.offset(at: rest)
    guard animated, offset != target || velocity != 0 else {
      arrive(at: rest, announced: announced, expanded: expanded, animated: animated, into: &effects)
      return
    }
    // Under Reduce Motion (``MotionPolicy``): a short settle without overshoot or throw, and
    // a longer one (a full swipe's slide off-screen) is a cut, at rest on the next frame.
    let animation = motion.animation(
      on: configuration.spring, from: offset, to: target, initialVelocity: velocity
    ).limitingOvershoot(to: overshootBounds(settlingTo: rest, from: offset, velocity: velocity))
    self.offset = animation.from
    state = .settling(
      State.Settling(
        motion: Motion(animation, start: time), target: rest, pending: nil, announced: announced,
        expanded: expanded))
  }

  /// The offsets a settle to `rest` may swing through
  /// (``HorizontalTracking/settleBounds(on:width:)``): on the side it opens (or, closing,
  /// comes from), up to the container's width, beyond which the content would have left the
  /// row; on the other, up to 0.5 pt past 0, beyond which it would uncover that edge. A slide
  /// off-screen (`dismissed`) is meant to leave: unbounded.
  func overshootBounds(
    settlingTo rest: Rest, from offset: Double, velocity: Double
  ) -> ClosedRange<Double> {
    switch rest {
    case .dismissed:
      return -Double.infinity...Double.infinity
    case .open(let side):
      return HorizontalTracking.settleBounds(
        on: side.revealingSign(in: layoutDirection), width: containerSize.width)
    case .closed:
      return HorizontalTracking.settleBounds(
        on: HorizontalTracking.side(ofOffset: offset, velocity: velocity),
        width: containerSize.width)
    }
  }

  /// Comes to rest: the content there, the end of an expansion, the callbacks.
  mutating func arrive(
    at rest: Rest, announced: Announcement?, expanded: Side?, animated: Bool,
    into effects: inout [SwipeActionsStore.Effect]
  ) {
    offset = offset(at: rest)
    if let expanded, rest != .dismissed(expanded) {
      fullSwipe(expanded, expanded: false, animated: animated, into: &effects)
    }
    switch rest {
    case .closed:
      if let announced { effects.append(.didClose(rowID: id, announced.side)) }
      state = .closed
    case .open(let side):
      if announced != .didOpen(side) {
        if let announced, announced.side != side {
          effects.append(.didClose(rowID: id, announced.side))
        }
        effects.append(.didOpen(rowID: id, side))
      }
      state = .open(side)
    case .dismissed(let side):
      if expanded != side { fullSwipe(side, expanded: true, animated: animated, into: &effects) }
      state = .dismissed(side)
    }
  }

  /// A rest asked for by a tap or the app. Ignored for a side without actions; a drag is
  /// abandoned; a slide off-screen (the one spring the store does not stop first) arrives
  /// before an animated request starts from there.
  mutating func request(
    _ rest: Rest, animated: Bool, into effects: inout [SwipeActionsStore.Effect]
  ) {
    if case .open(let side) = rest, !canOpen(side) { return }
    // Where the content is drawn, how fast it moves, and what it has announced and expanded.
    let from: Double
    let velocity: Double
    let announced: Announcement?
    let expanded: Side?
    switch state {
    case .closed:
      guard rest != .closed else { return }
      (from, velocity, announced, expanded) = (0, 0, nil, nil)
    case .open(let side):
      guard rest != .open(side) else { return }
      (from, velocity, announced, expanded) = (offset(at: .open(side)), 0, .didOpen(side), nil)
    case .dismissed(let side):
      (from, velocity, announced, expanded) = (offset(at: .dismissed(side)), 0, .willOpen(side), side)
    case .tracking(let tracking):
      (from, velocity, announced, expanded) = (tracking.offset, 0, tracking.announced, tracking.expanded)
    case .stopped(let stopped):
      (from, velocity, announced, expanded) = (
        stopped.offset, stopped.velocity, stopped.announced, stopped.expanded
      )
    case .settling(var settling):
      if animated {
        settling.pending = rest == settling.target ? nil : rest
        state = .settling(settling)
        return
      }
      (from, velocity, announced, expanded) = (
        settling.motion.animation.to, 0, settling.announced, settling.expanded
      )
    }
    if let expanded { fullSwipe(expanded, expanded: false, animated: animated, into: &effects) }
    settle(
      to: rest, from: from, velocity: velocity, announced: announced, expanded: nil,
      animated: animated, into: &effects)
  }

  /// A tap on an action's button (or VoiceOver's custom action): perform it, then close
  /// unless it keeps the row open. Ignored during a drag and for an index out of range.
  mutating func tap(_ side: Side, index: Int, into effects: inout [SwipeActionsStore.Effect]) {
    if case .tracking = state { return }
    guard actions(side).actions.indices.contains(index) else { return }
    perform(side, index: index, dismisses: false, into: &effects)
    if !actions(side).actions[index].keepsOpenAfterTap {
      request(.closed, animated: true, into: &effects)
    } else if case .stopped(let stopped) = state {
      resume(stopped, into: &effects)
    }
  }

  /// A tap on the content: a row that is not closed closes. Ignored during a drag.
  mutating func tapContent(into effects: inout [SwipeActionsStore.Effect]) {
    switch state {
    case .closed, .tracking: break
    case .open, .dismissed, .settling, .stopped: request(.closed, animated: true, into: &effects)
    }
  }

  /// The spring came to rest: arrive, then start the rest asked for meanwhile.
  mutating func finish(_ settling: State.Settling, into effects: inout [SwipeActionsStore.Effect])
  {
    arrive(
      at: settling.target, announced: settling.announced, expanded: settling.expanded,
      animated: true, into: &effects)
    if let pending = settling.pending {
      request(pending, animated: true, into: &effects)
    }
  }

  /// Stops the content's spring where it is drawn at ``time``, so that what follows (a drag,
  /// a tap, a close, a resize) starts from there. A spring that has come to rest finishes
  /// instead; a slide off-screen is never stopped half-way. Returns whether the row is now
  /// stopped.
  @discardableResult
  mutating func stopSpring(into effects: inout [SwipeActionsStore.Effect]) -> Bool {
    guard case .settling(let settling) = state, !isDismissedOrSlidingOff else { return false }
    let motion = settling.motion
    if motion.isSettled(at: time) {
      finish(settling, into: &effects)
      return false
    }
    offset = motion.value(at: time)
    state = .stopped(
      State.Stopped(
        offset: offset, velocity: motion.velocity(at: time),
        target: settling.pending ?? settling.target, announced: settling.announced,
        expanded: settling.expanded))
    return true
  }

  /// Continues a stopped spring towards its target, from where and as fast as it stopped.
  mutating func resume(_ stopped: State.Stopped, into effects: inout [SwipeActionsStore.Effect]) {
    settle(
      to: stopped.target, from: stopped.offset, velocity: stopped.velocity,
      announced: stopped.announced, expanded: stopped.expanded, animated: true, into: &effects)
  }

  /// A display frame at ``time``: the expansion and the content's spring advance, and a
  /// spring that has come to rest arrives. Returns whether anything was in motion.
  mutating func advance(into effects: inout [SwipeActionsStore.Effect]) -> Bool {
    let settling: State.Settling? = if case .settling(let value) = state { value } else { nil }
    guard settling != nil || expansionMotion != nil else { return false }
    if let motion = expansionMotion {
      if Self.isSettled(motion, at: time) {
        expansionMotion = nil
        expansion = motion.animation.to
        if motion.animation.to == 0 { expandedSide = nil }
      } else {
        expansion = min(max(motion.value(at: time), 0), 1)
      }
    }
    if let settling {
      if settling.motion.isSettled(at: time) {
        finish(settling, into: &effects)
      } else {
        offset = settling.motion.value(at: time)
      }
    }
    return true
  }

  /// Whether an expansion (0 to 1) has come to rest: a thousandth of the way, where the
  /// spring's default tolerance (0.01) would leave a visible step on a wide button.
  static func isSettled(_ motion: Motion, at time: Double) -> Bool {
    motion.animation.isSettled(
      at: motion.elapsed(at: time), positionTolerance: 0.001, velocityTolerance: 0.01)
  }

  /// A new container size: new frames, thresholds and rubber band. NaN, infinite or
  /// negative dimensions are ignored.
  mutating func resize(to size: Size, into effects: inout [SwipeActionsStore.Effect]) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return
    }
    containerSize = size
    rebuildLayouts()
    switch state {
    case .closed: offset = 0
    case .open(let side): offset = offset(at: .open(side))
    case .dismissed(let side): offset = offset(at: .dismissed(side))
    case .stopped(let stopped): offset = stopped.offset
    case .tracking(var tracking):
      // The content stays under the finger; the range and thresholds are the new ones.
      tracking.horizontal = makeTracking(
        offset: tracking.offset, atTranslation: tracking.translation)
      move(&tracking, to: tracking.offset, haptic: false, into: &effects)
      state = .tracking(tracking)
    case .settling:
      break  // The arrival lays the rest out with the new size.
    }
  }

  /// A new layout direction: the row is put at rest closed, at once, first (its sides swap).
  mutating func reconfigure(
    direction: ReadingDirection, into effects: inout [SwipeActionsStore.Effect]
  ) {
    request(.closed, animated: false, into: &effects)
    layoutDirection = direction
    rebuildLayouts()
    offset = 0
  }

  /// New actions: a cell reconfigured with other buttons, a "Flag" that became "Unflag",
  /// larger text. The row stays where it is, as for a resize: an open row springs from where
  /// it is drawn to its new width, a drag goes on under the finger with the new thresholds, a
  /// stopped row goes on to its rest, one slid off keeps waiting for its answer; a side left
  /// with no actions closes, animated, while the other side has some. (A cell reused for
  /// another item was put at rest when the list hid it or took it out of the window; the
  /// store puts a row left with no actions at all at rest before this.)
  mutating func replaceActions(
    leading: ActionSet, trailing: ActionSet, into effects: inout [SwipeActionsStore.Effect]
  ) {
    let drawn = offset
    self.leading = leading
    self.trailing = trailing
    rebuildLayouts()
    switch state {
    case .closed:
      offset = 0
    case .open(let side):
      let rest: Rest = canOpen(side) ? .open(side) : .closed
      settle(
        to: rest, from: drawn, velocity: 0, announced: .didOpen(side), expanded: nil,
        animated: true, into: &effects)
    case .dismissed:
      break  // Off-screen, waiting for the app's answer.
    case .tracking(var tracking):
      // The content stays under the finger; the range and thresholds are the new ones.
      tracking.horizontal = makeTracking(
        offset: tracking.offset, atTranslation: tracking.translation)
      move(&tracking, to: tracking.offset, haptic: false, into: &effects)
      state = .tracking(tracking)
    case .stopped(var stopped):
      if case .open(let side) = stopped.target, !canOpen(side) { stopped.target = .closed }
      state = .stopped(stopped)
    case .settling(var settling):
      // The store stops a spring before new actions; what is left is a slide off-screen.
      if case .open(let side) = settling.target, !canOpen(side) {
        settling.pending = .closed
        state = .settling(settling)
      }
    }
  }

  /// Whether `side` has buttons to open on.
  func canOpen(_ side: Side) -> Bool {
    !actions(side).isEmpty && revealWidth(side) > 0
  }

  // MARK: Effects

  /// A full swipe armed or disarmed on a side: the first button expands (or collapses) on
  /// its own spring, from where it is drawn and as fast as it moves.
  mutating func fullSwipe(
    _ side: Side, expanded: Bool, animated: Bool, into effects: inout [SwipeActionsStore.Effect]
  ) {
    effects.append(.fullSwipe(rowID: id, side, expanded: expanded))
    let target: Double = expanded ? 1 : 0
    if expanded {
      if expandedSide != side { expansion = 0 }
      expandedSide = side
    } else if expandedSide != side {
      return
    }
    guard animated else {
      expansionMotion = nil
      expansion = target
      if !expanded { expandedSide = nil }
      return
    }
    let velocity = expansionMotion?.velocity(at: time) ?? 0
    expansionMotion = Motion(
      motion.animation(
        on: configuration.spring, from: expansion, to: target, initialVelocity: velocity),
      start: time)
  }

  /// Runs an action's handler: the app answers it, and a destructive full swipe waits
  /// off-screen for that answer.
  mutating func perform(
    _ side: Side, index: Int, dismisses: Bool, into effects: inout [SwipeActionsStore.Effect]
  ) {
    awaitedAnswers.append(dismisses)
    if dismisses { dismissal = .awaitingAnswer }
    effects.append(
      .perform(
        rowID: id, actionID: actions(side).actions[index].id, side: side, index: index,
        dismisses: dismisses))
  }

  /// The app answered the oldest handler: declining a destructive full swipe brings the
  /// content back (once it has arrived off-screen, if it is still on its way); completing it
  /// ends with ``SwipeActionsStore/Effect/dismissed(rowID:side:)``.
  mutating func answer(completed: Bool, into effects: inout [SwipeActionsStore.Effect]) {
    guard !awaitedAnswers.isEmpty else { return }
    let dismisses = awaitedAnswers.removeFirst()
    guard dismisses, dismissal == .awaitingAnswer else { return }
    if completed {
      dismissal = .completed
      announceDismissal(into: &effects)
    } else {
      dismissal = nil
      request(.closed, animated: true, into: &effects)
    }
  }

  /// Tells the host a completed dismissal is off-screen, once.
  mutating func announceDismissal(into effects: inout [SwipeActionsStore.Effect]) {
    guard dismissal == .completed, case .dismissed(let side) = state else { return }
    dismissal = .announced
    effects.append(.dismissed(rowID: id, side: side))
  }

  /// Ends a step of the store on this row: a dismissal the content came back from (a close
  /// from the app) is over, a completed one is announced once off-screen, and the buttons
  /// are laid out for the offset drawn.
  mutating func finishStep(into effects: inout [SwipeActionsStore.Effect]) {
    if dismissal != nil, !isDismissedOrSlidingOff { dismissal = nil }
    announceDismissal(into: &effects)
    layOut()
  }

  // MARK: Presentation

  /// The side shown and every button's frame, for the offset and the expansion drawn.
  mutating func layOut() {
    if offset == 0 && !isSettling && expandedSide != nil {
      // Nothing is uncovered: an expansion has nothing left to show.
      expansionMotion = nil
      expansion = 0
      expandedSide = nil
    }
    revealedSide =
      offset == 0 || offset.isNaN
      ? nil : Side.revealed(by: offset < 0 ? .minus : .plus, in: layoutDirection)
    let leadingExpansion = expandedSide == .leading ? expansion : 0
    let trailingExpansion = expandedSide == .trailing ? expansion : 0
    Self.layOut(&leadingFrames, leadingLayout, offset: offset, expansion: leadingExpansion)
    Self.layOut(&trailingFrames, trailingLayout, offset: offset, expansion: trailingExpansion)
  }

  /// One side's frames, in place: the expanded first button interpolated between its frames
  /// without and with the expansion.
  static func layOut(
    _ frames: inout [Rect], _ layout: ButtonLayout, offset: Double, expansion: Double
  ) {
    if frames.count != layout.count {
      frames.removeAll(keepingCapacity: true)
      for _ in 0..<layout.count { frames.append(.zero) }
    }
    for index in frames.indices {
      let plain = layout.frame(ofButtonAt: index, offset: offset, isExpanded: false)
      if expansion <= 0 {
        frames[index] = plain
      } else {
        let expanded = layout.frame(ofButtonAt: index, offset: offset, isExpanded: true)
        frames[index] = expansion >= 1 ? expanded : interpolate(plain, expanded, expansion)
      }
    }
  }

  /// The rectangle `fraction` of the way from `a` to `b`.
  static func interpolate(_ a: Rect, _ b: Rect, _ fraction: Double) -> Rect {
    Rect(
      x: a.minX + (b.minX - a.minX) * fraction, y: a.minY + (b.minY - a.minY) * fraction,
      width: a.width + (b.width - a.width) * fraction,
      height: a.height + (b.height - a.height) * fraction)
  }
}
