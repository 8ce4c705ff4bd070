// The rows: events routed to their state machines through the group, and the effects that
// come back turned into the store's effects and each row's presentation (its offset, its
// expansion, and its buttons' frames from the core's button layout at that offset).
extension SwipeActionsStore {
  // MARK: Routing

  /// Hands an event to the group (which may close other rows) without looking at effects:
  /// inserting and removing rows has none.
  mutating func routeWithoutEffects(_ event: SwipeActionsGroup.Event) {
    groupEffects.removeAll(keepingCapacity: true)
    group.handle(event, into: &groupEffects)
  }

  /// Hands an event to a row through the group, and applies the effects.
  mutating func route(
    _ event: SwipeActions.Event, toRowAt index: Int, animated: Bool, into effects: inout [Effect]
  ) {
    routeGroup(.row(rows[index].id, event), animated: animated, into: &effects)
  }

  /// Hands an event to the group and applies the effects to the rows they name, in order:
  /// offsets and springs become presentation, the rest become the store's effects.
  mutating func routeGroup(
    _ event: SwipeActionsGroup.Event, animated: Bool, into effects: inout [Effect]
  ) {
    groupEffects.removeAll(keepingCapacity: true)
    group.handle(event, into: &groupEffects)
    touchedRows.removeAll(keepingCapacity: true)
    for case .row(let id, let effect) in groupEffects {
      guard let index = index(of: id) else { continue }
      if !touchedRows.contains(index) { touchedRows.append(index) }
      apply(effect, toRowAt: index, after: event, animated: animated, into: &effects)
    }
    for index in touchedRows {
      guard let swipe = group[rows[index].id] else { continue }
      if !swipe.isDismissedOrSlidingOff, rows[index].dismissal != nil {
        rows[index].dismissal = nil  // The content came back (a close from the app).
      }
      announceDismissal(ofRowAt: index, into: &effects)
      layOut(rowAt: index)
    }
  }

  /// One effect of a row's state machine.
  mutating func apply(
    _ effect: SwipeActions.Effect, toRowAt index: Int, after event: SwipeActionsGroup.Event,
    animated: Bool, into effects: inout [Effect]
  ) {
    let id = rows[index].id
    switch effect {
    case .contentOffset(let offset):
      rows[index].offset = offset
      rows[index].offsetMotion = nil
    case .buttonFrame:
      break  // Laid out from the offset and the expansion: `layOut(rowAt:)`.
    case .animate(let animation):
      rows[index].offsetMotion = Motion(animation, start: time)
      rows[index].offset = animation.from
    case .fullSwipe(let side, let expanded):
      expand(side, expanded, rowAt: index, animated: animated)
      effects.append(.fullSwipe(rowID: id, side, expanded: expanded))
    case .haptic(let haptic):
      effects.append(.haptic(haptic))
    case .perform(let actionID, let side, let button):
      let dismisses = Self.isRelease(event) && Self.isDismissing(group[id], side: side)
      rows[index].awaitedAnswers.append(dismisses)
      if dismisses { rows[index].dismissal = .awaitingAnswer }
      effects.append(
        .perform(rowID: id, actionID: actionID, side: side, index: button, dismisses: dismisses))
    case .willOpen(let side):
      effects.append(.willOpen(rowID: id, side))
    case .didOpen(let side):
      effects.append(.didOpen(rowID: id, side))
    case .didClose(let side):
      effects.append(.didClose(rowID: id, side))
    }
  }

  /// Whether an event is a drag's release: the only way a full swipe performs.
  static func isRelease(_ event: SwipeActionsGroup.Event) -> Bool {
    if case .row(_, .drag(.ended)) = event { return true }
    return false
  }

  /// Whether a row is sliding off-screen on a side, or is there.
  static func isDismissing(_ swipe: SwipeActions?, side: SwipeActions.Side) -> Bool {
    switch swipe?.state {
    case .dismissed(let dismissed)?: dismissed == side
    case .settling(let settling)?: settling.target == .dismissed(side)
    default: false
    }
  }

  // MARK: Presentation

  /// Starts the first button of a side expanding (or collapsing), on the row's spring, from
  /// where it is shown and as fast as it moves.
  mutating func expand(
    _ side: SwipeActions.Side, _ expanded: Bool, rowAt index: Int, animated: Bool
  ) {
    let target: Double = expanded ? 1 : 0
    if expanded {
      if rows[index].expandedSide != side { rows[index].expansion = 0 }
      rows[index].expandedSide = side
    } else if rows[index].expandedSide != side {
      return
    }
    guard animated, let swipe = group[rows[index].id] else {
      rows[index].expansionMotion = nil
      rows[index].expansion = target
      if !expanded { rows[index].expandedSide = nil }
      return
    }
    let velocity = rows[index].expansionMotion?.velocity(at: time) ?? 0
    rows[index].expansionMotion = Motion(
      SpringAnimation(
        spring: swipe.configuration.spring, from: rows[index].expansion, to: target,
        initialVelocity: velocity),
      start: time)
  }

