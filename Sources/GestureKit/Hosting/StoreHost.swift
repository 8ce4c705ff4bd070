#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  /// The one host of a GestureCore ``Store`` in GestureKit: every family's UIKit controller
  /// owns one and only reports to it (touches, frames, the app's answers) and applies what
  /// the store publishes; it decides nothing.
  ///
  /// It holds the four things every family's host needs, written once:
  /// - the store, behind a `StoreDriver` that queues an event sent while effects are
  ///   being applied (UIKit calls back into a controller from inside an effect);
  /// - one clock: `CACurrentMediaTime()`, the clock of `UITouch.timestamp`, read through a
  ///   `MonotonicClock` so that no event carries a time earlier than one already sent (a
  ///   display frame is stamped with the time it will be shown, a little ahead of touches);
  /// - the display link (`DisplayLinkFrames`), running exactly while the store's
  ///   `needsFrames` is `true`, re-decided after every event, so the motion of a family is
  ///   driven by one clock on the main thread;
  /// - in debug builds, the store's `ContractChecker`, which stops at an assertion naming the
  ///   rule a host broke;
  /// - the Reduce Motion setting, for a store that takes it as an event
  ///   (`Store.reduceMotionChanged(_:)`): sent once when the store is created with the
  ///   setting on, then at each change (`UIAccessibility.reduceMotionStatusDidChangeNotification`);
  ///   the store decides what moves less.
  ///
  /// ```swift
  /// let host = StoreHost(DraggableStore(...))
  /// host.apply = { [weak self] effect in self?.apply(effect) }
  /// host.present = { [weak self] store in self?.show(store) }
  /// host.send(.touchDown(touch, location: point, time: host.time(touch.timestamp)))
  /// ```
  @MainActor
  final class StoreHost<S: Store> {
    /// Applies one effect of the store: a haptic, a callback of the app, an edit, a pop.
    /// Default `nil`. Stored: capture the owner weakly.
    var apply: (@MainActor (S.Effect) -> Void)?

    /// Shows the store as an event or a frame left it, once per outermost ``send(_:)``.
    /// Default `nil` (a host that reads the store when UIKit asks). Stored: capture the owner
    /// weakly.
    var present: (@MainActor (S) -> Void)?

    /// Reads what may have changed under a gesture before a display frame advances the store
    /// (a list's geometry: estimated heights resolving, the app's own updates). Default `nil`.
    /// Stored: capture the owner weakly.
    var willSendFrame: (@MainActor () -> Void)?

    /// The controller that owns this host, kept alive for the whole of each event and frame
    /// so that an effect that lets it go (a handler removing the last view) does not drop the
    /// rest of the event's effects. Default `nil`. Held weakly between events.
    weak var owner: AnyObject?

    private let driver: StoreDriver<S>
    /// Set by ``invalidate()``: no event is handled and no frame runs any more.
    private var isInvalidated = false
    private var clock = MonotonicClock()
    private let frames = DisplayLinkFrames()
    /// Follows Reduce Motion for a store that takes it (`Store.reduceMotionChanged(_:)`).
    private var reduceMotionObserver: ReduceMotionObserver?
    #if DEBUG
      private var checker: ContractChecker<S>
    #endif

    /// Creates the host of `store`, with no display link running.
    ///
    /// - Parameters:
    ///   - store: The family's store.
    ///   - toleratesMainThreadStalls: Whether the debug contract check accepts a gap between
    ///     frames longer than its maximum. Default `true`, right for a host whose display
    ///     link runs from ``Store/needsFrames`` after every event by construction: such a gap
    ///     is a main-thread stall or a breakpoint, not the host's doing. `false` only for a
    ///     store without motion, where any gap is irrelevant anyway.
    init(_ store: S, toleratesMainThreadStalls: Bool = true) {
      driver = StoreDriver(store)
      #if DEBUG
        checker = ContractChecker<S>(toleratesMainThreadStalls: toleratesMainThreadStalls)
        driver.observer = { [unowned self] event, effects, store in
          if let violation = self.checker.observe(event, effects: effects, store: store) {
            assertionFailure("\(violation)")
          }
        }
      #endif
      // No deinit is needed: the display link's target holds the frames weakly, and a frame
      // that finds them gone invalidates the link (a display link retains its target).
      frames.onFrame = { [weak self] time in self?.frameDidArrive(at: time) }
      if S.reduceMotionChanged(false) != nil {
        if UIAccessibility.isReduceMotionEnabled, let event = S.reduceMotionChanged(true) {
          driver.send(event) { _ in }
        }
        reduceMotionObserver = ReduceMotionObserver { [weak self] in
          guard let self, let event = S.reduceMotionChanged(UIAccessibility.isReduceMotionEnabled)
          else { return }
          self.send(event)
        }
      }
    }

    /// The store, as the last event left it.
    var store: S { driver.store }

    /// Whether effects are being applied (an event sent now is queued behind them).
    var isApplyingEffects: Bool { driver.isApplyingEffects }

    // MARK: Time

    /// The time of an event that carries none of its own: now on the one clock.
    func now() -> Double {
      clock.read(CACurrentMediaTime())
    }

    /// The time to send for a time UIKit reported (a touch's `timestamp`, a recognizer's
    /// state change): never earlier than one already sent, and a time that is not a time
    /// (NaN, infinite) becomes the latest.
    func time(_ reported: Double) -> Double {
      clock.read(reported)
    }

    // MARK: Events

    /// Sends an event, applies its effects through ``apply``, then, unless this send was
    /// made from inside an effect (it is queued and the outer send finishes it), shows the
    /// store with ``present`` and runs or stops the display link for its `needsFrames`.
    ///
    /// A send made from inside ``present`` is handled in full, ``present`` included: a
    /// presenter must read ``store`` rather than keep the value it was handed across calls
    /// that may send.
    func send(_ event: S.Event) {
      guard !isInvalidated else { return }
      withExtendedLifetime(owner) {
        let nested = driver.isApplyingEffects
        driver.send(event) { effect in apply?(effect) }
        guard !nested, !isInvalidated else { return }
        present?(driver.store)
        guard !isInvalidated else { return }
        frames.run(driver.store.needsFrames)
      }
    }

    /// Changes the store between events (a configuration, say). It must not be called while
    /// effects are being applied. The frames and the drawing follow at the next ``send(_:)``.
    func update<Result>(_ body: (inout S) -> Result) -> Result {
      driver.withStore(body)
    }

    /// Stops the display link for good and ignores every later event: the owner is going
    /// away or has removed its gestures. Safe to call from inside an effect: the send under
    /// way neither draws nor starts the link again.
    func invalidate() {
      isInvalidated = true
      frames.stop()
    }

    /// A display frame: the store advances to the time the frame will be shown
    /// (`targetTimestamp`, on the touches' clock).
    private func frameDidArrive(at time: Double) {
      guard !isInvalidated else {
        frames.stop()
        return
      }
      willSendFrame?()
      send(S.tick(time: clock.read(time)))
    }
  }
