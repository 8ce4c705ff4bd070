#if canImport(UIKit)
  import GestureCore
  import UIKit

  // A second way back where the system's back button is hidden or replaced: the
  // accessibility escape and the keyboard's Back shortcut pop as that button would, when the
  // store says a back swipe would be allowed; the custom back button gets a name.
  extension BackSwipeController {
    /// Pops the top screen as the system's back button would, for the accessibility escape
    /// (VoiceOver's two-finger scrub, Switch Control's and Voice Control's "go back") or the
    /// keyboard's Back shortcut (⌘[), where the top screen hides or replaces its back
    /// button; returns whether it popped.
    ///
    /// ⌘[ needs nothing of yours: while the back swipe is on, the navigation controller has
    /// a "Back" key command that calls this. UIKit asks the focused element for the escape
    /// first, then each of its ancestors and their view controllers, until one answers
    /// `true`; GestureKit is not among them. Forward it from the screen whose back button you
    /// hid or replaced, after your own handling:
    ///
    /// ```swift
    /// override func accessibilityPerformEscape() -> Bool {
    ///   navigationController?.backSwipe.performEscape() ?? false
    /// }
    /// ```
    ///
    /// It pops only where GestureCore's `BackSwipeStore.escapeRefusal` is `nil`: the swipe
    /// back on (``isEnabled``), above the root, no swipe, push or pop under way, the app's
    /// veto and the screen's `.disabled` policy honoured, and the system's back button
    /// hidden or replaced (where it shows, it answers the escape itself). It leaves the
    /// escape to a screen presented over the navigation (a sheet): `false` while one is.
    @discardableResult
    public func performEscape() -> Bool {
      guard isEnabled, let navigationController,
        navigationController.presentedViewController == nil
      else { return false }
      refreshContext()
      guard host.store.escapeRefusal == nil else { return false }
      return navigationController.popViewController(animated: true) != nil
    }

    /// Gives the navigation controller the keyboard's Back shortcut, ⌘[, once: a key command
    /// whose action is ``performEscape()``. UIKit offers a responder's key commands while
    /// the first responder is it or inside it (any screen of the stack), lists the titled ones
    /// in the shortcuts overlay, and sends the action along the responder chain from the
    /// first responder, which reaches the navigation controller's own method below.
    func addBackKeyCommand(to navigationController: UINavigationController) {
      guard backKeyCommand == nil else { return }
      let command = UIKeyCommand(
        title: NSLocalizedString(
          "Back", tableName: "GestureKit", comment: "The keyboard shortcut that goes back"),
        action: #selector(UINavigationController.performBackSwipeShortcut(_:)), input: "[",
        modifierFlags: .command)
      navigationController.addKeyCommand(command)
      backKeyCommand = command
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
    /// With GestureKit's swipe back on, where GestureCore's
    /// `BackSwipeStore.escapeRefusal(answeringForSystemBackButton:)` is `nil`: as
    /// ``performEscape()`` where the back button is hidden or replaced, and as the system's
    /// back button would where it shows. Without it, only where the system's back button
    /// shows (a hidden one is the app's to answer for). Never while a screen is presented over
    /// the navigation.
    static func performAnsweredEscape(in navigationController: UINavigationController) -> Bool {
      guard navigationController.presentedViewController == nil else { return false }
      let refusal: BackSwipe.Refusal?
      if let controller = navigationController.enabledBackSwipe {
        controller.refreshContext()
        refusal = controller.host.store.escapeRefusal(answeringForSystemBackButton: true)
      } else {
        let context = context(of: navigationController)
        guard !context.isSystemBackButtonHidden else { return false }
        refusal = BackSwipe(context: context).escapeRefusal(answeringForSystemBackButton: true)
      }
      guard refusal == nil else { return false }
      return navigationController.popViewController(animated: true) != nil
    }

    /// Names the button that replaces the back button ("Back", localized through the app's
    /// `GestureKit.strings`, table `GestureKit`, under the English text as the key) and
    /// gives it the button trait, where the app gave it neither an accessibility label nor
    /// a title: an image-only custom back button otherwise reads as its image's name.
    /// Above the root only; a leading item that supplements the back button is not one, and
    /// only an item drawn with an image of the app's is taken for the way back: a system
    /// item (`.close`, `.done`, whose image is the system's and whose name UIKit gives) and
    /// a custom view keep theirs.
    func nameCustomBackButton() {
      guard let navigationController, navigationController.viewControllers.count > 1,
        let item = navigationController.topViewController?.navigationItem,
        !item.leftItemsSupplementBackButton, let button = item.leftBarButtonItems?.first,
        button.image != nil, button.customView == nil,
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
    /// The action of the Back key command (⌘[) the back swipe adds: pops as
    /// ``BackSwipeController/performEscape()`` would.
    @objc(gk_goBack:)
    func performBackSwipeShortcut(_ sender: Any?) {
      enabledBackSwipe?.performEscape()
    }
  }
#endif
