// The Swift code blocks of Sources/GestureCore/GestureCore.docc/TheArena.md, with what they
// need around them. scripts/check-doc-samples checks that every block is here; `swift build`
// compiles this file on every platform, and the iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum TheArenaSample {
  struct ScrollView { var isAtLeadingEdge: Bool }

  static func relations(
    arena: GestureArena, pinch: PinchRecognizer, rotation: RotationRecognizer,
    tap: TapRecognizer, doubleTap: TapRecognizer, pan: PanRecognizer, scrollView: ScrollView
  ) {
    arena.allowSimultaneous(pinch, rotation)
    arena.require(tap, toFail: doubleTap)
    pan.shouldBegin = { pan in scrollView.isAtLeadingEdge }
  }
}
