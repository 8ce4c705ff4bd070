// The Swift code blocks of Sources/GestureKit/GestureKit.docc/SwipeActionsOnAnyView.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum SwipeActionsOnAnyViewSample {
    final class Analytics { func log(_ event: String) {} }
    final class MessageCell: UITableViewCell {}
    final class FlagBadge: UIView { init(isOn: Bool) { super.init(frame: .zero) }; required init?(coder: NSCoder) { nil } }
    struct Message { var isDeletable = true; var isFlagged = false }
    static func markRead(_ view: UIView) {}
    static func showMore(_ view: UIView) {}
    static func confirmDeletion(of view: UIView, then answer: @escaping @MainActor (Bool) -> Void) {}

    @MainActor
    static func anyView(card: UIView, analytics: Analytics) {
      let inbox = SwipeActionsGroupController()          // one open view at a time
      var options = SwipeActionsOptions(group: inbox)
      options.transitionStyle = .reveal
      options.didOpen = { view, side in analytics.log("opened \(side)") }

      card.swipeActions(
        leading: [SwipeAction(title: "Read", backgroundColor: .systemBlue) { _, view in markRead(view) }],
        trailing: [
          SwipeAction(title: "Delete", style: .destructive) { _, view, completion in
            confirmDeletion(of: view) { confirmed in completion(confirmed) }
          },
          SwipeAction(title: "More") { _, view in showMore(view) },
        ],
        options: options)

      card.swipeActionsController?.open(.trailing)
      inbox.closeAll()
    }

    final class MessagesViewController: UITableViewController {
      let delete = SwipeAction(title: "Delete", style: .destructive) { _, _ in }
      func toggleFlag(_ view: UIView) {}

      func configure(_ cell: MessageCell, with message: Message) {
        // A button drawn with a view of the app's; VoiceOver reads "Flag".
        let flag = SwipeAction(title: "Flag", backgroundColor: .systemOrange,
                               makeView: { FlagBadge(isOn: message.isFlagged) }) { [weak self] _, view in
          self?.toggleFlag(view)
        }
        // An item without actions has none: an open row closes at once, no button is left.
        cell.swipeActions(trailing: message.isDeletable ? [delete, flag] : [])
      }
    }

    final class KeyboardInboxViewController: UITableViewController {
      override var keyCommands: [UIKeyCommand]? {
        let rows = SwipeActionsController.keyCommands(
          in: view.window, action: #selector(performSwipeActionCommand(_:)))
        return (super.keyCommands ?? []) + rows
      }

      @objc func performSwipeActionCommand(_ command: UIKeyCommand) {
        SwipeActionsController.perform(command, in: view.window)
      }
    }
  }
#endif
