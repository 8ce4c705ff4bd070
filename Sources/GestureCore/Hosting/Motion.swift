/// A spring in flight, run by a store on the host's frames: the motion a core interaction
/// asked for and the time it started.
///
/// Stores drive every motion from the one clock the host reports (its display frames and its
/// touch timestamps), so two parts of one motion never drift apart, and a completion is
/// never stale: a store only finishes a motion it still holds.
public struct Motion: Hashable, Sendable {
  /// The spring's motion, from its start.
  public let animation: SpringAnimation
  /// When it started, in seconds on the host's clock.
  public let start: Double

  /// Creates a motion that started at `start`.
  public init(_ animation: SpringAnimation, start: Double) {
    self.animation = animation
    self.start = start
  }

  /// The seconds since the start at `time` (0 before it).
  public func elapsed(at time: Double) -> Double {
    let elapsed = time - start
    return elapsed > 0 ? elapsed : 0
  }

  /// The value at `time`.
  public func value(at time: Double) -> Double { animation.value(at: elapsed(at: time)) }

  /// The velocity at `time`, in units per second.
  public func velocity(at time: Double) -> Double { animation.velocity(at: elapsed(at: time)) }

  /// Whether the spring has come to rest by `time` (within the spring's tolerances).
  public func isSettled(at time: Double) -> Bool { animation.isSettled(at: elapsed(at: time)) }

  /// The same motion started `from` points away from its target by `offset` more: a motion
  /// that begins where something is already shown rather than where the model says.
  func shifted(by offset: Double) -> Motion {
    Motion(
      SpringAnimation(
        spring: animation.spring, from: animation.from + offset, to: animation.to,
        initialVelocity: animation.initialVelocity),
      start: start)
  }
}
