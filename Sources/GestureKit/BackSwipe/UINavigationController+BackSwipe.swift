#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import UIKit

  @MainActor
  extension UINavigationController {
    /// The controller of this navigation controller's swipe back, created (not enabled) on
    /// first use and kept for the navigation controller's life.
    ///
    /// ```swift
    /// navigationController.backSwipe.configuration = .fullScreen
    /// navigationController.backSwipe.isEnabled = true
    /// navigationController.backSwipe.cooperate(with: carouselView)
    /// ```
    ///
    /// See <doc:SwipeBack> for what it does in each mode; most apps call
    /// ``enableBackSwipe(_:)`` instead.
    public var backSwipe: BackSwipeController {
      if let controller = objc_getAssociatedObject(self, &backSwipeKey) as? BackSwipeController {
        return controller
      }
      let controller = BackSwipeController(navigationController: self)
      objc_setAssociatedObject(self, &backSwipeKey, controller, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return controller
    }

    /// The controller of this navigation controller's swipe back while it is enabled, without
    /// creating one.
    var enabledBackSwipe: BackSwipeController? {
      let controller = objc_getAssociatedObject(self, &backSwipeKey) as? BackSwipeController
      return controller?.isEnabled == true ? controller : nil
    }

    /// Turns on a swipe back that always works: with a custom `leftBarButtonItem` or a hidden
    /// navigation bar, never at the root, never during a pop (nor a push before iOS 26, where
    /// the system lets a back swipe interrupt one), and, with a full-screen
    /// configuration, from anywhere on the screen.
    ///
    /// ```swift
    /// // In your navigation controller subclass, or wherever you create it:
    /// navigationController.enableBackSwipe()             // the system's edge swipe, fixed
    /// navigationController.enableBackSwipe(.fullScreen)  // from anywhere
    /// navigationController.enableBackSwipe(
    ///   .init(startRegion: .fullScreen(maximumDistance: 120), finishVelocity: 800))
    /// ```
    ///
    /// Swipes from the edge are always the system's, with the system's pop. Before iOS 26, a
    /// full-screen swipe that starts away from the edge drives a pop GestureKit animates
    /// itself, made to look like the system's: the top screen slides away casting the edge
    /// shadow, the screen below comes in from 30 % of the width under a fading shade, and a
    /// tab bar the top screen hid (`hidesBottomBarWhenPushed`) comes in with the screen below.
    /// The navigation bar is the one difference: for a pop with a custom animator UIKit
    /// cross-fades the bar's titles and buttons in place, so the title does not slide into
    /// the back button's place, the back button's label does not morph, and a large title or
    /// a search bar does not slide with its screen. Where that matters, keep the screen to
    /// edge swipes (``UIKit/UIViewController/backSwipePolicy`` `.edgeOnly`). From iOS 26 on
    /// the system's own full-screen swipe runs, with the system's pop.
    ///
    /// Call it from a subclass's initializer or later: while the navigation controller's
    /// view is not loaded, the recognizers are put in place on the main queue's next turn,
    /// so the view (and your `viewDidLoad`) is never loaded inside your initializer.
    ///
    /// Calling it again changes the configuration. Give a screen its policy with
    /// ``UIKit/UIViewController/backSwipePolicy``; make a horizontal scroll view the touch
    /// does not find yield with ``BackSwipeController/cooperate(with:)``.
    ///
    /// - Parameter configuration: GestureCore's rules for the swipe; the start region picks
    ///   the mode (`.edge(width:)`: the system's edge swipe, guarded;
    ///   `.fullScreen(maximumDistance:)`: from anywhere too, edge swipes staying the
    ///   system's). Default `.edge`, every GestureCore
    ///   default (20 pt edge band, finish past 50 % or above 1000 pt/s, 0.35 s pop).
    /// - Returns: The navigation controller's ``backSwipe`` controller, enabled.
    @discardableResult
    public func enableBackSwipe(_ configuration: BackSwipe.Configuration = .edge)
      -> BackSwipeController
    {
      let controller = backSwipe
      controller.configuration = configuration
      controller.isEnabled = true
      return controller
    }
  }

  /// The key of the ``BackSwipeController`` associated with a navigation controller.
  @MainActor private var backSwipeKey: UInt8 = 0
#endif
