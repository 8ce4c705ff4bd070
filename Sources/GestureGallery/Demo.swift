import GestureCore

/// One demo of the gallery: an arena over the demo's area, the interactions it drives, and
/// the layout the page draws. Subclasses are the five demos; this base routes touches.
///
/// A demo is a host of its family's store (`ListStore`, `SwipeActionsStore`,
/// `ClosureGestures`, `BackSwipeStore`, `DraggableStore`), as GestureKit is on iOS: it feeds
/// the store the recognizers' state changes, the page's frames and the app's answers, and
/// draws what the store shows after each event. The store runs every spring on those frames;
/// the demo decides nothing itself.
class Demo {
  let arena: GestureArena
  /// The demo's area, in CSS pixels (points): its size at setup, then at each
  /// ``resize(_:_:)``.
  private(set) var size: Size
  /// The page's clock as the demo reads it: never going back (GestureCore's
  /// `MonotonicClock`, the one every host uses).
  private(set) var clock = MonotonicClock()

  /// The latest time seen (a sample, a frame, a wheel or a key), in seconds.
  var now: Double { clock.latest }

  /// Reads a time into the demo's clock (one that goes back, or is no number, reads as the
  /// latest): for events that reach the demo without going through ``pointer(_:_:)`` or
  /// ``tick(_:_:)``.
  final func readTime(_ time: Double) {
    _ = clock.read(time)
  }

  init(size: Size) {
    self.size = size
    arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: size.width, height: size.height)))
  }

  /// A pan recognizer along `axis` that begins with at most `maximumTouches` fingers down.
  /// Never inlined: one copy of a pan's construction serves every pan of every demo, where
  /// each inlined into its demo's setup would cost the wasm a copy of its own.
  @inline(never)
  static func pan(_ name: String, _ axis: PanAxis, maximumTouches: Int = 20) -> PanRecognizer {
    PanRecognizer(name: name, configuration: .init(maximumNumberOfTouches: maximumTouches, axis: axis))
  }

  /// Has every recognizer of the arena fit a pan's, pinch's or rotation's velocity only for
  /// its `ended` or `cancelled` (``GestureRecognizer/reportsVelocityAtEveryChange`` `false`)
  /// rather than at every change: no demo reads a velocity before the lift, and every store
  /// reads only the release velocity. Each demo calls it once its recognizers are attached.
  final func fitVelocitiesAtTheLift() {
    for recognizer in arena.recognizers { recognizer.reportsVelocityAtEveryChange = false }
  }

  /// Feeds one pointer sample; returns 0 when the arena accepted it, 1 when it rejected it.
  final func pointer(_ sample: TouchSample, _ output: inout Output) -> Int32 {
    readTime(sample.timestamp)
    willHandle(sample, &output)
    let outcome = arena.handle(sample)
    for change in arena.changes { handle(change, &output) }
    didHandle(sample, &output)
    if case .rejected = outcome { return 1 }
    return 0
  }

  /// A display frame: fires due deadlines (a long press, a tap interval), then runs the
  /// springs.
  final func tick(_ time: Double, _ output: inout Output) {
    readTime(time)
    // Bounded: a frame fires what is due, even if a recognizer keeps asking for that time.
    var fired = 0
    while fired < 16, let deadline = arena.nextDeadline, deadline <= now {
      arena.advance(to: deadline)
      for change in arena.changes { handle(change, &output) }
      fired += 1
    }
    step(&output)
  }

  /// The page's area changed size (a window resize, DevTools opening, a rotation): the arena
  /// covers the new area and the demo tells its interactions, which re-clamp. Sizes that are
  /// not finite, or unchanged, are ignored.
  final func resize(_ newSize: Size, _ output: inout Output) {
    guard newSize.width.isFinite, newSize.height.isFinite else { return }
    let size = Size(width: max(0, newSize.width), height: max(0, newSize.height))
    guard size != self.size else { return }
    self.size = size
    arena.root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
    resized(&output)
  }

  /// Tells the interactions of a new ``size``.
  func resized(_ output: inout Output) {}
  /// A wheel or trackpad scroll over `location` by `delta` points (positive: towards the
  /// content's end, as the browser's `deltaX`/`deltaY`); returns 1 when something scrolled
  /// (the page then keeps the event), 0 otherwise.
  func wheel(at location: Point, by delta: Vector, _ output: inout Output) -> Int32 { 0 }
  /// A scrolling key (``ScrollKey``); returns 1 when something scrolls, 0 otherwise.
  func key(_ key: ScrollKey, _ output: inout Output) -> Int32 { 0 }
  /// A key pressed on a focused item of the demo (`item`: the page's identifier for it, −1
  /// for the demo as a whole; `part`: −1 the item itself, n ≥ 0 its n-th button). Each demo
  /// answers it by sending its store the event the matching gesture sends (a move, a
  /// commit, an open, a pop…), in one `keyed` method per demo. Returns 1 when the key did
  /// something (the page then keeps the event), 0 otherwise.
  func key(_ key: ItemKey, item: Int, part: Int, _ output: inout Output) -> Int32 { 0 }
  /// An item took the keyboard's focus: the demo brings it into view.
  func focus(item: Int, _ output: inout Output) {}
  /// The person turned Reduce Motion (the browser's `prefers-reduced-motion`) on or off:
  /// the demo tells each of its stores that has a motion policy.
  func reduceMotionChanged(_ reduces: Bool, _ output: inout Output) {}
  /// Called before a sample reaches the arena (to stop a spring a finger lands on).
  func willHandle(_ sample: TouchSample, _ output: inout Output) {}
  /// Called once the arena's changes for a sample are handled (to see the last finger lift).
  func didHandle(_ sample: TouchSample, _ output: inout Output) {}
  /// One recognizer state change.
  func handle(_ change: StateChange, _ output: inout Output) {}
  /// Runs the springs at ``now``.
  func step(_ output: inout Output) {}
  /// A button or toggle of the page; returns 0 when done, 1 when the demo has no such
  /// command or cannot do it now.
  func command(_ command: Command, _ value: Double, _ output: inout Output) -> Int32 { 1 }
  /// Breaks reference cycles before the demo is replaced.
  func tearDown() {}
  /// Writes the layout the page draws into `snapshot`.
  func render(_ snapshot: inout [Double]) {}
}

