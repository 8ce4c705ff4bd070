extension ClosureGestures {
  /// Where a view with closure gestures is drawn among the others whose recognizers share its
  /// host (the SwiftUI views of one hosting view), for the rule SwiftUI's own gestures follow
  /// between views: the view in front gets the touch first.
  ///
  /// A recognizer of a view waits for the failure of a recognizer of a view drawn in front of
  /// it (a child, or a view on top) that holds the same touch, when its slot yields to the
  /// other's (``Slot/waits(for:in:behind:)``): so of nested `onTap`s only the inner one fires,
  /// and the outer one still does when the inner view's gesture fails (a single tap inside an
  /// inner `onDoubleTap`, a horizontal stroke inside a vertical pan).
  public struct Placement: Hashable, Sendable {
    /// Where the view is drawn: the rank of its outermost ancestor among that ancestor's
    /// siblings (the number drawn before it), and so on down to the view's own rank. A path
    /// that starts with another is a view inside that one; otherwise the one whose first
    /// differing rank is greater is drawn later, in front.
    public var order: [Int]

    /// Creates a placement.
    public init(order: [Int]) {
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
  /// of `other`'s recognizer on another view of the same host placed at `otherPlacement`,
  /// when both hold the same touch (UIKit's `gestureRecognizer(_:shouldRequireFailureOf:)`,
  /// which is asked once per attempt to recognize).
  ///
  /// Yes when the other view is drawn in front and this slot yields to the other's: a tap to
  /// any tap (a parent's single or double tap never fires with its child's tap), any other
  /// slot to the same one (the inner pan pans). Other pairs relate as the recognizers of one
  /// view do (``requiresFailure(of:)``, ``recognizesSimultaneously(with:)``): an outer pan
  /// still pans from inside a view that only taps, and ends that view's tap when it begins.
  /// Slots that are not ``normalized`` yield to none.
  public func waits(
    for other: Self, in placement: ClosureGestures.Placement,
    behind otherPlacement: ClosureGestures.Placement
  ) -> Bool {
    let yields =
      switch (self, other) {
      case (.tap, .tap): true
      default: self == other
      }
    return yields && normalized == [self] && otherPlacement.isInFront(of: placement)
  }
}