  /// The row's presentation for its offset and expansion: the side shown and every button's
  /// frame, from the core's button layout.
  mutating func layOut(rowAt index: Int) {
    guard let swipe = group[rows[index].id] else { return }
    var row = rows[index]
    if row.offset == 0 && row.offsetMotion == nil && row.expandedSide != nil {
      // Nothing is uncovered: an expansion has nothing left to show.
      row.expansionMotion = nil
      row.expansion = 0
      row.expandedSide = nil
    }
    row.revealedSide =
      row.offset == 0 || row.offset.isNaN
      ? nil : SwipeActions.Side.revealed(by: row.offset < 0 ? .minus : .plus, in: swipe.layoutDirection)
    Self.layOut(&row.leadingFrames, swipe.leadingLayout, row: row)
    Self.layOut(&row.trailingFrames, swipe.trailingLayout, row: row)
    rows[index] = row
  }

  /// One side's frames, in place: the expanded first button interpolated between its frames
  /// without and with the expansion.
  static func layOut(_ frames: inout [Rect], _ layout: SwipeActions.ButtonLayout, row: Row) {
    if frames.count != layout.count {
      frames.removeAll(keepingCapacity: true)
      for _ in 0..<layout.count { frames.append(.zero) }
    }
    let expansion = row.expandedSide == layout.side ? row.expansion : 0
    for index in frames.indices {
      let plain = layout.frame(ofButtonAt: index, offset: row.offset, isExpanded: false)
      if expansion <= 0 {
        frames[index] = plain
      } else {
        let expanded = layout.frame(ofButtonAt: index, offset: row.offset, isExpanded: true)
        frames[index] = expansion >= 1 ? expanded : interpolate(plain, expanded, expansion)
      }
    }
  }

  /// The rectangle `fraction` of the way from `a` to `b`.
  static func interpolate(_ a: Rect, _ b: Rect, _ fraction: Double) -> Rect {
    Rect(
      x: a.minX + (b.minX - a.minX) * fraction, y: a.minY + (b.minY - a.minY) * fraction,
      width: a.width + (b.width - a.width) * fraction,
      height: a.height + (b.height - a.height) * fraction)
  }
}

extension SwipeActionsStore {
  /// A row as the host draws it: the content's offset and the buttons' frames, on the same
  /// frame.
  public struct Row: Hashable, Sendable {
    /// The host's identifier of the view.
    public let id: Int
    /// The horizontal offset of the content, in points (screen x: negative moves it left).
    public internal(set) var offset: Double = 0
    /// The frame of each leading button (outermost first), in the view's coordinates
    /// (x from 0 to its width): what the host applies, clipped to the view, under the
    /// content.
    public internal(set) var leadingFrames: [Rect] = []
    /// The frame of each trailing button (outermost first), in the view's coordinates.
    public internal(set) var trailingFrames: [Rect] = []
    /// The side whose buttons the content uncovers (`nil` at offset 0).
    public internal(set) var revealedSide: SwipeActions.Side?
    /// The side whose first button is expanded by a full swipe, or still collapsing back.
    public internal(set) var expandedSide: SwipeActions.Side?
    /// How far that button is expanded over the uncovered width: 0 not at all, 1 fully.
    public internal(set) var expansion: Double = 0

    /// The content's spring.
    var offsetMotion: Motion?
    /// The expansion's spring (on ``expansion``, 0 to 1 or back).
    var expansionMotion: Motion?
    /// A finger stopped the content's spring and holds it (``SwipeActions/State/stopped(_:)``).
    var isCaught = false
    /// The handlers waiting for the app's answer, oldest first: whether each slid the
    /// content off-screen (a destructive full swipe).
    var awaitedAnswers: [Bool] = []
    /// Where a destructive full swipe stands, while the content is off-screen or going there.
    var dismissal: Dismissal?

    /// The frame of a button, as the host applies it.
    public func frame(_ side: SwipeActions.Side, index: Int) -> Rect {
      let frames = side == .leading ? leadingFrames : trailingFrames
      return frames.indices.contains(index) ? frames[index] : .zero
    }

    /// Whether a touch on another row (or outside every row) or a scroll closes this one:
    /// open, or moving towards a rest other than off-screen; not while a finger drags or holds
    /// it, nor while it waits off-screen for the app.
    func closesOnTouchElsewhere(_ swipe: SwipeActions) -> Bool {
      switch swipe.state {
      case .open: true
      case .stopped: !isCaught
      case .settling: !swipe.isDismissedOrSlidingOff
      case .closed, .dismissed, .tracking: false
      }
    }
  }

  /// Where a destructive full swipe stands.
  enum Dismissal: Hashable, Sendable {
    /// The handler ran; the app has not answered.
    case awaitingAnswer
    /// The app completed the action: ``Effect/dismissed(rowID:side:)`` follows once the
    /// content is off-screen.
    case completed
    /// ``Effect/dismissed(rowID:side:)`` was emitted: the host removes or resets the view.
    case announced
  }
}
