#if canImport(UIKit)
  import UIKit

  /// The view behind a swipeable view's content that holds its buttons.
  ///
  /// For a plain view it has the view's untransformed frame (the frame Auto Layout gave it),
  /// in the view's superview, right below the view; for a cell it fills the cell's cover
  /// (``SwipeActionsCellOverlay``). GestureCore lays the buttons out in this frame's
  /// coordinates (x from 0 to the row's width), so the buttons' frames are the store's
  /// frames as they are.
  ///
  /// Two clips, both pure geometry of the content's offset:
  /// - the container clips to its bounds, with the corner radius of the content (or of the
  ///   options), so buttons that the `drag` style pulls in from beyond the edge stay
  ///   inside the row's shape;
  /// - an inner strip clips to the area the content uncovers (from the container's edge to
  ///   the content's edge), so that no button ever shows through a content view whose
  ///   background is clear (the `reveal` style lays its buttons out under the content). The
  ///   strip's `bounds.origin` equals its frame's origin, so its subviews are placed in the
  ///   container's coordinates.
  @MainActor
  final class SwipeActionsButtonContainer: UIView {
    /// The buttons' superview: the uncovered strip.
    let strip = UIView()

    override init(frame: CGRect) {
      super.init(frame: frame)
      clipsToBounds = true
      strip.clipsToBounds = true
      addSubview(strip)
      accessibilityContainerType = .none
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    /// Closes the open row for the escape (VoiceOver's two-finger scrub, Full Keyboard
    /// Access's Escape) on one of its buttons; returns whether it did. `nil`: the escape goes
    /// on up.
    var performsEscape: (() -> Bool)?

    // The escape is asked of the focused element first, then of each container above it
    // until one returns true: an open row's buttons close their row before the screen
    // around them goes back.
    override func accessibilityPerformEscape() -> Bool {
      performsEscape?() ?? false
    }

    /// Clips the strip to what the content uncovers at `offset` (screen x, in points):
    /// `0 ..< offset` when the content moved right, `width + offset ..< width` when it moved
    /// left.
    func uncover(offset: CGFloat) {
      let width = bounds.width
      let height = bounds.height
      let uncovered = min(abs(offset), width)
      let x = offset > 0 ? 0 : width - uncovered
      let rect = CGRect(x: x, y: 0, width: offset.isFinite ? uncovered : 0, height: height)
      if strip.frame != rect { strip.frame = rect }
      if strip.bounds.origin != rect.origin { strip.bounds.origin = rect.origin }
    }
  }
#endif
