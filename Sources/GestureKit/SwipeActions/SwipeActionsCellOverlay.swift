#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// What covers a swiped cell while it is away from rest: a backdrop that hides the real
  /// cell, the buttons' container, and a snapshot of the cell that slides.
  ///
  /// A table or collection view owns its cells' frames and transforms and sets its cells'
  /// content views' frames on every layout pass (a collection view applies each cell's
  /// layout attributes, frame, center, bounds, transform, alpha and hidden, on every pass;
  /// and Apple's `UIView.frame` documentation: under a transform that is not the identity
  /// the frame is undefined), so moving the cell or its content view would fight the list: a
  /// relayout while open would displace the content, and the accessory would stay behind.
  /// GestureKit moves only views it owns, as UIKit's own swipe and SwipeCellKit move the
  /// whole row: this cover is a subview of the cell that nobody else lays out, sized by
  /// autoresizing with the cell's bounds and never transformed, and the snapshot inside it is
  /// positioned by its own frame. The snapshot is the whole cell (content, accessory,
  /// background), so everything slides together; its cost is that the content updates only
  /// when the picture is taken again (a new size, the app configuring the row again).
  ///
  /// The cover clips everything to the row's rounded shape (an inset-grouped row, a card
  /// cell), so no button shows past its corners.
  ///
  /// Snapshots are `snapshotView(afterScreenUpdates: false)`: the render server's copy of
  /// what the screen shows, which costs no drawing on the main thread (a snapshot after
  /// screen updates, or rendering the layers into a bitmap, draws the whole cell on the
  /// frame the swipe starts, a hitch) and keeps what rendering layers drops: blurs
  /// (`UIVisualEffectView`) and video (`AVPlayerLayer`). See ``picture(of:leavingOut:)``.
  @MainActor
  final class SwipeActionsCellOverlay: UIView {
    /// Hides the real cell where the snapshot is transparent: the color behind the cell.
    private let backdrop = UIView()
    /// The cell as it showed when the row left rest (or last changed size).
    private var snapshot: UIView
    private var offset: CGFloat = 0

    init(
      cell: UIView, container: SwipeActionsButtonContainer, snapshot: UIView?,
      shape: SwipeActionsRow.CornerShape
    ) {
      self.snapshot = snapshot ?? UIView()
      super.init(frame: cell.bounds)
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      clipsToBounds = true
      shape.apply(to: layer)
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backdrop.frame = bounds
      backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      backdrop.backgroundColor = Self.colorBehind(cell)
      addSubview(backdrop)
      container.removeFromSuperview()
      container.frame = bounds
      container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(container)
      addSubview(self.snapshot)
      self.snapshot.isUserInteractionEnabled = false
      slide(to: 0)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    /// Puts the snapshot `offset` points from the cell's rest.
    func slide(to offset: CGFloat) {
      self.offset = offset
      let frame = CGRect(x: offset, y: 0, width: snapshot.bounds.width, height: snapshot.bounds.height)
      if snapshot.frame != frame { snapshot.frame = frame }
    }

    /// A new snapshot (the cell changed size), at the same offset.
    func replaceSnapshot(with new: UIView?) {
      guard let new else { return }
      snapshot.removeFromSuperview()
      snapshot = new
      new.isUserInteractionEnabled = false
      addSubview(new)
      slide(to: offset)
    }

    /// The cell as the screen shows it now, as a view the cover can slide; `nil` for a cell
    /// with no area (a zero width or height never reaches a snapshot, which would be empty
    /// and logged).
    ///
    /// Without `cover`: the cell's own snapshot, taken before the cover is in it. With the
    /// cover in the cell, a snapshot of the cell would show the cover: the picture is then
    /// put together from snapshots of each of the cell's visible subviews but the cover (its
    /// background, content view, accessory, separator), at their places over the cell's own
    /// background color and corners; a subview that holds the cover (a
    /// `UIVisualEffectView`'s content view) is taken apart the same way.
    ///
    /// Snapshots before screen updates show what was last committed to the screen: a change
    /// made now (the touch's highlight turned off) shows in a picture taken on the next
    /// frame.
    static func picture(of cell: UIView, leavingOut cover: UIView?) -> UIView? {
      guard hasArea(cell) else { return nil }
      guard let cover, cover.isDescendant(of: cell) else {
        return cell.snapshotView(afterScreenUpdates: false)
      }
      let picture = UIView(frame: CGRect(origin: .zero, size: cell.bounds.size))
      addPictures(of: cell, to: picture, leavingOut: cover)
      return picture
    }

    /// The cell as the screen shows it now, put together from snapshots of its visible
    /// subviews at their places over its own background color and corners, as
    /// ``picture(of:leavingOut:)`` does with a cover in the cell; `nil` for a cell with no
    /// area. A picture whose cell's own layer is made transparent (a list hiding a lifted row
    /// with an additive opacity animation) still shows its parts, which are not.
    static func pictureOfParts(of cell: UIView) -> UIView? {
      guard hasArea(cell) else { return nil }
      let picture = UIView(frame: CGRect(origin: .zero, size: cell.bounds.size))
      // A view in no hierarchy: no part is left out.
      addPictures(of: cell, to: picture, leavingOut: UIView())
      return picture
    }

    /// Whether a view has an area to snapshot: a finite width and height above 0.
    private static func hasArea(_ view: UIView) -> Bool {
      let size = view.bounds.size
      return size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
    }

    /// Adds to `picture` (a view the size of `view`) the look of `view` without `cover`: its
    /// background color, corners and border, and a snapshot of each visible subview at its
    /// place.
    private static func addPictures(of view: UIView, to picture: UIView, leavingOut cover: UIView) {
      picture.backgroundColor = view.backgroundColor
      picture.layer.cornerRadius = view.layer.cornerRadius
      picture.layer.cornerCurve = view.layer.cornerCurve
      picture.layer.maskedCorners = view.layer.maskedCorners
      picture.clipsToBounds = view.clipsToBounds
      picture.layer.borderWidth = view.layer.borderWidth
      picture.layer.borderColor = view.layer.borderColor
      for subview in view.subviews
      where subview !== cover && !subview.isHidden && subview.alpha > 0 && hasArea(subview) {
        let part: UIView
        if cover.isDescendant(of: subview) {
          part = UIView(frame: CGRect(origin: .zero, size: subview.bounds.size))
          addPictures(of: subview, to: part, leavingOut: cover)
        } else if let snapshot = subview.snapshotView(afterScreenUpdates: false) {
          part = snapshot
        } else {
          continue
        }
        // The subview's place in `view`, set as UIKit places it (bounds, center, transform):
        // its frame is undefined under a transform.
        part.bounds = CGRect(origin: .zero, size: subview.bounds.size)
        part.center = CGPoint(
          x: subview.center.x - view.bounds.minX, y: subview.center.y - view.bounds.minY)
        part.transform = subview.transform
        part.isUserInteractionEnabled = false
        picture.addSubview(part)
      }
    }

    /// Gives the cover a row shape (the cell's size changed: its radius may be limited by it).
    func reshape(_ shape: SwipeActionsRow.CornerShape) {
      shape.apply(to: layer)
    }

    /// The first opaque background behind the cell (the cell's own, then its superviews'),
    /// or the system background.
    private static func colorBehind(_ cell: UIView) -> UIColor {
      var view: UIView? = cell
      while let current = view {
        if let color = current.backgroundColor, color.cgColor.alpha > 0 { return color }
        view = current.superview
      }
      return .systemBackground
    }
  }
#endif
