#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  // The core's state changes mirrored onto UIKit's `state`, delivered to the handler once
  // per change, and the core's deadlines served by a timer.
  extension CoreGestureRecognizer {
    // MARK: - States

    /// Mirrors the core's state changes onto UIKit's state.
    func report(_ changes: [StateChange]) {
      for change in changes where change.recognizer === core {
        // uikit-rules.md: "The target-action of a recognizer is called once per touch
        // delivery with the state at the end of that delivery [...] so `.began` can be
        // skipped." Once `.began` is set, what follows waits until UIKit has sent it.
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
    enum BeganHold {
      /// Changes are mirrored as they come.
      case none
      /// `.began` is set; UIKit has not sent it to targets yet (it sends after the touch
      /// delivery, or holds it back while a `require(toFail:)` is undecided).
      case untilSent
      /// UIKit sent `.began`; the deferred changes are applied on the next turn of the main
      /// run loop, or at the next touch delivery if that comes first.
      case flushScheduled
    }

    /// At the start of a touch delivery or a deadline: applies the deferred changes if
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
    func flushDeferredChanges() {
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

    func setState(_ next: UIGestureRecognizer.State) {
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
    func deliverStateChanges() {
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
    func scheduleDeadline() {
      guard let deadline = arena.nextDeadline else {
        cancelDeadlineTimer()
        return
      }
      guard deadline != scheduledDeadline || deadlineTimer == nil else { return }
      cancelDeadlineTimer()
      scheduledDeadline = deadline
      // uikit-rules.md: "`UITouch.timestamp` and `CACurrentMediaTime()` share one clock
      // (seconds since boot)": the core's deadlines, set from touch times, are on it.
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

    func deadlineTimerFired() {
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

    func cancelDeadlineTimer() {
      deadlineTimer?.invalidate()
      deadlineTimer = nil
      scheduledDeadline = nil
    }
  }

  /// The target of the bridge's own action message and of its deadline timer. A separate
  /// object, holding the bridge weakly: a recognizer that targets itself would depend on how
  /// UIKit keeps its targets to avoid a retain cycle, and a timer retains its target.
  @MainActor
  final class CoreGestureRelay: NSObject {
    weak var recognizer: CoreGestureRecognizer?

    @objc func recognizerDidChangeState() {
      recognizer?.deliverStateChanges()
    }

    @objc func deadlineTimerDidFire(_ timer: Timer) {
      recognizer?.deadlineTimerFired()
    }
  }
#endif
