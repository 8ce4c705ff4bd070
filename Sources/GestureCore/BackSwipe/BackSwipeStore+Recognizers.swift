// The questions a host's recognizers ask: which recognizers run, whether one may begin, which
// waits for which, whether a scroll view under the finger yields, and how their changes read. Each is answered from
// the navigation as last reported (send `.contextChanged` first).
extension BackSwipeStore {
  /// Whether the host must add its own full-screen recognizer (``Recognizer/fullScreen``): the
  /// configuration or the top screen's ``BackSwipe/Policy/fullScreen`` policy asks for a
  /// full-screen swipe, and the system offers none. Ask again after each
  /// ``Event/contextChanged(_:)``: the answer follows the top screen.
  ///
  /// - Parameter contentRecognizerAvailable: whether the platform's own full-screen swipe
  ///   (iOS 26's `interactiveContentPopGestureRecognizer`) exists. GestureKit passes `true`
  ///   for one the app switched off: that is the app's "no" to full-screen swipes, which no
  ///   fallback may undo.
  public func needsFullScreenRecognizer(contentRecognizerAvailable: Bool) -> Bool {
    (configuration.isFullScreen || context.policy == .fullScreen) && !contentRecognizerAvailable
  }

  /// Whether `recognizer` must wait for `other` to fail before it begins: plain data, for the
  /// host to set up once (UIKit: `recognizer.require(toFail: other)`; GestureCore's arena:
  /// ``GestureArena/require(_:toFail:)``).
  ///
  /// The full-screen pan waits for the edge pan: a swipe that starts in the edge band is the
  /// system's, with the system's pop (its edge shadow, the navigation bar's slide, large
  /// titles, `hidesBottomBarWhenPushed`); everything else is the full-screen pan's. An edge pan
  /// fails as soon as a touch lands outside its band, so the full-screen pan is not delayed.
  public static func requiresFailure(_ recognizer: Recognizer, of other: Recognizer) -> Bool {
    recognizer == .fullScreen && other == .edge
  }

  /// Where swipes on `recognizer` may start:
  /// - ``Recognizer/edge``: the configured band in edge mode; the system's 20 pt band in
  ///   full-screen mode (the full-screen pan takes the rest);
  /// - ``Recognizer/content``: the configured region in full-screen mode; anywhere in edge
  ///   mode (the system designed its content swipe that way, and keeps it);
  /// - ``Recognizer/fullScreen``: the configured region.
  public func startRegion(for recognizer: Recognizer) -> BackSwipe.StartRegion {
    let configured = configuration.backSwipe.startRegion
    switch recognizer {
    case .edge: return configuration.isFullScreen ? .systemEdge : configured
    case .content: return configuration.backSwipe.platformStartRegion
    case .fullScreen: return configured
    }
  }

