// The second way to every list gesture: the actions a row can take without one (an
// accessibility custom action, a menu item, a keyboard command), which of them a row can
// reach right now, and what each does, through the same paths as the gestures.
extension ListStore {
  /// What a row can do without a gesture: each is the outcome of one of the list's gestures.
  public enum RowAction: Hashable, Sendable, CaseIterable {
    /// Completes the row, as a swipe towards the trailing edge does.
    case complete
    /// Deletes the row, as a swipe towards the leading edge does.
    case delete
    /// Moves the row one slot up, as a drag past the row above does.
    case moveUp
    /// Moves the row one slot down, as a drag past the row below does.
    case moveDown
    /// Moves the row to the first slot.
    case moveToTop
    /// Moves the row to the last slot.
    case moveToBottom
    /// Inserts a new row below this one and edits it, as a pinch between the two rows does.
    case addItemBelow
  }

  /// Which of the list's edits the app handles (in UIKit, the callbacks it set): a row offers
  /// no action whose edit nobody would apply.
  ///
  /// ```swift
  /// var edits: ListStore.HandledEdits = [.completion, .move]
  /// edits.insert(.insertion)
  /// ```
  public struct HandledEdits: OptionSet, Hashable, Sendable {
    /// One bit per edit.
    public let rawValue: UInt8
    /// Creates a set from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The app completes items (``Effect/complete(rowID:)``).
    public static let completion = HandledEdits(rawValue: 1 << 0)
    /// The app deletes items (``Effect/delete(rowID:)``).
    public static let deletion = HandledEdits(rawValue: 1 << 1)
    /// The app moves items (``Effect/move(from:to:)``).
    public static let move = HandledEdits(rawValue: 1 << 2)
    /// The app inserts items (``Effect/insert(at:)``).
    public static let insertion = HandledEdits(rawValue: 1 << 3)
    /// Every edit.
    public static let all: HandledEdits = [.completion, .deletion, .move, .insertion]
  }

  /// Where a row stands after a move by action, for the host to announce ("Buy milk, moved
  /// to position 3 of 12": ``ordinal`` 3, ``count`` 12).
  public struct RowPosition: Hashable, Sendable {
    /// The row's identifier.
    public var rowID: Int
    /// Its 1-based position in the list: 1 for the first row.
    public var ordinal: Int
    /// The number of rows in the list.
    public var count: Int

    /// Creates a position.
    public init(rowID: Int, ordinal: Int, count: Int) {
      self.rowID = rowID
      self.ordinal = ordinal
      self.count = count
    }
  }

  /// Whether a gesture holds the list: a swipe drives a row, a row is lifted or dropping, a
  /// pinch's gap is open or springing back, or an insert awaits the app. While it does, no
  /// row moves or inserts without a gesture, and a host leaves the rows' actions as they
  /// are, bringing them up to date once it is over.
  ///
  /// An insertion the app has answered does not hold the list while its rows slide into
  /// place: a second Add Item Below (or a move) right after the first is taken at once, as
  /// a quick second tap on a "+" is in Apple's apps, and its rows start from where they are
  /// drawn, so nothing jumps. Until the app answers, the new row has no identifier yet, and
  /// a second insert would be asked for against an index the answer may still move.
  public var isHeldByGesture: Bool {
    guard activeSwipeID == nil, reorder.state == .idle, liftedRow == nil, orphanDrop == nil,
      placeholder == nil, pendingInsert == nil
    else { return true }
    switch pinchToInsert.state {
    case .idle, .inserting: return false
    case .opening, .springingBack: return true
    }
  }

  /// The actions a host offers on every row, in the order it offers them: complete, delete,
  /// move up, move down, move to top, move to bottom, add item below.
  ///
  /// The set stays the same whatever the row's position and whatever gesture is under way,
  /// so that an assistive technology's place among a row's actions does not shift under the
  /// user: after Move Up lands a row at the top, the action in Move Up's place is still
  /// Move Up (it then fails, as ``Event/perform(_:rowID:)`` refuses it there). An action is
  /// in the set if the app handles its edit (`handling`) and the configuration has its
  /// gesture on (`.deleteOnly` has no complete); the four moves only while the list has more
  /// than one item (the new row a pinch or an insert action put there before the app
  /// answered is not one yet). Whether one would take effect now is
  /// ``allows(_:rowID:)``; ``rowActions(at:handling:)`` gives those of a row.
  ///
  /// - Complexity: O(1).
  public func rowActions(handling edits: HandledEdits = .all) -> [RowAction] {
    var actions: [RowAction] = []
    for action in RowAction.allCases where offers(action, handling: edits) {
      actions.append(action)
    }
    return actions
  }

