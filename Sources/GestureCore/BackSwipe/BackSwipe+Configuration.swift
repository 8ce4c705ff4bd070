extension BackSwipe {
  /// The rules of a back swipe: where it starts, when it finishes, and how the rest of the
  /// transition is timed.
  ///
  /// ```swift
  /// let system = BackSwipe.Configuration()                 // from the 20 pt edge band
  /// let anywhere = BackSwipe.Configuration.fullScreen      // from anywhere on the screen
  /// let thumb = BackSwipe.Configuration(startRegion: .fullScreen(maximumDistance: 120))
  /// ```
  public struct Configuration: Hashable, Sendable {
    /// Where a swipe may start. Default ``StartRegion/systemEdge``: within 20 pt of the
    /// leading edge.
    public var startRegion: StartRegion

    /// The progress past which a release finishes the pop (when no fast flick decides),
    /// as a fraction of the container's width. Default 0.5; valid range `0...1`; exactly
    /// this value cancels. NaN is treated as 0.5; a value below the range (negative, −∞) as
    /// 0, where any progress finishes; one above it (+∞) as 1, where only a flick finishes.
    public var finishProgress: Double

    /// The release speed along x, in points per second, beyond which the flick's direction
    /// decides regardless of the progress: faster towards the trailing edge finishes, faster
    /// towards the leading edge cancels. Default 1000 pt/s; valid range `0...`; exactly this
    /// speed does not decide. NaN is treated as 1000; negative values (−∞ included) as 0,
    /// where any moving release decides; +∞ means a flick never decides, the progress does.
    public var finishVelocity: Double

    /// The duration of the whole pop animation at its normal speed, in seconds: what the
    /// rest of the transition takes, in proportion, when the release carries no speed.
    /// Default 0.35 s (`UINavigationController`'s push and pop). Valid range `0...`
    /// (finite); NaN, infinite or negative values are treated as 0.35; 0 makes the rest of
    /// the transition instant.
    public var transitionDuration: Double

    /// The shortest the rest of the transition may be made by a fast release, in seconds,
    /// so that a hard flick still shows the screen sliding. Default 0.1 s; valid range
    /// `0...`. It never lengthens a transition whose remainder is shorter at normal speed.
    /// NaN or negative values are treated as 0.1.
    public var minimumCompletionDuration: Double

    /// How close to its leading edge, in points, a horizontal scroll view counts as "at the
    /// leading edge" and yields to the back swipe. Default 0.5 pt: a scroll view that settled
    /// at a fractional offset (−0.3 pt on a 3× screen) still yields; one scrolled by a whole
    /// point does not. Valid range `0...`; NaN or negative values are treated as 0.
    public var scrollEdgeTolerance: Double

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      startRegion: StartRegion = .systemEdge,
      finishProgress: Double = 0.5,
      finishVelocity: Double = 1000,
      transitionDuration: Double = 0.35,
      minimumCompletionDuration: Double = 0.1,
      scrollEdgeTolerance: Double = 0.5
    ) {
      self.startRegion = startRegion
      self.finishProgress = finishProgress
      self.finishVelocity = finishVelocity
      self.transitionDuration = transitionDuration
      self.minimumCompletionDuration = minimumCompletionDuration
      self.scrollEdgeTolerance = scrollEdgeTolerance
    }

    /// The system's swipe back: from the 20 pt edge band, every default.
    public static let edge = Configuration()

    /// A full-screen swipe back: from anywhere in the container, every other default.
    public static let fullScreen = Configuration(startRegion: .anywhere)

    /// Where the platform's own full-screen back gestures (iOS 26's content pop, iOS 18's
    /// zoom dismiss) may start: anywhere in edge mode, since the system designed them that
    /// way and keeps them; the configured region in full-screen mode.
    var platformStartRegion: StartRegion {
      if case .fullScreen = startRegion { startRegion } else { .anywhere }
    }

    // The values as used, after the normalisations documented above.
    var effectiveFinishProgress: Double { finishProgress.clamped(to: 0...1, nan: 0.5) }
    var effectiveFinishVelocity: Double {
      finishVelocity.clamped(to: 0...Double.infinity, nan: 1000)
    }
    var effectiveTransitionDuration: Double {
      transitionDuration >= 0 && transitionDuration.isFinite ? transitionDuration : 0.35
    }
    var effectiveMinimumCompletionDuration: Double {
      minimumCompletionDuration >= 0 && minimumCompletionDuration.isFinite
        ? minimumCompletionDuration : 0.1
    }
    var effectiveScrollEdgeTolerance: Double {
      scrollEdgeTolerance > 0 ? scrollEdgeTolerance : 0
    }
  }
}

