/// What a control under a touch does with the touch itself, as a host reports it: the one
/// input of ``ControlTouches/leavesTouch(to:overlap:)``.
///
/// A host walks from the touched view up to its recognizer's view and reports the union of
/// what the enabled controls on the way do (UIKit: any enabled `UIControl` has ``tap``; a
/// `UISlider` or `UISwitch` also ``drag``; a text input that is the first responder
/// ``editingText``).
public struct ControlActions: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// No control: nothing is left to anyone.
  public static let none: ControlActions = []
  /// A control with its own tap (touch tracking): a button, a switch, a stepper, a segmented
  /// control, a page control, a text field, a custom control.
  public static let tap = ControlActions(rawValue: 1 << 0)
  /// A control with its own drag: a slider's thumb, a switch's knob.
  public static let drag = ControlActions(rawValue: 1 << 1)
  /// A text input being edited: a drag selects text, a long press shows the loupe.
  public static let editingText = ControlActions(rawValue: 1 << 2)
}

/// How a recognizer's gesture overlaps a control's own action: the other input of
/// ``ControlTouches/leavesTouch(to:overlap:)``.
public enum ControlOverlap: Hashable, Sendable {
  /// A one-finger single tap: it would take the control's own tap.
  case tap
  /// A one-finger gesture that follows the finger held down (a pan, an edge pan, a swipe, a
  /// long press): it would take a thumb's or a knob's drag, or a text selection.
  case drag
  /// Anything else (double taps, several fingers, pinches, rotations): no control's own
  /// action is one of these.
  case none

  /// How a GestureCore recognizer overlaps controls: ``tap`` for a one-finger single tap,
  /// ``drag`` for a one-finger pan (an edge pan too), swipe or long press, ``none`` for the
  /// rest.
  public init(_ recognizer: GestureRecognizer) {
    if let tap = recognizer as? TapRecognizer {
      let single = tap.configuration.numberOfTaps == 1 && tap.configuration.numberOfTouches == 1
      self = single ? .tap : .none
    } else if let pan = recognizer as? PanRecognizer {
      self = pan.configuration.minimumNumberOfTouches <= 1 ? .drag : .none
    } else if let swipe = recognizer as? SwipeRecognizer {
      self = swipe.configuration.numberOfTouches == 1 ? .drag : .none
    } else if let press = recognizer as? LongPressRecognizer {
      self = press.configuration.numberOfTouches == 1 ? .drag : .none
    } else {
      self = .none
    }
  }
}

/// The one rule for "leave touches to controls", asked by every host's recognizers.
///
/// Since iOS 6 a single tap on a button, switch, stepper, segmented control or page control,
/// a swipe along a slider's thumb and a pan along a switch beat an overlapping system
/// recognizer on a superview (Apple's Event Handling Guide for iOS, "Interacting with Other
/// User Interface Controls"; the controls decide in `UIView.gestureRecognizerShouldBegin(_:)`);
/// a recognizer the controls do not know must leave those touches itself. This rule says which:
///
/// | Control under the touch | ``ControlOverlap/tap`` | ``ControlOverlap/drag`` | ``ControlOverlap/none`` |
/// |---|---|---|---|
/// | ``ControlActions/tap`` | left | taken | taken |
/// | ``ControlActions/drag`` | left (with its tap) | left | taken |
/// | ``ControlActions/editingText`` | left (with its tap) | left | taken |
///
/// So a pan that starts on a button begins, as UIKit's pans do, and a tap on a button is the
/// button's. A host may let the app take touches anyway (GestureKit's `yieldsToControls`,
/// the back swipe's `beginsOnControls`).
///
/// ```swift
/// // A horizontal pan over a row whose touch landed on a slider:
/// ControlTouches.leavesTouch(to: .drag, overlap: .drag)  // true: the slider keeps it
/// ControlTouches.leavesTouch(to: .tap, overlap: .drag)   // false: a pan on a button begins
/// ```
public enum ControlTouches {
  /// Whether a recognizer that overlaps controls as `overlap` leaves a touch on `control` to
  /// the control.
  ///
  /// - Parameters:
  ///   - control: What the controls under the touch do themselves (`[]` for none).
  ///   - overlap: How the recognizer's gesture overlaps a control's action.
  public static func leavesTouch(to control: ControlActions, overlap: ControlOverlap) -> Bool {
    switch overlap {
    case .tap: !control.isEmpty
    case .drag: !control.isDisjoint(with: [.drag, .editingText])
    case .none: false
    }
  }
}
