extension SwipeActionsRow {
  /// The frames of one side's buttons as pure functions of the content's offset: what the
  /// host applies on every frame of a drag or an animation.
  ///
  /// Frames are in the container's coordinates (x from 0 to its width, y from 0 to its
  /// height, the row's height). The first button sits at the container's edge, the others
  /// further in. Frames may extend past the container's edge (the ``TransitionStyle/drag``
  /// style pulls buttons in from outside): the host clips the buttons to the container and
  /// draws the content above them.
  ///
  /// ```swift
  /// // Two trailing buttons of 78 pt in a 375 × 60 row, left-to-right, content at −78 pt.
  /// let layout = SwipeActionsRow.ButtonLayout(
  ///   style: .border, widths: [78, 78], side: .trailing, layoutDirection: .leftToRight,
  ///   containerSize: Size(width: 375, height: 60))
  /// layout.frame(ofButtonAt: 0, offset: -78)  // x 336, width 39: half of 78 each
  /// layout.frame(ofButtonAt: 1, offset: -78)  // x 297, width 39
  /// ```
  ///
  /// - Complexity: ``frame(ofButtonAt:offset:isExpanded:)`` is O(1); creating a layout is
  ///   O(n) in the number of buttons (it sums their widths once).
  public struct ButtonLayout: Hashable, Sendable {
    /// How the buttons move.
    public let style: TransitionStyle
    /// Each button's width when the row is open, in points, outermost first; each finite
    /// and ≥ 0.
    public let widths: [Double]
    /// The side the buttons belong to.
    public let side: Side
    /// The layout direction that maps the side to a physical edge.
    public let layoutDirection: ReadingDirection
    /// The container's size, in points: its width places right-edge buttons, its height is
    /// every button's height.
    public let containerSize: Size
    /// The sum of ``widths``: how far the content moves to open the row, in points.
    public let revealWidth: Double
    /// The distance of each button's outer side from the container's edge when open.
    private let starts: [Double]

    /// Creates the layout of one side.
    ///
    /// - Parameters:
    ///   - style: the transition style.
    ///   - widths: each button's open width, in points, outermost first; NaN, infinite or
    ///     negative widths count as 0.
    ///   - side: the side the buttons belong to.
    ///   - layoutDirection: maps the side to the left or right edge.
    ///   - containerSize: in points; NaN or negative dimensions count as 0.
    public init(
      style: TransitionStyle, widths: [Double], side: Side,
      layoutDirection: ReadingDirection, containerSize: Size
    ) {
      let clean = widths.map { $0.isFinite && $0 > 0 ? $0 : 0 }
      var starts: [Double] = []
      starts.reserveCapacity(clean.count)
      var total = 0.0
      for width in clean {
        starts.append(total)
        total += width
      }
      self.style = style
      self.widths = clean
      self.side = side
      self.layoutDirection = layoutDirection
      self.containerSize = SwipeActionsRow.normalised(containerSize)
      self.revealWidth = total
      self.starts = starts
    }

    /// The number of buttons.
    public var count: Int { widths.count }

    /// Whether the buttons sit at the container's left edge (revealed by positive offsets).
    public var isAtLeftEdge: Bool {
      side.revealingSign(in: layoutDirection) == .plus
    }

    /// How much of the container the content uncovers on this side at `offset`, in points:
    /// `offset` for left-edge buttons and `−offset` for right-edge ones, never below 0.
    public func uncoveredWidth(atOffset offset: Double) -> Double {
      let width = isAtLeftEdge ? offset : -offset
      return width > 0 ? width : 0  // NaN fails `> 0`
    }

    /// The frame of one button when the content is at `offset`.
    ///
    /// With `v` the uncovered width, `W` the ``revealWidth``, `w` the button's width and `s`
    /// the widths of the buttons outside it, the button spans these distances from the
    /// container's edge:
    /// - ``TransitionStyle/border``: `s·v/W ... (s + w)·v/W`;
    /// - ``TransitionStyle/drag``: `s + v − W ... s + w + v − W`;
    /// - ``TransitionStyle/reveal``: `s ... s + w` while `v ≤ W`, as drag beyond;
    /// - past `W`, in drag and reveal the first button also reaches back to the edge (0);
    /// - expanded (an armed full swipe): the first button spans `0 ... v` and the others are
    ///   squeezed to width 0 at the content's edge (`v`).
    ///
    /// - Parameters:
    ///   - index: the button, 0 being the outermost; out of range gives ``Rect/zero``.
    ///   - offset: the content's offset, in points (screen x); NaN counts as 0.
    ///   - isExpanded: whether the first button fills the uncovered width (a full swipe is
    ///     armed on this side); defaults to `false`.
    /// - Returns: the frame in the container's coordinates; never NaN.
    public func frame(ofButtonAt index: Int, offset: Double, isExpanded: Bool = false) -> Rect {
      guard widths.indices.contains(index) else { return .zero }
      let v = uncoveredWidth(atOffset: offset)
      let w = widths[index]
      let s = starts[index]
      let excess = v - revealWidth
      var near: Double  // the distance of the side towards the container's edge
      var far: Double  // the distance of the side towards the content
      if isExpanded {
        near = index == 0 ? 0 : v
        far = v
      } else {
        switch style {
        case .border:
          let scale = revealWidth > 0 ? v / revealWidth : 0
          near = s * scale
          far = (s + w) * scale
        case .drag:
          near = s + excess
          far = near + w
        case .reveal:
          near = excess > 0 ? s + excess : s
          far = near + w
        }
        if index == 0 && excess > 0 { near = 0 }
      }
      let height = containerSize.height
      if isAtLeftEdge {
        return Rect(x: near, y: 0, width: far - near, height: height)
      }
      return Rect(x: containerSize.width - far, y: 0, width: far - near, height: height)
    }
  }

  /// A size with NaN, infinite and negative dimensions made 0.
  static func normalised(_ size: Size) -> Size {
    Size(
      width: size.width.isFinite && size.width > 0 ? size.width : 0,
      height: size.height.isFinite && size.height > 0 ? size.height : 0)
  }
}
