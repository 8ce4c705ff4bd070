import GestureCore
import GestureTesting
import Testing

/// Stashing: a release past a stashable edge tucks the view away with a tab on screen; a tap
/// on the tab or a drag brings it back.
///
/// The bubble (60 × 60, portrait 390 × 844, safe area 47 / 34, margin 12) rests at the left
/// side with its centre at x 42. The edge is the safe area's: x 0 on the left, 390 on the
/// right. Stashed at the left with the default 24 pt tab, its centre is at 0 + 24 − 30 = −6
/// (origin x −36: 24 pt on screen); at the right, 390 − 24 + 30 = 396 (origin x 366).
@Suite struct DraggableStashTests {
  static let stashing = DraggableStore.Configuration(stashing: .init(sides: .both))

  func bubble(_ configuration: DraggableStore.Configuration = stashing) -> Simulation<DraggableStore> {
    Simulation(
      frame: Rect(x: 0, y: 400, width: 60, height: 60), bounds: Phone.portrait,
      safeArea: Phone.portraitSafeArea, configuration: configuration)
  }

  // MARK: - The stash distance: the centre released past the edge

  @Test func aDragReleasedOnePointPastTheEdgeStashes() {
    // Centre 42 − 43 = −1 < 0, released at rest: past the edge, so stashed at its height.
    let window = bubble()
    window.drag(by: Vector(dx: -43, dy: 0), duration: 0.3, releaseVelocity: .zero)
    window.settle()
    #expect(window.store.state == .resting(origin: Point(x: -36, y: 400), anchor: .stashedLeft(centerY: 430)))
    #expect(window.store.isStashed)
    #expect(window.effects.last == .ended(frame: Rect(x: -36, y: 400, width: 60, height: 60), anchor: .stashedLeft(centerY: 430)))
    #expect(window.problems == [])
    #expect(window.app.largestOverhang == 0)
  }

  @Test func aDragReleasedOnePointShortOfTheEdgeDocks() {
    // Centre 42 − 41 = 1 > 0, at rest: not past the edge; the left side is nearest.
    let window = bubble()
    window.drag(by: Vector(dx: -41, dy: 0), duration: 0.3, releaseVelocity: .zero)
    window.settle()
    #expect(window.store.state == .resting(origin: Point(x: 12, y: 400), anchor: .left(centerY: 430)))
    #expect(!window.store.isStashed)
    #expect(window.problems == [])
  }

  @Test func theFingerDragsTheViewOneToOneUpToTheStashAndNoFurther() {
    // Left stashable: from centre 42 the view follows 1:1 down to the stashed centre −6
    // (a 48 pt drag), and is held there however far the finger goes.
    let window = bubble()
    window.drag(by: Vector(dx: -48, dy: 0), duration: 0.2, lift: false)
    #expect(window.store.frame.minX == -36)
    window.continueDrag(by: Vector(dx: -200, dy: 0), duration: 0.2)
    #expect(window.store.frame.minX == -36)
    window.release(velocity: .zero)
    window.settle()
    #expect(window.problems == [])
  }

  // MARK: - The stash velocity: a flick towards the edge

  /// Drags the bubble left by 10 pt (centre 32) and releases it at `speed` pt/s to the left:
  /// the projection adds `−speed · 0.499`, past the edge for any speed above 64 pt/s, so the
  /// minimum speed (500 pt/s) decides.
  func flickLeft(at speed: Double) -> Simulation<DraggableStore> {
    let window = bubble()
    window.drag(by: Vector(dx: -10, dy: 0), duration: 0.1, releaseVelocity: Vector(dx: -speed, dy: 0))
    window.settle()
    return window
  }

  @Test func aFlickOnePointPerSecondBelowTheMinimumSpeedDocks() {
    // 499 < 500 pt/s, and the centre (32) is inside: the nearest anchor, the left side.
    #expect(flickLeft(at: 499).store.anchor == .left(centerY: 430))
  }

  @Test func aFlickAtOrAboveTheMinimumSpeedStashes() {
    // 500 and 501 ≥ 500 pt/s, projected 32 − 249.5 and 32 − 250 < 0: stashed.
    #expect(flickLeft(at: 500).store.anchor == .stashedLeft(centerY: 430))
    let window = flickLeft(at: 501)
    #expect(window.store.anchor == .stashedLeft(centerY: 430))
    #expect(window.problems == [])
  }

