// Pinch to insert: opening a gap between two rows, following the fingers, springing back,
// and inserting, on the store's rows and clock.
extension ListStore {
  /// A finger's `y` beyond the viewport's top or bottom edge counts as on that edge, so that
  /// a gap never opens wider than the viewport (NaN stays NaN: the pinch then springs back).
  func withinViewport(_ y: Double) -> Double {
    y.isNaN ? y : viewport.clampedToEdges(y)
  }

  /// A phase of the pinch.
  mutating func pinch(_ pinch: Pinch, into effects: inout [Effect]) {
    switch (pinchToInsert.state, pinch) {
    case (.opening, .began):
      return
    case (.idle, .began(let first, let second)), (.springingBack, .began(let first, let second)),
      (.inserting, .began(let first, let second)):
      guard allowsPinch, let options = configuration.pinchToInsert else { return }
      // A pinch during the last one's settling ends it at once.
      finishPinch()
      pinchToInsert = PinchToInsert(configuration: options)
      beginGap(withinViewport(first), withinViewport(second), into: &effects)
    case (.opening(var opening), .changed(let first, let second)):
      let (first, second) = (withinViewport(first), withinViewport(second))
      guard first.isFinite, second.isFinite else {
        return springBack(opening, velocity: 0)
      }
      open(&opening, distance: abs(second - first), into: &effects)
      pinchToInsert.state = .opening(opening)
    case (.opening(let opening), .ended(let velocity)):
      let velocity = InputLimits.clampSpeed(velocity)
      if opening.scale >= pinchToInsert.configuration.commitThreshold {
        insert(opening, velocity: velocity, into: &effects)
      } else {
        springBack(opening, velocity: velocity)
      }
    case (.opening(let opening), .cancelled):
      springBack(opening, velocity: 0)
    case (.idle, .changed), (.idle, .ended), (.idle, .cancelled),
      (.springingBack, .changed), (.springingBack, .ended), (.springingBack, .cancelled),
      (.inserting, .changed), (.inserting, .ended), (.inserting, .cancelled):
      return
    }
  }

  /// Opens a gap if the fingers are on adjacent rows.
  mutating func beginGap(_ first: Double, _ second: Double, into effects: inout [Effect]) {
    guard first.isFinite, second.isFinite else { return }
    let upper = min(first, second)
    let lower = max(first, second)
    guard let upperRow = rowIndex(atY: upper), let lowerRow = rowIndex(atY: lower),
      lowerRow == upperRow + 1
    else { return }
    var opening = PinchToInsert.Opening(insertionIndex: lowerRow, initialDistance: lower - upper)
    opening.label = label(forScale: 0)
    showGap(opening)
    pinchToInsert.state = .opening(opening)
  }

  /// Follows the fingers: the new spread, scale and prompt, with haptics at the thresholds.
  mutating func open(
    _ opening: inout PinchToInsert.Opening, distance: Double, into effects: inout [Effect]
  ) {
    let options = pinchToInsert.configuration
    let height = options.newRowHeight
    let spread = max(0, (distance - opening.initialDistance) / 2)
    guard spread.isFinite else { return }
    let scale = min(height, 2 * spread) / height
    let label = label(forScale: scale)
    let wasArmed = opening.scale >= options.commitThreshold
    let isArmed = scale >= options.commitThreshold
    let labelChanged = label != opening.label
    opening.spread = spread
    opening.scale = scale
    opening.label = label
    showGap(opening)
    if labelChanged, let haptic = options.labelHaptic { effects.append(.haptic(haptic)) }
    if isArmed, !wasArmed, let haptic = options.commitHaptic { effects.append(.haptic(haptic)) }
  }

  /// The rows on both sides of the gap, moved by the spread without a spring, and the
  /// placeholder on the line between the two rows.
  mutating func showGap(_ opening: PinchToInsert.Opening) {
    let index = opening.insertionIndex
    for row in rows.indices {
      rows[row].shift = row < index ? -opening.spread : opening.spread
      rows[row].shiftMotion = nil
    }
    placeholder = Placeholder(
      centerY: layout.top(of: index), height: pinchToInsert.configuration.newRowHeight,
      scale: opening.scale, label: opening.label)
  }

