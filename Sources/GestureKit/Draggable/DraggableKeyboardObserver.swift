#if canImport(UIKit)
  import UIKit

  /// Reports the keyboard's frame as it is about to change, for a ``DraggableController``
  /// to keep its view above the keyboard.
  ///
  /// Why selector-based observers rather than block-based ones: a block observer's closure
  /// is `@Sendable` and nonisolated, so reaching the main actor from it synchronously needs
  /// `MainActor.assumeIsolated`, which the iOS 16.5 SDK's concurrency library (Swift 5.8)
  /// does not have; hopping with a `Task` would act a run-loop turn late. A selector on this
  /// main-actor object is called synchronously by `NotificationCenter` on the posting thread,
  /// the main thread for keyboard notifications, so the non-`Sendable` notification never
  /// crosses an isolation boundary. The observers are removed in `deinit` (its owner's
  /// deinit), so nothing outlives the controller.
  @MainActor
  final class DraggableKeyboardObserver: NSObject {
    private let handler: @MainActor (CGRect?) -> Void

    /// Starts observing.
    ///
    /// - Parameter handler: Called on the main actor with the keyboard's end frame in screen
    ///   coordinates before it changes, or `nil` before it hides.
    init(_ handler: @escaping @MainActor (CGRect?) -> Void) {
      self.handler = handler
      super.init()
      let center = NotificationCenter.default
      center.addObserver(
        self, selector: #selector(keyboardWillChangeFrame(_:)),
        name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
      center.addObserver(
        self, selector: #selector(keyboardWillHide(_:)),
        name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
      NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
      let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue
      handler(value?.cgRectValue)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
      handler(nil)
    }
  }
#endif
