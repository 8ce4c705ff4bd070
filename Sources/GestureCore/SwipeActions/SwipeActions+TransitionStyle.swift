extension SwipeActions {
  /// How the buttons move while the content uncovers them (SwipeCellKit's transition
  /// styles). ``ButtonLayout`` turns a style into frames.
  ///
  /// With `v` the width uncovered and `W` the buttons' total width, for `v ≤ W`:
  /// - ``border``: the uncovered width is shared in proportion to the buttons' widths; every
  ///   button is visible from the start and grows.
  /// - ``drag``: the buttons keep their widths and move with the content's edge, as if pulled
  ///   out from under the container's edge.
  /// - ``reveal``: the buttons stay where they are when fully open and the content slides
  ///   off them, uncovering the innermost one first.
  ///
  /// Past the total width (`v > W`, rubber band or full swipe) ``border`` keeps scaling every
  /// button; ``drag`` and ``reveal`` keep following the content and stretch the first
  /// (outermost) button to the container's edge.
  public enum TransitionStyle: UInt8, Hashable, Sendable {
    /// Buttons share the uncovered width in proportion (the default; UIKit's own look).
    case border
    /// Buttons travel with the content's edge.
    case drag
    /// Buttons stay put and the content slides off them.
    case reveal
  }
}
