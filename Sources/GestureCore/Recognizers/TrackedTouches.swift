/// The touches that are down, one entry per arena slot: the one history of each finger
/// that every recognizer attached to the arena reads.
///
/// A recognizer keeps only which slots it tracks. The arena writes a touch's entry once per
/// sample, before any recognizer handles it, so ten recognizers on a touch cost one write
/// rather than ten copies, and a recognizer that was not handed a move (a pinch waiting for
/// its second finger) still reads where its fingers are.
final class TouchTable {
  /// Indexed by arena slot; an entry is meaningful while its slot is in use.
  @exclusivity(unchecked) var entries: [TrackedTouch]

  /// A table of `count` slots.
  init(count: Int) {
    entries = Array(
      repeating: TrackedTouch(id: TouchID(0), startLocation: .zero, startTime: 0, location: .zero),
      count: count)
  }
}

/// The touches a recognizer is tracking, oldest first, as they are now: a view of the
/// arena's touches, not a copy (``GestureRecognizer/touches``).
///
/// Read it when you get it: it reads the arena's touches at each access, and once one of its
/// fingers lifts, a kept view may show the touch that took that finger's place.
public struct TrackedTouches: RandomAccessCollection {
  private let table: TouchTable
  private let slots: [Int]

  init(table: TouchTable, slots: [Int]) {
    self.table = table
    self.slots = slots
  }

  /// 0.
  public var startIndex: Int { 0 }
  /// The number of touches.
  public var endIndex: Int { slots.count }

  /// The touch at `position` (0 is the oldest).
  public subscript(position: Int) -> TrackedTouch { table.entries[slots[position]] }
}
