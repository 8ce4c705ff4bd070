extension SwipeToCommit {
  /// What a row swipe asks the host to do, in order.
  public enum Effect: Hashable, Sendable {
    /// Move the row's content horizontally by this offset, in points (screen x); stops any
    /// running spring.
    case contentOffset(Double)
    /// Show (`armed: true`) or hide an action's cue: the label behind the row turns green
    /// for complete, red for delete.
    case cue(Action, armed: Bool)
    /// Play a haptic.
    case haptic(Haptic)
    /// Commit an action on the row: update the model.
    case commit(Commit)
    /// Run this spring on the content's offset (replacing any running one), then send
    /// ``Event/animationFinished``.
    case animate(SpringAnimation)
  }
}
