import GestureCore

/// A host that plays fuzz streams: the standard recognizer set
/// (``RecognizerSet/standard``) in an arena, and every interaction of GestureCore fed from
/// its recognizers the way the UIKit layer and the gallery feed them, with the invariants
/// (``Invariants``) checked after every step.
///
/// - the stream's host calls (``FuzzStep``) tick, open, close, change the list, scroll,
///   resize, cancel everything, at any moment;
/// - the list's host layer, a ``ListStore`` run by a simulated app and host (``list``),
///   takes the same recognizers' gestures as the gallery gives it (the pan swipes, the long
///   press reorders, the pinch inserts), the stream's list changes and its own steps, with
///   the conservation of the app's items and liveness checked whenever no finger is down;
/// - the other host layers: a ``SwipeActionsStore`` of four rows, a
///   ``BackSwipeStore``, a ``DraggableStore`` and ``ClosureGestures``, each in its simulated
///   host with its contract checker, fed by the same touches, pan and taps and by the same
///   host steps read under their own tables, with liveness checked whenever no finger is
///   down.
///
/// Used by the libFuzzer harness (`Sources/GestureFuzz`), the soak run and the tests
/// (`Tests/GestureCoreTests/Reliability`).
///
/// ```swift
/// let driver = FuzzDriver()
/// driver.run(bytes)
/// #expect(driver.violations == [])
/// ```
@_spi(Tooling) public final class FuzzDriver {
  /// The first byte of a stream: which variant of each interaction the host sets up.
  @_spi(Tooling) public struct Setup: Hashable, Sendable {
    /// The header byte.
    @_spi(Tooling) public var byte: UInt8

    /// Bit 0: right-to-left rows and navigation.
    @_spi(Tooling) public var isRightToLeft: Bool { byte & 1 != 0 }
    /// Bit 1: the back swipe from anywhere rather than from the edge.
    @_spi(Tooling) public var isFullScreenBackSwipe: Bool { byte & 2 != 0 }
    /// Bits 2...3: the floating view's anchors.
    @_spi(Tooling) public var anchors: DraggableStore.Anchors {
      switch (byte >> 2) & 3 {
      case 0: .sides
      case 1: .corners
      case 2: .edges
      default: .points([Point(x: 40, y: 100), Point(x: .nan, y: 3), Point(x: 350, y: 700)])
      }
    }
    /// Bit 4: classic fixed-width action buttons.
    @_spi(Tooling) public var isClassic: Bool { byte & 16 != 0 }
    /// Bits 5...7: the number of rows in the list.
    @_spi(Tooling) public var rowCount: Int { [0, 1, 2, 5, 12, 30, 60, 3][Int(byte >> 5)] }
  }

  /// The arena, with ``RecognizerSet/standard``'s recognizers.
  @_spi(Tooling) public let arena: GestureArena
  /// The arena's contract, observed after every call.
  @_spi(Tooling) public internal(set) var arenaInvariants: Invariants.Arena
  /// The list's app, host and store (`FuzzDriver+ListStore.swift`).
  @_spi(Tooling) public let list: Simulation<ListStore>
  /// The swipe-action rows, their app and host (`FuzzDriver+Stores.swift`).
  @_spi(Tooling) public let swipeActions: Simulation<SwipeActionsStore>
  /// The navigation stack and its host.
  @_spi(Tooling) public let backSwipe: Simulation<BackSwipeStore>
  /// The floating view and its host.
  @_spi(Tooling) public let draggable: Simulation<DraggableStore>
  /// The closure gestures of a view with the standard handlers.
  @_spi(Tooling) public let closures: Simulation<ClosureGestures>
  /// The closure gestures' slots installed on the arena's recognizers.
  let closureSlots = Box(ClosureSlots())
  /// Every violation of the interactions' and the list's invariants (the arena's are in
  /// ``arenaInvariants``).
  @_spi(Tooling) public internal(set) var interactionViolations: [Invariants.Violation] = []
  /// How many steps were played.
  @_spi(Tooling) public private(set) var steps = 0
  /// Called with a line for every step, state change and interaction event: set it to see
  /// what a finding does (`FuzzReplayTests.explain`).
  @_spi(Tooling) public var log: ((String) -> Void)?

