/// A state machine that a host drives with events and that answers with effects: every
/// interaction of GestureCore (``SwipeActions``, ``SwipeActionsGroup``, ``SwipeToCommit``,
/// ``Reorder``, ``PinchToInsert``, ``DragSnap``, ``BackSwipe``) and every store built on them
/// (``ListStore``, ``SwipeActionsStore``, ``ClosureGestures``, ``DraggableStore``,
/// ``BackSwipeStore``, and ``MomentumScroll`` for hosts without a scroll view).
///
/// An interaction never reads a clock, never calls its host and never allocates per event
/// once the caller's effects array has grown: the host sends what happened and applies what
/// comes back, in order.
///
/// ```swift
/// var row = SwipeToCommit(rowID: 3, rowWidth: 375)
/// var effects: [SwipeToCommit.Effect] = []
/// row.handle(.drag(.began(location: Point(x: 100, y: 30), translation: .zero)), into: &effects)
/// ```
///
/// Use it generically (`some Interaction`, `<I: Interaction>`), as ``InteractionDriver``
/// does: Embedded Swift has no existentials.
public protocol Interaction {
  /// What the host tells the interaction.
  associatedtype Event
  /// What the interaction asks the host to do.
  associatedtype Effect

  /// Handles one event, appending the effects it causes to `effects`, in the order the host
  /// must apply them. Nothing is removed from `effects`: the caller owns, empties and reuses
  /// it.
  ///
  /// Every event is accepted in every state; an event that makes no sense in the current
  /// state has a documented outcome and never traps.
  mutating func handle(_ event: Event, into effects: inout [Effect])
}

extension SwipeActions: Interaction {}
extension SwipeActionsGroup: Interaction {}
extension SwipeToCommit: Interaction {}
extension Reorder: Interaction {}
extension PinchToInsert: Interaction {}
extension DragSnap: Interaction {}
extension BackSwipe: Interaction {}
