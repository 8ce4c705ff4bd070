import GestureCore

/// An interaction on screen, driven from touches: a ``GestureArena`` with one node and the
/// recognizers attached to it, synthetic fingers (``TouchSimulator``, on a ``ManualClock``),
/// the model, and the effects it emitted since the last ``take()``.
///
/// The rig plays the host: every state change of the recognizers goes through the
/// ``RigAdapter`` (``ListStore/Reader`` for a ``ListStore``, one of the other stores'
/// adapters, or yours), which turns it into the model's event, and once the model handled an
/// event the adapter does the host's part (moves the node where the view now is).
///
/// ```swift
/// let rig = InteractionRig(
///   list: ListStore(rows: [.init(id: 3, height: 60)], rowWidth: 375,
///                   viewport: ListViewport(top: 100, height: 60)),
///   frame: Rect(x: 0, y: 100, width: 375, height: 60))
/// rig.press(at: Point(x: 100, y: 130))
/// rig.drag(by: Vector(dx: 200, dy: 0), duration: 0.2)  // past a third of the row: armed
/// rig.lift()
/// #expect(rig.take().contains(.complete(rowID: 3)))
/// ```
///
/// A test tool: it favours clarity over allocation, and it is not `Sendable` (one test owns
/// it, on one task).
public final class InteractionRig<Adapter: RigAdapter> {
  public typealias Model = Adapter.Model

  /// The interaction, as the last event left it (a test may change it between events).
  public var model: Model
  /// What turns state changes into events and plays the host's part.
  public var adapter: Adapter
  /// The arena the fingers touch; its root has the size of the screen.
  public let arena: GestureArena
  /// The interaction's node, a child of the arena's root.
  public let node: Node
  /// The fingers; their clock is the rig's.
  public let fingers: TouchSimulator
  /// The effects since the last ``take()``, oldest first.
  public private(set) var effects: [Model.Effect] = []
  /// The finger that ``press(at:)``, ``move(to:)``, ``lift(after:)`` and the other
  /// one-finger steps use. Default 1.
  public var finger = 1
  /// Called with every event the model handled, the effects it emitted and the model as it
  /// left it: the contract hook (``checkContract(with:report:)``).
  public var observer: ((Model.Event, [Model.Effect], Model) -> Void)?

  /// The clock the fingers live by.
  public var clock: ManualClock { fingers.clock }

  /// An interaction whose node has `frame` on a screen of `screen` (by default the node's
  /// own bounds from the origin), with `recognizers` attached to the node.
  public init(
    _ model: Model, adapter: Adapter, frame: Rect, screen: Rect? = nil,
    attaching recognizers: GestureRecognizer...
  ) {
    self.model = model
    self.adapter = adapter
    arena = GestureArena(
      root: Node(frame: screen ?? Rect(x: 0, y: 0, width: frame.maxX, height: frame.maxY)))
    node = Node(frame: frame)
    arena.root.addChild(node)
    for recognizer in recognizers { arena.attach(recognizer, to: node) }
    fingers = TouchSimulator(arena: arena)
    fingers.onChange = { [unowned self] change in
      if let event = self.adapter.event(for: change) { self.send(event) }
    }
    fingers.onSample = { [unowned self] sample in
      for event in self.adapter.events(for: sample, model: self.model) { self.send(event) }
    }
    for event in self.adapter.setUp(model) { send(event) }
  }

  // MARK: Events and effects

  /// Hands an event to the model as the host does: its effects are kept for ``take()``, then
  /// the adapter does the host's part.
  public func send(_ event: Model.Event) {
    let start = effects.count
    model.handle(event, into: &effects)
    observer?(event, Array(effects[start...]), model)
    adapter.host(model, emitted: effects[start...], node: node)
  }

  /// The effects since the last call, and forgets them.
  @discardableResult
  public func take() -> [Model.Effect] {
    defer { effects.removeAll() }
    return effects
  }

