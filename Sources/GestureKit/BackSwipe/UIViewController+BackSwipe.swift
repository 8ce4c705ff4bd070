#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import UIKit

  @MainActor
  extension UIViewController {
    /// How this view controller shares horizontal strokes with the back swipe while it is the
    /// top of its navigation stack. Default `.automatic`.
    ///
    /// - `.automatic`: back from the leading edge band; elsewhere a row that has something to
    ///   do with the stroke (an open row closing, leading actions, a swipe to complete, a drag)
    ///   and a scrolled horizontal scroll view come first.
    /// - `.edgeOnly`: back from the edge band only, as Messages in a conversation, where rows
    ///   swipe to reply.
    /// - `.fullScreen`: back from anywhere, even where the navigation controller's
    ///   configuration is the edge swipe; only a scrolled horizontal scroll view comes first.
    /// - `.disabled`: no back swipe (a drawing canvas, a map).
    ///
    /// ```swift
    /// final class ChatViewController: UIViewController {
    ///   override func viewDidLoad() {
    ///     super.viewDidLoad()
    ///     backSwipePolicy = .edgeOnly
    ///   }
    /// }
    /// ```
    ///
    /// The navigation controller's ``BackSwipeController`` reads it from its
    /// `topViewController` each time a swipe could begin (GestureCore's
    /// `BackSwipe.Context.policy`, where the whole table is), for the system's recognizers and
    /// the full-screen one alike. The app's own "no" (a delegate it set on
    /// `interactivePopGestureRecognizer` that refuses, or that recognizer turned off) beats
    /// every policy. It has no effect on a navigation controller whose back swipe is not
    /// enabled (see `UINavigationController.enableBackSwipe(_:)`), and none on the back button.
    public var backSwipePolicy: BackSwipe.Policy {
      get {
        (objc_getAssociatedObject(self, &backSwipePolicyKey) as? NSNumber)
          .flatMap { BackSwipe.Policy(rawValue: $0.uint8Value) } ?? .automatic
      }
      set {
        objc_setAssociatedObject(
          self, &backSwipePolicyKey, NSNumber(value: newValue.rawValue),
          .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    /// Whether a back swipe may pop this view controller while it is the top of its
    /// navigation stack: ``backSwipePolicy`` is not `.disabled`. Default `true`.
    ///
    /// Setting it to `false` sets the policy to `.disabled`; setting it to `true` turns a
    /// `.disabled` policy back to `.automatic` and leaves any other as it is.
    public var allowsBackSwipe: Bool {
      get { backSwipePolicy != .disabled }
      set {
        if !newValue {
          backSwipePolicy = .disabled
        } else if backSwipePolicy == .disabled {
          backSwipePolicy = .automatic
        }
      }
    }
  }

  @MainActor
  extension UIViewController {
    /// The bar button item of this screen's that replaces the system's back button and takes
    /// the screen back (a custom `leftBarButtonItem` that pops). Default `nil`: GestureKit
    /// takes no leading item for the way back.
    ///
    /// While this screen is the top of its navigation stack and the item is one of its
    /// `leftBarButtonItems`, enabled, with the bar shown: the accessibility escape (forwarded
    /// through ``BackSwipeController/performEscape()``) and the Back shortcut (⌘[) pop the
    /// screen, whatever its ``backSwipePolicy``, and an item with neither a title nor an
    /// accessibility label is named "Back" for VoiceOver. Any other leading item keeps its
    /// name and is never taken for the way back. Held weakly: the navigation item holds it.
    ///
    /// ```swift
    /// navigationItem.leftBarButtonItem = UIBarButtonItem(
    ///   image: UIImage(systemName: "chevron.backward"), primaryAction: UIAction { [weak self] _ in
    ///     self?.navigationController?.popViewController(animated: true)
    ///   })
    /// customBackButtonItem = navigationItem.leftBarButtonItem
    /// ```
    @objc(gk_customBackButtonItem)
    public var customBackButtonItem: UIBarButtonItem? {
      get { (objc_getAssociatedObject(self, &customBackButtonItemKey) as? WeakBarButtonItem)?.item }
      set {
        objc_setAssociatedObject(
          self, &customBackButtonItemKey, newValue.map(WeakBarButtonItem.init),
          .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }
  }

  /// A bar button item held weakly (the item's action may capture its screen).
  private final class WeakBarButtonItem: NSObject {
    weak var item: UIBarButtonItem?

    init(_ item: UIBarButtonItem) {
      self.item = item
    }
  }

  /// The key of `backSwipePolicy`, associated with a view controller once set.
  @MainActor private var backSwipePolicyKey: UInt8 = 0
  /// The key of `customBackButtonItem`, associated with a view controller once set.
  @MainActor private var customBackButtonItemKey: UInt8 = 0
#endif