  /// Every violation so far, the arena's first.
  @_spi(Tooling) public var violations: [Invariants.Violation] {
    arenaInvariants.violations + interactionViolations
  }

  /// Whether no invariant was broken so far (cheaper than ``violations``).
  @_spi(Tooling) public var isClean: Bool {
    arenaInvariants.violations.isEmpty && interactionViolations.isEmpty
  }

  let pan: GestureRecognizer
  let tap: GestureRecognizer

  /// The host's clock: the time of the latest sample or advance, in seconds.
  var clock = 0.0
  /// Which touch ids the host believes are down (ids `0..<24`).
  var isDown = [Bool](repeating: false, count: 24)

  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  // The list's host (`FuzzDriver+ListStore.swift`).

  /// Whether the stream is still played into the list: a clock beyond 1e9 s (about 30
  /// years of uptime, no device's) makes frames 1/60 s apart indistinguishable, so
  /// nothing could ever settle; the host stops there.
  var listIsActive = true
  /// Reads the pan, the long press and the pinch as the list's host does.
  var listReader: ListStore.Reader
  /// The list's gestures a finger holds: a `began` was sent and no end since.
  var isSwiping = false
  var isPressing = false
  var isPinching = false
  /// The display link's period, in seconds, and whether it stalled (no frames at all).
  var framePeriod = 1.0 / 60
  var framesStalled = false
  /// The list's event count at the last liveness check that found nothing.
  var checkedAt = -1

  // The other stores' hosts (`FuzzDriver+Stores.swift`).

  /// Whether the stream is still played into the other stores (as ``listIsActive``: a
  /// clock beyond 1e9 s stops them).
  var storesAreActive = true
  /// The height of a swipe-action row, and how many row slots there are (ids `0..<6`).
  static let rowHeight = 64.0
  static let rowSlots = 6
  /// Which touch ids each store was told are down.
  var rowTouches = [Bool](repeating: false, count: 24)
  var viewTouches = [Bool](repeating: false, count: 24)
  /// Reads the pan as the swipe-action rows' host does: the row it drives, from its
  /// `began` (the row under its start, when the store claims the stroke) to its end.
  var swipeReader = SwipeActionsStore.Reader()
  /// What the pan drives besides its row (the reader's), and what the drags sent directly
  /// (``FuzzStep/host(_:_:_:_:)`` kind 7) drive, until they end.
  var panDrives = Driven()
  var direct = Driven()
  /// Which touches landed on the floating view (a pan that begins drives it).
  var touchesOnView = [Bool](repeating: false, count: 24)

