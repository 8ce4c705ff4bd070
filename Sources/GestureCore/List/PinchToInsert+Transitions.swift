// The transitions: opening a gap between two rows, following the fingers, springing back,
// and inserting.
extension PinchToInsert {
  /// Opens a gap if the fingers are on adjacent rows.
  mutating func begin(
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
  func open(
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
  func emitGap(
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
  mutating func springBack(
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
  mutating func insert(
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
  mutating func finish(_ effects: inout [Effect]) {
    if case .springingBack = state { effects.append(.removePlaceholder) }
    state = .idle
  }
}
