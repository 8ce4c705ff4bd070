extension BackSwipe {
  /// What the host does for a back swipe: drive an interactive pop transition.
  public enum Effect: Hashable, Sendable {
    /// Start an interactive pop (UIKit: `popViewController(animated: true)` with a
    /// `UIPercentDrivenInteractiveTransition` as the interaction controller).
    case beginPop
    /// Set the interactive transition's progress, `0...1` (`update(_:)`).
    case progress(Double)
    /// Finish the pop with this timing (`completionSpeed`, then `finish()`), then report
    /// ``Event/transitionCompleted``.
    case finish(Completion)
    /// Cancel the pop with this timing (`completionSpeed`, then `cancel()`), then report
    /// ``Event/transitionCompleted``.
    case cancel(Completion)
  }
}
