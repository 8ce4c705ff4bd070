#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  /// A Clear-style list of the app's items: swipe a row to complete or delete it, long-press
  /// to lift and reorder it (the list auto-scrolls near its edges, also while the finger
  /// rests), pinch two rows apart to insert a new one. Rows are SwiftUI views, of any height.
  ///
  /// ```swift
  /// @State private var todos: [Todo] = Todo.samples
  /// @State private var editing: Todo.ID?
  ///
  /// var body: some View {
  ///   GestureList($todos,
  ///     onComplete: { todo in toggleDone(todo.id) },          // the app's own done state
  ///     onDelete: { todo in !todo.isPinned },                 // false keeps the row
  ///     onInsert: { index in Todo(title: "") },               // nil declines: the gap closes
  ///     onBeginEditing: { todo in editing = todo.id }
  ///   ) { todo in
  ///     TodoRow(todo: todo, isEditing: editing == todo.id)    // focuses its own field
  ///   }
  /// }
  /// ```
  ///
  /// This is `tableView.enableListGestures(_:)`, the UIKit family (``ListGestures``), on a
  /// `UITableView` that shows the items: GestureCore's `ListStore` makes every decision —
  /// which row a swipe drives, its springs, the lift and the slots, the auto-scroll, the gap
  /// of a pinch, what follows an edit the app declines or a change of the items mid-gesture.
  /// The table's rows host the row views: in a `UIHostingConfiguration` on iOS 16 and later,
  /// in a cell holding a `UIHostingController` (a child of the list's view controller) on
  /// iOS 15.
  ///
  /// ## The binding stays the source of truth
  /// The table's diffable data source is keyed by `Item.ID`, and GestureKit follows rows by
  /// those identifiers (``ListGestures/itemIdentifier``), so every edit reaches the app for
  /// the item it was made on, never for a neighbour, and no item is lost or duplicated:
  /// - **Complete**: `onComplete` gets the item; change its done state in the binding. The
  ///   row springs back, shown with the new value.
  /// - **Delete**: once the row's content has slid off, `onDelete` gets the item; return
  ///   `true` and GestureList removes it from the binding (the row closes), `false` to keep
  ///   it (its content slides back).
  /// - **Reorder**: each slot the lifted row takes is applied to the binding at once, by
  ///   identity; `onReorder` hears once, after the drop. Turn the reorder off with
  ///   `configuration.reorder = nil`.
  /// - **Insert**: `onInsert` gets the index of the new row; return the item to insert there
  ///   (GestureList inserts it in the binding), or `nil` to decline (the gap closes). Then
  ///   `onBeginEditing` gets the new item: focus its text field.
  ///
  /// Changes the app makes to the binding itself — at any time, a refresh in the middle of a
  /// drag included — are applied to the table as snapshots, animated when the change comes
  /// with an animation (`withAnimation`). A gesture on a row the change keeps goes on; one on
  /// a row it removes ends, as `ListStore` decides.
  ///
  /// Each gesture is on while its callback is set (the reorder while its configuration is):
  /// a list with no `onDelete` and no `onComplete` does not swipe, one with no `onInsert`
  /// does not pinch.
  ///
  /// ## Rows
  /// Each row view fills its row edge to edge (give it its own padding) and the row is as
  /// tall as the view. On iOS 16 and later a row resizes itself when its content changes; on
  /// iOS 15 its height is measured when the items change (the binding is written). Rows get
  /// the environment of the place the list is used. Each row is hosted on its own, so a
  /// `@FocusState` of the screen does not reach into it: to start editing, let the row keep
  /// its own `@FocusState` and take the focus when an input says so (`isEditing` above,
  /// through `onAppear` and `onChange(of:)`). The item identifiers must be unique and
  /// `Sendable` (`UUID`, `Int`, `String`…), as a diffable data source requires: two items with
  /// one identifier stop with a message.
  ///
  /// The limits of ``ListGestures`` apply: one list of full-width rows; no swipe actions,
  /// context menus or drag and drop on the same rows.
  ///
  /// Not main-actor isolated as a whole: SwiftUI makes it off the main actor in the iOS 16.5
  /// SDK, where `View` is not main-actor isolated (only `body` is). Its UIKit methods are.
  public struct GestureList<Item: Identifiable, Row: View>: UIViewControllerRepresentable
  where Item.ID: Sendable {
    let items: Binding<[Item]>
    let configuration: ListGestures.Configuration
    let onComplete: (@MainActor (Item) -> Void)?
    let onDelete: (@MainActor (Item) -> Bool)?
    let onReorder: (@MainActor (_ item: Item, _ from: Int, _ to: Int) -> Void)?
    let onInsert: (@MainActor (_ index: Int) -> Item?)?
    let onBeginEditing: (@MainActor (Item) -> Void)?
    let row: (Item) -> Row

    /// Creates a Clear-style list of the items of a binding.
    ///
    /// - Parameters:
    ///   - items: The app's items, in order. GestureList writes the deletions the app
    ///     accepts, the moves of a reorder and the insertions the app returns.
    ///   - configuration: The gestures' options (``ListGestures/Configuration``). Default:
    ///     all three gestures with GestureCore's defaults. Set
    ///     `pinchToInsert?.newRowHeight` to the height of a new row. The list has one
    ///     section: the configuration's `section` is replaced by 0.
    ///   - onComplete: A swipe towards the trailing edge completed an item: toggle its done
    ///     state. Default `nil`: no completing.
    ///   - onDelete: A swipe towards the leading edge deleted an item: `true` removes it
    ///     from the binding, `false` keeps it. Default `nil`: no deleting.
    ///   - onReorder: A lifted row was dropped: the item, the index it was lifted from and
    ///     the index it ended at (equal if it went back). Informational: the binding already
    ///     has the new order. Default `nil`.
    ///   - onInsert: A pinch committed at an index: the item to insert there, or `nil` to
    ///     decline. Default `nil`: no pinching.
    ///   - onBeginEditing: Called right after an insertion, with the new item: start editing
    ///     it (focus its text field). Default `nil`.
    ///   - row: The view of an item's row.
    public init(
      _ items: Binding<[Item]>,
      configuration: ListGestures.Configuration = ListGestures.Configuration(),
      onComplete: (@MainActor (Item) -> Void)? = nil,
      onDelete: (@MainActor (Item) -> Bool)? = nil,
      onReorder: (@MainActor (_ item: Item, _ from: Int, _ to: Int) -> Void)? = nil,
      onInsert: (@MainActor (_ index: Int) -> Item?)? = nil,
      onBeginEditing: (@MainActor (Item) -> Void)? = nil,
      @ViewBuilder row: @escaping (Item) -> Row
    ) {
      self.items = items
      var configuration = configuration
      configuration.section = 0
      self.configuration = configuration
      self.onComplete = onComplete
      self.onDelete = onDelete
      self.onReorder = onReorder
      self.onInsert = onInsert
      self.onBeginEditing = onBeginEditing
      self.row = row
    }

    @MainActor
    public func makeUIViewController(context: Context) -> GestureListController<Item, Row> {
      GestureListController(list: self, environment: context.environment)
    }

    @MainActor
    public func updateUIViewController(
      _ controller: GestureListController<Item, Row>, context: Context
    ) {
      let transaction = context.transaction
      controller.update(
        list: self, environment: context.environment,
        animated: transaction.animation != nil && !transaction.disablesAnimations)
    }
  }

  /// The view controller of a ``GestureList``: its view is the table, and it is the parent of
  /// the rows' hosting controllers on iOS 15. Made by ``GestureList`` only.
  @MainActor
  public final class GestureListController<Item: Identifiable, Row: View>: UIViewController
  where Item.ID: Sendable {
    private typealias DataSource = UITableViewDiffableDataSource<Int, Item.ID>
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Item.ID>
    private static var cellIdentifier: String { "GestureListCell" }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: DataSource?
    /// The latest list SwiftUI made: its binding, callbacks and row builder.
    private var list: GestureList<Item, Row>
    private var environment: EnvironmentValues
    /// The items of the identifiers in the table's snapshot.
    private var itemsByID: [Item.ID: Item] = [:]

    init(list: GestureList<Item, Row>, environment: EnvironmentValues) {
      self.list = list
      self.environment = environment
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("GestureListController is created in code only") }

    override public func loadView() {
      view = tableView
    }

    override public func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = UITableView.automaticDimension
      // uikit-rules.md › Views and layout: with estimated heights, rows never on screen are
      // estimates that change as they appear; ListGestures reads the geometry afresh when a
      // gesture may begin and on every display frame.
      tableView.estimatedRowHeight = 60
      // Taps belong to the row views' own controls; the gestures own the swipes and the
      // long press (ListGestures › Limits: no swipe actions or editing mode of the table's).
      tableView.allowsSelection = false
      if #available(iOS 16, *) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
      } else {
        tableView.register(
          GestureListHostingCell<GestureListRow<Row>>.self,
          forCellReuseIdentifier: Self.cellIdentifier)
      }
      dataSource = DataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
        self?.cell(tableView, indexPath, id) ?? UITableViewCell()
      }
      let gestures = tableView.enableListGestures(list.configuration)
      // The list holds `gestures`, which holds these closures: they hold this controller
      // weakly.
      gestures.itemIdentifier = { [weak self] indexPath in
        self?.dataSource?.itemIdentifier(for: indexPath).map(AnyHashable.init)
      }
      gestures.onMove = { [weak self] from, to in self?.move(from: from.row, to: to.row) }
      gestures.onReorder = { [weak self] from, to in self?.reorder(from: from.row, to: to.row) }
      updateCallbacks(gestures)
      synchronize(animated: false)
    }

    /// Takes the latest list SwiftUI made, and applies its items to the table.
    func update(list: GestureList<Item, Row>, environment: EnvironmentValues, animated: Bool) {
      self.list = list
      self.environment = environment
      guard isViewLoaded, let gestures = tableView.listGestures else { return }
      // UIView.h: `effectiveUserInterfaceLayoutDirection`, which the list's gestures read
      // from the table, follows its `semanticContentAttribute`: the environment's direction (`.environment(\.layoutDirection,
      // .rightToLeft)` included) is handed to it, so complete and delete follow the rows.
      tableView.semanticContentAttribute =
        environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
      gestures.configuration = list.configuration
      updateCallbacks(gestures)
      synchronize(animated: animated && view.window != nil)
    }

    /// Sets the callbacks whose gesture is on: ListGestures turns the swipe off while neither
    /// `onComplete` nor `onDelete` is set, and the pinch while `onInsert` is not.
    private func updateCallbacks(_ gestures: ListGestures) {
      gestures.onComplete = nil
      if list.onComplete != nil {
        gestures.onComplete = { [weak self] indexPath in self?.complete(indexPath.row) }
      }
      gestures.onDelete = nil
      if list.onDelete != nil {
        gestures.onDelete = { [weak self] indexPath in self?.delete(indexPath.row) }
      }
      gestures.onInsert = nil
      if list.onInsert != nil {
        gestures.onInsert = { [weak self] indexPath in self?.insert(at: indexPath.row) }
      }
      gestures.onBeginEditing = { [weak self] indexPath in self?.beginEditing(indexPath.row) }
    }

    // MARK: Items

    /// The identifiers in the table, in order.
    private var identifiers: [Item.ID] {
      dataSource?.snapshot().itemIdentifiers(inSection: 0) ?? []
    }

    /// The item of row `row` of the table.
    private func item(at row: Int) -> Item? {
      let identifiers = identifiers
      guard identifiers.indices.contains(row) else { return nil }
      return itemsByID[identifiers[row]]
    }

    /// Applies the binding's items to the table as a snapshot, and reconfigures the rows that
    /// stay (their items, or the row builder, may have changed). The cells of rows that stay
    /// are kept: a swipe or a lift on them goes on.
    private func synchronize(animated: Bool) {
      guard let dataSource else { return }
      let items = list.items.wrappedValue
      var byID: [Item.ID: Item] = [:]
      byID.reserveCapacity(items.count)
      var identifiers: [Item.ID] = []
      identifiers.reserveCapacity(items.count)
      for item in items {
        guard byID.updateValue(item, forKey: item.id) == nil else {
          preconditionFailure(
            "GestureList: two items have the identifier \(item.id); identifiers must be unique")
        }
        identifiers.append(item.id)
      }
      itemsByID = byID
      let old = dataSource.snapshot()
      var snapshot = Snapshot()
      snapshot.appendSections([0])
      snapshot.appendItems(identifiers, toSection: 0)
      snapshot.reconfigureItems(identifiers.filter { old.indexOfItem($0) != nil })
      dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Writes the items to the binding.
    private func write(_ items: [Item]) {
      list.items.wrappedValue = items
    }

    // MARK: Edits

    private func complete(_ row: Int) {
      guard let item = item(at: row), let onComplete = list.onComplete else { return }
      onComplete(item)
      // The app changed the item in the binding: the row shows it while it springs back.
      synchronize(animated: false)
    }

    /// Asks the app; if it removes the item, the row is deleted from the table at once,
    /// animated (the empty row closes), and from the binding. Otherwise nothing changes, and
    /// ListGestures sees the row kept (its content slides back).
    private func delete(_ row: Int) {
      let identifiers = identifiers
      guard identifiers.indices.contains(row), let item = itemsByID[identifiers[row]],
        let onDelete = list.onDelete, onDelete(item), var snapshot = dataSource?.snapshot()
      else { return }
      snapshot.deleteItems([item.id])
      // ListGestures: apply the deletion before the callback returns, animated.
      dataSource?.apply(snapshot, animatingDifferences: true)
      var items = list.items.wrappedValue
      items.removeAll { $0.id == item.id }
      write(items)
    }

    /// Moves a lifted row one slot, in the table (at once, before ListGestures' callback
    /// returns) and in the binding, by identity: the binding may hold changes the table does
    /// not show yet.
    private func move(from: Int, to: Int) {
      guard let dataSource, from != to else { return }
      var snapshot = dataSource.snapshot()
      let identifiers = snapshot.itemIdentifiers(inSection: 0)
      guard identifiers.indices.contains(from), identifiers.indices.contains(to) else { return }
      let moving = identifiers[from]
      let target = identifiers[to]
      // As Array: remove, then insert at `to`.
      if from < to {
        snapshot.moveItem(moving, afterItem: target)
      } else {
        snapshot.moveItem(moving, beforeItem: target)
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      var items = list.items.wrappedValue
      guard let index = items.firstIndex(where: { $0.id == moving }) else { return }
      let item = items.remove(at: index)
      if let targetIndex = items.firstIndex(where: { $0.id == target }) {
        items.insert(item, at: from < to ? targetIndex + 1 : targetIndex)
      } else {
        items.insert(item, at: index)
      }
      write(items)
    }

    private func reorder(from: Int, to: Int) {
      guard let onReorder = list.onReorder, let item = item(at: to) else { return }
      onReorder(item, from, to)
    }

    /// Asks the app for the new item; inserts it in the table (at once, before ListGestures'
    /// callback returns) and in the binding, before the item that is at `index` in the table.
    private func insert(at index: Int) {
      guard let onInsert = list.onInsert, let item = onInsert(index),
        var snapshot = dataSource?.snapshot()
      else { return }
      guard snapshot.indexOfItem(item.id) == nil else {
        assertionFailure("GestureList: onInsert returned an item whose identifier is in the list")
        return
      }
      let identifiers = snapshot.itemIdentifiers(inSection: 0)
      var items = list.items.wrappedValue
      if index < identifiers.count {
        let next = identifiers[index]
        snapshot.insertItems([item.id], beforeItem: next)
        let nextIndex = items.firstIndex { $0.id == next } ?? min(index, items.count)
        items.insert(item, at: nextIndex)
      } else {
        snapshot.appendItems([item.id], toSection: 0)
        items.append(item)
      }
      itemsByID[item.id] = item
      dataSource?.apply(snapshot, animatingDifferences: false)
      write(items)
    }

    private func beginEditing(_ row: Int) {
      guard let item = item(at: row) else { return }
      list.onBeginEditing?(item)
    }

    // MARK: Cells

    /// The cell of an item: its row view, hosted.
    private func cell(_ tableView: UITableView, _ indexPath: IndexPath, _ id: Item.ID)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
      guard let item = itemsByID[id] else {
        assertionFailure("GestureList: no item for a row of the snapshot")
        return cell
      }
      // uikit-rules.md › Views and layout: cells are reused; every configuration sets the
      // whole content (the hosted row), so nothing of a previous item stays.
      let root = GestureListRow(content: list.row(item), environment: environment)
      if #available(iOS 16, *) {
        // Edge to edge, as tall as the view: no cell margins, no minimum row height.
        cell.contentConfiguration = UIHostingConfiguration { root }
          .margins(.all, 0)
          .minSize(height: 0)
      } else if let cell = cell as? GestureListHostingCell<GestureListRow<Row>> {
        cell.host(root, in: self)
      }
      // VoiceOver, Switch Control and Voice Control get the list's gestures as the cell's
      // custom actions (complete, delete, move up, move down), decided by the same store and
      // reported through the same callbacks. The cell is the accessibility element of a
      // table row, so they are offered once.
      cell.accessibilityCustomActions = tableView.listGestures?.accessibilityCustomActions(for: cell)
      return cell
    }
  }

  /// A row's view as its cell hosts it: with the environment of the place the list is used
  /// (a hosting controller or configuration starts from an empty one).
  struct GestureListRow<Content: View>: View {
    var content: Content
    var environment: EnvironmentValues

    var body: some View {
      content.environment(\.self, environment)
    }
  }

  /// A table cell showing a SwiftUI view through a `UIHostingController`, for iOS 15, which
  /// has no `UIHostingConfiguration`. The controller is a child of the list's view
  /// controller from the cell's first configuration on, and the cell is as tall as the view.
  @MainActor
  final class GestureListHostingCell<Root: View>: UITableViewCell {
    private var hosting: UIHostingController<Root>?

    /// Shows `root`, creating the hosting controller the first time.
    func host(_ root: Root, in parent: UIViewController) {
      if let hosting {
        hosting.rootView = root
        // The new content's height is measured as the table lays the cell out.
        hosting.view.invalidateIntrinsicContentSize()
        return
      }
      let hosting = UIHostingController(rootView: root)
      hosting.view.backgroundColor = .clear
      hosting.view.translatesAutoresizingMaskIntoConstraints = false
      // UIViewController.h: a child's view goes in after `addChild(_:)`, then
      // `didMove(toParent:)`. The cells live and die with the table, which is the parent's
      // view: the child stays until the parent goes.
      parent.addChild(hosting)
      contentView.addSubview(hosting.view)
      // Self-sizing (UITableView.automaticDimension): the content view's height comes from
      // these constraints and the hosting view's intrinsic size.
      NSLayoutConstraint.activate([
        hosting.view.topAnchor.constraint(equalTo: contentView.topAnchor),
        hosting.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        hosting.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        hosting.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
      hosting.didMove(toParent: parent)
      self.hosting = hosting
    }
  }
#endif
