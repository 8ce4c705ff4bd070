/// One gesture family as every host runs it: a state machine that the host drives with
/// events and that answers with effects, keeps its own motion on display frames and declares,
/// as data, what its host owes it.
///
/// The five families are stores — ``ListStore``, ``SwipeActionsStore``, ``BackSwipeStore``,
/// ``DraggableStore``, ``ClosureGestures`` — and so is ``MomentumScroll``, the scrolling a
/// host without a scroll view borrows. A store never reads a clock, never calls its host and
/// never allocates per event once the caller's effects array has grown. Every host has the
/// same shape whatever the family: it reports what happened (touches, frames, the app's
/// answers) with ``StoreDriver/send(_:applying:)``, applies the effects in order, sends
/// ``tick(time:)`` on every display frame while ``needsFrames`` is `true`, and checks its side
/// of the contract with one ``ContractChecker`` in debug builds.
///
/// ```swift
/// func displayLinkFired(at time: Double) {
///   driver.send(ListStore.tick(time: time)) { apply($0) }
///   displayLink.isPaused = !driver.store.needsFrames
/// }
/// ```
///
/// A store's host contract is declared, not coded: ``contractEvent(_:)`` says what each event
/// is to the contract (a frame, a finger down or up, an answer), ``contractEffect(_:store:)``
/// what each effect asks of the host, and ``checkHostRules(_:effects:store:record:)`` the few
/// rules only this family has. ``ContractChecker`` applies the rules every family shares: one
/// clock, frames while ``needsFrames``, fingers paired, every request answered once.
///
/// Use it generically (`some Store`, `<S: Store>`), as ``StoreDriver`` does: Embedded Swift
/// has no existentials.
public protocol Store {
  /// What the host tells the store.
  associatedtype Event
  /// What the store asks the host to do.
  associatedtype Effect

  /// Handles one event, appending the effects it causes to `effects`, in the order the host
  /// must apply them. Nothing is removed from `effects`: the caller owns, empties and reuses
  /// it.
  ///
  /// Every event is accepted in every state; an event that makes no sense in the current
  /// state has a documented outcome and never traps.
  ///
  /// ```swift
  /// var list = ListStore(rows: [.init(id: 3, height: 60)], rowWidth: 375)
  /// var effects: [ListStore.Effect] = []
  /// list.handle(.touchDown(Point(x: 100, y: 30), time: 0), into: &effects)
  /// ```
  mutating func handle(_ event: Event, into effects: inout [Effect])

  /// Handles one event as ``handle(_:into:)`` does, but hands each effect to `apply` as it
  /// makes it, with no effects buffer, where this store can for this event; returns whether
  /// it did. `false` means the store did nothing (no change, no call): the caller handles the
  /// event with ``handle(_:into:)`` instead.
  ///
  /// Where it returns `true`, `apply` receives exactly the effects ``handle(_:into:)`` would
  /// append, in the same order, and the store ends in the same state. `apply` runs while the
  /// store is changing, so it must not read or change the store. ``StoreDriver`` calls it from
  /// ``StoreDriver/sendInPlace(_:applying:)``: the per-event path of a store whose most
  /// frequent events make effects the host applies straight away (``ClosureGestures``' state
  /// changes, whose only effects are handler calls).
  ///
  /// Default: `false` for every event (every effect goes through the buffer).
  mutating func handle(_ event: Event, applying apply: (Effect) -> Void) -> Bool

  /// Whether motion is under way (a spring, a throw, a transition) and wants the next display
  /// frame: a host keeps its display link running while this is `true` and stops it once it
  /// is `false`.
  var needsFrames: Bool { get }

  /// Whether nothing is under way: no finger held, no motion, no request waiting for an
  /// answer. Once the last touch is over and the host has sent frames until ``needsFrames``
  /// is `false` (and answered every request), every store is at rest.
  var isAtRest: Bool { get }

  /// The event of a display frame at `time`, in seconds on the host's one clock.
  static func tick(time: Double) -> Event

  /// The event that tells the store the user turned Reduce Motion on or off (UIKit:
  /// `UIAccessibility.isReduceMotionEnabled`; a browser: `prefers-reduced-motion`), for a
  /// store whose motion follows ``MotionPolicy``; `nil` for one that takes the setting
  /// another way (``DraggableStore/Configuration/reducesMotion``) or has no motion of its
  /// own. A host sends it once the store exists, when the setting is on, and again at each
  /// change. Default `nil`.
  static func reduceMotionChanged(_ reducesMotion: Bool) -> Event?

  /// Something the store asks of its host that must be answered by an event: a delete, an
  /// insert, a handler's completion, a transition's end. `Never` for a store that asks for
  /// nothing.
  associatedtype Request: Hashable, Sendable = Never

  /// A rule of this family's host contract that no other family has (an identifier twice,
  /// an unknown row, a pan's phases out of order). `Never` for a store with none.
  associatedtype HostMistake: Hashable, Sendable = Never

