extension SwipeActions {
  /// What the host tells a row swipe.
  public enum Event: Hashable, Sendable {
    /// The horizontal pan on the row (`DragEvent(change)` of a `PanRecognizer` with the
    /// `.horizontal` axis, so vertical scrolling is never stolen). Only `translation.dx`
    /// and `velocity.dx` are used. A drag event with NaN or infinite values is a cancel;
    /// `changed`, `ended` and `cancelled` without a `began` in this interaction are ignored,
    /// as are drags on a dismissed row (it is off-screen). A `began` while a spring runs,
    /// without ``animationInterrupted(elapsed:)`` first, takes the spring as finished (its
    /// rest is laid out and its callbacks emitted) and the drag starts from there; a second
    /// `began` during a drag starts a new drag from where the content is.
    case drag(DragEvent)
    /// The user tapped an action's button (or VoiceOver performed it as a custom action):
    /// the action is performed, then the row closes unless the action keeps it open.
    /// Ignored during a drag and for an index out of range.
    case tapAction(Side, index: Int)
    /// The user tapped the content: an open row closes. Ignored during a drag.
    case tapContent
    /// Opens a side (`open(_:)`), animated or at once. Ignored for a side without actions;
    /// during a drag, the drag is abandoned. While a spring runs, an animated open starts
    /// when it finishes.
    case open(Side, animated: Bool)
    /// Closes the row (`close(animated:)`). During a drag, the drag is abandoned. While a
    /// spring runs, an animated close starts when it finishes. `close(animated: false)` puts
    /// the row at rest closed from any state: use it to reset a reused view.
    case close(animated: Bool)
    /// The spring of the latest ``Effect/animate(_:)`` reached its end. Ignored when no
    /// spring runs.
    case animationFinished
    /// The host stopped the running spring `elapsed` seconds after it started, because a drag
    /// grabbed the moving content: send it right before that drag's `began`. The content
    /// stays where the spring had it (``State/stopped(_:)``) and the drag continues from
    /// there; any other event first resumes the spring from there, with its velocity.
    /// NaN or negative `elapsed` counts as 0, `+∞` as the end. A slide off-screen is not
    /// interrupted: it arrives at once. Ignored when no spring runs.
    case animationInterrupted(elapsed: Double)
    /// The container's size changed (rotation, layout): thresholds, the rubber band and
    /// the frames follow. NaN, infinite or negative dimensions: ignored.
    case resize(Size)
    /// New actions (a reused view configured for another item). The row is first put at rest
    /// closed, at once.
    case setActions(leading: ActionSet, trailing: ActionSet)
    /// A new layout direction. The row is first put at rest closed, at once.
    case setLayoutDirection(ReadingDirection)
  }
}
