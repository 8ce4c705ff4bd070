// Springs and rests: settling, arriving, requests from taps and the host, and the layout.
extension SwipeActions {
  /// Moves towards a rest, emitting the opening callbacks as the motion starts; at once
  /// (arriving) when not animated or when there is nowhere to go.
  mutating func settle(
    to rest: Rest, from offset: Double, velocity: Double, announced: Announcement?,
    expanded: Side?, animated: Bool, into effects: inout [Effect]
  ) {
    var announced = announced
    switch rest {
    case .open(let side), .dismissed(let side):
      if announced?.side != side {
        if let previous = announced { effects.append(.didClose(previous.side)) }
        effects.append(.willOpen(side))
        announced = .willOpen(side)
      }
    case .closed:
      break
    }
    let target = self.offset(at: rest)
    guard animated, offset != target || velocity != 0 else {
      arrive(at: rest, announced: announced, expanded: expanded, into: &effects)
      return
    }
    let animation = SpringAnimation(
      spring: configuration.spring, from: offset, to: target, initialVelocity: velocity
    ).limitingOvershoot(to: overshootBounds(settlingTo: rest, from: offset, velocity: velocity))
    effects.append(.animate(animation))
    state = .settling(
      State.Settling(
        animation: animation, target: rest, pending: nil, announced: announced, expanded: expanded))
  }

  /// The offsets a settle to `rest` may swing through
  /// (``HorizontalTracking/settleBounds(on:width:)``): on the side it opens (or, closing,
  /// comes from), up to the container's width, beyond which the content would have left the
  /// row; on the other, up to 0.5 pt past 0, beyond which it would uncover that edge. A slide
  /// off-screen (`dismissed`) is meant to leave: unbounded.
  func overshootBounds(
    settlingTo rest: Rest, from offset: Double, velocity: Double
  ) -> ClosedRange<Double> {
    switch rest {
    case .dismissed:
      return -Double.infinity...Double.infinity
    case .open(let side):
      return HorizontalTracking.settleBounds(
        on: side.revealingSign(in: layoutDirection), width: containerSize.width)
    case .closed:
      return HorizontalTracking.settleBounds(
        on: HorizontalTracking.side(ofOffset: offset, velocity: velocity),
        width: containerSize.width)
    }
  }

  /// Comes to rest: the final layout, the end of an expansion, the callbacks.
  mutating func arrive(
    at rest: Rest, announced: Announcement?, expanded: Side?, into effects: inout [Effect]
  ) {
    switch rest {
    case .closed:
      emitLayout(offset: 0, expanded: nil, into: &effects)
      if let expanded { effects.append(.fullSwipe(expanded, expanded: false)) }
      if let announced { effects.append(.didClose(announced.side)) }
      state = .closed
    case .open(let side):
      emitLayout(offset: offset(at: rest), expanded: nil, into: &effects)
      if let expanded { effects.append(.fullSwipe(expanded, expanded: false)) }
      if announced != .didOpen(side) {
        if let announced, announced.side != side { effects.append(.didClose(announced.side)) }
        effects.append(.didOpen(side))
      }
      state = .open(side)
    case .dismissed(let side):
      emitLayout(offset: offset(at: rest), expanded: side, into: &effects)
      if expanded != side {
        if let expanded { effects.append(.fullSwipe(expanded, expanded: false)) }
        effects.append(.fullSwipe(side, expanded: true))
      }
      state = .dismissed(side)
    }
  }

