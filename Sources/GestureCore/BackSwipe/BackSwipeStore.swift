/// The swipe back of one navigation stack, as every host runs it: whether a swipe may begin
/// and on which recognizer, which recognizer waits for which, how far the top screen has
/// gone, whether a release finishes or cancels the pop, how the rest of it runs, the stack's
/// depth and time.
///
/// It runs the swipe with ``BackSwipe``'s rules (the finish rule and the policy) and owns
/// everything around them that a host would otherwise decide: the per-recognizer start
/// regions, scroll views that yield only at their leading edge, the recognizers' failure
/// requirements, the animation of the rest of the pop and of pushes, and what the host must
/// answer. A host — UIKit, the
/// browser gallery — only reports and applies:
///
/// - it asks ``shouldBegin(_:start:stroke:scrollViews:claim:appAllows:systemAllows:)`` from each
///   recognizer's should-begin, ``scrollViewYields(_:to:start:stroke:contentRecognizerAvailable:)`` for failure
///   requirements, and sends the back-swipe recognizer's phases (``Event/drag(_:time:)``),
///   the navigation's state (``Event/contextChanged(_:)``) and, with the ``Animator/frames``
///   animator, a frame (``Event/tick(time:)``) while ``needsFrames``;
/// - it draws ``progress`` (how far the top screen has moved towards the trailing edge) after
///   each event, and applies the ``Effect``s.
///
/// Two animators run the rest of a pop once the finger lifts:
/// - ``Animator/frames``: the store animates it on the host's frames, easing out, with the
///   timing of ``BackSwipe/Completion`` (the gallery; any host that draws the screens itself).
///   Pushes and back-button pops (``Event/push(time:)``, ``Event/pop(time:)``) are animated
///   the same way.
/// - ``Animator/percentDriven``: the host's interactive transition runs it (UIKit's
///   `UIPercentDrivenInteractiveTransition`): the store says ``Effect/beginPop``, the host
///   applies ``progress`` with `update(_:)`, then ``Effect/finish(speed:)`` or
///   ``Effect/cancel(speed:)``, and the host reports the end with
///   ``Event/transitionCompleted(popped:)``.
///
/// ```swift
/// let navigation = StoreDriver(BackSwipeStore(
///   context: .init(container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2),
///   configuration: .init(backSwipe: .fullScreen, animator: .percentDriven)))
/// // gestureRecognizerShouldBegin(_:)
/// navigation.store.shouldBegin(.fullScreen, start: start, stroke: translation)
/// // each phase of the full-screen pan
/// navigation.send(.drag(drag, time: timestamp)) { effect in
///   switch effect {
///   case .beginPop: navigationController.popViewController(animated: true)
///   case .finish(let speed): interaction.completionSpeed = speed; interaction.finish()
///   case .cancel(let speed): interaction.completionSpeed = speed; interaction.cancel()
///   case .pushed, .popped, .swipeCancelled: break
///   }
/// }
/// interaction.update(navigation.store.progress)
/// // the transition coordinator's completion
/// navigation.send(.transitionCompleted(popped: !context.isCancelled)) { _ in }
/// ```
///
/// ## The host contract
/// What the host owes the store (``ContractChecker`` checks it, and GestureKit
/// asserts it in debug builds):
/// 1. Times never go backwards; a time that does, or is not finite, is read as the latest
///    time seen.
/// 2. With the ``Animator/frames`` animator, a ``Event/tick(time:)`` every display frame
///    while ``needsFrames`` is true.
/// 3. With the ``Animator/percentDriven`` animator, every ``Effect/beginPop`` is answered
///    exactly once by ``Event/transitionCompleted(popped:)``: after the
///    ``Effect/finish(speed:)`` or ``Effect/cancel(speed:)`` that follows it once the rest has
///    run, or at once if the host could not start the pop. No other
///    ``Event/transitionCompleted(popped:)`` is sent.
/// 4. The navigation's state is reported with ``Event/contextChanged(_:)`` before each
///    decision is asked for (the store cannot see pushes and pops it did not run).
///
/// What the store guarantees: ``progress`` stays within `0...1` at every moment (the rest of a
/// pop eases out and never overshoots the edge, whatever the release speed); once no
/// finger is down and the host has sent frames until ``needsFrames`` is false (or answered
/// the transition), the store ``isAtRest``: nothing half-way, the top screen in place.
///
/// - Complexity: O(1) per event, with no heap allocation once the effects buffer has grown;
///   O(n) for a decision over n scroll views.
public struct BackSwipeStore: Sendable {
  /// The options. Changes apply to the next decision; the animator to the next swipe.
  public var configuration: Configuration {
    didSet { swipe.configuration = configuration.backSwipe }
  }
  /// How far the top screen has moved towards the trailing edge, as a fraction of the
  /// container's width: 0 in place, 1 gone. While a swipe tracks, the finger's progress;
  /// while the ``Animator/frames`` animator runs the rest of a pop (or a push or a
  /// back-button pop), the animation's. Always within `0...1`.
  public internal(set) var progress: Double = 0
  /// What the stack is doing.
  public internal(set) var phase: Phase = .idle
  /// The latest time the host reported, in seconds.
  public internal(set) var time: Double = 0

