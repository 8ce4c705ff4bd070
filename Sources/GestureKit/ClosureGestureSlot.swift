#if canImport(UIKit)
  import GestureCore

  /// One recognizer of a view's closure gestures: a kind, and for swipes and edge pans the one
  /// direction or edge it recognizes. Handlers of the same slot share its recognizer.
  enum ClosureGestureSlot: Hashable {
    case tap
    case doubleTap
    case longPress
    /// One direction: the handler learns which direction fired from the slot, which stays
    /// right after the core has reset its recognizer.
    case swipe(SwipeDirection)
    case pan
    case pinch
    case rotation
    /// One edge, for the same reason as swipes.
    case edgePan(RectEdge)

    /// The kind, for removing handlers in bulk.
    var kind: ViewGestureKind {
      switch self {
      case .tap: .tap
      case .doubleTap: .doubleTap
      case .longPress: .longPress
      case .swipe: .swipe
      case .pan: .pan
      case .pinch: .pinch
      case .rotation: .rotation
      case .edgePan: .edgePan
      }
    }

    /// The direction of a swipe slot; empty for others.
    var swipeDirection: SwipeDirection {
      if case .swipe(let direction) = self { return direction }
      return []
    }

    /// The edge of an edge-pan slot; empty for others.
    var startEdge: RectEdge {
      if case .edgePan(let edge) = self { return edge }
      return []
    }

    /// The swipe slots of a set of directions, one per direction, in a fixed order.
    static func swipes(_ directions: SwipeDirection) -> [ClosureGestureSlot] {
      [SwipeDirection.right, .left, .up, .down].filter(directions.contains).map { .swipe($0) }
    }

    /// The edge-pan slots of a set of edges, one per edge, in a fixed order.
    static func edgePans(_ edges: RectEdge) -> [ClosureGestureSlot] {
      [RectEdge.left, .right, .top, .bottom].filter(edges.contains).map { .edgePan($0) }
    }

    // MARK: - Relations, as data

    /// Whether this slot's recognizer waits for `other`'s to fail on the same view: a single
    /// tap waits for the double tap, so a double tap never also fires the single tap.
    func requiresFailure(of other: ClosureGestureSlot) -> Bool {
      self == .tap && other == .doubleTap
    }

    /// Whether the two slots' recognizers may be active together on the same view: pan,
    /// pinch and rotation (moving, zooming and turning a photo with the same fingers), and a
    /// swipe with a pan (as in `gesture-replay`'s standard set: a flick both pans and swipes).
    /// Every other pair is exclusive, UIKit's default.
    func recognizesSimultaneously(with other: ClosureGestureSlot) -> Bool {
      switch (self, other) {
      case (.pan, .pinch), (.pinch, .pan), (.pan, .rotation), (.rotation, .pan),
        (.pinch, .rotation), (.rotation, .pinch):
        true
      case (.swipe, .pan), (.pan, .swipe):
        true
      default:
        false
      }
    }

    /// A name for the core recognizer, for logs.
    var recognizerName: String {
      switch self {
      case .tap: "onTap"
      case .doubleTap: "onDoubleTap"
      case .longPress: "onLongPress"
      case .swipe(let direction):
        switch direction {
        case .left: "onSwipeLeft"
        case .up: "onSwipeUp"
        case .down: "onSwipeDown"
        default: "onSwipeRight"
        }
      case .pan: "onPan"
      case .pinch: "onPinch"
      case .rotation: "onRotate"
      case .edgePan(let edge):
        switch edge {
        case .right: "onEdgePanRight"
        case .top: "onEdgePanTop"
        case .bottom: "onEdgePanBottom"
        default: "onEdgePanLeft"
        }
      }
    }
  }
#endif
