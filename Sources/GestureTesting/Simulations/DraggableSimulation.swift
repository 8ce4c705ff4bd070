import GestureCore

/// A host and an app around a ``DraggableStore``, for tests and the fuzzer: it reports
/// fingers, the pan's phases and display frames on a manual clock, draws the store's frame
/// after every event, and checks the host contract and the store's guarantees as it goes.
///
/// ```swift
/// let window = DraggableSimulation(
///   frame: Rect(x: 218, y: 708, width: 160, height: 90),
///   bounds: Rect(x: 0, y: 0, width: 390, height: 844),
///   safeArea: Insets(top: 47, bottom: 34), configuration: .pictureInPicture)
/// window.drag(by: Vector(dx: -100, dy: -300), duration: 0.1)   // a flick up and left
/// window.settle()
/// #expect(window.store.anchor == .topLeft)
/// #expect(window.problems == [])
/// ```
public final class DraggableSimulation: StoreSimulation {
  /// The driver the host sends through, as the gallery and GestureKit do.
  public let driver: InteractionDriver<DraggableStore>
  /// The host's clock, in seconds.
  public internal(set) var time: Double
  /// Every callback the app received, in order.
  public private(set) var effects: [DraggableStore.Effect] = []
  /// Broken rules: the host contract (which this host keeps, so any entry is a bug in the
  /// simulation or the store), the pairing of callbacks, `ended` before the view rests, and
  /// liveness after ``settle(limit:hz:)``.
  public internal(set) var problems: [String] = []
  /// How far, in points, the farthest frame drawn so far reached outside the container's
  /// bounds (0: every frame stayed inside).
  public private(set) var largestOverhang = 0.0
  /// The frame drawn when ``largestOverhang`` was measured, and the time.
  public private(set) var worstFrame: (frame: Rect, time: Double)?

  var checker = ContractChecker<DraggableStore>()
  private var nextTouch = 1
  private var isDragOpen = false

  /// The store, as the last event left it.
  public var store: DraggableStore { driver.model }

  /// A floating view at rest at the anchor nearest to `frame`, in a container of `bounds`
  /// with `safeArea`; the clock starts at `start` seconds.
  public init(
    frame: Rect, bounds: Rect, safeArea: Insets = .zero,
    configuration: DraggableStore.Configuration = .floatingButton, start: Double = 0
  ) {
    time = start
    driver = InteractionDriver(
      DraggableStore(
        frame: frame, bounds: bounds, safeArea: safeArea, configuration: configuration))
    observeContract()
  }

  /// A copy of `other` from now on, its problems, effects and overhang forgotten.
  private init(copying other: DraggableSimulation) {
    time = other.time
    checker = other.checker
    nextTouch = other.nextTouch
    isDragOpen = other.isDragOpen
    recordsEffects = other.recordsEffects
    panStart = other.panStart
    panTranslation = other.panTranslation
    driver = InteractionDriver(other.store)
    observeContract()
  }

  /// A copy of the host, the app and the store as they are now, with no problems and no
  /// effects recorded: what the fuzzer runs into the future (``settle(limit:hz:)``) to see
  /// whether it would come to rest, leaving this simulation as it is.
  public func fork() -> DraggableSimulation { DraggableSimulation(copying: self) }

  /// Whether ``effects`` records every callback (the fuzzer turns it off: a long stream would
  /// grow it without end). Default `true`.
  public var recordsEffects = true

  /// Forgets the problems seen so far.
  public func clearProblems() { problems.removeAll() }


  /// Frames up to `end` while the store needs them (at most `maximumFrames`), at the
  /// multiples of `period` as a display link runs them, however close together the calls
  /// come; then the clock is `end` (if later).
  public func frames(until end: Double, every period: Double = 1.0 / 60, maximumFrames: Int = 2000) {
    runFrames(until: end, every: period, maximumFrames: maximumFrames)
  }

  // MARK: Sending

  /// Sends an event as the host does, records the callbacks, and draws the frame.
  public func send(_ event: DraggableStore.Event) {
    driver.send(event) { [unowned self] effect in self.apply(effect) }
    draw()
  }

  private func apply(_ effect: DraggableStore.Effect) {
    if recordsEffects { effects.append(effect) }
    switch effect {
    case .began:
      if isDragOpen { problems.append("began at \(time) s while a drag was open") }
      isDragOpen = true
    case .moved:
      if !isDragOpen { problems.append("moved at \(time) s outside a drag") }
    case .ended(let frame, let anchor):
      if !isDragOpen { problems.append("ended at \(time) s without began") }
      isDragOpen = false
      // A size change waiting for the rest applies right after `ended`: the view starts
      // over at its new size, so only the spring's end is compared then.
      let resized = store.frame.size != frame.size
      if store.needsFrames || (!resized && (store.frame != frame || store.anchor != anchor)) {
        problems.append(
          "ended(\(frame), \(anchor)) at \(time) s before the view rests there: \(store.frame), \(store.phase)"
        )
      }
    }
  }