  /// The swipe: the policy and the finish rule (ask it ``BackSwipe/refusal(start:stroke:claim:)``),
  /// the navigation as the store uses it, and where the swipe is (``BackSwipe/state``: idle,
  /// tracking the finger, finishing or cancelling).
  public internal(set) var swipe: BackSwipe
  /// The navigation as the host last reported it (the store changes its depth as its own
  /// pushes and pops end).
  var hostContext: BackSwipe.Context
  /// The animation the ``Animator/frames`` animator runs.
  var transition: Transition?
  /// Whether a ``Effect/beginPop`` awaits ``Event/transitionCompleted(popped:)``
  /// (``Animator/percentDriven``).
  var awaitsCompletion = false
  /// The animator of the swipe in progress (the configuration may change meanwhile).
  var activeAnimator: Animator

  /// Creates a store at rest.
  ///
  /// - Parameters:
  ///   - context: the navigation now: container, direction, stack depth, a transition
  ///     running, the top screen's opt-out.
  ///   - configuration: defaults as documented on ``Configuration``.
  public init(context: BackSwipe.Context, configuration: Configuration = Configuration()) {
    self.configuration = configuration
    hostContext = context
    swipe = BackSwipe(context: context, configuration: configuration.backSwipe)
    activeAnimator = configuration.animator
  }

  /// The navigation as the store uses it: the host's report, with the store's own pushes
  /// and pops counted and its own animations counted as transitions.
  public var context: BackSwipe.Context { swipe.context }

  /// How many screens are on the stack, the root included, as drawn: the top screen of a pop
  /// still counts until the pop has completed.
  public var stackDepth: Int { swipe.context.stackDepth }

  /// The duration of a whole pop (or push) at its normal speed, in seconds, as the store
  /// times it: ``BackSwipe/Configuration/transitionDuration`` after its normalisation (NaN or
  /// negative read as 0.35 s). A percent-driven host's animator must last exactly this long,
  /// or the completion speeds the store reports would not give the timing it decided.
  public var transitionDuration: Double { swipe.configuration.effectiveTransitionDuration }

  /// Whether the host must send ``Event/tick(time:)`` on every display frame: the
  /// ``Animator/frames`` animator is running the rest of a pop, a push or a pop.
  public var needsFrames: Bool { transition != nil }

  /// Whether nothing is half-way: no swipe, no animation, no completion awaited, the top
  /// screen in place.
  public var isAtRest: Bool {
    phase == .idle && progress == 0 && transition == nil && !awaitsCompletion
      && swipe.state == .idle
  }

  /// Whether a ``Event/push(time:)`` would be taken now: the ``Animator/frames`` animator
  /// and nothing moving.
  public var mayPush: Bool { configuration.animator == .frames && phase == .idle }

  /// Whether a ``Event/pop(time:)`` (the back button) would be taken now: as ``mayPush``,
  /// above the root.
  public var mayPop: Bool { mayPush && stackDepth > 1 }

  /// Why the accessibility escape or the keyboard's Back shortcut may not pop the top screen
  /// now, or `nil` if it may: ``BackSwipe/escapeRefusal()`` on the navigation as last
  /// reported, and ``BackSwipe/Refusal/transitionRunning`` while the store itself pushes,
  /// pops or waits for a transition to complete. The host pops as the back button would
  /// (UIKit: `popViewController(animated: true)`; with the ``Animator/frames`` animator,
  /// ``Event/pop(time:)``).
  public var escapeRefusal: BackSwipe.Refusal? {
    escapeRefusal(answeringForSystemBackButton: false)
  }

  /// Whether the keyboard's Back shortcut (⌘[) is offered now, in the list of shortcuts a
  /// held ⌘ shows: where the navigation as last reported has a way back the shortcut
  /// takes, that is where ``escapeRefusal(answeringForSystemBackButton:)`` (with `true`:
  /// the shortcut pops where the system's back button shows) is `nil`, or refuses only for
  /// a moment (``BackSwipe/Refusal/alreadySwiping``,
  /// ``BackSwipe/Refusal/transitionRunning``: a swipe or a push under way ends on a screen
  /// that may still have a way back). Not offered at the root, while the top screen presents
  /// another, or where its back button is hidden with no button of its own declared in its
  /// place and the swipe is off (``BackSwipe/Refusal/noWayBack``).
  public var offersBackShortcut: Bool {
    switch escapeRefusal(answeringForSystemBackButton: true) {
    case nil, .alreadySwiping?, .transitionRunning?: true
    default: false
    }
  }

