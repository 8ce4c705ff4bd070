// Sample intake: validating a sample's location, finding its touch's slot, and routing it
// to the recognizers that touch reaches.
extension GestureArena {
  static func issue(with location: Point) -> TouchIssue? {
    guard location.isFinite else { return .nonFiniteLocation }
    guard location.x.magnitude <= largestCoordinate, location.y.magnitude <= largestCoordinate
    else { return .locationOutOfRange }
    return nil
  }

  func slot(for id: TouchID) -> Int? {
    guard slotsInUse > 0 else { return nil }
    for index in slots.indices where slots[index].isInUse && slots[index].id == id {
      return index
    }
    return nil
  }

  func begin(_ sample: TouchSample) {
    var index = 0
    while slots[index].isInUse { index += 1 }
    slots[index].isInUse = true
    slots[index].id = sample.id
    table.entries[index] = TrackedTouch(
      id: sample.id, startLocation: sample.location, startTime: sample.timestamp,
      location: sample.location)
    slotsInUse += 1

    var chain = slots[index].chain
    slots[index].chain = []  // keeps `chain` uniquely referenced: no copy on write
    chain.removeAll(keepingCapacity: true)
    _ = root.collectRecognizers(
      at: sample.location, offset: Vector(dx: 0, dy: 0), into: &chain)
    // Keep only the recognizers that take this touch.
    var kept = 0
    for position in chain.indices {
      let recognizer = recognizers[chain[position]]
      guard recognizer.isEnabled, !recognizer.state.isFinished,
        recognizer.touchCount < GestureRecognizer.maximumTrackedTouches,
        recognizer.shouldReceiveTouch?(recognizer, sample) ?? true
      else { continue }
      chain[kept] = chain[position]
      kept += 1
    }
    chain.removeLast(chain.count - kept)
    slots[index].chain = chain

    for position in 0..<kept {
      let recognizer = recognizers[slots[index].chain[position]]
      if !recognizer.isParticipant {
        recognizer.isParticipant = true
        participants.append(recognizer.arenaIndex)
      }
      apply(deliver(sample, slot: index, to: recognizer), from: recognizer)
    }
  }

  func route(_ sample: TouchSample, slot index: Int) {
    // Where the touch is, once, for every recognizer that reads it (see `TouchTable`).
    table.entries[index].location = sample.location
    // A finished recognizer takes nothing more of this touch (it goes back to `possible` only
    // once every touch is up), so it leaves the chain: later samples do not even look at it.
    let isMove = sample.phase == .moved || sample.phase == .stationary
    var kept = 0
    for position in slots[index].chain.indices {
      let recognizerIndex = slots[index].chain[position]
      let recognizer = recognizers[recognizerIndex]
      // One that cannot use a move now (a pinch waiting for its second finger) is not handed
      // it: it reads where its touches are from the table when its next event comes.
      if !(isMove && (recognizer.skipsMoves || isStill(index, for: recognizer)))
        && !recognizer.state.isFinished
      {
        apply(deliver(sample, slot: index, to: recognizer), from: recognizer)
      }
      if !recognizer.state.isFinished {
        if kept != position { slots[index].chain[kept] = recognizerIndex }
        kept += 1
      }
    }
    if kept < slots[index].chain.count {
      slots[index].chain.removeLast(slots[index].chain.count - kept)
    }
  }

  /// Whether the touch in slot `index` is still within the recognizer's stillness radius of
  /// where it landed (see ``GestureRecognizer/stillRadiusSquared``): a move there cannot
  /// change the machine (four swipes waiting for a stroke of 50 points), so it is not handed
  /// over. The recognizer tracks that one touch whenever the radius is set.
  @inline(__always)
  func isStill(_ index: Int, for recognizer: GestureRecognizer) -> Bool {
    let radiusSquared = recognizer.stillRadiusSquared
    guard radiusSquared > 0, handsOverStillMoves == false else { return false }
    let entry = table.entries[index]
    let dx = entry.location.x - entry.startLocation.x
    let dy = entry.location.y - entry.startLocation.y
    return dx * dx + dy * dy < radiusSquared
  }

  func cancel(_ sample: TouchSample, slot index: Int) {
    table.entries[index].location = sample.location
    // First stop every recognizer that saw the touch from waiting, so that failing one of
    // them cannot start another that waited for it: a cancel ends them all.
    for position in slots[index].chain.indices {
      recognizers[slots[index].chain[position]].isWaiting = false
    }
    for position in slots[index].chain.indices {
      let recognizer = recognizers[slots[index].chain[position]]
      guard !recognizer.state.isFinished else { continue }
      _ = deliver(sample, slot: index, to: recognizer)
      if recognizer.state.isActive {
        setState(.cancelled, of: recognizer)
      } else {
        fail(recognizer)
      }
    }
  }

  /// Hands a sample of the touch in slot `slot` to a recognizer and notes its deadline
  /// afterwards.
  func deliver(
    _ sample: TouchSample, slot: Int, to recognizer: GestureRecognizer
  ) -> GestureRecognizer.Proposal {
    let proposal = recognizer.receive(sample, slot: slot)
    noteDeadline(of: recognizer)
    return proposal
  }

  func release(_ index: Int) {
    // A recognizer that finished before the touch ended left its chain and did not see it
    // end: it stops tracking it here, before another touch can take the slot.
    for position in participants.indices {
      let recognizer = recognizers[participants[position]]
      if recognizer.state.isFinished { recognizer.forget(index) }
    }
    slots[index].isInUse = false
    slots[index].chain.removeAll(keepingCapacity: true)
    slotsInUse -= 1
  }
}
