import GestureCore
import Testing

/// Registrations: a handler added with the registration of one still on the view replaces it
/// (a reused cell running its configuration again), while different registrations, and
/// handlers added with none, add up.
@Suite struct ClosureGesturesRegistrationTests {
  typealias Effect = ClosureGestures.Effect

  /// Sends `event` and returns its effects.
  @discardableResult
  private func send(_ event: ClosureGestures.Event, to gestures: inout ClosureGestures) -> [Effect] {
    var effects: [Effect] = []
    gestures.handle(event, into: &effects)
    return effects
  }

  /// The handlers one tap calls.
  private func tap(_ gestures: inout ClosureGestures, at time: Double = 1) -> [Int] {
    send(
      .changed(.tap(numberOfTaps: 1), state: .recognized, value: GestureValue(location: .zero), time: time),
      to: &gestures
    ).compactMap { effect in
      if case .call(let id, _) = effect { return id }
      return nil
    }
  }

  @Test func aThousandRegistrationsFromOneLineLeaveOneHandlerAndOneRecognizer() {
    var gestures = ClosureGestures()
    var installs = 0
    var releases: [Int] = []
    // A cell configured 1000 times from the same line: handler 1, 2, … 1000.
    for id in 1...1000 {
      for effect in send(.add(handlerID: id, slots: [.tap(numberOfTaps: 1)], registration: 7), to: &gestures) {
        switch effect {
        case .install: installs += 1
        case .release(let released): releases.append(released)
        case .uninstall: Issue.record("the recognizer both handlers use must stay")
        default: break
        }
      }
    }
    #expect(installs == 1)
    #expect(releases == Array(1...999))  // each earlier handler, once, as the next arrives
    #expect(gestures.members.count == 1)
    #expect(gestures.members.first?.handlerIDs == [1000])
    #expect(tap(&gestures) == [1000])  // one tap fires once
  }

