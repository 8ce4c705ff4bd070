extension BackSwipeStore: Store {
  public static func tick(time: Double) -> Event { .tick(time: time) }

  /// ``Event/reduceMotionChanged(_:)``.
  public static func reduceMotionChanged(_ reducesMotion: Bool) -> Event? {
    .reduceMotionChanged(reducesMotion)
  }

  /// What ``BackSwipeStore`` asks its host to answer.
  public enum Request: Hashable, Sendable {
    /// A percent-driven pop's transition began (``Effect/beginPop``): its end is answered by
    /// ``Event/transitionCompleted(popped:)``.
    case transitionCompletion
  }

  public static func contractEvent(_ event: Event) -> ContractEvent<Request> {
    switch event {
    case .tick(let time): .frame(time: time)
    case .transitionCompleted: .answer(.transitionCompletion, time: nil)
    case .drag(_, let time), .push(let time), .pop(let time): .other(time: time)
    case .contextChanged, .reduceMotionChanged: .other(time: nil)
    }
  }

  /// A percent-driven pop is answered by its completion, due once its rest (finishing or
  /// cancelling) has run its ``BackSwipe/Completion/duration``.
  public static func contractEffect(_ effect: Effect, store: BackSwipeStore)
    -> ContractEffect<Request>
  {
    switch effect {
    case .beginPop:
      return store.activeAnimator == .percentDriven ? .asks(.transitionCompletion) : .nothing
    case .finish, .cancel:
      switch store.swipe.state {
      case .finishing(let completion), .cancelling(let completion):
        return .answersDue(inSeconds: completion.duration)
      default:
        return .nothing
      }
    case .pushed, .popped, .swipeCancelled:
      return .nothing
    }
  }
}

#if !hasFeature(Embedded)
  extension BackSwipeStore: ContractExplaining {
    public static func describe(_ request: Request) -> String { ".beginPop" }

    public static func describeAnswer(to request: Request) -> (answer: String, advice: String) {
      (
        ".transitionCompleted",
        "send it exactly once per .beginPop, from the transition coordinator's completion (or at once if the pop did not start)"
      )
    }
  }
#endif
