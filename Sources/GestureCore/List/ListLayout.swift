/// The vertical geometry of a list: each row's height and, from them, each row's top, with
/// the row at a given `y` found by binary search.
///
/// Rows are stacked from `y = 0` (the top of the first row, in content coordinates: the
/// coordinate space that scrolls with the list) without gaps. ``Reorder`` and
/// ``PinchToInsert`` keep one each, update it with their own edits, and take a new one from
/// the host when the rows change otherwise.
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
  /// - Parameter heights: each row's height; NaN, infinite or negative heights become 0.
  /// - Complexity: O(n).
  public init(heights: [Double]) {
    var clean = heights
    for index in clean.indices where !ListLayout.isValidHeight(clean[index]) { clean[index] = 0 }
    self.heights = clean
    offsets = []
    offsets.reserveCapacity(clean.count + 1)
    offsets.append(0)
    var top = 0.0
    for height in clean {
      top += height
      offsets.append(top)
    }
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

  static func isValidHeight(_ height: Double) -> Bool {
    height.isFinite && height >= 0
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
