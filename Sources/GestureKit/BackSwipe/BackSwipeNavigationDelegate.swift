#if canImport(UIKit)
  import UIKit

  /// The navigation controller delegate through which a full-screen back swipe drives its
  /// pop interactively, with public API only: for the pop the swipe starts, it hands UIKit
  /// the swipe's `UIPercentDrivenInteractiveTransition` and an animator.
  ///
  /// ## Keeping the app's delegate
  /// A navigation controller has one delegate. This proxy takes its place the first time a
  /// swipe starts a pop (``adopt(_:)``) and keeps the app's delegate weakly as ``original``:
  /// - every message it does not implement (`willShow`, `didShow`, the orientation methods)
  ///   goes to the original through `responds(to:)` and `forwardingTarget(for:)`;
  /// - `animationControllerFor`: the original's animator if it offers one (an app with custom
  ///   transitions keeps them, and the swipe scrubs them); otherwise, for the swipe's own pop
  ///   only, a ``BackSwipeSlideAnimator``;
  /// - `interactionControllerFor`: the swipe's interaction for its own pop (handed out once),
  ///   the original's answer for every other transition.
  ///
  /// An app that sets `navigationController.delegate` later replaces the proxy; the next
  /// swipe adopts the new delegate as the original.
  @MainActor
  final class BackSwipeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    weak var controller: BackSwipeController?

    /// The navigation controller's delegate before this one, kept weakly as UIKit keeps
    /// delegates. Read from `responds(to:)` and `forwardingTarget(for:)`, which Objective-C
    /// may call outside the main actor's checks; it is only written on the main thread.
    nonisolated(unsafe) private(set) weak var original: (any UINavigationControllerDelegate)?

    /// Becomes the navigation controller's delegate, keeping the current one as
    /// ``original``.
    func adopt(_ navigationController: UINavigationController) {
      guard navigationController.delegate !== self else { return }
      original = navigationController.delegate
      navigationController.delegate = self
    }

    /// Gives the navigation controller its original delegate back.
    func release(_ navigationController: UINavigationController) {
      if navigationController.delegate === self { navigationController.delegate = original }
      original = nil
    }

    // MARK: - UINavigationControllerDelegate

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

    // MARK: - Forwarding

    override nonisolated func responds(to aSelector: Selector!) -> Bool {
      if super.responds(to: aSelector) { return true }
      return original?.responds(to: aSelector) ?? false
    }

    override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
      if let original, original.responds(to: aSelector) { return original }
      return super.forwardingTarget(for: aSelector)
    }
  }
#endif
