extension SwipeToCommit {
  /// Handles one event, appending the effects it causes to `effects` (which the caller owns,
  /// empties and reuses).
  ///
  /// Every event is accepted in every state; the outcome of an event that makes no sense in
  /// the current state is documented on ``Event`` and is never a crash. No effect carries
  /// NaN.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch (state, event) {
    // MARK: Drags
    case (.idle, .drag(let drag)):
      if let translation = HorizontalTracking.beganTranslation(drag) {
        beginTracking(from: 0, cue: nil, translation: translation, into: &effects)
      }
    case (.tracking(let tracking), .drag(let drag)):
      track(tracking, drag, into: &effects)
    case (.settling(let settling), .drag(let drag)):
      // Without `animationInterrupted` the spring's position is unknown: a spring back is
      // taken as arrived and the drag starts from 0; a row sliding off is not grabbed.
      if !settling.isDismissal, HorizontalTracking.beganTranslation(drag) != nil {
        arrive(settling, into: &effects)
        handle(event, into: &effects)
      }
    case (.stopped(let stopped), .drag(let drag)):
      if let translation = HorizontalTracking.beganTranslation(drag) {
        beginTracking(
          from: stopped.offset, cue: stopped.cue, translation: translation, into: &effects)
      } else {
        resume(stopped, into: &effects)
      }
    case (.dismissed, .drag):
      break  // Off-screen: nothing to grab.

    // MARK: Springs
    case (.settling(let settling), .animationFinished):
      arrive(settling, into: &effects)
    case (.settling(let settling), .animationInterrupted(let elapsed)):
      if settling.isDismissal {
        arrive(settling, into: &effects)  // A slide off-screen is not stopped half-way.
      } else {
        let offset = settling.animation.value(at: elapsed)
        state = .stopped(
          State.Stopped(
            offset: offset, velocity: settling.animation.velocity(at: elapsed),
            cue: settling.cue))
        effects.append(.contentOffset(offset))
      }
    case (.idle, .animationFinished), (.tracking, .animationFinished),
      (.stopped, .animationFinished), (.dismissed, .animationFinished),
      (.idle, .animationInterrupted), (.tracking, .animationInterrupted),
      (.stopped, .animationInterrupted), (.dismissed, .animationInterrupted):
      break  // No spring runs.

