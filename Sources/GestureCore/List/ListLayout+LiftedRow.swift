extension ListLayout {
  /// The slot a lifted row should occupy while it is dragged: the reorder target.
  ///
  /// While row `original` (an index in this layout, the rows as they were when it was lifted)
  /// is lifted, the other rows keep their order and the lifted row's empty slot can be at any
  /// index `0..<count`. The row moves one slot down when its bottom edge is more than
  /// `hysteresis` points below the middle of the row under it, and one slot up when its top
  /// edge is more than `hysteresis` points above the middle of the row over it: it takes a
  /// neighbour's place once it covers more than half of that neighbour, for rows of any
  /// heights, with the same rule in both directions. For rows of equal heights this is the
  /// lifted row's centre crossing the line between the two slots.
  ///
  /// Moving back needs the opposite crossing, `2 × hysteresis` points away, so a finger that
  /// trembles on a threshold never makes the rows oscillate. A jump across several rows (a
  /// fast finger, an auto-scroll step) returns the final slot at once.
  ///
  /// In slot terms, with `h` the lifted row's height, the line between slots `k` and `k + 1`
  /// for the lifted row's top edge is the middle of row `k` for `k < original` and the middle
  /// of row `k + 1` minus `h` for `k >= original` (rows below the lifted one close up by `h`).
  /// Those lines never decrease, so two binary searches find the slot.
  ///
  /// - Parameters:
  ///   - original: the lifted row's index in this layout, `0..<count`.
  ///   - top: the lifted row's top edge, in content coordinates (any finite value: the slot is
  ///     clamped to the list).
  ///   - current: the slot the row occupies now, `0..<count`.
  ///   - hysteresis: how far past a threshold, in points, the edge must go, `0...` (a negative
  ///     value counts as 0).
  /// - Returns: the slot, `0..<count`: `current` when no threshold was passed far enough, or
  ///   when `top` or `hysteresis` is NaN.
  /// - Precondition: `original` and `current` are in `0..<count`.
  /// - Complexity: O(1) when the row stays in its slot (two comparisons), O(log n) when it
  ///   moves (two binary searches); no allocation.
  public func slot(forRowLiftedFrom original: Int, top: Double, current: Int, hysteresis: Double)
    -> Int
  {
    guard !top.isNaN, !hysteresis.isNaN else { return current }
    let hysteresis = max(0, hysteresis)
    let lines = count - 1
    let liftedHeight = heights[original]
    // The line between slots k and k + 1, for the lifted row's top edge.
    func line(_ slot: Int) -> Double {
      slot < original
        ? offsets[slot] + heights[slot] / 2
        : offsets[slot + 1] + heights[slot + 1] / 2 - liftedHeight
    }
    // Most events leave the row in its slot: two comparisons with its own lines say so.
    let staysAbove = current >= lines || line(current) + hysteresis >= top
    let staysBelow = current == 0 || line(current - 1) - hysteresis <= top
    if staysAbove && staysBelow { return current }
    let down = ListLayout.partitionPoint(lines) { line($0) + hysteresis < top }
    if down > current { return down }
    let up = ListLayout.partitionPoint(lines) { line($0) - hysteresis <= top }
    if up < current { return up }
    return current
  }

  /// The top of slot `slot`, in content coordinates, while row `original` is lifted out of
  /// the list: the rows above the slot close up, the rows below make room for the lifted row.
  /// It is also where the row is once dropped there (`move(from: original, to: slot)`).
  ///
  /// - Precondition: `original` and `slot` are in `0..<count`.
  public func top(ofSlot slot: Int, liftedFrom original: Int) -> Double {
    slot <= original ? offsets[slot] : offsets[slot + 1] - heights[original]
  }
}
