import GestureCore

/// Demo 4: a navigation stack on ``BackSwipeStore``, whose pages above the root hold what
/// shares horizontal strokes with the back swipe: a horizontal carousel (a paging
/// ``MomentumScroll``: momentum, a rubber band at its ends, a card per page), a row with
/// leading and trailing swipe actions (``SwipeActionsStore``), a to-do row that swipes
/// right to complete (``ListStore``) and a drawing canvas excluded from the back swipe
/// (``BackSwipe/Claim/excluded``). The demo is the host of the three stores: an
/// ``EdgePanRecognizer`` on the leading 20 pt and a full-screen horizontal ``PanRecognizer``
/// that waits for it to fail ask the back swipe's store in `shouldBegin`, with what the
/// content under the finger claims and the carousel under it; the carousel's, the rows' and
/// the canvas's pans ask the core's table
/// (``BackSwipe/winner(start:stroke:claim:scrollView:)``) whether the stroke is theirs.
/// Phases go to the stores, frames go to them while they need frames, and the page draws
/// what they show. Every decision is the core's; the screen's ``BackSwipe/Policy`` is the
/// page's switch.
final class BackSwipeDemo: Demo {
  /// The snapshot: depth, the top page's offset as a fraction of the width (`progress`: 0 in
  /// place, 1 gone to the right), phase (0 idle, 1 swipe following the finger, 2 animating),
  /// the policy (``BackSwipe/Policy``'s raw value), the carousel offsets of the top page and
  /// of the one below it, the carousel's content width, its y and its height; the swipe
  /// row's y, height, content offset and expanded side (−1 none, 0 leading, 1 trailing); the
  /// to-do row's y, offset, cue (−1 none, 0 complete) and done (0/1) on the top page and on
  /// the one below it; the drawing canvas's y and height (0: no canvas; its sides are
  /// ``canvasInset`` in from the area's). Three ``SwipeActionsDemo/ButtonField`` records
  /// follow, the swipe row's leading, then its two trailing buttons.
  enum Field: String, PageNames {
    case depth, progress, phase, policy, offset, belowOffset, contentWidth, carouselY
    case carouselHeight, rowY, rowHeight, rowOffset, rowExpanded, todoY, todoOffset, todoCue
    case todoDone, belowTodoDone, canvasY, canvasHeight
  }

  static let cardWidth = 240.0
  static let cardGap = 12.0
  static let cardCount = 6
  static let carouselInset = 16.0
  static let rowY = 452.0
  static let rowHeight = 72.0
  static let todoY = 532.0
  /// The drawing canvas's top: under the to-do row, with a strip between them where nothing
  /// claims a stroke.
  static let canvasY = 648.0
  /// The drawing canvas's inset from each side: a stroke can start beside it, outside the
  /// edge band.
  static let canvasInset = 40.0

  /// The swipe row of the top page: the store's only row (a page's row is closed when
  /// another page is pushed or popped over it).
  private static let rowID = 0

  /// The stack and its back swipe, whose declared recognizers (the 20 pt edge pan, and the
  /// full-screen pan that waits for it to fail) are on the whole area.
  let navigation: PageHost<BackSwipeStore>
  /// The carousel of each page above the root, bottom first.
  private(set) var carousels: [MomentumScroll] = []
  private let edgeBack: PanRecognizer
  private let fullBack: PanRecognizer
  private let carouselPan = Demo.pan("carousel", .horizontal)
  private let carouselNode: Node
  private var carouselEffects: [MomentumScroll.Effect] = []
  /// The swipe row's leading and trailing actions, the store's pan and tap on the row.
  let rows: PageHost<SwipeActionsStore>
  private let rowNode: Node
  private let rowPan: PanRecognizer
  private let rowTap: GestureRecognizer
  /// The to-do row's swipe to complete (a list of one row, which completes only), the
  /// store's recognizers on the row (its long press and pinch installed off).
  let todo: PageHost<ListStore>
  private let todoNode: Node
  private let todoPan: PanRecognizer
  /// Whether the to-do of each page above the root is done, bottom first.
  private var isDone: [Bool] = []
  /// The drawing canvas: it reads raw touches, so the app excludes the back swipe there.
  private let canvasNode: Node
  private let canvasPan = Demo.pan("canvas", .free)

