extension DraggableStore {
  /// Handles one event, appending the callbacks the host makes, in order; ``frame`` is up to
  /// date when it returns.
  ///
  /// Every event is accepted in every state; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .tick(let time):
      advance(to: time, into: &effects)
    case .touchDown(let touch, let location, let time):
      advance(to: time, into: &effects)
      catchView(with: touch, at: location, into: &effects)
    case .touchUp(let touch, let time):
      advance(to: time, into: &effects)
      guard case .held(let origin, touch, let startAnchor) = state else { break }
      switch startAnchor {
      case .stashedLeft, .stashedRight:
        // A tap on the tab (or a finger that stopped a view going there): it comes back.
        settle(from: origin, to: shownAnchor, velocity: .zero)
      default:
        // Let go where it was stopped, without velocity: the nearest anchor.
        release(at: origin, velocity: .zero)
      }
    case .drag(let drag, let time):
      advance(to: time, into: &effects)
      let drag = drag.withinLimits
      // A pan of a container since replaced is not this container's.
      if case .began = drag { (isPanUnderWay, ignoresPan) = (true, false) }
      if !ignoresPan { follow(drag, into: &effects) }
      switch drag {
      case .ended, .cancelled: (isPanUnderWay, ignoresPan) = (false, false)
      case .began, .changed: break
      }
    case .pinch(let pinch, let time):
      advance(to: time, into: &effects)
      follow(pinch, into: &effects)
    case .stepSize(let step, let time):
      advance(to: time, into: &effects)
      take(step, into: &effects)
    case .move(let anchor, let time):
      advance(to: time, into: &effects)
      move(to: anchor, into: &effects)
    case .resize(let bounds, let safeArea, let corners, let animated):
      // A spring that has just settled is not finished first: the container change retargets
      // it, so the one `ended` the app gets names where the view comes to rest in the new
      // container, not the old one it never rests in.
      resize(
        bounds: bounds, safeArea: safeArea, cornerInsets: corners, follows: true, shown: frame,
        into: &effects)
      if !animated { finishSpring(into: &effects) }
    case .configurationChanged(let newConfiguration):
      let shown = frame
      configuration = newConfiguration
      resize(
        bounds: bounds, safeArea: safeArea, cornerInsets: cornerInsets, follows: false,
        shown: shown, into: &effects)
    case .containerReplaced(let placement, let time):
      advance(to: time, into: &effects)
      replaceContainer(with: placement, into: &effects)
    case .sizeChanged(let newSize):
      guard newSize.width.isFinite, newSize.height.isFinite, newSize.width >= 0,
        newSize.height >= 0, newSize != size
      else {
        if newSize == size { pendingSize = nil }
        break
      }
      pendingSize = newSize
    }
    applyPendingSize()
  }

  // MARK: Time

  /// Takes a new time (never backwards, never one that is not a time:
  /// ``InputLimits/isTime(_:)``); a spring waiting for a time starts now, and a spring that
  /// has settled by now ends.
  mutating func advance(to newTime: Double, into effects: inout [Effect]) {
    if InputLimits.isTime(newTime), newTime > time { time = newTime }
    if case .resizing(let motion, _) = state {
      size = size(forWidth: motion.value(at: time))
      if motion.isSettled(at: time) { finishSpring(into: &effects) }
      return
    }
    guard case .settling(let animation, let waiting, let anchor, let endsDrag) = state else {
      return
    }
    let start = waiting ?? time
    state = .settling(animation, start: start, anchor: anchor, endsDrag: endsDrag)
    if animation.isSettled(at: elapsed(since: start)) { finishSpring(into: &effects) }
  }

  /// The seconds the spring that started at `start` has run at ``time`` (0 before it starts).
  func elapsed(since start: Double?) -> Double {
    guard let start, time > start else { return 0 }
    return time - start
  }

  /// Puts a settling or resizing view at the end of its spring now; after a drag, the app
  /// hears of it.
  mutating func finishSpring(into effects: inout [Effect]) {
    switch state {
    case .settling(let animation, _, let anchor, let endsDrag):
      state = .resting(origin: animation.to, anchor: anchor)
      if endsDrag { effects.append(.ended(frame: frame, anchor: anchor)) }
      if let width = shrunkWidth(from: size.width) {
        // The area shrank under the view while it moved: now at rest, it springs to the
        // largest width that fits, as a resting view does when the area shrinks.
        effects.append(.began(frame: frame))
        springSize(to: width, velocity: 0, anchor: anchor)
      }
    case .resizing(let motion, let anchor):
      size = size(forWidth: motion.animation.to)
      let resolved = resolve(anchor)
      state = .resting(origin: frame(centeredAt: resolved.center).origin, anchor: resolved.anchor)
      effects.append(.ended(frame: frame, anchor: resolved.anchor))
    case .resting, .held, .dragging, .pinching:
      break
    }
  }

  // MARK: Fingers

  /// A finger lands on the view: a settling view stops where the spring has it, held by that
  /// finger, and so does a stashed one, on its tab. The drag that flung it goes on for the
  /// app; one a container change started begins, as does one on the tab.
  mutating func catchView(with touch: TouchID, at location: Point, into effects: inout [Effect]) {
    guard location.isFinite, frame.contains(location) else { return }
    switch state {
    case .settling(let animation, let start, let anchor, let endsDrag):
      state = .held(
        origin: animation.value(at: elapsed(since: start)), touch: touch, startAnchor: anchor)
      if !endsDrag { effects.append(.began(frame: frame)) }
    case .resting(let origin, let anchor) where isStashed:
      state = .held(origin: origin, touch: touch, startAnchor: anchor)
      effects.append(.began(frame: frame))
    case .resting, .held, .dragging, .pinching, .resizing:
      break
    }
  }

  /// A phase of the pan: begins a drag on a resting or settling view (where the spring has
  /// it), and moves, releases or cancels the drag under way.
  mutating func follow(_ drag: DragEvent, into effects: inout [Effect]) {
    let start: Point
    let translation: Vector
    let startAnchor: Anchor
    switch state {
    case .resting, .settling, .resizing:
      // The finger catches the view where it is drawn (where the spring has it); after a
      // drag's release, that drag goes on for the app. A resize under way ends at its size
      // at once, so the finger drags a view of the size it was going to.
      guard drag.isFinite, case .began(_, let translation) = drag, let restAnchor = anchor else {
        return
      }
      let continuesDrag =
        switch state {
        case .settling(_, _, _, let endsDrag): endsDrag
        case .resizing: true
        case .resting, .held, .dragging, .pinching: false
        }
      if case .resizing(let motion, _) = state { size = size(forWidth: motion.animation.to) }
      state = .dragging(start: frame.origin, translation: translation, startAnchor: restAnchor)
      if !continuesDrag { effects.append(.began(frame: frame)) }
      return
    case .pinching:
      return
    case .held(let origin, _, let anchor):
      (start, translation, startAnchor) = (origin, .zero, anchor)
    case .dragging(let origin, let offset, let anchor):
      (start, translation, startAnchor) = (origin, offset, anchor)
    }
    guard drag.isFinite else {
      cancelDrag(from: start + translation, to: startAnchor)
      return
    }
    switch drag {
    case .began(_, let newTranslation):
      state = .dragging(
        start: start + translation, translation: newTranslation, startAnchor: startAnchor)
      effects.append(.moved(frame: frame))
    case .changed(_, let newTranslation):
      state = .dragging(start: start, translation: newTranslation, startAnchor: startAnchor)
      effects.append(.moved(frame: frame))
    case .ended(_, let newTranslation, let velocity):
      release(at: start + newTranslation, velocity: velocity)
    case .cancelled:
      cancelDrag(from: start + translation, to: startAnchor)
    }
  }

  /// Projects the released centre, picks the stash anchor it passes or the nearest anchor,
  /// and springs there with the release velocity, from now.
  mutating func release(at unconstrained: Point, velocity: Vector) {
    let origin = displayedOrigin(forUnconstrained: unconstrained)
    let center = Rect(origin: origin, size: size).center
    let projected = Projection.project(
      center, velocity: velocity, decelerationRate: configuration.decelerationRate)
    let target =
      stashAnchor(center: center, projected: projected, velocity: velocity)
      ?? anchor(nearestTo: projected)
    settle(from: origin, to: target, velocity: velocity)
  }

  /// Springs from `origin` to `anchor` with `velocity`, from now, as the end of a drag.
  mutating func settle(from origin: Point, to anchor: Anchor, velocity: Vector) {
    let resolved = resolve(anchor)
    let animation = spring(
      from: origin, to: frame(centeredAt: resolved.center).origin, initialVelocity: velocity)
    state = .settling(animation, start: time, anchor: resolved.anchor, endsDrag: true)
  }

  /// Springs from where the view is drawn to `anchor`, as after a drag; a finger holding or
  /// dragging the view keeps it.
  mutating func move(to anchor: Anchor, into effects: inout [Effect]) {
    switch anchor {
    case .left(let coordinate), .right(let coordinate), .top(let coordinate),
      .bottom(let coordinate), .stashedLeft(let coordinate), .stashedRight(let coordinate):
      guard coordinate.isFinite else { return }
    case .topLeft, .topRight, .bottomLeft, .bottomRight, .point:
      break
    }
    let origin: Point
    var velocity = Vector.zero
    switch state {
    case .resting(let resting, _):
      origin = resting
      effects.append(.began(frame: frame))
    case .settling(let animation, let start, _, let endsDrag):
      origin = animation.value(at: elapsed(since: start))
      velocity = animation.velocity(at: elapsed(since: start))
      if !endsDrag { effects.append(.began(frame: frame)) }
    case .resizing(let motion, _):
      // The resize ends at its size at once; the drag it began goes on to the new anchor.
      size = size(forWidth: motion.animation.to)
      origin = frame.origin
    case .held, .dragging, .pinching:
      return
    }
    settle(from: origin, to: anchor, velocity: velocity)
  }

  /// Springs back, from now and at rest, to the anchor the drag started from.
  mutating func cancelDrag(from unconstrained: Point, to anchor: Anchor) {
    settle(from: displayedOrigin(forUnconstrained: unconstrained), to: anchor, velocity: .zero)
  }

  /// The configured spring from `origin` to `target`, its overshoot kept inside
  /// ``overshootArea`` (widened to hold a stashed start or target); under Reduce Motion the
  /// short critically damped spring, from rest.
  func spring(
    from origin: Point, to target: Point, initialVelocity: Vector = .zero
  ) -> SpringAnimation2D {
    let area = overshootArea
    let origins = Rect(
      x: area.minX, y: area.minY, width: area.width - size.width,
      height: area.height - size.height)
    let reduced = configuration.reducesMotion
    return SpringAnimation2D(
      spring: reduced ? Configuration.reducedMotionSpring : configuration.spring, from: origin,
      to: target, initialVelocity: reduced ? .zero : initialVelocity
    ).limitingOvershoot(to: origins)
  }

  // MARK: Containers

  /// Takes a new container, if its values are usable: a resting view goes to its anchor in
  /// it (at once when `follows` and the anchor moved by at most ``followDistance`` along each
  /// axis, otherwise with a spring), a settling one is retargeted there from where it is, and
  /// under the finger the allowed area changes (the app hears of a view that moves from
  /// `shown`). A spring this starts sets off from where the view is, carried in by the new
  /// area's edge (``carried(_:from:)``), and waits for the next event with a time.
  mutating func resize(
    bounds newBounds: Rect, safeArea newSafeArea: Insets, cornerInsets newCorners: CornerInsets,
    follows: Bool, shown: Rect, into effects: inout [Effect]
  ) {
    guard Self.isUsable(newBounds), Self.isUsable(newSafeArea) else { return }
    let oldOrigins = overshootOrigins
    bounds = newBounds
    safeArea = newSafeArea
    cornerInsets = newCorners.usable
    switch state {
    case .resting(let origin, let anchor):
      let resolved = resolve(anchor)
      if let width = shrunkWidth(from: size.width) {
        // Resized wider than the new area allows: it springs to the largest width that fits,
        // at its anchor, as a size step would.
        effects.append(.began(frame: shown))
        springSize(to: width, velocity: 0, anchor: resolved.anchor)
        return
      }
      let target = frame(centeredAt: resolved.center).origin
      // Within the follow distance along both axes (NaN-free: both origins are computed from
      // usable values), the view moves with its anchor: no spring to trail behind it.
      let step = max((target.x - origin.x).magnitude, (target.y - origin.y).magnitude)
      guard target != origin, !(follows && step <= Self.followDistance) else {
        state = .resting(origin: target, anchor: resolved.anchor)
        return
      }
      state = .settling(
        spring(from: carried(origin, from: oldOrigins), to: target), start: nil,
        anchor: resolved.anchor, endsDrag: false)
    case .held, .dragging:
      if frame != shown { effects.append(.moved(frame: frame)) }
    case .pinching(let unitWidth, let startWidth, let anchor):
      // The frame follows the anchor in the new container; a custom point no longer offered
      // gives way to the anchor nearest to where the view was.
      state = .pinching(
        unitWidth: unitWidth, startWidth: startWidth, anchor: offered(anchor, near: shown))
      if frame != shown { effects.append(.moved(frame: frame)) }
    case .resizing(let motion, let anchor):
      let anchor = offered(anchor, near: shown)
      if let width = shrunkWidth(from: motion.animation.to) {
        springSize(to: width, velocity: motion.velocity(at: time), anchor: anchor)
      } else {
        state = .resizing(motion, anchor: anchor)
      }
    case .settling(let animation, let start, let anchor, let endsDrag):
      let resolved = resolve(anchor)
      let target = frame(centeredAt: resolved.center).origin
      let elapsed = elapsed(since: start)
      let position = animation.value(at: elapsed)
      let from = carried(position, from: oldOrigins)
      guard target != animation.to || from != position else {
        state = .settling(animation, start: start, anchor: resolved.anchor, endsDrag: endsDrag)
        return
      }
      let retargeted = spring(
        from: from, to: target, initialVelocity: animation.velocity(at: elapsed))
      state = .settling(retargeted, start: nil, anchor: resolved.anchor, endsDrag: endsDrag)
    }
  }

  /// The origins at which the whole view lies inside ``overshootArea``; along an axis where
  /// the view is larger than the area, the range between its two overhanging positions (so
  /// `minX > maxX` there: read it with `min` and `max`).
  var overshootOrigins: (minX: Double, maxX: Double, minY: Double, maxY: Double) {
    let area = overshootArea
    return (area.minX, area.maxX - size.width, area.minY, area.maxY - size.height)
  }

  /// `origin`, a place of the view in the container whose ``overshootOrigins`` were `old`,
  /// moved in so that it is no further outside the current ones than it was outside `old`:
  /// unchanged where no edge of the area passed it, moved by as much as an edge went past it
  /// otherwise. A stashed view, outside by the part its stash hides, stays stashed.
  func carried(
    _ origin: Point, from old: (minX: Double, maxX: Double, minY: Double, maxY: Double)
  ) -> Point {
    func carry(_ value: Double, _ oldA: Double, _ oldB: Double, _ newA: Double, _ newB: Double)
      -> Double
    {
      let below = max(min(oldA, oldB) - value, 0)
      let above = max(value - max(oldA, oldB), 0)
      let lower = min(newA, newB) - below
      let upper = max(newA, newB) + above
      return value < lower ? lower : value > upper ? upper : value
    }
    let new = overshootOrigins
    return Point(
      x: carry(origin.x, old.minX, old.maxX, new.minX, new.maxX),
      y: carry(origin.y, old.minY, old.maxY, new.minY, new.maxY))
  }

  /// Ends what the old container had under way (the app's drag gets its `ended`), then
  /// starts over at rest in the new container, if there is one.
  mutating func replaceContainer(with placement: Placement?, into effects: inout [Effect]) {
    // Held by a finger or dragged by a pan: let go; the spring below ends at once.
    switch state {
    case .held(let origin, _, let anchor): cancelDrag(from: origin, to: anchor)
    case .dragging(let start, let translation, let anchor):
      cancelDrag(from: start + translation, to: anchor)
    case .pinching: follow(Pinch.cancelled, into: &effects)
    case .resting, .settling, .resizing: break
    }
    finishSpring(into: &effects)
    ignoresPan = isPanUnderWay
    guard let placement else { return }
    pendingSize = nil  // The placement's frame carries the view's size.
    rest(
      near: placement.frame, bounds: placement.bounds, safeArea: placement.safeArea,
      cornerInsets: placement.cornerInsets)
  }

  /// Starts over at rest in a container at the configured anchor nearest to `frame`, with
  /// its size; unusable values are read as
  /// ``init(frame:bounds:safeArea:cornerInsets:configuration:)`` documents.
  mutating func rest(
    near frame: Rect, bounds newBounds: Rect, safeArea newSafeArea: Insets,
    cornerInsets newCorners: CornerInsets
  ) {
    func usable(_ value: Double) -> Double { Self.isUsable(value) ? value : 0 }
    func length(_ value: Double) -> Double { Self.isUsable(value) && value > 0 ? value : 0 }
    size = Size(width: length(frame.width), height: length(frame.height))
    bounds = Self.isUsable(newBounds) ? newBounds : .zero
    safeArea = Self.isUsable(newSafeArea) ? newSafeArea : .zero
    cornerInsets = newCorners.usable
    state = .resting(origin: Point(x: usable(frame.minX), y: usable(frame.minY)), anchor: .topLeft)
    let resolved = resolve(anchor(nearestTo: self.frame.center))
    state = .resting(
      origin: self.frame(centeredAt: resolved.center).origin, anchor: resolved.anchor)
  }

  // MARK: Size

  /// Takes a waiting size once the view is at rest: the view starts over at the anchor
  /// nearest to its centre.
  mutating func applyPendingSize() {
    guard let newSize = pendingSize, case .resting = state else { return }
    pendingSize = nil
    // The size the view came to rest at already (a resize towards it was under way when the
    // host reported it): nothing starts over, and the anchor the app was told stands.
    guard newSize != size else { return }
    let center = frame.center
    rest(
      near: Rect(
        origin: Point(x: center.x - newSize.width / 2, y: center.y - newSize.height / 2),
        size: newSize),
      bounds: bounds, safeArea: safeArea, cornerInsets: cornerInsets)
  }
}