#endif

#if canImport(UIKit)
  extension StoreHost where S: GestureFamily {
    /// The store's declared recognizers (`GestureFamily.gestures`) as UIKit recognizers, one
    /// per slot and in the slots' order, each enabled as its slot says, with the declared
    /// failure requirements set between them; and the store's reader of their state changes.
    /// What every family's controller installs, so that no controller decides for itself
    /// which recognizers its family needs.
    ///
    /// The declared simultaneous pairs are the families' one delegate's to answer
    /// (`FamilyGestureDelegate`, from `GestureRelations.recognizesSimultaneously(_:with:)`):
    /// UIKit has no setter for them. The controller makes it the recognizers' delegate.
    func makeGestureRecognizers() -> (recognizers: [CoreGestureRecognizer], reader: S.Reader) {
      let recognizers = Self.makeGestureRecognizers(declaredBy: store.gestures)
      return (recognizers, store.reader(of: recognizers.map(\.core)))
    }

    /// The recognizers `declaration` declares, as ``makeGestureRecognizers()`` makes them:
    /// for a controller whose recognizers must exist before its store does (a floating view
    /// before it has a container), or one that makes them per member (a row's pan).
    static func makeGestureRecognizers(declaredBy declaration: GestureDeclaration)
      -> [CoreGestureRecognizer]
    {
      let recognizers = declaration.slots.map { slot in
        let recognizer = CoreGestureRecognizer(slot.kind.makeRecognizer(name: slot.name))
        recognizer.isEnabled = slot.isEnabled
        return recognizer
      }
      // UIKit keeps a failure requirement for the recognizers' lifetime and evaluates it only
      // while both take part in the same touch sequence; set once, it costs nothing after.
      for pair in declaration.relations.failureRequirements {
        recognizers[pair.first].require(toFail: recognizers[pair.second])
      }
      return recognizers
    }
  }
#endif
