import GestureCore

extension FuzzDriver {
  /// Hands the arena's state changes to the interactions, as a host's glue does.
  func dispatch(_ changes: [StateChange]) {
    for change in changes {
      log?("  \(change.recognizer.name) \(change.state.name) \(change.value)")
      record(Invariants.Effects.violation(in: change.value))
      storeHosts.closures.report(change, clock: clock)
      let recognizer = change.recognizer
      if recognizer === longPress {
        guard let drag = DragEvent(change) else { continue }
        send(Reorder.Event.drag(drag))
        listHost.send(at: change.time) { .longPress(drag, time: $0) }
      } else if recognizer === pinch {
        // The phases as every host reads them (ListStore.PinchReader), for both interactions.
        guard let phase = pinchReader.phase(for: change) else { continue }
        switch phase {
        case .began(let upperY, let lowerY): send(PinchToInsert.Event.began(upperY: upperY, lowerY: lowerY))
        case .changed(let upperY, let lowerY): send(PinchToInsert.Event.changed(upperY: upperY, lowerY: lowerY))
        case .ended(let velocity): send(PinchToInsert.Event.ended(velocity: velocity))
        case .cancelled: send(PinchToInsert.Event.cancelled)
        }
        listHost.send(at: change.time) { .pinch(phase, time: $0) }
      } else if recognizer === pan {
        guard let drag = DragEvent(change) else { continue }
        listHost.send(at: change.time) { .swipe(drag, time: $0) }
        storeHosts.pan(drag)
      } else if recognizer === tap, change.state == .recognized {
        storeHosts.tap(at: change.location)
      }
    }
  }

  // MARK: - The list

  func send(_ event: Reorder.Event) {
    reorderEffects.removeAll(keepingCapacity: true)
    let layoutBefore = reorder.layout
    let wasLifted = reorder.isLifted
    reorder.handle(event, into: &reorderEffects)
    var edited = false
    for effect in reorderEffects {
      record(Invariants.Effects.violation(in: effect))
      switch effect {
      case .lift:
        itemsAtLift.removeAll(keepingCapacity: true)
        itemsAtLift.append(contentsOf: items)
      case .move(let from, let to):
        let edit = ListEdit.move(from: from, to: to)
        if !edit.apply(to: &items, newItem: -1) {
          record("reorder.edit", "\(edit) does not apply to \(items.count) items")
        }
        edited = true
      case .scroll:
        // The host scrolled the list: the other list interaction must know.
        send(PinchToInsert.Event.viewportChanged(reorder.viewport))
      case .moveLiftedRow, .animateRows, .haptic, .drop, .ended, .settle:
        break
      }
    }
    if edited { record(conservation.check(items)) }
    if wasLifted && !reorder.isLifted {
      let isCancel: Bool =
        switch event {
        case .drag(let drag): drag == .cancelled || !drag.isFinite
        case .rowsChanged: true
        case .tick, .animationFinished, .viewportChanged, .layoutChanged: false
        }
      if isCancel && items != itemsAtLift {
        record("reorder.cancel", "a cancelled reorder left \(items), lifted from \(itemsAtLift)")
      }
    }
    if case .drag(let drag) = event, drag == .cancelled || !drag.isFinite, reorder.isLifted {
      record("reorder.rest", "still lifted after a cancel")
    }
    if reorder.layout != layoutBefore {
      send(PinchToInsert.Event.rowsChanged(reorder.layout))
    }
  }

  func send(_ event: PinchToInsert.Event) {
    pinchEffects.removeAll(keepingCapacity: true)
    let layoutBefore = pinchToInsert.layout
    pinchToInsert.handle(event, into: &pinchEffects)
    for effect in pinchEffects {
      record(Invariants.Effects.violation(in: effect))
      switch effect {
      case .insert(let index):
        // A lift in progress has moved items the pinch does not know of: put them back first.
        if reorder.isLifted { send(Reorder.Event.rowsChanged(reorder.layout)) }
        let item = nextItem
        nextItem += 1
        heights[item] =
          pinchToInsert.layout.heights.indices.contains(index)
          ? pinchToInsert.layout.heights[index] : 0
        let edit = ListEdit.insert(at: index)
        if edit.apply(to: &items, newItem: item) {
          conservation.inserted(item)
        } else {
          record("pinch.edit", "\(edit) does not apply to \(items.count) items")
        }
        record(conservation.check(items))
      case .placeholder(_, _, let scale, _):
        if !(0...1).contains(scale) { record("pinch.placeholder", "scale \(scale)") }
      case .offsetRows, .animateRows, .animatePlaceholder, .haptic, .removePlaceholder,
        .beginEditing:
        break
      }
    }
    if case .cancelled = event, case .opening = pinchToInsert.state {
      record("pinch.rest", "still opening after a cancel")
    }
    if pinchToInsert.layout != layoutBefore {
      send(Reorder.Event.rowsChanged(pinchToInsert.layout))
    }
  }
}