  /// Whether every row offers `action` (``rowActions(handling:)``): a host that keeps the
  /// rows' actions in step asks it after each event without building the set.
  ///
  /// - Complexity: O(1).
  public func offers(_ action: RowAction, handling edits: HandledEdits = .all) -> Bool {
    guard edits.contains(action.requiredEdit) else { return false }
    switch action {
    case .complete: return configuration.swipeToCommit?.allows(.complete) == true
    case .delete: return configuration.swipeToCommit?.allows(.delete) == true
    case .moveUp, .moveDown, .moveToTop, .moveToBottom:
      return configuration.reorder != nil && itemCount > 1
    case .addItemBelow: return configuration.pinchToInsert != nil
    }
  }

  /// The actions the row at `index` can take now, in the order of
  /// ``rowActions(handling:)``: those of that set that ``allows(_:rowID:)`` would take.
  ///
  /// Each is offered only if the app handles its edit (`handling`), the configuration has
  /// its gesture on, and it would take effect: no move that would leave the row where it is
  /// (the first row has no move up or move to top, the last no move down or move to bottom,
  /// a list of one row no move at all). While a gesture holds the list
  /// (``isHeldByGesture``) no move and no insert is offered, and a row a gesture holds or
  /// that waits for the app's delete answer offers nothing. An index outside the rows, or
  /// the new row a pinch or an insert action put there before the app answered: none.
  ///
  /// - Complexity: O(1).
  public func rowActions(at index: Int, handling edits: HandledEdits = .all) -> [RowAction] {
    actions(at: index, handling: edits) { store, action in store.allows(action, rowAt: index) }
  }

  /// The actions of ``RowAction/allCases`` the app handles (`edits`) that `isIncluded` lets
  /// in for the row at `index`, in that order; none outside the rows. The one lookup behind
  /// ``rowActions(at:handling:)`` and ``keyActions(at:handling:)``.
  func actions(
    at index: Int, handling edits: HandledEdits,
    where isIncluded: (ListStore, RowAction) -> Bool
  ) -> [RowAction] {
    guard rows.indices.contains(index) else { return [] }
    var actions: [RowAction] = []
    for action in RowAction.allCases
    where edits.contains(action.requiredEdit) && isIncluded(self, action) {
      actions.append(action)
    }
    return actions
  }

  /// Whether ``Event/perform(_:rowID:)`` would take this action on this row now (see
  /// ``rowActions(at:handling:)`` for the rules). `false` for an unknown identifier.
  ///
  /// - Complexity: O(n), to find the row.
  public func allows(_ action: RowAction, rowID id: Int) -> Bool {
    guard let index = index(of: id) else { return false }
    return allows(action, rowAt: index)
  }

  /// ``allows(_:rowID:)`` for the row at `index`: `false` outside the rows.
  func allows(_ action: RowAction, rowAt index: Int) -> Bool {
    switch action {
    case .complete: allowsCommit(.complete, rowAt: index)
    case .delete: allowsCommit(.delete, rowAt: index)
    case .moveUp, .moveDown, .moveToTop, .moveToBottom:
      allowsMove(rowAt: index, by: action.moveDirection ?? 0)
    case .addItemBelow: allowsInsert(belowRowAt: index)
    }
  }

  /// Whether ``RowAction/addItemBelow`` would insert below this row now: insertion is on,
  /// no gesture holds the list (``isHeldByGesture``), and the row is in the list, at rest
  /// and not waiting for a delete answer.
  ///
  /// - Complexity: O(n), to find the row.
  public func allowsInsert(belowRowID id: Int) -> Bool {
    guard let index = index(of: id) else { return false }
    return allowsInsert(belowRowAt: index)
  }

  /// ``allowsInsert(belowRowID:)`` for the row at `index`: `false` outside the rows.
  func allowsInsert(belowRowAt index: Int) -> Bool {
    guard configuration.pinchToInsert != nil, !isHeldByGesture, rows.indices.contains(index)
    else { return false }
    return rowIsFree(rows[index])
  }