  /// Sends an event and takes the effects: those it caused, after any not taken yet.
  public func take(after event: Model.Event) -> [Model.Effect] {
    send(event)
    return take()
  }

  /// Checks `checker`'s host contract on every event the rig sends from here on (the
  /// adapter's setup events went before), calling `report` with each broken rule and the
  /// event that broke it. Takes the rig's ``observer``.
  ///
  /// ```swift
  /// var violations: [String] = []
  /// rig.checkContract { violation, event in
  ///   violations.append("\(violation) after \(event)")
  /// }
  /// ```
  public func checkContract(
    with checker: ContractChecker<Model> = ContractChecker(),
    report: @escaping (ContractViolation<Model>, Model.Event) -> Void
  ) where Model: Store {
    var checker = checker
    observer = { event, effects, model in
      if let violation = checker.observe(event, effects: effects, store: model) {
        report(violation, event)
      }
    }
  }

  // MARK: One finger

  /// Puts the finger down at `location`.
  public func press(at location: Point) {
    fingers.down(finger, at: location)
  }

  /// Puts the finger down at `location` and keeps it still for `duration` seconds (0.5 s:
  /// a long press's default).
  public func hold(at location: Point, for duration: Double = 0.5) {
    fingers.down(finger, at: location)
    fingers.wait(duration)
  }

  /// Moves the finger to `location`, one 60 Hz frame (1/60 s) later.
  public func move(to location: Point) {
    fingers.wait(1.0 / 60)
    fingers.move(finger, to: location)
  }

  /// Moves the finger in a straight line by `delta` over `duration` seconds, a sample every
  /// 1/60 s, keeping it down.
  public func drag(by delta: Vector, duration: Double) {
    guard let start = fingers.location(of: finger) else {
      preconditionFailure("finger \(finger) is not down")
    }
    fingers.moveSteadily(finger, to: start + delta, duration: duration)
  }

  /// Lifts the finger after it rested `rest` seconds (0.1 s: longer than the velocity
  /// tracker's 40 ms stillness timeout, so the release velocity is zero; 0 keeps the
  /// stroke's velocity).
  public func lift(after rest: Double = 0.1) {
    if rest > 0 { fingers.wait(rest) }
    fingers.up(finger)
  }

  /// A flick: the finger down at `start`, moved by `delta` over `duration` seconds at 60 Hz
  /// and lifted at once, at the stroke's speed.
  public func flick(from start: Point, by delta: Vector, duration: Double) {
    press(at: start)
    drag(by: delta, duration: duration)
    lift(after: 0)
  }

  // MARK: Two fingers

  /// Puts fingers 1 and 2 down at `first` and `second`, then moves finger 2 by `spread`
  /// more points away from finger 1, one 60 Hz frame later (11 pt: past a pinch's 10 pt
  /// slop, which begins it).
  public func pinch(_ first: Point, _ second: Point, spread: Double = 11) {
    fingers.down(1, at: first)
    fingers.down(2, at: second)
    let apart = second - first
    let length = (apart.dx * apart.dx + apart.dy * apart.dy).squareRoot()
    let direction = length > 0 ? apart * (1 / length) : Vector(dx: 0, dy: 1)
    fingers.wait(1.0 / 60)
    fingers.move(2, to: second + direction * spread)
  }

  // MARK: Time

  /// Lets `seconds` pass, firing the recognizers' deadlines that come due.
  public func wait(_ seconds: Double) {
    fingers.wait(seconds)
  }
}

extension InteractionRig where Model: Store {
  /// Display frames every `1/hz` s while the model needs them, at most `limit` seconds: runs
  /// its animations to their end.
  public func settle(limit: Double = 10, hz: Double = 60) {
    let end = clock.now + limit
    while model.needsFrames, clock.now < end {
      fingers.wait(1 / hz)
      send(Model.tick(time: clock.now))
    }
  }
}
