import GestureCore
import GestureTesting

/// A list on screen for reorder tests: a node the size of the viewport on a 320 × 1000
/// screen with a long press on it, and the app's item ids that every emitted edit is
/// applied to (``ReorderAdapter``).
typealias ReorderRig = InteractionRig<ReorderAdapter>

/// A list on screen for pinch-to-insert tests: a node the size of the viewport on a
/// 320 × 1000 screen with a pinch on it, and the app's item ids (inserted ones from 1000 on).
typealias PinchRig = InteractionRig<PinchAdapter>

/// The frame of a list's node for `viewport`, on the 320 × 1000 screen of the list rigs.
private func listFrame(_ viewport: ListViewport) -> Rect {
  Rect(x: 0, y: viewport.top, width: 320, height: viewport.height)
}

private let listScreen = Rect(x: 0, y: 0, width: 320, height: 1000)

extension InteractionRig where Adapter == ReorderAdapter {
  convenience init(
    heights: [Double], viewport: ListViewport,
    configuration: Reorder.Configuration = Reorder.Configuration()
  ) {
    self.init(
      Reorder(layout: ListLayout(heights: heights), viewport: viewport, configuration: configuration),
      adapter: ReorderAdapter(count: heights.count), frame: listFrame(viewport), screen: listScreen,
      attaching: LongPressRecognizer())
  }

  /// A display frame at `time`.
  func tick(_ time: Double) {
    send(.tick(time: time))
  }

  /// The spring animation a row shift uses with the default configuration.
  static func shift(from: Double) -> SpringAnimation {
    SpringAnimation(spring: Reorder.Configuration().shiftSpring, from: from, to: 0)
  }

  /// The spring animation a drop uses with the default configuration.
  static func drop(from: Double, to: Double, velocity: Double = 0) -> SpringAnimation {
    SpringAnimation(
      spring: Reorder.Configuration().dropSpring, from: from, to: to, initialVelocity: velocity)
  }

  /// The default lift effect of row `index`.
  static func lift(_ index: Int) -> Reorder.Effect {
    .lift(at: index, scale: 1.05, alpha: 0.95, shadow: true)
  }
}

extension InteractionRig where Adapter == PinchAdapter {
  convenience init(
    heights: [Double], viewport: ListViewport,
    configuration: PinchToInsert.Configuration = PinchToInsert.Configuration()
  ) {
    self.init(
      PinchToInsert(
        layout: ListLayout(heights: heights), viewport: viewport, configuration: configuration),
      adapter: PinchAdapter(count: heights.count), frame: listFrame(viewport), screen: listScreen,
      attaching: PinchRecognizer())
  }

  /// The spring of the settling animations with the default configuration.
  static func spring(from: Double, velocity: Double = 0) -> SpringAnimation {
    SpringAnimation(
      spring: PinchToInsert.Configuration().spring, from: from, to: 0, initialVelocity: velocity)
  }
}
