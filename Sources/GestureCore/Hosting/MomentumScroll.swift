/// A scroll view along one axis for hosts that have none (the browser gallery's to-do list
/// and carousel), with `UIScrollView`'s feel: the content follows a drag 1:1 and stretches
/// past its ends on a ``RubberBand``; released, it keeps the drag's velocity and slows down
/// as a ``Decay`` (the normal deceleration rate), bounces back on a spring where the decay
/// carries it past an end; optionally it comes to rest on a page. Wheels, trackpads and
/// keys scroll it too, keys with a short animation, by the steps a browser uses. UIKit hosts
/// use `UIScrollView` instead.
///
/// The scroll view is frame-driven like every store: it runs its decay and its springs on
/// the host's ``Event/tick(time:)`` while ``needsFrames`` is true, and the host draws
/// ``offset`` after each event.
///
/// ```swift
/// var list = MomentumScroll(axis: .vertical, contentLength: 1280, viewportLength: 700)
/// var none: [MomentumScroll.Effect] = []
/// list.handle(.touchDown(time: now), into: &none)         // stops a flick under the finger
/// list.handle(.drag(drag, time: now), into: &none)       // the scroll view's pan
/// // while list.needsFrames: list.handle(.tick(time: frameTime), into: &none)
/// list.handle(.key(.nextPage, time: now), into: &none)   // PageDown, Space
/// draw(contentOffset: list.offset)
/// ```
///
/// The machine (``Phase``):
/// ```
/// resting ──touchDown──▶ held ──touchUp──▶ resting (or bouncing, past an end; or to a page)
/// resting, held, moving ──drag began──▶ dragging ──changed──▶ dragging (1:1, banded past the ends)
/// dragging ──ended──▶ decelerating (a Decay; to a page when paging), bouncing (past an end),
///                     or resting (too slow to move)
/// decelerating ──past an end──▶ bouncing ──settled──▶ resting
/// resting ──key, animated scroll──▶ animating ──settled──▶ resting
/// decelerating, bouncing, animating ──touchDown──▶ held (caught where it is)
/// ```
///
/// ## The host contract
/// Times never go backwards (a time that does, or is not finite, is read as the latest time
/// seen); while ``needsFrames`` is true, a ``Event/tick(time:)`` every display frame; every
/// ``Event/touchDown(time:)`` is followed by a ``Event/touchUp(time:)`` once the last finger
/// is up; the content's and the viewport's lengths are reported whenever they change
/// (``Event/resize(contentLength:viewportLength:)``). The scroll view guarantees that
/// once no finger is down and the frames have run out, it ``isAtRest``: its offset within
/// `0...maximumOffset` (and on a page when paging).
///
/// - Complexity: O(1) per event; no allocation.
public struct MomentumScroll: Sendable {
  /// The direction the content scrolls in.
  public enum Axis: Hashable, Sendable {
    /// Left and right: a drag's `dx` scrolls, keys' "previous" is left.
    case horizontal
    /// Up and down: a drag's `dy` scrolls, keys' "previous" is up.
    case vertical
  }

  /// The scroll view's feel. Every default is `UIScrollView`'s or a browser's, as noted.
  public struct Configuration: Hashable, Sendable {
    /// How quickly a flick slows down. Default `.normal` (0.998 per millisecond, as
    /// `UIScrollView.DecelerationRate.normal`).
    public var decelerationRate: DecelerationRate
    /// The rubber band's coefficient past the ends, `0...1` (0: the content stops at its
    /// ends). Default 0.55, UIKit's.
    public var rubberBandCoefficient: Double
    /// The spring that brings the content back from past an end. Default critically damped,
    /// 0.4 s response: a flick at 2000 pt/s that reaches an end shows
    /// `2000 / (2π/0.4 · e) ≈ 47` pt past it.
    public var bounceSpring: SpringParameters
    /// The spring of an animated scroll (keys) and of the move to a page after a release too
    /// slow or too fast for a decay to end on it. Default critically damped, 0.3 s response.
    public var scrollSpring: SpringParameters
    /// The distance between two pages' resting offsets, in points, or `nil` (the default):
    /// no paging, the content rests wherever its decay ends. NaN, infinite or not positive:
    /// no paging.
    public var pageLength: Double?
    /// How far an arrow key scrolls, in points; `0...`. Default 40, Chromium's and Firefox's
    /// line step. NaN or negative: 40.
    public var lineStep: Double
    /// How much of the viewport a page key (PageUp, PageDown, Space) scrolls, `0...1`. Default
    /// 0.875, Chromium's (`ScrollableArea`'s fraction to step when paging): one line of the
    /// previous view stays in sight. NaN or out of range: clamped, NaN is 0.875.
    public var pageFraction: Double
    /// How close to its end a decay counts as arrived, in points; `> 0`. Default 0.1 pt: the
    /// decay then jumps to where it would have stopped (invisible), and a release whose whole
    /// decay would travel less than this does not start one. NaN or not positive: 0.1.
    public var restingDistance: Double

