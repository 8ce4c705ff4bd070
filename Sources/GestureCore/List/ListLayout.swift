/// The vertical geometry of a list: each row's height and, from them, each row's top, with
/// the row at a given `y` found by binary search.
///
/// Rows are stacked from `y = 0` (the top of the first row, in content coordinates: the
/// coordinate space that scrolls with the list) without gaps. ``ListStore`` keeps one in
/// the model's order, updated with every edit, for its reorder, its pinch and its hit
/// tests.
///
/// ```swift
/// var rows = ListLayout(heights: [60, 44, 44, 80])
/// rows.top(of: 2)          // 104
/// rows.index(at: 110)      // 2: row 2 spans 104..<148
/// rows.apply(.move(from: 3, to: 0), insertedRowHeight: 60)
/// rows.top(of: 1)          // 80: the 80 pt row is now first
/// ```
///
/// Heights that are NaN, infinite or negative are stored as 0, so the tops never decrease and
/// stay finite (for any list whose total height is a finite number).
///
/// - Complexity: ``index(at:)`` is O(log n); ``move(from:to:)`` is O(|from − to|);
///   ``insert(height:at:)`` and ``remove(at:)`` are O(n). Storage: two arrays of n doubles
///   (heights) and n + 1 doubles (tops, the last one the total height).
public struct ListLayout: Hashable, Sendable {
  /// The height of each row, in points, in list order.
  // internal(set): the editing methods live in ListLayout+Editing.swift; they keep `offsets`
  // in step, and nothing else in the module sets either array.
  public internal(set) var heights: [Double]
  /// `offsets[i]` is the top of row `i`; `offsets[count]` is the total height. One longer than
  /// ``heights``, so that every slot, including the one after the last row, has a top.
  var offsets: [Double]

  /// Creates the layout of rows with the given heights, in points, in list order.
  ///
  /// - Parameter heights: each row's height; NaN, infinite or negative heights become 0, and
  ///   heights beyond ``InputLimits/length`` become that limit.
  /// - Complexity: O(n).
  public init(heights: [Double]) {
    var clean = heights
    for index in clean.indices { clean[index] = ListLayout.cleanHeight(clean[index]) }
    self.heights = clean
    offsets = [Double](repeating: 0, count: clean.count + 1)
    recomputeTops(from: 0, through: clean.count - 1)
  }

  /// Creates the layout of `count` rows of the same height.
  ///
  /// - Parameters:
  ///   - count: the number of rows; a negative count gives an empty list.
  ///   - rowHeight: every row's height, in points; NaN, infinite or negative becomes 0.
  public init(count: Int, rowHeight: Double) {
    self.init(heights: [Double](repeating: rowHeight, count: max(0, count)))
  }

  /// The number of rows.
  public var count: Int { heights.count }

  /// Whether the list has no rows.
  public var isEmpty: Bool { heights.isEmpty }

  /// The height of all rows together, in points: the content height.
  public var totalHeight: Double { offsets[offsets.count - 1] }

  /// The top of row `index`, in content coordinates. `top(of: count)` is the bottom of the
  /// last row (the top of a row appended at the end).
  ///
  /// - Precondition: `0 <= index <= count`.
  public func top(of index: Int) -> Double {
    offsets[index]
  }

  /// The height of row `index`, in points.
  ///
  /// - Precondition: `0 <= index < count`.
  public func height(of index: Int) -> Double {
    heights[index]
  }

  /// The vertical middle of row `index`, in content coordinates.
  ///
  /// - Precondition: `0 <= index < count`.
  public func midY(of index: Int) -> Double {
    offsets[index] + heights[index] / 2
  }

