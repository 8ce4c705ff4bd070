/// Runs a ``Store`` for a host: one reused effects buffer, and a queue for the events the
/// host sends while it is applying effects.
///
/// A host applying an effect often has something to say back at once (a view's layout
/// changed, the app answered a callback). Handing that event to the store from inside
/// `handle` would re-enter it; the driver queues it instead and handles it once the current
/// effects have all been applied, in the order the events were sent.
///
/// ```swift
/// let driver = StoreDriver(ListStore(rowWidth: 375))
/// driver.send(.tick(time: now)) { effect in
///   switch effect {
///   case .delete(let id): app.delete(id); driver.send(.deleteAnswered(rowID: id, removed: true)) { _ in }
///   default: break
///   }
/// }
/// ```
///
/// - Complexity: O(1) overhead per event; no heap allocation once the effects buffer and the
///   queue have grown to their working sizes.
public final class StoreDriver<S: Store> {
  /// The store, as the last event left it.
  public private(set) var store: S
  /// The effects of the event being handled; kept between events for its capacity.
  private var effects: [S.Effect] = []
  /// Events sent while effects were being applied, oldest first, from `queueStart` on.
  private var queue: [S.Event] = []
  private var queueStart = 0
  /// Whether `send` is applying effects (a `send` from inside is queued).
  private var isSending = false

  /// Called with each event, the effects it produced and the store as it left it,
  /// before the effects are applied: where a host checks the host contract in debug builds
  /// (``ContractChecker``) and a test records what happened. Default `nil`.
  public var observer: ((S.Event, [S.Effect], S) -> Void)? {
    didSet { hasObserver = observer != nil }
  }
  /// Whether ``observer`` is set: read first, as a nil closure property still costs a load
  /// and a release at every event.
  private var hasObserver = false

  /// Creates a driver for a store.
  public init(_ store: S) {
    self.store = store
    effects.reserveCapacity(32)
  }

  /// Hands `event` to the store and calls `apply` with each effect, in order.
  ///
  /// Called from inside `apply` (re-entrant), the event is queued and handled right after the
  /// current event's effects, by the outer call's `apply`; the inner call returns at once.
  public func send(_ event: S.Event, applying apply: (S.Effect) -> Void) {
    run(event, inPlace: false, apply)
  }

  /// Hands `event` to the store as ``send(_:applying:)`` does, but where the store can
  /// (``Store/handle(_:applying:)``) it hands each effect to `apply` as it makes it, with no
  /// effects buffer: the per-event path of a host whose most frequent events make effects it
  /// applies straight away (``ClosureGestures``' state changes, whose only effects are handler
  /// calls). Any other event goes through the buffer, as with ``send(_:applying:)``.
  ///
  /// An event sent from inside `apply` is queued and handled right after, as with
  /// ``send(_:applying:)``. While an ``observer`` is set, every event goes through the buffer,
  /// so that the observer (a ``ContractChecker`` in debug builds) sees each event's effects
  /// before they are applied; the effects and the store are the same either way.
  ///
  /// `apply` may run while the store is changing: it must not read ``store`` or call
  /// ``withStore(_:)`` (a host that must, after an effect, uses ``send(_:applying:)``).
  public func sendInPlace(_ event: S.Event, applying apply: (S.Effect) -> Void) {
    run(event, inPlace: true, apply)
  }

  /// One sent event and then the queued ones, each through the store and then its effects
  /// through `apply`; only queued when effects are being applied.
  @inline(__always)
  private func run(_ event: S.Event, inPlace: Bool, _ apply: (S.Effect) -> Void) {
    guard !isSending else {
      queue.append(event)
      return
    }
    isSending = true
    defer { isSending = false }
    // The event in hand is handled straight away; only queued ones are copied out of the
    // queue (every event is a touch sample's hot path: no optional copy of it, no clearing
    // of a buffer that is already empty).
    handleAndApply(event, inPlace: inPlace, apply)
    while queueStart < queue.count {
      let queued = queue[queueStart]
      queueStart += 1
      handleAndApply(queued, inPlace: inPlace, apply)
    }
    if !queue.isEmpty {
      queue.removeAll(keepingCapacity: true)
      queueStart = 0
    }
  }

  /// One event through the store, then its effects through `apply`, in order; in place
  /// (each effect as the store makes it) when asked, the store can and nothing observes.
  @inline(__always)
  private func handleAndApply(_ event: S.Event, inPlace: Bool, _ apply: (S.Effect) -> Void) {
    if inPlace, !hasObserver, store.handle(event, applying: apply) { return }
    if !effects.isEmpty { effects.removeAll(keepingCapacity: true) }
    store.handle(event, into: &effects)
    if hasObserver, let observer { observer(event, effects, store) }
    var index = 0
    // `apply` may queue events but never touches `effects`: it is not re-entered.
    while index < effects.count {
      apply(effects[index])
      index += 1
    }
  }

  /// Whether an event's effects are being applied: a ``send(_:applying:)`` (or
  /// ``sendInPlace(_:applying:)``) now is queued and returns at once. A host that does work
  /// after each event (drawing, handing over a configuration with ``withStore(_:)``) skips it
  /// when this is `true`: the outer send finishes the queued events first, and the host does
  /// that work once after it. No host needs a re-entrancy flag of its own.
  public var isApplyingEffects: Bool { isSending }

  /// Reads or changes the store outside of an event (a configuration change, a test's
  /// look at its state). Not while effects are being applied.
  public func withStore<Result>(_ body: (inout S) -> Result) -> Result {
    precondition(!isSending, "StoreDriver.withStore called while applying effects")
    return body(&store)
  }
}
