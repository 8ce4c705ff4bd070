import GestureCore
import GestureTesting

/// The trailing actions of most tests: a destructive "delete" at the edge and "more" inside.
let deleteAndMore: SwipeActionsRow.ActionSet = [
  .init(id: "delete", contentWidth: 46, style: .destructive), .init(id: "more", contentWidth: 38),
]

/// A 375 × 60 row with classic 78 pt buttons (2 × 78 = 156 pt trailing).
func classicRow(
  leading: SwipeActionsRow.ActionSet = .none, trailing: SwipeActionsRow.ActionSet = deleteAndMore,
  direction: ReadingDirection = .leftToRight,
  configuration: SwipeActionsRow.Configuration = .classic
) -> SwipeActionsRow {
  SwipeActionsRow(
    leading: leading, trailing: trailing, containerSize: Size(width: 375, height: 60),
    layoutDirection: direction, configuration: configuration)
}

/// The default spring (ζ 0.9, response 0.5 s) every settle uses unless configured otherwise.
func spring(from: Double, to: Double, velocity: Double = 0) -> SpringAnimation {
  SpringAnimation(from: from, to: to, initialVelocity: velocity)
}

extension SwipeActionsRow {
  /// The content's spring, while one runs.
  var spring: SpringAnimation? {
    if case .settling(let settling) = state { settling.motion.animation } else { nil }
  }
}

extension SwipeActionsStore {
  /// A store holding `row` as row 0.
  init(row: SwipeActionsRow) {
    self.init()
    var effects: [Effect] = []
    handle(.insert(0, row), into: &effects)
  }

  /// Row 0.
  var row: SwipeActionsRow { row(0)! }

  /// Handles `event` and returns its effects.
  mutating func take(after event: Event) -> [Effect] {
    effects(of: [event])
  }

  /// Releases a horizontal drag of `translation` on row 0 that started where the content
  /// rests, at `velocity` points per second; returns the spring it started.
  mutating func releaseSpring(translation: Double, velocity: Double) -> SpringAnimation? {
    _ = drag(.began(dx: 0))
    _ = drag(.changed(dx: translation))
    _ = drag(.ended(dx: translation, velocity: velocity))
    return row.spring
  }

  /// Row 0's pan, at time 0.
  mutating func drag(_ drag: DragEvent) -> [Effect] {
    take(after: .drag(rowID: 0, drag, time: 0))
  }
}

/// One swipeable row of 375 × 60 pt at y 100 of its container, row 0 of a store, under a
/// horizontal pan and a tap: the rig of the row tests. Fingers run along the row's middle
/// (y 130).
final class RowRig {
  let rig: Simulation<SwipeActionsStore>
  /// The offsets the content was drawn at after each `began` or `changed` drag since the last
  /// ``takeDrawn()``.
  private var drawn: [Double] = []
  /// The finger's horizontal velocity at the latest release, in points per second.
  private(set) var releaseVelocity: Double?

  init(_ row: SwipeActionsRow) {
    let app = SimulatedSwipeApp(ids: [0], size: Size(width: 375, height: 60))
    app.origin = Point(x: 0, y: 100)
    app.answersLater = true  // the tests answer the handlers themselves
    app.removesDismissedViews = false  // and read the dismissed row
    rig = Simulation(
      SwipeActionsStore(), app: app, screen: Rect(x: 0, y: 0, width: 375, height: 160))
    rig.send(.insert(0, row))
    rig.observer = { [unowned self] event, _, store in
      guard case .drag(_, let drag, _) = event else { return }
      switch drag {
      case .ended(_, _, let velocity): releaseVelocity = velocity.dx
      case .began, .changed: drawn.append(store.row(0)!.offset)
      case .cancelled: break
      }
    }
  }

  /// Row 0 as the store has it.
  var row: SwipeActionsRow { rig.store.row(0)! }

  func press(at x: Double) { rig.fingers.press(at: Point(x: x, y: 130)) }
  func move(to x: Double) { rig.fingers.move(to: Point(x: x, y: 130)) }
  func lift(after rest: Double = 0.1) { rig.fingers.lift(after: rest) }
  func cancel() { rig.fingers.cancel(rig.fingers.finger) }

  /// The offsets drawn since the last call.
  @discardableResult
  func takeDrawn() -> [Double] {
    defer { drawn.removeAll() }
    return drawn
  }

  /// The store's effects since the last call.
  @discardableResult
  func take() -> [SwipeActionsStore.Effect] { rig.take() }

  /// Sends the event made with the rig's time, and takes the effects.
  @discardableResult
  func take(after event: (Double) -> SwipeActionsStore.Event) -> [SwipeActionsStore.Effect] {
    rig.take(after: event(rig.time))
  }

  /// Runs the springs to their end and takes the effects.
  @discardableResult
  func settle() -> [SwipeActionsStore.Effect] {
    rig.settle()
    return rig.take()
  }
}
