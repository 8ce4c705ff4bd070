#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The tab a stashed floating view shows on screen: a dimmed strip over the part of the
  /// view left inside the container, with a chevron pointing to where the view comes back
  /// from, as iOS's picture-in-picture window shows. A tap on it (or a drag) brings the view
  /// back: the store decides, the tab only shows.
  @MainActor
  final class DraggableTabView: UIView {
    private let chevron = UIImageView()
    /// Whether the chevron shown points right (the view is stashed at the left edge).
    private var pointsRight = false

    init() {
      super.init(frame: .zero)
      // Hit-testing stops at a view that takes touches: a tap on the tab lands on the tab,
      // never on the content under it, while the recognizers on the view (its ancestor) still
      // see the touch, as they see every touch on a subview; the store decides.
      isUserInteractionEnabled = true
      isHidden = true
      backgroundColor = UIColor.black.withAlphaComponent(0.45)
      chevron.tintColor = .white
      chevron.contentMode = .center
      addSubview(chevron)
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("DraggableTabView is created in code only") }

    /// Shows the tab over the part of the view that `store` leaves on screen while it is
    /// stashed (the view's frame inside the container's safe area), or hides it.
    func update(for store: DraggableStore, in view: UIView) {
      let frame = store.frame
      let area = store.overshootArea
      let stashedLeft: Bool
      switch store.anchor {
      case .stashedLeft?: stashedLeft = true
      case .stashedRight?: stashedLeft = false
      default:
        isHidden = true
        return
      }
      let visibleMinX = max(frame.minX, area.minX)
      let visibleMaxX = min(frame.maxX, area.maxX)
      guard visibleMaxX > visibleMinX else {
        isHidden = true
        return
      }
      // Called on every frame while the view springs: the image is made only when the side
      // changes, and the tab brought in front of the view's content only as it shows.
      if chevron.image == nil || pointsRight != stashedLeft {
        pointsRight = stashedLeft
        chevron.image = UIImage(systemName: stashedLeft ? "chevron.compact.right" : "chevron.compact.left")
      }
      // In the view's bounds: the visible strip, from the frame's own left edge.
      let bounds = view.bounds
      self.frame = CGRect(
        x: bounds.minX + visibleMinX - frame.minX, y: bounds.minY,
        width: visibleMaxX - visibleMinX, height: bounds.height)
      chevron.frame = self.bounds
      if isHidden {
        isHidden = false
        superview?.bringSubviewToFront(self)
      }
    }
  }
#endif
