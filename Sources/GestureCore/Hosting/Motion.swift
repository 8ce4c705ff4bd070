/// A spring in flight, run by a store on the host's frames: the motion a core interaction
/// asked for and the time it started.
///
/// Stores drive every motion from the one clock the host reports (its display frames and its
/// touch timestamps), so two parts of one motion never drift apart, and a completion is
/// never stale: a store only finishes a motion it still holds.
///
/// ```swift
/// let motion = Motion(SpringAnimation(from: 120, to: 0, initialVelocity: -800), start: now)
/// // On each display frame:
/// content.x = motion.value(at: frameTime)
/// if motion.isSettled(at: frameTime) { stopFrames() }
/// ```
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

  /// The same motion with its start moved by `from` points and its target by `to`: one that
  /// begins where something is already shown rather than where the model says (`from` only),
  /// or that follows a target that moved without changing how far along it is (both).
  func moved(from fromDelta: Double, to toDelta: Double = 0) -> Motion {
    Motion(
      SpringAnimation(
        spring: animation.spring, from: animation.from + fromDelta, to: animation.to + toDelta,
        initialVelocity: animation.initialVelocity),
      start: start)
  }
}

/// One clock that never goes back, for a host that sends times from several sources.
///
/// Every store's host contract asks for non-decreasing times (`timeWentBackwards`). A host's
/// times come from several places on one clock (UIKit: touches' `UITouch.timestamp`, display
/// frames' `targetTimestamp`, `CACurrentMediaTime()` for taps and answers), and they can
/// arrive out of order: a long press's deadline delivered by a late timer after a later
/// frame, a tap stamped now after a frame stamped for its display time. The stores read a
/// time going back as the latest one; this clock is that rule on the host's side, so the host
/// sends what the store reads and keeps the contract. Written once here, used by every host.
///
/// ```swift
/// var clock = MonotonicClock()
/// clock.read(1.0)    // 1.0
/// clock.read(0.9)    // 1.0: a time going back reads as the latest
/// clock.read(.nan)   // 1.0: a time that is no number too
/// ```
public struct MonotonicClock: Hashable, Sendable {
  /// The latest time read. Default 0 before any.
  public private(set) var latest: Double

  /// Creates a clock.
  ///
  /// - Parameter start: The time before any is read. Default 0.
  public init(start: Double = 0) {
    latest = start
  }

  /// Reads a time in and returns the time to send: `time` when it is a time
  /// (``InputLimits/isTime(_:)``: finite, within 10⁹ s) and not earlier
  /// than ``latest``, else ``latest``.
  public mutating func read(_ time: Double) -> Double {
    if InputLimits.isTime(time), time > latest { latest = time }
    return latest
  }
}
