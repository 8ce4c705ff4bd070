#if canImport(UIKit)
  import UIKit

  /// Calls back on the main actor when the user turns Reduce Motion on or off (read
  /// `UIAccessibility.isReduceMotionEnabled` then), for the lifetime of this object.
  ///
  /// A selector-based observer, as `DraggableSystemObserver`'s and for the same reason: a
  /// selector on this main-actor object is called synchronously by `NotificationCenter` on the
  /// posting thread, the main thread for accessibility notifications, with no hop and no
  /// `Sendable` closure. The observer is removed in `deinit`.
  @MainActor
  final class ReduceMotionObserver: NSObject {
    private let didChange: @MainActor () -> Void

    /// Starts observing.
    ///
    /// - Parameter didChange: Called on the main actor after each change of the setting.
    init(didChange: @escaping @MainActor () -> Void) {
      self.didChange = didChange
      super.init()
      NotificationCenter.default.addObserver(
        self, selector: #selector(reduceMotionDidChange(_:)),
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }

    deinit {
      NotificationCenter.default.removeObserver(self)
    }

    @objc private func reduceMotionDidChange(_ notification: Notification) {
      didChange()
    }
  }
#endif
