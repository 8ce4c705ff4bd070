import GestureCore

/// An app and its host around a ``SwipeActionsStore``, for tests and the fuzzer: it owns the
/// views (rows), runs their actions' handlers and answers them as the app is told to,
/// removes a view once its content is off-screen, sends frames, and checks the host
/// contract and the store's guarantees after every event.
///
/// ```swift
/// let views = SwipeActionsSimulation(count: 3)
/// views.swipe(row: 1, by: -100, duration: 0.5, releaseVelocity: 0)  // past half of 156 pt
/// views.settle()
/// #expect(views.store.row(1)?.state == .open(.trailing))
/// #expect(views.problems == [])
/// ```
public final class SwipeActionsSimulation: StoreSimulation {
  /// The views' identifiers, in order.
  public private(set) var ids: [Int]
  /// Whether the app declines the handlers it runs (a confirmation the user cancels).
  public var declinesActions = false
  /// Whether the app holds its answers back until ``answerPendingActions()``.
  public var answersLater = false
  /// The driver the host sends through, as the gallery and GestureKit do.
  public let driver: InteractionDriver<SwipeActionsStore>
  /// The host's clock, in seconds.
  public internal(set) var time: Double
  /// Every effect, in order.
  public private(set) var effects: [SwipeActionsStore.Effect] = []
  /// Broken rules: the host contract (which this host keeps, so any entry is a bug in the
  /// simulation or the store), and liveness after ``settle()``.
  public internal(set) var problems: [String] = []
  /// Each view's size.
  public let size: Size

  var checker = ContractChecker<SwipeActionsStore>()
  /// Handlers run and not answered yet (``answersLater``), by row.
  public private(set) var pending: [Int] = []

  /// The store, as the last event left it.
  public var store: SwipeActionsStore { driver.model }

  /// `count` views (identifiers `0..<count`) of `size`, each with the actions of `makeRow`
  /// (by default a destructive "delete" and a "more" trailing, a "read" leading, classic
  /// 78 pt buttons).
  public init(
    count: Int, size: Size = Size(width: 390, height: 64), start: Double = 0,
    makeRow: ((Size) -> SwipeActions)? = nil
  ) {
    ids = Array(0..<count)
    time = start
    self.size = size
    driver = InteractionDriver(SwipeActionsStore())
    observeContract()
    let make = makeRow ?? Self.mailRow
    for id in ids { send(.insert(id, make(size))) }
  }

  /// A copy of `other` from now on, its problems and effects forgotten.
  private init(copying other: SwipeActionsSimulation) {
    ids = other.ids
    declinesActions = other.declinesActions
    answersLater = other.answersLater
    time = other.time
    size = other.size
    checker = other.checker
    pending = other.pending
    recordsEffects = other.recordsEffects
    driver = InteractionDriver(other.store)
    observeContract()
  }

  /// A copy of the app, the host and the store as they are now, with no problems and no
  /// effects recorded: what the fuzzer runs into the future (``settle(limit:)``) to see
  /// whether it would come to rest, leaving this simulation as it is.
  public func fork() -> SwipeActionsSimulation { SwipeActionsSimulation(copying: self) }

  /// Whether ``effects`` records every effect (the fuzzer turns it off: a long stream would
  /// grow it without end). Default `true`.
  public var recordsEffects = true

  /// Forgets the problems seen so far.
  public func clearProblems() { problems.removeAll() }


  /// Mail's row: "read" leading; "delete" (destructive) and "more" trailing; 78 pt buttons.
  public static func mailRow(_ size: Size) -> SwipeActions {
    SwipeActions(
      leading: [.init(id: "read")],
      trailing: [.init(id: "delete", style: .destructive), .init(id: "more")],
      containerSize: size, configuration: .classic)
  }

  // MARK: Sending

  /// Sends an event as the host does, and applies its effects as the app does.
  public func send(_ event: SwipeActionsStore.Event) {
    driver.send(event) { [unowned self] effect in self.apply(effect) }
  }

  private func apply(_ effect: SwipeActionsStore.Effect) {
    if recordsEffects { effects.append(effect) }
    switch effect {
    case .perform(let id, _, _, _, _):
      if answersLater {
        pending.append(id)
      } else {
        driver.send(.actionAnswered(rowID: id, completed: !declinesActions, time: time)) { _ in }
      }
    case .dismissed(let id, _):
      ids.removeAll { $0 == id }
      driver.send(.remove(id)) { _ in }
    case .haptic, .fullSwipe, .willOpen, .didOpen, .didClose:
      break
    }
  }

