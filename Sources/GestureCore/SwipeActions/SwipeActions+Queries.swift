// Queries: a side's actions, layout and reveal width, where the content rests, and the
// buttons' frames at an offset.
extension SwipeActions {
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

  /// The content's offset when the interaction knows it (at rest, tracking, stopped), in
  /// points; `nil` while a spring runs (the host has it).
  public var offset: Double? {
    switch state {
    case .closed: 0
    case .open(let side): offset(at: .open(side))
    case .dismissed(let side): offset(at: .dismissed(side))
    case .tracking(let tracking): tracking.offset
    case .stopped(let stopped): stopped.offset
    case .settling: nil
    }
  }

  /// Whether the row is at rest closed.
  public var isClosed: Bool {
    state == .closed
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

  /// The side whose first button is expanded by a full swipe, if any.
  public var expandedSide: Side? {
    switch state {
    case .closed, .open: nil
    case .dismissed(let side): side
    case .tracking(let tracking): tracking.expanded
    case .settling(let settling): settling.expanded
    case .stopped(let stopped): stopped.expanded
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

  /// The frame of a button with the content at `offset`, in the container's coordinates,
  /// with the current full-swipe expansion: what the host applies on each frame of a
  /// spring.
  ///
  /// - Parameters:
  ///   - side: the button's side.
  ///   - index: 0 for the outermost button; out of range gives ``Rect/zero``.
  ///   - offset: the content's offset, in points (the spring's value); NaN counts as 0.
  public func buttonFrame(_ side: Side, index: Int, offset: Double) -> Rect {
    layout(side).frame(ofButtonAt: index, offset: offset, isExpanded: expandedSide == side)
  }
}
