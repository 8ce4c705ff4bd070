extension BackSwipe {
  /// The horizontal state of a scroll view (a carousel, a paging view) that the back swipe
  /// must cooperate with: `UIScrollView`'s `contentOffset.x`, `contentSize.width`,
  /// `bounds.width` and `adjustedContentInset`.
  ///
  /// ```swift
  /// let carousel = BackSwipe.ScrollViewState(
  ///   contentOffsetX: 0, contentWidth: 1200, boundsWidth: 390)
  /// carousel.isAtLeadingEdge(tolerance: 0.5)   // true
  /// ```
  public struct ScrollViewState: Hashable, Sendable {
    /// The content offset along x, in points (UIKit does not mirror it in right-to-left
    /// layouts: there the leading edge is the largest offset).
    public var contentOffsetX: Double
    /// The content's width, in points.
    public var contentWidth: Double
    /// The scroll view's visible width, in points.
    public var boundsWidth: Double
    /// The content insets (UIKit's `adjustedContentInset`); only `left` and `right` count.
    /// Default `.zero`.
    public var contentInset: Insets
    /// The scroll view's layout direction. Default `.leftToRight`.
    public var layoutDirection: ReadingDirection

    /// Creates a scroll view state; each parameter defaults as documented on its property.
    public init(
      contentOffsetX: Double, contentWidth: Double, boundsWidth: Double,
      contentInset: Insets = .zero, layoutDirection: ReadingDirection = .leftToRight
    ) {
      self.contentOffsetX = contentOffsetX
      self.contentWidth = contentWidth
      self.boundsWidth = boundsWidth
      self.contentInset = contentInset
      self.layoutDirection = layoutDirection
    }

    /// The content offset at which the scroll view shows its leading edge, in points:
    /// `−inset.left` left to right; the largest offset, `max(−inset.left, contentWidth +
    /// inset.right − boundsWidth)`, right to left.
    public var leadingEdgeOffset: Double {
      let minimum = -contentInset.left
      switch layoutDirection {
      case .leftToRight:
        return minimum
      case .rightToLeft:
        let maximum = contentWidth + contentInset.right - boundsWidth
        return maximum > minimum ? maximum : minimum
      }
    }

    /// Whether the scroll view is at (or pulled past) its leading edge, within `tolerance`
    /// points: left to right, `contentOffsetX ≤ leadingEdgeOffset + tolerance`; right to left,
    /// `contentOffsetX ≥ leadingEdgeOffset − tolerance`.
    ///
    /// - Parameter tolerance: in points; NaN or negative values are treated as 0.
    /// - Returns: `false` when any value is NaN or infinite (the scroll view keeps its
    ///   gesture).
    public func isAtLeadingEdge(tolerance: Double) -> Bool {
      let slack = tolerance > 0 ? tolerance : 0
      let edge = leadingEdgeOffset
      guard contentOffsetX.isFinite, edge.isFinite, slack.isFinite else { return false }
      switch layoutDirection {
      case .leftToRight: return contentOffsetX <= edge + slack
      case .rightToLeft: return contentOffsetX >= edge - slack
      }
    }
  }
}
