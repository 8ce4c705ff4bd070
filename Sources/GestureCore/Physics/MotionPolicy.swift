/// How a store moves what no finger holds any more (a settle, a slide off-screen, a drop,
/// rows closing a gap, an auto-scroll, the rest of a back swipe), with or without Reduce
/// Motion: the one rule every family follows.
///
/// Without Reduce Motion every move runs as its family configures it. Under Reduce Motion
/// (``reducesMotion``), the motion the setting asks to avoid goes:
///
/// - A move of at most ``cutDistance`` (100 pt) runs on ``reducedSpring`` (ζ 1, 0.3 s) from
///   rest: it reads as settling in place, nothing overshoots, nothing is thrown.
/// - A longer move is a cut: drawn at its end at once, at rest on the next frame (a spring
///   that starts where it ends), with the same callbacks and effects as the spring.
/// - An auto-scroll runs no faster than ``reducedAutoScrollSpeed`` (400 pt/s).
/// - A timed transition (the rest of a back swipe) whose remaining travel is longer than
///   ``cutDistance`` runs in its family's shortest duration.
///
/// Hosts report the setting and the stores consult the policy; a move under way keeps the
/// motion it started with. GestureKit reports `UIAccessibility.isReduceMotionEnabled`,
/// followed through its change notification, to every family. The browser gallery does not
/// report `prefers-reduced-motion` yet: its demos run with ``standard``, as a host that sends
/// no `reduceMotionChanged` event does.
///
/// ```swift
/// let policy = MotionPolicy(reducesMotion: true)
/// policy.isCut(distance: 100)   // false: 0.3 s critically damped spring
/// policy.isCut(distance: 101)   // true: drawn at the end at once
/// ```
public struct MotionPolicy: Hashable, Sendable {
  /// Whether the user asked to reduce motion. Default `false`.
  public var reducesMotion: Bool

  /// Creates a policy; `reducesMotion` defaults to `false`.
  public init(reducesMotion: Bool = false) {
    self.reducesMotion = reducesMotion
  }

  /// Every move as its family configures it.
  public static let standard = MotionPolicy()

  /// Reduce Motion on.
  public static let reduced = MotionPolicy(reducesMotion: true)

  /// The spring of a move under Reduce Motion: ζ 1 (no overshoot), response 0.3 s.
  public static let reducedSpring = SpringParameters(dampingRatio: 1, response: 0.3)

  /// The longest move, in points, that stays a spring under Reduce Motion: 100 pt. A shorter
  /// one reads as something settling in place; a longer one is a slide across the screen (a
  /// quarter of a phone's width and more), the motion Reduce Motion asks to avoid.
  public static let cutDistance = 100.0

  /// The fastest auto-scroll under Reduce Motion, in points per second: 400 pt/s, a third of
  /// a lifted row's default maximum (1200 pt/s), which sweeps a screen in half a second.
  public static let reducedAutoScrollSpeed = 400.0

  /// Whether a move of `distance` points is a cut rather than a spring: under Reduce Motion
  /// only, and only beyond ``cutDistance`` (exactly 100 pt springs). A NaN or infinite
  /// distance is a cut under Reduce Motion (nothing can slide that far).
  ///
  /// - Parameter distance: The length of the move, in points; its sign is ignored.
  public func isCut(distance: Double) -> Bool {
    guard reducesMotion else { return false }
    return !(distance.magnitude <= Self.cutDistance)
  }

  /// The spring a move uses: `spring` itself, or ``reducedSpring`` under Reduce Motion.
  public func spring(_ spring: SpringParameters) -> SpringParameters {
    reducesMotion ? Self.reducedSpring : spring
  }

  /// The spring animation of a move from `from` to `to` on `spring`, thrown at
  /// `initialVelocity`; under Reduce Motion ``reducedSpring`` from rest, or, for a move
  /// longer than ``cutDistance``, a cut (an animation already at `to`, which settles at its
  /// first frame).
  ///
  /// - Parameters:
  ///   - spring: The family's spring for the move.
  ///   - from: Where the move starts.
  ///   - to: Where it ends.
  ///   - initialVelocity: The release's velocity, in units per second. Default 0.
  public func animation(
    on spring: SpringParameters, from: Double, to: Double, initialVelocity: Double = 0
  ) -> SpringAnimation {
    guard reducesMotion else {
      return SpringAnimation(spring: spring, from: from, to: to, initialVelocity: initialVelocity)
    }
    if isCut(distance: to - from) {
      return SpringAnimation(spring: Self.reducedSpring, from: to, to: to)
    }
    return SpringAnimation(spring: Self.reducedSpring, from: from, to: to)
  }

  /// The auto-scroll speed to use for a configured `speed` (points per second, either
  /// sign): unchanged, or under Reduce Motion no faster than ``reducedAutoScrollSpeed``.
  /// NaN stays NaN (the caller's own rule applies).
  public func autoScrollSpeed(_ speed: Double) -> Double {
    guard reducesMotion, speed.magnitude > Self.reducedAutoScrollSpeed else { return speed }
    return speed < 0 ? -Self.reducedAutoScrollSpeed : Self.reducedAutoScrollSpeed
  }

  /// How long a timed transition's rest takes: `duration` as timed, or under Reduce Motion,
  /// when the rest travels more than ``cutDistance`` points, no longer than `shortest` (the
  /// family's quickest rest, a near cut that still ends as the transition ends).
  ///
  /// - Parameters:
  ///   - duration: The rest's duration as its family times it, in seconds.
  ///   - travel: How far the rest moves, in points.
  ///   - shortest: The family's shortest duration for a rest, in seconds.
  public func transitionDuration(_ duration: Double, travel: Double, shortest: Double) -> Double {
    guard isCut(distance: travel) else { return duration }
    return min(duration, shortest)
  }
}