  /// The row whose span `top..<top + height` contains `y`, or `nil` when `y` is above the
  /// first row, at or below the bottom of the last one, NaN, or the list is empty. Rows of
  /// height 0 contain no `y`.
  ///
  /// - Complexity: O(log n), binary search over the tops; no allocation.
  public func index(at y: Double) -> Int? {
    guard y >= 0, y < totalHeight else { return nil }
    // The number of tops at or above y, minus one: the last row starting at or above y. Its
    // span contains y, since the next top (if any) is below y.
    let atOrAbove = ListLayout.partitionPoint(count) { offsets[$0] <= y }
    return atOrAbove - 1
  }

  /// A height as a layout keeps it: NaN, infinite or negative becomes 0, and one beyond
  /// ``InputLimits/length`` becomes that limit (so no sum of heights overflows).
  static func cleanHeight(_ height: Double) -> Double {
    height.isFinite && height >= 0 ? min(height, InputLimits.length) : 0
  }

  /// The number of leading indices in `0..<count` for which `isInPrefix` holds, where it holds
  /// for a prefix of the indices and not after (a partitioned predicate).
  ///
  /// - Complexity: O(log count) calls of `isInPrefix`; no allocation.
  @inline(__always)
  static func partitionPoint(_ count: Int, _ isInPrefix: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = low + (high - low) / 2
      if isInPrefix(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

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

/// The visible window onto a list: where it is on screen and how far the list is scrolled.
///
/// List interactions receive finger locations in the coordinate space of the gesture (the
/// arena's root, a UIKit window); the viewport turns them into content coordinates, where
/// the rows of a ``ListLayout`` are:
///
///     contentY = y − top + contentOffset
///
/// ```swift
/// // A table view 600 pt tall, 100 pt below the top of the screen, scrolled by 250 pt.
/// let viewport = ListViewport(top: 100, height: 600, contentOffset: 250)
/// viewport.contentY(atY: 130)   // 280: 30 pt into the viewport, 250 pt scrolled
/// ```
public struct ListViewport: Hashable, Sendable {
  /// The viewport's top edge, in the gesture's coordinate space, in points. Default 0.
  public var top: Double
  /// The viewport's height, in points; valid range `0...`. Default 0.
  public var height: Double
  /// How far the content is scrolled: the content `y` shown at the viewport's top edge, in
  /// points (UIKit's `contentOffset.y`). Default 0.
  public var contentOffset: Double

  /// Creates a viewport. NaN or infinite values become 0, a negative height becomes 0, and a
  /// value beyond ``InputLimits/length`` becomes that limit, so that no NaN reaches an effect
  /// and no spring spans more than the limit.
  public init(top: Double = 0, height: Double = 0, contentOffset: Double = 0) {
    self.top = top.isFinite ? InputLimits.clampLength(top) : 0
    self.height = height.isFinite ? min(max(0, height), InputLimits.length) : 0
    self.contentOffset = contentOffset.isFinite ? InputLimits.clampLength(contentOffset) : 0
  }

  /// The same viewport with its values made valid as ``init(top:height:contentOffset:)``
  /// does: what interactions adopt, since the properties can be set to anything.
  var normalized: ListViewport {
    ListViewport(top: top, height: height, contentOffset: contentOffset)
  }

  /// A finger's gesture-space `y` as the list follows it: beyond the top or bottom edge, on
  /// that edge; in a viewport without a height (not laid out yet), within
  /// ±``InputLimits/length``. NaN stays NaN.
  func clampedToEdges(_ y: Double) -> Double {
    guard height > 0 else { return InputLimits.clampLength(y) }
    return y.isNaN ? y : min(max(y, top), top + height)
  }

  /// The content `y` under the gesture-space `y`.
  public func contentY(atY y: Double) -> Double {
    y - top + contentOffset
  }

  /// The largest content offset that still shows content at the bottom edge: the content
  /// height minus the viewport height, or 0 when the content is shorter than the viewport.
  /// Auto-scroll keeps the offset within `0...maximumContentOffset(contentHeight:)`.
  public func maximumContentOffset(contentHeight: Double) -> Double {
    max(0, contentHeight - height)
  }
}
