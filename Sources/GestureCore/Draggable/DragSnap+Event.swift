extension DragSnap {
  /// What a floating view is told: the drag of its own pan recognizer, changes of its
  /// container, and the progress of the animations it asked for.
  public enum Event: Hashable, Sendable {
    /// A phase of the pan on the floating view. A drag event with a NaN or infinite value
    /// is treated as a cancel (see ``DragEvent/isFinite``); `changed`, `ended` and
    /// `cancelled` without a drag under way are ignored.
    case drag(DragEvent)

    /// The container's bounds or safe area changed (rotation, a size change, the keyboard
    /// showing or hiding; pass the keyboard's height in the bottom inset). At rest the view
    /// springs to the same anchor in the new container; while settling it is retargeted
    /// there, keeping as much of its velocity as keeps it inside the new
    /// ``DragSnap/overshootArea``; while dragging, the allowed area changes under the finger. An event with a NaN or infinite value, or one beyond ±10¹⁵ pt, is ignored.
    case resize(bounds: Rect, safeArea: Insets)

    /// The spring of the latest ``Effect/animate(_:)`` has run for `elapsed` seconds.
    ///
    /// Hosts that evaluate the spring themselves (the browser gallery) can send it every
    /// frame; others send it right before a touch lands on the moving view or the container
    /// changes, so that the drag or the retargeting starts from where the view really is.
    /// Without it, the interaction assumes the animation is at its start. Ignored when no
    /// animation runs, or for a NaN, infinite or negative `elapsed`.
    case tick(elapsed: Double)

    /// The spring of the latest ``Effect/animate(_:)`` came to rest (at
    /// `SpringAnimation2D.settlingDuration()`, or UIKit's animator completion). After a
    /// drag, this is when ``Effect/ended(frame:anchor:)`` is emitted. Ignored when no
    /// animation runs (a late completion of an animation a drag interrupted).
    case animationFinished
  }
}
