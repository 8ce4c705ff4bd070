/// Estimates how fast one finger is moving from its recent positions.
///
/// Feed it every position of the touch as it arrives, then ask for the velocity when the
/// finger lifts, passing the lift time so that a finger that rested before lifting does not
/// fling:
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(Point(x: 10, y: 25), at: 0.010)
/// tracker.add(Point(x: 20, y: 25), at: 0.020)
/// tracker.add(Point(x: 30, y: 25), at: 0.030)
/// let velocity = tracker.velocity(at: 0.040)  // 1000 pt/s to the right: Vector(dx: 1000, dy: 0)
/// ```
///
/// Keep one tracker per touch. The samples live in a ring buffer of
/// ``Configuration/maximumSamples`` entries allocated once, when the tracker is created;
/// adding a sample and ``reset()`` never allocate. The estimate uses the samples of the
/// current stroke no older than ``Configuration/horizon`` before the newest one, with the
/// ``Configuration/estimator`` (by default a quadratic least-squares fit, as Flutter and
/// Android).
///
/// What the tracker does with awkward input, instead of trapping:
/// - A position or time that is NaN or infinite is ignored.
/// - A time earlier than the newest sample's means the host's clock or the touch identity
///   jumped: that sample starts a new stroke (the earlier samples no longer count).
/// - A time equal to the newest sample's (within a microsecond) replaces that sample, as
///   Android does: two reports at one instant are one position, the later one being the
///   more up to date.
/// - A gap longer than ``Configuration/restartGap`` starts a new stroke.
///
/// The answers: `nil` means "no velocity" (no sample yet, or, depending on the
/// configuration, too few samples or a rest before lifting); a zero vector means the finger
/// is known not to be moving (Flutter's answer to the same cases with the default
/// configuration).
public struct VelocityTracker: Sendable {
  /// One position of the finger and when it was there.
  struct Sample: Sendable {
    /// Where the finger was, in points.
    var position: Point
    /// When, in seconds.
    var time: Double
  }

  /// Slack, in seconds, for comparing durations against thresholds and timestamps against
  /// each other: a millisecond timestamp converted to seconds is inexact in binary, and a
  /// 40 ms gap must not come out as 40.000000000001 ms.
  static let timeTolerance = 1e-6

  /// The constants the tracker works with.
  public let configuration: Configuration

  /// The ring buffer: a fixed number of slots, allocated once.
  var samples: [Sample]

  /// The slot of the newest sample.
  var newestIndex = 0

  /// How many samples of the current stroke the tracker holds, at most ``capacity``.
  public private(set) var sampleCount = 0

  /// How many times a stroke started (the first sample, a restart, a reset): folded sums of
  /// an earlier stroke are stale.
  var strokes = 0
  /// How many samples were stored at a new ring position (a replacement at the same time is
  /// not counted).
  var additions = 0
  /// The window's sums as of the latest ``foldedVelocity(at:)``.
  var folded = FoldedSums()

  /// Creates an empty tracker, allocating room for the configuration's
  /// ``Configuration/maximumSamples`` samples.
  ///
  /// - Parameter configuration: The constants to work with; Flutter's by default.
  public init(configuration: Configuration = .default) {
    self.configuration = configuration
    let capacity = Swift.min(Swift.max(configuration.maximumSamples, 1), 1024)
    samples = Array(repeating: Sample(position: .zero, time: 0), count: capacity)
  }

  /// How many samples the tracker keeps: ``Configuration/maximumSamples`` clamped to
  /// `1...1024`.
  public var capacity: Int { samples.count }

  /// The newest sample's position, or `nil` when the tracker is empty.
  public var newestPosition: Point? { sampleCount > 0 ? samples[newestIndex].position : nil }

  /// The newest sample's time in seconds, or `nil` when the tracker is empty.
  public var newestTime: Double? { sampleCount > 0 ? samples[newestIndex].time : nil }

  /// Records where the finger is.
  ///
  /// Add every position the host reports while the finger is down (the touch-down and every
  /// move), but not the lift position: it repeats the last move at a later time and would
  /// drag the estimate towards zero. Pass the lift time to ``velocity(at:)`` instead.
  ///
  /// - Parameters:
  ///   - position: Where the finger is, in points. Ignored when not finite.
  ///   - time: When, in seconds on the host's monotonic clock. Ignored when not finite. A
  ///     time before the newest sample's starts a new stroke; the same time replaces the
  ///     newest sample; a time more than ``Configuration/restartGap`` after it starts a new
  ///     stroke.
  /// - Complexity: O(1), without allocating (unless the tracker's storage is shared with a
  ///   copy, which is then copied once).
  public mutating func add(_ position: Point, at time: Double) {
    guard position.isFinite, time.isFinite else { return }
    let sample = Sample(position: position, time: time)
    if sampleCount > 0 {
      let gap = time - samples[newestIndex].time
      if Swift.abs(gap) <= Self.timeTolerance {
        samples[newestIndex] = sample
        return
      }
      if gap < 0 || gap > configuration.restartGap + Self.timeTolerance {
        sampleCount = 0
      }
    }
    if sampleCount == 0 { strokes &+= 1 }
    additions &+= 1
    newestIndex = newestIndex + 1 < samples.count ? newestIndex + 1 : 0
    samples[newestIndex] = sample
    sampleCount = Swift.min(sampleCount + 1, samples.count)
  }

