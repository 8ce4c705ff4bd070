/// A rectangle in a hit-test tree, for hosts that have no view hierarchy of their own (the
/// browser gallery, tests, the replay tool). Recognizers are attached to nodes; a touch goes
/// to the recognizers of the deepest node it lands on and of that node's ancestors.
///
/// ```swift
/// let root = Node(frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// let card = Node(frame: Rect(x: 16, y: 100, width: 358, height: 120))
/// root.addChild(card)
/// ```
public final class Node {
  /// The frame in the parent's coordinate space (the root's frame is in root coordinates).
  /// Default: ``Rect/unbounded``, so a node made without a frame receives every touch. An
  /// unbounded node does not move its children: their frames are in its parent's space (in
  /// root coordinates for an unbounded root), not relative to its far-away origin.
  public var frame: Rect

  /// Whether the node and its subtree take touches (UIKit's `isUserInteractionEnabled`).
  /// Default `true`.
  public var isInteractionEnabled = true

  /// Whether the node is hidden; a hidden node and its subtree take no touches. Default `false`.
  public var isHidden = false

  /// The children, back to front: the last one is on top and is hit-tested first.
  public private(set) var children: [Node] = []

  /// The recognizers attached with ``GestureArena/attach(_:to:)``, in attach order.
  public internal(set) var recognizers: [GestureRecognizer] = []

  /// Creates a node.
  public init(frame: Rect = .unbounded) {
    self.frame = frame
  }

  /// Adds a child on top of the existing ones.
  public func addChild(_ child: Node) {
    children.append(child)
  }

  /// Removes a child (compared by identity); does nothing if it is not a child.
  public func removeChild(_ child: Node) {
    children.removeAll { $0 === child }
  }

  /// Appends the recognizers that a touch at `point` reaches, deepest node first, and tells
  /// each its node's frame in root coordinates.
  ///
  /// - Parameters:
  ///   - point: The touch, in the coordinate space of this node's parent.
  ///   - offset: The origin of that parent space in root coordinates.
  /// - Returns: Whether the point lies in this node (and so the node was hit).
  func collectRecognizers(at point: Point, offset: Vector, into chain: inout [Int]) -> Bool {
    guard isInteractionEnabled, !isHidden, frame.contains(point) else { return false }
    let origin = frame == .unbounded ? Point.zero : frame.origin
    let local = Point(x: point.x - origin.x, y: point.y - origin.y)
    let childOffset = offset + Vector(dx: origin.x, dy: origin.y)
    for child in children.reversed()
    where child.collectRecognizers(at: local, offset: childOffset, into: &chain) {
      break
    }
    let frameInRoot = frame.offsetBy(offset)
    for recognizer in recognizers {
      recognizer.nodeFrame = frameInRoot
      chain.append(recognizer.arenaIndex)
    }
    return true
  }
}

extension Rect {
  /// A rectangle so large it contains every finite point a host will send
  /// (±10¹⁵ points on both axes), for nodes that should take every touch.
  public static let unbounded = Rect(x: -1e15, y: -1e15, width: 2e15, height: 2e15)
}
