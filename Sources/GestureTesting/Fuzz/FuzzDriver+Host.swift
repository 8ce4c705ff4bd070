import GestureCore

extension FuzzDriver {
  /// Hands the arena's state changes to the host layers, as a host's glue does.
  func dispatch(_ changes: [StateChange]) {
    for change in changes {
      log?("  \(change.recognizer.name) \(change.state.name) \(change.value)")
      record(Invariants.Effects.violation(in: change.value))
      storeHosts.closures.report(change, clock: clock)
      listHost.send(at: change.time) { listReader.event(for: change, time: $0) }
      if change.recognizer === pan, let drag = DragEvent(change) {
        storeHosts.pan(drag)
      } else if change.recognizer === tap, change.state == .recognized {
        storeHosts.tap(at: change.location)
      }
    }
  }

  /// A change of the list by the host (``FuzzStep/list(_:_:_:)``), for the list store's
  /// host.
  func listChange(kind: UInt8, index: Int, value: Double) {
    listHost.listChange(kind: kind, index: index, value: value, clock: clock)
  }

  func hostCall(kind: UInt8, argument: UInt8, _ first: Double, _ second: Double) {
    // Only the list's width is read here; every other kind (the commit row, the floating
    // view, the navigation, a drag sent directly) is the store hosts' (StoreHosts).
    if kind % 8 == 1 { listHost.send(at: clock) { _ in .resize(width: first) } }
  }

  /// Ends everything as a host going quiet would: every touch cancelled, every deadline
  /// run; then checks that the arena is at rest (the host layers check their own rest).
  func checkpoint() {
    cancelAll()
    var rounds = 0
    while let deadline = arena.nextDeadline, rounds < 1000 {
      arenaInvariants.advance(to: deadline)
      if deadline.isFinite && deadline > clock { clock = deadline }
      dispatch(arena.changes)
      rounds += 1
    }
    if arena.activeTouchCount != 0 || arena.nextDeadline != nil {
      record("rest.arena", "touches or deadlines left after a cancel and 1000 deadlines")
    }
  }
}
