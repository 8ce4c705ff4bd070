#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The pop animation a full-screen back swipe scrubs: the system's slide, rebuilt with
  /// public API so that a `UIPercentDrivenInteractiveTransition` can drive it.
  ///
  /// The top screen slides to the trailing edge, casting a soft shadow on the screen below
  /// along its leading edge that fades as it goes; the screen below comes in from 30 % of the
  /// width towards the leading edge (the system's parallax) under a shade that fades out. A
  /// tab bar that the top screen hid (`hidesBottomBarWhenPushed`) and the screen below shows
  /// comes in with the screen below, under the screen being popped
  /// (`BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar:)` decides); one both screens
  /// show stays where it is, over both. The curve is linear so that the transition's progress
  /// is the finger's: GestureCore's `BackSwipe` reports progress as the fraction of the width
  /// the finger travelled. The rest after the release takes its curve from the interactive
  /// transition's completion curve (UIKit's ease-out, set where the pop begins).
  ///
  /// The navigation bar is not this animator's: for a transition with a custom animator,
  /// UIKit changes the bar itself, its own way (its titles and buttons cross-fade in place;
  /// the system pop's title sliding into the back button, and its back button's morph, are
  /// the system animator's only). The public documentation says so where the full-screen
  /// swipe is turned on.
  ///
  /// Used only for the pops of the full-screen swipe, and only when the app's own navigation
  /// delegate offers no animator for them (see `BackSwipeNavigationDelegate`): edge swipes
  /// keep the system's pop, whose look (the navigation bar's slide with large titles and
  /// search bars included) only the system animator gives.
  ///
  /// Everything it adds to the transition's container (the shade, the shadow, a lent tab bar)
  /// leaves in the one completion of its one animation, which UIKit runs whether the pop
  /// finishes or is cancelled, before the transition is completed. The look's geometry is a
  /// rendering choice, not a gesture decision, so it lives here rather than in GestureCore.
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
      let popped = trailing * width
      let belowStart = -trailing * width * Self.parallax
      toView.frame = toFrame.offsetBy(dx: belowStart, dy: 0)
      // Bottom to top, each put right below the screen being popped: the screen below, its
      // tab bar, the shade over both, the shadow on the shade.
      container.insertSubview(toView, belowSubview: fromView)
      let tabBar = LentTabBar(
        arrivingWith: toViewController, popping: fromViewController, into: container,
        below: fromView)
      if let tabBar { tabBar.bar.frame = tabBar.frameInContainer.offsetBy(dx: belowStart, dy: 0) }
      let shade = UIView(frame: container.bounds)
      shade.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      shade.backgroundColor = .black
      shade.alpha = Self.shadeAlpha
      shade.isUserInteractionEnabled = false
      container.insertSubview(shade, belowSubview: fromView)
      let shadow = PopShadowView(direction: direction)
      let shadowFrame = CGRect(
        x: direction == .rightToLeft ? fromFrame.maxX : fromFrame.minX - PopShadowView.width,
        y: fromFrame.minY, width: PopShadowView.width, height: fromFrame.height)
      shadow.frame = shadowFrame
      container.insertSubview(shadow, belowSubview: fromView)

      UIView.animate(
        withDuration: duration, delay: 0, options: [.curveLinear],
        animations: {
          fromView.frame = fromFrame.offsetBy(dx: popped, dy: 0)
          shadow.frame = shadowFrame.offsetBy(dx: popped, dy: 0)
          shadow.alpha = 0
          toView.frame = toFrame
          if let tabBar { tabBar.bar.frame = tabBar.frameInContainer }
          shade.alpha = 0
        },
        completion: { _ in
          let cancelled = transitionContext.transitionWasCancelled
          fromView.frame = fromFrame
          toView.frame = toFrame
          shade.removeFromSuperview()
          shadow.removeFromSuperview()
          // Home before UIKit completes the transition: it shows or hides the bar there.
          tabBar?.giveBack()
          if cancelled { toView.removeFromSuperview() }
          transitionContext.completeTransition(!cancelled)
        })
    }
  }

  /// The soft shadow the screen being popped casts on the screen below, beside its leading
  /// edge (its left edge, or its right edge right to left): a gradient about as wide and as
  /// dark as the system pop's, darkest against the screen's edge and clear 9 pt away.
  @MainActor
  private final class PopShadowView: UIView {
    /// The shadow's width, in points.
    static let width: CGFloat = 9

    override class var layerClass: AnyClass { CAGradientLayer.self }

    init(direction: ReadingDirection) {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      guard let gradient = layer as? CAGradientLayer else { return }
      // Opacities of black from the shadow's outer side to the screen's edge: a falloff
      // steeper near the edge, as a blurred shadow's.
      gradient.colors = [0, 0.03, 0.08, 0.18].map { UIColor(white: 0, alpha: $0).cgColor }
      gradient.locations = [0, 0.45, 0.8, 1]
      // Left to right, the screen's edge is on the shadow's right; right to left, on its left.
      let outer: CGFloat = direction == .rightToLeft ? 1 : 0
      gradient.startPoint = CGPoint(x: outer, y: 0.5)
      gradient.endPoint = CGPoint(x: 1 - outer, y: 0.5)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("PopShadowView is created in code only")
    }
  }

  /// The tab bar of the tab bar controller around the navigation, lent to the pop's
  /// container so that it slides in with the screen below, under the screen being popped,
  /// as the system's pop carries it. Only when GestureCore's
  /// `BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar:)` says it arrives, and only a
  /// bar resting at its home's bottom across its width (the classic tab bar): any other bar
  /// is left where UIKit keeps it.
  @MainActor
  private struct LentTabBar {
    let bar: UITabBar
    /// Where it rests once the pop is over, in the container's coordinates.
    let frameInContainer: CGRect
    private let home: UIView
    private let index: Int
    private let restingFrame: CGRect

    /// Lends the tab bar to `container`, right below `poppedView`, at its resting place
    /// there, or returns `nil` (and touches nothing) when it does not arrive with the screen
    /// below.
    init?(
      arrivingWith toViewController: UIViewController,
      popping fromViewController: UIViewController, into container: UIView,
      below poppedView: UIView
    ) {
      // The stack before the pop: up to the screen below, then the one popped (UIKit may
      // already have taken it off `viewControllers`).
      guard let navigationController = toViewController.navigationController,
        let tabBarController = navigationController.tabBarController,
        tabBarController.selectedViewController === navigationController,
        let below = navigationController.viewControllers.firstIndex(of: toViewController)
      else { return nil }
      let stack = navigationController.viewControllers[...below] + [fromViewController]
      guard
        BackSwipe.tabBarArrivesWithScreenBelow(
          hidesBottomBar: stack.map(\.hidesBottomBarWhenPushed))
      else { return nil }
      let bar = tabBarController.tabBar
      // `frame` is undefined under a transform: a transformed bar is not moved by its frame.
      guard bar.transform.isIdentity, let home = bar.superview, !home.isDescendant(of: container),
        let index = home.subviews.firstIndex(of: bar),
        (bar.frame.width - home.bounds.width).magnitude < 0.5,
        (bar.frame.maxY - home.bounds.maxY).magnitude < 0.5
      else { return nil }
      self.bar = bar
      self.home = home
      self.index = index
      // Resting across its home's width: UIKit's own slide for a custom transition, if it
      // started one, is stopped (below) with the bar still offset sideways.
      restingFrame = CGRect(
        x: home.bounds.minX, y: bar.frame.minY, width: bar.frame.width,
        height: bar.frame.height)
      frameInContainer = home.convert(restingFrame, to: container)
      bar.layer.removeAllAnimations()
      // A view has one superview: adding it to another takes it out of its home.
      container.insertSubview(bar, belowSubview: poppedView)
    }

    /// Puts the bar back in its home, at its place among the home's subviews and at rest.
    func giveBack() {
      home.insertSubview(bar, at: min(index, home.subviews.count))
      bar.frame = restingFrame
    }
  }
#endif
