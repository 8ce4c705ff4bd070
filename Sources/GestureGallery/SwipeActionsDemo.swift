import GestureCore

/// Demo 1: Mail-style swipe actions on two cards and a list of rows, on ``SwipeActionsStore``
/// (one group: only one open). The demo is the store's host and the app around it: it turns
/// each row's horizontal pan, the area's taps and every finger's touch-down and lift into
/// the store's events, sends a frame on every tick while the store needs frames, draws the
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
    var node: Node
    var pan: PanRecognizer
    /// Reads the row's pan as every host of the store does (a pan per row: each its own).
    var reader = SwipeActionsStore.Reader()
    /// Where the row is in the list's content. When a row above is deleted, the rows below
    /// move up at once; the page eases them there (CSS).
    var frame: Rect
  }

  private var rows: [Row] = []
  /// The rows' swipes.
  let store = StoreDriver(SwipeActionsStore())
  private let tap = TapRecognizer(name: "tap")
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
    arena.attach(tap, to: arena.root)
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
      let node = Node(frame: frame)
      arena.root.addChild(node)
      let pan = Demo.pan("row", .horizontal)
      arena.attach(pan, to: node)
      rows.append(Row(id: id, node: node, pan: pan, frame: frame))
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
    placeNodes()
  }

  /// The rows' nodes where the rows are drawn: the arena hit-tests the area.
  private func placeNodes() {
    for index in rows.indices {
      var frame = rows[index].frame
      frame.origin.y -= scroll.offset
      rows[index].node.frame = frame
    }
  }

  // MARK: Reporting

  private func send(_ event: SwipeActionsStore.Event) {
    var output = Output()
    send(event, &output)
  }

  private func send(_ event: SwipeActionsStore.Event, _ output: inout Output) {
    store.send(event) { effect in apply(effect, &output) }
  }

  /// The row under a point of the area, if any, with its frame where it is drawn (the area's
  /// coordinates).
  private func row(at point: Point) -> SwipeActionsStore.RowFrame? {
    let content = Point(x: point.x, y: point.y + scroll.offset)
    return rows.first { $0.frame.contains(content) }.map { ($0.id, $0.node.frame) }
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
    if let event = SwipeActionsStore.Reader.event(for: sample, time: now, rowAt: row(at:)) {
      send(event, &output)
    }
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    if change.recognizer === tap {
      guard change.state == .recognized else { return }
      send(
        SwipeActionsStore.Reader.event(forTapAt: change.location, time: now, rowAt: row(at:)),
        &output)
      return
    }
    if change.recognizer === scrollPan {
      guard let drag = DragEvent(change) else { return }
      // The list starts scrolling: open rows close, as in Mail.
      if case .began = drag { send(.scrolled(time: now), &output) }
      send(MomentumScroll.Event.drag(drag, time: now), &output)
      return
    }
    guard let index = rows.firstIndex(where: { $0.pan === change.recognizer }),
      let drag = DragEvent(change)
    else { return }
    // A row's pan drags that row, wherever the finger is now.
    let row = rows[index]
    var reader = row.reader
    let event = reader.event(for: drag, time: now) { _ in (row.id, row.node.frame) }
    rows[index].reader = reader
    if let event { send(event, &output) }
  }

  override func didHandle(_ sample: TouchSample, _ output: inout Output) {
    let lifted = sample.phase == .ended || sample.phase == .cancelled
    if lifted, touches.isEmpty { send(MomentumScroll.Event.touchUp(time: now), &output) }
  }

  override func step(_ output: inout Output) {
    if scroll.needsFrames { send(MomentumScroll.Event.tick(time: now), &output) }
    if store.store.needsFrames { send(SwipeActionsStore.Event.tick(time: now), &output) }
  }

  /// A new area: cards and rows take its width, the list its height.
  override func resized(_ output: inout Output) {
    for index in rows.indices {
      let isCard = rows[index].id < cardCount
      rows[index].frame.size.width = max(0, isCard ? size.width - 32 : size.width)
      send(.resize(rowID: rows[index].id, rows[index].frame.size), &output)
    }
    send(.resize(contentLength: contentHeight, viewportLength: size.height), &output)
    placeNodes()
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
      store.send(.actionAnswered(rowID: id, completed: true, time: now)) { _ in }  // Queued.
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
    arena.root.removeChild(removed.node)
    store.send(.remove(id)) { _ in }  // Queued: handled after the current effects.
    let gap = removed.frame.height + (removed.id < cardCount ? 12 : 0)
    for below in index..<rows.count {
      rows[below].frame.origin.y -= gap
    }
    // A shorter list: its end moves up (a still list is brought within it at once).
    scroll.handle(
      .resize(contentLength: contentHeight, viewportLength: size.height), into: &scrollEffects)
    placeNodes()
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
