import GestureCore

extension FuzzDriver {
  /// The other host layers under fuzzing, each run by its simulated host and app with its
  /// ``ContractChecker`` (and the others' checkers) attached:
  ///
  /// - a ``SwipeActionsStore`` over a group of four rows (``SimulatedSwipeApp``, 390 × 64 pt
  ///   rows stacked from y = 0, id `k` at y = 64 k): every accepted touch is a
  ///   touch-down on the row under it (or outside every row) and a touch-up when it ends;
  ///   the pan drives the row it began on when the store claims the stroke; taps tap;
  ///   the stream's swipe-action calls open, close, tap actions, resize, reuse, remove and
  ///   add rows, scroll, touch outside, and make the app answer late or decline;
  /// - a ``BackSwipeStore`` three screens deep (``Simulation``, the frames animator,
  ///   or UIKit's percent-driven transition when the header's bit 4 is set): the pan swipes
  ///   back when the store says it may begin; host calls push, pop, change the context
  ///   (depth, a transition, the opt-out, direction, width) mid-swipe, make the host fail to
  ///   start a pop, report the completion late, switch the animator;
  /// - a ``DraggableStore`` (``SimulatedFloatingView``, the driver's floating view): every
  ///   touch is reported, the pan drags the view when a finger landed on it (a finger
  ///   catches the springing view); host calls resize the container or the view, raise a
  ///   keyboard, change the anchors, mid-drag and mid-spring;
  /// - ``ClosureGestures/standard`` (``ClosureGesturesHost``), told every state change of the
  ///   arena's recognizers (the standard set is its set), with handlers removed and added
  ///   mid-gesture.
  ///
  /// Between events each simulation gets frames while its store needs them, at 60 Hz, as a
  /// display link does. After every step of the driver: each simulation's contract checks,
  /// and **liveness**: when no finger is down (none in the arena, no drag sent directly and
  /// not ended), a fork of each simulation whose store needs frames or an answer gets every
  /// answer and frames until its store needs none (at most 10 s) and must then be at rest,
  /// showing exactly its model (every row closed or open at its offset and the rows exactly
  /// the app's views; the top screen in place; the view at rest at its anchor inside the
  /// allowed area; no closure gesture under way). The fork leaves the stream's timeline
  /// alone, so the next step can land mid-spring.
  @_spi(Tooling) public final class StoreHosts {
    /// The swipe-action rows, their app and host.
    @_spi(Tooling) public let swipeActions: Simulation<SwipeActionsStore>
    /// The navigation stack and its host.
    @_spi(Tooling) public let backSwipe: Simulation<BackSwipeStore>
    /// The floating view and its host.
    @_spi(Tooling) public let draggable: Simulation<DraggableStore>
    /// The closure gestures of a view with the standard handlers.
    @_spi(Tooling) public let closures: ClosureGesturesHost
    /// Whether the stream is still played into the stores (as ``ListHost/isActive``: a
    /// clock beyond 1e9 s stops them).
    @_spi(Tooling) public private(set) var isActive = true
    /// Called with a line for every event (``FuzzDriver/log``).
    var log: ((String) -> Void)?

    /// The height of a swipe-action row, and how many row slots there are (ids `0..<6`).
    static let rowHeight = 64.0
    static let rowSlots = 6

    /// Which touch ids each store was told are down.
    var rowTouches = [Bool](repeating: false, count: 24)
    var viewTouches = [Bool](repeating: false, count: 24)
    /// Reads the pan as the swipe-action rows' host does: the row it drives, from its
    /// `began` (the row under its start, when the store claims the stroke) to its end.
    var swipeReader = SwipeActionsStore.Reader()
    /// Whether the pan drives the back swipe, or the floating view.
    var panSwipesBack = false
    var panDragsView = false
    /// Which touches landed on the floating view (a pan that begins drives it).
    var touchesOnView = [Bool](repeating: false, count: 24)
    /// Drags sent directly (``FuzzStep/host(_:_:_:_:)`` kind 7) not yet ended, per store.
    var directRow: Int?
    var directBackSwipe = false
    var directView = false
    /// Problems found and not yet taken.
    var found: [Invariants.Violation] = []

