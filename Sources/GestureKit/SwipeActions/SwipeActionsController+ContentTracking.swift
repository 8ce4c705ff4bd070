#if canImport(UIKit)
  import GestureCore
  import UIKit

  // Following the content: its layer observed for frame changes, its size and layout direction
  // told to the store, and the content observer's reports (leaving the window, trait changes).
  extension SwipeActionsController {
    // MARK: - Observing the content

    /// Observes the row's layer (a plain view's container follows it, size changes reach the
    /// store) and puts the observer view in the content, if the content is new (a cell's
    /// content view replaced) or the observation stopped.
    func observeContent() {
      guard isAttached, let host = hostView, let parent = observerParent else { return }
      if observer.superview !== parent { parent.addSubview(observer) }
      guard host !== observedContent || observations.isEmpty else { return }
      observedContent = host
      let layer = host.layer
      let changed: @Sendable () -> Void = { [weak self] in
        Self.onMainActor { self?.contentLayerDidChange() }
      }
      observations = [
        layer.observe(\.position) { _, _ in changed() },
        layer.observe(\.bounds) { _, _ in changed() },
        layer.observe(\.isHidden) { _, _ in changed() },
        layer.observe(\.opacity) { _, _ in changed() },
      ]
    }

    func contentLayerDidChange() {
      guard isAttached, let view else { return }
      if !isCell, container.superview != nil { syncContainer(with: view) }
      if isCell, hostView?.isHidden == true, !isClosed {
        // A list hides the cells it keeps for reuse without taking them out of the window
        // (and may hide a cell it animates out): nothing shows, so the row goes back to rest
        // at once, and a reused cell never comes back open or off-screen after a full swipe
        // (the list owns its cells' hidden state, and reuses a cell for another item).
        group.send(.reset(rowID: id))
        showRest()
        awaitConfiguration(takenBack: false)
      } else if isCell, hostView?.isHidden == true {
        awaitConfiguration(takenBack: false)
      } else if awaitsConfiguration {
        dropActionsUnlessConfigured()
      }
      syncSize()
    }

    /// A cell the list took back for reuse (hid it, or took it out of its superview) shows
    /// another item next, configured by the app's `cellForRow`, which UIKit calls before it
    /// shows the cell again. A configure that no longer calls `swipeActions` for the new item
    /// (`if item.canDelete { … }`) must not leave the previous item's actions on it, their
    /// handlers holding the previous item: once the cell shows again, in the run-loop turn
    /// after (the app may also configure it in `willDisplay`), actions nobody configured
    /// again are dropped, with their buttons and VoiceOver actions.
    ///
    /// A list hides the cells it keeps for reuse, but an app may hide a cell on screen too
    /// (a zoom or custom transition hides its source, an animation): a hidden cell that shows
    /// again at the index path it had when it was hidden is the same row, and keeps its
    /// actions; one the list no longer shows at that path (or at any, or taken out of its
    /// superview) was taken back.
    /// Marks a cell its list may have taken back: its actions are the previous item's until
    /// the app configures it again, unless it shows again at the same index path.
    ///
    /// - Parameter takenBack: Whether the list surely took it back (out of its superview).
    func awaitConfiguration(takenBack: Bool) {
      if takenBack { indexPathWhenHidden = nil }
      guard !awaitsConfiguration else { return }
      awaitsConfiguration = true
      indexPathWhenHidden = takenBack ? nil : listIndexPath()
      // VoiceOver and Switch Control offer custom actions without a touch: the previous
      // item's go at once (the app's configuration puts them back with its actions, and a
      // cell that shows again as the same row gets them back).
      uninstallAccessibilityActions()
    }

    func dropActionsUnlessConfigured() {
      DispatchQueue.main.async { [weak self] in
        guard let self, self.awaitsConfiguration, self.isAttached,
          let host = self.hostView, host.window != nil, !host.isHidden
        else { return }
        if let before = self.indexPathWhenHidden, self.listIndexPath() == before {
          // Hidden and shown again as the same row: its actions are still its own.
          self.awaitsConfiguration = false
          self.indexPathWhenHidden = nil
          self.installAccessibilityActions()
          return
        }
        self.update(leading: [], trailing: [], options: self.options)
      }
    }

    /// Where the list shows the cell now: its index path in the table or collection view
    /// around it, `nil` for a cell the list does not show (kept for reuse) or a plain view.
    func listIndexPath() -> IndexPath? {
      guard let host = hostView else { return nil }
      var ancestor = host.superview
      while let current = ancestor {
        if let table = current as? UITableView, let cell = host as? UITableViewCell {
          return table.indexPath(for: cell)
        }
        if let collection = current as? UICollectionView, let cell = host as? UICollectionViewCell {
          return collection.indexPath(for: cell)
        }
        ancestor = current.superview
      }
      return nil
    }

    /// The row's size, if it changed.
    func syncSize() {
      guard let host = hostView else { return }
      let size = Size(host.bounds.size)
      guard size != coreSize else { return }
      coreSize = size
      if overlay != nil {
        // This runs inside the layout pass that resized the cell; the picture must show the
        // cell laid out for its new size, which the screen shows from the next frame.
        refreshCellSnapshotOnNextFrame()
      }
      group.send(.resize(rowID: id, size))
    }

    /// The row's layout direction, if it changed (the row closes at once).
    func syncLayoutDirection() {
      guard let view else { return }
      let direction = ReadingDirection(view.resolvedLayoutDirection)
      guard direction != layoutDirection else { return }
      layoutDirection = direction
      group.send(.setLayoutDirection(rowID: id, direction))
    }

    /// Tells the group about the scroll views around the row, or, with none, its window:
    /// scrolling the scroll views closes the open view, and touches on them outside every
    /// view count as touches elsewhere that only close it, as a table's rows close; a card
    /// with no scroll view around it closes on a touch anywhere else in its window, which
    /// still reaches what it touched. Rows in a scroll view leave the window alone, so a
    /// table's cells add no recognizer each to it.
    func registerScrollViews() {
      joinScrollViewGroupIfNeeded()
      var ancestor = hostView?.superview
      var isInScrollView = false
      while let current = ancestor {
        if let scrollView = current as? UIScrollView {
          group.observe(scrollView)
          isInScrollView = true
        }
        if let window = current as? UIWindow, !isInScrollView {
          group.observeTouches(inWindow: window)
        }
        ancestor = current.superview
      }
    }

    /// A view whose options name no group joins the one the nearest scroll view around it
    /// keeps for such views (``SwipeActionsGroupController/shared(by:)``): a table's rows
    /// share one store, one target on the table's pan and one touch observer, rather than
    /// one each, and opening one closes the others, as in UIKit's own lists. Only at rest
    /// with no finger down (a view entering a window, configured, or made), where leaving
    /// its group changes nothing it shows; a view in no scroll view keeps a group of its own.
    func joinScrollViewGroupIfNeeded() {
      guard isAttached, options.group == nil, touchesDown == 0, state == .closed else { return }
      var ancestor = hostView?.superview
      while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
      guard let scrollView = ancestor as? UIScrollView else { return }
      let shared = SwipeActionsGroupController.shared(by: scrollView)
      guard shared !== group else { return }
      group.remove(id)
      group = shared
      id = group.insert(self, row: makeRow())
      reportEnabled()
    }

    // MARK: - Content changes

    /// The observer view left the content: the content is being deallocated (UIKit removes
    /// its subviews before releasing its layer) or someone removed the observer. Stop
    /// observing the layer while it still exists; the next touch or `open` observes again.
    func contentObserverWasRemoved() {
      observations.removeAll()
      observedContent = nil
    }

    /// The content entered or left a window.
    func contentDidMoveToWindow() {
      guard isAttached, let view else { return }
      if view.window == nil {
        // Off screen (a cell scrolled away, deleted or about to be reused, a card taken out,
        // a tab switched): back at rest at once, as UIKit's own swipe actions, so a cell the
        // list reuses for another item never comes back open; the buttons leave with it.
        group.send(.reset(rowID: id))
        showRest()
        // A cell out of its superview too was taken back by its list for reuse; one whose
        // screen left the window (a push, a tab switch) keeps its place in the list.
        if isCell, hostView?.superview == nil { awaitConfiguration(takenBack: true) }
      } else {
        if awaitsConfiguration { dropActionsUnlessConfigured() }
        observeContent()
        syncLayoutDirection()
        syncSize()
        registerScrollViews()
        // In a window, the list around a cell is known: its delegate may show menus.
        refreshMenuInteraction()
      }
    }

    /// The content's traits changed: the layout direction may have flipped, the Dynamic Type
    /// size may have changed the buttons' widths.
    func contentTraitsDidChange(from previous: UITraitCollection?) {
      guard isAttached, let view else { return }
      syncLayoutDirection()
      if let previous,
        previous.preferredContentSizeCategory != view.traitCollection.preferredContentSizeCategory
      {
        // Buttons not made yet are measured when they are.
        if areButtonsMade {
          rebuildButtons()
          group.send(
            .setActions(
              rowID: id, leading: actionSet(.leading, from: leading, buttons: leadingButtons),
              trailing: actionSet(.trailing, from: trailing, buttons: trailingButtons)))
        }
        installAccessibilityActions()
      }
    }
  }
#endif
