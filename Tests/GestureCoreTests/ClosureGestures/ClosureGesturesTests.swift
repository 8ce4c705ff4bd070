import GestureCore
import GestureTesting
import Testing

/// The closure gestures of a view end to end: a simulated host installs the store's
/// recognizers in an arena, fingers touch it, and the handler calls are what an app sees.
@Suite struct ClosureGesturesTests {
  typealias Slot = ClosureGestures.Slot

  let center = Point(x: 200, y: 300)

  // MARK: The recognizers and their relations, as data

  @Test func theStandardSetIsEveryKindInTheFixedOrder() {
    let gestures = ClosureGestures.standard
    #expect(
      gestures.members.map(\.name) == [
        "tap", "doubleTap", "longPress", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "pan",
        "pinch", "rotation",
      ])
    #expect(gestures.members.map(\.handlerIDs) == (0..<10).map { [$0] })
    #expect(gestures.member(.pan)?.configuration == .pan(.init(maximumNumberOfTouches: 1)))
    #expect(gestures.member(.tap(numberOfTaps: 2))?.configuration == .tap(.init(numberOfTaps: 2)))
    // By member index: tap 0, doubleTap 1, swipes 3...6, pan 7, pinch 8, rotation 9.
    let relations = gestures.gestures.relations
    #expect(relations.failureRequirements == [.init(0, 1)])  // the tap waits for the double tap
    #expect(
      relations.simultaneous == [
        .init(3, 7), .init(4, 7), .init(5, 7), .init(6, 7), .init(7, 8), .init(7, 9), .init(8, 9),
      ])
    #expect(gestures.isAtRest)
  }

  @Test(arguments: [
    // (slot, other, requires other to fail)
    (Slot.tap(numberOfTaps: 1), Slot.tap(numberOfTaps: 2), true),
    (.tap(numberOfTaps: 1), .tap(numberOfTaps: 3), true),
    (.tap(numberOfTaps: 2), .tap(numberOfTaps: 3), true),
    (.tap(numberOfTaps: 2), .tap(numberOfTaps: 1), false),
    (.tap(numberOfTaps: 1), .tap(numberOfTaps: 1), false),
    (.tap(numberOfTaps: 0), .tap(numberOfTaps: 2), false),  // not normalized: no relations
    (.pan, .edgePan(.left), true),
    (.pan, .edgePan([.left, .right]), false),
    (.edgePan(.left), .pan, false),
    (.tap(numberOfTaps: 1), .longPress, false),
    (.swipe(.left), .pan, false),
  ])
  func requireToFail(slot: Slot, other: Slot, requires: Bool) {
    #expect(slot.requiresFailure(of: other) == requires)
  }

  @Test(arguments: [
    // (slot, other, simultaneous)
    (Slot.pan, Slot.pinch, true), (.pinch, .pan, true), (.pan, .rotation, true),
    (.rotation, .pinch, true), (.swipe(.up), .pan, true), (.pan, .swipe(.down), true),
    (.swipe([.up, .down]), .pan, false),  // not normalized
    (.swipe(.left), .swipe(.right), false), (.swipe(.left), .pinch, false),
    (.edgePan(.left), .pan, false), (.longPress, .pan, false), (.tap(numberOfTaps: 1), .pan, false),
    (.tap(numberOfTaps: 1), .tap(numberOfTaps: 2), false),
  ])
  func simultaneity(slot: Slot, other: Slot, simultaneous: Bool) {
    #expect(slot.recognizesSimultaneously(with: other) == simultaneous)
  }

  // MARK: Taps

  @Test func aSingleTapFiresOnceTheDoubleTapIntervalRunsOut() {
    let view = Simulation<ClosureGestures>()
    view.fingers.tap(at: center)  // lifts at 0.05 s: the double tap waits until 0.35 s
    view.fingers.wait(0.29)
    #expect(view.app.log == [])
    view.fingers.wait(0.01)
    #expect(view.app.log == ["tap ended"])
    #expect(view.app.calls.map(\.handlerID) == [0])
    #expect(view.problems == [])
  }

  @Test func aSecondTapJustInsideTheIntervalIsADoubleTapAlone() {
    let view = Simulation<ClosureGestures>()
    view.fingers.tap(at: center)
    view.fingers.wait(0.29)  // down at 0.34 s < 0.05 + 0.3 s
    view.fingers.tap(at: center + Vector(dx: 4, dy: 0))
    view.settle()
    #expect(view.app.log == ["doubleTap ended"])
    #expect(view.problems == [])
  }

  @Test func aSecondTapAtTheIntervalIsTwoSingleTaps() {
    let view = Simulation<ClosureGestures>()
    view.fingers.tap(at: center)
    view.fingers.wait(0.3)  // down at 0.35 s: the interval has run out (strictly before)
    view.fingers.tap(at: center)
    view.fingers.wait(1)
    #expect(view.app.log == ["tap ended", "tap ended"])
    #expect(view.problems == [])
  }

  // MARK: Long press

  @Test func aLongPressBeginsAtHalfASecondOnceAndEndsOnLift() {
    let view = Simulation<ClosureGestures>()
    view.fingers.down(1, at: center)
    view.fingers.wait(0.499)
    #expect(view.app.log == [])
    view.fingers.wait(0.001)  // 0.5 s: UIKit's minimumPressDuration
    #expect(view.app.log == ["longPress began"])
    // Moves after it began call nothing: the handler fires once when the press begins.
    view.fingers.moveSteadily(1, to: center + Vector(dx: 80, dy: 0), duration: 0.3)
    #expect(view.app.calls.count == 1)
    view.fingers.up(1)
    #expect(view.app.log == ["longPress began", "longPress ended"])
    #expect(view.app.calls.last?.gesture.value.location == center + Vector(dx: 80, dy: 0))
    view.settle()
    #expect(view.problems == [])
  }

  @Test func aPressThatMovesExactlyTenPointsStillBegins() {
    let view = Simulation<ClosureGestures>()
    view.fingers.down(1, at: center)
    view.fingers.wait(0.2)
    view.fingers.move(1, by: Vector(dx: 6, dy: 8))  // √(36 + 64) = 10 pt: allowed, and no pan
    view.fingers.wait(0.3)
    #expect(view.app.log == ["longPress began"])
    view.fingers.up(1)
    #expect(view.problems == [])
  }

  @Test func aPressThatMovesPastTenPointsIsAPan() {
    let view = Simulation<ClosureGestures>()
    view.fingers.down(1, at: center)
    view.fingers.wait(0.2)
    view.fingers.move(1, by: Vector(dx: 10.01, dy: 0))  // 10.01 pt > 10: the press fails
    view.fingers.wait(0.3)
    #expect(view.app.log == ["pan began"])
    view.fingers.up(1)
    #expect(view.app.log == ["pan began", "pan ended"])
    #expect(view.problems == [])
  }

  @Test func aCancelledLongPressTellsItsEndHandler() {
    let view = Simulation<ClosureGestures>()
    view.fingers.down(1, at: center)
    view.fingers.wait(0.6)
    view.fingers.cancel(1)
    #expect(view.app.log == ["longPress began", "longPress cancelled"])
    #expect(view.store.isAtRest)
    #expect(view.problems == [])
  }

  // MARK: Swipes and pans

  @Test(arguments: [
    (Vector(dx: -50, dy: 0), "swipeLeft"), (Vector(dx: 50, dy: 0), "swipeRight"),
    (Vector(dx: 0, dy: -50), "swipeUp"), (Vector(dx: 0, dy: 50), "swipeDown"),
  ])
  func aStrokeOfFiftyPointsSwipesAndPans(stroke: Vector, swipe: String) {
    let view = Simulation<ClosureGestures>()
    // 50 pt in 0.2 s: the minimum distance, well inside 0.5 s.
    view.fingers.drag(from: center, to: center + stroke, duration: 0.2)
    #expect(view.app.log == ["pan began", "\(swipe) ended", "pan ended"])
    let call = view.app.calls.first { $0.gesture.slot.isDiscrete }
    #expect(call?.gesture.direction == Slot(swipeNamed: swipe).direction)
    #expect(view.problems == [])
  }

  @Test func aStrokeOfFortyNinePointsOnlyPans() {
    let view = Simulation<ClosureGestures>()
    view.fingers.drag(from: center, to: center + Vector(dx: 49, dy: 0), duration: 0.2)
    #expect(view.app.log == ["pan began", "pan ended"])
    #expect(view.problems == [])
  }

  @Test(arguments: [(29.0, true), (31.0, false)])
  func aSwipeMayDriftUpToThirtyDegrees(degrees: Double, swipes: Bool) {
    let view = Simulation<ClosureGestures>()
    // 100 pt to the right, drifting down by `degrees` (the swipe allows π/6 = 30°).
    let radians = degrees * Double.pi / 180
    let end = center + Vector(dx: 100 * cosine(radians), dy: 100 * sine(radians))
    view.fingers.drag(from: center, to: end, duration: 0.2)
    #expect(view.app.log == (swipes ? ["pan began", "swipeRight ended", "pan ended"] : ["pan began", "pan ended"]))
  }

  @Test func aStrokeTooSlowForASwipeOnlyPans() {
    let view = Simulation<ClosureGestures>()
    // 100 pt in 1.2 s: 50 pt after 0.6 s > the swipe's 0.5 s.
    view.fingers.drag(from: center, to: center + Vector(dx: 100, dy: 0), duration: 1.2)
    #expect(view.app.log == ["pan began", "pan ended"])
  }

  @Test func panCallsCarryTranslationAndVelocity() {
    let view = Simulation<ClosureGestures>()
    view.fingers.drag(from: center, to: center + Vector(dx: 0, dy: 30), duration: 0.5)
    let pans = view.app.calls.filter { $0.gesture.slot == .pan }
    #expect(pans.first?.gesture.phase == .began)
    #expect(pans.dropFirst().dropLast().allSatisfy { $0.gesture.phase == .changed })
    #expect(pans.last?.gesture.phase == .ended)
    #expect(pans.last?.gesture.value.translation == Vector(dx: 0, dy: 30))
    // 30 pt in 0.5 s at a steady 60 pt/s.
    #expect((pans.last!.gesture.value.velocity.dy - 60).magnitude < 1)
  }

  @Test func panPinchAndRotationRunTogether() {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.pan, .pinch, .rotation]), into: &effects)
    let view = Simulation<ClosureGestures>(gestures)
    // Two fingers 100 pt apart move apart to 150 pt, turn by 30° clockwise, and move 40 pt
    // right.
    let a = center - Vector(dx: 50, dy: 0)
    let b = center + Vector(dx: 50, dy: 0)
    view.fingers.down(1, at: a)
    view.fingers.down(2, at: b)
    let angle = Double.pi / 6
    for step in 1...20 {
      let fraction = Double(step) / 20
      let radius = 50 + 25 * fraction
      let turned = Vector(dx: radius * cosine(angle * fraction), dy: radius * sine(angle * fraction))
      let shift = Vector(dx: 40 * fraction, dy: 0)
      view.fingers.wait(1.0 / 60)
      view.fingers.move(1, to: center + shift - turned)
      view.fingers.move(2, to: center + shift + turned)
    }
    view.fingers.up(1)
    view.fingers.up(2)
    #expect(Set(view.app.log) == ["pan began", "pinch began", "rotation began", "pan ended", "pinch ended", "rotation ended"])
    let pinch = view.app.calls.last { $0.gesture.slot == .pinch }!.gesture.value
    let rotation = view.app.calls.last { $0.gesture.slot == .rotation }!.gesture.value
    #expect((pinch.scale - 1.5).magnitude < 0.01)  // 150 / 100
    #expect((rotation.rotation - angle).magnitude < 0.01)
    view.settle()
    #expect(view.problems == [])
  }

  @Test func aTouchCancelledMidPinchLeavesNothingUnderWay() {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.pan, .pinch, .rotation]), into: &effects)
    let view = Simulation<ClosureGestures>(gestures)
    view.fingers.down(1, at: center - Vector(dx: 50, dy: 0))
    view.fingers.down(2, at: center + Vector(dx: 50, dy: 0))
    view.fingers.moveSteadily(2, to: center + Vector(dx: 120, dy: 0), duration: 0.2)
    #expect(Set(view.app.log) == ["pan began", "pinch began"])
    view.fingers.cancel(1)  // the system takes the touches: a call came in
    view.fingers.cancel(2)
    #expect(Set(view.app.log.suffix(2)) == ["pan cancelled", "pinch cancelled"])
    view.settle()
    #expect(view.problems == [])
  }

  @Test func aStrokeFromTheEdgeIsTheEdgePansNotThePans() {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.pan]), into: &effects)
    gestures.handle(.add(handlerID: 2, slots: [.edgePan(.left)]), into: &effects)
    let view = Simulation<ClosureGestures>(gestures, frame: Rect(x: 0, y: 0, width: 390, height: 600))
    // 19 pt from the left edge: inside the 20 pt band, moving inwards.
    view.fingers.drag(from: Point(x: 19, y: 300), to: Point(x: 120, y: 300), duration: 0.3)
    #expect(view.app.log == ["edgePanLeft began", "edgePanLeft ended"])
    #expect(view.app.calls.first?.gesture.edge == .left)
    view.app.clearCalls()
    // 21 pt from the edge: outside the band, the edge pan fails at once and the pan is not
    // delayed.
    view.fingers.drag(from: Point(x: 21, y: 300), to: Point(x: 120, y: 300), duration: 0.3)
    #expect(view.app.log == ["pan began", "pan ended"])
    #expect(view.problems == [])
  }

  // MARK: Handlers

  @Test func handlersOfOneSlotShareItsRecognizerAndFireInOrder() {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.tap(numberOfTaps: 1)]), into: &effects)
    gestures.handle(.add(handlerID: 2, slots: [.tap(numberOfTaps: 1)]), into: &effects)
    #expect(effects == [.install(gestures.members[0].withoutHandlers)])
    #expect(gestures.members.count == 1)
    effects.removeAll()
    gestures.handle(.changed(.tap(numberOfTaps: 1), state: .recognized, value: GestureValue(location: center), time: 1), into: &effects)
    let gesture = ClosureGestures.Gesture(slot: .tap(numberOfTaps: 1), phase: .ended, value: GestureValue(location: center), time: 1)
    #expect(effects == [.call(handlerID: 1, gesture), .call(handlerID: 2, gesture)])
    effects.removeAll()
    gestures.handle(.remove(handlerID: 1), into: &effects)
    #expect(effects == [.release(handlerID: 1)])
    effects.removeAll()
    gestures.handle(.remove(handlerID: 2), into: &effects)
    #expect(effects == [.uninstall(.tap(numberOfTaps: 1)), .release(handlerID: 2)])
    #expect(gestures.members.isEmpty)
    effects.removeAll()
    gestures.handle(.remove(handlerID: 2), into: &effects)  // twice: nothing
    #expect(effects == [])
  }

  @Test func replacingKeepsTheRecognizerAndReleasesTheOldHandler() {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.swipe(.horizontal)]), into: &effects)
    #expect(gestures.members.map(\.slot) == [.swipe(.left), .swipe(.right)])
    effects.removeAll()
    gestures.handle(.add(handlerID: 2, slots: [.swipe(.left)], replacing: true), into: &effects)
    // Handler 1 stays on the right swipe: not released.
    #expect(effects == [])
    #expect(gestures.member(.swipe(.left))?.handlerIDs == [2])
    #expect(gestures.member(.swipe(.right))?.handlerIDs == [1])
    gestures.handle(.add(handlerID: 3, slots: [.swipe(.horizontal)], replacing: true), into: &effects)
    #expect(effects == [.release(handlerID: 2), .release(handlerID: 1)])
    #expect(gestures.members.map(\.handlerIDs) == [[3], [3]])
  }

  @Test func aConfigurationIsFittedToTheSlotAndReappliedWhenItChanges() {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    // The double tap's slot keeps 2 taps whatever the configuration says.
    let slow = TapRecognizer.Configuration(numberOfTaps: 5, maximumTapInterval: 0.5)
    gestures.handle(.add(handlerID: 1, slots: [.tap(numberOfTaps: 2)], configuration: .tap(slow)), into: &effects)
    let fitted = RecognizerKind.tap(.init(numberOfTaps: 2, maximumTapInterval: 0.5))
    #expect(gestures.members[0].configuration == fitted)
    effects.removeAll()
    // Another kind's configuration is ignored; the same one again changes nothing.
    gestures.handle(.add(handlerID: 2, slots: [.tap(numberOfTaps: 2)], configuration: .pan(.init())), into: &effects)
    gestures.handle(.add(handlerID: 3, slots: [.tap(numberOfTaps: 2)], configuration: .tap(slow)), into: &effects)
    #expect(effects == [])
    gestures.handle(.add(handlerID: 4, slots: [.tap(numberOfTaps: 2)], configuration: .tap(.init())), into: &effects)
    guard case .configure(let member)? = effects.first, effects.count == 1 else {
      Issue.record("expected one configure effect, got \(effects)")
      return
    }
    #expect(member.configuration == .tap(.init(numberOfTaps: 2)))
    #expect(gestures.members[0].configuration == .tap(.init(numberOfTaps: 2)))
  }

  @Test func aHandlerAddedMidGestureWaitsForTheNextOne() {
    var gestures = ClosureGestures()
    var ignored: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.pan]), into: &ignored)
    var effects: [ClosureGestures.Effect] = []
    let value = GestureValue(location: center)
    gestures.handle(.changed(.pan, state: .began, value: value, time: 1), into: &effects)
    gestures.handle(.add(handlerID: 2, slots: [.pan]), into: &effects)
    gestures.handle(.changed(.pan, state: .changed, value: value, time: 2), into: &effects)
    gestures.handle(.changed(.pan, state: .ended, value: value, time: 3), into: &effects)
    gestures.handle(.changed(.pan, state: .began, value: value, time: 4), into: &effects)
    #expect(
      effects.calls == [
        "1 pan began", "1 pan changed", "1 pan ended", "1 pan began", "2 pan began",
      ])
  }

  @Test func aHandlerRemovedMidGestureHearsItCancelledAndNoMore() {
    var gestures = ClosureGestures()
    var ignored: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.pinch]), into: &ignored)
    gestures.handle(.add(handlerID: 2, slots: [.pinch]), into: &ignored)
    var effects: [ClosureGestures.Effect] = []
    let value = GestureValue(location: center)
    gestures.handle(.changed(.pinch, state: .began, value: value, time: 1), into: &effects)
    gestures.handle(.remove(handlerID: 1), into: &effects)
    gestures.handle(.changed(.pinch, state: .ended, value: value, time: 2), into: &effects)
    #expect(
      effects.calls == ["1 pinch began", "2 pinch began", "1 pinch cancelled", "2 pinch ended"])
    #expect(gestures.isAtRest)
  }

  /// A view that reinstalls its gestures mid-gesture (SwiftUI changing one configuration)
  /// must not leave a long press's `began` without an end.
  @Test func removingAGestureUnderWayCancelsItBeforeItGoes() {
    var gestures = ClosureGestures()
    var ignored: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.longPress]), into: &ignored)
    gestures.handle(.add(handlerID: 2, slots: [.pan]), into: &ignored)
    var effects: [ClosureGestures.Effect] = []
    let value = GestureValue(location: center)
    gestures.handle(.changed(.longPress, state: .began, value: value, time: 1), into: &effects)
    gestures.handle(.changed(.pan, state: .began, value: value, time: 2), into: &effects)
    effects.removeAll()
    gestures.handle(.remove(handlerID: 1), into: &effects)
    let cancelled = ClosureGestures.Gesture(slot: .longPress, phase: .cancelled, value: value, time: 1)
    #expect(
      effects == [.call(handlerID: 1, cancelled), .uninstall(.longPress), .release(handlerID: 1)])
    effects.removeAll()
    gestures.handle(.removeSlots([.pan]), into: &effects)
    #expect(effects.calls == ["2 pan cancelled"])
    #expect(effects.last == .release(handlerID: 2))
    #expect(gestures.isAtRest)
    #expect(gestures.members.isEmpty)
  }

  // MARK: Bad input

  @Test func slotsAreNormalized() {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.tap(numberOfTaps: 0), .tap(numberOfTaps: -3)]), into: &effects)
    #expect(gestures.members.map(\.slot) == [.tap(numberOfTaps: 1)])
    gestures.handle(.add(handlerID: 2, slots: [.edgePan(.all), .swipe(SwipeDirection(rawValue: 0x30))]), into: &effects)
    #expect(
      gestures.members.map(\.name) == [
        "tap", "edgePanLeft", "edgePanRight", "edgePanTop", "edgePanBottom",
      ])
    effects.removeAll()
    // Nothing to add: the handler is released at once.
    gestures.handle(.add(handlerID: 3, slots: [.swipe([])]), into: &effects)
    #expect(effects == [.release(handlerID: 3)])
  }

  @Test func aChangeFromAnUnknownRecognizerIsIgnoredAndReported() {
    let view = Simulation<ClosureGestures>()
    view.send(.changed(.edgePan(.left), state: .began, value: GestureValue(location: center), time: 1))
    #expect(view.app.calls == [])
    #expect(view.problems.count == 1)
    #expect(view.problems.first?.contains("edgePanLeft, which is not installed") == true)
  }

  @Test(arguments: [
    // (states reported for a pan, the calls made)
    ([RecognizerState.changed, .ended], ["began", "ended"]),
    ([.ended], ["began", "ended"]),
    ([.began, .began, .ended], ["began", "cancelled", "began", "ended"]),
    ([.began, .failed], ["began", "cancelled"]),
    ([.cancelled, .failed, .possible], []),
    ([.began, .recognized], ["began", "ended"]),
  ])
  func changesOutOfOrderStillMakeWellFormedCalls(states: [RecognizerState], calls: [String]) {
    let view = Simulation<ClosureGestures>()
    for (index, state) in states.enumerated() {
      view.send(.changed(.pan, state: state, value: GestureValue(location: center), time: Double(index)))
    }
    #expect(view.app.calls.map(\.gesture.phase.name) == calls)
    #expect(view.store.isAtRest)
    // The checker names what the host did wrong.
    #expect(!view.problems.isEmpty || calls.isEmpty)
  }

  @Test func aDroppedBeganIsNamedByTheChecker() {
    let view = Simulation<ClosureGestures>()
    view.send(.changed(.pan, state: .changed, value: GestureValue(location: center), time: 1))
    #expect(view.problems.count == 1)
    #expect(view.problems.first?.contains("pan went from possible to changed") == true)
  }

  @Test func aLongPressMoveFromRestBeginsIt() {
    let view = Simulation<ClosureGestures>()
    view.send(.changed(.longPress, state: .changed, value: GestureValue(location: center), time: 1))
    view.send(.changed(.longPress, state: .changed, value: GestureValue(location: center), time: 2))
    #expect(view.app.log == ["longPress began"])
  }

  @Test func aNonFiniteTimePassesThroughAndIsReported() {
    let view = Simulation<ClosureGestures>()
    view.send(.changed(.tap(numberOfTaps: 1), state: .recognized, value: GestureValue(location: center), time: .nan))
    #expect(view.app.log == ["tap ended"])
    #expect(view.app.calls.first?.gesture.time.isNaN == true)
    #expect(view.problems.count == 1)
  }

  @Test func aDiscreteRecognizerIgnoresContinuousStates() {
    let view = Simulation<ClosureGestures>()
    for state in [RecognizerState.began, .changed, .cancelled, .failed] {
      view.send(.changed(.swipe(.up), state: state, value: GestureValue(location: center), time: 1))
    }
    #expect(view.app.calls == [])
    #expect(view.problems.count == 3)  // began, changed and cancelled are not a swipe's
  }

  @Test func anUninstalledRecognizerIsReportedNoMore() {
    var gestures = ClosureGestures()
    var ignored: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.pan]), into: &ignored)
    let view = Simulation<ClosureGestures>(gestures)
    view.fingers.down(1, at: center)
    view.fingers.moveSteadily(1, to: center + Vector(dx: 40, dy: 0), duration: 0.1)
    #expect(view.app.log == ["pan began"])
    view.send(.remove(handlerID: 1))
    // The handler leaving mid-gesture hears it cancelled; the recognizer then reports nothing.
    #expect(view.app.log == ["pan began", "pan cancelled"])
    view.fingers.moveSteadily(1, to: center + Vector(dx: 80, dy: 0), duration: 0.1)
    view.fingers.up(1)
    #expect(view.app.log == ["pan began", "pan cancelled"])
    #expect(view.store.members.isEmpty)
    #expect(view.store.isAtRest)
    #expect(view.problems == [])
  }
}

