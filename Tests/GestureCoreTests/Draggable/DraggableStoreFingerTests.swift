import GestureCore
import GestureTesting
import Testing

/// End to end: synthetic touches → `PanRecognizer` → `DragEvent` → `DraggableStore` →
/// callbacks and frames.
@Suite struct DraggableStoreFingerTests {
  let spring = DraggableStore.Configuration().spring

  @Test func restsAtTheNearestAnchorWhenCreated() {
    // Centre (30, 430): nearer the left side (42) than the right (348).
    let snap = DraggableStore.bubble()
    #expect(snap.frame == Rect(x: 12, y: 400, width: 60, height: 60))
    #expect(snap.state == .resting(origin: Point(x: 12, y: 400), anchor: .left(centerY: 430)))
    // Centre (380, 845): the bottom-right corner, (298, 753) as a centre.
    #expect(
      DraggableStore.pictureInPicture().state
        == .resting(origin: Point(x: 218, y: 708), anchor: .bottomRight))
  }

  @Test func followsTheFingerOneToOne() {
    let host = floatingRig(.bubble())
    host.fingers.down(1, at: Point(x: 42, y: 430))
    host.fingers.move(1, to: Point(x: 52, y: 430))  // 10 pt: not past the pan's 10 pt slop
    #expect(host.take() == [])
    host.fingers.move(1, to: Point(x: 60, y: 436))  // √(18² + 6²) = 19 pt: the pan begins
    // Origin (12, 400) + translation (18, 6): the view catches up with the slop.
    let began = Rect(x: 30, y: 406, width: 60, height: 60)
    #expect(host.take() == [.began(frame: began)])
    #expect(host.store.frame == began)
    host.fingers.move(1, to: Point(x: 142, y: 530))
    let moved = Rect(x: 112, y: 500, width: 60, height: 60)
    #expect(host.take() == [.moved(frame: moved)])
    #expect(host.store.frame == moved)
    #expect(
      host.store.state
        == .dragging(
          start: Point(x: 12, y: 400), translation: Vector(dx: 100, dy: 100),
          startAnchor: .left(centerY: 430)))
  }

  // MARK: - Release: projection and the nearest anchor

  /// Drags the bubble right by `distance` at a steady `distance / 0.499` pt/s and lifts:
  /// the projection adds `v/1000 · 0.998/0.002 = v · 0.499 = distance` to the released
  /// centre `42 + distance`.
  /// Expects the released bubble to spring along y 400 from origin x `from` to `to`, at the
  /// release `velocity` from the release on, and to end the drag at `anchor` when it settles.
  func expectSettles(
    _ host: FloatingRig, from: Double, to: Double, at anchor: DraggableStore.Anchor,
    velocity: Vector,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let animation = SpringAnimation2D(
      spring: spring, from: Point(x: from, y: 400), to: Point(x: to, y: 400),
      initialVelocity: velocity)
    #expect(host.take() == [], sourceLocation: sourceLocation)
    #expect(
      host.store.state
        == .settling(animation, start: host.time, anchor: anchor, endsDrag: true),
      sourceLocation: sourceLocation)
  }

  func flickBubbleRight(by distance: Double) -> FloatingRig {
    let host = floatingRig(.bubble())
    host.fingers.drag(
      from: Point(x: 42, y: 430), to: Point(x: 42 + distance, y: 430), duration: 0.499,
      lift: false)
    _ = host.take()
    host.fingers.up(1)
    return host
  }

  @Test func aFlickProjectedOnePointPastTheMidlineGoesRight() throws {
    // Released centre 42 + 77 = 119, projected 119 + 77 = 196 > midline 195 (between 42
    // and 348): the right side, origin x 348 − 30 = 318.
    let host = flickBubbleRight(by: 77)
    let velocity = try #require(host.app.releaseVelocity)
    #expect((velocity.dx - 77 / 0.499).magnitude < 1e-6)  // 154.3 pt/s
    #expect(velocity.dy == 0)
    expectSettles(host, from: 89, to: 318, at: .right(centerY: 430), velocity: velocity)
  }

  @Test func aFlickProjectedOnePointShortOfTheMidlineComesBack() throws {
    // Released centre 42 + 76 = 118, projected 118 + 76 = 194 < 195: back to the left.
    let host = flickBubbleRight(by: 76)
    let velocity = try #require(host.app.releaseVelocity)
    #expect((velocity.dx - 76 / 0.499).magnitude < 1e-6)  // 152.3 pt/s
    expectSettles(host, from: 88, to: 12, at: .left(centerY: 430), velocity: velocity)
  }

  @Test func theSpringCarriesTheReleaseVelocity() throws {
    // A diagonal flick: 60 pt left and 200 pt up in 0.25 s is (−240, −800) pt/s.
    let host = floatingRig(.pictureInPicture())
    host.fingers.drag(
      from: Point(x: 298, y: 753), to: Point(x: 238, y: 553), duration: 0.25, lift: false)
    _ = host.take()
    host.fingers.up(1)
    let velocity = try #require(host.app.releaseVelocity)
    #expect((velocity.dx + 240).magnitude < 1e-6 && (velocity.dy + 800).magnitude < 1e-6)
    #expect(host.take() == [])
    let animation = try #require(host.store.spring)
    #expect(animation.initialVelocity == velocity)
    #expect(animation.from == Point(x: 158, y: 508))  // (218 − 60, 708 − 200)
    // Projected centre (238 − 119.76, 553 − 399.2) = (118.2, 153.8): top left, (12, 59).
    #expect(animation.to == Point(x: 12, y: 59))
    // The spring leaves with the finger's velocity, not from rest.
    #expect(animation.velocity(at: 0) == velocity)
  }

  @Test func cornersSidesAndEdgesChooseDifferentAnchorsForTheSameFlick() throws {
    // The window flung up: from its centre (298, 753) to (288, 453) in 0.25 s, i.e.
    // (−40, −1200) pt/s; released centre (288, 453), projected (288 − 19.96, 453 − 598.8)
    // = (268.04, −145.8).
    let cases:
      [
        (
          DraggableStore.Anchors, expected: (Double) -> DraggableStore.Anchor,
          origin: (Double) -> Point
        )
      ] = [
        // The quadrant: top right, origin (298 − 80, 104 − 45).
        (.corners, { _ in .topRight }, { _ in Point(x: 218, y: 59) }),
        // The right side (x 268 > 195), the height clamped to the top: centre y 104.
        (.sides, { _ in .right(centerY: 104) }, { _ in Point(x: 218, y: 59) }),
        // The top edge (249.8 pt away) beats the right one (√(29.96² + 249.8²) ≈ 251.6 pt),
        // at the projected x.
        (.edges, { x in .top(centerX: x) }, { x in Point(x: x - 80, y: 59) }),
      ]
    for (anchors, expected, origin) in cases {
      let host = floatingRig(
        .pictureInPicture(configuration: .init(anchors: anchors)))
      #expect(host.store.frame.origin == Point(x: 218, y: 708))
      host.fingers.drag(
        from: Point(x: 298, y: 753), to: Point(x: 288, y: 453), duration: 0.25, lift: false)
      _ = host.take()
      host.fingers.up(1)
      let velocity = try #require(host.app.releaseVelocity)
      let projectedX = 288 + Projection.distance(velocity: velocity.dx)
      #expect((projectedX - 268.04).magnitude < 1e-6)
      let animation = SpringAnimation2D(
        spring: spring, from: Point(x: 208, y: 408), to: origin(projectedX),
        initialVelocity: velocity)
      #expect(host.take() == [], "\(anchors)")
      #expect(
        host.store.state
          == .settling(
            animation, start: host.time, anchor: expected(projectedX), endsDrag: true))
    }
  }

  // MARK: - Margin and safe area

  @Test func keepsTwelvePointsFromEveryEdge() {
    // No safe area: the window's origins are 12 pt in from each edge.
    let window = DraggableStore(
      frame: Rect(x: 0, y: 0, width: 160, height: 90), bounds: Phone.portrait,
      configuration: .pictureInPicture)
    #expect(window.allowedArea == Rect(x: 12, y: 12, width: 366, height: 820))
    #expect(window.frame(at: .topLeft) == Rect(x: 12, y: 12, width: 160, height: 90))
    // 390 − 12 − 160 = 218; 844 − 12 − 90 = 742.
    #expect(window.frame(at: .topRight) == Rect(x: 218, y: 12, width: 160, height: 90))
    #expect(window.frame(at: .bottomLeft) == Rect(x: 12, y: 742, width: 160, height: 90))
    #expect(window.frame(at: .bottomRight) == Rect(x: 218, y: 742, width: 160, height: 90))
    // A hard flick from the bottom-right corner (origin (218, 742), centre (298, 787)) to
    // the top left, (−1000, −2000) pt/s: it rests 12 pt from both edges, not further.
    let host = floatingRig(
      DraggableStore(
        frame: Rect(x: 300, y: 800, width: 160, height: 90), bounds: Phone.portrait,
        configuration: .pictureInPicture))
    #expect(host.store.frame.origin == Point(x: 218, y: 742))
    host.fingers.drag(
      from: Point(x: 298, y: 787), to: Point(x: 98, y: 387), duration: 0.2, lift: false)
    _ = host.take()
    host.fingers.up(1)
    #expect(host.take() == [])
    #expect(host.store.spring?.to == Point(x: 12, y: 12))
    host.settle()
    #expect(
      host.take() == [
        .ended(frame: Rect(x: 12, y: 12, width: 160, height: 90), anchor: .topLeft)
      ])
  }

  @Test func staysInsideTheSafeAreaWithTheMargin() {
    // Landscape: 47 pt insets left and right, 21 pt at the bottom: the allowed area is
    // x 47 + 12 = 59 ... 844 − 47 − 12 = 785, y 12 ... 390 − 21 − 12 = 357.
    let window = DraggableStore(
      frame: Rect(x: 0, y: 0, width: 160, height: 90), bounds: Phone.landscape,
      safeArea: Phone.landscapeSafeArea, configuration: .pictureInPicture)
    #expect(window.allowedArea == Rect(x: 59, y: 12, width: 726, height: 345))
    #expect(window.frame(at: .topLeft).origin == Point(x: 59, y: 12))
    #expect(window.frame(at: .topRight).origin == Point(x: 625, y: 12))  // 785 − 160
    #expect(window.frame(at: .bottomLeft).origin == Point(x: 59, y: 267))  // 357 − 90
    #expect(window.frame(at: .bottomRight).origin == Point(x: 625, y: 267))
    // Portrait: below the status bar, 47 + 12 = 59; above the home indicator,
    // 844 − 34 − 12 − 60 = 738.
    let bubble = DraggableStore.bubble(configuration: .init(anchors: .edges))
    #expect(bubble.frame(at: .top(centerX: 200)).origin == Point(x: 170, y: 59))
    #expect(bubble.frame(at: .bottom(centerX: 200)).origin == Point(x: 170, y: 738))
  }

  // MARK: - Rubber band

  @Test func rubberBandsOutsideTheAllowedAreaWhileDragging() {
    let host = floatingRig(.bubble())
    host.fingers.down(1, at: Point(x: 42, y: 430))
    host.fingers.move(1, to: Point(x: 22, y: 430))
    // Translation −20: the origin would be −8, 20 pt past the minimum 12; shown at
    // 12 − 390·u/(u + 1) with u = 20·0.55/390: 12 − 10.97 = 1.03.
    let first = 12 - 390 * ((20 * 0.55 / 390) / (20 * 0.55 / 390 + 1))
    let began = Rect(x: first, y: 400, width: 60, height: 60)
    #expect(host.take() == [.began(frame: began)])
    #expect(host.store.frame == began)

    host.fingers.move(1, to: Point(x: -58, y: 0))
    // Translation (−100, −430): x 100 pt past 12: 12 − 48.20 = −36.20 (u = 100·0.55/390);
    // y −30 is 89 pt past the minimum 59: 59 − 844·u/(u + 1) with u = 89·0.55/844, so
    // 59 − 46.27 = 12.73. Less than the finger in both axes, never past a full container.
    let x = 12 - 390 * ((100 * 0.55 / 390) / (100 * 0.55 / 390 + 1))
    let y = 59 - 844 * ((89 * 0.55 / 844) / (89 * 0.55 / 844 + 1))
    #expect((x + 36.2022).magnitude < 1e-4 && (y - 12.733).magnitude < 1e-3)
    let moved = Rect(x: x, y: y, width: 60, height: 60)
    #expect(host.take() == [.moved(frame: moved)])
    #expect(host.store.frame == moved)

    // Released at rest (the finger still for 50 ms > the tracker's 40 ms): the banded
    // centre is clamped to the top of the left side, centre (42, 89), origin (12, 59).
    host.fingers.wait(0.05)
    host.fingers.up(1)
    #expect(host.app.releaseVelocity == .zero)
    let animation = SpringAnimation2D(
      spring: spring, from: moved.origin, to: Point(x: 12, y: 59))
    #expect(host.take() == [])
    #expect(
      host.store.state
        == .settling(animation, start: host.time, anchor: .left(centerY: 89), endsDrag: true))
  }

  @Test func aRigidBandHoldsTheViewAtTheBoundary() {
    let host = floatingRig(.bubble(configuration: .init(rubberBandCoefficient: 0)))
    host.fingers.down(1, at: Point(x: 42, y: 430))
    host.fingers.move(1, to: Point(x: -58, y: 430))
    let held = Rect(x: 12, y: 400, width: 60, height: 60)
    #expect(host.take() == [.began(frame: held)])
    #expect(host.store.frame == held)
  }

  // MARK: - Ended after the settle

  @Test func endedComesOnlyAfterTheSpringSettled() {
    let host = flickBubbleRight(by: 77)
    #expect(host.take() == [])  // the spring starts, and no `ended` yet
    host.fingers.wait(0.2)
    host.send(.tick(time: host.time))
    #expect(host.take() == [])
    host.settle()
    #expect(
      host.take() == [
        .ended(frame: Rect(x: 318, y: 400, width: 60, height: 60), anchor: .right(centerY: 430))
      ])
    #expect(
      host.store.state == .resting(origin: Point(x: 318, y: 400), anchor: .right(centerY: 430)))
    host.fingers.wait(0.1)
    host.send(.tick(time: host.time))  // a late frame: nothing runs, ignored
    #expect(host.take() == [])
  }

  // MARK: - Cancel

  @Test func aCancelledDragSpringsBackToTheAnchorItStartedAt() {
    let host = floatingRig(.bubble())
    host.fingers.drag(
      from: Point(x: 42, y: 430), to: Point(x: 300, y: 600), duration: 0.2, lift: false)
    _ = host.take()
    host.fingers.cancel(1)
    // From (12 + 258, 400 + 170) back to (12, 400), at rest: the cancel carries no fling.
    let animation = SpringAnimation2D(
      spring: spring, from: Point(x: 270, y: 570), to: Point(x: 12, y: 400))
    #expect(host.take() == [])
    #expect(host.store.spring == animation)
    host.settle()
    #expect(
      host.take() == [
        .ended(frame: Rect(x: 12, y: 400, width: 60, height: 60), anchor: .left(centerY: 430))
      ])
    #expect(host.store.state == .resting(origin: Point(x: 12, y: 400), anchor: .left(centerY: 430)))
    #expect(isAtRest(host.arena))
  }

  // MARK: - Catching the view while it settles

  @Test func aFingerCatchesTheViewWhereTheSpringHasIt() throws {
    let host = flickBubbleRight(by: 77)
    let animation = try #require(host.store.spring)
    let released = host.time
    host.fingers.wait(0.1)
    host.send(.tick(time: host.time))
    let caught = animation.value(at: host.time - released)
    #expect(caught.x > 89 && caught.x < 318)  // under way
    #expect(host.node.frame == Rect(origin: caught, size: Size(width: 60, height: 60)))
    host.fingers.down(2, at: caught + Vector(dx: 30, dy: 30))
    #expect(host.store.state == .held(origin: caught, touch: TouchID(2), startAnchor: .right(centerY: 430)))
    host.fingers.move(2, by: Vector(dx: 0, dy: 20))
    // The drag that flung it goes on: no second `began`.
    let began = Rect(origin: caught + Vector(dx: 0, dy: 20), size: Size(width: 60, height: 60))
    #expect(host.take() == [.moved(frame: began)])
    #expect(host.store.frame == began)
    #expect(
      host.store.state
        == .dragging(
          start: caught, translation: Vector(dx: 0, dy: 20), startAnchor: .right(centerY: 430)))
    host.fingers.wait(1)
    host.send(.tick(time: host.time))  // the interrupted spring would have settled: ignored
    #expect(host.take() == [])
  }
}
