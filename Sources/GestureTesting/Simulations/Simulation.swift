import GestureCore

/// A store with a host and an app around it, simulated: what a test, the fuzzer and a rig
/// drive instead of a device.
///
/// The host part is the same for every family and written once here: one clock (the latest
/// finite time sent), events sent through a `StoreDriver` (an answer sent from inside
/// an effect is queued, as on a device), display frames while the store ``Store/needsFrames``,
/// every event checked against the store's ``ContractChecker`` (but for the clock rules a
/// host breaks on purpose, ``breaksClockRules``), and liveness after ``settle(limit:)``. What
/// differs — how the app answers the store's requests, what the host draws and checks, what
/// runs by itself (a system transition) — is the family's ``SimulatedApp``, `S.App`.
///
/// ```swift
/// let navigation = Simulation<BackSwipeStore>(stackDepth: 2)
/// navigation.swipe(from: Point(x: 5, y: 400), by: Vector(dx: 300, dy: 0))
/// navigation.settle()
/// #expect(navigation.store.context.stackDepth == 1)
/// #expect(navigation.problems == [])
/// ```
public final class Simulation<S: Simulatable> {
  /// The app and the host around the store: what they answer, draw and check.
  public let app: S.App
  /// The host's clock, in seconds: one clock for frames, events and the fingers. Moving it
  /// on fires the deadlines of the recognizers the fingers touch.
  public internal(set) var time: Double {
    get {
      guard let touches else { return clockTime }
      return max(clockTime, touches.fingers.clock.now)
    }
    set {
      clockTime = newValue
      if let touches, InputLimits.isTime(newValue), newValue > touches.fingers.clock.now {
        touches.fingers.clock.advance(to: newValue)
      }
    }
  }
  private var clockTime: Double
  /// The interval between the display frames the host sends, in seconds. Default 1/60.
  public var frameDuration = 1.0 / 60
  /// Every effect the store produced, in order, while ``recordsEffects``.
  public private(set) var effects: [S.Effect] = []
  /// Whether ``effects`` keeps the effects (and the app its drawings). Default `true`; the
  /// fuzzer turns it off to run for hours in constant memory.
  public var recordsEffects = true
  /// Broken rules, in order: the host contract (which the simulated host keeps, so any entry
  /// is a bug in the store or in the app's answers), the app's own checks, and, after
  /// ``settle(limit:)``, liveness.
  public private(set) var problems: [String] = []
  /// Whether this host breaks the clock rules on purpose (the fuzzer's adversarial host:
  /// times going backwards or not finite, frames late), so that the checker's reports of
  /// these are not problems; the store's guarantees still hold. Default `false`.
  public var breaksClockRules = false

  /// The driver the host sends through, as the gallery and GestureKit do.
  public let driver: StoreDriver<S>
  /// Kept here (not in the driver's observer) so that a fork copies it.
  var checker: ContractChecker<S>
  /// Called with every event the store handled, the effects it emitted and the store as it
  /// left it, before the effects are applied: where a test records what happened. Default
  /// `nil`.
  public var observer: ((S.Event, [S.Effect], S) -> Void)?
  /// How many of ``effects`` ``take()`` has handed out.
  private var taken = 0
  /// The fingers, the arena and the store's recognizers in it, once a test touched them.
  private var touches: Touches?
  /// Where the arena's root and the view's node are: the screen and the view's frame on it.
  private let screen: Rect
  private let viewFrame: Rect

  /// The store, as the last event left it.
  public var store: S { driver.store }

  /// A simulation of `store` with `app` around it, the clock at `start` seconds. The
  /// store's recognizers (``GestureFamily/gestures``) are installed on a view of `frame` (by
  /// default the store's ``GestureFamily/gestureFrame``, else the whole `screen`) on a
  /// `screen` (by default unbounded) the first time a test touches ``fingers``.
  public init(
    _ store: S, app: S.App, start: Double = 0, screen: Rect = .unbounded, frame: Rect? = nil
  ) {
    self.app = app
    clockTime = start
    self.screen = screen
    viewFrame = frame ?? store.gestureFrame ?? screen
    driver = StoreDriver(store)
    checker = ContractChecker<S>(for: store)
    attach()
  }

