import GestureCore

/// A host that plays fuzz streams: the standard recognizer set
/// (``RecognizerSet/standard``) in an arena, and every interaction of GestureCore fed from
/// its recognizers the way the UIKit layer and the gallery feed them, with the invariants
/// (``Invariants``) checked after every step.
///
/// - the stream's host calls (``FuzzStep``) tick, open, close, change the list, scroll,
///   resize, cancel everything, at any moment;
/// - the list's host layer, a ``ListStore`` run by a simulated app and host (``ListHost``),
///   takes the same recognizers' gestures as the gallery gives it (the pan swipes, the long
///   press reorders, the pinch inserts), the stream's list changes and its own steps, with
///   the conservation of the app's items and liveness checked whenever no finger is down;
/// - the other host layers (``StoreHosts``): a ``SwipeActionsStore`` of four rows, a
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
  /// The list's host layer and its simulated app.
  @_spi(Tooling) public let listHost: ListHost
  /// The other host layers (swipe actions, back swipe, floating view, closure gestures)
  /// and their simulated hosts.
  @_spi(Tooling) public let storeHosts: StoreHosts
  /// Every violation of the interactions' and the list's invariants (the arena's are in
  /// ``arenaInvariants``).
  @_spi(Tooling) public internal(set) var interactionViolations: [Invariants.Violation] = []
  /// How many steps were played.
  @_spi(Tooling) public private(set) var steps = 0
  /// Called with a line for every step, state change and interaction event: set it to see
  /// what a finding does (`FuzzReplayTests.explain`).
  @_spi(Tooling) public var log: ((String) -> Void)? {
    didSet {
      listHost.log = log
      storeHosts.log = log
    }
  }

  /// Every violation so far, the arena's first.
  @_spi(Tooling) public var violations: [Invariants.Violation] {
    arenaInvariants.violations + interactionViolations
  }

  /// Whether no invariant was broken so far (cheaper than ``violations``).
  @_spi(Tooling) public var isClean: Bool {
    arenaInvariants.violations.isEmpty && interactionViolations.isEmpty
  }

  let setup: Setup
  let pan: GestureRecognizer
  let tap: GestureRecognizer

  /// The host's clock: the time of the latest sample or advance, in seconds.
  var clock = 0.0
  /// Which touch ids the host believes are down (ids `0..<24`).
  var isDown = [Bool](repeating: false, count: 24)

  /// Reads the pan, the long press and the pinch as the list's host does.
  var listReader: ListStore.Reader

  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  static let viewport = ListViewport(top: 0, height: 600, contentOffset: 0)
  static let rowSize = Size(width: 375, height: 60)

  /// A host at rest, set up as `header` says (see ``Setup``).
  @_spi(Tooling) public init(header: UInt8 = 0) {
    let setup = Setup(byte: header)
    self.setup = setup
    listHost = ListHost(setup: setup)
    storeHosts = StoreHosts(setup: setup)
    let arena = RecognizerSet.standard.makeArena()
    self.arena = arena
    storeHosts.closures.attach(arena)
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
      listHost.send(at: clock) { .tick(time: $0) }
      storeHosts.catchUp(to: clock)
      storeHosts.tick()
    case .list(let kind, let index, let value):
      listChange(kind: kind, index: Int(index), value: value)
      storeHosts.catchUp(to: clock)
      storeHosts.listChange(kind: kind, index: Int(index))
    case .swipeActions(let kind, let argument, let value):
      storeHosts.catchUp(to: clock)
      storeHosts.swipeActionsCall(kind: kind, argument: argument, value: value)
    case .host(let kind, let argument, let first, let second):
      hostCall(kind: kind, argument: argument, first, second)
      storeHosts.catchUp(to: clock)
      storeHosts.hostCall(kind: kind, argument: argument, first, second)
    case .toggleRecognizer(let index):
      let recognizer = arena.recognizers[Int(index) % arena.recognizers.count]
      recognizer.isEnabled.toggle()
      storeHosts.closures.toggleHandler(index)
    case .checkpoint:
      checkpoint()
      clock = listHost.checkpoint(clock: clock)
      clock = max(clock, storeHosts.checkpoint(clock: clock))
    case .listStore(let kind, let argument, let first, let second):
      clock = max(clock, listHost.play(kind: kind, argument: argument, first, second, clock: clock))
    }
    listHost.catchUp(to: clock)
    listHost.checkLiveness(touches: arena.activeTouchCount)
    interactionViolations += listHost.takeViolations()
    storeHosts.catchUp(to: clock)
    if arena.activeTouchCount == 0 { storeHosts.liftAll() }
    storeHosts.logState()
    storeHosts.checkLiveness(touches: arena.activeTouchCount)
    interactionViolations += storeHosts.takeViolations()
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
    if accepted {
      switch resolved {
      case .began: isDown[id] = true
      case .ended, .cancelled: isDown[id] = false
      case .moved, .stationary: break
      }
    }
    storeHosts.catchUp(to: clock)
    if accepted && resolved == .began { storeHosts.touchDown(id, at: location) }
    dispatch(arena.changes)
    if accepted && resolved == .began {
      listHost.touchDown(at: location, time: time)
    }
    if accepted && (resolved == .ended || resolved == .cancelled) { storeHosts.touchUp(id) }
  }

  func cancelAll() {
    arenaInvariants.cancelAll()
    for id in isDown.indices { isDown[id] = false }
    dispatch(arena.changes)
    storeHosts.liftAll()
  }

  /// Forgets the violations seen so far, so that a long run can go on past a known one.
  @_spi(Tooling) public func clearViolations() {
    arenaInvariants.clearViolations()
    interactionViolations.removeAll()
    listHost.clearProblems()
    storeHosts.clearProblems()
  }

  func record(_ rule: String, _ message: String) {
    interactionViolations.append(Invariants.Violation(rule: rule, message: message))
  }

  func record(_ violation: Invariants.Violation?) {
    if let violation { interactionViolations.append(violation) }
  }
}
