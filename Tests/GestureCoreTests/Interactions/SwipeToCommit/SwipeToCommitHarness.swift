import GestureCore
import GestureTesting

/// A Clear-style row on the shared row rig.
typealias CommitRowHarness = RowHarness<SwipeToCommit, SwipeToCommit.Event, SwipeToCommit.Effect>

extension RowHarness where Row == SwipeToCommit, Event == SwipeToCommit.Event, Effect == SwipeToCommit.Effect {
  convenience init(_ row: SwipeToCommit) {
    self.init(row, drag: { .drag($0) }, handle: { row, event, effects in row.handle(event, into: &effects) })
  }
}

/// The default spring (ζ 0.9, response 0.5 s).
func commitSpring(from: Double, to: Double, velocity: Double = 0) -> SwipeToCommit.Effect {
  .animate(
    SpringAnimation(
      spring: SpringParameters(dampingRatio: 0.9, response: 0.5), from: from, to: to,
      initialVelocity: velocity))
}