  /// Whether a swipe on `recognizer` may begin now (its should-begin: UIKit's
  /// `gestureRecognizerShouldBegin(_:)`, GestureCore's ``GestureRecognizer/shouldBegin``).
  ///
  /// It may when the policy allows it (``BackSwipe/refusal(start:stroke:claim:)`` with the
  /// recognizer's ``startRegion(for:)``: above the root, no transition running — the store's
  /// own animations included — but a push the platform lets a back swipe interrupt, no veto
  /// from the app, the screen's ``BackSwipe/Policy`` allowing a stroke from there on what it
  /// `claim`s, more horizontal than vertical, towards the trailing edge), every cooperating
  /// scroll view under the touch yields (the stroke starts in the edge band, or the scroll
  /// view is at its leading edge), then the app allows it, and, for the ``Recognizer/content``
  /// recognizer only, the system agrees or the top screen shows no system back button.
  ///
  /// UIKit's own delegate refuses its back gestures when the back button was replaced or
  /// hidden and when the bar is hidden, which is what a back swipe that always works fixes: for
  /// the edge pop its answer is never asked (GestureKit's table covers every case it refuses
  /// in for the edge); for iOS 26's content pop it is asked, and overruled only on a screen
  /// with no system back button (``BackSwipe/Context/isSystemBackButtonHidden``), so whatever
  /// else the system keeps its content pop off (its own content's strokes) still counts.
  ///
  /// The app is asked before the system, and only when everything else allows the swipe: its
  /// answer comes from a delegate, and an app's guard may do more than answer (ask to save,
  /// show an alert), so it must never run for a stroke that could not be a back swipe anyway
  /// (a vertical one, one a row claims, one outside the start region).
  ///
  /// GestureKit's own percent-driven full-screen recognizer never interrupts a push: its pop runs the
  /// host's percent-driven transition, which cannot start over a running one; the platform's
  /// recognizers (and the store's own ``Animator/frames`` push) can
  /// (``BackSwipe/Context/isPushInterruptible``), the edge pop only when its own delegate
  /// agrees then.
  ///
  /// - Parameters:
  ///   - recognizer: which recognizer asks.
  ///   - start: where the touch went down, in the coordinates of the context's container.
  ///   - stroke: the recognizer's translation now, in points; `nil` for a recognizer that
  ///     reports none (a system recognizer that is not a pan, which judged the direction
  ///     itself): then only the checks that need no stroke run (``BackSwipe/refusal(start:claim:)``,
  ///     and each scroll view at its leading edge).
  ///   - scrollViews: the cooperating horizontal scroll views under `start`. Default none.
  ///   - claim: what the content under `start` would do with a stroke towards the trailing
  ///     edge (the row's store answers). Default ``BackSwipe/Claim/none``.
  ///   - appAllows: the answer of the app's own guard (a delegate it set on a system back
  ///     recognizer, never UIKit's own), evaluated only when everything else allows the swipe;
  ///     `false` is a veto as ``BackSwipe/Context/isVetoedByApp`` is. Default `true`.
  ///   - systemAllows: the answer of the recognizer's own delegate (UIKit's), evaluated last:
  ///     for ``Recognizer/content`` on a screen that shows a system back button, and for
  ///     ``Recognizer/edge`` during a push it may interrupt
  ///     (``BackSwipe/Context/isPushInterruptible``). Default `true`.
  public func shouldBegin(
    _ recognizer: Recognizer, start: Point, stroke: Vector?,
    scrollViews: [BackSwipe.ScrollViewState] = [], claim: BackSwipe.Claim = .none,
    appAllows: @autoclosure () -> Bool = true, systemAllows: @autoclosure () -> Bool = true
  ) -> Bool {
    let policy = self.policy(for: recognizer)
    if interruptsNoTransition(recognizer) && policy.context.isTransitioning { return false }
    let mayBegin =
      if let stroke {
        policy.mayBegin(start: start, stroke: stroke, claim: claim)
      } else {
        policy.refusal(start: start, claim: claim) == nil
      }
    guard mayBegin, scrollViews.allSatisfy({ policy.scrollViewLeavesStroke($0, start: start) })
    else { return false }
    guard appAllows() else { return false }
    switch recognizer {
    case .content:
      // Overruled for a button-less screen, never during a push (see the edge's reason).
      return (swipe.context.isSystemBackButtonHidden && !policy.context.isTransitioning)
        || systemAllows()
    case .edge:
      // During a push the platform may interrupt, the platform decides whether this one may
      // be: a button-less screen's refusal does not matter for the push's fraction of a
      // second, and a pop the navigation controller does not accept would freeze it.
      return !policy.context.isTransitioning || systemAllows()
    case .fullScreen:
      return true
    }
  }

