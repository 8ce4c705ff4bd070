extension BackSwipe {
  /// How the rest of an interactive pop runs after the release: the host continues its
  /// interactive transition (`UIPercentDrivenInteractiveTransition`, or an animator's
  /// `continueAnimation`) with this timing.
  ///
  /// The rest lasts what it would at normal speed (``duration`` = remaining fraction ×
  /// transition duration) unless the release moves faster towards the end: then it lasts the
  /// remaining distance over the release speed, but never less than the minimum completion
  /// duration. E.g. released at progress 0.3 at 1400 pt/s towards the trailing edge of a
  /// 390 pt screen, finishing: normal speed gives 0.7 × 0.35 = 0.245 s, the release speed
  /// gives 0.7 × 390 / 1400 = 0.195 s, so 0.195 s (a completion speed of 1.256).
  public struct Completion: Hashable, Sendable {
    /// The progress at release, `0...1`: update the transition to it before finishing or
    /// cancelling.
    public var progress: Double

    /// The release velocity along x towards the trailing edge, in points per second
    /// (negative towards the leading edge); 0 after a cancelled drag.
    public var velocity: Double

    /// How long the rest of the transition takes, in seconds; finite and not negative.
    public var duration: Double

    /// `UIPercentDrivenInteractiveTransition.completionSpeed`: the rest's speed relative to
    /// the normal speed of the transition (1 at normal speed, 2 twice as fast); positive.
    public var completionSpeed: Double

    /// Creates a completion record.
    public init(progress: Double, velocity: Double, duration: Double, completionSpeed: Double) {
      self.progress = progress
      self.velocity = velocity
      self.duration = duration
      self.completionSpeed = completionSpeed
    }
  }
}
