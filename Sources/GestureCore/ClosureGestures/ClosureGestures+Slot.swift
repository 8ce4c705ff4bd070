extension ClosureGestures {
  /// One recognizer of a view's closure gestures: a kind, with the number of taps for taps and
  /// the one direction or edge for swipes and edge pans. Handlers of the same slot share its
  /// recognizer.
  ///
  /// Swipes and edge pans get one recognizer per direction or edge, so that a handler learns
  /// which one fired from the slot itself (``Gesture/direction``, ``Gesture/edge``), which
  /// stays right after the recognizer has been reset. ``swipes(_:)`` and ``edgePans(_:)``
  /// split a set.
  public enum Slot: Hashable, Sendable {
    /// A tap recognizer for `numberOfTaps` taps in a row (`onTap` 1, `onDoubleTap` 2). Fewer
    /// than 1 counts as 1.
    case tap(numberOfTaps: Int)
    /// The long press (`onLongPress`).
    case longPress
    /// A swipe in one direction (`onSwipe`). A set of several directions stands for one slot
    /// per direction; an empty set for none.
    case swipe(SwipeDirection)
    /// The pan (`onPan`).
    case pan
    /// The pinch (`onPinch`).
    case pinch
    /// The rotation (`onRotate`).
    case rotation
    /// An edge pan from one edge (`onEdgePan`). A set of several edges stands for one slot per
    /// edge; an empty set for none.
    case edgePan(RectEdge)

    /// One swipe slot per direction of `directions`, in the order left, right, up, down.
    public static func swipes(_ directions: SwipeDirection) -> [Slot] {
      [SwipeDirection.left, .right, .up, .down].filter { directions.contains($0) }.map { .swipe($0) }
    }

    /// One edge-pan slot per edge of `edges`, in the order left, right, top, bottom.
    public static func edgePans(_ edges: RectEdge) -> [Slot] {
      [RectEdge.left, .right, .top, .bottom].filter { edges.contains($0) }.map { .edgePan($0) }
    }

    /// The slots this one stands for: itself for a valid slot; one per direction or edge
    /// for a swipe or edge pan with several (none for an empty set, unknown bits dropped);
    /// a tap with fewer than one tap as a single tap.
    public var normalized: [Slot] {
      switch self {
      case .tap(let taps): [.tap(numberOfTaps: max(1, taps))]
      case .swipe(let directions): Slot.swipes(directions)
      case .edgePan(let edges): Slot.edgePans(edges)
      case .longPress, .pan, .pinch, .rotation: [self]
      }
    }

    /// The slots whose recognizers a view keeps for gestures requested on `requested`, in
    /// order, each once: every slot each request's kind of gesture can ever fill, whatever
    /// its directions or edges now (a swipe keeps the four directions', an edge pan the four
    /// edges'; a tap, long press, pan, pinch or rotation its own slot).
    ///
    /// A host that cannot swap a view's recognizers once attached (SwiftUI attaches each to
    /// the view for as long as the view lives) keeps these, turning off the ones no handler
    /// uses: directions or edges that change, or a layout direction that flips a leading
    /// edge, then change which recognizers take part, never which exist, so the view keeps
    /// its identity. The list depends only on the requests' kinds and tap counts.
    public static func keptSlots(for requested: [Slot]) -> [Slot] {
      var kept: [Slot] = []
      for slot in requested {
        let family: [Slot]
        switch slot {
        case .swipe: family = swipes(.all)
        case .edgePan: family = edgePans(.all)
        case .tap, .longPress, .pan, .pinch, .rotation: family = slot.normalized
        }
        for member in family where !kept.contains(member) { kept.append(member) }
      }
      return kept
    }

    /// The recognizer's name for logs and traces: `tap`, `doubleTap`, `tripleTap`, `tap4`…,
    /// `longPress`, `swipeLeft`, `swipeRight`, `swipeUp`, `swipeDown`, `pan`, `pinch`,
    /// `rotation`, `edgePanLeft`, `edgePanRight`, `edgePanTop`, `edgePanBottom` (`swipe` and
    /// `edgePan` for a slot that is not ``normalized``).
    public var name: String {
      switch self {
      case .tap(let taps):
        switch taps {
        case ...1: "tap"
        case 2: "doubleTap"
        case 3: "tripleTap"
        default: "tap\(taps)"
        }
      case .longPress: "longPress"
      case .swipe(let direction):
        switch direction {
        case .left: "swipeLeft"
        case .right: "swipeRight"
        case .up: "swipeUp"
        case .down: "swipeDown"
        default: "swipe"
        }
      case .pan: "pan"
      case .pinch: "pinch"
      case .rotation: "rotation"
      case .edgePan(let edge):
        switch edge {
        case .left: "edgePanLeft"
        case .right: "edgePanRight"
        case .top: "edgePanTop"
        case .bottom: "edgePanBottom"
        default: "edgePan"
        }
      }
    }

    /// Whether the gesture is discrete (taps and swipes: one call, on recognition) rather
    /// than continuous.
    public var isDiscrete: Bool {
      switch self {
      case .tap, .swipe: true
      case .longPress, .pan, .pinch, .rotation, .edgePan: false
      }
    }

    /// The swipe's direction; empty for other slots.
    public var direction: SwipeDirection {
      if case .swipe(let direction) = self { return direction }
      return []
    }

    /// The edge pan's edge; empty for other slots.
    public var edge: RectEdge {
      if case .edgePan(let edge) = self { return edge }
      return []
    }

    /// The recognizer a slot gets when no handler brought a configuration: GestureCore's
    /// default thresholds, with the slot's taps, direction or edge.
    public var defaultConfiguration: RecognizerKind {
      switch self {
      case .tap(let taps): .tap(TapRecognizer.Configuration(numberOfTaps: max(1, taps)))
      case .longPress: .longPress(LongPressRecognizer.Configuration())
      case .swipe(let direction): .swipe(SwipeRecognizer.Configuration(directions: direction))
      case .pan: .pan(PanRecognizer.Configuration())
      case .pinch: .pinch(PinchRecognizer.Configuration())
      case .rotation: .rotation(RotationRecognizer.Configuration())
      case .edgePan(let edge):
        .edgePan(EdgePanRecognizer.EdgeConfiguration(edges: edge), PanRecognizer.Configuration())
      }
    }

    /// `configuration` made fit for this slot: the slot's taps, direction or edge replace the
    /// configuration's own. `nil` when it is another kind of recognizer (a pan's
    /// configuration for a tap).
    public func fitting(_ configuration: RecognizerKind) -> RecognizerKind? {
      switch (self, configuration) {
      case (.tap(let taps), .tap(var tap)):
        tap.numberOfTaps = max(1, taps)
        return .tap(tap)
      case (.swipe(let direction), .swipe(var swipe)):
        swipe.directions = direction
        return .swipe(swipe)
      case (.edgePan(let edge), .edgePan(var edges, let pan)):
        edges.edges = edge
        return .edgePan(edges, pan)
      case (.longPress, .longPress), (.pan, .pan), (.pinch, .pinch), (.rotation, .rotation):
        return configuration
      case (.tap, _), (.longPress, _), (.swipe, _), (.pan, _), (.pinch, _), (.rotation, _),
        (.edgePan, _):
        return nil
      }
    }

    /// A number per kind of slot, in member order: 0 for taps (one kind, of any count), then
    /// long press, swipes left, right, up, down, pan, pinch, rotation, edge pans left, right,
    /// top, bottom (1...12). Every slot but a tap is the only one of its kind.
    var kind: Int {
      switch self {
      case .tap: 0
      case .longPress: 1
      case .swipe(let direction):
        switch direction {
        case .left: 2
        case .right: 3
        case .up: 4
        case .down: 5
        default: 0
        }
      case .pan: 6
      case .pinch: 7
      case .rotation: 8
      case .edgePan(let edge):
        switch edge {
        case .left: 9
        case .right: 10
        case .top: 11
        case .bottom: 12
        default: 0
        }
      }
    }

    /// How many values ``kind`` takes.
    static let kindCount = 13

    /// Where the slot goes in ``ClosureGestures/members``: taps by count, long press, swipes
    /// left, right, up, down, pan, pinch, rotation, edge pans left, right, top, bottom.
    var order: Int {
      switch self {
      case .tap(let taps): min(max(1, taps), 1000)
      case .longPress: 1100
      case .swipe(let direction):
        switch direction {
        case .left: 1200
        case .right: 1201
        case .up: 1202
        case .down: 1203
        default: 1204
        }
      case .pan: 1300
      case .pinch: 1400
      case .rotation: 1500
      case .edgePan(let edge):
        switch edge {
        case .left: 1600
        case .right: 1601
        case .top: 1602
        case .bottom: 1603
        default: 1604
        }
      }
    }
  }
}
