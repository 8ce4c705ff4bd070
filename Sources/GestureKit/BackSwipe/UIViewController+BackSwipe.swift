#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  @MainActor
  extension UIViewController {
    /// Whether a back swipe may pop this view controller while it is the top of its
    /// navigation stack. Default `true`.
    ///
    /// Turn it off for a screen whose content needs horizontal drags from anywhere, such as a
    /// drawing canvas or a map:
    ///
    /// ```swift
    /// final class CanvasViewController: UIViewController {
    ///   override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     allowsBackSwipe = false
    ///   }
    /// }
    /// ```
    ///
    /// The navigation controller's ``BackSwipeController`` reads it from its
    /// `topViewController` each time a swipe could begin (GestureCore's
    /// `BackSwipe.Context.isOptedOut`), for the system's edge swipe and for the full-screen
    /// swipe alike. It has no effect on a navigation controller whose back swipe is not
    /// enabled (see `UINavigationController.enableBackSwipe(_:)`), and none on the back button.
    public var allowsBackSwipe: Bool {
      get {
        (objc_getAssociatedObject(self, &allowsBackSwipeKey) as? NSNumber)?.boolValue ?? true
      }
      set {
        objc_setAssociatedObject(
          self, &allowsBackSwipeKey, NSNumber(value: newValue), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  /// The key of `allowsBackSwipe`, associated with a view controller once set.
  @MainActor private var allowsBackSwipeKey: UInt8 = 0
#endif
