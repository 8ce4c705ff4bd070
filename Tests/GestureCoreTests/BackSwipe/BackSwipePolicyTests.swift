import GestureCore
import Testing

/// The policy and the machine fed directly: every refusal, the edge band, bad input.
@Suite struct BackSwipePolicyTests {
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  func swipe(_ configuration: BackSwipe.Configuration = .edge, depth: Int = 2) -> BackSwipe {
    BackSwipe(context: .init(container: screen, stackDepth: depth), configuration: configuration)
  }

  @Test func theEdgeBandIsTwentyPoints() {
    let backSwipe = swipe()
    let stroke = Vector(dx: 15, dy: 0)
    #expect(backSwipe.refusal(start: Point(x: 20, y: 400), stroke: stroke) == nil)  // 20 ≤ 20
    #expect(
      backSwipe.refusal(start: Point(x: 21, y: 400), stroke: stroke) == .outsideStartRegion)
    #expect(
      backSwipe.refusal(start: Point(x: -1, y: 400), stroke: stroke) == .outsideStartRegion)
    // Full screen, unlimited: anywhere across the container, not beyond it.
    let anywhere = swipe(.fullScreen)
    #expect(anywhere.refusal(start: Point(x: 390, y: 400), stroke: stroke) == nil)
    #expect(
      anywhere.refusal(start: Point(x: 391, y: 400), stroke: stroke) == .outsideStartRegion)
  }

  @Test func theStrokeMustBeHorizontalTowardsTheTrailingEdge() {
    let backSwipe = swipe()
    let start = Point(x: 10, y: 400)
    #expect(backSwipe.refusal(start: start, stroke: Vector(dx: 15, dy: 14.9)) == nil)
    #expect(backSwipe.refusal(start: start, stroke: Vector(dx: 15, dy: 15)) == .notHorizontal)
    #expect(backSwipe.refusal(start: start, stroke: Vector(dx: 15, dy: -15)) == .notHorizontal)
    #expect(
      backSwipe.refusal(start: start, stroke: Vector(dx: -15, dy: 0)) == .towardsLeadingEdge)
  }

  @Test func refusalsComeInTheDocumentedOrder() {
    var context = BackSwipe.Context(
      container: screen, stackDepth: 1, isTransitioning: true, isOptedOut: true)
    var backSwipe = BackSwipe(context: context)
    var effects: [BackSwipe.Effect] = []
    let start = Point(x: 300, y: 400)  // outside the edge band, too
    let stroke = Vector(dx: -5, dy: 10)  // vertical and backwards, too
    #expect(backSwipe.refusal(start: Point(x: .nan, y: 0), stroke: stroke) == .invalidInput)
    #expect(backSwipe.refusal(start: start, stroke: stroke) == .transitionRunning)
    context.isTransitioning = false
    backSwipe.handle(.contextChanged(context), into: &effects)
    #expect(backSwipe.refusal(start: start, stroke: stroke) == .atRoot)
    context.stackDepth = 2
    backSwipe.handle(.contextChanged(context), into: &effects)
    #expect(backSwipe.refusal(start: start, stroke: stroke) == .optedOut)
    context.isOptedOut = false
    context.container.size.width = .nan
    backSwipe.handle(.contextChanged(context), into: &effects)
    #expect(backSwipe.refusal(start: start, stroke: stroke) == .invalidContainer)
    context.container = screen
    backSwipe.handle(.contextChanged(context), into: &effects)
    #expect(backSwipe.refusal(start: start, stroke: stroke) == .outsideStartRegion)
    #expect(
      backSwipe.refusal(start: Point(x: 5, y: 400), stroke: stroke) == .notHorizontal)
    #expect(
      backSwipe.refusal(start: Point(x: 5, y: 400), stroke: Vector(dx: -10, dy: 5))
        == .towardsLeadingEdge)
    #expect(effects == [])
    backSwipe.stroke(20, downAt: 5, into: &effects)
    #expect(
      backSwipe.refusal(start: Point(x: 5, y: 400), stroke: Vector(dx: 15, dy: 0))
        == .alreadySwiping)
  }

  @Test func theFinishRule() {
    let backSwipe = swipe()
    // The flick decides first, by its direction, beyond 1000 pt/s...
    #expect(backSwipe.finishes(progress: 0, velocity: 1000.001))
    #expect(!backSwipe.finishes(progress: 1, velocity: -1000.001))
    // ...otherwise the position, past 0.5.
    #expect(!backSwipe.finishes(progress: 0.5, velocity: 1000))
    #expect(backSwipe.finishes(progress: 0.500_001, velocity: -1000))
    #expect(!backSwipe.finishes(progress: .nan, velocity: .nan))
  }

  @Test func aRefusedDragIsIgnoredToItsEnd() {
    var backSwipe = swipe(depth: 1)
    var effects: [BackSwipe.Effect] = []
    backSwipe.stroke(25, 300, releasedAt: 3000, into: &effects)
    backSwipe.handle(.transitionCompleted, into: &effects)
    #expect(effects == [])
    #expect(backSwipe.state == .idle)
  }

  @Test func nonFiniteValuesCancelAPopUnderWay() {
    var backSwipe = swipe()
    var effects: [BackSwipe.Effect] = []
    backSwipe.stroke(25, 205, .nan, into: &effects)
    // Cancelled where it was, 0.5, at normal speed: 0.5 × 0.35 = 0.175 s.
    let timing = BackSwipe.Completion.cancelling(from: 0.5)
    #expect(effects == [.beginPop, .progress(15.0 / 390), .progress(0.5), .cancel(timing)])
    #expect(backSwipe.state == .cancelling(timing))
    // Further drag events while the pop animates are ignored.
    effects.removeAll()
    backSwipe.stroke(25, into: &effects)
    #expect(effects == [])
  }

  @Test func aBeganDuringASwipeRebasesIt() {
    var backSwipe = swipe()
    var effects: [BackSwipe.Effect] = []
    backSwipe.stroke(25, 88, into: &effects)  // 0.2
    backSwipe.stroke(50, downAt: 11, into: &effects)  // 0.2 + 0.1
    #expect(effects == [.beginPop, .progress(15.0 / 390), .progress(0.2), .progress(0.2 + 0.1)])
    #expect(backSwipe.state == .tracking(base: 0.2, progress: 0.2 + 0.1))
  }

  @Test func aContainerWithoutWidthMidSwipeFreezesTheProgress() {
    var backSwipe = swipe()
    var effects: [BackSwipe.Effect] = []
    backSwipe.stroke(25, into: &effects)
    backSwipe.handle(
      .contextChanged(.init(container: .zero, stackDepth: 2)), into: &effects)
    backSwipe.stroke(300, continuing: true, releasedAt: 500, into: &effects)
    // The progress stays at 15/390; the release cancels at normal speed (no width to turn
    // the velocity into progress per second).
    let progress = 15.0 / 390
    #expect(
      effects == [
        .beginPop, .progress(progress), .progress(progress),
        .cancel(
          .cancelling(from: progress, velocity: 500)),
      ])
  }

  @Test func theHostsTransitionEndingOnItsOwnReturnsToIdle() {
    var backSwipe = swipe()
    var effects: [BackSwipe.Effect] = []
    backSwipe.stroke(25, into: &effects)
    backSwipe.handle(.transitionCompleted, into: &effects)
    #expect(backSwipe.state == .idle)
    #expect(backSwipe.context.stackDepth == 2)
    backSwipe.stroke(300, continuing: true, into: &effects)
    #expect(effects == [.beginPop, .progress(15.0 / 390)])
  }
}
