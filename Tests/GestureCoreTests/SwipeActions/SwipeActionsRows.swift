import GestureCore
import GestureTesting

/// The trailing actions of most tests: a destructive "delete" at the edge and "more" inside.
let deleteAndMore: SwipeActions.ActionSet = [
  .init(id: "delete", contentWidth: 46, style: .destructive), .init(id: "more", contentWidth: 38),
]

/// A 375 × 60 row with classic 78 pt buttons (2 × 78 = 156 pt trailing).
func classicRow(
  leading: SwipeActions.ActionSet = .none, trailing: SwipeActions.ActionSet = deleteAndMore,
  direction: ReadingDirection = .leftToRight,
  configuration: SwipeActions.Configuration = .classic
) -> SwipeActions {
  SwipeActions(
    leading: leading, trailing: trailing, containerSize: Size(width: 375, height: 60),
    layoutDirection: direction, configuration: configuration)
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
