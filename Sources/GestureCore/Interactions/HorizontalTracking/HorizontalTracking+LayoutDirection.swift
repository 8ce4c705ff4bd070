extension HorizontalTracking {
  /// The layout direction, shared by every interaction: ``GestureCore/LayoutDirection``.
  public typealias LayoutDirection = GestureCore.LayoutDirection
}
