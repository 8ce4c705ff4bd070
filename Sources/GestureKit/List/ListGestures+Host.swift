#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  // The host side of `ListStore`: what UIKit reports to the store and how its effects reach
  // the app. Nothing here decides; every `if` is about UIKit plumbing.
  extension ListGestures {
    // MARK: Reporting

    /// Sends an event to the store, applies its effects, and draws the result.
    func send(_ event: ListStore.Event) {
      driver.send(stamped(event)) { [unowned self] effect in self.apply(effect) }
      // A callback called back (an app that cancels from `onMove`): the driver queued the
      // event, and the outer send does what follows once.
      guard !driver.isApplyingEffects else { return }
      adoptPendingConfiguration()
      if needsRowSynchronization {
        needsRowSynchronization = false
        synchronize()
      }
      render()
      updateDisplayLink()
    }

    /// The event with its time raised to the latest time sent. A long press reports its
    /// deadline's time, which a late timer may deliver after a later frame; the store's
    /// contract asks for one non-decreasing clock, and the host keeps it.
    private func stamped(_ event: ListStore.Event) -> ListStore.Event {
      func at(_ time: Double) -> Double { clock.read(time) }
      switch event {
      case .tick(let time): return .tick(time: at(time))
      case .touchDown(let point, let time): return .touchDown(point, time: at(time))
      case .swipe(let drag, let time): return .swipe(drag, time: at(time))
      case .longPress(let drag, let time): return .longPress(drag, time: at(time))
      case .pinch(let pinch, let time): return .pinch(pinch, time: at(time))
      case .viewportChanged, .resize, .deleteAnswered, .insertAnswered, .rowsChanged,
        .cancel:
        return event
      }
    }

    /// Whether the row at `index` is still the row the store knows (always, without
    /// ``itemIdentifier``): an app that replaced its data without the list hearing of it yet
    /// must not be handed an edit meant for another item.
    func rowIsCurrent(at index: Int) -> Bool {
      guard let itemIdentifier, rowIDs.indices.contains(index) else { return true }
      guard let identifier = itemIdentifier(indexPath(index)),
        let number = numbers[identifier], number == rowIDs[index]
      else {
        needsRowSynchronization = true
        return false
      }
      return true
    }

    /// A display frame: the list's geometry may have changed under a gesture (estimated
    /// heights resolving, a collapsing large title, the app's own updates), so it is read
    /// again before the store advances its springs.
    func frameDidArrive(at time: CFTimeInterval) {
      synchronize(readsRows: rowCount != rowIDs.count)
      // uikit-rules "Animation and timing": the display link's and UITouch's timestamps share
      // one clock, so the store sees one timeline.
      send(.tick(time: Double(time)))
    }

    /// Tells the store about the list as it is now: its rows (when the app changed them by
    /// itself), their width, and the viewport. Reading the rows is O(n): done when a gesture
    /// may begin, and on frames only when the number of rows changed.
    func synchronize(readsRows: Bool = true) {
      guard list != nil else { return }
      if readsRows { synchronizeRows() }
      let viewport = readViewport()
      if viewport != driver.model.viewport { send(.viewportChanged(viewport)) }
    }

    private func synchronizeRows() {
      // uikit-rules "Views and layout": rects of rows never on screen are estimates and the
      // table adjusts `contentOffset` as they resolve, so geometry is read afresh each time.
      let layout = readLayout()
      let ids = readRowIDs(count: layout.count)
      let store = driver.model
      let idsChanged = ids != rowIDs
      rowIDs = ids
      // Heights alone are reported only while no gesture holds the rows: an estimate that
      // resolves mid-drag is not new data.
      let holdsRows = store.liftedRow != nil || store.placeholder != nil
      if idsChanged || (!holdsRows && layout != store.layout) {
        var rows: [ListStore.RowData] = []
        rows.reserveCapacity(ids.count)
        for (index, id) in ids.enumerated() {
          rows.append(ListStore.RowData(id: id, height: layout.height(of: index)))
        }
        send(.rowsChanged(rows))
      }
      let width = Double(geometry.rowsWidth)
      if width != driver.model.rowWidth { send(.resize(width: width)) }
    }

    /// The store's identifiers of the section's rows: the app's item identifiers when
    /// ``itemIdentifier`` is set, otherwise the mirror GestureKit keeps through the edits it
    /// asked for (a different count is new data: fresh identifiers).
    func readRowIDs(count: Int) -> [Int] {
      if let itemIdentifier {
        return (0..<count).map { row in
          guard let identifier = itemIdentifier(indexPath(row)) else { return makeRowID() }
          if let number = numbers[identifier] { return number }
          let number = makeRowID()
          numbers[identifier] = number
          return number
        }
      }
      if rowIDs.count == count { return rowIDs }
      return (0..<count).map { _ in makeRowID() }
    }

    func makeRowID() -> Int {
      defer { nextRowID += 1 }
      return nextRowID
    }

    /// The pinch's phases with the two fingers' `y`s in window coordinates.
    func pinchPhase(_ change: StateChange) -> ListStore.Pinch? {
      guard let pinch = pinchGestureRecognizer.core as? PinchRecognizer else { return nil }
      let touches = pinch.touches
      switch change.state {
      case .began:
        guard touches.count >= 2 else { return nil }
        pinchStartSpan = (touches[1].startLocation - touches[0].startLocation).length
        return .began(upperY: touches[0].location.y, lowerY: touches[1].location.y)
      case .changed:
        guard touches.count >= 2 else { return nil }
        return .changed(upperY: touches[0].location.y, lowerY: touches[1].location.y)
      case .ended:
        return .ended(velocity: change.value.scaleVelocity * pinchStartSpan)
      case .cancelled:
        return .cancelled
      case .possible, .failed, .recognized:
        return nil
      }
    }

    // MARK: Applying

    /// Carries one effect out: to the app, the haptics, or the list's scrolling.
    func apply(_ effect: ListStore.Effect) {
      switch effect {
      case .haptic(let haptic):
        haptics.play(haptic)
      case .complete(let id):
        guard let index = driver.model.index(of: id), rowIsCurrent(at: index) else { return }
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
      case .insert(let index):
        insert(at: index)
      case .beginEditing(let id):
        guard let index = driver.model.index(of: id) else { return }
        onBeginEditing?(indexPath(index))
      case .reorderEnded(_, let from, let to):
        onReorder?(indexPath(from), indexPath(to))
      case .scroll(let offset):
        guard let list else { return }
        // uikit-rules "Views and layout": with estimated heights the store's content height
        // can be off; never scroll past the list's real ends.
        let insets = list.adjustedContentInset
        let maximum = max(-insets.top, list.contentSize.height + insets.bottom - list.bounds.height)
        list.contentOffset.y = min(max(listContentOffset(offset), -insets.top), maximum)
        // Lay out now, so that the cells shown this frame are the ones drawn below.
        list.layoutIfNeeded()
      case .scrollingEnabled(let enabled):
        if enabled { resumeScrolling() } else { suspendScrolling() }
      }
    }

    /// Hands a row that slid off to the app and answers the store: removed, or kept.
    private func delete(rowID id: Int) {
      guard let index = driver.model.index(of: id), let onDelete, rowIsCurrent(at: index) else {
        driver.send(.deleteAnswered(rowID: id, removed: false)) { _ in }
        return
      }
      let cell = cell(at: index)
      let countBefore = rowCount
      if let cell {
        deletingCells.add(cell)
        // Hit-testing uses the model frame: the closing row must not take taps.
        cell.isUserInteractionEnabled = false
      }
      // The completion block runs once every animation added in this transaction (the app's
      // deletion, if it animates one) has finished: then the cell, which stayed off-screen
      // while its row closed, is put back before it is reused. It needs nothing but the cell.
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self, weak cell] in
        guard let cell else { return }
        guard self?.deletingCells.contains(cell) ?? true else { return }
        self?.deletingCells.remove(cell)
        ListGestures.restore(cell)
      }
      onDelete(indexPath(index))
      let removed = rowCount < countBefore
      CATransaction.commit()
      if removed {
        if rowIDs.indices.contains(index) { rowIDs.remove(at: index) }
      } else if let cell {
        deletingCells.remove(cell)
        cell.isUserInteractionEnabled = true
      }
      driver.send(.deleteAnswered(rowID: id, removed: removed)) { _ in }  // Queued: next.
    }

    /// Asks the app for a new row and answers the store with its identifier, or `nil`.
    private func insert(at index: Int) {
      let countBefore = rowCount
      UIView.performWithoutAnimation {
        onInsert?(indexPath(index))
        list?.layoutIfNeeded()
      }
      guard rowCount == countBefore + 1 else {
        driver.send(.insertAnswered(rowID: nil)) { _ in }
        return
      }
      let id: Int
      if let identifier = itemIdentifier?(indexPath(index)) {
        id = numbers[identifier] ?? makeRowID()
        numbers[identifier] = id
      } else {
        id = makeRowID()
      }
      rowIDs.insert(id, at: min(max(0, index), rowIDs.count))
      driver.send(.insertAnswered(rowID: id)) { _ in }
    }
  }

  // MARK: - Arbitration

  extension ListGestures {
    /// The delegate of the recognizers. A separate object, holding the controller weakly: a
    /// recognizer's delegate is weak, and the controller's public API stays free of
    /// `UIGestureRecognizerDelegate`.
    ///
    /// Whether a gesture may begin is the store's decision (`ListStore.allowsSwipe(startingAtY:)`
    /// and the others); this only asks it, adds whether the app handles the result, and
    /// relates the swipe to the list's own pan.
    @MainActor
    final class Arbiter: NSObject, UIGestureRecognizerDelegate {
      weak var owner: ListGestures?

      func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let owner else { return false }
        // A pure question, asked in the middle of UIKit's arbitration: the store as it is,
        // with the viewport as it is now (the rows were read at touch-down), and no event.
        var store = owner.driver.model
        var ignored: [ListStore.Effect] = []
        store.handle(.viewportChanged(owner.readViewport()), into: &ignored)  // on a copy
        if recognizer === owner.swipeGestureRecognizer {
          let value = owner.swipeGestureRecognizer.value
          // Never while its trackpad companion drives a swipe (`IndirectScroll`).
          return owner.swipeScrollPan.touchDragMayBegin
            && (owner.onComplete != nil || owner.onDelete != nil)
            && store.allowsSwipe(startingAtY: value.location.y - value.translation.dy)
        }
        if recognizer === owner.swipeScrollPan.pan {
          // Window coordinates, as the core swipe's value.
          let pan = owner.swipeScrollPan.pan
          let startY = pan.location(in: nil).y - pan.translation(in: nil).y
          return (owner.onComplete != nil || owner.onDelete != nil)
            && store.allowsSwipe(startingAtY: Double(startY))
        }
        if recognizer === owner.reorderGestureRecognizer {
          return owner.onMove != nil
            && store.allowsLift(atY: owner.reorderGestureRecognizer.value.location.y)
        }
        if recognizer === owner.pinchGestureRecognizer {
          return owner.onInsert != nil && store.allowsPinch
        }
        return true
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch
      ) -> Bool {
        // uikit-rules "Gesture recognizers": a plain UIGestureRecognizer is not one the
        // controls defer to. GestureCore's one rule (`ControlTouches`): the swipe and the
        // long press leave a slider's or a switch's drag and text being edited their touches
        // (the touch-down observer as a drag too); buttons keep their taps, none of these
        // being a tap.
        let overlap = (recognizer as? CoreGestureRecognizer).map { ControlOverlap($0.core) } ?? .drag
        return !ControlTouches.leavesTouch(
          to: ControlActions(touchedView: touch.view, below: owner?.list), overlap: overlap)
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool {
        guard let owner else { return false }
        // The touch-down observer never recognises; it must not keep others waiting.
        if recognizer === owner.touchDownObserver || other === owner.touchDownObserver {
          return true
        }
        // The pinch may start while the list's pan has already begun with the first finger;
        // the store then turns scrolling off (`.scrollingEnabled(false)` cancels the pan).
        return recognizer === owner.pinchGestureRecognizer
          && other === owner.list?.panGestureRecognizer
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRequireFailureOf other: UIGestureRecognizer
      ) -> Bool {
        // uikit-rules "Navigation": a swipe from the leading edge of a pushed list belongs to
        // the navigation's back swipe (a screen-edge pan); the row swipe waits for it to fail.
        guard let owner, recognizer === owner.swipeGestureRecognizer else { return false }
        return other is UIScreenEdgePanGestureRecognizer
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy other: UIGestureRecognizer
      ) -> Bool {
        // The list's pan waits for the swipe to fail (the core fails a vertical stroke at
        // once), so vertical scrolling is never stolen and a horizontal stroke never scrolls.
        guard let owner, recognizer === owner.swipeGestureRecognizer else { return false }
        return other === owner.list?.panGestureRecognizer
      }
    }

    /// A recognizer that never recognises: it reports every touch-down on the list, so that
    /// the store can catch a row whose spring runs under the finger.
    @MainActor
    final class TouchDownObserver: UIGestureRecognizer {
      var handler: (@MainActor (CGPoint, Double) -> Void)?
      /// Its own touches still down (other views' touches are not its concern).
      private var touchCount = 0

      init() {
        super.init(target: nil, action: nil)
        // It watches; it never takes touches from the list or its cells.
        cancelsTouchesInView = false
        delaysTouchesBegan = false
        delaysTouchesEnded = false
      }

      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        touchCount += touches.count
        for touch in touches {
          handler?(touch.location(in: nil), touch.timestamp)
        }
      }

      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        touchesLifted(touches.count)
      }

      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        touchesLifted(touches.count)
      }

      private func touchesLifted(_ count: Int) {
        touchCount = max(0, touchCount - count)
        // `.possible` → `.failed` once its last touch is gone: it never holds anything up.
        if touchCount == 0 { state = .failed }
      }

      override func reset() {
        super.reset()
        touchCount = 0
      }
    }
  }

  // MARK: - Contract

  /// Checks the store's host contract on every event in debug builds, and stops with the
  /// contract's message when GestureKit (or an app's misuse of it) breaks it. Not main-actor
  /// bound: it is the driver's observer, called synchronously from the main actor's sends.
  final class ContractAssertions {
    #if DEBUG
      private var checker = ListStore.ContractChecker(tolerance: .mainThreadHost)
    #endif

    func observe(_ event: ListStore.Event, _ effects: [ListStore.Effect], _ store: ListStore) {
      #if DEBUG
        // `.mainThreadHost`, as every GestureKit host: a main-thread stall pauses the display
        // link longer than the checker's frame gap, not this host's doing. Every other
        // violation is a bug.
        if let violation = checker.observe(event, effects: effects, store: store) {
          assertionFailure("\(violation)")
        }
      #endif
    }
  }
#endif
