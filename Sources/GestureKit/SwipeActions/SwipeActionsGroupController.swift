#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// Swipeable views of which at most one is open: opening one, or starting to drag it,
  /// closes the others; ``closeAll(animated:)`` closes them all.
  ///
  /// Give the views of one list or screen the same group through their options:
  ///
  /// ```swift
  /// let inbox = SwipeActionsGroupController()
  ///
  /// func configure(_ row: MessageRow) {
  ///   var options = SwipeActionsOptions()
  ///   options.group = inbox
  ///   row.swipeActions(trailing: [delete, more], options: options)
  /// }
  ///
  /// func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
  ///   inbox.closeAll()
  /// }
  /// ```
  ///
  /// The group is GestureCore's `SwipeActionsGroup`: it owns the state machine of every
  /// member, routes each member's events to it (closing the others when one opens) and hands
  /// the resulting effects to the members' controllers. Members hold their group strongly;
  /// the group holds its members weakly, so a group lives as long as one of its views (or
  /// your own reference) and never keeps a view alive. A view that is deallocated leaves its
  /// group.
  ///
  /// Every swipeable view has a group: one made for it alone when its options name none.
  @MainActor
  public final class SwipeActionsGroupController {
    /// A member, held weakly.
    private struct Member {
      weak var controller: SwipeActionsController?
    }

    /// The state machines of the members.
    private var core = SwipeActionsGroup()
    /// The members' controllers, by row identifier.
    private var members: [Int: Member] = [:]
    private var nextID = 1
    /// Events waiting while effects are applied: a handler or callback that opens, closes or
    /// reconfigures a view re-enters the group, and its events run after the current ones,
    /// in order.
    private var queue: [SwipeActionsGroup.Event] = []
    private var isHandling = false
    /// The effects of one event; kept to reuse its storage.
    private var effects: [SwipeActionsGroup.Effect] = []

    /// Creates an empty group.
    public init() {}

    /// Closes every open view of the group.
    ///
    /// - Parameter animated: Whether the views spring closed (`true`, the default) or close
    ///   at once.
    public func closeAll(animated: Bool = true) {
      send(.closeAll(animated: animated))
    }

    /// The view of the group that is open, opening or being dragged, if any.
    public var openView: UIView? {
      guard let id = core.openRowID else { return nil }
      return members[id]?.controller?.view
    }

    /// The views of the group, in the order they joined it.
    public var views: [UIView] {
      core.ids.compactMap { members[$0]?.controller?.view }
    }

    // MARK: - Members

    /// Adds a member with its state machine; returns its row identifier.
    func insert(_ controller: SwipeActionsController, row: SwipeActions) -> Int {
      removeDeallocatedMembers()
      let id = nextID
      nextID += 1
      members[id] = Member(controller: controller)
      send(.insert(id, row))
      return id
    }

    /// Replaces a member's state machine (new options), without effects.
    func replace(_ id: Int, with row: SwipeActions) {
      guard members[id] != nil else { return }
      send(.insert(id, row))
    }

    /// Removes a member, without effects.
    func remove(_ id: Int) {
      members[id] = nil
      send(.remove(id))
    }

    /// A member's state machine.
    func row(_ id: Int) -> SwipeActions? {
      core[id]
    }

    /// Sends an event for one member.
    func send(_ event: SwipeActions.Event, for id: Int) {
      send(.row(id, event))
    }

    // MARK: - Routing

    /// Handles an event now, or after the event being handled if a handler sent it.
    private func send(_ event: SwipeActionsGroup.Event) {
      queue.append(event)
      guard !isHandling else { return }
      isHandling = true
      defer { isHandling = false }
      while !queue.isEmpty {
        let next = queue.removeFirst()
        effects.removeAll(keepingCapacity: true)
        core.handle(next, into: &effects)
        guard !effects.isEmpty else { continue }
        let batch = effects
        dispatch(batch)
      }
    }

    /// Hands each member its effects, in order; members are served in the order their first
    /// effect appears (the rows the group closes come before the row that opens).
    private func dispatch(_ batch: [SwipeActionsGroup.Effect]) {
      var order: [Int] = []
      var perRow: [Int: [SwipeActions.Effect]] = [:]
      for case .row(let id, let effect) in batch {
        if perRow[id] == nil { order.append(id) }
        perRow[id, default: []].append(effect)
      }
      for id in order {
        guard let controller = members[id]?.controller else {
          remove(id)
          continue
        }
        controller.apply(perRow[id] ?? [])
      }
    }

    /// Forgets members whose view is gone.
    private func removeDeallocatedMembers() {
      for (id, member) in members where member.controller == nil {
        remove(id)
      }
    }
  }
#endif
