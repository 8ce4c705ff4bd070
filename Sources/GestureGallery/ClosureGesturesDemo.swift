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

  /// The pad's closure gestures, their recognizers installed on the whole area. A state
  /// change has no effect but handler calls, which the store hands over one by one, with no
  /// effects buffer (``PageHost/handleInPlace(_:_:_:)``: the buffer read in place cost about
  /// 40 % less than copying each effect out in Chromium, and the calls handed over cost 5 %
  /// less again on a pinch and rotation). In debug builds the contract checker observes every
  /// event, and the calls go through the buffer, the same calls.
  let pad: PageHost<ClosureGestures>
  /// The store, as the last state change left it.
  var gestures: ClosureGestures { pad.store }
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
    center = Point(x: size.width / 2, y: size.height / 2)
    pad = PageHost(ClosureGestures.standard)
    super.init(size: size)
    pad.install(in: arena, on: arena.root)  // The whole area is the pad.
    // The pad's handlers read no velocity (the sticker follows the translation, the scale and
    // the angle): its pan, pinch and rotation fit one at the lift rather than at every event.
    fitVelocitiesAtTheLift()
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    pad.handleInPlace(change, &output) { effect, output in
      if case .call(let handler, let gesture) = effect { call(handler, gesture, &output) }
    }
  }

  override func command(_ command: Command, _ value: Double, _ output: inout Output) -> Int32 {
    guard command == .resetSticker else { return 1 }
    center = Point(x: size.width / 2, y: size.height / 2)
    scale = 1
    angle = 0
    return 0
  }

  // MARK: Keys

  /// The keys of the focused pad: the recognizers' state changes they stand for, sent to the
  /// store as a recognizer reports them (``keyed(_:at:time:)``), whose handler calls move
  /// the sticker as the fingers do. Not while a finger is on the pad (its recognizers are
  /// under way).
  override func key(_ key: ItemKey, item: Int, part: Int, _ output: inout Output) -> Int32 {
    guard arena.activeTouchCount == 0 else { return 0 }
    let events = Self.keyed(key, at: center, time: now)
    for event in events {
      pad.send(event, &output) { effect, output in
        if case .call(let handler, let gesture) = effect { call(handler, gesture, &output) }
      }
    }
    return events.isEmpty ? 0 : 1
  }

  /// The state changes a key on the pad stands for, the one place the keys meet the store:
  /// Enter or Space a tap; an arrow a pan of 24 pt that way; + and − a pinch to 1.25× and
  /// 0.8×; `[` and `]` a rotation of 15° anticlockwise and clockwise. Each continuous one
  /// begins and ends at once, at `location` (the sticker's centre).
  static func keyed(_ key: ItemKey, at location: Point, time: Double) -> [ClosureGestures.Event] {
    let step = 24.0, turn = Double.pi / 12
    let start = GestureValue(location: location, numberOfTouches: 1)
    var end = start
    let slot: ClosureGestures.Slot
    switch key {
    case .enter, .space:
      return [.changed(.tap(numberOfTaps: 1), state: .recognized, value: start, time: time)]
    case .left, .right, .up, .down:
      slot = .pan
      end.translation =
        key == .left ? Vector(dx: -step, dy: 0) : key == .right ? Vector(dx: step, dy: 0)
        : key == .up ? Vector(dx: 0, dy: -step) : Vector(dx: 0, dy: step)
      end.location = location + end.translation
    case .plus, .minus:
      slot = .pinch
      end.scale = key == .plus ? 1.25 : 0.8
    case .openBracket, .closeBracket:
      slot = .rotation
      end.rotation = key == .openBracket ? -turn : turn
    default:
      return []
    }
    return [
      .changed(slot, state: .began, value: start, time: time),
      .changed(slot, state: .ended, value: end, time: time),
    ]
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

  /// Runs while the store is handling the state change (in place): it must not touch the
  /// store (Embedded Swift checks no exclusivity at run time, so a read here would see
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
