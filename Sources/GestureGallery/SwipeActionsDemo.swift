import GestureCore

/// Demo 1: Mail-style swipe actions on two cards and a list of rows, on ``SwipeActionsStore``
/// (one group: only one open). The demo is the store's host and the app around it: it installs
/// the store's recognizers (a horizontal pan and a tap) over the area, lets the store's reader
/// turn them and every finger's touch-down and lift into the store's events over the rows
/// where they are drawn, sends a frame on every tick while the store needs frames, draws the
/// store's offsets and button frames, and as the app runs the actions: a destructive one
/// deletes its row (once its content is off-screen after a full swipe). Every gesture
/// decision is the store's. The list scrolls on a ``MomentumScroll`` (a vertical drag, a
/// wheel, the keys), and scrolling closes the open rows, as in Mail.
final class SwipeActionsDemo: Demo {
  /// The snapshot's first record; a ``RowField`` record per row follows, in order, each
  /// followed by a ``ButtonField`` record per leading, then trailing button.
  enum ListField: String, PageNames { case contentOffset }
  /// A row: its id, frame (area coordinates), content offset, expanded side (−1 none, 0
  /// leading, 1 trailing) and number of buttons per side.
  enum RowField: String, PageNames {
    case id, x, y, width, height, offset, expanded, leadingCount, trailingCount
  }
  /// A button's x and width (row coordinates).
  enum ButtonField: String, PageNames { case x, width }

  private struct Row {
    var id: Int
    /// Where the row is in the list's content. When a row above is deleted, the rows below
    /// move up at once; the page eases them there (CSS).
    var frame: Rect
  }

  /// The rows, in the order of the reader's (``SwipeActionsStore/Reader/rows``: where each is
  /// drawn, the list's scroll offset off its frame here).
  private var rows: [Row] = []
  /// The rows' swipes: the store, its pan and its tap on the whole area.
  let store = PageHost(SwipeActionsStore())
  /// The list's scroll view, and its pan.
  private(set) var scroll: MomentumScroll
  private var scrollEffects: [MomentumScroll.Effect] = []
  private let scrollPan = Demo.pan("scroll", .vertical, maximumTouches: 1)
  /// The fingers down, as the store was told.
  private var touches: [TouchID] = []
  private let cardCount = 2
  private let cardHeight = 92.0
  private let rowHeight = 72.0

  override init(size: Size) {
    scroll = MomentumScroll(axis: .vertical, contentLength: 0, viewportLength: size.height)
    super.init(size: size)
    store.install(in: arena, on: arena.root)
    arena.attach(scrollPan, to: arena.root)
    // Cards: "Pin" leading; "Delete" and "Archive" trailing. Rows: "Read" leading; "Delete"
    // and "More" trailing. Content widths are the titles' widths at 15 px.
    for id in 0..<8 {
      let isCard = id < cardCount
      let frame =
        isCard
        ? Rect(x: 16, y: 12 + Double(id) * (cardHeight + 12), width: size.width - 32, height: cardHeight)
        : Rect(
          x: 0, y: 12 + Double(cardCount) * (cardHeight + 12) + 12 + Double(id - cardCount) * rowHeight,
          width: size.width, height: rowHeight)
      let leading: SwipeActionsRow.ActionSet =
        isCard ? [.init(id: "pin", contentWidth: 24)] : [.init(id: "read", contentWidth: 34)]
      let trailing: SwipeActionsRow.ActionSet =
        isCard
        ? [.init(id: "delete", contentWidth: 46, style: .destructive), .init(id: "archive", contentWidth: 54)]
        : [.init(id: "delete", contentWidth: 46, style: .destructive), .init(id: "more", contentWidth: 38)]
      rows.append(Row(id: id, frame: frame))
      store.reader.rows.append(.init(id: id, frame: frame))
      send(.insert(id, SwipeActionsRow(leading: leading, trailing: trailing, containerSize: frame.size)))
    }
    scroll.handle(
      .resize(contentLength: contentHeight, viewportLength: size.height), into: &scrollEffects)
    fitVelocitiesAtTheLift()
  }

  /// The content's height: the last row's bottom and a margin.
  private var contentHeight: Double {
    (rows.last?.frame.maxY ?? 0) + 12
  }

  /// Hands an event to the scroll view; a scroll that moved the content closes the open rows
  /// (the store's rule) and moves the rows' hit areas with it.
  private func send(_ event: MomentumScroll.Event, _ output: inout Output) {
    let before = scroll.offset
    scroll.handle(event, into: &scrollEffects)
    guard scroll.offset != before else { return }
    if case .drag = event {} else { send(.scrolled(time: now), &output) }
    placeRows()
  }

