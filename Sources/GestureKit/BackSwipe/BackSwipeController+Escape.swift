#if canImport(UIKit)
  import GestureCore
  import UIKit

  // A second way back: the accessibility escape and the keyboard's Back shortcut pop where
  // the screen shows a way back (the system's back button, or the button the app declared in
  // its place), whatever the swipe's policy; the declared button gets a name.
  extension BackSwipeController {
    /// Pops the top screen as its way back would, for the accessibility escape (VoiceOver's
    /// two-finger scrub, Switch Control's and Voice Control's "go back", Full Keyboard
    /// Access's escape) where the top screen replaces its back button; returns whether it
    /// popped.
    ///
    /// UIKit asks the focused element for the escape first, then each of its ancestors and
    /// their view controllers, until one answers `true`; GestureKit is not among them, so
    /// forward it from the screen whose back button you replaced, after your own handling
    /// (where the system's back button shows, the navigation controller answers the escape
    /// itself, and this returns `false` to let it):
    ///
    /// ```swift
    /// // In viewDidLoad, after setting navigationItem.leftBarButtonItem:
    /// customBackButtonItem = navigationItem.leftBarButtonItem
    ///
    /// override func accessibilityPerformEscape() -> Bool {
    ///   navigationController?.backSwipe.performEscape() ?? false
    /// }
    /// ```
    ///
    /// The escape pops where GestureCore's `BackSwipeStore.escapeRefusal` is `nil`: above the
    /// root, with no swipe, push or pop under way, and the system's back button hidden. Where
    /// the screen declared its own back button (`UIViewController.customBackButtonItem`,
    /// shown and enabled), the escape is that button's second way and pops even while the
    /// swipe is off (``isEnabled``, the screen's `.disabled` policy, the app's veto). A screen
    /// that hides its back button and declares none pops too, as the swipe's second way,
    /// unless its policy is `.disabled` or the app vetoes the swipe there. It leaves the
    /// escape to a screen presented over the navigation (a sheet): `false` while one is.
    @discardableResult
    public func performEscape() -> Bool {
      guard let navigationController, navigationController.presentedViewController == nil
      else { return false }
      refreshContext()
      guard host.store.escapeRefusal == nil else { return false }
      return navigationController.popViewController(animated: true) != nil
    }

    /// Pops for the keyboard's Back shortcut (⌘[): as ``performEscape()``, and also where the
    /// system's back button shows, which does not answer a key.
    func performBackShortcut() {
      guard let navigationController, navigationController.presentedViewController == nil
      else { return }
      refreshContext()
      guard host.store.escapeRefusal(answeringForSystemBackButton: true) == nil else { return }
      navigationController.popViewController(animated: true)
    }

    /// Gives the navigation controller the keyboard's Back shortcut, ⌘[, once: a key command
    /// titled "Back" whose action is ``performBackShortcut()``. UIKit offers a responder's
    /// key commands while the first responder is it or inside it (any screen of the stack),
    /// lists the titled ones in the shortcuts overlay (a held ⌘) under their discoverability
    /// title, and sends the action along the responder chain from the first responder,
    /// which reaches the navigation controller's own method below.
    func addBackKeyCommand(to navigationController: UINavigationController) {
      guard backKeyCommand == nil else { return }
      let title = NSLocalizedString(
        "Back", tableName: "GestureKit", comment: "The keyboard shortcut that goes back")
      let command = UIKeyCommand(
        title: title,
        action: #selector(UINavigationController.performBackSwipeShortcut(_:)), input: "[",
        modifierFlags: .command, discoverabilityTitle: title)
      navigationController.addKeyCommand(command)
      backKeyCommand = command
      refreshContext()
    }

    /// Lists the Back shortcut in the shortcuts overlay only where GestureCore's
    /// `BackSwipeStore.offersBackShortcut` says the screen has a way back, as last reported
    /// (called after every event the store handles). UIKit leaves a key command whose
    /// attributes include `.hidden` out of the overlay and the menus but still performs it
    /// when its keys are pressed; the action asks the store again then.
    func updateBackKeyCommand() {
      guard let command = backKeyCommand else { return }
      let attributes: UIMenuElement.Attributes = host.store.offersBackShortcut ? [] : .hidden
      if command.attributes != attributes { command.attributes = attributes }
    }

    /// Takes the Back shortcut away (the back swipe turned off).
    func removeBackKeyCommand() {
      guard let command = backKeyCommand else { return }
      navigationController?.removeKeyCommand(command)
      backKeyCommand = nil
    }

    /// Pops the top screen of `navigationController` for an accessibility escape that a host
    /// answers in place of the system's back button (SwiftUI's `accessibilityAction(.escape)`,
    /// which nothing behind it hears); returns whether it popped.
    ///
    /// Where GestureCore's `BackSwipe.escapeRefusal(answeringForSystemBackButton:)` is `nil`,
    /// GestureKit's swipe back on or not: as ``performEscape()`` where the back button is
    /// replaced by a declared `UIViewController.customBackButtonItem`, and as the
    /// system's back button would where it shows. Never while a screen is presented over the
    /// navigation.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation whose top screen the escape pops.
    ///   - declaresWayBack: Whether the host declares that the top screen's replacement for
    ///     its back button is the way back, as a SwiftUI screen that carries a back-swipe
    ///     modifier does (GestureCore's `Context.hasCustomBackButton`).
    static func performAnsweredEscape(
      in navigationController: UINavigationController, declaresWayBack: Bool
    ) -> Bool {
      guard navigationController.presentedViewController == nil else { return false }
      var context = context(of: navigationController)
      context.hasCustomBackButton = context.hasCustomBackButton || declaresWayBack
      let refusal: BackSwipe.Refusal?
      if let controller = navigationController.enabledBackSwipe {
        controller.refreshContext()
        refusal = controller.host.store.escapeRefusal(answeringForSystemBackButton: true)
          .flatMap { $0 == .noWayBack && declaresWayBack ? nil : $0 }
      } else {
        refusal = BackSwipe(context: context).escapeRefusal(answeringForSystemBackButton: true)
      }
      guard refusal == nil else { return false }
      return navigationController.popViewController(animated: true) != nil
    }

    /// Names the button the top screen declared as its way back
    /// (`UIViewController.customBackButtonItem`) "Back" (localized through the app's
    /// `GestureKit.strings`, table `GestureKit`, under the English text as the key) and gives
    /// it the button trait, where the app gave it neither an accessibility label nor a title:
    /// an image-only back button otherwise reads as its image's name. A leading item the app
    /// did not declare may do anything, and keeps its name.
    func nameCustomBackButton() {
      guard let navigationController,
        let button = Self.declaredBackButton(navigationController),
        button.accessibilityLabel?.isEmpty ?? true, button.title?.isEmpty ?? true
      else { return }
      button.accessibilityLabel = NSLocalizedString(
        "Back", tableName: "GestureKit", comment: "The name of a custom back button")
      button.accessibilityTraits.formUnion(Self.buttonTraits)
    }

    /// A system button's traits, `.button` among them, read from one: the SDK imports
    /// `UIAccessibilityTraits.button` as a global variable, which Swift 6's strict
    /// concurrency refuses to read, while a button's traits are main-actor state.
    private static let buttonTraits = UIButton(type: .system).accessibilityTraits
  }

  extension UINavigationController {
    /// The action of the Back key command (⌘[) the back swipe adds: pops where the screen
    /// shows a way back (the system's back button, or the button it declared in its place),
    /// or, with neither, where the swipe would.
    @objc(gk_goBack:)
    func performBackSwipeShortcut(_ sender: Any?) {
      enabledBackSwipe?.performBackShortcut()
    }
  }
#endif
