// The Swift code blocks of Sources/GestureKit/GestureKit.docc/GestureKit.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum GestureKitOverview {
    static func showProfile() {}
    static func remove(_ view: UIView) {}
    static func save(_ anchor: DraggableStore.Anchor) {}

    @MainActor
    static func everyFamily(
      avatarView: UIView, card: UIView, tableView: UITableView,
      navigationController: UINavigationController, bubble: UIView
    ) -> ListGestures {
      avatarView.onTap { gesture in showProfile() }
      card.swipeActions(trailing: [SwipeAction(title: "Delete", style: .destructive) { _, view in
        remove(view)
      }])
      let list = tableView.enableListGestures()
      navigationController.enableBackSwipe(.fullScreen)
      bubble.makeDraggable(anchors: .corners) { frame, anchor in save(anchor) }
      return list
    }
  }
#endif
