extension ListStore: Store {
  public static func tick(time: Double) -> Event { .tick(time: time) }

  /// ``Event/reduceMotionChanged(_:)``.
  public static func reduceMotionChanged(_ reducesMotion: Bool) -> Event? {
    .reduceMotionChanged(reducesMotion)
  }

  /// What ``ListStore`` asks its host to answer.
  public enum Request: Hashable, Sendable {
    /// ``Effect/delete(rowID:)``, answered by ``Event/deleteAnswered(rowID:removed:)`` or
    /// ``Event/deleteDeferred(rowID:)``, or taken back by a ``Event/rowsChanged(_:)`` without
    /// the row.
    case delete(rowID: Int)
    /// ``Effect/insert(at:)``, answered by ``Event/insertAnswered(rowID:)``.
    case insert
  }

  /// The rules of ``ListStore``'s host contract no other family has.
  public enum HostMistake: Hashable, Sendable {
    /// The same identifier twice in the app's rows.
    case duplicateRowID(Int)
  }

  /// A late frame is the display link itself running late: only another event after the gap
  /// shows that the host had stopped sending frames.
  public static var clockRule: ContractClockRule { .monotonic(lateFramesPass: true) }

  public static func contractEvent(_ event: Event) -> ContractEvent<Request> {
    switch event {
    case .tick(let time): .frame(time: time)
    case .deleteAnswered(let id, _): .answer(.delete(rowID: id), time: nil)
    // Deferring is the answer the contract asks for; the late answer may come any time.
    case .deleteDeferred(let id): .answer(.delete(rowID: id), time: nil)
    case .insertAnswered: .answer(.insert, time: nil)
    case .touchDown(_, let time), .swipe(_, let time), .longPress(_, let time),
      .pinch(_, let time):
      .other(time: time)
    case .viewportChanged, .resize, .rowsChanged, .cancel, .layoutChanged,
      .layoutDirectionChanged, .commit, .moveRow, .perform, .reduceMotionChanged, .completionChanged,
      .deferredDeleteAnswered:
      .other(time: nil)
    }
  }

  public static func contractEffect(_ effect: Effect, store: ListStore) -> ContractEffect<Request> {
    switch effect {
    case .delete(let id): .asks(.delete(rowID: id))
    case .insert: .asks(.insert)
    case .haptic, .complete, .move, .beginEditing, .reorderEnded, .scroll, .scrollingEnabled,
      .announce:
      .nothing
    }
  }

  /// A row the app removed needs no other answer.
  public static func withdraws(_ request: Request, event: Event, store: ListStore) -> Bool {
    guard case .delete(let id) = request, case .rowsChanged(let rows) = event else { return false }
    return !rows.contains { $0.id == id }
  }

  /// A row's delete or insert animation depends on the answer: it must come before the next
  /// frame (right after asking the app).
  public static func mustAnswerBeforeNextFrame(_ request: Request) -> Bool { true }

  /// - Complexity: O(n log n) for a ``Event/rowsChanged(_:)`` of n rows, O(1) otherwise.
  public static func checkHostRules(
    _ event: Event, effects: [Effect], store: ListStore, record: inout Void
  ) -> HostMistake? {
    guard case .rowsChanged(let rows) = event else { return nil }
    // Sorted, not a Set: hashing needs a random seed Embedded Swift may not have.
    var ids = rows.map { $0.id }
    ids.sort()
    for index in ids.indices.dropFirst() where ids[index] == ids[index - 1] {
      return .duplicateRowID(ids[index])
    }
    return nil
  }
}

#if !hasFeature(Embedded)
  extension ListStore: ContractExplaining {
    public static func describe(_ request: Request) -> String {
      switch request {
      case .delete(let id): ".delete(rowID: \(id))"
      case .insert: ".insert(at:)"
      }
    }

    public static func describeAnswer(to request: Request) -> (answer: String, advice: String) {
      switch request {
      case .delete(let id):
        (".deleteAnswered(rowID: \(id))", "send .deleteAnswered(rowID:removed:), or .deleteDeferred(rowID:) to answer later, once, right after asking the app")
      case .insert:
        (".insertAnswered", "send .insertAnswered(rowID:) once, right after asking the app")
      }
    }

    public static func explain(_ mistake: HostMistake) -> String {
      switch mistake {
      case .duplicateRowID(let id):
        "row identifier \(id) appears twice in .rowsChanged; identifiers must be unique."
      }
    }
  }
#endif
