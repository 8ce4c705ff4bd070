#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The pop animation a full-screen back swipe scrubs: the system's slide, rebuilt with
  /// public API so that a `UIPercentDrivenInteractiveTransition` can drive it.
  ///
  /// The top screen slides to the trailing edge; the screen below comes in from 30 % of the
  /// width towards the leading edge (the system's parallax) under a shade that fades out.
  /// The curve is linear so that the transition's progress is the finger's: GestureCore's
  /// `BackSwipe` reports progress as the fraction of the width the finger travelled, and its
  /// completion timing assumes the rest runs at a constant speed.
  ///
  /// Used only for the pops of the full-screen swipe, and only when the app's own navigation
  /// delegate offers no animator for them (see `BackSwipeNavigationDelegate`): edge swipes
  /// keep the system's pop, whose look (the edge shadow, the navigation bar's slide with large
  /// titles and search bars, `hidesBottomBarWhenPushed`) only the system animator gives.
  /// The look is a rendering choice, not a gesture decision,
  /// so it lives here rather than in GestureCore.
  @MainActor
  final class BackSwipeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How far the screen below starts towards the leading edge, as a fraction of the
    /// container's width (the system's pop uses about 30 %).
    static let parallax: CGFloat = 0.3

    /// The shade over the screen below at the start of the pop, fading to clear.
    static let shadeAlpha: CGFloat = 0.1

    private let duration: TimeInterval
    private let direction: ReadingDirection

    /// Creates the animator.
    ///
    /// - Parameters:
    ///   - duration: The whole pop at its normal speed, in seconds: GestureCore's
    ///     `BackSwipeStore.transitionDuration`, which its completion speeds assume.
    ///   - direction: The navigation's layout direction: which edge is trailing.
    init(duration: TimeInterval, direction: ReadingDirection) {
      self.duration = duration
      self.direction = direction
      super.init()
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
      -> TimeInterval
    {
      duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
      guard let fromView = transitionContext.view(forKey: .from),
        let toView = transitionContext.view(forKey: .to),
        let fromViewController = transitionContext.viewController(forKey: .from),
        let toViewController = transitionContext.viewController(forKey: .to)
      else {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        return
      }
      let container = transitionContext.containerView
      // `frame` is undefined under a transform, and the
      // navigation controller owns its children's frames (their autoresizing follows the
      // container, and it lays them out). The screens are moved by their frames, from and
      // to the transition context's, and put back on them at the end whichever way it goes,
      // so no transform is left for a layout to move a screen through.
      let initialFrame = transitionContext.initialFrame(for: fromViewController)
      // `.zero` when the context does not know it; the view is untransformed, so its frame is.
      let fromFrame = initialFrame.isEmpty ? fromView.frame : initialFrame
      let toFrame = transitionContext.finalFrame(for: toViewController)
      let trailing: CGFloat = direction == .rightToLeft ? -1 : 1
      let width = container.bounds.width
      toView.frame = toFrame.offsetBy(dx: -trailing * width * Self.parallax, dy: 0)
      container.insertSubview(toView, belowSubview: fromView)
      let shade = UIView(frame: container.bounds)
      shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      shade.backgroundColor = .black
      shade.alpha = Self.shadeAlpha
      shade.isUserInteractionEnabled = false
      container.insertSubview(shade, aboveSubview: toView)

      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveLinear],
        animations: {
          fromView.frame = fromFrame.offsetBy(dx: trailing * width, dy: 0)
          toView.frame = toFrame
          shade.alpha = 0
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          fromView.frame = fromFrame
          toView.frame = toFrame
          shade.removeFromSuperview()
          if cancelled { toView.removeFromSuperview() }
          transitionContext.completeTransition(!cancelled)
        })
    }
  }
#endif
