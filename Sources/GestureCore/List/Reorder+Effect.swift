extension Reorder {
  /// What a reorder interaction asks the host to do, in order.
  ///
  /// Row indices are model indices after every ``move(from:to:)`` emitted before them. The
  /// *resting* place of a row is where the list lays it out for the current model (the
  /// lifted row's own place stays empty: its snapshot is shown instead); row animations are
  /// vertical offsets from that resting place.
  public enum Effect: Hashable, Sendable {
    /// Lift row `index`: show a snapshot of it scaled by `scale` about its centre, with
    /// opacity `alpha` and a shadow if `shadow`, and leave its slot empty. The snapshot
    /// starts where the row is.
    case lift(at: Int, scale: Double, alpha: Double, shadow: Bool)
    /// Put the lifted row's snapshot with its top (unscaled) at `y`, in content coordinates.
    case moveLiftedRow(toY: Double)
    /// Move the item at `from` to index `to` in the model (remove it, then insert it at `to`
    /// in the list without it, as ``ListEdit/move(from:to:)`` does). The model changes while
    /// the row is dragged, one move per slot change; a cancel emits the move that restores
    /// the order.
    case move(from: Int, to: Int)
    /// Animate the rows in the range from `animation.from` points below their resting place
    /// (negative: above) to `animation.to` (0, their resting place). `from` is where they
    /// rested before the edit just emitted; a host whose rows are still moving starts from
    /// where they are shown instead.
    case animateRows(Range<Int>, SpringAnimation)
    /// Scroll the list to this content offset (points; always within
    /// `0...viewport.maximumContentOffset(contentHeight:)`).
    case scroll(toContentOffset: Double)
    /// Play a haptic.
    case haptic(Haptic)
    /// Drop the lifted row into slot `index`: animate its snapshot's top from its current `y`
    /// to the slot's top (`animation.from` to `animation.to`, content coordinates, with the
    /// release velocity), and its scale, opacity and shadow back to the row's own along the
    /// same spring. Send ``Event/animationFinished`` when the animation is done.
    case drop(at: Int, SpringAnimation)
    /// The reorder is over and the item went from `from` to `to` (model indices, before the
    /// lift and after the drop; equal when it went back). The callback for the app, sent with
    /// the drop of a released row, not for a cancel. Informational: the model already got the
    /// moves as ``move(from:to:)``s; do not apply it again.
    case ended(from: Int, to: Int)
    /// The drop finished: replace the snapshot with row `index` itself.
    case settle(at: Int)
  }
}
