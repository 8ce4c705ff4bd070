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
  ///   - spring: the parameters of both axes; defaults to `SpringParameters()` (ζ 0.9, response 0.5 s).
  ///   - from: the start point, in points.
  ///   - to: the target point, in points.
  ///   - initialVelocity: the velocity at time 0, in points per second; defaults to zero.
  public init(spring: SpringParameters = SpringParameters(), from: Point, to: Point, initialVelocity: Vector = .zero) {
    horizontal = SpringAnimation(
      spring: spring, from: from.x, to: to.x, initialVelocity: initialVelocity.dx)
    vertical = SpringAnimation(
      spring: spring, from: from.y, to: to.y, initialVelocity: initialVelocity.dy)
  }

  /// The spring of both axes.
  public var spring: SpringParameters { horizontal.spring }
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
    positionTolerance: Double = SpringParameters.defaultPositionTolerance,
    velocityTolerance: Double = SpringParameters.defaultVelocityTolerance
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
    positionTolerance: Double = SpringParameters.defaultPositionTolerance,
    velocityTolerance: Double = SpringParameters.defaultVelocityTolerance
  ) -> Bool {
    horizontal.isSettled(
      at: time, positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
      && vertical.isSettled(
        at: time, positionTolerance: positionTolerance, velocityTolerance: velocityTolerance)
  }

  /// The smallest rectangle holding every point the motion passes through, from its start
  /// on: each axis's ``SpringAnimation/valueRange``.
  public var valueRange: Rect {
    let x = horizontal.valueRange
    let y = vertical.valueRange
    return Rect(
      x: x.lowerBound, y: y.lowerBound, width: x.upperBound - x.lowerBound,
      height: y.upperBound - y.lowerBound)
  }

  /// This motion with each axis's initial velocity reduced as little as needed for the point
  /// to stay within `bounds`: a view flung into a corner that stops short of leaving the
  /// screen. See ``SpringAnimation/limitingOvershoot(to:)`` for one axis.
  ///
  /// Each axis keeps the largest fraction of its velocity whose swing fits, so a flick
  /// along an edge keeps its speed along it. Both axes share one spring: when either needs
  /// the critically damped spring (even at rest it would swing past its bound), both use it.
  ///
  /// ```swift
  /// // A 160 × 90 window in a 390 × 844 container: its origin may go from (0, 0) to
  /// // (230, 754) without leaving it.
  /// let onScreen = Rect(x: 0, y: 0, width: 390 - 160, height: 844 - 90)
  /// let fling = SpringAnimation2D(spring: SpringParameters(dampingRatio: 0.85, response: 0.45),
  ///                               from: Point(x: 100, y: 300), to: Point(x: 12, y: 59),
  ///                               initialVelocity: Vector(dx: -3000, dy: -5000))
  ///   .limitingOvershoot(to: onScreen)
  /// ```
  ///
  /// - Parameter bounds: the points the motion may pass through (for a view, the origins
  ///   that keep its frame inside the container: the container's bounds less the view's
  ///   size). NaN edges do not limit; a negative width or height lets that axis move only
  ///   between its start and its target. Widened, per axis, to hold the start and the target.
  /// - Returns: a motion from the same start to the same target whose ``valueRange`` lies
  ///   within the widened `bounds`.
  public func limitingOvershoot(to bounds: Rect) -> SpringAnimation2D {
    let x = horizontal.limitingOvershoot(lowerBound: bounds.minX, upperBound: bounds.maxX)
    let y = vertical.limitingOvershoot(lowerBound: bounds.minY, upperBound: bounds.maxY)
    guard x.spring == y.spring else {
      // One axis needed the critically damped spring; it never needs another.
      let critical = x.spring.dampingRatio == 1 ? x.spring : y.spring
      return SpringAnimation2D(
        spring: critical, from: from, to: to, initialVelocity: initialVelocity
      ).limitingOvershoot(to: bounds)
    }
    return SpringAnimation2D(
      spring: x.spring, from: from, to: to,
      initialVelocity: Vector(dx: x.initialVelocity, dy: y.initialVelocity))
  }

  /// A motion that continues this one from its position and velocity at `time` towards a new
  /// target; see ``SpringAnimation/retargeted(to:at:spring:)``.
  public func retargeted(to target: Point, at time: Double, spring newSpring: SpringParameters? = nil)
    -> SpringAnimation2D
  {
    SpringAnimation2D(
      spring: newSpring ?? spring, from: value(at: time), to: target,
      initialVelocity: velocity(at: time))
  }
}
