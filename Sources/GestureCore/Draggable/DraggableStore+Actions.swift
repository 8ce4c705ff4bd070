// A second way to do what a drag, a fling, a tap on the tab and a double tap do: the actions
// a floating view offers right now (VoiceOver's and Switch Control's custom actions, Voice
// Control's names, a context menu, the keyboard), decided here so that every host offers the
// same ones and performs them through the same path as a release.
extension DraggableStore {
  /// Something a person can do to a floating view without dragging it: what its custom
  /// actions, its context menu and its key commands perform (``Event/perform(_:time:)``).
  ///
  /// ```swift
  /// for action in store.actions {          // [.move(to: .topLeft), .move(to: .topRight), …]
  ///   menu.add(name(for: action)) { driver.send(.perform(action, time: now)) }
  /// }
  /// ```
  public enum Action: Hashable, Sendable {
    /// Moves the view to an anchor, as a fling towards it does: one of ``offeredAnchors``,
    /// or one of ``stashAnchors`` (to stash it).
    case move(to: Anchor)
    /// Brings a stashed view out to ``shownAnchor``, as a tap on its tab does.
    case show
    /// Takes a size step, ``SizeStep/larger`` or ``SizeStep/smaller``, as a double tap does.
    case resize(SizeStep)
  }

  /// A direction on screen, for ``action(toward:)``: an arrow key's. Physical, whatever the
  /// reading direction: the left arrow moves the view to the left.
  public enum Direction: Hashable, Sendable, CaseIterable {
    /// Towards the container's left edge.
    case left
    /// Towards the container's right edge.
    case right
    /// Towards the container's top edge.
    case up
    /// Towards the container's bottom edge.
    case down

    /// The unit vector on screen (y grows downwards).
    var vector: Vector {
      switch self {
      case .left: Vector(dx: -1, dy: 0)
      case .right: Vector(dx: 1, dy: 0)
      case .up: Vector(dx: 0, dy: -1)
      case .down: Vector(dx: 0, dy: 1)
      }
    }
  }

  /// Why an action of ``actions`` does nothing now (``refusal(of:)``): what a host tells the
  /// person who chose it ("Already at Top Left", "Already at the largest size"), so that an
  /// action that stays listed answers cleanly instead of vanishing.
  public enum ActionRefusal: Hashable, Sendable {
    /// The action is not one of ``actions``: an anchor the configuration does not offer, a
    /// stash or a size step not configured, ``SizeStep/cycle``.
    case notOffered
    /// A finger, a pinch or a spring has the view: it is performed once the view rests.
    case moving
    /// The view already rests where the action would put it: at the move's anchor (its frame
    /// there within half a point of the view's), or out of the stash for ``Action/show``.
    case alreadyThere
    /// There is no size step that way: the view is at its largest width (for
    /// ``SizeStep/larger``) or its smallest (for ``SizeStep/smaller``).
    case atSizeLimit
    /// The view is stashed, and a stashed view does not change size: it is shown first.
    case stashed
  }

  /// Every action the view has, in the order a host lists them, the same wherever the view
  /// is and whatever it is doing, so that VoiceOver's actions rotor keeps its order and a
  /// Voice Control command never vanishes: the moves to each of ``offeredAnchors``, then to
  /// each of ``stashAnchors``, then ``Action/show`` (when stashing is on), then
  /// ``SizeStep/larger`` and ``SizeStep/smaller`` (when resizing is on).
  ///
  /// One that would do nothing now stays listed and is refused cleanly when chosen: the move
  /// to the anchor the view rests at, Show while it is out, a step past the largest or
  /// smallest width, a step while stashed, any action while a finger, a pinch or a spring has
  /// the view (a drag, a fling settling, a resize), so that an action never fights a gesture
  /// or a motion under way. ``refusal(of:)`` says why, for the host to announce.
  ///
  /// - Complexity: O(n) in the number of anchors; it allocates the array, so ask it when the
  ///   view comes to rest, not on every frame.
  public var actions: [Action] {
    var actions: [Action] = []
    for anchor in offeredAnchors + stashAnchors { actions.append(.move(to: anchor)) }
    if !configuration.stashing.sides.isEmpty { actions.append(.show) }
    if configuration.resizing != nil {
      actions.append(.resize(.larger))
      actions.append(.resize(.smaller))
    }
    return actions
  }

  /// Why ``Event/perform(_:time:)`` would do nothing with `action` now, or `nil` when it
  /// would perform it. Checked in this order: not one of ``actions``
  /// (``ActionRefusal/notOffered``), the view moving, then the action's own reason.
  ///
  /// ```swift
  /// if let refusal = store.refusal(of: action) { announce(refusal, for: action) }
  /// else { driver.send(.perform(action, time: now)) }
  /// ```
  ///
  /// - Parameter action: An action, as listed in ``actions`` or made by the host.
  /// - Returns: The reason it is refused, or `nil`.
  public func refusal(of action: Action) -> ActionRefusal? {
    guard let offered = offeredAction(action) else { return .notOffered }
    return refusal(ofListed: offered)
  }

  /// Why a listed action does nothing now; `nil` when it would be performed.
  func refusal(ofListed action: Action) -> ActionRefusal? {
    guard case .resting = state else { return .moving }
    switch action {
    case .move(let anchor):
      return resolvedFrame(of: anchor).isWithinHalfPoint(of: frame) ? .alreadyThere : nil
    case .show:
      return isStashed ? nil : .alreadyThere
    case .resize(let step):
      if isStashed { return .stashed }
      return width(after: size.width, step) == nil ? .atSizeLimit : nil
    }
  }

