extension BackSwipe {
  /// The layout direction, shared by every interaction: ``GestureCore/LayoutDirection``. It
  /// decides which edge is leading (where the back swipe and a horizontal scroll view start)
  /// and which is trailing (where the swipe moves to).
  public typealias LayoutDirection = GestureCore.LayoutDirection
}
