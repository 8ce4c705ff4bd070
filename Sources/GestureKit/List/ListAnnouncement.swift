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

  /// Moves the keyboard focus (Full Keyboard Access, a hardware keyboard on iPad) to `view`,
  /// when a focus system runs for it. Nothing happens without one, or when the view cannot
  /// be focused.
  @MainActor
  func requestKeyboardFocus(on view: UIView) {
    guard let system = UIFocusSystem.focusSystem(for: view) else { return }
    // A focus update is only a request: the system moves the focus at its next update to
    // the environment's preferred focusable item, after asking the environments it leaves
    // and enters (`shouldUpdateFocus(in:)`), so it is asked for, then run at once, for the
    // next key to reach the new row.
    system.requestFocusUpdate(to: view)
    system.updateFocusIfNeeded()
  }

  /// Whether VoiceOver's focus is gone with `view`: it rests nowhere, or on `view` or
  /// something inside it after `view` left its window (a removed row's cell), or on
  /// something no longer in a window. An element that is no view (a SwiftUI row's) is judged
  /// by the view that contains it (its `accessibilityContainer`s, followed up), and is gone
  /// when none does. `false` while VoiceOver's focus rests elsewhere.
  @MainActor
  func voiceOverFocusIsGone(with view: UIView) -> Bool {
    var item = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
    // Bounded: containers an app wires by hand could loop.
    var steps = 0
    while let current = item, !(current is UIView), steps < 32 {
      item = accessibilityContainer(of: current)
      steps += 1
    }
    guard let focusedView = item as? UIView else { return true }
    return focusedView.window == nil || (view.window == nil && focusedView.isDescendant(of: view))
  }

  /// The container an element of an assistive technology names (`accessibilityContainer`):
  /// that of a `UIAccessibilityElement`, or of any other object that answers the getter (a
  /// SwiftUI element); `nil` for one that does not.
  @MainActor
  func accessibilityContainer(of element: AnyObject) -> AnyObject? {
    if let element = element as? UIAccessibilityElement {
      return element.accessibilityContainer as AnyObject?
    }
    let getter = #selector(getter: UIAccessibilityElement.accessibilityContainer)
    guard let object = element as? NSObject, object.responds(to: getter) else { return nil }
    return object.perform(getter)?.takeUnretainedValue()
  }

  /// Says what an action did. When VoiceOver's focus is on `element` already, or inside it
  /// (a row moved by its own custom action stays focused as it moves), only `text` is said,
  /// queued behind what VoiceOver is saying: a layout change would read the whole row again
  /// first. Otherwise the focus moves to `element` when there is one (the row that took a
  /// deleted one's place), which speaks it, and `text` follows ``outcomeAnnouncementDelay``
  /// seconds later, once that reading has begun. The keyboard focus follows too when
  /// `movesKeyboardFocus` (the action came from a key, and its element is gone).
  @MainActor
  func announceOutcome(_ text: String, focusing element: UIView?, movesKeyboardFocus: Bool = false) {
    guard let element else {
      postQueuedAnnouncement(text)
      return
    }
    if movesKeyboardFocus { requestKeyboardFocus(on: element) }
    if voiceOverFocusIsIn(element) {
      postQueuedAnnouncement(text)
      return
    }
    postLayoutChanged(focusing: element)
    // The layout change's reading starts on a later turn: an announcement posted in the same
    // instant may be spoken before it, or cut off by it.
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: UInt64(outcomeAnnouncementDelay * 1e9))
      postQueuedAnnouncement(text)
    }
  }

  /// How long, in seconds, ``announceOutcome(_:focusing:movesKeyboardFocus:)`` waits after
  /// moving VoiceOver's focus before it queues its announcement.
  let outcomeAnnouncementDelay = 0.2

  /// Whether VoiceOver's focus rests on `view` or inside it. An element that is no view (a
  /// SwiftUI row's) is judged by the view that contains it (its `accessibilityContainer`s,
  /// followed up).
  @MainActor
  func voiceOverFocusIsIn(_ view: UIView) -> Bool {
    var item = UIAccessibility.focusedElement(using: .notificationVoiceOver) as AnyObject?
    // Bounded: containers an app wires by hand could loop.
    var steps = 0
    while let current = item, !(current is UIView), steps < 32 {
      item = accessibilityContainer(of: current)
      steps += 1
    }
    guard let focusedView = item as? UIView else { return false }
    return focusedView.isDescendant(of: view)
  }
#endif
