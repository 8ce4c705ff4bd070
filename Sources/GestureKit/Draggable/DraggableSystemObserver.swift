#if canImport(UIKit)
  import UIKit

  /// Reports what the system changes around a ``DraggableController``: the keyboard's frame
  /// as it is about to change (the view keeps above it), the Reduce Motion setting (the
  /// store's springs then neither overshoot nor throw) and the Reduce Transparency setting
  /// (the stash tab's glass gives way to an opaque strip).
  ///
  /// Why selector-based observers rather than block-based ones: a block observer's closure
  /// is `@Sendable` and nonisolated, so reaching the main actor from it synchronously needs
  /// `MainActor.assumeIsolated`, which the iOS 16.5 SDK's concurrency library (Swift 5.8)
  /// does not have; hopping with a `Task` would act a run-loop turn late. A selector on this
  /// main-actor object is called synchronously by `NotificationCenter` on the posting thread,
  /// the main thread for keyboard and accessibility notifications, so the non-`Sendable`
  /// notification never crosses an isolation boundary. The observers are removed in `deinit`
  /// (its owner's deinit), so nothing outlives the controller.
  @MainActor
  final class DraggableSystemObserver: NSObject {
    private let keyboard: @MainActor (CGRect?, UIScreen?, KeyboardAnimation?) -> Void
    private let reduceMotion: @MainActor () -> Void
    private let reduceTransparency: @MainActor () -> Void
    private let elementFocused: @MainActor (AnyObject?) -> Void

    /// Starts observing.
    ///
    /// - Parameters:
    ///   - keyboard: Called on the main actor with the keyboard's end frame in screen
    ///     coordinates before it changes, or `nil` before it hides, the screen it is on
    ///     (the notification's object since iOS 16.1; `nil` before), and the duration and
    ///     curve of the keyboard's own animation (`nil` when the notification has none).
    ///   - reduceMotion: Called on the main actor when the user turns Reduce Motion on or
    ///     off (read `UIAccessibility.isReduceMotionEnabled`).
    ///   - reduceTransparency: Called on the main actor when the user turns Reduce
    ///     Transparency on or off (read `UIAccessibility.isReduceTransparencyEnabled`).
    ///   - elementFocused: Called on the main actor with the element an assistive
    ///     technology has just focused.
    init(
      keyboard: @escaping @MainActor (CGRect?, UIScreen?, KeyboardAnimation?) -> Void,
      reduceMotion: @escaping @MainActor () -> Void,
      reduceTransparency: @escaping @MainActor () -> Void,
      elementFocused: @escaping @MainActor (AnyObject?) -> Void
    ) {
      self.keyboard = keyboard
      self.reduceMotion = reduceMotion
      self.reduceTransparency = reduceTransparency
      self.elementFocused = elementFocused
      super.init()
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillHide(_:)),
        name: UIResponder.keyboardWillHideNotification, object: nil)
      center.addObserver(
        self, selector: #selector(reduceMotionDidChange(_:)),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: #selector(reduceTransparencyDidChange(_:)),
        name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
      center.addObserver(
        self, selector: #selector(elementDidFocus(_:)),
        name: UIAccessibility.elementFocusedNotification, object: nil)
    }

    deinit {
      NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
      let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
      keyboard(
        value?.cgRectValue, notification.object as? UIScreen, KeyboardAnimation(notification))
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
      keyboard(nil, notification.object as? UIScreen, KeyboardAnimation(notification))
    }

    @objc private func reduceMotionDidChange(_ notification: Notification) {
      reduceMotion()
    }

    @objc private func reduceTransparencyDidChange(_ notification: Notification) {
      reduceTransparency()
    }

    @objc private func elementDidFocus(_ notification: Notification) {
      elementFocused(notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as AnyObject?)
    }
  }

  /// The keyboard's own animation, as its will-change-frame and will-hide notifications carry
  /// it (`keyboardAnimationDurationUserInfoKey`, `keyboardAnimationCurveUserInfoKey`): a view
  /// the keyboard moves follows it with the same timing.
  struct KeyboardAnimation: Equatable {
    /// In seconds; 0 for a change that does not animate.
    var duration: TimeInterval
    /// A `UIView.AnimationCurve` raw value. The keyboard's own is none of the four the
    /// enumeration names (7 on every iOS to date), which UIKit's animation APIs accept.
    var curve: Int

    /// The animation a keyboard notification carries, or `nil` without one (a duration that
    /// is missing, negative or not finite, or no curve).
    @MainActor
    init?(_ notification: Notification) {
      guard let info = notification.userInfo,
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?
          .doubleValue,
        duration.isFinite, duration >= 0,
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue
      else { return nil }
      self.init(duration: duration, curve: curve)
    }

    init(duration: TimeInterval, curve: Int) {
      self.duration = duration
      self.curve = curve
    }

    /// The curve as `UIView.animate`'s options: per `UIView.AnimationOptions`, its curve
    /// options are the `UIView.AnimationCurve` values shifted left by 16 bits
    /// (`curveEaseIn` is 1 << 16, `curveLinear` 3 << 16), which is how the keyboard's own
    /// curve, which has no name, is passed on.
    var options: UIView.AnimationOptions {
      UIView.AnimationOptions(rawValue: UInt(max(0, min(curve, 15))) << 16)
    }
  }
#endif
