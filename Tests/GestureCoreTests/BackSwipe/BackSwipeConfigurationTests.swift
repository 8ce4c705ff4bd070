import GestureCore
import Testing

/// The back swipe's numbers out of their range, as an app (or Objective-C's
/// `GKBackSwipeOptions`) may set them: each has one documented outcome.
@Suite struct BackSwipeConfigurationTests {
  static let context = BackSwipe.Context(
    container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2)

  func swipe(finishProgress: Double = 0.5, finishVelocity: Double = 1000) -> BackSwipe {
    BackSwipe(
      context: Self.context,
      configuration: BackSwipe.Configuration(
        finishProgress: finishProgress, finishVelocity: finishVelocity))
  }

  // MARK: - finishProgress: 0...1, NaN → 0.5

  @Test func aNaNFinishProgressIsTheDefaultHalf() {
    let nan = swipe(finishProgress: .nan)
    // 0.51 > 0.5 finishes; 0.5 itself does not; 0.49 < 0.5 cancels.
    #expect(nan.finishes(progress: 0.51, velocity: 0))
    #expect(!nan.finishes(progress: 0.5, velocity: 0))
    #expect(!nan.finishes(progress: 0.49, velocity: 0))
  }

  @Test(arguments: [-Double.infinity, -1, -0.01, 0] as [Double])
  func aFinishProgressAtOrBelowZeroFinishesAnyProgress(_ value: Double) {
    let low = swipe(finishProgress: value)
    // Read as 0: 0.01 > 0 finishes; exactly 0 (nothing dragged) cancels.
    #expect(low.finishes(progress: 0.01, velocity: 0))
    #expect(!low.finishes(progress: 0, velocity: 0))
  }

  @Test func aFinishProgressJustInsideTheRangeIsKept() {
    // 0.01: 0.02 finishes, 0.01 does not. 0.99: 1 finishes, 0.99 does not.
    #expect(swipe(finishProgress: 0.01).finishes(progress: 0.02, velocity: 0))
    #expect(!swipe(finishProgress: 0.01).finishes(progress: 0.01, velocity: 0))
    #expect(swipe(finishProgress: 0.99).finishes(progress: 1, velocity: 0))
    #expect(!swipe(finishProgress: 0.99).finishes(progress: 0.99, velocity: 0))
  }

  @Test(arguments: [1, 1.01, 2, Double.infinity] as [Double])
  func aFinishProgressAtOrAboveOneLeavesTheFinishToAFlick(_ value: Double) {
    let high = swipe(finishProgress: value)
    // Read as 1: no progress is past it, so a still release cancels even at the end…
    #expect(!high.finishes(progress: 1, velocity: 0))
    // …and a flick faster than 1000 pt/s still finishes.
    #expect(high.finishes(progress: 0.2, velocity: 1001))
  }

  // MARK: - finishVelocity: 0..., NaN → 1000

  @Test func aNaNFinishVelocityIsTheDefaultThousand() {
    let nan = swipe(finishVelocity: .nan)
    // 1001 > 1000 pt/s finishes at 0.1; 999 leaves it to the progress (0.1 < 0.5: cancels).
    #expect(nan.finishes(progress: 0.1, velocity: 1001))
    #expect(!nan.finishes(progress: 0.1, velocity: 999))
    // -1001 cancels at 0.9; -999 leaves it to the progress (0.9 > 0.5: finishes).
    #expect(!nan.finishes(progress: 0.9, velocity: -1001))
    #expect(nan.finishes(progress: 0.9, velocity: -999))
  }

  @Test(arguments: [-Double.infinity, -1000, -1, 0] as [Double])
  func aFinishVelocityAtOrBelowZeroLetsAnyMovingReleaseDecide(_ value: Double) {
    let low = swipe(finishVelocity: value)
    // Read as 0: 1 pt/s towards the trailing edge finishes at 0.1, 1 pt/s back cancels at 0.9…
    #expect(low.finishes(progress: 0.1, velocity: 1))
    #expect(!low.finishes(progress: 0.9, velocity: -1))
    // …and a still release is the progress's: 0.9 > 0.5 finishes, 0.1 cancels.
    #expect(low.finishes(progress: 0.9, velocity: 0))
    #expect(!low.finishes(progress: 0.1, velocity: 0))
  }

  @Test func anInfiniteFinishVelocityLeavesEveryReleaseToTheProgress() {
    let never = swipe(finishVelocity: .infinity)
    // 10⁹ pt/s does not beat ∞: 0.1 < 0.5 cancels, 0.9 > 0.5 finishes, either way.
    #expect(!never.finishes(progress: 0.1, velocity: 1e9))
    #expect(never.finishes(progress: 0.9, velocity: -1e9))
  }

  // MARK: - transitionDuration: 0... finite, else 0.35

  @Test(arguments: [
    (Double.nan, 0.35), (-Double.infinity, 0.35), (-0.01, 0.35), (0, 0), (0.01, 0.01),
    (0.35, 0.35), (60, 60), (Double.infinity, 0.35),
  ] as [(Double, Double)])
  func aTransitionDurationOutOfRangeIsTheDefault(_ value: Double, _ used: Double) {
    var configuration = BackSwipeStore.Configuration()
    configuration.backSwipe.transitionDuration = value
    let store = BackSwipeStore(context: Self.context, configuration: configuration)
    #expect(store.transitionDuration == used)
  }
}