  /// The app adds a view with the identifier `id` (new, or a reused view configured again),
  /// with Mail's actions.
  public func insertView(_ id: Int) {
    if !ids.contains(id) { ids.append(id) }
    send(.insert(id, Self.mailRow(size)))
  }

  /// The app removes a view (a row deleted by other means) and tells the store.
  public func removeView(_ id: Int) {
    ids.removeAll { $0 == id }
    send(.remove(id))
  }

  /// Answers every handler held back by ``answersLater``, as ``declinesActions`` says.
  public func answerPendingActions() {
    let answers = pending
    pending.removeAll()
    for id in answers { send(.actionAnswered(rowID: id, completed: !declinesActions, time: time)) }
  }

  // MARK: Time

  /// Moves the clock by `seconds`, with a frame every `1/hz` s as a display link does.
  public func wait(_ seconds: Double, hz: Double = 60) {
    let end = time + seconds
    while time + 1 / hz <= end + 1e-9 {
      time += 1 / hz
      send(.tick(time: time))
    }
    time = max(time, end)
  }

  /// Frames up to `end` while the store needs them (at most `maximumFrames`), at the
  /// multiples of `period` as a display link runs them, however close together the calls
  /// come; then the clock is `end` (if later).
  public func frames(until end: Double, every period: Double = 1.0 / 60, maximumFrames: Int = 2000) {
    runFrames(until: end, every: period, maximumFrames: maximumFrames)
  }

  /// Sends frames until the store needs none (at most `limit` seconds), then checks that
  /// nothing is left half-way.
  public func settle(limit: Double = 10) {
    let end = time + limit
    while store.needsFrames, time < end {
      time += 1 / 60
      send(.tick(time: time))
    }
    if let problem = livenessProblem { problems.append(problem) }
  }

  /// What is left half-way once no finger is down and the frames have run out, if anything.
  public var livenessProblem: String? {
    if store.needsFrames { return "the store still needs frames at \(time) s" }
    if !store.isAtRest {
      let rows = store.rows.map { row in
        "\(row.id): \(row.offset) \(String(describing: row.state))"
      }
      return "not at rest at \(time) s: \(rows)"
    }
    if store.rows.map(\.id) != ids { return "rows \(store.rows.map(\.id)) are not the views \(ids)" }
    return nil
  }

  // MARK: Gestures

  /// A horizontal swipe on a row: touch-down, a pan from `x` by `dx` over `duration` at
  /// 60 Hz (a frame after each sample), a release at `releaseVelocity` points per second (by
  /// default the average, `dx / duration`), and the touch-up. A view the app removes
  /// half-way gets no more pan events (its recognizer is gone); the finger still lifts.
  public func swipe(
    row id: Int, by dx: Double, duration: Double, releaseVelocity: Double? = nil,
    x: Double = 300, lift: Bool = true
  ) {
    let start = Point(x: x, y: size.height / 2)
    send(.touchDown(rowID: id, time: time))
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let translation = Vector(dx: dx * Double(step) / Double(steps), dy: 0)
      let drag: DragEvent =
        step == 1
        ? .began(location: start + translation, translation: translation)
        : .changed(location: start + translation, translation: translation)
      if ids.contains(id) { send(.drag(rowID: id, drag, time: time)) }
      send(.tick(time: time))
    }
    guard lift else { return }
    release(row: id, dx: dx, x: x, velocity: releaseVelocity ?? dx / duration)
  }

  /// Lifts the finger of a swipe made with `lift: false`.
  public func release(row id: Int, dx: Double, x: Double = 300, velocity: Double) {
    let translation = Vector(dx: dx, dy: 0)
    if ids.contains(id) {
      send(
        .drag(
          rowID: id,
          .ended(
            location: Point(x: x, y: size.height / 2) + translation, translation: translation,
            velocity: Vector(dx: velocity, dy: 0)), time: time))
    }
    send(.touchUp(time: time))
  }

  /// A tap at `x` on a row (`nil`: outside every row): touch-down, 0.05 s, tap and touch-up.
  public func tap(row id: Int?, x: Double) {
    send(.touchDown(rowID: id, time: time))
    wait(0.05)
    send(.tap(rowID: id, at: Point(x: x, y: size.height / 2), time: time))
    send(.touchUp(time: time))
  }
}
