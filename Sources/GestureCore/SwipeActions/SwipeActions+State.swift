extension SwipeActions {
  /// Where the content comes to rest.
  public enum Rest: Hashable, Sendable {
    /// At offset 0, no buttons showing.
    case closed
    /// Moved by the side's total button width, its buttons showing.
    case open(Side)
    /// Moved off-screen by the container's width towards the other side, after a full swipe
    /// on a destructive action (the host usually removes the row).
    case dismissed(Side)
  }

  /// The callbacks emitted for the current opening, so that every ``Effect/willOpen(_:)`` is
  /// followed by exactly one ``Effect/didClose(_:)``, with at most one
  /// ``Effect/didOpen(_:)`` between them.
  public enum Announcement: Hashable, Sendable {
    /// ``Effect/willOpen(_:)`` was emitted for the side; the row is not open yet.
    case willOpen(Side)
    /// ``Effect/didOpen(_:)`` followed: the row came to rest open on the side.
    case didOpen(Side)

    /// The side announced.
    public var side: Side {
      switch self {
      case .willOpen(let side), .didOpen(let side): side
      }
    }
  }

  /// The state of a row swipe; see the diagram on ``SwipeActions``.
  public enum State: Hashable, Sendable {
    /// At rest at offset 0.
    case closed
    /// At rest with a side's buttons showing.
    case open(Side)
    /// At rest off-screen after a destructive full swipe; only ``Event/close(animated:)``,
    /// ``Event/open(_:animated:)`` and taps on actions move it.
    case dismissed(Side)
    /// A finger drags the content.
    case tracking(Tracking)
    /// The host runs a spring towards a rest.
    case settling(Settling)
    /// The host stopped the spring part-way (``Event/animationInterrupted(elapsed:)``) and a
    /// drag is about to pick the content up.
    case stopped(Stopped)

    /// A drag in progress.
    public struct Tracking: Hashable, Sendable {
      /// The 1:1 range, rubber band and projection of this drag.
      public var horizontal: HorizontalTracking
      /// The content's offset, in points (screen x).
      public var offset: Double
      /// The finger's latest horizontal translation, in points.
      public var translation: Double
      /// Where the content was at rest before the drag, and returns to if it is cancelled.
      public var origin: Rest
      /// The callbacks emitted for the current opening, if any.
      public var announced: Announcement?
      /// The side whose full swipe is armed (its first button expanded), if any.
      public var expanded: Side?
    }

    /// A spring the host runs.
    public struct Settling: Hashable, Sendable {
      /// The motion of the offset (its `from`, `to` and `initialVelocity` in points and
      /// points per second).
      public var animation: SpringAnimation
      /// Where it comes to rest.
      public var target: Rest
      /// A rest asked for while the spring runs (``Event/close(animated:)`` during an
      /// opening): the next spring starts from the target when this one finishes.
      public var pending: Rest?
      /// The callbacks emitted for the current opening, if any.
      public var announced: Announcement?
      /// The side whose first button stays expanded during the motion (a full swipe), if any.
      public var expanded: Side?
    }

    /// A spring stopped part-way.
    public struct Stopped: Hashable, Sendable {
      /// Where the spring left the content, in points.
      public var offset: Double
      /// The spring's velocity there, in points per second: a later settle continues it.
      public var velocity: Double
      /// The rest the spring (or the one pending after it) was going to.
      public var target: Rest
      /// The callbacks emitted for the current opening, if any.
      public var announced: Announcement?
      /// The side whose first button is expanded, if any.
      public var expanded: Side?
    }
  }
}
