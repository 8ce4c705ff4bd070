import GestureCore

/// Demo 3: a Clear-style to-do list on ``ListStore``. The demo is the store's host and the
/// app around it: it turns the arena's recognizers into the store's events (a horizontal pan
/// swipes rows, a long press reorders, a pinch inserts, a vertical pan scrolls), sends a frame
/// on every tick while the store needs frames, keeps the items and answers the store's
/// deletes and inserts. Every gesture decision is the store's. The list scrolls on a
/// ``MomentumScroll`` (momentum, rubber band, wheels and keys): the scroll view a browser
/// page does not have.
final class ListGesturesDemo: Demo {
  /// The snapshot's first record; then a ``RowField`` record per item (`count` of them) in
  /// model order, a ``LiftedField`` and a ``PlaceholderField`` record.
  enum ListField: String, PageNames { case contentOffset, contentHeight, count }
  /// An item: its id, top (area coordinates), horizontal offset, done (0/1), cue (−1 none,
  /// 0 complete, 1 delete), lifted (0/1: its slot is empty).
  enum RowField: String, PageNames { case id, top, offset, done, cue, lifted }
  /// The lifted row (all 0 when there is none): present (0/1), id, top, scale, alpha,
  /// shadow (0/1).
  enum LiftedField: String, PageNames { case present, id, top, scale, alpha, shadow }
  /// The placeholder (all 0 when there is none): present (0/1), centre y, height, scale,
  /// label (0 "Pinch apart to add", 1 "Release to add").
  enum PlaceholderField: String, PageNames { case present, centerY, height, scale, label }

  static let rowHeight = 64.0

  /// The app's items, in the store's order; `true` for the done ones.
  private(set) var items: [(id: Int, done: Bool)] = []
  /// The list's gestures: its store and its declared recognizers (the row swipe, the long
  /// press, the pinch) on the whole area.
  let list: PageHost<ListStore>
  /// The list's scroll view.
  private(set) var scroll: MomentumScroll
  /// How far the list is scrolled, in points (negative or past the end while the rubber band
  /// stretches).
  var contentOffset: Double { scroll.offset }
  /// The offset the list store last heard of.
  private var reportedOffset = 0.0
  private var scrollEffects: [MomentumScroll.Effect] = []
  private var nextID = 0
  private let scrollPan = Demo.pan("scroll", .vertical, maximumTouches: 1)
  private var isScrollingEnabled = true

  override init(size: Size) {
    var rows: [ListStore.RowData] = []
    for id in 0..<20 {
      items.append((id, false))
      rows.append(ListStore.RowData(id: id, height: Self.rowHeight))
    }
    nextID = 20
    let store = ListStore(
      rows: rows, rowWidth: size.width,
      viewport: ListViewport(top: 0, height: size.height, contentOffset: 0))
    list = PageHost(store)
    scroll = MomentumScroll(
      axis: .vertical, contentLength: Double(rows.count) * Self.rowHeight,
      viewportLength: size.height)
    super.init(size: size)
    list.install(in: arena, on: arena.root)
    arena.attach(scrollPan, to: arena.root)
    fitVelocitiesAtTheLift()
  }

  private var viewport: ListViewport {
    ListViewport(top: 0, height: size.height, contentOffset: contentOffset)
  }

  // MARK: Reporting

  private func send(_ event: ListStore.Event, _ output: inout Output) {
    list.send(event, &output) { apply($0, &$1) }
    listChanged(&output)
  }

  /// After an event of the list: a shorter or longer list (a row deleted or inserted) is the
  /// scroll view's new end.
  private func listChanged(_ output: inout Output) {
    let height = list.driver.store.layout.totalHeight
    if height != scroll.contentLength {
      send(.resize(contentLength: height, viewportLength: size.height), &output)
    }
  }

  /// Hands an event to the scroll view, and tells the list of the new offset.
  private func send(_ event: MomentumScroll.Event, _ output: inout Output) {
    scroll.handle(event, into: &scrollEffects)
    if scroll.offset != reportedOffset {
      reportedOffset = scroll.offset
      send(.viewportChanged(viewport), &output)
    }
  }

  override func willHandle(_ sample: TouchSample, _ output: inout Output) {
    if sample.phase == .began {
      send(.touchDown(time: sample.timestamp), &output)  // A flick stops under the finger.
    }
    if list.handle(sample, at: sample.timestamp, &output, { apply($0, &$1) }) {
      listChanged(&output)
    }
  }

