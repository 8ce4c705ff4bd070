/// Recognizes fingers held still (UIKit's `UILongPressGestureRecognizer`). Continuous: it
/// begins when the press has lasted long enough, reports changes as the fingers move
/// (freely, once begun), and ends when they lift.
///
/// ```swift
/// let lift = LongPressRecognizer(name: "lift", configuration: .init(minimumPressDuration: 0.5))
/// arena.attach(lift, to: rowNode)
/// // Half a second after the finger landed, call the arena back at the deadline it published;
/// // `lift` then reports `.began`, and `.changed` as the finger moves.
/// ```
///
/// The machine:
/// ```
/// gathering ──n fingers down──▶ holding ──deadline──▶ active (begin) ──move──▶ active (change)
///     │                            │                     └──a finger lifts──▶ finished (end)
///     └── lift, moved too far, too many fingers, cancel ──▶ finished (fail)
/// ```
public final class LongPressRecognizer: GestureRecognizer {
  /// The thresholds of a long press.
  public struct Configuration: Hashable, Sendable {
    /// How long, in seconds, the fingers must stay down. Default 0.5 s, UIKit's
    /// `minimumPressDuration`; counted from the moment the last required finger lands. NaN
    /// counts as the default, a negative duration as 0, and +∞ never begins.
    public var minimumPressDuration: Double
    /// How far, in points, a finger may move before the press begins without failing it.
    /// Default 10 pt, UIKit's `allowableMovement`. Moving exactly this far is allowed.
    public var allowableMovement: Double
    /// Fingers that must be down. Default 1; 1...20.
    public var numberOfTouches: Int

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      minimumPressDuration: Double = 0.5, allowableMovement: Double = 10, numberOfTouches: Int = 1
    ) {
      self.minimumPressDuration = minimumPressDuration
      self.allowableMovement = allowableMovement
      self.numberOfTouches = numberOfTouches
    }
  }

  private enum Phase: Hashable {
    case gathering
    case holding(deadline: Double)
    case active
    case finished
  }

  /// The thresholds. Changing them during a sequence takes effect at the next event.
  @exclusivity(unchecked) public var configuration: Configuration {
    // New thresholds: the next move is handed over whatever the old ones said of it.
    didSet { stillRadiusSquared = 0 }
  }
  @exclusivity(unchecked) private var phase = Phase.gathering

  /// Creates a long-press recognizer.
  public init(name: String = "longPress", configuration: Configuration = Configuration()) {
    self.configuration = configuration
    super.init(name: name)
  }

  /// `true`: a long press is continuous.
  public override var isContinuous: Bool { true }

  /// When the press will have lasted long enough, while the fingers are held.
  public override var deadline: Double? {
    if case .holding(let deadline) = phase, deadline.isFinite { return deadline }
    return nil
  }

  /// The machine's single entry point (see the type's diagram).
  public override func update(with event: GestureEvent) -> Proposal {
    switch (phase, event) {
    case (.gathering, .touch(let sample)), (.holding, .touch(let sample)):
      switch sample.phase {
      case .began:
        let count = touchCount
        if count > configuration.numberOfTouches { return finish(.fail) }
        if count == configuration.numberOfTouches {
          phase = .holding(
            deadline: Self.time(
              sample.timestamp, plus: configuration.minimumPressDuration, fallback: 0.5))
        }
        return .none
      case .moved, .stationary:
        return hasMovedTooFar(sample.id) ? finish(.fail) : .none
      case .ended, .cancelled:
        return finish(.fail)
      }

    case (.holding, .deadline):
      phase = .active
      return .begin

    case (.active, .touch(let sample)):
      switch sample.phase {
      case .began, .stationary:
        return .none
      case .moved:
        return .change
      case .ended:
        return touchCount <= configuration.numberOfTouches ? finish(.end) : .change
      case .cancelled:
        return finish(.cancel)
      }

    case (.gathering, .deadline), (.active, .deadline), (.finished, _):
      return .none
    }
  }

  /// Before it begins: the allowable movement, within which a move changes nothing
  /// (``update(with:)`` fails only a touch that moves farther). Once active, every move is a
  /// change.
  override var stillnessRadius: Double {
    switch phase {
    case .gathering, .holding: configuration.allowableMovement
    case .active, .finished: 0
    }
  }

  /// Back to `gathering`.
  public override func resetMachine() {
    phase = .gathering
  }

  private func finish(_ proposal: Proposal) -> Proposal {
    phase = .finished
    return proposal
  }

  private func hasMovedTooFar(_ id: TouchID) -> Bool {
    touch(id, hasMovedMoreThan: configuration.allowableMovement)
  }
}
