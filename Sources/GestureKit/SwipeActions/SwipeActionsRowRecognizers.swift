#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The recognizers of a row's content: the pan, the close tap, the touch observer and the
  /// pan's trackpad and mouse companion (the buttons' container has its own, which its
  /// controller makes).
  ///
  /// A ``SwipeActionsController`` makes a set and puts it on its view. A SwiftUI
  /// `swipeToReveal` from iOS 18 keeps one set for as long as its SwiftUI view lives and
  /// hands it to each controller it makes: SwiftUI attaches each of them to the content it
  /// draws (`UIGestureRecognizerRepresentable`), once, so the same recognizers must serve
  /// every controller the view ever has.
  @MainActor
  final class SwipeActionsRowRecognizers {
    /// The store's drag.
    let pan: CoreGestureRecognizer
    /// The store's close tap.
    let tap: CoreGestureRecognizer
    /// Reports fingers down and up on the content.
    let touches = SwipeActionsTouchObserver()
    /// The pan's trackpad and mouse scrolls.
    let scrollPan = ScrollDragCompanion(name: "GestureKit.swipeActions.scroll")
    /// Whether SwiftUI attaches the recognizers to the content it draws: nobody else puts
    /// them on a view or takes them off.
    let isAttachedBySwiftUI: Bool
    /// The controller they serve now, held weakly: the last one made with them. Only it
    /// turns them off, so a controller SwiftUI removes after making the next one (a row
    /// shown again before its old view is dismantled) leaves its successor's alone.
    weak var owner: SwipeActionsController?

    /// The store's declared pan and close tap, a touch observer and a scroll companion, on no
    /// view.
    ///
    /// - Parameter attachedBySwiftUI: Whether SwiftUI attaches them (see
    ///   ``isAttachedBySwiftUI``).
    init(attachedBySwiftUI: Bool) {
      let declared = StoreHost<SwipeActionsStore>.makeGestureRecognizers(
        declaredBy: SwipeActionsStore().gestures)
      pan = declared[0]
      tap = declared[1]
      isAttachedBySwiftUI = attachedBySwiftUI
      if attachedBySwiftUI {
        // Off until a controller takes them over and turns on what it needs: SwiftUI may
        // attach them before the row has a controller (it gets one once it is on a screen).
        // UIKit: a disabled recognizer receives no touches.
        for recognizer in [pan, tap, touches, scrollPan.pan] as [UIGestureRecognizer] {
          recognizer.isEnabled = false
        }
      }
    }
  }
#endif
