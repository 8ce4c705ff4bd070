#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// Plays the core's `Haptic` effects with UIKit's feedback generators.
  ///
  /// ```swift
  /// let haptics = HapticPlayer()
  /// var effects: [SwipeActionsStore.Effect] = []
  /// store.handle(event, into: &effects)
  /// for case .haptic(let haptic) in effects {
  ///   haptics.play(haptic)
  /// }
  /// ```
  ///
  /// `selection` plays on a `UISelectionFeedbackGenerator`, `impact` on a
  /// `UIImpactFeedbackGenerator` of the matching style, `success` and `warning` on a
  /// `UINotificationFeedbackGenerator`. Each generator is made on first use and kept, so
  /// ``prepare(_:)`` ahead of a likely haptic (when a drag begins) removes the latency of the
  /// Taptic Engine waking up. Devices without a Taptic Engine, and users who turned system
  /// haptics off, play nothing: UIKit handles that.
  @MainActor
  public final class HapticPlayer {
    /// Whether haptics play. Default `true`; `false` makes ``play(_:)`` and ``prepare(_:)``
    /// do nothing (an app setting, or an interaction configured without haptics).
    public var isEnabled: Bool

    private lazy var selection = UISelectionFeedbackGenerator()
    private var impacts: [HapticIntensity: UIImpactFeedbackGenerator] = [:]
    private lazy var notification = UINotificationFeedbackGenerator()

    /// Creates a player.
    ///
    /// - Parameter isEnabled: Whether haptics play. Default `true`.
    public init(isEnabled: Bool = true) {
      self.isEnabled = isEnabled
    }

    /// Plays a haptic now, unless ``isEnabled`` is `false`.
    public func play(_ haptic: Haptic) {
      guard isEnabled else { return }
      switch haptic {
      case .selection: selection.selectionChanged()
      case .impact(let intensity): impactGenerator(intensity).impactOccurred()
      case .success: notification.notificationOccurred(.success)
      case .warning: notification.notificationOccurred(.warning)
      }
    }

    /// Wakes the generator of a haptic that is likely to play within a second or two, so it
    /// plays without delay; does nothing unless ``isEnabled``.
    public func prepare(_ haptic: Haptic) {
      guard isEnabled else { return }
      switch haptic {
      case .selection: selection.prepare()
      case .impact(let intensity): impactGenerator(intensity).prepare()
      case .success, .warning: notification.prepare()
      }
    }

    private func impactGenerator(_ intensity: HapticIntensity) -> UIImpactFeedbackGenerator {
      if let generator = impacts[intensity] { return generator }
      let style: UIImpactFeedbackGenerator.FeedbackStyle
      switch intensity {
      case .light: style = .light
      case .medium: style = .medium
      case .heavy: style = .heavy
      case .rigid: style = .rigid
      }
      let generator = UIImpactFeedbackGenerator(style: style)
      impacts[intensity] = generator
      return generator
    }
  }
#endif
