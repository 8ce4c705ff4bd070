/// What the arena did with a sample: taken as is, taken after a correction, or refused.
///
/// Hosts never need to validate input themselves: every sample gets one of these, and a
/// refused sample changes nothing.
///
/// ```swift
/// switch arena.handle(sample) {
/// case .accepted: break
/// case .normalized(let issue): log("corrected: \(issue)")
/// case .rejected(let issue): log("ignored: \(issue)")
/// }
/// ```
public enum TouchOutcome: Hashable, Sendable {
  /// The sample was used as it came.
  case accepted
  /// The sample was used after a correction, described by the issue.
  case normalized(TouchIssue)
  /// The sample was ignored; nothing changed.
  case rejected(TouchIssue)
}

/// Why a sample was corrected or refused. Each case documents the outcome.
public enum TouchIssue: UInt8, Hashable, Sendable, CaseIterable {
  /// NaN or infinite coordinates. `began`, `moved`, `stationary`: rejected. `ended`,
  /// `cancelled`: normalised to the touch's last location, so the touch still ends.
  case nonFiniteLocation
  /// A coordinate beyond ±``GestureArena/largestCoordinate`` (10¹⁵ pt): finite, but no
  /// screen is that large, and arithmetic on it (a centroid, a span) overflows. Treated as
  /// ``nonFiniteLocation``: `began`, `moved`, `stationary` rejected; `ended`, `cancelled`
  /// normalised to the touch's last location.
  case locationOutOfRange
  /// NaN or infinite timestamp. `began`, `moved`, `stationary`: rejected. `ended`,
  /// `cancelled`: normalised to the arena's latest time, so the touch still ends.
  case nonFiniteTimestamp
  /// Earlier than a sample already handled: normalised to the arena's latest time (time
  /// never runs backwards inside the engine).
  case timeWentBackwards
  /// A `moved`, `stationary`, `ended` or `cancelled` sample for an id that is not down: rejected.
  case unknownTouch
  /// A `began` sample for an id that is already down: rejected (the first touch goes on).
  case duplicateBegan
  /// A `began` sample while ``GestureArena/maximumTouches`` touches are down: rejected.
  case tooManyTouches

  /// A short name for logs: the case name.
  public var name: String {
    switch self {
    case .nonFiniteLocation: "nonFiniteLocation"
    case .locationOutOfRange: "locationOutOfRange"
    case .nonFiniteTimestamp: "nonFiniteTimestamp"
    case .timeWentBackwards: "timeWentBackwards"
    case .unknownTouch: "unknownTouch"
    case .duplicateBegan: "duplicateBegan"
    case .tooManyTouches: "tooManyTouches"
    }
  }
}
