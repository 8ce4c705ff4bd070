// The transitions: lifting the row under the finger, following it from slot to slot,
// auto-scrolling near the edges, and dropping it.
extension Reorder {
  /// Lifts the row under the finger, if any.
  mutating func lift(
    fingerY: Double, _ configuration: Configuration, _ effects: inout [Effect]
  ) {
    let contentY = viewport.contentY(atY: fingerY)
    guard let index = layout.index(at: contentY) else { return }
    let top = layout.top(of: index)
    effects.append(
      .lift(
        at: index, scale: configuration.liftScale, alpha: configuration.liftAlpha,
        shadow: configuration.liftShadow))
    if let haptic = configuration.liftHaptic { effects.append(.haptic(haptic)) }
    state = .lifted(
      Lift(
        originalIndex: index, index: index, grabOffset: contentY - top, fingerY: fingerY,
        top: top))
  }

  /// Puts the lifted row under the finger and moves it to the slot that position calls for.
  /// A finger beyond the viewport's top or bottom edge counts as on that edge: the lifted row
  /// stays where it can be seen (as UITableView keeps a reordered cell inside the table), and
  /// its drop never starts farther than the viewport from its slot. In a viewport without a
  /// height (not laid out yet) the finger counts as within ``InputLimits/length``. A position
  /// whose content `y` is not finite is ignored.
  func follow(
    _ lift: inout Lift, _ configuration: Configuration, _ effects: inout [Effect]
  ) {
    let fingerY = viewport.clampedToEdges(lift.fingerY)
    let top = viewport.contentY(atY: fingerY) - lift.grabOffset
    guard top.isFinite else { return }
    lift.top = top
    effects.append(.moveLiftedRow(toY: top))
    let slot = layout.slot(
      forRowLiftedFrom: lift.originalIndex, top: top, current: lift.index,
      hysteresis: configuration.hysteresis)
    if slot != lift.index {
      move(&lift, to: slot, haptic: configuration.moveHaptic, configuration, &effects)
    }
  }

  /// Moves the lifted item to `slot` in the model; the rows in between slide by its height.
  private func move(
    _ lift: inout Lift, to slot: Int, haptic: Haptic?, _ configuration: Configuration,
    _ effects: inout [Effect]
  ) {
    let height = layout.height(of: lift.originalIndex)
    effects.append(.move(from: lift.index, to: slot))
    if slot > lift.index {
      // The rows that were below the gap, down to the new slot, move up by its height.
      effects.append(
        .animateRows(
          lift.index..<slot,
          SpringAnimation(spring: configuration.shiftSpring, from: height, to: 0)))
    } else {
      effects.append(
        .animateRows(
          slot + 1..<lift.index + 1,
          SpringAnimation(spring: configuration.shiftSpring, from: -height, to: 0)))
    }
    lift.index = slot
    if let haptic { effects.append(.haptic(haptic)) }
  }

  /// Scrolls by the time since the previous tick if the finger is in a band, then keeps the
  /// lifted row under the finger.
  mutating func autoScroll(
    _ lift: inout Lift, at time: Double, _ configuration: Configuration,
    _ effects: inout [Effect]
  ) {
    guard time.isFinite else { return }
    guard let lastTickTime = lift.lastTickTime else {
      lift.lastTickTime = time
      return
    }
    guard time > lastTickTime else { return }
    lift.lastTickTime = time
    let interval = min(time - lastTickTime, configuration.maximumTickInterval)
    let speed = autoScrollSpeed(fingerY: lift.fingerY, configuration)
    let offset = viewport.contentOffset
    let maximum = viewport.maximumContentOffset(contentHeight: layout.totalHeight)
    var newOffset = offset
    if speed > 0 {
      newOffset = min(offset + speed * interval, maximum)
    } else if speed < 0 {
      newOffset = max(offset + speed * interval, 0)
    }
    // Never scrolls against the finger's direction (a host offset already out of range stays).
    guard speed > 0 ? newOffset > offset : newOffset < offset else { return }
    viewport.contentOffset = newOffset
    effects.append(.scroll(toContentOffset: newOffset))
    follow(&lift, configuration, &effects)
  }

  /// The auto-scroll velocity for a finger at `fingerY`, in points per second: negative
  /// towards the top. Linear in the depth into a band, from 0 at the band's inner edge to the
  /// maximum at the viewport's edge; the two bands overlap in a viewport shorter than two
  /// bands, and then their speeds cancel out where they overlap equally.
  private func autoScrollSpeed(fingerY: Double, _ configuration: Configuration) -> Double {
    let band = configuration.autoScrollBand
    guard band > 0 else { return 0 }
    let y = fingerY - viewport.top
    let upward = min(max(band - y, 0), band)
    let downward = min(max(y - (viewport.height - band), 0), band)
    return configuration.maximumAutoScrollSpeed * (downward - upward) / band
  }

  /// Drops the lifted row into its slot.
  mutating func drop(
    _ lift: Lift, velocity: Double, isCancel: Bool, _ configuration: Configuration,
    _ effects: inout [Effect]
  ) {
    let slotTop = layout.top(ofSlot: lift.index, liftedFrom: lift.originalIndex)
    effects.append(
      .drop(
        at: lift.index,
        SpringAnimation(
          spring: configuration.dropSpring, from: lift.top, to: slotTop,
          initialVelocity: InputLimits.clampSpeed(velocity))))
    if !isCancel { effects.append(.ended(from: lift.originalIndex, to: lift.index)) }
    layout.move(from: lift.originalIndex, to: lift.index)
    state = .dropping(at: lift.index)
  }

  /// Moves the item back to where it was (one edit) and drops it there.
  mutating func cancel(
    _ lift: Lift, _ configuration: Configuration, _ effects: inout [Effect]
  ) {
    var lift = lift
    if lift.index != lift.originalIndex {
      move(&lift, to: lift.originalIndex, haptic: nil, configuration, &effects)
    }
    drop(lift, velocity: 0, isCancel: true, configuration, &effects)
  }

  /// The drop is over.
  mutating func settle(at index: Int, _ effects: inout [Effect]) {
    effects.append(.settle(at: index))
    state = .idle
  }
}