  /// A root page over `size`, whose pages share strokes under `policy`.
  init(size: Size, policy: BackSwipe.Policy) {
    carouselNode = Node(frame: Rect(x: 0, y: 250, width: size.width, height: 190))
    rowNode = Node(frame: Rect(x: 0, y: Self.rowY, width: size.width, height: Self.rowHeight))
    todoNode = Node(
      frame: Rect(x: 0, y: Self.todoY, width: size.width, height: ListGesturesDemo.rowHeight))
    canvasNode = Node(frame: Self.canvasFrame(in: size))
    // Anywhere is the start region: the policy decides how far from the edge a swipe starts.
    navigation = PageHost(
      BackSwipeStore(
        context: .init(
          container: Rect(x: 0, y: 0, width: size.width, height: size.height), stackDepth: 1,
          policy: policy),
        configuration: .init(backSwipe: .fullScreen, animator: .frames)))
    edgeBack = navigation.recognizers[0] as! PanRecognizer
    fullBack = navigation.recognizers[1] as! PanRecognizer
    todo = PageHost(
      ListStore(
        rows: [ListStore.RowData(id: 0, height: ListGesturesDemo.rowHeight)], rowWidth: size.width,
        viewport: ListViewport(top: Self.todoY, height: ListGesturesDemo.rowHeight, contentOffset: 0),
        configuration: .init(swipeToCommit: .completeOnly, reorder: nil, pinchToInsert: nil)))
    todoPan = todo.recognizers[0] as! PanRecognizer
    var store = SwipeActionsStore()
    var ignored: [SwipeActionsStore.Effect] = []
    store.handle(.insert(Self.rowID, Self.actions(width: size.width)), into: &ignored)
    rows = PageHost(store)
    rowPan = rows.recognizers[0] as! PanRecognizer
    rowTap = rows.recognizers[1]
    super.init(size: size)
    for node in [carouselNode, rowNode, todoNode, canvasNode] { arena.root.addChild(node) }
    navigation.install(in: arena, on: arena.root)
    arena.attach(carouselPan, to: carouselNode)
    rows.install(in: arena, on: rowNode)
    todo.install(in: arena, on: todoNode)
    arena.attach(canvasPan, to: canvasNode)
    edgeBack.shouldBegin = { _ in self.backMayBegin(.edge, self.edgeBack) }
    fullBack.shouldBegin = { _ in self.backMayBegin(.fullScreen, self.fullBack) }
    // The content's pans are deeper: the arena asks them first, and each fails when the table
    // gives the stroke to the back swipe, which then begins.
    carouselPan.shouldBegin = { _ in self.winner(of: self.carouselPan) != .back }
    rowPan.shouldBegin = { _ in
      self.rows.store.claims(stroke: self.rowPan.translation, onRow: Self.rowID)
        && self.winner(of: self.rowPan) != .back
    }
    todoPan.shouldBegin = { _ in self.winner(of: self.todoPan) == .content }
    // The canvas draws in every direction: the table gives it the strokes towards the
    // trailing edge (its claim) and leaves it the others, which no one else takes.
    canvasPan.shouldBegin = { _ in self.winner(of: self.canvasPan) != .back }
    installRecognizers()
    fitVelocitiesAtTheLift()
    showPages()
  }

  /// The `shouldBegin` closures hold the demo strongly (Embedded Swift has no `unowned`):
  /// cut them when the page replaces the demo.
  override func tearDown() {
    edgeBack.shouldBegin = nil
    fullBack.shouldBegin = nil
    carouselPan.shouldBegin = nil
    rowPan.shouldBegin = nil
    todoPan.shouldBegin = nil
    canvasPan.shouldBegin = nil
  }

  /// The row's actions: "Read" leading; "Flag" and "More" trailing (content widths: the
  /// titles' at 15 px). None is destructive: the page keeps its row.
  private static func actions(width: Double) -> SwipeActionsRow {
    SwipeActionsRow(
      leading: [.init(id: "read", contentWidth: 34)],
      trailing: [.init(id: "flag", contentWidth: 30), .init(id: "more", contentWidth: 38)],
      containerSize: Size(width: width, height: rowHeight))
  }

