/// Clear's row swipe: drag a row towards the trailing edge to complete it, towards the
/// leading edge to delete it.
///
/// The row follows the finger; strictly past a third of its width the action arms, and a
/// release commits an armed action (<doc:HostingAList> has the rules).
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

extension SwipeToCommit {
  /// The state of a row swipe; see the diagram on ``SwipeToCommit``.
  public enum State: Hashable, Sendable {
    /// At rest at offset 0, no cue showing.
    case idle
    /// A finger drags the row.
    case tracking(Tracking)
    /// The host runs a spring: back to 0, or off-screen after a delete.
    case settling(Settling)
    /// The host stopped a spring back part-way (``Event/animationInterrupted(elapsed:)``) and
    /// a drag is about to pick the row up.
    case stopped(Stopped)
    /// Off-screen after a delete, the delete cue showing: the host removes the row, or sends
    /// ``Event/reset``.
    case dismissed

    /// A drag in progress.
    public struct Tracking: Hashable, Sendable {
      /// The 1:1 range, rubber band and projection of this drag.
      public var horizontal: HorizontalTracking
      /// The row's offset, in points (screen x).
      public var offset: Double
      /// The finger's latest horizontal translation, in points.
      public var translation: Double
      /// The action armed (its cue showing), if any.
      public var armed: Action?
    }

    /// A spring the host runs.
    public struct Settling: Hashable, Sendable {
      /// The motion of the offset.
      public var animation: SpringAnimation
      /// Whether it slides the row off-screen (a delete) rather than back to 0.
      public var isDismissal: Bool
      /// The cue that stays on during the motion (the action committed), if any.
      public var cue: Action?
    }

    /// A spring back stopped part-way.
    public struct Stopped: Hashable, Sendable {
      /// Where the spring left the row, in points.
      public var offset: Double
      /// The spring's velocity there, in points per second.
      public var velocity: Double
      /// The cue still showing, if any.
      public var cue: Action?
    }
  }
}

extension SwipeToCommit {
  /// What the host tells a row swipe.
  public enum Event: Hashable, Sendable {
    /// The horizontal pan on the row (`DragEvent(change)` of a `PanRecognizer` with the
    /// `.horizontal` axis). Only `translation.dx` and `velocity.dx` are used. A drag event
    /// with NaN or infinite values is a cancel; `changed`, `ended` and `cancelled` without a
    /// `began` in this interaction are ignored, as are drags on a row sliding off or
    /// dismissed.
    case drag(DragEvent)
    /// The spring of the latest ``Effect/animate(_:)`` reached its end. Ignored when no
    /// spring runs.
    case animationFinished
    /// The host stopped the running spring `elapsed` seconds after it started, right before
    /// the `began` of the drag that grabbed the row: the row stays where the spring had it.
    /// NaN or negative `elapsed` counts as 0, `+∞` as the end. A slide off-screen is not
    /// interrupted: it arrives at once. Ignored when no spring runs.
    case animationInterrupted(elapsed: Double)
    /// The row's width changed. NaN, infinite or negative widths: ignored.
    case resize(width: Double)
    /// Puts the row at rest at 0 with no cue, from any state, at once (a reused view, or a
    /// delete the host undid).
    case reset
  }
}

extension SwipeToCommit {
  /// What a row swipe asks the host to do, in order.
  public enum Effect: Hashable, Sendable {
    /// Move the row's content horizontally by this offset, in points (screen x); stops any
    /// running spring.
    case contentOffset(Double)
    /// Show (`armed: true`) or hide an action's cue: the label behind the row turns green
    /// for complete, red for delete.
    case cue(Action, armed: Bool)
    /// Play a haptic.
    case haptic(Haptic)
    /// Commit an action on the row: update the model.
    case commit(Commit)
    /// Run this spring on the content's offset (replacing any running one), then send
    /// ``Event/animationFinished``.
    case animate(SpringAnimation)
  }
}
