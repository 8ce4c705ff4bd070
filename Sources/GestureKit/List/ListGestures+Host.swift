#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import os
  import UIKit.UIGestureRecognizerSubclass

  // The host side of `ListStore`: what UIKit reports to the store and how its effects reach
  // the app. Nothing here decides; every `if` is about UIKit plumbing.
  extension ListGestures {
    // MARK: Reporting

    /// Sends an event to the store, applies its effects, and draws the result.
    ///
    /// A callback called back (an app that cancels from `onMove`): the host queues the event,
    /// and the outer send does what follows once.
    func send(_ event: ListStore.Event) {
      host.send(stamped(event))
    }

    /// What follows an event, once (the host's `present`): a configuration or rows the app
    /// changed meanwhile, then the drawing; once all is at rest, nothing stays over the list.
    func didSend() {
      adoptPendingConfiguration()
      if needsRowSynchronization {
        needsRowSynchronization = false
        synchronize()
      }
      render()
      refreshAccessibilityActionsIfNeeded()
      let store = host.store
      if !store.needsFrames, store.isAtRest { clearPresentation() }
    }

    /// The event with its time raised to the latest time sent. A long press reports its
    /// deadline's time, which a late timer may deliver after a later frame; the store's
    /// contract asks for one non-decreasing clock, and the host keeps it.
    private func stamped(_ event: ListStore.Event) -> ListStore.Event {
      func at(_ time: Double) -> Double { host.time(time) }
      switch event {
      case .tick(let time): return .tick(time: at(time))
      case .touchDown(let point, let time): return .touchDown(point, time: at(time))
      case .swipe(let drag, let time): return .swipe(drag, time: at(time))
      case .longPress(let drag, let time): return .longPress(drag, time: at(time))
      case .pinch(let pinch, let time): return .pinch(pinch, time: at(time))
      case .viewportChanged, .resize, .deleteAnswered, .insertAnswered, .rowsChanged,
        .cancel, .layoutChanged, .layoutDirectionChanged, .commit, .moveRow, .perform,
        .reduceMotionChanged, .completionChanged, .deleteDeferred, .deferredDeleteAnswered:
        return event
      }
    }

    /// In debug builds, says once per list that its items have no identifiers: with a
    /// classic data source and no ``itemIdentifierProvider``, rows are followed through the edits
    /// GestureKit asked for and by what their cells show, and an app that re-sorts or reloads
    /// its data under a gesture may lose the edit, or, where two cells look the same, see it
    /// land on the other item.
    func warnOnceWithoutIdentifiers() {
      #if DEBUG
        guard !hasWarnedWithoutIdentifiers, itemIdentifiers == nil else { return }
        hasWarnedWithoutIdentifiers = true
        let warning: StaticString =
          "GestureKit: this list's data source is not a diffable one and ListGestures.itemIdentifierProvider is not set, so rows are followed through the edits GestureKit asked for and by what their cells show. If the data can change under a gesture (a reload, a re-sort), set itemIdentifierProvider so that each edit reaches the item it was made on."
        os_log(warning, log: .default, type: .default)
      #endif
    }

    /// Whether the row at `index` is still the row the store knows (always, when the items
    /// have no known identifiers): an app that replaced its data without the list hearing of
    /// it yet must not be handed an edit meant for another item.
    func rowIsCurrent(at index: Int) -> Bool {
      guard let itemIdentifier = itemIdentifiers else { return rowShowsSameItem(at: index) }
      guard rowIDs.indices.contains(index) else { return true }
      guard let identifier = itemIdentifier(indexPath(index)),
        let number = numbers[identifier], number == rowIDs[index]
      else {
        needsRowSynchronization = true
        return false
      }
      return true
    }

    /// The app's item identifiers: ``itemIdentifierProvider`` when set, otherwise those of the list's
    /// diffable data source, whatever its item type, made in Swift or in Objective-C; `nil`
    /// for any other data source.
    var itemIdentifiers: ((IndexPath) -> AnyHashable?)? {
      if let itemIdentifierProvider { return itemIdentifierProvider }
      let dataSource: AnyObject? =
        (list as? UITableView)?.dataSource ?? (list as? UICollectionView)?.dataSource
      guard let diffable = dataSource as? DiffableItemIdentifiers else { return nil }
      return { [weak diffable] indexPath in diffable?.anyItemIdentifier(for: indexPath) }
    }

    /// Tells the store about the list as it is now: its layout direction, its rows (when the
    /// app changed them by itself), their heights and width, and the viewport.
    ///
    /// Every row's rect is read (O(n)) only when rows off screen may have changed
    /// (``synchronizeVisibleRows()``); otherwise only the rows on screen are, at a
    /// touch-down, a gesture's start or a frame alike.
    ///
    /// - Parameter readsIdentifiers: read the app's item identifiers of every row (O(n)
    ///   lookups, no geometry), which can change with nothing else changing (a snapshot that
    ///   reorders items of one height): done when a gesture or an accessibility action begins
    ///   and after an edit found them changed; touch-downs and frames skip it.
    func synchronize(readsIdentifiers: Bool = true) {
      guard list != nil else { return }
      synchronizeLayoutDirection()
      if !synchronizeVisibleRows() {
        readHeights()
        synchronizeRows(heightsBuffer)
      } else if readsIdentifiers, itemIdentifiers != nil {
        synchronizeRows(host.store.layout.heights)
      }
      let viewport = readViewport()
      if viewport != host.store.viewport { send(.viewportChanged(viewport)) }
    }

    /// Reports the rows' identifiers and `heights` where they differ from the store's.
    private func synchronizeRows(_ heights: [Double]) {
      let ids = readRowIDs(count: heights.count)
      let idsChanged = ids != rowIDs || reportsRowIDs
      reportsRowIDs = false
      rowIDs = ids
      if idsChanged {
        var rows: [ListStore.RowData] = []
        rows.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() {
          rows.append(ListStore.RowData(id: id, height: heights[index]))
        }
        send(.rowsChanged(rows))
      } else if heights != host.store.layout.heights {
        // The same rows with new heights: the store rebases its gestures on them, with the
        // viewport measured from the new origin.
        send(.layoutChanged(ListLayout(heights: heights), viewport: readViewport()))
      }
      let width = Double(geometry.rowsWidth)
      if width != host.store.rowWidth { send(.resize(width: width)) }
    }

    /// Brings the store's heights up to date from the rows on screen, when only they changed
    /// (an estimate resolving as its row appears, even mid-drag; a row on screen growing):
    /// reads the first row's rect, the visible rows' and the next one's (O(visible rows), no
    /// allocation unless a height changed) and sends the store's layout with theirs.
    ///
    /// Rows off screen are not read: a table's or a vertical list layout's `contentSize` is
    /// the extent of all its rows (estimates for rows never shown), so a row off screen that
    /// changes height changes it by more than the rows on screen did. The rows a gesture
    /// reaches are on screen (auto-scroll brings rows on screen frame by frame, each frame
    /// checked here).
    ///
    /// - Returns: `false` when every row must be read instead: no read yet, another number
    ///   of rows, the first row elsewhere, or rows off screen that changed.
    private func synchronizeVisibleRows() -> Bool {
      guard let list else { return true }
      let store = host.store
      let count = rowCount
      guard count == rowIDs.count, count == store.layout.count, !geometry.contentHeight.isNaN
      else { return false }
      guard count > 0, let first = rowRect(0) else { return true }
      if first.minY != geometry.rowsOrigin || first.minX != geometry.rowsMinX
        || first.width != geometry.rowsWidth
      {
        return false
      }
      // The rows the viewport shows by the store's layout (the one to check against), and
      // the one below the last (its top gives the last visible row's height).
      let layout = store.layout
      let top = max(0, store.viewport.contentOffset)
      let bottom = min(layout.totalHeight, top + store.viewport.height)
      let firstRow = layout.index(at: top) ?? (top >= layout.totalHeight ? count - 1 : 0)
      let lastRow = min(count - 1, (layout.index(at: max(0, bottom - 0.5)) ?? count - 1) + 1)
      guard firstRow <= lastRow, let firstRect = rowRect(firstRow) else { return true }
      // Tops are sums of heights in the store: compared within a hundredth of a point.
      if abs(Double(firstRect.minY - first.minY) - layout.top(of: firstRow)) > 0.01 { return false }
      var growth = 0.0
      var patched = false
      var rect = firstRect
      for row in firstRow...lastRow {
        let next = row + 1 < count ? rowRect(row + 1) : nil
        let measured = Double((next?.minY ?? rect.maxY) - rect.minY)
        let height = measured.isFinite && measured > 0 ? measured : 0
        let known = layout.height(of: row)
        if height != known {
          if !patched {
            heightsBuffer.removeAll(keepingCapacity: true)
            heightsBuffer.append(contentsOf: layout.heights)
            patched = true
          }
          heightsBuffer[row] = height
          growth += height - known
        }
        guard let next else { break }
        rect = next
      }
      let contentHeight = list.contentSize.height
      guard abs(Double(contentHeight - geometry.contentHeight) - growth) <= 0.01 else {
        return false
      }
      geometry.contentHeight = contentHeight
      if patched {
        send(.layoutChanged(ListLayout(heights: heightsBuffer), viewport: readViewport()))
      }
      return true
    }

    /// The store's identifiers of the section's rows: the app's item identifiers when they
    /// are known (``itemIdentifiers``), otherwise the mirror GestureKit keeps through the
    /// edits it asked for (a different count is new data: fresh identifiers).
    ///
    /// Only the identifiers of the rows read now keep their numbers: an item the app removed
    /// is forgotten here, and with it the app's object behind its identifier. The table is
    /// rebuilt in a spare one kept for the purpose, so a read allocates no new table.
    func readRowIDs(count: Int) -> [Int] {
      if let itemIdentifier = itemIdentifiers {
        spareNumbers.removeAll(keepingCapacity: true)
        let ids = (0..<count).map { row in
          guard let identifier = itemIdentifier(indexPath(row)) else { return makeRowID() }
          let number = spareNumbers[identifier] ?? numbers[identifier] ?? makeRowID()
          spareNumbers[identifier] = number
          return number
        }
        swap(&numbers, &spareNumbers)
        spareNumbers.removeAll(keepingCapacity: true)
        return ids
      }
      if rowIDs.count == count { return rowIDs }
      return (0..<count).map { _ in makeRowID() }
    }

    func makeRowID() -> Int {
      defer { nextRowID += 1 }
      return nextRowID
    }

    // MARK: Applying

    /// Carries one effect out: to the app, the haptics, or the list's scrolling.
    func apply(_ effect: ListStore.Effect) {
      switch effect {
      case .haptic(let haptic):
        haptics.play(haptic)
      case .complete(let id):
        guard let index = host.store.index(of: id), rowIsCurrent(at: index) else { return }
        onComplete?(indexPath(index))
      case .delete(let id):
        delete(rowID: id)
      case .move(let from, let to):
        guard rowIsCurrent(at: from) else { return }
        if rowIDs.indices.contains(from), rowIDs.indices.contains(to) {
          rowIDs.insert(rowIDs.remove(at: from), at: to)
        }
        // The rows slide with the store's springs, not UIKit's: laid out at once.
        UIView.performWithoutAnimation {
          onMove?(indexPath(from), indexPath(to))
          list?.layoutIfNeeded()
        }
        if !sightings.isEmpty { seeVisibleRows() }
      case .insert(let index):
        insert(at: index)
      case .beginEditing(let id):
        // As every edit: a row the app replaced under the gesture is not the new row.
        guard let index = host.store.index(of: id), rowIsCurrent(at: index) else { return }
        onBeginEditing?(indexPath(index))
      case .reorderEnded(let id, let from, let to):
        // The dropped row must still be the one lifted, where the store dropped it: a row
        // re-sorted under the finger would report another item's index paths.
        guard host.store.index(of: id) == to, rowIsCurrent(at: to) else { return }
        onReorder?(indexPath(from), indexPath(to))
      case .scroll(let offset):
        guard let list else { return }
        // with estimated heights the store's content height
        // can be off; the store keeps the offset within the list's real ends, given in its
        // coordinates (store offset = list offset − rowsOrigin + top inset).
        let insets = list.adjustedContentInset
        let toStore = Double(insets.top - geometry.rowsOrigin)
        let highest = Double(list.contentSize.height + insets.bottom - list.bounds.height) + toStore
        let target = ListStore.scrollTarget(offset, lowest: Double(-insets.top) + toStore, highest: highest)
        list.contentOffset.y = listContentOffset(target)
        // Lay out now, so that the cells shown this frame are the ones drawn below.
        list.layoutIfNeeded()
      case .scrollingEnabled(let enabled):
        if enabled { resumeScrolling() } else { suspendScrolling() }
      case .announce(let announcement):
        announce(announcement)
      }
    }

    /// Hands a row that slid off to the app and answers the store: removed, or kept.
    private func delete(rowID id: Int) {
      guard let index = host.store.index(of: id), handlesDeletion, rowIsCurrent(at: index) else {
        send(.deleteAnswered(rowID: id, removed: false))
        return
      }
      if let onDeleteWithCompletionHandler {
        deferDelete(rowID: id, at: index, onDeleteWithCompletionHandler)
        return
      }
      guard let onDelete else { return }
      let cell = cell(at: index)
      let countBefore = rowCount
      if let cell {
        deletingCells.add(cell)
        // Hit-testing uses the model frame: the closing row must not take taps. Its previous
        // value is kept and put back when the cell is (the app may have turned it off).
        disableInteraction(of: cell)
      }
      // The completion block runs once every animation added in this transaction (the app's
      // deletion, if it animates one) has finished: then the cell, which stayed off-screen
      // while its row closed, is put back before it is reused. It needs nothing but the cell.
      CATransaction.begin()
      let wasEnabled = cell.flatMap { disabledCells.object(forKey: $0)?.boolValue } ?? true
      CATransaction.setCompletionBlock { [weak self, weak cell] in
        guard let cell else { return }
        guard let self else {
          // The controller is gone with its records: the cell gets back what it had.
          ListGestures.removePins(from: cell.layer)
          if !cell.isUserInteractionEnabled { cell.isUserInteractionEnabled = wasEnabled }
          return
        }
        guard self.deletingCells.contains(cell) else { return }
        self.deletingCells.remove(cell)
        self.restore(cell)
      }
      onDelete(indexPath(index))
      let removed = rowCount < countBefore
      CATransaction.commit()
      if removed {
        if rowIDs.indices.contains(index) { rowIDs.remove(at: index) }
        if !sightings.isEmpty { seeVisibleRows() }
      } else if let cell {
        deletingCells.remove(cell)
        restoreInteraction(of: cell)
      }
      send(.deleteAnswered(rowID: id, removed: removed))  // Queued: next.
    }

    /// Hands a row that slid off to an app that confirms later: the store keeps the row
    /// pending (``ListStore/Event/deleteDeferred(rowID:)``) until the app's first answer.
    private func deferDelete(
      rowID id: Int, at index: Int,
      _ handler: @MainActor (IndexPath, @escaping @Sendable (Bool) -> Void) -> Void
    ) {
      pendingDeletes.insert(id)
      send(.deleteDeferred(rowID: id))  // Queued: next.
      let completion = AnswerOnce(
        warning:
          "GestureKit: a list's delete completion was released without being called: the delete counts as not done and the row comes back. Call the completion once with whether the item was removed."
      ) { [weak self, weak cell = cell(at: index)] deleted in
        self?.finishDeferredDelete(rowID: id, cell: cell, deleted: deleted)
      }
      handler(indexPath(index), completion.completion)
    }

    /// The app's late answer: the row goes if the app removed it from the list, otherwise
    /// it comes back. Only the first answer for a row still pending counts.
    ///
    /// With the items' identifiers, the row went if no row of the list has its identifier
    /// now. Without them, only the count is known, and other rows may be pending: the row
    /// went if the app says so and the list has exactly one row fewer than the store; a
    /// count that disagrees with the answer (another pending row removed first) reads the
    /// rows afresh, with new identifiers, so that no edit reaches another item.
    private func finishDeferredDelete(rowID id: Int, cell: UIView?, deleted: Bool) {
      guard pendingDeletes.remove(id) != nil, host.store.index(of: id) != nil else { return }
      let count = rowCount
      let fewer = host.store.rows.count - count
      let removed: Bool
      if let itemIdentifier = itemIdentifiers {
        removed = !(0..<count).contains { row in
          itemIdentifier(indexPath(row)).flatMap { numbers[$0] } == id
        }
        if removed != deleted { needsRowSynchronization = true }  // The app said otherwise.
      } else {
        removed = deleted && fewer == 1
        // The count disagrees with the answer: which rows went is unknown.
        if fewer != (deleted ? 1 : 0) { needsRowSynchronization = true }
      }
      if removed {
        if let mirrored = rowIDs.firstIndex(of: id) { rowIDs.remove(at: mirrored) }
        // Its cell stays off-screen while its row closes, and is put back when the list
        // shows it again. The cell that showed the row when the app was asked is that cell
        // only if it shows no row now: a cell the list reused meanwhile shows another row,
        // which must not be taken off-screen.
        if let cell, row(of: cell) == nil { deletingCells.add(cell) }
        if !sightings.isEmpty { seeVisibleRows() }
      }
      send(.deferredDeleteAnswered(rowID: id, removed: removed))
    }

    /// Asks the app for a new row and answers the store with its identifier, or `nil`.
    private func insert(at index: Int) {
      let countBefore = rowCount
      UIView.performWithoutAnimation {
        onInsert?(indexPath(index))
        list?.layoutIfNeeded()
      }
      guard rowCount == countBefore + 1 else {
        send(.insertAnswered(rowID: nil))
        return
      }
      let id: Int
      if let identifier = itemIdentifiers?(indexPath(index)) {
        id = numbers[identifier] ?? makeRowID()
        numbers[identifier] = id
      } else {
        id = makeRowID()
      }
      rowIDs.insert(id, at: min(max(0, index), rowIDs.count))
      if !sightings.isEmpty { seeVisibleRows() }
      send(.insertAnswered(rowID: id))
    }
  }
  /// A diffable data source of any item type: the identifiers of its items, which follow
  /// each item through the app's snapshots.
  @MainActor
  protocol DiffableItemIdentifiers: AnyObject {
    func anyItemIdentifier(for indexPath: IndexPath) -> AnyHashable?
  }

  extension UITableViewDiffableDataSource: DiffableItemIdentifiers {
    func anyItemIdentifier(for indexPath: IndexPath) -> AnyHashable? {
      itemIdentifier(for: indexPath).map(AnyHashable.init)
    }
  }

  extension UICollectionViewDiffableDataSource: DiffableItemIdentifiers {
    func anyItemIdentifier(for indexPath: IndexPath) -> AnyHashable? {
      itemIdentifier(for: indexPath).map(AnyHashable.init)
    }
  }

  // A diffable data source made in Objective-C is no generic Swift class: Swift imports
  // Objective-C's `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource` as
  // the `…Reference` classes, whose identifiers are objects (`NSString`, `NSUUID`, an app's
  // own class), equal by `isEqual:` and hashed by `hash` through `AnyHashable`.
  extension UITableViewDiffableDataSourceReference: DiffableItemIdentifiers {
    func anyItemIdentifier(for indexPath: IndexPath) -> AnyHashable? {
      itemIdentifier(for: indexPath) as? AnyHashable
    }
  }

  extension UICollectionViewDiffableDataSourceReference: DiffableItemIdentifiers {
    func anyItemIdentifier(for indexPath: IndexPath) -> AnyHashable? {
      itemIdentifier(for: indexPath) as? AnyHashable
    }
  }
#endif
