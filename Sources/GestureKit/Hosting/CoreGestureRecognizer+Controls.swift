#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension ControlActions {
    /// What the enabled controls between a touched view and `root` (not included) do with a
    /// touch themselves, for GestureCore's ``ControlTouches`` rule: any enabled `UIControl`
    /// has its own tap, a `UISlider` or `UISwitch` its own drag, and a text input that is the
    /// first responder is being edited.
    ///
    /// Apple's Event Handling Guide for iOS ("Interacting with Other User Interface
    /// Controls"): from iOS 6 a control's default action — a single tap on `UIButton`,
    /// `UISwitch`, `UIStepper`, `UISegmentedControl` or `UIPageControl`, a swipe along a
    /// `UISlider`'s thumb, a pan along a `UISwitch`'s knob — wins over an overlapping
    /// recognizer on a superview. The controls make that decision for UIKit's own recognizer
    /// classes only; a `UIGestureRecognizer` subclass must leave those touches itself. Custom
    /// controls count as having a tap, so their taps work the same way.
    ///
    /// - Parameters:
    ///   - touchedView: The touch's view (`UITouch.view`).
    ///   - root: Where the walk stops, not included: a recognizer's own view (a control the
    ///     app put the gesture on is not left alone), or `nil` for the window.
    @MainActor
    init(touchedView: UIView?, below root: UIView?) {
      var actions: ControlActions = []
      var candidate = touchedView
      while let current = candidate, current !== root {
        if let control = current as? UIControl, control.isEnabled {
          actions.insert(.tap)
          if control is UISlider || control is UISwitch { actions.insert(.drag) }
        }
        if current.isFirstResponder, current is UITextInput { actions.insert(.editingText) }
        candidate = current.superview
      }
      self = actions
    }
  }

  extension CoreGestureRecognizer {
    /// Whether a touch would start the own action of a control between the touched view and
    /// this recognizer's view, which then keeps the touch (``yieldsToControls``): GestureCore's
    /// ``ControlTouches/leavesTouch(to:overlap:)``, the one rule every GestureKit host asks, with
    /// the controls under the touch and how this recognizer's gesture overlaps them
    /// (``ControlOverlap``: a one-finger single tap yields to every control; a one-finger pan,
    /// edge pan, swipe or long press to sliders, switches and text being edited; double taps,
    /// pinches and rotations keep the touch, as UIKit's do).
    func leavesToControl(_ touch: UITouch) -> Bool {
      guard let own = view else { return false }
      return ControlTouches.leavesTouch(
        to: ControlActions(touchedView: touch.view, below: own), overlap: ControlOverlap(core))
    }
  }
#endif
