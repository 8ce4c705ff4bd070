extension VelocityTracker {
  /// A velocity with what it was computed from: how well the samples fit, over what time and
  /// what distance.
  ///
  /// Flick recognizers use ``duration`` and ``offset`` to tell a fling from a twitch:
  ///
  /// ```swift
  /// if let estimate = tracker.estimate(at: liftTime),
  ///    estimate.velocity.length > 50, estimate.offset.length > 18 {
  ///   // fling
  /// }
  /// ```
  public struct Estimate: Hashable, Sendable {
    /// The velocity, in points per second.
    public var velocity: Vector

    /// How well the samples agree with the estimate, from 0 (not at all) to 1 (exactly).
    ///
    /// For least squares it is the product of the two axes' coefficients of determination
    /// (R²) (1 for an axis that did not move); the other estimators and the fallbacks report 1.
    public var confidence: Double

    /// The time from the oldest sample used to the newest, in seconds.
    public var duration: Double

    /// The displacement from the oldest sample used to the newest, in points.
    public var offset: Vector

    /// How many samples the estimate used; 0 when it reports a stopped finger.
    public var sampleCount: Int

    /// Creates an estimate.
    @inlinable
    public init(velocity: Vector, confidence: Double, duration: Double, offset: Vector, sampleCount: Int) {
      self.velocity = velocity
      self.confidence = confidence
      self.duration = duration
      self.offset = offset
      self.sampleCount = sampleCount
    }

    /// The estimate of a finger known to be at rest: zero velocity, full confidence, no samples.
    public static let stopped = Estimate(
      velocity: .zero, confidence: 1, duration: 0, offset: .zero, sampleCount: 0)
  }
}
