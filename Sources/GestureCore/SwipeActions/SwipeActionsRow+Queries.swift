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

  /// The side ⌃↩ opens (``SwipeActionsStore/sideShownByKey(onRow:)``), `nil` when it
  /// closes the row.
  var sideShownByKey: Side? {
    switch state {
    case .closed:
      !trailing.actions.isEmpty ? .trailing : !leading.actions.isEmpty ? .leading : nil
    case .open(.trailing):
      leading.actions.isEmpty ? nil : .leading
    default:
      nil
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

extension SwipeActionsRow {
  /// Where a button's content (its title and image, or a view the app drew it with) sits in
  /// the button as the host draws it now, in the button's own coordinates (x from 0 to its
  /// width): what a host applies to content it lays out itself on every frame.
  ///
  /// - The content keeps its size as the button grows or shrinks (the host clips it to the
  ///   button): its height at most the row's. A width or height of 0 (or NaN, infinite,
  ///   negative) fills the button in that dimension: a view that draws its whole button.
  /// - It is centred in the button, as a title is.
  /// - On the first button of a side whose full swipe is armed (``expandedSide``), it moves
  ///   with ``expansion`` towards the content's edge, to where it was when the row was open:
  ///   `(w − c) / 2` from the button's inner side, with `w` the button's open width and `c`
  ///   the content's width; fully expanded, it sits there while the button widens behind it.
  ///
  /// ```swift
  /// // A 40 × 30 pt view in the trailing button open at 78 pt of a 60 pt high row:
  /// row.contentFrame(.trailing, index: 0, contentSize: Size(width: 40, height: 30))
  /// // x 19, y 15, 40 × 30: centred ((78 − 40) / 2 = 19, (60 − 30) / 2 = 15)
  /// ```
  ///
  /// - Parameters:
  ///   - side: The button's side.
  ///   - index: The button, 0 being the outermost; out of range gives ``Rect/zero``.
  ///   - contentSize: The content's own size, in points.
  /// - Returns: A finite frame.
  public func contentFrame(_ side: Side, index: Int, contentSize: Size) -> Rect {
    let layout = layout(side)
    guard layout.widths.indices.contains(index) else { return .zero }
    let button = frame(side, index: index)
    let buttonWidth = button.width.isFinite ? max(0, button.width) : 0
    let buttonHeight = button.height.isFinite ? max(0, button.height) : 0
    let content = SwipeActionsRow.normalised(contentSize)
    let width = content.width > 0 ? content.width : buttonWidth
    let height = content.height > 0 ? min(content.height, buttonHeight) : buttonHeight
    let centred = (buttonWidth - width) / 2
    var x = centred
    if index == 0, expandedSide == side, expansion > 0 {
      let inset = max(0, (layout.widths[0] - width) / 2)
      let pinned = layout.isAtLeftEdge ? buttonWidth - inset - width : inset
      x = centred + (pinned - centred) * min(expansion, 1)
    }
    return Rect(x: x, y: (buttonHeight - height) / 2, width: width, height: height)
  }
}
