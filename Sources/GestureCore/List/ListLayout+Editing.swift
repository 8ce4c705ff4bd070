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
    guard heights.indices.contains(from), heights.indices.contains(to), from != to else {
      return false
    }
    let moved = heights[from]
    if from < to {
      for index in from..<to { heights[index] = heights[index + 1] }
    } else {
      for index in stride(from: from, to: to, by: -1) { heights[index] = heights[index - 1] }
    }
    heights[to] = moved
    recomputeTops(from: min(from, to), through: max(from, to))
    return true
  }

  /// Inserts a row of `height` points at `index` (`count` appends).
  ///
  /// An index out of `0...count` leaves the layout unchanged and returns `false`.
  ///
  /// - Parameters:
  ///   - height: in points; NaN, infinite or negative becomes 0.
  ///   - index: where the new row goes, in `0...count`.
  /// - Complexity: O(n).
  @discardableResult
  public mutating func insert(height: Double, at index: Int) -> Bool {
    guard index >= 0, index <= count else { return false }
    let height = ListLayout.isValidHeight(height) ? height : 0
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
  private mutating func recomputeTops(from first: Int, through last: Int) {
    guard first <= last else { return }
    var top = offsets[first]
    for index in first...last {
      top += heights[index]
      offsets[index + 1] = top
    }
  }
}
