import GestureCore

extension DraggableStore: Simulatable {
  /// The floating view and its host around the store.
  public typealias App = SimulatedFloatingView
}

/// A floating view and its host around a ``DraggableStore`` in a ``Simulation``: it draws
/// the store's frame after every event, measuring how far it reaches outside the container
/// (beyond the part a stash hides, on a side that may stash or where it is stashed),
/// and checks the app's callbacks: `began` and `ended` paired, `moved` only between them,
/// `ended` only once the view rests where it says.
///
/// ```swift
/// let window = Simulation<DraggableStore>(
///   frame: Rect(x: 218, y: 708, width: 160, height: 90),
///   bounds: Rect(x: 0, y: 0, width: 390, height: 844),
///   safeArea: Insets(top: 47, bottom: 34), configuration: .pictureInPicture)
/// window.drag(by: Vector(dx: -100, dy: -300), duration: 0.1)   // a flick up and left
/// window.settle()
/// #expect(window.store.anchor == .topLeft)
/// #expect(window.problems == [])
/// ```
public final class SimulatedFloatingView: SimulatedApp {
  /// How far, in points, the farthest frame drawn so far reached outside the container's
  /// bounds (0: every frame stayed inside).
  public private(set) var largestOverhang = 0.0
  /// The frame drawn when ``largestOverhang`` was measured, and the time.
  public private(set) var worstFrame: (frame: Rect, time: Double)?

  private var isDragOpen = false
  /// An `ended` of this event, checked against the rest once the event is over: an event
  /// that ends a drag as its spring settles may begin another in the same step (a pan or a
  /// move from there), and then the rest is the new drag's start.
  private var pendingEnd: (frame: Rect, anchor: DraggableStore.Anchor)?
  /// The fingers: the next identifier, and the pan under way (its finger, where it began,
  /// how far it has moved).
  fileprivate var nextTouch = 1
  fileprivate var pan: (touch: TouchID, start: Point)?
  fileprivate var panTranslation = Vector.zero

  /// A view with no drag open and no finger down.
  public init() {}

  /// The velocity of the latest release of a drag, in points per second.
  public private(set) var releaseVelocity: Vector?

  /// A copy with the same drag and fingers, its overhang forgotten.
  public func copy() -> SimulatedFloatingView {
    let copy = SimulatedFloatingView()
    copy.isDragOpen = isDragOpen
    copy.nextTouch = nextTouch
    copy.pan = pan
    copy.panTranslation = panTranslation
    return copy
  }

  public func apply(_ effect: DraggableStore.Effect, in window: Simulation<DraggableStore>) {
    let time = window.time
    switch effect {
    case .began:
      if isDragOpen { window.report("began at \(time) s while a drag was open") }
      isDragOpen = true
      // Begun in the step that ended the last drag (a pan's or a move's first step from the
      // rest it came to): the new drag owns the view now.
      pendingEnd = nil
    case .moved:
      if !isDragOpen { window.report("moved at \(time) s outside a drag") }
    case .ended(let frame, let anchor):
      if !isDragOpen { window.report("ended at \(time) s without began") }
      isDragOpen = false
      pendingEnd = (frame, anchor)
    }
  }

  public func draw(after event: DraggableStore.Event, in window: Simulation<DraggableStore>) {
    if case .drag(.ended(_, _, let velocity), _) = event { releaseVelocity = velocity }
    if let (frame, anchor) = pendingEnd {
      pendingEnd = nil
      let store = window.store
      // A size change waiting for the rest applies right after `ended`: the view starts
      // over at its new size, so only the spring's end is compared then.
      let resized = store.frame.size != frame.size
      if store.needsFrames || (!resized && (store.frame != frame || store.anchor != anchor)) {
        window.report(
          "ended(\(frame), \(anchor)) at \(window.time) s before the view rests there: \(store.frame), \(store.phase)"
        )
      }
    }
    let store = window.store
    let frame = store.frame
    let bounds = store.bounds
    var minX = bounds.minX
    var maxX = bounds.maxX
    let sides = store.configuration.stashing.sides
    if sides.contains(.left) || store.anchor.map({ if case .stashedLeft = $0 { true } else { false } }) == true {
      minX = min(minX, store.frame(at: .stashedLeft(centerY: 0)).minX)
    }
    if sides.contains(.right) || store.anchor.map({ if case .stashedRight = $0 { true } else { false } }) == true {
      maxX = max(maxX, store.frame(at: .stashedRight(centerY: 0)).maxX)
    }
    let overhang = max(
      minX - frame.minX, frame.maxX - maxX, bounds.minY - frame.minY,
      frame.maxY - bounds.maxY, 0)
    if overhang > largestOverhang || overhang.isNaN {
      largestOverhang = overhang.isNaN ? .infinity : overhang
      worstFrame = (frame, window.time)
    }
  }

