extension BackSwipe {
  /// What a back swipe is told: the drag of its recognizer, the navigation's state, and the
  /// end of the transition it started.
  public enum Event: Hashable, Sendable {
    /// A phase of the back-swipe recognizer (an ``EdgePanRecognizer`` on the leading edge or
    /// a horizontal ``PanRecognizer``). A `began` that the policy refuses is ignored, and so
    /// is the rest of that drag. A drag event with a NaN or infinite value is treated as a
    /// cancel (see ``DragEvent/isFinite``).
    case drag(DragEvent)

    /// The navigation changed: stack depth, transition, opt-out, direction or container.
    /// It applies to the next swipe; during a swipe, only the container's width is used
    /// (for the progress). A context with an unusable container is kept, and refuses
    /// swipes with ``Refusal/invalidContainer``.
    case contextChanged(Context)

    /// The host's pop transition (finished or cancelled) completed: back to idle. After a
    /// finished pop the stack depth is lowered by one at once, so that a swipe can never
    /// begin at the new root even before the host sends the new context. Ignored when no
    /// transition started by a swipe is running.
    case transitionCompleted
  }
}
