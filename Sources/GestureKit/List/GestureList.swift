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
