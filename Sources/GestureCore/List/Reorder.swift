/// Long-press to reorder, Clear-style, as a ``ListStore`` runs it: a long press lifts the row
/// under the finger, the row follows the finger vertically while the others make room, the
/// list auto-scrolls near its edges, and the release drops the row into its new slot.
///
/// The store drives it from ``ListStore/Event/longPress(_:time:)`` and its display frames,
/// and everything that moves is the store's state: the lifted row's snapshot and its drop
/// spring (``ListStore/liftedRow``), the rows sliding out of its way (each row's
/// ``ListStore/Row/shift``). The model changes as the row goes, one
/// ``ListStore/Effect/move(from:to:)`` per slot.
///
/// ```
/// idle ──began──▶ lifted ──ended/cancelled──▶ dropping ──frames (spring settled)──▶ idle
///                   ▲                             │
///                   └──began (drop finished)──────┘
/// ```
///
/// How the lift, the moves, the auto-scroll and the drop are decided is in
/// <doc:HostingAList>.
///
/// - Complexity: per event, O(1) while the row stays in its slot and O(log n) for n rows when
///   it moves (binary searches over the row tops), plus O(|from − to|) for each move; no heap
///   allocation.
public struct Reorder: Hashable, Sendable {
  /// The options of the current lift: the list's, taken when the row lifted, every number
  /// within its valid range.
  public internal(set) var configuration: Configuration
  /// Where the interaction is.
  public internal(set) var state: State = .idle

  /// A reorder at rest with these options.
  init(configuration: Configuration) {
    self.configuration = configuration.normalized
  }

  /// Whether a row is lifted: the list needs frames then (auto-scroll).
  public var isLifted: Bool {
    if case .lifted = state { true } else { false }
  }
}

extension Reorder {
  /// Where a reorder interaction is (see the diagram on ``Reorder``).
  public enum State: Hashable, Sendable {
    /// No row is lifted.
    case idle
    /// A row is lifted and follows the finger.
    case lifted(Lift)
    /// The lifted row is dropping into slot `at` (after a release or a cancel), on the drop
    /// spring of ``ListStore/liftedRow``.
    case dropping(at: Int)
  }

  /// The data of a lifted row.
  public struct Lift: Hashable, Sendable {
    /// The row's index when it was lifted.
    public var originalIndex: Int
    /// The slot it occupies now: its index in the model, as changed by the moves emitted.
    public var index: Int
    /// The finger's distance below the row's top when it was lifted, in points: kept while
    /// the row follows the finger.
    public var grabOffset: Double
    /// The finger's latest `y`, in the gesture's coordinate space.
    public var fingerY: Double
    /// The lifted row's top as last shown, in content coordinates: where the drop starts.
    public var top: Double
    /// The time of the latest display frame, or `nil` before the first.
    public var lastTickTime: Double?

    /// Creates the data of a lifted row.
    public init(
      originalIndex: Int, index: Int, grabOffset: Double, fingerY: Double, top: Double,
      lastTickTime: Double? = nil
    ) {
      self.originalIndex = originalIndex
      self.index = index
      self.grabOffset = grabOffset
      self.fingerY = fingerY
      self.top = top
      self.lastTickTime = lastTickTime
    }
  }
}