    /// Creates a configuration; every default is as documented on the properties.
    public init(
      decelerationRate: DecelerationRate = .normal, rubberBandCoefficient: Double = 0.55,
      bounceSpring: SpringParameters = SpringParameters(dampingRatio: 1, response: 0.4),
      scrollSpring: SpringParameters = SpringParameters(dampingRatio: 1, response: 0.3), pageLength: Double? = nil,
      lineStep: Double = 40, pageFraction: Double = 0.875, restingDistance: Double = 0.1
    ) {
      self.decelerationRate = decelerationRate
      self.rubberBandCoefficient = rubberBandCoefficient
      self.bounceSpring = bounceSpring
      self.scrollSpring = scrollSpring
      self.pageLength = pageLength
      self.lineStep = lineStep
      self.pageFraction = pageFraction
      self.restingDistance = restingDistance
    }

    /// The page length in use: `nil` unless finite and positive.
    var page: Double? {
      guard let length = pageLength, length.isFinite, length > 0 else { return nil }
      return length
    }

    var line: Double { lineStep >= 0 && lineStep.isFinite ? lineStep : 40 }

    var pageShare: Double { pageFraction.clamped(to: 0...1, nan: 0.875) }

    var arrival: Double { restingDistance > 0 && restingDistance.isFinite ? restingDistance : 0.1 }
  }

  /// The scrolling keys, by what they do (a host maps its keys: ↑/← previous line, ↓/→ next
  /// line, PageUp and Shift+Space previous page, PageDown and Space next page, Home, End).
  /// When paging, every key lands on a page: a line is one page, a page key goes to the page
  /// nearest to its step.
  public enum Key: Hashable, Sendable {
    /// Back by ``Configuration/lineStep``.
    case previousLine
    /// On by ``Configuration/lineStep``.
    case nextLine
    /// Back by ``Configuration/pageFraction`` of the viewport.
    case previousPage
    /// On by ``Configuration/pageFraction`` of the viewport.
    case nextPage
    /// To the content's start.
    case start
    /// To the content's end.
    case end
  }

  /// What the host tells the scroll view.
  public enum Event: Hashable, Sendable {
    /// A display frame: the decay or the spring advances.
    case tick(time: Double)
    /// A finger landed on the content: a flick or a bounce stops where it is, as
    /// `UIScrollView` stops under a touch.
    case touchDown(time: Double)
    /// The last finger lifted. Without a drag since the touch-down, the content goes back
    /// within its ends (and to a page when paging); it stays put otherwise.
    case touchUp(time: Double)
    /// The scroll view's pan, along ``axis`` (the other component is ignored). `began`
    /// catches the content where it is shown; `ended` releases it with the finger's
    /// velocity. A drag with NaN or infinite values is taken as a cancel, which releases at
    /// zero velocity.
    case drag(DragEvent, time: Double)
    /// Scroll by `delta` points (a wheel, a trackpad, the app), within the ends; `animated`
    /// with ``Configuration/scrollSpring``, from where an animated scroll already heads.
    /// Not paged (a trackpad's own momentum ends where it ends). Ignored while a drag holds
    /// the content; NaN or infinite: ignored.
    case scroll(by: Double, animated: Bool, time: Double)
    /// Show the content at `offset`, within the ends (the app, a reorder's auto-scroll);
    /// `animated` as for ``scroll(by:animated:time:)``. Ignored while a drag holds the
    /// content; NaN: ignored, ±∞ the ends.
    case show(offset: Double, animated: Bool, time: Double)
    /// A scrolling key: an animated scroll by the key's step.
    case key(Key, time: Double)
    /// The content or the viewport changed length (rotation, a resize, rows added or
    /// removed): the offset is kept within the new ends at once when nothing moves it; a
    /// decay or a spring in flight heads for the new ends. NaN, infinite or negative lengths
    /// count as 0.
    case resize(contentLength: Double, viewportLength: Double)
  }

