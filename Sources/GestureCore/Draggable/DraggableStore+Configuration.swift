extension DraggableStore {
  /// The options of a floating view: where it may rest, how far from the container's edges,
  /// and how it moves there.
  ///
  /// Every default is written at its declaration. Two presets name the common cases:
  ///
  /// ```swift
  /// let bubble = DraggableStore.Configuration.floatingButton    // a side, as AssistiveTouch
  /// let player = DraggableStore.Configuration.pictureInPicture  // a corner, as iOS PiP
  /// var custom = DraggableStore.Configuration(anchors: .edges, margin: 16)
  /// ```
  public struct Configuration: Hashable, Sendable {
    /// The places the view may come to rest. Default `.sides`: the nearest of the left and
    /// right edges, at the height the flick carries it to (a floating button).
    public var anchors: Anchors

    /// The gap kept between the view and the container's safe area on every side, in points.
    /// Default 12 pt. Valid range `0...` (finite); NaN or infinite values are treated as
    /// 12 pt, negative values as 0.
    public var margin: Double

    /// The spring that carries the view to its anchor after a release, a cancel or a
    /// container change. Default ζ 0.85, response 0.45 s: the middle of the ζ 0.8-0.9,
    /// 0.4-0.5 s that iOS's picture-in-picture window feels like, a barely visible settle
    /// (0.6 % overshoot for a release at rest: `e^(−π·0.85/√(1 − 0.85²))`).
    public var spring: SpringParameters

    /// How far a flick carries the view before the nearest anchor is chosen: the release
    /// position is projected by `v/1000 · d/(1 − d)` per axis. Default `.normal` (0.998 per
    /// millisecond, `UIScrollView`'s): a flick at 1000 pt/s counts as 499 pt further.
    public var decelerationRate: DecelerationRate

    /// The rubber band's coefficient while the view is dragged outside its allowed area:
    /// how much of the excess shows at first. Dimensionless, valid range `0...1`; default
    /// 0.55 (`UIScrollView`'s). 0 holds the view hard at the boundary; NaN is treated as
    /// 0.55. The band's dimension is the container's size along each axis.
    public var rubberBandCoefficient: Double

    /// Whether the view may tuck away at the left or right edge, leaving a tab on screen.
    /// Default ``Stashing/off``.
    public var stashing: Stashing

    /// The widths a pinch or a double tap resizes the view between, or `nil`. Default `nil`:
    /// the view keeps the size its host gives it.
    public var resizing: Resizing?

    /// Whether the user asked to reduce motion (UIKit: `UIAccessibility.isReduceMotionEnabled`):
    /// every spring is then ``reducedMotionSpring``, critically damped and short, and starts
    /// without the release's velocity, so nothing overshoots or is thrown; a flick still
    /// chooses the same anchor. A move of the view longer than ``reducedMotionCutDistance``
    /// (a release, an action, a rotation) is a cut instead: the view is drawn at its anchor
    /// at once and rests there on the next frame, with the same callbacks. Default `false`.
    public var reducesMotion: Bool

    /// The spring under ``reducesMotion``: ζ 1 (no overshoot), response 0.3 s, every
    /// family's (``MotionPolicy/reducedSpring``).
    public static let reducedMotionSpring = MotionPolicy.reducedSpring

    /// The longest move, in points (between the view's origin and its anchor's), that stays a
    /// spring under ``reducesMotion``: 100 pt. A shorter one reads as the view settling in
    /// place; a longer one is a slide across the screen (a quarter of a phone's width and
    /// more), the motion Reduce Motion asks to avoid, so the view cuts there instead. Every
    /// family's (``MotionPolicy/cutDistance``).
    public static let reducedMotionCutDistance = MotionPolicy.cutDistance

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      anchors: Anchors = .sides,
      margin: Double = 12,
      spring: SpringParameters = SpringParameters(dampingRatio: 0.85, response: 0.45),
      decelerationRate: DecelerationRate = .normal,
      rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
      stashing: Stashing = .off,
      resizing: Resizing? = nil,
      reducesMotion: Bool = false
    ) {
      self.anchors = anchors
      self.margin = margin
      self.spring = spring
      self.decelerationRate = decelerationRate
      self.rubberBandCoefficient = rubberBandCoefficient
      self.stashing = stashing
      self.resizing = resizing
      self.reducesMotion = reducesMotion
    }

    /// A floating button or debug bubble: every default, so it rests against the left or
    /// right side at the height it was flung to (AssistiveTouch).
    public static let floatingButton = Configuration()

    /// A picture-in-picture player or live-stream window: the four corners, as iOS PiP.
    public static let pictureInPicture = Configuration(anchors: .corners)

    /// ``margin`` as used: NaN or infinite → 12 pt, negative → 0.
    var effectiveMargin: Double { margin.isFinite ? max(margin, 0) : 12 }
  }
}

