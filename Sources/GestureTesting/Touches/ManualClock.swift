import GestureCore

/// A clock that moves only when told to, for deterministic tests.
///
/// GestureCore never reads a clock: samples carry their time, and recognizers that need a
/// timer publish a deadline. A manual clock is what a test uses to say "now it is 0.5 s
/// later" and have every deadline up to then fire, in order.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: 0.5)   // fires the arena's deadlines up to t = 0.5
/// ```
public final class ManualClock {
  /// The current time, in seconds.
  public private(set) var now: Double

  /// Called with the new time whenever the clock moves (a ``TouchSimulator`` fires the
  /// arena's deadlines here).
  public var onAdvance: ((Double) -> Void)?

  /// Creates a clock. Default start: 0 s.
  public init(start: Double = 0) {
    now = start
  }

  /// Moves the clock forward by `seconds`.
  ///
  /// - Precondition: `seconds` is finite and not negative: a test cannot run time backwards
  ///   (to test backwards timestamps, send such samples with ``TouchSimulator/send(_:)``).
  public func advance(by seconds: Double) {
    precondition(seconds.isFinite && seconds >= 0, "a manual clock only moves forward")
    advance(to: now + seconds)
  }

  /// Moves the clock forward to `time`.
  ///
  /// - Precondition: `time` is finite and not earlier than ``now``.
  public func advance(to time: Double) {
    precondition(time.isFinite && time >= now, "a manual clock only moves forward")
    now = time
    onAdvance?(time)
  }
}
