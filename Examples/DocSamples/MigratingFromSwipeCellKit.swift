// The Swift code blocks of docs/Migrating/SwipeCellKit.md that use GestureKit, in the order
// they appear there, with what they need around them. scripts/check-doc-samples checks that
// every block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum SwipeCellKitMigration {
    final class MailViewController: UITableViewController {
      private var messages = ["Lunch on Friday?", "Your order has shipped", "Weekly report"]
      private let openRow = SwipeActionsGroupController()

      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        var options = SwipeActionsOptions(group: openRow)
        options.transitionStyle = .reveal
        cell.swipeActions(
          trailing: [SwipeAction(title: "Delete", image: UIImage(systemName: "trash"), style: .destructive) {
            [weak self] _, cell in self?.deleteRow(of: cell)
          }],
          options: options)
        return cell
      }

      private func deleteRow(of cell: UIView) {
        guard let cell = cell as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
        else { return }
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
      }

      func deleteAskingFirst() -> SwipeAction {
        SwipeAction(title: "Delete", style: .destructive) { [weak self] _, cell, completion in
          self?.confirmDeletion { confirmed in
            if confirmed { self?.deleteRow(of: cell) }
            completion(confirmed)  // false: the row slides back, as fulfill(with: .reset) did
          }
        }
      }

      func options() -> SwipeActionsOptions {
        var options = SwipeActionsOptions(group: openRow)
        options.leadingPerformsFirstActionWithFullSwipe = false  // expansionStyle = nil
        options.buttonWidth = .fixed(88)  // minimumButtonWidth = maximumButtonWidth = 88
        options.willOpen = { cell, side in print("will open \(side)") }  // willBeginEditingRowAt
        options.didClose = { cell, side in print("closed \(side)") }  // didEndEditingRowAt
        return options
      }

      func showHint(on cell: UITableViewCell) {
        cell.swipeActionsController?.open(.trailing)  // showSwipe(orientation: .right)
        cell.swipeActionsController?.close(animated: true)  // hideSwipe(animated: true)
      }

      private func confirmDeletion(then answer: @escaping @MainActor (Bool) -> Void) {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { _ in answer(false) })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in answer(true) })
        present(alert, animated: true)
      }
    }

    final class ArchiveViewController: UICollectionViewController {
      private var messages = ["Lunch on Friday?", "Your order has shipped"]

      override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
          [weak self] cell, _, message in
          var content = cell.defaultContentConfiguration()
          content.text = message
          cell.contentConfiguration = content
          cell.swipeActions(trailing: [
            SwipeAction(title: "Archive", backgroundColor: .systemIndigo) { _, cell in
              self?.archive(cell)
            },
          ])
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
          collectionView, indexPath, message in
          collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(messages)
        dataSource.apply(snapshot)
        self.dataSource = dataSource
      }

      private var dataSource: UICollectionViewDiffableDataSource<Int, String>?

      private func archive(_ cell: UIView) {
        guard let cell = cell as? UICollectionViewCell,
          let indexPath = collectionView.indexPath(for: cell),
          let message = dataSource?.itemIdentifier(for: indexPath),
          var snapshot = dataSource?.snapshot()
        else { return }
        messages.removeAll { $0 == message }
        snapshot.deleteItems([message])
        dataSource?.apply(snapshot)
      }
    }
  }
#endif
