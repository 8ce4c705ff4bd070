// What follows a row action taken the second way, for the people who cannot see it: the
// name a row's action has for the row's state, what is announced after it (only what
// changed: VoiceOver already speaks the row), where focus goes after a delete, and why a
// move at an end did nothing (said once, not once per repeat of a held key).
extension ListStore {
  /// The name an action has on a particular row: the complete action reads as "Mark as
  /// Not Done" on a row that is done, as Reminders' does, and neutrally ("Toggle Done") on
  /// a row whose state the host never reported, claiming no state it does not know.
  public enum RowActionTitle: Hashable, Sendable {
    /// Completes a row that is not done ("Complete").
    case complete
    /// Completes a row that is done, which the app's rule turns back ("Mark as Not Done").
    case markNotDone
    /// Completes a row whose state is not known ("Toggle Done").
    case toggleDone
    /// "Delete".
    case delete
    /// "Move Up".
    case moveUp
    /// "Move Down".
    case moveDown
    /// "Move to Top".
    case moveToTop
    /// "Move to Bottom".
    case moveToBottom
    /// "Add Item Below".
    case addItemBelow
  }

  /// What a host announces after a row action taken the second way
  /// (``Effect/announce(_:)``): only the new state, never the row's label, which the
  /// assistive technology speaks already.
  public enum Announcement: Hashable, Sendable {
    /// The row moved: "Moved to position 3 of 12". The host keeps focus on the row.
    case moved(RowPosition)
    /// The row was completed (`isDone`: "Completed") or turned back (`false`: "Marked as Not
    /// Done"), as ``Row/isCompleted`` now says; `nil` when the host never reported the row's
    /// state, announced neutrally ("Done Toggled").
    case completed(rowID: Int, isDone: Bool?)
    /// The app removed the row: "Deleted". Focus goes to `focusRowID`: the row that took
    /// its place, or the one above when it was the last; `nil` when the list is empty.
    case deleted(focusRowID: Int?)
    /// The app added a row below: "Item added"; its editing begins.
    case added(rowID: Int)
    /// A move up or to the top on the first row: "Already at top".
    case alreadyAtTop(rowID: Int)
    /// A move down or to the bottom on the last row: "Already at bottom".
    case alreadyAtBottom(rowID: Int)

    /// Whether the host holds this announcement back until none has come for a moment
    /// (``AnnouncementCoalescer``), speaking only the newest: `true` for a move and its
    /// "already at" ends, which a held key repeats about ten times a second, and for a
    /// complete, whose state flips at each repeat. `false` for a delete and an add: they move
    /// the focus (to the row after the deleted one, to the new row), which is spoken at once,
    /// right after the app applied the edit, before the system's own recovery from the
    /// removed cell (or the row above the new one) is read and then read over.
    public var waitsForQuiet: Bool {
      switch self {
      case .moved, .completed, .alreadyAtTop, .alreadyAtBottom: true
      case .deleted, .added: false
      }
    }
  }

  /// The name of `action` on the row with this identifier: for complete,
  /// ``RowActionTitle/markNotDone`` on a row that is done (``Row/isCompleted``),
  /// ``RowActionTitle/complete`` on one that is not, ``RowActionTitle/toggleDone`` on one
  /// whose state the host never reported; otherwise the action's own. An unknown identifier
  /// gets the neutral name.
  ///
  /// - Complexity: O(n), to find the row.
  public func title(of action: RowAction, rowID id: Int) -> RowActionTitle {
    let isCompleted = index(of: id).flatMap { rows[$0].isCompleted }
    return Self.title(of: action, isCompleted: isCompleted)
  }

  /// The name of `action` on a row that is done (`isCompleted` `true`), not done (`false`)
  /// or of a state nobody reported (`nil`: ``RowActionTitle/toggleDone``): for a host that
  /// names an action before the store has the row.
  public static func title(of action: RowAction, isCompleted: Bool?) -> RowActionTitle {
    switch action {
    case .complete:
      switch isCompleted {
      case true?: .markNotDone
      case false?: .complete
      case nil: .toggleDone
      }
    case .delete: .delete
    case .moveUp: .moveUp
    case .moveDown: .moveDown
    case .moveToTop: .moveToTop
    case .moveToBottom: .moveToBottom
    case .addItemBelow: .addItemBelow
    }
  }

  /// The actions a keyboard offers for the row at `index`: those of
  /// ``rowActions(at:handling:)``, and, in their place, the moves refused only because the
  /// row is already at that end, so that the key says why (``Announcement/alreadyAtTop(rowID:)``)
  /// instead of passing to the system (which would move the focus away from the row).
  ///
  /// - Complexity: O(1).
  public func keyActions(at index: Int, handling edits: HandledEdits = .all) -> [RowAction] {
    actions(at: index, handling: edits) { store, action in
      store.allows(action, rowAt: index) || store.refusesAtEnd(action, rowAt: index)
    }
  }

  /// Whether `action` is a move that would take effect but that the row is already at the
  /// end it goes towards: the list offers moves, no gesture holds it, the row is free.
  func refusesAtEnd(_ action: RowAction, rowAt index: Int) -> Bool {
    guard let direction = action.moveDirection, configuration.reorder != nil, itemCount > 1, !isHeldByGesture,
      rows.indices.contains(index), rowIsFree(rows[index])
    else { return false }
    return direction < 0 ? index == 0 : index == rows.count - 1
  }

  /// The announcement of a refused move at an end, once: the same refusal again (a held
  /// key repeating) says nothing until another action has been taken.
  mutating func announceRefusal(
    _ action: RowAction, rowAt index: Int, into effects: inout [Effect]
  ) {
    guard refusesAtEnd(action, rowAt: index) else { return }
    let id = rows[index].id
    let announcement: Announcement =
      index == 0 ? .alreadyAtTop(rowID: id) : .alreadyAtBottom(rowID: id)
    guard lastRefusal != announcement else { return }
    lastRefusal = announcement
    effects.append(.announce(announcement))
  }

  /// Where focus goes once the row at `removedIndex` left a list that now has `count` rows:
  /// the row that took its place (the same index), the last row after the last one was
  /// removed, `nil` when the list is empty. For any host that removes a row by an action:
  /// the list's delete (``Announcement/deleted(focusRowID:)``) and a swipe row's
  /// destructive action alike. A negative index counts as 0, a negative count as 0.
  public static func focusIndex(afterRemovingRowAt removedIndex: Int, remaining count: Int) -> Int? {
    guard count > 0 else { return nil }
    return min(max(removedIndex, 0), count - 1)
  }

  /// The app answered a delete a row action asked for: "Deleted", and where focus goes.
  /// `removedIndex` is where the row was.
  mutating func announceDeletion(removedAt removedIndex: Int, into effects: inout [Effect]) {
    var focus = Self.focusIndex(afterRemovingRowAt: removedIndex, remaining: rows.count)
    // Not the new row a pinch left there before the app answered: the one above it.
    if let index = focus, rows[index].id == Self.provisionalRowID {
      focus = index > 0 ? index - 1 : (rows.count > index + 1 ? index + 1 : nil)
    }
    effects.append(.announce(.deleted(focusRowID: focus.map { rows[$0].id })))
  }
}
