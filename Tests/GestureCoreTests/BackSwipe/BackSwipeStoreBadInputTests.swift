import GestureCore
import GestureTesting
import Testing

/// Bad input and broken host contracts: each has a documented outcome, never traps, and
/// never leaves the stack half-way.
@Suite struct BackSwipeStoreBadInputTests {
  let edge = Point(x: 10, y: 600)

  func checked(
    _ animator: BackSwipeStore.Animator, depth: Int = 2
  ) -> (StoreDriver<BackSwipeStore>, () -> [ContractViolation<BackSwipeStore>]) {
    let driver = StoreDriver(
      BackSwipeStore(
        context: .init(container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: depth),
        configuration: .init(animator: animator)))
    final class Log { var checker = ContractChecker<BackSwipeStore>(); var violations: [ContractViolation<BackSwipeStore>] = [] }
    let log = Log()
    driver.observer = { event, effects, store in
      if let violation = log.checker.observe(event, effects: effects, store: store) {
        log.violations.append(violation)
      }
    }
    return (driver, { log.violations })
  }

  @Test func aNaNDragCancelsTheSwipe() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2)
    navigation.swipe(from: edge, by: Vector(dx: 300, dy: 0), lifts: false)
    navigation.drag(.changed(location: Point(x: .nan, y: 600), translation: Vector(dx: .nan, dy: 0)))
    #expect(navigation.store.phase == .cancelling)
    navigation.settle()
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.effects.last == .swipeCancelled)
    #expect(navigation.problems == [])
  }

  @Test func timeGoingBackwardsOrNaNIsReadAsTheLatestTimeAndReported() {
    let (driver, violations) = checked(.frames)
    driver.send(.drag(.began(location: Point(x: 25, y: 600), translation: Vector(dx: 15, dy: 0)), time: 1)) { _ in }
    driver.send(.drag(.ended(location: Point(x: 25, y: 600), translation: Vector(dx: 15, dy: 0), velocity: .zero), time: 0.5)) { _ in }
    #expect(driver.store.time == 1)
    driver.send(.tick(time: .nan)) { _ in }
    #expect(driver.store.time == 1)
    #expect(violations() == [.timeWentBackwards(from: 1, to: 0.5), .timeNotFinite])
    // The cancel back to 0 (15 / 390 × 0.35 s = 0.013 s) still ends on the next frame.
    driver.send(.tick(time: 1.02)) { _ in }
    #expect(driver.store.isAtRest)
  }

  @Test func missingFramesAreReported() {
    let (driver, violations) = checked(.frames)
    driver.send(.push(time: 1)) { _ in }
    driver.send(.tick(time: 1.5)) { _ in }
    #expect(violations() == [.framesMissing(since: 1, until: 1.5)])
    #expect(driver.store.isAtRest)  // 0.5 s > 0.35 s: the push is over all the same.
  }

  @Test func aSecondCompletionIsIgnoredAndReported() {
    let (driver, violations) = checked(.percentDriven)
    var effects: [BackSwipeStore.Effect] = []
    driver.send(.drag(.began(location: Point(x: 25, y: 600), translation: Vector(dx: 15, dy: 0)), time: 1)) { effects.append($0) }
    driver.send(.drag(.ended(location: Point(x: 300, y: 600), translation: Vector(dx: 290, dy: 0), velocity: .zero), time: 1.2)) { effects.append($0) }
    driver.send(.transitionCompleted(popped: true)) { effects.append($0) }
    driver.send(.transitionCompleted(popped: true)) { effects.append($0) }
    #expect(effects == [.beginPop, .finish(speed: 1), .popped(depth: 1, bySwipe: true)])
    #expect(driver.store.stackDepth == 1)  // Popped once.
    #expect(violations() == [.unexpectedAnswer(.transitionCompletion)])
  }

  @Test func aCompletionInTheFramesAnimatorIsIgnoredAndReported() {
    let (driver, violations) = checked(.frames)
    driver.send(.transitionCompleted(popped: true)) { _ in }
    #expect(driver.store.stackDepth == 2)
    #expect(violations() == [.unexpectedAnswer(.transitionCompletion)])
  }

  @Test func aCompletionNeverReportedIsReportedMissing() {
    let (driver, violations) = checked(.percentDriven, depth: 3)
    driver.send(.drag(.began(location: Point(x: 25, y: 600), translation: Vector(dx: 15, dy: 0)), time: 1)) { _ in }
    driver.send(.drag(.ended(location: Point(x: 300, y: 600), translation: Vector(dx: 290, dy: 0), velocity: .zero), time: 1.2)) { _ in }
    // The rest: (1 − 290/390) × 0.35 = 0.0897 s, due at 1.2897 s; the delay allowed is 1 s.
    driver.send(.drag(.began(location: Point(x: 25, y: 600), translation: Vector(dx: 15, dy: 0)), time: 2.2)) { _ in }
    #expect(violations() == [])
    driver.send(.drag(.began(location: Point(x: 25, y: 600), translation: Vector(dx: 15, dy: 0)), time: 2.3)) { _ in }
    #expect(violations().count == 1)
    #expect(driver.store.phase == .finishing)  // Still waiting: no swipe began meanwhile.
  }

  @Test func pushesAndPopsAreTheHostsOwnWithAPercentDrivenAnimator() {
    let (driver, _) = checked(.percentDriven)
    driver.send(.push(time: 1)) { _ in }
    driver.send(.pop(time: 1)) { _ in }
    #expect(driver.store.stackDepth == 2)
    #expect(driver.store.isAtRest)
  }

  @Test func aPopAtTheRootOrAPushMidSwipeIsIgnored() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 1)
    navigation.send(.pop(time: navigation.time))
    #expect(navigation.store.isAtRest)
    navigation.send(.push(time: navigation.time))
    navigation.settle()
    navigation.swipe(from: edge, by: Vector(dx: 100, dy: 0), lifts: false)
    #expect(!navigation.store.mayPush)
    navigation.send(.push(time: navigation.time))
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.store.phase == .tracking)
    navigation.drag(.cancelled)
    navigation.settle()
    #expect(navigation.problems == [])
  }

  @Test func anUnusableContainerRefusesSwipes() {
    var store = BackSwipeStore(
      context: .init(container: Rect(x: 0, y: 0, width: .nan, height: 844), stackDepth: 2))
    #expect(!store.shouldBegin(.edge, start: Point(x: 5, y: 400), stroke: Vector(dx: 15, dy: 0)))
    var effects: [BackSwipeStore.Effect] = []
    store.handle(.drag(.began(location: Point(x: 20, y: 400), translation: Vector(dx: 15, dy: 0)), time: 0), into: &effects)
    #expect(effects == [])
    #expect(store.isAtRest)
  }

  @Test func nonFiniteStartsAndStrokesAreRefused() {
    let store = BackSwipeStore(context: .init(container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2))
    #expect(!store.shouldBegin(.edge, start: Point(x: .nan, y: 400), stroke: Vector(dx: 15, dy: 0)))
    #expect(!store.shouldBegin(.edge, start: Point(x: 5, y: 400), stroke: Vector(dx: .infinity, dy: 0)))
    let scrollView = BackSwipe.ScrollViewState(contentOffsetX: .nan, contentWidth: 1200, boundsWidth: 390)
    #expect(!store.scrollViewYields(scrollView, to: .edge, start: Point(x: 5, y: 400), stroke: nil))
  }
}
