/// Long-press to reorder, Clear-style: a long press lifts the row under the finger, the row
/// follows the finger vertically while the others make room, the list auto-scrolls near its
/// edges, and the release drops the row into its new slot.
///
/// The interaction is a value: feed it the long press's phases as ``Event/drag(_:)`` (a
/// ``LongPressRecognizer``, 0.5 s by default), display-frame ``Event/tick(time:)``s while a
/// row is lifted, and ``Event/animationFinished`` when the drop animation ends; apply the
/// ``Effect``s it appends, in order.
///
/// ```swift
/// var reorder = Reorder(
///   layout: ListLayout(count: titles.count, rowHeight: 60),
///   viewport: ListViewport(top: 0, height: 600, contentOffset: 0))
/// var effects: [Reorder.Effect] = []
/// simulator.onChange = { change in
///   guard let drag = DragEvent(change) else { return }
///   effects.removeAll(keepingCapacity: true)
///   reorder.handle(.drag(drag), into: &effects)
///   for case .move(let from, let to) in effects {
///     ListEdit.move(from: from, to: to).apply(to: &titles, newItem: "")
///   }
/// }
/// ```
///
/// ## The machine
/// ```
///            began on a row: lift
///   idle ─────────────────────────────────▶ lifted(Lift) ◀─┐ changed, tick, viewportChanged:
///   ▲  │                                     │    │        │ follow the finger, move the item,
///   │  └─ began off the rows: stays idle     │    └────────┘ auto-scroll
///   │                                        │ ended: drop into the slot, report (from, to)
///   │                                        │ cancelled (or NaN): move the item back, drop
///   │                                        ▼
///   └────── animationFinished: settle ── dropping(at:) ── began on a row: settle, lift ──▶ lifted
///
///   rowsChanged: lifted → cancel and settle at once; dropping → settle at once; then the
///   new rows are adopted (idle).
///   layoutChanged (same rows, new heights): adopted in every state; lifted, the row stays
///   under the finger and may change slot.
/// ```
///
/// ## Rules
/// - **Lift**: `began` lifts the row under the finger (``Effect/lift(at:scale:alpha:shadow:)``
///   with ``Configuration/liftScale`` 1.05, ``Configuration/liftAlpha`` 0.95 and a shadow);
///   its slot stays empty. A `began` off the rows (above the first, below the last, NaN)
///   lifts nothing and the rest of that press is ignored.
/// - **Follow**: the lifted row keeps the finger's offset within it (the grab offset) and
///   follows the finger's `y` only.
/// - **Move**: the row takes a neighbour's slot when its leading edge is more than
///   ``Configuration/hysteresis`` (4 pt) past the neighbour's middle (see
///   ``ListLayout/slot(forRowLiftedFrom:top:current:hysteresis:)``); each slot change emits
///   ``Effect/move(from:to:)``, an ``Effect/animateRows(_:_:)`` for the rows
///   that make room, and ``Configuration/moveHaptic`` (`.selection`).
/// - **Auto-scroll**: with the finger within ``Configuration/autoScrollBand`` (64 pt) of the
///   viewport's top or bottom edge, each tick scrolls the list by speed × time, the speed
///   growing linearly from 0 at the band's inner edge to
///   ``Configuration/maximumAutoScrollSpeed`` (1200 pt/s) at the edge (and beyond it);
///   never past the content's ends (`0...contentHeight − viewportHeight`). The lifted row
///   stays under the finger, so scrolling moves it through the list and can move it to
///   another slot, with the finger still.
/// - **Drop**: `ended` animates the row into its slot (``Effect/drop(at:_:)``) and reports
///   ``Effect/ended(from:to:)``; ``Event/animationFinished`` then emits
///   ``Effect/settle(at:)``.
/// - **Cancel**: `cancelled` (or a drag event with NaN or infinite values) moves the item back
///   to its original index with one `.move` edit and drops it there: the model ends as it
///   began, no item lost or duplicated.
/// - Events in the wrong state are ignored: `changed`/`ended`/`cancelled` without a lift, a
///   second `began` while lifted, `animationFinished` with no drop running, ticks while not
///   lifted.
///
/// - Complexity: per event, O(1) while the row stays in its slot and O(log n) for n rows when
///   it moves (binary searches over the row tops), with a constant number of effects (the
///   rows that make room are one range); no heap allocation once the caller's effects array
///   has grown. The drop is O(|from − to|), to update ``layout`` (which is copied once if
///   the host holds another copy of it).
public struct Reorder: Sendable {
  /// The options. Changing them takes effect at the next event.
  public var configuration: Configuration
  /// The rows. While a row is lifted they are the rows as they were at the lift (the model
  /// changes with every move; this layout is updated at the drop).
  public private(set) var layout: ListLayout
  /// The viewport, as last told by ``Event/viewportChanged(_:)`` or scrolled by auto-scroll.
  public private(set) var viewport: ListViewport
  /// Where the interaction is.
  public private(set) var state: State = .idle

  /// Creates a reorder interaction at rest.
  ///
  /// - Parameters:
  ///   - layout: the rows' heights, in model order.
  ///   - viewport: where the list is on screen and how far it is scrolled.
  ///   - configuration: the options; defaults as documented on ``Configuration``.
  public init(
    layout: ListLayout, viewport: ListViewport, configuration: Configuration = Configuration()
  ) {
    self.configuration = configuration
    self.layout = layout
    self.viewport = viewport.normalized
  }

