// The Swift code blocks of Sources/GestureKit/GestureKit.docc/DraggableViews.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import SwiftUI
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

    @MainActor
    static func options(player: UIView) {
      var pip = DraggableStore.Configuration.pictureInPicture   // the four corners
      pip.stashing = .init(sides: .both)                          // default .off
      pip.resizing = .init(widths: .steps([120, 200, 320]))       // default nil: one size
      let window = player.makeDraggable(configuration: pip)
      window.insets = UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)  // a bar of your own
    }

    @MainActor
    static func secondWay(player: UIView) {
      let window = player.makeDraggable(configuration: .pictureInPicture)
      player.isAccessibilityElement = true
      player.accessibilityLabel = String(localized: "Live video")  // the actions need a label
      window.offersContextMenu = true          // default false: a still press opens the moves
      window.offersKeyCommands = true          // default true: arrows, S, ⌘+ and ⌘− while focused
      window.accessibilityAnchorName = { anchor in                  // nil leaves a place out
        anchor == .topLeft ? String(localized: "Top left, under the clock")
          : DraggableController.defaultAccessibilityName(for: anchor)
      }
      let moves: [UIMenuElement] = window.menuElements()   // the same moves, for your own menu
      _ = moves
    }
  }

  private struct LivePlayer: View {
    var body: some View { Color.black }
  }

  private struct DraggableViewsSecondWay: View {
    var body: some View {
      LivePlayer()
        .frame(width: 160, height: 90)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Live video")          // VoiceOver offers the moves on this element
        .floating(configuration: .pictureInPicture)
        .floatingContextMenu(true)                 // default false: a still press opens the moves
    }
  }
#endif
