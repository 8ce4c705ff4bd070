/// A pan that must start at an edge of its node and move away from it (UIKit's
/// `UIScreenEdgePanGestureRecognizer`, for any node rather than only the screen).
///
/// It is a ``PanRecognizer`` with two more conditions: the first finger lands within
/// ``EdgeConfiguration/bandWidth`` of one of ``EdgeConfiguration/edges``
/// of the node's frame, and when the stroke passes the slop it points inwards from that edge
/// more than along it. Otherwise it fails.
///
/// ```swift
/// let back = EdgePanRecognizer(
///   name: "back", edgeConfiguration: .init(edges: .left, bandWidth: 20),
///   configuration: .init(axis: .horizontal))
/// arena.attach(back, to: screenNode)
/// // Only strokes starting within 20 pt of the left edge begin; then it is a pan.
/// ```
public final class EdgePanRecognizer: PanRecognizer {
  /// Which edges, and how wide a band along them.
  public struct EdgeConfiguration: Hashable, Sendable {
    /// The edges a stroke may start from. Default `.left` (the leading edge in a
    /// left-to-right layout; hosts pass `.right` for right-to-left).
    public var edges: RectEdge
    /// How far from the edge, in points, the first finger may land. Default 20 pt, about
    /// the system's screen-edge region on iPhone.
    public var bandWidth: Double

    /// Creates an edge configuration; each parameter defaults as documented on its property.
    public init(edges: RectEdge = .left, bandWidth: Double = 20) {
      self.edges = edges
      self.bandWidth = bandWidth
    }
  }

  /// The edges and the band width.
  @exclusivity(unchecked) public var edgeConfiguration: EdgeConfiguration
  /// The edge the current stroke started from; empty until a finger lands in a band.
  @exclusivity(unchecked) public private(set) var startEdge: RectEdge = []

  /// Creates an edge-pan recognizer.
  public init(
    name: String = "edgePan", edgeConfiguration: EdgeConfiguration = EdgeConfiguration(),
    configuration: PanRecognizer.Configuration = PanRecognizer.Configuration()
  ) {
    self.edgeConfiguration = edgeConfiguration
    super.init(name: name, configuration: configuration)
  }

  /// Checks the edge band on the first touch, then runs the pan's machine.
  public override func update(with event: GestureEvent) -> Proposal {
    if case .touch(let sample) = event, sample.phase == .began, touchCount == 1 {
      startEdge = edge(near: sample.location)
      if startEdge.isEmpty {
        _ = super.update(with: event)
        return .fail
      }
    }
    return super.update(with: event)
  }

  /// Back to rest.
  public override func resetMachine() {
    startEdge = []
    super.resetMachine()
  }

  override func mayBegin(with stroke: Vector) -> Bool {
    switch startEdge {
    case .left: stroke.dx > stroke.dy.magnitude
    case .right: -stroke.dx > stroke.dy.magnitude
    case .top: stroke.dy > stroke.dx.magnitude
    case .bottom: -stroke.dy > stroke.dx.magnitude
    default: false
    }
  }

  private func edge(near point: Point) -> RectEdge {
    let frame = nodeFrame
    let band = edgeConfiguration.bandWidth
    let edges = edgeConfiguration.edges
    guard frame.contains(point) else { return [] }
    if edges.contains(.left) && point.x - frame.minX <= band { return .left }
    if edges.contains(.right) && frame.maxX - point.x <= band { return .right }
    if edges.contains(.top) && point.y - frame.minY <= band { return .top }
    if edges.contains(.bottom) && frame.maxY - point.y <= band { return .bottom }
    return []
  }
}

/// A set of rectangle edges (UIKit's `UIRectEdge`).
public struct RectEdge: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public var rawValue: UInt8

  /// Creates a set from its bits.
  @inlinable
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = RectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = RectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = RectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = RectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: RectEdge = [.top, .left, .bottom, .right]
}
