/// A state machine that a host drives with events and that answers with effects: every store
/// (``ListStore``, ``SwipeActionsStore``, ``ClosureGestures``, ``DraggableStore``,
/// ``BackSwipeStore``), and ``MomentumScroll`` for hosts without a scroll view.
///
/// An interaction never reads a clock, never calls its host and never allocates per event
/// once the caller's effects array has grown: the host sends what happened and applies what
/// comes back, in order.
///
/// ```swift
/// var list = ListStore(rows: [.init(id: 3, height: 60)], rowWidth: 375)
/// var effects: [ListStore.Effect] = []
/// list.handle(.touchDown(Point(x: 100, y: 30), time: 0), into: &effects)
/// ```
///
/// Use it generically (`some Interaction`, `<I: Interaction>`), as ``InteractionDriver``
/// does: Embedded Swift has no existentials.
public protocol Interaction {
  /// What the host tells the interaction.
  associatedtype Event
  /// What the interaction asks the host to do.
  associatedtype Effect

  /// Handles one event, appending the effects it causes to `effects`, in the order the host
  /// must apply them. Nothing is removed from `effects`: the caller owns, empties and reuses
  /// it.
  ///
  /// Every event is accepted in every state; an event that makes no sense in the current
  /// state has a documented outcome and never traps.
  mutating func handle(_ event: Event, into effects: inout [Effect])
}

/// Runs an ``Interaction`` for a host: one reused effects buffer, and a queue for the events
/// the host sends while it is applying effects.
///
/// A host applying an effect often has something to say back at once (a view's layout
/// changed, the app answered a callback). Handing that event to the interaction from inside
/// `handle` would re-enter it; the driver queues it instead and handles it once the current
/// effects have all been applied, in the order the events were sent.
///
/// ```swift
/// let driver = InteractionDriver(ListStore(rowWidth: 375))
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
public final class InteractionDriver<Model: Interaction> {
  /// The interaction, as the last event left it.
  public private(set) var model: Model
  /// The effects of the event being handled; kept between events for its capacity.
  private var effects: [Model.Effect] = []
  /// Events sent while effects were being applied, oldest first, from `queueStart` on.
  private var queue: [Model.Event] = []
  private var queueStart = 0
  /// Whether `send` is applying effects (a `send` from inside is queued).
  private var isSending = false

  /// Called with each event, the effects it produced and the interaction as it left it,
  /// before the effects are applied: where a host checks the host contract in debug builds
  /// (``ContractChecker``) and a test records what happened. Default `nil`.
  public var observer: ((Model.Event, [Model.Effect], Model) -> Void)? {
    didSet { hasObserver = observer != nil }
  }
  /// Whether ``observer`` is set: read first, as a nil closure property still costs a load
  /// and a release at every event.
  private var hasObserver = false

  /// Creates a driver for an interaction.
  public init(_ model: Model) {
    self.model = model
    effects.reserveCapacity(32)
  }

  /// Hands `event` to the interaction and calls `apply` with each effect, in order.
  ///
  /// Called from inside `apply` (re-entrant), the event is queued and handled right after the
  /// current event's effects, by the outer call's `apply`; the inner call returns at once.
  public func send(_ event: Model.Event, applying apply: (Model.Effect) -> Void) {
    guard !isSending else {
      queue.append(event)
      return
    }
    isSending = true
    defer { isSending = false }
    // The event in hand is handled straight away; only queued ones are copied out of the
    // queue (every event is a touch sample's hot path: no optional copy of it, no clearing
    // of a buffer that is already empty).
    handleAndApply(event, apply)
    while queueStart < queue.count {
      let queued = queue[queueStart]
      queueStart += 1
      handleAndApply(queued, apply)
    }
    if !queue.isEmpty {
      queue.removeAll(keepingCapacity: true)
      queueStart = 0
    }
  }

  /// One event through the interaction, then its effects through `apply`, in order.
  @inline(__always)
  private func handleAndApply(_ event: Model.Event, _ apply: (Model.Effect) -> Void) {
    if !effects.isEmpty { effects.removeAll(keepingCapacity: true) }
    model.handle(event, into: &effects)
    if hasObserver, let observer { observer(event, effects, model) }
    var index = 0
    // `apply` may queue events but never touches `effects`: it is not re-entered.
    while index < effects.count {
      apply(effects[index])
      index += 1
    }
  }

  /// Whether an event's effects are being applied: a ``send(_:applying:)`` now is queued and
  /// returns at once. A host that does work after each event (drawing, handing over a
  /// configuration with ``withModel(_:)``) skips it when this is `true`: the outer send
  /// finishes the queued events first, and the host does that work once after it. No host
  /// needs a re-entrancy flag of its own.
  public var isApplyingEffects: Bool { isSending }

  /// Reads or changes the interaction outside of an event (a configuration change, a test's
  /// look at its state). Not while effects are being applied.
  public func withModel<Result>(_ body: (inout Model) -> Result) -> Result {
    precondition(!isSending, "InteractionDriver.withModel called while applying effects")
    return body(&model)
  }
}

/// A haptic the host should play (UIKit: `UISelectionFeedbackGenerator`,
/// `UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`; the browser: `vibrate`).
///
/// ```swift
/// func play(_ haptic: Haptic) {
///   switch haptic {
///   case .selection: UISelectionFeedbackGenerator().selectionChanged()
///   case .impact(let intensity): impactGenerator(for: intensity).impactOccurred()
///   case .success: UINotificationFeedbackGenerator().notificationOccurred(.success)
///   case .warning: UINotificationFeedbackGenerator().notificationOccurred(.warning)
///   }
/// }
/// ```
public enum Haptic: Hashable, Sendable {
  /// A light tick for a value that changed: a row moved one slot while reordering.
  case selection
  /// A tap of physical weight: a threshold crossed, an item lifted.
  case impact(HapticIntensity)
  /// An operation completed (a row was marked complete).
  case success
  /// A destructive operation will happen (a row will be deleted on release).
  case warning
}

/// How strong an impact haptic is.
public enum HapticIntensity: UInt8, Hashable, Sendable {
  /// UIKit's `.light`.
  case light
  /// UIKit's `.medium`.
  case medium
  /// UIKit's `.heavy`.
  case heavy
  /// UIKit's `.rigid`: short and crisp, for a detent such as a full-swipe threshold.
  case rigid
}