  /// How one of the content's horizontal recognizers (a row's swipe, a list's swipe to
  /// commit, an `onPan` or `onSwipe`, a floating view's drag, an excluded view's claim) and
  /// `recognizer` are ordered for a touch that lands at `start`:
  /// ``BackSwipe/relation(toContentClaiming:landingAt:)`` with `recognizer`'s
  /// ``startRegion(for:)``. Every host relates every family's horizontal recognizers to every
  /// back recognizer with it, whether or not it drives a back swipe of its own, so that none
  /// of them race the platform's.
  ///
  /// ```swift
  /// // UIKit asks a row's pan about the system's content pop (full screen on iOS 26):
  /// switch navigation.relation(of: .content, toContentClaiming: claim, landingAt: start) {
  /// case .backFirst: true      // shouldRequireFailureOf: the row waits for the pop to fail
  /// case .contentFirst, .independent: false
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - recognizer: the back recognizer.
  ///   - claim: what the content under `start` would do with a stroke towards the trailing
  ///     edge, as its store answers.
  ///   - start: where the touch landed, in the coordinates of the context's container.
  public func relation(
    of recognizer: Recognizer, toContentClaiming claim: BackSwipe.Claim, landingAt start: Point
  ) -> BackSwipe.Precedence {
    // GestureKit's own full-screen pan never interrupts a transition (see `shouldBegin`):
    // nothing waits for it then.
    if interruptsNoTransition(recognizer) && policy(for: recognizer).context.isTransitioning {
      return .independent
    }
    return policy(for: recognizer).relation(toContentClaiming: claim, landingAt: start)
  }

  /// Whether `recognizer` is the host's own percent-driven full-screen pan, whose pop cannot
  /// start over a running transition.
  func interruptsNoTransition(_ recognizer: Recognizer) -> Bool {
    recognizer == .fullScreen && configuration.animator == .percentDriven
  }

  /// Whether a cooperating horizontal scroll view leaves a touch to the back swipe: the one
  /// question every host asks about scroll views, whichever way its arbitration works.
  ///
  /// - With no `stroke` (UIKit asks `gestureRecognizer(_:shouldBeRequiredToFailBy:)` when
  ///   the touch lands, before the stroke is known): the scroll view's pan waits for the back
  ///   swipe when the touch is in the edge band or the scroll view is at its leading edge
  ///   (within ``BackSwipe/Configuration/scrollEdgeTolerance``), and a swipe from `start`
  ///   could begin (``BackSwipe/refusal(start:claim:)``: everything but the stroke). The stroke then decides in
  ///   ``shouldBegin(_:start:stroke:scrollViews:claim:appAllows:systemAllows:)``: towards the trailing edge the
  ///   back swipe begins; towards the leading edge it fails and the scroll view scrolls (or
  ///   rubber-bands).
  /// - With a `stroke` (an arena that asks the deeper scroll view first, as the browser
  ///   gallery's): ``BackSwipe/scrollViewShouldYield(_:start:stroke:)``, the scroll view's pan
  ///   refusing to begin when this is `true`.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view's horizontal state now.
  ///   - recognizer: The back-swipe recognizer asking (UIKit asks once per recognizer), or
  ///     `nil` (the default) for every recognizer that runs: the edge pan, the full-screen pan
  ///     where ``needsFullScreenRecognizer(contentRecognizerAvailable:)`` says it runs, and
  ///     the platform's content swipe where it is available.
  ///   - start: Where the touch landed, in the coordinates of the context's container.
  ///   - stroke: The stroke so far, in points, or `nil` when it is not known yet.
  ///   - contentRecognizerAvailable: Whether the platform's own full-screen swipe exists and
  ///     is enabled (iOS 26's content swipe), for `recognizer` `nil`. Default `false`.
  public func scrollViewYields(
    _ scrollView: BackSwipe.ScrollViewState, to recognizer: Recognizer? = nil, start: Point,
    stroke: Vector?, contentRecognizerAvailable: Bool = false
  ) -> Bool {
    guard let recognizer else {
      return scrollViewYields(scrollView, to: .edge, start: start, stroke: stroke)
        || (needsFullScreenRecognizer(contentRecognizerAvailable: contentRecognizerAvailable)
          && scrollViewYields(scrollView, to: .fullScreen, start: start, stroke: stroke))
        || (contentRecognizerAvailable
          && scrollViewYields(scrollView, to: .content, start: start, stroke: stroke))
    }
    let policy = self.policy(for: recognizer)
    guard let stroke else {
      return policy.refusal(start: start) == nil
        && policy.scrollViewLeavesStroke(scrollView, start: start)
    }
    return policy.scrollViewShouldYield(scrollView, start: start, stroke: stroke)
  }

