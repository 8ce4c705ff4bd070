#if canImport(UIKit)
  import GestureKit
  import UIKit

  /// A mail inbox, as an app writes one: a diffable data source, self-sizing cells of any
  /// height, and two GestureKit families on the same table. Each row has swipe actions (read
  /// on the leading side; delete, with a confirmation, and flag on the trailing side); the
  /// list gestures add long-press reordering and pinching two rows apart for a new draft.
  /// The list's own swipe to commit is off: the horizontal swipe belongs to the actions.
  @MainActor
  final class InboxViewController: UITableViewController {
    private struct Message {
      var sender: String
      var preview: String
      var isRead = false
      var isFlagged = false
    }

    private enum Section: Hashable, Sendable { case inbox }

    private var order: [UUID] = []
    private var messages: [UUID: Message] = [:]
    private var dataSource: UITableViewDiffableDataSource<Section, UUID>!
    /// One open row at a time, closed when the table scrolls.
    private let swipeGroup = SwipeActionsGroupController()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Inbox"
      // Self-sizing rows: the previews wrap, so rows differ in height. Off-screen heights are
      // estimates until a row appears; GestureKit re-reads them while it reorders.
      tableView.rowHeight = UITableView.automaticDimension
      tableView.estimatedRowHeight = 76
      tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
      dataSource = UITableViewDiffableDataSource(tableView: tableView) {
        [weak self] tableView, indexPath, id in
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        guard let self, let cell = cell as? MessageCell, let message = messages[id] else {
          return cell
        }
        cell.show(message.sender, message.preview, isRead: message.isRead, isFlagged: message.isFlagged)
        // Called on every configuration: a reused cell is put back at rest, and buttons that
        // look the same are kept.
        cell.swipeActions(
          leading: [readAction(for: message)], trailing: [deleteAction(), flagAction(for: message)],
          options: swipeOptions())
        return cell
      }
      let samples = [
        ("Ana", "Lunch on Thursday? The place near the station has a new menu."),
        ("Build bot", "All 700 checks passed."),
        ("Sam", "Here are the photos from the weekend. The one at the lighthouse came out "
          + "really well, and there is a short video of the waves too."),
        ("Landlord", "The plumber comes on Monday between 9 and 11."),
        ("Mia", "Can you send me the slides?"),
        ("Bank", "Your statement for November is ready."),
        ("Leo", "Tickets booked! Seats 14A and 14B, boarding at 7:40. Bring the charger."),
      ]
      for (sender, preview) in samples {
        let id = UUID()
        order.append(id)
        messages[id] = Message(sender: sender, preview: preview)
      }
      applySnapshot(animated: false)
      enableListGestures()
    }

    // MARK: - Swipe actions

    private func readAction(for message: Message) -> SwipeAction {
      SwipeAction(
        title: message.isRead ? "Unread" : "Read",
        image: UIImage(systemName: message.isRead ? "envelope.badge" : "envelope.open"),
        backgroundColor: .systemBlue
      ) { [weak self] _, view in
        self?.update(view) { $0.isRead.toggle() }
      }
    }

    /// A destructive action that asks first. The handler answers through its completion: a
    /// cancelled confirmation answers `false`, and a full swipe that slid the row away brings
    /// it back.
    private func deleteAction() -> SwipeAction {
      SwipeAction(title: "Delete", image: UIImage(systemName: "trash"), style: .destructive) {
        [weak self] _, view, completion in
        guard let self, let id = identifier(of: view) else { return completion(false) }
        let sender = messages[id]?.sender ?? ""
        let alert = UIAlertController(
          title: "Delete the message from \(sender)?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completion(false) })
        alert.addAction(
          UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.delete(id)
            completion(true)
          })
        present(alert, animated: true)
      }
    }

    private func flagAction(for message: Message) -> SwipeAction {
      SwipeAction(
        title: message.isFlagged ? "Unflag" : "Flag", image: UIImage(systemName: "flag"),
        backgroundColor: .systemOrange
      ) { [weak self] _, view in
        self?.update(view) { $0.isFlagged.toggle() }
      }
    }

    private func swipeOptions() -> SwipeActionsOptions {
      var options = SwipeActionsOptions()
      options.group = swipeGroup
      return options
    }

    // MARK: - List gestures

    private func enableListGestures() {
      var configuration = ListGestures.Configuration()
      configuration.swipeToCommit = nil  // the horizontal swipe is the swipe actions'
      configuration.pinchToInsert?.newRowHeight = 76
      configuration.placeholder.pinchApartToAddText = "Pinch apart for a draft"
      configuration.placeholder.releaseToAddText = "Release for a draft"
      let gestures = tableView.enableListGestures(configuration)
      // Rows are followed by identity across snapshot updates, even mid-drag.
      gestures.itemIdentifierProvider = { [weak self] indexPath in
        self?.dataSource.itemIdentifier(for: indexPath).map(AnyHashable.init)
      }
      gestures.onMove = { [weak self] from, to in  // each time the lifted row takes a slot
        guard let self else { return }
        order.insert(order.remove(at: from.row), at: to.row)
        applySnapshot(animated: false)
      }
      gestures.onInsert = { [weak self] indexPath in  // the pinch opened a full row
        guard let self else { return }
        let id = UUID()
        order.insert(id, at: indexPath.row)
        messages[id] = Message(sender: "Draft", preview: "A new message", isRead: true)
        applySnapshot(animated: false)
      }
    }

    // MARK: - Model

    private func identifier(of view: UIView) -> UUID? {
      guard let cell = view as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
      else { return nil }
      return dataSource.itemIdentifier(for: indexPath)
    }

    private func update(_ view: UIView, _ change: (inout Message) -> Void) {
      guard let id = identifier(of: view), var message = messages[id] else { return }
      change(&message)
      messages[id] = message
      var snapshot = dataSource.snapshot()
      snapshot.reconfigureItems([id])  // the same cell, configured again
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func delete(_ id: UUID) {
      order.removeAll { $0 == id }
      messages[id] = nil
      applySnapshot(animated: true)
    }

    private func applySnapshot(animated: Bool) {
      var snapshot = NSDiffableDataSourceSnapshot<Section, UUID>()
      snapshot.appendSections([.inbox])
      snapshot.appendItems(order)
      dataSource.apply(snapshot, animatingDifferences: animated)
    }
  }

  /// A message row: sender and a preview that wraps, so the row sizes itself.
  @MainActor
  private final class MessageCell: UITableViewCell {
    func show(_ sender: String, _ preview: String, isRead: Bool, isFlagged: Bool) {
      var content = UIListContentConfiguration.subtitleCell()
      content.text = sender
      content.textProperties.font = .preferredFont(
        forTextStyle: isRead ? .body : .headline)
      content.secondaryText = preview
      content.secondaryTextProperties.numberOfLines = 0
      content.secondaryTextProperties.color = .secondaryLabel
      content.image = isFlagged ? UIImage(systemName: "flag.fill") : nil
      content.imageProperties.tintColor = .systemOrange
      contentConfiguration = content
      accessibilityLabel = "\(sender): \(preview)"
    }
  }
#endif