  @Test func differentRegistrationsAndUnregisteredHandlersAddUp() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.tap(numberOfTaps: 1)], registration: 7), to: &gestures)
    send(.add(handlerID: 2, slots: [.tap(numberOfTaps: 1)], registration: 8), to: &gestures)
    send(.add(handlerID: 3, slots: [.tap(numberOfTaps: 1)]), to: &gestures)
    send(.add(handlerID: 4, slots: [.tap(numberOfTaps: 1)]), to: &gestures)
    #expect(tap(&gestures) == [1, 2, 3, 4])
    // Line 7 again: only its handler is replaced, in its turn.
    send(.add(handlerID: 5, slots: [.tap(numberOfTaps: 1)], registration: 7), to: &gestures)
    #expect(tap(&gestures, at: 2) == [2, 3, 4, 5])
  }

  @Test func aRegistrationThatMovesToAnotherGestureTakesItsRecognizerAway() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.longPress], registration: 7), to: &gestures)
    let effects = send(.add(handlerID: 2, slots: [.tap(numberOfTaps: 1)], registration: 7), to: &gestures)
    #expect(effects.contains(.uninstall(.longPress)))
    #expect(effects.contains(.release(handlerID: 1)))
    #expect(gestures.members.map(\.slot) == [.tap(numberOfTaps: 1)])
  }

  @Test func aHandlerReplacedDuringItsGestureHearsItCancelledAndTheNewOneWaitsForTheNext() {
    var gestures = ClosureGestures()
    let value = GestureValue(location: Point(x: 10, y: 20))
    send(.add(handlerID: 1, slots: [.pan], registration: 7), to: &gestures)
    send(.changed(.pan, state: .began, value: value, time: 1), to: &gestures)
    let effects = send(.add(handlerID: 2, slots: [.pan], registration: 7), to: &gestures)
    let cancelled = effects.contains { effect in
      if case .call(1, let gesture) = effect { return gesture.phase == .cancelled }
      return false
    }
    #expect(cancelled)
    #expect(effects.contains(.release(handlerID: 1)))
    // The rest of that pan is nobody's; the next pan is the new handler's.
    let rest = send(.changed(.pan, state: .ended, value: value, time: 1.1), to: &gestures)
    #expect(!rest.contains { if case .call = $0 { return true } else { return false } })
    let next = send(.changed(.pan, state: .began, value: value, time: 2), to: &gestures)
    let called = next.compactMap { effect -> Int? in
      if case .call(let id, _) = effect { return id }
      return nil
    }
    #expect(called == [2])
  }

  @Test func aRemovedHandlerNoLongerHoldsItsRegistration() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.tap(numberOfTaps: 1)], registration: 7), to: &gestures)
    send(.remove(handlerID: 1), to: &gestures)
    #expect(gestures.members.isEmpty)
    // Line 7 runs again: a fresh handler, nothing to replace, nothing released twice.
    let effects = send(.add(handlerID: 2, slots: [.tap(numberOfTaps: 1)], registration: 7), to: &gestures)
    #expect(!effects.contains(.release(handlerID: 1)))
    #expect(tap(&gestures) == [2])
    #expect(gestures == {
      var fresh = ClosureGestures()
      send(.add(handlerID: 2, slots: [.tap(numberOfTaps: 1)], registration: 7), to: &fresh)
      return fresh
    }())
  }

  // MARK: Disabled registrations

  @Test func aDisabledRegistrationTakesItsLinesHandlerAwayAndTakesPartNowhere() {
    var gestures = ClosureGestures()
    // Item 1 is a link: line 7 adds a named tap; line 8 (another gesture) stays throughout.
    send(
      .add(handlerID: 1, slots: [.tap(numberOfTaps: 1)], registration: 7, alternative: .named("Open")),
      to: &gestures)
    send(.add(handlerID: 2, slots: [.longPress], registration: 8), to: &gestures)
    #expect(tap(&gestures) == [1])
    // The cell is reused for item 2, no link: line 7 runs disabled.
    let effects = send(
      .add(
        handlerID: 3, slots: [.tap(numberOfTaps: 1)], replacing: true, registration: 7,
        alternative: .named("Open"), isEnabled: false),
      to: &gestures)
    #expect(effects.contains(.uninstall(.tap(numberOfTaps: 1))))  // no touch taken
    #expect(effects.contains(.release(handlerID: 1)))  // the previous item's handler is gone
    #expect(effects.contains(.release(handlerID: 3)))  // and the disabled one is never kept
    #expect(!effects.contains { if case .install = $0 { return true } else { return false } })
    #expect(tap(&gestures).isEmpty)
    #expect(gestures.namedActions.isEmpty)  // no accessibility action or menu item
    #expect(!gestures.canPerform(.tap(numberOfTaps: 1)))
    #expect(gestures.member(.longPress)?.handlerIDs == [2])  // `replacing` spared line 8
    // Item 3 is a link again: the line adds its handler back.
    send(
      .add(handlerID: 4, slots: [.tap(numberOfTaps: 1)], registration: 7, alternative: .named("Open")),
      to: &gestures)
    #expect(tap(&gestures) == [4])
    #expect(gestures.namedActions == [ClosureGestures.NamedAction(name: "Open", slot: .tap(numberOfTaps: 1))])
  }

  @Test func aDisabledHandlerLeavesASharedRecognizerToTheOthers() {
    var gestures = ClosureGestures()
    send(.add(handlerID: 1, slots: [.swipe(.left)], registration: 7), to: &gestures)
    send(.add(handlerID: 2, slots: [.swipe(.left)], registration: 8), to: &gestures)
    let effects = send(
      .add(handlerID: 3, slots: [.swipe(.left)], registration: 7, isEnabled: false), to: &gestures)
    #expect(!effects.contains(.uninstall(.swipe(.left))))
    #expect(gestures.member(.swipe(.left))?.handlerIDs == [2])
    #expect(!gestures.contains(handlerID: 3))
  }
}
