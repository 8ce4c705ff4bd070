extension ClosureGestures {
  /// Where a view with closure gestures is drawn among the others that share its host (the
  /// SwiftUI views of one hosting view, whose recognizers all sit on that host), for the rule
  /// SwiftUI's own gestures follow between views: the view in front gets the touch first.
  ///
  /// A recognizer of a view waits for the failure of a recognizer of a view drawn in front of
  /// it (a child, or a view on top) when the touch lands in both and its slot yields to the
  /// other's (``Slot/waits(for:at:in:behind:)``): so of nested `onTap`s only the inner one
  /// fires, and the outer one still does when the inner view's gesture fails (a single tap
  /// inside an inner `onDoubleTap`, a horizontal stroke inside a vertical pan).
  public struct Placement: Hashable, Sendable {
    /// The part of the view that is on screen, in the host's (or the window's) coordinates:
    /// its frame clipped by the views that clip it (a scroll view shows only its bounds). A
    /// frame that is not finite contains no touch.
    public var frame: Rect
    /// Where the view is drawn: its rank among its siblings (the ones drawn before it), then
    /// its parent's, up to the host, the host's first. A path that starts with another is a
    /// view inside that one; otherwise the one whose first differing rank is greater is drawn
    /// later, in front.
    public var order: [Int]

    /// Creates a placement.
    public init(frame: Rect, order: [Int]) {
      self.frame = frame
      self.order = order
    }

    /// Whether this view is drawn in front of `other`: inside it, or later.
    public func isInFront(of other: Placement) -> Bool {
      other.order.lexicographicallyPrecedes(order)
    }
  }
}

extension ClosureGestures.Slot {
  /// Whether this slot's recognizer, on a view placed at `placement`, waits for the failure
  /// of `other`'s recognizer on another view of the same host placed at `otherPlacement`, for
  /// a touch at `point` (UIKit's `gestureRecognizer(_:shouldRequireFailureOf:)`).
  ///
  /// Yes when the other view is drawn in front, both contain the point, and this slot yields
  /// to the other: a tap to any tap (a parent's single or double tap never fires with its
  /// child's tap), any other slot to the same one (the inner pan pans). Other pairs compete as
  /// the recognizers of one view do: an outer pan still pans from inside a view that only
  /// taps. A point that is not finite is in no view.
  public func waits(
    for other: Self, at point: Point, in placement: ClosureGestures.Placement,
    behind otherPlacement: ClosureGestures.Placement
  ) -> Bool {
    guard otherPlacement.isInFront(of: placement), placement.frame.contains(point),
      otherPlacement.frame.contains(point)
    else { return false }
    switch (self, other) {
    case (.tap, .tap): return true
    default: return self == other
    }
  }
}