  /// The view at rest at its anchor, no drag open, inside the allowed area.
  public func restProblem(in window: Simulation<DraggableStore>) -> String? {
    let store = window.store
    if !store.isAtRest { return "not at rest at \(window.time) s: \(store.phase), \(store.frame)" }
    if isDragOpen { return "a drag began but never ended" }
    let frame = store.frame
    if store.isStashed, let anchor = store.anchor {
      // Tucked away: exactly where its anchor puts it, only the tab inside.
      let expected = store.frame(at: anchor)
      let off = max(
        (frame.minX - expected.minX).magnitude, (frame.minY - expected.minY).magnitude,
        (frame.width - expected.width).magnitude)
      return off < 1e-9 ? nil : "the stashed view rests at \(frame), not at its anchor's \(expected)"
    }
    let area = store.allowedArea
    let fitsX = frame.width > area.width
      ? (frame.midX - area.midX).magnitude < 1e-9
      : frame.minX >= area.minX - 1e-9 && frame.maxX <= area.maxX + 1e-9
    let fitsY = frame.height > area.height
      ? (frame.midY - area.midY).magnitude < 1e-9
      : frame.minY >= area.minY - 1e-9 && frame.maxY <= area.maxY + 1e-9
    if !fitsX || !fitsY { return "the view rests at \(frame), outside the allowed area \(area)" }
    return nil
  }
}

extension Simulation where S == DraggableStore {
  /// A floating view at rest at the anchor nearest to `frame`, in a container of `bounds`
  /// with `safeArea`; the clock starts at `start` seconds.
  public convenience init(
    frame: Rect, bounds: Rect, safeArea: Insets = .zero,
    configuration: DraggableStore.Configuration = .floatingButton, start: Double = 0
  ) {
    self.init(
      DraggableStore(
        frame: frame, bounds: bounds, safeArea: safeArea, configuration: configuration),
      app: SimulatedFloatingView(), start: start, screen: bounds)
  }

  /// A finger lands at `location`; returns its identifier for ``touchUp(_:)``.
  @discardableResult
  public func touchDown(at location: Point) -> TouchID {
    let touch = TouchID(app.nextTouch)
    app.nextTouch += 1
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
    app.pan = (touchDown(at: start), start)
    app.panTranslation = .zero
    pan(by: delta, duration: duration, hz: hz, begins: true)
    guard lift else { return }
    let velocity = releaseVelocity ?? (duration > 0 ? delta * (1 / duration) : .zero)
    release(velocity: velocity)
  }

  /// Moves the pan under way by `delta` more over `duration`, keeping the finger down.
  public func continueDrag(by delta: Vector, duration: Double, hz: Double = 60) {
    pan(by: delta, duration: duration, hz: hz, begins: false)
  }

  /// Moves the pan under way by `delta` over `duration`, a sample and a frame every `1/hz` s;
  /// the first sample begins the pan if `begins`.
  private func pan(by delta: Vector, duration: Double, hz: Double, begins: Bool) {
    guard let (_, start) = app.pan else { return }
    let from = app.panTranslation
    samples(over: duration, hz: hz) { step, steps in
      let translation = from + delta * (Double(step) / Double(steps))
      let location = start + translation
      let drag: DragEvent =
        begins && step == 1
        ? .began(location: location, translation: translation)
        : .changed(location: location, translation: translation)
      send(.drag(drag, time: time))
    }
    app.panTranslation = from + delta
  }

  /// Ends the pan under way at `velocity` points per second and lifts its finger.
  public func release(velocity: Vector) {
    guard let (touch, start) = app.pan else { return }
    let translation = app.panTranslation
    send(
      .drag(
        .ended(location: start + translation, translation: translation, velocity: velocity),
        time: time))
    touchUp(touch)
    app.pan = nil
  }

  /// The system cancels the pan under way and its finger.
  public func cancelDrag() {
    guard let (touch, _) = app.pan else { return }
    send(.drag(.cancelled, time: time))
    touchUp(touch)
    app.pan = nil
  }
}
