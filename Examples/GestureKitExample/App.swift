// GestureKitExample: one screen per GestureKit family, written as an app would use the API.
// See README.md next to this file for how to run it.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  /// The app: its one scene configuration is ``SceneDelegate``, which makes each window.
  ///
  /// On the scene life cycle, as apps built with the iOS 27 SDK must be: the window belongs
  /// to a scene, so iPad users can open the example in several windows side by side.
  @main
  @MainActor
  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      true
    }

    func application(
      _ application: UIApplication,
      configurationForConnecting connectingSceneSession: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(
        name: "Default Configuration", sessionRole: connectingSceneSession.role)
      configuration.delegateClass = SceneDelegate.self
      return configuration
    }
  }

  /// Makes a scene's window: a navigation controller with GestureKit's back swipe, over
  /// the menu.
  @MainActor
  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let windowScene = scene as? UIWindowScene else { return }
      let navigationController = UINavigationController(rootViewController: MenuViewController())
      navigationController.navigationBar.prefersLargeTitles = true
      // The system's edge swipe, made reliable: it keeps working under a custom
      // `leftBarButtonItem` or a hidden bar, and never fires at the root.
      navigationController.enableBackSwipe()

      let window = UIWindow(windowScene: windowScene)
      window.rootViewController = navigationController
      window.makeKeyAndVisible()
      self.window = window
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
