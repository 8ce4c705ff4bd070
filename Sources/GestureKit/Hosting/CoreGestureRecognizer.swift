#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// A UIKit gesture recognizer driven by one GestureCore recognizer: the bridge between
  /// UIKit's touch delivery and the core's state machines.
  ///
  /// ```swift
  /// let pan = CoreGestureRecognizer(PanRecognizer(configuration: .init(axis: .horizontal)))
  /// pan.stateChangeHandler = { recognizer, change in
  ///   // recognizer.view, not a captured `card`: the view owns the recognizer.
  ///   let dx = CGFloat(change.value.translation.dx)
  ///   recognizer.view?.transform = CGAffineTransform(translationX: dx, y: 0)
  /// }
  /// card.addGestureRecognizer(pan)
  /// ```
  ///
  /// Target-action works too; the action reads ``value`` (or ``location(in:)``,
  /// ``translation(in:)``, ``velocity(in:)``) and UIKit's `state`.
  ///
  /// Coordinates (window), timestamps, how the core's states become UIKit's, controls and
  /// pointer clicks are in <doc:CoreRecognizersInUIKit>.
  ///
  /// Objective-C sees it as `GKCoreGestureRecognizer`, a `UIGestureRecognizer` it can add
  /// targets to and give a delegate; it cannot make one (its core recognizer is a Swift
  /// type), so UIKit's `initWithTarget:action:` is unavailable there.
  ///
  /// - Important: A core recognizer can be attached to one arena only: give each bridge its
  ///   own core recognizer.
  @MainActor
  @objc(GKCoreGestureRecognizer)
  public final class CoreGestureRecognizer: UIGestureRecognizer {
    /// The GestureCore recognizer that decides what the touches mean. Change its
    /// configuration at any time; it takes effect at the next touch event.
    public let core: GestureRecognizer

    /// What the core measured at its latest state change (location, translation, velocity,
    /// scale, rotation...), in window coordinates. Before the first state change: a value at
    /// the origin with nothing measured.
    public private(set) var value = GestureValue(location: .zero)

    /// Where the first touch of the current touch sequence landed, in window coordinates;
    /// `nil` before the sequence's first touch and after ``reset()``. Unlike ``value``, it is
    /// right while the recognizer is still `.possible`, when UIKit asks its delegates how it
    /// relates to other recognizers.
    public internal(set) var landingLocation: CGPoint?

    /// Called on the main actor for every state change of ``core`` that UIKit lets through
    /// (so not while UIKit holds the recognizer back with `require(toFail:)`), in order,
    /// from UIKit's action message. `failed` changes are not reported, as UIKit sends no
    /// action for a failure. If UIKit cancels the recognizer on its own (it was disabled, or
    /// removed from its view, during a gesture) the handler receives a `cancelled` change
    /// with the latest value.
    ///
    /// The handler is stored by the recognizer: capture its view or owner weakly.
    public var stateChangeHandler: (@MainActor (CoreGestureRecognizer, StateChange) -> Void)?

    /// Whether touches that would start an enabled control's own action, inside the view,
    /// are left to the control, by GestureCore's `ControlTouches` (the rule every GestureKit
    /// host asks): a one-finger single tap leaves touches on any `UIControl` (buttons,
    /// switches, steppers, segmented controls, page controls, text fields), and a one-finger
    /// pan, swipe or long press leaves them on a `UISlider` or `UISwitch` (their knobs drag)
    /// and on a text input being edited (a drag selects text).
    /// The recognizer then never sees those touches and cannot cancel them. A control that
    /// is the recognizer's own view is not left alone: the app put the gesture on it.
    ///
    /// Default `true`, UIKit's behaviour for its own recognizers since iOS 6, which a plain
    /// `UIGestureRecognizer` subclass does not get. Set `false` to take every touch, as a
    /// recognizer whose gesture must win over the controls under it (a card that must flip
    /// wherever it is tapped).
    public var yieldsToControls = true

    /// Where an edge pan's edges are, in window coordinates, when they are not its view's
    /// bounds (a SwiftUI view's gestures, whose recognizer is on the hosting view), asked at
    /// the first touch of each sequence; `nil`, or a `nil` answer, measures the band against
    /// the view's bounds. Default `nil`.
    var edgeFrame: (@MainActor () -> CGRect?)?

    private let arena = GestureArena()
    // Internal only for the touch delivery in CoreGestureRecognizer+Touches.swift, the one
    // file that may use them (stored properties cannot live in an extension file).
    /// A stable id per UIKit touch while it is down.
    var touchIDs: [ObjectIdentifier: TouchID] = [:]
    var nextTouchNumber = 1
    /// The state the bridge last set, which guards every transition it makes. It differs
    /// from UIKit's `state` while UIKit holds a recognized gesture back for a requirement.
    private var reportedState = UIGestureRecognizer.State.possible
    /// State changes set on UIKit but not yet delivered to ``stateChangeHandler``.
    private var undelivered: [StateChange] = []
    private var lastDeliveredState: RecognizerState?
    /// Changes the core made after a `.began` that UIKit has not sent to targets yet, and
    /// where the bridge is in waiting for it (see <doc:CoreRecognizersInUIKit>, "States").
    private var deferredChanges: [StateChange] = []
    private var beganHold = BeganHold.none
    private var deadlineTimer: Timer?
    private var scheduledDeadline: Double?
    private let relay = CoreGestureRelay()

    /// Creates a bridge for a core recognizer, with an optional UIKit target and action.
    ///
    /// - Parameters:
    ///   - core: The GestureCore recognizer; it must not be attached to an arena yet.
    ///   - target: An object that receives the action message at every reported state
    ///     change, as with any `UIGestureRecognizer`.
    ///   - action: The action message to send to `target`.
    public init(_ core: GestureRecognizer, target: Any? = nil, action: Selector? = nil) {
      self.core = core
      arena.attach(core, to: arena.root)
      super.init(target: target, action: action)
      relay.recognizer = self
      addTarget(relay, action: #selector(CoreGestureRelay.recognizerDidChangeState))
    }

    // MARK: - Reading the gesture

    /// The core's latest location in `view`'s coordinates (`nil`: the window's). Until the
    /// core reports its first state change of a sequence, UIKit's centroid of the touches.
    public override func location(in view: UIView?) -> CGPoint {
      guard reportedState != .possible || !undelivered.isEmpty else {
        return super.location(in: view)
      }
      let point = CGPoint(value.location)
      return view?.convert(point, from: nil) ?? point
    }

    /// The latest translation of a pan or edge pan, in `view`'s coordinates (`nil`: the
    /// window's): rotated and scaled into the view, as UIKit's `translation(in:)`.
    public func translation(in view: UIView?) -> CGPoint {
      let translation = CGPoint(x: CGFloat(value.translation.dx), y: CGFloat(value.translation.dy))
      return view?.convertVectorFromWindow(translation) ?? translation
    }

    /// The latest velocity of a pan or edge pan, in points per second in `view`'s
    /// coordinates (`nil`: the window's); at `ended`, the release velocity.
    public func velocity(in view: UIView?) -> CGPoint {
      let velocity = CGPoint(x: CGFloat(value.velocity.dx), y: CGFloat(value.velocity.dy))
      return view?.convertVectorFromWindow(velocity) ?? velocity
    }

    /// Sets a pan's translation (UIKit's `setTranslation(_:in:)`), usually back to zero after
    /// applying it; does nothing unless ``core`` is a `PanRecognizer` (or an edge pan).
    ///
    /// - Parameters:
    ///   - translation: The new translation, in `view`'s coordinates.
    ///   - view: The view the translation is expressed in; `nil` for the window.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
      guard let pan = core as? PanRecognizer else { return }
      let windowTranslation = view?.convertVectorToWindow(translation) ?? translation
      let vector = Vector(dx: Double(windowTranslation.x), dy: Double(windowTranslation.y))
      pan.setTranslation(vector)
      value.translation = vector
    }
  }

  // The core's state changes mirrored onto UIKit's `state`, delivered to the handler once
  // per change, and the core's deadlines served by a timer. Everything here is private to
  // this file but the entry points of the touch delivery (CoreGestureRecognizer+Touches.swift).
  extension CoreGestureRecognizer {
    // MARK: - Touch delivery entry points (used only by CoreGestureRecognizer+Touches.swift)

    /// At the first touch of a sequence: edge pans measure their band against the frame of
    /// their node; every other recognizer keeps an unbounded root, so that touches on
    /// subviews that overflow this view's bounds reach it, as UIKit delivers them.
    func boundArena(to view: UIView) {
      guard arena.activeTouchCount == 0 else { return }
      guard core is EdgePanRecognizer else {
        arena.root.frame = .unbounded
        return
      }
      arena.root.frame = Rect(edgeFrame?() ?? view.convert(view.bounds, to: nil))
    }

    /// Feeds one touch sample to the core and mirrors what it changed.
    func feed(_ id: TouchID, _ phase: TouchPhase, _ location: CGPoint, _ time: Double) {
      arena.handle(TouchSample(id: id, phase: phase, location: Point(location), timestamp: time))
      report(arena.changes)
    }

    /// After each touch delivery or deadline.
    func touchesDidChange() {
      // The core fails a recognizer that saw the sequence once nothing is pending; one that
      // never received a touch (an edge pan's touch outside the view) has nothing to fail,
      // so UIKit is told here, or it would wait for this recognizer for ever.
      if reportedState == .possible && arena.activeTouchCount == 0 && arena.nextDeadline == nil {
        setState(.failed)
      }
      scheduleDeadline()
    }

    /// From `reset()`: forgets the sequence without reporting anything or moving time.
    func forgetSequence() {
      cancelDeadlineTimer()
      // Apple's `UIGestureRecognizer.reset()` documentation: UIKit calls it once the
      // recognizer reached a final state, to prepare the next attempt. The sequence is
      // forgotten; time does not move forward, so the next touch is taken at its own time.
      arena.forgetSequence()
      undelivered.removeAll()
      reportedState = .possible
      lastDeliveredState = nil
      // A new sequence measures from nothing: the last gesture's translation and location
      // would otherwise be read, while `.possible`, as this one's.
      value = GestureValue(location: .zero)
      landingLocation = nil
    }

    // MARK: - States

    /// Mirrors the core's state changes onto UIKit's state.
    private func report(_ changes: [StateChange]) {
      for change in changes where change.recognizer === core {
        // UIKit sends a recognizer's targets one action per touch delivery, with the state
        // at the end of that delivery: transitions within one delivery (coalesced samples)
        // reach them as one, and `.began` could be skipped. So once `.began` is set, what
        // follows waits until UIKit has sent it.
        if beganHold != .none {
          deferredChanges.append(change)
          continue
        }
        mirror(change)
      }
    }

    private func mirror(_ change: StateChange) {
      value = change.value
      let next: UIGestureRecognizer.State
      switch change.state {
      case .possible: return
      case .began: next = .began
      case .changed: next = .changed
      case .ended, .recognized: next = .ended
      case .cancelled: next = .cancelled
      case .failed: next = .failed
      }
      guard Self.isValidTransition(from: reportedState, to: next) else { return }
      if next != .failed { undelivered.append(change) }
      setState(next)
      if next == .began { beganHold = .untilSent }
    }

    /// Where the bridge is in making sure targets see `.began`.
    fileprivate enum BeganHold {
      /// Changes are mirrored as they come.
      case none
      /// `.began` is set; UIKit has not sent it to targets yet (it sends after the touch
      /// delivery, or holds it back while a `require(toFail:)` is undecided).
      case untilSent
      /// UIKit sent `.began`; the deferred changes are applied on the next turn of the main
      /// run loop, or at the next touch delivery if that comes first.
      case flushScheduled
    }

    /// At the start of a touch delivery (CoreGestureRecognizer+Touches.swift) or a deadline: applies the deferred changes if
    /// `.began` was sent, or forgets them if UIKit reset the recognizer meanwhile (it was
    /// failed while holding `.began` back: `reset()` left the bridge at `.possible`).
    func settleBeganHold() {
      switch beganHold {
      case .none: break
      case .untilSent:
        if reportedState == .possible {
          beganHold = .none
          deferredChanges.removeAll()
        }
      case .flushScheduled: flushDeferredChanges()
      }
    }

    /// Applies the changes deferred behind `.began`, unless UIKit has ended, cancelled or
    /// reset the gesture meanwhile.
    private func flushDeferredChanges() {
      guard beganHold == .flushScheduled else { return }
      beganHold = .none
      let changes = deferredChanges
      deferredChanges.removeAll()
      guard reportedState == .began || reportedState == .changed,
        state == .began || state == .changed
      else { return }
      report(changes)
      touchesDidChange()
    }

    private func setState(_ next: UIGestureRecognizer.State) {
      reportedState = next
      state = next
      // UIKit fails a recognizer whose delegate refuses to let it begin: report nothing
      // more until UIKit resets it.
      if state == .failed { reportedState = .failed }
    }

    /// UIKit's valid transitions; anything else is dropped (the bridge never asks UIKit for
    /// an invalid one, which UIKit would log and ignore).
    private static func isValidTransition(
      from current: UIGestureRecognizer.State, to next: UIGestureRecognizer.State
    ) -> Bool {
      switch (current, next) {
      case (.possible, .began), (.possible, .ended), (.possible, .failed): true
      case (.began, .changed), (.began, .ended), (.began, .cancelled): true
      case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
      default: false
      }
    }

    /// Called from UIKit's action message: delivers what UIKit let through.
    fileprivate func deliverStateChanges() {
      var changes = undelivered
      undelivered.removeAll()
      if changes.isEmpty, state == .cancelled, lastDeliveredState?.isActive == true {
        let now = CACurrentMediaTime()
        changes.append(StateChange(recognizer: core, state: .cancelled, time: now, value: value))
      }
      for change in changes {
        lastDeliveredState = change.state
        stateChangeHandler?(self, change)
      }
      guard beganHold == .untilSent else { return }
      if deferredChanges.isEmpty || !(state == .began || state == .changed) {
        // Nothing followed `.began`, or UIKit ended the gesture itself: nothing to apply.
        beganHold = .none
        deferredChanges.removeAll()
      } else {
        // UIKit has sent `.began`; what followed is set on the next turn, where it is sent
        // with the state it leaves.
        beganHold = .flushScheduled
        DispatchQueue.main.async { [weak self] in self?.flushDeferredChanges() }
      }
    }

    // MARK: - Deadlines

    /// Asks for a timer call at the core's next deadline (a long press's duration, a double
    /// tap's interval, a swipe's time limit), replacing any earlier request.
    private func scheduleDeadline() {
      guard let deadline = arena.nextDeadline else {
        cancelDeadlineTimer()
        return
      }
      guard deadline != scheduledDeadline || deadlineTimer == nil else { return }
      cancelDeadlineTimer()
      scheduledDeadline = deadline
      // Apple's `UITouch.timestamp` and `CACurrentMediaTime()` documentation: both count
      // seconds since the system started, one clock. The core's deadlines, set from touch
      // times, are on it.
      let delay = max(0, deadline - CACurrentMediaTime())
      // The relay is the target: a timer retains its target, and must not keep the
      // recognizer alive after its view is gone.
      let timer = Timer(
        timeInterval: delay, target: relay,
        selector: #selector(CoreGestureRelay.deadlineTimerDidFire(_:)), userInfo: nil, repeats: false)
      // Common modes: the timer also fires while a scroll view tracks the finger.
      RunLoop.main.add(timer, forMode: .common)
      deadlineTimer = timer
    }

    fileprivate func deadlineTimerFired() {
      deadlineTimer = nil
      scheduledDeadline = nil
      settleBeganHold()
      guard let deadline = arena.nextDeadline else { return }
      if CACurrentMediaTime() >= deadline {
        arena.advance(to: deadline)
        report(arena.changes)
      }
      touchesDidChange()
    }

    private func cancelDeadlineTimer() {
      deadlineTimer?.invalidate()
      deadlineTimer = nil
      scheduledDeadline = nil
    }
  }

  /// The target of the bridge's own action message and of its deadline timer. A separate
  /// object, holding the bridge weakly: a recognizer that targets itself would depend on how
  /// UIKit keeps its targets to avoid a retain cycle, and a timer retains its target.
  @MainActor
  private final class CoreGestureRelay: NSObject {
    weak var recognizer: CoreGestureRecognizer?

    @objc func recognizerDidChangeState() {
      recognizer?.deliverStateChanges()
    }

    @objc func deadlineTimerDidFire(_ timer: Timer) {
      recognizer?.deadlineTimerFired()
    }
  }
#endif
