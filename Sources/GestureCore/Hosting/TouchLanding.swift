/// What a touch did to the content under it when it landed, as a host reports it: whether it
/// only stopped a scroll view that was moving by itself.
///
/// A finger that lands on a list still gliding after a fling stops it, and that is all the
/// touch means: the row under the finger was moving, the user aimed at no row. UIKit's table
/// view selects nothing then, and SwiftUI's own tap gestures do not fire. A host walks from
/// the touched view up through its ancestors and reports ``stoppingScroll`` when one of them
/// is a scroll view moving on its own (UIKit: `UIScrollView.isDecelerating`, which covers the
/// glide after a fling and the bounce back from an edge), ``still`` otherwise; the recognizers
/// then ask their family whether they take the touch (for closure gestures,
/// ``ClosureGestures/Slot/receivesTouch(landing:)``).
///
/// A scroll view the app scrolls itself (an animated `setContentOffset`) is not moving on its
/// own: a touch there lands ``still``, as UIKit delivers it.
public enum TouchLanding: Hashable, Sendable {
  /// On content at rest, or dragged by another finger: the touch means what it does.
  case still
  /// On a scroll view that was moving by itself (gliding after a fling, or bouncing back): the
  /// touch stops it, and a tap made of it is no tap on the content.
  case stoppingScroll
}
