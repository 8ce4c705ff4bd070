extension DragSnap {
  /// The place a floating view rests at, as chosen on release and reported by
  /// ``Effect/ended(frame:anchor:)``.
  ///
  /// An anchor outlives the container it was chosen in: after a rotation, a size change or
  /// a keyboard, the view goes to the same anchor in the new container. Side and edge
  /// anchors remember the coordinate along their edge as chosen, and are clamped afresh in
  /// each container, so a bubble pushed up by the keyboard returns to its height when the
  /// keyboard goes.
  public enum Anchor: Hashable, Sendable {
    /// Against the left edge of the allowed area, the view's centre at `centerY` (in the
    /// container's coordinates, clamped to the allowed area).
    case left(centerY: Double)
    /// Against the right edge of the allowed area, the view's centre at `centerY`.
    case right(centerY: Double)
    /// Against the top edge of the allowed area, the view's centre at `centerX`.
    case top(centerX: Double)
    /// Against the bottom edge of the allowed area, the view's centre at `centerX`.
    case bottom(centerX: Double)
    /// The top-left corner of the allowed area.
    case topLeft
    /// The top-right corner of the allowed area.
    case topRight
    /// The bottom-left corner of the allowed area.
    case bottomLeft
    /// The bottom-right corner of the allowed area.
    case bottomRight
    /// The custom point at `index` in ``Anchors/points(_:)``.
    case point(index: Int)
  }
}