  /// A scroll view asks its host for nothing: read ``offset`` after each event.
  public enum Effect: Hashable, Sendable {}

  /// What the content is doing.
  public enum Phase: Hashable, Sendable {
    /// Still, nothing holds it.
    case resting
    /// A finger is down on it and it does not move (a flick caught, or a touch before a drag).
    case held
    /// A drag moves it; `origin` is the unbanded offset at zero translation.
    case dragging(origin: Double)
    /// Momentum after a release: the decay, started at `start` on the host's clock.
    case decelerating(Decay, start: Double)
    /// Springing back to an end (or to a page): `motion`.
    case bouncing(Motion)
    /// An animated scroll (a key, the app) towards `motion`'s target.
    case animating(Motion)
  }

  /// The axis it scrolls along.
  public let axis: Axis
  /// The options.
  public var configuration: Configuration
  /// The content's length along the axis, in points; `0...`.
  public internal(set) var contentLength: Double
  /// The viewport's length along the axis, in points; `0...`.
  public internal(set) var viewportLength: Double
  /// The content offset to draw, in points: 0 shows the content's start. Within
  /// `0...maximumOffset` except while a drag stretches it or a bounce brings it back.
  public internal(set) var offset: Double = 0
  /// What the content is doing.
  public internal(set) var phase: Phase = .resting
  /// The latest time the host reported, in seconds.
  public internal(set) var time: Double = 0
  /// The latest translation along the axis of the drag in progress.
  var dragTranslation = 0.0
  /// A finger is down (between touchDown and touchUp).
  var isTouched = false

  /// Creates a scroll view showing the content's start.
  ///
  /// - Parameters:
  ///   - axis: the direction it scrolls in.
  ///   - contentLength: the content's length along the axis, in points.
  ///   - viewportLength: the visible length, in points. NaN, infinite or negative lengths
  ///     count as 0.
  ///   - configuration: defaults as documented on ``Configuration``.
  public init(
    axis: Axis, contentLength: Double, viewportLength: Double,
    configuration: Configuration = Configuration()
  ) {
    self.axis = axis
    self.configuration = configuration
    self.contentLength = Self.length(contentLength)
    self.viewportLength = Self.length(viewportLength)
  }

  /// The largest resting offset: the content's end at the viewport's (0 when the content is
  /// shorter than the viewport).
  public var maximumOffset: Double { max(0, contentLength - viewportLength) }

  /// Whether the host must send ``Event/tick(time:)`` on every display frame.
  public var needsFrames: Bool {
    switch phase {
    case .decelerating, .bouncing, .animating: true
    case .resting, .held, .dragging: false
    }
  }

  /// Whether nothing is left half-way: resting, within the ends, on a page when paging.
  public var isAtRest: Bool {
    guard case .resting = phase, offset >= 0, offset <= maximumOffset else { return false }
    guard configuration.page != nil, offset != maximumOffset else { return true }
    return offset == pageTarget(offset)
  }

  /// The velocity of the content now, in points per second (0 while resting, held or
  /// dragging).
  public var velocity: Double {
    switch phase {
    case .resting, .held, .dragging: 0
    case .decelerating(let decay, let start): decay.velocity(at: time - start)
    case .bouncing(let motion), .animating(let motion): motion.velocity(at: time)
    }
  }

  static func length(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

  /// The rubber band past the ends.
  var band: RubberBand {
    RubberBand(coefficient: configuration.rubberBandCoefficient, dimension: viewportLength)
  }

  /// `value` within the ends.
  func clamped(_ value: Double) -> Double { min(max(value, 0), maximumOffset) }

  /// The page offset nearest to `value`, within the ends (`value` within them when not
  /// paging).
  func pageTarget(_ value: Double) -> Double {
    guard let page = configuration.page else { return clamped(value) }
    return clamped((value / page).rounded() * page)
  }
}

extension MomentumScroll: Store {
  public static func tick(time: Double) -> Event { .tick(time: time) }

  public static func contractEvent(_ event: Event) -> ContractEvent<Never> {
    switch event {
    case .tick(let time): .frame(time: time)
    case .touchDown(let time): .touchDown(nil, time: time)
    case .touchUp(let time): .touchUp(nil, time: time)
    case .drag(_, let time), .scroll(_, _, let time), .show(_, _, let time), .key(_, let time):
      .other(time: time)
    case .resize: .other(time: nil)
    }
  }
}

#if !hasFeature(Embedded)
  extension MomentumScroll: ContractExplaining {}
#endif
