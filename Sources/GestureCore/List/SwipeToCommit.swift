/// Clear's row swipe, one per row of a ``ListStore``: drag a row towards the trailing edge to
/// complete it, towards the leading edge to delete it.
///
/// The row follows the finger; strictly past a third of its width the action arms (its
/// ``cue`` turns on, with a haptic tick), and a release commits an armed action, then springs
/// back to 0 (complete) or off-screen (delete). The spring runs on the store's frames: the
/// row's ``offset`` is what the host draws, at every moment (<doc:HostingAList> has the
/// rules).
///
/// ```
/// idle ──began──▶ tracking ──ended/cancelled──▶ settling ──frames──▶ idle
///                    ▲                            │   (delete)──▶ dismissed
///                    └────────began (caught)──────┘
/// ```
///
/// - Complexity: each event is O(1) and allocates nothing once the store's effects array
///   has grown to its working size.
public struct SwipeToCommit: Hashable, Sendable {
  /// The app's identifier of the row.
  public let rowID: Int
  /// The options; fixed for the life of the value.
  public let configuration: Configuration
  /// Which edge is leading: complete swipes towards the trailing edge.
  public let layoutDirection: ReadingDirection
  /// The row's width, in points (≥ 0, finite).
  public internal(set) var rowWidth: Double
  /// Where the interaction is.
  public internal(set) var state: State = .idle
  /// The horizontal offset of the row's content as drawn now, in points (screen x).
  public internal(set) var offset: Double = 0
  /// How the content moves by itself: the list's ``ListStore/motion``. Default
  /// ``MotionPolicy/standard``.
  public internal(set) var motion = MotionPolicy.standard

  /// Creates a row at rest.
  ///
  /// - Parameters:
  ///   - rowID: the app's identifier of the row.
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
  }

  /// How far the row must move (strictly) for an action to arm, in points:
  /// `armingFraction × rowWidth`.
  public var armingDistance: Double {
    configuration.normalisedArmingFraction * rowWidth
  }

  /// The action whose cue shows, if any.
  public var cue: Action? {
    switch state {
    case .idle: nil
    case .tracking(let tracking): tracking.armed
    case .settling(let settling): settling.cue
    case .dismissed: .delete
    }
  }

  /// The spring the row's content is on, while it settles.
  public var spring: SpringAnimation? {
    if case .settling(let settling) = state { settling.motion.animation } else { nil }
  }

  /// Whether the content is on a spring: the host must send frames.
  var isSettling: Bool {
    if case .settling = state { true } else { false }
  }

  /// Whether the content slides home after the app kept a row it was asked to delete: no
  /// swipe may catch it.
  var isReturning: Bool {
    if case .settling(let settling) = state { settling.isReturning } else { false }
  }

  /// The offset of a deleted row: off-screen by its width towards the leading edge.
  var dismissedOffset: Double {
    HorizontalTracking.unit(Action.delete.sign(in: layoutDirection)) * rowWidth
  }
}

extension SwipeToCommit {
  /// The state of a row swipe; see the diagram on ``SwipeToCommit``.
  public enum State: Hashable, Sendable {
    /// At rest at offset 0, no cue showing.
    case idle
    /// A finger drags the row.
    case tracking(Tracking)
    /// The content is on a spring: back to 0, or off-screen after a delete.
    case settling(Settling)
    /// Off-screen after a delete, the delete cue showing: the store waits for the app.
    case dismissed

    /// A drag in progress.
    public struct Tracking: Hashable, Sendable {
      /// The 1:1 range, rubber band and projection of this drag.
      public var horizontal: HorizontalTracking
      /// The finger's latest horizontal translation, in points.
      public var translation: Double
      /// The action armed (its cue showing), if any.
      public var armed: Action?
    }

    /// A spring on the content's offset.
    public struct Settling: Hashable, Sendable {
      /// The spring and when it started.
      public var motion: Motion
      /// Whether it slides the row off-screen (a delete) rather than back to 0.
      public var isDismissal: Bool
      /// The cue that stays on during the motion (the action committed), if any.
      public var cue: Action?
      /// Whether it brings home a row the app kept after a delete.
      public var isReturning = false
    }
  }
}
