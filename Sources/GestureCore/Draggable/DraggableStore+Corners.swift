// The corners of the container that something drawn over it covers (iPadOS 26's window
// controls), and how a resting place keeps clear of them.
extension DraggableStore {
  /// The corners of the container that something drawn over its content covers beyond its
  /// safe area, each as the size of the covered area measured from the container's corner:
  /// iPadOS 26's window controls (close, minimize, tile) in the top-left corner of a
  /// free-form window. A floating view resting near such a corner keeps clear of it, with
  /// its margin, as it does of the safe area (see ``frame(at:)``).
  ///
  /// A corner counts only where both of its sizes are positive: a size with a NaN, infinite
  /// or negative width or height, or one beyond 10¹⁵ pt, counts as none.
  ///
  /// ```swift
  /// // Window controls 86 pt wide and 44 pt tall in the top-left corner:
  /// let corners = DraggableStore.CornerInsets(topLeft: Size(width: 86, height: 44))
  /// store.handle(.resize(bounds: bounds, safeArea: insets, cornerInsets: corners), into: &effects)
  /// ```
  public struct CornerInsets: Hashable, Sendable {
    /// The area covered at the top-left corner. Default `.zero`: none.
    public var topLeft: Size
    /// The area covered at the top-right corner. Default `.zero`: none.
    public var topRight: Size
    /// The area covered at the bottom-left corner. Default `.zero`: none.
    public var bottomLeft: Size
    /// The area covered at the bottom-right corner. Default `.zero`: none.
    public var bottomRight: Size

    /// Creates corner insets; each corner defaults to `.zero`, none covered.
    public init(
      topLeft: Size = .zero, topRight: Size = .zero, bottomLeft: Size = .zero,
      bottomRight: Size = .zero
    ) {
      self.topLeft = topLeft
      self.topRight = topRight
      self.bottomLeft = bottomLeft
      self.bottomRight = bottomRight
    }

    /// No corner covered.
    public static let zero = CornerInsets()

    /// The corners covered, read from the container's safe area and the two corner-adapted
    /// versions of it (UIKit's `edgeInsets(for:)` with `.safeArea()`,
    /// `.safeArea(cornerAdaptation: .horizontal)` and `.safeArea(cornerAdaptation: .vertical)`).
    ///
    /// A corner-adapted region is the safe area with one pair of its edges moved in past
    /// whatever covers a corner: adapted horizontally, the side next to it; vertically, the
    /// edge above or below it. So a corner is covered where the horizontally adapted region
    /// insets its side more than the safe area does, and the vertically adapted one its edge:
    /// the covered area is as wide as the first inset and as tall as the second. Where either
    /// is not larger than the safe area's (the window fills the screen, or the container is
    /// away from the controls), the corner is `.zero`.
    ///
    /// ```swift
    /// // Controls in the top-left corner: the horizontal region starts 86 pt in, the
    /// // vertical one 44 pt down; the safe area alone insets neither.
    /// DraggableStore.CornerInsets(
    ///   safeArea: Insets(top: 24),
    ///   horizontallyAdapted: Insets(top: 24, left: 86),
    ///   verticallyAdapted: Insets(top: 44))   // topLeft: 86 × 44
    /// ```
    ///
    /// - Parameters:
    ///   - safeArea: the container's safe area insets, not adapted.
    ///   - horizontallyAdapted: the insets of the safe area adapted horizontally to the
    ///     corners.
    ///   - verticallyAdapted: the insets of the safe area adapted vertically to the corners.
    public init(safeArea: Insets, horizontallyAdapted: Insets, verticallyAdapted: Insets) {
      // NaN compares false: an unusable inset covers nothing.
      func covered(_ side: Double, past sideSafe: Double, _ edge: Double, past edgeSafe: Double)
        -> Size
      {
        side > sideSafe && edge > edgeSafe ? Size(width: side, height: edge) : .zero
      }
      let (h, v) = (horizontallyAdapted, verticallyAdapted)
      self.init(
        topLeft: covered(h.left, past: safeArea.left, v.top, past: safeArea.top),
        topRight: covered(h.right, past: safeArea.right, v.top, past: safeArea.top),
        bottomLeft: covered(h.left, past: safeArea.left, v.bottom, past: safeArea.bottom),
        bottomRight: covered(h.right, past: safeArea.right, v.bottom, past: safeArea.bottom))
    }

    /// The corners with an unusable size (NaN, infinite, negative, beyond 10¹⁵ pt) as none.
    var usable: CornerInsets {
      func usable(_ size: Size) -> Size {
        DraggableStore.isUsable(size.width) && DraggableStore.isUsable(size.height)
          && size.width > 0 && size.height > 0 ? size : .zero
      }
      return CornerInsets(
        topLeft: usable(topLeft), topRight: usable(topRight), bottomLeft: usable(bottomLeft),
        bottomRight: usable(bottomRight))
    }
  }

  // MARK: - Internals

  /// The ways a resting place may move off a covered corner: along its edge (a side anchor
  /// up or down, a top or bottom anchor left or right), or either way (a corner, a point).
  enum CornerEscape {
    case vertically, horizontally, either
  }

  /// `center`, moved off every covered corner its frame would overlap (with the margin
  /// around the covered area) by the shorter way `escape` allows that keeps the centre in
  /// `limits`; the vertical way on a tie, so that a view keeps the side it rests against.
  /// A corner no allowed way clears (the area has no room beside it) leaves the centre where
  /// it is. The corners are taken in turn: top left, top right, bottom left, bottom right.
  func clearingCorners(_ center: Point, escape: CornerEscape, limits: Rect) -> Point {
    let corners = cornerInsets
    let margin = configuration.effectiveMargin
    let half = Size(width: size.width / 2, height: size.height / 2)
    var center = center
    func clear(_ covered: Size, right: Bool, bottom: Bool) {
      guard covered.width > 0, covered.height > 0 else { return }
      // The centre coordinates at which the frame just clears the covered area and margin.
      let clearX =
        right
        ? bounds.maxX - covered.width - margin - half.width
        : bounds.minX + covered.width + margin + half.width
      let clearY =
        bottom
        ? bounds.maxY - covered.height - margin - half.height
        : bounds.minY + covered.height + margin + half.height
      // Overlapping: inside both bands. A frame edge exactly on the line is clear.
      let overlapsX = right ? center.x > clearX : center.x < clearX
      let overlapsY = bottom ? center.y > clearY : center.y < clearY
      guard overlapsX, overlapsY else { return }
      let fitsX = clearX >= limits.minX && clearX <= limits.maxX && escape != .vertically
      let fitsY = clearY >= limits.minY && clearY <= limits.maxY && escape != .horizontally
      switch (fitsX, fitsY) {
      case (true, true):
        if (clearX - center.x).magnitude < (clearY - center.y).magnitude {
          center.x = clearX
        } else {
          center.y = clearY
        }
      case (true, false): center.x = clearX
      case (false, true): center.y = clearY
      case (false, false): break
      }
    }
    clear(corners.topLeft, right: false, bottom: false)
    clear(corners.topRight, right: true, bottom: false)
    clear(corners.bottomLeft, right: false, bottom: true)
    clear(corners.bottomRight, right: true, bottom: true)
    return center
  }
}
