/// The decisions of a touch drag's trackpad and mouse companion: whether an indirect scroll
/// may begin as the drag, and the rule that the touch drag and the scroll never run at once.
///
/// On iPadOS a trackpad or Magic Mouse scroll reaches only the platform's own pan recognizer
/// (UIKit: `UIPanGestureRecognizer.allowedScrollTypesMask`), never a recognizer built on
/// GestureCore's arena. Hosts therefore pair every touch drag (closure pans, swipe actions,
/// list row swipes, the back swipe, draggable views) with a scroll-only platform pan that
/// takes no touches, and feed its changes to the same store events as the touch drag's. A
/// store has one drag at a time, so the two exclude each other; both answers are here, so
/// every host asks the same questions.
///
/// ```swift
/// // The scroll pan's should-begin:
/// IndirectScroll.scrollMayBegin(
///   axis: .horizontal, translation: Vector(dx: 3, dy: 1), velocity: .zero,
///   touchDragUnderWay: false)  // true
/// // The touch drag's should-begin, while a scroll is under way:
/// IndirectScroll.touchDragMayBegin(scrollUnderWay: true)  // false
/// ```
public enum IndirectScroll {
  /// Whether an indirect scroll may begin as the drag.
  ///
  /// A scroll has no slop: the platform begins its pan on the first scroll events, and
  /// there is no finger whose small wobble must be told from a drag. It may begin when no
  /// touch drag is under way and its first motion, its translation or (when the translation
  /// is still along no axis, as when it is zero) its velocity, is along the drag's axis
  /// (``PanAxis/admits(_:)``), so a horizontal drag leaves vertical scrolling to the scroll
  /// view around it.
  ///
  /// A drag along any direction (``PanAxis/free``: a card, a slider pad) also leaves to the
  /// scroll views around it the axes they scroll along (`scrolledAround`): in a vertical
  /// feed, a vertical trackpad scroll over a card scrolls the feed, and a horizontal one
  /// drags the card, as a finger's vertical stroke scrolls the feed first. A drag along one
  /// axis has already chosen it, and its relations with the scroll views decide as for a
  /// finger.
  ///
  /// - Parameters:
  ///   - axis: The touch drag's axis.
  ///   - translation: The scroll's translation so far, in points.
  ///   - velocity: The scroll's velocity, in points per second.
  ///   - touchDragUnderWay: Whether the touch drag it pairs with has begun and not ended.
  ///   - scrolledAround: The axes along which a scroll view around the drag scrolls (UIKit:
  ///     scrolling enabled, and content longer than its bounds or an always-bounce along
  ///     that axis). Default none.
  public static func scrollMayBegin(
    axis: PanAxis, translation: Vector, velocity: Vector, touchDragUnderWay: Bool,
    scrolledAround: ScrollAxes = []
  ) -> Bool {
    guard !touchDragUnderWay else { return false }
    guard axis.admits(translation) || axis.admits(velocity) else { return false }
    guard axis == .free, !scrolledAround.isEmpty else { return true }
    let motion = stroke(translation: translation, velocity: velocity)
    let horizontal = motion.dx.magnitude > motion.dy.magnitude
    let vertical = motion.dy.magnitude > motion.dx.magnitude
    if horizontal && scrolledAround.contains(.horizontal) { return false }
    if vertical && scrolledAround.contains(.vertical) { return false }
    return true
  }

  /// The axes a scroll view scrolls along.
  public struct ScrollAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    /// Creates a set of axes from its raw value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Left and right.
    public static let horizontal = ScrollAxes(rawValue: 1 << 0)
    /// Up and down.
    public static let vertical = ScrollAxes(rawValue: 1 << 1)
  }

  /// Whether the touch drag may begin: never while its scroll companion is under way (the
  /// store would see a second `began` inside a drag).
  ///
  /// - Parameter scrollUnderWay: Whether the scroll companion has begun and not ended.
  public static func touchDragMayBegin(scrollUnderWay: Bool) -> Bool {
    !scrollUnderWay
  }

  /// The stroke a host's own claim (a store's "does this row take this stroke?") judges for
  /// a scroll about to begin: its translation, or its velocity while the translation is
  /// still zero (a fast first scroll event may report motion only as velocity).
  ///
  /// - Parameters:
  ///   - translation: The scroll's translation so far, in points.
  ///   - velocity: The scroll's velocity, in points per second.
  public static func stroke(translation: Vector, velocity: Vector) -> Vector {
    translation == .zero ? velocity : translation
  }
}
