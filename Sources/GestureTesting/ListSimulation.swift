import GestureCore

/// An app and its host around a ``ListStore``, for tests and the fuzzer: it owns the app's
/// items, applies the store's edits to them, answers deletes and inserts as the app is told
/// to, sends frames, and checks the host contract and the store's guarantees after every
/// event.
///
/// ```swift
/// let list = ListSimulation(count: 5)
/// list.swipe(row: 2, by: -200, duration: 0.2)   // a fast swipe left: delete
/// list.settle()                                 // frames until nothing moves
/// #expect(list.items == [0, 1, 3, 4])
/// #expect(list.problems == [])
/// ```
public final class ListSimulation {
  /// The app's items, in order: identifiers.
  public private(set) var items: [Int]
  /// The items the app marked complete.
  public private(set) var completed: Set<Int> = []
  /// Whether the app keeps the rows it is asked to delete (a declined confirmation).
  public var keepsDeletedRows = false
  /// Whether the app declines the rows a pinch asks for.
  public var declinesInserts = false
  /// The driver the host sends through, as the gallery and GestureKit do.
  public let driver: InteractionDriver<ListStore>
  /// The host's clock, in seconds.
  public private(set) var time: Double
  /// Every effect, in order.
  public private(set) var effects: [ListStore.Effect] = []
  /// Broken rules: the host contract (which this host keeps, so any entry is a bug in the
  /// simulation or the store), item conservation, and liveness after ``settle()``.
  public private(set) var problems: [String] = []
  /// The height of every row, in points.
  public let rowHeight: Double

  private var checker = ListStore.ContractChecker()
  private var nextID: Int

  /// The store, as the last event left it.
  public var store: ListStore { driver.model }

  /// A list of `count` items (identifiers `0..<count`) of `rowHeight` points, `width` wide,
  /// in a viewport of `viewportHeight` at the top of the screen.
  public init(
    count: Int, rowHeight: Double = 64, width: Double = 390, viewportHeight: Double = 600,
    configuration: ListStore.Configuration = .init(), start: Double = 0
  ) {
    items = Array(0..<count)
    nextID = count
    time = start
    self.rowHeight = rowHeight
    driver = InteractionDriver(
      ListStore(
        rows: items.map { ListStore.RowData(id: $0, height: rowHeight) }, rowWidth: width,
        viewport: ListViewport(top: 0, height: viewportHeight, contentOffset: 0),
        configuration: configuration))
    driver.observer = { [unowned self] event, effects, store in
      if let violation = self.checker.observe(event, effects: effects, store: store) {
        self.problems.append("\(violation)")
      }
    }
  }

  // MARK: Sending

  /// Sends an event as the host does, and applies its effects as the app does.
  public func send(_ event: ListStore.Event) {
    driver.send(event) { [unowned self] effect in self.apply(effect) }
    // Conservation: between events the rows are exactly the app's items.
    let shown = store.rows.map(\.id)
    if shown != items {
      problems.append("rows \(shown) are not the app's items \(items) after \(event)")
    }
  }

  private func apply(_ effect: ListStore.Effect) {
    effects.append(effect)
    switch effect {
    case .complete(let id):
      if completed.contains(id) { completed.remove(id) } else { completed.insert(id) }
    case .delete(let id):
      let removed = !keepsDeletedRows && items.contains(id)
      if removed { items.removeAll { $0 == id } }
      driver.send(.deleteAnswered(rowID: id, removed: removed)) { _ in }
    case .move(let from, let to):
      if !ListEdit.move(from: from, to: to).apply(to: &items, newItem: -1) {
        problems.append("move(from: \(from), to: \(to)) does not apply to \(items.count) items")
      }
    case .insert(let index):
      if declinesInserts || index < 0 || index > items.count {
        driver.send(.insertAnswered(rowID: nil)) { _ in }
      } else {
        let id = nextID
        nextID += 1
        items.insert(id, at: index)
        driver.send(.insertAnswered(rowID: id)) { _ in }
      }
    case .haptic, .beginEditing, .reorderEnded, .scroll, .scrollingEnabled:
      break
    }
  }

