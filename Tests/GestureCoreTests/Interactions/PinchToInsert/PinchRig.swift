import GestureCore
import GestureTesting

/// A list on screen for pinch-to-insert tests: a node the size of the viewport with a pinch
/// recognizer on it, synthetic fingers, the interaction fed from the recognizer's state
/// changes as a host would, and a model of item ids that every emitted edit is applied to.
final class PinchRig {
  let pinch = PinchRecognizer()
  let fingers: TouchSimulator
  var interaction: PinchToInsert
  /// Effects since the last ``take()``.
  var effects: [PinchToInsert.Effect] = []
  /// The model: item ids; inserted items get ids from 1000 on.
  var items: [Int]
  private var nextItem = 1000
  /// What the adapter needs across a pinch.
  private var adapter = Adapter()
  /// The velocity of the latest `.ended` sent, in points per second.
  var releaseVelocity: Double? { adapter.releaseVelocity }

  init(
    heights: [Double], viewport: ListViewport,
    configuration: PinchToInsert.Configuration = PinchToInsert.Configuration()
  ) {
    let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 320, height: 1000)))
    let list = Node(frame: Rect(x: 0, y: viewport.top, width: 320, height: viewport.height))
    arena.root.addChild(list)
    arena.attach(pinch, to: list)
    fingers = TouchSimulator(arena: arena)
    interaction = PinchToInsert(
      layout: ListLayout(heights: heights), viewport: viewport, configuration: configuration)
    items = Array(heights.indices)
    fingers.onChange = { [unowned self] change in
      if let event = self.adapter.event(for: change) { self.send(event) }
    }
  }

  /// Hands an event to the interaction and applies its edits to the model.
  func send(_ event: PinchToInsert.Event) {
    let start = effects.count
    interaction.handle(event, into: &effects)
    for case .insert(let index) in effects[start...] {
      let edit = ListEdit.insert(at: index)
      let applied = edit.apply(to: &items, newItem: nextItem)
      precondition(applied, "an edit that does not apply: \(edit)")
      nextItem += 1
    }
  }

  /// The effects since the last call, and forgets them.
  func take() -> [PinchToInsert.Effect] {
    defer { effects.removeAll() }
    return effects
  }

  /// Moves a finger to screen `y` after a 1/60 s frame.
  func move(_ finger: Int, toY y: Double) {
    fingers.wait(1.0 / 60)
    fingers.move(finger, to: Point(x: 160, y: y))
  }

  /// Puts fingers 1 and 2 down at screen `y`s, one above the other (so the pinch's span is
  /// their vertical distance), then moves finger 2 by 11 pt away from finger 1, past the
  /// pinch's 10 pt slop, which begins the pinch.
  func pinch(at first: Double, _ second: Double) {
    fingers.down(1, at: Point(x: 160, y: first))
    fingers.down(2, at: Point(x: 160, y: second))
    move(2, toY: second + (second > first ? 11 : -11))
  }

  /// Turns a pinch recognizer's state changes into the interaction's events through
  /// `ListStore.PinchReader`, the one reading every host uses (its fingers, and the scale
  /// velocity times the span the fingers landed at as the spread velocity).
  struct Adapter {
    private var reader = ListStore.PinchReader()
    private(set) var releaseVelocity: Double?

    mutating func event(for change: StateChange) -> PinchToInsert.Event? {
      guard change.recognizer is PinchRecognizer, let phase = reader.phase(for: change) else {
        return nil
      }
      switch phase {
      case .began(let upperY, let lowerY): return .began(upperY: upperY, lowerY: lowerY)
      case .changed(let upperY, let lowerY): return .changed(upperY: upperY, lowerY: lowerY)
      case .ended(let velocity):
        releaseVelocity = velocity
        return .ended(velocity: velocity)
      case .cancelled: return .cancelled
      }
    }
  }

  /// The spring of the settling animations with the default configuration.
  static func spring(from: Double, velocity: Double = 0) -> SpringAnimation {
    SpringAnimation(
      spring: PinchToInsert.Configuration().spring, from: from, to: 0, initialVelocity: velocity)
  }
}