  /// Whether `recognizer` should receive a touch that landed on controls doing `control`
  /// themselves: the full-screen pan, a one-finger drag, asks the one rule every host asks
  /// (``ControlTouches/leavesTouch(to:overlap:)`` with ``ControlOverlap/drag``: it leaves a
  /// slider's thumb, a switch's knob and text being edited their touches, and begins on a
  /// button as UIKit's pans do) unless ``Configuration/beginsOnControls``; the system's
  /// recognizers keep their own delegate's answer (`true` here).
  ///
  /// - Parameters:
  ///   - recognizer: Which recognizer asks.
  ///   - control: What the controls under the touch do themselves, as the host reports it
  ///     (`[]` for none).
  public func receivesTouch(_ recognizer: Recognizer, on control: ControlActions) -> Bool {
    recognizer != .fullScreen || configuration.beginsOnControls
      || !ControlTouches.leavesTouch(to: control, overlap: .drag)
  }

  /// The event a state change of a back-swipe recognizer (the edge pan, the full-screen pan
  /// or the platform's content swipe) means, at `time` (the change's own, or the host's
  /// clock): its phase as ``Event/drag(_:time:)``, or `nil` for a state that is no phase of
  /// the drag (``DragEvent/init(_:)``).
  public static func event(for change: StateChange, time: Double) -> Event? {
    DragEvent(change).map { .drag($0, time: time) }
  }

  /// The swipe's machine with the start region of `recognizer`.
  func policy(for recognizer: Recognizer) -> BackSwipe {
    var policy = swipe
    policy.configuration.startRegion = startRegion(for: recognizer)
    return policy
  }
}

extension BackSwipeStore: GestureFamily {
  /// The back swipe's recognizers where the host has none of the system's: an edge pan on
  /// the leading edge over ``startRegion(for:)`` of ``Recognizer/edge`` (`backSwipeEdge`),
  /// and in full-screen mode a horizontal pan (`backSwipe`, ``Recognizer/fullScreen``) that
  /// waits for it to fail (``requiresFailure(_:of:)``), so that an edge swipe stays the
  /// edge's. A UIKit host uses the navigation controller's own recognizers instead where
  /// they exist.
  public var gestures: GestureDeclaration {
    let band: Double
    switch startRegion(for: .edge) {
    case .edge(let width): band = width
    case .fullScreen: band = 20
    }
    let edge = GestureDeclaration.Slot(
      "backSwipeEdge",
      .edgePan(
        .init(edges: context.layoutDirection == .leftToRight ? .left : .right, bandWidth: band),
        .init()))
    guard configuration.isFullScreen else { return GestureDeclaration([edge]) }
    return GestureDeclaration(
      [edge, .init("backSwipe", .pan(.init(axis: .horizontal)))],
      relations: GestureRelations(failureRequirements: [.init(1, 0)]))
  }

  /// The reader of the recognizers ``gestures`` installs: every phase of either as the
  /// swipe's drag.
  public func reader(of recognizers: [GestureRecognizer]) -> Reader {
    Reader(recognizers: recognizers.map(ObjectIdentifier.init))
  }

  /// Reads the back-swipe recognizers' phases as ``Event/drag(_:time:)``
  /// (``event(for:time:)``).
  public struct Reader: StoreReader, Hashable, Sendable {
    public typealias Family = BackSwipeStore

    /// The recognizers read.
    private let recognizers: [ObjectIdentifier]

    /// A reader of `recognizers`.
    public init(recognizers: [ObjectIdentifier]) {
      self.recognizers = recognizers
    }

    /// The drag phase a change of one of the recognizers is, at the change's time.
    public mutating func event(for change: StateChange, store: BackSwipeStore) -> Event? {
      guard recognizers.contains(ObjectIdentifier(change.recognizer)) else { return nil }
      return BackSwipeStore.event(for: change, time: change.time)
    }
  }
}