  /// ``escapeRefusal`` for a host that answers the escape in place of the system's back
  /// button (``BackSwipe/escapeRefusal(answeringForSystemBackButton:)``: SwiftUI's escape
  /// action, which nothing behind it hears): where that button shows, the escape pops as it
  /// would, whatever the policy and the app's veto of swipes.
  ///
  /// - Parameter answeringForSystemBackButton: Whether the host answers in place of the
  ///   system's back button.
  /// - Returns: The refusal, or `nil` when the escape pops.
  public func escapeRefusal(answeringForSystemBackButton: Bool) -> BackSwipe.Refusal? {
    if let refusal = swipe.escapeRefusal(answeringForSystemBackButton: answeringForSystemBackButton)
    {
      return refusal
    }
    guard phase == .idle, transition == nil, !awaitsCompletion else { return .transitionRunning }
    return nil
  }
}

extension BackSwipeStore {
  /// The options of a navigation stack's back swipe.
  public struct Configuration: Hashable, Sendable {
    /// The swipe's rules: start region (which also picks the mode: an edge swipe, or a full
    /// screen one), finish thresholds, timing, scroll tolerance. Default
    /// ``BackSwipe/Configuration/edge`` (20 pt band, past 50 % or above 1000 pt/s, 0.35 s).
    public var backSwipe: BackSwipe.Configuration
    /// Who runs the rest of a pop after the release. Default ``Animator/percentDriven``
    /// (UIKit's interactive transitions).
    public var animator: Animator
    /// Whether a full-screen swipe may begin on a control whose own drag it would take (a
    /// slider's thumb, a switch's knob, text being edited): default `false`, so such a control
    /// keeps its touches as it does under UIKit's own pans (``ControlTouches``, the rule every
    /// host asks). A swipe that starts on a button begins, as UIKit's pans do, and the
    /// button's tap is its own. Edge swipes are the system's and keep its behaviour.
    public var beginsOnControls: Bool

    /// Creates options; each parameter defaults as documented on its property.
    public init(
      backSwipe: BackSwipe.Configuration = .edge, animator: Animator = .percentDriven,
      beginsOnControls: Bool = false
    ) {
      self.backSwipe = backSwipe
      self.animator = animator
      self.beginsOnControls = beginsOnControls
    }

    /// Whether the start region asks for a full-screen swipe.
    public var isFullScreen: Bool {
      if case .fullScreen = backSwipe.startRegion { true } else { false }
    }
  }

  /// Who runs the rest of a pop once the finger lifts.
  public enum Animator: Hashable, Sendable {
    /// The store, on the host's frames: read ``BackSwipeStore/progress`` after each
    /// ``Event/tick(time:)``. Pushes and back-button pops are animated the same way.
    case frames
    /// The host's percent-driven interactive transition (UIKit): the store reports
    /// ``Effect/finish(speed:)`` or ``Effect/cancel(speed:)`` and waits for
    /// ``Event/transitionCompleted(popped:)``.
    case percentDriven
  }

  /// What a navigation stack is doing.
  public enum Phase: Hashable, Sendable {
    /// Nothing: the top screen is in place.
    case idle
    /// A swipe moves the top screen with the finger.
    case tracking
    /// A released swipe pops the top screen.
    case finishing
    /// A released (or cancelled) swipe brings the top screen back.
    case cancelling
    /// A pushed screen slides in (``Animator/frames``).
    case pushing
    /// The top screen slides out after the back button (``Animator/frames``).
    case popping
  }

  /// The recognizers that can start a back swipe.
  public enum Recognizer: Hashable, Sendable {
    /// An edge pan on the leading edge: UIKit's `interactivePopGestureRecognizer`, or an
    /// ``EdgePanRecognizer``. It swipes from the system's 20 pt band (or the configured edge
    /// band), and in UIKit runs the system's pop with its look.
    case edge
    /// iOS 26's `interactiveContentPopGestureRecognizer`: the system's own swipe from
    /// anywhere. Its delegate's answer must agree.
    case content
    /// A horizontal pan the host adds for a full-screen swipe where the system has none.
    /// It waits for ``edge`` to fail, so that edge swipes keep the system's pop.
    case fullScreen
  }

