/// Recognizes two fingers turning (UIKit's `UIRotationGestureRecognizer`). Continuous: it
/// begins once the fingers have turned by more than the slop angle, reports ``rotation`` and
/// ``velocity``, and ends when fewer than two fingers remain.
///
/// ```swift
/// let rotation = RotationRecognizer(name: "turn")
/// arena.attach(rotation, to: photoNode)
/// arena.allowSimultaneous(rotation, pinch)
/// for change in arena.changes where change.recognizer === rotation {
///   photo.angle = change.value.rotation  // radians, clockwise on screen
/// }
/// ```
///
/// The machine:
/// ```
/// ready ──second finger──▶ tracking ──turned past the slop──▶ active (begin) ──move──▶ active (change)
///   │                         │                                 └── under two fingers ──▶ finished (end)
///   └──────── lift, cancel ───┴──▶ finished (fail)
/// ```
public final class RotationRecognizer: GestureRecognizer {
  /// The thresholds of a rotation.
  public struct Configuration: Hashable, Sendable {
    /// How far, in radians, the fingers must turn before the rotation begins; exactly this
    /// far does not begin. Default π/36 (5°): more than two fingers' wobble in a pinch.
    public var slop: Double
    /// How ``velocity`` is estimated. Default `.default`.
    public var velocity: VelocityTracker.Configuration

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(slop: Double = Double.pi / 36, velocity: VelocityTracker.Configuration = .default)
    {
      self.slop = slop
      self.velocity = velocity
    }
  }

  /// The thresholds. Changing them during a sequence takes effect at the next event.
  @exclusivity(unchecked) public var configuration: Configuration {
    didSet { gesture.tracker = VelocityTracker(configuration: configuration.velocity) }
  }
  /// The finger pair, the machine and the velocity of the measure.
  @exclusivity(unchecked) private var gesture: TwoFingerGesture

  /// How far the fingers turned since the second one landed, in radians; positive is
  /// clockwise on screen (y grows downwards), as UIKit. Not limited to ±π.
  @exclusivity(unchecked) public private(set) var rotation = 0.0

  /// The rate of change of ``rotation``, in radians per second.
  public var velocity: Double { gesture.tracker.foldedVelocity(at: time)?.dx ?? 0 }

  /// Creates a rotation recognizer.
  public init(name: String = "rotation", configuration: Configuration = Configuration()) {
    self.configuration = configuration
    gesture = TwoFingerGesture(velocity: configuration.velocity)
    super.init(name: name)
  }

  /// The focal point, the rotation and its velocity (zero but at the end if
  /// ``GestureRecognizer/reportsVelocityAtEveryChange`` is `false`).
  public override var value: GestureValue {
    GestureValue(
      location: location, numberOfTouches: touchCount, rotation: rotation,
      rotationVelocity: reportsVelocityNow ? velocity : 0)
  }

  /// `true`: a rotation is continuous.
  public override var isContinuous: Bool { true }

  /// Before the second finger lands a move changes nothing but where the finger is: the
  /// arena does not hand it over (see ``GestureRecognizer/touches``).
  override var takesMoves: Bool { gesture.machine.takesMoves }

  /// The machine's single entry point (see the type's diagram).
  public override func update(with event: GestureEvent) -> Proposal {
    guard case .touch(let sample) = event else { return .none }
    return gesture.step(
      sample, of: self,
      measure: { now, before in
        if let before, before.length > 0, now.length > 0 {
          let cross = before.dx * now.dy - before.dy * now.dx
          let dot = before.dx * now.dx + before.dy * now.dy
          // Products of coordinates near ±1e308 overflow; such a step measures nothing.
          let turn = arcTangent(y: cross, x: dot)
          if turn.isFinite { rotation += turn }
        }
        return rotation
      },
      isPastSlop: { rotation.magnitude > configuration.slop })
  }

  /// Back to `ready`, rotation 0.
  public override func resetMachine() {
    gesture.reset()
    rotation = 0
  }

}
