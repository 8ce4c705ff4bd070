import GestureCore
import GestureTesting

/// One Clear-style row of 375 × 60 pt at y 100 with a horizontal pan on a node of its size,
/// and the effects its swipe emitted since the last `take()`.
final class CommitRowHarness {
  var row: SwipeToCommit
  var effects: [SwipeToCommit.Effect] = []
  let sim: TouchSimulator
  let y = 130.0

  init(_ row: SwipeToCommit) {
    let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 375, height: 812)))
    let node = Node(frame: Rect(x: 0, y: 100, width: 375, height: 60))
    arena.root.addChild(node)
    arena.attach(PanRecognizer(name: "rowPan", configuration: .init(axis: .horizontal)), to: node)
    sim = TouchSimulator(arena: arena)
    self.row = row
    sim.onChange = { [unowned self] change in
      if let drag = DragEvent(change) { self.row.handle(.drag(drag), into: &self.effects) }
    }
  }

  func press(at x: Double) {
    sim.down(1, at: Point(x: x, y: y))
  }

  /// Moves the finger to `x`, one 60 Hz frame later.
  func move(to x: Double) {
    sim.wait(1.0 / 60)
    sim.move(1, to: Point(x: x, y: y))
  }

  /// Lifts the finger after it rested `rest` seconds (0.1 s: the release velocity is zero).
  func lift(after rest: Double = 0.1) {
    if rest > 0 { sim.wait(rest) }
    sim.up(1)
  }

  var releaseVelocity: Double {
    sim.log.last?.value.velocity.dx ?? .nan
  }

  @discardableResult
  func take() -> [SwipeToCommit.Effect] {
    defer { effects.removeAll() }
    return effects
  }

  func send(_ event: SwipeToCommit.Event) -> [SwipeToCommit.Effect] {
    row.handle(event, into: &effects)
    return take()
  }
}

/// The default spring (ζ 0.9, response 0.5 s).
func commitSpring(from: Double, to: Double, velocity: Double = 0) -> SwipeToCommit.Effect {
  .animate(
    SpringAnimation(
      spring: Spring(dampingRatio: 0.9, response: 0.5), from: from, to: to,
      initialVelocity: velocity))
}
