#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  // UIKit's touch delivery, fed to the core's arena: each UITouch gets a TouchID, each
  // delivery one arena pass.
  extension CoreGestureRecognizer {
    // MARK: - Touches

    /// Feeds new touches to the core, each with a new `TouchID`.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      guard let view else { return }
      settleBeganHold()
      boundArena(to: view)
      for touch in touches {
        // GestureKit's rule: its recognizers leave a touch that starts a control's own action
        // to the control, unless the app turns `yieldsToControls` off (a control does not
        // defend itself against a `UIGestureRecognizer` subclass: see `ControlActions`). An
        // ignored touch is not cancelled even with `cancelsTouchesInView`
        // (`UIGestureRecognizer.ignore(_:for:)`'s documentation).
        if yieldsToControls, leavesToControl(touch) {
          ignore(touch, for: event)
          continue
        }
        if isSecondaryClickOnTap(touch, event) {
          ignore(touch, for: event)
          continue
        }
        let id = TouchID(nextTouchNumber)
        nextTouchNumber += 1
        touchIDs[ObjectIdentifier(touch)] = id
        let location = view.windowLocation(of: touch)
        if landingLocation == nil { landingLocation = location }
        feed(id, .began, location, touch.timestamp)
      }
      touchesDidChange()
    }

    /// Feeds every coalesced sample of the moved touches to the core.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      guard let view else { return }
      settleBeganHold()
      for touch in touches {
        guard let id = touchIDs[ObjectIdentifier(touch)] else { continue }
        let samples = event.coalescedTouches(for: touch) ?? [touch]
        for sample in samples.isEmpty ? [touch] : samples {
          feed(id, .moved, view.windowLocation(of: sample), sample.timestamp)
        }
      }
      touchesDidChange()
    }

    /// Feeds the lifted touches to the core.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      finish(touches, phase: .ended)
    }

    /// Feeds the cancelled touches to the core, which cancels an active gesture.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      finish(touches, phase: .cancelled)
    }

    /// Cancels the deadline timer and brings the core to rest for the next sequence.
    ///
    /// UIKit calls this after the gesture ended, failed or was cancelled, including when
    /// UIKit itself failed it (another recognizer won) while touches were still down, or
    /// between the taps of a multi-tap: the core forgets those touches and deadlines without
    /// reporting anything, and without moving its clock, so the next touch is taken at its
    /// own time.
    public override func reset() {
      super.reset()
      forgetSequence()
      touchIDs.removeAll()
    }

    private func finish(_ touches: Set<UITouch>, phase: TouchPhase) {
      settleBeganHold()
      for touch in touches {
        guard let id = touchIDs.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
        let location = view?.windowLocation(of: touch) ?? touch.location(in: nil)
        feed(id, phase, location, touch.timestamp)
      }
      touchesDidChange()
    }

    /// Whether a touch is a pointer click without the primary button on a tap: a right
    /// click, which opens context menus and is no tap.
    ///
    /// A mouse or trackpad click arrives as a touch of type `.indirectPointer` (Apple's
    /// `UITouch.TouchType.indirectPointer` documentation), whatever the button; UIKit's own
    /// taps take the primary button only (`UITapGestureRecognizer.buttonMaskRequired`'s
    /// documentation: "Default is UIEventButtonMaskPrimary"), so `onTap` does the same.
    private func isSecondaryClickOnTap(_ touch: UITouch, _ event: UIEvent) -> Bool {
      core is TapRecognizer && touch.type == .indirectPointer
        && !event.buttonMask.contains(.primary)
    }
  }
#endif
