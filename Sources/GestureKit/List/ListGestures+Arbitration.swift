#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  // Arbitration: the list's answers to what UIKit asks its recognizers (whether a gesture may
  // begin, which touches it takes, how it relates to the list's own pan), asked by the
  // families' one delegate (`FamilyGestureDelegate`), which relates the list's recognizers
  // to each other and to the back swipe.
  extension ListGestures: FamilyRecognizers {
    /// The store's declared relations (none among the three: they are exclusive).
    var declaredRelations: GestureRelations { host.store.gestures.relations }

    /// The declared slots: the swipe, the long press, the pinch (a trackpad's pinch fills
    /// the pinch's).
    func slot(of recognizer: UIGestureRecognizer) -> Int? {
      if recognizer === swipeGestureRecognizer { return 0 }
      if recognizer === reorderGestureRecognizer { return 1 }
      if recognizer === pinchGestureRecognizer || recognizer === trackpadPinch { return 2 }
      return nil
    }

    /// The row swipe's claim on a stroke towards the trailing edge, from the store.
    func backSwipeClaim(
      of recognizer: UIGestureRecognizer, at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim? {
      guard recognizer === swipeGestureRecognizer else { return nil }
      // Without a completion the list refuses strokes towards the trailing edge.
      guard onComplete != nil else { return BackSwipe.Claim.none }
      // Window coordinates, as the list's swipe asks its store.
      return host.store.backSwipeClaim(atY: Double(point.y))
    }

    /// Whether a gesture may begin is the store's decision (`ListStore.allowsSwipe(startingAtY:)`
    /// and the others); this only asks it and adds whether the app handles the result.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
      // A pure question, asked in the middle of UIKit's arbitration: the store as it is,
      // with the viewport as it is now (the rows were read at touch-down), and no event.
      var store = host.store
      var ignored: [ListStore.Effect] = []
      store.handle(.viewportChanged(readViewport()), into: &ignored)  // on a copy
      if recognizer === swipeGestureRecognizer {
        let value = swipeGestureRecognizer.value
        // Never while its trackpad companion drives a swipe (`IndirectScroll`).
        return swipeScrollPan.touchDragMayBegin
          && handlesStroke(dx: value.translation.dx)
          && store.allowsSwipe(
            startingAtY: value.location.y - value.translation.dy, towards: value.translation.dx)
      }
      if recognizer === swipeScrollPan.pan {
        // Window coordinates, as the core swipe's value.
        let pan = swipeScrollPan.pan
        let startY = pan.location(in: nil).y - pan.translation(in: nil).y
        let dx = Double(pan.translation(in: nil).x)
        return handlesStroke(dx: dx) && store.allowsSwipe(startingAtY: Double(startY), towards: dx)
      }
      if recognizer === reorderGestureRecognizer {
        return onMove != nil && store.allowsLift(atY: reorderGestureRecognizer.value.location.y)
      }
      if recognizer === pinchGestureRecognizer || recognizer === trackpadPinch {
        return onInsert != nil && store.allowsPinch
      }
      return true
    }

    /// The trackpad's pinch comes as an event of its own, never as touches: fingers on the
    /// screen are the core pinch's.
    func admitsTouch(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
      recognizer !== trackpadPinch
    }

    func shouldReceive(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
      guard admitsTouch(recognizer, touch: touch) else { return false }
      // A plain UIGestureRecognizer is not one the controls defer to. GestureCore's one rule
      // (`ControlTouches`): the swipe and the long press leave a slider's or a switch's drag
      // and text being edited their touches (the touch-down observer as a drag too); buttons
      // keep their taps, none of these being a tap.
      let overlap = (recognizer as? CoreGestureRecognizer).map { ControlOverlap($0.core) } ?? .drag
      return !ControlTouches.leavesTouch(
        to: ControlActions(touchedView: touch.view, below: list), overlap: overlap)
    }

    /// The store's name for a recognizer, if the list's relations name it.
    private func role(of recognizer: UIGestureRecognizer) -> ListStore.Recognizer? {
      if recognizer === swipeGestureRecognizer { return .swipe }
      if recognizer === reorderGestureRecognizer { return .reorder }
      if recognizer === pinchGestureRecognizer || recognizer === trackpadPinch { return .pinch }
      if recognizer === list?.panGestureRecognizer { return .listScroll }
      // the navigation's back swipe is a screen-edge pan.
      if recognizer is UIScreenEdgePanGestureRecognizer { return .screenEdgePan }
      return nil
    }

    /// The store's relations to the list's own pan (it waits for the row swipe) and to a
    /// screen-edge pan that is no navigation's (the row swipe waits for it).
    func requiresFailure(_ recognizer: UIGestureRecognizer, ofOutside other: UIGestureRecognizer)
      -> Bool
    {
      guard let first = role(of: recognizer), let second = role(of: other) else { return false }
      return ListStore.requiresFailure(first, of: second)
    }

    /// The list's pan waits for the row swipe: asked of the delegate of the recognizer waited
    /// for, as the list's pan has the scroll view's.
    func isRequiredToFail(_ recognizer: UIGestureRecognizer, byOutside other: UIGestureRecognizer)
      -> Bool
    {
      guard let first = role(of: other), let second = role(of: recognizer) else { return false }
      return ListStore.requiresFailure(first, of: second)
    }

    func recognizesSimultaneously(
      _ recognizer: UIGestureRecognizer, withOutside other: UIGestureRecognizer
    ) -> Bool {
      // The touch-down observer never recognises; it must not keep others waiting.
      if recognizer === touchDownObserver || other === touchDownObserver { return true }
      // The store's relations (the pinch runs with the list's pan).
      guard let first = role(of: recognizer), let second = role(of: other) else { return false }
      return ListStore.recognizesSimultaneously(first, with: second)
    }

    /// The target of the trackpad's pinch, holding the controller weakly (a recognizer
    /// retains its targets).
    @MainActor
    final class TrackpadPinchTarget: NSObject {
      weak var owner: ListGestures?

      /// A trackpad pinch changed: the store reads it as two imagined fingers around the
      /// pointer (``ListStore/PinchReader/phase(trackpad:y:scale:scaleVelocity:)``), in
      /// window coordinates as the core recognizers report.
      @objc func trackpadPinchDidChange(_ pinch: UIPinchGestureRecognizer) {
        guard let owner else { return }
        guard let state = RecognizerState(continuous: pinch.state) else { return }
        guard
          let phase = owner.trackpadPinchReader.phase(
            trackpad: state, y: Double(pinch.location(in: nil).y), scale: Double(pinch.scale),
            scaleVelocity: Double(pinch.velocity))
        else { return }
        if case .began = phase { owner.synchronize() }
        owner.send(.pinch(phase, time: owner.host.now()))
      }
    }
  }
#endif
