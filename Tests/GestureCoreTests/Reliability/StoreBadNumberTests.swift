import GestureCore
import GestureTesting
import Testing

/// The bad numbers of ``ListStoreBadNumberTests`` for the other four stores: every number an
/// event carries, given NaN, infinities, huge, negative and tiny values while the store's
/// gesture or spring is under way. No contract rule the store keeps breaks, nothing drawn is
/// NaN, and once the fingers lift every store comes to rest showing its model (rows closed or
/// open, the top screen in place, the view at an anchor inside its area, no gesture under way)
/// within the 10 s of frames the fuzzer's liveness check allows. (`InputLimits` is the rule.)
@Suite struct StoreBadNumberTests {
  static let values = ListStoreBadNumberTests.values

  /// Contract reports a host earns by sending the bad number itself (a time that is not a
  /// time or goes backwards, a NaN drag), which the store survives; every other report is a
  /// store's or a simulation's bug.
  static func storeProblems(_ problems: [String]) -> [String] {
    problems.filter {
      !["not a time", "time went backwards", "NaN or infinite value"].contains(where: $0.contains)
    }
  }

  /// Whether a time slot's value is a time later than the simulations' clocks (about 1 s): the
  /// store's clock moves there, and the host's next frames, earlier, count as going backwards
  /// until its clock catches up. That is the contract's one-clock rule, not a bad number; the
  /// list's simulation, whose clock follows the times it sends, checks that case.
  static func isLaterTime(_ value: Double) -> Bool {
    InputLimits.isTime(value) && value > 2
  }

  // MARK: Swipe actions

  enum SwipeActionsSlot: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case tickTime, dragBeganTranslation, dragChangedTranslation, dragChangedX,
      dragEndedTranslation, dragEndedVelocity, dragTime, tapX, tapTime, width, height, openTime
    var testDescription: String { rawValue }
    var isTime: Bool { [.tickTime, .dragTime, .tapTime, .openTime].contains(self) }

