extension DraggableStore: Store {
  public static func tick(time: Double) -> Event { .tick(time: time) }

  /// The rules of ``DraggableStore``'s host contract no other family has.
  public enum HostMistake: Hashable, Sendable {
    /// The pan began again without ending or being cancelled.
    case dragBeganTwice
    /// The pan changed or ended without having begun.
    case dragWithoutBegan
    /// The pan reported a NaN or infinite location, translation or velocity.
    case dragNotFinite
    /// The pinch began again without ending or being cancelled.
    case pinchBeganTwice
    /// The pinch changed or ended without having begun.
    case pinchWithoutBegan
    /// The pinch reported a NaN or infinite scale or velocity.
    case pinchNotFinite
  }

  /// What a checker remembers of the pan's and the pinch's phases: whether each began and has
  /// not ended or been cancelled.
  public struct HostRecord: Hashable, Sendable {
    /// Whether the host reported a pan that began and has not ended or been cancelled.
    public internal(set) var isDragging = false
    /// Whether the host reported a pinch that began and has not ended or been cancelled.
    public internal(set) var isPinching = false
  }

  /// UIKit delivers touches stamped up to a frame before the target time of a display frame
  /// already sent, and the store reads such a time as the latest: an event may go back by up
  /// to 0.05 s (three frames at 60 Hz) before it counts as a broken clock.
  public static var clockRule: ContractClockRule { .monotonic(skew: 0.05) }

  public static func contractEvent(_ event: Event) -> ContractEvent<Never> {
    switch event {
    case .tick(let time): .frame(time: time)
    case .touchDown(let touch, _, let time): .touchDown(touch, time: time)
    case .touchUp(let touch, let time): .touchUp(touch, time: time)
    case .drag(_, let time), .move(_, let time), .containerReplaced(_, let time),
      .pinch(_, let time), .stepSize(_, let time), .perform(_, let time):
      .other(time: time)
    case .resize, .configurationChanged, .sizeChanged: .other(time: nil)
    }
  }

  public static func hostRecord(of store: DraggableStore?) -> HostRecord { HostRecord() }

  /// Every phase of the pan and of the pinch is reported, in order, with finite numbers.
  public static func checkHostRules(
    _ event: Event, effects: [Effect], store: DraggableStore, record: inout HostRecord
  ) -> HostMistake? {
    if case .pinch(let pinch, _) = event { return checkPinch(pinch, record: &record) }
    guard case .drag(let drag, _) = event else { return nil }
    var mistake: HostMistake?
    if !drag.isFinite { mistake = .dragNotFinite }
    switch drag {
    case .began:
      if record.isDragging, mistake == nil { mistake = .dragBeganTwice }
      record.isDragging = drag.isFinite
    case .changed, .ended:
      if !record.isDragging, mistake == nil { mistake = .dragWithoutBegan }
      if case .ended = drag { record.isDragging = false }
      if !drag.isFinite { record.isDragging = false }
    case .cancelled:
      record.isDragging = false
    }
    return mistake
  }

  /// The pinch's phases in order, with finite numbers.
  static func checkPinch(_ pinch: Pinch, record: inout HostRecord) -> HostMistake? {
    let isFinite = pinch.isFinite
    var mistake: HostMistake? = isFinite ? nil : .pinchNotFinite
    switch pinch {
    case .began:
      if record.isPinching, mistake == nil { mistake = .pinchBeganTwice }
      record.isPinching = isFinite
    case .changed, .ended:
      if !record.isPinching, mistake == nil { mistake = .pinchWithoutBegan }
      if case .ended = pinch { record.isPinching = false }
      if !isFinite { record.isPinching = false }
    case .cancelled:
      record.isPinching = false
    }
    return mistake
  }
}

#if !hasFeature(Embedded)
  extension DraggableStore: ContractExplaining {
    public static var clockAdvice: String {
      "report one clock (UITouch.timestamp and CACurrentMediaTime() share one)"
    }

    public static func explain(_ mistake: HostMistake) -> String {
      switch mistake {
      case .dragBeganTwice:
        "the pan began again without .ended or .cancelled; report every phase of the pan."
      case .dragWithoutBegan:
        "the pan changed or ended without .began; report every phase of the pan."
      case .dragNotFinite:
        "the pan reported a NaN or infinite value (the store cancels the drag); check the coordinate conversion."
      case .pinchBeganTwice:
        "the pinch began again without .ended or .cancelled; report every phase of the pinch."
      case .pinchWithoutBegan:
        "the pinch changed or ended without .began; report every phase of the pinch."
      case .pinchNotFinite:
        "the pinch reported a NaN or infinite scale or velocity (the store cancels the pinch)."
      }
    }
  }
