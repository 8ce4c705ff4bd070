extension VelocityTracker {
  /// The constants of a velocity tracker: which estimator, how far back it looks, and what it
  /// reports when it cannot tell.
  ///
  /// The defaults are Flutter's `VelocityTracker`; the presets reproduce the peers whose
  /// recorded strokes we test against.
  ///
  /// ```swift
  /// var tracker = VelocityTracker(configuration: .androidLeastSquares)
  /// ```
  ///
  /// Durations are in seconds. Comparisons against them allow one microsecond of slack, so
  /// that timestamps that are exact in milliseconds compare as written even though they are
  /// inexact as binary fractions of a second: a gap of exactly 40 ms does not exceed a 40 ms
  /// threshold.
  public struct Configuration: Hashable, Sendable {
    /// How the samples in the window become a velocity.
    ///
    /// Default `.leastSquares(degree: 2)`: a quadratic fit, as Flutter and Android.
    public var estimator: Estimator

    /// How far back from the newest sample the window reaches, in seconds.
    ///
    /// Default `0.100` s (Flutter's and Android's horizon). Valid range: `0...`; a sample
    /// exactly `horizon` older than the newest still counts. `.infinity` (or NaN) keeps every
    /// sample up to ``maximumSamples``. The newest sample always counts.
    public var horizon: Double

    /// How many samples the tracker keeps, the newest first; older ones are overwritten.
    ///
    /// Default `20` (Flutter's and Android's history size). Valid range: `1...1024`; values
    /// outside are clamped. The storage for this many samples is allocated once, when the
    /// tracker is created.
    public var maximumSamples: Int

    /// The fewest samples in the window for which the estimator runs; with fewer,
    /// ``lowSampleFallback`` decides.
    ///
    /// Default `3` (Flutter's minimum for its quadratic fit). Valid range: `1...`; values below
    /// what the estimator needs (degree + 1 for least squares, 2 otherwise) are raised to it.
    public var minimumSamples: Int

    /// What the tracker reports with too few samples or a degenerate fit.
    ///
    /// Default `.zero` (Flutter). Android's least-squares tracker uses `.reduceDegree`.
    public var lowSampleFallback: LowSampleFallback

    /// The longest gap between two consecutive samples, in seconds, that still belongs to
    /// one stroke.
    ///
    /// A longer gap means the finger stopped: the next sample starts a new stroke and only it
    /// and later samples count. Default `0.040` s (Flutter's and Android's "assume the pointer
    /// stopped" time). Valid range: `0...`; exactly `restartGap` does not restart, more does.
    /// `.infinity` (or NaN) never restarts.
    public var restartGap: Double

    /// How long, in seconds, the finger may rest after its newest sample before the tracker
    /// reports it as stopped.
    ///
    /// When the time passed to ``VelocityTracker/velocity(at:)`` (usually the lift) is more
    /// than this after the newest sample, the tracker reports ``stillnessResult`` instead of
    /// an estimate: a finger that rested before lifting does not fling. Default `0.040` s
    /// (Flutter's and Android's). Valid range: `0...`; exactly `stillnessTimeout` still
    /// estimates, more does not. `.infinity` (or NaN) never reports stillness.
    public var stillnessTimeout: Double

    /// What the tracker reports after a rest longer than ``stillnessTimeout``.
    ///
    /// Default `.zero` (Flutter). Android reports no velocity (`.noVelocity`).
    public var stillnessResult: StillnessResult

    /// Creates a configuration; every parameter defaults to Flutter's value (see each
    /// property).
    ///
    /// - Parameters:
    ///   - estimator: How samples become a velocity. Default `.leastSquares(degree: 2)`.
    ///   - horizon: How far back the window reaches, in seconds. Default `0.100`.
    ///   - maximumSamples: How many samples are kept, `1...1024`. Default `20`.
    ///   - minimumSamples: The fewest samples the estimator runs on. Default `3`.
    ///   - lowSampleFallback: What too few samples report. Default `.zero`.
    ///   - restartGap: The longest gap within a stroke, in seconds. Default `0.040`.
    ///   - stillnessTimeout: The longest rest before "stopped", in seconds. Default `0.040`.
    ///   - stillnessResult: What "stopped" reports. Default `.zero`.
    @inlinable
    public init(
      estimator: Estimator = .leastSquares(degree: 2),
      horizon: Double = 0.100,
      maximumSamples: Int = 20,
      minimumSamples: Int = 3,
      lowSampleFallback: LowSampleFallback = .zero,
      restartGap: Double = 0.040,
      stillnessTimeout: Double = 0.040,
      stillnessResult: StillnessResult = .zero
    ) {
      self.estimator = estimator
      self.horizon = horizon
      self.maximumSamples = maximumSamples
      self.minimumSamples = minimumSamples
      self.lowSampleFallback = lowSampleFallback
      self.restartGap = restartGap
      self.stillnessTimeout = stillnessTimeout
      self.stillnessResult = stillnessResult
    }

    /// The configuration trackers use unless told otherwise: ``flutter``.
    public static let `default` = Configuration()

    /// Flutter's `VelocityTracker`: a quadratic least-squares fit over at most 20 samples in
    /// the last 100 ms, zero with fewer than 3 samples, zero after a 40 ms rest.
    public static let flutter = Configuration()

    /// Android's `LSQ2` strategy (its default for touch positions): a quadratic fit over at
    /// most 20 samples in the last 100 ms; a straight line through 2 samples; no velocity
    /// from 1 sample or after a 40 ms rest.
    public static let androidLeastSquares = Configuration(
      lowSampleFallback: .reduceDegree, stillnessResult: .noVelocity)

    /// Android's `IMPULSE` strategy: the kinetic-energy estimate over at most 20 samples in
    /// the last 100 ms; the slope of 2 samples; zero from 1 sample; no velocity after a
    /// 40 ms rest.
    public static let androidImpulse = Configuration(
      estimator: .impulse, minimumSamples: 2, stillnessResult: .noVelocity)

    /// Flutter's `IOSScrollViewFlingVelocityTracker`: the slopes between the last four
    /// samples weighted 0.6, 0.35 and 0.05 (newest), whatever the gaps between them; zero
    /// after a 40 ms rest.
    public static let flutterIOSScrollView = Configuration(
      estimator: .recentDifferences(newest: 0.05, previous: 0.35, earlier: 0.6),
      horizon: .infinity, minimumSamples: 2, restartGap: .infinity)
  }
}

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
