import GestureCore
import GestureTesting
import Testing

/// A settle's overshoot stays within the row: never more than 0.5 pt past 0 towards the
/// side it does not open (which would uncover that edge), never past the container's width
/// on the side it opens (which would throw the content off the row).
@Suite struct SwipeActionsOvershootTests {
  /// The default spring, ζ 0.9 and response 0.5 s.
  let spring = SpringParameters(dampingRatio: 0.9, response: 0.5)

  @Test(
    "a flick that closes the row does not uncover its other edge",
    arguments: [ReadingDirection.leftToRight, .rightToLeft],
    [500.0, 1000, 3000, 10_000, 20_000])
  func closingFlick(direction: ReadingDirection, speed: Double) throws {
    // Open on the trailing side (−156 left-to-right, +156 right-to-left), dragged 56 pt back
    // to ∓100 and flicked closed: faster than 100 pt/s back, it closes.
    let sign: Double = direction == .leftToRight ? -1 : 1
    var store = SwipeActionsStore(row: classicRow(direction: direction))
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    let released = store.releaseSpring(translation: -sign * 56, velocity: -sign * speed)
    let animation = try #require(released)
    #expect(animation.from == sign * 100 && animation.to == 0)
    let range = sampledRange(animation)
    // Left-to-right, the content comes from the left and may reach 0.5 pt right of 0.
    if sign < 0 {
      #expect(range.highest <= 0.5 + 1e-9 && range.lowest >= -375)
    } else {
      #expect(range.lowest >= -0.5 - 1e-9 && range.highest <= 375)
    }
    // It keeps its direction and as much speed as fits: 1049.65 pt/s from 100 pt out (ζ 0.9
    // then overshoots by exactly 0.5 pt); 500 pt/s overshoots by 0.17 pt and is kept.
    #expect(animation.initialVelocity.sign == (sign < 0 ? .plus : .minus))
    #expect(abs(animation.initialVelocity.magnitude - min(speed, 1049.65)) < 0.01)
    #expect(animation.spring == spring)
  }

  @Test func theClosingLimitIsExact() {
    // At the threshold: 1049.65 pt/s from −100 overshoots by 0.5 pt; 1 pt/s more by more.
    // (Samples 1 ms apart miss the flat top by ≤ ½·ω₀²·0.5·(0.5 ms)² ≈ 1e-5 pt.)
    let kept = SpringAnimation(spring: spring, from: -100, to: 0, initialVelocity: 3000)
      .limitingOvershoot(to: -375...0.5)
    #expect(abs(kept.valueRange.upperBound - 0.5) < 1e-9)
    #expect(abs(sampledRange(kept).highest - 0.5) < 1e-4)
    let faster = SpringAnimation(
      spring: spring, from: -100, to: 0, initialVelocity: kept.initialVelocity + 1)
    #expect(sampledRange(faster).highest > 0.5)
    // Without the limit, 3000 pt/s would have uncovered 33.9 pt of the leading edge.
    let free = SpringAnimation(spring: spring, from: -100, to: 0, initialVelocity: 3000)
    #expect(abs(free.valueRange.upperBound - 33.90) < 0.01)
  }

  @Test(
    "a flick that opens the row never throws the content off it",
    arguments: [500.0, 1000, 3000, 9000, 10_000, 20_000])
  func openingFlick(speed: Double) throws {
    // Dragged 60 pt left from closed and flicked: the projection passes 78 pt, so it opens
    // at −156; the content may swing to −375 (the row's width), no further.
    var store = SwipeActionsStore(
      row: classicRow(
        trailing: SwipeActionsRow.ActionSet(
          deleteAndMore.actions, performsFirstActionWithFullSwipe: false)))
    let released = store.releaseSpring(translation: -60, velocity: -speed)
    let animation = try #require(released)
    #expect(animation.from == -60 && animation.to == -156)
    let range = sampledRange(animation)
    #expect(range.lowest >= -375 - 1e-9 && range.highest <= 0.5)
    // From 96 pt out, up to 9068 pt/s swings no further than 219 pt past −156: kept whole
    // (3000 pt/s swings 35.8 pt past, a bounce of the buttons); beyond, cut to that.
    #expect(abs(animation.initialVelocity - -min(speed, 9068.2)) < 0.1)
    #expect(animation.spring == spring)
  }

  @Test func aDestructiveFullSwipeStillSlidesOffFreely() throws {
    // Armed at −226 and flung at 20 000 pt/s: the slide to −375 is meant to leave; its
    // spring is not limited (it swings far past −375, out of sight).
    var store = SwipeActionsStore(row: classicRow())
    let released = store.releaseSpring(translation: -226, velocity: -20_000)
    let animation = try #require(released)
    #expect(
      animation
        == SpringAnimation(spring: spring, from: -226, to: -375, initialVelocity: -20_000))
    #expect(store.row.state.isSettlingToDismissed)
  }
}

extension SwipeActionsRow.State {
  fileprivate var isSettlingToDismissed: Bool {
    if case .settling(let settling) = self, case .dismissed = settling.target { return true }
    return false
  }
}
