// What the host draws after each event: the rows, the lifted row's snapshot, the placeholder.
extension ListStore {
  /// A row as the host draws it.
  public struct Row: Hashable, Sendable {
    /// The app's identifier of the item.
    public let id: Int
    /// The row's swipe.
    public internal(set) var swipe: SwipeToCommit
    /// The vertical offset from the row's resting place, in points (negative: up).
    public internal(set) var shift: Double = 0
    /// Whether the row's slot is empty because its snapshot is lifted (``liftedRow``).
    public internal(set) var isLifted = false
    /// The spring on ``shift``.
    var shiftMotion: Motion?
    /// The row slid off and the app was asked to delete it.
    var awaitsDeleteAnswer = false
    /// The app said it answers this row's delete later (``Event/deleteDeferred(rowID:)``).
    var deleteIsDeferred = false
    /// Whether the app's item is done, as the host last reported
    /// (``Event/completionChanged(rowID:isCompleted:)``), and as a complete taken the second
    /// way leaves it (toggled, the app's usual rule); `nil` while the host has not said
    /// (or said it does not know), which a complete leaves `nil`: the store never guesses a
    /// state. Names the complete action (``title(of:rowID:)``) and the announcement after
    /// it. Default `nil`; a row keeps it through data changes.
    public internal(set) var isCompleted: Bool?

    /// The horizontal offset of the row's content, in points (screen x).
    public var offset: Double { swipe.offset }

    /// The action whose cue shows behind the row (green for complete, red for delete).
    public var cue: SwipeToCommit.Action? { swipe.cue }

    /// The action whose side of the cue the row uncovers, `nil` when nothing shows behind it:
    /// the side the row's content moved towards (an offset towards the trailing edge uncovers
    /// complete, towards the leading edge delete, in the row's layout direction), and while
    /// the content is home (offset 0) the armed ``cue``, if any. A host shows its cue view
    /// while this is not `nil`, revealing this side; ``cue`` says whether it is armed.
    public var revealedCue: SwipeToCommit.Action? {
      if offset == 0 { return cue }
      return .towards(offset < 0 ? .minus : .plus, in: swipe.layoutDirection)
    }

    /// Whether the row is at rest: offset and shift 0, nothing in motion, not lifted.
    public var isAtRest: Bool {
      shift == 0 && shiftMotion == nil && !isLifted && !awaitsDeleteAnswer
        && swipe.state == .idle
    }
  }

  /// The snapshot of a lifted row.
  public struct LiftedRow: Hashable, Sendable {
    /// The identifier of the row it shows.
    public let id: Int
    /// Its top, in content coordinates (unscaled).
    public internal(set) var top: Double
    /// Its scale about its centre (1.05 while lifted, back to 1 as it drops).
    public internal(set) var scale: Double
    /// Its opacity.
    public internal(set) var alpha: Double
    /// Whether it casts a shadow.
    public internal(set) var shadow: Bool
    /// The scale and opacity of the lift, which the drop brings back to 1.
    let liftScale: Double
    let liftAlpha: Double
    /// The drop's spring on ``top``, once dropped.
    var drop: Motion?
  }

  /// The placeholder row in a pinch's gap.
  public struct Placeholder: Hashable, Sendable {
    /// Its centre, in content coordinates: the line between the two rows.
    public internal(set) var centerY: Double
    /// Its full height, in points.
    public internal(set) var height: Double
    /// Its vertical scale about its centre, `0...1`: the height it shows is `height × scale`.
    public internal(set) var scale: Double
    /// The prompt it shows.
    public internal(set) var label: PinchToInsert.Label
    var motion: Motion?
  }
}
