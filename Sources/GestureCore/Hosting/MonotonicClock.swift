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

  /// Reads a time in and returns the time to send: `time` when it is finite and not earlier
  /// than ``latest``, else ``latest``.
  public mutating func read(_ time: Double) -> Double {
    if time.isFinite, time > latest { latest = time }
    return latest
  }
}
