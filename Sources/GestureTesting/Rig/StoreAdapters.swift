import GestureCore

// Ready adapters for the host layers (the stores): each reads the rig's recognizers and raw
// touches the way the store's host does, with the rig clock's time, and takes the setup the
// store needs as init parameters. Display frames come from ``InteractionRig/settle(limit:hz:)``.

extension DragEvent {
  /// The same phase with its location moved by `offset` (from a container's coordinates to
  /// a row's).
  fileprivate func offset(by offset: Vector) -> DragEvent {
    switch self {
    case .began(let location, let translation):
      .began(location: location + offset, translation: translation)
    case .changed(let location, let translation):
      .changed(location: location + offset, translation: translation)
    case .ended(let location, let translation, let velocity):
      .ended(location: location + offset, translation: translation, velocity: velocity)
    case .cancelled: .cancelled
    }
  }
}

// MARK: ListStore

/// Feeds a ``ListStore`` as its host does: every touch-down as
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
public struct ListStoreAdapter: RigAdapter {
  public typealias Model = ListStore

  /// The horizontal pan that swipes rows.
  public let swipe: GestureRecognizer
  /// The long press that lifts rows.
  public let longPress: GestureRecognizer
  /// The two-finger pinch that opens a gap.
  public let pinch: GestureRecognizer
  private var reader = ListStore.PinchReader()

  /// Reads these three recognizers (attach them to the rig).
  public init(swipe: GestureRecognizer, longPress: GestureRecognizer, pinch: GestureRecognizer) {
    self.swipe = swipe
    self.longPress = longPress
    self.pinch = pinch
  }

  public mutating func event(for change: StateChange) -> ListStore.Event? {
    if change.recognizer === swipe {
      return DragEvent(change).map { .swipe($0, time: change.time) }
    }
    if change.recognizer === longPress {
      return DragEvent(change).map { .longPress($0, time: change.time) }
    }
    if change.recognizer === pinch {
      return reader.phase(for: change).map { .pinch($0, time: change.time) }
    }
    return nil
  }

  public mutating func events(for sample: TouchSample, model: ListStore) -> [ListStore.Event] {
    sample.phase == .began ? [.touchDown(sample.location, time: sample.timestamp)] : []
  }
}

extension InteractionRig where Adapter == ListStoreAdapter {
  /// A list whose rows fill `frame` from its top (the arena's coordinates are the list's),
  /// with a horizontal pan, a long press and a pinch attached and read by a
  /// ``ListStoreAdapter``.
  public convenience init(list: ListStore, frame: Rect, screen: Rect? = nil) {
    let swipe = PanRecognizer(name: "swipe", configuration: .init(axis: .horizontal))
    let longPress = LongPressRecognizer(name: "reorder")
    let pinch = PinchRecognizer(name: "pinch")
    self.init(
      list, adapter: ListStoreAdapter(swipe: swipe, longPress: longPress, pinch: pinch),
      frame: frame, screen: screen, attaching: swipe, longPress, pinch)
  }
}

// MARK: SwipeActionsStore

