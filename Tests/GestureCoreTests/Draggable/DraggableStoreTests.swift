import GestureCore
import GestureTesting
import Testing

// A 160 × 90 picture-in-picture window on an iPhone 14 in portrait: 390 × 844 pt, safe area
// 47 pt at the top and 34 pt at the bottom, margin 12 pt. The allowed area is x 12...378,
// y 59...798; the window's origin stays within x 12...218 (378 − 160), y 59...708
// (798 − 90), its centre within x 92...298, y 104...753.
private let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
private let portraitSafeArea = Insets(top: 47, bottom: 34)
private let landscape = Rect(x: 0, y: 0, width: 844, height: 390)
private let landscapeSafeArea = Insets(left: 47, bottom: 21, right: 47)

extension Simulation where S == DraggableStore {
  /// The window at rest in the bottom-right corner, origin (218, 708), centre (298, 753).
  fileprivate static func pictureInPicture(
    configuration: DraggableStore.Configuration = .pictureInPicture
  ) -> Simulation<DraggableStore> {
    Simulation<DraggableStore>(
      frame: Rect(x: 300, y: 800, width: 160, height: 90), bounds: portrait,
      safeArea: portraitSafeArea, configuration: configuration, start: 100)
  }

  /// The spring in flight, as the store runs it.
  fileprivate var spring: SpringAnimation2D? {
    if case .settling(let animation, _, _, _) = store.state { return animation }
    return nil
  }

  /// The callbacks of one kind.
  fileprivate var began: [Rect] {
    effects.compactMap { if case .began(let frame) = $0 { frame } else { nil } }
  }

  /// Ends the pan under way still, at the view's centre, and leaves its finger down; returns
  /// the finger (the first finger of a fresh simulation is touch 1).
  fileprivate func endPanKeepingTheFinger(translation: Vector) -> TouchID {
    let touch = TouchID(1)
    send(.drag(.ended(location: store.frame.center, translation: translation, velocity: .zero), time: time))
    return touch
  }

  fileprivate var ended: [DraggableStore.Effect] {
    effects.filter { if case .ended = $0 { true } else { false } }
  }
}

