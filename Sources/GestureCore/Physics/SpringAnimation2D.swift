/// A spring-driven motion of a point: two independent ``SpringAnimation``s, one per axis,
/// sharing the same spring.
///
/// Because the spring equation is linear, moving each coordinate on its own is the same as
/// moving the point (the path is straight when released at rest or with a velocity along the
/// line to the target, and curves towards the target otherwise).
///
/// ```swift
/// let fling = SpringAnimation2D(from: Point(x: 40, y: 500), to: Point(x: 0, y: 0),
///                               initialVelocity: Vector(dx: 200, dy: -2000))
/// let position = fling.value(at: 0.1)
/// ```
public struct SpringAnimation2D: Hashable, Sendable {
  /// The motion of the x coordinate.
  public let horizontal: SpringAnimation
  /// The motion of the y coordinate.
  public let vertical: SpringAnimation

  /// Creates a motion. Each axis is normalised as in
  /// ``SpringAnimation/init(spring:from:to:initialVelocity:)`` (a NaN coordinate of `from`
  /// starts that axis at rest at the target, and so on).
  ///
  /// - Parameters:
  ///   - spring: the parameters of both axes; defaults to `Spring()` (ζ 0.9, response 0.5 s).
  ///   - from: the start point, in points.
  ///   - to: the target point, in points.
  ///   - initialVelocity: the velocity at time 0, in points per second; defaults to zero.
  public init(spring: Spring = Spring(), from: Point, to: Point, initialVelocity: Vector = .zero) {
    horizontal = SpringAnimation(
      spring: spring, from: from.x, to: to.x, initialVelocity: initialVelocity.dx)
    vertical = SpringAnimation(
      spring: spring, from: from.y, to: to.y, initialVelocity: initialVelocity.dy)
  }

  /// The spring of both axes.
  public var spring: Spring { horizontal.spring }
  /// The start point (normalised).
  public var from: Point { Point(x: horizontal.from, y: vertical.from) }
  /// The target point (normalised).
  public var to: Point { Point(x: horizontal.to, y: vertical.to) }
  /// The velocity at time 0, in points per second (normalised).
  public var initialVelocity: Vector {
    Vector(dx: horizontal.initialVelocity, dy: vertical.initialVelocity)
  }

  /// The position `time` seconds after the start; see ``SpringAnimation/value(at:)``.
  public func value(at time: Double) -> Point {
    Point(x: horizontal.value(at: time), y: vertical.value(at: time))
  }

  /// The velocity `time` seconds after the start, in points per second; see
  /// ``SpringAnimation/velocity(at:)``.
  public func velocity(at time: Double) -> Vector {
    Vector(dx: horizontal.velocity(at: time), dy: vertical.velocity(at: time))
  }

  /// The time, in seconds, from which on both axes stay settled: the later of the two axes'
  /// ``SpringAnimation/settlingDuration(positionTolerance:velocityTolerance:)``.
  ///
  /// The tolerances apply to each coordinate separately (so the distance to the target ends
  /// within `√2·positionTolerance`).
  public func settlingDuration(
    positionTolerance: Double = Spring.defaultPositionTolerance,
    velocityTolerance: Double = Spring.defaultVelocityTolerance
  ) -> Double {
    max(
      horizontal.settlingDuration(
        positionTolerance: positionTolerance, velocityTolerance: velocityTolerance),
      vertical.settlingDuration(
        positionTolerance: positionTolerance, velocityTolerance: velocityTolerance))
  }

  /// Whether both axes have settled by `time`: `time ≥ settlingDuration(…)`.
  public func isSettled(
    at time: Double,
    positionTolerance: Double = Spring.defaultPositionTolerance,
    velocityTolerance: Double = Spring.defaultVelocityTolerance
  ) -> Bool {
    horizontal.isSettled(
      at: time, positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
      && vertical.isSettled(
        at: time, positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
  }

  /// A motion that continues this one from its position and velocity at `time` towards a new
  /// target; see ``SpringAnimation/retargeted(to:at:spring:)``.
  public func retargeted(to target: Point, at time: Double, spring newSpring: Spring? = nil)
    -> SpringAnimation2D
  {
    SpringAnimation2D(
      spring: newSpring ?? spring, from: value(at: time), to: target,
      initialVelocity: velocity(at: time))
  }
}
