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
  }

  /// What a checker remembers of the pan's phases: whether a pan began and has not ended or
  /// been cancelled.
  public struct HostRecord: Hashable, Sendable {
    /// Whether the host reported a pan that began and has not ended or been cancelled.
    public internal(set) var isDragging = false
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
    case .drag(_, let time), .move(_, let time), .containerReplaced(_, let time):
      .other(time: time)
    case .resize, .configurationChanged, .sizeChanged: .other(time: nil)
    }
  }

  public static func hostRecord(of store: DraggableStore?) -> HostRecord { HostRecord() }

  /// Every phase of the pan is reported, in order, with finite numbers.
  public static func checkHostRules(
    _ event: Event, effects: [Effect], store: DraggableStore, record: inout HostRecord
  ) -> HostMistake? {
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
      }
    }
  }
#endif

extension DraggableStore {
  /// The event a state change of the view's pan means, at `time` (the change's own, or the
  /// host's clock): its phase as ``Event/drag(_:time:)`` in the container's coordinates, or
  /// `nil` for a state that is no phase of the drag (``DragEvent/init(_:)``).
  public static func event(for change: StateChange, time: Double) -> Event? {
    DragEvent(change).map { .drag($0, time: time) }
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
