import GestureCore
import GestureTesting
import Testing

/// The way back to 0 keeps its overshoot within the row: at most 0.5 pt past 0 (where it
/// would uncover the other cue) and never past the row's width. The delete slide is free.
@Suite struct SwipeToCommitOvershootTests {
  @Test(
    "a completed row flicked back does not swing into the delete cue",
    arguments: [500.0, 1000, 3000, 10_000, 20_000])
  func flickedBack(speed: Double) throws {
    // Armed at +150 (past 125), then released moving back left: it commits and springs
    // back to 0, where an unlimited 3000 pt/s would swing 15 pt into the red delete cue.
    let animation = try #require(releaseSpring(translation: 150, velocity: -speed))
    #expect(animation.from == 150 && animation.to == 0)
    let range = sampledRange(animation)
    #expect(range.lowest >= -0.5 - 1e-9 && range.highest <= 150)
    #expect(animation.initialVelocity < 0 && animation.initialVelocity >= -speed)
    if speed == 3000 {
      let free = SpringAnimation(
        spring: animation.spring, from: 150, to: 0, initialVelocity: -speed)
      #expect(abs(free.valueRange.lowerBound - -15.13) < 0.01)
    }
  }

  @Test(
    "a completed row flung further out stays on the row",
    arguments: [500.0, 3000, 10_000, 20_000])
  func flungOut(speed: Double) throws {
    // Released at +200 still moving out: the spring swings further out before coming back,
    // never past the row's width (375 pt).
    let animation = try #require(releaseSpring(translation: 200, velocity: speed))
    let range = sampledRange(animation)
    #expect(range.highest <= 375 + 1e-9 && range.lowest >= -0.5 - 1e-9)
    #expect(animation.initialVelocity > 0 && animation.initialVelocity <= speed)
  }

  @Test(arguments: [(speed: 1000.0, kept: 1000.0), (speed: 1100, kept: 1049.65)])
  func theThresholdOfTheWayBack(speed: Double, kept: Double) throws {
    // Unarmed at −100 (100 < 125) and released towards 0 at 1000 pt/s: the projection
    // (−100 + 499) does not arm complete; ζ 0.9 from 100 pt out overshoots 0 by 0.42 pt at
    // 1000 pt/s (kept whole) and by exactly 0.5 pt at 1049.65 pt/s (the most kept).
    var configuration = SwipeToCommit.Configuration.default
    configuration.armsWithVelocity = false
    let animation = try #require(releaseSpring(configuration, translation: -100, velocity: speed))
    #expect(abs(animation.initialVelocity - kept) < 0.01, "\(animation.initialVelocity)")
    #expect(sampledRange(animation).highest <= 0.5 + 1e-9)
  }

  @Test func theDeleteSlideIsNotLimited() throws {
    let animation = try #require(releaseSpring(translation: -150, velocity: -20_000))
    #expect(
      animation
        == SpringAnimation(
          spring: SpringParameters(dampingRatio: 0.9, response: 0.5), from: -150, to: -375,
          initialVelocity: -20_000))
  }
}
