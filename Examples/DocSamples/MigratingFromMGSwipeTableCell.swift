// The Swift code blocks of docs/Migrating/MGSwipeTableCell.md that use GestureKit, in the
// order they appear there, with what they need around them. scripts/check-doc-samples checks
// that every block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum MGSwipeTableCellMigration {
    final class MailViewController: UITableViewController {
      private var messages = ["Lunch on Friday?", "Your order has shipped", "Weekly report"]
      private let openRow = SwipeActionsGroupController()

      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        var options = SwipeActionsOptions(group: openRow)  // one open row at a time
        options.transitionStyle = .drag
        cell.swipeActions(
          leading: [SwipeAction(title: "Read", backgroundColor: .systemBlue) { [weak self] _, cell in
            self?.markRead(cell)
          }],
          trailing: [
            SwipeAction(title: "Delete", style: .destructive) { [weak self] _, cell in
              self?.deleteRow(of: cell)
            },
            SwipeAction(title: "More", backgroundColor: .systemGray, keepsOpenAfterTap: true) {
              [weak self] _, cell in self?.showMore(for: cell)
            },
          ],
          options: options)
        return cell
      }

      func deleteAskingFirst() -> SwipeAction {
        SwipeAction(title: "Delete", style: .destructive) { [weak self] _, cell, completion in
          self?.confirmDeletion(of: cell) { confirmed in completion(confirmed) }  // false: it comes back
        }
      }

      func showHint(on cell: UITableViewCell) {
        cell.swipeActionsController?.open(.trailing)  // showSwipe:MGSwipeDirectionRightToLeft
        cell.swipeActionsController?.close()  // hideSwipeAnimated:
        openRow.closeAll()  // every row of the group
      }

      private func markRead(_ cell: UIView) {
        cell.alpha = 0.6
      }

      private func showMore(for cell: UIView) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = cell
        present(sheet, animated: true)
      }

      private func deleteRow(of cell: UIView) {
        guard let cell = cell as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
        else { return }
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
      }

      private func confirmDeletion(of cell: UIView, then answer: @escaping @MainActor (Bool) -> Void) {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { _ in answer(false) })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
          self?.deleteRow(of: cell)
          answer(true)
        })
        present(alert, animated: true)
      }
    }
  }
#endif
