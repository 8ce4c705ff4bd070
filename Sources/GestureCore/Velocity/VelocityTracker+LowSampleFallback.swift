extension VelocityTracker {
  /// What a tracker reports when its window holds too few samples for its estimator, or when
  /// a least-squares fit is degenerate.
  ///
  /// "Too few" means fewer than ``Configuration/minimumSamples`` or fewer than the estimator
  /// needs (degree + 1 for ``Estimator/leastSquares(degree:)``, 2 for the others), whichever
  /// is larger. A tap (touch down and up with no move) is the usual case.
  public enum LowSampleFallback: Hashable, Sendable {
    /// Report a zero velocity (Flutter).
    ///
    /// A degenerate least-squares fit (samples at numerically the same time) reports zero too.
    case zero

    /// Fit what the samples allow (Android): a least-squares fit of degree `d` over `m < d + 1`
    /// samples uses degree `m - 1` (a straight line through 2 samples), and the other
    /// estimators run on any 2 samples.
    ///
    /// A single sample, or a degenerate fit, reports no velocity (`nil`), as Android's
    /// `getVelocity` returns no value.
    case reduceDegree
  }
}