  /// The reader's rows where the rows are drawn: it reads touches, the pan and the tap over
  /// them (in place: no array is made per scroll event).
  private func placeRows() {
    for index in rows.indices {
      var frame = rows[index].frame
      frame.origin.y -= scroll.offset
      store.reader.rows[index].frame = frame
    }
  }

  // MARK: Reporting

  private func send(_ event: SwipeActionsStore.Event) {
    var output = Output()
    send(event, &output)
  }

  private func send(_ event: SwipeActionsStore.Event, _ output: inout Output) {
    store.send(event, &output) { apply($0, &$1) }
  }

  override func willHandle(_ sample: TouchSample, _ output: inout Output) {
    switch sample.phase {
    case .began:
      guard !touches.contains(sample.id) else { return }
      touches.append(sample.id)
      send(MomentumScroll.Event.touchDown(time: now), &output)  // A flick stops under the finger.
    case .ended, .cancelled:
      guard let index = touches.firstIndex(of: sample.id) else { return }
      touches.remove(at: index)
    case .moved, .stationary:
      return
    }
    store.handle(sample, at: now, &output) { apply($0, &$1) }
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    // The store's pan drags the row where it began; its tap presses a button or closes.
    if store.handle(change, at: now, &output, { apply($0, &$1) }) { return }
    if change.recognizer === scrollPan {
      guard let drag = DragEvent(change) else { return }
      // The list starts scrolling: open rows close, as in Mail.
      if case .began = drag { send(.scrolled(time: now), &output) }
      send(MomentumScroll.Event.drag(drag, time: now), &output)
    }
  }

  override func didHandle(_ sample: TouchSample, _ output: inout Output) {
    let lifted = sample.phase == .ended || sample.phase == .cancelled
    if lifted, touches.isEmpty { send(MomentumScroll.Event.touchUp(time: now), &output) }
  }

  override func step(_ output: inout Output) {
    if scroll.needsFrames { send(MomentumScroll.Event.tick(time: now), &output) }
    store.tick(now, &output) { apply($0, &$1) }
  }

  /// A new area: cards and rows take its width, the list its height.
  override func resized(_ output: inout Output) {
    for index in rows.indices {
      let isCard = rows[index].id < cardCount
      rows[index].frame.size.width = max(0, isCard ? size.width - 32 : size.width)
      send(.resize(rowID: rows[index].id, rows[index].frame.size), &output)
    }
    send(.resize(contentLength: contentHeight, viewportLength: size.height), &output)
    placeRows()
  }

  override func wheel(at location: Point, by delta: Vector, _ output: inout Output) -> Int32 {
    let before = scroll.offset
    send(.scroll(by: delta.dy, animated: false, time: now), &output)
    return scroll.offset != before ? 1 : 0
  }

  override func key(_ key: ScrollKey, _ output: inout Output) -> Int32 {
    guard let action = key.action(along: .vertical) else { return 0 }
    send(.key(action, time: now), &output)
    return scroll.needsFrames ? 1 : 0
  }

  override func command(_ command: Command, _ value: Double, _ output: inout Output) -> Int32 {
    guard command == .closeAll else { return 1 }
    send(.closeAll(animated: true, time: now), &output)
    return 0
  }

  // MARK: Keys

  /// The keys of a focused row (`item`: its id; `part`: one of its buttons, leading first):
  /// the store's events for them, in ``SwipeActionsDemo/keyed(_:row:part:in:)``. A row that
  /// moved out of view is shown first.
  override func key(_ key: ItemKey, item: Int, part: Int, _ output: inout Output) -> Int32 {
    guard let event = Self.keyed(key, row: item, part: part, in: store.store, time: now) else { return 0 }
    send(event, &output)
    return 1
  }

  /// The swipe-actions event a key on a row means, the one place the keys meet the store
  /// (this demo's and the back-swipe demo's row): → opens the leading side and ← the
  /// trailing one, as a swipe to the right or the left does (`open`); Escape closes it
  /// (`close`); Enter or Space on a button is a tap on it, and Delete on the row a tap on
  /// its destructive button (`tapAction`). `nil`: the key means nothing there.
  static func keyed(
    _ key: ItemKey, row id: Int, part: Int, in store: SwipeActionsStore, time: Double
  ) -> SwipeActionsStore.Event? {
    guard let row = store.row(id) else { return nil }
    let leading = row.actions(.leading).actions, trailing = row.actions(.trailing).actions
    switch (key, part) {
    case (.right, -1): return leading.isEmpty ? nil : .open(rowID: id, .leading, animated: true, time: time)
    case (.left, -1): return trailing.isEmpty ? nil : .open(rowID: id, .trailing, animated: true, time: time)
    case (.escape, _): return .close(rowID: id, animated: true, time: time)
    case (.delete, -1):
      guard let index = trailing.firstIndex(where: { $0.style == .destructive }) else { return nil }
      return .tapAction(rowID: id, .trailing, index: index, time: time)
    case (.enter, 0...), (.space, 0...):
      if part < leading.count { return .tapAction(rowID: id, .leading, index: part, time: time) }
      guard part - leading.count < trailing.count else { return nil }
      return .tapAction(rowID: id, .trailing, index: part - leading.count, time: time)
    default: return nil
    }
  }