  /// Forgets every sample, keeping the storage for the next touch.
  ///
  /// - Complexity: O(1).
  public mutating func reset() {
    sampleCount = 0
    strokes &+= 1
  }

  /// The finger's velocity, in points per second.
  ///
  /// ```swift
  /// if let velocity = tracker.velocity(at: liftTime), velocity.length > 50 {
  ///   // fling with `velocity`
  /// }
  /// ```
  ///
  /// - Parameter now: The time of the question in seconds, usually the lift time. When it is
  ///   more than ``Configuration/stillnessTimeout`` after the newest sample the finger had
  ///   stopped, and the answer is ``Configuration/stillnessResult``. `nil` (or a non-finite
  ///   time) skips that check.
  /// - Returns: The velocity; a zero vector for a finger known to be still or when the
  ///   configuration reports too few samples as zero; `nil` when the tracker has no sample,
  ///   or when the configuration reports too few samples or a rest as no velocity.
  /// - Complexity: O(*m*) for *m* samples in the window, without allocating, for the
  ///   impulse and recent-differences estimators and least-squares fits of degree 1 and 2
  ///   (solved in closed form). Higher degrees, and windows whose times are too close to tell
  ///   the polynomial's terms apart for the closed form, take O(*m* · *n*²) for a fit of
  ///   degree *n* − 1, with scratch space on the stack when small.
  public func velocity(at now: Double? = nil) -> Vector? {
    estimate(at: now, includingConfidence: false)?.velocity
  }

  /// The finger's velocity with how it was estimated: the confidence, and the time and
  /// distance the samples span.
  ///
  /// - Parameter now: The time of the question in seconds, as for ``velocity(at:)``.
  /// - Returns: The estimate, ``Estimate/stopped`` for a finger known to have rested, or
  ///   `nil` in the cases ``velocity(at:)`` returns `nil`.
  /// - Complexity: As ``velocity(at:)``; a least-squares estimate makes one more pass over
  ///   the window for its confidence.
  public func estimate(at now: Double? = nil) -> Estimate? {
    estimate(at: now, includingConfidence: true)
  }

  /// ``estimate(at:)``, with or without a least-squares fit's confidence (without, it is 1).
  func estimate(at now: Double?, includingConfidence: Bool) -> Estimate? {
    guard sampleCount > 0 else { return nil }
    if let now, now.isFinite,
      now - samples[newestIndex].time > configuration.stillnessTimeout + Self.timeTolerance
    {
      switch configuration.stillnessResult {
      case .zero: return .stopped
      case .noVelocity: return nil
      }
    }
    return estimateOverWindow(includingConfidence: includingConfidence)
  }
}

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

extension VelocityTracker {
  /// Records a touch sample's location at its timestamp, unless the sample ends the touch.
  ///
  /// A lift (`ended`) or cancellation repeats the finger's last position at a later time;
  /// adding it would drag the estimate towards zero, so it is skipped, as Flutter and Android
  /// skip up events. Ask ``velocity(at:)`` with its timestamp instead:
  ///
  /// ```swift
  /// tracker.add(sample)
  /// if sample.phase == .ended { release(with: tracker.velocity(at: sample.timestamp)) }
  /// ```
  ///
  /// The caller keeps one tracker per touch; the sample's ``TouchSample/id`` is not checked.
  ///
  /// - Parameter sample: A sample of the touch this tracker follows.
  /// - Complexity: O(1), as ``add(_:at:)``.
  public mutating func add(_ sample: TouchSample) {
    guard !sample.phase.isTerminal else { return }
    add(sample.location, at: sample.timestamp)
  }
}

extension VelocityTracker {
  /// What a tracker reports when the finger rested longer than
  /// ``Configuration/stillnessTimeout`` before the time asked about (usually the lift).
  ///
  /// Both tell a fling recognizer not to fling; they differ only for callers that tell
  /// "stopped" apart from "unknown".
  public enum StillnessResult: Hashable, Sendable {
    /// A zero velocity: the finger is known to have stopped (Flutter).
    case zero

    /// No velocity (`nil`), as Android erases its estimate when an up event comes more than
    /// 40 ms after the last movement.
    case noVelocity
  }
}

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
