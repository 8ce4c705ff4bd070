#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // Drawing the store's presentation: every value comes from `ListStore` (row offsets and
  // shifts, the lifted row, the placeholder); this file only puts it on screen, once per
  // event and once per display frame, from one clock.
  extension ListGestures {
    // MARK: Drawing

    /// Puts the store's presentation on screen.
    ///
    /// Per frame it allocates nothing of its own in steady state: the visible cells go into a
    /// reused buffer, pins are looked up by layer and only re-pinned when their value
    /// changed, and stale pins are found by the pass that drew them last.
    func render() {
      guard let list else { return }
      let store = host.store
      renderPass &+= 1
      // The snapshot is taken before the slot is emptied below.
      renderLiftedRow(store, in: list)
      fillVisibleCells()
      for (index, cell) in visibleCellBuffer {
        if deletingCells.contains(cell) {
          // a deleted row's cell that
          // shows a row again has been reused; it is put back at once.
          deletingCells.remove(cell)
          restore(cell)
        }
        guard store.rows.indices.contains(index) else { continue }
        let row = store.rows[index]
        // a list owns its cells' frame, transform, alpha and
        // isHidden; GestureKit moves and hides them only with additive animations pinned on
        // their layers, which add to whatever the list sets and survive its layout passes.
        // The lifted row's slot stays empty: model opacity 1, plus −1.
        pin(cell.layer, x: row.offset, y: row.shift, opacity: row.isLifted ? -1 : 0)
        // Hit-testing uses the model (Apple's `UIView.hitTest(_:with:)` documentation: it ignores
        // animations), so the empty slot would take taps: its cell is turned off while lifted, and
        // only a cell GestureKit turned off is turned back on.
        if row.isLifted {
          disableInteraction(of: cell)
        } else {
          restoreInteraction(of: cell)
        }
        if let side = row.revealedCue {
          showCue(for: row, revealing: side, at: index, behind: cell, in: list)
        } else if let view = cueViews.removeValue(forKey: row.id) {
          view.removeFromSuperview()
        }
      }
      // Cues of rows that scrolled out (not drawn this pass) go.
      if !cueViews.isEmpty {
        staleCueBuffer.removeAll(keepingCapacity: true)
        for (id, view) in cueViews where view.renderPass != renderPass {
          view.removeFromSuperview()
          staleCueBuffer.append(id)
        }
        for id in staleCueBuffer { cueViews[id] = nil }
      }
      // Cells that scrolled out or were reused keep nothing of ours (a deleted row's cell
      // keeps its pins until the app's deletion animation is over).
      unpin(exceptPass: renderPass)
      renderPlaceholder(store, in: list)
    }

    /// The cue behind a swiped row: where the row rests, below its cell, revealed as the cell
    /// slides; the side it reveals is the store's (``ListStore/Row/revealedCue``).
    private func showCue(
      for row: ListStore.Row, revealing side: SwipeToCommit.Action, at index: Int,
      behind cell: UIView, in list: UIScrollView
    ) {
      let view = cueViews[row.id] ?? ListCueView(style: configuration.cues)
      cueViews[row.id] = view
      view.renderPass = renderPass  // Drawn this pass.
      let container = cell.superview ?? list
      // Right below its cell, checked every frame (a collection view may reorder its cells)
      // and moved only when it is not there: a reinsertion is a change of the hierarchy.
      let siblings = container.subviews
      if view.superview !== container
        || siblings.firstIndex(of: cell).map({ $0 == 0 || siblings[$0 - 1] !== view }) ?? true
      {
        container.insertSubview(view, belowSubview: cell)
      }
      // A cell's `frame` is undefined under a transform, which a collection view layout may
      // set; where the row rests is the list's rect for it.
      if let rect = rowRect(index) { view.frame = list.convert(rect, to: container) }
      view.reveal(side)
      view.setArmed(row.cue == .complete, for: .complete)
      view.setArmed(row.cue == .delete, for: .delete)
    }

    private func renderLiftedRow(_ store: ListStore, in list: UIScrollView) {
      guard let lifted = store.liftedRow else {
        liftedSnapshot?.view.removeFromSuperview()
        liftedSnapshot = nil
        liftFrame.stop()
        return
      }
      if liftedSnapshot?.id != lifted.id {
        liftedSnapshot?.view.removeFromSuperview()
        liftedSnapshot = nil
        guard let index = store.index(of: lifted.id), let cell = cell(at: index) else { return }
        // After a 0.5 s press the cell shows its highlight; the lifted row must not keep it.
        (cell as? UITableViewCell)?.setHighlighted(false, animated: false)
        (cell as? UICollectionViewCell)?.isHighlighted = false
        // A snapshot before screen updates is the render server's copy of what the screen
        // shows, which costs no drawing on the lift's frame (the haptic's): the highlight
        // is in it, so the picture is taken again on the next frame, once the screen shows
        // the cell unhighlighted (`refreshLiftedPicture()`).
        guard let picture = cell.snapshotView(afterScreenUpdates: false) else { return }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: cell.bounds.size))
        picture.frame = snapshot.bounds
        picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        snapshot.addSubview(picture)
        snapshot.isUserInteractionEnabled = false
        liftFrame.view = cell
        liftFrame.onFrame = { [weak self] _ in
          self?.liftFrame.stop()
          self?.refreshLiftedPicture()
        }
        liftFrame.start()
        let shadow = configuration.liftShadow
        snapshot.layer.shadowColor = shadow.color.cgColor
        snapshot.layer.shadowOffset = shadow.offset
        snapshot.layer.shadowRadius = shadow.radius
        // A shadow path (no off-screen pass on every frame of the drag) with the row's
        // corners: an inset-grouped or card cell rounds its background, not its own layer.
        snapshot.layer.shadowPath =
          UIBezierPath(
            roundedRect: CGRect(origin: .zero, size: cell.bounds.size),
            cornerRadius: Self.cornerRadius(of: cell)
          ).cgPath
        // `bounds` (not `frame`) is the cell's size under any
        // transform a layout gave it; the centre is set below.
        snapshot.bounds = CGRect(origin: .zero, size: cell.bounds.size)
        list.addSubview(snapshot)
        liftedSnapshot = (lifted.id, snapshot, cell.bounds.height)
      }
      guard let (_, snapshot, height) = liftedSnapshot else {
        liftFrame.stop()
        return
      }
      // Our own view: its transform and centre are ours to set.
      snapshot.transform = .identity
      snapshot.center = CGPoint(
        x: geometry.rowsMinX + geometry.rowsWidth / 2, y: contentY(lifted.top) + height / 2)
      snapshot.transform = CGAffineTransform(scaleX: CGFloat(lifted.scale), y: CGFloat(lifted.scale))
      snapshot.alpha = CGFloat(lifted.alpha)
      snapshot.layer.shadowOpacity = lifted.shadow ? configuration.liftShadow.opacity : 0
      list.bringSubviewToFront(snapshot)
    }

    /// The lifted row's picture taken again, the frame after the lift: the cell shows without
    /// its highlight now, and its own layer is hidden by the list's opacity animation, so the
    /// picture is made of its parts (which that animation does not touch).
    func refreshLiftedPicture() {
      guard let (id, snapshot, _) = liftedSnapshot, let index = host.store.index(of: id),
        let cell = cell(at: index), let picture = SwipeActionsCellOverlay.pictureOfParts(of: cell)
      else { return }
      picture.frame = snapshot.bounds
      picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      picture.isUserInteractionEnabled = false
      for old in snapshot.subviews { old.removeFromSuperview() }
      snapshot.addSubview(picture)
    }

    /// The radius a cell's row is drawn with: its own layer's, its background's (a
    /// collection view list's background configuration, an inset-grouped table's background
    /// view) or its content view's, whichever is largest.
    private static func cornerRadius(of cell: UIView) -> CGFloat {
      var radius = cell.layer.cornerRadius
      if let cell = cell as? UICollectionViewCell {
        radius = max(radius, cell.backgroundConfiguration?.cornerRadius ?? 0)
        radius = max(radius, cell.contentView.layer.cornerRadius)
        radius = max(radius, cell.backgroundView?.layer.cornerRadius ?? 0)
      } else if let cell = cell as? UITableViewCell {
        radius = max(radius, cell.backgroundConfiguration?.cornerRadius ?? 0)
        radius = max(radius, cell.contentView.layer.cornerRadius)
        radius = max(radius, cell.backgroundView?.layer.cornerRadius ?? 0)
      }
      return radius
    }

    private func renderPlaceholder(_ store: ListStore, in list: UIScrollView) {
      guard let shown = store.placeholder else {
        placeholderView?.removeFromSuperview()
        placeholderView = nil
        return
      }
      let view = placeholderView ?? ListPlaceholderView(style: configuration.placeholder)
      if placeholderView == nil {
        view.clipsToBounds = true
        list.addSubview(view)
        placeholderView = view
      }
      // The gap's height grows with the scale; the prompt is never squashed (the view clips).
      let height = CGFloat(shown.height * min(max(shown.scale, 0), 1))
      view.frame = CGRect(
        x: geometry.rowsMinX, y: contentY(shown.centerY) - height / 2, width: geometry.rowsWidth,
        height: height)
      view.show(shown.label)
    }

    /// Removes everything GestureKit shows over the list and every pinned animation, and
    /// turns back on the cells it turned off (a deleted row's cell stays as it is until the
    /// app's deletion animation is over).
    func clearPresentation() {
      sightings.removeAll(keepingCapacity: true)
      unpin(exceptPass: nil)
      if disabledCells.count > 0 {
        for case let cell as UIView in disabledCells.keyEnumerator().allObjects
        where !deletingCells.contains(cell) {
          restoreInteraction(of: cell)
        }
      }
      for view in cueViews.values { view.removeFromSuperview() }
      cueViews.removeAll()
      liftedSnapshot?.view.removeFromSuperview()
      liftedSnapshot = nil
      liftFrame.stop()
      placeholderView?.removeFromSuperview()
      placeholderView = nil
    }

    // MARK: Pinned additive animations

    /// The values pinned on one layer.
    struct Pin {
      weak var layer: CALayer?
      var x = 0.0
      var y = 0.0
      var opacity = 0.0
      /// The ``renderPass`` that drew it last.
      var pass = 0
    }

    private static let pinnedKeyPaths = ["transform.translation.x", "transform.translation.y", "opacity"]
    private static let pinKeys = pinnedKeyPaths.map { "gestureKit." + $0 }

    /// Shows `layer` moved by `x` and `y` and with `opacity` added, with additive animations
    /// that never end, leaving the model values (the list's) alone; 0 removes one. A value
    /// equal to the one already pinned is left as it is (no new animation).
    func pin(_ layer: CALayer, x: Double, y: Double, opacity: Double) {
      let key = ObjectIdentifier(layer)
      var entry = pins[key] ?? Pin()
      let isNew = entry.layer !== layer
      if isNew { entry = Pin(layer: layer) }
      entry.pass = renderPass
      // Cells are reused and the list owns their layers: the
      // app's configuration or UIKit may have removed the layer's animations since the last
      // pass, so a steady value whose pin is gone is pinned again.
      if entry.x != x || isNew || Self.isMissing(layer, 0, x) { Self.pin(layer, 0, x) }
      if entry.y != y || isNew || Self.isMissing(layer, 1, y) { Self.pin(layer, 1, y) }
      if entry.opacity != opacity || isNew || Self.isMissing(layer, 2, opacity) {
        Self.pin(layer, 2, opacity)
      }
      entry.x = x
      entry.y = y
      entry.opacity = opacity
      pins[key] = entry
    }

    /// Takes GestureKit's pins off every layer not drawn in `pass` (every layer, for `nil`),
    /// except the cells of deleted rows, which keep theirs until the app's deletion
    /// animation is over. Reuses ``staleKeyBuffer``: nothing is allocated in steady state.
    private func unpin(exceptPass pass: Int?) {
      staleKeyBuffer.removeAll(keepingCapacity: true)
      for (key, entry) in pins where entry.pass != pass {
        if let layer = entry.layer, let cell = layer.delegate as? UIView,
          deletingCells.contains(cell)
        {
          continue
        }
        staleKeyBuffer.append(key)
      }
      for key in staleKeyBuffer {
        if let layer = pins[key]?.layer { Self.removePins(from: layer) }
        pins[key] = nil
      }
    }

    /// Whether a non-zero value's pin is no longer on the layer.
    private static func isMissing(_ layer: CALayer, _ index: Int, _ value: Double) -> Bool {
      value != 0 && value.isFinite && layer.animation(forKey: pinKeys[index]) == nil
    }

    /// Pins one key path (an index into ``pinnedKeyPaths``).
    private static func pin(_ layer: CALayer, _ index: Int, _ value: Double) {
      let key = pinKeys[index]
      guard value != 0, value.isFinite else {
        layer.removeAnimation(forKey: key)
        return
      }
      // A Core Animation animation is copied when added: a changed value is a new one.
      let animation = CABasicAnimation(keyPath: pinnedKeyPaths[index])
      animation.isAdditive = true
      animation.fromValue = value
      animation.toValue = value
      animation.duration = .greatestFiniteMagnitude
      animation.isRemovedOnCompletion = false
      layer.add(animation, forKey: key)
    }

    /// Puts a cell back as the list left it: no pinned animation, and taps as they were
    /// before GestureKit turned them off.
    func restore(_ cell: UIView) {
      Self.removePins(from: cell.layer)
      pins[ObjectIdentifier(cell.layer)] = nil
      restoreInteraction(of: cell)
    }

    static func removePins(from layer: CALayer) {
      for key in pinKeys { layer.removeAnimation(forKey: key) }
    }

    // MARK: Store of cells

    /// Turns a cell's taps off, remembering what it had (once: a second call keeps the
    /// first value).
    func disableInteraction(of cell: UIView) {
      if disabledCells.object(forKey: cell) == nil {
        disabledCells.setObject(NSNumber(value: cell.isUserInteractionEnabled), forKey: cell)
      }
      if cell.isUserInteractionEnabled { cell.isUserInteractionEnabled = false }
    }

    /// Gives a cell GestureKit turned off the value it had before; cells GestureKit never
    /// turned off are not touched. If the cell's value is no longer GestureKit's `false`, the
    /// app set it since (a reused cell it configured): the app's value stays.
    func restoreInteraction(of cell: UIView) {
      guard let previous = disabledCells.object(forKey: cell) else { return }
      disabledCells.removeObject(forKey: cell)
      if !cell.isUserInteractionEnabled { cell.isUserInteractionEnabled = previous.boolValue }
    }
  }
#endif
