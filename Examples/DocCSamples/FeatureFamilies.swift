// The Swift code blocks of Sources/GestureCore/GestureCore.docc/FeatureFamilies.md, with what they need
// around them (the host's views and the app's state, declared just before). scripts/check-doc-samples
// checks that every block is here; `swift build` compiles this file on every platform, and the
// iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum FeatureFamiliesSample {
  static func nextFrameTime() -> Double { 0 }
  static func draw(_ rows: [ListStore.Row]) {}

  static func swipeARow(arena: GestureArena) {
    var list = ListStore(rows: (0..<5).map { ListStore.RowData(id: $0, height: 60) }, rowWidth: 375)
    var effects: [ListStore.Effect] = []
    for change in arena.changes {                     // the list's horizontal pan
      guard let drag = DragEvent(change) else { continue }
      list.handle(.swipe(drag, time: change.time), into: &effects)
    }
    while list.needsFrames {                          // the host's display frames
      list.handle(.tick(time: nextFrameTime()), into: &effects)
      draw(list.rows)                                 // each row's offset, shift and cue
    }
    // effects: .haptic(.impact(.light)) as the swipe arms, .complete(rowID: 2) on release
  }
}
