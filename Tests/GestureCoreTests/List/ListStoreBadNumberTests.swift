import GestureCore
import GestureTesting
import Testing

/// Every number a ``ListStore`` event carries, given every kind of bad value while each
/// gesture is under way: the store never draws a non-finite value, keeps every item exactly
/// once, and once the gestures end it comes to rest, showing the app's items, within the 10 s
/// of frames the fuzzer's liveness check allows.
///
/// The outcomes, as `ListStore.Event` documents them: a NaN or infinite position, translation
/// or velocity ends the gesture it belongs to as a cancel; a finite one beyond
/// ``ListStore/Limits`` counts as the limit (no finger is farther from the list than it, no
/// flick faster); a viewport, width or height that is not finite or negative is ignored or
/// read as 0; a time that is not finite or goes backwards leaves the clock where it was.
@Suite struct ListStoreBadNumberTests {
  /// The gesture under way when the bad number comes.
  enum Underway: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case nothing, swipe, lift, pinch
    var testDescription: String { rawValue }
  }

  /// Where the bad number goes: one event's one number.
  enum Slot: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case tickTime, touchDownY, touchDownTime
    case swipeBeganTranslation, swipeBeganY, swipeChangedTranslation, swipeChangedY
    case swipeEndedTranslation, swipeEndedVelocity, swipeTime
    case liftBeganY, liftChangedY, liftEndedY, liftEndedVelocity, liftTime
    case pinchBeganUpper, pinchBeganLower, pinchChangedUpper, pinchChangedLower
    case pinchEndedVelocity, pinchTime
    case viewportTop, viewportHeight, viewportOffset, width, rowHeight, newRowHeight
    var testDescription: String { rawValue }

    /// Sends the event with `value` in this slot.
    func send(_ value: Double, to list: Simulation<ListStore>) {
      let t = list.time
      let x = 195.0
      let y = list.midY(ofRowWithID: 1)
      func at(_ dy: Double) -> Point { Point(x: x, y: dy) }
      func dx(_ dx: Double) -> Vector { Vector(dx: dx, dy: 0) }
      switch self {
      case .tickTime: list.send(.tick(time: value))
      case .touchDownY: list.send(.touchDown(at(value), time: t))
      case .touchDownTime: list.send(.touchDown(at(y), time: value))
      case .swipeBeganTranslation: list.send(.swipe(.began(location: at(y), translation: dx(value)), time: t))
      case .swipeBeganY: list.send(.swipe(.began(location: at(value), translation: dx(-10)), time: t))
      case .swipeChangedTranslation:
        list.send(.swipe(.changed(location: at(y), translation: dx(value)), time: t))
      case .swipeChangedY: list.send(.swipe(.changed(location: at(value), translation: dx(-120)), time: t))
      case .swipeEndedTranslation:
        list.send(.swipe(.ended(location: at(y), translation: dx(value), velocity: dx(-300)), time: t))
      case .swipeEndedVelocity:
        list.send(.swipe(.ended(location: at(y), translation: dx(-120), velocity: dx(value)), time: t))
      case .swipeTime: list.send(.swipe(.changed(location: at(y), translation: dx(-150)), time: value))
      case .liftBeganY: list.send(.longPress(.began(location: at(value), translation: .zero), time: t))
      case .liftChangedY: list.send(.longPress(.changed(location: at(value), translation: .zero), time: t))
      case .liftEndedY:
        list.send(.longPress(.ended(location: at(value), translation: .zero, velocity: .zero), time: t))
      case .liftEndedVelocity:
        list.send(
          .longPress(
            .ended(location: at(y + 90), translation: .zero, velocity: Vector(dx: 0, dy: value)), time: t))
      case .liftTime: list.send(.longPress(.changed(location: at(y + 100), translation: .zero), time: value))
      case .pinchBeganUpper: list.send(.pinch(.began(upperY: value, lowerY: y + 64), time: t))
      case .pinchBeganLower: list.send(.pinch(.began(upperY: y, lowerY: value), time: t))
      case .pinchChangedUpper: list.send(.pinch(.changed(upperY: value, lowerY: y + 100), time: t))
      case .pinchChangedLower: list.send(.pinch(.changed(upperY: y - 40, lowerY: value), time: t))
      case .pinchEndedVelocity: list.send(.pinch(.ended(velocity: value), time: t))
      case .pinchTime: list.send(.pinch(.changed(upperY: y - 50, lowerY: y + 114), time: value))
      case .viewportTop, .viewportHeight, .viewportOffset:
        var viewport = list.store.viewport
        switch self {
        case .viewportTop: viewport.top = value
        case .viewportHeight: viewport.height = value
        default: viewport.contentOffset = value
        }
        list.send(.viewportChanged(viewport))
      case .width: list.send(.resize(width: value))
      case .rowHeight: list.changeHeights([1: value])
      case .newRowHeight:
        let id = list.app.makeID()
        list.changeItems(heights: [id: value]) { $0.insert(id, at: 1) }
      }
    }
  }

  /// Every kind of bad number: NaN, infinities, the greatest finite magnitudes, huge (the
  /// finding's 6.46·10¹⁶⁰), beyond the arena's 10¹⁵, a time just inside ``InputLimits/time`` and
  /// a length beyond ``InputLimits/length``, a negative one, −0 and the least positive Double.
  static let values: [Double] = [
    .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300,
    6.464437570553214e160, 1e15, -1e15, 9.9e8, -1e9, 1e6, -5, -0.0, .leastNonzeroMagnitude,
  ]

  /// Brings a gesture part-way on row 1, its finger down.
  static func start(_ gesture: Underway, on list: Simulation<ListStore>) {
    let y = list.midY(ofRowWithID: 1)
    let t = list.time
    let start = Point(x: 195, y: y)
    switch gesture {
    case .nothing: break
    case .swipe:
      list.send(.touchDown(start, time: t))
      list.send(.swipe(.began(location: start, translation: Vector(dx: -10, dy: 0)), time: t))
      list.send(.swipe(.changed(location: start, translation: Vector(dx: -100, dy: 0)), time: t))
    case .lift:
      list.send(.touchDown(start, time: t))
      list.send(.longPress(.began(location: start, translation: .zero), time: t))
      list.send(.longPress(.changed(location: Point(x: 195, y: y + 80), translation: .zero), time: t))
    case .pinch:
      list.send(.touchDown(start, time: t))
      list.send(.pinch(.began(upperY: y, lowerY: y + 64), time: t))
      list.send(.pinch(.changed(upperY: y - 20, lowerY: y + 84), time: t))
    }
    list.wait(0.05)
  }

  /// Ends every gesture the way the fingers lift (a gesture already over ignores its end).
  static func endGestures(on list: Simulation<ListStore>) {
    let t = list.time
    let location = Point(x: 195, y: 100)
    list.send(.swipe(.ended(location: location, translation: Vector(dx: -100, dy: 0), velocity: .zero), time: t))
    list.send(.longPress(.ended(location: location, translation: .zero, velocity: .zero), time: t))
    list.send(.pinch(.ended(velocity: 0), time: t))
  }

  @Test(arguments: Slot.allCases, values)
  func everyGestureComesToRest(slot: Slot, value: Double) {
    for gesture in Underway.allCases {
      let list = Simulation<ListStore>(count: 12)
      list.breaksClockRules = true  // the time slots break the clock rules on purpose
      list.wait(1)
      Self.start(gesture, on: list)
      slot.send(value, to: list)
      list.wait(0.05)
      Self.endGestures(on: list)
      list.settle()
      #expect(list.problems == [], "\(gesture), \(slot) = \(value)")
    }
  }

  /// The minimized finding that named the class: a row lifted and moved by 6.46·10¹⁶⁰ pt
  /// dropped from there with a spring that needed more than 10 s to settle (`ln(6.46·10¹⁶⁰ /
  /// 0.01)` ≈ 375 time constants). The lifted row now stays where the finger can be: inside
  /// the viewport (UITableView keeps a reordered cell inside the table the same way).
  @Test func aLiftMovedFarAwayDropsFromTheViewportsEdge() {
    let list = Simulation<ListStore>(count: 12)
    Self.start(.lift, on: list)
    list.send(
      .longPress(.changed(location: Point(x: 195, y: 6.464437570553214e160), translation: .zero), time: list.time))
    let lifted = list.store.liftedRow
    // Viewport 0...600 pt, content scrolled by the auto-scroll band at most to 12 × 64 − 600
    // = 168 pt; the row's top is at most the viewport's bottom (600 + offset) less its height.
    #expect(lifted.map { $0.top <= list.store.viewport.contentOffset + 600 } == true)
    Self.endGestures(on: list)
    list.settle()
    #expect(list.problems == [])
  }
}
