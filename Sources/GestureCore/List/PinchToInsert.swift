/// Pinch apart to insert, Clear-style: two fingers on adjacent rows spread apart, the rows
/// above follow the upper finger up and the rows below follow the lower finger down, a
/// placeholder row grows in the gap, and a release with the gap at full row height inserts a
/// new row there and starts editing it.
///
/// The interaction is a value: feed it the pinch's phases with the two fingers' `y`s, and
/// ``Event/animationFinished`` when the animations it asked for end; apply the ``Effect``s it
/// appends, in order.
///
/// ```swift
/// var pinchToInsert = PinchToInsert(
///   layout: ListLayout(count: titles.count, rowHeight: 64),
///   viewport: ListViewport(top: 0, height: 600, contentOffset: 0))
/// var effects: [PinchToInsert.Effect] = []
/// pinchToInsert.handle(.began(upperY: 100, lowerY: 160), into: &effects)
/// pinchToInsert.handle(.changed(upperY: 68, lowerY: 192), into: &effects)  // gap 64 pt
/// pinchToInsert.handle(.ended(velocity: 0), into: &effects)
/// // effects end with .insert(at: 2), ..., .beginEditing(at: 2)
/// ```
///
/// ## The machine
/// ```
///                  began on two adjacent rows
///   idle ──────────────────────────────────────────▶ opening(Opening) ◀─┐ changed: the gap
///    ▲ ▲                                               │          │     │ follows the fingers
///    │ │      ended at or above the commit threshold:  │          └─────┘
///    │ │      insert, begin editing                    ▼          │ ended below it, cancelled
///    │ └───── animationFinished ────────────── inserting(at:)     ▼ (or NaN): spring back
///    └─────── animationFinished: remove the placeholder ──── springingBack
///
///   began off two adjacent rows: ignored until the pinch ends, stays idle.
///   began while inserting or springing back: finished at once, then as from idle.
///   rowsChanged: an open gap closes at once, a settling one finishes; the rows are adopted.
///   layoutChanged (same rows, new heights): adopted in every state; an open gap stays open.
/// ```
///
/// ## The numbers
/// With `h` = ``Configuration/newRowHeight`` (64 pt) and `d` the distance between the fingers:
/// - spread `s = max(0, (d − d at began) / 2)`: how far each finger has moved apart. Rows
///   above the gap are offset by `−s`, rows below by `+s` (product.md: "rows above move up
///   and rows below move down by the spread"), so the gap is `2s` and stays centred on the
///   line between the two rows, whichever finger moves.
/// - placeholder scale = `min(h, 2s) / h`: "Pinch apart to add" below
///   ``Configuration/labelThreshold`` (0.5, `s` = 16 pt), "Release to add" from it on, with
///   ``Configuration/labelHaptic`` at each switch.
/// - release with the scale at or above ``Configuration/commitThreshold`` (1: `s` = 32 pt,
///   the gap at full row height) inserts at the lower row's index
///   (``Effect/insert(at:)``) and ``Effect/beginEditing(at:)``; below it the rows
///   and the placeholder spring back, and nothing is inserted. A cancel always springs back.
///
/// The recognizer's slop (10 pt of span for a ``PinchRecognizer``) is spent before `began`,
/// so the gap opens from the fingers' positions then, without a jump.
///
/// Events in the wrong state are ignored: `changed`, `ended` or `cancelled` without a gap
/// (including every phase of an ignored pinch), a second `began` while opening,
/// `animationFinished` with nothing running.
///
/// - Complexity: O(log n) for `began` (finding the rows), O(1) for other phases, O(n) for the
///   insertion (updating ``layout``); a constant number of effects per event (row effects
///   cover ranges); no heap allocation once the effects array has grown, except the insertion.
public struct PinchToInsert: Sendable {
  /// The options. Changing them takes effect at the next event.
  public var configuration: Configuration
  /// The rows, updated with the row this interaction inserts.
  public private(set) var layout: ListLayout
  /// The viewport, as last told by ``Event/viewportChanged(_:)``.
  public private(set) var viewport: ListViewport
  /// Where the interaction is.
  public private(set) var state: State = .idle