  @Test func aFastFlickStashesOnlyIfItsProjectionPassesTheEdge() {
    // Dragged right by 256.4 and 258.4 pt (centres 298.4 and 300.4), flicked left at
    // 600 pt/s (past the minimum): projected 298.4 − 299.4 = −1 < 0 stashes, 300.4 − 299.4
    // = 1 does not and docks at the nearest side, the left.
    for (distance, expected) in [
      (256.4, DraggableStore.Anchor.stashedLeft(centerY: 430)), (258.4, .left(centerY: 430)),
    ] {
      let window = bubble()
      window.drag(
        by: Vector(dx: distance, dy: 0), duration: 0.5, releaseVelocity: Vector(dx: -600, dy: 0))
      window.settle()
      #expect(window.store.anchor == expected, "\(distance)")
      #expect(window.problems == [])
    }
  }

  @Test func aHardFlickIntoTheStashNeverLeavesTheContainerButForTheStashedPart() {
    // At 8000 pt/s the spring would swing far past the stash; its overshoot is limited to
    // the stashed origin (−36), the part a stash hides.
    let window = bubble()
    window.drag(by: Vector(dx: -10, dy: 0), duration: 0.05, releaseVelocity: Vector(dx: -8000, dy: 0))
    window.settle()
    #expect(window.store.anchor == .stashedLeft(centerY: 430))
    #expect(window.app.largestOverhang <= 1e-9)
    #expect(window.problems == [])
  }

  @Test func theRightEdgeStashesTheSameWay() {
    // From the right side (centre 348) dragged right by 43: centre 391 > 390.
    let window = bubble()
    window.send(.move(to: .right(centerY: 430), time: window.time))
    window.settle()
    window.drag(by: Vector(dx: 43, dy: 0), duration: 0.3, releaseVelocity: .zero)
    window.settle()
    #expect(window.store.state == .resting(origin: Point(x: 366, y: 400), anchor: .stashedRight(centerY: 430)))
    #expect(window.problems == [])
  }

  @Test func onlyTheConfiguredSidesStash() {
    // Left only: a drag past the right edge is rubber-banded and docks at the right side.
    let window = bubble(DraggableStore.Configuration(stashing: .init(sides: .left)))
    window.send(.move(to: .right(centerY: 430), time: window.time))
    window.settle()
    window.drag(by: Vector(dx: 120, dy: 0), duration: 0.3, releaseVelocity: Vector(dx: 3000, dy: 0))
    window.settle()
    #expect(window.store.anchor == .right(centerY: 430))
  }

  @Test func stashingIsOffByDefault() {
    // Every default: the same drag and flick as above dock at the left side.
    let window = bubble(.floatingButton)
    window.drag(by: Vector(dx: -43, dy: 0), duration: 0.3, releaseVelocity: Vector(dx: -3000, dy: 0))
    window.settle()
    #expect(window.store.anchor == .left(centerY: 430))
    #expect(window.store.stashAnchors == [])
  }

  @Test func theTabWidthIsConfigurable() {
    // A 40 pt tab: origin x 40 − 60 = −20. NaN reads as 24 (−36), a tab wider than the view
    // as the view (0: all of it on screen).
    for (tab, originX) in [(40.0, -20.0), (.nan, -36), (100, 0)] {
      let window = bubble(DraggableStore.Configuration(stashing: .init(sides: .left, tabWidth: tab)))
      window.send(.move(to: .stashedLeft(centerY: 430), time: window.time))
      window.settle()
      #expect(window.store.frame.minX == originX, "\(tab)")
    }
  }

  // MARK: - Bringing it back

  func stashed() -> Simulation<DraggableStore> {
    let window = bubble()
    window.drag(by: Vector(dx: -43, dy: 0), duration: 0.3, releaseVelocity: .zero)
    window.settle()
    return window
  }

