#if canImport(UIKit)
  import GestureCore
  import UIKit

  // Showing the store's presentation: the content's offset and the buttons' frames, and the
  // views that carry them (the container below a plain view, a cell's cover).
  extension SwipeActionsController {
    // MARK: - Which views

    /// The cell a view's row moves, if the view is a table or collection view cell or a
    /// cell's content view.
    ///
    /// Section headers and footers count as cells: a collection view applies layout
    /// attributes (frame, transform, alpha, hidden) to every reusable view, on every layout
    /// pass for pinned headers, and a table view sets its header and footer views' frames
    /// (and Apple's `UIView.frame` documentation: under a transform that is not the identity
    /// the frame is undefined), so they must slide through the cover, never through their own
    /// transform.
    static func cell(of view: UIView) -> UIView? {
      if view is UITableViewCell || view is UICollectionReusableView
        || view is UITableViewHeaderFooterView
      {
        return view
      }
      if let cell = view.superview as? UITableViewCell, cell.contentView === view { return cell }
      if let cell = view.superview as? UICollectionViewCell, cell.contentView === view {
        return cell
      }
      if let header = view.superview as? UITableViewHeaderFooterView, header.contentView === view {
        return header
      }
      // A `UIVisualEffectView`'s content view: the plain path would insert the buttons'
      // container into its superview, the effect view itself, and UIKit raises (Apple's
      // `UIVisualEffectView.contentView` documentation: subviews go in the content view, never
      // in the effect view itself), and the effect view lays its content view out to its
      // bounds, so a transform on it would be set through (Apple's `UIView.frame`
      // documentation: under a transform that is not the identity the frame is undefined). It
      // slides through the cover, like a cell, and the cover goes into the content view
      // (`coverParent`).
      if let effect = view.superview as? UIVisualEffectView, effect.contentView === view {
        return effect
      }
      return nil
    }

    /// Where a cell's cover goes: the cell, or for a `UIVisualEffectView` its `contentView`
    /// (Apple's `UIVisualEffectView.contentView` documentation: never the effect view itself).
    static func coverParent(of cell: UIView) -> UIView {
      (cell as? UIVisualEffectView)?.contentView ?? cell
    }

    /// The view whose touches are the row's and whose size is the row's: the cell for a
    /// cell (its cover is inside it, its content view is not an ancestor of the cover), the
    /// view itself otherwise.
    static func host(of view: UIView) -> UIView { cell(of: view) ?? view }

    var hostView: UIView? { view.map(Self.host(of:)) }

    var isCell: Bool { view.map { Self.cell(of: $0) != nil } ?? false }

    /// Where drags are measured: the space the content moves in (a plain view's superview; a
    /// cell, for its cover).
    var coordinateSpace: UIView? { isCell ? hostView : view?.superview }

    /// The row's own coordinates (x from 0 to its width), where the buttons' frames are: a
    /// cell, or a plain view's container (its untransformed frame) while it is placed.
    var rowSpace: UIView? {
      if isCell { return hostView }
      return container.superview != nil ? container : view
    }

    /// Where the hidden observer view goes: where a cell's cover goes (``coverParent(of:)``),
    /// in the row's host view itself, not in a cell's content view. An app that rebuilds a
    /// reused cell by emptying its content view (in `prepareForReuse` or its configure) would
    /// take the observer with the rest, and a cell configured with no actions afterwards
    /// would never be heard of again (hidden for reuse, out of the window, new traits): its
    /// previous item's actions would stay. The cell's own subviews are UIKit's and the
    /// app's to leave alone. A `UIVisualEffectView` takes subviews only in its `contentView`
    /// (Apple's `UIVisualEffectView.contentView` documentation).
    var observerParent: UIView? {
      hostView.map(Self.coverParent(of:))
    }

    // MARK: - Showing

    /// What the views show of a row: everything its content's offset and its buttons'
    /// frames are made of. Compared, not drawn: it holds no frames of the store's (a copy of
    /// an array the store writes on every frame would make the store copy it).
    struct Shown: Equatable {
      var isAtRestClosed: Bool
      var offset: Double
      var expandedSide: SwipeActionsRow.Side?
      var expansion: Double
      var leading: SwipeActionsRow.ButtonLayout
      var trailing: SwipeActionsRow.ButtonLayout

      init(_ row: SwipeActionsRow) {
        isAtRestClosed = row.offset == 0 && row.isClosed
        offset = row.offset
        expandedSide = row.expandedSide
        expansion = row.expansion
        leading = row.leadingLayout
        trailing = row.trailingLayout
      }
    }

    /// Shows the row as the store has it: called by the group after every event and on
    /// every frame, it changes the views only when the row's presentation differs from what
    /// they show (a frame of one row's spring leaves the group's other views alone).
    func show(_ row: SwipeActionsRow) {
      guard isAttached, view != nil else { return }
      let presentation = Shown(row)
      guard presentation != shown else { return }
      if presentation.isAtRestClosed {
        showRest()
        shown = presentation
        return
      }
      shown = presentation
      placeButtons()
      let offset = CGFloat(row.offset)
      moveContent(to: offset)
      for (index, button) in leadingButtons.enumerated() {
        let frame = CGRect(row.frame(.leading, index: index))
        if button.frame != frame { button.frame = frame }
      }
      for (index, button) in trailingButtons.enumerated() {
        let frame = CGRect(row.frame(.trailing, index: index))
        if button.frame != frame { button.frame = frame }
      }
      placeButtonViews(row)
      container.uncover(offset: offset)
    }

    /// The row at rest closed: the content back where it was, the buttons and the cover
    /// gone, so a closed view leaves nothing behind.
    func showRest() {
      shown = nil
      moveContent(to: 0)
      let focusWasOnButtons = keyboardFocusIsOnButtons
      container.removeFromSuperview()
      overlay?.removeFromSuperview()
      overlay = nil
      nextFrame.stop()
      // A focused view that leaves its window takes the keyboard focus with it, and the
      // focus system then starts again from the screen's preferred item: the row keeps it.
      if focusWasOnButtons, isAttached, let host = hostView, host.window != nil {
        requestKeyboardFocus(on: host)
      }
    }

    /// Before the row may move (a touch, a drag, `open`): its buttons, and the latest size
    /// and direction.
    func prepareToMove() {
      guard isAttached else { return }
      makeButtonsIfNeeded()
      observeContent()
      syncLayoutDirection()
      syncSize()
    }

    // MARK: - Moving the content

    /// Moves the content by `offset` points from its rest.
    func moveContent(to offset: CGFloat) {
      if let overlay {
        overlay.slide(to: offset)
        return
      }
      if let drawsContent {
        guard offset != appliedOffset else { return }
        appliedOffset = offset
        drawsContent(offset)
        return
      }
      guard let content = view, !isCell else { return }
      if let moved = movedContent, moved !== content {
        moved.transform = restTransform
        movedContent = nil
        appliedOffset = 0
      }
      guard offset != appliedOffset else { return }
      if appliedOffset == 0 {
        restTransform = content.transform
        movedContent = content
      }
      // A plain view's transform: Auto Layout sets its center and bounds, which a transform
      // leaves alone; a superview that sets its `frame` would move it through the transform
      // (Apple's `UIView.frame` documentation: under a transform that is not the identity the
      // frame is undefined).
      content.transform =
        offset == 0
        ? restTransform : restTransform.concatenating(CGAffineTransform(translationX: offset, y: 0))
      appliedOffset = offset
      if offset == 0 { movedContent = nil }
    }

    // MARK: - Placing the buttons

    /// Puts the buttons where they show: below a plain view in its superview, or in a cell's
    /// cover.
    func placeButtons() {
      if isCell {
        placeCellOverlay()
        return
      }
      guard let content = view, let superview = content.superview else { return }
      if container.superview !== superview {
        superview.insertSubview(container, belowSubview: content)
        syncContainer(with: content)
      } else if let mine = superview.subviews.firstIndex(of: container),
        let theirs = superview.subviews.firstIndex(of: content), mine + 1 != theirs
      {
        superview.insertSubview(container, belowSubview: content)
      }
    }

    /// The container's frame, corners, visibility and opacity, from a plain view's.
    func syncContainer(with content: UIView) {
      let layer = content.layer
      let size = layer.bounds.size
      // The untransformed frame, from the layer's position, anchor point and bounds (the
      // frame itself is undefined under the transform).
      let origin = CGPoint(
        x: layer.position.x - layer.anchorPoint.x * size.width,
        y: layer.position.y - layer.anchorPoint.y * size.height)
      let bounds = CGRect(origin: .zero, size: size)
      if container.bounds != bounds { container.bounds = bounds }
      let center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
      if container.center != center { container.center = center }
      rowShape().apply(to: container.layer)
      container.isHidden = content.isHidden
      container.alpha = content.alpha
      container.uncover(offset: appliedOffset)
    }

  }
#endif
