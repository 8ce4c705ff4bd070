// How a touch landed, as UIKit shows it: on a scroll view gliding by itself or not.
#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension TouchLanding {
    /// How `touch` landed: ``TouchLanding/stoppingScroll`` when the view it landed on, or one
    /// of that view's superviews, is a scroll view moving by itself
    /// (`UIScrollView.isDecelerating`: the glide after a fling, or the bounce back from an
    /// edge), ``TouchLanding/still`` otherwise.
    ///
    /// Read in `gestureRecognizer(_:shouldReceive:)`: UIKit asks it as it gathers the
    /// recognizers of a new touch, before it delivers the touch to any of them, so the scroll
    /// view's own pan has not stopped the glide yet. The walk up the views allocates nothing.
    @MainActor
    init(_ touch: UITouch) {
      var candidate = touch.view
      while let view = candidate {
        if let scrollView = view as? UIScrollView, scrollView.isDecelerating {
          self = .stoppingScroll
          return
        }
        candidate = view.superview
      }
      self = .still
    }
  }
#endif
