/// The closure gestures of one view (`onTap`, `onDoubleTap`, `onLongPress`, `onSwipe`,
/// `onPan`, `onPinch`, `onRotate`, `onEdgePan`), as every host runs them: which recognizers
/// the view's handlers need and with which thresholds, how those recognizers relate, and
/// which handler calls each of their state changes makes.
///
/// The store owns what hosts would otherwise each decide:
/// - **The recognizers.** Handlers of one ``Slot`` (a kind, and for swipes and edge pans one
///   direction or edge) share one recognizer; the first handler installs it
///   (``Effect/install(_:)``), the last one to go uninstalls it (``Effect/uninstall(_:)``).
///   ``members`` lists them in a fixed order whatever order the handlers came in.
/// - **The relations**, as data (``Slot/requiresFailure(of:)``,
///   ``Slot/recognizesSimultaneously(with:)``, and ``gestures`` as a declaration): a
///   tap waits for every tap with more taps to fail, so a double tap never also fires the
///   single tap; pan, pinch and rotation run together (move, zoom and turn a photo with the
///   same fingers); a swipe and a pan run together (a flick both pans and swipes); a pan waits
///   for the edge pans to fail, so a stroke in from an edge is the edge pan's. Every other
///   pair is exclusive.
/// - **The handler calls.** Taps and swipes call their handlers once, on recognition, with
///   ``Phase/ended``; a long press once when it begins and once when it ends or is cancelled
///   (no call for its moves); pans, pinches, rotations and edge pans at every phase. A handler
///   added while its gesture is under way first hears of the next one, so every handler sees
///   `began`, `changed`…, then `ended` or `cancelled`, never a part.
///
/// A host — an arena in the browser gallery, UIKit recognizers in GestureKit — installs what
/// the effects say (``install(in:on:)`` does it for an arena), answers UIKit's relation
/// questions from ``Slot``, reports every state change of its recognizers with
/// ``Event/changed(_:state:value:time:)``, and calls the app's closures that
/// ``Effect/call(handlerID:_:)`` names. Handlers are identifiers: the closures stay with the
/// host.
///
/// ```swift
/// let gestures = StoreDriver(ClosureGestures())
/// gestures.send(.add(handlerID: 1, slots: [.tap(numberOfTaps: 1)])) { effect in
///   if case .install(let member) = effect { host.addRecognizer(member.makeRecognizer()) }
/// }
/// // later, for every state change of that recognizer:
/// gestures.send(.changed(.tap(numberOfTaps: 1), state: .recognized, value: value, time: t)) { effect in
///   if case .call(let id, let gesture) = effect { handlers[id]?(gesture) }
/// }
/// ```
///
/// ## The host contract
/// What the host owes the store (``ContractChecker`` checks it, and GestureKit asserts it in
/// debug builds):
/// 1. Every ``Effect/install(_:)`` gets a recognizer with the member's configuration, every
///    ``Effect/configure(_:)`` is applied to it, and after ``Effect/uninstall(_:)`` the
///    recognizer reports nothing more.
/// 2. Every state change a recognizer makes is reported, in order, `began` included: a
///    continuous gesture goes `began`, `changed`…, then `ended` or `cancelled`. (A UIKit
///    target reads the state once per touch delivery and can miss `began`; GestureKit's
///    bridge reports each change, see `CoreGestureRecognizer`.)
/// 3. Times are finite. The store reads no clock and keeps none: there is no motion in this
///    family, so times pass through to the handlers as they came.
///
/// What the store guarantees: the calls above, and once every reported gesture has ended or
/// been cancelled, it ``isAtRest``. A host that breaks rule 2 still gets well-formed calls: a
/// `changed` or `ended` from rest is delivered as `began` first, a `began` while a gesture is
/// under way ends the old one with `cancelled`, a `failed` or `possible` while under way ends
/// it with `cancelled`; a change from a recognizer the store does not have is ignored.
///
/// - Complexity: O(m + h) per event for m recognizers (at most 15: 4 swipes, 4 edge pans,
///   taps…) and the h handlers of the one that changed; no allocation once the effects buffer
///   has grown, except when handlers are added.
public struct ClosureGestures: Hashable, Sendable {
  /// The recognizers the view's handlers need, ordered by ``Slot`` (taps by count, long
  /// press, swipes left, right, up, down, pan, pinch, rotation, edge pans left, right, top,
  /// bottom): a host that attaches them in this order gets the same arbitration everywhere.
  public internal(set) var members: [Member] = []
  /// The handlers added with a registration (``Event/add(handlerID:slots:replacing:configuration:registration:alternative:isEnabled:)``)
  /// and still on the view, one per registration.
  var registrations: [Registration] = []