  // MARK: The table

  /// What the content under `start` would do with a stroke towards the trailing edge: the
  /// row's store answers for its row, the list's for the to-do, the core for the canvas
  /// (the app's exclusion rect).
  private func claim(at start: Point) -> BackSwipe.Claim {
    if !rowNode.isHidden && rowNode.frame.contains(start) {
      return rows.store.backSwipeClaim(onRow: Self.rowID)
    }
    if !todoNode.isHidden && todoNode.frame.contains(start) {
      return todo.store.backSwipeClaim(atY: start.y)
    }
    return canvasNode.isHidden ? .none : BackSwipe.exclusionClaim(at: start, in: [canvasNode.frame])
  }

  /// The top page's carousel if `start` is on it, as the back swipe reads a scroll view.
  private func scrollView(at start: Point) -> BackSwipe.ScrollViewState? {
    guard onCarousel(start), let carousel = carousels.last else { return nil }
    return BackSwipe.ScrollViewState(
      contentOffsetX: carousel.offset, contentWidth: carousel.contentLength,
      boundsWidth: carousel.viewportLength)
  }

  /// Who takes the stroke `pan` is about to begin with: the core's table, with the claim
  /// and the carousel under where it started.
  private func winner(of pan: PanRecognizer) -> BackSwipe.Winner {
    let start = pan.location - pan.translation
    return navigation.store.swipe.winner(
      start: start, stroke: pan.translation, claim: claim(at: start), scrollView: scrollView(at: start))
  }

  /// Whether the back-swipe recognizer `recognizer` (`pan`) may begin: the store's answer,
  /// with the same claim and carousel.
  private func backMayBegin(_ recognizer: BackSwipeStore.Recognizer, _ pan: PanRecognizer) -> Bool {
    let start = pan.location - pan.translation
    let carousel = scrollView(at: start)
    return navigation.store.shouldBegin(
      recognizer, start: start, stroke: pan.translation,
      scrollViews: carousel.map { [$0] } ?? [], claim: claim(at: start))
  }

  /// The drawing canvas in an area of `size`: from ``canvasY`` down to 8 pt above the
  /// bottom, at most 160 pt tall, ``canvasInset`` in from each side; no height where that
  /// leaves it less than 40 pt (a short area has no canvas).
  private static func canvasFrame(in size: Size) -> Rect {
    let height = min(160, size.height - canvasY - 8)
    return Rect(
      x: canvasInset, y: canvasY, width: max(0, size.width - 2 * canvasInset),
      height: height < 40 ? 0 : height)
  }

  private var carouselContentWidth: Double {
    2 * Self.carouselInset + Double(Self.cardCount) * Self.cardWidth + Double(Self.cardCount - 1) * Self.cardGap
  }

  /// The full-screen pan runs only where the store asks for one (the page has no system
  /// content swipe).
  private func installRecognizers() {
    fullBack.isEnabled = navigation.store.needsFullScreenRecognizer(contentRecognizerAvailable: false)
  }

  /// The navigation stack over the whole area, at the store's depth, with `policy`.
  private func context(policy: BackSwipe.Policy) -> BackSwipe.Context {
    BackSwipe.Context(
      container: Rect(x: 0, y: 0, width: size.width, height: size.height),
      stackDepth: navigation.store.stackDepth, policy: policy)
  }

  // MARK: Reporting

  private func send(_ event: BackSwipeStore.Event, _ output: inout Output) {
    navigation.send(event, &output) { apply($0, &$1) }
    stackChanged(&output)
  }

  /// After an event of the stack: one carousel and one to-do per page above the root.
  private func stackChanged(_ output: inout Output) {
    // One carousel and one to-do per page above the root, as the stack is drawn.
    let pages = max(0, navigation.store.stackDepth - 1)
    let before = carousels.count
    while carousels.count > pages {
      carousels.removeLast()
      isDone.removeLast()
    }
    while carousels.count < pages {
      carousels.append(
        MomentumScroll(
          axis: .horizontal, contentLength: carouselContentWidth, viewportLength: size.width,
          configuration: .init(pageLength: Self.cardWidth + Self.cardGap)))
      isDone.append(false)
    }
    // Another page on top: its row shows closed, its to-do as that page left it.
    if carousels.count != before { send(.closeAll(animated: false, time: now), &output) }
    showPages()
  }

