/// Recognizes one or more taps of one or more fingers (UIKit's `UITapGestureRecognizer`).
/// Discrete: `possible → recognized | failed`.
///
/// ```swift
/// let doubleTap = TapRecognizer(name: "doubleTap", configuration: .init(numberOfTaps: 2))
/// ```
///
/// The machine:
/// ```
/// ready ──down──▶ pressing ──last lift, taps < n──▶ betweenTaps ──next down──▶ pressing
///                    │   └──last lift, taps = n──▶ finished (recognize)
///                    └── moved too far, too many fingers, cancel ──▶ finished (fail)
/// betweenTaps ── interval passed, or next down too far away ──▶ finished (fail)
/// ```
public final class TapRecognizer: GestureRecognizer {
  /// The thresholds of a tap.
  public struct Configuration: Hashable, Sendable {
    /// Taps in a row that make the gesture. Default 1; at least 1.
    public var numberOfTaps: Int
    /// Fingers that must be down together in each tap. Default 1; 1...20.
    public var numberOfTouches: Int
    /// How far, in points, a finger may move from where it went down before the tap fails.
    /// Default 10 pt: the same allowance as UIKit's long press, so a finger that a long press
    /// still counts as resting is also still tapping.
    public var movementTolerance: Double
    /// The longest time, in seconds, from one tap's last lift to the next tap's first touch;
    /// the next touch must come strictly before it. Default 0.3 s, Flutter's
    /// `kDoubleTapTimeout`, which matches the feel of iOS double taps. NaN counts as the
    /// default, a negative interval as 0, and +∞ as no limit.
    public var maximumTapInterval: Double
    /// How far, in points, a later tap's first touch may land from the first tap's first
    /// touch. Default 40 pt: a fingertip's width of wobble, short of a neighbouring control.
    public var maximumTapDistance: Double

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      numberOfTaps: Int = 1, numberOfTouches: Int = 1, movementTolerance: Double = 10,
      maximumTapInterval: Double = 0.3, maximumTapDistance: Double = 40
    ) {
      self.numberOfTaps = numberOfTaps
      self.numberOfTouches = numberOfTouches
      self.movementTolerance = movementTolerance
      self.maximumTapInterval = maximumTapInterval
      self.maximumTapDistance = maximumTapDistance
    }
  }

  private enum Phase: Hashable {
    case ready
    case pressing(completedTaps: Int, mostTouches: Int, firstTouchDown: Point)
    case betweenTaps(completedTaps: Int, deadline: Double, firstTouchDown: Point)
    case finished
  }

  /// The thresholds. Changing them during a sequence takes effect at the next event.
  @exclusivity(unchecked) public var configuration: Configuration {
    // New thresholds: the next move is handed over whatever the old ones said of it.
    didSet { stillRadiusSquared = 0 }
  }
  @exclusivity(unchecked) private var phase = Phase.ready

  /// Creates a tap recognizer.
  public init(name: String = "tap", configuration: Configuration = Configuration()) {
    self.configuration = configuration
    super.init(name: name)
  }

  /// The number of taps completed so far in this sequence.
  public var completedTaps: Int {
    switch phase {
    case .ready: 0
    case .pressing(let taps, _, _), .betweenTaps(let taps, _, _): taps
    case .finished: configuration.numberOfTaps
    }
  }

  /// `false`: a tap is discrete.
  public override var isContinuous: Bool { false }

  /// The end of the interval in which the next tap must start, while between taps.
  public override var deadline: Double? {
    if case .betweenTaps(_, let deadline, _) = phase, deadline.isFinite { return deadline }
    return nil
  }

  /// The machine's single entry point (see the type's diagram).
  public override func update(with event: GestureEvent) -> Proposal {
    switch (phase, event) {
    case (.ready, .touch(let sample)):
      guard sample.phase == .began else { return .none }
      phase = .pressing(completedTaps: 0, mostTouches: touchCount, firstTouchDown: sample.location)
      return touchCount > configuration.numberOfTouches ? finish(.fail) : .none

    case (.pressing(let taps, let most, let first), .touch(let sample)):
      switch sample.phase {
      case .began:
        let count = touchCount
        phase = .pressing(completedTaps: taps, mostTouches: max(most, count), firstTouchDown: first)
        return count > configuration.numberOfTouches ? finish(.fail) : .none
      case .moved, .stationary:
        return hasMovedTooFar(sample.id) ? finish(.fail) : .none
      case .ended:
        if hasMovedTooFar(sample.id) { return finish(.fail) }
        guard touchCount == 1 else { return .none }  // more fingers still down
        guard most == configuration.numberOfTouches else { return finish(.fail) }
        let done = taps + 1
        if done >= configuration.numberOfTaps { return finish(.recognize) }
        phase = .betweenTaps(
          completedTaps: done, deadline: Self.time(
            sample.timestamp, plus: configuration.maximumTapInterval, fallback: 0.3),
          firstTouchDown: first)
        return .none
      case .cancelled:
        return finish(.fail)
      }

    case (.betweenTaps(let taps, _, let first), .touch(let sample)):
      guard sample.phase == .began else { return .none }
      if sample.location.distance(to: first) > configuration.maximumTapDistance {
        return finish(.fail)
      }
      phase = .pressing(completedTaps: taps, mostTouches: touchCount, firstTouchDown: first)
      return .none

    case (.betweenTaps, .deadline):
      return finish(.fail)

    case (.ready, .deadline), (.pressing, .deadline), (.finished, _):
      return .none
    }
  }

  /// While a finger is down: the movement tolerance, within which a move changes nothing
  /// (``update(with:)`` fails only a touch that moves farther).
  override var stillnessRadius: Double {
    guard case .pressing = phase else { return 0 }
    return configuration.movementTolerance
  }

  /// Back to `ready`.
  public override func resetMachine() {
    phase = .ready
  }

  private func finish(_ proposal: Proposal) -> Proposal {
    phase = .finished
    return proposal
  }

  private func hasMovedTooFar(_ id: TouchID) -> Bool {
    touch(id, hasMovedMoreThan: configuration.movementTolerance)
  }
}
