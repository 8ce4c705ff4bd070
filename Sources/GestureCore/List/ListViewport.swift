/// The visible window onto a list: where it is on screen and how far the list is scrolled.
///
/// List interactions receive finger locations in the coordinate space of the gesture (the
/// arena's root, a UIKit window); the viewport turns them into content coordinates, where
/// the rows of a ``ListLayout`` are:
///
///     contentY = y − top + contentOffset
///
/// ```swift
/// // A table view 600 pt tall, 100 pt below the top of the screen, scrolled by 250 pt.
/// let viewport = ListViewport(top: 100, height: 600, contentOffset: 250)
/// viewport.contentY(atY: 130)   // 280: 30 pt into the viewport, 250 pt scrolled
/// ```
public struct ListViewport: Hashable, Sendable {
  /// The viewport's top edge, in the gesture's coordinate space, in points. Default 0.
  public var top: Double
  /// The viewport's height, in points; valid range `0...`. Default 0.
  public var height: Double
  /// How far the content is scrolled: the content `y` shown at the viewport's top edge, in
  /// points (UIKit's `contentOffset.y`). Default 0.
  public var contentOffset: Double

  /// Creates a viewport. NaN or infinite values become 0, and a negative height becomes 0, so
  /// that no NaN reaches an effect.
  public init(top: Double = 0, height: Double = 0, contentOffset: Double = 0) {
    self.top = top.isFinite ? top : 0
    self.height = height.isFinite ? max(0, height) : 0
    self.contentOffset = contentOffset.isFinite ? contentOffset : 0
  }

  /// The same viewport with its values made valid as ``init(top:height:contentOffset:)``
  /// does: what interactions adopt, since the properties can be set to anything.
  var normalized: ListViewport {
    ListViewport(top: top, height: height, contentOffset: contentOffset)
  }

  /// The content `y` under the gesture-space `y`.
  public func contentY(atY y: Double) -> Double {
    y - top + contentOffset
  }

  /// The largest content offset that still shows content at the bottom edge: the content
  /// height minus the viewport height, or 0 when the content is shorter than the viewport.
  /// Auto-scroll keeps the offset within `0...maximumContentOffset(contentHeight:)`.
  public func maximumContentOffset(contentHeight: Double) -> Double {
    max(0, contentHeight - height)
  }
}
