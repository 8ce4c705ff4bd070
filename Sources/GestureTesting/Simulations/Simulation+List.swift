import GestureCore

extension ListStore: Simulatable {
  /// The app's items and their host around the store.
  public typealias App = SimulatedListApp
}

extension Simulation where S == ListStore {
  /// A list of `count` items (identifiers `0..<count`) of `rowHeight` points, `width` wide,
  /// in a viewport of `viewportHeight` at the top of the screen.
  public convenience init(
    count: Int, rowHeight: Double = 64, width: Double = 390, viewportHeight: Double = 600,
    configuration: ListStore.Configuration = .init(), start: Double = 0
  ) {
    self.init(
      heights: Array(repeating: rowHeight, count: count), rowHeight: rowHeight, width: width,
      viewportHeight: viewportHeight, configuration: configuration, start: start)
  }

  /// A list of one item per height (identifiers `0..<heights.count`), `width` wide, in a
  /// viewport of `viewportHeight` at the top of the screen; items the app adds later are
  /// `rowHeight` high.
  public convenience init(
    heights: [Double], rowHeight: Double = 64, width: Double = 390,
    viewportHeight: Double = 600, configuration: ListStore.Configuration = .init(),
    start: Double = 0
  ) {
    self.init(
      ListStore(
        rows: heights.enumerated().map { ListStore.RowData(id: $0.offset, height: $0.element) },
        rowWidth: width,
        viewport: ListViewport(top: 0, height: viewportHeight, contentOffset: 0),
        configuration: configuration),
      app: SimulatedListApp(heights: heights, rowHeight: rowHeight), start: start)
  }

  // MARK: The app

  /// The app answers every question it put off (``SimulatedListApp/answersBeforeNextFrame``),
  /// oldest first.
  public func answerAll() {
    while app.isAnswering { answerOldest() }
  }

  /// The app answers the oldest question it put off, if any.
  public func answerOldest() {
    app.answerOldest(sending: send)
  }

  /// Some of the app's rows change height, the rows themselves staying (estimated heights
  /// resolving, a cell that grew), and the host reports the re-read layout with
  /// ``ListStore/Event/layoutChanged(_:viewport:)``: the heights in the store's order (a
  /// pinch's new row awaiting the app keeps its own), and `viewport` (default: the store's).
  public func changeHeights(_ newHeights: [Int: Double], viewport: ListViewport? = nil) {
    for (id, height) in newHeights { app.heights[id] = height }
    let store = self.store
    var layout: [Double] = []
    layout.reserveCapacity(store.rows.count)
    for (index, row) in store.rows.enumerated() {
      layout.append(
        app.items.contains(row.id)
          ? app.heights[row.id] ?? app.rowHeight : store.layout.height(of: index))
    }
    send(.layoutChanged(ListLayout(heights: layout), viewport: viewport ?? store.viewport))
  }

  /// The app changes its items by itself (a refresh, a snapshot) and tells the store.
  /// Duplicates are dropped (the app's identifiers are unique). Items keep their heights;
  /// `heights` sets some (new items are ``SimulatedListApp/rowHeight`` high otherwise).
  public func changeItems(heights newHeights: [Int: Double] = [:], _ change: (inout [Int]) -> Void) {
    change(&app.items)
    var seen: Set<Int> = []
    app.items = app.items.filter { seen.insert($0).inserted }
    for id in app.items where id >= app.nextID { app.nextID = id + 1 }
    for (id, height) in newHeights { app.heights[id] = height }
    if app.heights.count > app.items.count { app.heights = app.heights.filter { seen.contains($0.key) } }
    // A delete the app has not answered yet is answered by a snapshot without the row.
    app.unanswered.removeAll { question in
      if case .delete(let id) = question { return !seen.contains(id) }
      return false
    }
    send(.rowsChanged(app.rowData))
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
    let start = Point(x: x, y: midY(ofRowWithID: id))
    send(.touchDown(start, time: time))
    samples(over: duration) { step, steps in
      let translation = Vector(dx: dx * Double(step) / Double(steps), dy: 0)
      let location = start + translation
      let drag: DragEvent =
        step == 1
        ? .began(location: location, translation: translation)
        : .changed(location: location, translation: translation)
      send(.swipe(drag, time: time))
    }
    let translation = Vector(dx: dx, dy: 0)
    send(
      .swipe(
        .ended(
          location: start + translation, translation: translation,
          velocity: Vector(dx: releaseVelocity ?? dx / duration, dy: 0)), time: time))
  }

  /// A long press on a row that lifts it, drags it by `dy` over `duration`, and drops it.
  public func drag(row id: Int, by dy: Double, duration: Double, x: Double = 195) {
    let start = Point(x: x, y: midY(ofRowWithID: id))
    send(.touchDown(start, time: time))
    wait(0.5, hz: 60, always: true)
    send(.longPress(.began(location: start, translation: .zero), time: time))
    samples(over: duration) { step, steps in
      let location = Point(x: x, y: start.y + dy * Double(step) / Double(steps))
      send(.longPress(.changed(location: location, translation: .zero), time: time))
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
    samples(over: duration) { step, steps in
      let s = spread * Double(step) / Double(steps)
      send(.pinch(.changed(upperY: upperY - s, lowerY: lowerY + s), time: time))
    }
    send(.pinch(.ended(velocity: 0), time: time))
  }
}