extension ClosureGestures.Slot {
  /// The swipe slot of a name such as `swipeLeft`.
  fileprivate init(swipeNamed name: String) {
    self = Self.swipes(.all).first { $0.name == name }!
  }
}

extension ClosureGestures.Member {
  /// The member as it was installed, before its first handler joined.
  fileprivate var withoutHandlers: Self {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 0, slots: [slot], configuration: configuration), into: &effects)
    guard case .install(let member) = effects.first else { return self }
    return member
  }
}

extension [ClosureGestures.Effect] {
  /// The calls, as `"<handler> <slot> <phase>"`.
  fileprivate var calls: [String] {
    compactMap {
      guard case .call(let id, let gesture) = $0 else { return nil }
      return "\(id) \(gesture.slot.name) \(gesture.phase.name)"
    }
  }
}

private func cosine(_ x: Double) -> Double {
  var sum = 1.0
  var term = 1.0
  for n in 1...12 {
    term *= -x * x / Double((2 * n - 1) * (2 * n))
    sum += term
  }
  return sum
}

private func sine(_ x: Double) -> Double {
  cosine(x - Double.pi / 2)
}

/// A state change finds its slot's member by the slot's kind, in a table the store rebuilds
/// whenever a member comes or goes: members that moved up or down are still found, and a
/// slot that left is not.
@Suite struct ClosureGesturesMemberLookupTests {
  typealias Slot = ClosureGestures.Slot