  private func send(_ event: SwipeActionsStore.Event, _ output: inout Output) {
    rows.send(event, &output) { apply($0, &$1) }
  }

  private func send(_ event: ListStore.Event, _ output: inout Output) {
    todo.send(event, &output) { apply($0, &$1) }
  }

  /// The content of the pages above the root is in the arena only there.
  private func showPages() {
    let isRoot = carousels.isEmpty
    carouselNode.isHidden = isRoot
    rowNode.isHidden = isRoot
    todoNode.isHidden = isRoot
    canvasNode.isHidden = isRoot
    placeRow()
  }

  /// The swipe row where the row store's reader reads touches, the pan and the tap: none at
  /// the root.
  private func placeRow() {
    if rowNode.isHidden {
      if !rows.reader.rows.isEmpty { rows.reader.rows.removeAll() }
    } else if rows.reader.rows.count == 1 {
      rows.reader.rows[0].frame = rowNode.frame
    } else {
      rows.reader.rows = [.init(id: Self.rowID, frame: rowNode.frame)]
    }
  }

  /// Whether a point of the area is on the top page's carousel.
  private func onCarousel(_ point: Point) -> Bool {
    !carouselNode.isHidden && carouselNode.frame.contains(point)
  }

  override func willHandle(_ sample: TouchSample, _ output: inout Output) {
    // A touch elsewhere closes the open row; one on the to-do row is the list's.
    rows.handle(sample, at: now, &output) { apply($0, &$1) }
    if !todoNode.isHidden { todo.handle(sample, at: now, &output) { apply($0, &$1) } }
    // A finger on the carousel stops its flick there, as on a scroll view.
    guard sample.phase == .began, !carousels.isEmpty, onCarousel(sample.location) else { return }
    carousels[carousels.count - 1].handle(.touchDown(time: sample.timestamp), into: &carouselEffects)
  }

  override func didHandle(_ sample: TouchSample, _ output: inout Output) {
    let lifted = sample.phase == .ended || sample.phase == .cancelled
    guard lifted, arena.activeTouchCount == 0 else { return }
    for index in carousels.indices {
      carousels[index].handle(.touchUp(time: now), into: &carouselEffects)
    }
  }

  /// A new area: the back swipe measures its progress against the new width, the
  /// carousels page within it, the rows take its width.
  override func resized(_ output: inout Output) {
    for node in [carouselNode, rowNode, todoNode] { node.frame.size.width = size.width }
    canvasNode.frame = Self.canvasFrame(in: size)
    placeRow()
    send(.contextChanged(context(policy: navigation.store.context.policy)), &output)
    for index in carousels.indices {
      carousels[index].handle(
        .resize(contentLength: carouselContentWidth, viewportLength: size.width),
        into: &carouselEffects)
    }
    send(.resize(rowID: Self.rowID, rowNode.frame.size), &output)
    send(ListStore.Event.resize(width: size.width), &output)
  }

  /// ← and → (and Home, End) page the top page's carousel.
  override func key(_ key: ScrollKey, _ output: inout Output) -> Int32 {
    guard !carousels.isEmpty, navigation.store.isAtRest,
      let action = key.action(along: .horizontal)
    else { return 0 }
    let index = carousels.count - 1
    carousels[index].handle(.key(action, time: now), into: &carouselEffects)
    return carousels[index].needsFrames ? 1 : 0
  }

