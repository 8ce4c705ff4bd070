import GestureCore

/// What the page reads back after each call: a snapshot of the current demo's layout (records
/// of numbers, each laid out by a ``PageNames`` enum of the demo) and the events that happened
/// since the page last drained them (records of ``Output/recordSize`` numbers, the first an
/// ``EventCode``).
///
/// Both live in linear memory; the page reads them through `Float64Array` views on the
/// pointers `gallery_snapshot()` and `gallery_events()` return, and reads every number by the
/// names of ``Output/describe(into:)``. Labels and titles stay in the page: only numbers cross
/// the boundary.
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

  /// Appends an event record. Never inlined: its six appends at each of the demos' many
  /// call sites would cost more of the wasm than the call does.
  @inline(never)
  mutating func emit(
    _ code: EventCode, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0,
    _ e: Double = 0
  ) {
    // A page that never drains (a test that only sends) must not grow memory without bound.
    if events.count > 60_000 { events.removeAll(keepingCapacity: true) }
    events.append(Double(code.index))
    events.append(a)
    events.append(b)
    events.append(c)
    events.append(d)
    events.append(e)
  }

  /// Writes the page's names for the numbers that cross the boundary, as ASCII lines
  /// `table stride name…` (a name's place is its index in a record; the stride is the
  /// record's size), ending with a 0 byte. The page reads it once, at load; the enums are the
  /// one definition of both sides.
  static func describe(into bytes: inout [UInt8]) {
    func line<Names: PageNames>(_ table: String, _: Names.Type, stride: Int = Names.allCases.count) {
      write(table, to: &bytes)
      write(stride, to: &bytes)
      for name in Names.allCases { write(name.rawValue, to: &bytes) }
      bytes.append(UInt8(ascii: "\n"))
    }
    line("events", EventCode.self, stride: recordSize)
    line("commands", Command.self)
    line("keys", ScrollKey.self)
    line("itemKeys", ItemKey.self)
    line("swipeList", SwipeActionsDemo.ListField.self)
    line("swipeRow", SwipeActionsDemo.RowField.self)
    line("swipeButton", SwipeActionsDemo.ButtonField.self)
    line("sticker", ClosureGesturesDemo.Field.self)
    line("todoList", ListGesturesDemo.ListField.self)
    line("todoRow", ListGesturesDemo.RowField.self)
    line("todoLifted", ListGesturesDemo.LiftedField.self)
    line("todoPlaceholder", ListGesturesDemo.PlaceholderField.self)
    line("backSwipe", BackSwipeDemo.Field.self)
    line("draggable", DraggableDemo.Field.self)
    line("announced", AnnouncedKind.self)
    line("draggableRefused", DraggableRefusal.self)
    bytes.append(0)
  }

  // One copy of the writing for every table (the generic `line` stays small: a smaller
  // wasm). No string is built (no interpolation, no `+`): that would bring the standard
  // library's string growing and transcoding into the wasm (695 bytes) for this one text.

  /// Writes `text`, after a space unless it starts the line.
  @inline(never)
  private static func write(_ text: String, to bytes: inout [UInt8]) {
    if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: " ")) }
    bytes.append(contentsOf: text.utf8)
  }

  /// Writes a count in decimal, after a space.
  @inline(never)
  private static func write(_ number: Int, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: " "))
    var digits: [UInt8] = []
    var rest = Swift.max(0, number)
    repeat {
      digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes.append(contentsOf: digits.reversed())
  }
}

/// Names the page reads numbers by: a `String` enum whose raw values (the case names) are
/// what the page looks up, and whose declaration order is each number's place in its record.
protocol PageNames: CaseIterable, Equatable, RawRepresentable<String> where AllCases == [Self] {}

extension PageNames {
  /// The case's place: its index in declaration order.
  var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension [Double] {
  /// Appends one record laid out by `Names`: `value(name)` for each name, in order.
  mutating func append<Names: PageNames>(_: Names.Type, _ value: (Names) -> Double) {
    for name in Names.allCases { append(value(name)) }
  }
}

/// The kinds of event records, as the page's `Events` table names them (the record's first
/// number is the case's ``PageNames/index``).
enum EventCode: String, PageNames {
  /// Never written: code 0 is kept free so that zeroed memory never reads as an event, and
  /// the codes stay those of the page's first ABI (a gesture is 1), which tools outside the
  /// page, such as benchmarks, still read.
  case none
  /// Closure gestures: a recognizer changed state. (member index, state, x, y, value)
  case gesture
  /// Swipe actions: run an action's handler. (row, side 0 leading / 1 trailing, index)
  case perform
  /// Swipe actions: will open (row, side).
  case willOpen
  /// Swipe actions: did open (row, side).
  case didOpen
  /// Swipe actions: did close (row, side).
  case didClose
  /// Any demo: play a haptic (0 selection, 1 impact, 2 success, 3 warning).
  case haptic
  /// List gestures: an action committed (item, 0 complete / 1 delete / 2 marked not done).
  case commit
  /// List gestures: a reorder ended (item, from, to).
  case reorderEnded
  /// List gestures: start editing the new item (item).
  case beginEditing
  /// Back swipe: the top page was popped (new depth, 1 by a swipe / 0 by the back button).
  case popped
  /// Back swipe: a page was pushed (new depth).
  case pushed
  /// Draggable: came to rest after a drag (x, y, width, height, anchor).
  case draggableEnded
  /// Swipe actions and list gestures: a row left the list (row or item).
  case removed
  /// Swipe actions: full swipe armed or disarmed (row, side, 1 / 0).
  case fullSwipe
  /// List gestures: an item was inserted (item, index).
  case inserted
  /// Back swipe: a back swipe began (depth).
  case backSwipeBegan
  /// Back swipe: a back swipe was cancelled and the top page is back in place (depth).
  case backSwipeCancelled
  /// Back swipe: the content took a stroke (1 the swipe row, 2 the to-do row, 3 the
  /// carousel, 4 the drawing canvas); the back swipe's is ``backSwipeBegan``.
  case strokeTaken
  /// Back swipe: a point of the drawing canvas's stroke (x, y, 1 for the stroke's first).
  case drew
  /// List gestures: what a row action taken by key did, to be read out (``AnnouncedKind``
  /// index, item: the row, or for a delete the row focus goes to, −1 none; position; count).
  case announced
  /// Draggable: a key's action the store refused, to be read out (``DraggableRefusal``
  /// index, the anchor's code for ``DraggableRefusal/alreadyThere``, otherwise −1).
  case draggableRefused
}

/// What a ``EventCode/draggableRefused`` record says, as the page's `DraggableRefusal` table
/// names it: GestureCore's `DraggableStore.ActionRefusal`, with the step's direction.
enum DraggableRefusal: String, PageNames {
  /// "Already at `anchor`": the window rests where the key would move it.
  case alreadyThere
  /// "Already at largest size", "Already at smallest size".
  case largest, smallest
  /// "Show it first": a stashed window keeps its size.
  case stashed
}

/// What an ``EventCode/announced`` record says, as the page's `Announced` table names it.
enum AnnouncedKind: String, PageNames {
  /// "Moved to position `position` of `count`".
  case moved
  /// "Completed", "Marked as not done", or "Done toggled" (a state the store was not told).
  case completed, markedNotDone, toggled
  /// "Deleted": focus goes to the item (−1: the list is empty).
  case deleted
  /// "Item added".
  case added
  /// "Already at top", "Already at bottom".
  case alreadyAtTop, alreadyAtBottom
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
