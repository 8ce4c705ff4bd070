/// Checks that a host keeps its store's host contract, event by event: one checker for every
/// family, applying the rules they share and the ones each ``Store`` declares.
///
/// Feed it every event the host sends, with the effects it produced and the store as that
/// event left it; it returns the first rule the host broke, if any. GestureTesting's
/// simulations run it on every step; GestureKit runs it in debug builds and asserts, so a
/// broken contract shows up as a clear message rather than a stuck row or a view off
/// screen.
///
/// ```swift
/// var checker = ContractChecker<ListStore>()
/// driver.observer = { event, effects, store in
///   if let violation = checker.observe(event, effects: effects, store: store) {
///     assertionFailure("\(violation)")
///   }
/// }
/// ```
///
/// The rules every family shares, in the order they are checked:
/// 1. **One clock** (``Store/clockRule``): no time earlier than the latest reported (by
///    more than the family's skew), none NaN, infinite or beyond ``InputLimits/time``.
/// 2. **Frames while the store needs them**: once ``Store/needsFrames`` is `true`, no gap
///    between frames longer than ``maximumFrameGap`` before another event.
/// 3. The family's own rules (``Store/checkHostRules(_:effects:store:record:)``).
/// 4. **Fingers paired**: a finger goes up only once it went down, and down only once.
/// 5. **Requests answered**: every request an effect makes gets one answer, before the next
///    frame where the family says so, and by the time an effect said it is due.
///
/// - Complexity: O(1) per event plus O(r) in the requests awaited and O(f) in the fingers
///   down; the family's own rules add theirs (documented on each store).
public struct ContractChecker<S: Store>: Sendable {
  /// The latest time the host reported.
  public private(set) var time: Double?
  /// The time of the latest frame (or of the event frames are owed from) while the store
  /// needs frames.
  private var lastFrameTime: Double?
  /// Whether the store needed frames after the previous event.
  private var neededFrames = false
  /// The requests the host has not answered yet, oldest first.
  public private(set) var awaited: [S.Request] = []
  /// When the requests awaited must have been answered by, once an effect said so.
  private var answerDeadline: Double?
  /// The fingers reported down by identifier, for a family that names them.
  public private(set) var touchesDown: [TouchID] = []
  /// The fingers reported down, for a family that only counts them.
  public private(set) var touchCount = 0
  /// What the family's own rules remember of the host's reports.
  private var record: S.HostRecord

  /// The longest a host may go without a frame while the store needs frames, in seconds,
  /// before it sends another event. Default 0.25 s (fifteen frames at 60 Hz): longer means
  /// the host stopped its display link.
  public var maximumFrameGap = 0.25

  /// How long past the time an effect said the awaited requests are due (the end of a back
  /// swipe's transition) the answer may still be missing, in seconds. Default 1 s: UIKit's
  /// completions come at the end of the animation, a frame or two late at most.
  public var maximumAnswerDelay = 1.0

  /// Whether the rules a main-thread stall breaks — a gap between frames, a late answer —
  /// pass unreported. Default `false`: a test, a simulation or a replay controls time and
  /// wants them reported. On a device a display link runs on the main thread and pauses
  /// there (a breakpoint, a first keyboard, a heavy screen, the app in the background), and
  /// UIKit's completions wait for it too, so GestureKit's debug builds pass `true` and assert
  /// on everything else.
  public var toleratesMainThreadStalls: Bool

  /// Creates a checker for a host that has reported nothing yet.
  ///
  /// - Parameters:
  ///   - store: The store as the host set it up before its first event, for a family that
  ///     needs it (``ClosureGestures`` installed with ``ClosureGestures/install(in:on:)``).
  ///     Default `nil`: a store that has seen no event.
  ///   - toleratesMainThreadStalls: Whether the timing rules a main-thread stall breaks pass
  ///     unreported. Default `false`: every rule is reported.
  public init(for store: S? = nil, toleratesMainThreadStalls: Bool = false) {
    self.toleratesMainThreadStalls = toleratesMainThreadStalls
    record = S.hostRecord(of: store)
  }

