import GestureCore

/// Demo 2: a pad with every kind of closure gesture (``ClosureGestures/standard``: tap waiting
/// for double tap, long press, four swipes, a one-finger pan, pinch and rotation, pan with
/// pinch and rotation together) and a sticker that the pan moves, the pinch scales and the
/// rotation turns.
///
/// The demo is the store's host and the app around it: it installs the store's recognizers
/// in its arena, reports their state changes, and runs the handler calls that come back (log
/// them, move the sticker). Which recognizers exist, how they relate and which changes call a
/// handler are the store's decisions.
///
/// Events: ``EventCode/gesture`` (handler: the member index in the order above, state raw
/// value — `recognized` for taps and swipes, `began`, `ended` or `cancelled` otherwise — x,
/// y, and a value: the pan's translation length, the factor the pinch changed the sticker's
/// size by — the gesture's scale, unless the sticker's 0.25…4× limits held it — the rotation
/// in radians).
final class ClosureGesturesDemo: Demo {
  /// The snapshot: the sticker's centre, scale and rotation (radians), the touches down.
  enum Field: String, PageNames { case x, y, scale, rotation, touches }

  /// The pad's closure gestures: the store, handled here directly rather than through an
  /// `StoreDriver`. The driver queues the events a host sends while it applies effects,
  /// and copies each effect out of its buffer for that; this demo's handlers send none, and a
  /// state change has no effect but handler calls, which `handleChange` hands over one by one
  /// with no buffer at all (the buffer read in place cost about 40 % less than the driver in
  /// Chromium, and the calls handed over cost 5 % less again on a pinch and rotation).
  private(set) var gestures: ClosureGestures
  #if DEBUG
    /// The effects of the latest change, for the observer.
    private var effects: [ClosureGestures.Effect] = []
  #endif
  /// Called with each event, its effects and the store as it left it, before the effects
  /// are applied, in debug builds only (``StoreDriver/observer``'s hook, where the
  /// tests check the host contract; the gallery's wasm never calls it). Default `nil`.
  var observer: ((ClosureGestures.Event, [ClosureGestures.Effect], ClosureGestures) -> Void)? {
    didSet { hasObserver = observer != nil }
  }
  /// Whether ``observer`` is set: a flag is cheaper to read at every change than a closure.
  private var hasObserver = false
  /// Reads the installed recognizers as every host of the store does.
  private var reader = ClosureGestures.Reader()
  /// The sticker at rest: centre, scale, rotation.
  private var center: Point
  private var scale = 1.0
  private var angle = 0.0
  /// What the gestures under way add to it.
  private var translation = Vector.zero
  private var pinchScale = 1.0
  private var rotation = 0.0
  /// The factor the last pinch changed the sticker's size by, within its limits.
  private var appliedScale = 1.0

  override init(size: Size) {
    gestures = ClosureGestures.standard
    #if DEBUG
      effects.reserveCapacity(4)
    #endif
    center = Point(x: size.width / 2, y: size.height / 2)
    super.init(size: size)
    let recognizers = gestures.install(in: arena, on: arena.root)
    // The pad's handlers read no velocity (the sticker follows the translation, the scale and
    // the angle): its pan, pinch and rotation fit one at the lift rather than at every event.
    fitVelocitiesAtTheLift()
    reader = ClosureGestures.Reader(gestures, recognizers: recognizers)
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    guard let slot = reader.slot(of: change.recognizer) else { return }
    #if DEBUG
      // Debug builds only: the observer sees the event and its effects before they apply.
      // The same calls, gathered as the effects `handle(.changed(...), into:)` appends.
      if hasObserver, let observer {
        effects.removeAll(keepingCapacity: true)
        gestures.handleChange(slot, state: change.state, value: change.value, time: change.time) {
          effects.append(.call(handlerID: $0, $1))
        }
        observer(
          .changed(slot, state: change.state, value: change.value, time: change.time), effects,
          gestures)
        for index in effects.indices {
          if case .call(let handler, let gesture) = effects[index] {
            call(handler, gesture, &output)
          }
        }
        return
      }
    #endif
    gestures.handleChange(slot, state: change.state, value: change.value, time: change.time) {
      call($0, $1, &output)
    }
  }

  override func command(_ command: Command, _ value: Double, _ output: inout Output) -> Int32 {
    guard command == .resetSticker else { return 1 }
    center = Point(x: size.width / 2, y: size.height / 2)
    scale = 1
    angle = 0
    return 0
  }

  /// The pad changed size: the sticker stays on it.
  override func resized(_ output: inout Output) {
    center = onPad(center)
  }

  /// `point` moved onto the pad, if it is off it.
  private func onPad(_ point: Point) -> Point {
    Point(x: min(max(0, point.x), size.width), y: min(max(0, point.y), size.height))
  }

  // MARK: The app's handlers

  /// Runs inside `gestures.handleChange`, which is modifying `gestures`: it must not touch
  /// the store (Embedded Swift checks no exclusivity at run time, so a read here would see
  /// the store half-way through a change rather than trap).
  private func call(_ handler: Int, _ gesture: ClosureGestures.Gesture, _ output: inout Output) {
    let value = gesture.value
    switch (gesture.slot, gesture.phase) {
    case (.pan, .began), (.pan, .changed): translation = value.translation
    case (.pan, .ended), (.pan, .cancelled):
      center = onPad(center + value.translation)
      translation = .zero
    case (.pinch, .began), (.pinch, .changed): pinchScale = value.scale
    case (.pinch, .ended), (.pinch, .cancelled):
      let before = scale
      scale = clampedScale(scale * value.scale)
      appliedScale = scale / before
      pinchScale = 1
    case (.rotation, .began), (.rotation, .changed): rotation = value.rotation
    case (.rotation, .ended), (.rotation, .cancelled):
      angle += value.rotation
      rotation = 0
    default: break
    }
    guard gesture.phase != .changed else { return }
    let state: RecognizerState
    switch gesture.phase {
    case .began: state = .began
    case .changed: state = .changed
    case .ended: state = gesture.slot.isDiscrete ? .recognized : .ended
    case .cancelled: state = .cancelled
    }
    let number: Double
    switch gesture.slot {
    case .pan: number = value.translation.length
    case .pinch: number = gesture.phase == .began ? 1 : appliedScale
    case .rotation: number = gesture.phase == .began ? 0 : value.rotation
    default: number = 0
    }
    output.emit(
      .gesture, Double(handler), Double(state.rawValue), value.location.x, value.location.y, number)
  }

  private func clampedScale(_ scale: Double) -> Double {
    min(4, max(0.25, scale))
  }

  // MARK: Drawing

  override func render(_ snapshot: inout [Double]) {
    let shown = center + translation
    snapshot.append(Field.self) { field in
      switch field {
      case .x: shown.x
      case .y: shown.y
      case .scale: clampedScale(scale * pinchScale)
      case .rotation: angle + rotation
      case .touches: Double(arena.activeTouchCount)
      }
    }
  }
}
