#if canImport(UIKit)
  import GestureCore
  import UIKit

  // How the three recognizers share the list's touches with each other and with the list's
  // own scrolling:
  // - the swipe is a horizontal pan: the core fails it as soon as a stroke is vertical, and
  //   the list's pan waits for that failure, so vertical scrolling is never stolen and a
  //   horizontal stroke never scrolls;
  // - the long press wins after its duration (0.5 s) if the finger stayed within 10 pt,
  //   which no scroll does; the list's pan is disabled while a row is lifted;
  // - the pinch needs two fingers on two adjacent rows; the list's pan is disabled while
  //   its gap is open.
  // The three never recognize together (UIKit's default), and each refuses to begin while
  // another holds the rows.
  extension ListGestures {
    /// The delegate of the three recognizers. A separate object, holding the controller
    /// weakly: a recognizer's delegate is weak, and the controller's public API stays free of
    /// `UIGestureRecognizerDelegate`.
    @MainActor
    final class Arbiter: NSObject, UIGestureRecognizerDelegate {
      weak var owner: ListGestures?

      func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let owner else { return false }
        if recognizer === owner.swipeGestureRecognizer { return owner.shouldBeginSwipe() }
        if recognizer === owner.reorderGestureRecognizer { return owner.shouldBeginReorder() }
        if recognizer === owner.pinchGestureRecognizer { return owner.shouldBeginPinch() }
        return true
      }

      func gestureRecognizer(
        _ recognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy other: UIGestureRecognizer
      ) -> Bool {
        // The list's pan waits for the swipe to fail. Declared here rather than with
        // `require(toFail:)` on the list's pan, so that it ends with these recognizers.
        guard let owner, recognizer === owner.swipeGestureRecognizer else { return false }
        return other === owner.list?.panGestureRecognizer
      }
    }
  }
#endif
