#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import QuartzCore
  import UIKit

  /// Clear-style gestures on a `UITableView` or a `UICollectionView` list: swipe a row to
  /// complete or delete it, long-press to lift and reorder it (with auto-scroll), pinch two
  /// rows apart to insert a new one.
  ///
  /// Attach it with `tableView.enableListGestures(_:)` or
  /// `collectionView.enableListGestures(_:)` and set the callbacks. The list keeps the
  /// controller alive (calling `enableListGestures` again returns the same one); the
  /// controller holds the list weakly.
  ///
  /// ## The app's data source stays the source of truth
  /// GestureKit never calls `reloadData`, `moveRow`, `insertRows` or `deleteRows`, and never
  /// touches the data source. Each edit the core decides is handed to the app through a
  /// callback, and the app applies it to its model and its snapshot, exactly as it would for
  /// a button. That fits a diffable data source:
  ///
  /// ```swift
  /// let gestures = tableView.enableListGestures()
  /// gestures.onComplete = { [unowned self] indexPath in
  ///   let id = dataSource.itemIdentifier(for: indexPath)!
  ///   store.toggleDone(id)
  ///   var snapshot = dataSource.snapshot()
  ///   snapshot.reconfigureItems([id])        // keeps the cell: its spring back continues
  ///   dataSource.apply(snapshot)
  /// }
  /// gestures.onDelete = { [unowned self] indexPath in  // after the row slid off-screen
  ///   var snapshot = dataSource.snapshot()
  ///   snapshot.deleteItems([dataSource.itemIdentifier(for: indexPath)!])
  ///   dataSource.apply(snapshot)             // animated: the empty row closes
  /// }
  /// gestures.onMove = { [unowned self] from, to in    // once per slot, while dragging
  ///   var snapshot = dataSource.snapshot()
  ///   let items = snapshot.itemIdentifiers(inSection: .main)
  ///   if from.row < to.row {                 // as Array: remove, then insert at `to`
  ///     snapshot.moveItem(items[from.row], afterItem: items[to.row])
  ///   } else {
  ///     snapshot.moveItem(items[from.row], beforeItem: items[to.row])
  ///   }
  ///   dataSource.apply(snapshot)
  /// }
  /// gestures.onReorder = { from, to in store.save() }  // once, after the drop
  /// gestures.onInsert = { [unowned self] indexPath in  // the pinch committed
  ///   let item = store.insertNewItem(at: indexPath.row)
  ///   var snapshot = dataSource.snapshot()
  ///   let items = snapshot.itemIdentifiers(inSection: .main)
  ///   if indexPath.row < items.count {
  ///     snapshot.insertItems([item], beforeItem: items[indexPath.row])
  ///   } else {
  ///     snapshot.appendItems([item], toSection: .main)
  ///   }
  ///   dataSource.apply(snapshot)
  /// }
  /// gestures.onBeginEditing = { [unowned self] indexPath in
  ///   (tableView.cellForRow(at: indexPath) as? EditableCell)?.textField.becomeFirstResponder()
  /// }
  /// ```
  ///
  /// The moves and the insertion are applied **without UIKit's animation** (GestureKit calls
  /// ``onMove`` and ``onInsert`` inside `UIView.performWithoutAnimation` and lays the list
  /// out at once), whether the app applies its snapshot animated or not: the rows then slide
  /// with the core's springs, which GestureKit runs as additive animations on the cells, so
  /// a row that moves again mid-flight continues from where it is shown. A deletion is the
  /// app's to animate. With a classic data source, update the array and call
  /// `moveRow(at:to:)`, `insertRows(at:with:)` or `deleteRows(at:with:)` in the callback
  /// yourself. Apply every edit at once, on the main queue, before the callback returns.
  ///
  /// ## How UIKit maps onto the core
  /// - **Swipe to commit**: a ``CoreGestureRecognizer`` with a horizontal
  ///   ``PanRecognizer`` on the list. At `began`, the row under the finger's touch-down gets
  ///   its own ``SwipeToCommit``; the pan's phases drive it, its offset moves the cell's
  ///   `contentView` (a transform), its cues color the labels behind it, and a delete calls
  ///   ``onDelete`` after the slide-off. The list's own pan waits for this one to fail, which
  ///   the core's axis lock does at once for a vertical stroke.
  /// - **Reorder**: a ``LongPressRecognizer`` (0.5 s). The lifted row is a snapshot view of
  ///   the cell, while the cell itself is hidden (its slot stays empty). The list's own pan is
  ///   disabled while a row is lifted; a `CADisplayLink` sends the core its frames for
  ///   auto-scroll, whose content offsets GestureKit applies to the list.
  /// - **Pinch to insert**: a ``PinchRecognizer``; the two fingers' `y`s drive a
  ///   ``PinchToInsert``, whose offsets move the visible cells (transforms) and whose
  ///   placeholder is a view in the gap. The list's own pan is disabled while the gap is open.
  ///
  /// Row geometry comes from the list (`rectForRow(at:)`, `layoutAttributesForItem(at:)`)
  /// and the viewport from its bounds, `contentOffset` and `adjustedContentInset`, read
  /// afresh whenever a gesture is about to begin (so edits, scrolling and size changes in
  /// between are always picked up) and handed to the core as `.layoutChanged` and
  /// `.viewportChanged`. While a row is lifted the core owns the viewport: only its own
  /// auto-scroll moves the list.
  ///
  /// - Complexity: reading the rows is O(n) in the section's rows, once or twice per
  ///   gesture; every other event is O(visible rows).
  ///
  /// ## Limits
  /// - One section (``Configuration/section``), laid out as a vertical list of full-width
  ///   rows: a table view, or a collection view with a list layout. Rows of different heights
  ///   and spacing between rows are fine.
  /// - Turn off the list's own swipe actions and editing mode, which compete for the same
  ///   strokes.
  /// - Cells are moved with `transform` (rows, `contentView`) and hidden with `isHidden`
  ///   (the lifted row) for the duration of a gesture: leave those properties alone in the
  ///   app's cells.
  /// - The three recognizers are public so that the app can relate its own recognizers to
  ///   them (`require(toFail:)`); do not replace their `delegate`, which arbitrates them.
  @MainActor
  public final class ListGestures {
    // MARK: Callbacks

    /// Called when a swipe completes a row (towards the trailing edge, released past the
    /// arming distance), with the row's index path, while the row springs back. Mark the
    /// item done and reconfigure its cell (`reconfigureItems` keeps the cell and its motion).
    ///
    /// The swipe is off while neither this nor ``onDelete`` is set. Capture the app's objects
    /// weakly or unowned: the list keeps this closure alive.
    public var onComplete: (@MainActor (IndexPath) -> Void)?

    /// Called when a swipe deletes a row (towards the leading edge), with the row's index
    /// path, once its content has slid off-screen. Remove the item from the model and the
    /// snapshot (animated, so the empty row closes); the cell's content is put back when the
    /// deletion's animation is over, before the cell is reused.
    ///
    /// If the app keeps the item (to ask for a confirmation, say), the row's content slides
    /// back with the swipe's spring.
    public var onDelete: (@MainActor (IndexPath) -> Void)?

    /// Called each time a lifted row takes another slot (`from` and `to` are index paths in
    /// the list as the previous moves left it), and once more to put it back when the reorder
    /// is cancelled. Apply the move to the model and the snapshot at once: the rows then
    /// slide out of the lifted row's way with the core's spring.
    ///
    /// The reorder is off while this is not set.
    public var onMove: (@MainActor (_ from: IndexPath, _ to: IndexPath) -> Void)?

    /// Called once when a lifted row is dropped, with where it was before the lift and where
    /// it ended (equal if it went back). Informational: the moves were already applied
    /// through ``onMove``; do not apply this one again. Not called for a cancelled reorder.
    public var onReorder: (@MainActor (_ from: IndexPath, _ to: IndexPath) -> Void)?

    /// Called when a pinch commits, with the index path of the new row. Insert a new item
    /// there in the model and the snapshot; GestureKit then settles the rows around it and
    /// calls ``onBeginEditing``. If the app inserts nothing, the rows go back to rest.
    ///
    /// The pinch is off while this is not set.
    public var onInsert: (@MainActor (IndexPath) -> Void)?

    /// Called right after ``onInsert``, with the new row's index path, its cell laid out:
    /// start editing it (make its text field first responder).
    public var onBeginEditing: (@MainActor (IndexPath) -> Void)?

    // MARK: Configuration and parts

    /// The options. Changes take effect at once for the recognizers and at the next gesture
    /// for the interactions.
    public var configuration: Configuration {
      didSet { configurationDidChange() }
    }

    /// The list the gestures are attached to: a `UITableView` or a `UICollectionView`.
    public private(set) weak var list: UIScrollView?

    /// The horizontal pan that swipes rows. Add the app's own requirements to it, for
    /// example `swipeGestureRecognizer.require(toFail: myRecognizer)`.
    public let swipeGestureRecognizer: CoreGestureRecognizer

    /// The long press that lifts rows.
    public let reorderGestureRecognizer: CoreGestureRecognizer

    /// The two-finger pinch that opens a gap.
    public let pinchGestureRecognizer: CoreGestureRecognizer

    /// Plays the interactions' haptics; ``Configuration/playsHaptics`` turns it off.
    public let haptics: HapticPlayer

    // MARK: State

    /// The delegate of the three recognizers (holds this controller weakly).
    let arbiter = Arbiter()
    /// Where the rows start in the list's content and where the visible area starts: the
    /// offsets between the core's coordinates and the list's.
    var geometry = Geometry()

    /// The rows being swiped or settling, by cell.
    var swipeRows: [ObjectIdentifier: SwipeRow] = [:]
    /// The row the current pan drives.
    var activeSwipeRow: SwipeRow?

    /// The reorder interaction.
    var reorder: Reorder
    /// The snapshot of the lifted row, while a row is lifted or dropping.
    var liftedRow: LiftedRow?
    /// The cell hidden because its row is lifted.
    weak var hiddenCell: UIView?
    /// The display link that sends frames while a row is lifted.
    var displayLink: CADisplayLink?

    /// The pinch-to-insert interaction.
    var pinchToInsert: PinchToInsert
    /// The placeholder row in the gap.
    var placeholder: ListPlaceholderView?
    /// The distance between the fingers when the second one landed (the pinch's scale is
    /// relative to it).
    var pinchStartSpan = 0.0
    /// Counts the pinch's settling batches, so that a late completion of an earlier batch
    /// is not taken for the current one's.
    var pinchGeneration = 0

    /// The list pan's `isEnabled` before GestureKit suspended it, while suspended.
    var suspendedScrolling: Bool?

    // MARK: Life cycle

    /// Creates the controller for a list and adds its recognizers to it.
    init(list: UIScrollView, configuration: Configuration) {
      self.list = list
      self.configuration = configuration
      swipeGestureRecognizer = CoreGestureRecognizer(
        PanRecognizer(name: "listSwipe", configuration: .init(axis: .horizontal)))
      reorderGestureRecognizer = CoreGestureRecognizer(
        LongPressRecognizer(name: "listReorder", configuration: configuration.longPress))
      pinchGestureRecognizer = CoreGestureRecognizer(
        PinchRecognizer(name: "listPinch", configuration: configuration.pinch))
      haptics = HapticPlayer(isEnabled: configuration.playsHaptics)
      reorder = Reorder(
        layout: ListLayout(heights: []), viewport: ListViewport(),
        configuration: configuration.reorder ?? Reorder.Configuration())
      pinchToInsert = PinchToInsert(
        layout: ListLayout(heights: []), viewport: ListViewport(),
        configuration: configuration.pinchToInsert ?? PinchToInsert.Configuration())

      arbiter.owner = self
      // The handlers hold the controller weakly: the list owns the controller (an associated
      // object), the controller owns the recognizers, the list owns them too.
      swipeGestureRecognizer.stateChangeHandler = { [weak self] _, change in
        self?.handleSwipe(change)
      }
      reorderGestureRecognizer.stateChangeHandler = { [weak self] _, change in
        self?.handleLongPress(change)
      }
      pinchGestureRecognizer.stateChangeHandler = { [weak self] _, change in
        self?.handlePinch(change)
      }
      for recognizer in recognizers {
        recognizer.delegate = arbiter
        list.addGestureRecognizer(recognizer)
      }
      updateRecognizers()
    }

    /// The three recognizers.
    var recognizers: [CoreGestureRecognizer] {
      [swipeGestureRecognizer, reorderGestureRecognizer, pinchGestureRecognizer]
    }

    /// Removes the gestures from the list: the recognizers, any lifted row, placeholder or
    /// swiped row (put back at rest at once), and the controller itself. The callbacks are
    /// not called. The list's `listGestures` is `nil` afterwards.
    public func invalidate() {
      displayLink?.invalidate()
      displayLink = nil
      for row in swipeRows.values { row.restore() }
      swipeRows.removeAll()
      activeSwipeRow = nil
      liftedRow?.remove()
      liftedRow = nil
      hiddenCell?.isHidden = false
      hiddenCell = nil
      placeholder?.removeFromSuperview()
      placeholder = nil
      if pinchToInsert.state != .idle {
        for (_, cell) in visibleCells() { cell.transform = .identity }
      }
      resumeScrolling()
      for recognizer in recognizers {
        recognizer.stateChangeHandler = nil
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
      if let list { objc_setAssociatedObject(list, &listGesturesKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
      list = nil
    }

    // MARK: Attachment

    /// The controller attached to `list`, creating it (and its recognizers) on first use;
    /// an existing one takes the new configuration.
    static func attach(to list: UIScrollView, configuration: Configuration) -> ListGestures {
      if let existing = attached(to: list) {
        existing.configuration = configuration
        return existing
      }
      let gestures = ListGestures(list: list, configuration: configuration)
      objc_setAssociatedObject(
        list, &listGesturesKey, gestures, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return gestures
    }

    /// The controller attached to `list`, if any.
    static func attached(to list: UIScrollView) -> ListGestures? {
      objc_getAssociatedObject(list, &listGesturesKey) as? ListGestures
    }

    // MARK: Configuration

    private func configurationDidChange() {
      haptics.isEnabled = configuration.playsHaptics
      (reorderGestureRecognizer.core as? LongPressRecognizer)?.configuration =
        configuration.longPress
      (pinchGestureRecognizer.core as? PinchRecognizer)?.configuration = configuration.pinch
      if let reorderConfiguration = configuration.reorder {
        reorder.configuration = reorderConfiguration
      }
      if let pinchConfiguration = configuration.pinchToInsert {
        pinchToInsert.configuration = pinchConfiguration
      }
      updateRecognizers()
    }

    /// Turns each recognizer on or off with its interaction's configuration; turning one off
    /// mid-gesture cancels it, which the core handles (a lifted row goes back, a gap closes).
    /// A missing callback is checked when a gesture would begin instead, so setting it later
    /// needs nothing.
    func updateRecognizers() {
      swipeGestureRecognizer.isEnabled = configuration.swipeToCommit != nil
      reorderGestureRecognizer.isEnabled = configuration.reorder != nil
      pinchGestureRecognizer.isEnabled = configuration.pinchToInsert != nil
    }

    // MARK: Scrolling

    /// Stops the list's own pan (a lifted row, an open gap): it must not scroll under the
    /// fingers. Its previous `isEnabled` is restored by ``resumeScrolling()``.
    func suspendScrolling() {
      guard suspendedScrolling == nil, let pan = list?.panGestureRecognizer else { return }
      suspendedScrolling = pan.isEnabled
      pan.isEnabled = false
    }

    /// Gives the list's pan back its `isEnabled`.
    func resumeScrolling() {
      guard let wasEnabled = suspendedScrolling else { return }
      suspendedScrolling = nil
      list?.panGestureRecognizer.isEnabled = wasEnabled
    }
  }

  /// The key of the controller associated with a list.
  @MainActor private var listGesturesKey: UInt8 = 0
#endif
