// The Swift code blocks of Sources/GestureKit/GestureKit.docc/ClearStyleLists.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum ClearStyleListsSample {
    enum Section { case main }
    final class EditableCell: UITableViewCell { let textField = UITextField() }
    @MainActor final class TodoStore {
      func toggleDone(_ id: Int) {}
      func isDone(_ id: Int) -> Bool { false }
      func save() {}
      func insertNewItem(at row: Int) -> Int { row }
    }

    final class TodoViewController: UITableViewController {
      var dataSource: UITableViewDiffableDataSource<Section, Int>!
      var items: [(id: Int, title: String)] = []
      func toggleDone(at indexPath: IndexPath) {}
      func isDone(at indexPath: IndexPath) -> Bool { false }
      func moveItem(from: IndexPath, to: IndexPath) {}
      func insertEmptyItem(at indexPath: IndexPath) {}

      func overview() {
        let gestures = tableView.enableListGestures()
        gestures.onComplete = { [unowned self] indexPath in toggleDone(at: indexPath) }
        gestures.isItemCompletedProvider = { [unowned self] indexPath in isDone(at: indexPath) }
        gestures.onDelete = { [unowned self] indexPath in
          var snapshot = dataSource.snapshot()
          snapshot.deleteItems([dataSource.itemIdentifier(for: indexPath)!])
          dataSource.apply(snapshot)
        }
        gestures.onMove = { [unowned self] from, to in moveItem(from: from, to: to) }   // live, per slot
        gestures.onInsert = { [unowned self] indexPath in insertEmptyItem(at: indexPath) }
        gestures.onBeginEditing = { [unowned self] indexPath in
          (tableView.cellForRow(at: indexPath) as? EditableCell)?.textField.becomeFirstResponder()
        }
      }

      func diffable(store: TodoStore) {
        let gestures = tableView.enableListGestures()
        gestures.onComplete = { [unowned self] indexPath in
          let id = dataSource.itemIdentifier(for: indexPath)!
          store.toggleDone(id)
          var snapshot = dataSource.snapshot()
          snapshot.reconfigureItems([id])        // keeps the cell: its spring back continues
          dataSource.apply(snapshot)
        }
        gestures.isItemCompletedProvider = { [unowned self] indexPath in
          store.isDone(dataSource.itemIdentifier(for: indexPath)!)
        }
        gestures.onDelete = { [unowned self] indexPath in  // after the row slid off-screen
          var snapshot = dataSource.snapshot()
          snapshot.deleteItems([dataSource.itemIdentifier(for: indexPath)!])
          dataSource.apply(snapshot)             // animated: the empty row closes
        }
        gestures.onMove = { [unowned self] from, to in    // once per slot, while dragging
          var snapshot = dataSource.snapshot()
          let items = snapshot.itemIdentifiers(inSection: .main)
          if from.row < to.row {                 // as Array: remove, then insert at `to`
            snapshot.moveItem(items[from.row], afterItem: items[to.row])
          } else {
            snapshot.moveItem(items[from.row], beforeItem: items[to.row])
          }
          dataSource.apply(snapshot)
        }
        gestures.onReorder = { from, to in store.save() }  // IndexPaths, once after the drop
        gestures.onInsert = { [unowned self] indexPath in  // the pinch committed
          let item = store.insertNewItem(at: indexPath.row)
          var snapshot = dataSource.snapshot()
          let items = snapshot.itemIdentifiers(inSection: .main)
          if indexPath.row < items.count {
            snapshot.insertItems([item], beforeItem: items[indexPath.row])
          } else {
            snapshot.appendItems([item], toSection: .main)
          }
          dataSource.apply(snapshot)
        }
        gestures.onBeginEditing = { [unowned self] indexPath in
          (tableView.cellForRow(at: indexPath) as? EditableCell)?.textField.becomeFirstResponder()
        }
      }

      func confirmDeletion(of id: Int, _ answer: @escaping (Bool) -> Void) {}

      func confirmingLater(gestures: ListGestures) {
        gestures.onDeleteWithCompletionHandler = { [unowned self] indexPath, completionHandler in
          let id = dataSource.itemIdentifier(for: indexPath)!
          confirmDeletion(of: id) { [unowned self] confirmed in   // an alert, say
            if confirmed {
              var snapshot = dataSource.snapshot()
              snapshot.deleteItems([id])
              dataSource.apply(snapshot)
            }
            completionHandler(confirmed)              // from any thread; only the first call counts
          }
        }
      }

      func configured() -> ListGestures {
        var configuration = ListGestures.Configuration()
        configuration.swipeToCommit = .deleteOnly          // no completing
        configuration.pinchToInsert?.newRowHeight = 44     // the table's row height
        configuration.cues.deleteText = "Delete"
        let gestures = tableView.enableListGestures(configuration)
        return gestures
      }

      func notDiffable(gestures: ListGestures) {
        gestures.itemIdentifierProvider = { [unowned self] indexPath in items[indexPath.row].id }  // not diffable
        gestures.cancel()   // ends every gesture in progress, as the system does
      }

    }

    final class AccessibleTodoViewController: UITableViewController {
      var gestures: ListGestures!

      override func tableView(
        _ tableView: UITableView, cellForRowAt indexPath: IndexPath
      ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
        cell.accessibilityCustomActions = gestures.accessibilityCustomActions(for: cell, at: indexPath)
        return cell
      }

      func localizedNames(cell: UITableViewCell, indexPath: IndexPath) {
        let names = ListGestures.AccessibilityActionNames(
          complete: String(localized: "Done"), markNotDone: String(localized: "Not Done"),
          moveToTop: String(localized: "Move to top"),
          movedAnnouncementFormat: String(localized: "Now number %1$ld of %2$ld"))
        cell.accessibilityCustomActions = gestures.accessibilityCustomActions(
          for: cell, at: indexPath, names: names)
      }

      struct Todo {
        var isDone = false
        var isInvoice = false
      }
      var todos: [Todo] = []

      func namesPerItem() {
        gestures.isItemCompletedProvider = { [unowned self] indexPath in todos[indexPath.row].isDone }
        gestures.completeActionNameProvider = { [unowned self] indexPath in
          todos[indexPath.row].isInvoice ? String(localized: "Mark as Paid") : nil
        }
      }

      override var keyCommands: [UIKeyCommand]? {
        let list = tableView.listGestures?.keyCommandsForFocusedRow(
          action: #selector(performListCommand(_:)))
        return (super.keyCommands ?? []) + (list ?? [])
      }

      @objc func performListCommand(_ command: UIKeyCommand) {
        tableView.listGestures?.performKeyCommand(command)
      }

      override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
      ) -> UIContextMenuConfiguration? {
        tableView.listGestures?.contextMenuConfiguration(forRowAt: indexPath)
      }
    }
  }
#endif
