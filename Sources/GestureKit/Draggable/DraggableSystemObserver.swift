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
    private let keyboard: @MainActor (CGRect?, UIScreen?) -> Void
    private let reduceMotion: @MainActor () -> Void
    private let reduceTransparency: @MainActor () -> Void
    private let elementFocused: @MainActor (AnyObject?) -> Void

    /// Starts observing.
    ///
    /// - Parameters:
    ///   - keyboard: Called on the main actor with the keyboard's end frame in screen
    ///     coordinates before it changes, or `nil` before it hides, and the screen it is on
    ///     (the notification's object since iOS 16.1; `nil` before).
    ///   - reduceMotion: Called on the main actor when the user turns Reduce Motion on or
    ///     off (read `UIAccessibility.isReduceMotionEnabled`).
    ///   - reduceTransparency: Called on the main actor when the user turns Reduce
    ///     Transparency on or off (read `UIAccessibility.isReduceTransparencyEnabled`).
    ///   - elementFocused: Called on the main actor with the element an assistive
    ///     technology has just focused.
    init(
      keyboard: @escaping @MainActor (CGRect?, UIScreen?) -> Void,
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
      keyboard(value?.cgRectValue, notification.object as? UIScreen)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
      keyboard(nil, notification.object as? UIScreen)
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
#endif
