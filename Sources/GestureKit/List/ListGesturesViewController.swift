#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit
  import os

  /// The view controller of a ``ListGesturesView``: its view is the table, and it is the parent of
  /// the rows' hosting controllers on iOS 15. Made by ``ListGesturesView`` only.
  @MainActor
  public final class ListGesturesViewController<Item: Identifiable, Row: View>: UIViewController
  where Item.ID: Sendable {
    private typealias DataSource = UITableViewDiffableDataSource<Int, Item.ID>
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Item.ID>
    private static var cellIdentifier: String { "GestureListCell" }

    private let tableView = UITableView(frame: .zero, style: .plain)
    private var dataSource: DataSource?
    /// The latest list SwiftUI made: its binding, callbacks and row builder.
    private var list: ListGesturesView<Item, Row>
    private var environment: EnvironmentValues
    /// What the hosted rows show: the items of the identifiers in the table's snapshot.
    private let rows: GestureListRows<Item, Row>
    /// Snapshots applied whose animations have not finished: the rows of departed items stay
    /// until there are none.
    private var appliesUnderWay = 0
    /// The table's width the rows on screen were measured at (0 before its first layout).
    private var measuredWidth: CGFloat = 0
    /// Whether the table may still become the screen's content scroll view during this
    /// appearance: set when the screen appears, cleared once it did (or the list left).
    private var mayClaimContentScrollView = false
    /// The identifiers, in order, of the items the list last wrote to the binding (a move, a
    /// delete, an insert), until SwiftUI's update with them comes back: that update is the
    /// list's own edit, whose rows show what they showed.
    private var writtenIdentifiers: [Item.ID]?
    /// The table's delegate, for the row selection of ``ListGesturesView``'s `onSelect`.
    private let selection = ListRowSelection()

    init(list: ListGesturesView<Item, Row>, environment: EnvironmentValues) {
      self.list = list
      self.environment = environment
      rows = GestureListRows(row: list.row, environment: environment)
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("ListGesturesViewController is created in code only") }

    override public func loadView() {
      view = tableView
    }

    override public func viewDidLoad() {
      super.viewDidLoad()
      tableView.rowHeight = UITableView.automaticDimension
      // with estimated heights, rows never on screen are
      // estimates that change as they appear; ListGestures reads the geometry afresh when a
      // gesture may begin and on every display frame.
      tableView.estimatedRowHeight = 60
      // Taps belong to the row views' own controls, and select a row only where the app
      // takes a selection (`onSelect`); the gestures own the swipes and the long press
      // (ListGestures › Limits: no swipe actions or editing mode of the table's).
      selection.onSelect = { [weak self] indexPath in self?.select(indexPath) }
      tableView.delegate = selection
      tableView.allowsSelection = list.onSelect != nil
      if #available(iOS 16, *) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
      } else {
        tableView.register(
          GestureListHostingCell<GestureListRow<Item, Row>>.self,
          forCellReuseIdentifier: Self.cellIdentifier)
      }
      dataSource = DataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
        self?.cell(tableView, indexPath, id) ?? UITableViewCell()
      }
      let gestures = tableView.enableListGestures(list.configuration)
      // The list holds `gestures`, which holds these closures: they hold this controller
      // weakly.
      gestures.itemIdentifierProvider = { [weak self] indexPath in
        self?.dataSource?.itemIdentifier(for: indexPath).map(AnyHashable.init)
      }
      gestures.onMove = { [weak self] from, to in self?.move(from: from.row, to: to.row) }
      gestures.onReorder = { [weak self] from, to in self?.reorder(from: from.row, to: to.row) }
      updateCallbacks(gestures)
      synchronize(animated: false)
    }

    override public func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      mayClaimContentScrollView = true
      becomeContentScrollView()
    }

    override public func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      mayClaimContentScrollView = false
    }

    override public func willMove(toParent parent: UIViewController?) {
      if parent == nil, let screen, screen.contentScrollView(for: .top) === tableView {
        screen.setContentScrollView(nil, for: Self.scrollEdges)
      }
      super.willMove(toParent: parent)
    }

    // MARK: The keyboard

    /// The list's keyboard commands for the row that has keyboard focus (⌥↑ moves it up, ⌘⌫
    /// deletes it, …), after any of the superclass's. UIKit gathers key commands along the
    /// responder chain each time a key is pressed, and this controller is in the chain of its
    /// table's cells.
    override public var keyCommands: [UIKeyCommand]? {
      let own = super.keyCommands ?? []
      guard isViewLoaded, let gestures = tableView.listGestures else { return own }
      return own
        + gestures.keyCommandsForFocusedRow(
          action: #selector(performListKeyCommand(_:)), names: list.accessibilityActionNames)
    }

    /// A list key command's action: the focused row takes it, as its custom action would.
    @objc private func performListKeyCommand(_ command: UIKeyCommand) {
      tableView.listGestures?.performKeyCommand(command)
    }

    // MARK: The screen's content

    /// The edges whose bars follow the table's scrolling: the navigation bar's (large titles
    /// collapse as it scrolls; from iOS 26 its scroll edge effect) and the bottom bar's.
    private static var scrollEdges: NSDirectionalRectEdge { [.top, .bottom] }

    /// The view controller of the screen the list is on: its farthest ancestor below a
    /// container (a navigation, tab bar, split view or page view controller), the one those
    /// containers ask for its content scroll view. `nil` outside a container.
    private var screen: UIViewController? {
      var screen: UIViewController = self
      while let parent = screen.parent {
        if parent is UINavigationController || parent is UITabBarController
          || parent is UISplitViewController || parent is UIPageViewController
        {
          return screen
        }
        screen = parent
      }
      return nil
    }

    /// Makes the table the screen's content scroll view, the one whose scrolling the bars
    /// follow, once per appearance and only when the table is the screen's main content.
    /// Apple's `UIViewController.setContentScrollView(_:for:)` documentation: the navigation
    /// and tab bars track the scroll view the screen names for their edges, instead of looking
    /// for one in its view, where SwiftUI's views come first and the table is deep inside them.
    /// Not re-asserted at SwiftUI's updates: a screen (or the app) that names another scroll
    /// view meanwhile keeps it until the screen appears again.
    private func becomeContentScrollView() {
      guard mayClaimContentScrollView, view.window != nil, let screen else { return }
      guard screen.contentScrollView(for: .top) !== tableView else {
        mayClaimContentScrollView = false
        return
      }
      guard isMainContent(of: screen) else { return }
      mayClaimContentScrollView = false
      screen.setContentScrollView(tableView, for: Self.scrollEdges)
    }

    /// Whether the table is the screen's main content: it spans the screen's width (1 pt of
    /// rounding allowed) and at least half of its safe area's height. A list beside a header
    /// still qualifies; a short list inside a form, or one on a page of a paged `TabView`
    /// that is off-screen, does not, and leaves the bars to the screen's own scroll view.
    private func isMainContent(of screen: UIViewController) -> Bool {
      guard let screenView = screen.viewIfLoaded, tableView.window === screenView.window else {
        return false
      }
      let frame = tableView.convert(tableView.bounds, to: screenView)
      let bounds = screenView.bounds
      let safeHeight =
        bounds.height - screenView.safeAreaInsets.top - screenView.safeAreaInsets.bottom
      return frame.minX <= bounds.minX + 1 && frame.maxX >= bounds.maxX - 1
        && frame.height >= safeHeight / 2
    }

    override public func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      // The table's frame is known only once laid out: an appearance whose first layout came
      // after `viewWillAppear` decides here.
      becomeContentScrollView()
      let width = tableView.bounds.width
      guard width != measuredWidth else { return }
      let isFirstLayout = measuredWidth == 0
      measuredWidth = width
      guard !isFirstLayout else { return }
      if #unavailable(iOS 16) {
        // iOS 15's hosting cell is measured at the table's width when it is configured: a
        // new width (a rotation, a split view, the list's frame in SwiftUI) configures the
        // rows on screen again; the others are configured, and measured, as they appear.
        guard let dataSource else { return }
        var snapshot = dataSource.snapshot()
        reconfigureVisibleRows(of: &snapshot, keeping: snapshot)
        apply(snapshot, animated: false)
      }
    }

    /// Takes the latest list SwiftUI made, and applies its items to the table and the rows,
    /// inside the update's transaction (animated when it has an animation: `withAnimation`
    /// animates the table's changes and the rows' content).
    func update(
      list: ListGesturesView<Item, Row>, environment: EnvironmentValues, transaction: Transaction
    ) {
      self.list = list
      self.environment = environment
      guard isViewLoaded, let gestures = tableView.listGestures else { return }
      let animated = transaction.animation != nil && !transaction.disablesAnimations
      // Apple's `UIView.effectiveUserInterfaceLayoutDirection` documentation: the direction, which
      // the list's gestures read from the table, follows its `semanticContentAttribute`: the
      // environment's direction (`.environment(\.layoutDirection, .rightToLeft)` included) is
      // handed to it, so complete and delete follow the rows.
      tableView.semanticContentAttribute =
        environment.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
      gestures.configuration = list.configuration
      tableView.allowsSelection = list.onSelect != nil
      updateCallbacks(gestures)
      updateContextMenu()
      synchronize(animated: animated && view.window != nil, transaction: transaction)
    }

    /// Sets the callbacks whose gesture is on: ListGestures turns the swipe off while neither
    /// `onComplete` nor a delete callback is set, and the pinch while `onInsert` is not.
    private func updateCallbacks(_ gestures: ListGestures) {
      gestures.onComplete = nil
      if list.onComplete != nil {
        gestures.onComplete = { [weak self] indexPath in self?.complete(indexPath.row) }
      }
      gestures.onDelete = nil
      if list.onDelete != nil {
        gestures.onDelete = { [weak self] indexPath in self?.delete(indexPath.row) }
      }
      gestures.onDeleteWithCompletionHandler = nil
      if list.confirmDelete != nil {
        gestures.onDeleteWithCompletionHandler = { [weak self] indexPath, completion in
          guard let self else { return completion(false) }
          self.confirmDelete(indexPath.row, completion)
        }
      }
      gestures.onInsert = nil
      if list.onInsert != nil {
        gestures.onInsert = { [weak self] indexPath in self?.insert(at: indexPath.row) }
      }
      gestures.onBeginEditing = { [weak self] indexPath in self?.beginEditing(indexPath.row) }
      gestures.isItemCompletedProvider = nil
      if let isCompleted = list.isCompleted {
        gestures.isItemCompletedProvider = { [weak self] indexPath in
          self?.item(at: indexPath.row).map(isCompleted) ?? false
        }
      }
      gestures.completeActionNameProvider = nil
      if let completeActionName = list.completeActionName {
        gestures.completeActionNameProvider = { [weak self] indexPath in
          self?.item(at: indexPath.row).flatMap(completeActionName)
        }
      }
    }

    /// Offers the rows' context menu while the list asks for one (`rowContextMenu`).
    private func updateContextMenu() {
      let wasOffered = selection.contextMenu != nil
      if list.showsRowContextMenu {
        selection.contextMenu = { [weak self] indexPath in
          guard let self else { return nil }
          return tableView.listGestures?.contextMenuConfiguration(
            forRowAt: indexPath, names: list.accessibilityActionNames)
        }
      } else {
        selection.contextMenu = nil
      }
      guard wasOffered != list.showsRowContextMenu else { return }
      // A table asks its delegate which optional methods it implements when the delegate is
      // set, and keeps the answers: it adds its context menu interaction only if the delegate
      // then answers to the context menu method. Setting the delegate again makes it ask anew.
      tableView.delegate = nil
      tableView.delegate = selection
    }

    /// A row was selected: it deselects (a selection is an action here, not a state) and the
    /// app hears of its item.
    private func select(_ indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      guard let onSelect = list.onSelect, let item = item(at: indexPath.row) else { return }
      onSelect(item)
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
      return rows.items[identifiers[row]]
    }

    /// Hands the binding's items, the row builder and the environment to the hosted rows,
    /// which update in place, and applies a snapshot only when the identifiers changed (an
    /// edit of an item's text changes none). The cells of rows that stay are kept: a swipe or
    /// a lift on them goes on.
    private func synchronize(animated: Bool, transaction: Transaction? = nil) {
      guard let dataSource else { return }
      let items = list.items.wrappedValue
      var byID: [Item.ID: Item] = [:]
      byID.reserveCapacity(items.count)
      var identifiers: [Item.ID] = []
      identifiers.reserveCapacity(items.count)
      for item in items {
        // A second item with an identifier already listed is left out, as SwiftUI's
        // `ForEach` shows one row per identifier (data from a server may repeat one): the
        // first keeps its row, and debug builds say so once.
        guard byID[item.id] == nil else {
          Self.warnOnceAboutDuplicates()
          continue
        }
        byID[item.id] = item
        identifiers.append(item.id)
      }
      let previous = rows.items
      // The list's own edit coming back from the binding: the same builder and environment,
      // only items moved, removed or added.
      let echoesOwnEdit = writtenIdentifiers == identifiers
      writtenIdentifiers = nil
      rows.update(items: byID, row: list.row, environment: environment, transaction: transaction)
      let old = dataSource.snapshot()
      let changed = old.numberOfSections != 1 || old.itemIdentifiers(inSection: 0) != identifiers
      var snapshot = Snapshot()
      snapshot.appendSections([0])
      snapshot.appendItems(identifiers, toSection: 0)
      if #unavailable(iOS 16) {
        // iOS 15's hosting cell is measured only when it is configured: the rows on screen
        // that stay are reconfigured when their content may have changed (a row's new text
        // may need another height). An update that only echoes the list's own edit (each
        // step of a reorder writes the binding) changes no row's content, except an item the
        // app changed meanwhile, seen only when the items are `Equatable`: one that is not
        // keeps its height until the next update (documented for `ListGesturesView`).
        reconfigureVisibleRows(of: &snapshot, keeping: old) { id in
          guard echoesOwnEdit else { return true }
          guard let before = previous[id], let now = byID[id] else { return false }
          return Self.isSame(before, now).map { !$0 } ?? false
        }
      } else if !changed {
        // A `UIHostingConfiguration` cell resizes itself when its content's size changes
        // (UITableView's `selfSizingInvalidation`, on by default from iOS 16): same
        // identifiers, nothing for the table to do.
        if appliesUnderWay == 0 { rows.forgetDeparted() }
        return
      }
      apply(snapshot, animated: animated && changed)
    }

    /// Marks the rows on screen that both snapshots have and whose content `changed` (every
    /// one, by default) to be configured, and so measured, again when `snapshot` is applied.
    private func reconfigureVisibleRows(
      of snapshot: inout Snapshot, keeping old: Snapshot,
      changed: (Item.ID) -> Bool = { _ in true }
    ) {
      guard let dataSource else { return }
      let shown = tableView.indexPathsForVisibleRows?.compactMap(dataSource.itemIdentifier(for:)) ?? []
      let staying = shown.filter {
        snapshot.indexOfItem($0) != nil && old.indexOfItem($0) != nil && changed($0)
      }
      if !staying.isEmpty { snapshot.reconfigureItems(staying) }
    }

    /// Whether two values of an item are equal, when the item type is `Equatable`; `nil`
    /// when it is not (the list cannot tell).
    private static func isSame(_ before: Item, _ now: Item) -> Bool? {
      guard let before = before as? any Equatable else { return nil }
      return equals(before, now)
    }

    private static func equals<Value: Equatable>(_ before: Value, _ now: Item) -> Bool {
      (now as? Value) == before
    }

    /// Applies a snapshot to the table. The hosted rows read their items when SwiftUI draws
    /// them, so a row the binding has just lost would draw nothing while the table animates
    /// it out: departed items are kept for their rows until every apply under way has
    /// finished.
    private func apply(_ snapshot: Snapshot, animated: Bool) {
      guard let dataSource else { return }
      appliesUnderWay += 1
      dataSource.apply(snapshot, animatingDifferences: animated) { [weak self] in
        // Apple's `UITableViewDiffableDataSource.apply(_:animatingDifferences:completion:)`
        // documentation: the completion is called on the main queue once the animations are over.
        runOnMainActor { [weak self] in self?.applyDidFinish() }
      }
    }

    private func applyDidFinish() {
      appliesUnderWay -= 1
      if appliesUnderWay == 0 { rows.forgetDeparted() }
    }

    /// Writes the items to the binding, remembering their order until SwiftUI's update with
    /// them comes back.
    private func write(_ items: [Item]) {
      writtenIdentifiers = items.map(\.id)
      list.items.wrappedValue = items
    }

    // MARK: Edits

    private func complete(_ row: Int) {
      guard let item = item(at: row), let onComplete = list.onComplete else { return }
      onComplete(item)
      // The app changed the item in the binding: the row shows it while it springs back,
      // measured again whatever the list wrote before.
      writtenIdentifiers = nil
      synchronize(animated: false)
    }

    /// Asks the app; if it removes the item, the row is deleted from the table at once,
    /// animated (the empty row closes), and from the binding. Otherwise nothing changes, and
    /// ListGestures sees the row kept (its content slides back).
    private func delete(_ row: Int) {
      let identifiers = identifiers
      guard identifiers.indices.contains(row), let item = rows.items[identifiers[row]],
        let onDelete = list.onDelete, onDelete(item)
      else { return }
      // ListGestures: apply the deletion before the callback returns, animated.
      remove(item.id)
    }

    /// Asks the app to confirm a delete, however long it takes; once it has, removes the
    /// item from the table and the binding if it said yes and the table still has it, then
    /// tells ListGestures whether the row went.
    private func confirmDelete(_ row: Int, _ completion: @escaping @Sendable (Bool) -> Void) {
      let identifiers = identifiers
      guard identifiers.indices.contains(row), let item = rows.items[identifiers[row]],
        let confirm = list.confirmDelete
      else { return completion(false) }
      let id = item.id
      Task { @MainActor [weak self] in
        let confirmed = await confirm(item)
        completion(confirmed && self?.remove(id) == true)
      }
    }

    /// Deletes an item from the table (animated: the empty row closes) and the binding;
    /// `false` when the table no longer has it.
    @discardableResult
    private func remove(_ id: Item.ID) -> Bool {
      guard var snapshot = dataSource?.snapshot(), snapshot.indexOfItem(id) != nil else {
        return false
      }
      snapshot.deleteItems([id])
      apply(snapshot, animated: true)
      var items = list.items.wrappedValue
      items.removeAll { $0.id == id }
      write(items)
      return true
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
      apply(snapshot, animated: false)
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
        assertionFailure("ListGesturesView: onInsert returned an item whose identifier is in the list")
        return
      }
      let identifiers = snapshot.itemIdentifiers(inSection: 0)
      var items = list.items.wrappedValue
      // An `onInsert` that also added the item to the binding itself: the binding has it
      // already, and only the table needs it.
      let isInBinding = items.contains { $0.id == item.id }
      if isInBinding {
        if index < identifiers.count {
          snapshot.insertItems([item.id], beforeItem: identifiers[index])
        } else {
          snapshot.appendItems([item.id], toSection: 0)
        }
      } else if index < identifiers.count {
        let next = identifiers[index]
        snapshot.insertItems([item.id], beforeItem: next)
        let nextIndex = items.firstIndex { $0.id == next } ?? min(index, items.count)
        items.insert(item, at: nextIndex)
      } else {
        snapshot.appendItems([item.id], toSection: 0)
        items.append(item)
      }
      rows.insert(item)
      apply(snapshot, animated: false)
      if !isInBinding { write(items) }
    }

    /// Whether the debug log has said that items repeat an identifier (once per app).
    private static var hasWarnedAboutDuplicates: Bool {
      get { ListGesturesDuplicateWarning.hasWarned }
      set { ListGesturesDuplicateWarning.hasWarned = newValue }
    }

    /// In debug builds, says once per app that the list's items repeat an identifier.
    private static func warnOnceAboutDuplicates() {
      #if DEBUG
        guard !hasWarnedAboutDuplicates else { return }
        hasWarnedAboutDuplicates = true
        let warning: StaticString =
          "GestureKit: ListGesturesView's items repeat an identifier; each identifier shows one row, the first item's. Give each item its own identifier."
        os_log(warning, log: .default, type: .error)
      #endif
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
      guard rows.item(id) != nil else {
        assertionFailure("ListGesturesView: no item for a row of the snapshot")
        return cell
      }
      // Cells are reused: every configuration sets the whole content (the hosted row), and
      // the row's identity is the item's, so nothing of a previous item stays, its `@State`
      // included.
      let root = GestureListRow(rows: rows, id: id)
      if #available(iOS 16, *) {
        // Edge to edge, as tall as the view: no cell margins, no minimum row height.
        cell.contentConfiguration = UIHostingConfiguration { root }
          .margins(.all, 0)
          .minSize(height: 0)
      } else if let cell = cell as? GestureListHostingCell<GestureListRow<Item, Row>> {
        cell.host(root, in: self)
      }
      // VoiceOver, Switch Control and Voice Control get the list's gestures as the cell's
      // custom actions (complete, delete, the moves, add item below), decided by the same
      // store and reported through the same callbacks. The cell is the accessibility element
      // of a table row, so they are offered once.
      cell.accessibilityCustomActions = tableView.listGestures?.accessibilityCustomActions(
        for: cell, at: indexPath, names: list.accessibilityActionNames)
      return cell
    }
  }

  /// The state of the duplicate-identifier warning, shared by every item type (a generic
  /// type cannot have static stored properties).
  @MainActor
  enum ListGesturesDuplicateWarning {
    static var hasWarned = false
  }

  /// The table delegate of a ``ListGesturesViewController``: a separate object, as a generic
  /// class cannot answer Objective-C protocol methods from an extension, and the controller
  /// implements nothing else of the protocol.
  @MainActor
  private final class ListRowSelection: NSObject, UITableViewDelegate {
    var onSelect: ((IndexPath) -> Void)?
    /// The row's context menu, while ``ListGesturesView/rowContextMenu(_:)`` asks for one.
    var contextMenu: ((IndexPath) -> UIContextMenuConfiguration?)? {
      didSet { offersContextMenu = contextMenu != nil }
    }

    /// Whether ``contextMenu`` is set, for `responds(to:)`. An override takes the isolation
    /// of the method it overrides, and `NSObject.responds(to:)` is nonisolated: Objective-C
    /// may ask it from any thread, so it must not read main-actor state. This copy is only
    /// written on the main thread (in `contextMenu`'s observer), and UIKit asks the delegate
    /// what it answers to on the main thread, when the delegate is set.
    nonisolated(unsafe) private var offersContextMenu = false

    nonisolated(unsafe) private static let contextMenuSelector = #selector(
      UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:))

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      onSelect?(indexPath)
    }

    // UIKit asks the delegate before it highlights and selects a row on a touch (or on
    // VoiceOver's activation); a `nil` index path or `false` leaves the row alone. A row
    // waiting for the app's answer (a deferred delete: its slot empty) is not selected.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      tableView.listGestures?.allowsSelection(at: indexPath) == false ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      tableView.listGestures?.allowsSelection(at: indexPath) ?? true
    }

    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      contextMenu?(indexPath)
    }

    /// Answers to the context menu method only while a menu is on: a table whose delegate
    /// answers to it adds a context menu interaction of its own, which a list without
    /// `rowContextMenu` must not have.
    override nonisolated func responds(to selector: Selector!) -> Bool {
      if selector == Self.contextMenuSelector { return offersContextMenu }
      return super.responds(to: selector)
    }
  }
#endif
