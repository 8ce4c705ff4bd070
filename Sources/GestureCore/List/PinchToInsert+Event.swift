extension PinchToInsert {
  /// What the host tells a pinch-to-insert interaction.
  ///
  /// The pinch's phases carry the `y` of each of the two fingers, in the gesture's coordinate
  /// space, in either order (the interaction sorts them): with GestureCore's arena, read them
  /// from the ``PinchRecognizer``'s ``GestureRecognizer/touches`` when its state changes; with
  /// UIKit, from `location(ofTouch:in:)`.
  public enum Event: Hashable, Sendable {
    /// The pinch began with fingers at these `y`s. If they are on two adjacent rows, a gap
    /// starts to open between them (the spread is measured from this distance); otherwise
    /// the pinch is ignored until it ends: no effects at all. NaN or infinite values are
    /// ignored the same way.
    case began(upperY: Double, lowerY: Double)
    /// The fingers moved. NaN or infinite values are handled as ``cancelled``.
    case changed(upperY: Double, lowerY: Double)
    /// The fingers lifted. `velocity` is how fast the distance between the fingers was
    /// growing, in points per second (negative: closing), carried by the springs; NaN or
    /// infinite counts as 0. With the ``PinchRecognizer``: its `scaleVelocity` times the
    /// distance between the fingers when the second one landed.
    case ended(velocity: Double)
    /// The system took the pinch away: the gap springs back, nothing is inserted.
    case cancelled
    /// The animations of the spring back or the insertion have all finished. Ignored
    /// otherwise.
    case animationFinished
    /// The rows changed outside of this interaction (a reorder moved one, a swipe deleted
    /// one). An open gap closes at once first (rows back to rest, placeholder removed, nothing
    /// inserted), a running spring back or insertion is finished at once; the new rows are
    /// then adopted.
    case rowsChanged(ListLayout)
    /// The same rows, in the same order, have new heights or a new origin (estimated heights
    /// resolving, a row that grew), with the viewport measured from that origin. Adopted
    /// together, without closing anything: an open gap stays open between the
    /// same two rows, its line (the placeholder's centre) moved to the new top of the lower
    /// row; a spring back or an insertion keeps going. A layout with a different number of
    /// rows is new data: handled as ``rowsChanged(_:)``.
    case layoutChanged(ListLayout, viewport: ListViewport)
    /// The viewport moved, resized or scrolled. Adopted at once (NaN or infinite values become
    /// 0); an open gap keeps its rows.
    case viewportChanged(ListViewport)
  }
}