  /// A host at rest, set up as `header` says (see ``Setup``).
  @_spi(Tooling) public init(header: UInt8 = 0) {
    let setup = Setup(byte: header)
    // A list of `setup.rowCount` rows (heights cycling through 44, 60, 80, 0, 120 and
    // 52.5 pt), 375 pt wide in a 600 pt viewport, in `setup`'s layout direction.
    let pattern: [Double] = [44, 60, 80, 0, 120, 52.5]
    let direction: ReadingDirection = setup.isRightToLeft ? .rightToLeft : .leftToRight
    list = Simulation<ListStore>(
      heights: (0..<setup.rowCount).map { pattern[$0 % pattern.count] }, rowHeight: 64, width: 375,
      viewportHeight: 600, configuration: ListStore.Configuration(layoutDirection: direction))
    list.breaksClockRules = true
    list.recordsEffects = false
    let configuration: SwipeActionsRow.Configuration = setup.isClassic ? .classic : .default
    swipeActions = Simulation<SwipeActionsStore>(count: 4) { size in
      SwipeActionsRow(
        leading: [.init(id: "read", keepsOpenAfterTap: true)],
        trailing: [.init(id: "delete", style: .destructive), .init(id: "more")],
        containerSize: size, layoutDirection: direction, configuration: configuration)
    }
    swipeActions.recordsEffects = false
    backSwipe = Simulation<BackSwipeStore>(
      stackDepth: 3, width: Self.screen.width, layoutDirection: direction,
      backSwipe: setup.isFullScreenBackSwipe ? .fullScreen : .edge,
      animator: setup.isClassic ? .percentDriven : .frames)
    backSwipe.recordsEffects = false
    draggable = Simulation<DraggableStore>(
      frame: Rect(x: 0, y: 400, width: 60, height: 60), bounds: Self.screen,
      safeArea: Insets(top: 47, bottom: 34),
      configuration: DraggableStore.Configuration(anchors: setup.anchors))
    draggable.recordsEffects = false
    let arena = RecognizerSet.standard.makeArena()
    self.arena = arena
    closures = Self.closureGestures(on: arena, slots: closureSlots)
    arenaInvariants = Invariants.Arena(arena)
    func recognizer(_ name: String) -> GestureRecognizer {
      arena.recognizers.first { $0.name == name }!
    }
    pan = recognizer("pan")
    tap = recognizer("tap")
    listReader = ListStore.Reader(
      swipe: pan, longPress: recognizer("longPress"), pinch: recognizer("pinch"))
  }

  // MARK: - Playing

  /// Plays a whole stream: the header byte, the steps, then a ``FuzzStep/checkpoint``.
  /// Stops at the first violation.
  @_spi(Tooling) public static func run(_ bytes: UnsafeBufferPointer<UInt8>) -> FuzzDriver {
    let driver = FuzzDriver(header: bytes.first ?? 0)
    driver.play(bytes, from: 1)
    if driver.isClean { driver.play(.checkpoint) }
    return driver
  }

  /// ``run(_:)`` over an array.
  @_spi(Tooling) public static func run(_ bytes: [UInt8]) -> FuzzDriver {
    bytes.withUnsafeBufferPointer { run($0) }
  }

  /// Plays the steps of `bytes` from `offset` (no header), stopping at the first violation.
  @_spi(Tooling) public func play(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
    var input = FuzzInput(bytes, from: offset)
    while isClean, let step = input.next() {
      play(step)
    }
  }

  /// Plays one step and checks the invariants.
  @_spi(Tooling) public func play(_ step: FuzzStep) {
    steps += 1
    log?("step \(steps): \(step)")
    switch step {
    case .touch(let id, let phase, let x, let y, let delay):
      touch(id: id, phase: phase, location: Point(x: x, y: y), delay: delay)
    case .advance(let delay):
      let time = clock + delay
      arenaInvariants.advance(to: time)
      if time.isFinite { clock = time }
      dispatch(arena.changes)
    case .fireNextDeadline:
      if let deadline = arena.nextDeadline {
        arenaInvariants.advance(to: deadline)
        if deadline.isFinite && deadline > clock { clock = deadline }
        dispatch(arena.changes)
      }
    case .cancelAll:
      cancelAll()
    case .tick:
      send(at: clock) { .tick(time: $0) }
      catchUpStores()
      tickStores()
    case .list(let kind, let index, let value):
      listChange(kind: kind, index: Int(index), value: value)
      catchUpStores()
      rowsChange(kind: kind, index: Int(index))
    case .swipeActions(let kind, let argument, let value):
      catchUpStores()
      swipeActionsCall(kind: kind, argument: argument, value: value)
    case .host(let kind, let argument, let first, let second):
      // Only the list's width is read here; every other kind (the commit row, the floating
      // view, the navigation, a drag sent directly) is the other stores' (hostCall).
      if kind % 8 == 1 { send(at: clock) { _ in .resize(width: first) } }
      catchUpStores()
      hostCall(kind: kind, argument: argument, first, second)
    case .toggleRecognizer(let index):
      let recognizer = arena.recognizers[Int(index) % arena.recognizers.count]
      recognizer.isEnabled.toggle()
      toggleClosureHandler(index)
    case .checkpoint:
      checkpoint()
      settleList()
      settleStores()
    case .listStore(let kind, let argument, let first, let second):
      playListStore(kind: kind, argument: argument, first, second)
    }
    catchUpList(to: clock)
    checkListLiveness()
    recordList(list.problems)
    catchUpStores()
    if arena.activeTouchCount == 0 { liftAll() }
    logStores()
    checkStoresLiveness()
    recordStoreProblems()
  }

