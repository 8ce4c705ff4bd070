import GestureCore

// Ready adapters for the host layers (the stores): each reads the rig's recognizers and raw
// touches through the store's own reading (the one every host uses), with the rig clock's
// time, and takes the setup the store needs as init parameters. Where the reading is all an
// adapter does, the reader is the adapter. Display frames come from
// ``InteractionRig/settle(limit:hz:)``.

// MARK: ListStore

/// The rig reads a ``ListStore``'s recognizers as its host does: every touch-down as
/// ``ListStore/Event/touchDown(_:time:)``, the horizontal pan's changes as
/// ``ListStore/Event/swipe(_:time:)``, the long press's as
/// ``ListStore/Event/longPress(_:time:)``, the pinch's through ``ListStore/PinchReader`` as
/// ``ListStore/Event/pinch(_:time:)``. The arena's coordinates are the list's gesture space.
///
/// ```swift
/// let rig = InteractionRig(
///   list: ListStore(
///     rows: (0..<5).map { .init(id: $0, height: 60) }, rowWidth: 390,
///     viewport: ListViewport(top: 0, height: 600)),
///   frame: Rect(x: 0, y: 0, width: 390, height: 600))
/// rig.hold(at: Point(x: 100, y: 130))     // row 2 lifts after the long press's 0.5 s
/// rig.move(to: Point(x: 100, y: 165))     // its bottom 4 pt past row 3's middle
/// #expect(rig.take().contains(.move(from: 2, to: 3)))
/// ```
extension ListStore.Reader: RigAdapter {
  public typealias Model = ListStore

  public mutating func event(for change: StateChange) -> ListStore.Event? {
    event(for: change, time: change.time)
  }

  public mutating func events(for sample: TouchSample, model: ListStore) -> [ListStore.Event] {
    Self.event(for: sample, time: sample.timestamp).map { [$0] } ?? []
  }
}

extension InteractionRig where Adapter == ListStore.Reader {
  /// A list whose rows fill `frame` from its top (the arena's coordinates are the list's),
  /// with a horizontal pan, a long press and a pinch attached and read by a
  /// ``GestureCore/ListStore/Reader``.
  public convenience init(list: ListStore, frame: Rect, screen: Rect? = nil) {
    let swipe = PanRecognizer(name: "swipe", configuration: .init(axis: .horizontal))
    let longPress = LongPressRecognizer(name: "reorder")
    let pinch = PinchRecognizer(name: "pinch")
    self.init(
      list, adapter: ListStore.Reader(swipe: swipe, longPress: longPress, pinch: pinch),
      frame: frame, screen: screen, attaching: swipe, longPress, pinch)
  }
}

// MARK: SwipeActionsStore

/// Feeds a ``SwipeActionsStore`` as its host does, for rows laid out in the rig's container:
/// inserts them (``SwipeActionsStore/Event/insert(_:_:)``) before any touch, then reads the
/// touches, the horizontal pan and the tap through ``GestureCore/SwipeActionsStore/Reader``
/// (touch-downs on the row under them, the pan's drag in the coordinates of the row where it
/// started, taps in the tapped row's).
///
/// ```swift
/// let row = SimulatedSwipeApp.mailRow(Size(width: 390, height: 64))
/// let rig = InteractionRig(
///   rows: [.init(id: 7, actions: row, frame: Rect(x: 0, y: 0, width: 390, height: 64))])
/// rig.press(at: Point(x: 300, y: 32))
/// rig.drag(by: Vector(dx: -100, dy: 0), duration: 0.3)
/// rig.lift()  // released still, past half the 156 pt reveal
/// rig.settle()
/// #expect(rig.model.row(7)?.state == .open(.trailing))
/// ```
public struct SwipeActionsStoreAdapter: RigAdapter {
  public typealias Model = SwipeActionsStore

  /// A row of the container: its identifier, its actions and its frame in the container.
  public struct Row {
    public var id: Int
    public var actions: SwipeActions
    public var frame: Rect

    public init(id: Int, actions: SwipeActions, frame: Rect) {
      self.id = id
      self.actions = actions
      self.frame = frame
    }
  }

  /// The rows, as laid out in the container.
  public var rows: [Row]
  /// The horizontal pan that drags rows.
  public let pan: GestureRecognizer
  /// The tap that presses buttons and closes rows (`nil`: none).
  public let tap: GestureRecognizer?
  private var reader = SwipeActionsStore.Reader()

  /// Reads `pan` (and `tap`) over `rows`.
  public init(rows: [Row], pan: GestureRecognizer, tap: GestureRecognizer? = nil) {
    self.rows = rows
    self.pan = pan
    self.tap = tap
  }

  /// The row under a point of the container.
  private func rowFrame(at location: Point) -> SwipeActionsStore.RowFrame? {
    rows.first { $0.frame.contains(location) }.map { ($0.id, $0.frame) }
  }

  public mutating func setUp(_ model: SwipeActionsStore) -> [SwipeActionsStore.Event] {
    rows.map { .insert($0.id, $0.actions) }
  }

