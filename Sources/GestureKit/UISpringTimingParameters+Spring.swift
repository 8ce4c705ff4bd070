#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension UISpringTimingParameters {
    /// Timing parameters that move exactly as a GestureCore `Spring`.
    ///
    /// The spring is given to UIKit as its physical coefficients (unit mass,
    /// `Spring.stiffness`, `Spring.damping`), which UIKit has taken since iOS 10; the
    /// damping-ratio-and-response form, `init(dampingRatio:response:)`, is iOS 17 and later.
    /// `init(dampingRatio:initialVelocity:)` is not used either: with it UIKit derives the
    /// stiffness from the animator's duration, so the motion would only resemble the core's.
    /// With the coefficients, the animation follows the core's closed form for the same
    /// damping ratio and response, so what the core computed (where a spring will be, when it
    /// settles) is what the screen shows.
    ///
    /// - Parameters:
    ///   - spring: The spring.
    ///   - initialVelocity: UIKit's relative initial velocity: the velocity divided by the
    ///     distance still to travel, per axis (see
    ///     `Spring.relativeInitialVelocity(velocity:distance:)`).
    ///     Default: at rest.
    public convenience init(_ spring: Spring, initialVelocity: CGVector = .zero) {
      self.init(
        mass: CGFloat(spring.mass), stiffness: CGFloat(spring.stiffness),
        damping: CGFloat(spring.damping), initialVelocity: initialVelocity)
    }

    /// Timing parameters for a GestureCore `SpringAnimation`: its spring, and its initial
    /// velocity relative to its distance (`initialVelocity / (to − from)`), as UIKit measures
    /// it; zero when the distance is zero.
    ///
    /// ```swift
    /// // The core asked for .animate(snap): a card released at 300 pt towards 0 at -1500 pt/s.
    /// let timing = UISpringTimingParameters(snap)
    /// let animator = UIViewPropertyAnimator(
    ///   duration: snap.settlingDuration(), timingParameters: timing)
    /// ```
    ///
    /// The relative velocity is set on both axes, so it applies to one-dimensional
    /// properties (UIKit reads `dx`) and to points that move along one axis.
    public convenience init(_ animation: SpringAnimation) {
      let relative = Spring.relativeInitialVelocity(
        velocity: animation.initialVelocity, distance: animation.to - animation.from)
      self.init(animation.spring, initialVelocity: CGVector(dx: relative, dy: relative))
    }

    /// Timing parameters for a GestureCore `SpringAnimation2D` (a point, such as a view's
    /// `center`): its spring, and its initial velocity relative to its distance on each axis.
    public convenience init(_ animation: SpringAnimation2D) {
      let relative = Spring.relativeInitialVelocity(
        velocity: Vector(
          dx: animation.horizontal.initialVelocity, dy: animation.vertical.initialVelocity),
        distance: animation.to - animation.from)
      self.init(animation.spring, initialVelocity: CGVector(relative))
    }
  }
#endif
