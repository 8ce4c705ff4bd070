import GestureCore

extension SwipeActionsStore: Simulatable {
  /// The app's views and their host around the store.
  public typealias App = SimulatedSwipeApp
}

/// An app and its host around a ``SwipeActionsStore`` in a ``Simulation``: it owns the views
/// (rows), runs their actions' handlers and answers them as it is told to, and removes a view
/// once its content is off-screen; at rest, the store's rows must be its views.
///
/// ```swift
/// let views = Simulation<SwipeActionsStore>(count: 3)
/// views.swipe(row: 1, by: -100, duration: 0.5, releaseVelocity: 0)  // past half of 156 pt
/// views.settle()
/// #expect(views.store.row(1)?.state == .open(.trailing))
/// #expect(views.problems == [])
/// ```
public final class SimulatedSwipeApp: SimulatedApp {
  /// The views' identifiers, in order.
  public fileprivate(set) var ids: [Int]
  /// Each view's size.
  public let size: Size
  /// Whether the app declines the handlers it runs (a confirmation the user cancels).
  /// Default `false`.
  public var declinesActions = false
  /// Whether the app holds its answers back until
  /// ``Simulation/answerPendingActions()``. Default `false`.
  public var answersLater = false
  /// Whether the app removes a view whose content went off-screen (a destructive action's
  /// dismissal), as a table removes its row. Default `true`; `false` keeps the row for a test
  /// that reads it after.
  public var removesDismissedViews = true
  /// Handlers run and not answered yet (``answersLater``), by row.
  public fileprivate(set) var pending: [Int] = []
  /// Where the first view's top-left corner is in the container; the others are stacked
  /// below it in ``ids`` order. Default the origin.
  public var origin = Point.zero

  /// An app with the views `ids` of `size`, none added to the store yet.
  public init(ids: [Int], size: Size) {
    self.ids = ids
    self.size = size
  }

  /// Mail's row: "read" leading; "delete" (destructive) and "more" trailing; 78 pt buttons.
  public static func mailRow(_ size: Size) -> SwipeActionsRow {
    SwipeActionsRow(
      leading: [.init(id: "read")],
      trailing: [.init(id: "delete", style: .destructive), .init(id: "more")],
      containerSize: size, configuration: .classic)
  }

  /// The views stacked from ``origin`` in ``ids`` order, each of ``size``: where the reader
  /// finds the row under a touch.
  public func layOut(_ reader: inout SwipeActionsStore.Reader, in views: Simulation<SwipeActionsStore>) {
    reader.rows = ids.enumerated().map { index, id in
      SwipeActionsStore.Reader.Row(
        id: id,
        frame: Rect(
          x: origin.x, y: origin.y + Double(index) * size.height, width: size.width,
          height: size.height))
    }
  }

  public func copy() -> SimulatedSwipeApp {
    let copy = SimulatedSwipeApp(ids: ids, size: size)
    copy.declinesActions = declinesActions
    copy.answersLater = answersLater
    copy.pending = pending
    copy.origin = origin
    copy.removesDismissedViews = removesDismissedViews
    return copy
  }

  /// Runs a handler (answering it now unless ``answersLater``) and removes a dismissed view;
  /// the store's effects of these answers are not the app's callbacks, so they are dropped.
  public func apply(_ effect: SwipeActionsStore.Effect, in views: Simulation<SwipeActionsStore>) {
    switch effect {
    case .perform(let id, _, _, _, _):
      if answersLater {
        pending.append(id)
      } else {
        views.driver.send(
          .actionAnswered(rowID: id, completed: !declinesActions, time: views.time)
        ) { _ in }
      }
    case .dismissed(let id, _):
      guard removesDismissedViews else { return }
      ids.removeAll { $0 == id }
      views.driver.send(.remove(id)) { _ in }
    case .haptic, .fullSwipe, .willOpen, .didOpen, .didClose:
      break
    }
  }

