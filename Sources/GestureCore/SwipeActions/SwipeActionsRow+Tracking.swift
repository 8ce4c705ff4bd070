// The drag: following the finger, arming the full swipe, and the release decision.
extension SwipeActionsRow {
  /// The view's horizontal pan (the store has stopped the row's spring, and keeps drags away
  /// from a row sliding off-screen or waiting there). A `began` picks the content up where
  /// it is; `changed`, `ended` and `cancelled` without a `began` are ignored (on stopped
  /// content, they send it on); a drag with NaN or infinite values is a cancel; a second
  /// `began` during a drag starts a new drag from where the content is.
  mutating func drag(_ drag: DragEvent, into effects: inout [SwipeActionsStore.Effect]) {
    let translation = HorizontalTracking.beganTranslation(drag)
    switch state {
    case .tracking(let tracking):
      track(tracking, drag, into: &effects)
    case .closed:
      if let translation {
        beginTracking(
          from: 0, origin: .closed, announced: nil, expanded: nil, translation: translation,
          into: &effects)
      }
    case .open(let side):
      if let translation {
        beginTracking(
          from: offset(at: .open(side)), origin: .open(side), announced: .didOpen(side),
          expanded: nil, translation: translation, into: &effects)
      }
    case .stopped(let stopped):
      if let translation {
        beginTracking(
          from: stopped.offset, origin: stopped.target, announced: stopped.announced,
          expanded: stopped.expanded, translation: translation, into: &effects)
      } else {
        resume(stopped, into: &effects)
      }
    case .dismissed, .settling:
      // Off-screen, or springing: the store stops a spring before a drag's `began`, and the
      // rest of a drag that was taken away is not this row's any more.
      break
    }
  }

  /// Starts following a drag from `offset` (where the content is), with the finger already
  /// `translation` points from where it went down.
  mutating func beginTracking(
    from offset: Double, origin: Rest, announced: Announcement?, expanded: Side?,
    translation: Double, into effects: inout [SwipeActionsStore.Effect]
  ) {
    let horizontal = makeTracking(offset: offset, atTranslation: 0)
    var tracking = State.Tracking(
      horizontal: horizontal, offset: offset, translation: translation, origin: origin,
      announced: announced, expanded: expanded)
    // A new drag is not a crossing of the full-swipe threshold: no haptic.
    move(
      &tracking, to: horizontal.offset(forTranslation: translation), haptic: false, into: &effects)
    state = .tracking(tracking)
  }

  /// A drag event while tracking.
  mutating func track(
    _ tracking: State.Tracking, _ drag: DragEvent, into effects: inout [SwipeActionsStore.Effect]
  ) {
    guard drag.isFinite else {
      cancel(tracking, into: &effects)
      return
    }
    var tracking = tracking
    switch drag {
    case .began(_, let translation):
      // A second `began`: a new drag that picks the content up where it is.
      tracking.horizontal = makeTracking(offset: tracking.offset, atTranslation: translation.dx)
      tracking.translation = translation.dx
      state = .tracking(tracking)
    case .changed(_, let translation):
      tracking.translation = translation.dx
      move(
        &tracking, to: tracking.horizontal.offset(forTranslation: translation.dx), haptic: true,
        into: &effects)
      state = .tracking(tracking)
    case .ended(_, let translation, let velocity):
      tracking.translation = translation.dx
      let offset = tracking.horizontal.offset(forTranslation: translation.dx)
      if offset != tracking.offset {
        move(&tracking, to: offset, haptic: true, into: &effects)
      }
      release(tracking, velocity: velocity.dx, into: &effects)
    case .cancelled:
      cancel(tracking, into: &effects)
    }
  }

  /// Moves the content, arms or disarms the full swipe, and lays everything out.
  mutating func move(
    _ tracking: inout State.Tracking, to offset: Double, haptic: Bool,
    into effects: inout [SwipeActionsStore.Effect]
  ) {
    let previous = tracking.expanded
    let armed = fullSwipeSide(at: offset)
    tracking.offset = offset
    tracking.expanded = armed
    self.offset = offset
    guard armed != previous else { return }
    if let previous {
      fullSwipe(previous, expanded: false, animated: true, into: &effects)
      if haptic, let feedback = configuration.fullSwipeHaptic { effects.append(.haptic(feedback)) }
    }
    if let armed {
      fullSwipe(armed, expanded: true, animated: true, into: &effects)
      if haptic, let feedback = configuration.fullSwipeHaptic { effects.append(.haptic(feedback)) }
    }
  }

