#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import QuartzCore
  import UIKit

  /// Clear-style gestures on a `UITableView` or a `UICollectionView` list: swipe a row to
  /// complete or delete it, long-press to lift and reorder it (with auto-scroll), pinch two
  /// rows apart to insert a new one. Attach it with `tableView.enableListGestures(_:)` or
  /// `collectionView.enableListGestures(_:)` and set the callbacks of the gestures you want;
  /// each edit reaches the app through its callback, and the app applies it to its own data
  /// source (GestureKit never touches it). The list keeps the controller alive; the
  /// controller holds the list weakly.
  ///
  /// ```swift
  /// let gestures = tableView.enableListGestures()
  /// gestures.onDelete = { [unowned self] indexPath in  // after the row slid off-screen
  ///   var snapshot = dataSource.snapshot()
  ///   snapshot.deleteItems([dataSource.itemIdentifier(for: indexPath)!])
  ///   dataSource.apply(snapshot)
  /// }
  /// gestures.onMove = { [unowned self] from, to in    // once per slot, while dragging
  ///   store.move(from: from.row, to: to.row)
  ///   dataSource.apply(store.snapshot())
  /// }
  /// gestures.itemIdentifier = { [unowned self] in dataSource.itemIdentifier(for: $0) }
  /// ```
  ///
  /// <doc:ClearStyleLists> shows every callback with a diffable data source, the
  /// configuration, VoiceOver and the limits (one section, the list's own swipe actions and
  /// context menus turned off).
  @MainActor
  public final class ListGestures {
    // MARK: Callbacks

    /// Called when a swipe completes a row (towards the trailing edge, released past the
    /// arming distance), with the row's index path, while the row springs back. Mark the
    /// item done and reconfigure its cell.
    ///
    /// The swipe is off while neither this nor ``onDelete`` is set. Capture the app's objects
    /// weakly or unowned: the list keeps this closure alive.
    public var onComplete: (@MainActor (IndexPath) -> Void)?

    /// Called when a swipe deletes a row (towards the leading edge), with the row's index
    /// path, once its content has slid off-screen. Remove the item from the model and the
    /// list (animated, so the empty row closes). If the app keeps the item (to ask for a
    /// confirmation, say), the row's content slides back. To confirm later instead, set
    /// ``onDeleteWithCompletionHandler``.
    public var onDelete: (@MainActor (IndexPath) -> Void)?

    /// Called when a swipe (or a delete action) deletes a row, as ``onDelete`` is, for an app
    /// that confirms the delete later (an alert, a server), as a `UIContextualAction`'s
    /// completion handler lets it. The row stays as the delete left it (slid off-screen),
    /// pending, until the app calls `completionHandler`: `true` once it removed the item from the
    /// model and the list (the empty row closes), `false` to keep it (its content slides
    /// back). `completionHandler` may be called from any thread; its answer reaches the list on the
    /// main actor, and only its first call counts. A `completionHandler` released without being
    /// called (a `[weak self]` handler that found `nil`, a cancelled task, a confirmation
    /// dismissed without a choice) answers `false` and logs a warning, so the row comes back.
    /// A swipe action's completion (``SwipeAction/handler``) keeps the same contract.
    ///
    /// Meanwhile the pending row takes no swipe and offers no action, and the system
    /// cancelling the touches leaves it pending; every other row and gesture goes on, and
    /// other rows may be pending at the same time. If the app removes the item by itself
    /// before calling `completionHandler` (new data), the row is gone and `completionHandler` does
    /// nothing. An answer is checked
    /// against the list: with item identifiers (a diffable data source or
    /// ``itemIdentifierProvider``) the row went if its item is gone; without them, if the
    /// list has one row fewer, and a count that does not match the answer (another pending
    /// row removed first) has the rows read afresh as new data. When both are set, this one
    /// is called, not ``onDelete``. Default `nil`.
    public var onDeleteWithCompletionHandler:
      (@MainActor (
        _ indexPath: IndexPath, _ completionHandler: @escaping @Sendable (Bool) -> Void
      ) -> Void)?

    /// The former name of ``onDeleteWithCompletionHandler``.
    @available(*, deprecated, renamed: "onDeleteWithCompletionHandler")
    public var onDeleteWithCompletion:
      (@MainActor (IndexPath, _ completion: @escaping @Sendable (Bool) -> Void) -> Void)?
    {
      get { onDeleteWithCompletionHandler }
      set { onDeleteWithCompletionHandler = newValue }
    }

    /// Called each time a lifted row takes another slot (`from` and `to` are index paths in
    /// the list as the previous moves left it), and once more to put it back when the reorder
    /// is cancelled. Apply the move to the model and the list at once.
    ///
    /// The reorder is off while this is not set.
    public var onMove: (@MainActor (_ from: IndexPath, _ to: IndexPath) -> Void)?

    /// Called once when a lifted row is dropped, with the `IndexPath` it had before the lift
    /// (`from`) and the one it ended at (`to`; equal if it went back). Informational: the
    /// moves were already applied through ``onMove``. Not called for a cancelled reorder, nor
    /// when the dropped row is no longer the item that was lifted (the app replaced or
    /// re-sorted its data under the finger), as no edit reaches the wrong item.
    public var onReorder: (@MainActor (_ from: IndexPath, _ to: IndexPath) -> Void)?

    /// Called when a pinch commits, with the index path of the new row. Insert a new item
    /// there in the model and the list; if the app inserts nothing, the rows go back to rest.
    ///
    /// The pinch is off while this is not set.
    public var onInsert: (@MainActor (IndexPath) -> Void)?

    /// Called right after ``onInsert`` inserted a row, with its index path, its cell laid
    /// out: start editing it (make its text field first responder). Not called when the row
    /// there is no longer the one inserted (the app replaced its data meanwhile).
    public var onBeginEditing: (@MainActor (IndexPath) -> Void)?

    /// The app's identifier of the item at an index path, so that GestureKit recognises rows
    /// across the app's own data changes (a snapshot applied while a row is lifted or
    /// swiped).
    ///
    /// Default `nil`: with a `UITableViewDiffableDataSource` or
    /// `UICollectionViewDiffableDataSource` (or a subclass) as the list's data source, made
    /// in Swift or in Objective-C (the `…Reference` classes), GestureKit reads its item
    /// identifiers itself. With any other data source, rows are followed through the edits
    /// GestureKit asked for; any other change in the number of rows is taken as new data
    /// (every gesture in progress ends); and the row under a gesture is checked before each
    /// edit against what its cell showed when the gesture began (the cell, and the primary
    /// text of its list content configuration or of the first label in its content view; not
    /// a subtitle or an accessibility label, which may change by themselves): a row that
    /// shows another item now (a re-sort or a reload under the finger) is new data, and the
    /// edit reaches no item (a debug build says so in the log, once). Two items whose cells
    /// look the same cannot be told apart that way. Set it for a data source of your own
    /// that knows its items' identities: it is the only exact answer.
    public var itemIdentifierProvider: (@MainActor (IndexPath) -> AnyHashable?)?

    /// The former name of ``itemIdentifierProvider``.
    @available(*, deprecated, renamed: "itemIdentifierProvider")
    public var itemIdentifier: (@MainActor (IndexPath) -> AnyHashable?)? {
      get { itemIdentifierProvider }
      set { itemIdentifierProvider = newValue }
    }

    /// Whether the item at an index path is done, in the app's own terms, so that its
    /// complete action reads "Mark as Not Done" and the announcement after a complete says
    /// the state it left ("Completed", "Marked as Not Done").
    ///
    /// Default `nil`: the list does not know which items are done and claims no state:
    /// every row's action reads "Toggle Done" (or ``completeActionNameProvider``'s name) and a
    /// complete is announced as "Done Toggled". Set it whenever the app completes items.
    public var isItemCompletedProvider: (@MainActor (IndexPath) -> Bool)?

    /// The former name of ``isItemCompletedProvider``.
    @available(*, deprecated, renamed: "isItemCompletedProvider")
    public var isItemCompleted: (@MainActor (IndexPath) -> Bool)? {
      get { isItemCompletedProvider }
      set { isItemCompletedProvider = newValue }
    }

    /// The name of the complete action for the item at an index path (read as its cell is
    /// given its actions and the focused row its keys): "Archive", "Mark as Paid". `nil` or
    /// an empty name for an item: the default names (see ``isItemCompletedProvider``).
    ///
    /// Default `nil`: the names given to ``accessibilityCustomActions(for:at:names:)``.
    public var completeActionNameProvider: (@MainActor (IndexPath) -> String?)?

    /// The former name of ``completeActionNameProvider``.
    @available(*, deprecated, renamed: "completeActionNameProvider")
    public var completeActionName: (@MainActor (IndexPath) -> String?)? {
      get { completeActionNameProvider }
      set { completeActionNameProvider = newValue }
    }

    // MARK: Configuration and parts

    /// The options. Changes take effect at once for the recognizers and at the next gesture
    /// for the interactions.
    public var configuration: Configuration {
      didSet { configurationDidChange() }
    }

    /// The list the gestures are attached to: a `UITableView` or a `UICollectionView`.
    public private(set) weak var list: UIScrollView?

    /// The horizontal pan that swipes rows.
    ///
    /// The three recognizers are for your own failure requirements, or to turn a gesture
    /// off for a while (`isEnabled`). Their delegate is GestureKit's: a delegate you set is
    /// kept and asked too (its "no" to a gesture the store lets begin or to a touch the
    /// store lets the recognizer take wins; its "yes" to running together with your
    /// recognizers or to waiting for them is added), and GestureKit stays the delegate
    /// itself, so that the store still decides where a gesture may begin and the swipe keeps
    /// its relation to the navigation's back swipe: reading `delegate` gives GestureKit's.
    public let swipeGestureRecognizer: CoreGestureRecognizer

    /// The long press that lifts rows.
    public let reorderGestureRecognizer: CoreGestureRecognizer

    /// The two-finger pinch that opens a gap.
    public let pinchGestureRecognizer: CoreGestureRecognizer

    /// Plays the interactions' haptics; ``Configuration/playsHaptics`` turns it off.
    public let haptics: HapticPlayer

    // MARK: State

    /// The list's gestures, decided in GestureCore.
    let host: StoreHost<ListStore>
    /// The delegate of the recognizers: the families' one (holds this controller weakly).
    let gestureDelegate = FamilyGestureDelegate()
    /// Whether the debug log has said that the list's items have no identifiers.
    var hasWarnedWithoutIdentifiers = false
    /// Whether the debug log has said that an edit was dropped because its row showed
    /// another item.
    var hasWarnedAboutDroppedEdit = false
    /// The rows whose delete the app confirms later (``onDeleteWithCompletionHandler``), until its
    /// first answer.
    var pendingDeletes: Set<Int> = []

    /// Whether the app deletes items: ``onDelete`` or ``onDeleteWithCompletionHandler`` is set.
    var handlesDeletion: Bool { onDelete != nil || onDeleteWithCompletionHandler != nil }
    /// The trackpad pinch's target (holds this controller weakly).
    let trackpadPinchTarget = TrackpadPinchTarget()
    /// Reports every touch-down on the list, for the store to catch a moving row.
    let touchDownObserver = TouchObserver()
    /// Where the rows start in the list's content and where the visible area starts.
    var geometry = Geometry()
    /// The store's identifier of each row of the section, in order (a mirror of the app's).
    var rowIDs: [Int] = []
    /// The numbers given to the app's item identifiers (with ``itemIdentifierProvider``).
    var numbers: [AnyHashable: Int] = [:]
    /// The table ``numbers`` is rebuilt in when the rows are read again (empty between reads).
    var spareNumbers: [AnyHashable: Int] = [:]
    var nextRowID = 0
    /// What GestureKit shows over the list: cues behind swiped rows (by row identifier; each
    /// cue view's `renderPass` is the pass that drew it last), the lifted row's snapshot,
    /// the placeholder in a pinch's gap.
    var cueViews: [Int: ListCueView] = [:]
    var liftedSnapshot: (id: Int, view: UIView, height: CGFloat)?
    /// The frame after a lift, when the lifted row's picture is taken again.
    let liftFrame = DisplayLinkFrames()
    var placeholderView: ListPlaceholderView?
    /// The layers GestureKit moves with pinned additive animations, with the values pinned
    /// (by layer identity; an entry whose layer is gone, or another layer at its address, is
    /// stale), so that a value that did not change is not pinned again.
    var pins: [ObjectIdentifier: Pin] = [:]
    /// The pass of ``render()`` that drew each pin last (pins not drawn this pass go).
    var renderPass = 0
    /// Reused buffers: drawing a frame or reading the layout allocates nothing of ours in
    /// steady state.
    var visibleCellBuffer: [(row: Int, cell: UIView)] = []
    var staleKeyBuffer: [ObjectIdentifier] = []
    var staleCueBuffer: [Int] = []
    var heightsBuffer: [Double] = []
    /// Cells of deleted rows, left as they are until the app's deletion animation is over.
    let deletingCells = NSHashTable<UIView>.weakObjects()
    /// The cells whose `isUserInteractionEnabled` GestureKit turned off (the lifted row's, a
    /// deleted row's), with the value they had before: only these are ever turned back on.
    let disabledCells = NSMapTable<UIView, NSNumber>.weakToStrongObjects()
    /// The cells given the list's custom actions, with the names they were given: their
    /// actions are brought up to date when the set every row offers changes
    /// (``refreshAccessibilityActionsIfNeeded()``).
    let accessibleCells = NSMapTable<UIView, AccessibleCell>.weakToStrongObjects()
    /// The set every row offered when the cells' actions were last brought up to date, one
    /// bit per `ListStore.RowAction` in declaration order.
    var offeredRowActions: UInt8 = 0
    /// What the store asked to announce, held until the keys stop repeating.
    var announcements = AnnouncementCoalescer<ListStore.Announcement>()
    /// Whether a wake-up for ``announcements`` is on its way.
    var isAnnouncementScheduled = false
    /// The names of the latest action taken: its announcement is spoken with them.
    var announcementNames: AccessibilityActionNames?
    /// The names the focused row's key commands were last made with.
    var keyCommandNames: AccessibilityActionNames?
    /// Whether the latest delete came from a key command: once the app removed the row, the
    /// keyboard focus moves to the row that took its place, as VoiceOver's does.
    var isKeyboardDeletion = false
    /// The layout direction last reported to the store.
    var layoutDirection: ReadingDirection = .leftToRight
    /// The list pan's `isEnabled` before GestureKit suspended it, while suspended.
    var suspendedScrolling: (panWasEnabled: Bool, scrollWasEnabled: Bool)?
    /// Reads the three recognizers' changes as every host of the store does.
    var reader: ListStore.Reader
    /// A configuration for the store that changed during an event.
    var pendingStoreConfiguration: ListStore.Configuration?
    /// The app changed its rows in a way an effect revealed (``itemIdentifierProvider`` disagrees):
    /// the rows are read again once the event is over.
    var needsRowSynchronization = false
    /// The rows on screen as seen when a gesture began or after an edit, by identifier in the
    /// store: kept only for items without identifiers (ListGestures+RowSighting.swift), and
    /// forgotten once the list is at rest.
    var sightings: [Int: Sighting] = [:]
    /// Whether ``rowIDs`` changed without a change in the rows' number (a row seen to show
    /// another item) and must be reported to the store.
    var reportsRowIDs = false
    /// The swipe's trackpad and mouse companion (`ScrollDragCompanion`).
    let swipeScrollPan = ScrollDragCompanion(name: "GestureKit.list.swipeScroll")
    /// The pinch of an iPad trackpad, which reaches only UIKit's pinch recognizer (no
    /// touches come with it): it takes no touch and is read as two imagined fingers.
    let trackpadPinch = UIPinchGestureRecognizer()
    var trackpadPinchReader = ListStore.PinchReader()

    // MARK: Life cycle

    /// Creates the controller for a list and adds its recognizers to it.
    init(list: UIScrollView, configuration: Configuration) {
      self.list = list
      self.configuration = configuration
      haptics = HapticPlayer(isEnabled: configuration.playsHaptics)
      layoutDirection = ReadingDirection(list.resolvedLayoutDirection)
      host = StoreHost(
        ListStore(rowWidth: 0, configuration: Self.storeConfiguration(configuration, list: list)))
      // The list's declared recognizers, in the declaration's order: swipe, reorder, pinch.
      let (declared, reader) = host.makeGestureRecognizers()
      swipeGestureRecognizer = declared[0]
      reorderGestureRecognizer = declared[1]
      pinchGestureRecognizer = declared[2]
      self.reader = reader

      gestureDelegate.family = self
      trackpadPinchTarget.owner = self
      host.owner = self
      host.apply = { [weak self] effect in self?.apply(effect) }
      host.present = { [weak self] _ in self?.didSend() }
      host.willSendFrame = { [weak self] in self?.synchronize(readsIdentifiers: false) }
      // The handlers hold the controller weakly: the list owns the controller (an associated
      // object), the controller owns the recognizers, the list owns them too.
      for recognizer in [swipeGestureRecognizer, reorderGestureRecognizer, pinchGestureRecognizer] {
        recognizer.stateChangeHandler = { [weak self] _, change in
          guard let self, let event = self.reader.event(for: change, time: change.time) else {
            return
          }
          switch event {
          case .swipe(.began, _), .longPress(.began, _), .pinch(.began, _):
            self.synchronize()
            self.warnOnceWithoutIdentifiers()
            self.seeVisibleRows()
          default: break
          }
          self.send(event)
        }
      }
      touchDownObserver.onTouch = { [weak self] finger in
        guard let self, case .down(_, let location, let time) = finger else { return }
        // O(visible rows), not O(n): the rows are read in full only if their number, the
        // content height or the visible geometry changed.
        self.synchronize(readsIdentifiers: false)
        self.send(.touchDown(Point(location), time: time))
      }
      for recognizer in recognizers {
        gestureDelegate.adopt(recognizer)
        list.addGestureRecognizer(recognizer)
      }
      touchDownObserver.delegate = gestureDelegate
      list.addGestureRecognizer(touchDownObserver)
      // a trackpad or Magic Mouse
      // scroll never reaches the core swipe; its scroll-only companion asks the swipe's
      // should-begin and sends the same `.swipe` events.
      swipeScrollPan.claims = { [weak self] _ in
        guard let self else { return false }
        // A scroll comes with no touch-down to have read the rows at: read them now.
        self.synchronize(readsIdentifiers: false)
        return self.shouldBegin(self.swipeScrollPan.pan)
      }
      // The store's relations hold for the scroll as for the finger: the list's pan (which
      // takes trackpad scrolls too) waits for the row swipe, the swipe for an edge pan.
      swipeScrollPan.requiresFailure = { [weak self] other in
        guard let self else { return false }
        return self.gestureDelegate.gestureRecognizer(
          self.swipeGestureRecognizer, shouldRequireFailureOf: other)
      }
      swipeScrollPan.isRequiredToFail = { [weak self] other in
        guard let self else { return false }
        return self.gestureDelegate.gestureRecognizer(
          self.swipeGestureRecognizer, shouldBeRequiredToFailBy: other)
      }
      swipeScrollPan.onChange = { [weak self] state, value, time in
        guard let self, let drag = DragEvent(state: state, value: value) else { return }
        if case .began = drag { self.synchronize() }
        self.send(.swipe(drag, time: time))
      }
      swipeScrollPan.install(on: list, beside: swipeGestureRecognizer)
      trackpadPinch.name = "GestureKit.list.trackpadPinch"
      trackpadPinch.delegate = gestureDelegate
      trackpadPinch.addTarget(
        trackpadPinchTarget, action: #selector(TrackpadPinchTarget.trackpadPinchDidChange(_:)))
      list.addGestureRecognizer(trackpadPinch)
      updateRecognizers()
      synchronize()
    }

    /// The three recognizers.
    var recognizers: [CoreGestureRecognizer] {
      [swipeGestureRecognizer, reorderGestureRecognizer, pinchGestureRecognizer]
    }

    /// Whether a tap may select the row at `indexPath` now: `false` while the row waits for
    /// your answer (its delete asked through ``onDeleteWithCompletion`` and not yet answered,
    /// its slot empty) or for the one GestureKit gives on your behalf, as GestureCore's
    /// `ListStore.allowsSelection(rowID:)` decides; `true` for a row outside the gestures'
    /// section or one GestureKit does not know yet (it decides nothing there). A list of your
    /// own asks it from its delegate, so that a tap on the empty slot selects nothing:
    ///
    /// ```swift
    /// func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    ///   gestures.allowsSelection(at: indexPath) ? indexPath : nil
    /// }
    /// func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    ///   gestures.allowsSelection(at: indexPath)
    /// }
    /// ```
    ///
    /// The list built by the SwiftUI `ListGesturesView` asks it itself.
    ///
    /// - Parameter indexPath: The row's index path in the list.
    /// - Returns: Whether the row may be selected.
    public func allowsSelection(at indexPath: IndexPath) -> Bool {
      guard indexPath.section == configuration.section, rowIDs.indices.contains(indexPath.row)
      else { return true }
      let id = rowIDs[indexPath.row]
      let store = host.store
      return store.index(of: id) == nil || store.allowsSelection(rowID: id)
    }

    /// Cancels every gesture in progress, as the system does when it takes the touches away:
    /// a swiped row springs back, a lifted row goes back to where it was (with the
    /// ``onMove`` that restores the order), a gap closes.
    public func cancel() {
      send(.cancel)
    }

    /// Removes the gestures from the list: the recognizers, and everything GestureKit shows
    /// over it (put back at rest at once). The callbacks are not called. The list's
    /// `listGestures` is `nil` afterwards.
    public func invalidate() {
      host.invalidate()
      clearPresentation()
      resumeScrolling()
      for recognizer in recognizers {
        recognizer.stateChangeHandler = nil
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
      touchDownObserver.onTouch = nil
      touchDownObserver.view?.removeGestureRecognizer(touchDownObserver)
      swipeScrollPan.onChange = nil
      swipeScrollPan.uninstall()
      trackpadPinch.removeTarget(trackpadPinchTarget, action: nil)
      trackpadPinch.view?.removeGestureRecognizer(trackpadPinch)
      for cell in deletingCells.allObjects { restore(cell) }
      deletingCells.removeAllObjects()
      for cell in disabledCells.keyEnumerator().allObjects.compactMap({ $0 as? UIView }) {
        restoreInteraction(of: cell)
      }
      if let list {
        Self.detach(from: list)
      }
      list = nil
    }

  }
#endif
