import GestureCore
import GestureTesting

/// A floating view on a 390 × 844 container, driven end to end: a `PanRecognizer` on the
/// view's node feeds ``DragSnap`` through `DragEvent`, as the UIKit layer and the gallery do.
///
/// The host applies layout effects to the node (so the next touch lands on the view where it
/// is) and keeps every effect since the last ``takeEffects()``.
final class FloatingViewHost {
  var snap: DragSnap
  let arena: GestureArena
  let view: Node
  let pan = PanRecognizer(name: "floating")
  let fingers: TouchSimulator
  private(set) var effects: [DragSnap.Effect] = []
  /// The release velocity of the latest drag, as the recognizer reported it.
  private(set) var releaseVelocity: Vector?

  init(_ snap: DragSnap) {
    self.snap = snap
    let root = Node(frame: snap.bounds)
    view = Node(frame: snap.frame)
    root.addChild(view)
    arena = GestureArena(root: root)
    arena.attach(pan, to: view)
    fingers = TouchSimulator(arena: arena)
    effects.reserveCapacity(64)
    fingers.onChange = { [unowned self] change in
      guard change.recognizer === self.pan, let drag = DragEvent(change) else { return }
      if case .ended(_, _, let velocity) = drag { self.releaseVelocity = velocity }
      self.send(.drag(drag))
    }
  }

  /// Feeds an event directly (container changes, animation reports, bad input).
  func send(_ event: DragSnap.Event) {
    snap.handle(event, into: &effects)
    view.frame = snap.frame
  }

  /// The effects since the previous call, then forgets them (keeping the capacity).
  func takeEffects() -> [DragSnap.Effect] {
    defer { effects.removeAll(keepingCapacity: true) }
    return effects
  }
}

extension FloatingViewHost {
  /// An iPhone 14 in portrait: 390 × 844 pt, 47 pt status bar, 34 pt home indicator.
  static let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
  /// The portrait safe area.
  static let portraitSafeArea = Insets(top: 47, bottom: 34)
  /// The same phone in landscape: 844 × 390 pt.
  static let landscape = Rect(x: 0, y: 0, width: 844, height: 390)
  /// The landscape safe area: the notch's and the home indicator's.
  static let landscapeSafeArea = Insets(left: 47, bottom: 21, right: 47)
}

extension DragSnap {
  /// A 60 × 60 bubble in portrait resting against the left side at centre height 430
  /// (origin (12, 400)). With the default margin its centre stays within x 42...348
  /// (12 + 30, 390 − 12 − 30; midline 195) and y 89...768 (47 + 12 + 30, 844 − 34 − 12 − 30).
  static func bubble(configuration: Configuration = .floatingButton) -> DragSnap {
    DragSnap(
      frame: Rect(x: 0, y: 400, width: 60, height: 60), bounds: FloatingViewHost.portrait,
      safeArea: FloatingViewHost.portraitSafeArea, configuration: configuration)
  }

  /// A 160 × 90 picture-in-picture window in portrait, in the bottom-right corner (origin
  /// (218, 708): 390 − 12 − 160, 844 − 34 − 12 − 90). Its centre stays within x 92...298
  /// (midline 195) and y 104...753.
  static func pictureInPicture(configuration: Configuration = .pictureInPicture) -> DragSnap {
    DragSnap(
      frame: Rect(x: 300, y: 800, width: 160, height: 90), bounds: FloatingViewHost.portrait,
      safeArea: FloatingViewHost.portraitSafeArea, configuration: configuration)
  }
}
