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
  public struct HandledEdits: OptionSet, Hashable, Sendable {
    /// One bit per edit.
    public let rawValue: UInt8
    /// Creates a set from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The app completes items (``Effect/complete(rowID:)``).
    public static let complete = HandledEdits(rawValue: 1 << 0)
    /// The app deletes items (``Effect/delete(rowID:)``).
    public static let delete = HandledEdits(rawValue: 1 << 1)
    /// The app moves items (``Effect/move(from:to:)``).
    public static let move = HandledEdits(rawValue: 1 << 2)
    /// The app inserts items (``Effect/insert(at:)``).
    public static let insert = HandledEdits(rawValue: 1 << 3)
    /// Every edit.
    public static let all: HandledEdits = [.complete, .delete, .move, .insert]
  }

  /// Where a row stands after a move by action, for the host to announce ("Buy milk, moved
  /// to position 3 of 12").
  public struct RowPosition: Hashable, Sendable {
    /// The row's identifier.
    public var rowID: Int
    /// Its 1-based position in the list.
    public var position: Int
    /// The number of rows in the list.
    public var count: Int

    /// Creates a position.
    public init(rowID: Int, position: Int, count: Int) {
      self.rowID = rowID
      self.position = position
      self.count = count
    }
  }

  /// The actions the row at `index` can take now, in the order a host offers them:
  /// complete, delete, move up, move down, move to top, move to bottom, add item below.
  ///
  /// Each is offered only if the app handles its edit (`handling`), the configuration has
  /// its gesture on, and ``allows(_:rowID:)`` says it would take effect: no move that would
  /// leave the row where it is (the first row has no move up or move to top, the last no
  /// move down or move to bottom, a list of one row no move at all). While a gesture holds
  /// the list (a lifted or dropping row, an open or settling gap, a swipe on any row, an
  /// insert awaiting the app) no move and no insert is offered, and a row a gesture holds or
  /// that waits for the app's delete answer offers nothing. An index outside the rows, or the
  /// new row a pinch or an insert action put there before the app answered: none.
  ///
  /// - Complexity: O(n) (the row's identifier is looked up once per action).
  public func rowActions(at index: Int, handling edits: HandledEdits = .all) -> [RowAction] {
    guard rows.indices.contains(index) else { return [] }
    let id = rows[index].id
    var actions: [RowAction] = []
    for action in RowAction.allCases where edits.contains(action.edit) {
      if allows(action, rowID: id) { actions.append(action) }
    }
    return actions
  }

  /// Whether ``Event/perform(_:rowID:)`` would take this action on this row now (see
  /// ``rowActions(at:handling:)`` for the rules). `false` for an unknown identifier.
  public func allows(_ action: RowAction, rowID id: Int) -> Bool {
    switch action {
    case .complete: allowsCommit(.complete, rowID: id)
    case .delete: allowsCommit(.delete, rowID: id)
    case .moveUp, .moveToTop: allowsMove(rowID: id, by: -1)
    case .moveDown, .moveToBottom: allowsMove(rowID: id, by: 1)
    case .addItemBelow: allowsInsert(belowRowID: id)
    }
  }

  /// Whether ``RowAction/addItemBelow`` would insert below this row now: insertion is on,
  /// no gesture holds the list (no swipe, no lifted or dropping row, no gap open or
  /// settling), no insert awaits the app, and the row is in the list, at rest and not
  /// waiting for a delete answer.
  public func allowsInsert(belowRowID id: Int) -> Bool {
    guard configuration.pinchToInsert != nil, isFreeOfGestures, id != Self.provisionalRowID,
      let index = index(of: id)
    else { return false }
    return rowIsFree(rows[index])
  }

  /// The position of the row with this identifier (1-based) and the number of rows.
  ///
  /// - Complexity: O(n).
  public func position(ofRowID id: Int) -> RowPosition? {
    guard let index = index(of: id) else { return nil }
    return RowPosition(rowID: id, position: index + 1, count: rows.count)
  }

  /// No gesture holds the list: no swipe drives a row, no row is lifted or dropping, no gap is
  /// open or settling, no insert awaits the app.
  var isFreeOfGestures: Bool {
    activeSwipeID == nil && reorder.state == .idle && liftedRow == nil && orphanDrop == nil
      && pinchToInsert.state == .idle && placeholder == nil && pendingInsert == nil
  }

  /// The row is home and still, not lifted, not waiting for a delete answer.
  func rowIsFree(_ row: Row) -> Bool {
    !row.isLifted && row.swipe.state == .idle && !row.awaitsDeleteAnswer
  }

  /// Takes a row action: a commit (``commit(_:rowID:into:)``), a move, or an insert.
  mutating func perform(_ action: RowAction, rowID id: Int, into effects: inout [Effect]) {
    guard allows(action, rowID: id) else { return }
    switch action {
    case .complete: commit(.complete, rowID: id, into: &effects)
    case .delete: commit(.delete, rowID: id, into: &effects)
    case .moveUp: moveRow(id: id, by: -1, into: &effects)
    case .moveDown: moveRow(id: id, by: 1, into: &effects)
    case .moveToTop: moveRow(id: id, by: .min, into: &effects)
    case .moveToBottom: moveRow(id: id, by: .max, into: &effects)
    case .addItemBelow: insertRow(belowRowID: id, into: &effects)
    }
  }

  /// Inserts a new row below this one by the pinch's own path, as a pinch that opened the
  /// gap fully and let go: the new provisional row, ``Effect/insert(at:)``, then (once the
  /// app answers with the new item) ``Effect/beginEditing(rowID:)``. The rows below slide
  /// down by its height on the pinch's spring, the new row slides in from the line.
  mutating func insertRow(belowRowID id: Int, into effects: inout [Effect]) {
    guard allowsInsert(belowRowID: id), let options = configuration.pinchToInsert,
      let above = index(of: id)
    else { return }
    pinchToInsert = PinchToInsert(configuration: options)
    let index = above + 1
    let height = options.newRowHeight
    rows.insert(makeRow(id: Self.provisionalRowID), at: index)
    _ = layout.insert(height: height, at: index)
    pendingInsert = PendingInsert(index: index, beginsEditing: true)
    effects.append(.insert(at: index))
    startShifts(index..<index + 1, SpringAnimation(spring: options.spring, from: -height, to: 0))
    startShifts(
      index + 1..<rows.count, SpringAnimation(spring: options.spring, from: -height, to: 0))
    pinchToInsert.state = .inserting(at: index)
  }
}

extension ListStore.RowAction {
  /// The app's edit this action ends in: the one the app must handle for a row to offer it.
  public var edit: ListStore.HandledEdits {
    switch self {
    case .complete: .complete
    case .delete: .delete
    case .moveUp, .moveDown, .moveToTop, .moveToBottom: .move
    case .addItemBelow: .insert
    }
  }
}
