// The geometry of a floating view: pure functions of the container, the view's size and the
// configuration, shared by the machine and by hosts that want to know where the view will go.
extension DraggableStore {
  /// The rectangle the view's frame stays inside at rest: the container's bounds inset by the
  /// safe area, then by the margin on every side.
  ///
  /// A view wider (or taller) than this area cannot fit: along that axis it is centred in
  /// the area and overhangs both sides equally (and the rubber band holds it there).
  public var allowedArea: Rect {
    bounds.inset(by: safeArea).inset(by: Insets(all: configuration.effectiveMargin))
  }

  /// The rectangle the view's frame stays inside while a spring carries it: the container's
  /// bounds inset by the safe area. Its overshoot may use the margin around
  /// ``allowedArea`` but never crosses the status bar, the notch, the home indicator or the
  /// keyboard, let alone the screen's edge.
  ///
  /// A release velocity that would swing the view out of it is scaled down, per axis, to the
  /// largest that keeps it in (``SpringAnimation2D/limitingOvershoot(to:)``). A view that
  /// starts outside (released in the rubber band) goes no further out than it starts; one
  /// larger than the area overhangs it as at rest.
  public var overshootArea: Rect {
    bounds.inset(by: safeArea)
  }

  /// The frame of the view resting at `anchor` in the current container: its centre at the
  /// anchor, clamped to the allowed area, and moved off a covered corner
  /// (``cornerInsets``) that the frame, with the margin around the covered area, would
  /// overlap: a side anchor (or a stash anchor) down or up along its side, a top or bottom
  /// anchor along its edge, a corner or a custom point the shorter of the two ways (down or
  /// up on a tie), each only as far as the allowed area has room for. Exactly touching the
  /// margin is clear.
  ///
  /// - Parameter anchor: any anchor; a ``Anchor/point(index:)`` that does not name a usable
  ///   point of the configured ``Anchors/points(_:)`` gives the frame of the anchor nearest
  ///   to the view's current centre.
  public func frame(at anchor: Anchor) -> Rect {
    frame(centeredAt: resolve(anchor).center)
  }

  /// The configured anchor nearest to a centre point: where a view whose centre comes to
  /// rest at `center` snaps to. Ties go to the first anchor in the order of ``Anchors``.
  ///
  /// - Parameter center: in the container's coordinates; a NaN or infinite coordinate is
  ///   treated as the middle of the allowed area along that axis, and a coordinate more than
  ///   10⁶ pt outside the allowed centres as 10⁶ pt outside (an absurd flick), so that
  ///   distances never overflow.
  public func anchor(nearestTo center: Point) -> Anchor {
    let limits = centerLimits
    let reach = 1e6
    let point = Point(
      x: center.x.isFinite
        ? clamp(center.x, limits.minX - reach, limits.maxX + reach) : limits.midX,
      y: center.y.isFinite
        ? clamp(center.y, limits.minY - reach, limits.maxY + reach) : limits.midY)
    // Each candidate is measured where it rests: off a covered corner (``CornerInsets``)
    // when it would overlap one.
    switch configuration.anchors {
    case .sides:
      return nearestSide(to: point, limits: limits)
    case .corners:
      var nearest = Nearest(to: point)
      nearest.consider(.topLeft, at: resolve(.topLeft).center)
      nearest.consider(.topRight, at: resolve(.topRight).center)
      nearest.consider(.bottomLeft, at: resolve(.bottomLeft).center)
      nearest.consider(.bottomRight, at: resolve(.bottomRight).center)
      return nearest.anchor ?? .topLeft
    case .edges:
      let x = clamp(point.x, limits.minX, limits.maxX)
      let y = clamp(point.y, limits.minY, limits.maxY)
      var nearest = Nearest(to: point)
      nearest.consider(.left(centerY: y), at: resolve(.left(centerY: y)).center)
      nearest.consider(.right(centerY: y), at: resolve(.right(centerY: y)).center)
      nearest.consider(.top(centerX: x), at: resolve(.top(centerX: x)).center)
      nearest.consider(.bottom(centerX: x), at: resolve(.bottom(centerX: x)).center)
      return nearest.anchor ?? .left(centerY: y)
    case .points(let points):
      var nearest = Nearest(to: point)
      for index in points.indices where points[index].isFinite {
        let candidate = Anchor.point(index: index)
        nearest.consider(candidate, at: resolve(candidate).center)
      }
      return nearest.anchor ?? nearestSide(to: point, limits: limits)
    }
  }

  // MARK: - Internals

