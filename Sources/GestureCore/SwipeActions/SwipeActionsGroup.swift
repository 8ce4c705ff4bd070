/// Several swipeable rows of which at most one is open: opening one (or starting to drag
/// it) closes any other, and ``Event/closeAll(animated:)`` closes them all.
///
/// The group owns its rows' ``SwipeActions`` values, keyed by the host's row identifiers,
/// routes each row's events to it and tags the effects with the row.
///
/// ```swift
/// var group = SwipeActionsGroup()
/// var effects: [SwipeActionsGroup.Effect] = []
/// group.handle(.insert(7, SwipeActions(trailing: [.init(id: "delete")], containerSize: size)),
///              into: &effects)
/// group.handle(.row(7, .drag(drag)), into: &effects)  // [.row(7, .contentOffset(-24)), ...]
/// group.handle(.closeAll(animated: true), into: &effects)
/// ```
///
/// - Complexity: routing an event is O(r) in the number of rows (a linear search; a host
///   registers the rows on screen, not the whole list) plus the row's own work; it
///   allocates nothing once the arrays have grown to their working size.
public struct SwipeActionsGroup: Sendable {
  /// The rows' identifiers, in insertion order.
  public private(set) var ids: [Int]
  /// The rows, at the same positions as ``ids``.
  private var rows: [SwipeActions]
  /// A row's effects before they are tagged; kept to reuse its storage.
  private var scratch: [SwipeActions.Effect]

  /// Creates an empty group.
  public init() {
    ids = []
    rows = []
    scratch = []
  }

  /// The row with an identifier, if the group has it.
  public subscript(id: Int) -> SwipeActions? {
    guard let position = ids.firstIndex(of: id) else { return nil }
    return rows[position]
  }

  /// The identifier of a row that is not closed (open, moving or dragged), if any; the
  /// group keeps at most one such row apart from the ones it is closing.
  public var openRowID: Int? {
    guard let position = rows.firstIndex(where: { !$0.isClosed }) else { return nil }
    return ids[position]
  }

  /// Handles one event, appending the effects it causes, each tagged with its row.
  ///
  /// A ``Event/row(_:_:)`` event whose drag begins, or which opens its row, first closes
  /// (animated) every other row that is not closed, but rows off-screen after a destructive
  /// full swipe or sliding there (they wait for the host to remove them).
  /// ``Event/closeAll(animated:)`` closes those too. Events for unknown rows are ignored.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .insert(let id, let row):
      if let position = ids.firstIndex(of: id) {
        rows[position] = row
      } else {
        ids.append(id)
        rows.append(row)
      }
    case .remove(let id):
      guard let position = ids.firstIndex(of: id) else { return }
      ids.remove(at: position)
      rows.remove(at: position)
    case .row(let id, let rowEvent):
      guard let position = ids.firstIndex(of: id) else { return }
      if SwipeActionsGroup.opens(rowEvent) {
        closeRows(except: position, animated: true, keepingDismissed: true, into: &effects)
      }
      route(rowEvent, to: position, into: &effects)
    case .closeAll(let animated):
      closeRows(except: nil, animated: animated, keepingDismissed: false, into: &effects)
    }
  }

  /// Whether an event may open its row: a drag that begins, or `open`.
  private static func opens(_ event: SwipeActions.Event) -> Bool {
    switch event {
    case .drag(let drag): HorizontalTracking.beganTranslation(drag) != nil
    case .open: true
    case .tapAction, .tapContent, .close, .animationFinished, .animationInterrupted, .resize,
      .setActions, .setLayoutDirection:
      false
    }
  }

  /// Closes every row that is not closed, but the one at `kept` and, when
  /// `keepingDismissed`, rows off-screen after a destructive full swipe or sliding there
  /// (they are not open: they wait for the host to remove them).
  private mutating func closeRows(
    except kept: Int?, animated: Bool, keepingDismissed: Bool, into effects: inout [Effect]
  ) {
    for position in rows.indices where position != kept && !rows[position].isClosed {
      if keepingDismissed && rows[position].isDismissedOrSlidingOff { continue }
      route(.close(animated: animated), to: position, into: &effects)
    }
  }

  /// Hands an event to the row at `position` and tags its effects.
  private mutating func route(
    _ event: SwipeActions.Event, to position: Int, into effects: inout [Effect]
  ) {
    scratch.removeAll(keepingCapacity: true)
    rows[position].handle(event, into: &scratch)
    let id = ids[position]
    for effect in scratch {
      effects.append(.row(id, effect))
    }
  }
}

extension SwipeActionsGroup {
  /// What the host tells a group of rows.
  public enum Event: Hashable, Sendable {
    /// Adds a row, or replaces the row with the same identifier (a reused view configured
    /// for another item; the replaced row's state is dropped without effects).
    case insert(Int, SwipeActions)
    /// Removes a row (its view is gone), without effects. Ignored for an unknown row.
    case remove(Int)
    /// An event for one row. A drag that begins or an `open` first closes every other row
    /// that is open or moving (not one off-screen after a destructive full swipe, nor one
    /// sliding there).
    case row(Int, SwipeActions.Event)
    /// Closes every row (a touch elsewhere in the container, a scroll, a mode change).
    case closeAll(animated: Bool)
  }
}

extension SwipeActionsGroup {
  /// What a group of rows asks the host to do, in order.
  public enum Effect: Hashable, Sendable {
    /// An effect of one row, for the row with this identifier.
    case row(Int, SwipeActions.Effect)
  }
}
