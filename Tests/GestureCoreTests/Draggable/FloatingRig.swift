import GestureCore
import GestureTesting

/// A floating view driven end to end: a `PanRecognizer` on the view's node feeds
/// ``DraggableStore`` through `DragEvent`, with the fingers' touch-downs and lifts, as the
/// UIKit layer and the gallery do, and the node follows the view's frame after every event
/// (so the next touch lands on it where it is).
typealias FloatingRig = Simulation<DraggableStore>

/// A rig of `store` on a screen of its bounds.
func floatingRig(_ store: DraggableStore) -> FloatingRig {
  Simulation(store, app: SimulatedFloatingView(), screen: store.bounds)
}

/// An iPhone 14's screen.
enum Phone {
  /// In portrait: 390 × 844 pt, 47 pt status bar, 34 pt home indicator.
  static let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
  /// The portrait safe area.
  static let portraitSafeArea = Insets(top: 47, bottom: 34)
  /// In landscape: 844 × 390 pt.
  static let landscape = Rect(x: 0, y: 0, width: 844, height: 390)
  /// The landscape safe area: the notch's and the home indicator's.
  static let landscapeSafeArea = Insets(left: 47, bottom: 21, right: 47)
}

extension DraggableStore {
  /// A 60 × 60 bubble in portrait resting against the left side at centre height 430
  /// (origin (12, 400)). With the default margin its centre stays within x 42...348
  /// (12 + 30, 390 − 12 − 30; midline 195) and y 89...768 (47 + 12 + 30, 844 − 34 − 12 − 30).
  static func bubble(configuration: Configuration = .floatingButton) -> DraggableStore {
    DraggableStore(
      frame: Rect(x: 0, y: 400, width: 60, height: 60), bounds: Phone.portrait,
      safeArea: Phone.portraitSafeArea, configuration: configuration)
  }

  /// A 160 × 90 picture-in-picture window in portrait, in the bottom-right corner (origin
  /// (218, 708): 390 − 12 − 160, 844 − 34 − 12 − 90). Its centre stays within x 92...298
  /// (midline 195) and y 104...753.
  static func pictureInPicture(configuration: Configuration = .pictureInPicture)
    -> DraggableStore
  {
    DraggableStore(
      frame: Rect(x: 300, y: 800, width: 160, height: 90), bounds: Phone.portrait,
      safeArea: Phone.portraitSafeArea, configuration: configuration)
  }

  /// The spring carrying the view, or `nil` when none does.
  var spring: SpringAnimation2D? {
    if case .settling(let animation, _, _, _) = state { return animation }
    return nil
  }

  /// Sends one event, returning its effects.
  mutating func take(after event: Event) -> [Effect] {
    var effects: [Effect] = []
    handle(event, into: &effects)
    return effects
  }
}
