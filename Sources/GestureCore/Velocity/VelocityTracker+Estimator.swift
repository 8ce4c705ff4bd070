extension VelocityTracker {
  /// How a tracker turns the samples in its window into a velocity.
  ///
  /// ```swift
  /// var configuration = VelocityTracker.Configuration.default
  /// configuration.estimator = .leastSquares(degree: 1)  // a straight-line fit
  /// ```
  public enum Estimator: Hashable, Sendable {
    /// Fits `x(t)` and `y(t)` with polynomials of `degree` by unweighted least squares and
    /// reports their slope at the newest sample.
    ///
    /// The default is degree 2 (a quadratic, as Flutter's `VelocityTracker` and Android's
    /// `LSQ2`): it follows a finger that speeds up or slows down within the window, where a
    /// straight line (degree 1) reports the average speed over the window. Valid degrees are
    /// `1...8`; smaller values are treated as 1 and larger ones as 8. A fit of degree `d` needs
    /// `d + 1` samples; with fewer, ``VelocityTracker/LowSampleFallback`` decides.
    case leastSquares(degree: Int)

    /// Android's impulse estimator: the velocity that gives the finger's kinetic energy, as
    /// the work done by each movement in the window.
    ///
    /// Walking from the oldest sample to the newest, each segment's velocity
    /// `v = Δposition / Δt` adds work `(v - v_previous) × |v|`, where `v_previous` is the
    /// velocity the work so far amounts to (`sign(work) × √(2 |work|)`); the first segment's
    /// work is halved because the finger started from rest. The result is
    /// `sign(work) × √(2 |work|)`. Two samples give their plain slope. It needs 2 samples.
    case impulse

    /// A weighted sum of the velocities between the last four samples (Flutter's iOS and
    /// macOS scroll-view trackers).
    ///
    /// `newest` weighs the slope between the two newest samples, `previous` the pair before
    /// it and `earlier` the pair before that; a pair that does not exist (fewer than four
    /// samples in the window) contributes nothing, as in Flutter. The weights should add up to
    /// 1; Flutter's iOS tracker uses `newest: 0.05, previous: 0.35, earlier: 0.6`, discounting
    /// the sample taken as the finger rolls off the glass. It needs 2 samples.
    case recentDifferences(newest: Double, previous: Double, earlier: Double)
  }
}

extension VelocityTracker.Estimator {
  /// The polynomial degree a least-squares estimator fits, clamped to `1...8`; `nil` for the
  /// other estimators.
  var clampedDegree: Int? {
    guard case .leastSquares(let degree) = self else { return nil }
    return Swift.min(Swift.max(degree, 1), 8)
  }

  /// The fewest samples the estimator can work with at all.
  var naturalMinimumSamples: Int {
    switch self {
    case .leastSquares: (clampedDegree ?? 1) + 1
    case .impulse, .recentDifferences: 2
    }
  }
}