/// The draggable store end to end: a simulated host drives it with the gestures people make;
/// after each scenario the frames run out and nothing may be left half-way.
@Suite struct DraggableStoreTests {
  @Test func startsAtRestInTheNearestCorner() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    // Centre (380, 845) is nearest the bottom-right corner: origin (218, 708).
    #expect(window.store.frame == Rect(x: 218, y: 708, width: 160, height: 90))
    #expect(window.store.phase == .resting)
    #expect(window.store.anchor == .bottomRight)
    #expect(window.store.isAtRest)
    #expect(!window.store.needsFrames)
  }

  // MARK: - Release

  // Released still, from the bottom-right centre (298, 753) moved 200 pt left to x 98: the
  // left corners. The corners' centres are at y 104 and 753, so the midline is at 428.5.

  @Test func releasedStillHalfAPointAboveTheMidlineGoesToTheTopLeftCorner() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    // Centre y 753 − 325 = 428 < 428.5.
    window.drag(by: Vector(dx: -200, dy: -325), duration: 0.5, releaseVelocity: .zero)
    window.settle()
    #expect(window.store.frame == Rect(x: 12, y: 59, width: 160, height: 90))
    #expect(window.ended == [.ended(frame: Rect(x: 12, y: 59, width: 160, height: 90), anchor: .topLeft)])
    #expect(window.problems == [])
  }

  @Test func releasedStillHalfAPointBelowTheMidlineGoesToTheBottomLeftCorner() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    // Centre y 753 − 324 = 429 > 428.5.
    window.drag(by: Vector(dx: -200, dy: -324), duration: 0.5, releaseVelocity: .zero)
    window.settle()
    #expect(window.store.frame == Rect(x: 12, y: 708, width: 160, height: 90))
    #expect(window.ended == [.ended(frame: Rect(x: 12, y: 708, width: 160, height: 90), anchor: .bottomLeft)])
    #expect(window.problems == [])
  }

  @Test func callbacksAreBeganMovedThenOneEndedOnlyOnceTheSpringHasSettled() throws {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    let spring = try #require(window.spring)
    let released = window.time
    // The pan began at the first of six samples: (−10, −130 / 6) from the corner.
    #expect(window.began == [Rect(x: 208, y: 708 - 130.0 / 6, width: 160, height: 90)])
    #expect(window.ended == [])
    #expect(window.store.needsFrames)
    // Frames until just before the settle: still no `ended`.
    let settles = released + spring.settlingDuration()
    while window.time + 1 / 60 < settles {
      window.wait(1 / 60, hz: 60)
      #expect(window.ended == [], "at \(window.time) s, settling at \(settles) s")
    }
    window.wait(1 / 60, hz: 60)
    // The first frame at or after the settle: the view rests exactly at the corner.
    #expect(window.ended == [.ended(frame: Rect(x: 12, y: 59, width: 160, height: 90), anchor: .topLeft)])
    #expect(window.store.frame == Rect(x: 12, y: 59, width: 160, height: 90))
    window.settle()
    window.wait(1, hz: 60, always: true)
    #expect(window.ended.count == 1)
    #expect(window.problems == [])
  }

  @Test func theSpringIsRunOnTheFramesFromTheReleaseTime() throws {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    let spring = try #require(window.spring)
    let released = window.time
    window.wait(0.05, hz: 60)
    // Three frames at 60 Hz: 0.05 s after the release.
    #expect(window.store.frame.origin == spring.value(at: window.time - released))
    #expect(window.store.phase == .settling)
  }

  @Test func aCancelledDragGoesBackToTheCornerItCameFrom() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -250, dy: -500), duration: 0.3, lift: false)
    window.cancelDrag()
    window.settle()
    #expect(window.store.anchor == .bottomRight)
    #expect(window.ended == [.ended(frame: Rect(x: 218, y: 708, width: 160, height: 90), anchor: .bottomRight)])
    #expect(window.problems == [])
  }

  @Test func aViewDraggedFarIntoTheRubberBandComesBackInside() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: 400, dy: 400), duration: 0.3, releaseVelocity: .zero)
    window.settle()
    #expect(window.store.frame == Rect(x: 218, y: 708, width: 160, height: 90))
    #expect(window.problems == [])
  }

  // MARK: - A finger on a settling view

  @Test func aFingerOnTheSettlingViewStopsItWhereTheSpringHasIt() throws {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    let spring = try #require(window.spring)
    let released = window.time
    window.wait(0.1, hz: 60)
    // Between two frames: the catch is where the spring has the view at the touch's time.
    let touchTime = window.time + 0.004
    window.wait(0.004, hz: 60)
    let caught = Rect(origin: spring.value(at: touchTime - released), size: Size(width: 160, height: 90))
    let finger = window.touchDown(at: caught.center)
    #expect(window.store.frame == caught)
    #expect(window.store.phase == .held)
    #expect(!window.store.needsFrames)
    // Held: frames move nothing, and the app hears of no new drag.
    window.wait(0.5, hz: 60, always: true)
    #expect(window.store.frame == caught)
    #expect(window.began.count == 1)
    // Let go without dragging: a release at rest, to the corner nearest the catch.
    window.touchUp(finger)
    let nearest = window.store.anchor(nearestTo: caught.center)
    window.settle()
    #expect(window.store.anchor == nearest)
    #expect(window.store.frame == window.store.frame(at: nearest))
    #expect(window.ended.count == 1)
    #expect(window.problems == [])
  }

  @Test func aPanFromTheCatchDragsTheViewOn() throws {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    window.wait(0.1, hz: 60)
    let caught = window.store.frame
    let finger = window.touchDown(at: caught.center)
    // The pan begins 0.05 s later, past its slop: the view follows from the catch.
    window.wait(0.05, hz: 60, always: true)
    let translation = Vector(dx: -15, dy: 8)
    window.send(.drag(.began(location: caught.center + translation, translation: translation), time: window.time))
    #expect(window.store.frame == caught.offsetBy(translation))
    #expect(window.store.phase == .dragging)
    window.wait(0.05, hz: 60, always: true)
    window.send(.drag(.ended(location: caught.center + translation, translation: translation, velocity: .zero), time: window.time))
    window.touchUp(finger)
    window.settle()
    // One drag for the app: the flick and the catch.
    #expect(window.began.count == 1)
    #expect(window.ended.count == 1)
    #expect(window.problems == [])
  }

  @Test func aFingerJustOutsideTheSettlingViewDoesNotStopIt() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    window.wait(0.1, hz: 60)
    let shown = window.store.frame
    // The right edge is outside (`contains` excludes it); 1 pt to its left is inside.
    window.touchDown(at: Point(x: shown.maxX, y: shown.midY))
    #expect(window.store.phase == .settling)
    window.touchDown(at: Point(x: shown.maxX - 1, y: shown.midY))
    #expect(window.store.phase == .held)
  }

  @Test func aFingerLandingAfterTheSettleTimeFindsTheViewAtRest() throws {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    let spring = try #require(window.spring)
    // No frame since the release (a stalled display link): the touch still lands after
    // the spring's settling time, so the view is at rest, and the drag has ended.
    let late = window.time + spring.settlingDuration() + 0.001
    window.send(.touchDown(TouchID(99), at: Point(x: 92, y: 104), time: late))
    #expect(window.store.phase == .resting)
    #expect(window.ended.count == 1)
    #expect(window.store.frame == Rect(x: 12, y: 59, width: 160, height: 90))
  }

  @Test func anotherFingerLiftingDoesNotLetGoOfTheView() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    window.wait(0.1, hz: 60)
    let holding = window.touchDown(at: window.store.frame.center)
    let other = window.touchDown(at: Point(x: 5, y: 5))
    window.touchUp(other)
    #expect(window.store.phase == .held)
    window.touchUp(holding)
    #expect(window.store.phase == .settling)
    window.settle()
    #expect(window.problems == [])
  }

  // MARK: - The container

  @Test func aRotationAtRestSpringsToTheSameCornerFromTheNextFrame() throws {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.send(.resize(bounds: landscape, safeArea: landscapeSafeArea))
    // No time comes with a container change: the spring starts at the next frame, from where
    // the view is, carried in by landscape's bottom edge, which passed it: y 708 becomes
    // 390 − 21 − 90 = 279 (x 218 is inside landscape's 47...637).
    #expect(window.store.frame.origin == Point(x: 218, y: 279))
    window.wait(1 / 60, hz: 60)
    #expect(window.store.frame.origin == Point(x: 218, y: 279))
    window.settle()
    // Landscape bottom right: x 844 − 47 − 12 − 160 = 625, y 390 − 21 − 12 − 90 = 267.
    #expect(window.store.frame == Rect(x: 625, y: 267, width: 160, height: 90))
    #expect(window.effects == [])  // not a drag: no callbacks
    #expect(window.problems == [])
  }

  @Test func aContainerChangeOffScreenMovesTheViewAtOnce() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.send(.resize(bounds: landscape, safeArea: landscapeSafeArea, animated: false))
    #expect(window.store.frame == Rect(x: 625, y: 267, width: 160, height: 90))
    #expect(window.store.isAtRest)
    // A drag's settle, finished at once: its `ended` comes at once too.
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    window.send(.resize(bounds: portrait, safeArea: portraitSafeArea, animated: false))
    #expect(window.store.isAtRest)
    #expect(window.ended.count == 1)
    #expect(window.problems == [])
  }

  /// Fuzzer finding `draggable-ended-then-unanimated-resize`: a view let go a hair from its
  /// corner has a spring that is settled from its first instant; a container change that
  /// comes before the next frame used to finish that spring first, so the app heard `ended`
  /// with the old container's frame and the view then jumped, unannounced, to the new one.
  @Test func aQuietContainerChangeRightAfterAReleaseEndsWhereTheViewRests() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    // 0.007 pt left of the bottom-right corner, the pan ends still (the finger not up yet): a
    // spring 0.007 pt long, settled from its first instant but finished only at the next
    // timed event.
    window.drag(by: Vector(dx: -0.007, dy: 0), duration: 0.1, lift: false)
    let touch = window.endPanKeepingTheFinger(translation: Vector(dx: -0.007, dy: 0))
    window.send(.resize(bounds: landscape, safeArea: landscapeSafeArea, animated: false))
    // Landscape bottom right: x 844 − 47 − 12 − 160 = 625, y 390 − 21 − 12 − 90 = 267.
    let rest = Rect(x: 625, y: 267, width: 160, height: 90)
    #expect(window.store.frame == rest)
    #expect(window.store.isAtRest)
    #expect(window.ended == [.ended(frame: rest, anchor: .bottomRight)])
    window.touchUp(touch)
    window.settle()
    #expect(window.ended.count == 1)
    #expect(window.problems == [])
  }

  /// The same with an animated change: the settled spring is retargeted, and its one `ended`
  /// comes once the view rests in the new container.
  @Test func anAnimatedContainerChangeRightAfterAReleaseEndsInTheNewContainer() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -0.007, dy: 0), duration: 0.1, lift: false)
    let touch = window.endPanKeepingTheFinger(translation: Vector(dx: -0.007, dy: 0))
    window.send(.resize(bounds: landscape, safeArea: landscapeSafeArea))
    #expect(window.ended == [])
    window.touchUp(touch)
    window.settle()
    #expect(window.ended == [.ended(frame: Rect(x: 625, y: 267, width: 160, height: 90), anchor: .bottomRight)])
    #expect(window.problems == [])
  }

  @Test func aContainerShrinkingMidDragReclampsUnderTheFinger() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    // Dragged up to centre (298, 453): inside the portrait area.
    window.drag(by: Vector(dx: 0, dy: -300), duration: 0.3, lift: false)
    #expect(window.store.frame == Rect(x: 218, y: 408, width: 160, height: 90))
    window.send(.resize(bounds: landscape, safeArea: landscapeSafeArea))
    // Landscape origins reach y 267 at most (390 − 21 − 12 − 90): origin y 408 is 141 pt
    // past it, rubber-banded (the finger still has it), and reported as a move.
    #expect(window.store.frame.minY > 267)
    #expect(window.store.frame.minY < 408)
    #expect(window.effects.last == .moved(frame: window.store.frame))
    window.release(velocity: .zero)
    window.settle()
    // Centre x 298 is left of landscape's middle (422); y nearest the bottom.
    #expect(window.store.frame == Rect(x: 59, y: 267, width: 160, height: 90))
    #expect(window.ended == [.ended(frame: Rect(x: 59, y: 267, width: 160, height: 90), anchor: .bottomLeft)])
    #expect(window.problems == [])
  }

  @Test func aContainerShrinkingMidSettleRetargetsTheSameCorner() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)  // to the top-left corner
    window.wait(0.1, hz: 60)
    let before = window.store.frame
    // The keyboard shows: 336 pt over the bottom.
    let insets = DraggableStore.insets(
      safeArea: portraitSafeArea, extra: .zero,
      keyboardFrame: Rect(x: 0, y: 508, width: 390, height: 336), in: portrait)
    window.send(.resize(bounds: portrait, safeArea: insets))
    #expect(window.store.frame == before)  // retargeted from where it is
    window.send(.resize(bounds: landscape, safeArea: landscapeSafeArea))
    // Landscape's bottom edge passes it: carried in to y 390 − 21 − 90 = 279, x kept.
    #expect(before.minY > 279)
    #expect(window.store.frame == Rect(x: before.minX, y: 279, width: 160, height: 90))
    window.settle()
    // Landscape top left: x 47 + 12 = 59, y 0 + 12 = 12.
    #expect(window.ended == [.ended(frame: Rect(x: 59, y: 12, width: 160, height: 90), anchor: .topLeft)])
    #expect(window.problems == [])
  }

  @Test func theKeyboardPushesABottomCornerUpAndLetsItBack() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    let keyboard = Rect(x: 0, y: 508, width: 390, height: 336)
    window.send(.resize(
      bounds: portrait,
      safeArea: DraggableStore.insets(safeArea: portraitSafeArea, extra: .zero, keyboardFrame: keyboard, in: portrait)))
    window.settle()
    // Above the keyboard: y 508 − 12 − 90 = 406.
    #expect(window.store.frame == Rect(x: 218, y: 406, width: 160, height: 90))
    window.send(.resize(bounds: portrait, safeArea: portraitSafeArea))
    window.settle()
    #expect(window.store.frame == Rect(x: 218, y: 708, width: 160, height: 90))
    #expect(window.problems == [])
  }

  @Test(arguments: [
    // (keyboard's maxY, bottom inset): a 336 pt keyboard 1 pt short of the container's
    // bottom floats and counts for nothing; docked, it covers 844 − 508 = 336 pt; reaching
    // past the bottom (an undocked frame), only the 844 − 564 = 280 pt over the container.
    (843.0, 34.0), (844.0, 336.0), (900.0, 280.0),
  ])
  func aKeyboardCountsOnlyWhereItReachesTheBottom(maxY: Double, bottom: Double) {
    let keyboard = Rect(x: 0, y: maxY - 336, width: 390, height: 336)
    let insets = DraggableStore.insets(
      safeArea: portraitSafeArea, extra: .zero, keyboardFrame: keyboard, in: portrait)
    #expect(insets == Insets(top: 47, bottom: bottom))
  }

  @Test func theAppsInsetsAddToTheSafeAreaAndAKeyboardBelowThemChangesNothing() {
    // A 49 pt tab bar: bottom 34 + 49 = 83. A 60 pt accessory bar at the bottom (top 784)
    // covers 60 pt < 83 pt.
    let insets = DraggableStore.insets(
      safeArea: portraitSafeArea, extra: Insets(bottom: 49),
      keyboardFrame: Rect(x: 0, y: 784, width: 390, height: 60), in: portrait)
    #expect(insets == Insets(top: 47, bottom: 83))
    let nan = DraggableStore.insets(
      safeArea: portraitSafeArea, extra: .zero,
      keyboardFrame: Rect(x: .nan, y: 508, width: 390, height: 336), in: portrait)
    #expect(nan == portraitSafeArea)
  }

  @Test(arguments: [
    // (tab bar's frame, bottom inset) over the 844 pt container, whose middle is at 422.
    // A 62 pt bar whose middle is a point below the container's covers it from its top up:
    // 844 − 392 = 452; a point above, it is over the upper half and counts for nothing.
    (Rect(x: 0, y: 392, width: 390, height: 62), 452.0),
    (Rect(x: 0, y: 390, width: 390, height: 62), 34.0),
    // iOS 26's floating bar, 16 pt above the bottom edge: 844 − 766 = 78.
    (Rect(x: 21, y: 766, width: 348, height: 62), 78.0),
    // A classic 49 pt bar at the bottom edge: 49. Inside the safe area already (the bar of
    // the container's own tab, 20 pt tall here), below the container, beside it, or NaN:
    // nothing changes.
    (Rect(x: 0, y: 795, width: 390, height: 49), 49.0),
    (Rect(x: 0, y: 824, width: 390, height: 20), 34.0),
    (Rect(x: 0, y: 844, width: 390, height: 49), 34.0),
    (Rect(x: 390, y: 766, width: 348, height: 62), 34.0),
    (Rect(x: 0, y: .nan, width: 390, height: 62), 34.0),
  ])
  func aTabBarCountsOnlyOverTheLowerHalf(bar: Rect, bottom: Double) {
    let insets = DraggableStore.insets(
      safeArea: portraitSafeArea, extra: .zero, keyboardFrame: nil, tabBarFrame: bar, in: portrait)
    #expect(insets == Insets(top: 47, bottom: bottom))
  }

  // MARK: - Options and size

  @Test func aWiderMarginAppliesAtOnce() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    var configuration = DraggableStore.Configuration.pictureInPicture
    configuration.margin = 24
    window.send(.configurationChanged(configuration))
    window.settle()
    // x 390 − 24 − 160 = 206, y 844 − 34 − 24 − 90 = 696.
    #expect(window.store.frame == Rect(x: 206, y: 696, width: 160, height: 90))
    #expect(window.problems == [])
  }

  @Test func aResizeAtRestKeepsTheCorner() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.send(.sizeChanged(Size(width: 320, height: 180)))
    // x 378 − 320 = 58, y 798 − 180 = 618.
    #expect(window.store.frame == Rect(x: 58, y: 618, width: 320, height: 180))
    #expect(window.store.isAtRest)
  }

  @Test func aResizeWhileSettlingWaitsUntilTheViewRests() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)  // to the top-left corner
    window.send(.sizeChanged(Size(width: 80, height: 45)))
    #expect(window.store.frame.size == Size(width: 160, height: 90))
    #expect(!window.store.isAtRest)
    window.settle()
    #expect(window.store.frame == Rect(x: 12, y: 59, width: 80, height: 45))
    #expect(window.problems == [])
  }

  // MARK: - Bad input

  @Test func nanTouchesAndDragsAreIgnoredOrCancel() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.send(.drag(.began(location: Point(x: .nan, y: 0), translation: .zero), time: window.time))
    #expect(window.store.phase == .resting)
    window.drag(by: Vector(dx: -100, dy: -100), duration: 0.2, lift: false)
    // A NaN mid-drag cancels it: back to the corner it came from, `ended` once.
    window.send(.drag(.changed(location: Point(x: 0, y: .infinity), translation: .zero), time: window.time))
    window.settle()
    #expect(window.store.frame == Rect(x: 218, y: 708, width: 160, height: 90))
    #expect(window.ended.count == 1)
    #expect(window.problems == [
      "\(ContractViolation<DraggableStore>.mistake(.dragNotFinite))", "\(ContractViolation<DraggableStore>.mistake(.dragNotFinite))",
    ])
  }

  @Test func timeGoingBackwardsIsReadAsTheLatestTime() throws {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -60, dy: -130), duration: 0.1)
    window.wait(0.1, hz: 60)
    let shown = window.store.frame
    let latest = window.store.time
    window.send(.tick(time: latest - 0.1))
    window.send(.tick(time: .nan))
    #expect(window.store.time == latest)
    #expect(window.store.frame == shown)
    #expect(window.problems == [
      "\(ContractViolation<DraggableStore>.timeWentBackwards(from: latest, to: latest - 0.1))",
      "\(ContractViolation<DraggableStore>.timeNotFinite)",
    ])
    window.settle()
    #expect(window.ended.count == 1)
  }

  @Test func unusableContainersAndSizesAreIgnored() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.send(.resize(bounds: Rect(x: 0, y: 0, width: .nan, height: 844), safeArea: .zero))
    window.send(.resize(bounds: portrait, safeArea: Insets(top: .infinity)))
    window.send(.sizeChanged(Size(width: -1, height: 90)))
    window.send(.sizeChanged(Size(width: .nan, height: 90)))
    #expect(window.store.frame == Rect(x: 218, y: 708, width: 160, height: 90))
    #expect(window.store.isAtRest)
    #expect(window.problems == [])
  }

  @Test func aStrayTouchUpOrDragEndChangesNothing() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.send(.touchUp(TouchID(7), time: 100.1))
    window.send(.drag(.ended(location: .zero, translation: Vector(dx: 10, dy: 0), velocity: .zero), time: 100.2))
    #expect(window.store.isAtRest)
    #expect(window.effects == [])
    #expect(window.problems == [
      "\(ContractViolation<DraggableStore>.touchNotDown(TouchID(7)))",
      "\(ContractViolation<DraggableStore>.mistake(.dragWithoutBegan))",
    ])
  }

  // MARK: - The checker

  @Test func theCheckerCatchesAHostThatStopsItsFramesMidSpring() {
    var checker = ContractChecker<DraggableStore>()
    var store = DraggableStore(
      frame: Rect(x: 218, y: 708, width: 160, height: 90), bounds: portrait,
      safeArea: portraitSafeArea, configuration: .pictureInPicture)
    var effects: [DraggableStore.Effect] = []
    func send(_ event: DraggableStore.Event) -> ContractViolation<DraggableStore>? {
      effects.removeAll()
      store.handle(event, into: &effects)
      return checker.observe(event, effects: effects, store: store)
    }
    // Times exact in binary, so that the gaps are exactly what the comments say.
    #expect(send(.drag(.began(location: Point(x: 298, y: 753), translation: .zero), time: 1)) == nil)
    #expect(send(.drag(.ended(location: Point(x: 298, y: 600), translation: Vector(dx: 0, dy: -153), velocity: .zero), time: 1.5)) == nil)
    #expect(store.needsFrames)
    #expect(send(.tick(time: 1.75)) == nil)  // 0.25 s after the release: the longest gap allowed
    #expect(store.needsFrames)
    // 2.0078125 − 1.75 = 0.2578125 s > 0.25 s.
    #expect(send(.tick(time: 2.0078125)) == .framesMissing(since: 1.75, until: 2.0078125))
  }

  @Test func theCheckerAllowsATouchStampedUpToAFrameBeforeTheLatestFrame() {
    var checker = ContractChecker<DraggableStore>()
    let store = DraggableStore(frame: Rect(x: 0, y: 0, width: 60, height: 60), bounds: portrait)
    #expect(checker.observe(.tick(time: 1), effects: [], store: store) == nil)
    // 1 − 0.046875 s: within the 0.05 s skew (a touch delivered after a frame's target time).
    let early = DraggableStore.Event.touchDown(TouchID(1), at: .zero, time: 0.953125)
    #expect(checker.observe(early, effects: [], store: store) == nil)
    // 1 − 0.0625 s: beyond it.
    let late = DraggableStore.Event.touchUp(TouchID(1), time: 0.9375)
    #expect(checker.observe(late, effects: [], store: store) == .timeWentBackwards(from: 1, to: 0.9375))
  }

  @Test func framesAreOwedFromTheNextTimedEventAfterAQuietContainerChange() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.wait(5, hz: 60)  // at rest: no frames needed, none sent
    window.send(.resize(bounds: landscape, safeArea: landscapeSafeArea))
    window.wait(1 / 60, hz: 60)  // 5 s after the last event, but the first frame the spring needs
    window.settle()
    #expect(window.problems == [])
  }

  @Test func theCheckerCatchesATouchReportedDownTwice() {
    var checker = ContractChecker<DraggableStore>()
    let store = DraggableStore(frame: Rect(x: 0, y: 0, width: 60, height: 60), bounds: portrait)
    let down = DraggableStore.Event.touchDown(TouchID(1), at: .zero, time: 0)
    #expect(checker.observe(down, effects: [], store: store) == nil)
    #expect(checker.observe(down, effects: [], store: store) == .touchAlreadyDown(TouchID(1)))
  }
}

