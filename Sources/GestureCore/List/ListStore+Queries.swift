// What a host may ask before it acts: whether a gesture or an action would take effect now,
// and which row is where.
extension ListStore {
  /// Whether a swipe that touched down at `y` (gesture space) would drive a row: swipes are
  /// on, no row is lifted, no gap is open or settling, no insert awaits the app, and the row
  /// under `y` is neither off-screen waiting for the app nor sliding back. A host asks this
  /// before letting its pan begin, so that a stroke the store would ignore is left to others.
  public func allowsSwipe(startingAtY y: Double) -> Bool {
    guard configuration.swipeToCommit != nil, !reorder.isLifted, liftedRow == nil,
      pinchToInsert.state == .idle, pendingInsert == nil, let index = rowIndex(atY: y)
    else { return false }
    return !rows[index].awaitsDeleteAnswer && !rows[index].swipe.isReturning
  }

  /// Whether a swipe starting at `y` that has moved `dx` points horizontally may begin: as
  /// ``allowsSwipe(startingAtY:)``, and the configuration allows the action the stroke goes
  /// towards (a stroke towards the trailing edge completes, towards the leading edge
  /// deletes). A swipe that could only spring back must not begin: it would take the stroke
  /// from the back swipe or a scroll view for nothing. `false` for a NaN, infinite or zero
  /// `dx`.
  public func allowsSwipe(startingAtY y: Double, towards dx: Double) -> Bool {
    guard dx.isFinite, dx != 0, let swipeToCommit = configuration.swipeToCommit,
      swipeToCommit.allows(.towards(dx.sign, in: configuration.layoutDirection))
    else { return false }
    return allowsSwipe(startingAtY: y)
  }

  /// What a row at `y` would do with a stroke towards the trailing edge, for the back
  /// swipe's arbitration (``BackSwipe/winner(start:stroke:claim:scrollView:)``):
  /// ``BackSwipe/Claim/completesRow`` when a swipe would drive it
  /// (``allowsSwipe(startingAtY:)``) and completing is allowed, otherwise
  /// ``BackSwipe/Claim/none``.
  public func backSwipeClaim(atY y: Double) -> BackSwipe.Claim {
    guard configuration.swipeToCommit?.allows(.complete) == true, allowsSwipe(startingAtY: y)
    else { return .none }
    return .completesRow
  }

  /// Whether a long press at `y` would lift a row: reorder is on, no swipe drives a row, no
  /// gap is open or settling, no insert awaits the app, no snapshot is still dropping after a
  /// data change, and the row under `y` is at rest.
  public func allowsLift(atY y: Double) -> Bool {
    guard configuration.reorder != nil, activeSwipeID == nil, pinchToInsert.state == .idle,
      pendingInsert == nil, orphanDrop == nil, let index = rowIndex(atY: y)
    else { return false }
    return rows[index].swipe.state == .idle && !rows[index].awaitsDeleteAnswer
  }

  /// Whether a pinch may begin: insertion is on, no swipe drives a row, no row is lifted, no
  /// insert awaits the app. (Whether its fingers are on two adjacent rows is the pinch's own
  /// rule: elsewhere it opens nothing.)
  public var allowsPinch: Bool {
    configuration.pinchToInsert != nil && activeSwipeID == nil && !reorder.isLifted
      && liftedRow == nil && pendingInsert == nil
  }

  /// Whether ``Event/commit(_:rowID:)`` would commit this row now: swipes are on and allow
  /// this action (`.deleteOnly` has no complete), the row is in the list (not a
  /// pinch's new row awaiting the app), no gesture holds it (no swipe, no lift), its content
  /// is home and still, and it is not waiting for a delete answer. A gesture on another row
  /// does not stop it: a commit moves no other row. Hosts ask it to offer an accessibility
  /// action, or to report that one failed.
  ///
  /// - Complexity: O(n), to find the row.
  public func allowsCommit(_ action: SwipeToCommit.Action, rowID id: Int) -> Bool {
    guard let index = index(of: id) else { return false }
    return allowsCommit(action, rowAt: index)
  }

  /// ``allowsCommit(_:rowID:)`` for the row at `index`: `false` outside the rows.
  func allowsCommit(_ action: SwipeToCommit.Action, rowAt index: Int) -> Bool {
    guard configuration.swipeToCommit?.allows(action) == true, rows.indices.contains(index)
    else { return false }
    let row = rows[index]
    return activeSwipeID != row.id && rowIsFree(row)
  }

  /// Whether ``Event/moveRow(rowID:by:)`` would move this row now: reorder is on, no gesture
  /// holds the list (``isHeldByGesture``: no swipe on any row, no row lifted or dropping, no
  /// gap open or settling, no insert awaiting the app), the row is in the list, home and
  /// still and not waiting for a delete answer, and it has somewhere to go (`by` is not 0
  /// and the row is not already at that end).
  ///
  /// - Complexity: O(n), to find the row.
  public func allowsMove(rowID id: Int, by offset: Int) -> Bool {
    guard let index = index(of: id) else { return false }
    return allowsMove(rowAt: index, by: offset)
  }

  /// ``allowsMove(rowID:by:)`` for the row at `index`: `false` outside the rows.
  func allowsMove(rowAt index: Int, by offset: Int) -> Bool {
    guard configuration.reorder != nil, offset != 0, !isHeldByGesture,
      rows.indices.contains(index), rowIsFree(rows[index])
    else { return false }
    return offset < 0 ? index > 0 : index < rows.count - 1
  }

  /// Whether the row waits for the app's answer: it slid off and its delete is asked (or
  /// deferred, ``Event/deleteDeferred(rowID:)``, until
  /// ``Event/deferredDeleteAnswered(rowID:removed:)``), or it is the new row a pinch or an
  /// insert action opened before the app answered (``Event/insertAnswered(rowID:)``). Such a
  /// row takes no swipe, no lift and no action, and a host lets no tap select it
  /// (``allowsSelection(rowID:)``). `false` for an identifier not in the list.
  ///
  /// - Complexity: O(n), to find the row.
  public func isPending(rowID id: Int) -> Bool {
    guard let index = index(of: id) else { return false }
    return isPending(rowAt: index)
  }

  /// ``isPending(rowID:)`` for the row at `index`: `false` outside the rows.
  func isPending(rowAt index: Int) -> Bool {
    guard rows.indices.contains(index) else { return false }
    let row = rows[index]
    return row.id == Self.provisionalRowID || row.awaitsDeleteAnswer
  }

  /// Whether a tap (VoiceOver's activation, Full Keyboard Access's Space) may select this row
  /// now: it is in the list and not pending (``isPending(rowID:)``). A host refuses the
  /// selection otherwise (`tableView(_:willSelectRowAt:)` answers `nil`, and the row does
  /// not highlight), so the empty slot of a row on its way out, or of one not yet in, does
  /// not select whatever the table has there. A gesture on another row does not stop it.
  ///
  /// - Complexity: O(n), to find the row.
  public func allowsSelection(rowID id: Int) -> Bool {
    guard let index = index(of: id) else { return false }
    return !isPending(rowAt: index)
  }

  /// The index of the row with this identifier.
  ///
  /// - Complexity: O(n).
  public func index(of id: Int) -> Int? { rows.firstIndex { $0.id == id } }

  /// The index of the row under a `y` in the gesture's coordinate space (where the row rests).
  public func rowIndex(atY y: Double) -> Int? {
    guard y.isFinite else { return nil }
    return layout.index(at: viewport.contentY(atY: y))
  }
}
