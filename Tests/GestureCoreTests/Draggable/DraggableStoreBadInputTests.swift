import GestureCore
import Testing

/// Events with NaN or infinite values, and events in the wrong state: documented outcomes,
/// no crash, no NaN in any frame.
@Suite struct DraggableStoreBadInputTests {
  let spring = DraggableStore.Configuration().spring

  /// The bubble dragged by (100, 50) at 1 s: origin (112, 450).
  func dragged() -> DraggableStore {
    var snap = DraggableStore.bubble()
    _ = snap.take(
      after: .drag(
        .began(location: Point(x: 142, y: 480), translation: Vector(dx: 100, dy: 50)), time: 1))
    return snap
  }

  @Test(
    arguments: [
      DragEvent.changed(location: Point(x: .nan, y: 0), translation: Vector(dx: 1, dy: 1)),
      DragEvent.changed(location: Point(x: 0, y: 0), translation: Vector(dx: .infinity, dy: 1)),
      DragEvent.ended(location: .zero, translation: .zero, velocity: Vector(dx: .nan, dy: 0)),
    ])
  func aNaNDuringADragCancelsIt(bad: DragEvent) {
    var snap = dragged()
    #expect(snap.take(after: .drag(bad, time: 1)) == [])
    // Back to where it started, at rest, from where it was shown.
    let back = SpringAnimation2D(
      spring: spring, from: Point(x: 112, y: 450), to: Point(x: 12, y: 400))
    #expect(
      snap.state == .settling(back, start: 1, anchor: .left(centerY: 430), endsDrag: true))
    #expect(snap.frame.origin == Point(x: 112, y: 450))
  }

  @Test func dragEventsWithoutADragAreIgnored() {
    var snap = DraggableStore.bubble()
    let resting = snap.state
    var effects: [DraggableStore.Effect] = []
    for event in [
      DragEvent.changed(location: .zero, translation: Vector(dx: 5, dy: 5)),
      DragEvent.ended(location: .zero, translation: .zero, velocity: Vector(dx: 900, dy: 0)),
      DragEvent.cancelled,
      DragEvent.began(location: Point(x: .nan, y: 0), translation: .zero),
    ] {
      snap.handle(.drag(event, time: 0), into: &effects)
    }
    snap.handle(.tick(time: 0.3), into: &effects)
    #expect(effects == [])
    #expect(snap.state == resting)
  }

  @Test func aBeganDuringADragRebasesIt() {
    var snap = dragged()
    // The finger went down again (the host missed the end): the view stays where it is
    // and follows the new translation from there, without a second `began` callback.
    let effects = snap.take(
      after: .drag(.began(location: .zero, translation: Vector(dx: 10, dy: 0)), time: 1))
    let frame = Rect(x: 122, y: 450, width: 60, height: 60)
    #expect(effects == [.moved(frame: frame)])
    #expect(snap.frame == frame)
    #expect(
      snap.state
        == .dragging(
          start: Point(x: 112, y: 450), translation: Vector(dx: 10, dy: 0),
          startAnchor: .left(centerY: 430)))
  }

  @Test func badFrameTimesAndContainersAreIgnored() {
    var snap = dragged()
    _ = snap.take(
      after: .drag(
        .ended(location: .zero, translation: Vector(dx: 100, dy: 50), velocity: .zero),
        time: 1))
    let settling = snap.state
    var effects: [DraggableStore.Effect] = []
    snap.handle(.tick(time: .nan), into: &effects)
    snap.handle(.tick(time: -1), into: &effects)
    snap.handle(.tick(time: .infinity), into: &effects)
    snap.handle(
      .resize(bounds: Rect(x: 0, y: 0, width: .nan, height: 844), safeArea: .zero),
      into: &effects)
    snap.handle(
      .resize(
        bounds: Phone.portrait, safeArea: Insets(top: -.infinity)),
      into: &effects)
    #expect(effects == [])
    #expect(snap.state == settling)
    #expect(snap.time == 1)
    #expect(snap.bounds == Phone.portrait)
  }

  @Test func nonFiniteCreationValuesAreNormalised() {
    let snap = DraggableStore(
      frame: Rect(x: .nan, y: .infinity, width: -60, height: .nan),
      bounds: Rect(x: 0, y: 0, width: .infinity, height: 844), safeArea: Insets(top: .nan))
    #expect(snap.size == .zero)
    #expect(snap.bounds == .zero)
    #expect(snap.safeArea == .zero)
    // A zero-sized view in an empty container: centred on (0, 0) less the margin, and finite.
    #expect(snap.frame.origin.isFinite)
  }

  @Test func anAbsurdFlickStillLandsOnAnAnchor() throws {
    var snap = dragged()
    let effects = snap.take(
      after: .drag(
        .ended(
          location: .zero, translation: Vector(dx: 100, dy: 50),
          velocity: Vector(dx: 1e300, dy: -1e300)),
        time: 1))
    // Projected far to the top right: the right side at the top, origin (318, 59). The
    // velocity counts as the largest a store takes (10⁵ pt/s), and the spring keeps only
    // what fits inside the safe area.
    #expect(effects == [])
    let animation = try #require(snap.spring)
    #expect(animation.to == Point(x: 318, y: 59))
    #expect(animation.from.isFinite && animation.initialVelocity.isFinite)
    #expect(
      snap.state == .settling(animation, start: 1, anchor: .right(centerY: 89), endsDrag: true))
  }

  /// The app's extra insets as Objective-C's `GKDraggableOptions.insets` or
  /// `DraggableController.insets` may carry them: a NaN, infinite or negative side counts as
  /// 0, any finite positive side is kept.
  @Test(arguments: [
    (Double.nan, 0.0), (-Double.infinity, 0), (-1, 0), (-0.01, 0), (0, 0), (0.01, 0.01),
    (49, 49), (Double.infinity, 0),
  ] as [(Double, Double)])
  func extraInsetsOutOfRangeCountAsZero(_ value: Double, _ used: Double) {
    let safeArea = Insets(top: 47, left: 0, bottom: 34, right: 0)
    let insets = DraggableStore.insets(
      safeArea: safeArea, extra: Insets(top: value, left: value, bottom: value, right: value),
      keyboardFrame: nil, in: Rect(x: 0, y: 0, width: 390, height: 844))
    // Each side: the safe area's plus the extra as used (47 + 0.01 = 47.01 on top).
    #expect(insets == Insets(top: 47 + used, left: used, bottom: 34 + used, right: used))
  }
}