  /// What a ``ContractChecker`` remembers of the host's reports for this family's own rules
  /// (the phases a host reported, say). `Void` for a store whose rules need no memory.
  associatedtype HostRecord: Sendable = Void

  /// How this family's host keeps time. Default ``ContractClockRule/monotonic(skew:lateFramesPass:)``.
  static var clockRule: ContractClockRule { get }

  /// What `event` is to the host contract: a frame, a finger down or up, all fingers gone, an
  /// answer to a request, or anything else, with the time it carries if it carries one.
  static func contractEvent(_ event: Event) -> ContractEvent<Request>

  /// What `effect` asks of the host: a request it must answer, the time by which the
  /// requests it has not answered must be, or nothing. Default: nothing.
  static func contractEffect(_ effect: Effect, store: Self) -> ContractEffect<Request>

  /// Whether `event` took back `request` without an answer (the app removed the row the
  /// store asked about). Called for each request still awaited. Default `false`.
  static func withdraws(_ request: Request, event: Event, store: Self) -> Bool

  /// Whether a request must be answered before the next display frame (a list's delete and
  /// insert: the row's animation depends on the answer). Default `false`.
  static func mustAnswerBeforeNextFrame(_ request: Request) -> Bool

  /// The record of a host that has reported nothing, for a store set up as `store` is
  /// (recognizers installed without effects, say). Default: `()` for a `Void` record.
  static func hostRecord(of store: Self?) -> HostRecord

  /// This family's own rules: the first one `event` broke, with the effects it produced and
  /// the store as it left it, updating `record`. Default: none.
  static func checkHostRules(
    _ event: Event, effects: [Effect], store: Self, record: inout HostRecord
  ) -> HostMistake?
}

/// How a family's host keeps time, as its ``ContractChecker`` reads it.
public enum ContractClockRule: Hashable, Sendable {
  /// One clock that never goes back by more than `skew` seconds (UIKit stamps touches up to
  /// a frame before a display frame already sent, so a draggable view allows 0.05 s). With
  /// `lateFramesPass`, a frame that itself comes late is the display link running late (the
  /// app in the background, a breakpoint), and only another event after the gap shows that
  /// the host stopped sending frames.
  case monotonic(skew: Double = 0, lateFramesPass: Bool = false)
  /// Times pass through the store as they came and only need to be times (finite): a family
  /// with no motion, whose recognizers each report their own.
  case finiteOnly
}

/// What one event is to a store's host contract (``Store/contractEvent(_:)``).
public enum ContractEvent<Request: Hashable & Sendable>: Hashable, Sendable {
  /// A display frame at this time.
  case frame(time: Double)
  /// A finger went down; `touch` names it when the family tracks fingers by identifier,
  /// `nil` when it only counts them.
  case touchDown(TouchID?, time: Double?)
  /// A finger lifted (`nil`: any one of those down).
  case touchUp(TouchID?, time: Double?)
  /// Every finger is gone (the gesture was cancelled).
  case touchesCancelled(time: Double?)
  /// The host answered a request.
  case answer(Request, time: Double?)
  /// Anything else, with the time it carries if it carries one.
  case other(time: Double?)

  /// The time the event carries, if it carries one.
  public var time: Double? {
    switch self {
    case .frame(let time): time
    case .touchDown(_, let time), .touchUp(_, let time), .touchesCancelled(let time),
      .answer(_, let time), .other(let time):
      time
    }
  }
}

/// What one effect asks of the host (``Store/contractEffect(_:store:)``).
public enum ContractEffect<Request: Hashable & Sendable>: Hashable, Sendable {
  /// Nothing the contract follows.
  case nothing
  /// A request the host must answer with one event.
  case asks(Request)
  /// The requests awaited must be answered within `seconds` of now, plus the checker's
  /// ``ContractChecker/maximumAnswerDelay``: a transition that will end by then.
  case answersDue(inSeconds: Double)
}

extension Store {
  public mutating func handle(_ event: Event, applying apply: (Effect) -> Void) -> Bool {
    false
  }

  public static var clockRule: ContractClockRule { .monotonic() }

  public static func reduceMotionChanged(_ reducesMotion: Bool) -> Event? { nil }

  public static func contractEffect(_ effect: Effect, store: Self) -> ContractEffect<Request> {
    .nothing
  }

  public static func withdraws(_ request: Request, event: Event, store: Self) -> Bool { false }

  public static func mustAnswerBeforeNextFrame(_ request: Request) -> Bool { false }
}

extension Store where HostRecord == Void {
  public static func hostRecord(of store: Self?) -> HostRecord { () }
}

extension Store where HostMistake == Never {
  public static func checkHostRules(
    _ event: Event, effects: [Effect], store: Self, record: inout HostRecord
  ) -> HostMistake? {
    nil
  }
}
