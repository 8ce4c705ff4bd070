extension DragSnap {
  /// Where a floating view is in its life: at rest, under the finger, or springing to an
  /// anchor.
  public enum State: Hashable, Sendable {
    /// At rest at `origin`, the frame origin of `anchor` in the current container.
    case resting(origin: Point, anchor: Anchor)

    /// Under the finger: the unconstrained origin is `start + translation`, displayed with
    /// the rubber band outside the allowed area. A cancel returns the view to
    /// `startAnchor`, the anchor it rested at (or was springing to) when the drag began.
    case dragging(start: Point, translation: Vector, startAnchor: Anchor)

    /// The host runs `animation`, last reported at `elapsed` seconds, which ends at
    /// `anchor`. `endsDrag`: whether it follows a drag (and so ends with
    /// ``Effect/ended(frame:anchor:)``) rather than a container change.
    case settling(SpringAnimation2D, elapsed: Double, anchor: Anchor, endsDrag: Bool)
  }
}
