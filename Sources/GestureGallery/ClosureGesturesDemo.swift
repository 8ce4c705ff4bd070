import GestureCore

/// Demo 2: a pad with the ten closure-gesture recognizers of `RecognizerSet.standard` (tap
/// waiting for double tap, long press, four swipes, a one-finger pan, pinch and rotation
/// together), and a sticker that the pan moves, the pinch scales and the rotation turns.
///
/// Events: ``EventCode/gesture`` (member index in the order below, state raw value, x, y, a
/// value: the pan's translation length, the pinch's scale, the rotation in radians).
///
/// Snapshot: the sticker's centre x, y, its scale and rotation (radians), then the number
/// of touches down.
final class ClosureGesturesDemo: Demo {
  /// In `RecognizerSet.standard`'s order: tap, doubleTap, longPress, swipeLeft, swipeRight,
  /// swipeUp, swipeDown, pan, pinch, rotation.
  private var members: [GestureRecognizer] = []
  private let pan: PanRecognizer
  private let pinch: PinchRecognizer
  private let rotation: RotationRecognizer
  /// The sticker at rest: centre, scale, rotation.
  private var center: Point
  private var scale = 1.0
  private var angle = 0.0

  override init(size: Size) {
    pan = PanRecognizer(name: "pan", configuration: .init(maximumNumberOfTouches: 1))
    pinch = PinchRecognizer(name: "pinch")
    rotation = RotationRecognizer(name: "rotation")
    center = Point(x: size.width / 2, y: size.height / 2)
    super.init(size: size)
    let tap = TapRecognizer(name: "tap")
    let doubleTap = TapRecognizer(name: "doubleTap", configuration: .init(numberOfTaps: 2))
    members = [
      tap, doubleTap, LongPressRecognizer(name: "longPress"),
      SwipeRecognizer(name: "swipeLeft", configuration: .init(directions: .left)),
      SwipeRecognizer(name: "swipeRight", configuration: .init(directions: .right)),
      SwipeRecognizer(name: "swipeUp", configuration: .init(directions: .up)),
      SwipeRecognizer(name: "swipeDown", configuration: .init(directions: .down)),
      pan, pinch, rotation,
    ]
    for member in members { arena.attach(member, to: arena.root) }
    arena.require(tap, toFail: doubleTap)
    for swipe in 3...6 { arena.allowSimultaneous(members[swipe], pan) }
    arena.allowSimultaneous(pinch, rotation)
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    guard let index = members.firstIndex(where: { $0 === change.recognizer }) else { return }
    let value = change.value
    switch change.state {
    case .possible, .changed:
      break
    case .failed:
      // Only the single tap's failure is news (a double tap took it).
      if index == 0 { output.emit(.gesture, 0, Double(change.state.rawValue), value.location.x, value.location.y) }
    case .began, .recognized, .ended, .cancelled:
      let number: Double
      switch index {
      case 7: number = value.translation.length
      case 8: number = change.state == .began ? 1 : value.scale
      case 9: number = change.state == .began ? 0 : value.rotation
      default: number = 0
      }
      output.emit(
        .gesture, Double(index), Double(change.state.rawValue), value.location.x, value.location.y, number)
    }
    // The sticker keeps what an ended gesture did.
    if change.state == .ended || change.state == .cancelled {
      if change.recognizer === pan { center = center + value.translation }
      if change.recognizer === pinch { scale = min(4, max(0.25, scale * value.scale)) }
      if change.recognizer === rotation { angle += value.rotation }
    }
  }

  override func render(_ snapshot: inout [Double]) {
    var shown = center
    var shownScale = scale
    var shownAngle = angle
    if pan.state.isActive { shown = shown + pan.translation }
    if pinch.state.isActive { shownScale = min(4, max(0.25, scale * pinch.scale)) }
    if rotation.state.isActive { shownAngle += rotation.rotation }
    snapshot.append(shown.x)
    snapshot.append(shown.y)
    snapshot.append(shownScale)
    snapshot.append(shownAngle)
    snapshot.append(Double(arena.activeTouchCount))
  }
}