  /// Takes the next event, with the store as it left it and the effects it produced.
  /// Returns the first rule the host broke with this event, or `nil`.
  public mutating func observe(_ event: S.Event, effects: [S.Effect], store: S)
    -> ContractViolation<S>?
  {
    let reading = S.contractEvent(event)
    var violation = readClock(reading)
    func report(_ found: ContractViolation<S>) {
      if violation == nil { violation = found }
    }
    if let mistake = S.checkHostRules(event, effects: effects, store: store, record: &record) {
      report(.mistake(mistake))
    }
    switch reading {
    case .frame(let frameTime):
      if let request = awaited.first(where: S.mustAnswerBeforeNextFrame) {
        report(.unanswered(request))
      }
      if InputLimits.isTime(frameTime) {
        lastFrameTime = max(lastFrameTime ?? frameTime, frameTime)
      }
    case .touchDown(let touch, _):
      if let touch {
        if touchesDown.contains(touch) {
          report(.touchAlreadyDown(touch))
        } else {
          touchesDown.append(touch)
        }
      } else {
        touchCount += 1
      }
    case .touchUp(let touch, _):
      if let touch, let index = touchesDown.firstIndex(of: touch) {
        touchesDown.remove(at: index)
      } else if touch == nil, touchCount > 0 {
        touchCount -= 1
      } else {
        report(.touchNotDown(touch))
      }
    case .touchesCancelled:
      touchesDown.removeAll()
      touchCount = 0
    case .answer(let request, _):
      if let index = awaited.firstIndex(of: request) {
        awaited.remove(at: index)
        if awaited.isEmpty { answerDeadline = nil }
      } else {
        report(.unexpectedAnswer(request))
      }
    case .other:
      break
    }
    if !awaited.isEmpty {
      awaited.removeAll { S.withdraws($0, event: event, store: store) }
    }
    for effect in effects {
      switch S.contractEffect(effect, store: store) {
      case .nothing: break
      case .asks(let request):
        if awaited.isEmpty { answerDeadline = nil }  // A deadline was for earlier requests.
        awaited.append(request)
      case .answersDue(let seconds): answerDeadline = (time ?? 0) + seconds + maximumAnswerDelay
      }
    }
    // Frames are owed from the first time reported once the store needs them: from this
    // event's (the latest, unless it went backwards), or from the next timed event's.
    let needsFrames = store.needsFrames
    if !needsFrames {
      lastFrameTime = nil
    } else if !neededFrames || lastFrameTime == nil {
      lastFrameTime = reading.time == nil ? nil : time
    }
    neededFrames = needsFrames
    return violation
  }

  /// Checks an event's time against the clock rules, then keeps it as the latest if it is a
  /// time and later.
  private mutating func readClock(_ reading: ContractEvent<S.Request>) -> ContractViolation<S>? {
    guard let eventTime = reading.time else { return nil }
    var violation: ContractViolation<S>?
    switch S.clockRule {
    case .finiteOnly:
      if !eventTime.isFinite { violation = .timeNotFinite }
    case .monotonic(let skew, let lateFramesPass):
      var isFrame = false
      if case .frame = reading { isFrame = true }
      if let time, eventTime < time - skew {
        violation = .timeWentBackwards(from: time, to: eventTime)
      } else if !InputLimits.isTime(eventTime) {
        violation = .timeNotFinite
      } else if neededFrames, let lastFrameTime, eventTime - lastFrameTime > maximumFrameGap,
        !(isFrame && lateFramesPass)
      {
        if !toleratesMainThreadStalls {
          violation = .framesMissing(since: lastFrameTime, until: eventTime)
        }
      } else if let answerDeadline, !awaited.isEmpty, eventTime > answerDeadline {
        if !toleratesMainThreadStalls {
          violation = .answerMissing(awaited[0], due: answerDeadline - maximumAnswerDelay)
        }
        self.answerDeadline = nil  // Reported once.
      }
    }
    if InputLimits.isTime(eventTime) { time = max(time ?? eventTime, eventTime) }
    return violation
  }
}

