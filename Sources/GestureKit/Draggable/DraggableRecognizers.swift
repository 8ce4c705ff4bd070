#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The recognizers of a floating view: the store's declared drag, pinch and double tap, the
  /// touch observer that catches the view in flight, and the drag's trackpad and mouse
  /// companion.
  ///
  /// A ``DraggableController`` makes a set and puts it on its view (or, for SwiftUI's
  /// `floating` before iOS 18, on the hosting view). SwiftUI's `floating` from iOS 18 keeps one
  /// set for as long as its SwiftUI view lives and hands it to each controller it makes:
  /// SwiftUI attaches each recognizer to the floating content it draws
  /// (`UIGestureRecognizerRepresentable`), once, so the same recognizers must serve every
  /// controller the view ever has.
  @MainActor
  final class DraggableRecognizers {
    /// The store's drag.
    let pan: CoreGestureRecognizer
    /// The store's pinch, which resizes.
    let pinch: CoreGestureRecognizer
    /// The store's double tap, which cycles the sizes.
    let doubleTap: CoreGestureRecognizer
    /// Reports fingers down and up on the view.
    let touches = TouchObserver()
    /// The drag's trackpad and mouse scrolls.
    let scrollPan = ScrollDragCompanion(name: "GestureKit.draggable.scroll", axis: .free)
    /// Whether SwiftUI attaches the recognizers to the content it draws: nobody else puts
    /// them on a view or takes them off; a controller turns them on and off instead.
    let isAttachedBySwiftUI: Bool
    /// The controller they serve now, held weakly: the last one made with them. Only it turns
    /// them off or clears their handlers, so a controller SwiftUI lets go of after making the
    /// next one leaves its successor's alone.
    weak var owner: DraggableController?

    /// The store's declared recognizers (made from a store with `configuration`: the
    /// declaration does not depend on it), a touch observer and a scroll companion, on no
    /// view.
    ///
    /// - Parameters:
    ///   - configuration: The floating view's options.
    ///   - attachedBySwiftUI: Whether SwiftUI attaches them (``isAttachedBySwiftUI``); they
    ///     are then off until a controller takes them over.
    init(configuration: DraggableStore.Configuration, attachedBySwiftUI: Bool) {
      let declared = StoreHost<DraggableStore>.makeGestureRecognizers(
        declaredBy: DraggableStore(frame: .zero, bounds: .zero, configuration: configuration)
          .gestures)
      pan = declared[0]
      pinch = declared[1]
      doubleTap = declared[2]
      isAttachedBySwiftUI = attachedBySwiftUI
      // UIKit: a disabled recognizer receives no touches. SwiftUI may attach them before the
      // area has a size, when there is no controller yet to send their changes to.
      for recognizer in all { recognizer.isEnabled = !attachedBySwiftUI }
    }

    /// Every recognizer of the set.
    var all: [UIGestureRecognizer] { [pan, pinch, doubleTap, touches, scrollPan.pan] }
  }
#endif

#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension DraggableController {
    /// Makes the recognizers SwiftUI attached this controller's: it becomes their owner, turns
    /// on the drag, the observer and the scroll companion, and the resizers its configuration
    /// allows. Their handlers and delegate are this controller's already (its initializer
    /// set them).
    func takeOverSwiftUIRecognizers() {
      guard !isInvalidated else { return }
      recognizers.owner = self
      for recognizer in [gestureRecognizer, recognizers.touches, recognizers.scrollPan.pan]
        as [UIGestureRecognizer]
      {
        recognizer.isEnabled = true
      }
      recognizers.scrollPan.pair(with: gestureRecognizer)
      // The resizers follow the configuration.
      attachResizeRecognizers()
    }

    /// Lets go of the recognizers when the controller is invalidated: takes its own off their
    /// views; turns SwiftUI's off, unless a newer controller took them over (SwiftUI made the
    /// next area before dismantling this one), whose handlers stay.
    func releaseRecognizers() {
      let all = recognizers.all
      if recognizers.isAttachedBySwiftUI {
        guard recognizers.owner === self else { return }
        recognizers.owner = nil
        // UIKit: a recognizer disabled mid-gesture is cancelled, and a disabled one receives
        // no touches. The store is gone: nothing hears the cancel.
        for recognizer in all { recognizer.isEnabled = false }
      } else {
        for recognizer in all { recognizer.view?.removeGestureRecognizer(recognizer) }
      }
      gestureRecognizer.stateChangeHandler = nil
      pinchRecognizer.stateChangeHandler = nil
      doubleTapRecognizer.stateChangeHandler = nil
      recognizers.scrollPan.onChange = nil
      recognizers.touches.onTouch = nil
    }
  }
#endif
