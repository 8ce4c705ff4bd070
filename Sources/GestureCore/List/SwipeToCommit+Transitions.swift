// The transitions, called by the list store at its clock's `time`.
extension SwipeToCommit {
  /// A phase of the horizontal pan (only `translation.dx` and `velocity.dx` are read). A
  /// `began` on a row springing back catches it where it is at `time`; a drag with NaN or
  /// infinite values is a cancel; phases without a `began`, and drags on a row sliding off,
  /// coming home or dismissed, are ignored.
  mutating func drag(_ drag: DragEvent, at time: Double, into effects: inout [ListStore.Effect]) {
    switch state {
    case .idle:
      if let translation = HorizontalTracking.beganTranslation(drag) {
        beginTracking(from: 0, cue: nil, translation: translation, into: &effects)
      }
    case .tracking(let tracking):
      track(tracking, drag, at: time, into: &effects)
    case .settling(let settling):
      if !settling.isDismissal, !settling.isReturning,
        let translation = HorizontalTracking.beganTranslation(drag)
      {
        beginTracking(
          from: settling.motion.value(at: time), cue: settling.cue, translation: translation,
          into: &effects)
      }
    case .dismissed:
      break  // Off-screen: nothing to grab.
    }
  }

  /// A display frame: the spring moves the content, and comes to rest once settled.
  mutating func advance(to time: Double) {
    guard case .settling(let settling) = state else { return }
    if settling.motion.isSettled(at: time) {
      arrive(settling)
    } else {
      offset = settling.motion.value(at: time)
    }
  }

  /// A finger touched a row sliding off-screen: it arrives at once. Nothing else stops.
  mutating func catchSlide() {
    if case .settling(let settling) = state, settling.isDismissal { arrive(settling) }
  }

  /// The app kept the row it was asked to delete: the content slides home on `spring`.
  mutating func returnHome(on spring: SpringParameters, at time: Double) {
    guard offset != 0 else { return reset() }
    let animation = motion.animation(on: spring, from: offset, to: 0)
    state = .settling(
      State.Settling(
        motion: Motion(animation, start: time), isDismissal: false, cue: cue, isReturning: true))
  }

  /// At rest at 0 with no cue, from any state, at once.
  mutating func reset() {
    state = .idle
    offset = 0
  }

  /// A new row width (NaN, infinite or negative: ignored): new arming distance and range.
  mutating func resize(to width: Double, into effects: inout [ListStore.Effect]) {
    guard width.isFinite, width >= 0 else { return }
    rowWidth = width
    switch state {
    case .tracking(var tracking):
      // The row stays under the finger; a changed arming distance may arm or disarm.
      tracking.horizontal = makeTracking(offset: offset, atTranslation: tracking.translation)
      move(&tracking, to: offset, into: &effects)
      state = .tracking(tracking)
    case .dismissed:
      offset = dismissedOffset
    case .idle, .settling:
      break
    }
  }

  // MARK: Tracking

  /// Starts following a drag from `offset`, the finger already `translation` points from
  /// where it went down.
  mutating func beginTracking(
    from offset: Double, cue: Action?, translation: Double, into effects: inout [ListStore.Effect]
  ) {
    let horizontal = makeTracking(offset: offset, atTranslation: 0)
    var tracking = State.Tracking(horizontal: horizontal, translation: translation, armed: cue)
    move(&tracking, to: horizontal.offset(forTranslation: translation), into: &effects)
    state = .tracking(tracking)
  }

  /// A drag event while tracking.
  mutating func track(
    _ tracking: State.Tracking, _ drag: DragEvent, at time: Double,
    into effects: inout [ListStore.Effect]
  ) {
    guard drag.isFinite else { return cancel(at: time) }
    var tracking = tracking
    switch drag {
    case .began(_, let translation):
      // A second `began`: a new drag that picks the row up where it is.
      tracking.horizontal = makeTracking(offset: offset, atTranslation: translation.dx)
      tracking.translation = translation.dx
      state = .tracking(tracking)
    case .changed(_, let translation), .ended(_, let translation, _):
      tracking.translation = translation.dx
      move(
        &tracking, to: tracking.horizontal.offset(forTranslation: translation.dx), into: &effects)
      if case .ended(_, _, let velocity) = drag {
        release(tracking, velocity: velocity.dx, at: time, into: &effects)
      } else {
        state = .tracking(tracking)
      }
    case .cancelled:
      cancel(at: time)
    }
  }

  /// Moves the row and arms or disarms the actions.
  mutating func move(
    _ tracking: inout State.Tracking, to offset: Double, into effects: inout [ListStore.Effect]
  ) {
    self.offset = offset
    let armed = armedAction(at: offset)
    guard armed != tracking.armed else { return }
    if armed != nil { arm(into: &effects) }
    tracking.armed = armed
  }

