import GestureCore
import GestureTesting

/// One swipeable row of 375 × 60 pt at y 100, with a horizontal pan on a node of its size,
/// synthetic fingers on it, and the effects the row swipe emitted since the last `take()`.
final class SwipeRowHarness {
  var row: SwipeActions
  var effects: [SwipeActions.Effect] = []
  let sim: TouchSimulator
  /// The y of the finger: the row's middle.
  let y = 130.0

  init(_ row: SwipeActions) {
    // An explicit screen-sized root: children of the default root (`Rect.unbounded`, whose
    // origin is at −1e15) would be placed relative to that far-away origin.
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
  func take() -> [SwipeActions.Effect] {
    defer { effects.removeAll() }
    return effects
  }

  /// Sends an event and returns the effects it caused (and any not yet taken).
  func send(_ event: SwipeActions.Event) -> [SwipeActions.Effect] {
    row.handle(event, into: &effects)
    return take()
  }
}

/// The trailing actions of most tests: a destructive "delete" at the edge and "more" inside.
let deleteAndMore: SwipeActions.ActionSet = [
  .init(id: "delete", contentWidth: 46, style: .destructive), .init(id: "more", contentWidth: 38),
]

/// A 375 × 60 row with classic 78 pt buttons (2 × 78 = 156 pt trailing).
func classicRow(
  leading: SwipeActions.ActionSet = .none, trailing: SwipeActions.ActionSet = deleteAndMore,
  direction: HorizontalTracking.LayoutDirection = .leftToRight,
  configuration: SwipeActions.Configuration = .classic
) -> SwipeActions {
  SwipeActions(
    leading: leading, trailing: trailing, containerSize: Size(width: 375, height: 60),
    layoutDirection: direction, configuration: configuration)
}

/// The spring every settle uses by default (ζ 0.9, response 0.5 s).
func swipeSpring(from: Double, to: Double, velocity: Double = 0) -> SwipeActions.Effect {
  .animate(
    SpringAnimation(
      spring: Spring(dampingRatio: 0.9, response: 0.5), from: from, to: to,
      initialVelocity: velocity))
}

/// The effects without the button frames (checked separately where they matter).
func withoutFrames(_ effects: [SwipeActions.Effect]) -> [SwipeActions.Effect] {
  effects.filter {
    if case .buttonFrame = $0 { return false }
    return true
  }
}

/// The frames among the effects, in order.
func frames(_ effects: [SwipeActions.Effect]) -> [Rect] {
  effects.compactMap {
    if case .buttonFrame(_, _, let frame) = $0 { return frame }
    return nil
  }
}

/// Whether an effect carries a NaN anywhere.
func hasNaN(_ effect: SwipeActions.Effect) -> Bool {
  switch effect {
  case .contentOffset(let x): x.isNaN
  case .buttonFrame(_, _, let f): f.minX.isNaN || f.minY.isNaN || f.width.isNaN || f.height.isNaN
  case .animate(let a): a.from.isNaN || a.to.isNaN || a.initialVelocity.isNaN
  case .fullSwipe, .haptic, .perform, .willOpen, .didOpen, .didClose: false
  }
}
