// The Swift code blocks of Sources/GestureKit/GestureKit.docc/DraggableViews.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum DraggableViewsSample {
    static func save(_ anchor: DraggableStore.Anchor) {}
    static func hideHint() {}

    @MainActor
    static func floating(bubble: UIView, player: UIView) {
      let dragging = bubble.makeDraggable(anchors: .sides, margin: 12) { frame, anchor in
        save(anchor)   // a DraggableStore.Anchor: .left(centerY:), .topRight, …
      }
      dragging.onBegan = { _ in hideHint() }
      player.makeDraggable(configuration: .pictureInPicture)   // the four corners
    }
  }
#endif