  /// What the host tells a navigation stack's back swipe.
  ///
  /// Numbers: a time that is NaN, infinite, beyond 10⁹ s or earlier than the last leaves the
  /// store's clock where it was; a drag's position, translation or velocity beyond
  /// ``InputLimits`` counts as the limit (``DragEvent/withinLimits``), and a NaN or infinite one
  /// ends the gesture as a cancel; NaN, infinite or negative sizes are ignored (the cases say
  /// where they differ). Whatever comes, the store draws no NaN and, once the fingers lift,
  /// comes to rest.
  public enum Event: Hashable, Sendable {
    /// A phase of the back-swipe recognizer the host feeds (the full-screen pan in UIKit,
    /// every back-swipe recognizer in a host without system ones). A `began` that the policy
    /// refuses is ignored, and so is the rest of that drag; a drag with a NaN or infinite
    /// value cancels the swipe.
    case drag(DragEvent, time: Double)
    /// A display frame at `time` seconds: the ``Animator/frames`` animator advances.
    case tick(time: Double)
    /// The navigation changed: container, direction, stack depth, a transition running, the
    /// top screen's opt-out. It applies to the next decision; during a swipe, only the
    /// container's width is used (for the progress). With the ``Animator/frames``
    /// animator the store's own animations also count as transitions.
    case contextChanged(BackSwipe.Context)
    /// Push a screen, animated by the store (``Animator/frames``): the depth grows at once
    /// and the new top screen slides in from the trailing edge. Ignored unless ``mayPush``.
    case push(time: Double)
    /// Pop the top screen as the back button does, animated by the store
    /// (``Animator/frames``). Ignored unless ``mayPop``.
    case pop(time: Double)
    /// The host's pop transition, started for ``Effect/beginPop``, completed: `popped` if the
    /// top screen went (UIKit: `!context.isCancelled`). The stack's depth follows `popped`,
    /// whatever the store had asked for. Ignored when no transition is awaited.
    case transitionCompleted(popped: Bool)
    /// The user turned Reduce Motion on or off (``BackSwipe/motion``): the rest of a pop
    /// released from now on follows it; one under way keeps its timing.
    case reduceMotionChanged(Bool)
  }

  /// What a navigation stack asks its host to do, in order. The top screen's position is
  /// not an effect: read ``BackSwipeStore/progress`` after each event.
  public enum Effect: Hashable, Sendable {
    /// A swipe began popping the top screen. ``Animator/percentDriven``: start the
    /// interactive pop (`popViewController(animated: true)` with a
    /// `UIPercentDrivenInteractiveTransition`), then answer with
    /// ``Event/transitionCompleted(popped:)`` once it ends (at once if it did not start).
    case beginPop
    /// ``Animator/percentDriven``: finish the pop at this speed relative to the transition's
    /// normal speed (`update(progress)`, `completionSpeed = speed`, `finish()`, with UIKit's
    /// `.easeOut` completion curve, ``BackSwipe/Completion/curve``).
    case finish(speed: Double)
    /// ``Animator/percentDriven``: cancel the pop at this speed (`update(progress)`,
    /// `completionSpeed = speed`, `cancel()`, with UIKit's `.easeOut` completion curve).
    case cancel(speed: Double)
    /// A push completed; the stack is `depth` screens deep.
    case pushed(depth: Int)
    /// A pop completed: the top screen is gone and the stack is `depth` screens deep;
    /// `bySwipe` if a back swipe popped it (otherwise the back button).
    case popped(depth: Int, bySwipe: Bool)
    /// A swipe was cancelled and the top screen is back in place.
    case swipeCancelled
  }

  /// A timed move of ``progress`` the ``Animator/frames`` animator runs.
  struct Transition: Hashable, Sendable {
    /// What it ends: the phase that started it.
    var phase: Phase
    var from: Double
    var to: Double
    var start: Double
    /// Seconds; 0 or less ends at once.
    var duration: Double
    /// The rest of a swipe: its ``BackSwipe/Completion/curve`` (UIKit's ease-out, starting at
    /// the speed the release gave it). `nil`: a push or a back-button pop, a quadratic ease-out.
    /// Neither leaves `from...to`.
    var curve: TimingCurve?

    func fraction(at time: Double) -> Double {
      guard duration > 0 else { return 1 }
      let fraction = (time - start) / duration
      if fraction.isNaN || fraction < 0 { return 0 }
      return fraction > 1 ? 1 : fraction
    }

    func value(at time: Double) -> Double {
      let fraction = fraction(at: time)
      let eased = curve?.value(at: fraction) ?? 1 - (1 - fraction) * (1 - fraction)
      if eased >= 1 { return to }
      return from + (to - from) * eased
    }

    func isFinished(at time: Double) -> Bool { fraction(at: time) >= 1 }
  }
}
