#if canImport(UIKit)
  import UIKit

  // GestureKit feeds the core in window coordinates (see `CoreGestureRecognizer`); its points
  // come back with `convert(_:from: nil)`, its vectors with these.
  extension UIView {
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

    /// The view of the view controller that hosts this view: the first view up the superview
    /// chain whose next responder is a view controller (Apple's `UIResponder.next` documentation: a
    /// view controller's root view returns the controller from `next`). For a probe that SwiftUI
    /// placed, the hosting view the SwiftUI content around it is drawn in, whose recognizers
    /// receive the touches of that content.
    var hostingView: UIView? {
      var candidate = superview
      while let view = candidate {
        if view.next is UIViewController { return view }
        candidate = view.superview
      }
      return nil
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
    ///
    /// The walk reads the flags of SwiftUI's own wrapper views around a platform view, which
    /// SwiftUI does not document: SwiftUI has no public way to ask whether a view it draws is
    /// shown or hit-testable, and asking UIKit (`hitTest(_:with:)` on the hosting view) finds
    /// the SwiftUI content in front of the probe, never the probe. These are the flags UIKit's
    /// own hit-testing reads on its way down to a platform view (a `UITextField` in a hidden
    /// row takes no tap because of them), so the walk agrees with what UIKit would deliver to
    /// the probe were it hittable; a wrapper that overrides `point(inside:with:)` is not seen.
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
