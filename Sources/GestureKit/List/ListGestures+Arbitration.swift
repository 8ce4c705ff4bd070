#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  // Arbitration: the recognizers' delegate asks the store whether a gesture may begin and
  // relates the swipe to the list's own pan; the touch-down observer tells the store a
  // finger is down.
  extension ListGestures {
    /// The delegate of the recognizers. A separate object, holding the controller weakly: a
    /// recognizer's delegate is weak, and the controller's public API stays free of
    /// `UIGestureRecognizerDelegate`.
    ///
    /// Whether a gesture may begin is the store's decision (`ListStore.allowsSwipe(startingAtY:)`
    /// and the others); this only asks it, adds whether the app handles the result, and
    /// relates the swipe to the list's own pan.
    @MainActor
    final class Arbiter: NSObject, UIGestureRecognizerDelegate {
      weak var owner: ListGestures?

      func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let owner else { return false }
        // A pure question, asked in the middle of UIKit's arbitration: the store as it is,
        // with the viewport as it is now (the rows were read at touch-down), and no event.
        var store = owner.host.store
        var ignored: [ListStore.Effect] = []
        store.handle(.viewportChanged(owner.readViewport()), into: &ignored)  // on a copy
        if recognizer === owner.swipeGestureRecognizer {
          let value = owner.swipeGestureRecognizer.value
          // Never while its trackpad companion drives a swipe (`IndirectScroll`).
          return owner.swipeScrollPan.touchDragMayBegin
            && owner.handlesStroke(dx: value.translation.dx)
            && store.allowsSwipe(
              startingAtY: value.location.y - value.translation.dy, towards: value.translation.dx)
        }
        if recognizer === owner.swipeScrollPan.pan {
          // Window coordinates, as the core swipe's value.
          let pan = owner.swipeScrollPan.pan
          let startY = pan.location(in: nil).y - pan.translation(in: nil).y
          let dx = Double(pan.translation(in: nil).x)
          return owner.handlesStroke(dx: dx)
            && store.allowsSwipe(startingAtY: Double(startY), towards: dx)
        }
        if recognizer === owner.reorderGestureRecognizer {
          return owner.onMove != nil
            && store.allowsLift(atY: owner.reorderGestureRecognizer.value.location.y)
        }
        if recognizer === owner.pinchGestureRecognizer || recognizer === owner.trackpadPinch {
          return owner.onInsert != nil && store.allowsPinch
        }
        return true
      }

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

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch
      ) -> Bool {
        // The trackpad's pinch comes as an event of its own, never as touches: fingers on the
        // screen are the core pinch's.
        if recognizer === owner?.trackpadPinch { return false }
        // A plain UIGestureRecognizer is not one the
        // controls defer to. GestureCore's one rule (`ControlTouches`): the swipe and the
        // long press leave a slider's or a switch's drag and text being edited their touches
        // (the touch-down observer as a drag too); buttons keep their taps, none of these
        // being a tap.
        let overlap = (recognizer as? CoreGestureRecognizer).map { ControlOverlap($0.core) } ?? .drag
        return !ControlTouches.leavesTouch(
          to: ControlActions(touchedView: touch.view, below: owner?.list), overlap: overlap)
      }

      /// The store's name for a recognizer, if the list's relations name it.
      func role(of recognizer: UIGestureRecognizer) -> ListStore.Recognizer? {
        guard let owner else { return nil }
        if recognizer === owner.swipeGestureRecognizer { return .swipe }
        if recognizer === owner.reorderGestureRecognizer { return .reorder }
        if recognizer === owner.pinchGestureRecognizer || recognizer === owner.trackpadPinch {
          return .pinch
        }
        if recognizer === owner.list?.panGestureRecognizer { return .listScroll }
        // the navigation's back swipe is a screen-edge pan.
        if recognizer is UIScreenEdgePanGestureRecognizer { return .screenEdgePan }
        return nil
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool {
        guard let owner else { return false }
        // The touch-down observer never recognises; it must not keep others waiting.
        if recognizer === owner.touchDownObserver || other === owner.touchDownObserver {
          return true
        }
        // The store's relations (the pinch runs with the list's pan). UIKit lets two
        // recognizers run together when either delegate says so.
        guard let first = role(of: recognizer), let second = role(of: other) else { return false }
        return ListStore.recognizesSimultaneously(first, with: second)
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldRequireFailureOf other: UIGestureRecognizer
      ) -> Bool {
        // The navigation's back recognizers (the edge pop, iOS 26's content pop): GestureCore's
        // table, whether or not the app turned GestureKit's swipe back on.
        if let precedence = BackSwipeRelations.precedence(of: recognizer, against: other) {
          return precedence == .backFirst
        }
        // The store's relations. UIKit asks this of the delegate of the recognizer that would
        // wait.
        guard let first = role(of: recognizer), let second = role(of: other) else { return false }
        return ListStore.requiresFailure(first, of: second)
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy other: UIGestureRecognizer
      ) -> Bool {
        // A back recognizer waits for the row swipe where the table puts the content first.
        if let precedence = BackSwipeRelations.precedence(of: recognizer, against: other) {
          return precedence == .contentFirst
        }
        // The store's relations (the list's pan waits for the row swipe), asked of the
        // delegate of the recognizer waited for: the list's pan has the scroll view's.
        guard let first = role(of: other), let second = role(of: recognizer) else { return false }
        return ListStore.requiresFailure(first, of: second)
      }
    }
  }
#endif
