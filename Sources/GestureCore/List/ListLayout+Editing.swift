extension ListLayout {
  /// Moves row `from` to index `to`, as `Array`'s remove-then-insert does: the rows between
  /// slide by one, and only their tops change.
  ///
  /// Indices out of range (or equal) leave the layout unchanged and return `false`.
  ///
  /// - Complexity: O(|from − to|): the tops outside the moved range keep their values. No
  ///   allocation when the layout's storage is not shared with another copy.
  @discardableResult
  public mutating func move(from: Int, to: Int) -> Bool {
    guard ListEdit.move(from: from, to: to).apply(to: &heights, newItem: 0) else { return false }
    recomputeTops(from: min(from, to), through: max(from, to))
    return true
  }

  /// Inserts a row of `height` points at `index` (`count` appends).
  ///
  /// An index out of `0...count` leaves the layout unchanged and returns `false`.
  ///
  /// - Parameters:
  ///   - height: in points; NaN, infinite or negative becomes 0, beyond
  ///     ``InputLimits/length`` that limit.
  ///   - index: where the new row goes, in `0...count`.
  /// - Complexity: O(n).
  @discardableResult
  public mutating func insert(height: Double, at index: Int) -> Bool {
    guard index >= 0, index <= count else { return false }
    let height = ListLayout.cleanHeight(height)
    heights.insert(height, at: index)
    offsets.append(0)
    recomputeTops(from: index, through: count - 1)
    return true
  }

  /// Removes row `index`.
  ///
  /// An index out of range leaves the layout unchanged and returns `false`.
  ///
  /// - Complexity: O(n).
  @discardableResult
  public mutating func remove(at index: Int) -> Bool {
    guard heights.indices.contains(index) else { return false }
    heights.remove(at: index)
    offsets.removeLast()
    if index < count { recomputeTops(from: index, through: count - 1) }
    return true
  }

  /// Applies a list edit: moves, inserts (a row of `insertedRowHeight` points) or removes a
  /// row, the way ``ListEdit/apply(to:newItem:)`` changes the items. `complete` changes no
  /// geometry.
  ///
  /// - Returns: whether the edit applied (`false` for an index out of range, and for
  ///   `complete`, which leaves the rows where they are).
  @discardableResult
  public mutating func apply(_ edit: ListEdit, insertedRowHeight: Double) -> Bool {
    switch edit {
    case .move(let from, let to): move(from: from, to: to)
    case .insert(let index): insert(height: insertedRowHeight, at: index)
    case .delete(let index): remove(at: index)
    case .complete: false
    }
  }

  /// Recomputes the bottoms of rows `first...last` (`offsets[first + 1 ... last + 1]`) from
  /// the top of `first`.
  mutating func recomputeTops(from first: Int, through last: Int) {
    guard first <= last else { return }
    var top = offsets[first]
    for index in first...last {
      top += heights[index]
      offsets[index + 1] = top
    }
  }
}

/// A change to a list's items that a list interaction asks the host to make to its model.
///
/// Indices are model indices at the moment the edit is emitted: every edit applies to the
/// list as the edits before it left it. Applied in order, the edits of a ``ListStore``'s
/// ``Reorder`` and ``PinchToInsert`` keep every item exactly once, whatever the gesture did
/// (cancels included): a reorder only moves, and restores the order when it is cancelled; a
/// pinch inserts one new item, only on a committed release.
///
/// ```swift
/// var titles = ["Milk", "Eggs", "Bread"]
/// ListEdit.move(from: 2, to: 0).apply(to: &titles, newItem: "")      // Bread, Milk, Eggs
/// ListEdit.insert(at: 1).apply(to: &titles, newItem: "New item")    // Bread, New item, ...
/// ```
public enum ListEdit: Hashable, Sendable {
  /// Move the item at `from` to index `to` (remove it, then insert it at `to` in the list
  /// without it, as `Array` does): the items between slide by one.
  case move(from: Int, to: Int)
  /// Insert a new item at `index` (`count` appends).
  case insert(at: Int)
  /// Delete the item at `index`.
  case delete(at: Int)
  /// Mark the item at `index` as complete. Its place does not change.
  case complete(at: Int)

  /// Applies the edit to an array of items.
  ///
  /// An index out of range leaves the items unchanged and returns `false`, never traps; so
  /// does a move to the same index (there is nothing to do).
  ///
  /// - Parameters:
  ///   - items: the list to change.
  ///   - newItem: the item an `insert` puts in; evaluated only for an `insert` in range.
  /// - Returns: whether the items changed. `complete` never changes the array (the item's
  ///   completion is the host's state), so it returns `false`.
  /// - Complexity: O(n) for `insert` and `delete`; O(|from − to|) for `move`.
  @discardableResult
  public func apply<Item>(to items: inout [Item], newItem: @autoclosure () -> Item) -> Bool {
    switch self {
    case .move(let from, let to):
      guard items.indices.contains(from), items.indices.contains(to), from != to else {
        return false
      }
      let item = items[from]
      if from < to {
        for index in from..<to { items[index] = items[index + 1] }
      } else {
        for index in stride(from: from, to: to, by: -1) { items[index] = items[index - 1] }
      }
      items[to] = item
      return true
    case .insert(let index):
      guard index >= 0, index <= items.count else { return false }
      items.insert(newItem(), at: index)
      return true
    case .delete(let index):
      guard items.indices.contains(index) else { return false }
      items.remove(at: index)
      return true
    case .complete:
      return false
    }
  }
}