/// A rule of a store's host contract that a host broke, as ``ContractChecker`` reports it.
/// Its `description` says what the host did wrong and what to do instead.
public enum ContractViolation<S: Store>: Hashable, Sendable {
  /// An event's time was earlier than one already reported.
  case timeWentBackwards(from: Double, to: Double)
  /// An event's time was NaN or infinite, or (on a ``ContractClockRule/monotonic(skew:lateFramesPass:)`` clock)
  /// beyond ``InputLimits/time``.
  case timeNotFinite
  /// Motion was under way but no frame came for longer than the checker's maximum gap.
  case framesMissing(since: Double, until: Double)
  /// A finger was reported down twice without lifting.
  case touchAlreadyDown(TouchID)
  /// A finger was reported up that was not down (`nil`: a touch-up with no finger down).
  case touchNotDown(TouchID?)
  /// A frame came while this request, which must be answered first, was still unanswered.
  case unanswered(S.Request)
  /// An answer to a request the store did not make, or a second answer to one.
  case unexpectedAnswer(S.Request)
  /// The request should have been answered by `due` seconds and still is not.
  case answerMissing(S.Request, due: Double)
  /// A rule only this family has.
  case mistake(S.HostMistake)
}

#if !hasFeature(Embedded)
  /// What a store's requests and own rules say in a ``ContractViolation``'s description.
  public protocol ContractExplaining: Store {
    /// The request as the effect that made it reads, `.delete(rowID: 3)`.
    static func describe(_ request: Request) -> String
    /// The answer a request takes, `.deleteAnswered(rowID: 3)`, and how to send it.
    static func describeAnswer(to request: Request) -> (answer: String, advice: String)
    /// What the host did wrong, and what to do instead.
    static func explain(_ mistake: HostMistake) -> String
    /// The one clock this family's host reads.
    static var clockAdvice: String { get }
  }

  extension ContractExplaining {
    public static var clockAdvice: String {
      "report one clock (UITouch.timestamp and CADisplayLink share one)"
    }
  }

  extension ContractExplaining where Request == Never {
    public static func describe(_ request: Request) -> String {}
    public static func describeAnswer(to request: Request) -> (answer: String, advice: String) {}
  }

  extension ContractExplaining where HostMistake == Never {
    public static func explain(_ mistake: HostMistake) -> String {}
  }

  extension ContractViolation: CustomStringConvertible where S: ContractExplaining {
    /// What the host did wrong, and what to do instead, naming the store.
    public var description: String {
      "\(S.self) host contract: " + explanation
    }

    private var explanation: String {
      switch self {
      case .timeWentBackwards(let from, let to):
        "time went backwards from \(from) s to \(to) s; \(S.clockAdvice) and never an earlier time."
      case .timeNotFinite:
        "an event carried a time that is not a time (NaN, infinite\(S.clockRule == .finiteOnly ? "" : " or beyond 10⁹ s"))."
      case .framesMissing(let since, let until):
        "no .tick from \(since) s to \(until) s while needsFrames was true; keep the display link running until needsFrames is false."
      case .touchAlreadyDown(let touch):
        "touch \(touch) was reported down twice; send .touchUp when a finger lifts or is cancelled."
      case .touchNotDown(let touch?):
        ".touchUp for touch \(touch), which was not reported down."
      case .touchNotDown(nil):
        ".touchUp with no finger down; send one .touchDown per finger before its .touchUp."
      case .unanswered(let request):
        "\(S.describe(request)) was not answered before the next frame; \(S.describeAnswer(to: request).advice)."
      case .unexpectedAnswer(let request):
        "\(S.describeAnswer(to: request).answer) answers no \(S.describe(request)); \(S.describeAnswer(to: request).advice)."
      case .answerMissing(let request, let due):
        "\(S.describe(request)) should have been answered by \(due) s but \(S.describeAnswer(to: request).answer) was never sent; \(S.describeAnswer(to: request).advice)."
      case .mistake(let mistake):
        S.explain(mistake)
      }
    }
  }
#endif

extension StoreDriver {
  /// Checks `checker`'s host contract on every event the driver handles (as GestureKit
  /// asserts it in debug builds), calling `report` with each broken rule and the event that
  /// broke it. Takes the driver's ``StoreDriver/observer``.
  ///
  /// ```swift
  /// var violations: [String] = []
  /// driver.checkContract { violation, event in
  ///   violations.append("\(violation) after \(event)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checker: The checker, as the host set it up. Default: a checker for a store that
  ///     has seen no event, every rule reported.
  ///   - report: Called with each broken rule and the event that broke it.
  public func checkContract(
    with checker: ContractChecker<S> = ContractChecker(),
    report: @escaping (ContractViolation<S>, S.Event) -> Void
  ) {
    var checker = checker
    observer = { event, effects, store in
      if let violation = checker.observe(event, effects: effects, store: store) {
        report(violation, event)
      }
    }
  }
}