  public mutating func event(for change: StateChange) -> SwipeActionsStore.Event? {
    if change.recognizer === pan, let drag = DragEvent(change) {
      return reader.event(for: drag, time: change.time, rowAt: rowFrame(at:))
    }
    if let tap, change.recognizer === tap, change.state == .recognized {
      return SwipeActionsStore.Reader.event(
        forTapAt: change.location, time: change.time, rowAt: rowFrame(at:))
    }
    return nil
  }

  public mutating func events(for sample: TouchSample, model: SwipeActionsStore)
    -> [SwipeActionsStore.Event]
  {
    SwipeActionsStore.Reader.event(for: sample, time: sample.timestamp, rowAt: rowFrame(at:))
      .map { [$0] } ?? []
  }
}

extension InteractionRig where Adapter == SwipeActionsStoreAdapter {
  /// A container (by default the rows' bounding box from the origin) holding `rows`, with a
  /// horizontal pan and a tap attached and read by a ``SwipeActionsStoreAdapter``.
  public convenience init(
    rows: [SwipeActionsStoreAdapter.Row], store: SwipeActionsStore = SwipeActionsStore(),
    frame: Rect? = nil
  ) {
    let pan = PanRecognizer(name: "swipe", configuration: .init(axis: .horizontal))
    let tap = TapRecognizer(name: "tap")
    let box =
      frame
      ?? Rect(
        x: 0, y: 0, width: rows.map(\.frame.maxX).max() ?? 0,
        height: rows.map(\.frame.maxY).max() ?? 0)
    self.init(
      store, adapter: SwipeActionsStoreAdapter(rows: rows, pan: pan, tap: tap), frame: box,
      attaching: pan, tap)
  }
}

// MARK: BackSwipeStore

/// Feeds a ``BackSwipeStore`` as its host does: the back-swipe pan's changes (an
/// `EdgePanRecognizer`, or a full-screen horizontal pan) as
/// ``BackSwipeStore/Event/drag(_:time:)`` (``GestureCore/BackSwipeStore/event(for:time:)``). With the ``BackSwipeStore/Animator/frames``
/// animator, ``InteractionRig/settle(limit:hz:)`` runs the rest of the pop; with
/// ``BackSwipeStore/Animator/percentDriven`` a test answers with
/// ``BackSwipeStore/Event/transitionCompleted(popped:)`` itself. It keeps what the host drew
/// (``shownProgress``) and the release velocity.
///
/// ```swift
/// let screen = Rect(x: 0, y: 0, width: 390, height: 844)
/// let rig = InteractionRig(
///   backSwipe: BackSwipeStore(
///     context: .init(container: screen, stackDepth: 3), configuration: .init(animator: .frames)),
///   screen: screen)
/// rig.press(at: Point(x: 5, y: 600))  // in the leading edge's band
/// rig.drag(by: Vector(dx: 198.9, dy: 0), duration: 0.3)
/// rig.lift()  // released still past half the width
/// rig.settle()
/// #expect(rig.model.context.stackDepth == 2)
/// ```
public struct BackSwipeStoreAdapter: RigAdapter {
  public typealias Model = BackSwipeStore

  /// The back-swipe pan (`nil`: every recognizer's changes).
  public let recognizer: GestureRecognizer?
  /// The velocity of the latest release, in points per second.
  public private(set) var releaseVelocity: Vector?
  /// The store's ``BackSwipeStore/progress`` after each event: what the host drew.
  public private(set) var shownProgress: [Double] = []

  /// Reads `recognizer`'s changes (by default every recognizer's).
  public init(recognizer: GestureRecognizer? = nil) {
    self.recognizer = recognizer
  }

  public mutating func event(for change: StateChange) -> BackSwipeStore.Event? {
    if let recognizer, change.recognizer !== recognizer { return nil }
    let event = BackSwipeStore.event(for: change, time: change.time)
    if case .drag(.ended(_, _, let velocity), _)? = event { releaseVelocity = velocity }
    return event
  }

  public mutating func host(
    _ model: BackSwipeStore, emitted effects: ArraySlice<BackSwipeStore.Effect>, node: Node
  ) {
    shownProgress.append(model.progress)
  }

  /// The progress drawn since the last call, and forgets it.
  public mutating func takeShownProgress() -> [Double] {
    defer { shownProgress.removeAll() }
    return shownProgress
  }
}

extension InteractionRig where Adapter == BackSwipeStoreAdapter {
  /// A pushed screen of `screen`, with the back-swipe recognizer the store's configuration
  /// asks for attached: an `EdgePanRecognizer` on the leading edge's band, or a horizontal
  /// pan for a full-screen swipe.
  public convenience init(backSwipe store: BackSwipeStore, screen: Rect) {
    let back: PanRecognizer
    switch store.configuration.backSwipe.startRegion {
    case .edge(let width):
      back = EdgePanRecognizer(
        name: "back",
        edgeConfiguration: .init(
          edges: store.context.layoutDirection == .leftToRight ? .left : .right,
          bandWidth: width))
    case .fullScreen:
      back = PanRecognizer(name: "back", configuration: .init(axis: .horizontal))
    }
    self.init(
      store, adapter: BackSwipeStoreAdapter(recognizer: back), frame: screen, screen: screen,
      attaching: back)
  }
}

