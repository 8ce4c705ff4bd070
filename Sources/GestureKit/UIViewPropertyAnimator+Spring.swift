#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension UIViewPropertyAnimator {
    /// An animator that runs a GestureCore `SpringAnimation`: the core's spring, its
    /// release velocity, and its settling duration.
    ///
    /// ```swift
    /// // The core's effect: .animate(SpringAnimation(spring: spring, from: offset, to: 0,
    /// //                                            initialVelocity: releaseVelocity))
    /// let animator = UIViewPropertyAnimator(animation) {
    ///   content.transform = CGAffineTransform(translationX: CGFloat(animation.to), y: 0)
    /// }
    /// animator.addCompletion { _ in row.send(.animationFinished) }
    /// animator.startAnimation()
    /// ```
    ///
    /// The animations must move the property from `animation.from` (its current value) to
    /// `animation.to`: the relative initial velocity is computed for that distance.
    ///
    /// Why an animator rather than evaluating the spring every frame with a display link:
    /// the animator hands the whole curve to the render server, so the motion stays smooth
    /// when the main thread is busy; it can be interrupted (`stopAnimation`, or `isReversed`
    /// and `fractionComplete` for a new drag that catches the content mid-flight); and
    /// because the timing parameters carry the spring's own coefficients (see
    /// `UISpringTimingParameters.init(_:initialVelocity:)`), it traces the core's closed-form
    /// motion for the same damping ratio and response.
    ///
    /// - Parameters:
    ///   - animation: The spring motion, in points (any unit the animated property uses).
    ///   - animations: The property changes to animate; more can be added with
    ///     `addAnimations(_:)`. Default `nil`.
    public convenience init(_ animation: SpringAnimation, animations: (() -> Void)? = nil) {
      // UIKit computes a spring animator's duration from the spring coefficients; the
      // settling duration is passed for the animator's bookkeeping.
      let timing = UISpringTimingParameters(animation)
      self.init(duration: animation.settlingDuration(), timingParameters: timing)
      if let animations { addAnimations(animations) }
    }

    /// An animator that runs a GestureCore `SpringAnimation2D` (a point, such as a
    /// view's `center`): the core's spring, its release velocity per axis, and the longer of
    /// the two axes' settling durations.
    ///
    /// ```swift
    /// // A floating window released towards its anchor.
    /// let animator = UIViewPropertyAnimator(fling) {
    ///   bubble.center = CGPoint(fling.to)
    /// }
    /// animator.startAnimation()
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The motion of the point, in points.
    ///   - animations: The changes to animate. Default `nil`.
    public convenience init(_ animation: SpringAnimation2D, animations: (() -> Void)? = nil) {
      let duration = max(
        animation.horizontal.settlingDuration(), animation.vertical.settlingDuration())
      self.init(duration: duration, timingParameters: UISpringTimingParameters(animation))
      if let animations { addAnimations(animations) }
    }
  }
#endif
