// The Swift code blocks of Sources/GestureCore/GestureCore.docc/ClosureGesturesHost.md, with what they need
// around them (the host's views and the app's state, declared just before). scripts/check-doc-samples
// checks that every block is here; `swift build` compiles this file on every platform, and the
// iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum ClosureGesturesHostSample {
  static func apply(_ effect: ClosureGestures.Effect) {}

  static func addTwoTaps() {
    let gestures = StoreDriver(ClosureGestures())
    gestures.send(.add(handlerID: 1, slots: [.tap(numberOfTaps: 1)])) { effect in apply(effect) }
    gestures.send(.add(handlerID: 2, slots: [.tap(numberOfTaps: 2)])) { effect in apply(effect) }
    // .install(tap), .install(doubleTap): the host adds two recognizers.
    print(gestures.store.gestures.relations.failureRequirements)  // [Pair(0, 1)]: tap waits for doubleTap
  }

  static func callHandlers(
    arena: GestureArena, reader: ClosureGestures.Reader, gestures: StoreDriver<ClosureGestures>,
    handlers: [Int: (ClosureGestures.Gesture) -> Void]
  ) {
    for change in arena.changes {
      guard let event = reader.event(for: change, time: change.time) else { continue }
      gestures.sendInPlace(event) { effect in
        if case .call(let handlerID, let gesture) = effect { handlers[handlerID]?(gesture) }
      }
    }
  }
}
