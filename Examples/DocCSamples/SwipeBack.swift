// The Swift code blocks of Sources/GestureKit/GestureKit.docc/SwipeBack.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import SwiftUI
  import UIKit

  enum SwipeBackSample {
    final class PhotoViewController: UIViewController { var isCropping = false }
    final class Board: UIView { var playArea = CGRect.zero }
    struct ConversationView: View { var body: some View { EmptyView() } }
    struct PhotoView: View { var body: some View { EmptyView() } }
    struct SketchView: View { var body: some View { EmptyView() } }

    @MainActor
    static func enable(
      navigationController: UINavigationController, chatViewController: UIViewController,
      drawingViewController: UIViewController
    ) {
      navigationController.enableBackSwipe()              // the system edge swipe, guarded
      navigationController.enableBackSwipe(.fullScreen)   // from anywhere on the screen
      chatViewController.backSwipePolicy = .edgeOnly     // per screen: .automatic, .edgeOnly,
      drawingViewController.backSwipePolicy = .disabled   // .fullScreen, .disabled
    }

    @MainActor
    static func policies(
      chatViewController: UIViewController, photoViewController: UIViewController,
      formViewController: UIViewController
    ) {
      // UIKit: on the pushed view controller.
      chatViewController.backSwipePolicy = .edgeOnly      // Messages: rows swipe to reply
      photoViewController.backSwipePolicy = .fullScreen   // from anywhere on this screen only
      formViewController.backSwipePolicy = .disabled
    }

    @MainActor @ViewBuilder
    static func swiftUIPolicies() -> some View {
      // SwiftUI: on the pushed screen's view.
      ConversationView().backSwipePolicy(.edgeOnly)
      PhotoView().backSwipePolicy(.fullScreen)
    }

    @MainActor
    static func exclusions(canvas: UIView, board: Board) {
      canvas.excludesBackSwipe = true                         // the whole view, as it resizes
      board.backSwipeExclusionRects = [board.playArea]        // part of it, in its coordinates
      // SwiftUI: SketchView().backSwipeExcluded()
    }

    @available(iOS 18.0, *)
    @MainActor
    static func zoom(photo: PhotoViewController, thumbnail: UIView) {
      photo.preferredTransition = .zoom(
        options: .followingBackSwipe(of: photo, appAllows: { !photo.isCropping })
      ) { _ in thumbnail }
    }

    @available(iOS 18.0, *)
    @MainActor
    static func zoomByHand(photo: PhotoViewController, thumbnail: UIView) {
      let options = UIViewController.Transition.ZoomOptions()
      options.interactiveDismissShouldBegin = { [weak photo] context in
        photo?.zoomDismissShouldBegin(
          at: context.location, velocity: context.velocity, willBegin: context.willBegin,
          appAllows: !(photo?.isCropping ?? false)) ?? context.willBegin
      }
      photo.preferredTransition = .zoom(options: options) { _ in thumbnail }
    }
  }
#endif