/// However hard the flick, the view never leaves the container at any frame.
@Suite struct DraggableStoreFlickTests {
  /// A direction of a flick, towards a corner or an edge.
  struct Direction: CustomTestStringConvertible, Sendable {
    let name: String
    let vector: Vector
    var testDescription: String { name }
  }

  static let directions: [Direction] = {
    let diagonal = 1 / 2.0.squareRoot()
    return [
      Direction(name: "left", vector: Vector(dx: -1, dy: 0)),
      Direction(name: "right", vector: Vector(dx: 1, dy: 0)),
      Direction(name: "up", vector: Vector(dx: 0, dy: -1)),
      Direction(name: "down", vector: Vector(dx: 0, dy: 1)),
      Direction(name: "up-left", vector: Vector(dx: -diagonal, dy: -diagonal)),
      Direction(name: "up-right", vector: Vector(dx: diagonal, dy: -diagonal)),
      Direction(name: "down-left", vector: Vector(dx: -diagonal, dy: diagonal)),
      Direction(name: "down-right", vector: Vector(dx: diagonal, dy: diagonal)),
    ]
  }()

  static let speeds: [Double] = [500, 1000, 2000, 5000, 10_000, 20_000]

  // The store bounds its spring's overshoot (`SpringAnimation2D.limitingOvershoot(to:)`);
  // without it a 5000 pt/s flick into a corner swung the window about 100 pt off the screen.
  @Test(arguments: directions, ["corners", "edges", "sides"])
  func aFlickNeverTakesTheViewOffTheScreen(towards direction: Direction, anchors: String) {
    var configuration = DraggableStore.Configuration.pictureInPicture
    configuration.anchors = anchors == "corners" ? .corners : anchors == "edges" ? .edges : .sides
    for speed in Self.speeds {
      for nearEdge in [false, true] {
        let window = Simulation<DraggableStore>(
          frame: Rect(x: 218, y: 708, width: 160, height: 90), bounds: portrait,
          safeArea: portraitSafeArea, configuration: configuration, start: 100)
        // Released from the middle of the screen, or 20 pt inside the allowed centres
        // (x 92...298, y 104...753) on the side it is flung to.
        let v = direction.vector
        let release = nearEdge
          ? Point(
            x: v.dx < 0 ? 112 : v.dx > 0 ? 278 : 195, y: v.dy < 0 ? 124 : v.dy > 0 ? 733 : 428.5)
          : Point(x: 195, y: 422)
        let start = window.store.frame.center
        // Slowly to 20 pt short of the release point, then 20 pt at full speed.
        window.drag(by: (release - start) - v * 20, duration: 0.5, lift: false)
        window.continueDrag(by: v * 20, duration: 20 / speed)
        window.release(velocity: v * speed)
        window.frameDuration = 1.0 / 240
        window.settle()
        #expect(
          window.app.largestOverhang <= 1e-9,
          "\(speed) pt/s from \(release): \(window.app.largestOverhang) pt off at \(String(describing: window.app.worstFrame))"
        )
        #expect(window.problems == [], "\(speed) pt/s")
      }
    }
  }
}