    init(setup: Setup) {
      let direction: ReadingDirection = setup.isRightToLeft ? .rightToLeft : .leftToRight
      let configuration: SwipeActions.Configuration = setup.isClassic ? .classic : .default
      swipeActions = Simulation<SwipeActionsStore>(count: 4) { size in
        SwipeActions(
          leading: [.init(id: "read", keepsOpenAfterTap: true)],
          trailing: [.init(id: "delete", style: .destructive), .init(id: "more")],
          containerSize: size, layoutDirection: direction, configuration: configuration)
      }
      swipeActions.recordsEffects = false
      backSwipe = Simulation<BackSwipeStore>(
        stackDepth: 3, width: FuzzDriver.screen.width, layoutDirection: direction,
        backSwipe: setup.isFullScreenBackSwipe ? .fullScreen : .edge,
        animator: setup.isClassic ? .percentDriven : .frames)
      backSwipe.recordsEffects = false
      draggable = Simulation<DraggableStore>(
        frame: Rect(x: 0, y: 400, width: 60, height: 60), bounds: FuzzDriver.screen,
        safeArea: Insets(top: 47, bottom: 34),
        configuration: DraggableStore.Configuration(anchors: setup.anchors))
      draggable.recordsEffects = false
      closures = ClosureGesturesHost()
    }

    /// Whether a finger or a drag sent directly holds one of the stores.
    var isHolding: Bool {
      swipeReader.draggedRowID != nil || panSwipesBack || panDragsView || directRow != nil || directBackSwipe
        || directView || rowTouches.contains(true) || viewTouches.contains(true)
    }

    // MARK: Time

    /// Frames up to `clock` while each store needs them; then each host's clock is `clock`.
    func catchUp(to clock: Double) {
      guard isActive else { return }
      guard clock <= ListHost.latestClock else {
        isActive = false
        return
      }
      swipeActions.frames(until: clock)
      backSwipe.frames(until: clock)
      draggable.frames(until: clock)
    }

    /// A display frame now, for every store (a frame early, or one more than needed).
    func tick() {
      guard isActive else { return }
      swipeActions.send(.tick(time: swipeActions.time))
      backSwipe.send(.tick(time: backSwipe.time))
      draggable.send(.tick(time: draggable.time))
    }

    // MARK: Fingers

    /// The swipe-action row under a point of the container, if the store has it.
    func row(at point: Point) -> Int? {
      guard point.y.isFinite, point.y >= 0 else { return nil }
      let slot = point.y / Self.rowHeight
      guard slot < Double(Self.rowSlots) else { return nil }
      let id = Int(slot)
      return swipeActions.app.ids.contains(id) ? id : nil
    }

    /// The swipe-action row under a point of the container, with its frame there.
    func rowFrame(at point: Point) -> SwipeActionsStore.RowFrame? {
      row(at: point).map {
        ($0, Rect(x: 0, y: Double($0) * Self.rowHeight, width: FuzzDriver.screen.width, height: Self.rowHeight))
      }
    }

    /// A touch the arena accepted came down at `location`.
    func touchDown(_ id: Int, at location: Point) {
      guard isActive else { return }
      if !rowTouches[id] {
        rowTouches[id] = true
        swipeActions.send(.touchDown(rowID: row(at: location), time: swipeActions.time))
      }
      if !viewTouches[id] {
        viewTouches[id] = true
        touchesOnView[id] = draggable.store.frame.contains(location)
        draggable.send(.touchDown(TouchID(id), at: location, time: draggable.time))
      }
    }

    /// A touch the arena accepted lifted or was cancelled.
    func touchUp(_ id: Int) {
      guard isActive else { return }
      if rowTouches[id] {
        rowTouches[id] = false
        swipeActions.send(.touchUp(time: swipeActions.time))
      }
      if viewTouches[id] {
        viewTouches[id] = false
        touchesOnView[id] = false
        draggable.send(.touchUp(TouchID(id), time: draggable.time))
      }
    }

    /// Every touch the stores were told of lifts (the arena let them all go).
    func liftAll() {
      for id in rowTouches.indices where rowTouches[id] || viewTouches[id] { touchUp(id) }
    }

    /// A phase of the arena's pan, to each store whose view it began on.
    func pan(_ drag: DragEvent) {
      guard isActive else { return }
      var stroke = Vector.zero
      if case .began(let location, let translation) = drag {
        endPan()
        stroke = translation
        panSwipesBack = backSwipe.store.shouldBegin(
          backSwipe.store.configuration.isFullScreen ? .fullScreen : .edge,
          start: location - translation, stroke: translation)
        panDragsView = touchesOnView.contains(true) && !directView
      }
      let ends: Bool
      switch drag {
      case .began, .changed: ends = false
      case .ended, .cancelled: ends = true
      }
      if let id = swipeReader.draggedRowID, !swipeActions.app.ids.contains(id) {
        swipeReader.endDrag()  // The view is gone, and its recognizer with it.
      }
      let rowDrag = swipeReader.event(for: drag, time: swipeActions.time) { start in
        // The row the store claims the stroke on; a view a drag sent directly holds takes no
        // pan (its recognizer is busy).
        guard let hit = rowFrame(at: start), hit.id != directRow,
          swipeActions.store.claims(stroke: stroke, onRow: hit.id)
        else { return nil }
        return hit
      }
      if let rowDrag { swipeActions.send(rowDrag) }
      if panSwipesBack { backSwipe.drag(drag) }
      if panDragsView { draggable.send(.drag(drag, time: draggable.time)) }
      if ends { swipeReader.endDrag(); panSwipesBack = false; panDragsView = false }
    }