  /// Every row at rest, and the store's rows the app's views.
  public func restProblem(in views: Simulation<SwipeActionsStore>) -> String? {
    let store = views.store
    if !store.isAtRest {
      let rows = store.rows.map { row in
        "\(row.id): \(row.offset) \(String(describing: row.state))"
      }
      return "not at rest at \(views.time) s: \(rows)"
    }
    if store.rows.map(\.id) != ids { return "rows \(store.rows.map(\.id)) are not the views \(ids)" }
    return nil
  }
}

extension Simulation where S == SwipeActionsStore {
  /// `count` views (identifiers `0..<count`) of `size`, each with the actions of `makeRow`
  /// (by default ``SimulatedSwipeApp/mailRow(_:)``), the clock at `start` seconds.
  public convenience init(
    count: Int, size: Size = Size(width: 390, height: 64), start: Double = 0,
    makeRow: ((Size) -> SwipeActionsRow)? = nil
  ) {
    self.init(SwipeActionsStore(), app: SimulatedSwipeApp(ids: Array(0..<count), size: size), start: start)
    let make = makeRow ?? SimulatedSwipeApp.mailRow
    for id in app.ids { send(.insert(id, make(size))) }
  }

  /// The app adds a view with the identifier `id` (new, or a reused view configured again),
  /// with Mail's actions.
  public func insertView(_ id: Int) {
    if !app.ids.contains(id) { app.ids.append(id) }
    send(.insert(id, SimulatedSwipeApp.mailRow(app.size)))
  }

  /// The app removes a view (a row deleted by other means) and tells the store.
  public func removeView(_ id: Int) {
    app.ids.removeAll { $0 == id }
    send(.remove(id))
  }

  /// Answers every handler held back by ``SimulatedSwipeApp/answersLater``, as
  /// ``SimulatedSwipeApp/declinesActions`` says.
  public func answerPendingActions() {
    let answers = app.pending
    app.pending.removeAll()
    for id in answers {
      send(.actionAnswered(rowID: id, completed: !app.declinesActions, time: time))
    }
  }

  /// A horizontal swipe on a row: touch-down, a pan from `x` by `dx` over `duration` at
  /// 60 Hz (a frame after each sample), a release at `releaseVelocity` points per second (by
  /// default the average, `dx / duration`), and the touch-up. A view the app removes
  /// half-way gets no more pan events (its recognizer is gone); the finger still lifts.
  public func swipe(
    row id: Int, by dx: Double, duration: Double, releaseVelocity: Double? = nil,
    x: Double = 300, lift: Bool = true
  ) {
    let start = Point(x: x, y: app.size.height / 2)
    send(.touchDown(rowID: id, time: time))
    samples(over: duration) { step, steps in
      let translation = Vector(dx: dx * Double(step) / Double(steps), dy: 0)
      let drag: DragEvent =
        step == 1
        ? .began(location: start + translation, translation: translation)
        : .changed(location: start + translation, translation: translation)
      if app.ids.contains(id) { send(.drag(rowID: id, drag, time: time)) }
    }
    guard lift else { return }
    release(row: id, dx: dx, x: x, velocity: releaseVelocity ?? dx / duration)
  }

  /// Lifts the finger of a swipe made with `lift: false`.
  public func release(row id: Int, dx: Double, x: Double = 300, velocity: Double) {
    let translation = Vector(dx: dx, dy: 0)
    if app.ids.contains(id) {
      send(
        .drag(
          rowID: id,
          .ended(
            location: Point(x: x, y: app.size.height / 2) + translation,
            translation: translation, velocity: Vector(dx: velocity, dy: 0)), time: time))
    }
    send(.touchUp(time: time))
  }

  /// A tap at `x` on a row (`nil`: outside every row): touch-down, 0.05 s of frames, tap and
  /// touch-up.
  public func tap(row id: Int?, x: Double) {
    send(.touchDown(rowID: id, time: time))
    wait(0.05, hz: 60, always: true)
    send(.tap(rowID: id, at: Point(x: x, y: app.size.height / 2), time: time))
    send(.touchUp(time: time))
  }
}