/// Feeds a ``SwipeActionsStore`` as its host does, for rows laid out in the rig's container:
/// inserts them (``SwipeActionsStore/Event/insert(_:_:)``) before any touch, then every
/// touch-down as ``SwipeActionsStore/Event/touchDown(rowID:time:)`` (the row under it, or
/// `nil`), every lift as ``SwipeActionsStore/Event/touchUp(time:)``, the horizontal pan's
/// changes as ``SwipeActionsStore/Event/drag(rowID:_:time:)`` in the row's coordinates
/// (the row where the pan started), and a tap as
/// ``SwipeActionsStore/Event/tap(rowID:at:time:)``.
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
  private var dragged: Row?

  /// Reads `pan` (and `tap`) over `rows`.
  public init(rows: [Row], pan: GestureRecognizer, tap: GestureRecognizer? = nil) {
    self.rows = rows
    self.pan = pan
    self.tap = tap
  }

  /// The row under a point of the container.
  public func row(at location: Point) -> Row? {
    rows.first { $0.frame.contains(location) }
  }

  public mutating func setUp(_ model: SwipeActionsStore) -> [SwipeActionsStore.Event] {
    rows.map { .insert($0.id, $0.actions) }
  }

  public mutating func event(for change: StateChange) -> SwipeActionsStore.Event? {
    if change.recognizer === pan, let drag = DragEvent(change) {
      if case .began(let location, let translation) = drag {
        dragged = row(at: location - translation)
      }
      guard let row = dragged else { return nil }
      switch drag {
      case .ended, .cancelled: dragged = nil
      case .began, .changed: break
      }
      let origin = Vector(dx: row.frame.minX, dy: row.frame.minY)
      return .drag(rowID: row.id, drag.offset(by: origin * -1), time: change.time)
    }
    if let tap, change.recognizer === tap, change.state == .recognized {
      let row = row(at: change.location)
      let origin = row.map { Vector(dx: $0.frame.minX, dy: $0.frame.minY) } ?? .zero
      return .tap(rowID: row?.id, at: change.location - origin, time: change.time)
    }
    return nil
  }

  public mutating func events(for sample: TouchSample, model: SwipeActionsStore)
    -> [SwipeActionsStore.Event]
  {
    switch sample.phase {
    case .began: [.touchDown(rowID: row(at: sample.location)?.id, time: sample.timestamp)]
    case .ended, .cancelled: [.touchUp(time: sample.timestamp)]
    default: []
    }
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
/// ``BackSwipeStore/Event/drag(_:time:)``. With the ``BackSwipeStore/Animator/frames``
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
    guard let drag = DragEvent(change) else { return nil }
    if case .ended(_, _, let velocity) = drag { releaseVelocity = velocity }
    return .drag(drag, time: change.time)
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

/// Feeds a ``DraggableStore`` as its host does: every touch-down and lift as
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
    guard let drag = DragEvent(change) else { return nil }
    if case .ended(_, _, let velocity) = drag { releaseVelocity = velocity }
    return .drag(drag, time: change.time)
  }

  public mutating func events(for sample: TouchSample, model: DraggableStore)
    -> [DraggableStore.Event]
  {
    switch sample.phase {
    case .began: [.touchDown(sample.id, at: sample.location, time: sample.timestamp)]
    case .ended, .cancelled: [.touchUp(sample.id, time: sample.timestamp)]
    default: []
    }
  }

  public mutating func host(
    _ model: DraggableStore, emitted effects: ArraySlice<DraggableStore.Effect>, node: Node
  ) {
    node.frame = model.frame
  }
}

extension InteractionRig where Adapter == DraggableStoreAdapter {
  /// The store's floating view in its container (`bounds`, the store's: the screen), with a
  /// pan attached and read by a ``DraggableStoreAdapter``.
  public convenience init(draggable store: DraggableStore, bounds: Rect) {
    let pan = PanRecognizer(name: "drag")
    self.init(
      store, adapter: DraggableStoreAdapter(recognizer: pan), frame: store.frame,
      screen: bounds, attaching: pan)
  }
}

// MARK: ClosureGestures

/// Feeds ``ClosureGestures`` as its host does: each installed recognizer's state changes as
/// ``ClosureGestures/Event/changed(_:state:value:time:)`` of its slot. The handlers' calls
/// are the rig's effects (`.call`).
///
/// ```swift
/// let rig = InteractionRig(closureGestures: .standard, frame: Rect(x: 0, y: 0, width: 200, height: 200))
/// rig.fingers.tap(at: Point(x: 100, y: 100))
/// rig.wait(0.3)  // the double tap's interval runs out: the single tap's handler is called
/// #expect(rig.take().contains { if case .call = $0 { true } else { false } })
/// ```
public struct ClosureGesturesAdapter: RigAdapter {
  public typealias Model = ClosureGestures

  /// The recognizers installed, with their slots.
  public var installed: [(slot: ClosureGestures.Slot, recognizer: GestureRecognizer)]

  /// Reads these recognizers (by default none yet: the rig's convenience init installs the
  /// store's own).
  public init(installed: [(slot: ClosureGestures.Slot, recognizer: GestureRecognizer)] = []) {
    self.installed = installed
  }

  public mutating func event(for change: StateChange) -> ClosureGestures.Event? {
    guard let slot = installed.first(where: { $0.recognizer === change.recognizer })?.slot else {
      return nil
    }
    return .changed(slot, state: change.state, value: change.value, time: change.time)
  }
}

extension InteractionRig where Adapter == ClosureGesturesAdapter {
  /// A view of `frame` with `gestures`' recognizers installed on its node, with their
  /// relations (``ClosureGestures/install(in:on:)``).
  public convenience init(closureGestures gestures: ClosureGestures, frame: Rect, screen: Rect? = nil)
  {
    self.init(gestures, adapter: ClosureGesturesAdapter(), frame: frame, screen: screen)
    let recognizers = gestures.install(in: arena, on: node)
    adapter.installed = zip(gestures.members, recognizers).map { ($0.slot, $1) }
  }
}
