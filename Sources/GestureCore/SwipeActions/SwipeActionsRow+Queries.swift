// Queries: a side's actions, layout and reveal width, where the content rests, and what the
// store asks of a row.
extension SwipeActionsRow {
  /// The actions of a side.
  public func actions(_ side: Side) -> ActionSet {
    side == .leading ? leading : trailing
  }

  /// The button layout of a side.
  public func layout(_ side: Side) -> ButtonLayout {
    side == .leading ? leadingLayout : trailingLayout
  }

  /// A side's total button width: how far the content moves to open it, in points.
  public func revealWidth(_ side: Side) -> Double {
    layout(side).revealWidth
  }

  /// The content's offset at a rest, in points: 0 closed, `±W` open, `±C` dismissed, with
  /// the sign that reveals the side.
  public func offset(at rest: Rest) -> Double {
    switch rest {
    case .closed: 0
    case .open(let side):
      HorizontalTracking.unit(side.revealingSign(in: layoutDirection)) * revealWidth(side)
    case .dismissed(let side):
      HorizontalTracking.unit(side.revealingSign(in: layoutDirection)) * containerSize.width
    }
  }

  /// Whether the row is at rest closed.
  public var isClosed: Bool {
    state == .closed
  }

  /// Whether the app completed the row's destructive full swipe: the content slides off or
  /// waits off-screen for the host to remove or reuse the view.
  var isDismissalCompleted: Bool {
    dismissal == .completed || dismissal == .announced
  }

  /// Whether the content is off-screen after a destructive full swipe, or sliding there.
  public var isDismissedOrSlidingOff: Bool {
    switch state {
    case .dismissed: true
    case .settling(let settling):
      if case .dismissed = settling.target { true } else { false }
    case .closed, .open, .tracking, .stopped: false
    }
  }

  /// Whether the content springs towards a rest.
  var isSettling: Bool {
    if case .settling = state { true } else { false }
  }

  /// Whether a touch on another row (or outside every row) or a scroll closes this one:
  /// open, or moving towards a rest other than off-screen; not while a finger drags or holds
  /// it, nor while it waits off-screen for the app.
  var closesOnTouchElsewhere: Bool {
    switch state {
    case .open: true
    case .stopped: !isCaught
    case .settling: !isDismissedOrSlidingOff
    case .closed, .dismissed, .tracking: false
    }
  }

  /// The distance past which a full swipe arms on a side, in points:
  /// `max(W, min(fraction·C, C − edgeDistance))`; `nil` when the side has no actions or does
  /// not perform its first action with a full swipe.
  public func fullSwipeDistance(_ side: Side) -> Double? {
    let set = actions(side)
    guard set.performsFirstActionWithFullSwipe, !set.isEmpty else { return nil }
    let width = containerSize.width
    let threshold = min(
      configuration.normalisedFullSwipeFraction * width,
      width - configuration.normalisedFullSwipeEdgeDistance)
    return max(revealWidth(side), threshold)
  }

  /// The frame of a button as the host draws it now; ``Rect/zero`` for an index out of range.
  public func frame(_ side: Side, index: Int) -> Rect {
    let frames = side == .leading ? leadingFrames : trailingFrames
    return frames.indices.contains(index) ? frames[index] : .zero
  }
}
