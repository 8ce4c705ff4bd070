#if canImport(UIKit)
  import UIKit

  extension UIGestureRecognizer {
    /// Makes the recognizer leave its view every touch as it comes, for one that only
    /// watches touches. Apple's `UIGestureRecognizer` documentation: with
    /// `cancelsTouchesInView` (default on) a recognizer that recognizes cancels the touches
    /// its view is tracking; with `delaysTouchesBegan` (default off) the view sees no touch
    /// begin until the recognizer fails; with `delaysTouchesEnded` (default on) it sees no
    /// touch end until the recognizer fails. All three off: the view and its controls get
    /// each touch at once and keep it, whatever the recognizer decides.
    func leaveTheViewItsTouches() {
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
    }
  }
#endif