  /// Scrolls the list, animated, just far enough to show row `item` whole.
  /// The rows' springs (opening, closing, a full swipe's slide) follow Reduce Motion.
  override func reduceMotionChanged(_ reduces: Bool, _ output: inout Output) {
    send(.reduceMotionChanged(reduces), &output)
  }

  override func focus(item: Int, _ output: inout Output) {
    guard let row = rows.first(where: { $0.id == item }) else { return }
    if row.frame.minY < scroll.offset {
      send(.show(offset: row.frame.minY - 12, animated: true, time: now), &output)
    } else if row.frame.maxY > scroll.offset + size.height {
      send(.show(offset: row.frame.maxY + 12 - size.height, animated: true, time: now), &output)
    }
  }

  // MARK: Applying (the app)

  private func apply(_ effect: SwipeActionsStore.Effect, _ output: inout Output) {
    let code: (SwipeActionsRow.Side) -> Double = { $0 == .leading ? 0 : 1 }
    switch effect {
    case .haptic(let haptic):
      output.emit(.haptic, haptic.code)
    case .perform(let id, _, let side, let button, let dismisses):
      output.emit(.perform, Double(id), code(side), Double(button))
      // The app: a destructive action deletes the row: at once for a tap, once the content
      // is off-screen for a full swipe. (The style, not the action's String id: comparing
      // Strings would link Unicode tables into the module.)
      let actions = store.store.row(id)?.actions(side).actions ?? []
      let deletes = actions.indices.contains(button) && actions[button].style == .destructive
      store.answer(.actionAnswered(rowID: id, completed: true, time: now))  // Queued.
      if deletes && !dismisses { remove(id, &output) }
    case .dismissed(let id, _):
      remove(id, &output)
    case .fullSwipe(let id, let side, let expanded):
      output.emit(.fullSwipe, Double(id), code(side), expanded ? 1 : 0)
    case .willOpen(let id, let side): output.emit(.willOpen, Double(id), code(side))
    case .didOpen(let id, let side): output.emit(.didOpen, Double(id), code(side))
    case .didClose(let id, let side): output.emit(.didClose, Double(id), code(side))
    }
  }

  /// Takes a row out: the rows below move up into its place.
  private func remove(_ id: Int, _ output: inout Output) {
    guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
    let removed = rows.remove(at: index)
    store.reader.rows.remove(at: index)
    store.answer(.remove(id))  // Queued: handled after the current effects.
    let gap = removed.frame.height + (removed.id < cardCount ? 12 : 0)
    for below in index..<rows.count {
      rows[below].frame.origin.y -= gap
    }
    // A shorter list: its end moves up (a still list is brought within it at once).
    scroll.handle(
      .resize(contentLength: contentHeight, viewportLength: size.height), into: &scrollEffects)
    placeRows()
    output.emit(.removed, Double(removed.id))
  }

  // MARK: Drawing

  override func render(_ snapshot: inout [Double]) {
    let model = store.store
    snapshot.append(ListField.self) { field in
      switch field {
      case .contentOffset: scroll.offset
      }
    }
    for row in rows {
      guard let shown = model.row(row.id) else { continue }
      snapshot.append(RowField.self) { field in
        switch field {
        case .id: Double(row.id)
        case .x: row.frame.minX
        case .y: row.frame.minY - scroll.offset
        case .width: row.frame.width
        case .height: row.frame.height
        case .offset: shown.offset
        case .expanded: shown.expandedSide.map { $0 == .leading ? 0 : 1 } ?? -1
        case .leadingCount: Double(shown.actions(.leading).actions.count)
        case .trailingCount: Double(shown.actions(.trailing).actions.count)
        }
      }
      for frame in shown.leadingFrames { Self.append(button: frame, to: &snapshot) }
      for frame in shown.trailingFrames { Self.append(button: frame, to: &snapshot) }
    }
  }

  static func append(button frame: Rect, to snapshot: inout [Double]) {
    snapshot.append(ButtonField.self) { field in
      switch field {
      case .x: frame.minX
      case .width: frame.width
      }
    }
  }
}