    // MARK: Environment
    case (.idle, .resize(let width)), (.tracking, .resize(let width)),
      (.settling, .resize(let width)), (.stopped, .resize(let width)),
      (.dismissed, .resize(let width)):
      resize(to: width, into: &effects)
    case (.idle, .reset), (.tracking, .reset), (.settling, .reset), (.stopped, .reset),
      (.dismissed, .reset):
      let shown = cue
      state = .idle
      effects.append(.contentOffset(0))
      if let shown { effects.append(.cue(shown, armed: false)) }
    }
  }

  // MARK: Tracking

  /// Starts following a drag from `offset`, the finger already `translation` points from
  /// where it went down.
  mutating func beginTracking(
    from offset: Double, cue: Action?, translation: Double, into effects: inout [Effect]
  ) {
    let horizontal = makeTracking(offset: offset, atTranslation: 0)
    var tracking = State.Tracking(
      horizontal: horizontal, offset: offset, translation: translation, armed: cue)
    move(&tracking, to: horizontal.offset(forTranslation: translation), into: &effects)
    state = .tracking(tracking)
  }

  /// A drag event while tracking.
  mutating func track(_ tracking: State.Tracking, _ drag: DragEvent, into effects: inout [Effect]) {
    guard drag.isFinite else {
      cancel(tracking, into: &effects)
      return
    }
    var tracking = tracking
    switch drag {
    case .began(_, let translation):
      // A second `began`: a new drag that picks the row up where it is.
      tracking.horizontal = makeTracking(offset: tracking.offset, atTranslation: translation.dx)
      tracking.translation = translation.dx
      state = .tracking(tracking)
    case .changed(_, let translation):
      tracking.translation = translation.dx
      move(
        &tracking, to: tracking.horizontal.offset(forTranslation: translation.dx), into: &effects)
      state = .tracking(tracking)
    case .ended(_, let translation, let velocity):
      tracking.translation = translation.dx
      let offset = tracking.horizontal.offset(forTranslation: translation.dx)
      if offset != tracking.offset {
        move(&tracking, to: offset, into: &effects)
      }
      release(tracking, velocity: velocity.dx, into: &effects)
    case .cancelled:
      cancel(tracking, into: &effects)
    }
  }

  /// Moves the row and arms or disarms the actions.
  mutating func move(
    _ tracking: inout State.Tracking, to offset: Double, into effects: inout [Effect]
  ) {
    tracking.offset = offset
    effects.append(.contentOffset(offset))
    let armed = armedAction(at: offset)
    guard armed != tracking.armed else { return }
    if let previous = tracking.armed { effects.append(.cue(previous, armed: false)) }
    if let armed { arm(armed, into: &effects) }
    tracking.armed = armed
  }

  /// Shows an action's cue, with the haptic tick.
  func arm(_ action: Action, into effects: inout [Effect]) {
    effects.append(.cue(action, armed: true))
    if let haptic = configuration.armingHaptic { effects.append(.haptic(haptic)) }
  }

  /// The finger lifted: commit an armed action (or one the velocity arms), or spring back.
  /// The decision uses the finger's velocity; the spring starts with the row's.
  mutating func release(_ tracking: State.Tracking, velocity: Double, into effects: inout [Effect])
  {
    let offset = tracking.offset
    let rowVelocity = tracking.horizontal.offsetVelocity(
      atTranslation: tracking.translation, fingerVelocity: velocity)
    var armed = tracking.armed
    if armed == nil, configuration.armsWithVelocity,
      let sign: FloatingPointSign = offset != 0
        ? (offset < 0 ? .minus : .plus) : velocity != 0 ? (velocity < 0 ? .minus : .plus) : nil
    {
      let action = Action.towards(sign, in: layoutDirection)
      if configuration.allows(action), rowWidth > 0,
        tracking.horizontal.reaches(armingDistance, on: sign, from: offset, velocity: velocity)
      {
        arm(action, into: &effects)
        armed = action
      }
    }
    switch armed {
    case .complete:
      effects.append(.commit(.complete(rowID)))
      settle(from: offset, velocity: rowVelocity, dismissing: false, cue: .complete, into: &effects)
    case .delete:
      effects.append(.commit(.delete(rowID)))
      settle(from: offset, velocity: rowVelocity, dismissing: true, cue: .delete, into: &effects)
    case nil:
      settle(from: offset, velocity: rowVelocity, dismissing: false, cue: nil, into: &effects)
    }
  }

  /// The drag was taken away (or sent NaN): back to 0 without committing.
  mutating func cancel(_ tracking: State.Tracking, into effects: inout [Effect]) {
    if let armed = tracking.armed { effects.append(.cue(armed, armed: false)) }
    settle(from: tracking.offset, velocity: 0, dismissing: false, cue: nil, into: &effects)
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

  /// Springs back to 0, or off-screen, with the release velocity; at once when there is
  /// nowhere to go. The way back keeps only as much of the velocity as keeps the row within
  /// its width and no more than 0.5 pt past 0 (``HorizontalTracking/settleBounds(on:width:)``),
  /// so that it does not uncover the other cue as it bounces; the slide off-screen is meant
  /// to leave.
  mutating func settle(
    from offset: Double, velocity: Double, dismissing: Bool, cue: Action?,
    into effects: inout [Effect]
  ) {
    let target = dismissing ? dismissedOffset : 0
    var animation = SpringAnimation(
      spring: configuration.spring, from: offset, to: target, initialVelocity: velocity)
    if !dismissing {
      animation = animation.limitingOvershoot(
        to: HorizontalTracking.settleBounds(
          on: HorizontalTracking.side(ofOffset: offset, velocity: velocity), width: rowWidth))
    }
    let settling = State.Settling(animation: animation, isDismissal: dismissing, cue: cue)
    guard offset != target || velocity != 0 else {
      arrive(settling, into: &effects)
      return
    }
    effects.append(.animate(animation))
    state = .settling(settling)
  }

  /// Comes to rest: at 0 with the cue hidden, or dismissed off-screen.
  mutating func arrive(_ settling: State.Settling, into effects: inout [Effect]) {
    if settling.isDismissal {
      effects.append(.contentOffset(dismissedOffset))
      state = .dismissed
    } else {
      effects.append(.contentOffset(0))
      if let cue = settling.cue { effects.append(.cue(cue, armed: false)) }
      state = .idle
    }
  }

  /// Continues a stopped spring back to 0.
  mutating func resume(_ stopped: State.Stopped, into effects: inout [Effect]) {
    settle(
      from: stopped.offset, velocity: stopped.velocity, dismissing: false, cue: stopped.cue,
      into: &effects)
  }

  /// A new row width: new arming distance and range.
  mutating func resize(to width: Double, into effects: inout [Effect]) {
    guard width.isFinite, width >= 0 else { return }
    rowWidth = width
    switch state {
    case .tracking(var tracking):
      // The row stays under the finger; a changed arming distance may arm or disarm.
      tracking.horizontal = makeTracking(
        offset: tracking.offset, atTranslation: tracking.translation)
      move(&tracking, to: tracking.offset, into: &effects)
      state = .tracking(tracking)
    case .dismissed:
      effects.append(.contentOffset(dismissedOffset))
    case .idle, .settling, .stopped:
      break
    }
  }
}