  /// Whether a row is lifted: the host should send ``Event/tick(time:)`` every frame then.
  public var isLifted: Bool {
    if case .lifted = state { return true }
    return false
  }

  /// Handles one event, appending the effects to apply, in order.
  ///
  /// - Parameters:
  ///   - event: what happened.
  ///   - effects: the caller's array; effects are appended, nothing is removed. Reuse it with
  ///     `removeAll(keepingCapacity: true)` to handle events without allocating.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    let configuration = self.configuration.normalized
    switch (state, event) {
    case (.idle, .drag(let drag)):
      if drag.isFinite, case .began(let location, _) = drag {
        lift(fingerY: location.y, configuration, &effects)
      }

    case (.lifted(var lift), .drag(let drag)):
      guard drag.isFinite else { return cancel(lift, configuration, &effects) }
      switch drag {
      case .began:
        return
      case .changed(let location, _):
        lift.fingerY = location.y
        follow(&lift, configuration, &effects)
        state = .lifted(lift)
      case .ended(let location, _, let velocity):
        lift.fingerY = location.y
        follow(&lift, configuration, &effects)
        drop(lift, velocity: velocity.dy, isCancel: false, configuration, &effects)
      case .cancelled:
        cancel(lift, configuration, &effects)
      }

    case (.dropping(let index), .drag(let drag)):
      guard drag.isFinite, case .began(let location, _) = drag else { return }
      settle(at: index, &effects)
      lift(fingerY: location.y, configuration, &effects)

    case (.lifted(var lift), .tick(let time)):
      autoScroll(&lift, at: time, configuration, &effects)
      state = .lifted(lift)

    case (.idle, .tick), (.dropping, .tick):
      return

    case (.dropping(let index), .animationFinished):
      settle(at: index, &effects)

    case (.idle, .animationFinished), (.lifted, .animationFinished):
      return

    case (.lifted(var lift), .viewportChanged(let viewport)):
      self.viewport = viewport.normalized
      follow(&lift, configuration, &effects)
      state = .lifted(lift)

    case (.idle, .viewportChanged(let viewport)), (.dropping, .viewportChanged(let viewport)):
      self.viewport = viewport.normalized

    case (.lifted(let lift), .rowsChanged(let layout)):
      cancel(lift, configuration, &effects)
      settle(at: lift.originalIndex, &effects)
      self.layout = layout

    case (.dropping(let index), .rowsChanged(let layout)):
      settle(at: index, &effects)
      self.layout = layout

    case (.idle, .rowsChanged(let layout)):
      self.layout = layout

    case (_, .layoutChanged(let layout, let viewport)) where layout.count != self.layout.count:
      self.viewport = viewport.normalized
      handle(.rowsChanged(layout), into: &effects)

    case (.lifted(var lift), .layoutChanged(let layout, let viewport)):
      self.viewport = viewport.normalized
      // The host lists the rows in the model's order; this layout keeps them as they were at
      // the lift: the lifted row goes back to its original index (the inverse of its moves).
      var liftOrder = layout
      _ = liftOrder.move(from: lift.index, to: lift.originalIndex)
      self.layout = liftOrder
      follow(&lift, configuration, &effects)
      state = .lifted(lift)

    case (.dropping, .layoutChanged(let layout, let viewport)),
      (.idle, .layoutChanged(let layout, let viewport)):
      self.viewport = viewport.normalized
      // The drop already applied its move to the layout: it is in the model's order.
      self.layout = layout
    }
  }

  // MARK: - Transitions

  /// Lifts the row under the finger, if any.
  private mutating func lift(
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
  /// A position whose content `y` is not finite (a finger at ±10³⁰⁸) is ignored.
  private func follow(
    _ lift: inout Lift, _ configuration: Configuration, _ effects: inout [Effect]
  ) {
    let top = viewport.contentY(atY: lift.fingerY) - lift.grabOffset
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
  private mutating func autoScroll(
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
  private mutating func drop(
    _ lift: Lift, velocity: Double, isCancel: Bool, _ configuration: Configuration,
    _ effects: inout [Effect]
  ) {
    let slotTop = layout.top(ofSlot: lift.index, liftedFrom: lift.originalIndex)
    effects.append(
      .drop(
        at: lift.index,
        SpringAnimation(
          spring: configuration.dropSpring, from: lift.top, to: slotTop,
          initialVelocity: velocity.isFinite ? velocity : 0)))
    if !isCancel { effects.append(.ended(from: lift.originalIndex, to: lift.index)) }
    layout.move(from: lift.originalIndex, to: lift.index)
    state = .dropping(at: lift.index)
  }

  /// Moves the item back to where it was (one edit) and drops it there.
  private mutating func cancel(
    _ lift: Lift, _ configuration: Configuration, _ effects: inout [Effect]
  ) {
    var lift = lift
    if lift.index != lift.originalIndex {
      move(&lift, to: lift.originalIndex, haptic: nil, configuration, &effects)
    }
    drop(lift, velocity: 0, isCancel: true, configuration, &effects)
  }

  /// The drop is over.
  private mutating func settle(at index: Int, _ effects: inout [Effect]) {
    effects.append(.settle(at: index))
    state = .idle
  }
}
