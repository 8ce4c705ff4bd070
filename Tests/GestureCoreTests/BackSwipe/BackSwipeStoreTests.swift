import GestureCore
import GestureTesting
import Testing

/// The back-swipe store end to end: a simulated host drives it with swipes, frames or a
/// percent-driven transition, and after each scenario nothing may be left half-way.
@Suite struct BackSwipeStoreTests {
  // A 390 pt wide container, three screens deep; swipes start in the 20 pt edge band.
  let edge = Point(x: 10, y: 600)

  // MARK: - The finish rule at its thresholds

  @Test(arguments: [BackSwipeStore.Animator.frames, .percentDriven])
  func aSlowSwipeJustPastHalfTheWidthPops(animator: BackSwipeStore.Animator) {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 3, animator: animator)
    // 51 % of 390 pt = 198.9 pt > 195 pt, released still.
    navigation.swipe(from: edge, by: Vector(dx: 198.9, dy: 0), releaseVelocity: .zero)
    #expect(navigation.store.phase == .finishing)
    #expect(abs(navigation.store.progress - 0.51) < 1e-12)
    navigation.settle()
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.effects.first == .beginPop)
    #expect(navigation.effects.last == .popped(depth: 2, bySwipe: true))
    #expect(navigation.problems == [])
  }

  @Test(arguments: [BackSwipeStore.Animator.frames, .percentDriven])
  func aSlowSwipeJustShortOfHalfTheWidthComesBack(animator: BackSwipeStore.Animator) {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 3, animator: animator)
    // 49 % of 390 pt = 191.1 pt < 195 pt, released still.
    navigation.swipe(from: edge, by: Vector(dx: 191.1, dy: 0), releaseVelocity: .zero)
    #expect(navigation.store.phase == .cancelling)
    navigation.settle()
    #expect(navigation.store.stackDepth == 3)
    #expect(navigation.effects.last == .swipeCancelled)
    #expect(navigation.problems == [])
  }

  @Test func aFlickJustFasterThanAThousandPointsPerSecondPops() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .percentDriven)
    // 78 pt = progress 0.2 ≤ 0.5, but 1001 pt/s > 1000 pt/s towards the trailing edge.
    // The rest: 0.8 × 0.35 s = 0.28 s at normal speed; 0.8 × 390 / 1001 = 0.312 s at the
    // release speed, longer, so normal speed: completion speed 1.
    navigation.swipe(from: edge, by: Vector(dx: 78, dy: 0), releaseVelocity: Vector(dx: 1001, dy: 0))
    #expect(navigation.effects == [.beginPop, .finish(speed: 1)])
    navigation.settle()
    #expect(navigation.store.stackDepth == 1)
    #expect(navigation.problems == [])
  }

  @Test func aFlickJustSlowerThanAThousandPointsPerSecondComesBack() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .percentDriven)
    // 999 pt/s ≤ 1000 pt/s and progress 0.2 ≤ 0.5: cancels. Back at normal speed:
    // 0.2 × 0.35 s = 0.07 s (the release moves away from where the pop goes back to).
    navigation.swipe(from: edge, by: Vector(dx: 78, dy: 0), releaseVelocity: Vector(dx: 999, dy: 0))
    #expect(navigation.effects == [.beginPop, .cancel(speed: 1)])
    navigation.settle()
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.problems == [])
  }

  @Test func aHardFlickFinishesAtTheReleaseSpeedButNoFasterThanTheMinimum() throws {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .percentDriven)
    // Progress 0.2 at 8000 pt/s: for UIKit's ease-out (1 / 0.58 times its average speed at
    // the start) to start at 8000 pt/s, 312 pt take (1 / 0.58) × 312 / 8000 ≈ 0.067 s, below
    // the 0.1 s minimum, so 0.1 s; normal 0.8 × 0.35 = 0.28 s: completion speed 2.8.
    navigation.swipe(from: edge, by: Vector(dx: 78, dy: 0), releaseVelocity: Vector(dx: 8000, dy: 0))
    guard case .finish(let speed) = try #require(navigation.effects.last) else {
      Issue.record("expected .finish, got \(navigation.effects)")
      return
    }
    #expect(abs(speed - 2.8) < 1e-9)
    navigation.settle()
    #expect(navigation.problems == [])
  }

  @Test func rightToLeftTheSwipeGoesTowardsTheLeft() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, layoutDirection: .rightToLeft)
    // The leading edge is the right one: start 10 pt from it, move 198.9 pt to the left.
    navigation.swipe(
      from: Point(x: 380, y: 600), by: Vector(dx: -198.9, dy: 0), releaseVelocity: .zero)
    #expect(abs(navigation.store.progress - 0.51) < 1e-12)
    navigation.settle()
    #expect(navigation.store.stackDepth == 1)
    // The same stroke to the right never begins: it goes towards the leading edge.
    let other = Simulation<BackSwipeStore>(stackDepth: 2, layoutDirection: .rightToLeft)
    other.swipe(from: Point(x: 380, y: 600), by: Vector(dx: 198.9, dy: 0))
    #expect(other.effects == [])
    #expect(navigation.problems == [] && other.problems == [])
  }

  @Test func rightToLeftAFlickTowardsTheLeftPops() {
    let navigation = Simulation<BackSwipeStore>(
      stackDepth: 2, layoutDirection: .rightToLeft, animator: .percentDriven)
    // −1001 pt/s is 1001 pt/s towards the trailing (left) edge.
    navigation.swipe(
      from: Point(x: 380, y: 600), by: Vector(dx: -78, dy: 0),
      releaseVelocity: Vector(dx: -1001, dy: 0))
    #expect(navigation.effects == [.beginPop, .finish(speed: 1)])
    navigation.settle()
    #expect(navigation.problems == [])
  }

  // MARK: - The frames animator

  @Test func theRestOfAPopEasesOutOverTheCompletionsDuration() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .frames)
    navigation.swipe(from: edge, by: Vector(dx: 198.9, dy: 0), releaseVelocity: .zero)
    // 0.49 left at normal speed: 0.49 × 0.35 s = 0.1715 s. After 6 frames (0.1 s), on UIKit's
    // ease-out: 0.51 + 0.49 × easeOut(0.1 / 0.1715), ahead of the linear 0.51 + 0.49 × 0.583.
    navigation.wait(0.1)
    let eased = 0.51 + 0.49 * TimingCurve.easeOut.value(at: 0.1 / 0.1715)
    #expect(abs(navigation.store.progress - eased) < 1e-9)
    #expect(navigation.store.progress > 0.51 + 0.49 * 0.1 / 0.1715)
    #expect(navigation.store.needsFrames)
    navigation.wait(0.1)  // 0.2 s > 0.1715 s: over.
    #expect(navigation.store.isAtRest)
    #expect(!navigation.store.needsFrames)
    #expect(navigation.store.stackDepth == 1)
    #expect(navigation.problems == [])
  }

  /// A spring towards an edge must not throw what it moves past it. The rest of a
  /// pop eases out and never leaves its range: whatever the release speed, the top screen never goes past the trailing
  /// edge (progress ≤ 1) and never comes back from it.
  @Test(arguments: [500.0, 1001, 2000, 5000, 10000, 20000])
  func aFinishingPopNeverOvershootsTheEdge(speed: Double) {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .frames)
    navigation.frameDuration = 1.0 / 240
    // 234 pt: progress 0.6 > 0.5, so every speed finishes.
    navigation.swipe(from: edge, by: Vector(dx: 234, dy: 0), releaseVelocity: Vector(dx: speed, dy: 0))
    let released = navigation.app.shownProgress.count
    navigation.settle()
    let rest = navigation.app.shownProgress[released...]
    #expect(rest.allSatisfy { $0 >= 0 && $0 <= 1 })
    // Monotone until the screen is gone (then the new top is in place, at 0).
    let moving = rest.prefix { $0 != 0 }
    #expect(zip(moving, moving.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(navigation.store.stackDepth == 1)
    #expect(navigation.problems == [])
  }

  @Test(arguments: [1001.0, 5000, 20000])
  func aCancelledPopNeverOvershootsItsPlace(speed: Double) {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .frames)
    navigation.frameDuration = 1.0 / 240
    // Progress 0.77, but faster than 1000 pt/s towards the leading edge: cancels.
    navigation.swipe(from: edge, by: Vector(dx: 300, dy: 0), releaseVelocity: Vector(dx: -speed, dy: 0))
    navigation.settle()
    #expect(navigation.app.shownProgress.allSatisfy { $0 >= 0 && $0 <= 1 })
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.problems == [])
  }

  @Test func aPushSlidesInAndABackButtonPopSlidesOut() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 1, animator: .frames)
    #expect(!navigation.store.mayPop)
    navigation.send(.push(time: navigation.time))
    #expect(navigation.store.phase == .pushing)
    #expect(navigation.store.stackDepth == 2)  // The new screen is drawn from the start.
    #expect(navigation.store.progress == 1)
    // Ease-out over 0.35 s: after 0.175 s, 1 − (1 − 0.5)² = 0.75 of the way, progress 0.25.
    navigation.wait(0.175)
    #expect(abs(navigation.store.progress - 0.25) < 1e-9)
    navigation.settle()
    #expect(navigation.effects == [.pushed(depth: 2)])
    navigation.send(.pop(time: navigation.time))
    #expect(navigation.store.phase == .popping)
    navigation.settle()
    #expect(navigation.effects.last == .popped(depth: 1, bySwipe: false))
    #expect(navigation.store.stackDepth == 1)
    #expect(navigation.problems == [])
  }

  @Test func noSwipeBeginsWhileAPushSlidesIn() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 1, animator: .frames)
    navigation.send(.push(time: navigation.time))
    navigation.swipe(from: edge, by: Vector(dx: 300, dy: 0), duration: 0.2)
    #expect(!navigation.effects.contains(.beginPop))
    navigation.settle()
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.problems == [])
  }

  // MARK: - Touches while the rest of a pop runs

  @Test(arguments: [BackSwipeStore.Animator.frames, .percentDriven])
  func aTapDuringTheFinishingAnimationChangesNothing(animator: BackSwipeStore.Animator) {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 3, animator: animator)
    navigation.swipe(from: edge, by: Vector(dx: 198.9, dy: 0), releaseVelocity: .zero)
    navigation.wait(0.05)
    // A tap where the screen is: the pan reports at most a drag that never moved, and the
    // system may cancel it.
    let tap = Point(x: 200, y: 400)
    navigation.drag(.began(location: tap, translation: .zero))
    navigation.drag(.ended(location: tap, translation: .zero, velocity: .zero))
    navigation.drag(.cancelled)
    #expect(navigation.store.phase == .finishing)
    navigation.settle()
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.effects.filter { $0 == .beginPop }.count == 1)
    #expect(navigation.problems == [])
  }

  @Test(arguments: [BackSwipeStore.Animator.frames, .percentDriven])
  func aSecondSwipeBeforeTheFirstSettlesIsRefusedWhole(animator: BackSwipeStore.Animator) {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 3, animator: animator)
    navigation.swipe(from: edge, by: Vector(dx: 234, dy: 0), releaseVelocity: .zero)
    // 0.4 left: 0.14 s. A new swipe 0.05 s in, lifted after the first pop ended.
    navigation.wait(0.05)
    navigation.swipe(from: edge, by: Vector(dx: 300, dy: 0), duration: 0.3)
    navigation.settle()
    #expect(navigation.store.stackDepth == 2)  // One pop, not two.
    #expect(navigation.effects.filter { $0 == .beginPop }.count == 1)
    // Once settled, the next swipe works.
    navigation.swipe(from: edge, by: Vector(dx: 300, dy: 0), releaseVelocity: .zero)
    navigation.settle()
    #expect(navigation.store.stackDepth == 1)
    #expect(navigation.problems == [])
  }

  @Test func aSwipeRightAfterTheLastFrameWasDueIsNotRefused() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 3, animator: .frames)
    navigation.swipe(from: edge, by: Vector(dx: 234, dy: 0), releaseVelocity: .zero)
    // No frame for 0.2 s (the rest took 0.14 s), then a swipe: the pop ends first.
    let later = navigation.time + 0.2
    navigation.send(.drag(.began(location: Point(x: 25, y: 600), translation: Vector(dx: 15, dy: 0)), time: later))
    #expect(navigation.effects == [.beginPop, .popped(depth: 2, bySwipe: true), .beginPop])
  }

  @Test func aSwipeNeverBeginsAtTheRoot() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 1, animator: .percentDriven)
    navigation.swipe(from: edge, by: Vector(dx: 300, dy: 0))
    #expect(navigation.effects == [])
    #expect(navigation.store.isAtRest)
  }

  @Test func aPopTheHostCouldNotStartEndsAtOnce() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .percentDriven)
    navigation.app.failsToStartPops = true
    navigation.swipe(from: edge, by: Vector(dx: 300, dy: 0), releaseVelocity: .zero)
    #expect(navigation.effects == [.beginPop, .swipeCancelled])
    #expect(navigation.store.isAtRest)
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.problems == [])
  }

  @Test func theDepthFollowsWhatTheHostsTransitionDid() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .percentDriven)
    navigation.swipe(from: edge, by: Vector(dx: 300, dy: 0), releaseVelocity: .zero)
    #expect(navigation.effects.last == .finish(speed: 1))
    // UIKit cancelled the pop after all.
    navigation.send(.transitionCompleted(popped: false))
    #expect(navigation.store.stackDepth == 2)
    #expect(navigation.effects.last == .swipeCancelled)
    #expect(navigation.store.isAtRest)
  }

  @Test func aResizeMidSwipeKeepsTheProgressAFractionOfTheNewWidth() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, animator: .frames)
    navigation.swipe(from: edge, by: Vector(dx: 100, dy: 0), lifts: false)
    var context = navigation.store.context
    context.container = Rect(x: 0, y: 0, width: 200, height: 844)
    navigation.send(.contextChanged(context))
    // 120 pt of the new 200 pt: 0.6 > 0.5, finishes.
    navigation.drag(.ended(location: Point(x: 130, y: 600), translation: Vector(dx: 120, dy: 0), velocity: .zero))
    #expect(abs(navigation.store.progress - 0.6) < 1e-12)
    navigation.settle()
    #expect(navigation.store.stackDepth == 1)
    #expect(navigation.problems == [])
  }
}
