extension SwipeActions {
  /// How wide each action's button is.
  ///
  /// ```swift
  /// SwipeActions.ButtonWidth.fitting().width(forContent: 46)   // 74: max(74, 46 + 2·8)
  /// SwipeActions.ButtonWidth.fitting().width(forContent: 80)   // 96: 80 + 2·8
  /// SwipeActions.ButtonWidth.fixed().width(forContent: 80)     // 78
  /// ```
  public enum ButtonWidth: Hashable, Sendable {
    /// The content's width plus `padding` on each side, at least `minimum`:
    /// `max(minimum, content + 2 × padding)`. Defaults: minimum 74 pt (UIKit's swipe
    /// buttons), padding 8 pt; both in points, valid range `≥ 0` (NaN or negative values
    /// become the defaults).
    case fitting(minimum: Double = 74, padding: Double = 8)
    /// The same width for every button, in points; default 78 pt (the classic
    /// `UITableView` delete button). Valid range `≥ 0`; NaN or negative values become 78.
    case fixed(Double = 78)

    /// The width of a button whose title or image is `contentWidth` points wide.
    ///
    /// - Parameter contentWidth: in points; NaN, infinite or negative values count as 0.
    /// - Returns: a finite width ≥ 0, in points.
    public func width(forContent contentWidth: Double) -> Double {
      switch self {
      case .fitting(let minimum, let padding):
        let content = contentWidth.isFinite && contentWidth > 0 ? contentWidth : 0
        let least = minimum.isFinite && minimum >= 0 ? minimum : 74
        let pad = padding.isFinite && padding >= 0 ? padding : 8
        return max(least, content + 2 * pad)
      case .fixed(let width):
        return width.isFinite && width >= 0 ? width : 78
      }
    }
  }
}
