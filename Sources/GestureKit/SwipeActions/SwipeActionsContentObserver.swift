#if canImport(UIKit)
  import UIKit

  /// A hidden, empty subview of a swipeable view's content that tells its controller when
  /// the content enters or leaves a window, when its traits change, and when it is about to
  /// go away: UIKit has no public notification for any of these on an arbitrary view.
  ///
  /// - Leaving the window: the row is put back at rest (a cell scrolled away or deleted after
  ///   a destructive full swipe, a card taken out), and a plain view's buttons, which live in
  ///   its superview, leave with it.
  ///
  /// It goes in the view, or the cell around a cell's content view, itself (not in the
  /// cell's content view, which an app may empty to rebuild it), or in the `contentView` of
  /// a `UIVisualEffectView` (which takes no subviews of its own).
  /// - Traits: the layout direction (leading and trailing swap sides) and Dynamic Type (the
  ///   buttons' widths are measured).
  /// - Leaving the content: UIKit removes a view's subviews while the view is deallocated,
  ///   before its layer goes, which is when the controller stops observing that layer.
  @MainActor
  final class SwipeActionsContentObserver: InvisibleHelperView {
    weak var controller: SwipeActionsController?

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      if superview == nil { controller?.contentObserverWasRemoved() }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      controller?.contentDidMoveToWindow()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      controller?.contentTraitsDidChange(from: previousTraitCollection)
    }
  }
#endif