  /// The haptic tick of an action's cue turning on.
  func arm(into effects: inout [ListStore.Effect]) {
    if let haptic = configuration.armingHaptic { effects.append(.haptic(haptic)) }
  }

  /// The finger lifted: commit an armed action (or one the velocity arms), or spring back.
  /// The decision uses the finger's velocity; the spring starts with the row's.
  mutating func release(
    _ tracking: State.Tracking, velocity: Double, at time: Double,
    into effects: inout [ListStore.Effect]
  ) {
    let rowVelocity = tracking.horizontal.offsetVelocity(
      atTranslation: tracking.translation, fingerVelocity: velocity)
    var armed = tracking.armed
    if armed == nil, configuration.armsWithVelocity,
      let sign = HorizontalTracking.side(ofOffset: offset, velocity: velocity)
    {
      let action = Action.towards(sign, in: layoutDirection)
      if configuration.allows(action), rowWidth > 0,
        tracking.horizontal.reaches(armingDistance, on: sign, from: offset, velocity: velocity)
      {
        arm(into: &effects)
        armed = action
      }
    }
    switch armed {
    case .complete:
      effects.append(.complete(rowID: rowID))
      settle(velocity: rowVelocity, dismissing: false, cue: .complete, at: time)
    case .delete:
      settle(velocity: rowVelocity, dismissing: true, cue: .delete, at: time)
    case nil:
      settle(velocity: rowVelocity, dismissing: false, cue: nil, at: time)
    }
  }

  /// The drag was taken away (or sent NaN): back to 0 without committing.
  mutating func cancel(at time: Double) {
    settle(velocity: 0, dismissing: false, cue: nil, at: time)
  }

  /// The action armed at `offset`: strictly past the arming distance, in an allowed direction.
  func armedAction(at offset: Double) -> Action? {
    guard offset != 0, !offset.isNaN, rowWidth > 0 else { return nil }
    let action = Action.towards(offset < 0 ? .minus : .plus, in: layoutDirection)
    guard configuration.allows(action) else { return nil }
    return offset.magnitude > armingDistance ? action : nil
  }

  /// The tracking of a drag: 1:1 within the row's width in the allowed directions (rubber
  /// band beyond), not at all in the others.
  func makeTracking(offset: Double, atTranslation translation: Double) -> HorizontalTracking {
    HorizontalTracking(
      lowerBound: bound(towards: .minus), upperBound: bound(towards: .plus),
      containerWidth: rowWidth, rubberBandCoefficient: configuration.rubberBandCoefficient,
      decelerationRate: configuration.decelerationRate, offset: offset,
      atTranslation: translation)
  }

  /// The end of the 1:1 range on one side of zero.
  func bound(towards sign: FloatingPointSign) -> HorizontalTracking.Bound {
    guard configuration.allows(Action.towards(sign, in: layoutDirection)) else { return .rigid(0) }
    return .elastic(HorizontalTracking.unit(sign) * rowWidth)
  }

  // MARK: Springs

  /// Springs from the offset back to 0, or off-screen, with the release velocity; at once
  /// when there is nowhere to go. The way back keeps only as much of the velocity as keeps
  /// the row within its width and no more than 0.5 pt past 0
  /// (``HorizontalTracking/settleBounds(on:width:)``), so that it does not uncover the other
  /// cue as it bounces; the slide off-screen is meant to leave.
  mutating func settle(velocity: Double, dismissing: Bool, cue: Action?, at time: Double) {
    let target = dismissing ? dismissedOffset : 0
    // Under Reduce Motion (``MotionPolicy``): without overshoot or throw, and a slide longer
    // than its cut distance (off-screen, or home from far) is a cut.
    var animation = motion.animation(
      on: configuration.spring, from: offset, to: target, initialVelocity: velocity)
    if !dismissing {
      animation = animation.limitingOvershoot(
        to: HorizontalTracking.settleBounds(
          on: HorizontalTracking.side(ofOffset: offset, velocity: velocity), width: rowWidth))
    }
    let settling = State.Settling(
      motion: Motion(animation, start: time), isDismissal: dismissing, cue: cue)
    guard offset != target || velocity != 0 else { return arrive(settling) }
    state = .settling(settling)
  }

  /// Comes to rest: at 0 with the cue hidden, or dismissed off-screen.
  mutating func arrive(_ settling: State.Settling) {
    if settling.isDismissal {
      offset = dismissedOffset
      state = .dismissed
    } else {
      reset()
    }
  }
}
