// The transitions: beginning a drag, following it, and springing to an anchor on release
// or cancel.
extension DragSnap {
  mutating func beginDrag(
    at origin: Point, anchor: Anchor, translation: Vector, into effects: inout [Effect]
  ) {
    state = .dragging(start: origin, translation: translation, startAnchor: anchor)
    let current = frame
    effects.append(.frame(current))
    effects.append(.began(frame: current))
  }

  func emitMove(into effects: inout [Effect]) {
    let current = frame
    effects.append(.frame(current))
    effects.append(.moved(frame: current))
  }

  /// Projects the released centre, picks the nearest anchor, and springs there with the
  /// release velocity.
  mutating func release(
    at unconstrained: Point, velocity: Vector, into effects: inout [Effect]
  ) {
    let origin = displayedOrigin(forUnconstrained: unconstrained)
    let center = Rect(origin: origin, size: size).center
    let projected = Projection.project(
      center, velocity: velocity, decelerationRate: configuration.decelerationRate)
    let resolved = resolve(anchor(nearestTo: projected))
    let animation = spring(
      from: origin, to: frame(centeredAt: resolved.center).origin, initialVelocity: velocity)
    effects.append(.animate(animation))
    state = .settling(animation, elapsed: 0, anchor: resolved.anchor, endsDrag: true)
  }

  /// Springs back, at rest, to the anchor the drag started from.
  mutating func cancelDrag(
    from unconstrained: Point, to anchor: Anchor, into effects: inout [Effect]
  ) {
    let origin = displayedOrigin(forUnconstrained: unconstrained)
    let resolved = resolve(anchor)
    let animation = spring(from: origin, to: frame(centeredAt: resolved.center).origin)
    effects.append(.animate(animation))
    state = .settling(animation, elapsed: 0, anchor: resolved.anchor, endsDrag: true)
  }

  /// The configured spring from `origin` to `target`, its overshoot kept inside
  /// ``overshootArea``.
  func spring(
    from origin: Point, to target: Point, initialVelocity: Vector = .zero
  ) -> SpringAnimation2D {
    let area = overshootArea
    let origins = Rect(
      x: area.minX, y: area.minY, width: area.width - size.width,
      height: area.height - size.height)
    return SpringAnimation2D(
      spring: configuration.spring, from: origin, to: target, initialVelocity: initialVelocity
    ).limitingOvershoot(to: origins)
  }
}
