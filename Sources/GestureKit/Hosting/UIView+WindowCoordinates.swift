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
  }
#endif
