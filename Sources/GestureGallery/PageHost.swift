import GestureCore

/// The gallery's host of one store, as GestureKit's `StoreHost` is on iOS: every demo runs
/// each of its stores through one, so that no demo writes its own plumbing.
///
/// It installs the recognizers the store declares (``GestureFamily/gestures``: the slots and
/// their relations) on a node of the demo's arena and reads their state changes and the raw
/// touches through the store's reader (``GestureFamily/reader(of:)``); it sends the store's
/// events through a ``StoreDriver`` (one effects buffer, re-entrant sends queued), a frame
/// while the store needs frames (``tick(_:_:_:)``), and keeps the node where a floating view
/// is (``GestureFamily/gestureFrame``). In debug builds a ``ContractChecker`` observes every
/// event and asserts on a broken rule; it tolerates main-thread stalls, as a page's frames
/// stop in a background tab.
///
/// The demo applies the effects: each call takes the page's `Output` and an `apply` that is
/// handed each effect with it (non-escaping: nothing is allocated per event, and no closure
/// keeps the `inout` output). Whatever a demo does after an event besides drawing (a scroll
/// view's new end, the pages of a stack) it does after the call.
final class PageHost<S: GestureFamily> {
  /// Applies one effect to the page: the demo's, passed to each call.
  typealias Apply = (S.Effect, inout Output) -> Void

  /// The store's driver: its store, its queue, and the observer the tests check the host
  /// contract on.
  let driver: StoreDriver<S>
  /// The recognizers installed from the store's declaration, in its slots' order.
  let recognizers: [GestureRecognizer]
  /// Reads the recognizers' state changes and the raw touches as the store's events.
  var reader: S.Reader
  /// The node the recognizers are on, once installed.
  private(set) var node: Node?

  /// The store, as the last event left it.
  var store: S { driver.store }

  /// A host of `store`, its recognizers made (and attached by ``install(in:on:)``): a demo
  /// makes its hosts before its arena exists.
  init(_ store: S) {
    driver = StoreDriver(store)
    recognizers = store.gestures.makeRecognizers()
    reader = store.reader(of: recognizers)
    #if DEBUG
      var checker = ContractChecker(for: store, toleratesMainThreadStalls: true)
      driver.observer = { event, effects, store in
        if let violation = checker.observe(event, effects: effects, store: store) {
          Self.report(violation)
        }
      }
    #endif
  }

  #if DEBUG
    /// Stops a debug build at a broken rule of the host contract, saying which where the
    /// rule has words (not in Embedded Swift).
    private static func report(_ violation: ContractViolation<S>) {
      #if hasFeature(Embedded)
        assertionFailure("the gallery broke its store's host contract")
      #else
        let words = (violation as? CustomStringConvertible)?.description
        assertionFailure(words ?? "the gallery broke its store's host contract: \(violation)")
      #endif
    }
  #endif

  /// Attaches the recognizers to `node` of `arena` with the declared relations; a floating
  /// view's node moves to the store's frame.
  func install(in arena: GestureArena, on node: Node) {
    self.node = node
    store.gestures.attach(recognizers, in: arena, on: node)
    present()
  }

  /// Whether `recognizer` is one of the store's.
  func owns(_ recognizer: GestureRecognizer) -> Bool {
    for own in recognizers where own === recognizer { return true }
    return false
  }

  /// Sends the event a state change means (the reader's), at `time` (the demo's clock, or
  /// the change's own). Returns whether the change was one of the store's recognizers'.
  @discardableResult
  func handle(
    _ change: StateChange, at time: Double, _ output: inout Output, _ apply: Apply
  ) -> Bool {
    var change = change
    change.time = time
    if let event = reader.event(for: change, store: driver.store) {
      send(event, &output, apply)
      return true
    }
    return owns(change.recognizer)
  }

  /// Sends the event a state change means with each effect handed to `apply` as the store
  /// makes it, where the store can (``StoreDriver/sendInPlace(_:applying:)``): the per-event
  /// path of a store whose changes only make effects the demo applies at once. `apply` must
  /// not read the store. Returns whether the change was one of the store's recognizers'.
  @discardableResult
  func handleInPlace(_ change: StateChange, _ output: inout Output, _ apply: Apply) -> Bool {
    guard let event = reader.event(for: change, store: driver.store) else {
      return owns(change.recognizer)
    }
    driver.sendInPlace(event, applying: { apply($0, &output) })
    present()
    return true
  }

  /// Sends the event a raw touch sample means (the reader's), at `time`. Returns whether it
  /// meant one.
  @discardableResult
  func handle(
    _ sample: TouchSample, at time: Double, _ output: inout Output, _ apply: Apply
  ) -> Bool {
    var sample = sample
    sample.timestamp = time
    guard let event = reader.event(for: sample, store: driver.store) else { return false }
    send(event, &output, apply)
    return true
  }

  /// Sends `event`, applying its effects (and those of the events sent while they are
  /// applied) with `apply`, then keeps the node where the store shows a floating view.
  func send(_ event: S.Event, _ output: inout Output, _ apply: Apply) {
    driver.send(event) { apply($0, &output) }
    present()
  }

  /// Sends `event` from inside an effect being applied (the app's answer): queued, and
  /// handled right after the current effects, by the `apply` applying them.
  func answer(_ event: S.Event) {
    driver.send(event) { _ in }
  }

  /// A display frame at `time`: the store's tick, while it needs frames.
  func tick(_ time: Double, _ output: inout Output, _ apply: Apply) {
    if driver.store.needsFrames { send(S.tick(time: time), &output, apply) }
  }

  /// The node where the store shows a floating view (the arena hit-tests it where it is
  /// drawn); nothing for a view the demo lays out, or while effects are being applied.
  @inline(__always)
  private func present() {
    guard !driver.isApplyingEffects, let frame = driver.store.gestureFrame, let node else { return }
    node.frame = frame
  }
}