  override func wheel(at location: Point, by delta: Vector, _ output: inout Output) -> Int32 {
    // A sideways wheel or trackpad swipe over the carousel scrolls it.
    guard onCarousel(location), !carousels.isEmpty, delta.dx != 0 else { return 0 }
    let index = carousels.count - 1
    let before = carousels[index].offset
    carousels[index].handle(.scroll(by: delta.dx, animated: false, time: now), into: &carouselEffects)
    return carousels[index].offset != before ? 1 : 0
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    let recognizer = change.recognizer
    if recognizer === rowTap {
      rows.handle(change, at: now, &output) { apply($0, &$1) }
      return
    }
    guard let drag = DragEvent(change) else { return }
    if case .began = drag {
      // Which content took the stroke, for the page to show (the back swipe says so itself).
      let taker =
        recognizer === rowPan ? 1 : recognizer === todoPan ? 2 : recognizer === carouselPan ? 3
        : recognizer === canvasPan ? 4 : 0
      if taker > 0 { output.emit(.strokeTaken, Double(taker)) }
    }
    if recognizer === carouselPan {
      if !carousels.isEmpty {
        carousels[carousels.count - 1].handle(.drag(drag, time: now), into: &carouselEffects)
      }
    } else if rows.handle(change, at: now, &output, { apply($0, &$1) }) {
    } else if todo.handle(change, at: now, &output, { apply($0, &$1) }) {
    } else if recognizer === canvasPan {
      // The page draws the stroke: from where the finger landed, then every point it reaches.
      if case .began(let location, let translation) = drag {
        output.emit(.drew, location.x - translation.dx, location.y - translation.dy, 1)
      }
      output.emit(.drew, change.location.x, change.location.y)
    } else if navigation.handle(change, at: now, &output, { apply($0, &$1) }) {
      stackChanged(&output)
    }
  }

  override func step(_ output: inout Output) {
    if navigation.store.needsFrames {
      navigation.tick(now, &output) { apply($0, &$1) }
      stackChanged(&output)
    }
    rows.tick(now, &output) { apply($0, &$1) }
    todo.tick(now, &output) { apply($0, &$1) }
    for index in carousels.indices where carousels[index].needsFrames {
      carousels[index].handle(.tick(time: now), into: &carouselEffects)
    }
  }

  // MARK: Applying (the app)

  private func apply(_ effect: BackSwipeStore.Effect, _ output: inout Output) {
    switch effect {
    case .beginPop:
      output.emit(.backSwipeBegan, Double(navigation.store.stackDepth))
    case .pushed(let depth):
      output.emit(.pushed, Double(depth))
    case .popped(let depth, let bySwipe):
      output.emit(.popped, Double(depth), bySwipe ? 1 : 0)
    case .swipeCancelled:
      output.emit(.backSwipeCancelled, Double(navigation.store.stackDepth))
    case .finish, .cancel:
      break  // The percent-driven animator's: this store runs on frames.
    }
  }

  /// The row's actions only report: the page keeps its row.
  private func apply(_ effect: SwipeActionsStore.Effect, _ output: inout Output) {
    switch effect {
    case .haptic(let haptic):
      output.emit(.haptic, haptic.code)
    case .perform(let id, _, let side, let button, _):
      output.emit(.perform, Double(id), side == .leading ? 0 : 1, Double(button))
      rows.answer(.actionAnswered(rowID: id, completed: true, time: now))  // Queued.
    case .didOpen(let id, let side):
      output.emit(.didOpen, Double(id), side == .leading ? 0 : 1)
    case .didClose(let id, let side):
      output.emit(.didClose, Double(id), side == .leading ? 0 : 1)
    case .fullSwipe, .willOpen, .dismissed:
      break  // Drawn from the row's state; no action here is destructive.
    }
  }

  private func apply(_ effect: ListStore.Effect, _ output: inout Output) {
    switch effect {
    case .haptic(let haptic):
      output.emit(.haptic, haptic.code)
    case .complete(let id):
      guard !isDone.isEmpty else { return }
      isDone[isDone.count - 1].toggle()
      output.emit(.commit, Double(id), isDone[isDone.count - 1] ? 0 : 2)
    case .delete, .move, .insert, .beginEditing, .reorderEnded, .scroll, .scrollingEnabled,
      .announce:
      break  // The list completes only: no delete, reorder or insert.
    }
  }

  // MARK: Keys

  /// The page's items as the page names them: the top page's swipe row and to-do row (the
  /// numbers of ``EventCode/strokeTaken``).
  static let rowItem = 1
  static let todoItem = 2