  override func didHandle(_ sample: TouchSample, _ output: inout Output) {
    let lifted = sample.phase == .ended || sample.phase == .cancelled
    if lifted, arena.activeTouchCount == 0 { send(.touchUp(time: now), &output) }
  }

  override func resized(_ output: inout Output) {
    send(ListStore.Event.resize(width: size.width), &output)
    send(.resize(contentLength: list.store.layout.totalHeight, viewportLength: size.height), &output)
    send(.viewportChanged(viewport), &output)
  }

  override func wheel(at location: Point, by delta: Vector, _ output: inout Output) -> Int32 {
    guard isScrollingEnabled else { return 1 }  // A lifted row or an open gap: nothing moves.
    let before = scroll.offset
    send(.scroll(by: delta.dy, animated: false, time: now), &output)
    return scroll.offset != before ? 1 : 0
  }

  override func key(_ key: ScrollKey, _ output: inout Output) -> Int32 {
    guard isScrollingEnabled, let action = key.action(along: .vertical) else { return 0 }
    send(.key(action, time: now), &output)
    return scroll.needsFrames ? 1 : 0
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    if list.handle(change, at: now, &output, { apply($0, &$1) }) {
      listChanged(&output)
    } else if change.recognizer === scrollPan, isScrollingEnabled {
      if let drag = DragEvent(change) { send(.drag(drag, time: now), &output) }
    }
  }

  override func step(_ output: inout Output) {
    if scroll.needsFrames { send(MomentumScroll.Event.tick(time: now), &output) }
    if list.driver.store.needsFrames {
      list.tick(now, &output) { apply($0, &$1) }
      listChanged(&output)
    }
  }

  // MARK: Keys

  /// The keys of a focused item (`item`: its id), as the native lists' commands: ⌥↑ and ⌥↓
  /// move it a slot, ⌥⇧↑ and ⌥⇧↓ to the top and the bottom; Enter or Space completes it,
  /// Delete deletes it; + adds an item below it. Each is the store's row action
  /// (`perform`: the gesture's own path, refused where the gesture would be, and announced:
  /// ``EventCode/announced``). The bare arrows are not the list's: they move the focus
  /// between rows, as a screen reader's or a keyboard user's navigation expects. The list
  /// then shows the item, or the new one. The one place the keys meet the list store.
  override func key(_ key: ItemKey, item: Int, part: Int, _ output: inout Output) -> Int32 {
    guard let index = items.firstIndex(where: { $0.id == item }),
      list.store.rows.contains(where: { $0.id == item })
    else { return 0 }
    let action: ListStore.RowAction
    switch key {
    case .moveUp: action = .moveUp
    case .moveDown: action = .moveDown
    case .moveToTop: action = .moveToTop
    case .moveToBottom: action = .moveToBottom
    case .enter, .space: action = .complete
    case .delete: action = .delete
    case .plus: action = .addItemBelow
    default: return 0
    }
    if action == .complete {
      // The store announces the state a complete leaves: it starts from the item's.
      send(.completionChanged(rowID: item, isCompleted: items[index].done), &output)
    }
    let inserted = nextID
    send(.perform(action, rowID: item), &output)
    // An insert the app answered: the new row is the one to show.
    focus(item: key == .plus && nextID != inserted ? inserted : item, &output)
    return 1
  }

  /// The list's springs (a slide, the rows closing a gap, a drop) follow Reduce Motion.
  override func reduceMotionChanged(_ reduces: Bool, _ output: inout Output) {
    send(.reduceMotionChanged(reduces), &output)
  }

  /// Scrolls the list, animated, just far enough to show item `item` whole.
  override func focus(item: Int, _ output: inout Output) {
    let store = list.store
    guard isScrollingEnabled, let index = store.rows.firstIndex(where: { $0.id == item }) else { return }
    let top = store.layout.top(of: index)
    let bottom = top + Self.rowHeight
    if top < contentOffset {
      send(.show(offset: top, animated: true, time: now), &output)
    } else if bottom > contentOffset + size.height {
      send(.show(offset: bottom - size.height, animated: true, time: now), &output)
    }
  }

  // MARK: Applying (the app)

