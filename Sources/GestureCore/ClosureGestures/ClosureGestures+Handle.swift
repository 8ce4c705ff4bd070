extension ClosureGestures {
  /// What the host tells the store.
  public enum Event: Hashable, Sendable {
    /// The app added handler `handlerID` to the recognizers of `slots` (normalized: a swipe
    /// with several directions is one slot per direction, an empty one none). Recognizers the
    /// view does not have yet are installed. `replacing`: the other handlers of these slots
    /// go first (a reused cell re-registering; the recognizer stays). `configuration`: new
    /// thresholds for these slots' recognizers, fitted to each (``Slot/fitting(_:)``); `nil`
    /// keeps the current ones, as does a configuration of another kind. Adding a handler
    /// again to a slot it is on changes nothing; if the slots are all empty the handler is
    /// released at once.
    ///
    /// `registration`: which of the app's registrations the handler comes from (GestureKit:
    /// the line of code that added it), or `nil` (the default) for none. A handler added
    /// with the registration of a handler still on the view replaces that one: a reused cell
    /// running its configuration again for another item keeps one handler per line of code,
    /// while different registrations add up. The earlier handler leaves as by
    /// ``remove(handlerID:)`` (hearing `cancelled` for a gesture under way), once the new one
    /// is on its slots, so a recognizer both use stays installed.
    ///
    /// `alternative`: a second way to make the handler's gesture (``Alternative``), or `nil`
    /// (the default) to keep the one the handler has (none for a new handler). A handler that
    /// replaces another by registration takes the place of its alternative among the view's
    /// (``namedActions`` keeps its order when a reused cell configures itself again).
    ///
    /// `isEnabled`: whether the handler takes part (default `true`). A disabled handler
    /// (GestureKit's `onTap(isEnabled: false)`, a reused cell whose item has no such gesture)
    /// is on no slot: it installs and configures nothing, is never called, takes no touch and
    /// offers no alternative, and is released at once; it removes no other line's handlers
    /// (`replacing` does nothing), but still replaces the handler of its own registration, so
    /// that the line of code that added a handler to a reused view takes it away again.
    case add(
      handlerID: Int, slots: [Slot], replacing: Bool = false,
      configuration: RecognizerKind? = nil, registration: Int? = nil,
      alternative: Alternative? = nil, isEnabled: Bool = true)
    /// The app removed a handler (its token was cancelled): it leaves every recognizer, and a
    /// recognizer left without handlers is uninstalled. A handler that heard a gesture's
    /// `began` hears its ``Phase/cancelled`` first (with the last value measured), so that
    /// what it started is undone. An unknown identifier changes nothing.
    case remove(handlerID: Int)
    /// The app removed every handler of these slots, and their recognizers; handlers of a
    /// gesture under way hear its ``Phase/cancelled`` first. Slots the view does not have
    /// are skipped.
    case removeSlots([Slot])
    /// A recognizer's state changed, as the host's recognizer reported it, with what it
    /// measured (in the host's coordinates) and when (seconds). A slot the view does not have
    /// is ignored.
    case changed(Slot, state: RecognizerState, value: GestureValue, time: Double)
    /// An assistive technology or a menu made a gesture: the handlers of `slot` are called as
    /// if it happened at `location` (window coordinates) at `time` (seconds), with no touches
    /// (``GestureValue/numberOfTouches`` 0): a tap or swipe's with `ended`, a long press's with
    /// `began` then `ended`. Nothing happens unless ``canPerform(_:)``: for a slot the view
    /// does not have, a pan, edge pan, pinch or rotation, a gesture of that slot under way
    /// (its fingers go on), or a disabled view.
    case perform(Slot, at: Point, time: Double)
    /// An assistive technology adjusted the view (VoiceOver's swipe up or down): the handlers
    /// of the ``adjustable`` pinch or rotation hear one step at `location` (window coordinates)
    /// at `time`, with no touches: `began` at rest (scale 1, rotation 0), then `changed` and
    /// `ended` at the step (``Adjustment``). Each step is a gesture of its own, measured from
    /// rest, as each pinch of the fingers is. Nothing happens unless ``canAdjust(_:)``.
    case adjust(Slot, Adjustment, at: Point, time: Double)
    /// Whether the view takes part at all (SwiftUI's `disabled(_:)`): a disabled view has no
    /// ``activation``, ``namedActions`` or ``adjustable``, and performs and adjusts nothing.
    /// Its recognizers are the host's to turn off. Default `true`.
    case setEnabled(Bool)
    /// A display frame. The family has no motion (``needsFrames`` is always `false`), so a
    /// host never needs to send one; it changes nothing. It is here so that every family is
    /// a ``Store`` its host drives the same way.
    case tick(time: Double)
  }

  /// What the store asks the host to do, in order.
  ///
  /// A member is large (its configuration, handlers, last value); it is boxed in the two
  /// cases that carry one, which happen when the app adds a handler, so that the handler
  /// calls of every state change move an effect less than half the size (240 → 112 bytes in
  /// the gallery's wasm: 7 % off a pinch and rotation sample in Chromium).
  public enum Effect: Hashable, Sendable {
    /// Create the member's recognizer (``Member/makeRecognizer()``), with its name, and add
    /// it to the view; report its state changes with its slot.
    indirect case install(Member)
    /// Give the member's recognizer its new ``Member/configuration``
    /// (``RecognizerKind/configure(_:)``).
    indirect case configure(Member)
    /// Remove the slot's recognizer from the view; it must report nothing more.
    case uninstall(Slot)
    /// Call the app's handler with this gesture.
    case call(handlerID: Int, Gesture)
    /// The handler left every recognizer (removed or replaced): drop its closure.
    case release(handlerID: Int)
  }

  /// Where a gesture is in its life when a handler runs.
  public enum Phase: Hashable, Sendable {
    /// A continuous gesture started: the first call of a pan, pinch, rotation, edge pan or
    /// long press.
    case began
    /// A continuous gesture moved on (never for a long press).
    case changed
    /// The gesture finished normally; for taps and swipes, the gesture happened.
    case ended
    /// The gesture was taken away (a call came in, a scroll view won, the view left the
    /// window): undo what `began` started.
    case cancelled

    /// `began`, `changed`, `ended` or `cancelled`.
    public var name: String {
      switch self {
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      }
    }
  }

  /// What a handler receives: which recognizer, the phase, and what it measured.
  public struct Gesture: Hashable, Sendable {
    /// The recognizer that fired.
    public var slot: Slot
    /// Where the gesture is in its life: ``Phase/ended`` for taps and swipes.
    public var phase: Phase
    /// What the recognizer measured at this change: location, translation, velocity (pans),
    /// scale (pinches), rotation (rotations), in the host's coordinates.
    public var value: GestureValue
    /// When, in seconds, as the host reported it.
    public var time: Double

    /// Creates a gesture value.
    public init(slot: Slot, phase: Phase, value: GestureValue, time: Double) {
      self.slot = slot
      self.phase = phase
      self.value = value
      self.time = time
    }

    /// Swipes: the direction of this swipe. Empty for other gestures.
    public var direction: SwipeDirection { slot.direction }
    /// Edge pans: the edge the stroke started from. Empty for other gestures.
    public var edge: RectEdge { slot.edge }
  }
}

