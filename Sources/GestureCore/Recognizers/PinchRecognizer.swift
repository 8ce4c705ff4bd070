/// Recognizes two fingers moving apart or together (UIKit's `UIPinchGestureRecognizer`).
/// Continuous: it begins once the span between the fingers has changed by more than the
/// slop, reports ``scale`` and ``velocity``, and ends when fewer than two fingers remain.
/// ``GestureRecognizer/location`` is the focal point (the fingers' centroid).
///
/// ```swift
/// let pinch = PinchRecognizer(name: "zoom")
/// arena.attach(pinch, to: photoNode)
/// for change in arena.changes where change.recognizer === pinch {
///   photo.scale = change.value.scale  // 1 when the second finger landed
/// }
/// ```
///
/// The machine:
/// ```
/// ready ──second finger──▶ tracking ──span changed past the slop──▶ active (begin) ──move──▶ active (change)
///   │                         │                                       └── under two fingers ──▶ finished (end)
///   └──────── lift, cancel ───┴──▶ finished (fail)
/// ```
public final class PinchRecognizer: GestureRecognizer {
  /// The thresholds of a pinch.
  public struct Configuration: Hashable, Sendable {
    /// How much, in points, the span between the fingers must change before the pinch
    /// begins; exactly this much does not begin. Default 10 pt, a pan's slop, so neither
    /// wins on a wobble.
    public var slop: Double
    /// How ``velocity`` is estimated (on the scale). Default `.default`.
    public var velocity: VelocityTracker.Configuration

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(slop: Double = 10, velocity: VelocityTracker.Configuration = .default) {
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

  /// The span now divided by the span when the second finger landed (1 at the start); when
  /// fingers change, it goes on from its value instead of jumping.
  @exclusivity(unchecked) public private(set) var scale = 1.0
  /// How much the span grew (negative: shrank) since the start, in points, summed over
  /// finger pairs: what the slop is measured against.
  @exclusivity(unchecked) private var spanChange = 0.0

  /// The rate of change of ``scale``, per second (positive while spreading).
  public var velocity: Double { gesture.tracker.foldedVelocity(at: time)?.dx ?? 0 }

  /// Creates a pinch recognizer.
  public init(name: String = "pinch", configuration: Configuration = Configuration()) {
    self.configuration = configuration
    gesture = TwoFingerGesture(velocity: configuration.velocity)
    super.init(name: name)
  }

  /// The focal point, the scale and its velocity (zero but at the end if
  /// ``GestureRecognizer/reportsVelocityAtEveryChange`` is `false`).
  public override var value: GestureValue {
    GestureValue(
      location: location, numberOfTouches: touchCount, scale: scale,
      scaleVelocity: reportsVelocityNow ? velocity : 0)
  }

  /// `true`: a pinch is continuous.
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
        // Fingers a continent apart (coordinates near ±1e308) overflow the span to infinity:
        // such a step measures nothing rather than poisoning the scale with NaN.
        if let before, before.length > 0 {
          let ratio = now.length / before.length
          let change = now.length - before.length
          if ratio.isFinite && ratio > 0 && change.isFinite && (scale * ratio).isFinite {
            scale *= ratio
            spanChange += change
          }
        }
        return scale
      },
      isPastSlop: { spanChange.magnitude > configuration.slop })
  }

  /// Back to `ready`, scale 1.
  public override func resetMachine() {
    gesture.reset()
    scale = 1
    spanChange = 0
  }

}