  /// The finger lifted: fire an armed full swipe, open, or close. The decision uses the
  /// finger's velocity; the spring starts with the content's.
  mutating func release(
    _ tracking: State.Tracking, velocity: Double, into effects: inout [SwipeActionsStore.Effect]
  ) {
    let offset = tracking.offset
    let contentVelocity = tracking.horizontal.offsetVelocity(
      atTranslation: tracking.translation, fingerVelocity: velocity)
    if let side = tracking.expanded, let first = actions(side).actions.first {
      let dismisses = first.style == .destructive
      perform(side, index: 0, dismisses: dismisses, into: &effects)
      let rest: Rest = dismisses ? .dismissed(side) : .closed
      settle(
        to: rest, from: offset, velocity: contentVelocity, announced: tracking.announced,
        expanded: side, animated: true, into: &effects)
      return
    }
    settle(
      to: releaseRest(offset: offset, velocity: velocity, horizontal: tracking.horizontal),
      from: offset, velocity: contentVelocity, announced: tracking.announced, expanded: nil,
      animated: true, into: &effects)
  }

  /// Where a release without a full swipe comes to rest.
  func releaseRest(offset: Double, velocity: Double, horizontal: HorizontalTracking) -> Rest {
    guard let sign = HorizontalTracking.side(ofOffset: offset, velocity: velocity) else {
      return .closed
    }
    let side = Side.revealed(by: sign, in: layoutDirection)
    guard canOpen(side) else { return .closed }
    // A release moving back towards 0 faster than the closing speed closes, whatever the
    // projection says.
    if -HorizontalTracking.unit(sign) * velocity > configuration.normalisedClosingSpeed {
      return .closed
    }
    let distance = revealWidth(side) * configuration.normalisedOpeningFraction
    return horizontal.reaches(distance, on: sign, from: offset, velocity: velocity)
      ? .open(side) : .closed
  }

  /// The drag was taken away (or sent NaN): back to where it began, disarming any full swipe.
  mutating func cancel(_ tracking: State.Tracking, into effects: inout [SwipeActionsStore.Effect]) {
    if let expanded = tracking.expanded {
      fullSwipe(expanded, expanded: false, animated: true, into: &effects)
    }
    settle(
      to: tracking.origin, from: tracking.offset, velocity: 0, announced: tracking.announced,
      expanded: nil, animated: true, into: &effects)
  }

  /// The tracking of a drag for the current actions and size, showing `offset` at
  /// `translation`.
  func makeTracking(offset: Double, atTranslation translation: Double) -> HorizontalTracking {
    HorizontalTracking(
      lowerBound: bound(revealedBy: .minus), upperBound: bound(revealedBy: .plus),
      containerWidth: containerSize.width,
      rubberBandCoefficient: configuration.rubberBandCoefficient,
      decelerationRate: configuration.decelerationRate, offset: offset,
      atTranslation: translation)
  }

  /// The end of the 1:1 range on one side of zero: rigid at 0 without actions; elastic at
  /// the reveal width, or at the container's width when a full swipe is possible.
  func bound(revealedBy sign: FloatingPointSign) -> HorizontalTracking.Bound {
    let side = Side.revealed(by: sign, in: layoutDirection)
    let set = actions(side)
    guard !set.isEmpty else { return .rigid(0) }
    let width = revealWidth(side)
    let extent = set.performsFirstActionWithFullSwipe ? max(width, containerSize.width) : width
    return .elastic(HorizontalTracking.unit(sign) * extent)
  }

  /// The side whose full swipe is armed at `offset`: strictly past its threshold.
  func fullSwipeSide(at offset: Double) -> Side? {
    guard offset != 0, !offset.isNaN else { return nil }
    let side = Side.revealed(by: offset < 0 ? .minus : .plus, in: layoutDirection)
    guard let distance = fullSwipeDistance(side) else { return nil }
    return offset.magnitude > distance ? side : nil
  }
}