  /// The app changes its items by itself (a refresh, a snapshot) and tells the store.
  public func changeItems(_ change: (inout [Int]) -> Void) {
    change(&items)
    var seen: Set<Int> = []
    items = items.filter { seen.insert($0).inserted }
    for id in items where id >= nextID { nextID = id + 1 }
    send(.rowsChanged(items.map { ListStore.RowData(id: $0, height: rowHeight) }))
  }

  /// Creates an identifier no item has.
  public func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  // MARK: Time

  /// Moves the clock by `seconds`, with a frame every `1/60` s as a display link does.
  public func wait(_ seconds: Double, hz: Double = 60) {
    let end = time + seconds
    while time + 1 / hz <= end + 1e-9 {
      time += 1 / hz
      send(.tick(time: time))
    }
    time = max(time, end)
  }

  /// Sends frames until the store needs none (at most `limit` seconds), then checks that
  /// nothing is left half-way and that the rows are the app's items.
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
      let moving = store.rows.filter { !$0.isAtRest }.map { "\($0.id): \($0.offset), \($0.shift), \($0.swipe.state)" }
      return "not at rest at \(time) s: rows \(moving), lifted \(String(describing: store.liftedRow)), placeholder \(String(describing: store.placeholder))"
    }
    if store.rows.map(\.id) != items { return "rows \(store.rows.map(\.id)) are not the items \(items)" }
    return nil
  }

  // MARK: Gestures

  /// The `y` of the middle of a row where it rests, in the gesture's space.
  public func midY(ofRowWithID id: Int) -> Double {
    guard let index = store.index(of: id) else { return -1 }
    return store.layout.midY(of: index) - store.viewport.contentOffset + store.viewport.top
  }

  /// A horizontal swipe on the row with identifier `id`: touch-down, a pan from the middle
  /// of the row by `dx` over `duration` at 60 Hz, and a release at `releaseVelocity` points
  /// per second (by default the average, `dx / duration`).
  public func swipe(
    row id: Int, by dx: Double, duration: Double, releaseVelocity: Double? = nil,
    x: Double = 195
  ) {
    let y = midY(ofRowWithID: id)
    let start = Point(x: x, y: y)
    send(.touchDown(start, time: time))
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let translation = Vector(dx: dx * Double(step) / Double(steps), dy: 0)
      let location = start + translation
      let drag: DragEvent =
        step == 1
        ? .began(location: location, translation: translation)
        : .changed(location: location, translation: translation)
      send(.swipe(drag, time: time))
      send(.tick(time: time))
    }
    let translation = Vector(dx: dx, dy: 0)
    send(
      .swipe(
        .ended(location: start + translation, translation: translation,
          velocity: Vector(dx: releaseVelocity ?? dx / duration, dy: 0)), time: time))
  }

  /// A long press on a row that lifts it, drags it by `dy` over `duration`, and drops it.
  public func drag(row id: Int, by dy: Double, duration: Double, x: Double = 195) {
    let start = Point(x: x, y: midY(ofRowWithID: id))
    send(.touchDown(start, time: time))
    wait(0.5)
    send(.longPress(.began(location: start, translation: .zero), time: time))
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let location = Point(x: x, y: start.y + dy * Double(step) / Double(steps))
      send(.longPress(.changed(location: location, translation: .zero), time: time))
      send(.tick(time: time))
    }
    let end = Point(x: x, y: start.y + dy)
    send(.longPress(.ended(location: end, translation: .zero, velocity: .zero), time: time))
  }

  /// Two fingers on the rows with identifiers `upper` and `lower` (adjacent) spread apart by
  /// `spread` points each over `duration`, then lift.
  public func pinch(between upper: Int, and lower: Int, spread: Double, duration: Double) {
    let upperY = midY(ofRowWithID: upper)
    let lowerY = midY(ofRowWithID: lower)
    send(.touchDown(Point(x: 100, y: upperY), time: time))
    send(.pinch(.began(upperY: upperY, lowerY: lowerY), time: time))
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let s = spread * Double(step) / Double(steps)
      send(.pinch(.changed(upperY: upperY - s, lowerY: lowerY + s), time: time))
      send(.tick(time: time))
    }
    send(.pinch(.ended(velocity: 0), time: time))
  }
}