  /// The position of the row with this identifier (1-based) and the number of rows.
  ///
  /// - Complexity: O(n), to find the row.
  public func position(ofRowID id: Int) -> RowPosition? {
    guard let index = index(of: id) else { return nil }
    return RowPosition(rowID: id, ordinal: index + 1, count: rows.count)
  }

  /// The number of the app's items: the rows, less the new row a pinch or an insert action
  /// put there before the app answered.
  var itemCount: Int {
    guard let pending = pendingInsert, rows.indices.contains(pending.index),
      rows[pending.index].id == Self.provisionalRowID
    else { return rows.count }
    return rows.count - 1
  }

  /// The row is one of the app's items, home and still, not lifted, not waiting for a delete
  /// answer.
  func rowIsFree(_ row: Row) -> Bool {
    row.id != Self.provisionalRowID && !row.isLifted && row.swipe.state == .idle
      && !row.awaitsDeleteAnswer
  }

  /// Takes a row action: a commit (``commit(_:rowID:into:)``), a move, or an insert.
  /// A move refused at an end announces why, once (``announceRefusal(_:rowAt:into:)``); an
  /// action taken is announced (``Effect/announce(_:)``).
  mutating func perform(_ action: RowAction, rowID id: Int, into effects: inout [Effect]) {
    guard let index = index(of: id) else { return }
    guard allows(action, rowAt: index) else {
      announceRefusal(action, rowAt: index, into: &effects)
      return
    }
    lastRefusal = nil
    switch action {
    case .complete:
      commit(.complete, rowID: id, into: &effects)
      // A known state toggles (the app's usual rule); an unknown one stays unknown.
      if let isCompleted = rows[index].isCompleted { rows[index].isCompleted = !isCompleted }
      effects.append(.announce(.completed(rowID: id, isDone: rows[index].isCompleted)))
    case .delete:
      commit(.delete, rowID: id, into: &effects)
      // The app may answer inside the effect's handling: recorded unless it already did.
      if self.index(of: id).map({ rows[$0].awaitsDeleteAnswer }) == true {
        deleteByAction = DeleteByAction(rowID: id, index: index)
      }
    case .moveUp, .moveDown, .moveToTop, .moveToBottom:
      let direction = action.moveDirection ?? 0
      // To an end: as far as the list goes (`moveRow` clamps).
      let offset = action == .moveToTop || action == .moveToBottom ? direction * .max : direction
      moveRow(id: id, by: offset, into: &effects)
      if let position = position(ofRowID: id) { effects.append(.announce(.moved(position))) }
    case .addItemBelow:
      insertRow(below: index, into: &effects)
      pendingInsert?.announces = true
    }
  }

  /// Inserts a new row below the row at `above` by the pinch's own path, as a pinch that
  /// opened the gap fully and let go: the new provisional row, ``Effect/insert(at:)``, then
  /// (once the app answers with the new item) ``Effect/beginEditing(rowID:)``. The rows below
  /// slide down by its height on the pinch's spring, the new row slides in from the line.
  mutating func insertRow(below above: Int, into effects: inout [Effect]) {
    guard allowsInsert(belowRowAt: above), let options = configuration.pinchToInsert else {
      return
    }
    pinchToInsert = PinchToInsert(configuration: options)
    let index = above + 1
    let height = options.newRowHeight
    rows.insert(makeRow(id: Self.provisionalRowID), at: index)
    _ = layout.insert(height: height, at: index)
    pendingInsert = PendingInsert(index: index, beginsEditing: true)
    effects.append(.insert(at: index))
    // Each row slides from where it is drawn: a second insert during the first one's spring
    // adds its own slide to the one under way.
    let shift = motion.animation(on: options.spring, from: -height, to: 0)
    for below in index..<rows.count { addShift(shift, toRowAt: below) }
    pinchToInsert.state = .inserting(at: index)
  }
}

extension ListStore.RowAction {
  /// The way a move goes: −1 up (towards the top), +1 down; `nil` for an action that is
  /// not a move.
  var moveDirection: Int? {
    switch self {
    case .moveUp, .moveToTop: -1
    case .moveDown, .moveToBottom: 1
    case .complete, .delete, .addItemBelow: nil
    }
  }

  /// The app's edit this action ends in: the one the app must handle for a row to offer it.
  public var requiredEdit: ListStore.HandledEdits {
    switch self {
    case .complete: .completion
    case .delete: .deletion
    case .moveUp, .moveDown, .moveToTop, .moveToBottom: .move
    case .addItemBelow: .insertion
    }
  }
}
