extension DraggableStore {
  /// Whether and how a floating view tucks away at the left or right edge, as iOS's
  /// picture-in-picture window does: flung or dragged past the edge, it rests with only a
  /// tab on screen, and the content underneath is free; a tap on the tab or a drag brings it
  /// back.
  ///
  /// A release stashes the view at a side ``sides`` allow when the release's projected
  /// centre (``Configuration/decelerationRate``) lies past that side's edge of
  /// ``DraggableStore/overshootArea`` and either the view's centre is already past it (a
  /// drag past the edge) or the flick goes towards that side at ``minimumSpeed`` or more.
  /// Exactly on the edge is not past it.
  ///
  /// ```swift
  /// var player = DraggableStore.Configuration.pictureInPicture
  /// player.stashing = .init(sides: .both)  // a 24 pt tab, flicks from 500 pt/s
  /// ```
  public struct Stashing: Hashable, Sendable {
    /// The sides a view may stash at. Default `[]`: it never stashes.
    public var sides: Sides

    /// How much of a stashed view stays on screen, inside the safe area, in points: the tab
    /// to tap. Default 24 pt. NaN or infinite values are treated as 24 pt, negative ones as
    /// 0, and a tab wider than the view as the view's width.
    public var tabWidth: Double

    /// The horizontal speed towards a side, in points per second, from which a flick whose
    /// projection passes the edge stashes the view even though its centre is still inside.
    /// Default 500 pt/s: a deliberate flick, where a slow drag towards the edge only docks
    /// there. NaN or infinite values are treated as 500, negative ones as 0.
    public var minimumSpeed: Double

    /// Creates stashing options; each parameter defaults as documented on its property.
    public init(sides: Sides = [], tabWidth: Double = 24, minimumSpeed: Double = 500) {
      self.sides = sides
      self.tabWidth = tabWidth
      self.minimumSpeed = minimumSpeed
    }

    /// No stashing: every default.
    public static let off = Stashing()

    /// The sides of the container a view may stash at.
    public struct Sides: OptionSet, Hashable, Sendable {
      public let rawValue: UInt8
      /// Creates a set of sides from its bits.
      public init(rawValue: UInt8) { self.rawValue = rawValue }
      /// The left edge.
      public static let left = Sides(rawValue: 1)
      /// The right edge.
      public static let right = Sides(rawValue: 2)
      /// Both edges.
      public static let both: Sides = [.left, .right]
    }

    /// ``minimumSpeed`` as used: NaN or infinite → 500, negative → 0.
    var effectiveMinimumSpeed: Double { minimumSpeed.isFinite ? max(minimumSpeed, 0) : 500 }
  }

  /// The anchor ``Event/move(to:time:)`` brings a stashed view back to: the configured
  /// anchor nearest to where it is going, pulled inside the area where it rests (so, for a
  /// stashed view, the anchor nearest to its side at its height). For a view not stashed, the
  /// anchor nearest to where it is going.
  public var shownAnchor: Anchor {
    let center = destination.center
    let limits = centerLimits
    let x = center.x.isNaN ? limits.midX : min(max(center.x, limits.minX), limits.maxX)
    return anchor(nearestTo: Point(x: x, y: center.y))
  }

  /// The stash anchors ``Configuration/stashing`` allows, at the height the view is going
  /// to, left first: the places accessibility's "stash" action offers
  /// (``Event/move(to:time:)``). Empty when stashing is off.
  public var stashAnchors: [Anchor] {
    let sides = configuration.stashing.sides
    let y = destination.center.y
    var anchors: [Anchor] = []
    if sides.contains(.left) { anchors.append(.stashedLeft(centerY: y)) }
    if sides.contains(.right) { anchors.append(.stashedRight(centerY: y)) }
    return anchors
  }

  // MARK: - Internals

  /// The width of a stashed view's tab as used: see ``Stashing/tabWidth``.
  var tabWidth: Double {
    let tab = configuration.stashing.tabWidth
    return min(tab.isFinite ? max(tab, 0) : 24, size.width)
  }

  /// The centre x of the view stashed at the left (`left`) or right edge.
  func stashedCenterX(left: Bool) -> Double {
    let area = overshootArea
    return left
      ? area.minX + tabWidth - size.width / 2 : area.maxX - tabWidth + size.width / 2
  }

  /// The stash anchor a release at `center` projected to `projected` with `velocity` goes
  /// to, or `nil`: see ``Stashing``.
  func stashAnchor(center: Point, projected: Point, velocity: Vector) -> Anchor? {
    let stashing = configuration.stashing
    let area = overshootArea
    let speed = stashing.effectiveMinimumSpeed
    if stashing.sides.contains(.left), projected.x < area.minX,
      center.x < area.minX || velocity.dx <= -speed
    {
      return .stashedLeft(centerY: projected.y)
    }
    if stashing.sides.contains(.right), projected.x > area.maxX,
      center.x > area.maxX || velocity.dx >= speed
    {
      return .stashedRight(centerY: projected.y)
    }
    return nil
  }

  /// The origins a finger may drag the view to 1:1 before the rubber band: those that keep
  /// it in ``allowedArea``, widened on each side that may stash to the stashed position,
  /// which the finger cannot pass (the view never leaves the container but for the part a
  /// stash hides).
  func dragOrigins() -> (free: Rect, leftStop: Double?, rightStop: Double?) {
    let limits = centerLimits
    var minX = limits.minX
    var maxX = limits.maxX
    var leftStop: Double?
    var rightStop: Double?
    let sides = configuration.stashing.sides
    if sides.contains(.left) {
      minX = min(minX, stashedCenterX(left: true))
      leftStop = minX - size.width / 2
    }
    if sides.contains(.right) {
      maxX = max(maxX, stashedCenterX(left: false))
      rightStop = maxX - size.width / 2
    }
    let free = Rect(
      x: minX - size.width / 2, y: limits.minY - size.height / 2, width: maxX - minX,
      height: limits.height)
    return (free, leftStop, rightStop)
  }
}
