// The Swift code blocks of Sources/GestureCore/GestureCore.docc/SwipeBackHost.md, with what they need
// around them (the host's views and the app's state, declared just before). scripts/check-doc-samples
// checks that every block is here; `swift build` compiles this file on every platform, and the
// iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum SwipeBackHostSample {
  static func apply(_ effect: BackSwipeStore.Effect) {}
  static func draw(topScreenOffset: Double) {}

  static func host(
    edgePan: EdgePanRecognizer, arena: GestureArena, fullScreenPan: PanRecognizer,
    drag: DragEvent, now: Double, width: Double
  ) -> StoreDriver<BackSwipeStore> {
    let navigation = StoreDriver(BackSwipeStore(
      context: .init(container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 1),
      configuration: .init(backSwipe: .fullScreen, animator: .frames)))
    edgePan.shouldBegin = { _ in
      navigation.store.shouldBegin(.edge, start: edgePan.location - edgePan.translation,
                                   stroke: edgePan.translation)
    }
    arena.require(fullScreenPan, toFail: edgePan)   // BackSwipeStore.requiresFailure(.fullScreen, of: .edge)

    // Each phase of either pan, each display frame while the store needs frames:
    navigation.send(.drag(drag, time: now)) { effect in apply(effect) }
    if navigation.store.needsFrames { navigation.send(.tick(time: now)) { effect in apply(effect) } }
    draw(topScreenOffset: navigation.store.progress * width)
    return navigation
  }
}

#if canImport(UIKit)
  import GestureKit
  import UIKit

  extension SwipeBackHostSample {
    struct Form { var hasUnsavedChanges = false }

    @MainActor
    static func policies(
      chatViewController: UIViewController, navigation: StoreDriver<BackSwipeStore>, screen: Rect,
      form: Form, start: Point, stroke: Vector, swipeActions: SwipeActionsStore, rowID: Int
    ) -> Bool {
      // UIKit: on the pushed screen.
      chatViewController.backSwipePolicy = .edgeOnly
      // SwiftUI: on the pushed screen's view, ConversationView().backSwipePolicy(.edgeOnly).
      // Any host: the store's inputs.
      navigation.send(.contextChanged(.init(container: screen, stackDepth: 2, policy: .edgeOnly,
                                            isVetoedByApp: form.hasUnsavedChanges))) { effect in apply(effect) }
      let mayBegin = navigation.store.shouldBegin(.fullScreen, start: start, stroke: stroke,
                                                  claim: swipeActions.backSwipeClaim(onRow: rowID))
      return mayBegin
    }
  }
#endif
