// The Swift code blocks of docs/Migrating/UIView+Swipe.md that use GestureKit, in the order
// they appear there, with what they need around them. scripts/check-doc-samples checks that
// every block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum UIViewSwipeMigration {
    final class CardsViewController: UIViewController {
      private let cardView = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cardView)

        let next = cardView.onSwipe(.left) { [weak self] in self?.showNextCard() }
        cardView.onSwipe(.right) { [weak self] in self?.showPreviousCard() }
        next.cancel()  // swipe_remove:UIViewSwipeDirectionLeft

        cardView.onSwipe([.up, .down]) { [weak self] gesture in
          if gesture.direction == .up { self?.archiveCard() } else { self?.showDetails() }
        }
        cardView.removeGestureHandlers(.swipe)  // every swipe handler of the view
      }

      func addActions() {
        cardView.swipeActions(
          trailing: [SwipeAction(title: "Delete", style: .destructive) { [weak self] _, _ in
            self?.deleteCard()
          }],
          options: SwipeActionsOptions(didOpen: { _, side in print("opened \(side)") }))
        cardView.swipeActionsController?.close()  // back to rest
      }

      private func showNextCard() {}
      private func showPreviousCard() {}
      private func archiveCard() {}
      private func showDetails() {}
      private func deleteCard() {}
    }
  }
#endif
