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