  private func draw() {
    let frame = store.frame
    let bounds = store.bounds
    let overhang = max(
      bounds.minX - frame.minX, frame.maxX - bounds.maxX, bounds.minY - frame.minY,
      frame.maxY - bounds.maxY, 0)
    if overhang > largestOverhang || overhang.isNaN {
      largestOverhang = overhang.isNaN ? .infinity : overhang
      worstFrame = (frame, time)
    }
  }

  // MARK: Time

  /// Moves the clock by `seconds`, with a frame every `1/hz` s as a display link does (while
  /// the store needs frames, or always with `always`).
  public func wait(_ seconds: Double, hz: Double = 60, always: Bool = false) {
    let end = time + seconds
    while time + 1 / hz <= end + 1e-9 {
      time += 1 / hz
      if always || store.needsFrames { send(.tick(time: time)) }
    }
    time = max(time, end)
  }

  /// Sends frames until the store needs none (at most `limit` seconds), then checks that
  /// nothing is left half-way: the view at rest at its anchor, inside the allowed area.
  public func settle(limit: Double = 10, hz: Double = 60) {
    let end = time + limit
    while store.needsFrames, time < end {
      time += 1 / hz
      send(.tick(time: time))
    }
    if let problem = livenessProblem { problems.append(problem) }
  }

  /// What is left half-way once no finger is down and the frames have run out, if anything.
  public var livenessProblem: String? {
    if store.needsFrames { return "the store still needs frames at \(time) s" }
    if !store.isAtRest { return "not at rest at \(time) s: \(store.phase), \(store.frame)" }
    if isDragOpen { return "a drag began but never ended" }
    let area = store.allowedArea
    let frame = store.frame
    let fitsX = frame.width > area.width
      ? (frame.midX - area.midX).magnitude < 1e-9
      : frame.minX >= area.minX - 1e-9 && frame.maxX <= area.maxX + 1e-9
    let fitsY = frame.height > area.height
      ? (frame.midY - area.midY).magnitude < 1e-9
      : frame.minY >= area.minY - 1e-9 && frame.maxY <= area.maxY + 1e-9
    if !fitsX || !fitsY { return "the view rests at \(frame), outside the allowed area \(area)" }
    return nil
  }

  // MARK: Fingers

  /// A finger lands at `location`; returns its identifier for ``touchUp(_:)``.
  @discardableResult
  public func touchDown(at location: Point) -> TouchID {
    let touch = TouchID(nextTouch)
    nextTouch += 1
    send(.touchDown(touch, at: location, time: time))
    return touch
  }

  /// A finger lifts.
  public func touchUp(_ touch: TouchID) {
    send(.touchUp(touch, time: time))
  }

  /// A finger lands on the middle of the view and pans it by `delta` over `duration` with a
  /// sample every `1/hz` s, a frame after each, then lifts at `releaseVelocity` points per
  /// second (by default the average, `delta / duration`). With `lift` false the finger
  /// stays down, the pan under way; finish it with ``release(velocity:)``.
  public func drag(
    by delta: Vector, duration: Double, releaseVelocity: Vector? = nil, hz: Double = 60,
    lift: Bool = true
  ) {
    let start = store.frame.center
    let touch = touchDown(at: start)
    panStart = (touch, start)
    let steps = max(1, Int((duration * hz).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let translation = delta * (Double(step) / Double(steps))
      let drag: DragEvent =
        step == 1
        ? .began(location: start + translation, translation: translation)
        : .changed(location: start + translation, translation: translation)
      send(.drag(drag, time: time))
      send(.tick(time: time))
    }
    panTranslation = delta
    guard lift else { return }
    let velocity = releaseVelocity ?? (duration > 0 ? delta * (1 / duration) : .zero)
    release(velocity: velocity)
  }

  /// Moves the pan under way by `delta` more over `duration`, keeping the finger down.
  public func continueDrag(by delta: Vector, duration: Double, hz: Double = 60) {
    guard let (_, start) = panStart else { return }
    let from = panTranslation
    let steps = max(1, Int((duration * hz).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let translation = from + delta * (Double(step) / Double(steps))
      send(.drag(.changed(location: start + translation, translation: translation), time: time))
      send(.tick(time: time))
    }
    panTranslation = from + delta
  }

  /// Ends the pan under way at `velocity` points per second and lifts its finger.
  public func release(velocity: Vector) {
    guard let (touch, start) = panStart else { return }
    let translation = panTranslation
    send(
      .drag(
        .ended(location: start + translation, translation: translation, velocity: velocity),
        time: time))
    touchUp(touch)
    panStart = nil
  }

  /// The system cancels the pan under way and its finger.
  public func cancelDrag() {
    guard let (touch, _) = panStart else { return }
    send(.drag(.cancelled, time: time))
    touchUp(touch)
    panStart = nil
  }

  private var panStart: (touch: TouchID, location: Point)?
  private var panTranslation = Vector.zero
}