  private init(copying other: Simulation<S>) {
    app = other.app.copy()
    clockTime = other.time
    screen = other.screen
    viewFrame = other.viewFrame
    frameDuration = other.frameDuration
    recordsEffects = other.recordsEffects
    breaksClockRules = other.breaksClockRules
    checker = other.checker
    driver = StoreDriver(other.store)
    attach()
  }

  /// An independent copy in the same state (store, app, clock, contract), with no effects or
  /// problems recorded: the fuzzer's liveness check settles a fork.
  public func fork() -> Simulation<S> { Simulation(copying: self) }

  private func attach() {
    driver.observer = { [unowned self] event, effects, store in
      self.observer?(event, effects, store)
      guard let violation = self.checker.observe(event, effects: effects, store: store) else {
        return
      }
      switch violation {
      case .timeWentBackwards, .timeNotFinite, .framesMissing:
        if !self.breaksClockRules { self.problems.append("\(violation)") }
      case .touchAlreadyDown, .touchNotDown, .unanswered, .unexpectedAnswer, .answerMissing,
        .mistake:
        self.problems.append("\(violation)")
      }
    }
    app.connect(to: self)
  }

  /// Records a broken rule the app found.
  public func report(_ problem: String) {
    problems.append(problem)
  }

  /// Forgets the problems recorded.
  public func clearProblems() {
    problems.removeAll()
  }

  // MARK: Sending

  /// Sends an event as the host does: the app first does what it must before it (an answer
  /// due before a frame), then carries out each effect, then draws. The clock moves on to the
  /// event's time if it carries a later one.
  public func send(_ event: S.Event) {
    if let eventTime = S.contractEvent(event).time, InputLimits.isTime(eventTime), eventTime > time {
      time = eventTime
    }
    app.prepare(for: event, in: self)
    driver.send(event) { [unowned self] effect in
      if self.recordsEffects { self.effects.append(effect) }
      self.app.apply(effect, in: self)
    }
    app.draw(after: event, in: self)
    if let touches, let frame = store.gestureFrame { touches.node.frame = frame }
  }

  /// The effects since the last call (all of them, the first time), and forgets them: what
  /// the latest steps of a test did. Needs ``recordsEffects``.
  @discardableResult
  public func take() -> [S.Effect] {
    defer { taken = effects.count }
    return Array(effects[min(taken, effects.count)...])
  }

  /// Sends `event` and takes the effects: those it caused, after any not taken yet.
  public func take(after event: S.Event) -> [S.Effect] {
    send(event)
    return take()
  }

  // MARK: Fingers

  /// Synthetic fingers on the store's recognizers, as its host installs them: the store's
  /// ``GestureFamily/gestures`` in an arena whose root is the screen, on one node, the view;
  /// every state change and every raw touch read by the store's reader and sent, as a host
  /// does. Their clock is the simulation's (``time``): ``TouchSimulator/wait(_:)`` moves it
  /// without display frames, ``wait(_:)`` with them. Made the first time it is used.
  public var fingers: TouchSimulator { touchLayer().fingers }

  /// The arena the fingers touch.
  public var arena: GestureArena { fingers.arena }

  /// The view's node in the arena: the store's recognizers are on it.
  public var node: Node { touchLayer().node }

  /// The store's recognizers in the arena, in the order of its declaration's slots.
  public var recognizers: [GestureRecognizer] { touchLayer().recognizers }

  /// Lets the host change the recognizers the fingers touch as the store's effects say (a
  /// closure gesture's recognizer added or removed): `update` gets the reader, the arena and
  /// the view's node. Nothing happens before the fingers are first used: they are then
  /// installed from the store's declaration as it is by then.
  public func updateRecognizers(_ update: (inout S.Reader, GestureArena, Node) -> Void) {
    guard let touches else { return }
    update(&touches.reader, touches.fingers.arena, touches.node)
  }

