#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // Drawing the store's presentation: every value comes from `ListStore` (row offsets and
  // shifts, the lifted row, the placeholder); this file only puts it on screen, once per
  // event and once per display frame, from one clock.
  extension ListGestures {
    // MARK: Frames

    /// Runs the display link while the store needs frames or something is still shown over
    /// the list, and stops it (putting everything back) once all is at rest.
    func updateDisplayLink() {
      let store = driver.model
      // GestureKit's one frame driver (`DisplayLinkFrames`: weak relay, invalidated when no
      // longer needed, 120 Hz asked for, frames stamped with their targetTimestamp).
      frames.run(store.needsFrames)
      if !store.needsFrames, store.isAtRest { clearPresentation() }
    }

    // MARK: Drawing

    /// Puts the store's presentation on screen.
    func render() {
      guard let list else { return }
      let store = driver.model
      // The snapshot is taken before the slot is emptied below.
      renderLiftedRow(store, in: list)
      var shownCues: Set<Int> = []
      var drawn: [CALayer] = []
      for (index, cell) in visibleCells() {
        if deletingCells.contains(cell) {
          // uikit-rules "Views and layout" (cells are reused): a deleted row's cell that
          // shows a row again has been reused; it is put back at once.
          deletingCells.remove(cell)
          Self.restore(cell)
        }
        guard store.rows.indices.contains(index) else { continue }
        let row = store.rows[index]
        // uikit-rules "Views and layout": a list owns its cells' frame, transform, alpha and
        // isHidden; GestureKit moves and hides them only with additive animations pinned on
        // their layers, which add to whatever the list sets and survive its layout passes.
        pin(cell.layer, "transform.translation.x", row.offset)
        pin(cell.layer, "transform.translation.y", row.shift)
        // The lifted row's slot stays empty: model opacity 1, plus −1; and, since hit-testing
        // uses the model, it takes no taps.
        pin(cell.layer, "opacity", row.isLifted ? -1 : 0)
        cell.isUserInteractionEnabled = !row.isLifted
        drawn.append(cell.layer)
        if row.offset != 0 || row.cue != nil {
          shownCues.insert(row.id)
          showCue(for: row, behind: cell, in: list)
        }
      }
      for (id, view) in cueViews where !shownCues.contains(id) {
        view.removeFromSuperview()
        cueViews[id] = nil
      }
      // Cells that scrolled out or were reused keep nothing of ours.
      let deleting = deletingCells.allObjects.map(\.layer)
      for layer in pinnedLayers.allObjects
      where !drawn.contains(where: { $0 === layer }) && !deleting.contains(where: { $0 === layer }) {
        unpin(layer)
      }
      renderPlaceholder(store, in: list)
    }

    /// The cue behind a swiped row: where the cell rests, below it, revealed as the cell
    /// slides.
    private func showCue(for row: ListStore.Row, behind cell: UIView, in list: UIScrollView) {
      let view = cueViews[row.id] ?? ListCueView(style: configuration.cues)
      cueViews[row.id] = view
      // Below its cell every time: a collection view may reorder its cells.
      (cell.superview ?? list).insertSubview(view, belowSubview: cell)
      // The cell's frame is the list's model value (no transform of ours is on it).
      view.frame = cell.frame
      let side: SwipeToCommit.Action? =
        row.offset == 0 ? row.cue : SwipeToCommit.Action.towards(row.offset < 0 ? .minus : .plus, in: driver.model.configuration.layoutDirection)
      view.reveal(side)
      view.setArmed(row.cue == .complete, for: .complete)
      view.setArmed(row.cue == .delete, for: .delete)
    }

    private func renderLiftedRow(_ store: ListStore, in list: UIScrollView) {
      guard let lifted = store.liftedRow else {
        liftedSnapshot?.view.removeFromSuperview()
        liftedSnapshot = nil
        return
      }
      if liftedSnapshot?.id != lifted.id {
        liftedSnapshot?.view.removeFromSuperview()
        liftedSnapshot = nil
        guard let index = store.index(of: lifted.id), let cell = cell(at: index) else { return }
        // After a 0.5 s press the cell shows its highlight; the lifted row must not keep it.
        (cell as? UITableViewCell)?.setHighlighted(false, animated: false)
        (cell as? UICollectionViewCell)?.isHighlighted = false
        guard let snapshot = cell.snapshotView(afterScreenUpdates: false) else { return }
        let shadow = configuration.liftShadow
        snapshot.layer.shadowColor = shadow.color.cgColor
        snapshot.layer.shadowOffset = shadow.offset
        snapshot.layer.shadowRadius = shadow.radius
        // A shadow path: no off-screen pass on every frame of the drag.
        snapshot.layer.shadowPath = UIBezierPath(rect: CGRect(origin: .zero, size: cell.bounds.size)).cgPath
        snapshot.frame = cell.frame
        list.addSubview(snapshot)
        liftedSnapshot = (lifted.id, snapshot, cell.bounds.height)
      }
      guard let (_, snapshot, height) = liftedSnapshot else { return }
      // Our own view: its transform and centre are ours to set.
      snapshot.transform = .identity
      snapshot.center = CGPoint(
        x: geometry.rowsMinX + geometry.rowsWidth / 2, y: contentY(lifted.top) + height / 2)
      snapshot.transform = CGAffineTransform(scaleX: CGFloat(lifted.scale), y: CGFloat(lifted.scale))
      snapshot.alpha = CGFloat(lifted.alpha)
      snapshot.layer.shadowOpacity = lifted.shadow ? configuration.liftShadow.opacity : 0
      list.bringSubviewToFront(snapshot)
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

    /// Removes everything GestureKit shows over the list and every pinned animation.
    func clearPresentation() {
      // A deleted row's cell stays off-screen until the app's deletion animation is over.
      let deleting = deletingCells.allObjects.map(\.layer)
      for layer in pinnedLayers.allObjects where !deleting.contains(where: { $0 === layer }) {
        unpin(layer)
      }
      for view in cueViews.values { view.removeFromSuperview() }
      cueViews.removeAll()
      liftedSnapshot?.view.removeFromSuperview()
      liftedSnapshot = nil
      placeholderView?.removeFromSuperview()
      placeholderView = nil
    }

    // MARK: Pinned additive animations

    private static let pinnedKeyPaths = ["transform.translation.x", "transform.translation.y", "opacity"]

    /// Shows `layer` moved by `value` along `keyPath` with an additive animation that never
    /// ends, leaving the model value (the list's) alone; 0 removes it.
    func pin(_ layer: CALayer, _ keyPath: String, _ value: Double) {
      let key = "gestureKit." + keyPath
      guard value != 0, value.isFinite else {
        layer.removeAnimation(forKey: key)
        return
      }
      let animation = CABasicAnimation(keyPath: keyPath)
      animation.isAdditive = true
      animation.fromValue = value
      animation.toValue = value
      animation.duration = .greatestFiniteMagnitude
      animation.isRemovedOnCompletion = false
      layer.add(animation, forKey: key)
      pinnedLayers.add(layer)
    }

    /// Removes a layer's pinned animations.
    func unpin(_ layer: CALayer) {
      Self.removePins(from: layer)
      pinnedLayers.remove(layer)
    }

    /// Puts a cell back as the list left it: no pinned animation, taps on.
    static func restore(_ cell: UIView) {
      removePins(from: cell.layer)
      cell.isUserInteractionEnabled = true
    }

    private static func removePins(from layer: CALayer) {
      for keyPath in pinnedKeyPaths { layer.removeAnimation(forKey: "gestureKit." + keyPath) }
    }
  }
#endif
