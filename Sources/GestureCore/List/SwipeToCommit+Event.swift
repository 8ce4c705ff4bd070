extension SwipeToCommit {
  /// What the host tells a row swipe.
  public enum Event: Hashable, Sendable {
    /// The horizontal pan on the row (`DragEvent(change)` of a `PanRecognizer` with the
    /// `.horizontal` axis). Only `translation.dx` and `velocity.dx` are used. A drag event
    /// with NaN or infinite values is a cancel; `changed`, `ended` and `cancelled` without a
    /// `began` in this interaction are ignored, as are drags on a row sliding off or
    /// dismissed.
    case drag(DragEvent)
    /// The spring of the latest ``Effect/animate(_:)`` reached its end. Ignored when no
    /// spring runs.
    case animationFinished
    /// The host stopped the running spring `elapsed` seconds after it started, right before
    /// the `began` of the drag that grabbed the row: the row stays where the spring had it.
    /// NaN or negative `elapsed` counts as 0, `+∞` as the end. A slide off-screen is not
    /// interrupted: it arrives at once. Ignored when no spring runs.
    case animationInterrupted(elapsed: Double)
    /// The row's width changed. NaN, infinite or negative widths: ignored.
    case resize(width: Double)
    /// Puts the row at rest at 0 with no cue, from any state, at once (a reused view, or a
    /// delete the host undid).
    case reset
  }
}