  private func apply(_ effect: ListStore.Effect, _ output: inout Output) {
    switch effect {
    case .haptic(let haptic):
      output.emit(.haptic, haptic.code)
    case .complete(let id):
      guard let index = items.firstIndex(where: { $0.id == id }) else { return }
      items[index].done.toggle()
      output.emit(.commit, Double(id), items[index].done ? 0 : 2)
    case .delete(let id):
      let removed = items.contains { $0.id == id }
      items.removeAll { $0.id == id }
      if removed {
        output.emit(.commit, Double(id), 1)
        output.emit(.removed, Double(id))
      }
      list.answer(.deleteAnswered(rowID: id, removed: removed))  // Queued: handled next.
    case .move(let from, let to):
      guard items.indices.contains(from), items.indices.contains(to) else { return }
      items.insert(items.remove(at: from), at: to)
    case .insert(let index):
      guard index >= 0, index <= items.count else {
        list.answer(.insertAnswered(rowID: nil))
        return
      }
      let id = nextID
      nextID += 1
      items.insert((id, false), at: index)
      output.emit(.inserted, Double(id), Double(index))
      list.answer(.insertAnswered(rowID: id))
    case .beginEditing(let id):
      output.emit(.beginEditing, Double(id))
    case .reorderEnded(let id, let from, let to):
      output.emit(.reorderEnded, Double(id), Double(from), Double(to))
    case .scroll(let offset):
      // Auto-scroll during a reorder. Queued by the scroll view's own events: the list hears
      // of the offset through `viewportChanged` like any other scroll.
      scroll.handle(.show(offset: offset, animated: false, time: now), into: &scrollEffects)
      reportedOffset = scroll.offset
    case .scrollingEnabled(let enabled):
      isScrollingEnabled = enabled
      // A drag that scrolled lets go where it is.
      if !enabled { scroll.handle(.drag(.cancelled, time: now), into: &scrollEffects) }
    case .announce(let announcement):
      let kind: AnnouncedKind
      var row = -1.0, position = 0.0, count = 0.0
      switch announcement {
      case .moved(let place):
        (kind, row, position, count) = (.moved, Double(place.rowID), Double(place.ordinal), Double(place.count))
      case .completed(let id, let isDone):
        row = Double(id)
        kind = isDone.map { $0 ? .completed : .markedNotDone } ?? .toggled
      case .deleted(let focus):
        (kind, row) = (.deleted, focus.map(Double.init) ?? -1)
      case .added(let id): (kind, row) = (.added, Double(id))
      case .alreadyAtTop(let id): (kind, row) = (.alreadyAtTop, Double(id))
      case .alreadyAtBottom(let id): (kind, row) = (.alreadyAtBottom, Double(id))
      }
      output.emit(.announced, Double(kind.index), row, position, count)
    }
  }

  // MARK: Drawing

  override func render(_ snapshot: inout [Double]) {
    let store = list.store
    snapshot.append(ListField.self) { field in
      switch field {
      case .contentOffset: contentOffset
      case .contentHeight: store.layout.totalHeight
      case .count: Double(store.rows.count)
      }
    }
    for (index, row) in store.rows.enumerated() {
      snapshot.append(RowField.self) { field in
        switch field {
        case .id: Double(row.id)
        case .top: store.layout.top(of: index) + row.shift - contentOffset
        case .offset: row.offset
        // The store's rows are the items, in order (the store's guarantee).
        case .done: items.indices.contains(index) && items[index].done ? 1 : 0
        case .cue:
          switch row.cue {
          case nil: -1
          case .complete?: 0
          case .delete?: 1
          }
        case .lifted: row.isLifted ? 1 : 0
        }
      }
    }
    let lifted = store.liftedRow
    snapshot.append(LiftedField.self) { field in
      guard let row = lifted else { return 0 }
      switch field {
      case .present: return 1
      case .id: return Double(row.id)
      case .top: return row.top - contentOffset
      case .scale: return row.scale
      case .alpha: return row.alpha
      case .shadow: return row.shadow ? 1 : 0
      }
    }
    let placeholder = store.placeholder
    snapshot.append(PlaceholderField.self) { field in
      guard let shown = placeholder else { return 0 }
      switch field {
      case .present: return 1
      case .centerY: return shown.centerY - contentOffset
      case .height: return shown.height
      case .scale: return shown.scale
      case .label: return shown.label == .releaseToAdd ? 1 : 0
      }
    }
  }
}
