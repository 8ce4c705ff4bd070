/// Recognizes a quick, straight stroke in one of a set of directions (UIKit's
/// `UISwipeGestureRecognizer`). Discrete: it recognizes during the move, as soon as the
/// stroke is long enough, not at the lift.
///
/// ```swift
/// let swipe = SwipeRecognizer(name: "dismiss", configuration: .init(directions: .down))
/// arena.attach(swipe, to: cardNode)
/// // 50 pt or more within 0.5 s, within 30° of straight down: `.recognized`.
/// ```
///
/// The machine:
/// ```
/// ready ──down──▶ tracking ──far enough, in an allowed direction──▶ finished (recognize)
///                    └── far enough in another direction, too slow (deadline), lift,
///                        too many fingers, cancel ──▶ finished (fail)
/// ```
public final class SwipeRecognizer: GestureRecognizer {
  /// The thresholds of a swipe. UIKit does not publish its numbers; these are chosen so a
  /// deliberate flick on a phone recognizes and a slow drag or a wobble does not.
  public struct Configuration: Hashable, Sendable {
    /// The directions that recognize. Default `.right`, as UIKit.
    public var directions: SwipeDirection
    /// Fingers that must be down. Default 1; 1...20.
    public var numberOfTouches: Int
    /// How far, in points, the fingers' centroid must travel. Default 50 pt: about a third
    /// of a thumb's comfortable sweep; a tap's wobble (10 pt) or a drag's start never reaches it.
    public var minimumDistance: Double
    /// The longest time, in seconds, from the first touch-down to reaching
    /// ``minimumDistance``. Default 0.5 s: 50 pt in 0.5 s is 100 pt/s, the slowest stroke
    /// that still reads as a flick rather than a drag. NaN counts as the default, a negative
    /// duration as 0, and +∞ as no limit.
    public var maximumDuration: Double
    /// The largest angle, in radians, between the stroke and the direction's axis.
    /// Default π/6 (30°): a thumb's arc drifts about that much; a 45° diagonal fails.
    public var maximumAngle: Double

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      directions: SwipeDirection = .right, numberOfTouches: Int = 1, minimumDistance: Double = 50,
      maximumDuration: Double = 0.5, maximumAngle: Double = Double.pi / 6
    ) {
      self.directions = directions
      self.numberOfTouches = numberOfTouches
      self.minimumDistance = minimumDistance
      self.maximumDuration = maximumDuration
      self.maximumAngle = maximumAngle
    }
  }

  private enum Phase: Hashable {
    case ready
    case tracking(deadline: Double)
    case finished
  }

  /// The thresholds. Changing them during a sequence takes effect at the next event.
  @exclusivity(unchecked) public var configuration: Configuration {
    // New thresholds: the next move is handed over whatever the old ones said of it.
    didSet { stillRadiusSquared = 0 }
  }
  @exclusivity(unchecked) private var phase = Phase.ready

  /// The direction of the recognized swipe; empty until it recognizes.
  @exclusivity(unchecked) public private(set) var recognizedDirection: SwipeDirection = []

  /// Creates a swipe recognizer.
  public init(name: String = "swipe", configuration: Configuration = Configuration()) {
    self.configuration = configuration
    super.init(name: name)
  }

  /// `false`: a swipe is discrete.
  public override var isContinuous: Bool { false }

  /// When the stroke will have taken too long, while tracking.
  public override var deadline: Double? {
    if case .tracking(let deadline) = phase, deadline.isFinite { return deadline }
    return nil
  }

  /// The machine's single entry point (see the type's diagram).
  public override func update(with event: GestureEvent) -> Proposal {
    switch (phase, event) {
    case (.ready, .touch(let sample)):
      guard sample.phase == .began else { return .none }
      phase = .tracking(
        deadline: Self.time(sample.timestamp, plus: configuration.maximumDuration, fallback: 0.5))
      return touchCount > configuration.numberOfTouches ? finish(.fail) : .none

    case (.tracking, .touch(let sample)):
      switch sample.phase {
      case .began:
        return touchCount > configuration.numberOfTouches ? finish(.fail) : .none
      case .moved, .stationary:
        return judgeStroke(isLastChance: false)
      case .ended:
        return judgeStroke(isLastChance: true)
      case .cancelled:
        return finish(.fail)
      }

    case (.tracking, .deadline):
      return finish(.fail)

    case (.ready, .deadline), (.finished, _):
      return .none
    }
  }

  /// While it tracks a stroke of one finger: the minimum distance, below which a move
  /// changes nothing (``update(with:)`` measures it short and waits). The arena reads it only
  /// while one finger is tracked.
  override var stillnessRadius: Double {
    guard case .tracking = phase, configuration.numberOfTouches == 1 else { return 0 }
    return configuration.minimumDistance
  }

  /// Back to `ready`.
  public override func resetMachine() {
    phase = .ready
    recognizedDirection = []
  }

  private func finish(_ proposal: Proposal) -> Proposal {
    phase = .finished
    return proposal
  }

  private func judgeStroke(isLastChance: Bool) -> Proposal {
    guard touchCount == configuration.numberOfTouches else {
      return isLastChance ? finish(.fail) : .none
    }
    var startX = 0.0
    var startY = 0.0
    for slot in trackedSlots {
      startX += table.entries[slot].startLocation.x
      startY += table.entries[slot].startLocation.y
    }
    let count = Double(touchCount)
    let stroke = location - Point(x: startX / count, y: startY / count)
    guard stroke.length >= configuration.minimumDistance else {
      return isLastChance ? finish(.fail) : .none
    }
    let isHorizontal = stroke.dx.magnitude >= stroke.dy.magnitude
    let direction: SwipeDirection =
      isHorizontal ? (stroke.dx > 0 ? .right : .left) : (stroke.dy > 0 ? .down : .up)
    let angle =
      isHorizontal
      ? arcTangent(y: stroke.dy.magnitude, x: stroke.dx.magnitude)
      : arcTangent(y: stroke.dx.magnitude, x: stroke.dy.magnitude)
    guard configuration.directions.contains(direction), angle <= configuration.maximumAngle else {
      return finish(.fail)
    }
    recognizedDirection = direction
    return finish(.recognize)
  }
}

/// A set of swipe directions (UIKit's `UISwipeGestureRecognizer.Direction`).
public struct SwipeDirection: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  @inlinable
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Towards the right (growing x).
  public static let right = SwipeDirection(rawValue: 1 << 0)
  /// Towards the left.
  public static let left = SwipeDirection(rawValue: 1 << 1)
  /// Upwards (shrinking y).
  public static let up = SwipeDirection(rawValue: 1 << 2)
  /// Downwards.
  public static let down = SwipeDirection(rawValue: 1 << 3)
  /// Left and right.
  public static let horizontal: SwipeDirection = [.left, .right]
  /// Up and down.
  public static let vertical: SwipeDirection = [.up, .down]
  /// All four directions.
  public static let all: SwipeDirection = [.left, .right, .up, .down]
}
