import GestureCore

/// What an ``InteractionRig`` needs to know of its model: how the recognizers' state changes
/// become the model's events, and what the host does once the model handled one.
///
/// A host reads the recognizers the same way (GestureKit and the gallery do), so an adapter
/// is the host's reading in a few lines:
///
/// ```swift
/// struct TapAdapter: RigAdapter {
///   typealias Model = MyInteraction
///
///   mutating func event(for change: StateChange) -> MyInteraction.Event? {
///     change.state == .recognized ? .tapped(change.location) : nil
///   }
/// }
/// ```
public protocol RigAdapter {
  /// The interaction the rig drives.
  associatedtype Model: Interaction

  /// The event a recognizer's state change means to the model, or `nil` for none.
  mutating func event(for change: StateChange) -> Model.Event?

  /// The host's part once `model` handled an event and emitted `effects`: keep a view's
  /// `node` where the view now is, apply an edit to the app's items. Default: nothing.
  mutating func host(_ model: Model, emitted effects: ArraySlice<Model.Effect>, node: Node)

  /// The events a raw touch sample means to the model, sent once the recognizers handled it
  /// (a store's `touchDown` and `touchUp`, at the sample's time: the rig clock's). Default:
  /// none.
  mutating func events(for sample: TouchSample, model: Model) -> [Model.Event]

  /// The events the rig sends before any touch: the host's setup (rows inserted, a
  /// container's frame). Default: none.
  mutating func setUp(_ model: Model) -> [Model.Event]
}

extension RigAdapter {
  public mutating func host(_ model: Model, emitted effects: ArraySlice<Model.Effect>, node: Node) {}
  public mutating func events(for sample: TouchSample, model: Model) -> [Model.Event] { [] }
  public mutating func setUp(_ model: Model) -> [Model.Event] { [] }
}

/// An interaction fed ``DragEvent``s, as a pan or a long press reports them.
public protocol DragDriven: Interaction {
  /// The model's event for a drag.
  static func dragEvent(_ drag: DragEvent) -> Event
}

extension Reorder: DragDriven {
  public static func dragEvent(_ drag: DragEvent) -> Event { .drag(drag) }
}

/// Feeds a ``DragDriven`` interaction from a pan's (or a long press's) state changes through
/// `DragEvent(change)`, as the UIKit layer and the gallery do.
public struct DragAdapter<Model: DragDriven>: RigAdapter {
  /// The recognizer whose changes count (`nil`: every recognizer's).
  public let recognizer: GestureRecognizer?
  /// The velocity of the latest `.ended`, in points per second.
  public private(set) var releaseVelocity: Vector?

  /// Reads `recognizer`'s changes (by default every recognizer's).
  public init(recognizer: GestureRecognizer? = nil) {
    self.recognizer = recognizer
  }

  public mutating func event(for change: StateChange) -> Model.Event? {
    if let recognizer, change.recognizer !== recognizer { return nil }
    guard let drag = DragEvent(change) else { return nil }
    if case .ended(_, _, let velocity) = drag { releaseVelocity = velocity }
    return Model.dragEvent(drag)
  }
}

/// Feeds ``Reorder`` from a long press through `DragEvent(change)`, and keeps the app's
/// items: every `.move` is applied to them as it is emitted.
public struct ReorderAdapter: RigAdapter {
  private var drag = DragAdapter<Reorder>()
  /// The app's items (identifiers), as the moves so far left them.
  public private(set) var items: [Int]

  /// Items `0..<count`.
  public init(count: Int) {
    items = Array(0..<count)
  }

  public mutating func event(for change: StateChange) -> Reorder.Event? {
    drag.event(for: change)
  }

  public mutating func host(
    _ model: Reorder, emitted effects: ArraySlice<Reorder.Effect>, node: Node
  ) {
    for case .move(let from, let to) in effects {
      let edit = ListEdit.move(from: from, to: to)
      let applied = edit.apply(to: &items, newItem: -1)
      precondition(applied, "an edit that does not apply: \(edit)")
    }
  }
}

/// Feeds ``PinchToInsert`` from a pinch recognizer through ``ListStore/PinchReader``, the one
/// reading every host uses (its fingers, and the scale velocity times the span the fingers
/// landed at as the spread velocity), and keeps the app's items: every `.insert` is applied
/// as it is emitted, the new items numbered from 1000.
public struct PinchAdapter: RigAdapter {
  private var reader = ListStore.PinchReader()
  private var nextItem = 1000
  /// The app's items (identifiers), as the inserts so far left them.
  public private(set) var items: [Int]
  /// The velocity of the latest `.ended` sent, in points per second.
  public private(set) var releaseVelocity: Double?

  /// Items `0..<count`.
  public init(count: Int) {
    items = Array(0..<count)
  }

  public mutating func event(for change: StateChange) -> PinchToInsert.Event? {
    guard change.recognizer is PinchRecognizer, let phase = reader.phase(for: change) else {
      return nil
    }
    switch phase {
    case .began(let upperY, let lowerY): return .began(upperY: upperY, lowerY: lowerY)
    case .changed(let upperY, let lowerY): return .changed(upperY: upperY, lowerY: lowerY)
    case .ended(let velocity):
      releaseVelocity = velocity
      return .ended(velocity: velocity)
    case .cancelled: return .cancelled
    }
  }

  public mutating func host(
    _ model: PinchToInsert, emitted effects: ArraySlice<PinchToInsert.Effect>, node: Node
  ) {
    for case .insert(let index) in effects {
      let edit = ListEdit.insert(at: index)
      let applied = edit.apply(to: &items, newItem: nextItem)
      precondition(applied, "an edit that does not apply: \(edit)")
      nextItem += 1
    }
  }
}
