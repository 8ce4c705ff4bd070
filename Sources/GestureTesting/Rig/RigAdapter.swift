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
