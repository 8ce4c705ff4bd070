/// Clear's row swipe: drag a row towards the trailing edge to complete it, towards the
/// leading edge to delete it.
///
/// The row follows the finger 1:1 up to its full width (rubber-banding beyond). Strictly
/// past 1/3 of its width the action arms: its cue shows (``Effect/cue(_:armed:)``, the host
/// turns the label green or red) with a haptic tick; moving back disarms it. On release an
/// armed action commits (``Effect/commit(_:)``): complete springs the row back to 0, delete
/// slides it off-screen, both carrying the release velocity (the way back only as much of it
/// as keeps its overshoot within the row's width and 0.5 pt past 0, where it would uncover
/// the other cue; the slide off-screen is meant to leave). A release that is not armed
/// still commits when its velocity projects the offset past the arming distance (optional,
/// on by default); otherwise the row springs back. Either direction can be turned off.
/// A cancel springs the row back without committing.
///
/// ```swift
/// var row = SwipeToCommit(rowID: 3, rowWidth: 375)
/// var effects: [SwipeToCommit.Effect] = []
/// sim.onChange = { change in
///   guard let drag = DragEvent(change) else { return }
///   row.handle(.drag(drag), into: &effects)
/// }
/// sim.drag(from: Point(x: 100, y: 30), to: Point(x: 230, y: 30), duration: 0.5)
/// // … .cue(.complete, armed: true), .haptic(.impact(.light)), …,
/// //   .commit(.complete(3)), .animate(spring back to 0)
/// ```
///
/// The machine (``State``):
/// ```
/// idle ──drag began──▶ tracking ──changed──▶ tracking (offset; arm / disarm past W/3)
///                        ├── ended, armed (or projected past W/3) ─▶ commit, settling (back, or off-screen)
///                        ├── ended, not armed ─▶ settling (back to 0)
///                        └── cancelled, NaN ─▶ settling (back to 0), no commit
/// settling ──animationFinished──▶ idle, or dismissed after a delete
/// settling ──animationInterrupted──▶ stopped ──drag began──▶ tracking
///                                        └── anything else ─▶ settling (resumed)
/// any ──reset──▶ idle
/// ```
///
/// - Complexity: each event is O(1) and allocates nothing once the caller's effects array
///   has grown to its working size.
public struct SwipeToCommit: Hashable, Sendable {
  /// The host's identifier of the row, returned in ``Effect/commit(_:)``.
  public let rowID: Int
  /// The options; fixed for the life of the value.
  public let configuration: Configuration
  /// Which edge is leading: complete swipes towards the trailing edge.
  public let layoutDirection: ReadingDirection
  /// The row's width, in points (≥ 0, finite).
  public internal(set) var rowWidth: Double
  /// Where the interaction is.
  public internal(set) var state: State

  /// Creates a row at rest.
  ///
  /// - Parameters:
  ///   - rowID: the host's identifier of the row.
  ///   - rowWidth: in points; NaN, infinite or negative widths count as 0 (nothing arms).
  ///   - layoutDirection: defaults to `.leftToRight` (complete to the right).
  ///   - configuration: defaults to `.default`.
  public init(
    rowID: Int, rowWidth: Double,
    layoutDirection: ReadingDirection = .leftToRight,
    configuration: Configuration = .default
  ) {
    self.rowID = rowID
    self.rowWidth = rowWidth.isFinite && rowWidth > 0 ? rowWidth : 0
    self.layoutDirection = layoutDirection
    self.configuration = configuration
    self.state = .idle
  }

  /// How far the row must move (strictly) for an action to arm, in points:
  /// `armingFraction × rowWidth`.
  public var armingDistance: Double {
    configuration.normalisedArmingFraction * rowWidth
  }

  /// The row's offset when the interaction knows it, in points; `nil` while a spring runs.
  public var offset: Double? {
    switch state {
    case .idle: 0
    case .tracking(let tracking): tracking.offset
    case .stopped(let stopped): stopped.offset
    case .dismissed: dismissedOffset
    case .settling: nil
    }
  }

  /// The action whose cue shows, if any.
  public var cue: Action? {
    switch state {
    case .idle: nil
    case .tracking(let tracking): tracking.armed
    case .settling(let settling): settling.cue
    case .stopped(let stopped): stopped.cue
    case .dismissed: .delete
    }
  }

  /// The offset of a deleted row: off-screen by its width towards the leading edge.
  var dismissedOffset: Double {
    HorizontalTracking.unit(Action.delete.sign(in: layoutDirection)) * rowWidth
  }
}