/// The page's buttons and toggles, as `gallery_command` takes them (by the page's `Commands`
/// table: the case's index).
enum Command: String, PageNames {
  /// Swipe actions: close the open rows.
  case closeAll
  /// Closure gestures: the sticker back in the middle, at its size, unturned.
  case resetSticker
  /// Back swipe: push a page.
  case push
  /// Back swipe: pop with the back button.
  case pop
  /// Back swipe: the top screen's back-swipe policy (value: `BackSwipe.Policy`'s raw value,
  /// 0 automatic, 1 edge only, 2 full screen, 3 disabled).
  case backPolicy
  /// Draggable: the anchors are the corners (value 0) or the edges (1).
  case edges
  /// Draggable: the window stashes at the left and right sides (value 1) or not (0).
  case stash
}

/// The keys the page sends for the item that has the focus (`gallery_item_key`, by the
/// page's `ItemKeys` table), by what is on them: what each does is the demo's (its `key(_:item:part:_:)`).
enum ItemKey: String, PageNames {
  case up, down, left, right, home, end, enter, space, escape, delete, plus, minus
  /// `[` and `]`.
  case openBracket, closeBracket
  /// ⌥↑ and ⌥↓ (Alt+Arrow): the keys that move an item, leaving the bare arrows to
  /// navigation.
  case moveUp, moveDown
  /// ⌥⇧↑ and ⌥⇧↓: move an item to the top, to the bottom.
  case moveToTop, moveToBottom
}

/// The scrolling keys as the page sends them (`gallery_key`, by the page's `Keys` table):
/// arrows, PageUp and PageDown (Space and Shift+Space), Home and End.
enum ScrollKey: String, PageNames {
  case up, down, left, right, pageUp, pageDown, home, end

  /// What the key does on a scroll view along `axis`, or `nil` for an arrow across it.
  func action(along axis: MomentumScroll.Axis) -> MomentumScroll.Key? {
    switch (self, axis) {
    case (.up, .vertical), (.left, .horizontal): .previousLine
    case (.down, .vertical), (.right, .horizontal): .nextLine
    case (.up, .horizontal), (.down, .horizontal), (.left, .vertical), (.right, .vertical): nil
    case (.pageUp, _): .previousPage
    case (.pageDown, _): .nextPage
    case (.home, _): .start
    case (.end, _): .end
    }
  }
}
