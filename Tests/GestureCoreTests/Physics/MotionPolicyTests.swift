import GestureCore
import Testing

/// The one Reduce Motion rule every family follows: a short move springs without overshoot or
/// throw, a move past 100 pt is a cut, an auto-scroll is capped at 400 pt/s, a timed rest
/// past 100 pt takes the family's shortest duration.
@Suite struct MotionPolicyTests {
  @Test(arguments: [(distance: 99.0, cuts: false), (100, false), (101, true), (-101, true)])
  func underReduceMotionAMoveBeyondAHundredPointsIsACut(distance: Double, cuts: Bool) {
    #expect(MotionPolicy.reduced.isCut(distance: distance) == cuts)
    // Without Reduce Motion nothing is a cut, however far.
    #expect(!MotionPolicy.standard.isCut(distance: distance * 100))
  }

  @Test func aNaNOrInfiniteDistanceIsACutOnlyUnderReduceMotion() {
    #expect(MotionPolicy.reduced.isCut(distance: .nan))
    #expect(MotionPolicy.reduced.isCut(distance: .infinity))
    #expect(!MotionPolicy.standard.isCut(distance: .nan))
  }

  @Test func withoutReduceMotionTheFamilysSpringRunsAsThrown() {
    let spring = SpringParameters(dampingRatio: 0.8, response: 0.5)
    let animation = MotionPolicy.standard.animation(
      on: spring, from: 0, to: 300, initialVelocity: 900)
    #expect(animation == SpringAnimation(spring: spring, from: 0, to: 300, initialVelocity: 900))
  }

  @Test func underReduceMotionAHundredPointMoveSpringsCriticallyDampedFromRest() {
    let spring = SpringParameters(dampingRatio: 0.8, response: 0.5)
    // 100 pt is not past the cut distance: ζ 1, 0.3 s, the release's 900 pt/s dropped.
    let animation = MotionPolicy.reduced.animation(
      on: spring, from: 0, to: 100, initialVelocity: 900)
    #expect(animation == SpringAnimation(spring: MotionPolicy.reducedSpring, from: 0, to: 100))
    #expect(MotionPolicy.reducedSpring.dampingRatio == 1)
    #expect(MotionPolicy.reducedSpring.response == 0.3)
    // Never past the target: sampled over its whole run.
    for step in 0...60 {
      #expect(animation.value(at: Double(step) / 60) <= 100)
    }
  }

  @Test func underReduceMotionAHundredAndOnePointMoveIsDrawnAtItsEndAtOnce() {
    let animation = MotionPolicy.reduced.animation(
      on: SpringParameters(), from: 0, to: 101, initialVelocity: 900)
    // 101 pt > 100 pt: a spring already at its end, settled from its first frame.
    #expect(animation.from == 101)
    #expect(animation.to == 101)
    #expect(animation.value(at: 0) == 101)
    #expect(animation.isSettled(at: 0))
  }

  @Test(arguments: [
    (configured: 399.0, reduced: 399.0), (401, 400), (-401, -400), (1200, 400), (0, 0),
  ])
  func underReduceMotionAnAutoScrollRunsAtMostFourHundredPointsPerSecond(
    configured: Double, reduced: Double
  ) {
    #expect(MotionPolicy.reduced.autoScrollSpeed(configured) == reduced)
    #expect(MotionPolicy.standard.autoScrollSpeed(configured) == configured)
  }

  @Test(arguments: [(travel: 99.0, duration: 0.25), (101, 0.1)])
  func underReduceMotionATimedRestPastAHundredPointsTakesTheShortestDuration(
    travel: Double, duration: Double
  ) {
    // A 0.25 s rest: 99 pt keeps it; 101 pt > 100 pt takes the 0.1 s shortest.
    #expect(MotionPolicy.reduced.transitionDuration(0.25, travel: travel, shortest: 0.1) == duration)
    #expect(MotionPolicy.standard.transitionDuration(0.25, travel: travel, shortest: 0.1) == 0.25)
    // Never longer than it was: a 0.05 s rest stays 0.05 s.
    #expect(MotionPolicy.reduced.transitionDuration(0.05, travel: travel, shortest: 0.1) == 0.05)
  }
}
