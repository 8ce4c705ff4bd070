#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // The row's shape, which the buttons' area takes, and a cell's cover: its snapshots, taken
  // without a hitch and kept clean of the touch's highlight.
  extension SwipeActionsController {
    // MARK: - The row's shape

    /// The shape of the area that shows the buttons, as GestureCore resolves it from the
    /// options' `cornerRadius` and the shapes of the row's views, outermost first: the cell's
    /// layer (UIKit rounds an inset-grouped row's), its background view, its background
    /// configuration (on the corners the cell's layer masks), its content view; a
    /// `UIVisualEffectView`'s own layer and its content view's; a plain view's layer.
    func rowShape() -> SwipeActionsRow.CornerShape {
      guard let host = hostView else { return .square }
      var sources = [SwipeActionsRow.CornerShape(host.layer)]
      let masked = SwipeActionsRow.CornerShape.Corners(host.layer.maskedCorners)
      func add(background: UIView?, configuration: UIBackgroundConfiguration?, content: UIView?) {
        if let background { sources.append(.init(background.layer)) }
        if let radius = configuration?.cornerRadius {
          sources.append(.init(radius: Double(radius), corners: masked, curve: .continuous))
        }
        if let content { sources.append(.init(content.layer)) }
      }
      if let cell = host as? UITableViewCell {
        add(
          background: cell.backgroundView, configuration: cell.backgroundConfiguration,
          content: cell.contentView)
      } else if let cell = host as? UICollectionViewCell {
        add(
          background: cell.backgroundView, configuration: cell.backgroundConfiguration,
          content: cell.contentView)
      } else if let header = host as? UITableViewHeaderFooterView {
        add(
          background: header.backgroundView, configuration: header.backgroundConfiguration,
          content: header.contentView)
      } else if let effect = host as? UIVisualEffectView {
        add(background: nil, configuration: nil, content: effect.contentView)
      }
      return .resolved(
        option: options.cornerRadius.map(Double.init), sources: sources,
        size: Size(host.bounds.size))
    }

    // MARK: - A cell's cover

    /// Covers the cell with a view GestureKit owns: the list owns the cell's and its content
    /// view's frames and transforms (it sets them on every layout pass), so the row slides a
    /// snapshot of the cell instead, over a backdrop that hides the real cell, with the
    /// buttons between, all clipped to the row's shape.
    ///
    /// The first picture is the one on screen, taken before the cover is in: it costs no
    /// drawing, so the frame the swipe starts on does not hitch. A swipe is not a tap, so the
    /// touch's highlight goes, as with UIKit's own swipe actions; a cell that was showing it
    /// is pictured with it on this frame, and again without it on the next, once the screen
    /// shows it unhighlighted.
    func placeCellOverlay() {
      guard overlay == nil, let cell = hostView else { return }
      let tableCell = cell as? UITableViewCell
      let collectionCell = cell as? UICollectionViewCell
      let wasHighlighted = tableCell?.isHighlighted == true || collectionCell?.isHighlighted == true
      tableCell?.setHighlighted(false, animated: false)
      collectionCell?.isHighlighted = false
      let snapshot = SwipeActionsCellOverlay.picture(of: cell, leavingOut: nil)
      let cover = SwipeActionsCellOverlay(
        cell: cell, container: container, snapshot: snapshot, shape: rowShape())
      overlay = cover
      Self.coverParent(of: cell).addSubview(cover)
      if wasHighlighted || snapshot == nil { refreshCellSnapshotOnNextFrame() }
    }

    /// Takes the cell's picture again on the next display frame, once the screen shows what
    /// changed (the highlight gone, the cell laid out for a new size): a snapshot before
    /// screen updates shows what was last committed, and a commit happens when the main run
    /// loop is done with its turn, before the display link's next frame.
    func refreshCellSnapshotOnNextFrame() {
      nextFrame.onFrame = { [weak self] _ in
        guard let self else { return }
        nextFrame.stop()
        refreshCellSnapshot()
      }
      nextFrame.start()
    }

    /// A new picture of the cell behind the cover, and the cover's shape for the cell's size.
    /// Snapshots of the cell's parts without the cover (``SwipeActionsCellOverlay/picture(of:leavingOut:)``),
    /// before screen updates: nothing is drawn on the main thread, and nothing of the cover
    /// is committed hidden, so the closed cell never flashes.
    func refreshCellSnapshot() {
      guard isAttached, let overlay, let cell = hostView else { return }
      overlay.reshape(rowShape())
      overlay.replaceSnapshot(with: SwipeActionsCellOverlay.picture(of: cell, leavingOut: overlay))
    }
  }

  extension SwipeActionsRow.CornerShape {
    /// A layer's rounded shape: its `cornerRadius`, `maskedCorners` and `cornerCurve`.
    init(_ layer: CALayer) {
      self.init(
        radius: Double(layer.cornerRadius), corners: Corners(layer.maskedCorners),
        curve: layer.cornerCurve == .continuous ? .continuous : .circular)
    }

    /// Gives a layer this shape; with `masksToBounds` (a view's `clipsToBounds`), its
    /// sublayers are clipped to it.
    func apply(to layer: CALayer) {
      let radius = CGFloat(self.radius)
      if layer.cornerRadius != radius { layer.cornerRadius = radius }
      let mask = CACornerMask(corners)
      if layer.maskedCorners != mask { layer.maskedCorners = mask }
      let curve: CALayerCornerCurve = self.curve == .continuous ? .continuous : .circular
      if layer.cornerCurve != curve { layer.cornerCurve = curve }
    }
  }

  extension SwipeActionsRow.CornerShape.Corners {
    /// Core Animation's corners (y down: `layerMinXMinYCorner` is the top left).
    init(_ mask: CACornerMask) {
      self = []
      if mask.contains(.layerMinXMinYCorner) { insert(.topLeft) }
      if mask.contains(.layerMaxXMinYCorner) { insert(.topRight) }
      if mask.contains(.layerMinXMaxYCorner) { insert(.bottomLeft) }
      if mask.contains(.layerMaxXMaxYCorner) { insert(.bottomRight) }
    }
  }

  extension CACornerMask {
    /// GestureCore's corners as Core Animation's.
    init(_ corners: SwipeActionsRow.CornerShape.Corners) {
      self = []
      if corners.contains(.topLeft) { insert(.layerMinXMinYCorner) }
      if corners.contains(.topRight) { insert(.layerMaxXMinYCorner) }
      if corners.contains(.bottomLeft) { insert(.layerMinXMaxYCorner) }
      if corners.contains(.bottomRight) { insert(.layerMaxXMaxYCorner) }
    }
  }
#endif