/// Liveness under adversarial timing: seeded random sequences of what a correct host may
/// send — flicks of any speed, catches, cancels, rotations, keyboards, resizes and option
/// changes at any moment — and after each sequence nothing is left half-way.
@Suite struct DraggableStoreLivenessTests {

  static let containers: [(Rect, Insets)] = [
    (portrait, portraitSafeArea),
    (landscape, landscapeSafeArea),
    (portrait, Insets(top: 47, bottom: 336)),  // the keyboard
    (Rect(x: 0, y: 0, width: 150, height: 100), .zero),  // smaller than the window
  ]

  @Test(arguments: 0..<200)
  func nothingIsLeftHalfWay(seed: Int) {
    var random = SplitMix64(seed: UInt64(seed))
    let window = Simulation<DraggableStore>.pictureInPicture()
    var dragging = false
    for _ in 0..<100 {
      switch random.next(upTo: 7) {
      case 0, 1:
        // A drag of any length and a release at any speed up to 20 000 pt/s.
        if dragging { window.cancelDrag() }
        let delta = Vector(dx: random.range(-400, 400), dy: random.range(-800, 800))
        let direction = Vector(dx: random.range(-1, 1), dy: random.range(-1, 1))
        let speed = random.range(0, 20_000)
        window.drag(
          by: delta, duration: random.range(0.02, 0.5), lift: false)
        dragging = true
        if random.next(upTo: 2) == 0 {
          let length = max(direction.length, 1e-9)
          window.release(velocity: direction * (speed / length))
          dragging = false
        }
      case 2:
        // A finger on the view (springing or not), held, then lifted.
        guard !dragging else { break }
        let finger = window.touchDown(at: window.store.frame.center)
        window.wait(random.range(0, 0.3), hz: 60, always: true)
        window.touchUp(finger)
      case 3:
        let (bounds, safeArea) = Self.containers[random.next(upTo: Self.containers.count)]
        window.send(.resize(bounds: bounds, safeArea: safeArea, animated: random.next(upTo: 4) != 0))
      case 4:
        window.send(.sizeChanged(Size(width: random.range(40, 200), height: random.range(40, 200))))
      case 5:
        var configuration = DraggableStore.Configuration.pictureInPicture
        configuration.anchors = [.corners, .edges, .sides][random.next(upTo: 3)]
        configuration.margin = random.range(0, 30)
        window.send(.configurationChanged(configuration))
      default:
        window.wait(random.range(0, 0.5), hz: 60)
      }
    }
    if dragging { window.release(velocity: .zero) }
    window.settle()
    #expect(window.problems == [], "seed \(seed)")
    #expect(window.began.count == window.ended.count, "seed \(seed)")
  }
}

