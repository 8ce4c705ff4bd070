#if canImport(UIKit)
  import UIKit

  /// The registration of one closure gesture handler: cancel it to remove the handler;
  /// dropping the token keeps the handler.
  ///
  /// Unlike Combine's `AnyCancellable`, a token released without ``cancel()`` leaves its
  /// handler in place. Tokens are equal only to themselves (identity), so they can be kept in
  /// a `Set`.
  ///
  /// Every `on…` method of `UIView` returns one. Keeping it is optional (the handler stays
  /// until the view goes away, or until it is replaced or removed); keep it to remove one
  /// handler among several:
  ///
  /// ```swift
  /// let token = view.onTap { _ in showHint() }
  /// // later
  /// token.cancel()
  /// ```
  ///
  /// The token holds the view's gesture registry weakly: it never keeps the view, its
  /// recognizers or its handlers alive, and cancelling it after the view is gone does nothing.
  @MainActor
  public final class GestureToken {
    private weak var registry: ClosureGestureRegistry?
    let handlerID: Int

    init(registry: ClosureGestureRegistry?, handlerID: Int) {
      self.registry = registry
      self.handlerID = handlerID
    }

    /// Whether the handler is still registered: `false` once cancelled, replaced, removed
    /// with `removeGestureHandlers(_:)`, or once the view is gone.
    public var isActive: Bool {
      registry?.containsHandler(handlerID) ?? false
    }

    /// The recognizers the handler is on, for your own relations to them (a scroll view's pan
    /// that waits for a view's swipe: `scrollView.panGestureRecognizer.require(toFail:)`; a
    /// recognizer of yours that runs with its pan): one per gesture (a swipe in several
    /// directions has one per direction), and for a pinch or rotation the trackpad's beside
    /// the fingers'. They are shared by every handler of their gesture on the view. Their
    /// delegate is GestureKit's: a delegate you set is kept and asked too (as for
    /// ``ListGestures/swipeGestureRecognizer``), and GestureKit stays the delegate. Empty once
    /// the handler is gone.
    public var gestureRecognizers: [UIGestureRecognizer] {
      registry?.recognizers(ofHandler: handlerID) ?? []
    }

    /// Removes the handler. A recognizer left with no handler is removed from the view.
    /// Cancelling twice, or after the handler was replaced, does nothing.
    public func cancel() {
      registry?.removeHandler(handlerID)
    }
  }

  extension GestureToken: Hashable {
    /// Whether both are the same token (identity).
    nonisolated public static func == (lhs: GestureToken, rhs: GestureToken) -> Bool {
      lhs === rhs
    }

    /// Hashes the token's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }
#endif
