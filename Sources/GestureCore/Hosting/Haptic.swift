/// A haptic the host should play (UIKit: `UISelectionFeedbackGenerator`,
/// `UIImpactFeedbackGenerator`, `UINotificationFeedbackGenerator`; the browser: `vibrate`).
///
/// ```swift
/// func play(_ haptic: Haptic) {
///   switch haptic {
///   case .selection: UISelectionFeedbackGenerator().selectionChanged()
///   case .impact(let intensity): impactGenerator(for: intensity).impactOccurred()
///   case .success: UINotificationFeedbackGenerator().notificationOccurred(.success)
///   case .warning: UINotificationFeedbackGenerator().notificationOccurred(.warning)
///   }
/// }
/// ```
public enum Haptic: Hashable, Sendable {
  /// A light tick for a value that changed: a row moved one slot while reordering.
  case selection
  /// A tap of physical weight: a threshold crossed, an item lifted.
  case impact(HapticIntensity)
  /// An operation completed (a row was marked complete).
  case success
  /// A destructive operation will happen (a row will be deleted on release).
  case warning
}

/// How strong an impact haptic is.
public enum HapticIntensity: UInt8, Hashable, Sendable {
  /// UIKit's `.light`.
  case light
  /// UIKit's `.medium`.
  case medium
  /// UIKit's `.heavy`.
  case heavy
  /// UIKit's `.rigid`: short and crisp, for a detent such as a full-swipe threshold.
  case rigid
}
