import GestureCore
import GestureTesting
import Testing

/// End to end: synthetic touches → edge pan or horizontal pan → `DragEvent` → a
/// percent-driven `BackSwipeStore`.
@Suite struct BackSwipeTests {
  let edgeStart = Point(x: 10, y: 700)  // in the 20 pt band, below the carousel

  /// Expects what a stroke that began 15 pt in, moved to `progress` and stopped there shows:
  /// the pop, its progress, then a finish or a cancel run from there at normal speed.
  func expectSlowStroke(
    _ host: NavigationRig, to progress: Double, finishes: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      host.take() == [.beginPop, finishes ? .finish(speed: 1) : .cancel(speed: 1)],
      sourceLocation: sourceLocation)
    #expect(
      host.app.takeShownProgress() == [15.0 / 390, progress, progress],
      sourceLocation: sourceLocation)
    #expect(
      host.store.swipe.state
        == (finishes
          ? .finishing(.finishing(from: progress)) : .cancelling(.cancelling(from: progress))),
      sourceLocation: sourceLocation)
  }

  /// Expects a slow 300 pt swipe from the edge on `host` to fail, asking for nothing.
  func expectRefusedSwipe(
    _ host: NavigationRig, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    host.swipeSlowly(from: edgeStart, by: 300)
    #expect(host.fingers.transitions == ["backSwipeEdge failed"], sourceLocation: sourceLocation)
    #expect(host.take() == [], sourceLocation: sourceLocation)
  }

  // MARK: - The finish rule: half the width

  @Test func aSlowSwipeOnePointPastHalfTheWidthPops() {
    let host = NavigationRig.pushedScreen()
    host.swipeSlowly(from: edgeStart, by: 196)
    #expect(host.fingers.transitions == ["backSwipeEdge began", "backSwipeEdge changed", "backSwipeEdge ended"])
    // 196 pt of 390: progress 0.5026 > 0.5. At rest: the rest runs at normal speed,
    // (1 − 0.5026) × 0.35 s = 0.174 s.
    let progress = 196.0 / 390
    expectSlowStroke(host, to: progress, finishes: true)
  }

  @Test func aSlowSwipeOnePointShortOfHalfTheWidthCancels() {
    let host = NavigationRig.pushedScreen()
    host.swipeSlowly(from: edgeStart, by: 194)
    // 194 pt of 390: progress 0.4974 < 0.5; the pop runs back in 0.4974 × 0.35 s = 0.174 s.
    let progress = 194.0 / 390
    expectSlowStroke(host, to: progress, finishes: false)
  }

  // MARK: - The finish rule: a flick

  /// A steady swipe of 100 pt (progress 0.256) at `speed` pt/s, lifted while moving.
  func flick(at speed: Double) -> NavigationRig {
    let host = NavigationRig.pushedScreen()
    host.fingers.drag(
      from: edgeStart, to: edgeStart + Vector(dx: 100, dy: 0), duration: 100 / speed, hz: 240)
    return host
  }

  @Test func aFlickFasterThanAThousandPointsPerSecondPops() throws {
    let host = flick(at: 1001)
    let velocity = try #require(host.app.releaseVelocity)
    #expect((velocity.dx - 1001).magnitude < 1e-6)  // 1001 > 1000 pt/s
    // 290 pt to go at 1001 pt/s is 0.290 s, longer than the normal 0.744 × 0.35 = 0.260 s:
    // the normal speed.
    let progress = 100.0 / 390
    #expect(host.take().last == .finish(speed: 1))
    #expect(host.store.swipe.state == .finishing(.finishing(from: progress, velocity: velocity.dx)))
  }

  @Test func aFlickSlowerThanAThousandPointsPerSecondCancels() throws {
    let host = flick(at: 999)
    let velocity = try #require(host.app.releaseVelocity)
    #expect((velocity.dx - 999).magnitude < 1e-6)  // 999 ≤ 1000 pt/s, and 0.256 ≤ 0.5
    let progress = 100.0 / 390
    #expect(host.take().last == .cancel(speed: 1))
    #expect(
      host.store.swipe.state == .cancelling(.cancelling(from: progress, velocity: velocity.dx)))
  }

  @Test func aFastFlickSpeedsUpTheRestOfThePop() throws {
    // 117 pt (progress 0.3) at 3000 pt/s: UIKit's ease-out starts at 1 / 0.58 times its
    // average speed, so to start at 3000 pt/s the 273 pt left take (1 / 0.58) × 273 / 3000
    // ≈ 0.1569 s, shorter than the normal 0.7 × 0.35 = 0.245 s: completion speed ≈ 1.561.
    let host = NavigationRig.pushedScreen()
    host.fingers.drag(
      from: edgeStart, to: edgeStart + Vector(dx: 117, dy: 0), duration: 117.0 / 3000, hz: 240)
    let velocity = try #require(host.app.releaseVelocity)
    guard case .finishing(let timing) = host.store.swipe.state else {
      Issue.record("expected a finish")
      return
    }
    let eased = 273 / 0.58 / 3000
    #expect(host.take().last == .finish(speed: timing.completionSpeed))
    #expect(timing.progress == 117.0 / 390)
    #expect(timing.velocity == velocity.dx)
    #expect(timing.curve == .easeOut)
    #expect((timing.duration - eased).magnitude < 1e-6)
    #expect((timing.completionSpeed - 0.245 / eased).magnitude < 1e-6)
  }

  @Test(arguments: [(1900.0, false), (1950.0, true)])
  func theReleaseSpeedShortensTheRestOnlyPastTheCurvesNormalStart(
    speed: Double, isShortened: Bool
  ) throws {
    // Released at progress 0.3 of 390 pt, finishing. At normal speed the rest takes
    // 0.7 × 0.35 = 0.245 s and the ease-out starts at (1 / 0.58) × 273 / 0.245 ≈ 1921 pt/s.
    // A release at 1900 pt/s is slower: the normal timing (completion speed 1). At 1950 pt/s
    // the rest is shortened so the curve starts at the release speed.
    let host = NavigationRig.pushedScreen()
    host.fingers.drag(
      from: edgeStart, to: edgeStart + Vector(dx: 117, dy: 0), duration: 117.0 / speed, hz: 240)
    guard case .finishing(let timing) = host.store.swipe.state else {
      Issue.record("expected a finish")
      return
    }
    let expected = isShortened ? 273 / 0.58 / speed : 0.245
    #expect((timing.duration - expected).magnitude < 1e-6)
    #expect((timing.completionSpeed > 1 + 1e-9) == isShortened)
    // The curve's start: its initial slope × the remaining distance ÷ the duration.
    let startSpeed = TimingCurve.easeOut.initialSlope * 273 / timing.duration
    #expect(isShortened ? (startSpeed - speed).magnitude < 1e-3 : startSpeed > speed)
  }

  @Test func aFlickBackTowardsTheLeadingEdgeCancelsPastHalfTheWidth() throws {
    let host = NavigationRig.pushedScreen(configuration: .fullScreen)
    host.fingers.drag(
      from: Point(x: 50, y: 700), to: Point(x: 350, y: 700), duration: 0.5, lift: false)
    host.fingers.wait(0.05)  // a pause longer than 40 ms: the velocity tracker starts afresh
    // Back 60 pt in 0.05 s: −1200 pt/s, released at 240 pt of 390 (progress 0.615 > 0.5).
    host.fingers.moveSteadily(1, to: Point(x: 290, y: 700), duration: 0.05, hz: 240)
    host.fingers.up(1)
    let velocity = try #require(host.app.releaseVelocity)
    #expect((velocity.dx + 1200).magnitude < 1e-6)
    // The flick decides first: cancel. For the ease-out to start at 1200 pt/s the 240 pt back
    // would take (1 / 0.58) × 240 / 1200 ≈ 0.345 s, longer than the normal
    // 0.615 × 0.35 = 0.215 s: the normal timing, completion speed 1.
    let progress = 240.0 / 390
    guard case .cancelling(let timing) = host.store.swipe.state else {
      Issue.record("expected a cancel")
      return
    }
    #expect(host.take().last == .cancel(speed: timing.completionSpeed))
    #expect(timing.progress == progress)
    #expect((timing.duration - progress * 0.35).magnitude < 1e-9)
    #expect((timing.completionSpeed - 1).magnitude < 1e-9)
  }

  @Test func progressIsClampedToTheWidth() {
    let host = NavigationRig.pushedScreen(configuration: .fullScreen)
    host.fingers.down(1, at: Point(x: 100, y: 700))
    host.fingers.move(1, to: Point(x: 115, y: 700))
    host.fingers.move(1, to: Point(x: 600, y: 700))  // 500 pt of 390: 1
    host.fingers.move(1, to: Point(x: 40, y: 700))  // 60 pt behind the start: 0
    #expect(host.take() == [.beginPop])
    #expect(host.app.takeShownProgress() == [15.0 / 390, 1, 0])
    host.fingers.cancel(1)
  }

  // MARK: - Never at the root, never during a transition, not when opted out

  @Test func neverBeginsAtTheRoot() {
    let host = NavigationRig.pushedScreen(stackDepth: 1)
    expectRefusedSwipe(host)
    #expect(host.store.swipe.refusal(start: edgeStart, stroke: Vector(dx: 15, dy: 0)) == .atRoot)
    #expect(isAtRest(host.arena))
  }

  @Test func neverBeginsWhileATransitionRuns() {
    let host = NavigationRig.pushedScreen(stackDepth: 3)
    var context = host.store.context
    context.isTransitioning = true
    host.send(.contextChanged(context))
    expectRefusedSwipe(host)

    // Its own pop animating counts too: a second swipe before the first completes fails.
    context.isTransitioning = false
    host.send(.contextChanged(context))
    host.swipeSlowly(from: edgeStart, by: 300)
    guard case .finishing = host.store.swipe.state else {
      Issue.record("expected the pop to be finishing")
      return
    }
    _ = host.take()
    host.fingers.clearLog()
    expectRefusedSwipe(host)
    #expect(
      host.store.swipe.refusal(start: edgeStart, stroke: Vector(dx: 15, dy: 0)) == .transitionRunning)

    // Completed: the stack is one shorter (3 → 2), and a swipe may begin again.
    host.send(.transitionCompleted(popped: true))
    #expect(host.store.swipe.state == .idle)
    #expect(host.store.context.stackDepth == 2)
    host.fingers.clearLog()
    host.swipeSlowly(from: edgeStart, by: 300)
    #expect(host.fingers.transitions == ["backSwipeEdge began", "backSwipeEdge changed", "backSwipeEdge ended"])
    host.send(.transitionCompleted(popped: true))
    // 2 → 1: now at the root, even before the host reports the new context.
    #expect(host.store.swipe.refusal(start: edgeStart, stroke: Vector(dx: 15, dy: 0)) == .atRoot)
  }

  @Test func anOptedOutScreenNeverBegins() {
    let host = NavigationRig.pushedScreen()
    var context = host.store.context
    context.isOptedOut = true
    host.send(.contextChanged(context))
    expectRefusedSwipe(host)
    #expect(host.store.swipe.refusal(start: edgeStart, stroke: Vector(dx: 15, dy: 0)) == .optedOut)
  }

  // MARK: - Where it starts

  @Test func fullScreenModeHonoursItsMaximumStartDistance() {
    let configuration = BackSwipe.Configuration(startRegion: .fullScreen(maximumDistance: 100))
    let host = NavigationRig.pushedScreen(configuration: configuration)
    host.swipeSlowly(from: Point(x: 100, y: 700), by: 50)  // 100 pt ≤ 100 pt: begins
    #expect(host.fingers.transitions == ["backSwipeEdge failed", "backSwipe began", "backSwipe changed", "backSwipe ended"])
    host.send(.transitionCompleted(popped: false))
    host.fingers.clearLog()
    host.swipeSlowly(from: Point(x: 101, y: 700), by: 50)  // 101 pt > 100 pt
    #expect(host.fingers.transitions == ["backSwipeEdge failed", "backSwipe failed"])
  }

  @Test func aVerticalStrokeNeverBegins() {
    let host = NavigationRig.pushedScreen(configuration: .fullScreen)
    host.fingers.drag(from: Point(x: 100, y: 600), to: Point(x: 110, y: 700), duration: 0.1)
    #expect(host.fingers.transitions == ["backSwipeEdge failed", "backSwipe failed"])
    #expect(host.take() == [])
  }

  // MARK: - Right to left

  @Test func rightToLeftMirrorsEverything() {
    let host = NavigationRig.pushedScreen(layoutDirection: .rightToLeft)
    // From the right edge (10 pt in), 196 pt to the left: progress 0.5026, finish.
    host.swipeSlowly(from: Point(x: 380, y: 700), by: 196)
    let progress = 196.0 / 390
    expectSlowStroke(host, to: progress, finishes: true)
    host.send(.transitionCompleted(popped: true))
    host.send(
      .contextChanged(
        .init(container: NavigationRig.screen, layoutDirection: .rightToLeft, stackDepth: 2)))
    // From the left edge: not the leading edge in right to left.
    host.fingers.clearLog()
    host.fingers.drag(from: Point(x: 10, y: 700), to: Point(x: 200, y: 700), duration: 0.2)
    #expect(host.fingers.transitions == ["backSwipeEdge failed"])
    #expect(
      host.store.swipe.refusal(start: Point(x: 10, y: 700), stroke: Vector(dx: 30, dy: 0))
        == .outsideStartRegion)
    #expect(
      host.store.swipe.refusal(start: Point(x: 380, y: 700), stroke: Vector(dx: 30, dy: 0))
        == .towardsLeadingEdge)
  }

  // MARK: - Cancel

  @Test func aCancelledTouchCancelsThePop() {
    let host = NavigationRig.pushedScreen()
    host.fingers.down(1, at: edgeStart)
    host.fingers.move(1, to: edgeStart + Vector(dx: 15, dy: 0))
    host.fingers.move(1, to: edgeStart + Vector(dx: 300, dy: 0))
    host.fingers.cancel(1)
    // Cancelled at 300 pt of 390 (0.769): back at normal speed, 0.769 × 0.35 = 0.269 s.
    let progress = 300.0 / 390
    expectSlowStroke(host, to: progress, finishes: false)
    host.send(.transitionCompleted(popped: false))
    #expect(host.store.swipe.state == .idle)
    #expect(host.store.context.stackDepth == 2)  // nothing was popped
    #expect(isAtRest(host.arena))
  }

  // MARK: - The tab bar during a pop

  @Test func theTabBarArrivesOnlyWhenTheTopScreenAloneHidesIt() {
    // [root, …, top]: each screen's hidesBottomBarWhenPushed before the pop.
    #expect(BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [false, true]))
    #expect(BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [false, false, true]))
    // Both show it: it stays put over both.
    #expect(!BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [false, false]))
    // The screen right below hides it too (it has hidden it for every screen above): hidden
    // before and after.
    #expect(!BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [false, true, true]))
    // So does a screen further down, even when the top screen would show it.
    #expect(!BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [true, false, true]))
    #expect(!BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [false, true, false]))
    // One screen or none: nothing is popped.
    #expect(!BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [true]))
    #expect(!BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: []))
  }
}
