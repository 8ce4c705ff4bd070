extension ClosureGestures {
  /// A second way to make a gesture, for people who cannot make it with their fingers:
  /// assistive technologies (VoiceOver, Switch Control, Voice Control, Full Keyboard Access)
  /// and a pointer's secondary click. A handler brings one when it is added
  /// (``Event/add(handlerID:slots:replacing:configuration:registration:alternative:isEnabled:)``).
  ///
  /// The tap needs none: a view with a single tap is activated by it (``activation``).
  public enum Alternative: Hashable, Sendable {
    /// The gesture as an action with this name (“Archive”, “Show Details”): a custom action
    /// of the view's accessibility element, and an item of its context menu. Honoured on a tap
    /// of any count, a long press and a swipe; a pan, edge pan, pinch or rotation has no
    /// action, and an empty name makes none.
    case named(String)
    /// The gesture as the element's adjustment (swipe up and down in VoiceOver): each
    /// increment or decrement is one step of the gesture (``Adjustment``). Honoured on a pinch
    /// and a rotation only.
    case adjustable
  }

  /// A gesture as an action: what a host offers as a custom action and a menu item.
  ///
  /// A name given to a swipe of several directions (`onSwipe([.left, .right], named:
  /// "Skip")`) makes one action per direction, each with the name and ``namesDirection``: a
  /// host shows it with the direction added (“Skip Left”, “Skip Right”), so that every
  /// action says which gesture it makes.
  public struct NamedAction: Hashable, Sendable {
    /// The app's name: what assistive technologies speak and the menu shows, with the
    /// direction added where ``namesDirection``.
    public let name: String
    /// The gesture the action makes (``Event/perform(_:at:time:)``).
    public let slot: Slot
    /// Whether ``name`` was given to several swipe directions, so that a host adds this
    /// action's direction to it.
    public let namesDirection: Bool

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - name: The app's name.
    ///   - slot: The gesture it makes.
    ///   - namesDirection: Whether the name stands for several swipe directions. Default
    ///     `false`.
    public init(name: String, slot: Slot, namesDirection: Bool = false) {
      self.name = name
      self.slot = slot
      self.namesDirection = namesDirection
    }
  }

  /// One step of an adjustable pinch or rotation (``Event/adjust(_:_:at:time:)``).
  public enum Adjustment: Hashable, Sendable {
    /// Zoom in (a pinch's scale × ``ClosureGestures/scaleStep``) or turn clockwise (a
    /// rotation + ``ClosureGestures/rotationStep``).
    case increment
    /// Zoom out (a pinch's scale ÷ ``ClosureGestures/scaleStep``) or turn counterclockwise
    /// (a rotation − ``ClosureGestures/rotationStep``).
    case decrement
  }

  /// The scale one adjustment of a pinch reaches from 1: 1.25 for an increment, 1 / 1.25 = 0.8
  /// for a decrement, the zoom of one press of a browser's zoom key.
  public static let scaleStep = 1.25

  /// The angle one adjustment of a rotation turns, in radians: π / 12 (15°), clockwise for an
  /// increment; 24 steps make a full turn.
  public static let rotationStep = Double.pi / 12

  /// A handler's alternative, in the order handlers brought theirs.
  struct HandlerAlternative: Hashable, Sendable {
    var handlerID: Int
    var alternative: Alternative
  }

  /// The single tap, when the view has one and is enabled: what activating the view's
  /// element (VoiceOver's double tap, Switch Control's select, Voice Control's “tap”, Full
  /// Keyboard Access's space) performs; `nil` otherwise. A double tap alone does not
  /// activate the view: name it (``Alternative/named(_:)``) to offer it.
  public var activation: Slot? {
    let tap = Slot.tap(numberOfTaps: 1)
    return isEnabled && index(of: tap) != nil ? tap : nil
  }

  /// The slots of the view's gestures that no second way makes: each swipe direction, long
  /// press and tap of two taps or more that has handlers and no named action
  /// (``namedActions``), in member order. Empty on a disabled view (it offers nothing, and
  /// takes no gesture either). The single tap is the view's ``activation``; a pan, an edge pan,
  /// a pinch and a rotation have no action to name (a pinch or rotation may be
  /// ``adjustable``). A host warns about these in debug builds: name the gesture, or offer
  /// what it does some other way.
  public var slotsWithoutAlternative: [Slot] {
    guard isEnabled else { return [] }
    return members.compactMap { member in
      let slot = member.slot
      guard slot.isNamable, slot != .tap(numberOfTaps: 1),
        !namedActions.contains(where: { $0.slot == slot })
      else { return nil }
      return slot
    }
  }

  /// Whether the view offers its ``namedActions`` in a context menu (a pointer's secondary
  /// click, and a long press): it has a named action and no long press, named or not.
  ///
  /// A touch long press is what opens a context menu, and no host can keep a menu from
  /// taking it while leaving it the secondary click (neither SwiftUI's `contextMenu` nor
  /// UIKit's menu interaction has a switch for the input that opens it). So a view with a
  /// long press keeps the press for its handlers: its named actions, the long press's own
  /// among them, are custom actions only, which every assistive technology reaches. A menu
  /// there is opt-in: an app that wants one gives the view a menu of its own, knowing that
  /// the menu then takes the press.
  public var offersMenu: Bool {
    !namedActions.isEmpty && member(.longPress) == nil
  }

  /// Whether a long press on the view opens its menu instead of calling the long press's
  /// handlers: never, now that a view with a long press offers no menu (``offersMenu``).
  @available(
    *, deprecated, message: "A long press keeps the press: a view with one offers no menu (offersMenu)"
  )
  public var longPressOpensMenu: Bool { false }

  /// Whether ``Event/perform(_:at:time:)`` would call handlers for `slot`: the view is
  /// enabled and has the slot, a tap, long press or swipe, with no gesture of it under way.
  public func canPerform(_ slot: Slot) -> Bool {
    guard isEnabled, let index = index(of: slot), !members[index].isActive else { return false }
    switch slot {
    case .tap, .longPress, .swipe: return true
    case .pan, .pinch, .rotation, .edgePan: return false
    }
  }

  /// Whether ``Event/adjust(_:_:at:time:)`` would call handlers for `slot`: it is the
  /// ``adjustable`` slot and no gesture of it is under way.
  public func canAdjust(_ slot: Slot) -> Bool {
    guard slot == adjustable, let index = index(of: slot) else { return false }
    return !members[index].isActive
  }

  // MARK: Publishing

  /// Gives handler `id` its alternative: in place if it has one, after the others if not.
  mutating func setAlternative(_ alternative: Alternative, for id: Int) {
    if let index = alternatives.firstIndex(where: { $0.handlerID == id }) {
      alternatives[index].alternative = alternative
    } else {
      alternatives.append(HandlerAlternative(handlerID: id, alternative: alternative))
    }
  }

  /// Puts handler `id`'s alternative where `replaced`'s was, so that a registration run again
  /// (a reused cell) keeps its action's place among the view's actions.
  mutating func moveAlternative(of id: Int, toPlaceOf replaced: Int) {
    guard let target = alternatives.firstIndex(where: { $0.handlerID == replaced }) else { return }
    guard let source = alternatives.firstIndex(where: { $0.handlerID == id }) else { return }
    alternatives[target] = alternatives[source]
    alternatives.remove(at: source)
  }

  /// Rebuilds ``namedActions`` and ``adjustable`` from the handlers' alternatives, after
  /// handlers came or went. Each named handler gets an action for the first of its slots (in
  /// member order) that is a tap, long press or swipe and has none yet, so a slot has the
  /// action of the first named handler on it; a handler of several swipe directions gets one
  /// action per direction that has none yet (`onSwipe([.left, .right], named:)`: the left
  /// swipe's, then the right swipe's, each ``NamedAction/namesDirection``). The adjustable
  /// slot is the pinch or rotation of the first adjustable handler on one.
  mutating func publishAlternatives() {
    if !namedActions.isEmpty { namedActions.removeAll(keepingCapacity: true) }
    adjustable = nil
    guard isEnabled else { return }
    for entry in alternatives {
      switch entry.alternative {
      case .named(let name):
        guard !name.isEmpty else { continue }
        let id = entry.handlerID
        let slot = members.first { member in
          member.handlerIDs.contains(id) && member.slot.isNamable
            && !namedActions.contains { $0.slot == member.slot }
        }?.slot
        guard let slot else { continue }
        guard slot.isSwipe else {
          namedActions.append(NamedAction(name: name, slot: slot))
          continue
        }
        let swipes = members.filter { $0.handlerIDs.contains(id) && $0.slot.isSwipe }
        for member in swipes where !namedActions.contains(where: { $0.slot == member.slot }) {
          namedActions.append(
            NamedAction(name: name, slot: member.slot, namesDirection: swipes.count > 1))
        }
      case .adjustable:
        guard adjustable == nil else { continue }
        adjustable = members.first { member in
          member.handlerIDs.contains(entry.handlerID)
            && (member.slot == .pinch || member.slot == .rotation)
        }?.slot
      }
    }
  }

  // MARK: Performing

  /// The calls of ``Event/perform(_:at:time:)``: the gesture, made at once. A tap or swipe
  /// calls its handlers with `ended`; a long press with `began`, then `ended`.
  mutating func perform(
    _ slot: Slot, at location: Point, time: Double, into effects: inout [Effect]
  ) {
    guard canPerform(slot), let index = index(of: slot) else { return }
    let value = GestureValue(location: location)
    let phases: [Phase] = slot == .longPress ? [.began, .ended] : [.ended]
    for phase in phases {
      let gesture = Gesture(slot: slot, phase: phase, value: value, time: time)
      for id in members[index].handlerIDs { effects.append(.call(handlerID: id, gesture)) }
    }
  }

  /// The calls of ``Event/adjust(_:_:at:time:)``: `began` at rest (scale 1, rotation 0), then
  /// `changed` and `ended` one step away.
  mutating func adjust(
    _ slot: Slot, _ adjustment: Adjustment, at location: Point, time: Double,
    into effects: inout [Effect]
  ) {
    guard canAdjust(slot), let index = index(of: slot) else { return }
    let rest = GestureValue(location: location)
    var stepped = rest
    if slot == .pinch {
      stepped.scale = adjustment == .increment ? Self.scaleStep : 1 / Self.scaleStep
    } else {
      stepped.rotation = adjustment == .increment ? Self.rotationStep : -Self.rotationStep
    }
    let calls = [(Phase.began, rest), (.changed, stepped), (.ended, stepped)]
    for (phase, value) in calls {
      let gesture = Gesture(slot: slot, phase: phase, value: value, time: time)
      for id in members[index].handlerIDs { effects.append(.call(handlerID: id, gesture)) }
    }
  }
}

extension ClosureGestures.Slot {
  /// Whether a name makes this slot an action: taps, the long press and swipes (gestures
  /// that happen at once).
  var isNamable: Bool {
    switch self {
    case .tap, .longPress, .swipe: true
    case .pan, .pinch, .rotation, .edgePan: false
    }
  }

  /// Whether this is a swipe slot (one direction).
  var isSwipe: Bool {
    if case .swipe = self { return true }
    return false
  }
}
