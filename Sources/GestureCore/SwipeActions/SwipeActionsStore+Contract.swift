extension SwipeActionsStore: Store {
  public static func tick(time: Double) -> Event { .tick(time: time) }

  /// ``Event/reduceMotionChanged(_:)``.
  public static func reduceMotionChanged(_ reducesMotion: Bool) -> Event? {
    .reduceMotionChanged(reducesMotion)
  }

  /// What ``SwipeActionsStore`` asks its host to answer: a handler's completion, one per
  /// ``Effect/perform(rowID:actionID:side:index:dismisses:)``, answered by
  /// ``Event/actionAnswered(rowID:completed:time:)``.
  public enum Request: Hashable, Sendable {
    /// A handler of this row is running.
    case perform(rowID: Int)
  }

  /// The rules of ``SwipeActionsStore``'s host contract no other family has.
  public enum HostMistake: Hashable, Sendable {
    /// An event named a row the store does not have (never inserted, or removed).
    case unknownRow(Int)
  }

  public static func contractEvent(_ event: Event) -> ContractEvent<Request> {
    switch event {
    case .tick(let time): .frame(time: time)
    case .touchDown(_, let time): .touchDown(nil, time: time)
    case .touchUp(let time): .touchUp(nil, time: time)
    case .cancel(let time): .touchesCancelled(time: time)
    case .actionAnswered(let id, _, let time): .answer(.perform(rowID: id), time: time)
    case .drag(_, _, let time), .tap(_, _, let time), .tapAction(_, _, _, let time),
      .performAction(_, _, _, let time), .presentActions(_, let time), .open(_, _, _, let time), .close(_, _, let time), .closeAll(_, let time),
      .scrolled(let time):
      .other(time: time)
    case .insert, .remove, .reset, .resize, .setActions, .setLayoutDirection,
      .reduceMotionChanged, .setEnabled:
      .other(time: nil)
    }
  }

  public static func contractEffect(_ effect: Effect, store: SwipeActionsStore)
    -> ContractEffect<Request>
  {
    guard case .perform(let id, _, _, _, _) = effect else { return .nothing }
    return .asks(.perform(rowID: id))
  }

  /// An event that acts on one row must name a row the store has. (Removing an unknown row is
  /// harmless, and answers may come after a removal.)
  ///
  /// - Complexity: O(r) in the rows.
  public static func checkHostRules(
    _ event: Event, effects: [Effect], store: SwipeActionsStore, record: inout Void
  ) -> HostMistake? {
    let id: Int
    switch event {
    case .reset(let row), .drag(let row, _, _), .tapAction(let row, _, _, _),
      .performAction(let row, _, _, _), .presentActions(let row, _),
      .open(let row, _, _, _), .close(let row, _, _), .resize(let row, _),
      .setActions(let row, _, _), .setLayoutDirection(let row, _), .setEnabled(let row, _),
      .touchDown(let row?, _),
      .tap(let row?, _, _):
      id = row
    case .tick, .insert, .remove, .touchUp, .closeAll, .scrolled, .actionAnswered, .cancel,
      .reduceMotionChanged, .touchDown(nil, _), .tap(nil, _, _):
      return nil
    }
    return store.row(id) == nil ? .unknownRow(id) : nil
  }
}

#if !hasFeature(Embedded)
  extension SwipeActionsStore: ContractExplaining {
    public static func describe(_ request: Request) -> String {
      switch request {
      case .perform(let id): ".perform(rowID: \(id))"
      }
    }

    public static func describeAnswer(to request: Request) -> (answer: String, advice: String) {
      switch request {
      case .perform(let id):
        (".actionAnswered(rowID: \(id))", "answer each handler exactly once")
      }
    }

    public static func explain(_ mistake: HostMistake) -> String {
      switch mistake {
      case .unknownRow(let id):
        "row \(id) is not in the store; send .insert(\(id), _) before its events, and none after .remove(\(id))."
      }
    }
  }
#endif