  /// The handlers' alternatives (``Alternative``), in the order they came; a handler's goes
  /// when it leaves the view.
  var alternatives: [HandlerAlternative] = []
  /// The view's gestures as actions, for assistive technologies and the context menu: the
  /// named taps, long press and swipes whose handlers are on the view, in the order their
  /// handlers were added (a handler that replaces another with its registration takes its
  /// place), at most one per slot; empty while the view is disabled (``Event/setEnabled(_:)``).
  /// See ``Alternative/named(_:)``.
  public internal(set) var namedActions: [NamedAction] = []
  /// The pinch or rotation whose handlers an assistive technology's increment and decrement
  /// adjust (``Event/adjust(_:_:at:time:)``): that of the first handler added as
  /// ``Alternative/adjustable`` still on the view; `nil` when there is none or the view is
  /// disabled.
  public internal(set) var adjustable: Slot?
  /// Whether the view takes part at all: `false` (``Event/setEnabled(_:)``) withdraws its
  /// ``activation``, ``namedActions`` and ``adjustable``. Default `true`.
  public internal(set) var isEnabled = true

  /// A registration and the handler it added last.
  struct Registration: Hashable, Sendable {
    var registration: Int
    var handlerID: Int
  }
  /// For each ``Slot/kind`` but taps', the index in ``members`` of the slot's member, or −1;
  /// rebuilt (``indexMembers()``) whenever a member comes or goes.
  var memberIndexByKind = [Int16](repeating: -1, count: Slot.kindCount)

  /// Creates the gestures of a view with no handler yet.
  public init() {}

  /// One recognizer of the view and the handlers that share it.
  public struct Member: Hashable, Sendable {
    /// Which recognizer this is.
    public let slot: Slot
    /// Its kind and thresholds: the slot's defaults, or the latest configuration a handler
    /// brought, with the slot's own fields (taps, direction, edge) forced.
    public internal(set) var configuration: RecognizerKind
    /// The handlers it calls, in the order they were added.
    public internal(set) var handlerIDs: [Int] = []
    /// Whether a continuous gesture is under way: its handlers heard `began` and not yet
    /// `ended` or `cancelled`.
    public internal(set) var isActive = false
    /// The handlers that heard this gesture's `began` (a handler added later waits for the
    /// next gesture).
    var followerIDs: [Int] = []
    /// What the gesture under way last measured, and when: what a handler that leaves
    /// mid-gesture hears with its `cancelled`.
    var lastValue = GestureValue(location: .zero)
    var lastTime = 0.0

    /// ``Slot/order``, kept: finding a slot's member compares it first.
    let order: Int

    init(slot: Slot, configuration: RecognizerKind) {
      self.slot = slot
      order = slot.order
      self.configuration = configuration
    }

    /// The recognizer's name for logs and traces: ``Slot/name``.
    public var name: String { slot.name }

    /// A new recognizer with ``configuration``, named ``name``.
    public func makeRecognizer() -> GestureRecognizer {
      configuration.makeRecognizer(name: name)
    }
  }

  /// Whether no gesture is under way: every continuous gesture that began has been reported
  /// ended or cancelled.
  public var isAtRest: Bool {
    members.allSatisfy { !$0.isActive }
  }

  /// The member of a slot, if the view has a handler for it. Slots are matched as they are:
  /// pass one direction or edge (``Slot/swipe(_:)`` with `[.left, .right]` has no member).
  public func member(_ slot: Slot) -> Member? {
    guard let index = index(of: slot) else { return nil }
    return members[index]
  }

  /// Whether a handler is registered on any recognizer.
  public func contains(handlerID: Int) -> Bool {
    members.contains { $0.handlerIDs.contains(handlerID) }
  }

