#if canImport(UIKit)
  import UIKit

  /// The delegate a ``BackSwipeController`` puts on each recognizer that can start a back
  /// swipe: it asks GestureCore's `BackSwipe` policy whether a swipe may begin, and makes a
  /// cooperating scroll view wait for the back swipe only when the scroll view would yield.
  ///
  /// ## Forwarding
  /// The system's recognizers come with a delegate of their own (the navigation controller's
  /// internal transition object, or whatever the app set). This proxy keeps it weakly as
  /// ``original`` and forwards to it every delegate message it does not answer itself
  /// (`responds(to:)` and `forwardingTarget(for:)`, the Objective-C way), so touches,
  /// presses, simultaneity and failure requirements keep their system behaviour. It answers:
  /// - `gestureRecognizerShouldBegin(_:)`: the policy decides (stack depth, transition,
  ///   opt-out, start region, direction, scroll views). For the system's edge swipe the
  ///   original is deliberately not asked: it refuses when the back button was replaced or
  ///   the bar is hidden, which is the bug this fixes. For iOS 26's content swipe the
  ///   original must agree too, so the system's own rules for it stay in force.
  /// - `gestureRecognizer(_:shouldBeRequiredToFailBy:)` for the pan of a cooperating scroll
  ///   view; any other recognizer goes to the original.
  ///
  /// UIKit reads which optional methods a delegate implements when the delegate is set, so
  /// ``adopt(_:)`` sets ``original`` first.
  @MainActor
  final class BackSwipeGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Which recognizer this delegate serves.
    enum Role {
      /// `UINavigationController.interactivePopGestureRecognizer`: the system's edge swipe.
      case systemEdge
      /// iOS 26's `interactiveContentPopGestureRecognizer`: the system's content swipe.
      case systemContent
      /// The full-screen pan a ``BackSwipeController`` adds before iOS 26.
      case fullScreen
    }

    let role: Role
    weak var controller: BackSwipeController?

    /// The recognizer's delegate before this one, kept weakly as UIKit keeps delegates.
    /// Read from `responds(to:)` and `forwardingTarget(for:)`, which Objective-C may call
    /// outside the main actor's checks; it is only written on the main thread.
    nonisolated(unsafe) private(set) weak var original: (any UIGestureRecognizerDelegate)?

    init(role: Role) {
      self.role = role
      super.init()
    }

    /// Becomes the recognizer's delegate, keeping the current one as ``original``.
    func adopt(_ recognizer: UIGestureRecognizer) {
      guard recognizer.delegate !== self else { return }
      original = recognizer.delegate
      recognizer.delegate = self
    }

    /// Gives the recognizer its original delegate back.
    func release(_ recognizer: UIGestureRecognizer) {
      if recognizer.delegate === self { recognizer.delegate = original }
      original = nil
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let original = original
      let originalAnswer = { original?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true }
      guard let controller else { return originalAnswer() }
      return controller.shouldBegin(gestureRecognizer, role: role, originalAnswer: originalAnswer)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if let answer = controller?.requiresFailure(
        of: gestureRecognizer, role: role, by: otherGestureRecognizer)
      {
        return answer
      }
      return original?.gestureRecognizer?(
        gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
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
