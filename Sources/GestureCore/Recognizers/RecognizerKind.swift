/// A recognizer's kind with its thresholds, as a value: what to build, or how to reconfigure
/// one already built.
///
/// Hosts keep recognizers as descriptions so that the same description makes an arena's
/// recognizer in the browser gallery, a `CoreGestureRecognizer`'s on iOS, and a replay's.
///
/// ```swift
/// let kind = RecognizerKind.tap(.init(numberOfTaps: 2))
/// let doubleTap = kind.makeRecognizer(name: "doubleTap")
/// ```
public enum RecognizerKind: Hashable, Sendable {
  /// A ``TapRecognizer``.
  case tap(TapRecognizer.Configuration)
  /// A ``LongPressRecognizer``.
  case longPress(LongPressRecognizer.Configuration)
  /// A ``SwipeRecognizer``.
  case swipe(SwipeRecognizer.Configuration)
  /// A ``PanRecognizer``.
  case pan(PanRecognizer.Configuration)
  /// A ``PinchRecognizer``.
  case pinch(PinchRecognizer.Configuration)
  /// A ``RotationRecognizer``.
  case rotation(RotationRecognizer.Configuration)
  /// An ``EdgePanRecognizer``: its edges, and the thresholds of the pan it is.
  case edgePan(EdgePanRecognizer.EdgeConfiguration, PanRecognizer.Configuration)

  /// The kind's name: `tap`, `longPress`, `swipe`, `pan`, `pinch`, `rotation`, `edgePan`
  /// (the `kind` of `gesture-replay`'s configuration format).
  public var name: String {
    switch self {
    case .tap: "tap"
    case .longPress: "longPress"
    case .swipe: "swipe"
    case .pan: "pan"
    case .pinch: "pinch"
    case .rotation: "rotation"
    case .edgePan: "edgePan"
    }
  }

  /// Whether `other` is the same kind of recognizer, whatever the thresholds.
  public func isSameKind(as other: RecognizerKind) -> Bool {
    switch (self, other) {
    case (.tap, .tap), (.longPress, .longPress), (.swipe, .swipe), (.pan, .pan), (.pinch, .pinch),
      (.rotation, .rotation), (.edgePan, .edgePan):
      true
    case (.tap, _), (.longPress, _), (.swipe, _), (.pan, _), (.pinch, _), (.rotation, _),
      (.edgePan, _):
      false
    }
  }

  /// A new recognizer of this kind with these thresholds.
  ///
  /// - Parameter name: The recognizer's ``GestureRecognizer/name``, for logs and traces.
  public func makeRecognizer(name: String) -> GestureRecognizer {
    switch self {
    case .tap(let configuration): TapRecognizer(name: name, configuration: configuration)
    case .longPress(let configuration):
      LongPressRecognizer(name: name, configuration: configuration)
    case .swipe(let configuration): SwipeRecognizer(name: name, configuration: configuration)
    case .pan(let configuration): PanRecognizer(name: name, configuration: configuration)
    case .pinch(let configuration): PinchRecognizer(name: name, configuration: configuration)
    case .rotation(let configuration): RotationRecognizer(name: name, configuration: configuration)
    case .edgePan(let edges, let configuration):
      EdgePanRecognizer(name: name, edgeConfiguration: edges, configuration: configuration)
    }
  }

  /// Gives an existing recognizer these thresholds; they take effect at its next event.
  ///
  /// - Returns: `false`, changing nothing, when the recognizer is of another kind (an
  ///   ``EdgePanRecognizer`` is not a `.pan`).
  @discardableResult
  public func configure(_ recognizer: GestureRecognizer) -> Bool {
    switch self {
    case .tap(let configuration):
      guard let tap = recognizer as? TapRecognizer else { return false }
      tap.configuration = configuration
    case .longPress(let configuration):
      guard let press = recognizer as? LongPressRecognizer else { return false }
      press.configuration = configuration
    case .swipe(let configuration):
      guard let swipe = recognizer as? SwipeRecognizer else { return false }
      swipe.configuration = configuration
    case .pan(let configuration):
      guard let pan = recognizer as? PanRecognizer, !(recognizer is EdgePanRecognizer) else {
        return false
      }
      pan.configuration = configuration
    case .pinch(let configuration):
      guard let pinch = recognizer as? PinchRecognizer else { return false }
      pinch.configuration = configuration
    case .rotation(let configuration):
      guard let rotation = recognizer as? RotationRecognizer else { return false }
      rotation.configuration = configuration
    case .edgePan(let edges, let configuration):
      guard let edgePan = recognizer as? EdgePanRecognizer else { return false }
      edgePan.edgeConfiguration = edges
      edgePan.configuration = configuration
    }
    return true
  }
}
