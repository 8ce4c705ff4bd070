import GestureCore
import GestureTesting
import Testing

@Suite struct SwipeToCommitTests {
  @Test func completeArmsStrictlyPastAThirdOfTheRow() {
    // 375 / 3 = 125 pt.
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375))
    #expect(h.model.armingDistance == 125)
    h.press(at: 100)
    h.move(to: 120)  // past the 10 pt slop: +20
    h.move(to: 224)  // +124 < 125
    #expect(h.take() == [.contentOffset(20), .contentOffset(124)])
    h.move(to: 226)  // +126 > 125: arms, with a tick
    #expect(
      h.take() == [.contentOffset(126), .cue(.complete, armed: true), .haptic(.impact(.light))])
    h.move(to: 300)  // still armed: nothing more
    #expect(h.take() == [.contentOffset(200)])
    h.move(to: 224)  // back under: disarms, no haptic
    #expect(h.take() == [.contentOffset(124), .cue(.complete, armed: false)])
    h.move(to: 226)
    #expect(
      h.take() == [.contentOffset(126), .cue(.complete, armed: true), .haptic(.impact(.light))])
    h.lift()
    // Armed at the release: commit, and spring back to 0 with the cue on until it arrives.
    #expect(h.take() == [.commit(.complete(3)), defaultSpring(from: 126, to: 0)])
    #expect(h.take(after: .animationFinished) == [.contentOffset(0), .cue(.complete, armed: false)])
    #expect(h.model.state == .idle)
  }

  @Test func deleteSlidesTheRowOffScreen() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 176)  // −124
    #expect(h.take() == [.contentOffset(-20), .contentOffset(-124)])
    h.move(to: 174)  // −126
    #expect(
      h.take() == [.contentOffset(-126), .cue(.delete, armed: true), .haptic(.impact(.light))])
    h.lift()
    #expect(h.take() == [.commit(.delete(3)), defaultSpring(from: -126, to: -375)])
    #expect(h.take(after: .animationFinished) == [.contentOffset(-375)])
    #expect(h.model.state == .dismissed)
    #expect(h.model.cue == .delete)
    // The host undoes the delete: back at rest, cue off.
    #expect(h.take(after: .reset) == [.contentOffset(0), .cue(.delete, armed: false)])
  }

  @Test func notArmedSpringsBackWithoutCommitting() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 176)  // −124
    h.take()
    h.lift()
    #expect(h.take() == [defaultSpring(from: -124, to: 0)])
    #expect(h.take(after: .animationFinished) == [.contentOffset(0)])
  }

  @Test func releaseVelocityArmsToo() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375))
    h.press(at: 300)
    h.move(to: 290)  // exactly the slop
    for x in stride(from: 280.0, through: 240, by: -10) { h.move(to: x) }  // 600 pt/s
    #expect(h.take() == [-20.0, -30, -40, -50, -60].map { .contentOffset($0) })
    h.lift(after: 0)
    let velocity = h.adapter.releaseVelocity?.dx ?? .nan
    #expect(abs(velocity - -600) < 1)
    // −60 + (−600/1000) · 499 ≈ −359 pt, past −125: the delete arms on release.
    #expect(
      h.take() == [
        .cue(.delete, armed: true), .haptic(.impact(.light)), .commit(.delete(3)),
        defaultSpring(from: -60, to: -375, velocity: velocity),
      ])
  }

  @Test func velocityArmingCanBeTurnedOff() {
    var configuration = SwipeToCommit.Configuration.default
    configuration.armsWithVelocity = false
    var row = SwipeToCommit(rowID: 3, rowWidth: 375, configuration: configuration)
    var effects: [SwipeToCommit.Effect] = []
    row.handle(.drag(.began(dx: -12)), into: &effects)
    effects.removeAll()
    row.handle(
      .drag(
        .ended(dx: -60, velocity: -600)),
      into: &effects)
    #expect(effects == [.contentOffset(-60), defaultSpring(from: -60, to: 0, velocity: -600)])
  }

  @Test(arguments: [(velocity: -131.0, commits: true), (velocity: -129.0, commits: false)])
  func velocityArmingThresholdOnePointPerSecondEitherSide(velocity: Double, commits: Bool) {
    // From −60 the projection must add 65 pt: v = −65 / 499 · 1000 ≈ −130.26 pt/s.
    var row = SwipeToCommit(rowID: 3, rowWidth: 375)
    var effects: [SwipeToCommit.Effect] = []
    row.handle(.drag(.began(dx: -60)), into: &effects)
    effects.removeAll()
    row.handle(.drag(.ended(dx: -60, velocity: velocity)), into: &effects)
    if commits {
      // −60 − 131 · 0.499 = −125.37 < −125.
      #expect(
        effects == [
          .cue(.delete, armed: true), .haptic(.impact(.light)), .commit(.delete(3)),
          defaultSpring(from: -60, to: -375, velocity: -131),
        ])
    } else {
      // −60 − 129 · 0.499 = −124.37.
      #expect(effects == [defaultSpring(from: -60, to: 0, velocity: -129)])
    }
  }

  @Test func aDisabledDirectionDoesNotMove() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375, configuration: .completeOnly))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 100)  // left: delete is off
    #expect(h.take() == [.contentOffset(0), .contentOffset(0)])
    h.lift(after: 0)
    // At 0; even a fast release towards delete arms nothing.
    #expect(h.take() == [.contentOffset(0)])
  }

  @Test func rubberBandsPastTheRowWidth() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375))
    h.press(at: 10)
    h.move(to: 30)
    h.move(to: 385)  // +375: the full width, still 1:1
    #expect(
      h.take() == [
        .contentOffset(20), .contentOffset(375), .cue(.complete, armed: true),
        .haptic(.impact(.light)),
      ])
    h.fingers.move(1, to: Point(x: 485, y: h.node.frame.midY))  // 100 pt further: the band, ≈ 47.97 pt
    guard case .contentOffset(let banded) = h.take().first else {
      Issue.record("no offset")
      return
    }
    #expect(abs(banded - 422.965_116) < 1e-5)
    h.lift()
  }

  @Test func cancelHalfWaySpringsBackAndDisarms() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 150)  // −150: delete armed
    h.take()
    h.fingers.cancel(1)
    #expect(h.take() == [.cue(.delete, armed: false), defaultSpring(from: -150, to: 0)])
    #expect(h.take(after: .animationFinished) == [.contentOffset(0)])
    #expect(h.model.state == .idle)
  }

  @Test func rightToLeftCompletesTowardsTheLeft() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375, layoutDirection: .rightToLeft))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 174)  // −126: towards the trailing edge in right-to-left
    #expect(
      h.take() == [
        .contentOffset(-20), .contentOffset(-126), .cue(.complete, armed: true),
        .haptic(.impact(.light)),
      ])
    h.lift()
    #expect(h.take() == [.commit(.complete(3)), defaultSpring(from: -126, to: 0)])
    // Delete goes off the right edge.
    h.send(.reset)
    h.take()
    h.press(at: 100)
    h.move(to: 120)
    h.move(to: 226)  // +126
    h.lift()
    #expect(
      h.take() == [
        .contentOffset(20), .contentOffset(126), .cue(.delete, armed: true),
        .haptic(.impact(.light)), .commit(.delete(3)), defaultSpring(from: 126, to: 375),
      ])
  }

  @Test func aDragPicksUpAnInterruptedSpringBack() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)  // −100
    h.lift()
    h.take()
    let back = SpringAnimation(spring: SpringParameters(dampingRatio: 0.9, response: 0.5), from: -100, to: 0)
    let x = back.value(at: 0.05)
    #expect(h.take(after: .animationInterrupted(elapsed: 0.05)) == [.contentOffset(x)])
    h.press(at: 200)
    h.move(to: 180)
    #expect(h.take() == [.contentOffset(x - 20)])
    h.lift()
    #expect(h.take() == [defaultSpring(from: x - 20, to: 0)])
  }

  @Test func aSlideOffIsNeitherGrabbedNorInterrupted() {
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 150)
    h.lift()
    h.take()
    h.press(at: 200)
    h.move(to: 180)
    h.lift()
    #expect(h.take() == [])  // the row is going away
    #expect(h.take(after: .animationInterrupted(elapsed: 0.05)) == [.contentOffset(-375)])
    #expect(h.model.state == .dismissed)
    #expect(h.take(after: .resize(width: 320)) == [.contentOffset(-320)])
  }

  @Test func hapticsCanBeTurnedOff() {
    var configuration = SwipeToCommit.Configuration.default
    configuration.armingHaptic = nil
    let h = rowRig(SwipeToCommit(rowID: 3, rowWidth: 375, configuration: configuration))
    h.press(at: 100)
    h.move(to: 120)
    h.move(to: 300)
    #expect(h.take() == [.contentOffset(20), .contentOffset(200), .cue(.complete, armed: true)])
  }
}