    func send(_ value: Double, to views: Simulation<SwipeActionsStore>) {
      let t = views.time
      func drag(_ event: DragEvent, time: Double? = nil) {
        views.send(.drag(rowID: 1, event, time: time ?? t))
      }
      let at = Point(x: 300, y: 32)
      switch self {
      case .tickTime: views.send(.tick(time: value))
      case .dragBeganTranslation: drag(.began(location: at, translation: Vector(dx: value, dy: 0)))
      case .dragChangedTranslation: drag(.changed(location: at, translation: Vector(dx: value, dy: 0)))
      case .dragChangedX: drag(.changed(location: Point(x: value, y: 32), translation: Vector(dx: -120, dy: 0)))
      case .dragEndedTranslation:
        drag(.ended(location: at, translation: Vector(dx: value, dy: 0), velocity: Vector(dx: -400, dy: 0)))
      case .dragEndedVelocity:
        drag(.ended(location: at, translation: Vector(dx: -120, dy: 0), velocity: Vector(dx: value, dy: 0)))
      case .dragTime: drag(.changed(location: at, translation: Vector(dx: -140, dy: 0)), time: value)
      case .tapX: views.send(.tap(rowID: 1, at: Point(x: value, y: 32), time: t))
      case .tapTime: views.send(.tap(rowID: 1, at: at, time: value))
      case .width: views.send(.resize(rowID: 1, Size(width: value, height: 64)))
      case .height: views.send(.resize(rowID: 1, Size(width: 390, height: value)))
      case .openTime: views.send(.open(rowID: 2, .trailing, animated: true, time: value))
      }
    }
  }

  @Test(arguments: SwipeActionsSlot.allCases, values)
  func swipeActionsComeToRest(slot: SwipeActionsSlot, value: Double) {
    if slot.isTime, Self.isLaterTime(value) { return }
    for dragging in [false, true] {
      let views = Simulation<SwipeActionsStore>(count: 4)
      views.wait(1, hz: 60, always: true)
      views.send(.tick(time: views.time))  // the checker learns the host's clock
      let at = Point(x: 300, y: 32)
      views.send(.touchDown(rowID: 1, time: views.time))
      if dragging {
        views.send(.drag(rowID: 1, .began(location: at, translation: Vector(dx: -10, dy: 0)), time: views.time))
        views.send(.drag(rowID: 1, .changed(location: at, translation: Vector(dx: -100, dy: 0)), time: views.time))
      }
      views.wait(0.05, hz: 60, always: true)
      slot.send(value, to: views)
      views.wait(0.05, hz: 60, always: true)
      views.send(
        .drag(
          rowID: 1, .ended(location: at, translation: Vector(dx: -100, dy: 0), velocity: .zero), time: views.time))
      views.send(.touchUp(time: views.time))
      views.settle()
      #expect(Self.storeProblems(views.problems) == [], "dragging \(dragging), \(slot) = \(value)")
    }
  }

  // MARK: Back swipe

  enum BackSwipeSlot: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case tickTime, beganX, beganTranslation, changedTranslation, changedY, endedTranslation,
      endedVelocity, dragTime, containerWidth, pushTime, popTime
    var testDescription: String { rawValue }
    var isTime: Bool { [.tickTime, .dragTime, .pushTime, .popTime].contains(self) }

    func send(_ value: Double, to back: Simulation<BackSwipeStore>) {
      let at = Point(x: 120, y: 400)
      switch self {
      case .tickTime: back.send(.tick(time: value))
      case .beganX: back.drag(.began(location: Point(x: value, y: 400), translation: Vector(dx: 10, dy: 0)))
      case .beganTranslation: back.drag(.began(location: at, translation: Vector(dx: value, dy: 0)))
      case .changedTranslation: back.drag(.changed(location: at, translation: Vector(dx: value, dy: 0)))
      case .changedY: back.drag(.changed(location: Point(x: 120, y: value), translation: Vector(dx: 110, dy: value)))
      case .endedTranslation:
        back.drag(.ended(location: at, translation: Vector(dx: value, dy: 0), velocity: Vector(dx: 300, dy: 0)))
      case .endedVelocity:
        back.drag(.ended(location: at, translation: Vector(dx: 110, dy: 0), velocity: Vector(dx: value, dy: 0)))
      case .dragTime: back.send(.drag(.changed(location: at, translation: Vector(dx: 130, dy: 0)), time: value))
      case .containerWidth:
        var context = back.store.context
        context.container = Rect(x: 0, y: 0, width: value, height: 844)
        back.send(.contextChanged(context))
      case .pushTime: back.send(.push(time: value))
      case .popTime: back.send(.pop(time: value))
      }
    }
  }

  @Test(arguments: BackSwipeSlot.allCases, values)
  func backSwipeComesToRest(slot: BackSwipeSlot, value: Double) {
    if slot.isTime, Self.isLaterTime(value) { return }
    for swiping in [false, true] {
      for animator in [BackSwipeStore.Animator.frames, .percentDriven] {
        let back = Simulation<BackSwipeStore>(stackDepth: 3, backSwipe: .fullScreen, animator: animator)
        back.wait(1)
        back.send(.tick(time: back.time))  // the checker learns the host's clock
        if swiping {
          back.swipe(from: Point(x: 10, y: 400), by: Vector(dx: 100, dy: 0), duration: 0.1, lifts: false)
        }
        slot.send(value, to: back)
        back.wait(0.05)
        back.drag(.ended(location: Point(x: 100, y: 400), translation: Vector(dx: 90, dy: 0), velocity: .zero))
        back.settle()
        #expect(
          Self.storeProblems(back.problems) == [], "swiping \(swiping), \(animator), \(slot) = \(value)")
      }
    }
  }

  // MARK: Floating view

  enum DraggableSlot: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case tickTime, touchDownX, dragBeganTranslation, dragChangedTranslation, dragChangedY,
      dragEndedVelocity, dragTime, boundsWidth, boundsHeight, safeAreaTop, sizeWidth, sizeHeight
    var testDescription: String { rawValue }
    var isTime: Bool { [.tickTime, .dragTime].contains(self) }

    func send(_ value: Double, to view: Simulation<DraggableStore>) {
      let t = view.time
      let at = Point(x: 40, y: 100)
      let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
      switch self {
      case .tickTime: view.send(.tick(time: value))
      case .touchDownX: view.send(.touchDown(TouchID(90), at: Point(x: value, y: 100), time: t))
      case .dragBeganTranslation:
        view.send(.drag(.began(location: at, translation: Vector(dx: value, dy: 0)), time: t))
      case .dragChangedTranslation:
        view.send(.drag(.changed(location: at, translation: Vector(dx: value, dy: value)), time: t))
      case .dragChangedY:
        view.send(.drag(.changed(location: Point(x: 40, y: value), translation: Vector(dx: 30, dy: value)), time: t))
      case .dragEndedVelocity:
        view.send(
          .drag(.ended(location: at, translation: Vector(dx: 30, dy: 40), velocity: Vector(dx: value, dy: value)), time: t))
      case .dragTime: view.send(.drag(.changed(location: at, translation: Vector(dx: 50, dy: 60)), time: value))
      case .boundsWidth:
        view.send(.resize(bounds: Rect(x: 0, y: 0, width: value, height: 844), safeArea: Insets(top: 47, bottom: 34)))
      case .boundsHeight:
        view.send(.resize(bounds: Rect(x: 0, y: 0, width: 390, height: value), safeArea: Insets(top: 47, bottom: 34)))
      case .safeAreaTop: view.send(.resize(bounds: bounds, safeArea: Insets(top: value, bottom: 34)))
      case .sizeWidth: view.send(.sizeChanged(Size(width: value, height: 60)))
      case .sizeHeight: view.send(.sizeChanged(Size(width: 60, height: value)))
      }
    }

    /// Whether the slot is one of the drag's own events, which the host sends only while a
    /// drag it began is open (the contract's order).
    var isDrag: Bool {
      switch self {
      case .dragChangedTranslation, .dragChangedY, .dragEndedVelocity, .dragTime: true
      default: false
      }
    }
  }

  @Test(arguments: DraggableSlot.allCases, values)
  func floatingViewComesToRest(slot: DraggableSlot, value: Double) {
    if slot.isTime, Self.isLaterTime(value) { return }
    for dragging in [false, true] {
      let view = Simulation<DraggableStore>(
        frame: Rect(x: 12, y: 70, width: 60, height: 60), bounds: Rect(x: 0, y: 0, width: 390, height: 844),
        safeArea: Insets(top: 47, bottom: 34))
      view.wait(1, hz: 60)
      view.send(.tick(time: view.time))  // the checker learns the host's clock
      let at = Point(x: 40, y: 100)
      if dragging || slot.isDrag {
        view.send(.drag(.began(location: at, translation: Vector(dx: 12, dy: 0)), time: view.time))
        view.send(.drag(.changed(location: at, translation: Vector(dx: 40, dy: 20)), time: view.time))
      }
      if slot == .dragBeganTranslation, dragging { continue }  // a second began: not the contract's
      slot.send(value, to: view)
      view.wait(0.05, hz: 60)
      // The drag ends, unless the slot ended it or a NaN made the store cancel it.
      if (dragging || slot.isDrag || slot == .dragBeganTranslation) && slot != .dragEndedVelocity
        && view.store.phase == .dragging
      {
        view.send(.drag(.ended(location: at, translation: Vector(dx: 40, dy: 20), velocity: .zero), time: view.time))
      }
      if slot == .touchDownX { view.send(.touchUp(TouchID(90), time: view.time)) }
      view.settle()
      #expect(Self.storeProblems(view.problems) == [], "dragging \(dragging), \(slot) = \(value)")
    }
  }

  // MARK: Closure gestures

  /// Fingers at bad positions and bad times reach the closure gestures through the arena
  /// (which refuses what it cannot use): every gesture that began ends, and no call carries
  /// NaN.
  @Test(arguments: values)
  func closureGesturesComeToRest(value: Double) {
    for finger in 0..<3 {
      let view = Simulation<ClosureGestures>()
      let fingers = view.fingers
      fingers.down(0, at: Point(x: 100, y: 200))
      fingers.wait(0.05)
      switch finger {
      case 0: fingers.move(0, by: Vector(dx: value, dy: 0))
      case 1: fingers.move(0, by: Vector(dx: 40, dy: value))
      default:
        fingers.down(1, at: Point(x: value, y: 300))
        fingers.move(1, by: Vector(dx: 30, dy: 30))
        fingers.up(1)
      }
      fingers.wait(0.05)
      fingers.up(0)
      view.settle()
      #expect(Self.storeProblems(view.problems) == [], "finger \(finger), \(value)")
    }
  }
}
