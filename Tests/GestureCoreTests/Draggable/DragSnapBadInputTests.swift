import GestureCore
import Testing

/// Events with NaN or infinite values, and events in the wrong state: documented outcomes,
/// no crash, no NaN in any effect.
@Suite struct DragSnapBadInputTests {
  let spring = DragSnap.Configuration().spring

  /// The bubble dragged by (100, 50): origin (112, 450).
  func dragged() -> (DragSnap, [DragSnap.Effect]) {
    var snap = DragSnap.bubble()
    var effects: [DragSnap.Effect] = []
    snap.handle(
      .drag(.began(location: Point(x: 142, y: 480), translation: Vector(dx: 100, dy: 50))),
      into: &effects)
    return (snap, [])
  }

  @Test(
    arguments: [
      DragEvent.changed(location: Point(x: .nan, y: 0), translation: Vector(dx: 1, dy: 1)),
      DragEvent.changed(location: Point(x: 0, y: 0), translation: Vector(dx: .infinity, dy: 1)),
      DragEvent.ended(location: .zero, translation: .zero, velocity: Vector(dx: .nan, dy: 0)),
    ])
  func aNaNDuringADragCancelsIt(bad: DragEvent) {
    var (snap, effects) = dragged()
    snap.handle(.drag(bad), into: &effects)
    // Back to where it started, at rest, from where it was shown.
    let back = SpringAnimation2D(
      spring: spring, from: Point(x: 112, y: 450), to: Point(x: 12, y: 400))
    #expect(effects == [.animate(back)])
    #expect(
      snap.state == .settling(back, elapsed: 0, anchor: .left(centerY: 430), endsDrag: true))
  }

  @Test func dragEventsWithoutADragAreIgnored() {
    var snap = DragSnap.bubble()
    let resting = snap.state
    var effects: [DragSnap.Effect] = []
    for event in [
      DragEvent.changed(location: .zero, translation: Vector(dx: 5, dy: 5)),
      DragEvent.ended(location: .zero, translation: .zero, velocity: Vector(dx: 900, dy: 0)),
      DragEvent.cancelled,
      DragEvent.began(location: Point(x: .nan, y: 0), translation: .zero),
    ] {
      snap.handle(.drag(event), into: &effects)
    }
    snap.handle(.animationFinished, into: &effects)
    snap.handle(.tick(elapsed: 0.3), into: &effects)
    #expect(effects == [])
    #expect(snap.state == resting)
  }

  @Test func aBeganDuringADragRebasesIt() {
    var (snap, effects) = dragged()
    // The finger went down again (the host missed the end): the view stays where it is
    // and follows the new translation from there, without a second `began` callback.
    snap.handle(
      .drag(.began(location: .zero, translation: Vector(dx: 10, dy: 0))), into: &effects)
    let frame = Rect(x: 122, y: 450, width: 60, height: 60)
    #expect(effects == [.frame(frame), .moved(frame: frame)])
    #expect(
      snap.state
        == .dragging(
          start: Point(x: 112, y: 450), translation: Vector(dx: 10, dy: 0),
          startAnchor: .left(centerY: 430)))
  }

  @Test func badAnimationTimesAndContainersAreIgnored() {
    var (snap, effects) = dragged()
    snap.handle(
      .drag(.ended(location: .zero, translation: Vector(dx: 100, dy: 50), velocity: .zero)),
      into: &effects)
    effects.removeAll()
    let settling = snap.state
    snap.handle(.tick(elapsed: .nan), into: &effects)
    snap.handle(.tick(elapsed: -1), into: &effects)
    snap.handle(.tick(elapsed: .infinity), into: &effects)
    snap.handle(
      .resize(bounds: Rect(x: 0, y: 0, width: .nan, height: 844), safeArea: .zero),
      into: &effects)
    snap.handle(
      .resize(
        bounds: Phone.portrait, safeArea: Insets(top: -.infinity)),
      into: &effects)
    #expect(effects == [])
    #expect(snap.state == settling)
    #expect(snap.bounds == Phone.portrait)
  }

  @Test func nonFiniteCreationValuesAreNormalised() {
    let snap = DragSnap(
      frame: Rect(x: .nan, y: .infinity, width: -60, height: .nan),
      bounds: Rect(x: 0, y: 0, width: .infinity, height: 844), safeArea: Insets(top: .nan))
    #expect(snap.size == .zero)
    #expect(snap.bounds == .zero)
    #expect(snap.safeArea == .zero)
    // A zero-sized view in an empty container: centred on (0, 0) less the margin, and finite.
    #expect(snap.frame.origin.isFinite)
  }

  @Test func anAbsurdFlickStillLandsOnAnAnchor() {
    var (snap, effects) = dragged()
    snap.handle(
      .drag(
        .ended(
          location: .zero, translation: Vector(dx: 100, dy: 50),
          velocity: Vector(dx: 1e300, dy: -1e300))),
      into: &effects)
    // Projected far to the top right: the right side at the top, origin (318, 59). The
    // spring cannot carry 1e300 pt/s without overflowing, so it starts at rest there.
    guard case .animate(let animation) = effects.first, effects.count == 1 else {
      Issue.record("expected one animation, got \(effects)")
      return
    }
    #expect(animation.to == Point(x: 318, y: 59))
    #expect(animation.from.isFinite && animation.initialVelocity.isFinite)
    #expect(
      snap.state == .settling(animation, elapsed: 0, anchor: .right(centerY: 89), endsDrag: true))
  }
}
