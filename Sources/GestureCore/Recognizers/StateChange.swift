/// One recognizer state change, as the arena reports it in ``GestureArena/changes``.
///
/// ```swift
/// arena.handle(sample)
/// for change in arena.changes {
///   print(change.recognizer.name, change.state)  // "pan changed"
///   if let drag = DragEvent(change) { row.handle(.drag(drag), into: &effects) }
/// }
/// ```
public struct StateChange {
  /// The recognizer whose state changed.
  public var recognizer: GestureRecognizer
  /// Its new state.
  public var state: RecognizerState
  /// When, in seconds: the sample's or the deadline's time.
  public var time: Double
  /// What the gesture measured at that moment (location, translation, velocity, scale...).
  public var value: GestureValue

  /// The recognizer's location at that moment.
  public var location: Point { value.location }

  /// Creates a state change record.
  public init(recognizer: GestureRecognizer, state: RecognizerState, time: Double, value: GestureValue) {
    self.recognizer = recognizer
    self.state = state
    self.time = time
    self.value = value
  }
}

/// What a gesture measured at one state change: the values a handler reads.
///
/// The arena takes this snapshot when the state changes, so it stays right after the
/// recognizer has been reset for the next sequence (the release velocity of an ended pan is
/// read after the lift).
///
/// ```swift
/// let value = change.value
/// content.offset = value.translation.dx  // a pan
/// photo.scale = value.scale              // a pinch
/// ```
public struct GestureValue: Hashable, Sendable {
  /// The centroid of the fingers, in root coordinates.
  public var location: Point
  /// How many fingers the recognizer was tracking.
  public var numberOfTouches: Int
  /// Pans and edge pans: how far the fingers moved since touch-down, in points.
  public var translation: Vector
  /// Pans and edge pans: the fingers' velocity, in points per second (at `ended`, the
  /// release velocity).
  public var velocity: Vector
  /// Pinches: the span now over the span at the start (1 for other gestures).
  public var scale: Double
  /// Pinches: the rate of change of ``scale``, per second.
  public var scaleVelocity: Double
  /// Rotations: the angle turned, in radians, clockwise on screen.
  public var rotation: Double
  /// Rotations: the rate of change of ``rotation``, in radians per second.
  public var rotationVelocity: Double

  /// Creates a value; every measure defaults to "nothing happened" (zero, scale 1).
  public init(
    location: Point, numberOfTouches: Int = 0, translation: Vector = .zero,
    velocity: Vector = .zero, scale: Double = 1, scaleVelocity: Double = 0, rotation: Double = 0,
    rotationVelocity: Double = 0
  ) {
    self.location = location
    self.numberOfTouches = numberOfTouches
    self.translation = translation
    self.velocity = velocity
    self.scale = scale
    self.scaleVelocity = scaleVelocity
    self.rotation = rotation
    self.rotationVelocity = rotationVelocity
  }
}
