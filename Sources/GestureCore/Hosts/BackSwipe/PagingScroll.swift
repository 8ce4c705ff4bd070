/// A horizontal paging scroll view for hosts that have none (the browser gallery's carousel):
/// the scroll view a back swipe cooperates with, as ``Node`` is the hit-test tree for hosts
/// without views. UIKit hosts use `UIScrollView` instead, and report its
/// ``BackSwipe/ScrollViewState``.
///
/// The content follows a horizontal drag 1:1 within its bounds; on release the flick is
/// projected (``Projection``, the normal deceleration rate) and the content springs, carrying
/// the release velocity, to the page nearest to where it would have come to rest. A spring
/// towards the first or last page never shows past the content's end.
///
/// ```swift
/// var carousel = PagingScroll(configuration: .init(pageWidth: 252, contentWidth: 1532, boundsWidth: 390))
/// var none: [PagingScroll.Effect] = []
/// carousel.handle(.drag(drag, time: now), into: &none)
/// // while carousel.needsFrames: carousel.handle(.tick(time: frameTime), into: &none)
/// draw(contentOffset: carousel.offset)
/// ```
///
/// - Complexity: O(1) per event.
public struct PagingScroll: Sendable {
  /// The geometry and the page spring.
  public struct Configuration: Hashable, Sendable {
    /// The distance between two pages' resting offsets, in points (a card and its gap);
    /// positive. NaN, infinite or not positive: every offset is a page.
    public var pageWidth: Double
    /// The content's width, in points.
    public var contentWidth: Double
    /// The visible width, in points.
    public var boundsWidth: Double
    /// The spring to a page. Default critically damped, 0.4 s response.
    public var spring: Spring

    /// Creates a configuration; `spring` defaults as documented on its property.
    public init(
      pageWidth: Double, contentWidth: Double, boundsWidth: Double,
      spring: Spring = Spring(dampingRatio: 1, response: 0.4)
    ) {
      self.pageWidth = pageWidth
      self.contentWidth = contentWidth
      self.boundsWidth = boundsWidth
      self.spring = spring
    }
  }

  /// What the host tells the scroll view.
  public enum Event: Hashable, Sendable {
    /// The scroll view's horizontal pan. `began` stops a spring in flight where it is; a drag
    /// with NaN or infinite values is treated as a cancel.
    case drag(DragEvent, time: Double)
    /// A display frame: the spring advances.
    case tick(time: Double)
  }

  /// A scroll view asks its host for nothing: read ``offset`` after each event.
  public enum Effect: Hashable, Sendable {}

  /// The options.
  public let configuration: Configuration
  /// The content offset, in points: 0 shows the content's leading edge; always within
  /// `0...maximumOffset`.
  public private(set) var offset: Double = 0
  /// The latest time the host reported, in seconds.
  public private(set) var time: Double = 0
  /// The offset plus the translation at the drag's start, while a drag scrolls.
  private var dragOrigin: Double?
  /// The spring to a page, while one runs.
  private var motion: Motion?

  /// Creates a scroll view showing its leading edge.
  public init(configuration: Configuration) {
    self.configuration = configuration
  }

  /// The largest offset, in points: the content's trailing edge at the bounds' (0 for
  /// content narrower than the bounds, or unusable sizes).
  public var maximumOffset: Double {
    let maximum = configuration.contentWidth - configuration.boundsWidth
    return maximum.isFinite && maximum > 0 ? maximum : 0
  }

  /// Whether the host must send ``Event/tick(time:)`` on every display frame.
  public var needsFrames: Bool { motion != nil }

  /// Whether nothing moves and no drag holds the content.
  public var isAtRest: Bool { motion == nil && dragOrigin == nil }

  /// The state a ``BackSwipeStore`` reads to decide whether the scroll view yields.
  public var state: BackSwipe.ScrollViewState {
    BackSwipe.ScrollViewState(
      contentOffsetX: offset, contentWidth: configuration.contentWidth,
      boundsWidth: configuration.boundsWidth)
  }

  /// `value` within the content; NaN gives 0.
  private func clamped(_ value: Double) -> Double {
    if value.isNaN || value < 0 { return 0 }
    return value > maximumOffset ? maximumOffset : value
  }

  private mutating func advanceClock(to newTime: Double) {
    if newTime.isFinite, newTime > time { time = newTime }
  }
}

extension PagingScroll: Interaction {
  /// Handles one event; ``offset`` is up to date when it returns. Nothing is appended to
  /// `effects`.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .tick(let time):
      advanceClock(to: time)
      advanceSpring()
    case .drag(let drag, let time):
      advanceClock(to: time)
      advanceSpring()
      guard drag.isFinite else {
        release(velocity: 0)
        return
      }
      switch drag {
      case .began(_, let translation):
        motion = nil  // Caught where it is.
        dragOrigin = offset + translation.dx
        offset = clamped(offset)
      case .changed(_, let translation):
        guard let origin = dragOrigin else { return }
        offset = clamped(origin - translation.dx)
      case .ended(_, let translation, let velocity):
        guard let origin = dragOrigin else { return }
        offset = clamped(origin - translation.dx)
        release(velocity: -velocity.dx)
      case .cancelled:
        release(velocity: 0)
      }
    }
  }

  /// The finger lifted at `velocity` (content offset per second): spring to the page the
  /// flick would come to rest nearest to.
  private mutating func release(velocity: Double) {
    guard dragOrigin != nil else { return }
    dragOrigin = nil
    let projected = Projection.project(offset, velocity: velocity)
    let page = configuration.pageWidth
    var target = projected
    if page.isFinite, page > 0 { target = (projected / page).rounded() * page }
    target = clamped(target)
    let animation = SpringAnimation(
      spring: configuration.spring, from: offset, to: target,
      initialVelocity: velocity.isFinite ? velocity : 0)
    motion = Motion(animation, start: time)
    advanceSpring()
  }

  /// Moves the content along its spring; the spring's swing past the first or last page is
  /// not shown (the content stops at its end, as a paging scroll view's does).
  private mutating func advanceSpring() {
    guard let running = motion else { return }
    if running.isSettled(at: time) {
      motion = nil
      offset = clamped(running.animation.to)
    } else {
      offset = clamped(running.value(at: time))
    }
  }
}