  private func touchLayer() -> Touches {
    if let touches { return touches }
    let arena = GestureArena(root: Node(frame: screen))
    let node = Node(frame: viewFrame)
    arena.root.addChild(node)
    let recognizers = store.gestures.install(in: arena, on: node)
    let layer = Touches(
      fingers: TouchSimulator(arena: arena, start: time), node: node, recognizers: recognizers,
      reader: store.reader(of: recognizers))
    touches = layer
    layer.fingers.onChange = { [unowned self, unowned layer] change in
      self.app.layOut(&layer.reader, in: self)
      if let event = layer.reader.event(for: change, store: self.store) { self.send(event) }
    }
    layer.fingers.onSample = { [unowned self, unowned layer] sample in
      self.app.layOut(&layer.reader, in: self)
      if let event = layer.reader.event(for: sample, store: self.store) { self.send(event) }
    }
    return layer
  }

  /// What a test's fingers touch: built once, from the store's declaration.
  private final class Touches {
    let fingers: TouchSimulator
    let node: Node
    let recognizers: [GestureRecognizer]
    var reader: S.Reader

    init(fingers: TouchSimulator, node: Node, recognizers: [GestureRecognizer], reader: S.Reader) {
      self.fingers = fingers
      self.node = node
      self.recognizers = recognizers
      self.reader = reader
    }
  }

  // MARK: Time

  /// Lets `seconds` pass one frame at a time (the last step shorter if need be): a frame
  /// whenever the store needs one, and whatever the app does by itself when it is due.
  public func wait(_ seconds: Double) {
    let end = time + seconds
    while time < end - 1e-9 {
      time = min(end, time + frameDuration)
      frame()
    }
  }

  /// Lets `seconds` pass in whole periods of `1/hz` seconds, as a display link at `hz` runs,
  /// never past the end (the clock is then set to it): a frame at each period the store needs
  /// one, or at every period with `always` (default `false`), and whatever the app has due.
  public func wait(_ seconds: Double, hz: Double, always: Bool = false) {
    let end = time + seconds
    while time + 1 / hz <= end + 1e-9 {
      time += 1 / hz
      frame(always: always)
    }
    time = max(time, end)
  }

  /// A stroke's samples as a touch screen takes them: `max(1, duration × hz)` steps evenly
  /// over `duration` seconds, each moving the clock on, then calling `sample` with the step's
  /// number (from 1) and the count, then sending a frame.
  func samples(over duration: Double, hz: Double = 60, _ sample: (_ step: Int, _ steps: Int) -> Void) {
    let steps = max(1, Int((duration * hz).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      sample(step, steps)
      send(S.tick(time: time))
    }
  }

  /// Frames up to `end` while the store needs them or the app has something under way, at
  /// the multiples of ``frameDuration`` as a display link runs them, however close together
  /// the calls come (at most `maximumFrames`); then the clock is `end` (if later), and what
  /// the app has due by then is done.
  public func frames(until end: Double, maximumFrames: Int = 2000) {
    guard InputLimits.isTime(end), end > time else { return }
    let period = frameDuration
    var due = ((time / period).rounded(.down) + 1) * period
    var sent = 0
    while store.needsFrames || nextAction != nil, due <= end, sent < maximumFrames {
      time = max(time, due)
      frame()
      due += period
      sent += 1
    }
    time = end
    actIfDue()
  }

  /// Sends frames while the store needs them or the app has something under way (at most
  /// `limit` seconds), then records a problem unless everything is at rest.
  public func settle(limit: Double = 10) {
    var waited = 0.0
    while store.needsFrames || nextAction != nil, waited < limit {
      time += frameDuration
      waited += frameDuration
      frame()
    }
    if let problem = livenessProblem { problems.append(problem) }
  }

  /// Liveness without moving this simulation on: what ``settle(limit:)`` finds on a
  /// ``fork()`` that first runs `prepare` (an app answering what it still owes), each
  /// problem marked with the time the fork settled from. None while this simulation has
  /// problems already: the first is the one to read.
  public func settlingProblems(limit: Double = 10, prepare: (Simulation<S>) -> Void = { _ in })
    -> [String]
  {
    guard problems.isEmpty else { return [] }
    let future = fork()
    prepare(future)
    future.settle(limit: limit)
    return future.problems.map { "\($0) (settling from \(time) s)" }
  }

  /// Why the store or the app is not at rest now, or `nil`: the store needs no frame, the app
  /// has nothing under way, the store ``Store/isAtRest``, and the app's own check passes.
  public var livenessProblem: String? {
    if store.needsFrames { return "the store still needs frames at \(time) s" }
    if app.nextAction != nil { return "the app still has something under way at \(time) s" }
    if let deadline = touches?.fingers.arena.nextDeadline {
      return "a recognizer still waits for its deadline at \(deadline) s, at \(time) s"
    }
    return app.restProblem(in: self)
  }

  private func frame(always: Bool = false) {
    if always || store.needsFrames { send(S.tick(time: time)) }
    actIfDue()
  }

  private func actIfDue() {
    if let due = app.nextAction, due <= time { app.act(in: self) }
  }

  /// When the app or a recognizer the fingers touch next does something by itself, or `nil`.
  private var nextAction: Double? {
    guard let deadline = touches?.fingers.arena.nextDeadline else { return app.nextAction }
    return min(deadline, app.nextAction ?? deadline)
  }
}

/// A store that can be simulated: it names the app and host around it in a ``Simulation``.
public protocol Simulatable: GestureFamily {
  /// What the app and its host do with this store's effects.
  associatedtype App: SimulatedApp where App.Family == Self
}

/// The app and host around a store in a ``Simulation``: everything a family's host and app
/// do that the shared simulation does not (answering requests, drawing, their own checks,
/// what runs by itself).
public protocol SimulatedApp<Family>: AnyObject {
  /// The family.
  associatedtype Family: Simulatable