  /// The action of ``actions`` that `action` names, with the coordinates of now, or `nil`
  /// when none does (``Event/perform(_:time:)`` then does nothing); one that is listed but
  /// refused now (``refusal(of:)``) is returned too. A side, an edge or a
  /// stash is named by its case alone (`.move(to: .left(centerY: 0))` names the move to the
  /// left side at the view's height), so that an action listed before the view moved along
  /// an edge still names the move it offers now; a custom point by its index.
  ///
  /// - Parameter action: An action, as listed in ``actions`` earlier or made by the host.
  /// - Returns: The action as it is offered now, or `nil`.
  public func offeredAction(_ action: Action) -> Action? {
    actions.first { offered in
      switch (offered, action) {
      case (.show, .show): true
      case (.resize(let a), .resize(let b)): a == b
      case (.move(let a), .move(let b)): a.isSamePlace(as: b)
      default: false
      }
    }
  }

  /// The move an arrow key towards `direction` makes: to the nearest offered place (a move
  /// or ``Action/show``) whose centre lies that way, within 45° of the direction; where none
  /// does, the one whose centre lies most nearly that way (at least half a point along it).
  /// `nil` when no place lies that way (the up arrow on a floating button at the sides, the
  /// left arrow on a view at the left edge that may not stash there) or the view is not at
  /// rest.
  ///
  /// From the left side, the left arrow stashes a view that may stash at the left: the stash
  /// lies further left. Stashed at the left, the right arrow shows it.
  ///
  /// - Parameter direction: The arrow's direction on screen.
  /// - Returns: The action to perform, or `nil`.
  public func action(toward direction: Direction) -> Action? {
    let center = frame.center
    let unit = direction.vector
    var best: (action: Action, inCone: Bool, score: Double)?
    let stashed = isStashed
    let shown = stashed ? resolvedFrame(of: shownAnchor) : frame
    for action in actions where refusal(ofListed: action) == nil {
      let target: Anchor
      switch action {
      case .move(let anchor):
        // Stashed, the move to where it shows is Show's: the arrow names Show.
        if stashed, resolvedFrame(of: anchor).isWithinHalfPoint(of: shown) { continue }
        target = anchor
      case .show: target = shownAnchor
      case .resize: continue
      }
      let to = resolve(target).center
      let offset = Vector(dx: to.x - center.x, dy: to.y - center.y)
      let along = offset.dx * unit.dx + offset.dy * unit.dy
      let across = (offset.dx * unit.dy - offset.dy * unit.dx).magnitude
      guard along > Self.sameWidth else { continue }
      // In the cone the nearest wins; outside it, the most nearly aligned.
      let inCone = across <= along
      let score = inCone ? along * along + across * across : across / along
      if let current = best,
        current.inCone && !inCone || (current.inCone == inCone && current.score <= score)
      {
        continue
      }
      best = (action, inCone, score)
    }
    return best?.action
  }

  /// The action of a "stash or show" key: ``Action/show`` for a stashed view, otherwise the
  /// move to the stash anchor on the side nearer to the view's centre (the other side where
  /// only that one may stash); `nil` when stashing is off or the view is not at rest.
  public var stashOrShowAction: Action? {
    guard case .resting = state, !configuration.stashing.sides.isEmpty else { return nil }
    if isStashed { return .show }
    var left: Action?
    var right: Action?
    for anchor in stashAnchors {
      switch anchor {
      case .stashedLeft: left = .move(to: anchor)
      case .stashedRight: right = .move(to: anchor)
      default: break
      }
    }
    guard let left, let right else { return left ?? right }
    return frame.center.x <= allowedArea.midX ? left : right
  }

  /// Performs `action` if it is listed and not refused now (``refusal(of:)``): a move springs there as
  /// the end of a drag (``Event/move(to:time:)``), a show as a tap on the tab, a size step as
  /// a double tap.
  mutating func perform(_ action: Action, into effects: inout [Effect]) {
    guard let offered = offeredAction(action), refusal(ofListed: offered) == nil else { return }
    switch offered {
    case .move(let anchor): move(to: anchor, into: &effects)
    case .show: move(to: shownAnchor, into: &effects)
    case .resize(let step): take(step, into: &effects)
    }
  }

  /// The frame the view would rest at at `anchor` in the current container.
  func resolvedFrame(of anchor: Anchor) -> Rect {
    frame(centeredAt: resolve(anchor).center)
  }
}

extension DraggableStore.Anchor {
  /// Whether two anchors name the same place but for the coordinate along an edge: the same
  /// side, edge, corner, stash side or custom point.
  func isSamePlace(as other: Self) -> Bool {
    switch (self, other) {
    case (.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom),
      (.stashedLeft, .stashedLeft), (.stashedRight, .stashedRight):
      true
    case (.point(let a), .point(let b)): a == b
    default: self == other
    }
  }
}

extension Rect {
  /// Whether every edge is within half a point of `other`'s: the same place on screen.
  func isWithinHalfPoint(of other: Rect) -> Bool {
    (minX - other.minX).magnitude <= 0.5 && (minY - other.minY).magnitude <= 0.5
      && (maxX - other.maxX).magnitude <= 0.5 && (maxY - other.maxY).magnitude <= 0.5
  }
}
