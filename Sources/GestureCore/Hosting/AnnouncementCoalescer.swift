/// Holds back what a host is about to announce until a quiet moment, keeping only the
/// newest: a key held down repeats its command about ten times a second, and an
/// announcement for each would queue a second of speech per press ("moved to position 4…
/// moved to position 5…"). Only the position the row ends at matters.
///
/// The host submits each announcement with its time, and takes it once ``deadline`` has
/// passed (UIKit: a timer for the deadline). Time is the host's clock in seconds; one that
/// is NaN, infinite or earlier than the latest seen counts as the latest.
///
/// ```swift
/// var coalescer = AnnouncementCoalescer<String>()
/// coalescer.submit("Moved to position 4 of 12", at: 10.0)
/// coalescer.submit("Moved to position 5 of 12", at: 10.1)  // replaces the first
/// coalescer.take(at: 10.3)   // nil: 0.5 s of quiet have not passed
/// coalescer.take(at: 10.6)   // "Moved to position 5 of 12"
/// ```
public struct AnnouncementCoalescer<Message: Hashable & Sendable>: Hashable, Sendable {
  /// How long no new announcement must come before the last is spoken, in seconds: longer
  /// than the delay before a held key repeats (about 0.4 s), so a single press is spoken
  /// once and a held key once it is let go. Default 0.5 s.
  public static var defaultQuietPeriod: Double { 0.5 }

  /// The quiet period this coalescer waits, in seconds (NaN, infinite or negative: 0).
  public let quietPeriod: Double
  /// The announcement waiting to be spoken, if any.
  public private(set) var pending: Message?
  /// When ``pending`` is due, in seconds; `nil` without one.
  public private(set) var deadline: Double?
  /// The latest time seen.
  private var latestTime = -Double.infinity

  /// Creates an empty coalescer.
  ///
  /// - Parameter quietPeriod: how long to wait, in seconds; default ``defaultQuietPeriod``.
  public init(quietPeriod: Double = Self.defaultQuietPeriod) {
    self.quietPeriod = quietPeriod.isFinite && quietPeriod > 0 ? quietPeriod : 0
  }

  /// Submits an announcement at `time`: it replaces the one waiting, and is due
  /// ``quietPeriod`` later.
  public mutating func submit(_ message: Message, at time: Double) {
    let now = advance(to: time)
    pending = message
    deadline = now + quietPeriod
  }

  /// The announcement waiting, once it is due at `time` (it is then no longer waiting);
  /// `nil` before its deadline or without one.
  public mutating func take(at time: Double) -> Message? {
    let now = advance(to: time)
    guard let deadline, now >= deadline, let message = pending else { return nil }
    pending = nil
    self.deadline = nil
    return message
  }

  /// Drops the announcement waiting, if any (what it spoke of is gone).
  public mutating func cancel() {
    pending = nil
    deadline = nil
  }

  /// `time`, or the latest time seen when it is not finite or earlier; 0 before any.
  private mutating func advance(to time: Double) -> Double {
    if time.isFinite, time > latestTime { latestTime = time }
    return latestTime.isFinite ? latestTime : 0
  }
}
