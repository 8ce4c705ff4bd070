import GestureCore

/// What the page reads back after each call: a snapshot of the current demo's layout (a flat
/// list of numbers whose shape each demo documents on its `render`) and the events that
/// happened since the page last drained them (fixed records of ``Output/recordSize`` numbers).
///
/// Both live in linear memory; the page reads them through `Float64Array` views on the
/// pointers `gallery_snapshot()` and `gallery_events()` return. Labels and titles stay in the
/// page: only numbers cross the boundary.
struct Output {
  /// Numbers per event record: a code, then up to five arguments (unused ones are 0).
  static let recordSize = 6
  /// The latest snapshot.
  var snapshot: [Double]
  /// The events not yet drained, `recordSize` numbers each.
  var events: [Double]

  init() {
    snapshot = []
    snapshot.reserveCapacity(4096)
    events = []
    events.reserveCapacity(1024)
  }

  /// Appends an event record.
  mutating func emit(
    _ code: EventCode, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0,
    _ e: Double = 0
  ) {
    // A page that never drains (a test that only sends) must not grow memory without bound.
    if events.count > 60_000 { events.removeAll(keepingCapacity: true) }
    events.append(code.rawValue)
    events.append(a)
    events.append(b)
    events.append(c)
    events.append(d)
    events.append(e)
  }
}

/// The kinds of event records, as `gallery.js` decodes them.
enum EventCode: Double {
  /// Closure gestures: a recognizer changed state. (member index, state, x, y, value)
  case gesture = 1
  /// Swipe actions: run an action's handler. (row, side 0 leading / 1 trailing, index)
  case perform = 2
  /// Swipe actions: will open (row, side).
  case willOpen = 3
  /// Swipe actions: did open (row, side).
  case didOpen = 4
  /// Swipe actions: did close (row, side).
  case didClose = 5
  /// Any demo: play a haptic (0 selection, 1 impact, 2 success, 3 warning).
  case haptic = 6
  /// To-do list: an action committed (item, 0 complete / 1 delete / 2 marked not done).
  case commit = 7
  /// To-do list: a reorder ended (item, from, to).
  case reorderEnded = 8
  /// To-do list: start editing the new item (item).
  case beginEditing = 9
  /// Navigation: the top page was popped (new depth, 1 by a swipe / 0 by the back button).
  case popped = 10
  /// Navigation: a page was pushed (new depth).
  case pushed = 11
  /// Floating window: came to rest after a drag (x, y, width, height, anchor).
  case floatingEnded = 12
  /// Swipe actions and to-do list: a row left the list (row or item).
  case removed = 13
  /// Swipe actions: full swipe armed or disarmed (row, side, 1 / 0).
  case fullSwipe = 14
  /// To-do list: an item was inserted (item, index).
  case inserted = 15
  /// Navigation: a back swipe began (depth).
  case backSwipeBegan = 16
  /// Navigation: a back swipe was cancelled and the top page is back in place (depth).
  case backSwipeCancelled = 17
}

extension Haptic {
  /// The haptic's code in ``EventCode/haptic`` records.
  var code: Double {
    switch self {
    case .selection: 0
    case .impact: 1
    case .success: 2
    case .warning: 3
    }
  }
}