extension ClosureGestures {
  /// Handles one event, appending the effects the host applies, in order. Every event is
  /// accepted in every state; its outcome is documented on ``Event``.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch event {
    case .add(
      let id, let slots, let replacing, let configuration, let registration, let alternative,
      let isEnabled):
      let replaced = registration.flatMap { handlerID(ofRegistration: $0) }
      // A disabled handler takes part nowhere: on no slot, it is released at once, after
      // taking its registration's previous handler away.
      add(
        handlerID: id, to: isEnabled ? slots : [], replacing: replacing,
        configuration: configuration, into: &effects)
      if let alternative { setAlternative(alternative, for: id) }
      if let replaced, replaced != id {
        moveAlternative(of: id, toPlaceOf: replaced)
        remove(handlerID: replaced, into: &effects)
      }
      if let registration {
        registrations.removeAll { $0.registration == registration || $0.handlerID == id }
        if contains(handlerID: id) {
          registrations.append(Registration(registration: registration, handlerID: id))
        }
      }
      forgetReleasedRegistrations()
    case .remove(let id):
      remove(handlerID: id, into: &effects)
      forgetReleasedRegistrations()
    case .removeSlots(let slots):
      var released: [Int] = []
      for slot in slots {
        guard let index = index(of: slot) else { continue }
        released.append(contentsOf: members[index].handlerIDs)
        if members[index].isActive {
          finish(
            index, .cancelled, value: members[index].lastValue, time: members[index].lastTime
          ) { effects.append(.call(handlerID: $0, $1)) }
        }
        effects.append(.uninstall(slot))
        members.remove(at: index)
        indexMembers()
      }
      release(released, into: &effects)
      forgetReleasedRegistrations()
    case .perform(let slot, let location, let time):
      perform(slot, at: location, time: time, into: &effects)
    case .adjust(let slot, let adjustment, let location, let time):
      adjust(slot, adjustment, at: location, time: time, into: &effects)
    case .setEnabled(let isEnabled):
      self.isEnabled = isEnabled
      publishAlternatives()
    case .tick:
      break
    case .changed(let slot, let state, let value, let time):
      handleChange(slot, state: state, value: value, time: time) {
        effects.append(.call(handlerID: $0, $1))
      }
    }
  }

  /// Drops the registrations and alternatives of handlers no recognizer calls any more
  /// (removed, replaced, their slots removed): a registration names a handler only while it
  /// is on the view. Then publishes what the remaining alternatives offer.
  private mutating func forgetReleasedRegistrations() {
    let store = self
    if !registrations.isEmpty {
      registrations.removeAll { !store.contains(handlerID: $0.handlerID) }
    }
    if !alternatives.isEmpty {
      alternatives.removeAll { !store.contains(handlerID: $0.handlerID) }
    }
    publishAlternatives()
  }

  /// The handler added with `registration` that is still on the view, if any.
  private func handlerID(ofRegistration registration: Int) -> Int? {
    for entry in registrations where entry.registration == registration {
      return entry.handlerID
    }
    return nil
  }

  /// Takes a handler off every recognizer (see ``Event/remove(handlerID:)``).
  private mutating func remove(handlerID id: Int, into effects: inout [Effect]) {
    guard contains(handlerID: id) else { return }
    for index in members.indices.reversed() {
      if members[index].isActive, members[index].followerIDs.contains(id) {
        effects.append(.call(handlerID: id, members[index].cancellation))
      }
      members[index].handlerIDs.removeAll { $0 == id }
      members[index].followerIDs.removeAll { $0 == id }
      if members[index].handlerIDs.isEmpty {
        effects.append(.uninstall(members[index].slot))
        members.remove(at: index)
        indexMembers()
      }
    }
    effects.append(.release(handlerID: id))
  }

  /// Hands the handler calls of a ``Event/changed(_:state:value:time:)`` to `apply` one by one
  /// as ``Effect/call(handlerID:_:)``, with no effects buffer (through
  /// ``handleChange(_:state:value:time:calling:)``), and returns `true`; returns `false` for
  /// every other event, which installs, configures or releases and goes through the buffer.
  public mutating func handle(_ event: Event, applying apply: (Effect) -> Void) -> Bool {
    guard case .changed(let slot, let state, let value, let time) = event else { return false }
    handleChange(slot, state: state, value: value, time: time) {
      apply(.call(handlerID: $0, $1))
    }
    return true
  }

  // MARK: Handlers

  private mutating func add(
    handlerID id: Int, to slots: [Slot], replacing: Bool, configuration: RecognizerKind?,
    into effects: inout [Effect]
  ) {
    var replaced: [Int] = []
    var added = false
    for requested in slots {
      for slot in requested.normalized {
        let index = memberIndex(for: slot, configuration: configuration, into: &effects)
        if replacing {
          for other in members[index].handlerIDs where other != id { replaced.append(other) }
          members[index].handlerIDs.removeAll { $0 != id }
          members[index].followerIDs.removeAll { $0 != id }
        }
        if !members[index].handlerIDs.contains(id) { members[index].handlerIDs.append(id) }
        added = true
      }
    }
    if !added { replaced.append(id) }
    release(replaced, into: &effects)
  }

  /// The index of a slot's member, installed (or reconfigured) as needed.
  private mutating func memberIndex(
    for slot: Slot, configuration: RecognizerKind?, into effects: inout [Effect]
  ) -> Int {
    let fitted = configuration.flatMap { slot.fitting($0) }
    if let index = index(of: slot) {
      if let fitted, fitted != members[index].configuration {
        members[index].configuration = fitted
        effects.append(.configure(members[index]))
      }
      return index
    }
    let member = Member(slot: slot, configuration: fitted ?? slot.defaultConfiguration)
    let index = members.firstIndex { $0.slot.order > slot.order } ?? members.count
    members.insert(member, at: index)
    indexMembers()
    effects.append(.install(member))
    return index
  }

  /// Releases each of `ids` (once) that no recognizer calls any more.
  private func release(_ ids: [Int], into effects: inout [Effect]) {
    for (position, id) in ids.enumerated()
    where !ids[..<position].contains(id) && !contains(handlerID: id) {
      effects.append(.release(handlerID: id))
    }
  }

  // MARK: State changes

  /// Handles a recognizer's state change, as ``handle(_:into:)`` handles
  /// ``Event/changed(_:state:value:time:)``, calling `call` with each handler call it makes,
  /// in order, instead of appending them to an effects buffer.
  ///
  /// A state change has no effect but handler calls (it never installs, configures,
  /// uninstalls or releases anything), so a host that applies each call as it comes can skip
  /// the buffer on the per-event path: `handle(.changed(...), into:)` appends exactly these
  /// calls, as ``Effect/call(handlerID:_:)``. `call` must not reach back into the store. A
  /// slot the view does not have is ignored.
  public mutating func handleChange(
    _ slot: Slot, state: RecognizerState, value: GestureValue, time: Double,
    calling call: (_ handlerID: Int, _ gesture: Gesture) -> Void
  ) {
    guard let index = index(of: slot) else { return }
    change(index, to: state, value: value, time: time, calling: call)
  }

  /// The handler calls of one state change (see the type's documentation for the rules, and
  /// for how a change out of order is delivered).
  private mutating func change(
    _ index: Int, to state: RecognizerState, value: GestureValue, time: Double,
    calling call: (Int, Gesture) -> Void
  ) {
    let slot = members[index].slot
    if slot.isDiscrete {
      guard state == .recognized || state == .ended else { return }
      let gesture = Gesture(slot: slot, phase: .ended, value: value, time: time)
      for id in members[index].handlerIDs { call(id, gesture) }
      return
    }
    switch state {
    case .began:
      if members[index].isActive {
        finish(index, .cancelled, value: value, time: time, calling: call)
      }
      begin(index, value: value, time: time, calling: call)
    case .changed:
      if !members[index].isActive {
        begin(index, value: value, time: time, calling: call)
      } else if slot != .longPress {
        notify(index, .changed, value: value, time: time, calling: call)
      }
    case .ended, .recognized:
      if !members[index].isActive { begin(index, value: value, time: time, calling: call) }
      finish(index, .ended, value: value, time: time, calling: call)
    case .cancelled, .failed, .possible:
      if members[index].isActive {
        finish(index, .cancelled, value: value, time: time, calling: call)
      }
    }
  }

  private mutating func begin(
    _ index: Int, value: GestureValue, time: Double, calling call: (Int, Gesture) -> Void
  ) {
    members[index].isActive = true
    members[index].followerIDs = members[index].handlerIDs
    notify(index, .began, value: value, time: time, calling: call)
  }

  private mutating func finish(
    _ index: Int, _ phase: Phase, value: GestureValue, time: Double,
    calling call: (Int, Gesture) -> Void
  ) {
    notify(index, phase, value: value, time: time, calling: call)
    members[index].isActive = false
    members[index].followerIDs.removeAll()
  }

  /// Calls the handlers following the member's gesture with this phase.
  private mutating func notify(
    _ index: Int, _ phase: Phase, value: GestureValue, time: Double,
    calling call: (Int, Gesture) -> Void
  ) {
    members[index].lastValue = value
    members[index].lastTime = time
    let gesture = Gesture(slot: members[index].slot, phase: phase, value: value, time: time)
    for id in members[index].followerIDs { call(id, gesture) }
  }
}

extension ClosureGestures.Member {
  /// The `cancelled` a handler hears when it leaves this member's gesture under way.
  fileprivate var cancellation: ClosureGestures.Gesture {
    ClosureGestures.Gesture(slot: slot, phase: .cancelled, value: lastValue, time: lastTime)
  }
}
