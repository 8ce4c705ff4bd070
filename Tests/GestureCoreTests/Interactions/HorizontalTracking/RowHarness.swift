import GestureCore
import GestureTesting

/// One horizontally swipeable row of 375 × 60 pt at y 100, with a horizontal pan on a node of
/// its size, synthetic fingers on it, and the effects the row's interaction emitted since
/// the last `take()`: the rig of the swipe-actions and swipe-to-commit tests.
final class RowHarness<Row, Event, Effect> {
  var row: Row
  var effects: [Effect] = []
  let sim: TouchSimulator
  /// The y of the finger: the row's middle.
  let y = 130.0
  private let handle: (inout Row, Event, inout [Effect]) -> Void

  init(
    _ row: Row, drag: @escaping (DragEvent) -> Event,
    handle: @escaping (inout Row, Event, inout [Effect]) -> Void
  ) {
    // An explicit screen-sized root, so the row's node sits at y 100 of the screen.
    let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 375, height: 812)))
    let node = Node(frame: Rect(x: 0, y: 100, width: 375, height: 60))
    arena.root.addChild(node)
    arena.attach(PanRecognizer(name: "rowPan", configuration: .init(axis: .horizontal)), to: node)
    sim = TouchSimulator(arena: arena)
    self.row = row
    self.handle = handle
    sim.onChange = { [unowned self] change in
      if let event = DragEvent(change) { self.handle(&self.row, drag(event), &self.effects) }
    }
  }

  /// Puts the finger down at `x`.
  func press(at x: Double) {
    sim.down(1, at: Point(x: x, y: y))
  }

  /// Moves the finger to `x`, one 60 Hz frame later.
  func move(to x: Double) {
    sim.wait(1.0 / 60)
    sim.move(1, to: Point(x: x, y: y))
  }

  /// Lifts the finger after it rested `rest` seconds (0.1 s: longer than the velocity
  /// tracker's 40 ms stillness timeout, so the release velocity is zero).
  func lift(after rest: Double = 0.1) {
    if rest > 0 { sim.wait(rest) }
    sim.up(1)
  }

  /// The release velocity of the latest pan, in points per second.
  var releaseVelocity: Double {
    sim.log.last?.value.velocity.dx ?? .nan
  }

  /// The effects since the last call, emptied.
  @discardableResult
  func take() -> [Effect] {
    defer { effects.removeAll() }
    return effects
  }

  /// Sends an event and returns the effects it caused (and any not yet taken).
  func send(_ event: Event) -> [Effect] {
    handle(&row, event, &effects)
    return take()
  }
}
