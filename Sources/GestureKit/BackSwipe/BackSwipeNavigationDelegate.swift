#if canImport(UIKit)
  import UIKit

  /// The navigation controller delegate through which a full-screen back swipe drives its
  /// pop interactively, with public API only: for the pop the swipe starts, it hands UIKit
  /// the swipe's `UIPercentDrivenInteractiveTransition` and an animator.
  ///
  /// ## Held only while needed
  /// A navigation controller has one delegate, and the app sees it
  /// (`navigationController.delegate as? MyCoordinator`). This proxy takes its place only for
  /// the pop a full-screen swipe starts (``adopt(_:)`` right before
  /// `popViewController(animated:)`) and puts the app's delegate back as soon as that
  /// transition has completed or failed to start (``release(_:)``)
  /// (replacing the navigation delegate is visible).
  ///
  /// ## The app's delegate meanwhile
  /// The proxy keeps the app's delegate weakly as ``original`` and implements every method
  /// of `UINavigationControllerDelegate` itself, forwarding to the original when it exists
  /// and implements the method. Nothing goes through `forwardingTarget(for:)`: UIKit caches
  /// which methods a delegate implements when it is set, and a forwarded message to an
  /// original deallocated since (a popped view controller that was the delegate) would raise
  /// "unrecognized selector" (cached optional methods).
  /// - `willShow` and `didShow`: forwarded; nothing without an original.
  /// - The two orientation methods have no neutral answer, so the proxy says it implements
  ///   them only if the original did when the proxy was adopted (`responds(to:)`, read once
  ///   by UIKit at that moment): otherwise UIKit uses its own default, as with no delegate.
  ///   If the original goes away mid-transition, the top view controller answers.
  /// - `animationControllerFor`: the original's animator if it offers one (an app with
  ///   custom transitions keeps them, and the swipe scrubs them); otherwise, for the swipe's
  ///   own pop only, a ``BackSwipeSlideAnimator``.
  /// - `interactionControllerFor`: the swipe's interaction for its own pop (handed out once),
  ///   the original's answer for every other transition.
  @MainActor
  final class BackSwipeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    weak var controller: BackSwipeController?

    /// The navigation controller's delegate before this one, kept weakly as UIKit keeps
    /// delegates.
    private(set) weak var original: (any UINavigationControllerDelegate)?

    /// Whether the original implemented the orientation methods when this proxy was adopted.
    /// Read from `responds(to:)`, which Objective-C may call outside the main actor's checks;
    /// only written on the main thread, before UIKit reads them.
    nonisolated(unsafe) private var forwardsSupportedOrientations = false
    nonisolated(unsafe) private var forwardsPreferredOrientation = false

    nonisolated(unsafe) private static let supportedOrientationsSelector = #selector(
      UINavigationControllerDelegate.navigationControllerSupportedInterfaceOrientations(_:))
    nonisolated(unsafe) private static let preferredOrientationSelector = #selector(
      UINavigationControllerDelegate.navigationControllerPreferredInterfaceOrientationForPresentation(_:))

    /// Becomes the navigation controller's delegate, keeping the current one as
    /// ``original``.
    func adopt(_ navigationController: UINavigationController) {
      guard navigationController.delegate !== self else { return }
      let current = navigationController.delegate
      original = current
      forwardsSupportedOrientations =
        current?.responds(to: Self.supportedOrientationsSelector) ?? false
      forwardsPreferredOrientation =
        current?.responds(to: Self.preferredOrientationSelector) ?? false
      // UIKit reads which methods the delegate implements here,
      // so the flags above are set first.
      navigationController.delegate = self
    }

    /// Gives the navigation controller its original delegate back (unless the app set
    /// another one meanwhile, which stays).
    func release(_ navigationController: UINavigationController) {
      if navigationController.delegate === self { navigationController.delegate = original }
      original = nil
      forwardsSupportedOrientations = false
      forwardsPreferredOrientation = false
    }

    // MARK: - UINavigationControllerDelegate, every method

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      original?.navigationController?(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController,
      animated: Bool
    ) {
      original?.navigationController?(navigationController, didShow: viewController, animated: animated)
    }

    func navigationControllerSupportedInterfaceOrientations(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask {
      original?.navigationControllerSupportedInterfaceOrientations?(navigationController)
        ?? navigationController.topViewController?.supportedInterfaceOrientations ?? .all
    }

    func navigationControllerPreferredInterfaceOrientationForPresentation(
      _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation {
      original?.navigationControllerPreferredInterfaceOrientationForPresentation?(
        navigationController)
        ?? navigationController.topViewController?.preferredInterfaceOrientationForPresentation
        ?? .portrait
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      let appAnimator = original?.navigationController?(
        navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
      guard operation == .pop, let controller, controller.hasPendingInteraction else {
        return appAnimator
      }
      // the system's pop look comes only from the system
      // animator; this custom one runs only for full-screen pops, which the system cannot
      // drive (edge swipes stay the system's).
      return appAnimator ?? controller.makePopAnimator()
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      if let interaction = controller?.takePendingInteraction() { return interaction }
      return original?.navigationController?(
        navigationController, interactionControllerFor: animationController)
    }

    // MARK: - Orientation methods only where the original has them

    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      // Not a forwarding proxy: every method is implemented here. Only the two orientation
      // methods are hidden when the original lacks them, so that UIKit keeps its own default
      // (cached optional methods).
      if aSelector == Self.supportedOrientationsSelector { return forwardsSupportedOrientations }
      if aSelector == Self.preferredOrientationSelector { return forwardsPreferredOrientation }
      return super.responds(to: aSelector)
    }
  }
#endif
