// GestureKitExample: one screen per GestureKit family, written as an app would use the API.
// See README.md next to this file for how to run it.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  /// Creates the window: a navigation controller with GestureKit's back swipe, over the menu.
  ///
  /// No scenes, so that the example needs no Info.plist entry beyond a default app's.
  @main
  @MainActor
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      let navigationController = UINavigationController(rootViewController: MenuViewController())
      navigationController.navigationBar.prefersLargeTitles = true
      // The system's edge swipe, made reliable: it keeps working under a custom
      // `leftBarButtonItem` or a hidden bar, and never fires at the root.
      navigationController.enableBackSwipe()

      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
      self.window = window
      return true
    }
  }
#else
  /// UIKit is not here (Linux, macOS without Catalyst): the target still builds, and says where
  /// to run it.
  @main
  enum ExampleMain {
    static func main() {
      print(
        "GestureKitExample is an iOS app: open the package in Xcode and run the "
          + "GestureKitExample scheme on an iPhone or simulator.")
    }
  }
#endif
