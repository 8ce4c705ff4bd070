extension BackSwipe {
  /// What a back swipe needs to know about the navigation it would pop, kept up to date by
  /// the host with ``Event/contextChanged(_:)``.
  ///
  /// ```swift
  /// let context = BackSwipe.Context(
  ///   container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2)
  /// ```
  public struct Context: Hashable, Sendable {
    /// The navigation container's frame, in the coordinates of the drag locations. Its
    /// width is the distance of a full pop; its leading edge is where swipes start.
    public var container: Rect

    /// The layout direction of the navigation. Default `.leftToRight`.
    public var layoutDirection: ReadingDirection

    /// How many screens are on the stack, the root included. A swipe may begin only above
    /// the root (`stackDepth > 1`): popping the root is the classic frozen-screen bug.
    public var stackDepth: Int

    /// Whether a push or pop animation is running (UIKit: the navigation controller's
    /// `transitionCoordinator` is not `nil`). Default `false`. No swipe begins meanwhile.
    public var isTransitioning: Bool

    /// Whether the top screen opted out of the back swipe (a drawing canvas, a map).
    /// Default `false`.
    public var isOptedOut: Bool

    /// Creates a context; each parameter defaults as documented on its property.
    public init(
      container: Rect, layoutDirection: ReadingDirection = .leftToRight, stackDepth: Int,
      isTransitioning: Bool = false, isOptedOut: Bool = false
    ) {
      self.container = container
      self.layoutDirection = layoutDirection
      self.stackDepth = stackDepth
      self.isTransitioning = isTransitioning
      self.isOptedOut = isOptedOut
    }

    /// Whether the container has a finite, positive width and a finite frame.
    var hasUsableContainer: Bool {
      container.origin.isFinite && container.width.isFinite && container.height.isFinite
        && container.width > 0
    }
  }
}