  @Test func aChangeReachesItsMemberAfterOthersComeAndGo() {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [.pan]), into: &effects)
    gestures.handle(.add(handlerID: 2, slots: [.pinch]), into: &effects)
    gestures.handle(.add(handlerID: 3, slots: [.rotation]), into: &effects)
    // A long press and two taps go in front of the pan, then the pinch leaves: the rotation
    // moves from index 2 to 5, then to 4.
    gestures.handle(.add(handlerID: 4, slots: [.longPress, .tap(numberOfTaps: 1), .tap(numberOfTaps: 2)]), into: &effects)
    gestures.handle(.remove(handlerID: 2), into: &effects)
    #expect(gestures.members.map(\.name) == ["tap", "doubleTap", "longPress", "pan", "rotation"])

    func calls(_ slot: Slot, _ state: RecognizerState) -> [Int] {
      effects.removeAll()
      gestures.handle(
        .changed(slot, state: state, value: GestureValue(location: .zero), time: 1), into: &effects)
      return effects.compactMap { effect in
        if case .call(let id, _) = effect { id } else { nil }
      }
    }
    #expect(calls(.rotation, .began) == [3])
    #expect(calls(.pan, .began) == [1])
    #expect(calls(.pinch, .began) == [])  // gone: no member, no call
    #expect(calls(.longPress, .began) == [4])
    #expect(calls(.tap(numberOfTaps: 2), .recognized) == [4])
    #expect(calls(.swipe(.left), .recognized) == [])  // never added
    #expect(calls(.rotation, .ended) == [3])
  }
}
