#if canImport(UIKit)
  import GestureKit
  import UIKit

  /// A Clear-style to-do list on a diffable data source: swipe right to complete, left to
  /// delete, long-press to reorder, pinch two rows apart to insert. GestureKit decides; the
  /// callbacks below apply each edit to the model and the snapshot, as a button would.
  @MainActor
  final class TodoListViewController: UITableViewController {
    private struct Todo {
      var title: String
      var isDone = false
    }

    private enum Section: Hashable, Sendable { case main }

    /// The model: the order of the list, and each item by its identifier.
    private var order: [UUID] = []
    private var todos: [UUID: Todo] = [:]
    private var dataSource: UITableViewDiffableDataSource<Section, UUID>!
    private let footer = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 60))

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "To do"
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.insert(at: 0) })
      tableView.rowHeight = 56
      footer.text = "Swipe right: done. Left: delete.\nHold: move. Pinch two rows apart: add."
      footer.numberOfLines = 2
      footer.textAlignment = .center
      footer.textColor = .secondaryLabel
      footer.font = .preferredFont(forTextStyle: .footnote)
      tableView.tableFooterView = footer
      tableView.register(TodoCell.self, forCellReuseIdentifier: "todo")
      dataSource = UITableViewDiffableDataSource(tableView: tableView) {
        [weak self] tableView, indexPath, id in
        let cell = tableView.dequeueReusableCell(withIdentifier: "todo", for: indexPath)
        guard let self, let cell = cell as? TodoCell, let todo = todos[id] else { return cell }
        cell.configure(title: todo.title, isDone: todo.isDone) { [weak self] title in
          self?.rename(id, to: title)
        }
        return cell
      }
      for title in ["Buy milk", "Call Ana", "Book the flight", "Water the plants", "Pay rent"] {
        let id = UUID()
        order.append(id)
        todos[id] = Todo(title: title)
      }
      applySnapshot(animated: false)
      enableGestures()
    }

    private func enableGestures() {
      // The table keeps the controller; capture `self` weakly in its callbacks.
      let gestures = tableView.enableListGestures()
      // Rows are followed by identity across the app's own snapshot updates.
      gestures.itemIdentifierProvider = { [weak self] indexPath in
        self?.dataSource.itemIdentifier(for: indexPath).map(AnyHashable.init)
      }
      gestures.onComplete = { [weak self] indexPath in
        guard let self, let id = dataSource.itemIdentifier(for: indexPath) else { return }
        todos[id]?.isDone.toggle()
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])  // keeps the cell, so its spring back goes on
        dataSource.apply(snapshot)
      }
      // Names the complete action for the row ("Mark as Not Done" on a done item).
      gestures.isItemCompletedProvider = { [weak self] indexPath in
        guard let self, let id = dataSource.itemIdentifier(for: indexPath) else { return false }
        return todos[id]?.isDone ?? false
      }
      gestures.onDelete = { [weak self] indexPath in  // after the row slid off-screen
        guard let self else { return }
        todos[order.remove(at: indexPath.row)] = nil
        applySnapshot(animated: true)  // animated: the empty row closes
      }
      gestures.onMove = { [weak self] from, to in  // each time the lifted row takes a slot
        guard let self else { return }
        order.insert(order.remove(at: from.row), at: to.row)
        applySnapshot(animated: false)  // the rows then slide with GestureKit's springs
      }
      gestures.onReorder = { [weak self] from, to in  // once, on drop: already applied
        self?.footer.text = "Moved from row \(from.row + 1) to row \(to.row + 1)."
      }
      gestures.onInsert = { [weak self] indexPath in  // the pinch opened a full row
        self?.insert(at: indexPath.row, beginEditing: false)
      }
      gestures.onBeginEditing = { [weak self] indexPath in  // the new row is laid out
        self?.beginEditing(at: indexPath)
      }
    }

    // MARK: - Model

    private func applySnapshot(animated: Bool) {
      var snapshot = NSDiffableDataSourceSnapshot<Section, UUID>()
      snapshot.appendSections([.main])
      snapshot.appendItems(order)
      dataSource.apply(snapshot, animatingDifferences: animated)
    }

    private func insert(at row: Int, beginEditing: Bool = true) {
      let id = UUID()
      order.insert(id, at: row)
      todos[id] = Todo(title: "")
      applySnapshot(animated: beginEditing)
      if beginEditing { self.beginEditing(at: IndexPath(row: row, section: 0)) }
    }

    /// Renames an item; an item left without a title goes, as in Clear.
    private func rename(_ id: UUID, to title: String) {
      let title = title.trimmingCharacters(in: .whitespaces)
      if title.isEmpty {
        order.removeAll { $0 == id }
        todos[id] = nil
        applySnapshot(animated: true)
      } else {
        todos[id]?.title = title
      }
    }

    private func beginEditing(at indexPath: IndexPath) {
      tableView.scrollToRow(at: indexPath, at: .none, animated: false)
      (tableView.cellForRow(at: indexPath) as? TodoCell)?.beginEditing()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: false)
      beginEditing(at: indexPath)
    }
  }

  /// A to-do row: a text field, editable only once editing begins, so that touches on the row
  /// go to the list's gestures.
  @MainActor
  private final class TodoCell: UITableViewCell, UITextFieldDelegate {
    private let textField = UITextField()
    private var onCommit: (@MainActor (String) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      textField.placeholder = "New to-do"
      textField.returnKeyType = .done
      textField.delegate = self
      textField.isUserInteractionEnabled = false
      textField.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(textField)
      NSLayoutConstraint.activate([
        textField.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
        textField.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        textField.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func configure(title: String, isDone: Bool, onCommit: @escaping @MainActor (String) -> Void) {
      self.onCommit = onCommit
      textField.attributedText = NSAttributedString(
        string: title,
        attributes: [
          .strikethroughStyle: isDone ? NSUnderlineStyle.single.rawValue : 0,
          .foregroundColor: isDone ? UIColor.secondaryLabel : UIColor.label,
        ])
    }

    func beginEditing() {
      textField.isUserInteractionEnabled = true
      textField.becomeFirstResponder()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
      textField.resignFirstResponder()
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
      textField.isUserInteractionEnabled = false
      onCommit?(textField.text ?? "")
    }
  }
#endif