  @Test func aTapOnTheTabBringsItBack() {
    let window = stashed()
    let seen = window.effects.count
    let touch = window.touchDown(at: Point(x: 10, y: 430))  // On the tab (x −36...24).
    #expect(window.store.phase == .held)
    window.touchUp(touch)
    window.settle()
    let shown = Rect(x: 12, y: 400, width: 60, height: 60)
    #expect(
      window.effects[seen...]
        == [.began(frame: Rect(x: -36, y: 400, width: 60, height: 60)), .ended(frame: shown, anchor: .left(centerY: 430))])
    #expect(window.problems == [])
  }

  @Test func aTouchOffTheTabChangesNothing() {
    let window = stashed()
    let seen = window.effects.count
    window.touchUp(window.touchDown(at: Point(x: 30, y: 430)))  // Right of the tab.
    #expect(window.store.anchor == .stashedLeft(centerY: 430))
    #expect(window.effects.count == seen)
  }

  @Test func aDragBringsItBack() {
    // From centre −6 dragged right by 100 and released at rest: centre 94, the left side.
    let window = stashed()
    window.drag(by: Vector(dx: 100, dy: 0), duration: 0.3, releaseVelocity: .zero)
    window.settle()
    #expect(window.store.state == .resting(origin: Point(x: 12, y: 400), anchor: .left(centerY: 430)))
    #expect(window.problems == [])
  }

  @Test func accessibilityStashesAndShows() {
    let window = bubble()
    #expect(window.store.stashAnchors == [.stashedLeft(centerY: 430), .stashedRight(centerY: 430)])
    window.send(.move(to: window.store.stashAnchors[0], time: window.time))
    window.settle()
    #expect(window.store.isStashed)
    #expect(window.store.shownAnchor == .left(centerY: 430))
    window.send(.move(to: window.store.shownAnchor, time: window.time))
    window.settle()
    #expect(window.store.anchor == .left(centerY: 430))
    #expect(window.problems == [])
  }

  @Test func aStashedCornerWindowComesBackToTheNearestCorner() {
    // A picture-in-picture window stashed at the left at centre height 700 (of 104...753)
    // comes back to the bottom-left corner.
    var configuration = DraggableStore.Configuration.pictureInPicture
    configuration.stashing.sides = .both
    let window = Simulation<DraggableStore>(
      frame: Rect(x: 300, y: 800, width: 160, height: 90), bounds: Phone.portrait,
      safeArea: Phone.portraitSafeArea, configuration: configuration)
    window.send(.move(to: .stashedLeft(centerY: 700), time: window.time))
    window.settle()
    #expect(window.store.frame == Rect(x: 24 - 160, y: 655, width: 160, height: 90))
    window.touchUp(window.touchDown(at: Point(x: 10, y: 700)))
    window.settle()
    #expect(window.store.anchor == .bottomLeft)
    #expect(window.problems == [])
  }

  @Test func theContainerChangingKeepsTheStash() {
    // Rotated to landscape (safe area left 47): stashed against the notch's inset, centre
    // 47 + 24 − 30 = 41, the height clamped to 12 + 30 ... 390 − 21 − 12 − 30 = 327.
    let window = stashed()
    window.send(.resize(bounds: Phone.landscape, safeArea: Phone.landscapeSafeArea))
    window.settle()
    #expect(window.store.state == .resting(origin: Point(x: 11, y: 297), anchor: .stashedLeft(centerY: 430)))
    #expect(window.problems == [])
  }

  // MARK: - Reduce Motion

  @Test func reduceMotionSettlesCriticallyDampedWithoutTheThrow() {
    // The same flick as without Reduce Motion picks the same anchor, but the spring is the
    // short critically damped one, from rest: the view never passes its target.
    var configuration = Self.stashing
    configuration.reducesMotion = true
    let window = bubble(configuration)
    // Released at origin x 12 + 280 = 292, 74 pt from the stashed origin 366: within the
    // 100 pt a spring still carries under Reduce Motion (a longer move is a cut).
    window.drag(by: Vector(dx: 280, dy: 0), duration: 0.1, releaseVelocity: Vector(dx: 2000, dy: 0), lift: true)
    let spring = window.store.spring
    #expect(spring?.spring == DraggableStore.Configuration.reducedMotionSpring)
    #expect(spring?.initialVelocity == .zero)
    #expect(window.store.anchor == .stashedRight(centerY: 430))
    var farthest = -Double.infinity
    while window.store.needsFrames {
      window.wait(1.0 / 60)
      farthest = max(farthest, window.store.frame.minX)
    }
    #expect(farthest <= 366 + 1e-9)  // The stashed origin, never passed.
    #expect(window.problems == [])
  }
}
