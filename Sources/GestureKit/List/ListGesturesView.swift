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
  ///   ListGesturesView($todos,
  ///     onComplete: { todo in toggleDone(todo.id) },          // the app's own done state
  ///     onDelete: { todo in !todo.isPinned },                 // false keeps the row
  ///     onInsert: { index in Todo(title: "") },               // nil declines: the gap closes
  ///     onBeginEditing: { todo in editing = todo.id },
  ///     isCompleted: { todo in todo.isDone }                  // VoiceOver: "Mark as Not Done"
  ///   ) { todo in
  ///     TodoRow(todo: todo, isEditing: editing == todo.id)    // focuses its own field
  ///   }
  /// }
  /// ```
  ///
  /// Each gesture is on while its callback is set (the reorder while its configuration is).
  /// The binding stays the source of truth: each edit reaches the app for the item it was
  /// made on, and changes the app makes to the binding, at any time, are applied to the list.
  /// Items that repeat an identifier show one row, the first item's, as `ForEach` shows one
  /// (debug builds say so once); an `onInsert` may add its item to the binding itself or
  /// leave that to the list. What each callback is asked, the rows' sizing and focus, and the limits are in
  /// <doc:UsingGestureKitWithSwiftUI>; the gestures are the UIKit family's (``ListGestures``,
  /// <doc:ClearStyleLists>).
  public struct ListGesturesView<Item: Identifiable, Row: View>: UIViewControllerRepresentable
  where Item.ID: Sendable {
    // Not main-actor isolated as a whole: SwiftUI makes it off the main actor in the
    // iOS 16.5 SDK, where `View` is not main-actor isolated (only `body` is). Its UIKit
    // methods are.
    let items: Binding<[Item]>
    let configuration: ListGestures.Configuration
    let onComplete: (@MainActor (Item) -> Void)?
    let onDelete: (@MainActor (Item) -> Bool)?
    let confirmDelete: (@MainActor (Item) async -> Bool)?
    let onReorder: (@MainActor (_ item: Item, _ from: Int, _ to: Int) -> Void)?
    let onInsert: (@MainActor (_ index: Int) -> Item?)?
    let onBeginEditing: (@MainActor (Item) -> Void)?
    let onSelect: (@MainActor (Item) -> Void)?
    let isCompleted: (@MainActor (Item) -> Bool)?
    let completeActionName: (@MainActor (Item) -> String?)?
    let accessibilityActionNames: ListGestures.AccessibilityActionNames
    let row: (Item) -> Row
    /// Whether a row offers its actions as a context menu (``rowContextMenu(_:)``).
    var showsRowContextMenu = false

    /// Creates a Clear-style list of the items of a binding.
    ///
    /// - Parameters:
    ///   - items: The app's items, in order. ListGesturesView writes the deletions the app
    ///     accepts, the moves of a reorder and the insertions the app returns.
    ///   - configuration: The gestures' options (``ListGestures/Configuration``). Default:
    ///     all three gestures with GestureCore's defaults. Set
    ///     `pinchToInsert?.newRowHeight` to the height of a new row. The list has one
    ///     section: the configuration's `section` is replaced by 0.
    ///   - onComplete: A swipe towards the trailing edge completed an item: toggle its done
    ///     state. Default `nil`: no completing.
    ///   - onDelete: A swipe towards the leading edge deleted an item: `true` removes it
    ///     from the binding, `false` keeps it. Default `nil`: no deleting.
    ///   - confirmDelete: In place of `onDelete`, for an app that confirms later (it asks
    ///     the person, or a server): the row stays slid off-screen, pending, until the
    ///     function returns; `true` removes the item from the binding, `false` brings the row
    ///     back. Meanwhile the pending row takes no swipe and offers no action; every other
    ///     row goes on. An item the binding lost meanwhile stays lost. Default `nil`.
    ///   - onReorder: A lifted row was dropped: the item, the index it was lifted from and
    ///     the index it ended at (equal if it went back). Informational: the binding already
    ///     has the new order. Default `nil`.
    ///   - onInsert: A pinch committed at an index: the item to insert there, or `nil` to
    ///     decline. Default `nil`: no pinching.
    ///   - onBeginEditing: Called right after an insertion, with the new item: start editing
    ///     it (focus its text field). Default `nil`.
    ///   - onSelect: A tap on a row that no control in it took (a `Button`, a `Toggle`, a
    ///     text field keep theirs), with its item: navigate, as a `List` row's link does
    ///     (append the item to the `NavigationStack`'s path). The row highlights while pressed
    ///     and deselects as the callback runs; a swipe, a long press or a pinch selects
    ///     nothing. VoiceOver's activation and Full Keyboard Access's Space select too. This
    ///     is the way to navigate from a row: a `NavigationLink` inside a row does not always
    ///     reach the navigation around the list. Default `nil`: rows are not selectable.
    ///   - isCompleted: Whether an item is done, so that its complete action reads "Mark as
    ///     Not Done" and a complete is announced with the state it left. Default `nil`: the list
    ///     claims no state, every row reads "Toggle Done" and a complete is announced as "Done
    ///     Toggled" (``ListGestures/isItemCompletedProvider``); set it with `onComplete`.
    ///   - completeActionName: The name of an item's complete action ("Archive"), `nil` for
    ///     the default names. Default `nil` (``ListGestures/completeActionNameProvider``).
    ///   - accessibilityActionNames: What VoiceOver reads for a row's actions (complete,
    ///     delete, the four moves, add item below), the titles of the focused row's keyboard
    ///     commands, and what is announced after an action. Default
    ///     `ListGestures.AccessibilityActionNames()`: the English names, localized through the
    ///     app's `GestureKit.strings`.
    ///   - row: The view of an item's row. It gets the environment of the place the list is
    ///     used, all of it, in place of the one its cell would give it: the system's public
    ///     values (color scheme, Dynamic Type, locale, calendar, time zone, `isEnabled`,
    ///     `openURL`) and the app's own keys and environment objects. Values a cell would set
    ///     for its content are the list's place's instead, so a row reads no cell state from
    ///     the environment. A `NavigationLink(value:)` in a row works from iOS 16 through
    ///     SwiftUI's own navigation values in that environment, which are no public API:
    ///     navigate with `onSelect`, the supported way.
    public init(
      _ items: Binding<[Item]>,
      configuration: ListGestures.Configuration = ListGestures.Configuration(),
      onComplete: (@MainActor (Item) -> Void)? = nil,
      onDelete: (@MainActor (Item) -> Bool)? = nil,
      confirmDelete: (@MainActor (Item) async -> Bool)? = nil,
      onReorder: (@MainActor (_ item: Item, _ from: Int, _ to: Int) -> Void)? = nil,
      onInsert: (@MainActor (_ index: Int) -> Item?)? = nil,
      onBeginEditing: (@MainActor (Item) -> Void)? = nil,
      onSelect: (@MainActor (Item) -> Void)? = nil,
      isCompleted: (@MainActor (Item) -> Bool)? = nil,
      completeActionName: (@MainActor (Item) -> String?)? = nil,
      accessibilityActionNames: ListGestures.AccessibilityActionNames = .init(),
      @ViewBuilder row: @escaping (Item) -> Row
    ) {
      self.items = items
      var configuration = configuration
      configuration.section = 0
      self.configuration = configuration
      self.onComplete = onComplete
      self.onDelete = onDelete
      self.confirmDelete = confirmDelete
      self.onReorder = onReorder
      self.onInsert = onInsert
      self.onBeginEditing = onBeginEditing
      self.onSelect = onSelect
      self.isCompleted = isCompleted
      self.completeActionName = completeActionName
      self.accessibilityActionNames = accessibilityActionNames
      self.row = row
    }

    /// Offers each row's actions as a context menu too: complete, the moves, add item below
    /// and delete, only those the row can take when the menu opens
    /// (``ListGestures/contextMenuConfiguration(forRowAt:names:)``), named with
    /// `accessibilityActionNames`, each going to the same callbacks as its gesture. The menu
    /// opens on a secondary click (a trackpad, a mouse) and on a long press; with reorder
    /// on, a long press lifts the row instead, so on touch screens the menu serves lists
    /// without reorder. A row's own `contextMenu` is not this list's: use one or the other.
    ///
    /// - Parameter isShown: whether rows offer the menu. Default `true`; without this
    ///   modifier, no menu, and reordering or inserting rows takes a drag or a pinch for a
    ///   pointer user: WCAG 2.2's 2.5.7 (dragging movements) asks for this menu.
    /// - Returns: the list, with or without the menu.
    public func rowContextMenu(_ isShown: Bool = true) -> Self {
      var list = self
      list.showsRowContextMenu = isShown
      return list
    }

    @MainActor
    public func makeUIViewController(context: Context) -> ListGesturesViewController<Item, Row> {
      ListGesturesViewController(list: self, environment: context.environment)
    }

    @MainActor
    public func updateUIViewController(
      _ controller: ListGesturesViewController<Item, Row>, context: Context
    ) {
      controller.update(list: self, environment: context.environment, transaction: context.transaction)
    }
  }

  /// The latest rows SwiftUI made (the items by identifier, the row builder, the environment
  /// of the place the list is used), which every hosted row reads: a new body reaches the
  /// rows as an update of their SwiftUI content in place, diffed by SwiftUI, instead of a
  /// reconfiguration and a new measurement of every cell, on each keystroke of a text field
  /// bound to the list's items.
  @MainActor
  final class GestureListRows<Item: Identifiable, Row: View>: ObservableObject
  where Item.ID: Sendable {
    private(set) var items: [Item.ID: Item] = [:]
    private(set) var row: (Item) -> Row
    private(set) var environment: EnvironmentValues
    /// Whether the rows shown are to be told of a change on the next turn of the run loop.
    private var isChangeScheduled = false
    /// The transaction of the update the rows are told of (its animation, `withAnimation`'s),
    /// or `nil` for none: the change reaches them inside it.
    private var transaction: Transaction?
    /// The last value of each item the binding no longer has, for its row while the table
    /// still shows it (animating it out), until ``forgetDeparted()``.
    private var departed: [Item.ID: Item] = [:]

    init(row: @escaping (Item) -> Row, environment: EnvironmentValues) {
      self.row = row
      self.environment = environment
    }

    /// Takes a new body's items, builder and environment, and tells the rows shown, inside
    /// `transaction` (the one of the list's update: a change made in `withAnimation` animates
    /// the rows' content too).
    func update(
      items: [Item.ID: Item], row: @escaping (Item) -> Row, environment: EnvironmentValues,
      transaction: Transaction? = nil
    ) {
      for (id, item) in self.items where items[id] == nil { departed[id] = item }
      if !departed.isEmpty { departed = departed.filter { items[$0.key] == nil } }
      self.items = items
      self.row = row
      self.environment = environment
      // An animated update since the last notice wins over plain ones: the notice carries it.
      if let transaction, transaction.animation != nil || self.transaction == nil {
        self.transaction = transaction
      }
      scheduleChange()
    }

    /// The item a row shows: the binding's, or the last value of one it no longer has while
    /// its row may still be on screen (a deleted row shows its content as it closes).
    func item(_ id: Item.ID) -> Item? {
      items[id] ?? departed[id]
    }

    /// Drops the items the binding no longer has: the table no longer shows their rows.
    func forgetDeparted() {
      departed.removeAll()
    }

    /// Adds an item the list inserted before the app's binding comes back with it.
    func insert(_ item: Item) {
      items[item.id] = item
      scheduleChange()
    }

    /// Tells the rows shown that they have something new, on the next turn of the run loop,
    /// once for all the changes made until then. A new body arrives inside SwiftUI's update
    /// of the list (`updateUIViewController`), where an object SwiftUI observes must not
    /// publish (SwiftUI's runtime warns: "publishing changes from within view updates is not
    /// allowed", and the rows' update may be lost). Observers read the values when they are
    /// evaluated again, so a late notice shows the latest ones; cells configured meanwhile
    /// read them directly.
    private func scheduleChange() {
      guard !isChangeScheduled else { return }
      isChangeScheduled = true
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.isChangeScheduled = false
        let transaction = self.transaction ?? Transaction()
        self.transaction = nil
        // An observed object's change is applied with the transaction it is published in.
        withTransaction(transaction) { self.objectWillChange.send() }
      }
    }
  }

  /// A row's view as its cell hosts it: the item's row with the environment of the place the
  /// list is used, and the item's identity: a cell reused for another item starts that row's
  /// `@State` afresh instead of showing the previous item's.
  ///
  /// The environment is replaced whole (`\.self`): a hosting controller or configuration
  /// starts from one of its own, which has none of the app's keys and environment objects,
  /// and SwiftUI offers no way to copy some values and keep the rest. Passing only chosen
  /// keys would lose the app's; so a row gets all of the list's place's environment, and the
  /// few values its cell would have set (none a row needs: its size and margins are the
  /// cell's layout, not environment values) are the list's place's.
  struct GestureListRow<Item: Identifiable, Row: View>: View where Item.ID: Sendable {
    @ObservedObject var rows: GestureListRows<Item, Row>
    var id: Item.ID

    var body: some View {
      if let item = rows.item(id) {
        rows.row(item)
          .id(id)
          .environment(\.self, rows.environment)
      }
    }
  }

  /// A table cell showing a SwiftUI view through a `UIHostingController`, for iOS 15, which
  /// has no `UIHostingConfiguration`. The controller is a child of the list's view
  /// controller while the cell is in the table, from the cell's first configuration on, and
  /// the cell is as tall as the view at the table's width.
  @MainActor
  final class GestureListHostingCell<Root: View>: UITableViewCell {
    private var hosting: UIHostingController<GestureListCellRoot<Root>>?
    /// The list's view controller, the hosting controller's parent while the cell is in the
    /// table.
    private weak var parentController: UIViewController?

    /// Shows `root`, creating the hosting controller the first time.
    func host(_ root: Root, in parent: UIViewController) {
      parentController = parent
      if let hosting {
        hosting.rootView = GestureListCellRoot(row: root)
        attachHosting()
        return
      }
      let hosting = UIHostingController(rootView: GestureListCellRoot(row: root))
      hosting.view.backgroundColor = .clear
      hosting.view.frame = contentView.bounds
      hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      // Apple's `UIViewController.addChild(_:)` documentation: a child's view goes in after
      // `addChild(_:)`, then `didMove(toParent:)`.
      parent.addChild(hosting)
      contentView.addSubview(hosting.view)
      hosting.didMove(toParent: parent)
      self.hosting = hosting
    }

    // A table takes a cell out of its view when it stops using it (and may keep it for
    // reuse, or let it go): the hosting controller stops being a child then, so the list's
    // controller keeps no child per cell it ever made, nor forwards appearance calls to
    // cells off the table. It becomes one again when the cell is back in the table.
    override func willMove(toSuperview newSuperview: UIView?) {
      super.willMove(toSuperview: newSuperview)
      if newSuperview == nil { detachHosting() }
    }

    override func didMoveToSuperview() {
      super.didMoveToSuperview()
      if superview != nil { attachHosting() }
    }

    /// Makes the hosting controller a child of the list's controller again, if it is not one
    /// (its view is in the cell already: `addChild(_:)`, then `didMove(toParent:)`).
    private func attachHosting() {
      guard let hosting, let parent = parentController, hosting.parent !== parent else { return }
      if hosting.parent != nil { detachHosting() }
      parent.addChild(hosting)
      hosting.didMove(toParent: parent)
    }

    /// Ends the hosting controller's time as a child, its view staying in the cell. Apple's
    /// `UIViewController.removeFromParent()` documentation: a container calls
    /// `willMove(toParent: nil)` first; `removeFromParent()` calls `didMove(toParent: nil)`.
    private func detachHosting() {
      guard let hosting, hosting.parent != nil else { return }
      hosting.willMove(toParent: nil)
      hosting.removeFromParent()
    }

    /// The row's height at the table's width. With `UITableView.automaticDimension` the table
    /// measures a cell through this method, with its own width as the target's width at the
    /// required horizontal priority, whenever the cell is configured (the list's controller
    /// configures the rows on screen again when the width changes). The hosting view's
    /// intrinsic size is the content's ideal size, wrapped text on one unbounded line: the
    /// content is asked instead for its height at this width.
    override func systemLayoutSizeFitting(
      _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
      verticalFittingPriority vertical: UILayoutPriority
    ) -> CGSize {
      guard let hosting else {
        return super.systemLayoutSizeFitting(
          targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
      }
      let fitting = hosting.sizeThatFits(
        in: CGSize(width: targetSize.width, height: .infinity))
      // Content that takes any height it is offered (a shape or a color with no frame) has
      // no height of its own: it gets its ideal one.
      let height =
        fitting.height.isFinite ? fitting.height : hosting.view.intrinsicContentSize.height
      return CGSize(width: targetSize.width, height: max(0, height.rounded(.up)))
    }
  }

  /// A row as the iOS 15 cell's hosting controller shows it: outside every safe area.
  ///
  /// A hosting controller's view gives its content the safe area of where the view is on
  /// screen, the keyboard's included: a row under the rising keyboard (when a new row begins
  /// editing) or over the home indicator would be squeezed into what is left of its cell.
  /// Room for the keyboard and the screen's edges is the list's to make, not each row's
  /// (the table's content insets, the list's own frame in SwiftUI), and a cell's content
  /// view is already inside the screen's side insets: so a row fills its cell whatever
  /// covers it, as a row in a `UIHostingConfiguration` does.
  struct GestureListCellRoot<Row: View>: View {
    var row: Row

    var body: some View {
      row.ignoresSafeArea()
    }
  }

  /// The former name of ``ListGesturesView``, the SwiftUI face of the list family
  /// (``ListGestures`` in UIKit).
  @available(*, deprecated, renamed: "ListGesturesView")
  public typealias GestureList<Item: Identifiable, Row: View> = ListGesturesView<Item, Row>
  where Item.ID: Sendable
#endif