  /// What the view's handlers would do with a stroke towards the trailing edge, for the back
  /// swipe's arbitration (``BackSwipe/winner(start:stroke:claim:scrollView:)``):
  /// ``BackSwipe/Claim/drags`` when a pan may start along it (its axis is `.free` or
  /// `.horizontal`) or a swipe recognizes it (the slot's direction is the trailing one: right
  /// left to right, left right to left); otherwise ``BackSwipe/Claim/none``, so a vertical
  /// `onPan` or an `onSwipe` towards the leading edge leaves the stroke to the back swipe.
  ///
  /// - Parameter layoutDirection: the navigation's reading direction.
  public func backSwipeClaim(layoutDirection: ReadingDirection) -> BackSwipe.Claim {
    members.contains { Self.claims($0, layoutDirection) } ? .drags : .none
  }

  /// What the recognizer of one slot would do with a stroke towards the trailing edge: the
  /// claim of ``backSwipeClaim(layoutDirection:)`` for that slot's member alone
  /// (``BackSwipe/Claim/none`` for a slot with no member), so that each recognizer is related
  /// to the back swipe by what it takes itself (an `onSwipe(.left)` next to an `onPan` does
  /// not keep the back swipe waiting).
  public func backSwipeClaim(
    for slot: Slot, layoutDirection: ReadingDirection
  ) -> BackSwipe.Claim {
    members.contains { $0.slot == slot && Self.claims($0, layoutDirection) } ? .drags : .none
  }

  private static func claims(_ member: Member, _ layoutDirection: ReadingDirection) -> Bool {
    let trailing: SwipeDirection = layoutDirection == .leftToRight ? .right : .left
    switch member.configuration {
    case .pan(let pan): return pan.axis != .vertical
    case .swipe(let swipe): return swipe.directions.contains(trailing)
    case .tap, .longPress, .pinch, .rotation, .edgePan: return false
    }
  }

  /// Rebuilds ``memberIndexByKind`` after ``members`` gained or lost one.
  mutating func indexMembers() {
    for kind in memberIndexByKind.indices { memberIndexByKind[kind] = -1 }
    for index in members.indices {
      let kind = members[index].slot.kind
      if kind > 0 { memberIndexByKind[kind] = Int16(index) }
    }
  }

  func index(of slot: Slot) -> Int? {
    // Every slot but a tap has a kind of its own: its member, if any, is where the table says
    // (a search of the members was the larger part of a state change's cost to the store).
    let kind = slot.kind
    if kind > 0 {
      let index = Int(memberIndexByKind[kind])
      assert(index < 0 || members[index].slot == slot, "ClosureGestures: the kind table is wrong")
      return index >= 0 ? index : nil
    }
    // Taps, of any count. Members are sorted by `order`, which slots of different kinds never
    // share: compare that first (an integer) and the slots themselves only where it matches.
    let order = slot.order
    for index in members.indices where members[index].order == order {
      if members[index].slot == slot { return index }
    }
    return nil
  }

  /// Every kind of closure gesture on one view, one handler each, the handler's identifier
  /// being its member's index: `tap` (0), `doubleTap` (1), `longPress` (2), `swipeLeft`,
  /// `swipeRight`, `swipeUp`, `swipeDown` (3...6), `pan` (7), `pinch` (8), `rotation` (9),
  /// every recognizer with its default thresholds but the pan, which takes one finger
  /// (`maximumNumberOfTouches: 1`) so that two-finger gestures are pinches and rotations only.
  ///
  /// The browser gallery's gesture pad and `gesture-replay`'s standard set
  /// (`RecognizerSet.standard`) are this set.
  public static var standard: ClosureGestures {
    var gestures = ClosureGestures()
    var ignored: [Effect] = []
    let slots: [Slot] = [
      .tap(numberOfTaps: 1), .tap(numberOfTaps: 2), .longPress, .swipe(.left), .swipe(.right),
      .swipe(.up), .swipe(.down), .pan, .pinch, .rotation,
    ]
    for (id, slot) in slots.enumerated() {
      let configuration: RecognizerKind? =
        slot == .pan ? .pan(PanRecognizer.Configuration(maximumNumberOfTouches: 1)) : nil
      gestures.handle(.add(handlerID: id, slots: [slot], configuration: configuration), into: &ignored)
    }
    return gestures
  }
}