  /// The centres at which the view lies inside ``allowedArea``; along an axis where the view
  /// does not fit, a single coordinate, the middle of the area.
  var centerLimits: Rect {
    let area = allowedArea
    var minX = area.minX + size.width / 2
    var maxX = area.maxX - size.width / 2
    if maxX < minX {
      minX = area.midX
      maxX = minX
    }
    var minY = area.minY + size.height / 2
    var maxY = area.maxY - size.height / 2
    if maxY < minY {
      minY = area.midY
      maxY = minY
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The frame of the view with its centre at `center`.
  func frame(centeredAt center: Point) -> Rect {
    Rect(
      origin: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), size: size)
  }

  /// The anchors the configuration offers, as places to move the view to (VoiceOver's
  /// custom actions, ``Event/move(to:time:)``): both sides at the view's height, the four
  /// corners, the four edges at the view's position along each, or every usable custom
  /// point; in the order ``Anchors`` gives.
  public var offeredAnchors: [Anchor] {
    configuration.anchors.offered(around: destination.center)
  }

  /// The anchor as it applies in the current container (an unusable custom point replaced by
  /// the nearest anchor to the view's current centre) and the centre it puts the view at.
  func resolve(_ anchor: Anchor) -> (anchor: Anchor, center: Point) {
    let limits = centerLimits
    func placed(_ center: Point, _ escape: CornerEscape) -> (anchor: Anchor, center: Point) {
      (anchor, clearingCorners(center, escape: escape, limits: limits))
    }
    switch anchor {
    case .left(let y): return placed(Point(x: limits.minX, y: clamp(y, limits.minY, limits.maxY)), .vertically)
    case .right(let y): return placed(Point(x: limits.maxX, y: clamp(y, limits.minY, limits.maxY)), .vertically)
    case .top(let x): return placed(Point(x: clamp(x, limits.minX, limits.maxX), y: limits.minY), .horizontally)
    case .bottom(let x): return placed(Point(x: clamp(x, limits.minX, limits.maxX), y: limits.maxY), .horizontally)
    case .topLeft: return placed(Point(x: limits.minX, y: limits.minY), .either)
    case .topRight: return placed(Point(x: limits.maxX, y: limits.minY), .either)
    case .bottomLeft: return placed(Point(x: limits.minX, y: limits.maxY), .either)
    case .bottomRight: return placed(Point(x: limits.maxX, y: limits.maxY), .either)
    case .stashedLeft(let y):
      return placed(
        Point(x: stashedCenterX(left: true), y: clamp(y, limits.minY, limits.maxY)), .vertically)
    case .stashedRight(let y):
      return placed(
        Point(x: stashedCenterX(left: false), y: clamp(y, limits.minY, limits.maxY)), .vertically)
    case .point(let index):
      if case .points(let points) = configuration.anchors, points.indices.contains(index),
        points[index].isFinite
      {
        return placed(clamped(points[index], to: limits), .either)
      }
      // The nearest anchor is never an unusable point, so this recursion ends at once.
      return resolve(self.anchor(nearestTo: destination.center))
    }
  }

  /// `anchor`, or, for a custom point the options no longer offer, the anchor nearest to the
  /// centre of `shown`: a pinched or resizing view draws itself at its anchor, so it must
  /// name one it can resolve without asking where it is drawn.
  func offered(_ anchor: Anchor, near shown: Rect) -> Anchor {
    guard case .point(let index) = anchor else { return anchor }
    if case .points(let points) = configuration.anchors, points.indices.contains(index),
      points[index].isFinite
    {
      return anchor
    }
    return self.anchor(nearestTo: shown.center)
  }

  /// The displayed origin of a view whose finger puts its origin at `origin`: unchanged
  /// inside the allowed area, rubber-banded outside it, with the container's size as the
  /// band's dimension along each axis; towards a side that may stash, unchanged up to the
  /// stashed position and held there.
  func displayedOrigin(forUnconstrained origin: Point) -> Point {
    let (origins, leftStop, rightStop) = dragOrigins()
    var banded = RubberBand.banded(
      origin, in: origins, dimensions: bounds.size,
      coefficient: configuration.rubberBandCoefficient)
    if let leftStop, banded.x < leftStop { banded.x = leftStop }
    if let rightStop, banded.x > rightStop { banded.x = rightStop }
    return banded
  }

  /// Where the view is going: its frame at rest or under the finger, the spring's end while
  /// it settles (during a resize, its frame now). An anchor that no longer names a usable
  /// point is replaced from there, and a host that moves the view along an edge
  /// (``Event/move(to:time:)`` to ``Anchor/left(centerY:)``) keeps its height from here.
  public var destination: Rect {
    guard case .settling(let animation, _, _, _) = state else { return frame }
    return Rect(origin: animation.to, size: size)
  }

  /// The largest coordinate or length a container or frame may have, in points: 10¹⁵, the
  /// extent of ``Rect/unbounded``. No screen comes near it, and beyond it the layout's
  /// arithmetic (projection, rubber band, anchors) can overflow to infinity.
  static let largestCoordinate = 1e15

  static func isUsable(_ value: Double) -> Bool {
    value.isFinite && value.magnitude <= largestCoordinate
  }

  static func isUsable(_ rect: Rect) -> Bool {
    isUsable(rect.minX) && isUsable(rect.minY) && isUsable(rect.width) && isUsable(rect.height)
  }

  static func isUsable(_ insets: Insets) -> Bool {
    isUsable(insets.top) && isUsable(insets.left) && isUsable(insets.bottom)
      && isUsable(insets.right)
  }

  private func nearestSide(to point: Point, limits: Rect) -> Anchor {
    let y = clamp(point.y, limits.minY, limits.maxY)
    // Same height on both sides: the horizontal distance decides; the midline goes left.
    return point.x <= limits.midX ? .left(centerY: y) : .right(centerY: y)
  }

  /// The nearest of the candidates offered, the first one on a tie.
  private struct Nearest {
    let point: Point
    private(set) var anchor: Anchor?
    private var distance = Double.infinity

    init(to point: Point) { self.point = point }

    mutating func consider(_ candidate: Anchor, at center: Point) {
      let dx = point.x - center.x
      let dy = point.y - center.y
      let candidateDistance = dx * dx + dy * dy
      if anchor == nil || candidateDistance < distance {
        anchor = candidate
        distance = candidateDistance
      }
    }
  }

  private func clamped(_ point: Point, to limits: Rect) -> Point {
    Point(x: clamp(point.x, limits.minX, limits.maxX), y: clamp(point.y, limits.minY, limits.maxY))
  }

  /// `value` within `lower...upper` (`lower ≤ upper`); NaN gives `lower`.
  private func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
    if value.isNaN || value < lower { return lower }
    return value > upper ? upper : value
  }
}
