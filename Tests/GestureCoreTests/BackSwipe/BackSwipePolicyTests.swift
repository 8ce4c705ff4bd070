import GestureCore
import Testing

/// The policy, and the store fed directly: every refusal, the edge band, bad input.
@Suite struct BackSwipePolicyTests {
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  func swipe(_ configuration: BackSwipe.Configuration = .edge, depth: Int = 2) -> BackSwipe {
    BackSwipe(context: .init(container: screen, stackDepth: depth), configuration: configuration)
  }

  /// A percent-driven store `depth` screens deep.
  func store(depth: Int = 2) -> BackSwipeStore {
    BackSwipeStore(context: .init(container: screen, stackDepth: depth))
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
    var store = BackSwipeStore(context: context)
    var effects: [BackSwipeStore.Effect] = []
    let start = Point(x: 300, y: 400)  // outside the edge band, too
    let stroke = Vector(dx: -5, dy: 10)  // vertical and backwards, too
    #expect(store.swipe.refusal(start: Point(x: .nan, y: 0), stroke: stroke) == .invalidInput)
    #expect(store.swipe.refusal(start: start, stroke: stroke) == .transitionRunning)
    context.isTransitioning = false
    store.handle(.contextChanged(context), into: &effects)
    #expect(store.swipe.refusal(start: start, stroke: stroke) == .atRoot)
    context.stackDepth = 2
    store.handle(.contextChanged(context), into: &effects)
    #expect(store.swipe.refusal(start: start, stroke: stroke) == .optedOut)
    context.isOptedOut = false
    context.container.size.width = .nan
    store.handle(.contextChanged(context), into: &effects)
    #expect(store.swipe.refusal(start: start, stroke: stroke) == .invalidContainer)
    context.container = screen
    store.handle(.contextChanged(context), into: &effects)
    #expect(store.swipe.refusal(start: start, stroke: stroke) == .outsideStartRegion)
    #expect(
      store.swipe.refusal(start: Point(x: 5, y: 400), stroke: stroke) == .notHorizontal)
    #expect(
      store.swipe.refusal(start: Point(x: 5, y: 400), stroke: Vector(dx: -10, dy: 5))
        == .towardsLeadingEdge)
    #expect(effects == [])
    store.stroke(20, downAt: 5, into: &effects)
    #expect(
      store.swipe.refusal(start: Point(x: 5, y: 400), stroke: Vector(dx: 15, dy: 0))
        == .alreadySwiping)
  }

  /// A screen presenting a sheet, an alert or an active search controller is not popped
  /// from under it, by a swipe or an escape; the same screen with nothing presented is.
  @Test func noPopWhileTheTopScreenPresents() {
    var context = BackSwipe.Context(
      container: screen, stackDepth: 2, isSystemBackButtonHidden: true)
    let start = Point(x: 10, y: 400)  // in the 20 pt edge band
    let stroke = Vector(dx: 15, dy: 0)
    #expect(BackSwipe(context: context).refusal(start: start, stroke: stroke) == nil)
    #expect(BackSwipe(context: context).escapeRefusal() == nil)
    context.isPresenting = true
    #expect(BackSwipe(context: context).refusal(start: start, stroke: stroke) == .presenting)
    #expect(BackSwipe(context: context).escapeRefusal() == .presenting)
    // Also where the host answers for a shown back button, and before the app's veto.
    context.isSystemBackButtonHidden = false
    context.isVetoedByApp = true
    #expect(
      BackSwipe(context: context).escapeRefusal(answeringForSystemBackButton: true)
        == .presenting)
    #expect(BackSwipe(context: context).refusal(start: start, stroke: stroke) == .presenting)
    // The store asks the same rule for every recognizer, and orders no content after it.
    var store = BackSwipeStore(context: context)
    #expect(!store.shouldBegin(.edge, start: start, stroke: stroke))
    #expect(!store.shouldBegin(.fullScreen, start: start, stroke: stroke))
    context.isPresenting = false
    context.isVetoedByApp = false
    var effects: [BackSwipeStore.Effect] = []
    store.handle(.contextChanged(context), into: &effects)
    #expect(store.shouldBegin(.edge, start: start, stroke: stroke))
    #expect(effects == [])
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
    var store = store(depth: 1)
    var effects: [BackSwipeStore.Effect] = []
    store.stroke(25, 300, releasedAt: 3000, into: &effects)
    store.handle(.transitionCompleted(popped: true), into: &effects)
    #expect(effects == [])
    #expect(store.swipe.state == .idle)
  }

  @Test func nonFiniteValuesCancelAPopUnderWay() {
    var store = store()
    var effects: [BackSwipeStore.Effect] = []
    let shown = store.stroke(25, 205, .nan, into: &effects)
    // Cancelled where it was, 0.5, at normal speed: 0.5 × 0.35 = 0.175 s.
    let timing = BackSwipe.Completion.cancelling(from: 0.5)
    #expect(effects == [.beginPop, .cancel(speed: 1)])
    #expect(shown == [15.0 / 390, 0.5, 0.5])
    #expect(store.swipe.state == .cancelling(timing))
    // Further drag events while the pop animates are ignored.
    effects.removeAll()
    #expect(store.stroke(25, into: &effects) == [0.5])
    #expect(effects == [])
  }

  @Test func aBeganDuringASwipeRebasesIt() {
    var store = store()
    var effects: [BackSwipeStore.Effect] = []
    let shown = store.stroke(25, 88, into: &effects)  // 0.2
      + store.stroke(50, downAt: 11, into: &effects)  // 0.2 + 0.1
    #expect(effects == [.beginPop])
    #expect(shown == [15.0 / 390, 0.2, 0.2 + 0.1])
    #expect(store.swipe.state == .tracking(base: 0.2, progress: 0.2 + 0.1))
  }

  @Test func aContainerWithoutWidthMidSwipeFreezesTheProgress() {
    var store = store()
    var effects: [BackSwipeStore.Effect] = []
    let shown = store.stroke(25, into: &effects)
    store.handle(.contextChanged(.init(container: .zero, stackDepth: 2)), into: &effects)
    let frozen = store.stroke(300, continuing: true, releasedAt: 500, into: &effects)
    // The progress stays at 15/390; the release cancels at normal speed (no width to turn
    // the velocity into progress per second).
    let progress = 15.0 / 390
    #expect(shown + frozen == [progress, progress, progress])
    #expect(effects == [.beginPop, .cancel(speed: 1)])
    #expect(store.swipe.state == .cancelling(.cancelling(from: progress, velocity: 500)))
  }

  @Test func theHostsTransitionEndingOnItsOwnReturnsToIdle() {
    var store = store()
    var effects: [BackSwipeStore.Effect] = []
    #expect(store.stroke(25, into: &effects) == [15.0 / 390])
    store.handle(.transitionCompleted(popped: false), into: &effects)
    #expect(store.swipe.state == .idle)
    #expect(store.context.stackDepth == 2)
    #expect(store.stroke(300, continuing: true, into: &effects) == [0])
    #expect(effects == [.beginPop, .swipeCancelled])
  }
}
