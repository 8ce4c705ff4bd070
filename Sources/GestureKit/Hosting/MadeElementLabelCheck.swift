#if canImport(UIKit)
  import GestureCore
  import UIKit
  import os

  /// Whether the debug log has said that a view GestureKit made an element has no label
  /// (once per app).
  @MainActor private var hasWarnedAboutUnlabeledElement = false

  /// In debug builds, says once per app that a view GestureKit made an accessibility element
  /// to carry its actions (`ActionsCarrier.viewMadeElement`: an image view, a drawn view)
  /// has no `accessibilityLabel`: VoiceOver would read only its trait ("Button") and Voice
  /// Control would have no name to say. Checked on the main actor's next turn, so that a
  /// label the app sets in the same configuration counts. Release builds do nothing.
  @MainActor
  func warnOnceIfMadeElementIsUnlabeled(_ view: UIView) {
    #if DEBUG
      guard !hasWarnedAboutUnlabeledElement else { return }
      Task { @MainActor [weak view] in
        guard let view, !hasWarnedAboutUnlabeledElement, view.isAccessibilityElement,
          view.window != nil, view.accessibilityLabel?.isEmpty ?? true
        else { return }
        hasWarnedAboutUnlabeledElement = true
        let warning: StaticString =
          "GestureKit: a %{public}@ carries gesture actions, so GestureKit made it an accessibility element, but it has no accessibilityLabel: VoiceOver reads only its traits and Voice Control has no name for it. Give it an accessibilityLabel that says what it is."
        os_log(warning, log: .default, type: .error, "\(type(of: view))" as NSString)
      }
    #endif
  }
#endif