  /// Creates a pinch-to-insert interaction at rest.
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

  /// Handles one event, appending the effects to apply, in order.
  ///
  /// - Parameters:
  ///   - event: what happened.
  ///   - effects: the caller's array; effects are appended, nothing is removed. Reuse it with
  ///     `removeAll(keepingCapacity: true)` to handle events without allocating.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    let configuration = self.configuration.normalized
    switch (state, event) {
    case (.idle, .began(let first, let second)):
      begin(first, second, configuration, &effects)

    case (.springingBack, .began(let first, let second)),
      (.inserting, .began(let first, let second)):
      finish(&effects)
      begin(first, second, configuration, &effects)

    case (.opening(var opening), .changed(let first, let second)):
      guard first.isFinite, second.isFinite else {
        return springBack(opening, velocity: 0, configuration, &effects)
      }
      open(&opening, distance: abs(second - first), configuration, &effects)
      state = .opening(opening)

    case (.opening(let opening), .ended(let velocity)):
      let velocity = velocity.isFinite ? velocity : 0
      if opening.scale >= configuration.commitThreshold {
        insert(opening, velocity: velocity, configuration, &effects)
      } else {
        springBack(opening, velocity: velocity, configuration, &effects)
      }

    case (.opening(let opening), .cancelled):
      springBack(opening, velocity: 0, configuration, &effects)

    case (.springingBack, .animationFinished), (.inserting, .animationFinished):
      finish(&effects)

    case (.opening, .began), (.opening, .animationFinished),
      (.idle, .changed), (.idle, .ended), (.idle, .cancelled), (.idle, .animationFinished),
      (.springingBack, .changed), (.springingBack, .ended), (.springingBack, .cancelled),
      (.inserting, .changed), (.inserting, .ended), (.inserting, .cancelled):
      return

    case (.opening(let opening), .rowsChanged(let layout)):
      let index = opening.insertionIndex
      effects.append(.offsetRows(0..<index, by: 0))
      effects.append(.offsetRows(index..<self.layout.count, by: 0))
      effects.append(.removePlaceholder)
      state = .idle
      self.layout = layout

    case (.springingBack, .rowsChanged(let layout)), (.inserting, .rowsChanged(let layout)):
      finish(&effects)
      self.layout = layout

    case (.idle, .rowsChanged(let layout)):
      self.layout = layout

    case (_, .layoutChanged(let layout, let viewport)) where layout.count != self.layout.count:
      self.viewport = viewport.normalized
      handle(.rowsChanged(layout), into: &effects)

    case (.opening(let opening), .layoutChanged(let layout, let viewport)):
      self.layout = layout
      self.viewport = viewport.normalized
      // The same gap on the new geometry: the rows keep their spread, the placeholder moves
      // to the line between the two rows as it is now.
      emitGap(opening, configuration, &effects)

    case (.idle, .layoutChanged(let layout, let viewport)),
      (.springingBack, .layoutChanged(let layout, let viewport)),
      (.inserting, .layoutChanged(let layout, let viewport)):
      self.layout = layout
      self.viewport = viewport.normalized

    case (_, .viewportChanged(let viewport)):
      self.viewport = viewport.normalized
    }
  }

  // MARK: - Transitions

  /// Opens a gap if the fingers are on adjacent rows.
  private mutating func begin(
    _ first: Double, _ second: Double, _ configuration: Configuration, _ effects: inout [Effect]
  ) {
    guard first.isFinite, second.isFinite else { return }
    let upper = min(first, second)
    let lower = max(first, second)
    guard let upperRow = layout.index(at: viewport.contentY(atY: upper)),
      let lowerRow = layout.index(at: viewport.contentY(atY: lower)),
      lowerRow == upperRow + 1
    else { return }
    var opening = Opening(insertionIndex: lowerRow, initialDistance: lower - upper)
    opening.label = label(forScale: 0, configuration)
    emitGap(opening, configuration, &effects)
    state = .opening(opening)
  }

  /// Follows the fingers: the new spread, scale and prompt, with haptics at the thresholds.
  private func open(
    _ opening: inout Opening, distance: Double, _ configuration: Configuration,
    _ effects: inout [Effect]
  ) {
    let height = configuration.newRowHeight
    let spread = max(0, (distance - opening.initialDistance) / 2)
    guard spread.isFinite else { return }
    let scale = min(height, 2 * spread) / height
    let label = label(forScale: scale, configuration)
    let wasArmed = opening.scale >= configuration.commitThreshold
    let isArmed = scale >= configuration.commitThreshold
    let labelChanged = label != opening.label
    opening.spread = spread
    opening.scale = scale
    opening.label = label
    emitGap(opening, configuration, &effects)
    if labelChanged, let haptic = configuration.labelHaptic { effects.append(.haptic(haptic)) }
    if isArmed, !wasArmed, let haptic = configuration.commitHaptic {
      effects.append(.haptic(haptic))
    }
  }

  /// The rows on both sides of the gap and the placeholder, as the opening says.
  private func emitGap(
    _ opening: Opening, _ configuration: Configuration, _ effects: inout [Effect]
  ) {
    let index = opening.insertionIndex
    effects.append(.offsetRows(0..<index, by: -opening.spread))
    effects.append(.offsetRows(index..<layout.count, by: opening.spread))
    effects.append(
      .placeholder(
        centerY: layout.top(of: index), height: configuration.newRowHeight,
        scale: opening.scale, label: opening.label))
  }

  private func label(forScale scale: Double, _ configuration: Configuration) -> Label {
    scale >= configuration.labelThreshold ? .releaseToAdd : .pinchApartToAdd
  }

  /// Closes the gap: rows back to rest, placeholder to scale 0.
  private mutating func springBack(
    _ opening: Opening, velocity: Double, _ configuration: Configuration,
    _ effects: inout [Effect]
  ) {
    let index = opening.insertionIndex
    let spring = configuration.spring
    // Each side moves at half the rate the distance between the fingers grows.
    let sideVelocity = velocity / 2
    effects.append(
      .animateRows(
        0..<index,
        SpringAnimation(
          spring: spring, from: -opening.spread, to: 0, initialVelocity: -sideVelocity)))
    effects.append(
      .animateRows(
        index..<layout.count,
        SpringAnimation(
          spring: spring, from: opening.spread, to: 0, initialVelocity: sideVelocity)))
    // The scale grows with the gap until it is full, then stays at 1.
    let scaleVelocity = opening.scale < 1 ? velocity / configuration.newRowHeight : 0
    effects.append(
      .animatePlaceholder(
        SpringAnimation(spring: spring, from: opening.scale, to: 0, initialVelocity: scaleVelocity)
      ))
    state = .springingBack
  }

  /// Inserts the new row in the gap: the placeholder becomes the row, the rows around settle
  /// on the new layout.
  private mutating func insert(
    _ opening: Opening, velocity: Double, _ configuration: Configuration,
    _ effects: inout [Effect]
  ) {
    let index = opening.insertionIndex
    let height = configuration.newRowHeight
    let spring = configuration.spring
    let sideVelocity = velocity / 2
    let oldCount = layout.count
    effects.append(.insert(at: index))
    effects.append(.removePlaceholder)
    effects.append(
      .animateRows(
        0..<index,
        SpringAnimation(
          spring: spring, from: -opening.spread, to: 0, initialVelocity: -sideVelocity)))
    // The new row rests with its top on the line; the placeholder was centred on it.
    effects.append(
      .animateRows(index..<index + 1, SpringAnimation(spring: spring, from: -height / 2, to: 0)))
    // The rows below rest a row lower than before; they were `spread` lower.
    effects.append(
      .animateRows(
        index + 1..<oldCount + 1,
        SpringAnimation(
          spring: spring, from: opening.spread - height, to: 0, initialVelocity: sideVelocity)))
    effects.append(.beginEditing(at: index))
    layout.insert(height: height, at: index)
    state = .inserting(at: index)
  }

  /// Ends a spring back (removing the placeholder) or an insertion.
  private mutating func finish(_ effects: inout [Effect]) {
    if case .springingBack = state { effects.append(.removePlaceholder) }
    state = .idle
  }
}