// MARK: DraggableStore

/// Feeds a ``DraggableStore`` as its host does, through the store's own reading
/// (`DraggableStore.event(for:time:)`): every touch-down and lift as
/// ``DraggableStore/Event/touchDown(_:at:time:)`` and ``DraggableStore/Event/touchUp(_:time:)``
/// (the finger's ``TouchID``), the pan's changes as ``DraggableStore/Event/drag(_:time:)``
/// in the container's coordinates (the arena's), and keeps the rig's node on the view's
/// frame so the next touch lands on it where it is.
///
/// ```swift
/// let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
/// let rig = InteractionRig(
///   draggable: DraggableStore(frame: Rect(x: 12, y: 400, width: 60, height: 60), bounds: bounds),
///   bounds: bounds)
/// rig.flick(from: rig.node.frame.center, by: Vector(dx: 200, dy: 0), duration: 0.1)
/// rig.settle()
/// #expect(rig.model.frame.midX > 195)
/// ```
public struct DraggableStoreAdapter: RigAdapter {
  public typealias Model = DraggableStore

  /// The pan that drags the view (`nil`: every recognizer's changes).
  public let recognizer: GestureRecognizer?
  /// The velocity of the latest `.ended`, in points per second.
  public private(set) var releaseVelocity: Vector?

  /// Reads `recognizer`'s changes (by default every recognizer's).
  public init(recognizer: GestureRecognizer? = nil) {
    self.recognizer = recognizer
  }

  public mutating func event(for change: StateChange) -> DraggableStore.Event? {
    if let recognizer, change.recognizer !== recognizer { return nil }
    let event = DraggableStore.event(for: change, time: change.time)
    if case .drag(.ended(_, _, let velocity), _)? = event { releaseVelocity = velocity }
    return event
  }

  public mutating func events(for sample: TouchSample, model: DraggableStore)
    -> [DraggableStore.Event]
  {
    DraggableStore.event(for: sample, time: sample.timestamp).map { [$0] } ?? []
  }

  public mutating func host(
    _ model: DraggableStore, emitted effects: ArraySlice<DraggableStore.Effect>, node: Node
  ) {
    node.frame = model.frame
  }
}

extension InteractionRig where Adapter == DraggableStoreAdapter {
  /// The store's floating view in its container (`bounds`, the store's: the screen), with a
  /// pan attached and read by a ``DraggableStoreAdapter``; with
  /// ``DraggableStore/Configuration/resizing``, a pinch and a double tap too, as GestureKit
  /// attaches them (the adapter then reads every recognizer: all are the view's).
  public convenience init(draggable store: DraggableStore, bounds: Rect) {
    let pan = PanRecognizer(name: "drag")
    guard store.configuration.resizing != nil else {
      self.init(
        store, adapter: DraggableStoreAdapter(recognizer: pan), frame: store.frame,
        screen: bounds, attaching: pan)
      return
    }
    self.init(
      store, adapter: DraggableStoreAdapter(), frame: store.frame, screen: bounds,
      attaching: pan, PinchRecognizer(name: "resize"),
      TapRecognizer(name: "cycle size", configuration: .init(numberOfTaps: 2)))
  }
}

// MARK: ClosureGestures

/// The rig reads ``ClosureGestures`` as its host does: each installed recognizer's state
/// changes as ``ClosureGestures/Event/changed(_:state:value:time:)`` of its slot. The
/// handlers' calls are the rig's effects (`.call`).
///
/// ```swift
/// let rig = InteractionRig(closureGestures: .standard, frame: Rect(x: 0, y: 0, width: 200, height: 200))
/// rig.fingers.tap(at: Point(x: 100, y: 100))
/// rig.wait(0.3)  // the double tap's interval runs out: the single tap's handler is called
/// #expect(rig.take().contains { if case .call = $0 { true } else { false } })
/// ```
extension ClosureGestures.Reader: RigAdapter {
  public typealias Model = ClosureGestures

  public mutating func event(for change: StateChange) -> ClosureGestures.Event? {
    event(for: change, time: change.time)
  }
}

extension InteractionRig where Adapter == ClosureGestures.Reader {
  /// A view of `frame` with `gestures`' recognizers installed on its node, with their
  /// relations (``ClosureGestures/install(in:on:)``), read by a
  /// ``GestureCore/ClosureGestures/Reader``.
  public convenience init(closureGestures gestures: ClosureGestures, frame: Rect, screen: Rect? = nil)
  {
    self.init(gestures, adapter: ClosureGestures.Reader(), frame: frame, screen: screen)
    adapter = ClosureGestures.Reader(gestures, recognizers: gestures.install(in: arena, on: node))
  }
}