#endif

extension DraggableStore {
  /// The event a state change of one of the view's recognizers means, at `time` (the
  /// change's own, or the host's clock): a ``PinchRecognizer``'s phase as
  /// ``Event/pinch(_:time:)``, a ``TapRecognizer``'s recognition (the double tap) as
  /// ``Event/stepSize(_:time:)`` with ``SizeStep/cycle``, any other recognizer's phase as
  /// ``Event/drag(_:time:)`` in the container's coordinates; `nil` for a state that is no
  /// phase of these (``DragEvent/init(_:)``).
  public static func event(for change: StateChange, time: Double) -> Event? {
    if change.recognizer is PinchRecognizer {
      return pinch(state: change.state, value: change.value).map { .pinch($0, time: time) }
    }
    if change.recognizer is TapRecognizer {
      return change.state == .recognized ? .stepSize(.cycle, time: time) : nil
    }
    return DragEvent(change).map { .drag($0, time: time) }
  }

  /// The pinch phase of a pinch recognizer's `state` and `value` (its ``GestureValue/scale``
  /// and ``GestureValue/scaleVelocity``), or `nil` for a state that is no phase of it: for a
  /// host whose recognizers are not the arena's (UIKit's pinch reports the same scale).
  public static func pinch(state: RecognizerState, value: GestureValue) -> Pinch? {
    switch state {
    case .began: .began(scale: value.scale)
    case .changed: .changed(scale: value.scale)
    case .ended: .ended(scale: value.scale, velocity: value.scaleVelocity)
    case .cancelled: .cancelled
    case .possible, .failed, .recognized: nil
    }
  }

  /// The event a raw touch sample means, at `time`: a finger landing is an
  /// ``Event/touchDown(_:at:time:)``, one lifting or cancelled an ``Event/touchUp(_:time:)``
  /// (the sample's ``TouchID``), a move none. Report every finger that lands on the view's
  /// container, on the view or not: the store tells them apart.
  public static func event(for sample: TouchSample, time: Double) -> Event? {
    switch sample.phase {
    case .began: .touchDown(sample.id, at: sample.location, time: time)
    case .ended, .cancelled: .touchUp(sample.id, time: time)
    case .moved, .stationary: nil
    }
  }
}

extension DraggableStore: GestureFamily {
  /// The floating view's recognizers: the pan that drags it (`draggable`), and, with
  /// ``Configuration/resizing``, the pinch that resizes it (`draggable.resize`) and the
  /// double tap that cycles its sizes (`draggable.cycleSize`); exclusive. Their relation to
  /// the back swipe is ``backSwipeClaim(layoutDirection:)``.
  public var gestures: GestureDeclaration {
    let resizes = configuration.resizing != nil
    return GestureDeclaration([
      .init("draggable", .pan(.init())),
      .init("draggable.resize", .pinch(.init()), isEnabled: resizes),
      .init("draggable.cycleSize", .tap(.init(numberOfTaps: 2)), isEnabled: resizes),
    ])
  }

  /// The view moves with the store: its recognizers are where ``frame`` is.
  public var gestureFrame: Rect? { frame }

  /// The reader of the recognizers ``gestures`` installs.
  public func reader(of recognizers: [GestureRecognizer]) -> Reader { Reader() }

  /// Reads the view's recognizers and every finger on its container, through the store's
  /// own `event(for:time:)` readings of a state change and of a touch sample.
  public struct Reader: StoreReader, Hashable, Sendable {
    public typealias Family = DraggableStore

    /// A reader of the view's recognizers.
    public init() {}

    /// The event a change of one of the view's recognizers is, at the change's time.
    public mutating func event(for change: StateChange, store: DraggableStore) -> Event? {
      DraggableStore.event(for: change, time: change.time)
    }

    /// A finger landing or lifting, at the sample's time.
    public mutating func event(for sample: TouchSample, store: DraggableStore) -> Event? {
      DraggableStore.event(for: sample, time: sample.timestamp)
    }
  }
}
