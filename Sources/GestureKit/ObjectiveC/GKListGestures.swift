#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import UIKit

  // Clear-style list gestures for Objective-C: `UITableView` and `UICollectionView` methods
  // with a `gk_` prefix that call `enableListGestures(_:)`, and the controller, its options
  // and VoiceOver's names as objects whose blocks become the Swift callbacks. GestureCore's
  // `ListStore` decides everything; the Objective-C spellings are unavailable to Swift.

  /// The options of a list's gestures: ``ListGestures/Configuration`` as an object. Every
  /// property starts at the Swift default, documented on it.
  @available(swift, obsoleted: 1, message: "Use ListGestures.Configuration")
  @MainActor
  @objc(GKListGesturesOptions)
  public final class GKListGesturesOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = ListGestures.Configuration()

    /// Creates options with every default.
    @objc public override init() {}

    /// The section whose rows the gestures drive. Default 0.
    @objc public var section: Int {
      get { configuration.section }
      set { configuration.section = newValue }
    }
    /// Whether rows swipe to complete or delete (once `onComplete` or `onDelete` is set),
    /// with GestureCore's default distances. Default `YES`.
    @objc public var swipesToCommit: Bool {
      get { configuration.swipeToCommit != nil }
      set { configuration.swipeToCommit = newValue ? swipeToCommit : nil }
    }
    /// Whether a long press lifts a row to reorder it (once `onMove` is set). Default `YES`.
    @objc public var reorders: Bool {
      get { configuration.reorder != nil }
      set { configuration.reorder = newValue ? reorder : nil }
    }
    /// Whether pinching two rows apart inserts one (once `onInsert` is set). Default `YES`.
    @objc public var pinchesToInsert: Bool {
      get { configuration.pinchToInsert != nil }
      set { configuration.pinchToInsert = newValue ? pinchToInsert : nil }
    }
    /// The height of the row a pinch opens a gap for and inserts, in points: set it to the
    /// table's row height. Default 64; valid range 1...10 000: NaN counts as 64, a height
    /// outside the range (0, negative, infinite) as the nearest bound. Kept while
    /// `pinchesToInsert` is `NO`, for when it is turned on again.
    @objc public var newRowHeight: CGFloat {
      get { CGFloat(pinchToInsert.newRowHeight) }
      set {
        // NaN, infinite and out-of-range heights are the core's to clamp.
        pinchToInsert.newRowHeight = Double(newValue)
      }
    }
    /// Each part's configuration, kept while the part is off, so that turning it on again
    /// (or on while already on) keeps what was set: the configuration holds them while on.
    private var swipeToCommit = SwipeToCommit.Configuration.default {
      didSet { if configuration.swipeToCommit != nil { configuration.swipeToCommit = swipeToCommit } }
    }
    private var reorder = Reorder.Configuration() {
      didSet { if configuration.reorder != nil { configuration.reorder = reorder } }
    }
    private var pinchToInsert = PinchToInsert.Configuration() {
      didSet { if configuration.pinchToInsert != nil { configuration.pinchToInsert = pinchToInsert } }
    }
    /// How long a finger must rest on a row before it lifts for reordering, in seconds.
    /// Default 0.5. NaN counts as 0.5, a negative duration as 0 (the row lifts as the finger
    /// lands), `INFINITY` never lifts a row. Ignored while `reorders` is `NO`.
    @objc public var reorderPressDuration: TimeInterval {
      get { configuration.longPress.minimumPressDuration }
      set { configuration.longPress.minimumPressDuration = newValue }
    }
    /// Whether the gestures play haptics. Default `YES`.
    @objc public var playsHaptics: Bool {
      get { configuration.playsHaptics }
      set { configuration.playsHaptics = newValue }
    }
  }

  /// The names VoiceOver reads for a row's custom actions:
  /// ``ListGestures/AccessibilityActionNames`` as an object. Localise them.
  @available(swift, obsoleted: 1, message: "Use ListGestures.AccessibilityActionNames")
  @MainActor
  @objc(GKListAccessibilityActionNames)
  public final class GKListAccessibilityActionNames: NSObject {
    /// The Swift names these properties edit.
    private(set) var names = ListGestures.AccessibilityActionNames()

    /// Creates the English names.
    @objc public override init() {}

    /// Completes the row. Default "Complete".
    @objc public var completeName: String {
      get { names.complete }
      set { names.complete = newValue }
    }
    /// Deletes the row. Default "Delete".
    @objc public var deleteName: String {
      get { names.delete }
      set { names.delete = newValue }
    }
    /// Moves the row one place up. Default "Move Up".
    @objc public var moveUpName: String {
      get { names.moveUp }
      set { names.moveUp = newValue }
    }
    /// Moves the row one place down. Default "Move Down".
    @objc public var moveDownName: String {
      get { names.moveDown }
      set { names.moveDown = newValue }
    }
    /// Moves the row to the top of the list. Default "Move to Top".
    @objc public var moveToTopName: String {
      get { names.moveToTop }
      set { names.moveToTop = newValue }
    }
    /// Moves the row to the bottom of the list. Default "Move to Bottom".
    @objc public var moveToBottomName: String {
      get { names.moveToBottom }
      set { names.moveToBottom = newValue }
    }
    /// Inserts a new row below this one and edits it. Default "Add Item Below".
    @objc public var addItemBelowName: String {
      get { names.addItemBelow }
      set { names.addItemBelow = newValue }
    }
    /// Completes a row that is done, which the app turns back. Default "Mark as Not Done".
    @objc public var markNotDoneName: String {
      get { names.markNotDone }
      set { names.markNotDone = newValue }
    }
    /// Completes a row whose state the list does not know (`isItemCompletedProvider` is not set).
    /// Default "Toggle Done".
    @objc public var toggleDoneName: String {
      get { names.toggleDone }
      set { names.toggleDone = newValue }
    }
    /// What is announced after a move: a format whose `%1$ld` is the row's new 1-based
    /// position and `%2$ld` the number of rows; one that reads other arguments is not used.
    /// Default "Moved to position %1$ld of %2$ld".
    @objc public var movedAnnouncementFormat: String {
      get { names.movedAnnouncementFormat }
      set { names.movedAnnouncementFormat = newValue }
    }
    /// Announced after a complete leaves the row done. Default "Completed".
    @objc public var completedAnnouncement: String {
      get { names.completedAnnouncement }
      set { names.completedAnnouncement = newValue }
    }
    /// Announced after a complete leaves the row not done. Default "Marked as Not Done".
    @objc public var markedNotDoneAnnouncement: String {
      get { names.markedNotDoneAnnouncement }
      set { names.markedNotDoneAnnouncement = newValue }
    }
    /// Announced after a complete of a row whose state the list does not know
    /// (`isItemCompletedProvider` is not set). Default "Done Toggled".
    @objc public var toggledAnnouncement: String {
      get { names.toggledAnnouncement }
      set { names.toggledAnnouncement = newValue }
    }
    /// Announced once the app removed a deleted row. Default "Deleted".
    @objc public var deletedAnnouncement: String {
      get { names.deletedAnnouncement }
      set { names.deletedAnnouncement = newValue }
    }
    /// Announced once the app added the row of Add Item Below. Default "Item Added".
    @objc public var addedAnnouncement: String {
      get { names.addedAnnouncement }
      set { names.addedAnnouncement = newValue }
    }
    /// Announced once when a move up finds the row first. Default "Already at Top".
    @objc public var alreadyAtTopAnnouncement: String {
      get { names.alreadyAtTopAnnouncement }
      set { names.alreadyAtTopAnnouncement = newValue }
    }
    /// Announced once when a move down finds the row last. Default "Already at Bottom".
    @objc public var alreadyAtBottomAnnouncement: String {
      get { names.alreadyAtBottomAnnouncement }
      set { names.alreadyAtBottomAnnouncement = newValue }
    }
  }

  /// A list's gestures: ``ListGestures`` for Objective-C. Set its blocks; each gesture is on
  /// once its block is set, and the app's data source applies every edit. The list keeps it
  /// alive (`gk_listGestures`); blocks are kept too, so capture `self` weakly.
  ///
  /// ```objc
  /// GKListGestures *gestures = [self.tableView gk_enableListGesturesWithOptions:nil];
  /// __weak typeof(self) weakSelf = self;
  /// gestures.onDelete = ^(NSIndexPath *indexPath) { [weakSelf deleteItemAtIndexPath:indexPath]; };
  /// ```
  @available(swift, obsoleted: 1, message: "Use ListGestures")
  @MainActor
  @objc(GKListGestures)
  public final class GKListGestures: NSObject {
    /// The Swift controller.
    let gestures: ListGestures

    private init(_ gestures: ListGestures) {
      self.gestures = gestures
    }

    /// The horizontal pan that swipes rows, for relations of your own. See
    /// ``ListGestures/swipeGestureRecognizer``.
    @objc public var swipeGestureRecognizer: UIGestureRecognizer { gestures.swipeGestureRecognizer }
    /// The long press that lifts rows. See ``ListGestures/reorderGestureRecognizer``.
    @objc public var reorderGestureRecognizer: UIGestureRecognizer {
      gestures.reorderGestureRecognizer
    }
    /// The two-finger pinch that opens a gap. See ``ListGestures/pinchGestureRecognizer``.
    @objc public var pinchGestureRecognizer: UIGestureRecognizer { gestures.pinchGestureRecognizer }

    /// Called when a swipe completes a row. See ``ListGestures/onComplete``.
    @objc public var onComplete: ((IndexPath) -> Void)? {
      didSet { gestures.onComplete = Self.callback(onComplete) }
    }
    /// Called when a swipe deletes a row, once its content slid off-screen: remove the item.
    /// See ``ListGestures/onDelete``.
    @objc public var onDelete: ((IndexPath) -> Void)? {
      didSet { gestures.onDelete = Self.callback(onDelete) }
    }
    /// Called when a swipe deletes a row, for an app that confirms later (an alert, a
    /// server), as a `UIContextualAction`'s completion handler lets it: the row stays
    /// pending until the app calls `completionHandler` with `YES` (it removed the item from
    /// the model and the list) or `NO` (the row comes back), from any thread; only the first
    /// call counts, and a completion handler released without being called answers `NO`. Used
    /// in place of `onDelete` when set. See ``ListGestures/onDeleteWithCompletionHandler``.
    @objc public var onDeleteWithCompletionHandler:
      ((_ indexPath: IndexPath, _ completionHandler: @escaping @Sendable (Bool) -> Void) -> Void)?
    {
      didSet {
        guard let block = onDeleteWithCompletionHandler else {
          return gestures.onDeleteWithCompletionHandler = nil
        }
        gestures.onDeleteWithCompletionHandler = { indexPath, completionHandler in
          block(indexPath, completionHandler)
        }
      }
    }

    /// The former name of ``onDeleteWithCompletionHandler``.
    @available(*, deprecated, renamed: "onDeleteWithCompletionHandler")
    @objc public var onDeleteWithCompletion:
      ((IndexPath, @escaping @Sendable (Bool) -> Void) -> Void)?
    {
      get { onDeleteWithCompletionHandler }
      set { onDeleteWithCompletionHandler = newValue }
    }
    /// Called each time a lifted row takes another slot: apply the move at once. See
    /// ``ListGestures/onMove``.
    @objc public var onMove: ((IndexPath, IndexPath) -> Void)? {
      didSet { gestures.onMove = Self.callback(onMove) }
    }
    /// Called once when a lifted row is dropped, with the index path it was lifted from and
    /// the one it ended at (equal if it went back). See ``ListGestures/onReorder``.
    @objc public var onReorder: ((IndexPath, IndexPath) -> Void)? {
      didSet { gestures.onReorder = Self.callback(onReorder) }
    }
    /// Called when a pinch commits, with the new row's index path: insert an item there.
    @objc public var onInsert: ((IndexPath) -> Void)? {
      didSet { gestures.onInsert = Self.callback(onInsert) }
    }
    /// Called right after `onInsert` inserted a row: start editing it.
    @objc public var onBeginEditing: ((IndexPath) -> Void)? {
      didSet { gestures.onBeginEditing = Self.callback(onBeginEditing) }
    }
    /// The app's identifier of the item at an index path (compared with `isEqual:`), for a
    /// data source that is not a diffable one. Default `nil`: a `UITableViewDiffableDataSource`
    /// or `UICollectionViewDiffableDataSource` made in Objective-C (or Swift) is read without
    /// it; with a classic data source and no identifiers, the row under a gesture is checked
    /// before each edit against what its cell showed when the gesture began, and a row that
    /// shows another item now gets no edit (cells that look the same cannot be told apart).
    @objc public var itemIdentifierProvider: ((IndexPath) -> NSObject?)? {
      didSet {
        guard let block = itemIdentifierProvider else {
          return gestures.itemIdentifierProvider = nil
        }
        gestures.itemIdentifierProvider = { indexPath in block(indexPath).map(AnyHashable.init) }
      }
    }

    /// The former name of ``itemIdentifierProvider``.
    @available(*, deprecated, renamed: "itemIdentifierProvider")
    @objc public var itemIdentifier: ((IndexPath) -> NSObject?)? {
      get { itemIdentifierProvider }
      set { itemIdentifierProvider = newValue }
    }

    /// Whether the item at an index path is done, so that its complete action reads "Mark as
    /// Not Done" and a complete is announced with the state it left. Default `nil`: the list
    /// claims no state, every row reads "Toggle Done" and a complete is announced as "Done
    /// Toggled"; set it with `onComplete`. See ``ListGestures/isItemCompletedProvider``.
    @objc public var isItemCompletedProvider: ((IndexPath) -> Bool)? {
      didSet {
        guard let block = isItemCompletedProvider else {
          return gestures.isItemCompletedProvider = nil
        }
        gestures.isItemCompletedProvider = { indexPath in block(indexPath) }
      }
    }

    /// The former name of ``isItemCompletedProvider``.
    @available(*, deprecated, renamed: "isItemCompletedProvider")
    @objc public var isItemCompleted: ((IndexPath) -> Bool)? {
      get { isItemCompletedProvider }
      set { isItemCompletedProvider = newValue }
    }

    /// The name of the complete action for the item at an index path; `nil` for the default
    /// names. Default `nil`. See ``ListGestures/completeActionNameProvider``.
    @objc public var completeActionNameProvider: ((IndexPath) -> String?)? {
      didSet {
        guard let block = completeActionNameProvider else {
          return gestures.completeActionNameProvider = nil
        }
        gestures.completeActionNameProvider = { indexPath in block(indexPath) }
      }
    }

    /// The former name of ``completeActionNameProvider``.
    @available(*, deprecated, renamed: "completeActionNameProvider")
    @objc public var completeActionName: ((IndexPath) -> String?)? {
      get { completeActionNameProvider }
      set { completeActionNameProvider = newValue }
    }

    /// The Swift callback that calls `block`.
    private static func callback(_ block: ((IndexPath) -> Void)?)
      -> (@MainActor (IndexPath) -> Void)?
    {
      guard let block else { return nil }
      return { block($0) }
    }

    /// The Swift callback that calls `block` with two index paths.
    private static func callback(_ block: ((IndexPath, IndexPath) -> Void)?)
      -> (@MainActor (IndexPath, IndexPath) -> Void)?
    {
      guard let block else { return nil }
      return { block($0, $1) }
    }

    /// Cancels every gesture in progress; a lifted row goes back, with the `onMove` that
    /// restores the order.
    @objc public func cancel() {
      gestures.cancel()
    }

    /// Whether a tap may select the row at `indexPath` now: `NO` while the row waits for the
    /// app's answer (a delete through `onDeleteWithCompletion` not yet answered). Answer
    /// `tableView:willSelectRowAtIndexPath:` with `nil` and
    /// `tableView:shouldHighlightRowAtIndexPath:` with `NO` when it says `NO`. See
    /// ``ListGestures/allowsSelection(at:)``.
    @objc(allowsSelectionAtIndexPath:)
    public func allowsSelection(at indexPath: IndexPath) -> Bool {
      gestures.allowsSelection(at: indexPath)
    }

    /// Removes the gestures from the list, putting any row they were moving at rest at
    /// once; the list's `gk_listGestures` is `nil` afterwards. See
    /// ``ListGestures/invalidate()``.
    @objc public func invalidate() {
      gestures.invalidate()
    }

    /// The custom actions (VoiceOver, Switch Control, Voice Control) for the row a cell
    /// shows, with the English names; set them on the cell as it is configured. See
    /// ``ListGestures/accessibilityCustomActions(for:at:names:)``.
    @objc(accessibilityCustomActionsForCell:)
    public func accessibilityCustomActions(for cell: UIView) -> [UIAccessibilityCustomAction] {
      gestures.accessibilityCustomActions(for: cell)
    }

    /// The VoiceOver custom actions for the row a cell shows, with the app's names.
    @objc(accessibilityCustomActionsForCell:names:)
    public func accessibilityCustomActions(
      for cell: UIView, names: GKListAccessibilityActionNames
    ) -> [UIAccessibilityCustomAction] {
      gestures.accessibilityCustomActions(for: cell, names: names.names)
    }

    /// The custom actions for the row at `indexPath`, which a cell is being configured for
    /// (in `tableView:cellForRowAtIndexPath:` the cell is not in the list yet), with the
    /// app's names, or the English ones when `names` is `nil`. See
    /// ``ListGestures/accessibilityCustomActions(for:at:names:)``.
    @objc(accessibilityCustomActionsForCell:atIndexPath:names:)
    public func accessibilityCustomActions(
      for cell: UIView, at indexPath: IndexPath, names: GKListAccessibilityActionNames?
    ) -> [UIAccessibilityCustomAction] {
      gestures.accessibilityCustomActions(
        for: cell, at: indexPath, names: names?.names ?? ListGestures.AccessibilityActionNames())
    }

    /// The keyboard commands for the row that has keyboard focus, each sending `action`,
    /// with the app's names or the English ones when `names` is `nil`: return them from the
    /// view controller's `keyCommands`, and forward `action` to `performKeyCommand:`. See
    /// ``ListGestures/keyCommandsForFocusedRow(action:names:)``.
    @objc(keyCommandsForFocusedRowWithAction:names:)
    public func keyCommandsForFocusedRow(
      action: Selector, names: GKListAccessibilityActionNames?
    ) -> [UIKeyCommand] {
      gestures.keyCommandsForFocusedRow(
        action: action, names: names?.names ?? ListGestures.AccessibilityActionNames())
    }

    /// Runs a command of `keyCommandsForFocusedRowWithAction:names:` on the focused row;
    /// returns whether the row took it. See ``ListGestures/performKeyCommand(_:)``.
    @objc(performKeyCommand:)
    @discardableResult
    public func performKeyCommand(_ command: UIKeyCommand) -> Bool {
      gestures.performKeyCommand(command)
    }

    /// The row's actions as menu elements (complete, the moves, add item below, delete last),
    /// those it can take now, with the app's names or the English ones when `names` is
    /// `nil`: put them in a menu of the app's. See
    /// ``ListGestures/menuElements(forRowAt:names:)``.
    @objc(menuElementsForRowAtIndexPath:names:)
    public func menuElements(
      forRowAt indexPath: IndexPath, names: GKListAccessibilityActionNames?
    ) -> [UIMenuElement] {
      gestures.menuElements(
        forRowAt: indexPath, names: names?.names ?? ListGestures.AccessibilityActionNames())
    }

    /// A context menu of the row's actions, or `nil` (no menu) when it can take none now or
    /// a gesture holds the list: return it from
    /// `tableView:contextMenuConfigurationForRowAtIndexPath:point:`. See
    /// ``ListGestures/contextMenuConfiguration(forRowAt:names:)``.
    @objc(contextMenuConfigurationForRowAtIndexPath:names:)
    public func contextMenuConfiguration(
      forRowAt indexPath: IndexPath, names: GKListAccessibilityActionNames?
    ) -> UIContextMenuConfiguration? {
      gestures.contextMenuConfiguration(
        forRowAt: indexPath, names: names?.names ?? ListGestures.AccessibilityActionNames())
    }

    /// Turns the gestures on `list` on (or updates their options) and returns the list's
    /// object, the same one while the Swift controller is the same.
    static func enable<List: ListGesturesContainer>(on list: List, _ options: GKListGesturesOptions?)
      -> GKListGestures
    {
      let gestures = list.enableListGestures(options?.configuration ?? ListGestures.Configuration())
      if let existing = attached(to: list) { return existing }
      let object = GKListGestures(gestures)
      objc_setAssociatedObject(list, &objectKey, object, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return object
    }

    /// The object of the gestures on `list`, if they are on.
    static func attached<List: ListGesturesContainer>(to list: List) -> GKListGestures? {
      guard let gestures = list.listGestures,
        let object = objc_getAssociatedObject(list, &objectKey) as? GKListGestures,
        object.gestures === gestures
      else { return nil }
      return object
    }
  }

  /// The key of the ``GKListGestures`` associated with a list.
  @MainActor private var objectKey: UInt8 = 0

  @MainActor
  extension UITableView {
    /// Objective-C's `enableListGestures(_:)`: turns on swipe to complete or delete,
    /// long-press reorder and pinch to insert (`options` `nil`: every default). Calling it
    /// again updates the options and returns the same object; `invalidate` turns them off.
    @available(swift, obsoleted: 1, renamed: "enableListGestures(_:)")
    @discardableResult
    @objc(gk_enableListGesturesWithOptions:)
    public func gk_enableListGestures(options: GKListGesturesOptions?) -> GKListGestures {
      GKListGestures.enable(on: self, options)
    }

    /// Objective-C's `listGestures`: the gestures' object, if they are on.
    @available(swift, obsoleted: 1, renamed: "listGestures")
    @objc public var gk_listGestures: GKListGestures? { GKListGestures.attached(to: self) }
  }

  @MainActor
  extension UICollectionView {
    /// Objective-C's `enableListGestures(_:)` for a collection view laid out as a vertical
    /// list (one full-width item per row); as `UITableView`'s.
    @available(swift, obsoleted: 1, renamed: "enableListGestures(_:)")
    @discardableResult
    @objc(gk_enableListGesturesWithOptions:)
    public func gk_enableListGestures(options: GKListGesturesOptions?) -> GKListGestures {
      GKListGestures.enable(on: self, options)
    }

    /// Objective-C's `listGestures` for a collection view.
    @available(swift, obsoleted: 1, renamed: "listGestures")
    @objc public var gk_listGestures: GKListGestures? { GKListGestures.attached(to: self) }
  }
#endif
