/// A change to a list's items that a list interaction asks the host to make to its model.
///
/// Indices are model indices at the moment the edit is emitted: every edit applies to the
/// list as the edits before it left it. Applied in order, the edits of ``Reorder`` and
/// ``PinchToInsert`` keep every item exactly once, whatever the gesture did (cancels
/// included): ``Reorder`` only moves, and restores the order when it is cancelled;
/// ``PinchToInsert`` inserts one new item, only on a committed release.
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