    /// Ends a pan still driving a store (a `began` that follows one without an end).
    private func endPan() {
      if let id = swipeReader.draggedRowID, swipeActions.app.ids.contains(id) {
        swipeActions.send(.drag(rowID: id, .cancelled, time: swipeActions.time))
      }
      if panSwipesBack { backSwipe.drag(.cancelled) }
      if panDragsView { draggable.send(.drag(.cancelled, time: draggable.time)) }
      swipeReader.endDrag()
      panSwipesBack = false
      panDragsView = false
    }

    /// The arena's tap, at `location` in the container.
    func tap(at location: Point) {
      guard isActive else { return }
      swipeActions.send(
        SwipeActionsStore.Reader.event(
          forTapAt: location, time: swipeActions.time, rowAt: rowFrame(at:)))
    }

    // MARK: Rest

    /// The host ends what it holds, every answer comes, and frames run until no store needs
    /// them; then each store must be at rest, on the stream's own timeline. Returns the
    /// clock after the frames.
    func checkpoint(clock: Double) -> Double {
      catchUp(to: clock)
      guard isActive else { return clock }
      endPan()
      endDirectDrags()
      liftAll()
      swipeActions.app.answersLater = false
      swipeActions.answerPendingActions()
      swipeActions.settle(limit: 10)
      backSwipe.settle()
      draggable.settle(limit: 10)
      return max(clock, swipeActions.time, backSwipe.time, draggable.time)
    }

    func endDirectDrags() {
      if let id = directRow, swipeActions.app.ids.contains(id) {
        swipeActions.send(.drag(rowID: id, .cancelled, time: swipeActions.time))
      }
      if directBackSwipe { backSwipe.drag(.cancelled) }
      if directView { draggable.send(.drag(.cancelled, time: draggable.time)) }
      directRow = nil
      directBackSwipe = false
      directView = false
    }

    /// A line about each store's state, for ``FuzzDriver/log``.
    func logState() {
      guard let log else { return }
      let rows = swipeActions.store.rows.map { "\($0.id): \($0.offset)" }
      log(
        "    stores: rows at \(swipeActions.time) s \(rows), frames \(swipeActions.store.needsFrames), "
          + "pending \(swipeActions.app.pending); back swipe at \(backSwipe.time) s \(backSwipe.store.phase) "
          + "\(backSwipe.store.progress), frames \(backSwipe.store.needsFrames), transition "
          + "\(backSwipe.app.isTransitionRunning); view at \(draggable.time) s \(draggable.store.phase) "
          + "\(draggable.store.frame); holding \(isHolding)")
    }

    /// Liveness, when no finger is down (`touches` in the arena, none held here): each store
    /// run to rest on a fork.
    func checkLiveness(touches: Int) {
      guard isActive, touches == 0, !isHolding else { return }
      let swipeProblems = swipeActions.settlingProblems { future in
        future.app.answersLater = false
        future.answerPendingActions()
      }
      for problem in swipeProblems { report("swipeActionsStore.liveness", problem) }
      for problem in backSwipe.settlingProblems() { report("backSwipeStore.liveness", problem) }
      for problem in draggable.settlingProblems() { report("draggableStore.liveness", problem) }
      if closures.problems.isEmpty, !closures.store.isAtRest {
        let active = closures.store.members.filter(\.isActive).map(\.name)
        report("closureGestures.liveness", "no finger down, and \(active) still under way")
      }
    }

    private func report(_ rule: String, _ message: String) {
      found.append(Invariants.Violation(rule: rule, message: message))
    }

    /// The problems found since the last call, as violations (`<store>.simulation` for what
    /// the simulations found on the stream's timeline, `<store>.liveness` for the rest).
    func takeViolations() -> [Invariants.Violation] {
      for problem in swipeActions.problems { report("swipeActionsStore.simulation", problem) }
      for problem in backSwipe.problems { report("backSwipeStore.simulation", problem) }
      for problem in draggable.problems { report("draggableStore.simulation", problem) }
      closures.take(into: &found)
      guard !found.isEmpty else { return [] }
      defer { clearProblems() }
      return found
    }

    /// Forgets the problems seen so far.
    func clearProblems() {
      swipeActions.clearProblems()
      backSwipe.clearProblems()
      draggable.clearProblems()
      closures.clearProblems()
      found.removeAll()
    }
  }
}
