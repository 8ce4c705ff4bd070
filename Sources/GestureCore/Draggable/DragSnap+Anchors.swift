extension DragSnap {
  /// The set of places a floating view may rest, as configured
  /// (``Configuration/anchors``).
  ///
  /// Every anchor is kept inside the container's safe area with the margin: a view centred
  /// at an anchor never crosses the allowed area. The nearest anchor to the view's projected
  /// centre wins; ties go to the first in the order each case lists.
  public enum Anchors: Hashable, Sendable {
    /// Against the left or the right edge, at the height the flick carries the centre to
    /// (clamped to the allowed area): a floating button, AssistiveTouch. Ties (a centre
    /// exactly on the vertical midline) go left.
    case sides
    /// One of the four corners: a picture-in-picture window. Order: top left, top right,
    /// bottom left, bottom right.
    case corners
    /// Against the nearest of the four edges, at the position along it that the flick
    /// carries the centre to. Order: left, right, top, bottom.
    case edges
    /// Custom resting points for the view's centre, in the container's coordinate space
    /// (the space of its bounds), each clamped into the allowed area. Order: the array's.
    /// Points with a NaN or infinite coordinate are skipped; when none is usable, the view
    /// behaves as with ``sides``.
    case points([Point])
  }
}