extension DraggableStore {
  /// The place a floating view rests at, as chosen on release and reported by
  /// ``Effect/ended(frame:anchor:)``.
  ///
  /// An anchor outlives the container it was chosen in: after a rotation, a size change or
  /// a keyboard, the view goes to the same anchor in the new container. Side and edge
  /// anchors remember the coordinate along their edge as chosen, and are clamped afresh in
  /// each container, so a bubble pushed up by the keyboard returns to its height when the
  /// keyboard goes.
  public enum Anchor: Hashable, Sendable {
    /// Against the left edge of the allowed area, the view's centre at `centerY` (in the
    /// container's coordinates, clamped to the allowed area).
    case left(centerY: Double)
    /// Against the right edge of the allowed area, the view's centre at `centerY`.
    case right(centerY: Double)
    /// Against the top edge of the allowed area, the view's centre at `centerX`.
    case top(centerX: Double)
    /// Against the bottom edge of the allowed area, the view's centre at `centerX`.
    case bottom(centerX: Double)
    /// The top-left corner of the allowed area.
    case topLeft
    /// The top-right corner of the allowed area.
    case topRight
    /// The bottom-left corner of the allowed area.
    case bottomLeft
    /// The bottom-right corner of the allowed area.
    case bottomRight
    /// The custom point at `index` in ``Anchors/points(_:)``.
    case point(index: Int)
    /// Tucked away past the left edge of ``DraggableStore/overshootArea``, only
    /// ``Stashing/tabWidth`` of the view showing, its centre at `centerY` (clamped as for
    /// ``left(centerY:)``). Any configuration may move the view here
    /// (``Event/move(to:time:)``); a release stashes it only if ``Stashing/sides`` allow.
    case stashedLeft(centerY: Double)
    /// Tucked away past the right edge, as ``stashedLeft(centerY:)``.
    case stashedRight(centerY: Double)
  }
}

extension DraggableStore {
  /// The set of places a floating view may rest, as configured
  /// (``Configuration/anchors``).
  ///
  /// Every anchor is kept inside the container's safe area with the margin: a view centred
  /// at an anchor never crosses the allowed area. The nearest anchor to the view's projected
  /// centre wins; ties go to the first in the order each case lists.
  public enum Anchors: Hashable, Sendable {
    /// Against the left or the right edge, at the height the flick carries the centre to
    /// (clamped to the allowed area): a floating button, AssistiveTouch. Ties (a centre
    /// exactly on the vertical midline) go left.
    case sides
    /// One of the four corners: a picture-in-picture window. Order: top left, top right,
    /// bottom left, bottom right.
    case corners
    /// Against the nearest of the four edges, at the position along it that the flick
    /// carries the centre to. Order: left, right, top, bottom.
    case edges
    /// Custom resting points for the view's centre, in the container's coordinate space
    /// (the space of its bounds), each clamped into the allowed area. Order: the array's.
    /// Points with a NaN or infinite coordinate are skipped; when none is usable, the view
    /// behaves as with ``sides``.
    case points([Point])

    /// The anchors offered as places to move a view centred at `center` to (the store's
    /// ``DraggableStore/offeredAnchors``): both sides at its height, the four corners, the
    /// four edges at its position along each, or every usable custom point; in the order
    /// each case lists. Which anchors, and how many, depend on the case alone, so a host
    /// can name its moves before the store exists.
    ///
    /// - Parameter center: The view's centre, in the container's coordinate space.
    /// - Returns: The offered anchors.
    public func offered(around center: Point) -> [Anchor] {
      switch self {
      case .sides:
        return [.left(centerY: center.y), .right(centerY: center.y)]
      case .corners:
        return [.topLeft, .topRight, .bottomLeft, .bottomRight]
      case .edges:
        return [
          .left(centerY: center.y), .right(centerY: center.y), .top(centerX: center.x),
          .bottom(centerX: center.x),
        ]
      case .points(let points):
        return points.indices.filter { points[$0].isFinite }.map { .point(index: $0) }
      }
    }
  }
}
