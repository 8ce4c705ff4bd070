import GestureCore
import Testing

/// `handleChange(_:state:value:time:calling:)`: a state change's handler calls handed over one
/// by one, for hosts on the per-event path. They must be exactly the `.call` effects
/// `handle(.changed(...), into:)` appends, and leave the store the same.
@Suite struct ClosureGesturesHandleChangeTests {
  typealias Slot = ClosureGestures.Slot
  typealias Call = (handlerID: Int, gesture: ClosureGestures.Gesture)

  /// The calls of one change through `handleChange`.
  private func calls(
    _ gestures: inout ClosureGestures, _ slot: Slot, _ state: RecognizerState,
    _ value: GestureValue, at time: Double
  ) -> [Call] {
    var calls: [Call] = []
    gestures.handleChange(slot, state: state, value: value, time: time) { calls.append(($0, $1)) }
    return calls
  }

  @Test func aPinchBeganChangedEndedCallsItsHandlerWithEachPhase() {
    var gestures = ClosureGestures.standard  // the pinch is member 8, handler 8
    var value = GestureValue(location: Point(x: 100, y: 200))
    value.scale = 1.5
    let began = calls(&gestures, .pinch, .began, value, at: 1)
    #expect(began.map(\.handlerID) == [8])
    #expect(began.map(\.gesture.phase) == [.began])
    #expect(began.first?.gesture.value.scale == 1.5)
    #expect(gestures.member(.pinch)?.isActive == true)
    value.scale = 2
    let changed = calls(&gestures, .pinch, .changed, value, at: 1.1)
    #expect(changed.map(\.gesture.phase) == [.changed])
    #expect(changed.first?.gesture.time == 1.1)
    let ended = calls(&gestures, .pinch, .ended, value, at: 1.2)
    #expect(ended.map(\.gesture.phase) == [.ended])
    #expect(gestures.isAtRest)
  }

  @Test func aSlotTheViewDoesNotHaveIsIgnored() {
    var gestures = ClosureGestures.standard
    let before = gestures
    let none = calls(&gestures, .edgePan(.left), .began, GestureValue(location: .zero), at: 1)
    #expect(none.isEmpty)
    #expect(gestures == before)
  }

  /// 400 random sequences of handler changes and state changes (every state, in and out of
  /// order, on slots the view has and has not), played on two copies: one through
  /// `handle(_:into:)`, the other with its state changes through `handleChange`. After every
  /// event the calls must be the same, in the same order, and the stores equal.
  @Test func randomSequencesCallTheSameAsTheEffectsPath() {
    var random = SplitMix64(seed: 2026_12_04)
    let slots: [Slot] = [
      .tap(numberOfTaps: 1), .tap(numberOfTaps: 2), .longPress, .swipe(.left), .swipe(.up), .pan,
      .pinch, .rotation, .edgePan(.left),
    ]
    let states: [RecognizerState] = [
      .possible, .began, .changed, .ended, .cancelled, .failed, .recognized,
    ]
    var changes = 0
    for _ in 0..<400 {
      var buffered = ClosureGestures.standard
      var direct = ClosureGestures.standard
      var time = 0.0
      for _ in 0..<60 {
        time += random.range(0, 0.05)
        let slot = slots[random.next(upTo: slots.count)]
        if random.chance(1, in: 8) {
          // A handler added (sometimes replacing) or removed: both copies through `handle`.
          let id = random.next(upTo: 14)
          let event: ClosureGestures.Event =
            random.chance(1, in: 2)
            ? .add(handlerID: id, slots: [slot], replacing: random.chance(1, in: 3))
            : .remove(handlerID: id)
          var first: [ClosureGestures.Effect] = []
          var second: [ClosureGestures.Effect] = []
          buffered.handle(event, into: &first)
          direct.handle(event, into: &second)
          #expect(first == second)
          continue
        }
        let state = states[random.next(upTo: states.count)]
        var value = GestureValue(
          location: Point(x: random.range(0, 400), y: random.range(0, 800)))
        value.scale = random.range(0.5, 2)
        value.rotation = random.range(-1, 1)
        var effects: [ClosureGestures.Effect] = []
        buffered.handle(.changed(slot, state: state, value: value, time: time), into: &effects)
        let expected = effects.compactMap { effect -> Call? in
          guard case .call(let id, let gesture) = effect else { return nil }
          return (id, gesture)
        }
        #expect(expected.count == effects.count, "a state change has only handler calls")
        let handed = calls(&direct, slot, state, value, at: time)
        #expect(handed.map(\.handlerID) == expected.map(\.handlerID))
        #expect(handed.map(\.gesture) == expected.map(\.gesture))
        #expect(direct == buffered)
        changes += 1
      }
    }
    #expect(changes > 20_000)  // about 7/8 of 400 × 60
  }
}
