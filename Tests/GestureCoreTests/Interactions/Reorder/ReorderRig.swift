import GestureCore
import GestureTesting

/// A list on screen for reorder tests: a node the size of the viewport with a long-press
/// recognizer on it, synthetic fingers, the interaction fed from the recognizer's state
/// changes as a host would, and a model of item ids that every emitted edit is applied to.
final class ReorderRig {
  let longPress = LongPressRecognizer()
  let list: Node
  let fingers: TouchSimulator
  var reorder: Reorder
  /// Effects since the last ``take()``.
  var effects: [Reorder.Effect] = []
  /// The model: item ids, changed by every `.move` as it is emitted.
  var items: [Int]

  init(
    heights: [Double], viewport: ListViewport,
    configuration: Reorder.Configuration = Reorder.Configuration()
  ) {
    // A screen, and the list's viewport on it.
    let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 320, height: 1000)))
    list = Node(frame: Rect(x: 0, y: viewport.top, width: 320, height: viewport.height))
    arena.root.addChild(list)
    arena.attach(longPress, to: list)
    fingers = TouchSimulator(arena: arena)
    reorder = Reorder(
      layout: ListLayout(heights: heights), viewport: viewport, configuration: configuration)
    items = Array(heights.indices)
    fingers.onChange = { [unowned self] change in
      guard let drag = DragEvent(change) else { return }
      self.send(.drag(drag))
    }
  }

  /// Hands an event to the interaction and applies its edits to the model.
  func send(_ event: Reorder.Event) {
    let start = effects.count
    reorder.handle(event, into: &effects)
    for case .move(let from, let to) in effects[start...] {
      let edit = ListEdit.move(from: from, to: to)
      let applied = edit.apply(to: &items, newItem: -1)
      precondition(applied, "an edit that does not apply: \(edit)")
    }
  }

  /// A display frame at `time`.
  func tick(_ time: Double) {
    send(.tick(time: time))
  }

  /// The effects since the last call, and forgets them.
  func take() -> [Reorder.Effect] {
    defer { effects.removeAll() }
    return effects
  }

  /// Presses finger 1 at screen `y` and holds it for the long press's 0.5 s.
  func press(atY y: Double) {
    fingers.down(1, at: Point(x: 160, y: y))
    fingers.wait(0.5)
  }

  /// Moves finger 1 to screen `y`.
  func move(toY y: Double) {
    fingers.move(1, to: Point(x: 160, y: y))
  }

  /// The spring animation a row shift uses with the default configuration.
  static func shift(from: Double) -> SpringAnimation {
    SpringAnimation(spring: Reorder.Configuration().shiftSpring, from: from, to: 0)
  }

  /// The spring animation a drop uses with the default configuration.
  static func drop(from: Double, to: Double, velocity: Double = 0) -> SpringAnimation {
    SpringAnimation(
      spring: Reorder.Configuration().dropSpring, from: from, to: to, initialVelocity: velocity)
  }

  /// The default lift effect of row `index`.
  static func lift(_ index: Int) -> Reorder.Effect {
    .lift(at: index, scale: 1.05, alpha: 0.95, shadow: true)
  }
}
