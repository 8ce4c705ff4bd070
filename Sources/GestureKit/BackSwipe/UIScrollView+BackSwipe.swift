#if canImport(UIKit)
  import UIKit

  @MainActor
  extension UIScrollView {
    /// Makes this horizontal scroll view yield to a navigation controller's back swipe only
    /// when it is at its leading edge (or the swipe starts in the edge band) and the swipe
    /// goes towards the trailing edge.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   if let navigationController {
    ///     photoCarousel.yieldToBackSwipe(in: navigationController)
    ///   }
    /// }
    /// ```
    ///
    /// A horizontal scroll view that is the touched view or one of its ancestors is found
    /// without this call; it is for one that is not (under an overlay that takes the touch),
    /// and for enabling the back swipe in the same line.
    ///
    /// Scrolled away from its leading edge, the scroll view keeps every horizontal drag that
    /// does not start in the leading edge band (the edge is the back swipe's);
    /// at its leading edge, a drag towards the leading edge still scrolls it (rubber band),
    /// and one towards the trailing edge pops the screen. GestureCore's `BackSwipeStore`
    /// decides (`scrollViewYields(_:to:start:stroke:contentRecognizerAvailable:)` when the touch lands, then
    /// `shouldBegin(_:start:stroke:scrollViews:claim:appAllows:systemAllows:)` with the stroke), with the
    /// scroll view's offset, size, adjusted insets and layout direction at that moment.
    ///
    /// If the navigation controller's back swipe is not enabled yet, this enables it with its
    /// current configuration (the system's edge swipe by default), since the scroll view has
    /// nothing to yield to otherwise. The scroll view is held weakly. Same as
    /// `navigationController.backSwipe.cooperate(with: scrollView)`.
    ///
    /// - Parameter navigationController: The navigation controller whose view contains this
    ///   scroll view.
    public func yieldToBackSwipe(in navigationController: UINavigationController) {
      let controller = navigationController.backSwipe
      controller.isEnabled = true
      controller.cooperate(with: self)
    }
  }
#endif
