#if canImport(UIKit)
  // UIKit declares its accessibility notification names as mutable C globals in older SDKs;
  // they are constants in practice, read on the main actor here.
  @preconcurrency import UIKit

  /// Announces `text` to VoiceOver, queued behind what it is saying (the name of the action
  /// it just performed), so that neither cuts the other off.
  @MainActor
  func postQueuedAnnouncement(_ text: String) {
    let queued = NSAttributedString(
      string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
    UIAccessibility.post(notification: .announcement, argument: queued)
  }

  /// Tells VoiceOver the screen's layout changed and moves its focus to `element`.
  @MainActor
  func postLayoutChanged(focusing element: Any) {
    UIAccessibility.post(notification: .layoutChanged, argument: element)
  }
#endif
