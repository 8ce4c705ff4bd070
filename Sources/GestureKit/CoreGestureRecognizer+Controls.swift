#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension CoreGestureRecognizer {
    /// Whether a touch would start the default action of an enabled control between the
    /// touched view and this recognizer's view, which then keeps the touch
    /// (``yieldsToControls``).
    ///
    /// uikit-rules.md: "Since iOS 6 a single tap on `UIButton`, `UISwitch`, `UIStepper`,
    /// `UISegmentedControl`, `UIPageControl`, a swipe along a `UISlider` thumb and a pan along
    /// a `UISwitch` beat an overlapping recognizer on a superview — but the controls
    /// recognise the system classes." This is that rule for the core's recognizers: a
    /// one-finger single tap yields to every control (custom ones too, so their taps work
    /// the same way), a one-finger pan, edge pan or swipe to sliders and switches. Double
    /// taps, long presses, pinches and rotations do not overlap a control's action and keep
    /// the touch, as UIKit's do.
    func leavesToControl(_ touch: UITouch) -> Bool {
      guard let own = view else { return false }
      var candidate = touch.view
      while let current = candidate, current !== own {
        if let control = current as? UIControl, control.isEnabled, overlapsDefaultAction(of: control) {
          return true
        }
        candidate = current.superview
      }
      return false
    }

    private func overlapsDefaultAction(of control: UIControl) -> Bool {
      if isOneFingerTap { return true }
      return isOneFingerDrag && (control is UISlider || control is UISwitch)
    }

    private var isOneFingerTap: Bool {
      guard let tap = core as? TapRecognizer else { return false }
      return tap.configuration.numberOfTaps == 1 && tap.configuration.numberOfTouches == 1
    }

    private var isOneFingerDrag: Bool {
      if let swipe = core as? SwipeRecognizer { return swipe.configuration.numberOfTouches == 1 }
      if let pan = core as? PanRecognizer { return pan.configuration.minimumNumberOfTouches <= 1 }
      return false
    }
  }
#endif
