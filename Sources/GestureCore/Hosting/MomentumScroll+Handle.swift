extension MomentumScroll {
  /// Handles one event; ``offset`` and ``phase`` are up to date when it returns. Nothing is
  /// appended to `effects`.
  ///
  /// Every event is accepted in every phase; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .tick(let time):
      advance(to: time)
    case .touchDown(let time):
      advance(to: time)
      isTouched = true
      switch phase {
      case .resting, .held, .decelerating, .bouncing, .animating: phase = .held
      case .dragging: break
      }
    case .touchUp(let time):
      advance(to: time)
      isTouched = false
      if case .held = phase { settle(velocity: 0) }
    case .drag(let drag, let time):
      advance(to: time)
      self.drag(drag)
    case .scroll(let delta, let animated, let time):
      advance(to: time)
      guard delta.isFinite else { return }
      scroll(to: base(animated: animated) + delta, animated: animated)
    case .show(let target, let animated, let time):
      advance(to: time)
      guard !target.isNaN else { return }
      scroll(to: target, animated: animated)
    case .key(let key, let time):
      advance(to: time)
      let base = base(animated: true)
      // Paging, a line is a page, and a page key lands on a page too.
      let line = configuration.page ?? configuration.line
      let page = configuration.pageShare * viewportLength
      switch key {
      case .previousLine: scroll(to: pageTarget(base - line), animated: true)
      case .nextLine: scroll(to: pageTarget(base + line), animated: true)
      case .previousPage: scroll(to: pageTarget(base - page), animated: true)
      case .nextPage: scroll(to: pageTarget(base + page), animated: true)
      case .start: scroll(to: 0, animated: true)
      case .end: scroll(to: maximumOffset, animated: true)
      }
    case .resize(let content, let viewport):
      contentLength = Self.length(content)
      viewportLength = Self.length(viewport)
      followBounds()
    }
  }

  // MARK: Time

  /// Takes a new time (never backwards, never one that is not a time:
  /// ``InputLimits/isTime(_:)``) and moves the content to it.
  mutating func advance(to newTime: Double) {
    if InputLimits.isTime(newTime), newTime > time { time = newTime }
    advance()
  }

  /// Moves the content along its decay or spring to ``time``.
  mutating func advance() {
    switch phase {
    case .resting, .held, .dragging:
      break
    case .decelerating(let decay, let start):
      advance(decay, start: start)
    case .bouncing(let motion), .animating(let motion):
      if motion.isSettled(at: time) {
        offset = motion.animation.to
        phase = .resting
      } else {
        offset = motion.value(at: time)
      }
    }
  }

  /// A decay: on until it arrives, or until it carries the content past an end, where a
  /// bounce takes over with the velocity it had there.
  mutating func advance(_ decay: Decay, start: Double) {
    let elapsed = time - start
    let position = decay.position(at: elapsed)
    let heading = decay.initialVelocity
    if (position < 0 && heading < 0) || (position > maximumOffset && heading > 0) {
      let bound = position < 0 ? 0 : maximumOffset
      // from + D·(1 − f) = bound, with D the decay's whole distance and f = d^(1000·t) the
      // share of the velocity left: f = 1 − (bound − from)/D. No crossing (f outside 0...1)
      // means the content already was past this end when the decay began (the bounds
      // shrank): it bounces back from where it is.
      let share = 1 - (bound - decay.from) / decay.totalDistance
      if share > 0, share <= 1 {
        let crossing = Elementary.log(share) / (1000 * Elementary.log(decay.decelerationRate.rawValue))
        bounce(
          from: bound, to: bound, velocity: heading * share,
          start: start + (crossing.isFinite ? max(0, crossing) : 0))
      } else {
        bounce(from: position, to: bound, velocity: decay.velocity(at: elapsed), start: time)
      }
      return
    }
    // Arrived once what is left to go, |v(t)| · d/(1−d)/1000, is under the resting distance.
    let arrival = decay.duration(
      untilVelocityBelow: configuration.arrival / decay.decelerationRate.distanceFactor)
    if elapsed >= arrival {
      offset = configuration.page != nil ? pageTarget(decay.restingPosition) : clamped(decay.restingPosition)
      phase = .resting
    } else {
      offset = position
    }
  }

  /// Springs to `target` (an end, or a page) with `spring` (``Configuration/bounceSpring`` when
  /// `nil`), started at `start`, and shows where it is now.
  mutating func bounce(
    from: Double, to target: Double, velocity: Double, start: Double,
    spring: SpringParameters? = nil
  ) {
    let animation = SpringAnimation(
      spring: spring ?? configuration.bounceSpring, from: from, to: target,
      initialVelocity: velocity)
    phase = .bouncing(Motion(animation, start: start))
    advance()
  }

  // MARK: Dragging

  /// The component of a vector along the axis.
  func along(_ vector: Vector) -> Double {
    switch axis {
    case .horizontal: vector.dx
    case .vertical: vector.dy
    }
  }

  /// The offset shown for an unbanded one: 1:1 within the ends, on the rubber band past them.
  func shown(_ unbanded: Double) -> Double {
    band.banded(unbanded, minimum: 0, maximum: maximumOffset)
  }

  /// The unbanded offset that shows as `offset` (the inverse of ``shown(_:)``).
  func unbanded(_ offset: Double) -> Double {
    let band = band
    if offset < 0 { return band.overshoot(forOffset: offset) }
    if offset > maximumOffset { return maximumOffset + band.overshoot(forOffset: offset - maximumOffset) }
    return offset
  }

  /// How fast the shown offset moves per point of unbanded offset at `offset`: 1 within the
  /// ends; past them the band's slope, `c · ((d − |o|)/d)²` for an offset `o` past the end
  /// (from `o = d·u/(u + 1)`, `u = x·c/d`: `do/dx = c/(u + 1)²` and `u + 1 = d/(d − |o|)`).
  func slope(at offset: Double) -> Double {
    let past = offset < 0 ? -offset : offset > maximumOffset ? offset - maximumOffset : 0
    guard past > 0 else { return 1 }
    let band = band
    guard band.dimension > 0, past < band.dimension else { return 0 }
    let share = (band.dimension - past) / band.dimension
    return band.coefficient * share * share
  }

  mutating func drag(_ drag: DragEvent) {
    guard drag.isFinite else {
      release(velocity: 0)
      return
    }
    switch drag {
    case .began(_, let translation):
      // Caught where it is shown: the finger now holds that point of the content.
      let t = along(translation)
      var origin = unbanded(offset)
      if !origin.isFinite { origin = clamped(offset) }
      phase = .dragging(origin: origin + t)
      dragTranslation = t
    case .changed(_, let translation):
      guard case .dragging(let origin) = phase else { return }
      dragTranslation = along(translation)
      offset = shown(origin - dragTranslation)
    case .ended(_, let translation, let velocity):
      guard case .dragging(let origin) = phase else { return }
      dragTranslation = along(translation)
      offset = shown(origin - dragTranslation)
      release(velocity: -along(velocity))
    case .cancelled:
      release(velocity: 0)
    }
  }

  /// The finger let go of a drag, the content moving at `velocity` unbanded points per
  /// second (the finger's velocity, reversed).
  mutating func release(velocity: Double) {
    guard case .dragging = phase else { return }
    phase = .resting
    settle(velocity: velocity.isFinite ? velocity : 0)
  }

  /// Nothing holds the content any more: momentum from `velocity`, a bounce back within the
  /// ends, a move to a page, or rest.
  mutating func settle(velocity: Double) {
    phase = .resting
    if offset < 0 || offset > maximumOffset {
      let bound = offset < 0 ? 0 : maximumOffset
      let shownVelocity = velocity * slope(at: offset)
      // Flung back towards the content hard enough to get there: a decay from where it is.
      let decay = Decay(
        from: offset, initialVelocity: shownVelocity,
        decelerationRate: configuration.decelerationRate)
      let reaches = bound == 0 ? decay.restingPosition > 0 : decay.restingPosition < maximumOffset
      if reaches, configuration.page == nil {
        phase = .decelerating(decay, start: time)
      } else {
        bounce(from: offset, to: bound, velocity: shownVelocity, start: time)
      }
      return
    }
    guard configuration.page != nil else {
      let travel = Projection.distance(velocity: velocity, decelerationRate: configuration.decelerationRate)
      if travel.magnitude >= configuration.arrival {
        phase = .decelerating(
          Decay(from: offset, initialVelocity: velocity, decelerationRate: configuration.decelerationRate),
          start: time)
      }
      return
    }
    moveToPage(velocity: velocity)
  }

  /// Paging: the page nearest to where the flick would come to rest, reached by a decay whose
  /// rate is chosen to end exactly there when that rate lies between `.fast` (0.99) and 0.999
  /// per millisecond; by ``Configuration/scrollSpring`` carrying the velocity otherwise (a
  /// release too slow to get there, or so fast that the decay would stop abruptly).
  mutating func moveToPage(velocity: Double) {
    let projected = Projection.project(offset, velocity: velocity, decelerationRate: configuration.decelerationRate)
    let target = pageTarget(projected)
    let distance = target - offset
    if distance.magnitude < configuration.arrival, velocity == 0 {
      offset = target
      return
    }
    // The decay from `offset` at `velocity` travels v/1000 · d/(1 − d): for it to end on the
    // page, d/(1 − d) = k with k = 1000·distance/velocity, so d = k/(1 + k).
    if velocity != 0, distance != 0, (distance > 0) == (velocity > 0) {
      let k = 1000 * distance / velocity
      let rate = k / (1 + k)
      if rate >= DecelerationRate.fast.rawValue, rate <= MomentumScroll.slowestPagingRate {
        phase = .decelerating(
          Decay(from: offset, initialVelocity: velocity, decelerationRate: DecelerationRate(rawValue: rate)),
          start: time)
        return
      }
    }
    bounce(from: offset, to: target, velocity: velocity, start: time, spring: configuration.scrollSpring)
  }

  /// The slowest deceleration rate a paging decay may use, 0.999 per millisecond: a flick
  /// that would need less friction to reach its page springs there instead of creeping.
  public static let slowestPagingRate = 0.999

  // MARK: Wheels, keys and the app

  /// Where a scroll by a delta starts from: the target of an animated scroll in flight (so
  /// that key presses add up), the offset otherwise.
  func base(animated: Bool) -> Double {
    if animated, case .animating(let motion) = phase { return motion.animation.to }
    return offset
  }

  mutating func scroll(to target: Double, animated: Bool) {
    if case .dragging = phase { return }
    let destination = clamped(target)
    guard animated else {
      offset = destination
      phase = isTouched ? .held : .resting
      return
    }
    let current = velocity
    guard destination != offset || current != 0 else {
      phase = isTouched ? .held : .resting
      return
    }
    let animation = SpringAnimation(
      spring: configuration.scrollSpring, from: offset, to: destination, initialVelocity: current)
    phase = .animating(Motion(animation, start: time))
    advance()
  }

  // MARK: Bounds

  /// New lengths: a still content is brought within the ends; a drag is shown on the new
  /// band; a decay meets the new ends as it goes; a spring heads for a target within them.
  mutating func followBounds() {
    switch phase {
    case .resting:
      offset = clamped(offset)
    case .held:
      break  // The touch-up brings it back within the ends.
    case .dragging(let origin):
      offset = shown(origin - dragTranslation)
    case .decelerating:
      advance()
    case .bouncing(let motion), .animating(let motion):
      let target = motion.animation.to
      let within = configuration.page != nil ? pageTarget(target) : clamped(target)
      guard within != target else { return }
      let animation = SpringAnimation(
        spring: motion.animation.spring, from: offset, to: within, initialVelocity: velocity)
      let moved = Motion(animation, start: time)
      if case .bouncing = phase { phase = .bouncing(moved) } else { phase = .animating(moved) }
      advance()
    }
  }
}
