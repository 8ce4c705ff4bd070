import GestureCore
import Testing

/// The second way to make a gesture: named taps, long presses and swipes published as actions
/// in registration order, the single tap as the element's activation, an adjustable pinch or
/// rotation, the context menu's rules, and the handler calls each makes.
@Suite struct ClosureGesturesAlternativesTests {
  typealias Effect = ClosureGestures.Effect
  typealias Gesture = ClosureGestures.Gesture
  typealias NamedAction = ClosureGestures.NamedAction

  @discardableResult
  private func send(_ event: ClosureGestures.Event, to gestures: inout ClosureGestures) -> [Effect] {
    var effects: [Effect] = []
    gestures.handle(event, into: &effects)
    return effects
  }

  /// The handler calls among `effects`, as (handler, phase).
  private func calls(_ effects: [Effect]) -> [Call] {
    effects.compactMap { effect in
      if case .call(let id, let gesture) = effect { return Call(id: id, gesture: gesture) }
      return nil
    }
  }

  private struct Call: Equatable {
    var id: Int
    var gesture: Gesture
  }

  private let point = Point(x: 40, y: 30)

  // MARK: Named actions

  @Test func namedActionsFollowRegistrationOrderWhateverTheSlotOrder() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.swipe(.right)], registration: 1, alternative: .named("Flag")), to: &gestures)
    send(.add(handlerID: 2, slots: [.longPress], registration: 2, alternative: .named("Show Details")), to: &gestures)
    send(.add(handlerID: 3, slots: [.swipe(.left)], registration: 3, alternative: .named("Archive")), to: &gestures)
    send(.add(handlerID: 4, slots: [.tap(numberOfTaps: 1)], registration: 4), to: &gestures)  // unnamed
    #expect(
      gestures.namedActions == [
        NamedAction(name: "Flag", slot: .swipe(.right)),
        NamedAction(name: "Show Details", slot: .longPress),
        NamedAction(name: "Archive", slot: .swipe(.left)),
      ])
  }

  @Test func unnamedSwipesLongPressesAndDoubleTapsAreListedAsHavingNoSecondWay() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.swipe(.left), .swipe(.right)], registration: 1), to: &gestures)
    send(.add(handlerID: 2, slots: [.longPress], registration: 2), to: &gestures)
    send(.add(handlerID: 3, slots: [.tap(numberOfTaps: 2)], registration: 3), to: &gestures)
    send(.add(handlerID: 4, slots: [.tap(numberOfTaps: 1)], registration: 4), to: &gestures)  // activation
    send(.add(handlerID: 5, slots: [.pan], registration: 5), to: &gestures)  // nothing to name
    let listed = Set(gestures.slotsWithoutAlternative)
    #expect(listed == [.swipe(.left), .swipe(.right), .longPress, .tap(numberOfTaps: 2)])
    // A named handler on the same slot gives it its second way; the other direction stays.
    send(.add(handlerID: 6, slots: [.swipe(.left)], registration: 6, alternative: .named("Archive")), to: &gestures)
    send(.add(handlerID: 7, slots: [.longPress], registration: 7, alternative: .named("Peek")), to: &gestures)
    #expect(Set(gestures.slotsWithoutAlternative) == [.swipe(.right), .tap(numberOfTaps: 2)])
    // A disabled view offers nothing and takes nothing: nothing to warn about.
    send(.setEnabled(false), to: &gestures)
    #expect(gestures.slotsWithoutAlternative.isEmpty)
  }

  @Test func aReplacedRegistrationReplacesItsActionInItsPlaceAndARemovedOneRemovesIt() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.swipe(.left)], registration: 1, alternative: .named("Archive")), to: &gestures)
    send(.add(handlerID: 2, slots: [.swipe(.right)], registration: 2, alternative: .named("Flag")), to: &gestures)
    // A reused cell configures itself for another item: line 1 runs again with a new name.
    send(.add(handlerID: 3, slots: [.swipe(.left)], registration: 1, alternative: .named("Unarchive")), to: &gestures)
    #expect(
      gestures.namedActions == [
        NamedAction(name: "Unarchive", slot: .swipe(.left)),  // still first
        NamedAction(name: "Flag", slot: .swipe(.right)),
      ])
    send(.remove(handlerID: 2), to: &gestures)
    #expect(gestures.namedActions == [NamedAction(name: "Unarchive", slot: .swipe(.left))])
    send(.removeSlots([.swipe(.left)]), to: &gestures)
    #expect(gestures.namedActions == [])
  }

  @Test func aRegistrationRunAgainWithoutANameTakesTheActionAway() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.longPress], registration: 1, alternative: .named("Peek")), to: &gestures)
    send(.add(handlerID: 2, slots: [.longPress], registration: 1), to: &gestures)
    #expect(gestures.member(.longPress)?.handlerIDs == [2])
    #expect(gestures.namedActions == [])
  }

  @Test func namesOnGesturesWithNoActionAndEmptyNamesMakeNone() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.pan], alternative: .named("Drag")), to: &gestures)
    send(.add(handlerID: 2, slots: [.pinch], alternative: .named("Zoom")), to: &gestures)
    send(.add(handlerID: 3, slots: [.edgePan(.left)], alternative: .named("Open")), to: &gestures)
    send(.add(handlerID: 4, slots: [.swipe(.up)], alternative: .named("")), to: &gestures)
    #expect(gestures.namedActions == [])
    #expect(gestures.members.count == 4)  // the gestures themselves are there
  }

  @Test func aSlotHasTheActionOfItsFirstNamedHandlerAndSeveralDirectionsOneEach() {
    var gestures = ClosureGestures()
    // One handler, two directions: one action per direction, left first, each saying that
    // the name stands for several (the host adds "Left" and "Right").
    send(.add(handlerID: 1, slots: [.swipe([.right, .left])], alternative: .named("Skip")), to: &gestures)
    // A second name for the left swipe: the slot keeps the first.
    send(.add(handlerID: 2, slots: [.swipe(.left)], alternative: .named("Delete")), to: &gestures)
    #expect(gestures.namedActions == [
      NamedAction(name: "Skip", slot: .swipe(.left), namesDirection: true),
      NamedAction(name: "Skip", slot: .swipe(.right), namesDirection: true),
    ])
    // Handler 1 leaves: handler 2's name is the left swipe's now, for one direction only.
    send(.remove(handlerID: 1), to: &gestures)
    #expect(gestures.namedActions == [NamedAction(name: "Delete", slot: .swipe(.left))])
  }

  @Test func aSeveralDirectionNameLeavesADirectionNamedEarlierToItsName() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.swipe(.right)], alternative: .named("Flag")), to: &gestures)
    send(.add(handlerID: 2, slots: [.swipe([.left, .right, .up])], alternative: .named("Move")), to: &gestures)
    #expect(gestures.namedActions == [
      NamedAction(name: "Flag", slot: .swipe(.right)),
      NamedAction(name: "Move", slot: .swipe(.left), namesDirection: true),
      NamedAction(name: "Move", slot: .swipe(.up), namesDirection: true),
    ])
  }

  // MARK: Performing

  @Test func performingASwipeCallsEveryHandlerOfItsSlotOnceWithEndedAndNoTouches() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.swipe(.left)], alternative: .named("Archive")), to: &gestures)
    send(.add(handlerID: 2, slots: [.swipe(.left)]), to: &gestures)  // the app's analytics, unnamed
    let swipe = Gesture(slot: .swipe(.left), phase: .ended, value: GestureValue(location: point), time: 3)
    #expect(calls(send(.perform(.swipe(.left), at: point, time: 3), to: &gestures)) == [
      Call(id: 1, gesture: swipe), Call(id: 2, gesture: swipe),
    ])
    #expect(swipe.direction == .left)
    #expect(gestures.isAtRest)
  }

  @Test func performingALongPressCallsBeganThenEnded() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.longPress], alternative: .named("Show Details")), to: &gestures)
    let value = GestureValue(location: point)
    #expect(calls(send(.perform(.longPress, at: point, time: 2), to: &gestures)) == [
      Call(id: 1, gesture: Gesture(slot: .longPress, phase: .began, value: value, time: 2)),
      Call(id: 1, gesture: Gesture(slot: .longPress, phase: .ended, value: value, time: 2)),
    ])
    #expect(gestures.isAtRest)
  }

  @Test func performingDoesNothingDuringTheGestureForAMissingSlotOrForAContinuousOne() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.longPress], alternative: .named("Peek")), to: &gestures)
    send(.add(handlerID: 2, slots: [.pan]), to: &gestures)
    send(.changed(.longPress, state: .began, value: GestureValue(location: point), time: 1), to: &gestures)
    #expect(!gestures.canPerform(.longPress))
    #expect(calls(send(.perform(.longPress, at: point, time: 1.1), to: &gestures)) == [])
    #expect(calls(send(.perform(.swipe(.down), at: point, time: 1.1), to: &gestures)) == [])
    #expect(calls(send(.perform(.pan, at: point, time: 1.1), to: &gestures)) == [])
    // The fingers lift: the press ends as it began, and the action works again.
    send(.changed(.longPress, state: .ended, value: GestureValue(location: point), time: 1.2), to: &gestures)
    #expect(gestures.canPerform(.longPress))
  }

  // MARK: Activation

  @Test func theSingleTapIsTheActivationWhileItIsThere() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.tap(numberOfTaps: 2)]), to: &gestures)
    #expect(gestures.activation == nil)  // a double tap alone does not activate
    send(.add(handlerID: 2, slots: [.tap(numberOfTaps: 1)]), to: &gestures)
    #expect(gestures.activation == .tap(numberOfTaps: 1))
    let tap = Gesture(slot: .tap(numberOfTaps: 1), phase: .ended, value: GestureValue(location: point), time: 4)
    #expect(calls(send(.perform(.tap(numberOfTaps: 1), at: point, time: 4), to: &gestures)) == [
      Call(id: 2, gesture: tap)
    ])
    send(.remove(handlerID: 2), to: &gestures)
    #expect(gestures.activation == nil)
  }

  @Test func aDisabledViewOffersNothingAndPerformsNothing() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.tap(numberOfTaps: 1)]), to: &gestures)
    send(.add(handlerID: 2, slots: [.swipe(.left)], alternative: .named("Archive")), to: &gestures)
    send(.add(handlerID: 3, slots: [.pinch], alternative: .adjustable), to: &gestures)
    send(.setEnabled(false), to: &gestures)
    #expect(gestures.activation == nil)
    #expect(gestures.namedActions == [])
    #expect(gestures.adjustable == nil)
    #expect(!gestures.offersMenu)
    #expect(calls(send(.perform(.tap(numberOfTaps: 1), at: point, time: 1), to: &gestures)) == [])
    #expect(calls(send(.adjust(.pinch, .increment, at: point, time: 1), to: &gestures)) == [])
    send(.setEnabled(true), to: &gestures)
    #expect(gestures.activation == .tap(numberOfTaps: 1))
    #expect(gestures.namedActions == [NamedAction(name: "Archive", slot: .swipe(.left))])
    #expect(gestures.adjustable == .pinch)
  }

  // MARK: Adjusting

  @Test func anIncrementZoomsOneStepInAndADecrementOneStepOut() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.pinch], alternative: .adjustable), to: &gestures)
    let rest = GestureValue(location: point)
    var zoomedIn = rest
    zoomedIn.scale = 1.25  // 1 × 1.25
    #expect(calls(send(.adjust(.pinch, .increment, at: point, time: 5), to: &gestures)) == [
      Call(id: 1, gesture: Gesture(slot: .pinch, phase: .began, value: rest, time: 5)),
      Call(id: 1, gesture: Gesture(slot: .pinch, phase: .changed, value: zoomedIn, time: 5)),
      Call(id: 1, gesture: Gesture(slot: .pinch, phase: .ended, value: zoomedIn, time: 5)),
    ])
    let out = calls(send(.adjust(.pinch, .decrement, at: point, time: 6), to: &gestures))
    #expect(out.map(\.gesture.phase) == [.began, .changed, .ended])
    #expect(out.map(\.gesture.value.scale) == [1, 0.8, 0.8])  // 1 ÷ 1.25 = 0.8
    #expect(gestures.isAtRest)
  }

  @Test func aRotationTurnsFifteenDegreesEitherWay() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.rotation], alternative: .adjustable), to: &gestures)
    let clockwise = calls(send(.adjust(.rotation, .increment, at: point, time: 1), to: &gestures))
    // π / 12 = 0.2618 rad = 15°.
    #expect(clockwise.map(\.gesture.value.rotation) == [0, Double.pi / 12, Double.pi / 12])
    let back = calls(send(.adjust(.rotation, .decrement, at: point, time: 2), to: &gestures))
    #expect(back.map(\.gesture.value.rotation) == [0, -Double.pi / 12, -Double.pi / 12])
    #expect(back.allSatisfy { $0.gesture.value.scale == 1 })
  }

  @Test func onlyAnAdjustablePinchOrRotationIsAdjustedTheFirstRegisteredOne() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.pinch]), to: &gestures)
    #expect(gestures.adjustable == nil)
    #expect(calls(send(.adjust(.pinch, .increment, at: point, time: 1), to: &gestures)) == [])
    send(.add(handlerID: 2, slots: [.rotation], alternative: .adjustable), to: &gestures)
    send(.add(handlerID: 3, slots: [.pinch], alternative: .adjustable), to: &gestures)
    #expect(gestures.adjustable == .rotation)  // added first
    #expect(calls(send(.adjust(.pinch, .increment, at: point, time: 2), to: &gestures)) == [])
    send(.remove(handlerID: 2), to: &gestures)
    #expect(gestures.adjustable == .pinch)
    // An adjustable pan is nothing to adjust.
    var pan = ClosureGestures()
    send(.add(handlerID: 1, slots: [.pan], alternative: .adjustable), to: &pan)
    #expect(pan.adjustable == nil)
  }

  @Test func noAdjustmentDuringAPinchOfTheFingers() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.pinch], alternative: .adjustable), to: &gestures)
    send(.changed(.pinch, state: .began, value: GestureValue(location: point), time: 1), to: &gestures)
    #expect(calls(send(.adjust(.pinch, .increment, at: point, time: 1.1), to: &gestures)) == [])
    #expect(!gestures.isAtRest)  // the fingers' pinch goes on
  }

  // MARK: The menu

  @Test func theMenuIsOfferedOnlyWhereNoLongPressNeedsThePress() {
    var gestures = ClosureGestures()
    #expect(!gestures.offersMenu)  // nothing named
    send(.add(handlerID: 1, slots: [.swipe(.left)], alternative: .named("Archive")), to: &gestures)
    #expect(gestures.offersMenu)
    send(.add(handlerID: 2, slots: [.longPress], registration: 2), to: &gestures)
    #expect(!gestures.offersMenu)  // the app's own long press keeps the press
    send(.add(handlerID: 3, slots: [.longPress], registration: 2, alternative: .named("Show Details")), to: &gestures)
    // A named long press keeps the press too: a menu would take it from the handlers. Its
    // name is a custom action, after the swipe's.
    #expect(!gestures.offersMenu)
    #expect(gestures.namedActions.map(\.name) == ["Archive", "Show Details"])
    send(.remove(handlerID: 3), to: &gestures)
    #expect(gestures.offersMenu)  // no long press any more: the swipe's menu comes back
  }

  @Test func performingKeepsTheHostContract() {
    var checker = ContractChecker<ClosureGestures>()
    var gestures = ClosureGestures()
    for event: ClosureGestures.Event in [
      .add(handlerID: 1, slots: [.longPress], alternative: .named("Peek")),
      .add(handlerID: 2, slots: [.pinch], alternative: .adjustable),
      .perform(.longPress, at: point, time: 1),
      .adjust(.pinch, .increment, at: point, time: 2),
      .changed(.longPress, state: .began, value: GestureValue(location: point), time: 3),
      .changed(.longPress, state: .ended, value: GestureValue(location: point), time: 3.5),
    ] {
      var effects: [Effect] = []
      gestures.handle(event, into: &effects)
      #expect(checker.observe(event, effects: effects, store: gestures) == nil)
    }
  }
}
