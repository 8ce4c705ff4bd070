extension SwipeActions {
  /// What a row swipe asks the host to do, in order.
  ///
  /// Layout effects (``contentOffset(_:)`` and ``buttonFrame(_:index:frame:)``) set values at
  /// once and stop any running spring; ``animate(_:)`` replaces any running spring. While a
  /// spring runs, the host evaluates it every frame and lays the buttons out with
  /// ``SwipeActions/buttonFrame(_:index:offset:)``.
  public enum Effect: Hashable, Sendable {
    /// Move the content horizontally by this offset, in points (screen x: negative moves it
    /// left); 0 is closed.
    case contentOffset(Double)
    /// Put a button at this frame, in the container's coordinates. Emitted for every button
    /// of both sides after each ``contentOffset(_:)``; a side that is not uncovered gets
    /// zero-width frames at its edge.
    case buttonFrame(Side, index: Int, frame: Rect)
    /// Run this spring on the content's offset (UIKit: a `UIViewPropertyAnimator` with
    /// `UISpringTimingParameters`; the velocity is in points per second, see
    /// `SpringParameters.relativeInitialVelocity`), then send ``Event/animationFinished``.
    case animate(SpringAnimation)
    /// A full swipe armed (`expanded: true`) or disarmed on a side: animate the first
    /// button expanding over the uncovered width or back. The frames that follow already
    /// use the new layout.
    case fullSwipe(Side, expanded: Bool)
    /// Play a haptic.
    case haptic(Haptic)
    /// Run the handler of the action `actionID`, the `index`-th of `side`.
    case perform(actionID: String, side: Side, index: Int)
    /// The row starts opening on a side (the release decided to open, or ``Event/open(_:animated:)``
    /// was sent, or a full swipe on a destructive action started dismissing it).
    case willOpen(Side)
    /// The row came to rest open on a side.
    case didOpen(Side)
    /// The row came to rest closed after a ``willOpen(_:)`` of this side (or, when it goes
    /// straight from one side to the other, as the motion starts).
    case didClose(Side)
  }
}
