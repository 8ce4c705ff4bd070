/// Recognizes fingers dragging (UIKit's `UIPanGestureRecognizer`). Continuous: it begins once
/// the fingers' centroid has moved past the slop, reports every move with ``translation`` and
/// ``velocity``, and ends when too few fingers remain.
///
/// ```swift
/// let pan = PanRecognizer(name: "rowPan", configuration: .init(axis: .horizontal))
/// ```
///
/// Translation is measured from where the fingers went down, so content that follows
/// ``translation`` stays under the finger (it catches up with the slop as the pan begins).
/// Fingers that land or lift do not make it jump: the centroid is re-based.
///
/// The machine:
/// ```
/// ready ──down──▶ tracking ──past the slop, on the axis──▶ active (begin) ──move──▶ active (change)
///                    │                                        └── too few fingers ──▶ finished (end)
///                    └── lift, off the axis, too many fingers, cancel ──▶ finished (fail)
/// ```
public class PanRecognizer: GestureRecognizer {
  /// The thresholds of a pan.
  public struct Configuration: Hashable, Sendable {
    /// Fewest fingers that pan. Default 1; 1...20.
    public var minimumNumberOfTouches: Int
    /// Most fingers that may be down when the pan begins; more make it fail. Default 20,
    /// the engine's touch limit (UIKit: unlimited).
    public var maximumNumberOfTouches: Int
    /// How far, in points, the centroid must move before the pan begins; exactly this far
    /// does not begin. Default 10 pt: a tap's movement tolerance, so a tap and a pan never
    /// both fit one stroke.
    public var slop: Double
    /// The axis the pan may start along. Default `.free`.
    public var axis: PanAxis
    /// How ``velocity`` is estimated. Default `.default` (least squares, degree 2, 100 ms).
    public var velocity: VelocityTracker.Configuration

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      minimumNumberOfTouches: Int = 1, maximumNumberOfTouches: Int = 20, slop: Double = 10,
      axis: PanAxis = .free, velocity: VelocityTracker.Configuration = .default
    ) {
      self.minimumNumberOfTouches = minimumNumberOfTouches
      self.maximumNumberOfTouches = maximumNumberOfTouches
      self.slop = slop
      self.axis = axis
      self.velocity = velocity
    }
  }

  private enum Phase: Hashable {
    case ready
    case tracking
    case active
    case finished
  }

  /// The thresholds. Changing them during a sequence takes effect at the next event.
  @exclusivity(unchecked) public var configuration: Configuration {
    didSet { tracker = VelocityTracker(configuration: configuration.velocity) }
  }
  @exclusivity(unchecked) private var phase = Phase.ready
  @exclusivity(unchecked) private var tracker: VelocityTracker
  /// The centroid that the raw translation is measured from, re-based when fingers change.
  @exclusivity(unchecked) private var anchor = Point.zero
  /// Raw translation accumulated before the latest re-base.
  @exclusivity(unchecked) private var carried = Vector.zero
  @exclusivity(unchecked) private var lastCentroid = Point.zero
  @exclusivity(unchecked) private var lastCount = 0
  /// What ``setTranslation(_:)`` added to the raw translation.
  @exclusivity(unchecked) private var adjustment = Vector.zero

  /// How far the fingers moved since they went down, in points, plus any adjustment made with
  /// ``setTranslation(_:)``.
  public var translation: Vector { rawTranslation + adjustment }

  /// The fingers' velocity at the latest event, in points per second; at the end, the
  /// release velocity (zero if the fingers rested longer than the tracker's stillness
  /// timeout before lifting). Computed when read, so events that nobody reads cost nothing.
  public var velocity: Vector { tracker.foldedVelocity(at: time) ?? .zero }

  /// Creates a pan recognizer.
  public init(name: String = "pan", configuration: Configuration = Configuration()) {
    self.configuration = configuration
    tracker = VelocityTracker(configuration: configuration.velocity)
    super.init(name: name)
  }

  /// Sets ``translation`` (UIKit's `setTranslation(_:in:)`), usually back to zero after
  /// applying it. Velocity is unaffected.
  public func setTranslation(_ translation: Vector) {
    adjustment = translation - rawTranslation
  }

  /// The location, translation and velocity (zero but at the end if
  /// ``GestureRecognizer/reportsVelocityAtEveryChange`` is `false`).
  public override var value: GestureValue {
    GestureValue(
      location: location, numberOfTouches: touchCount, translation: translation,
      velocity: reportsVelocityNow ? velocity : .zero)
  }

  /// `true`: a pan is continuous.
  public override var isContinuous: Bool { true }

  /// Whether a stroke that has just passed the slop may begin: on the configured axis.
  /// Subclasses (edge pans) narrow it further.
  func mayBegin(with stroke: Vector) -> Bool {
    configuration.axis.admits(stroke)
  }

  private var rawTranslation: Vector { carried + (lastCentroid - anchor) }

  /// The machine's single entry point (see the type's diagram).
  public override func update(with event: GestureEvent) -> Proposal {
    guard case .touch(let sample) = event else { return .none }
    follow(sample)
    switch (phase, sample.phase) {
    case (.ready, .began):
      phase = .tracking
      return touchCount > configuration.maximumNumberOfTouches ? finish(.fail) : .none
    case (.ready, _):
      return .none

    case (.tracking, .began):
      return touchCount > configuration.maximumNumberOfTouches ? finish(.fail) : .none
    case (.tracking, .moved), (.tracking, .stationary):
      let stroke = rawTranslation
      guard touchCount >= configuration.minimumNumberOfTouches,
        stroke.length > configuration.slop
      else { return .none }
      guard mayBegin(with: stroke) else { return finish(.fail) }
      phase = .active
      return .begin
    case (.tracking, .ended), (.tracking, .cancelled):
      return finish(.fail)

    case (.active, .began), (.active, .stationary):
      return .none
    case (.active, .moved):
      return .change
    case (.active, .ended):
      guard touchCount - 1 < configuration.minimumNumberOfTouches else { return .change }
      return finish(.end)
    case (.active, .cancelled):
      return finish(.cancel)

    case (.finished, _):
      return .none
    }
  }

  /// Back to `ready`.
  public override func resetMachine() {
    phase = .ready
    tracker.reset()
    anchor = .zero
    carried = .zero
    lastCentroid = .zero
    lastCount = 0
    adjustment = .zero
  }

  private func finish(_ proposal: Proposal) -> Proposal {
    phase = .finished
    return proposal
  }

  /// Keeps the raw translation continuous as fingers land and lift, and feeds the tracker.
  private func follow(_ sample: TouchSample) {
    let count = touchCount
    let now = location
    if lastCount == 0 {
      anchor = now
    } else if count != lastCount {
      carried = carried + (lastCentroid - anchor)
      anchor = now
    }
    lastCentroid = now
    lastCount = count
    // The lift itself is not a velocity sample. Re-base now, on the fingers that stay, so
    // that their next move is measured from where they are.
    guard !sample.phase.isTerminal else {
      if let remaining = centroid(excluding: sample.id) {
        carried = carried + (lastCentroid - anchor)
        anchor = remaining
        lastCentroid = remaining
        lastCount = count - 1
      }
      return
    }
    let position = Point.zero + rawTranslation
    tracker.add(position, at: sample.timestamp)
  }
}

/// The axis a pan may start along.
public enum PanAxis: UInt8, Hashable, Sendable {
  /// Any direction.
  case free
  /// Only when the motion at the slop is more horizontal than vertical (`|dx| > |dy|`),
  /// so a vertical scroll is never stolen; otherwise the pan fails.
  case horizontal
  /// Only when the motion at the slop is more vertical than horizontal (`|dy| > |dx|`).
  case vertical

  /// Whether a pan may start with this motion: any motion for `.free`, `|dx| > |dy|` for
  /// `.horizontal`, `|dy| > |dx|` for `.vertical` (a diagonal or no motion starts neither).
  /// NaN components start only a `.free` pan.
  public func admits(_ motion: Vector) -> Bool {
    switch self {
    case .free: true
    case .horizontal: motion.dx.magnitude > motion.dy.magnitude
    case .vertical: motion.dy.magnitude > motion.dx.magnitude
    }
  }
}
