import GestureCore
import GestureTesting
import Testing

/// Reduce Motion in the back swipe: the rest of a pop that travels more than 100 pt runs in
/// the minimum completion duration, a near cut instead of a slide across the screen.
@Suite struct BackSwipeReduceMotionTests {
  // A 390 pt container; swipes start in the 20 pt edge band. A 1 s transition, so that the
  // normal rest of a short travel is longer than the 0.1 s minimum.
  let edge = Point(x: 10, y: 600)
  let slow = BackSwipe.Configuration(transitionDuration: 1)

  @Test(arguments: [
    // 291 pt: 99 pt left, 99/390 × 1 s ≈ 0.2538 s at normal speed: speed 1.
    (swiped: 291.0, reduces: true, speed: 1.0),
    // 289 pt: 101 pt left > 100 pt: 0.1 s instead of 101/390 ≈ 0.2590 s: speed ≈ 2.590.
    (swiped: 289.0, reduces: true, speed: 101.0 / 390 / 0.1),
    (swiped: 289.0, reduces: false, speed: 1.0),
  ])
  func theRestOfAPopPastTheCutDistanceIsANearCut(swiped: Double, reduces: Bool, speed: Double)
    throws
  {
    let navigation = Simulation<BackSwipeStore>(
      stackDepth: 2, backSwipe: slow, animator: .percentDriven)
    if reduces { navigation.send(.reduceMotionChanged(true)) }
    #expect(navigation.store.swipe.motion.reducesMotion == reduces)
    navigation.swipe(from: edge, by: Vector(dx: swiped, dy: 0), releaseVelocity: .zero)
    guard case .finish(let finishSpeed) = try #require(navigation.effects.last) else {
      Issue.record("expected .finish, got \(navigation.effects)")
      return
    }
    #expect(abs(finishSpeed - speed) < 1e-9)
    navigation.settle()
    #expect(navigation.store.stackDepth == 1)
    #expect(navigation.problems == [])
  }

  @Test func onItsOwnFramesACancelledRestPastTheCutDistanceEndsInTheMinimum() {
    let navigation = Simulation<BackSwipeStore>(stackDepth: 2, backSwipe: slow, animator: .frames)
    navigation.send(.reduceMotionChanged(true))
    // 150 pt, released still: cancels (0.385 ≤ 0.5); 150 pt to go back > 100 pt: 0.1 s
    // rather than 0.385 s.
    navigation.swipe(from: edge, by: Vector(dx: 150, dy: 0), releaseVelocity: .zero)
    #expect(navigation.store.phase == .cancelling)
    navigation.wait(0.1 + 1e-6)
    #expect(navigation.store.phase == .idle)
    #expect(navigation.store.progress == 0)
    navigation.settle()
    #expect(navigation.problems == [])
  }
}
