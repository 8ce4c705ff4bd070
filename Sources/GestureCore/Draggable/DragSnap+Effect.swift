extension DragSnap {
  /// What the host does for a floating view: place it, animate it, and call back.
  ///
  /// Frames are in the container's coordinate space; the view's size never changes.
  public enum Effect: Hashable, Sendable {
    /// Place the view at this frame now, without animation, stopping any animation running
    /// on it (the finger has it).
    case frame(Rect)

    /// Animate the view's origin with this spring, from `animation.from` to `animation.to`
    /// starting now, replacing any running animation. Report
    /// ``Event/animationFinished`` when it settles; send ``Event/tick(elapsed:)``
    /// before interrupting it.
    case animate(SpringAnimation2D)

    /// Callback: a drag began, with the view at `frame`.
    case began(frame: Rect)

    /// Callback: the view moved during a drag (the finger moved, or the container changed
    /// under it), to `frame`.
    case moved(frame: Rect)

    /// Callback: the view came to rest after a drag (released or cancelled), at `frame`,
    /// the anchor's frame, and at `anchor`. Emitted on ``Event/animationFinished``, never
    /// on the release itself.
    case ended(frame: Rect, anchor: Anchor)
  }
}
