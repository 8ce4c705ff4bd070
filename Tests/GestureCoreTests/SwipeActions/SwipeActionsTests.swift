import GestureCore
import GestureTesting
import Testing

/// A 375 × 60 row's frames for both trailing buttons when nothing is uncovered: zero width
/// at the right edge.
private let closedTrailingFrames: [SwipeActions.Effect] = [
  .buttonFrame(.trailing, index: 0, frame: Rect(x: 375, y: 0, width: 0, height: 60)),
  .buttonFrame(.trailing, index: 1, frame: Rect(x: 375, y: 0, width: 0, height: 60)),
]

/// Both trailing buttons open (classic 78 pt each, border style): delete at the edge, more
/// inside it.
private let openTrailingFrames: [SwipeActions.Effect] = [
  .buttonFrame(.trailing, index: 0, frame: Rect(x: 297, y: 0, width: 78, height: 60)),
  .buttonFrame(.trailing, index: 1, frame: Rect(x: 219, y: 0, width: 78, height: 60)),
]

@Suite struct SwipeActionsTests {
  // MARK: Release decision

  @Test func releaseAtRestOpensStrictlyPastHalfTheRevealWidth() {
    // Two classic buttons: 2 × 78 = 156 pt; half is 78 pt.
    let h = rowRig(classicRow())
    h.press(at: 300)
    h.move(to: 280)  // 20 pt > the 10 pt slop: the pan begins and the content catches up
    #expect(
      h.take() == [.contentOffset(-20)] + [
        .buttonFrame(.trailing, index: 0, frame: Rect(x: 365, y: 0, width: 10, height: 60)),
        .buttonFrame(.trailing, index: 1, frame: Rect(x: 355, y: 0, width: 10, height: 60)),
      ])
    h.move(to: 223)
    #expect(withoutFrames(h.take()) == [.contentOffset(-77)])
    h.lift()
    #expect(h.adapter.releaseVelocity?.dx == 0)
    // |−77| < 78 and nothing projected: closes, the spring starting at rest.
    #expect(h.take() == [defaultSpring(from: -77, to: 0)])
    #expect(h.take(after: .animationFinished) == [.contentOffset(0)] + closedTrailingFrames)
    #expect(h.model.state == .closed)

    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 221)
    #expect(withoutFrames(h.take()) == [.contentOffset(-20), .contentOffset(-79)])
    h.lift()
    // |−79| > 78: opens.
    #expect(h.take() == [.willOpen(.trailing), defaultSpring(from: -79, to: -156)])
    #expect(
      h.take(after: .animationFinished) == [.contentOffset(-156)] + openTrailingFrames + [
        .didOpen(.trailing)
      ])
    #expect(h.model.state == .open(.trailing))
  }

  @Test func aFlickOpensWhenItsProjectionPassesHalf() {
    let h = rowRig(classicRow())
    h.press(at: 300)
    h.move(to: 290)  // exactly the 10 pt slop: not past it
    h.move(to: 280)
    h.move(to: 270)
    h.move(to: 260)  // 10 pt per 1/60 s: 600 pt/s
    #expect(
      withoutFrames(h.take()) == [.contentOffset(-20), .contentOffset(-30), .contentOffset(-40)])
    h.lift(after: 0)
    let velocity = h.adapter.releaseVelocity?.dx ?? .nan
    #expect(abs(velocity - -600) < 1)
    // −40 + (−600/1000 · 0.998/0.002 ≈ −299) ≈ −339 pt: far past −78.
    #expect(
      h.take() == [.willOpen(.trailing), defaultSpring(from: -40, to: -156, velocity: velocity)])
  }

  @Test(arguments: [(velocity: -77.0, opens: true), (velocity: -75.0, opens: false)])
  func projectionThresholdOnePointPerSecondEitherSide(velocity: Double, opens: Bool) {
    // From −40 the projection must add 38 pt: v = −38 / (0.998/0.002) · 1000 ≈ −76.15 pt/s.
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(.drag(.began(dx: -12)), into: &effects)
    row.handle(.drag(.changed(dx: -40)), into: &effects)
    effects.removeAll()
    row.handle(.drag(.ended(dx: -40, velocity: velocity)), into: &effects)
    if opens {
      // −40 − 77 · 0.499 = −78.42 < −78.
      #expect(effects == [.willOpen(.trailing), defaultSpring(from: -40, to: -156, velocity: -77)])
    } else {
      // −40 − 75 · 0.499 = −77.43 > −78.
      #expect(effects == [defaultSpring(from: -40, to: 0, velocity: -75)])
    }
  }

  @Test(arguments: [(velocity: 99.0, opens: true), (velocity: 101.0, opens: false)])
  func releaseMovingBackFasterThanTheClosingSpeedCloses(velocity: Double, opens: Bool) {
    // At −150 both 99 and 101 pt/s back towards 0 still project past −78
    // (−150 + 101 · 0.499 = −99.6); only the closing speed (100 pt/s) tells them apart.
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(.drag(.began(dx: -12)), into: &effects)
    effects.removeAll()
    row.handle(.drag(.ended(dx: -150, velocity: velocity)), into: &effects)
    #expect(
      withoutFrames(effects)
        == [.contentOffset(-150)]
        + (opens
          ? [.willOpen(.trailing), defaultSpring(from: -150, to: -156, velocity: velocity)]
          : [defaultSpring(from: -150, to: 0, velocity: velocity)]))
  }

  // MARK: Tracking range

  @Test func rubberBandsPastTheRevealWidthWithoutFullSwipe() {
    let trailing = SwipeActions.ActionSet(
      deleteAndMore.actions, performsFirstActionWithFullSwipe: false)
    let h = rowRig(classicRow(trailing: trailing))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 44)  // −256: 100 pt past the reveal width of 156 pt
    let offsets = withoutFrames(h.take())
    // −156 − 375·u/(u + 1), u = 100 · 0.55 / 375: the band of 100 pt is ≈ 47.97 pt.
    guard case .contentOffset(let banded) = offsets.last else {
      Issue.record("no offset: \(offsets)")
      return
    }
    #expect(abs(banded - -203.965_116) < 1e-5)
    #expect(offsets.count == 2)  // no full swipe arms
    h.lift()
    #expect(h.take() == [.willOpen(.trailing), defaultSpring(from: banded, to: -156)])
  }

  @Test func followsOneToOneUpToTheContainerWidthWithFullSwipe() {
    let h = rowRig(classicRow())
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)  // −100
    h.move(to: 100)  // −200: past the 156 pt reveal width, still 1:1
    #expect(
      withoutFrames(h.take()) == [.contentOffset(-20), .contentOffset(-100), .contentOffset(-200)])
  }

  @Test func aSideWithoutActionsDoesNotMove() {
    let h = rowRig(classicRow())
    h.press(at: 100)
    h.move(to: 120)
    h.move(to: 200)  // right: towards the leading side, which has no actions
    #expect(withoutFrames(h.take()) == [.contentOffset(0), .contentOffset(0)])
    h.lift()
    // At 0 at rest: nothing to animate, closed at once.
    #expect(h.take() == [.contentOffset(0)] + closedTrailingFrames)
    #expect(h.model.state == .closed)
  }

  @Test func aFlickTowardsASideWithoutActionsDoesNotBounceIntoIt() {
    let h = rowRig(classicRow())
    h.press(at: 100)
    h.move(to: 110)
    h.move(to: 130)
    h.move(to: 160)
    h.take()
    h.lift(after: 0)
    #expect((h.adapter.releaseVelocity?.dx ?? 0) > 1000)
    // Held at 0, the content has no velocity of its own: at rest at once, no spring.
    #expect(h.take() == [.contentOffset(0)] + closedTrailingFrames)
  }

  @Test func aReleaseInTheBandSpringsWithTheContentsVelocity() {
    var row = classicRow(
      trailing: SwipeActions.ActionSet(
        deleteAndMore.actions, performsFirstActionWithFullSwipe: false))
    var effects: [SwipeActions.Effect] = []
    row.handle(.drag(.began(dx: -12)), into: &effects)
    effects.removeAll()
    row.handle(
      .drag(
        .ended(dx: -256, velocity: -400)),
      into: &effects)
    // 100 pt into the band (≈ −203.97 pt) the content moves at 0.55/(1 + u)² of the finger's
    // −400 pt/s, u = 100 · 0.55/375.
    let u = 100 * 0.55 / 375
    let offset = -156 - 375 * u / (u + 1)
    let velocity = -400 * 0.55 / ((u + 1) * (u + 1))
    guard case .animate(let spring) = effects.last else {
      Issue.record("no spring: \(effects)")
      return
    }
    #expect(abs(spring.from - offset) < 1e-9 && spring.to == -156)
    #expect(abs(spring.initialVelocity - velocity) < 1e-9)
  }

  // MARK: Full swipe

  @Test func fullSwipeArmsPast60PercentWithOneHapticPerCrossing() {
    // 60 % of 375 pt = 225 pt; 30 pt from the far edge would be 345 pt: 225 pt comes first.
    let h = rowRig(classicRow())
    #expect(h.model.fullSwipeDistance(.trailing) == 225)
    h.press(at: 350)
    h.move(to: 330)
    h.move(to: 126)  // −224: 224 < 225
    #expect(withoutFrames(h.take()) == [.contentOffset(-20), .contentOffset(-224)])
    h.move(to: 124)  // −226 > 225: arms, once
    #expect(
      h.take() == [
        .contentOffset(-226),
        // The first button fills the uncovered 226 pt; the other is squeezed at the content.
        .buttonFrame(.trailing, index: 0, frame: Rect(x: 149, y: 0, width: 226, height: 60)),
        .buttonFrame(.trailing, index: 1, frame: Rect(x: 149, y: 0, width: 0, height: 60)),
        .fullSwipe(.trailing, expanded: true), .haptic(.impact(.rigid)),
      ])
    h.move(to: 100)  // −250: still armed, no second haptic
    #expect(withoutFrames(h.take()) == [.contentOffset(-250)])
    h.move(to: 126)  // back to −224: disarms, once
    #expect(
      withoutFrames(h.take()) == [
        .contentOffset(-224), .fullSwipe(.trailing, expanded: false), .haptic(.impact(.rigid)),
      ])
    h.move(to: 124)
    #expect(
      withoutFrames(h.take()) == [
        .contentOffset(-226), .fullSwipe(.trailing, expanded: true), .haptic(.impact(.rigid)),
      ])
    h.lift()
    // Armed at the release: the first action fires; it is destructive, so the content
    // slides off-screen (−375) rather than opening.
    #expect(
      h.take() == [
        .perform(actionID: "delete", side: .trailing, index: 0), .willOpen(.trailing),
        defaultSpring(from: -226, to: -375),
      ])
    #expect(
      h.take(after: .animationFinished) == [
        .contentOffset(-375),
        .buttonFrame(.trailing, index: 0, frame: Rect(x: 0, y: 0, width: 375, height: 60)),
        .buttonFrame(.trailing, index: 1, frame: Rect(x: 0, y: 0, width: 0, height: 60)),
      ])
    #expect(h.model.state == .dismissed(.trailing))
    // The host may bring it back (it did not delete the row after all). From 375 pt out,
    // ζ 0.9 would overshoot 0 by 375·e^(−π·0.9/√0.19) = 375·0.00153 = 0.57 pt > 0.5 pt,
    // uncovering the leading edge: the spring runs critically damped.
    #expect(
      h.take(after: .close(animated: true)) == [
        .fullSwipe(.trailing, expanded: false),
        .animate(SpringAnimation(spring: SpringParameters(dampingRatio: 1, response: 0.5), from: -375, to: 0)),
      ])
    #expect(
      h.take(after: .animationFinished) == [.contentOffset(0)] + closedTrailingFrames + [
        .didClose(.trailing)
      ])
  }

  @Test func fullSwipeOnANormalActionClosesAndCollapsesOnArrival() {
    let leading: SwipeActions.ActionSet = [.init(id: "read")]
    let h = rowRig(classicRow(leading: leading, trailing: .none))
    h.press(at: 20)
    h.move(to: 40)
    h.move(to: 246)  // +226 > 225
    #expect(
      withoutFrames(h.take()) == [
        .contentOffset(20), .contentOffset(226), .fullSwipe(.leading, expanded: true),
        .haptic(.impact(.rigid)),
      ])
    h.lift()
    // No willOpen: the row never opens; the button stays expanded while it springs back.
    #expect(
      h.take() == [
        .perform(actionID: "read", side: .leading, index: 0), defaultSpring(from: 226, to: 0),
      ])
    #expect(h.model.expandedSide == .leading)
    #expect(
      h.take(after: .animationFinished) == [
        .contentOffset(0),
        .buttonFrame(.leading, index: 0, frame: Rect(x: 0, y: 0, width: 0, height: 60)),
        .fullSwipe(.leading, expanded: false),
      ])
  }

  @Test func fullSwipeThresholdTakesTheNearerOfFractionAndEdgeDistance() {
    var configuration = SwipeActions.Configuration.classic
    configuration.fullSwipeFraction = 0.95  // 356.25 pt; 375 − 30 = 345 pt comes first
    #expect(classicRow(configuration: configuration).fullSwipeDistance(.trailing) == 345)
    // Never below the reveal width: three 78 pt buttons (234 pt) in a 375 pt row.
    let three: SwipeActions.ActionSet = [.init(id: "a"), .init(id: "b"), .init(id: "c")]
    #expect(classicRow(trailing: three).fullSwipeDistance(.trailing) == 234)
    let off = SwipeActions.ActionSet(deleteAndMore.actions, performsFirstActionWithFullSwipe: false)
    #expect(classicRow(trailing: off).fullSwipeDistance(.trailing) == nil)
    #expect(classicRow().fullSwipeDistance(.leading) == nil)
  }

  @Test func noHapticWhenTheyAreOff() {
    var configuration = SwipeActions.Configuration.classic
    configuration.fullSwipeHaptic = nil
    let h = rowRig(classicRow(configuration: configuration))
    h.press(at: 350)
    h.move(to: 330)
    h.move(to: 100)
    #expect(
      withoutFrames(h.take()) == [
        .contentOffset(-20), .contentOffset(-250), .fullSwipe(.trailing, expanded: true),
      ])
  }

  // MARK: Cancel

  @Test func cancelHalfWayReturnsToWhereTheDragBegan() {
    let h = rowRig(classicRow())
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)
    h.take()
    h.fingers.cancel(1)
    #expect(h.take() == [defaultSpring(from: -100, to: 0)])
    #expect(h.take(after: .animationFinished) == [.contentOffset(0)] + closedTrailingFrames)
    #expect(h.model.state == .closed)

    // From an open row, a cancel returns it open, without repeating the callbacks.
    _ = h.take(after: .open(.trailing, animated: false))
    h.press(at: 200)
    h.move(to: 220)
    h.move(to: 256)  // +56: −100
    #expect(withoutFrames(h.take()) == [.contentOffset(-136), .contentOffset(-100)])
    h.fingers.cancel(1)
    #expect(h.take() == [defaultSpring(from: -100, to: -156)])
    #expect(h.take(after: .animationFinished) == [.contentOffset(-156)] + openTrailingFrames)
    #expect(h.model.state == .open(.trailing))
  }

  @Test func cancelWithAnArmedFullSwipeDisarmsAndPerformsNothing() {
    let h = rowRig(classicRow())
    h.press(at: 350)
    h.move(to: 330)
    h.move(to: 100)
    h.take()
    h.fingers.cancel(1)
    #expect(h.take() == [.fullSwipe(.trailing, expanded: false), defaultSpring(from: -250, to: 0)])
  }

  // MARK: Taps and programmatic control

  @Test func tappingAnActionPerformsItThenCloses() {
    let h = rowRig(classicRow())
    #expect(
      h.take(after: .open(.trailing, animated: false)) == [.willOpen(.trailing), .contentOffset(-156)]
        + openTrailingFrames + [.didOpen(.trailing)])
    #expect(
      h.take(after: .tapAction(.trailing, index: 1)) == [
        .perform(actionID: "more", side: .trailing, index: 1), defaultSpring(from: -156, to: 0),
      ])
    #expect(
      h.take(after: .animationFinished) == [.contentOffset(0)] + closedTrailingFrames + [
        .didClose(.trailing)
      ])
  }

  @Test func anActionThatKeepsTheRowOpen() {
    let trailing: SwipeActions.ActionSet = [.init(id: "flag", keepsOpenAfterTap: true)]
    let h = rowRig(classicRow(trailing: trailing))
    _ = h.take(after: .open(.trailing, animated: false))
    #expect(
      h.take(after: .tapAction(.trailing, index: 0)) == [
        .perform(actionID: "flag", side: .trailing, index: 0)
      ])
    #expect(h.model.state == .open(.trailing))
    #expect(h.take(after: .tapAction(.trailing, index: 1)) == [])  // out of range
  }

  @Test func tappingTheContentClosesAnOpenRow() {
    let h = rowRig(classicRow())
    #expect(h.take(after: .tapContent) == [])  // closed: nothing to do
    _ = h.take(after: .open(.trailing, animated: false))
    #expect(h.take(after: .tapContent) == [defaultSpring(from: -156, to: 0)])
  }

  @Test func programmaticOpenAndClose() {
    let h = rowRig(classicRow())
    #expect(h.take(after: .open(.leading, animated: true)) == [])  // no leading actions
    #expect(
      h.take(after: .open(.trailing, animated: true)) == [
        .willOpen(.trailing), defaultSpring(from: 0, to: -156),
      ])
    #expect(
      h.take(after: .animationFinished) == [.contentOffset(-156)] + openTrailingFrames + [
        .didOpen(.trailing)
      ])
    #expect(h.take(after: .open(.trailing, animated: true)) == [])  // already open
    #expect(
      h.take(after: .close(animated: false)) == [.contentOffset(0)] + closedTrailingFrames + [
        .didClose(.trailing)
      ])
  }

  @Test func closeDuringTheOpeningSpringStartsWhenItFinishes() {
    let h = rowRig(classicRow())
    _ = h.take(after: .open(.trailing, animated: true))
    // The spring's position is unknown without an interruption: the close waits for it.
    #expect(h.take(after: .close(animated: true)) == [])
    #expect(
      h.take(after: .animationFinished) == [.contentOffset(-156)] + openTrailingFrames + [
        .didOpen(.trailing), defaultSpring(from: -156, to: 0),
      ])
    #expect(
      h.take(after: .animationFinished) == [.contentOffset(0)] + closedTrailingFrames + [
        .didClose(.trailing)
      ])
  }

  // MARK: Swiping back

  @Test func swipingBackOnAnOpenRowStopsAtZeroWithoutLeadingActions() {
    let h = rowRig(classicRow())
    _ = h.take(after: .open(.trailing, animated: false))
    h.press(at: 100)
    h.move(to: 120)  // −156 + 20
    h.move(to: 300)  // −156 + 200 = +44, but the leading side has no actions: 0
    #expect(withoutFrames(h.take()) == [.contentOffset(-136), .contentOffset(0)])
    h.lift()
    #expect(h.take() == [.contentOffset(0)] + closedTrailingFrames + [.didClose(.trailing)])
  }

  @Test func swipingBackContinuesToTheOtherSideWhenItHasActions() {
    let leading: SwipeActions.ActionSet = [.init(id: "archive")]
    let h = rowRig(classicRow(leading: leading))
    _ = h.take(after: .open(.trailing, animated: false))
    h.press(at: 100)
    h.move(to: 120)
    h.move(to: 300)  // +44 > 39, half of the leading 78 pt
    #expect(withoutFrames(h.take()) == [.contentOffset(-136), .contentOffset(44)])
    h.lift()
    #expect(h.take() == [.didClose(.trailing), .willOpen(.leading), defaultSpring(from: 44, to: 78)])
    #expect(withoutFrames(h.take(after: .animationFinished)) == [.contentOffset(78), .didOpen(.leading)])
  }

  @Test func aDragPicksUpAnInterruptedSpringWhereItWas() {
    let h = rowRig(classicRow())
    _ = h.take(after: .open(.trailing, animated: true))
    let opening = SpringAnimation(
      spring: SpringParameters(dampingRatio: 0.9, response: 0.5), from: 0, to: -156)
    let x = opening.value(at: 0.1)
    #expect(withoutFrames(h.take(after: .animationInterrupted(elapsed: 0.1))) == [.contentOffset(x)])
    h.press(at: 200)
    h.move(to: 180)  // began at −20: the content continues from x
    #expect(withoutFrames(h.take()) == [.contentOffset(x - 20)])
    h.lift()
    // Past 78 pt: it opens; willOpen was already emitted by the programmatic open.
    #expect(h.take() == [defaultSpring(from: x - 20, to: -156)])
    #expect(
      withoutFrames(h.take(after: .animationFinished)) == [.contentOffset(-156), .didOpen(.trailing)])
  }

  // MARK: Right-to-left

  @Test func rightToLeftMirrorsTheSides() {
    // Trailing is the left edge: its buttons are uncovered by moving the content right.
    let h = rowRig(classicRow(direction: .rightToLeft))
    h.press(at: 100)
    h.move(to: 120)
    h.move(to: 179)  // +79 > 78
    #expect(
      h.take() == [
        .contentOffset(20),
        .buttonFrame(.trailing, index: 0, frame: Rect(x: 0, y: 0, width: 10, height: 60)),
        .buttonFrame(.trailing, index: 1, frame: Rect(x: 10, y: 0, width: 10, height: 60)),
        .contentOffset(79),
        .buttonFrame(.trailing, index: 0, frame: Rect(x: 0, y: 0, width: 39.5, height: 60)),
        .buttonFrame(.trailing, index: 1, frame: Rect(x: 39.5, y: 0, width: 39.5, height: 60)),
      ])
    h.lift()
    #expect(h.take() == [.willOpen(.trailing), defaultSpring(from: 79, to: 156)])
    #expect(
      h.take(after: .animationFinished) == [
        .contentOffset(156),
        .buttonFrame(.trailing, index: 0, frame: Rect(x: 0, y: 0, width: 78, height: 60)),
        .buttonFrame(.trailing, index: 1, frame: Rect(x: 78, y: 0, width: 78, height: 60)),
        .didOpen(.trailing),
      ])
    _ = h.take(after: .close(animated: false))
    // Towards the left is the leading side in right-to-left: no actions, no movement.
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)
    #expect(withoutFrames(h.take()) == [.contentOffset(0), .contentOffset(0)])
    h.lift()
  }

  // MARK: Environment

  @Test func buttonWidthsFitTheirContent() {
    // max(74, 46 + 2·8 = 62) = 74 and max(74, 80 + 16 = 96) = 96: 170 pt in all.
    let trailing: SwipeActions.ActionSet = [
      .init(id: "delete", contentWidth: 46), .init(id: "unsubscribe", contentWidth: 80),
    ]
    let row = SwipeActions(trailing: trailing, containerSize: Size(width: 375, height: 60))
    #expect(row.trailingLayout.widths == [74, 96])
    #expect(row.revealWidth(.trailing) == 170)
    #expect(row.offset(at: .open(.trailing)) == -170)
  }

  @Test func resizeLaysTheRestOutAgain() {
    let h = rowRig(classicRow())
    _ = h.take(after: .open(.trailing, animated: false))
    #expect(
      h.take(after: .resize(Size(width: 320, height: 44))) == [
        .contentOffset(-156),
        .buttonFrame(.trailing, index: 0, frame: Rect(x: 242, y: 0, width: 78, height: 44)),
        .buttonFrame(.trailing, index: 1, frame: Rect(x: 164, y: 0, width: 78, height: 44)),
      ])
    #expect(h.model.fullSwipeDistance(.trailing) == 192)  // 60 % of 320
  }

  @Test func newActionsCloseTheRowAtOnce() {
    let h = rowRig(classicRow())
    _ = h.take(after: .open(.trailing, animated: false))
    let one: SwipeActions.ActionSet = [.init(id: "archive")]
    #expect(
      h.take(after: .setActions(leading: .none, trailing: one)) == [.contentOffset(0)]
        + closedTrailingFrames + [
          .didClose(.trailing), .contentOffset(0),
          .buttonFrame(.trailing, index: 0, frame: Rect(x: 375, y: 0, width: 0, height: 60)),
        ])
    #expect(h.model.revealWidth(.trailing) == 78)
  }
}