  /// An independent copy in the same state, for ``Simulation/fork()``.
  func copy() -> Self

  /// Hears of the simulation it is part of, once it is made or forked, to send what its host
  /// hears by itself (a recognizer's state change). Default: nothing.
  func connect(to simulation: Simulation<Family>)

  /// Does what the app must do before the host sends `event` (an answer due before the next
  /// frame). Default: nothing.
  func prepare(for event: Family.Event, in simulation: Simulation<Family>)

  /// Carries out one effect as the app and its host do; an answer sent with
  /// ``Simulation/send(_:)`` from here is handled right after the current event.
  func apply(_ effect: Family.Effect, in simulation: Simulation<Family>)

  /// Draws the store as an event left it, checking what a host would show. Default: nothing.
  func draw(after event: Family.Event, in simulation: Simulation<Family>)

  /// The time at which the app next does something by itself (a system transition ends), or
  /// `nil` when nothing is under way. Default `nil`.
  var nextAction: Double? { get }

  /// Does what is due at the simulation's time (called once ``nextAction`` has come).
  /// Default: nothing.
  func act(in simulation: Simulation<Family>)

  /// Why the store and the app are not at rest, once no frame is needed and nothing is under
  /// way, or `nil`. Default: the store's ``Store/isAtRest``.
  func restProblem(in simulation: Simulation<Family>) -> String?

  /// Tells the reader of the store's recognizers where the host laid its views out (the
  /// rows of a swipe-actions container), before a touch is read. Default: nothing.
  func layOut(_ reader: inout Family.Reader, in simulation: Simulation<Family>)
}

extension SimulatedApp {
  public func connect(to simulation: Simulation<Family>) {}

  public func prepare(for event: Family.Event, in simulation: Simulation<Family>) {}

  public func draw(after event: Family.Event, in simulation: Simulation<Family>) {}

  public var nextAction: Double? { nil }

  public func act(in simulation: Simulation<Family>) {}

  public func restProblem(in simulation: Simulation<Family>) -> String? {
    simulation.store.isAtRest ? nil : "not at rest at \(simulation.time) s"
  }

  public func layOut(_ reader: inout Family.Reader, in simulation: Simulation<Family>) {}
}

