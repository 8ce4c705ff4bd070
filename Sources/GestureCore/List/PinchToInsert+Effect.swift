extension PinchToInsert {
  /// What a pinch-to-insert interaction asks the host to do, in order.
  ///
  /// Row indices are model indices after every ``insert(at:)`` emitted before them. Row offsets
  /// are vertical, in points, from the row's resting place (where the list lays it out);
  /// `y`s are in content coordinates.
  public enum Effect: Hashable, Sendable {
    /// Show the rows in the range moved by `by` points from their resting place (negative:
    /// up), without animation: the gap following the fingers.
    case offsetRows(Range<Int>, by: Double)
    /// Show the placeholder row: `height` points tall (``Configuration/newRowHeight``) scaled
    /// by `scale` (`0...1`) about its centre at `centerY`, the line between the two rows,
    /// with the prompt `label`. The first one creates it.
    case placeholder(centerY: Double, height: Double, scale: Double, label: Label)
    /// Play a haptic.
    case haptic(Haptic)
    /// Animate the rows in the range from `animation.from` points off their resting place to
    /// `animation.to` (0), with the release velocity.
    case animateRows(Range<Int>, SpringAnimation)
    /// Animate the placeholder's scale from `animation.from` to `animation.to` (0: it closes),
    /// about the same centre.
    case animatePlaceholder(SpringAnimation)
    /// Remove the placeholder.
    case removePlaceholder
    /// Insert a new item at `index` in the model (`count` appends), with a row
    /// ``Configuration/newRowHeight`` tall, as ``ListEdit/insert(at:)`` does.
    case insert(at: Int)
    /// Start editing the new row at this index (show its text field, the keyboard).
    case beginEditing(at: Int)
  }
}