  /// A rest asked for by a tap or the host.
  mutating func request(_ rest: Rest, animated: Bool, into effects: inout [Effect]) {
    if case .open(let side) = rest, actions(side).isEmpty || revealWidth(side) <= 0 { return }
    switch state {
    case .closed:
      guard rest != .closed else { return }
      settle(
        to: rest, from: 0, velocity: 0, announced: nil, expanded: nil, animated: animated,
        into: &effects)
    case .open(let side):
      guard rest != .open(side) else { return }
      settle(
        to: rest, from: offset(at: .open(side)), velocity: 0, announced: .didOpen(side),
        expanded: nil, animated: animated, into: &effects)
    case .dismissed(let side):
      effects.append(.fullSwipe(side, expanded: false))
      settle(
        to: rest, from: offset(at: .dismissed(side)), velocity: 0, announced: .willOpen(side),
        expanded: nil, animated: animated, into: &effects)
    case .tracking(let tracking):
      if let expanded = tracking.expanded { effects.append(.fullSwipe(expanded, expanded: false)) }
      settle(
        to: rest, from: tracking.offset, velocity: 0, announced: tracking.announced,
        expanded: nil, animated: animated, into: &effects)
    case .stopped(let stopped):
      if let expanded = stopped.expanded { effects.append(.fullSwipe(expanded, expanded: false)) }
      settle(
        to: rest, from: stopped.offset, velocity: stopped.velocity, announced: stopped.announced,
        expanded: nil, animated: animated, into: &effects)
    case .settling(var settling):
      if animated {
        // The spring's position is unknown: the new motion starts where this one ends.
        settling.pending = rest == settling.target ? nil : rest
        state = .settling(settling)
      } else {
        if let expanded = settling.expanded {
          effects.append(.fullSwipe(expanded, expanded: false))
        }
        settle(
          to: rest, from: settling.animation.to, velocity: 0, announced: settling.announced,
          expanded: nil, animated: false, into: &effects)
      }
    }
  }

  /// A tap on an action's button: perform it, then close unless it keeps the row open.
  mutating func tap(_ side: Side, index: Int, into effects: inout [Effect]) {
    let set = actions(side)
    guard set.actions.indices.contains(index) else { return }
    let action = set.actions[index]
    effects.append(.perform(actionID: action.id, side: side, index: index))
    if !action.keepsOpenAfterTap {
      request(.closed, animated: true, into: &effects)
    } else if case .stopped(let stopped) = state {
      resume(stopped, into: &effects)
    }
  }

  /// The spring finished: arrive, then start the rest asked for meanwhile.
  mutating func finish(_ settling: State.Settling, into effects: inout [Effect]) {
    arrive(
      at: settling.target, announced: settling.announced, expanded: settling.expanded,
      into: &effects)
    if let pending = settling.pending {
      request(pending, animated: true, into: &effects)
    }
  }

  /// The host stopped the spring: hold the content where the spring had it.
  mutating func interrupt(_ settling: State.Settling, elapsed: Double, into effects: inout [Effect])
  {
    if case .dismissed = settling.target {
      finish(settling, into: &effects)  // A slide off-screen is not grabbed half-way.
      return
    }
    let offset = settling.animation.value(at: elapsed)
    state = .stopped(
      State.Stopped(
        offset: offset, velocity: settling.animation.velocity(at: elapsed),
        target: settling.pending ?? settling.target, announced: settling.announced,
        expanded: settling.expanded))
    emitLayout(offset: offset, expanded: settling.expanded, into: &effects)
  }

  /// Continues a stopped spring towards its target, from where and as fast as it stopped.
  mutating func resume(_ stopped: State.Stopped, into effects: inout [Effect]) {
    settle(
      to: stopped.target, from: stopped.offset, velocity: stopped.velocity,
      announced: stopped.announced, expanded: stopped.expanded, animated: true, into: &effects)
  }

  /// A new container size: new frames, thresholds and rubber band.
  mutating func resize(to size: Size, into effects: inout [Effect]) {
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return
    }
    containerSize = size
    rebuildLayouts()
    switch state {
    case .closed, .open, .dismissed:
      emitLayout(offset: offset ?? 0, expanded: expandedSide, into: &effects)
    case .stopped(let stopped):
      emitLayout(offset: stopped.offset, expanded: stopped.expanded, into: &effects)
    case .tracking(var tracking):
      // The content stays under the finger; the range and thresholds are the new ones.
      tracking.horizontal = makeTracking(
        offset: tracking.offset, atTranslation: tracking.translation)
      move(&tracking, to: tracking.offset, haptic: false, into: &effects)
      state = .tracking(tracking)
    case .settling:
      break  // The arrival lays the rest out with the new size.
    }
  }

  /// The content's offset and every button's frame.
  func emitLayout(offset: Double, expanded: Side?, into effects: inout [Effect]) {
    effects.append(.contentOffset(offset))
    for index in leadingLayout.widths.indices {
      effects.append(
        .buttonFrame(
          .leading, index: index,
          frame: leadingLayout.frame(
            ofButtonAt: index, offset: offset, isExpanded: expanded == .leading)))
    }
    for index in trailingLayout.widths.indices {
      effects.append(
        .buttonFrame(
          .trailing, index: index,
          frame: trailingLayout.frame(
            ofButtonAt: index, offset: offset, isExpanded: expanded == .trailing)))
    }
  }
}
