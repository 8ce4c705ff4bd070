#if canImport(UIKit)
  import UIKit

  /// What covers a swiped cell while it is away from rest: a backdrop that hides the real
  /// cell, the buttons' container, and a snapshot of the cell that slides.
  ///
  /// A table or collection view owns its cells' frames and transforms and sets its cells'
  /// content views' frames on every layout pass ("A list view owns its cells'
  /// frame, center, bounds, transform, alpha and isHidden", "frame is undefined when transform
  /// is not identity"), so moving the cell or its content view would fight the list: a
  /// relayout while open would displace the content, and the accessory would stay behind.
  /// GestureKit moves only views it owns, as UIKit's own swipe and SwipeCellKit move the
  /// whole row: this cover is a subview of the cell that nobody else lays out, sized by
  /// autoresizing with the cell's bounds and never transformed, and the snapshot inside it is
  /// positioned by its own frame. The snapshot is the whole cell (content, accessory,
  /// background), so everything slides together; its cost is that the content does not
  /// update while the row is open.
  @MainActor
  final class SwipeActionsCellOverlay: UIView {
    /// Hides the real cell where the snapshot is transparent: the color behind the cell.
    private let backdrop = UIView()
    /// The cell as it showed when the row left rest (or last changed size).
    private var snapshot: UIView
    private var offset: CGFloat = 0

    init(cell: UIView, container: SwipeActionsButtonContainer, snapshot: UIView?) {
      self.snapshot = snapshot ?? UIView()
      super.init(frame: cell.bounds)
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      clipsToBounds = true
      layer.cornerRadius = cell.layer.cornerRadius
      layer.cornerCurve = cell.layer.cornerCurve
      layer.maskedCorners = cell.layer.maskedCorners
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
