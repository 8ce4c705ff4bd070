import GestureCore
import Testing

/// The driver's queue of re-entrant events, which hosts rely on instead of flags of their own.
@Suite struct StoreDriverTests {
  @Test func anEventSentWhileApplyingEffectsIsQueuedAndTheHostCanTell() {
    let driver = StoreDriver(ClosureGestures())
    #expect(!driver.isApplyingEffects)
    var seen: [ClosureGestures.Effect] = []
    var inside: [Bool] = []
    driver.send(.add(handlerID: 1, slots: [.tap(numberOfTaps: 1)], replacing: false, configuration: nil)) { effect in
      seen.append(effect)
      inside.append(driver.isApplyingEffects)
      if case .install = effect {
        // Re-entrant: queued, handled after this event's effects, by this apply.
        driver.send(.remove(handlerID: 1)) { _ in Issue.record("the inner apply is never called") }
        #expect(driver.store.contains(handlerID: 1))  // Not handled yet.
      }
    }
    #expect(!driver.isApplyingEffects)
    #expect(!inside.isEmpty && inside.allSatisfy { $0 })
    #expect(!driver.store.contains(handlerID: 1))  // The queued remove was handled…
    #expect(seen.contains { if case .uninstall = $0 { true } else { false } })  // …by this apply.
  }

  /// A pan's and a pinch's state changes, and a tap's recognition: the pad's hot events.
  static let changes: [ClosureGestures.Event] = {
    var events: [ClosureGestures.Event] = []
    var time = 1.0
    for state in [RecognizerState.began, .changed, .changed, .ended] {
      for slot in [ClosureGestures.Slot.pan, .pinch] {
        let value = GestureValue(
          location: Point(x: time * 10, y: 5), translation: Vector(dx: time, dy: 0), scale: time)
        events.append(.changed(slot, state: state, value: value, time: time))
        time += 0.1
      }
    }
    events.append(
      .changed(.tap(numberOfTaps: 1), state: .recognized, value: GestureValue(location: .zero), time: time))
    return events
  }()

  @Test func inPlaceTheStoreHandsOverTheEffectsTheBufferWouldHold() {
    let buffered = StoreDriver(ClosureGestures.standard)
    let inPlace = StoreDriver(ClosureGestures.standard)
    var viaBuffer: [ClosureGestures.Effect] = []
    var viaPlace: [ClosureGestures.Effect] = []
    for event in Self.changes {
      buffered.send(event) { viaBuffer.append($0) }
      inPlace.sendInPlace(event) { viaPlace.append($0) }
    }
    #expect(viaPlace == viaBuffer)
    #expect(viaPlace.count == 9, "the pan's and the pinch's four phases, the tap")
    #expect(inPlace.store == buffered.store)
  }

  @Test func inPlaceAnEventSentWhileApplyingIsQueuedAndHandledAfter() {
    let driver = StoreDriver(ClosureGestures.standard)
    var seen: [ClosureGestures.Effect] = []
    var sentInside = false
    let began = Self.changes[0]  // The pan's began: one handler call.
    driver.sendInPlace(began) { effect in
      seen.append(effect)
      #expect(driver.isApplyingEffects)
      if !sentInside {
        sentInside = true
        // Re-entrant: queued, handled (through the buffer) once this call returns, by this
        // apply: the pan's handler is removed, its gesture cancelled.
        driver.sendInPlace(.remove(handlerID: 7)) { _ in
          Issue.record("the inner apply is never called")
        }
        #expect(seen.count == 1, "not handled yet")
      }
    }
    #expect(!driver.isApplyingEffects)
    #expect(!driver.store.contains(handlerID: 7))
    guard seen.count >= 3 else {
      Issue.record("expected the began, then the queued remove's effects: \(seen)")
      return
    }
    if case .call(7, let gesture) = seen[0] {
      #expect(gesture.phase == .began)
    } else {
      Issue.record("the pan's began first, not \(seen[0])")
    }
    if case .call(7, let gesture) = seen[1] {
      #expect(gesture.phase == .cancelled)
    } else {
      Issue.record("the remove cancels the pan under way, not \(seen[1])")
    }
    #expect(seen.contains(.uninstall(.pan)))
    #expect(seen.last == .release(handlerID: 7))
  }

  @Test func inPlaceWithAnObserverEveryEventIsObservedBeforeItsEffectsApply() {
    let plain = StoreDriver(ClosureGestures.standard)
    let observed = StoreDriver(ClosureGestures.standard)
    var checker = ContractChecker(for: observed.store)
    var observations: [(ClosureGestures.Event, [ClosureGestures.Effect])] = []
    var applied: [ClosureGestures.Effect] = []
    observed.observer = { event, effects, store in
      #expect(applied.count == observations.reduce(0) { $0 + $1.1.count }, "before they apply")
      observations.append((event, effects))
      #expect(checker.observe(event, effects: effects, store: store) == nil)
    }
    var plainEffects: [ClosureGestures.Effect] = []
    for event in Self.changes {
      plain.sendInPlace(event) { plainEffects.append($0) }
      observed.sendInPlace(event) { applied.append($0) }
    }
    #expect(observations.map(\.0) == Self.changes)
    #expect(observations.flatMap(\.1) == applied)
    #expect(applied == plainEffects)
    #expect(observed.store == plain.store)
  }

  @Test func inPlaceAStoreThatDoesNotOptInGoesThroughTheBuffer() {
    // A list hands over no effect in place (the default): the same effects as `applying`.
    let rows = [ListStore.RowData(id: 1, height: 60), ListStore.RowData(id: 2, height: 60)]
    let buffered = StoreDriver(ListStore(rows: rows, rowWidth: 375))
    let inPlace = StoreDriver(ListStore(rows: rows, rowWidth: 375))
    var store = ListStore(rows: rows, rowWidth: 375)
    let handedOver = store.handle(.touchDown(Point(x: 100, y: 30), time: 0), applying: { _ in })
    #expect(!handedOver)
    #expect(store.rows == ListStore(rows: rows, rowWidth: 375).rows, "declined: nothing done")
    let events: [ListStore.Event] = [
      .touchDown(Point(x: 300, y: 30), time: 1),
      .swipe(.began(location: Point(x: 300, y: 30), translation: .zero), time: 1),
      .swipe(.changed(location: Point(x: 150, y: 30), translation: Vector(dx: -150, dy: 0)), time: 1.1),
      .swipe(
        .ended(location: Point(x: 100, y: 30), translation: Vector(dx: -200, dy: 0), velocity: .zero),
        time: 1.2),
    ]
    var viaBuffer: [String] = []
    var viaPlace: [String] = []
    var time = 1.2
    for event in events {
      buffered.send(event) { viaBuffer.append("\($0)") }
      inPlace.sendInPlace(event) { viaPlace.append("\($0)") }
    }
    while buffered.store.needsFrames, time < 5 {
      time += 1 / 60
      buffered.send(.tick(time: time)) { viaBuffer.append("\($0)") }
      inPlace.sendInPlace(.tick(time: time)) { viaPlace.append("\($0)") }
    }
    #expect(!viaBuffer.isEmpty)
    #expect(viaPlace == viaBuffer)
  }
}
