// The Swift code blocks of the GestureCore catalog's landing page
// (Sources/GestureCore/GestureCore.docc/GestureCore.md), with what they need around them.
// scripts/check-doc-samples checks that every block is here; `swift build` compiles this file
// on every platform, and the iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum GestureCoreOverview {
  static func firstArena() {
    let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    let tap = TapRecognizer(name: "tap")
    let doubleTap = TapRecognizer(name: "doubleTap", configuration: .init(numberOfTaps: 2))
    arena.attach(tap, to: arena.root)
    arena.attach(doubleTap, to: arena.root)
    arena.require(tap, toFail: doubleTap)

    arena.handle(TouchSample(id: TouchID(1), phase: .began,
                             location: Point(x: 100, y: 100), timestamp: 0))
    for change in arena.changes { print(change.recognizer.name, change.state) }
  }
}
