// The Swift code blocks of docs/Migrating/FDFullscreenPopGesture.md that use GestureKit, in
// the order they appear there, with what they need around them. scripts/check-doc-samples
// checks that every block is here; the iOS type-check (scripts/typecheck-ios) compiles this
// file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum FDFullscreenPopGestureMigration {
    @MainActor
    static func makeNavigationController(root: UIViewController) -> UINavigationController {
      let navigationController = UINavigationController(rootViewController: root)
      navigationController.enableBackSwipe(.fullScreen)
      return navigationController
    }

    @MainActor
    static func configure(
      _ navigationController: UINavigationController, photo: UIViewController,
      chat: UIViewController
    ) {
      navigationController.backSwipe.isEnabled = false  // fd_fullscreenPopGestureRecognizer.enabled = NO
      photo.backSwipePolicy = .disabled  // fd_interactivePopDisabled = YES
      chat.backSwipePolicy = .edgeOnly  // back from the edge only on this screen

      var configuration = BackSwipe.Configuration.fullScreen
      configuration.startRegion = .fullScreen(maximumDistance: 100)  // ...MaxAllowedInitialDistanceToLeftEdge
      navigationController.enableBackSwipe(configuration)
    }

    final class ProfileViewController: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)  // fd_prefersNavigationBarHidden
      }

      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
      }
    }

    final class GalleryViewController: UIViewController {
      private let strip = UIScrollView()
      private let overlay = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(strip)
        view.addSubview(overlay)  // takes the touches above the strip
        if let navigationController {
          strip.yieldToBackSwipe(in: navigationController)
        }
      }
    }

    final class InboxNavigationController: UINavigationController {
      override func viewDidLoad() {
        super.viewDidLoad()
        enableBackSwipe()  // the edge swipe, also under a custom back button
      }
    }
  }
#endif