/// Moving the view without a finger (VoiceOver's and Switch Control's custom actions): the
/// same spring and callbacks as a drag.
@Suite struct DraggableStoreMoveTests {
  @Test func aMoveSpringsToTheAnchorAndEndsOnceThere() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.send(.move(to: .topLeft, time: window.time))
    #expect(window.store.phase == .settling)
    window.settle()
    // The top-left corner of the allowed area: origin (12, 59).
    #expect(window.store.frame == Rect(x: 12, y: 59, width: 160, height: 90))
    #expect(window.began == [Rect(x: 218, y: 708, width: 160, height: 90)])
    #expect(window.ended == [.ended(frame: Rect(x: 12, y: 59, width: 160, height: 90), anchor: .topLeft)])
    #expect(window.problems == [])
  }

  @Test func aMoveDuringTheSpringOfADragRetargetsItWithOneEnd() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -200, dy: -325), duration: 0.5, releaseVelocity: .zero)
    window.wait(0.05, hz: 60)
    #expect(window.store.phase == .settling)
    window.send(.move(to: .bottomRight, time: window.time))
    window.settle()
    #expect(window.store.frame == Rect(x: 218, y: 708, width: 160, height: 90))
    #expect(window.began.count == 1)
    #expect(window.ended == [.ended(frame: Rect(x: 218, y: 708, width: 160, height: 90), anchor: .bottomRight)])
    #expect(window.problems == [])
  }

  @Test func aFingerOnTheViewKeepsIt() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    window.drag(by: Vector(dx: -50, dy: 0), duration: 0.2, lift: false)
    let held = window.store.frame
    window.send(.move(to: .topLeft, time: window.time))
    #expect(window.store.phase == .dragging)
    #expect(window.store.frame == held)
    window.release(velocity: .zero)
    window.settle()
    #expect(window.store.anchor == .bottomRight)  // 50 pt left of its corner: back there
    #expect(window.problems == [])
  }

  @Test func theDestinationIsWhereTheSpringEnds() {
    let window = Simulation<DraggableStore>.pictureInPicture()
    // At rest in the bottom-right corner: where it is.
    #expect(window.store.destination == Rect(x: 218, y: 708, width: 160, height: 90))
    window.send(.move(to: .topLeft, time: window.time))
    window.wait(0.05, hz: 60)
    #expect(window.store.phase == .settling)
    #expect(window.store.frame != window.store.destination)
    // The top-left corner of the allowed area, while the spring is on its way there.
    #expect(window.store.destination == Rect(x: 12, y: 59, width: 160, height: 90))
    window.settle()
    #expect(window.store.destination == window.store.frame)
    #expect(window.problems == [])
  }

  /// A host that names only the side (Objective-C's `GKDraggableAnchorLeft`) keeps the
  /// height the view is going to.
  @Test func aMoveToTheOtherSideAtTheDestinationsHeightKeepsIt() {
    let window = Simulation<DraggableStore>.pictureInPicture(
      configuration: DraggableStore.Configuration(anchors: .sides))
    // At rest against the right side, centre y 753.
    let height = window.store.destination.center.y
    #expect(height == 753)
    window.send(.move(to: .left(centerY: height), time: window.time))
    window.settle()
    // Left side: x 12 (the margin); y 753 − 90/2 = 708.
    #expect(window.ended == [.ended(frame: Rect(x: 12, y: 708, width: 160, height: 90), anchor: .left(centerY: 753))])
    #expect(window.problems == [])
  }

  @Test func aSideAtNaNIsIgnored() {
    let window = Simulation<DraggableStore>.pictureInPicture(
      configuration: DraggableStore.Configuration(anchors: .sides))
    window.send(.move(to: .left(centerY: .nan), time: window.time))
    #expect(window.store.phase == .resting)
    #expect(window.effects == [])
  }

  @Test func theOfferedAnchorsFollowTheConfiguration() {
    #expect(Simulation<DraggableStore>.pictureInPicture().store.offeredAnchors == [.topLeft, .topRight, .bottomLeft, .bottomRight])
    let bubble = Simulation<DraggableStore>.pictureInPicture(
      configuration: DraggableStore.Configuration(anchors: .sides))
    // At rest against the right side, centre y 753.
    #expect(bubble.store.offeredAnchors == [.left(centerY: 753), .right(centerY: 753)])
    let points = Simulation<DraggableStore>.pictureInPicture(
      configuration: DraggableStore.Configuration(anchors: .points([Point(x: 100, y: 100), Point(x: .nan, y: 0), Point(x: 300, y: 700)])))
    #expect(points.store.offeredAnchors == [.point(index: 0), .point(index: 2)])
  }

  /// Which anchors are offered, and how many, depend on the configuration alone: a host
  /// names its moves before the store exists (SwiftUI's floating view, whose list of
  /// actions must not change as it moves); only the sides' and edges' coordinates follow
  /// the view.
  @Test func theOfferedAnchorsAreKnownBeforeTheStore() {
    let center = Point(x: 120, y: 340)
    #expect(DraggableStore.Anchors.corners.offered(around: center) == [.topLeft, .topRight, .bottomLeft, .bottomRight])
    #expect(DraggableStore.Anchors.sides.offered(around: center) == [.left(centerY: 340), .right(centerY: 340)])
    #expect(
      DraggableStore.Anchors.edges.offered(around: center)
        == [.left(centerY: 340), .right(centerY: 340), .top(centerX: 120), .bottom(centerX: 120)])
    let points = DraggableStore.Anchors.points([Point(x: 100, y: 100), Point(x: .infinity, y: 0)])
    #expect(points.offered(around: center) == [.point(index: 0)])
  }
}
