#if canImport(UIKit)
  import UIKit

  // GestureKit feeds the core in window coordinates (see `CoreGestureRecognizer`); these turn
  // the core's points and vectors back into any view's coordinates.
  extension UIView {
    /// A point in window coordinates, in this view's coordinates.
    func convertFromWindow(_ point: CGPoint) -> CGPoint {
      convert(point, from: nil)
    }

    /// A vector (a translation, a velocity) in window coordinates, in this view's
    /// coordinates: rotated and scaled by the view's transform, not moved by its position.
    func convertVectorFromWindow(_ vector: CGPoint) -> CGPoint {
      let origin = convert(CGPoint.zero, from: nil)
      let tip = convert(vector, from: nil)
      return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// A vector in this view's coordinates, in window coordinates.
    func convertVectorToWindow(_ vector: CGPoint) -> CGPoint {
      let origin = convert(CGPoint.zero, to: nil)
      let tip = convert(vector, to: nil)
      return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// Where a touch is, in window coordinates. Coalesced touches are converted through this
    /// view rather than read with `location(in: nil)`, which needs the touch's window.
    func windowLocation(of touch: UITouch) -> CGPoint {
      convert(touch.location(in: self), to: nil)
    }

    /// Whether a touch at a point in window coordinates, delivered to `touchView` (this view
    /// or an ancestor), lands on this view as UIKit's hit-testing would find it: no view from
    /// this one up to `touchView` is hidden, nearly transparent or refuses interaction, and
    /// every one of them that clips its subviews has the point inside its bounds. `false`
    /// when `touchView` is not an ancestor.
    ///
    /// For recognizers put on a view above content they only stand in for (the SwiftUI
    /// bridges' hosting view), which receive every touch on that view: SwiftUI hides a row of
    /// a lazy stack's reuse pool, scrolls rows out of a scroll view's clip and turns off the
    /// platform views under `.allowsHitTesting(false)` and `.hidden()` in these flags.
    func isHittable(atWindowPoint point: CGPoint, within touchView: UIView) -> Bool {
      var candidate: UIView? = self
      while let view = candidate {
        // Hit-testing skips a view that is hidden, whose alpha is below 0.01 or whose user
        // interaction is off, with everything inside it. GestureKit's invisible helpers turn
        // interaction off only so that they are never hit themselves: theirs says nothing
        // about the content they stand in for.
        if view.isHidden || view.alpha < 0.01 { return false }
        if !view.isUserInteractionEnabled, !(view is InvisibleHelperView) { return false }
        // A view that clips to its bounds shows nothing of its subviews outside them, so no
        // touch there reaches them.
        if view.clipsToBounds, !view.bounds.contains(view.convert(point, from: nil)) {
          return false
        }
        if view === touchView { return true }
        candidate = view.superview
      }
      return false
    }
  }
#endif
