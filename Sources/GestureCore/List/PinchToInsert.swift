/// Pinch apart to insert, Clear-style, as a ``ListStore`` runs it: two fingers on adjacent
/// rows spread apart, the rows above follow the upper finger up and the rows below follow the
/// lower finger down, a placeholder row grows in the gap, and a release with the gap at full
/// row height inserts a new row there and starts editing it.
///
/// The store drives it from ``ListStore/Event/pinch(_:time:)`` and its display frames, and
/// everything that moves is the store's state: the rows on both sides of the gap (each row's
/// ``ListStore/Row/shift``) and the placeholder (``ListStore/placeholder``), on springs after
/// the release.
///
/// ```
/// idle ──began on adjacent rows──▶ opening ──ended short / cancelled──▶ springingBack ─┐
///                                     │                                                │
///                                     └──ended at full height──▶ inserting ──frames───▶ idle
/// ```
///
/// How the gap follows the fingers and when a release inserts are in <doc:HostingAList>.
///
/// - Complexity: O(log n) for `began` (finding the rows), O(n) for the other phases (the
///   rows on both sides move); the insertion is O(n); no heap allocation except the
///   insertion.
public struct PinchToInsert: Hashable, Sendable {
  /// The options of the current pinch: the list's, taken when it began, every number within
  /// its valid range.
  public internal(set) var configuration: Configuration
  /// Where the interaction is.
  public internal(set) var state: State = .idle

  /// A pinch at rest with these options.
  init(configuration: Configuration) {
    self.configuration = configuration.normalized
  }
}

extension PinchToInsert {
  /// Where a pinch-to-insert interaction is (see the diagram on ``PinchToInsert``).
  public enum State: Hashable, Sendable {
    /// No gap is open.
    case idle
    /// Two fingers on adjacent rows are opening a gap between them.
    case opening(Opening)
    /// The gap is closing after a release short of the full height or a cancel; the
    /// placeholder goes once the rows and it are at rest.
    case springingBack
    /// A new row was inserted at `at` and the rows are settling around it.
    case inserting(at: Int)
  }
}
