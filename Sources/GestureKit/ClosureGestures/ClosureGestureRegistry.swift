#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import QuartzCore
  import UIKit
  import os

  /// The closure gestures of one view: the UIKit host of GestureCore's `ClosureGestures`.
  ///
  /// The store decides which recognizers the view's handlers need, how they relate and which
  /// state changes call which handler; the registry installs the recognizers it asks for,
  /// answers UIKit's relation questions from the store's slots, reports every state change,
  /// and calls the closures. It holds the closures by handler identifier: the store never
  /// sees them.
  ///
  /// The view owns its registry (an associated object) and its recognizers
  /// (`gestureRecognizers`); the registry holds the view weakly, and so does the delegate of
  /// its recognizers (the families' one, `FamilyGestureDelegate`, which the registry owns). Handlers are stored here, so nothing in this
  /// graph keeps the view alive unless a handler captures it.
  @MainActor
  final class ClosureGestureRegistry: NSObject {
    private(set) weak var view: UIView?
    /// The view whose coordinates handlers get: the recognizers' view, or, for a SwiftUI
    /// view's gestures (see `init(host:coordinateView:region:)`), GestureKit's probe with the
    /// SwiftUI view's frame.
    private(set) weak var coordinateView: UIView?
    /// Which touches this registry's recognizers take and where its view is drawn among the
    /// others on the host: `nil` (every touch on the view) except for a SwiftUI view's
    /// gestures.
    let region: ClosureGestureRegion?
    /// A SwiftUI view's gestures from iOS 18, whose recognizers SwiftUI attaches to the view
    /// itself (see `init(attachedBySwiftUI:)`), or `nil`: the recognizers go on ``view``.
    let swiftUI: ClosureGestureSwiftUIAttachment?
    /// The store, its clock and, in debug builds, its contract check. The family has no
    /// motion: its display link never runs.
    let gestures = StoreHost(ClosureGestures(), toleratesMainThreadStalls: false)
    /// The app's closures, by handler identifier, until the store releases them.
    private var handlers: [Int: @MainActor (ViewGesture) -> Void] = [:]
    /// The installed recognizers, by slot.
    private(set) var recognizers: [ClosureGestures.Slot: CoreGestureRecognizer] = [:]
    /// The pan's companion for trackpad and mouse scrolling, while the pan slot is installed.
    private var scrollPan: ScrollDragCompanion?
    /// The trackpad's pinch and rotation, while the pinch and rotation slots are installed.
    private var trackpadRecognizers: [ClosureGestures.Slot: UIGestureRecognizer] = [:]
    /// A SwiftUI view's recognizers (`init(attachedBySwiftUI:)`) by position, from the moment
    /// they are made: SwiftUI asks for a position's recognizer once, when it attaches the
    /// modifier, and keeps that one for as long as the view lives, so a slot that leaves and
    /// comes back takes the same recognizer again, turned off meanwhile.
    private var keptForSwiftUI: [ClosureGesturePosition: UIGestureRecognizer] = [:]
    /// The pan's scroll companion, kept as its pan is (see `keptForSwiftUI`).
    private var keptScrollPan: ScrollDragCompanion?
    private var nextHandlerID = 1
    /// Whether the debug log has said that a gesture of the view has no second way (once per
    /// view), or a check for it waits for the end of the app's configuration.
    var hasWarnedAboutMissingAlternative = false
    var isAlternativeCheckScheduled = false
    /// The recognizer whose event each slot reported last (the fingers' recognizer, the scroll
    /// companion's pan, the trackpad's pinch or rotation), held weakly: a SwiftUI view's
    /// handler locations are measured through the recognizer that produced the event, as
    /// each has its own converter into the view's space.
    private var sources: [ClosureGestures.Slot: WeakRecognizer] = [:]

    private struct WeakRecognizer {
      weak var recognizer: UIGestureRecognizer?
    }
    /// The second ways of the view's gestures in UIKit (custom actions, activation,
    /// adjustment, context menu), for a view's own registry; `nil` for a SwiftUI view's, whose
    /// modifiers offer them through SwiftUI (`ClosureGesturesView`).
    /// Made knowing whether the app carries the actions itself
    /// (`UIView.carriesGestureAccessibilityActions`, which also updates it later).
    private(set) lazy var accessibility: ClosureGestureAccessibility? = {
      guard region == nil, swiftUI == nil else { return nil }
      let accessibility = ClosureGestureAccessibility(registry: self)
      accessibility.appCarries = view?.carriesGestureAccessibilityActions ?? false
      return accessibility
    }()
    /// The delegate of the recognizers: the families' one (holds this registry weakly).
    private let gestureDelegate = FamilyGestureDelegate()
    /// The target of the trackpad's pinch and rotation (holds this registry weakly).
    private let trackpadTarget = TrackpadTransformTarget()
    /// The touches this registry's recognizers took and that may still be down (a SwiftUI
    /// view's registry only), held weakly: UIKit keeps one `UITouch` per finger for its whole
    /// sequence.
    private var admitted: [AdmittedTouch] = []

    private struct AdmittedTouch {
      weak var recognizer: UIGestureRecognizer?
      weak var touch: UITouch?
    }

    private convenience init(view: UIView) {
      self.init(host: view, coordinateView: view, region: nil)
    }

    /// A registry of its own, not the view's (nobody else finds it), whose recognizers go on
    /// `host` and take only the touches `region` admits: the SwiftUI bridge, which installs
    /// the gestures of a SwiftUI view on the hosting view under it. Handlers get their
    /// locations in `coordinateView`'s coordinates. The caller keeps the registry.
    ///
    /// Its single tap leaves touches to the views under it (`cancelsTouchesInView` off) and
    /// recognizes alongside recognizers that are not its own: SwiftUI's buttons are no
    /// `UIControl` that the core's tap could yield to, and a recognizer that wins a touch with
    /// `cancelsTouchesInView` on cancels it for the views under it (Apple's
    /// `UIGestureRecognizer.cancelsTouchesInView` documentation), whose action then never
    /// fires: a tap that does not cancel their touches is what keeps them working.
    init(host: UIView, coordinateView: UIView, region: ClosureGestureRegion?) {
      view = host
      self.coordinateView = coordinateView
      self.region = region
      swiftUI = nil
      super.init()
      connect()
    }

    /// A registry of its own whose recognizers go on no view: SwiftUI attaches each to the
    /// SwiftUI view whose gestures they are (`UIGestureRecognizerRepresentable`, iOS 18), and
    /// the bridge hands them over (`recognizer(at:)`). SwiftUI's own gesture system then
    /// offers them a touch as it offers its own gestures one: a `Button` inside the view, or a
    /// child's gesture, goes first. `attachment` adds which touches they take and builds the
    /// value each handler receives. The caller keeps the registry.
    init(attachedBySwiftUI attachment: ClosureGestureSwiftUIAttachment) {
      view = nil
      coordinateView = nil
      region = nil
      swiftUI = attachment
      super.init()
      connect()
    }

    private func connect() {
      gestureDelegate.family = self
      trackpadTarget.registry = self
      gestures.owner = self
      gestures.apply = { [weak self] effect in self?.apply(effect) }
    }

    /// The view's registry, created on first use.
    static func registry(of view: UIView) -> ClosureGestureRegistry {
      if let registry = objc_getAssociatedObject(view, &registryKey) as? ClosureGestureRegistry {
        return registry
      }
      let registry = ClosureGestureRegistry(view: view)
      objc_setAssociatedObject(view, &registryKey, registry, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return registry
    }

    /// The view's registry if it has one.
    static func existingRegistry(of view: UIView) -> ClosureGestureRegistry? {
      objc_getAssociatedObject(view, &registryKey) as? ClosureGestureRegistry
    }

    /// What this view's handlers would do with a stroke towards the trailing edge from a
    /// window point (the store's `backSwipeClaim(layoutDirection:)`), nothing outside its
    /// region (the SwiftUI bridge's). The back swipe asks, to leave such strokes to the view.
    func backSwipeClaim(
      at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim {
      guard region?.admits(point) ?? true, swiftUI == nil || tookTouchDown(on: nil) else {
        return .none
      }
      return gestures.store.backSwipeClaim(layoutDirection: layoutDirection)
    }

    /// What one of this registry's recognizers would do with a stroke towards the trailing
    /// edge from a window point (the store's `backSwipeClaim(for:layoutDirection:)` for its
    /// slot), nothing outside the region; `nil` for a recognizer of no slot.
    func backSwipeClaim(
      of recognizer: UIGestureRecognizer, at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim? {
      guard let slot = closureSlot(of: recognizer) else { return nil }
      guard region?.admits(point) ?? true, swiftUI == nil || tookTouchDown(on: recognizer) else {
        return BackSwipe.Claim.none
      }
      return gestures.store.backSwipeClaim(for: slot, layoutDirection: layoutDirection)
    }

    /// Whether `recognizer` (any of this registry's, for `nil`) took a touch that is still
    /// down. A SwiftUI view's recognizers from iOS 18 sit on a view that holds the whole
    /// screen's SwiftUI content, and SwiftUI offers them only the touches on their view: one
    /// that took the touch under way is the proof that the stroke is on the view.
    private func tookTouchDown(on recognizer: UIGestureRecognizer?) -> Bool {
      admitted.contains { entry in
        guard let touch = entry.touch, entry.recognizer != nil,
          touch.phase != .ended, touch.phase != .cancelled
        else { return false }
        return recognizer == nil || entry.recognizer === recognizer
      }
    }

    // MARK: - Handlers

    /// Adds one handler to the recognizers of `slots` (the store installs them as needed) and
    /// turns on the view's user interaction when its first recognizer is installed.
    ///
    /// - Parameters:
    ///   - slots: The recognizers the handler listens to (a swipe or edge pan with several
    ///     directions or edges stands for one each).
    ///   - replacing: Whether to remove the handlers these slots have first.
    ///   - isEnabled: Whether the handler takes part: `false` only takes the handler of its
    ///     registration away (the store's disabled `add`). Default `true`.
    ///   - alternative: The second way to make the gesture (a name, or adjustable), or `nil`
    ///     for none.
    ///   - configuration: New thresholds for each slot's recognizer, or `nil` to keep the
    ///     current ones.
    ///   - body: The handler, called for every call the store makes.
    func add(
      to slots: [ClosureGestures.Slot], replacing: Bool, isEnabled: Bool = true,
      registration: ClosureGestureRegistration?, handlerObject: UnsafeRawPointer? = nil,
      alternative: ClosureGestures.Alternative? = nil,
      configuration: (ClosureGestures.Slot) -> RecognizerKind?,
      body: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      guard view != nil || swiftUI != nil else { return GestureToken(registry: nil, handlerID: 0) }
      let id = nextHandlerID
      nextHandlerID += 1
      handlers[id] = body
      // A disabled handler is one event with its slots, which the store puts it on none of
      // (it only takes its registration's previous handler away).
      let normalized = isEnabled ? slots.flatMap(\.normalized) : []
      let number = registration?.number
      let hadRecognizers = !recognizers.isEmpty
      #if DEBUG
        if let registration, let number {
          note(registration, number, handlerObject: handlerObject)
          noteKey(registration, number, isEnabled: isEnabled)
        }
      #endif
      // One event per slot, each with its own configuration (an edge pan keeps each edge's
      // band). With no slot, the store releases the handler at once. The registration goes
      // with the last: the handler it replaces leaves once the new one is on every slot, so
      // the recognizers both use stay.
      if normalized.isEmpty {
        send(
          .add(
            handlerID: id, slots: isEnabled ? [] : slots, replacing: replacing,
            configuration: nil, registration: number, alternative: alternative,
            isEnabled: isEnabled))
      }
      for (position, slot) in normalized.enumerated() {
        send(
          .add(
            handlerID: id, slots: [slot], replacing: replacing, configuration: configuration(slot),
            registration: position == normalized.count - 1 ? number : nil,
            alternative: alternative, isEnabled: isEnabled))
        // Someone removed the recognizer from the view by hand: put it back (SwiftUI attaches
        // its own).
        if let view, swiftUI == nil, let recognizer = recognizers[slot], recognizer.view !== view {
          view.addGestureRecognizer(recognizer)
        }
      }
      // Only when the view's first recognizer arrives: a view that has them already and that
      // the app turned off (`isUserInteractionEnabled = false`) stays off when a reused cell
      // configures itself again. (A view with user interaction off gets no touches at all,
      // so its recognizers see none.)
      if !hadRecognizers, !recognizers.isEmpty {
        view?.isUserInteractionEnabled = true
      }
      return GestureToken(registry: self, handlerID: id)
    }

    #if DEBUG
      /// The registrations added to this view in this turn of the main run loop, each with
      /// the handler object it was last given (a block; `nil` for a Swift closure).
      private var registrationsThisTurn: [Int: UnsafeRawPointer?] = [:]
      /// The registrations already logged about.
      private var loggedRegistrations: Set<Int> = []
      /// The registrations with a key the app named that hold a block on this view, by kind
      /// of gesture, for ``noteKey(_:_:isEnabled:)``.
      private var keyedRegistrations: [ViewGestureKind: Set<Int>] = [:]
      /// Whether this view's registry has logged that its keys look made from items.
      private var hasLoggedManyKeys = false

      /// The most keys of one kind of gesture a view holds blocks under before a debug build
      /// says so: a view has a few roles (open, share, select), not one per item.
      static let keyLimit = 16

      /// Keeps count of the keys holding a block on this view (a disabled handler is
      /// `gk_removeGestureHandlersForKey:` taking its key away), and logs once when one kind
      /// of gesture has more than ``keyLimit``: keys made from the items a reused view shows
      /// add a block per item, and every one of them runs on a tap.
      private func noteKey(
        _ registration: ClosureGestureRegistration, _ number: Int, isEnabled: Bool
      ) {
        guard let kind = registration.keyKind else { return }
        if !isEnabled {
          keyedRegistrations[kind]?.remove(number)
          return
        }
        keyedRegistrations[kind, default: []].insert(number)
        guard !hasLoggedManyKeys, keyedRegistrations[kind, default: []].count > Self.keyLimit
        else { return }
        hasLoggedManyKeys = true
        let message: StaticString =
          "GestureKit: one view holds closure gestures under more than 16 keys (gk_on…:forKey:) for one kind of gesture, and every one of them runs. A key names a role on the view (\"open\"), not the item a reused view shows: pass the item through the block, and keep one key per role."
        os_log(message, log: .default, type: .error)
      }

      /// Logs once per registration when it adds a second handler to this view in one turn
      /// of the run loop, the second replacing the first. The same block object passed again
      /// replaces nothing that differs, and a registration with an explicit key is the app's
      /// own choice: neither is logged. What else it may mean, the message says: a view
      /// configured twice in one turn (a cell reconfigured and reloaded) is harmless.
      private func note(
        _ registration: ClosureGestureRegistration, _ number: Int, handlerObject: UnsafeRawPointer?
      ) {
        if registrationsThisTurn.isEmpty {
          DispatchQueue.main.async { [weak self] in self?.registrationsThisTurn.removeAll() }
        }
        let previous = registrationsThisTurn.updateValue(handlerObject, forKey: number)
        guard let previous, previous == nil || previous != handlerObject,
          !registration.hasExplicitKey, loggedRegistrations.insert(number).inserted
        else { return }
        let warning: StaticString =
          registration.isBlock
          ? "GestureKit: one Objective-C block's code (its invoke function) added two different blocks for the same kind of gesture to the same view in one turn of the run loop, so the second replaced the first. If the view was configured twice in this turn (a cell reconfigured and reloaded), this is harmless. If the blocks were not made from Clang block literals (Swift closures bridged to blocks, Xamarin/.NET, Kotlin/Native, React Native or Flutter bridges), they share one invoke function, so distinct calls replace each other: add them with the gk_on...forKey: variants, one key each."
          : "GestureKit: one line of code added a closure gesture to the same view twice in one turn of the run loop, so the second replaced the first (a handler's registration is the line that adds it). If the view was configured twice in this turn (a cell reconfigured and reloaded), this is harmless. If two callers meant to add a handler each through a function of yours, give that function file: StaticString = #fileID, line: UInt = #line, column: UInt = #column and pass them on; for several handlers from a loop, add one handler that does it all."
        os_log(warning, log: .default, type: .default)
      }
    #endif

    /// Gives the recognizers of a handler's slots new thresholds in place (`nil`: the
    /// slots' defaults); the recognizers stay, so a gesture under way goes on.
    func configure(
      _ token: GestureToken, slot: ClosureGestures.Slot, configuration: RecognizerKind?
    ) {
      for slot in slot.normalized {
        send(
          .add(
            handlerID: token.handlerID, slots: [slot],
            configuration: configuration ?? slot.defaultConfiguration))
      }
    }

    /// The configuration the slot's recognizer has now: its slot's defaults before it exists.
    func configuration(of slot: ClosureGestures.Slot) -> RecognizerKind {
      gestures.store.member(slot)?.configuration ?? slot.defaultConfiguration
    }

    /// Removes one handler from every slot; the store uninstalls recognizers left without one.
    func removeHandler(_ id: Int) {
      send(.remove(handlerID: id))
    }

    /// Whether a handler is still registered. (Inside a handler, a handler just added is
    /// registered once the calls in progress are over.)
    func containsHandler(_ id: Int) -> Bool {
      gestures.store.contains(handlerID: id)
    }

    /// The recognizers a handler is on, in the store's order of its slots: one per slot (a
    /// swipe in several directions has one per direction), each recognizer of a pinch or
    /// rotation followed by the trackpad's. Empty once the handler is gone.
    func recognizers(ofHandler id: Int) -> [UIGestureRecognizer] {
      var found: [UIGestureRecognizer] = []
      for member in gestures.store.members where member.handlerIDs.contains(id) {
        if let recognizer = recognizers[member.slot] { found.append(recognizer) }
        if let trackpad = trackpadRecognizers[member.slot] { found.append(trackpad) }
      }
      return found
    }

    /// Removes every handler of the given kinds, and their recognizers.
    func removeHandlers(ofKinds kinds: ViewGestureKind) {
      let slots = gestures.store.members.map(\.slot).filter { kinds.contains(ViewGestureKind($0)) }
      send(.removeSlots(slots))
    }

    // MARK: - The store's effects

    func send(_ event: ClosureGestures.Event) {
      gestures.send(event)
      // A recognizer's state change never changes what the view offers besides its gestures
      // (the store publishes that only when handlers come or go, or the view is turned on or
      // off): the per-touch path skips it.
      switch event {
      case .changed, .perform, .adjust, .tick: return
      case .add, .remove, .removeSlots, .setEnabled: alternativesDidChange()
      }
    }

    private func apply(_ effect: ClosureGestures.Effect) {
      switch effect {
      case .install(let member):
        install(member)
        gestureDelegate.declarationDidChange()
      case .configure(let member):
        if let recognizer = recognizers[member.slot] {
          member.configuration.configure(recognizer.core)
        }
        // The scroll begins along the pan's axis as configured now.
        if member.slot == .pan, case .pan(let configuration) = member.configuration {
          scrollPan?.axis = configuration.axis
        }
      case .uninstall(let slot):
        guard let recognizer = recognizers.removeValue(forKey: slot) else { return }
        // Reports nothing more (the host contract), even the cancel UIKit sends when a
        // recognizer leaves its view mid-gesture.
        recognizer.stateChangeHandler = nil
        detach(recognizer)
        gestureDelegate.declarationDidChange()
        if slot == .pan { removeScrollPan() }
        if let trackpad = trackpadRecognizers.removeValue(forKey: slot) {
          trackpad.removeTarget(trackpadTarget, action: nil)
          detach(trackpad)
        }
      case .call(let id, let gesture):
        guard let handler = handlers[id] else { return }
        if let swiftUI {
          let source = sources[gesture.slot]?.recognizer ?? recognizers[gesture.slot]
          if let value = swiftUI.gesture(gesture, source) { handler(value) }
          return
        }
        guard let view = coordinateView ?? view else { return }
        handler(ViewGesture(view: view, gesture: gesture))
      case .release(let id):
        handlers[id] = nil
      }
    }

    /// Takes a recognizer out of use: off its view, or, where SwiftUI attached it (and takes
    /// it away with the modifier that carries it), turned off. UIKit: a disabled recognizer
    /// receives no touches, and one disabled mid-gesture is cancelled.
    private func detach(_ recognizer: UIGestureRecognizer) {
      if swiftUI != nil {
        recognizer.isEnabled = false
      } else {
        recognizer.view?.removeGestureRecognizer(recognizer)
      }
    }

    /// The recognizer SwiftUI attaches at `position` (`init(attachedBySwiftUI:)`): the
    /// slot's, or its companion's, made now if the store has not installed it (and then off
    /// until it does). The same one every time: SwiftUI cannot take another.
    func recognizer(at position: ClosureGesturePosition) -> UIGestureRecognizer {
      if let kept = keptForSwiftUI[position] { return kept }
      let made: UIGestureRecognizer
      switch position {
      case .recognizer(let slot):
        made = makeRecognizer(slot, slot.defaultConfiguration.makeRecognizer(name: slot.name))
      case .scroll:
        made = makeScrollPan().pan
      case .trackpad(let slot):
        made = makeTrackpadTransform(slot)
      }
      // UIKit: a disabled recognizer receives no touches.
      made.isEnabled = false
      return made
    }

    private func install(_ member: ClosureGestures.Member) {
      guard view != nil || swiftUI != nil else { return }
      let slot = member.slot
      let recognizer: CoreGestureRecognizer
      if let kept = keptForSwiftUI[.recognizer(slot)] as? CoreGestureRecognizer {
        // A SwiftUI view's recognizer, back in use with the member's thresholds.
        member.configuration.configure(kept.core)
        kept.isEnabled = true
        recognizer = kept
      } else {
        recognizer = makeRecognizer(slot, member.makeRecognizer())
      }
      recognizer.stateChangeHandler = { [weak self] recognizer, change in
        self?.report(change, of: slot, from: recognizer)
      }
      recognizers[slot] = recognizer
      if swiftUI == nil { view?.addGestureRecognizer(recognizer) }
      if slot == .pan { installScrollPan(beside: recognizer) }
      if slot == .pinch || slot == .rotation { installTrackpadTransform(slot) }
    }

    /// A new recognizer of a slot, around `core`, set up for this registry's host (kept for
    /// a SwiftUI view's, see `keptForSwiftUI`); reporting nothing yet.
    private func makeRecognizer(
      _ slot: ClosureGestures.Slot, _ core: GestureRecognizer
    ) -> CoreGestureRecognizer {
      let recognizer = CoreGestureRecognizer(core)
      recognizer.name = "GestureKit.\(slot.name)"
      gestureDelegate.adopt(recognizer)
      if swiftUI != nil { keptForSwiftUI[.recognizer(slot)] = recognizer }
      if region != nil || swiftUI != nil, case .tap = slot {
        // See `init(host:coordinateView:region:)`: the SwiftUI views under it keep the touch
        // (a single tap; a double tap still cancels the touches it recognises). From iOS 18
        // SwiftUI's gestures go first, a `Button`'s included, and a tap that fires lets
        // the touch end normally for the content too (a `List` row's own selection).
        if case .tap(numberOfTaps: 1) = slot { recognizer.cancelsTouchesInView = false }
        // `UIGestureRecognizer.delaysTouchesEnded` (default YES), per Apple's documentation: a
        // touch's end reaches the view only once the recognizer has failed, "so that [it] can be
        // cancelled if the gesture is recognized". Waiting for a double tap (or being one), a tap
        // would hold a SwiftUI button's touch-up for 0.3 s: every tap lets ends through at once.
        recognizer.delaysTouchesEnded = false
      }
      if case .edgePan = slot {
        // A SwiftUI view's edges are its own, not those of the hosting view the recognizer
        // is on: the probe's frame, or the one SwiftUI's converter places.
        if let swiftUI {
          recognizer.edgeFrame = { [weak recognizer] in
            recognizer.flatMap { swiftUI.edgeFrame(slot, $0) }
          }
        } else if region != nil, let coordinateView, coordinateView !== view {
          recognizer.edgeFrame = { [weak coordinateView] in
            coordinateView.map { $0.convert($0.bounds, to: nil) }
          }
        }
      }
      return recognizer
    }

    private func report(
      _ change: StateChange, of slot: ClosureGestures.Slot, from recognizer: UIGestureRecognizer
    ) {
      guard recognizers[slot] === recognizer else { return }
      noteSource(recognizer, of: slot)
      send(.changed(slot, state: change.state, value: change.value, time: change.time))
    }

    /// Remembers the recognizer that produced a slot's event (``sources``); no allocation
    /// once the slot has an entry.
    private func noteSource(_ recognizer: UIGestureRecognizer, of slot: ClosureGestures.Slot) {
      guard swiftUI != nil, sources[slot]?.recognizer !== recognizer else { return }
      sources[slot] = WeakRecognizer(recognizer: recognizer)
    }

    // MARK: - Trackpad and mouse scrolling

    /// An iPad trackpad's or a Magic Mouse's scroll reaches only pan recognizers that allow it
    /// (Apple's `UIPanGestureRecognizer.allowedScrollTypesMask` documentation), never a
    /// ``CoreGestureRecognizer``. The pan slot gets a ``ScrollDragCompanion``
    /// whose scrolls are reported as the pan's state changes. It begins only along the pan's
    /// axis (`IndirectScroll`), so a horizontal `onPan` leaves vertical scrolling to the
    /// scroll view around it, and never while the touch pan is under way.
    private func installScrollPan(beside pan: CoreGestureRecognizer) {
      let companion = scrollPan ?? keptScrollPan ?? makeScrollPan()
      // A SwiftUI view's (see `keptForSwiftUI`), back in use if it was off.
      if swiftUI != nil { companion.pan.isEnabled = true }
      if case .pan(let configuration) = configuration(of: .pan) {
        companion.axis = configuration.axis
      }
      companion.onChange = { [weak self, weak companion] state, value, time in
        guard let self, let companion, companion === self.scrollPan else { return }
        self.noteSource(companion.pan, of: .pan)
        self.send(.changed(.pan, state: state, value: value, time: time))
      }
      // A scroll over the SwiftUI bridge's host belongs to this registry only inside its region.
      companion.claims = { [weak self, weak companion] _ in
        guard let self, let region = self.region, let companion else { return true }
        return region.admits(companion.pan.location(in: nil))
      }
      // Of nested views' `onPan`s, the scroll is the inner one's first, as a finger's stroke.
      companion.owner = self
      companion.requiresFailure = { [weak self] otherPan in
        guard let self, let region = self.region,
          let other = (otherPan.delegate as? ScrollDragCompanion)?.owner as? ClosureGestureRegistry,
          other !== self, let otherRegion = other.region
        else { return false }
        let pointer = otherPan.location(in: nil)
        return region.admits(pointer) && otherRegion.admits(pointer)
          && ClosureGestures.Slot.pan.waits(
            for: .pan, in: region.placement(), behind: otherRegion.placement())
      }
      if let view, swiftUI == nil {
        companion.install(on: view, beside: pan)
      } else {
        companion.pair(with: pan)
      }
      scrollPan = companion
    }

    /// A new scroll companion for the pan slot, not installed (kept for a SwiftUI view's).
    private func makeScrollPan() -> ScrollDragCompanion {
      let companion = ScrollDragCompanion(name: "GestureKit.pan.scroll")
      if swiftUI != nil {
        keptScrollPan = companion
        keptForSwiftUI[.scroll] = companion.pan
      }
      return companion
    }

    private func removeScrollPan() {
      guard let companion = scrollPan else { return }
      scrollPan = nil
      companion.onChange = nil
      if swiftUI != nil { companion.pan.isEnabled = false } else { companion.uninstall() }
    }

    // MARK: - Trackpad pinch and rotation

    /// An iPad trackpad's pinch and rotation are events of their own, never touches, and
    /// reach only UIKit's pinch and rotation recognizers: the pinch and rotation slots get
    /// one each, which refuses every touch (fingers are the core recognizers') and whose
    /// changes are reported as the slot's, with the pointer's location.
    private func installTrackpadTransform(_ slot: ClosureGestures.Slot) {
      guard trackpadRecognizers[slot] == nil else { return }
      let recognizer: UIGestureRecognizer
      if let kept = keptForSwiftUI[.trackpad(slot)] {
        // A SwiftUI view's (see `keptForSwiftUI`), back in use: its target went when its slot
        // was uninstalled, or it never lost the one it was made with (adding the same pair
        // twice must not call the action twice, so it goes first).
        kept.removeTarget(trackpadTarget, action: nil)
        kept.addTarget(trackpadTarget, action: Self.trackpadAction)
        kept.isEnabled = true
        recognizer = kept
      } else {
        recognizer = makeTrackpadTransform(slot)
      }
      trackpadRecognizers[slot] = recognizer
      if swiftUI == nil { view?.addGestureRecognizer(recognizer) }
    }

    private static let trackpadAction = #selector(TrackpadTransformTarget.transformDidChange(_:))

    /// A new trackpad pinch or rotation for a slot, with its target, on no view (kept for a
    /// SwiftUI view's).
    private func makeTrackpadTransform(_ slot: ClosureGestures.Slot) -> UIGestureRecognizer {
      // A recognizer retains its targets, and the registry holds its recognizers: the target
      // is an object of its own that holds the registry weakly, or the two would keep each
      // other (and every handler's captures) alive once the view is gone.
      let recognizer: UIGestureRecognizer =
        slot == .pinch
        ? UIPinchGestureRecognizer(target: trackpadTarget, action: Self.trackpadAction)
        : UIRotationGestureRecognizer(target: trackpadTarget, action: Self.trackpadAction)
      recognizer.name = "GestureKit.\(slot == .pinch ? "pinch" : "rotation").trackpad"
      // Public through a token's `gestureRecognizers`: adopted, as the core recognizers are.
      gestureDelegate.adopt(recognizer)
      if swiftUI != nil { keptForSwiftUI[.trackpad(slot)] = recognizer }
      return recognizer
    }

    fileprivate func trackpadTransformDidChange(_ recognizer: UIGestureRecognizer) {
      guard let slot = trackpadRecognizers.first(where: { $0.value === recognizer })?.key
      else { return }
      guard let state = RecognizerState(continuous: recognizer.state) else { return }
      var value = GestureValue(location: Point(recognizer.location(in: nil)))
      if let pinch = recognizer as? UIPinchGestureRecognizer {
        value.scale = Double(pinch.scale)
        value.scaleVelocity = Double(pinch.velocity)
      } else if let rotation = recognizer as? UIRotationGestureRecognizer {
        value.rotation = Double(rotation.rotation)
        value.rotationVelocity = Double(rotation.velocity)
      }
      noteSource(recognizer, of: slot)
      send(.changed(slot, state: state, value: value, time: gestures.now()))
    }

    /// Whether the other source of a slot (the fingers' recognizer or the trackpad's) is
    /// under way: the store has one pinch and one rotation, so the two never overlap.
    private func otherSourceIsUnderWay(of recognizer: UIGestureRecognizer) -> Bool {
      guard let slot = closureSlot(of: recognizer) else { return false }
      let other: UIGestureRecognizer? =
        recognizer === recognizers[slot] ? trackpadRecognizers[slot] : recognizers[slot]
      guard let other else { return false }
      return other.state == .began || other.state == .changed
    }

  }

  // What UIKit asks the view's recognizers, answered for the families' one delegate
  // (`FamilyGestureDelegate`), which relates them to each other as the store declares and to
  // the back swipe as GestureCore's table says.
  extension ClosureGestureRegistry: FamilyRecognizers {
    /// The store's declared relations among its members.
    var declaredRelations: GestureRelations { gestures.store.gestures.relations }

    /// The index of the member whose slot `recognizer` fills (a trackpad's pinch or rotation
    /// fills its slot's).
    func slot(of recognizer: UIGestureRecognizer) -> Int? {
      guard let slot = closureSlot(of: recognizer) else { return nil }
      return gestures.store.members.firstIndex { $0.slot == slot }
    }

    /// Another SwiftUI view's gesture on the same hosting view. SwiftUI offers a touch to the
    /// gestures of the view in front first (a child, a view on top) and to the one behind
    /// only when they fail; GestureCore decides which pairs wait. UIKit asks this once per
    /// attempt to recognize (Apple's `UIGestureRecognizerDelegate` documentation: "failure
    /// requirements can be determined lazily and may be set up between recognizers across view
    /// hierarchies"), so the answer may depend on the touch.
    func requiresFailure(_ recognizer: UIGestureRecognizer, ofOutside other: UIGestureRecognizer)
      -> Bool
    {
      guard let first = closureSlot(of: recognizer), let (peer, second) = regionalPeer(of: other),
        holdsSameInput(recognizer, as: other, of: peer),
        let region, let otherRegion = peer.region
      else { return false }
      return first.waits(for: second, in: region.placement(), behind: otherRegion.placement())
    }

    /// The registry and slot of another SwiftUI view's recognizer (not this registry's), when
    /// this registry is a SwiftUI view's too.
    private func regionalPeer(
      of recognizer: UIGestureRecognizer
    ) -> (ClosureGestureRegistry, ClosureGestures.Slot)? {
      guard region != nil,
        let other = FamilyGestureDelegate.family(of: recognizer) as? ClosureGestureRegistry,
        other !== self, other.region != nil, let slot = other.closureSlot(of: recognizer)
      else { return nil }
      return (other, slot)
    }

    /// Whether two SwiftUI views' recognizers work on the same input: a touch both took, or,
    /// for a trackpad's pinch or rotation (no touches), a pointer inside both regions.
    private func holdsSameInput(
      _ mine: UIGestureRecognizer, as theirs: UIGestureRecognizer, of other: ClosureGestureRegistry
    ) -> Bool {
      if trackpadRecognizers.values.contains(where: { $0 === mine }) {
        let pointer = theirs.location(in: nil)
        return other.trackpadRecognizers.values.contains { $0 === theirs }
          && region?.admits(pointer) == true && other.region?.admits(pointer) == true
      }
      return admitted.contains { mineTook in
        mineTook.recognizer === mine && mineTook.touch != nil
          && other.admitted.contains { $0.recognizer === theirs && $0.touch === mineTook.touch }
      }
    }

    func recognizesSimultaneously(
      _ recognizer: UIGestureRecognizer, withOutside other: UIGestureRecognizer
    ) -> Bool {
      guard let first = closureSlot(of: recognizer) else { return false }
      // Two SwiftUI views' gestures relate as one view's do (unless one waits for the other).
      if let (_, second) = regionalPeer(of: other) {
        return first.recognizesSimultaneously(with: second)
      }
      // A SwiftUI view's single tap runs alongside the recognizers behind SwiftUI's own
      // gestures (its buttons, from iOS 18), as it leaves their touches to them.
      if region != nil, case .tap(numberOfTaps: 1) = first { return true }
      return false
    }

    /// Touches outside the region (the SwiftUI bridge) are not this registry's, and a touch
    /// that stops a scroll view gliding by itself is no tap's. The scroll
    /// companion has its own delegate and takes no touch at all. UIKit asks once per touch,
    /// before the recognizer sees it: a SwiftUI view's registry remembers which recognizer
    /// took which touch, for the relations between views (`holdsSameInput`).
    /// A trackpad's pinch or rotation takes no finger (they are the core recognizers'); a
    /// SwiftUI view's recognizers only the touches in its region.
    func admitsTouch(_ gestureRecognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
      if trackpadRecognizers.values.contains(where: { $0 === gestureRecognizer }) { return false }
      if let swiftUI { return swiftUI.admits(touch, gestureRecognizer) }
      return region?.admits(touch.location(in: nil)) ?? true
    }

    func shouldReceive(_ gestureRecognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
      guard admitsTouch(gestureRecognizer, touch: touch) else { return false }
      // A touch that only stops a scroll view gliding by itself is no tap (GestureCore's
      // `Slot.receivesTouch(landing:)` decides which slots take it).
      if let slot = closureSlot(of: gestureRecognizer),
        !slot.receivesTouch(landing: TouchLanding(touch))
      {
        return false
      }
      return true
    }

    /// Remembers the touch a SwiftUI view's recognizer took, whoever allowed it (this
    /// registry, or a delegate the app set on the recognizer).
    func didAdmit(_ gestureRecognizer: UIGestureRecognizer, touch: UITouch) {
      guard region != nil || swiftUI != nil else { return }
      admitted.removeAll { entry in
        guard let touch = entry.touch, entry.recognizer != nil else { return true }
        return touch.phase == .ended || touch.phase == .cancelled
      }
      admitted.append(AdmittedTouch(recognizer: gestureRecognizer, touch: touch))
    }

    /// The touch pan never begins while its scroll companion is under way
    /// (`IndirectScroll.touchDragMayBegin`): the store has one pan, and a second `began`
    /// while one is under way would be a broken contract. The companion asks its own side.
    func shouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      if let pan = recognizers[.pan], gestureRecognizer === pan {
        return scrollPan?.touchDragMayBegin ?? true
      }
      if otherSourceIsUnderWay(of: gestureRecognizer) { return false }
      // A trackpad pinch over the SwiftUI bridge's host belongs to this registry only inside
      // its region.
      if let region, trackpadRecognizers.values.contains(where: { $0 === gestureRecognizer }) {
        return region.admits(gestureRecognizer.location(in: nil))
      }
      // Before iOS 18 a SwiftUI view's taps cannot see SwiftUI's buttons (no UIKit
      // recognizer of theirs to wait for): a tap about to fire over one is the button's.
      // UIKit asks this when a recognizer would leave `possible`, a discrete one too (Apple's
      // `gestureRecognizerShouldBegin(_:)` documentation), and fails it on `false`.
      if let region, case .tap = closureSlot(of: gestureRecognizer),
        region.buttonTakesTap(gestureRecognizer.location(in: nil))
      {
        return false
      }
      return true
    }

    /// The slot of one of this registry's recognizers (a trackpad's pinch or rotation has
    /// its slot's, so it runs with the pan as the fingers' does). The scroll pan has none:
    /// scrolls are no touches, so it neither waits for a touch recognizer nor runs with one.
    private func closureSlot(of recognizer: UIGestureRecognizer) -> ClosureGestures.Slot? {
      recognizers.first { $0.value === recognizer }?.key
        ?? trackpadRecognizers.first { $0.value === recognizer }?.key
    }
  }

  /// Which touches a SwiftUI view's closure gestures take, and where the view is drawn among
  /// the others on its hosting view (GestureKit's probe behind the view answers both).
  struct ClosureGestureRegion {
    /// Whether a touch at a point in window coordinates is the view's.
    var admits: @MainActor (CGPoint) -> Bool
    /// Where the view is drawn, in window coordinates.
    var placement: @MainActor () -> ClosureGestures.Placement
    /// Whether a tap at a point in window coordinates is a SwiftUI button's other than the
    /// view's own (best effort; see `ClosureGestureProbeView.buttonTakesTap(atWindowPoint:)`).
    var buttonTakesTap: @MainActor (CGPoint) -> Bool = { _ in false }
  }

  /// What the bridge of a SwiftUI view's gestures from iOS 18 adds to a registry whose
  /// recognizers SwiftUI attaches: SwiftUI offers them only the touches on the view, and these
  /// say which of those they take and what a handler receives.
  struct ClosureGestureSwiftUIAttachment {
    /// Whether the recognizer takes a touch SwiftUI offers it (the view is enabled, the touch
    /// is on no view marked `exemptFromClosureGestures()`).
    var admits: @MainActor (UITouch, UIGestureRecognizer) -> Bool
    /// What a handler receives for a call the store made, given the recognizer that produced
    /// the slot's last event (the fingers', the scroll companion's or the trackpad's; the
    /// slot's own before any; `nil` once it is gone), with its location in the SwiftUI view's
    /// coordinate space; `nil` drops the call.
    var gesture: @MainActor (ClosureGestures.Gesture, UIGestureRecognizer?) -> ViewGesture?
    /// The SwiftUI view's frame in window coordinates, for an edge pan's band, read through
    /// the slot's recognizer at the first touch of a sequence; `nil` when unknown.
    var edgeFrame: @MainActor (ClosureGestures.Slot, UIGestureRecognizer) -> CGRect?
    /// The centre of the SwiftUI view in window coordinates, where an assistive technology's
    /// or a menu's gesture happens; `nil` when unknown (the window's origin is used).
    var center: @MainActor () -> CGPoint?
  }

  /// One recognizer a SwiftUI view's gestures attach through `UIGestureRecognizerRepresentable`
  /// (iOS 18): a slot's, or a companion of the pan (trackpad and mouse scrolls) or of the pinch
  /// and rotation (the trackpad's).
  enum ClosureGesturePosition: Hashable {
    /// The core recognizer of a slot.
    case recognizer(ClosureGestures.Slot)
    /// The pan's scroll companion.
    case scroll
    /// The trackpad's pinch or rotation, for that slot.
    case trackpad(ClosureGestures.Slot)
  }

  /// The target of a registry's trackpad pinch and rotation, holding the registry weakly.
  @MainActor
  private final class TrackpadTransformTarget: NSObject {
    weak var registry: ClosureGestureRegistry?

    @objc func transformDidChange(_ recognizer: UIGestureRecognizer) {
      registry?.trackpadTransformDidChange(recognizer)
    }
  }

  /// Which line of the app's code registered a closure gesture, so that running it again for
  /// a reused view replaces what it registered there (GestureCore's registrations): a Swift
  /// call site (file, line and column), the code of an Objective-C block literal, or a key
  /// an Objective-C caller named.
  struct ClosureGestureRegistration: Hashable {
    private let site: Site

    private enum Site: Hashable {
      case swift(file: String, line: UInt, column: UInt)
      case block(code: UInt, kind: UInt16)
      case key(String, kind: UInt16)
    }

    /// A Swift call site, as `#fileID`, `#line` and `#column` give it.
    init(file: StaticString, line: UInt, column: UInt) {
      site = .swift(file: "\(file)", line: line, column: column)
    }

    /// A key an Objective-C caller named (`gk_onTap:forKey:`), with the kind of gesture it is
    /// added to: one key may serve several kinds, each its own registration, as one block
    /// literal does.
    init(key: String, kind: ViewGestureKind) {
      site = .key(key, kind: kind.rawValue)
    }

    /// Whether the app named this registration itself (``init(key:kind:)``).
    var hasExplicitKey: Bool {
      if case .key = site { return true }
      return false
    }

    /// The kind of gesture of a registration with a key the app named
    /// (``init(key:kind:)``), `nil` for any other.
    var keyKind: ViewGestureKind? {
      if case .key(_, let kind) = site { return ViewGestureKind(rawValue: kind) }
      return nil
    }

    /// Whether this registration is a block's code (``init(block:slots:)``).
    var isBlock: Bool {
      if case .block = site { return true }
      return false
    }

    /// The literal an Objective-C block was made from, with the kind of gesture it is added
    /// to (``ViewGestureKind`` of `slots`: a single tap, taps of two or more, long press,
    /// swipe, pan, pinch, rotation, edge pan). One block may serve several kinds
    /// (`gk_onTap:` and `gk_onDoubleTap:` with one block), each its own registration; within
    /// a kind, what the line passes with the block (swipe directions, an edge, a number of
    /// taps above one) is no part of it, as a Swift call site is the same whatever its
    /// arguments: `[cell gk_onSwipe:item.direction handler:^{…}]` run again for a reused cell
    /// replaces the block it added, whichever direction it had. `nil` for no block.
    ///
    /// Clang's block ABI (the Block Implementation Specification) lays every block out as
    /// `isa`, `flags` (4 bytes), `reserved` (4 bytes) and then `invoke`, the function the
    /// literal compiled to, which every block made from that literal shares, on the stack,
    /// copied to the heap or global; so `invoke` names the line of code. Blocks that Swift
    /// makes from closures share one `invoke` per type, and so do the blocks other bridges
    /// make (Xamarin/.NET, Kotlin/Native, React Native, Flutter): registrations from Swift go
    /// through the Swift methods and their call sites instead, and such bridges through the
    /// `…forKey:` methods and their keys (``init(key:kind:)``).
    /// A block made by a helper (`[self handlerFor:item]`) is one literal wherever it is
    /// called from: two calls of it for one gesture of one view keep the last.
    ///
    /// The `invoke` of an app built for arm64 is the function's address. Built for arm64e
    /// (system software, and apps with Xcode's Enhanced Security pointer authentication),
    /// it is signed per block: the signature sits in the pointer's high bits, above every
    /// address an app's code is loaded at (below 64 GB, 36 bits), so those bits are
    /// cleared, as `ptrauth_strip` would, and each literal keeps one registration there too.
    init?(block: UnsafeRawPointer?, slots: [ClosureGestures.Slot]) {
      // An Objective-C caller may pass nil despite the annotation.
      guard let block else { return nil }
      let invoke = block.load(
        fromByteOffset: MemoryLayout<UnsafeRawPointer>.size + 2 * MemoryLayout<Int32>.size,
        as: UInt.self)
      let kind = slots.first.map { ViewGestureKind($0).rawValue } ?? 0
      site = .block(code: invoke & Self.codeAddressMask, kind: kind)
    }

    /// The bits of a code address in an app's process: 36, 64 GB of address space, above
    /// which pointer authentication puts a signature.
    private static let codeAddressMask: UInt = (1 << 36) - 1

    /// The registrations seen so far, numbered in order: GestureCore's registrations are
    /// numbers.
    @MainActor private static var numbers: [ClosureGestureRegistration: Int] = [:]

    /// This registration's number, the same for as long as the app runs.
    @MainActor var number: Int {
      if let number = Self.numbers[self] { return number }
      let number = Self.numbers.count + 1
      Self.numbers[self] = number
      return number
    }
  }

  /// The key of the registry associated with a view.
  @MainActor private var registryKey: UInt8 = 0
#endif
