/// A drag as interactions consume it: the phases and values of a pan (or edge pan, or long
/// press) recognizer, without the recognizer.
///
/// Interactions never see touches or recognizers, only these values, so a host can drive
/// them from GestureCore's arena, from UIKit's own recognizers, or from a test.
///
/// ```swift
/// if let drag = DragEvent(change) { swipeActions.handle(.drag(drag), into: &effects) }
/// ```
public enum DragEvent: Hashable, Sendable {
  /// The drag started; `translation` is how far the finger already went from touch-down.
  case began(location: Point, translation: Vector)
  /// The finger moved.
  case changed(location: Point, translation: Vector)
  /// The finger lifted; `velocity` is the release velocity in points per second.
  case ended(location: Point, translation: Vector, velocity: Vector)
  /// The system took the drag away; interactions go back to where they were before it.
  case cancelled

  /// The drag event for a continuous recognizer's state change, or `nil` for a state that
  /// is not part of a drag (`possible`, `failed`, `recognized`).
  public init?(_ change: StateChange) {
    self.init(state: change.state, value: change.value)
  }

  /// The drag event for a continuous recognizer's state and value, or `nil` for a state that
  /// is not part of a drag (`possible`, `failed`, `recognized`): for recognizers that are not
  /// the arena's (a host's scroll-only platform pan, see ``IndirectScroll``).
  public init?(state: RecognizerState, value: GestureValue) {
    switch state {
    case .began: self = .began(location: value.location, translation: value.translation)
    case .changed: self = .changed(location: value.location, translation: value.translation)
    case .ended:
      self = .ended(
        location: value.location, translation: value.translation, velocity: value.velocity)
    case .cancelled: self = .cancelled
    case .possible, .failed, .recognized: return nil
    }
  }

  /// The same phase with its location moved by `offset`: from a container's coordinates to
  /// a row's, for a host whose pan covers several views.
  public func offset(by offset: Vector) -> DragEvent {
    switch self {
    case .began(let location, let translation):
      .began(location: location + offset, translation: translation)
    case .changed(let location, let translation):
      .changed(location: location + offset, translation: translation)
    case .ended(let location, let translation, let velocity):
      .ended(location: location + offset, translation: translation, velocity: velocity)
    case .cancelled: .cancelled
    }
  }

  /// Whether the values are usable: every coordinate finite (a cancel always is). Interactions
  /// treat a drag event with NaN or infinite values as a cancel.
  public var isFinite: Bool {
    switch self {
    case .began(let location, let translation), .changed(let location, let translation):
      location.isFinite && translation.isFinite
    case .ended(let location, let translation, let velocity):
      location.isFinite && translation.isFinite && velocity.isFinite
    case .cancelled:
      true
    }
  }

  /// The same phase with every length within ±``InputLimits/length`` and the velocity within
  /// ±``InputLimits/speed`` (NaN and infinities stay, for ``isFinite`` to catch): what every
  /// store takes, so that no spring it starts spans more than the limits.
  public var withinLimits: DragEvent {
    func limited(_ point: Point) -> Point {
      Point(x: InputLimits.clampLength(point.x), y: InputLimits.clampLength(point.y))
    }
    func limited(_ vector: Vector) -> Vector {
      Vector(dx: InputLimits.clampLength(vector.dx), dy: InputLimits.clampLength(vector.dy))
    }
    func limitedSpeed(_ vector: Vector) -> Vector {
      func speed(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -InputLimits.speed), InputLimits.speed) : value
      }
      return Vector(dx: speed(vector.dx), dy: speed(vector.dy))
    }
    switch self {
    case .began(let location, let translation):
      return .began(location: limited(location), translation: limited(translation))
    case .changed(let location, let translation):
      return .changed(location: limited(location), translation: limited(translation))
    case .ended(let location, let translation, let velocity):
      return .ended(
        location: limited(location), translation: limited(translation),
        velocity: limitedSpeed(velocity))
    case .cancelled:
      return .cancelled
    }
  }
}