  private func label(forScale scale: Double) -> PinchToInsert.Label {
    scale >= pinchToInsert.configuration.labelThreshold ? .releaseToAdd : .pinchApartToAdd
  }

  /// Closes the gap: rows back to rest, placeholder to scale 0, each side at half the rate
  /// the distance between the fingers grew.
  mutating func springBack(_ opening: PinchToInsert.Opening, velocity: Double) {
    let index = opening.insertionIndex
    let spring = pinchToInsert.configuration.spring
    let sideVelocity = velocity / 2
    startShifts(
      0..<index,
      motion.animation(on: spring, from: -opening.spread, to: 0, initialVelocity: -sideVelocity))
    startShifts(
      index..<rows.count,
      motion.animation(on: spring, from: opening.spread, to: 0, initialVelocity: sideVelocity))
    // The scale grows with the gap until it is full, then stays at 1.
    let scaleVelocity =
      opening.scale < 1 ? velocity / pinchToInsert.configuration.newRowHeight : 0
    placeholder?.motion = Motion(
      motion.animation(on: spring, from: opening.scale, to: 0, initialVelocity: scaleVelocity),
      start: time)
    pinchToInsert.state = .springingBack
  }

  /// Inserts the new row in the gap and asks the app for it: the placeholder becomes the
  /// row, the rows around settle on the new layout.
  mutating func insert(
    _ opening: PinchToInsert.Opening, velocity: Double, into effects: inout [Effect]
  ) {
    let index = opening.insertionIndex
    let height = pinchToInsert.configuration.newRowHeight
    let spring = pinchToInsert.configuration.spring
    let sideVelocity = velocity / 2
    rows.insert(makeRow(id: Self.provisionalRowID), at: index)
    _ = layout.insert(height: height, at: index)
    pendingInsert = PendingInsert(index: index, beginsEditing: true)
    effects.append(.insert(at: index))
    placeholder = nil
    startShifts(
      0..<index,
      motion.animation(on: spring, from: -opening.spread, to: 0, initialVelocity: -sideVelocity))
    // The new row rests with its top on the line; the placeholder was centred on it.
    startShifts(index..<index + 1, motion.animation(on: spring, from: -height / 2, to: 0))
    // The rows below rest a row lower than before; they were `spread` lower.
    startShifts(
      index + 1..<rows.count,
      motion.animation(
        on: spring, from: opening.spread - height, to: 0, initialVelocity: sideVelocity))
    pinchToInsert.state = .inserting(at: index)
  }

  /// Puts the rows in `range` on `animation`, from its start (where the gap showed them).
  mutating func startShifts(_ range: Range<Int>, _ animation: SpringAnimation) {
    for index in range {
      rows[index].shiftMotion = Motion(animation, start: time)
      rows[index].shift = animation.from
    }
  }

  /// Ends a spring back (removing the placeholder) or an insertion; nothing while a gap is
  /// open or at rest.
  mutating func finishPinch() {
    switch pinchToInsert.state {
    case .springingBack:
      placeholder = nil
      pinchToInsert.state = .idle
    case .inserting:
      pinchToInsert.state = .idle
    case .idle, .opening:
      break
    }
  }

  /// The rows changed outside of the pinch (new data, a row removed): an open gap closes at
  /// once (rows back to rest, no placeholder, nothing inserted), a spring back or an
  /// insertion ends at once (the rows' springs run on).
  mutating func closePinch() {
    if case .opening = pinchToInsert.state {
      for row in rows.indices {
        rows[row].shift = 0
        rows[row].shiftMotion = nil
      }
      placeholder = nil
      pinchToInsert.state = .idle
    }
    finishPinch()
  }
}
