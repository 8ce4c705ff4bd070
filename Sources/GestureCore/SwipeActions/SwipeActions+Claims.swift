extension SwipeActions {
  /// Whether a horizontal stroke that is about to start a drag belongs to this row.
  ///
  /// A closed row claims only strokes that would reveal a side that has actions: a view with
  /// only trailing actions leaves strokes towards the trailing edge to whatever is around it
  /// (a horizontal scroll view, a pager, the navigation back swipe). A row that is open or
  /// moving claims every stroke, since any stroke moves or closes it. A stroke with no
  /// horizontal component, or a non-finite one, is not claimed.
  ///
  /// Hosts ask this from the pan recognizer's `shouldBegin`, with its translation.
  ///
  /// ```swift
  /// pan.shouldBegin = { pan in row.claims(stroke: (pan as! PanRecognizer).translation) }
  /// ```
  public func claims(stroke: Vector) -> Bool {
    guard stroke.dx.isFinite, stroke.dx != 0 else { return false }
    guard case .closed = state else { return true }
    // Content moving towards the trailing edge uncovers the leading side, and vice versa.
    let movesTowardsTrailing = stroke.dx.sign == layoutDirection.towardsTrailing
    return movesTowardsTrailing ? !leading.isEmpty : !trailing.isEmpty
  }
}
