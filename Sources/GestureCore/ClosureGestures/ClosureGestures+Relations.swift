extension ClosureGestures.Slot {
  /// Whether this slot's recognizer waits for `other`'s to fail before it recognizes or
  /// begins, and fails if `other` succeeds (UIKit's `require(toFail:)`, the arena's
  /// ``GestureArena/require(_:toFail:)``).
  ///
  /// - A tap waits for every tap with more taps: the single tap fires only once the double
  ///   tap has failed (its interval ran out), so a double tap never fires the single tap too.
  ///   Taps with different numbers of fingers fail each other at once, so waiting costs them
  ///   nothing.
  /// - A pan waits for the edge pans: a stroke that starts in an edge's band and moves inwards
  ///   is the edge pan's; anywhere else the edge pan fails at touch-down and the pan is not
  ///   delayed. (Both begin past the same slop, so without the relation the pan would win.)
  ///
  /// Slots that are not ``normalized`` have no relations.
  public func requiresFailure(of other: Self) -> Bool {
    switch (self, other) {
    case (.tap(let taps), .tap(let otherTaps)):
      taps >= 1 && otherTaps > taps
    case (.pan, .edgePan(let edge)):
      Self.edgePans(edge) == [other]
    default:
      false
    }
  }

  /// Whether this slot's recognizer and `other`'s may be active together (UIKit's
  /// `shouldRecognizeSimultaneouslyWith`, the arena's
  /// ``GestureArena/allowSimultaneous(_:_:)``). Symmetric.
  ///
  /// - Pan, pinch and rotation: moving, zooming and turning a photo with the same fingers.
  /// - A swipe and the pan: a flick both pans and swipes, so a view can follow the finger and
  ///   still learn that it was flicked.
  ///
  /// Every other pair is exclusive, UIKit's default: the first to begin or recognize wins.
  public func recognizesSimultaneously(with other: Self) -> Bool {
    switch (self, other) {
    case (.pan, .pinch), (.pinch, .pan), (.pan, .rotation), (.rotation, .pan), (.pinch, .rotation),
      (.rotation, .pinch):
      true
    case (.swipe(let direction), .pan), (.pan, .swipe(let direction)):
      Self.swipes(direction) == [.swipe(direction)]
    default:
      false
    }
  }
}

extension ClosureGestures.Slot {
  /// Whether this slot's recognizer takes a touch that landed as `landing`, as the host
  /// reports it when the touch comes down (UIKit's `gestureRecognizer(_:shouldReceive:)`).
  ///
  /// A tap, of any number of taps or fingers, takes no touch that stopped a scroll view moving
  /// by itself (``TouchLanding/stoppingScroll``): that touch only stops the glide, as in
  /// UIKit's lists and with SwiftUI's own gestures, so `onTap` does not fire and a double tap
  /// needs two more taps. The next touch lands on content at rest and taps as usual. Every
  /// other slot takes every touch: a long press held after stopping the list, or a pan or
  /// swipe made from there, is a gesture of its own.
  ///
  /// - Parameter landing: What the touch did to the content under it, as the host reports it.
  public func receivesTouch(landing: TouchLanding) -> Bool {
    switch (self, landing) {
    case (.tap, .stoppingScroll): false
    case (_, .still), (.longPress, _), (.swipe, _), (.pan, _), (.pinch, _), (.rotation, _),
      (.edgePan, _):
      true
    }
  }
}

extension ClosureGestures {
  /// Installs the members' recognizers on `node` with their relations: ``gestures``
  /// installed (``GestureDeclaration/install(in:on:)``), in member order.
  @discardableResult
  public func install(in arena: GestureArena, on node: Node) -> [GestureRecognizer] {
    gestures.install(in: arena, on: node)
  }
}

extension ClosureGestures {
  /// Reads the state changes of a view's installed recognizers as the store's events, as
  /// every host that owns its arena does: each change of a recognizer installed for a slot
  /// is ``Event/changed(_:state:value:time:)`` of that slot.
  ///
  /// ```swift
  /// let reader = ClosureGestures.Reader(gestures, recognizers: gestures.install(in: arena, on: node))
  /// if let event = reader.event(for: change, time: change.time) { store.send(event) }
  /// ```
  public struct Reader {
    /// The recognizers installed, with their slots.
    public var installed: [(slot: Slot, recognizer: GestureRecognizer)]

    /// Reads these recognizers (by default none yet).
    public init(installed: [(slot: Slot, recognizer: GestureRecognizer)] = []) {
      self.installed = installed
    }

    /// Reads the recognizers ``ClosureGestures/install(in:on:)`` built for `gestures`, in
    /// member order: `recognizers[i]` is `gestures.members[i]`'s.
    public init(_ gestures: ClosureGestures, recognizers: [GestureRecognizer]) {
      installed = zip(gestures.members, recognizers).map { ($0.slot, $1) }
    }

    /// The event a state change means, at `time` (the change's own, or the host's clock),
    /// or `nil` for the change of a recognizer installed for no slot.
    public func event(for change: StateChange, time: Double) -> Event? {
      guard let slot = slot(of: change.recognizer) else { return nil }
      return .changed(slot, state: change.state, value: change.value, time: time)
    }

    /// The slot `recognizer` was installed for, or `nil` for a recognizer installed for none:
    /// for ``ClosureGestures/handleChange(_:state:value:time:calling:)``.
    public func slot(of recognizer: GestureRecognizer) -> Slot? {
      for entry in installed where entry.recognizer === recognizer { return entry.slot }
      return nil
    }
  }
}

extension ClosureGestures: GestureFamily {
  /// One recognizer per member, in member order, each ``Member/name`` with its
  /// ``Member/configuration``; the relations are the slots' (``Slot/requiresFailure(of:)``,
  /// in member order, and ``Slot/recognizesSimultaneously(with:)``, each pair once, the
  /// earlier member first).
  public var gestures: GestureDeclaration {
    var relations = GestureRelations()
    for (index, member) in members.enumerated() {
      for (otherIndex, other) in members.enumerated() {
        if member.slot.requiresFailure(of: other.slot) {
          relations.failureRequirements.append(.init(index, otherIndex))
        }
        if otherIndex > index, member.slot.recognizesSimultaneously(with: other.slot) {
          relations.simultaneous.append(.init(index, otherIndex))
        }
      }
    }
    return GestureDeclaration(members.map { .init($0.name, $0.configuration) }, relations: relations)
  }

  /// The reader of the members' recognizers, installed in member order.
  public func reader(of recognizers: [GestureRecognizer]) -> Reader {
    Reader(self, recognizers: recognizers)
  }
}

extension ClosureGestures.Reader: StoreReader {
  public typealias Family = ClosureGestures

  /// ``event(for:time:)`` at the change's time.
  public mutating func event(for change: StateChange, store: ClosureGestures) -> ClosureGestures.Event? {
    event(for: change, time: change.time)
  }
}