  private func touch(id: Int, phase: FuzzStep.Phase, location: Point, delay: Double) {
    let resolved: TouchPhase
    switch phase {
    case .raw(let phase):
      resolved = phase
    case .sensible(let byte):
      if !isDown[id] {
        resolved = .began
      } else {
        switch byte % 8 {
        case 0...4: resolved = .moved
        case 5: resolved = .stationary
        case 6: resolved = .ended
        default: resolved = .cancelled
        }
      }
    }
    let time = clock + delay
    let sample = TouchSample(id: TouchID(id), phase: resolved, location: location, timestamp: time)
    let outcome = arenaInvariants.handle(sample)
    if time.isFinite && time > clock { clock = time }
    var accepted = true
    if case .rejected = outcome { accepted = false }
    let began = accepted && resolved == .began
    let lifted = accepted && (resolved == .ended || resolved == .cancelled)
    if began || lifted { isDown[id] = began }
    catchUpStores()
    if began { touchDown(id, at: location) }
    dispatch(arena.changes)
    if began { listTouchDown(at: location, time: time) }
    if lifted { touchUp(id) }
  }

  func cancelAll() {
    arenaInvariants.cancelAll()
    for id in isDown.indices { isDown[id] = false }
    dispatch(arena.changes)
    liftAll()
  }

  /// Hands the arena's state changes to the host layers, as a host's glue does.
  func dispatch(_ changes: [StateChange]) {
    for change in changes {
      log?("  \(change.recognizer.name) \(change.state.name) \(change.value)")
      if let nan = Invariants.Effects.violation(in: change.value) { interactionViolations.append(nan) }
      reportToClosures(change)
      send(at: change.time) { listReader.event(for: change, time: $0) }
      if change.recognizer === pan, let drag = DragEvent(change) {
        panned(drag)
      } else if change.recognizer === tap, change.state == .recognized {
        tapped(at: change.location)
      } else if change.recognizer === listReader.pinch {
        pinched(change)
      } else if change.recognizer.name == "doubleTap", change.state == .recognized {
        doubleTapped(at: change.location)
      }
    }
  }

  /// Ends everything as a host going quiet would: every touch cancelled, every deadline
  /// run; then checks that the arena is at rest (the host layers check their own rest).
  func checkpoint() {
    cancelAll()
    var rounds = 0
    while let deadline = arena.nextDeadline, rounds < 1000 {
      arenaInvariants.advance(to: deadline)
      if deadline.isFinite && deadline > clock { clock = deadline }
      dispatch(arena.changes)
      rounds += 1
    }
    if arena.activeTouchCount != 0 || arena.nextDeadline != nil {
      record("rest.arena", "touches or deadlines left after a cancel and 1000 deadlines")
    }
  }

  /// Forgets the violations seen so far, so that a long run can go on past a known one.
  @_spi(Tooling) public func clearViolations() {
    arenaInvariants.clearViolations()
    interactionViolations.removeAll()
    list.clearProblems()
    clearStoreProblems()
  }

  func record(_ rule: String, _ message: String) {
    interactionViolations.append(Invariants.Violation(rule: rule, message: message))
  }
}