extension BackSwipe {
  /// Where a back swipe may start, measured horizontally from the container's leading edge.
  ///
  /// Only the distance from the leading edge counts (the height of the touch does not), and
  /// the touch must be inside the container horizontally.
  public enum StartRegion: Hashable, Sendable {
    /// Within `width` points of the leading edge (the system's edge swipe); a touch exactly
    /// `width` away may start. Pair it with an ``EdgePanRecognizer`` of the same band width.
    /// Valid range `0...` (finite); NaN or infinite widths are treated as 20 pt, negative
    /// ones as 0.
    case edge(width: Double)

    /// Anywhere up to `maximumDistance` points from the leading edge (a full-screen swipe);
    /// `.infinity` for anywhere. Pair it with a horizontal ``PanRecognizer``. NaN is treated
    /// as `.infinity`, negative values as 0.
    case fullScreen(maximumDistance: Double)

    /// The band of the system's edge swipe on iPhone: 20 pt from the leading edge, the same
    /// as ``EdgePanRecognizer``'s default band.
    public static let systemEdge = StartRegion.edge(width: 20)

    /// A full-screen swipe from anywhere in the container.
    public static let anywhere = StartRegion.fullScreen(maximumDistance: .infinity)

    /// The farthest a touch may start from the leading edge, in points, after normalisation.
    var maximumDistance: Double {
      switch self {
      case .edge(let width): width.isFinite ? max(width, 0) : 20
      case .fullScreen(let distance): distance.clamped(to: 0...Double.infinity, nan: .infinity)
      }
    }
  }
}

extension BackSwipe {
  /// How the rest of an interactive pop runs after the release: the host continues its
  /// interactive transition (`UIPercentDrivenInteractiveTransition`, or an animator's
  /// `continueAnimation`) with this timing.
  ///
  /// The rest runs on ``curve``, UIKit's ease-out, as the system's own back swipe does: it
  /// carries on at the finger's speed and comes to rest at the edge. It lasts what it would at
  /// normal speed (``duration`` = remaining fraction × transition duration) unless the release
  /// moves faster towards the end: then it lasts what makes the curve start at the release
  /// speed (the curve's initial slope × the remaining distance ÷ the release speed), but never
  /// less than the minimum completion duration. E.g. released at progress 0.3 at 3000 pt/s
  /// towards the trailing edge of a 390 pt screen, finishing: normal speed gives
  /// 0.7 × 0.35 = 0.245 s; the release speed gives (1 / 0.58) × 0.7 × 390 / 3000 ≈ 0.1569 s, so
  /// 0.1569 s (a completion speed of 0.245 / 0.1569 ≈ 1.561), starting at 3000 pt/s.
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

    /// The curve the rest runs on: ``TimingCurve/easeOut``, UIKit's `.easeOut` completion
    /// curve, for every rest.
    public var curve: TimingCurve { .easeOut }

    /// Creates a completion record.
    public init(progress: Double, velocity: Double, duration: Double, completionSpeed: Double) {
      self.progress = progress
      self.velocity = velocity
      self.duration = duration
      self.completionSpeed = completionSpeed
    }
  }
}