  /// The keys of the demo, in one place: on the top page's swipe row, the swipe-actions
  /// demo's keys (``SwipeActionsDemo/keyed(_:row:part:in:time:)``: ← → open, Enter on a
  /// button taps it); on its to-do, → Enter or Space completes it (the list store's
  /// `commit`); anywhere else, and on a closed row, Escape pops the top page as the back
  /// button does (the store's `pop`).
  /// Every store of the screen follows Reduce Motion: the navigation's (the swipe's finish
  /// and the store-animated push and pop), the swipe row's and the to-do row's.
  override func reduceMotionChanged(_ reduces: Bool, _ output: inout Output) {
    send(BackSwipeStore.Event.reduceMotionChanged(reduces), &output)
    send(SwipeActionsStore.Event.reduceMotionChanged(reduces), &output)
    send(ListStore.Event.reduceMotionChanged(reduces), &output)
  }

  override func key(_ key: ItemKey, item: Int, part: Int, _ output: inout Output) -> Int32 {
    guard navigation.store.isAtRest else { return 0 }
    let pages = !carousels.isEmpty
    if pages, item == Self.rowItem,
      rows.store.row(Self.rowID)?.isClosed == false || key != .escape,
      let event = SwipeActionsDemo.keyed(key, row: Self.rowID, part: part, in: rows.store, time: now)
    {
      send(event, &output)
      return 1
    }
    if pages, item == Self.todoItem, key == .right || key == .enter || key == .space {
      send(ListStore.Event.commit(.complete, rowID: 0), &output)
      return 1
    }
    guard key == .escape, navigation.store.mayPop else { return 0 }
    send(.pop(time: now), &output)
    return 1
  }

  override func command(_ command: Command, _ value: Double, _ output: inout Output) -> Int32 {
    switch command {
    case .push:
      guard navigation.store.mayPush else { return 1 }
      send(.push(time: now), &output)
    case .pop:
      guard navigation.store.mayPop else { return 1 }
      send(.pop(time: now), &output)
    case .backPolicy:
      guard value >= 0, value <= 3, let policy = BackSwipe.Policy(rawValue: UInt8(value)) else { return 1 }
      send(.contextChanged(context(policy: policy)), &output)
      installRecognizers()
    default:
      return 1
    }
    return 0
  }

  // MARK: Drawing

  override func render(_ snapshot: inout [Double]) {
    let store = navigation.store
    let count = carousels.count
    let row = rows.store.row(Self.rowID)
    let item = todo.store.rows.first
    snapshot.append(Field.self) { field in
      switch field {
      case .depth: Double(store.stackDepth)
      case .progress: store.progress
      case .phase:
        switch store.phase {
        case .idle: 0
        case .tracking: 1
        case .finishing, .cancelling, .pushing, .popping: 2
        }
      case .policy: Double(store.context.policy.rawValue)
      case .offset: count >= 1 ? carousels[count - 1].offset : 0
      case .belowOffset: count >= 2 ? carousels[count - 2].offset : 0
      case .contentWidth: carouselContentWidth
      case .carouselY: carouselNode.frame.minY
      case .carouselHeight: carouselNode.frame.height
      case .rowY: rowNode.frame.minY
      case .rowHeight: rowNode.frame.height
      case .rowOffset: row?.offset ?? 0
      case .rowExpanded: row?.expandedSide.map { $0 == .leading ? 0 : 1 } ?? -1
      case .todoY: todoNode.frame.minY
      case .todoOffset: item?.offset ?? 0
      case .todoCue: item?.cue == .complete ? 0 : -1
      case .todoDone: count >= 1 && isDone[count - 1] ? 1 : 0
      case .belowTodoDone: count >= 2 && isDone[count - 2] ? 1 : 0
      case .canvasY: canvasNode.frame.minY
      case .canvasHeight: canvasNode.frame.height
      }
    }
    for frame in row?.leadingFrames ?? [] { SwipeActionsDemo.append(button: frame, to: &snapshot) }
    for frame in row?.trailingFrames ?? [] { SwipeActionsDemo.append(button: frame, to: &snapshot) }
  }
}
