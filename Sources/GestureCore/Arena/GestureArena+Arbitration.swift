// Arbitration: who may begin, who waits, who fails, and coming to rest after the last touch.
extension GestureArena {
  func apply(_ proposal: GestureRecognizer.Proposal, from recognizer: GestureRecognizer) {
    switch (recognizer.state, proposal) {
    case (_, .none):
      break
    case (.possible, .begin), (.possible, .recognize):
      if !recognizer.isWaiting { tryStart(recognizer) }
    case (.possible, .change):
      break  // a waiting continuous recognizer keeps tracking
    case (.possible, .end):
      if recognizer.isWaiting && recognizer.isContinuous {
        recognizer.pendingEnd = true
      } else {
        fail(recognizer)
      }
    case (.possible, .cancel), (.possible, .fail):
      fail(recognizer)
    case (.began, .change), (.changed, .change):
      setState(.changed, of: recognizer)
    case (.began, .end), (.changed, .end):
      setState(.ended, of: recognizer)
    case (.began, .cancel), (.changed, .cancel), (.began, .fail), (.changed, .fail):
      setState(.cancelled, of: recognizer)
    case (.began, .begin), (.began, .recognize), (.changed, .begin), (.changed, .recognize):
      break
    case (.ended, _), (.cancelled, _), (.failed, _), (.recognized, _):
      break
    }
  }

  /// The recognizer wants to begin or recognize: allowed, made to wait, or failed.
  private func tryStart(_ recognizer: GestureRecognizer) {
    if let shouldBegin = recognizer.shouldBegin, !shouldBegin(recognizer) {
      fail(recognizer)
      return
    }
    switch requirementStatus(of: recognizer) {
    case .succeeded:
      fail(recognizer)
    case .undecided:
      recognizer.isWaiting = true
    case .failed:
      if isBlockedByActiveCompetitor(recognizer) {
        fail(recognizer)
      } else {
        start(recognizer)
      }
    }
  }

  private enum RequirementStatus { case failed, undecided, succeeded }

  private func requirementStatus(of recognizer: GestureRecognizer) -> RequirementStatus {
    var status = RequirementStatus.failed
    for index in requirements[recognizer.arenaIndex] {
      let other = recognizers[index]
      switch other.state {
      case .began, .changed, .ended, .recognized:
        return .succeeded
      case .possible:
        let isPending =
          other.isParticipant
          && (other.touchCount > 0 || deadlines[index] != nil || other.isWaiting)
        if isPending { status = .undecided }
      case .failed, .cancelled:
        break
      }
    }
    return status
  }

  private func isBlockedByActiveCompetitor(_ recognizer: GestureRecognizer) -> Bool {
    let n = recognizers.count
    for index in participants where index != recognizer.arenaIndex {
      let other = recognizers[index]
      if other.state.isActive && !simultaneous[recognizer.arenaIndex * n + index]
        && recognizer.hasSeen(anyTouchOf: other)
      {
        return true
      }
    }
    return false
  }

  private func start(_ recognizer: GestureRecognizer) {
    recognizer.isWaiting = false
    setState(recognizer.isContinuous ? .began : .recognized, of: recognizer)
    let n = recognizers.count
    let winner = recognizer.arenaIndex
    var position = 0
    while position < participants.count {
      let index = participants[position]
      position += 1
      guard index != winner else { continue }
      let other = recognizers[index]
      guard other.state == .possible else { continue }
      let competes = !simultaneous[winner * n + index] && recognizer.hasSeen(anyTouchOf: other)
      if competes || (other.isWaiting && requirements[index].contains(winner)) {
        fail(other)
      }
    }
    if recognizer.pendingEnd && recognizer.state.isActive {
      recognizer.pendingEnd = false
      setState(.ended, of: recognizer)
    }
  }

  func fail(_ recognizer: GestureRecognizer) {
    guard recognizer.state == .possible else { return }
    recognizer.isWaiting = false
    recognizer.pendingEnd = false
    setState(.failed, of: recognizer)
    // Whoever waited for this one may now go ahead.
    let failed = recognizer.arenaIndex
    guard isRequired[failed] else { return }
    var position = 0
    while position < participants.count {
      let index = participants[position]
      position += 1
      let waiter = recognizers[index]
      guard waiter.isWaiting, waiter.state == .possible, requirements[index].contains(failed)
      else { continue }
      switch requirementStatus(of: waiter) {
      case .succeeded: fail(waiter)
      case .undecided: break
      case .failed:
        if isBlockedByActiveCompetitor(waiter) { fail(waiter) } else { start(waiter) }
      }
    }
  }

  func setState(_ state: RecognizerState, of recognizer: GestureRecognizer) {
    recognizer.state = state
    // Most finished recognizers had no deadline: only a change is written.
    if state.isFinished, deadlines[recognizer.arenaIndex] != nil {
      setDeadline(nil, of: recognizer.arenaIndex)
    }
    changes.append(
      StateChange(
        recognizer: recognizer, state: state, time: time, value: recognizer.value))
  }

  /// Once no touch is down: fails what can no longer happen, then returns finished
  /// recognizers to `possible`.
  func settle() {
    guard slotsInUse == 0, !participants.isEmpty else { return }
    var position = 0
    while position < participants.count {
      let recognizer = recognizers[participants[position]]
      position += 1
      if recognizer.state == .possible && !recognizer.isWaiting
        && deadlines[recognizer.arenaIndex] == nil
        && recognizer.touchCount == 0
      {
        fail(recognizer)
      }
    }
    if nextDeadline == nil {
      // Nothing can happen any more: whatever is still undecided (a cycle of requirements)
      // fails, and whatever is still active without a touch (a machine that never ended) is
      // cancelled, so the arena always comes to rest.
      for position in participants.indices {
        let recognizer = recognizers[participants[position]]
        if recognizer.state == .possible {
          recognizer.isWaiting = false
          fail(recognizer)
        } else if recognizer.state.isActive {
          setState(.cancelled, of: recognizer)
        }
      }
    }
    var kept = 0
    for position in participants.indices {
      let recognizer = recognizers[participants[position]]
      if recognizer.state.isFinished {
        recognizer.isParticipant = false
        recognizer.resetForNextSequence()
        if deadlines[recognizer.arenaIndex] != nil { setDeadline(nil, of: recognizer.arenaIndex) }
      } else {
        participants[kept] = participants[position]
        kept += 1
      }
    }
    participants.removeLast(participants.count - kept)
  }
}
