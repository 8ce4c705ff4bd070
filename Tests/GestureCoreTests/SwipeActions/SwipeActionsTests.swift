import GestureCore
import GestureTesting
import Testing

/// A 375 × 60 row's frames for both trailing buttons when nothing is uncovered: zero width
/// at the right edge.
private let closedTrailingFrames = [
  Rect(x: 375, y: 0, width: 0, height: 60), Rect(x: 375, y: 0, width: 0, height: 60),
]

/// Both trailing buttons open (classic 78 pt each, border style): delete at the edge, more
/// inside it.
private let openTrailingFrames = [
  Rect(x: 297, y: 0, width: 78, height: 60), Rect(x: 219, y: 0, width: 78, height: 60),
]

/// One row's swipe in a store of one (row 0), driven by real fingers or by its pan directly.
@Suite struct SwipeActionsTests {
  // MARK: Release decision

  @Test func releaseAtRestOpensStrictlyPastHalfTheRevealWidth() {
    // Two classic buttons: 2 × 78 = 156 pt; half is 78 pt.
    let h = RowRig(classicRow())
    h.press(at: 300)
    h.move(to: 280)  // 20 pt > the 10 pt slop: the pan begins and the content catches up
    #expect(h.takeDrawn() == [-20])
    #expect(
      h.row.trailingFrames == [
        Rect(x: 365, y: 0, width: 10, height: 60), Rect(x: 355, y: 0, width: 10, height: 60),
      ])
    h.move(to: 223)
    #expect(h.takeDrawn() == [-77])
    h.lift()
    #expect(h.releaseVelocity == 0)
    // |−77| < 78 and nothing projected: closes, the spring starting at rest.
    #expect(h.row.spring == spring(from: -77, to: 0))
    #expect(h.settle() == [])
    #expect(h.row.offset == 0 && h.row.trailingFrames == closedTrailingFrames)
    #expect(h.row.state == .closed)

    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 221)
    #expect(h.takeDrawn() == [-20, -79])
    h.lift()
    // |−79| > 78: opens.
    #expect(h.take() == [.willOpen(rowID: 0, .trailing)])
    #expect(h.row.spring == spring(from: -79, to: -156))
    #expect(h.settle() == [.didOpen(rowID: 0, .trailing)])
    #expect(h.row.offset == -156 && h.row.trailingFrames == openTrailingFrames)
    #expect(h.row.state == .open(.trailing))
  }

  @Test func aFlickOpensWhenItsProjectionPassesHalf() {
    let h = RowRig(classicRow())
    h.press(at: 300)
    h.move(to: 290)  // exactly the 10 pt slop: not past it
    h.move(to: 280)
    h.move(to: 270)
    h.move(to: 260)  // 10 pt per 1/60 s: 600 pt/s
    #expect(h.takeDrawn() == [-20, -30, -40])
    h.lift(after: 0)
    let velocity = h.releaseVelocity ?? .nan
    #expect(abs(velocity - -600) < 1)
    // −40 + (−600/1000 · 0.998/0.002 ≈ −299) ≈ −339 pt: far past −78.
    #expect(h.take() == [.willOpen(rowID: 0, .trailing)])
    #expect(h.row.spring == spring(from: -40, to: -156, velocity: velocity))
  }

  @Test(arguments: [(velocity: -77.0, opens: true), (velocity: -75.0, opens: false)])
  func projectionThresholdOnePointPerSecondEitherSide(velocity: Double, opens: Bool) {
    // From −40 the projection must add 38 pt: v = −38 / (0.998/0.002) · 1000 ≈ −76.15 pt/s.
    var store = SwipeActionsStore(row: classicRow())
    _ = store.drag(.began(dx: -12))
    _ = store.drag(.changed(dx: -40))
    let effects = store.drag(.ended(dx: -40, velocity: velocity))
    if opens {
      // −40 − 77 · 0.499 = −78.42 < −78.
      #expect(effects == [.willOpen(rowID: 0, .trailing)])
      #expect(store.row.spring == spring(from: -40, to: -156, velocity: -77))
    } else {
      // −40 − 75 · 0.499 = −77.43 > −78.
      #expect(effects == [])
      #expect(store.row.spring == spring(from: -40, to: 0, velocity: -75))
    }
  }

  @Test(arguments: [(velocity: 99.0, opens: true), (velocity: 101.0, opens: false)])
  func releaseMovingBackFasterThanTheClosingSpeedCloses(velocity: Double, opens: Bool) {
    // At −150 both 99 and 101 pt/s back towards 0 still project past −78
    // (−150 + 101 · 0.499 = −99.6); only the closing speed (100 pt/s) tells them apart.
    var store = SwipeActionsStore(row: classicRow())
    _ = store.drag(.began(dx: -12))
    let effects = store.drag(.ended(dx: -150, velocity: velocity))
    #expect(effects == (opens ? [.willOpen(rowID: 0, .trailing)] : []))
    #expect(
      store.row.spring
        == spring(from: -150, to: opens ? -156 : 0, velocity: velocity))
  }

  // MARK: Tracking range

  @Test func rubberBandsPastTheRevealWidthWithoutFullSwipe() {
    let trailing = SwipeActionsRow.ActionSet(
      deleteAndMore.actions, performsFirstActionWithFullSwipe: false)
    let h = RowRig(classicRow(trailing: trailing))
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 44)  // −256: 100 pt past the reveal width of 156 pt
    let offsets = h.takeDrawn()
    // −156 − 375·u/(u + 1), u = 100 · 0.55 / 375: the band of 100 pt is ≈ 47.97 pt.
    let banded = offsets.last ?? .nan
    #expect(abs(banded - -203.965_116) < 1e-5)
    #expect(offsets.count == 2)
    #expect(h.take() == [])  // no full swipe arms
    h.lift()
    #expect(h.take() == [.willOpen(rowID: 0, .trailing)])
    #expect(h.row.spring == spring(from: banded, to: -156))
  }

  @Test func followsOneToOneUpToTheContainerWidthWithFullSwipe() {
    let h = RowRig(classicRow())
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)  // −100
    h.move(to: 100)  // −200: past the 156 pt reveal width, still 1:1
    #expect(h.takeDrawn() == [-20, -100, -200])
  }

  @Test func aSideWithoutActionsDoesNotMove() {
    let h = RowRig(classicRow())
    h.press(at: 100)
    h.move(to: 120)
    h.move(to: 200)  // right: towards the leading side, which has no actions
    #expect(h.takeDrawn() == [0, 0])
    h.lift()
    // At 0 at rest: nothing to animate, closed at once.
    #expect(h.take() == [])
    #expect(h.row.state == .closed && !h.rig.store.needsFrames)
    #expect(h.row.offset == 0 && h.row.trailingFrames == closedTrailingFrames)
  }

  @Test func aFlickTowardsASideWithoutActionsDoesNotBounceIntoIt() {
    let h = RowRig(classicRow())
    h.press(at: 100)
    h.move(to: 110)
    h.move(to: 130)
    h.move(to: 160)
    h.take()
    h.lift(after: 0)
    #expect((h.releaseVelocity ?? 0) > 1000)
    // Held at 0, the content has no velocity of its own: at rest at once, no spring.
    #expect(h.row.state == .closed && !h.rig.store.needsFrames)
    #expect(h.row.offset == 0 && h.row.trailingFrames == closedTrailingFrames)
  }

  @Test func aReleaseInTheBandSpringsWithTheContentsVelocity() {
    var store = SwipeActionsStore(
      row: classicRow(
        trailing: SwipeActionsRow.ActionSet(
          deleteAndMore.actions, performsFirstActionWithFullSwipe: false)))
    _ = store.drag(.began(dx: -12))
    _ = store.drag(.ended(dx: -256, velocity: -400))
    // 100 pt into the band (≈ −203.97 pt) the content moves at 0.55/(1 + u)² of the finger's
    // −400 pt/s, u = 100 · 0.55/375.
    let u = 100 * 0.55 / 375
    let offset = -156 - 375 * u / (u + 1)
    let velocity = -400 * 0.55 / ((u + 1) * (u + 1))
    guard let spring = store.row.spring else {
      Issue.record("no spring: \(store.row.state)")
      return
    }
    #expect(abs(spring.from - offset) < 1e-9 && spring.to == -156)
    #expect(abs(spring.initialVelocity - velocity) < 1e-9)
  }

  // MARK: Full swipe

  @Test func fullSwipeArmsPast60PercentWithOneHapticPerCrossing() {
    // 60 % of 375 pt = 225 pt; 30 pt from the far edge would be 345 pt: 225 pt comes first.
    let h = RowRig(classicRow())
    #expect(h.row.fullSwipeDistance(.trailing) == 225)
    h.press(at: 350)
    h.move(to: 330)
    h.move(to: 126)  // −224: 224 < 225
    #expect(h.takeDrawn() == [-20, -224])
    #expect(h.take() == [])
    h.move(to: 124)  // −226 > 225: arms, once
    #expect(h.takeDrawn() == [-226])
    #expect(
      h.take() == [.fullSwipe(rowID: 0, .trailing, expanded: true), .haptic(.impact(.rigid))])
    // Expanded, the first button fills the uncovered 226 pt; the other is squeezed at the
    // content.
    let layout = h.row.layout(.trailing)
    #expect(
      layout.frame(ofButtonAt: 0, offset: -226, isExpanded: true)
        == Rect(x: 149, y: 0, width: 226, height: 60))
    #expect(
      layout.frame(ofButtonAt: 1, offset: -226, isExpanded: true)
        == Rect(x: 149, y: 0, width: 0, height: 60))
    h.move(to: 100)  // −250: still armed, no second haptic
    #expect(h.takeDrawn() == [-250])
    #expect(h.take() == [])
    h.move(to: 126)  // back to −224: disarms, once
    #expect(h.takeDrawn() == [-224])
    #expect(
      h.take() == [.fullSwipe(rowID: 0, .trailing, expanded: false), .haptic(.impact(.rigid))])
    h.move(to: 124)
    #expect(h.takeDrawn() == [-226])
    #expect(
      h.take() == [.fullSwipe(rowID: 0, .trailing, expanded: true), .haptic(.impact(.rigid))])
    h.lift()
    // Armed at the release: the first action fires; it is destructive, so the content
    // slides off-screen (−375) rather than opening.
    #expect(
      h.take() == [
        .perform(rowID: 0, actionID: "delete", side: .trailing, index: 0, dismisses: true),
        .willOpen(rowID: 0, .trailing),
      ])
    #expect(h.row.spring == spring(from: -226, to: -375))
    #expect(h.settle() == [])
    #expect(h.row.offset == -375)
    #expect(
      h.row.trailingFrames == [
        Rect(x: 0, y: 0, width: 375, height: 60), Rect(x: 0, y: 0, width: 0, height: 60),
      ])
    #expect(h.row.state == .dismissed(.trailing))
    // The app declines: the content comes back. From 375 pt out, ζ 0.9 would overshoot 0 by
    // 375·e^(−π·0.9/√0.19) = 375·0.00153 = 0.57 pt > 0.5 pt, uncovering the leading edge: the
    // spring runs critically damped.
    #expect(h.take(after: { .actionAnswered(rowID: 0, completed: false, time: $0) }) == [
      .fullSwipe(rowID: 0, .trailing, expanded: false)
    ])
    #expect(
      h.row.spring
        == SpringAnimation(
          spring: SpringParameters(dampingRatio: 1, response: 0.5), from: -375, to: 0))
    #expect(h.settle() == [.didClose(rowID: 0, .trailing)])
    #expect(h.row.offset == 0 && h.row.trailingFrames == closedTrailingFrames)
  }

  /// A card whose destructive full swipe the app completed, configured again for the next
  /// item with the same actions: it comes back at rest at once (a deleted row is gone; what
  /// the view shows now is another item). Before the answer, the same configuration leaves
  /// it waiting off-screen.
  @Test func aCompletedFullSwipeIsPutAtRestWhenConfiguredAgain() {
    let row = classicRow()
    let h = RowRig(row)
    h.press(at: 350)
    h.move(to: 330)
    h.move(to: 100)  // −250 < −225: armed
    h.lift()
    h.settle()
    h.take()
    #expect(h.row.state == .dismissed(.trailing))
    let again: (Double) -> SwipeActionsStore.Event = { _ in
      .setActions(rowID: 0, leading: row.leading, trailing: row.trailing)
    }
    #expect(h.take(after: again) == [])
    #expect(h.row.state == .dismissed(.trailing) && h.row.offset == -375)
    #expect(
      h.take(after: { .actionAnswered(rowID: 0, completed: true, time: $0) })
        == [.dismissed(rowID: 0, side: .trailing)])
    #expect(
      h.take(after: again) == [
        .fullSwipe(rowID: 0, .trailing, expanded: false), .didClose(rowID: 0, .trailing),
      ])
    #expect(h.row.state == .closed && h.row.offset == 0)
    #expect(h.row.trailingFrames == closedTrailingFrames)
  }

  @Test func fullSwipeOnANormalActionClosesAndCollapsesOnArrival() {
    let leading: SwipeActionsRow.ActionSet = [.init(id: "read")]
    let h = RowRig(classicRow(leading: leading, trailing: .none))
    h.press(at: 20)
    h.move(to: 40)
    h.move(to: 246)  // +226 > 225
    #expect(h.takeDrawn() == [20, 226])
    #expect(
      h.take() == [.fullSwipe(rowID: 0, .leading, expanded: true), .haptic(.impact(.rigid))])
    h.lift()
    // No willOpen: the row never opens; the button stays expanded while it springs back.
    #expect(
      h.take() == [
        .perform(rowID: 0, actionID: "read", side: .leading, index: 0, dismisses: false)
      ])
    #expect(h.row.spring == spring(from: 226, to: 0))
    #expect(h.row.expandedSide == .leading)
    #expect(h.settle() == [.fullSwipe(rowID: 0, .leading, expanded: false)])
    #expect(h.row.offset == 0)
    #expect(h.row.leadingFrames == [Rect(x: 0, y: 0, width: 0, height: 60)])
  }

  @Test func fullSwipeThresholdTakesTheNearerOfFractionAndEdgeDistance() {
    var configuration = SwipeActionsRow.Configuration.classic
    configuration.fullSwipeFraction = 0.95  // 356.25 pt; 375 − 30 = 345 pt comes first
    #expect(classicRow(configuration: configuration).fullSwipeDistance(.trailing) == 345)
    // Never below the reveal width: three 78 pt buttons (234 pt) in a 375 pt row.
    let three: SwipeActionsRow.ActionSet = [.init(id: "a"), .init(id: "b"), .init(id: "c")]
    #expect(classicRow(trailing: three).fullSwipeDistance(.trailing) == 234)
    let off = SwipeActionsRow.ActionSet(deleteAndMore.actions, performsFirstActionWithFullSwipe: false)
    #expect(classicRow(trailing: off).fullSwipeDistance(.trailing) == nil)
    #expect(classicRow().fullSwipeDistance(.leading) == nil)
  }

  @Test func noHapticWhenTheyAreOff() {
    var configuration = SwipeActionsRow.Configuration.classic
    configuration.fullSwipeHaptic = nil
    let h = RowRig(classicRow(configuration: configuration))
    h.press(at: 350)
    h.move(to: 330)
    h.move(to: 100)
    #expect(h.takeDrawn() == [-20, -250])
    #expect(h.take() == [.fullSwipe(rowID: 0, .trailing, expanded: true)])
  }

  // MARK: Cancel

  @Test func cancelHalfWayReturnsToWhereTheDragBegan() {
    let h = RowRig(classicRow())
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)
    h.take()
    h.cancel()
    #expect(h.take() == [])
    #expect(h.row.spring == spring(from: -100, to: 0))
    #expect(h.settle() == [])
    #expect(h.row.offset == 0 && h.row.trailingFrames == closedTrailingFrames)
    #expect(h.row.state == .closed)

    // From an open row, a cancel returns it open, without repeating the callbacks.
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    h.takeDrawn()
    h.press(at: 200)
    h.move(to: 220)
    h.move(to: 256)  // +56: −100
    #expect(h.takeDrawn() == [-136, -100])
    h.cancel()
    #expect(h.take() == [])
    #expect(h.row.spring == spring(from: -100, to: -156))
    #expect(h.settle() == [])
    #expect(h.row.offset == -156 && h.row.trailingFrames == openTrailingFrames)
    #expect(h.row.state == .open(.trailing))
  }

  @Test func cancelWithAnArmedFullSwipeDisarmsAndPerformsNothing() {
    let h = RowRig(classicRow())
    h.press(at: 350)
    h.move(to: 330)
    h.move(to: 100)
    h.take()
    h.cancel()
    #expect(h.take() == [.fullSwipe(rowID: 0, .trailing, expanded: false)])
    #expect(h.row.spring == spring(from: -250, to: 0))
  }

  // MARK: Taps and programmatic control

  @Test func tappingAnActionPerformsItThenCloses() {
    let h = RowRig(classicRow())
    #expect(
      h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) }) == [
        .willOpen(rowID: 0, .trailing), .didOpen(rowID: 0, .trailing),
      ])
    #expect(h.row.offset == -156 && h.row.trailingFrames == openTrailingFrames)
    #expect(
      h.take(after: { .tapAction(rowID: 0, .trailing, index: 1, time: $0) }) == [
        .perform(rowID: 0, actionID: "more", side: .trailing, index: 1, dismisses: false)
      ])
    #expect(h.row.spring == spring(from: -156, to: 0))
    #expect(h.settle() == [.didClose(rowID: 0, .trailing)])
    #expect(h.row.offset == 0 && h.row.trailingFrames == closedTrailingFrames)
  }

  @Test func anActionThatKeepsTheRowOpen() {
    let trailing: SwipeActionsRow.ActionSet = [.init(id: "flag", keepsOpenAfterTap: true)]
    let h = RowRig(classicRow(trailing: trailing))
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    #expect(
      h.take(after: { .tapAction(rowID: 0, .trailing, index: 0, time: $0) }) == [
        .perform(rowID: 0, actionID: "flag", side: .trailing, index: 0, dismisses: false)
      ])
    #expect(h.row.state == .open(.trailing))
    // Out of range.
    #expect(h.take(after: { .tapAction(rowID: 0, .trailing, index: 1, time: $0) }) == [])
    h.take(after: { .actionAnswered(rowID: 0, completed: true, time: $0) })
  }

  @Test func tappingTheContentClosesAnOpenRow() {
    let h = RowRig(classicRow())
    let content = Point(x: 50, y: 30)  // left of the buttons (219...375)
    // Closed: nothing to do.
    #expect(h.take(after: { .tap(rowID: 0, at: content, time: $0) }) == [])
    #expect(h.row.state == .closed)
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    #expect(h.take(after: { .tap(rowID: 0, at: content, time: $0) }) == [])
    #expect(h.row.spring == spring(from: -156, to: 0))
  }

  @Test func programmaticOpenAndClose() {
    let h = RowRig(classicRow())
    // No leading actions.
    #expect(h.take(after: { .open(rowID: 0, .leading, animated: true, time: $0) }) == [])
    #expect(h.row.state == .closed)
    #expect(
      h.take(after: { .open(rowID: 0, .trailing, animated: true, time: $0) }) == [
        .willOpen(rowID: 0, .trailing)
      ])
    #expect(h.row.spring == spring(from: 0, to: -156))
    #expect(h.settle() == [.didOpen(rowID: 0, .trailing)])
    #expect(h.row.offset == -156 && h.row.trailingFrames == openTrailingFrames)
    // Already open.
    #expect(h.take(after: { .open(rowID: 0, .trailing, animated: true, time: $0) }) == [])
    #expect(h.row.state == .open(.trailing))
    #expect(
      h.take(after: { .close(rowID: 0, animated: false, time: $0) }) == [
        .didClose(rowID: 0, .trailing)
      ])
    #expect(h.row.offset == 0 && h.row.trailingFrames == closedTrailingFrames)
  }

  // MARK: Swiping back

  @Test func swipingBackOnAnOpenRowStopsAtZeroWithoutLeadingActions() {
    let h = RowRig(classicRow())
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    h.press(at: 100)
    h.move(to: 120)  // −156 + 20
    h.move(to: 300)  // −156 + 200 = +44, but the leading side has no actions: 0
    #expect(h.takeDrawn() == [-136, 0])
    h.lift()
    #expect(h.take() == [.didClose(rowID: 0, .trailing)])
    #expect(h.row.state == .closed)
    #expect(h.row.offset == 0 && h.row.trailingFrames == closedTrailingFrames)
  }

  @Test func swipingBackContinuesToTheOtherSideWhenItHasActions() {
    let leading: SwipeActionsRow.ActionSet = [.init(id: "archive")]
    let h = RowRig(classicRow(leading: leading))
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    h.press(at: 100)
    h.move(to: 120)
    h.move(to: 300)  // +44 > 39, half of the leading 78 pt
    #expect(h.takeDrawn() == [-136, 44])
    h.lift()
    #expect(h.take() == [.didClose(rowID: 0, .trailing), .willOpen(rowID: 0, .leading)])
    #expect(h.row.spring == spring(from: 44, to: 78))
    #expect(h.settle() == [.didOpen(rowID: 0, .leading)])
    #expect(h.row.offset == 78)
  }

  @Test func aDragPicksUpAMovingSpringWhereItWas() {
    let h = RowRig(classicRow())
    h.take(after: { .open(rowID: 0, .trailing, animated: true, time: $0) })
    let opening = SpringAnimation(
      spring: SpringParameters(dampingRatio: 0.9, response: 0.5), from: 0, to: -156)
    let x = opening.value(at: 0.1)
    h.rig.fingers.wait(0.1)
    h.press(at: 200)  // the finger lands on the content 0.1 s into the spring: it stops
    #expect(h.row.offset == x)
    h.move(to: 180)  // began at −20: the content continues from x
    #expect(h.takeDrawn() == [x - 20])
    h.lift()
    // Past 78 pt: it opens; willOpen was already emitted by the programmatic open.
    #expect(h.take() == [])
    #expect(h.row.spring == spring(from: x - 20, to: -156))
    #expect(h.settle() == [.didOpen(rowID: 0, .trailing)])
    #expect(h.row.offset == -156)
  }

  // MARK: Right-to-left

  @Test func rightToLeftMirrorsTheSides() {
    // Trailing is the left edge: its buttons are uncovered by moving the content right.
    let h = RowRig(classicRow(direction: .rightToLeft))
    h.press(at: 100)
    h.move(to: 120)
    #expect(h.row.offset == 20)
    #expect(
      h.row.trailingFrames == [
        Rect(x: 0, y: 0, width: 10, height: 60), Rect(x: 10, y: 0, width: 10, height: 60),
      ])
    h.move(to: 179)  // +79 > 78
    #expect(h.row.offset == 79)
    #expect(
      h.row.trailingFrames == [
        Rect(x: 0, y: 0, width: 39.5, height: 60), Rect(x: 39.5, y: 0, width: 39.5, height: 60),
      ])
    h.lift()
    #expect(h.take() == [.willOpen(rowID: 0, .trailing)])
    #expect(h.row.spring == spring(from: 79, to: 156))
    #expect(h.settle() == [.didOpen(rowID: 0, .trailing)])
    #expect(h.row.offset == 156)
    #expect(
      h.row.trailingFrames == [
        Rect(x: 0, y: 0, width: 78, height: 60), Rect(x: 78, y: 0, width: 78, height: 60),
      ])
    h.take(after: { .close(rowID: 0, animated: false, time: $0) })
    h.takeDrawn()
    // Towards the left is the leading side in right-to-left: no actions, no movement.
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)
    #expect(h.takeDrawn() == [0, 0])
    h.lift()
  }

  // MARK: Environment

  @Test func buttonWidthsFitTheirContent() {
    // max(74, 46 + 2·8 = 62) = 74 and max(74, 80 + 16 = 96) = 96: 170 pt in all.
    let trailing: SwipeActionsRow.ActionSet = [
      .init(id: "delete", contentWidth: 46), .init(id: "unsubscribe", contentWidth: 80),
    ]
    let row = SwipeActionsRow(trailing: trailing, containerSize: Size(width: 375, height: 60))
    #expect(row.trailingLayout.widths == [74, 96])
    #expect(row.revealWidth(.trailing) == 170)
    #expect(row.offset(at: .open(.trailing)) == -170)
  }

  @Test func resizeLaysTheRestOutAgain() {
    let h = RowRig(classicRow())
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    #expect(h.take(after: { _ in .resize(rowID: 0, Size(width: 320, height: 44)) }) == [])
    #expect(h.row.offset == -156)
    #expect(
      h.row.trailingFrames == [
        Rect(x: 242, y: 0, width: 78, height: 44), Rect(x: 164, y: 0, width: 78, height: 44),
      ])
    #expect(h.row.fullSwipeDistance(.trailing) == 192)  // 60 % of 320
  }

  /// New actions on an open row (a "Flag" that became "Unflag", a button fewer): it stays
  /// open and springs from the 156 pt it shows (two 78 pt buttons) to its new width, 78 pt,
  /// with no callback (it was open on that side and still is).
  @Test func newActionsKeepAnOpenRowOpenAtItsNewWidth() {
    let h = RowRig(classicRow())
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    #expect(h.row.offset == -156)
    let one: SwipeActionsRow.ActionSet = [.init(id: "archive")]
    #expect(h.take(after: { _ in .setActions(rowID: 0, leading: .none, trailing: one) }) == [])
    #expect(h.row.offset == -156)  // drawn where it was until the next frame
    #expect(h.row.revealWidth(.trailing) == 78)
    #expect(h.settle() == [])
    #expect(h.row.state == .open(.trailing))
    #expect(h.row.offset == -78)
    // 375 − 78 = 297: the one button fills what is revealed.
    #expect(h.row.trailingFrames == [Rect(x: 297, y: 0, width: 78, height: 60)])
  }

  /// An open side left with no actions, while the other side still has some, closes,
  /// animated, and says so once it is closed.
  @Test func anOpenSideLeftWithoutActionsClosesAnimated() {
    let read: SwipeActionsRow.ActionSet = [.init(id: "read")]
    let h = RowRig(classicRow(leading: read))
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    #expect(h.take(after: { _ in .setActions(rowID: 0, leading: read, trailing: .none) }) == [])
    #expect(h.row.offset == -156)
    #expect(h.settle() == [.didClose(rowID: 0, .trailing)])
    #expect(h.row.state == .closed)
    #expect(h.row.offset == 0)
  }

  /// A view configured with no actions at all (a cell reused for an item without any) has
  /// none: open, it is at rest closed at once, as removing its swipe actions does, with no
  /// button frames left; no stroke is claimed any more.
  @Test func noActionsAtAllPutAnOpenRowAtRestAtOnce() {
    let h = RowRig(classicRow())
    h.take(after: { .open(rowID: 0, .trailing, animated: false, time: $0) })
    #expect(h.take(after: { _ in .setActions(rowID: 0, leading: .none, trailing: .none) }) == [
      .didClose(rowID: 0, .trailing)
    ])
    #expect(h.row.state == .closed)
    #expect(h.row.offset == 0)
    #expect(h.row.trailingFrames == [] && h.row.leadingFrames == [])
    #expect(h.row.revealedSide == nil)
    #expect(!h.rig.store.needsFrames)
    #expect(h.rig.store.isAtRest)
    #expect(!h.rig.store.claims(stroke: Vector(dx: -12, dy: 0), onRow: 0))
    #expect(!h.rig.store.claims(stroke: Vector(dx: 12, dy: 0), onRow: 0))
  }

  /// No actions at all mid-drag: the drag is abandoned, the content back at 0 at once, and
  /// the finger's next movements and its release move nothing.
  @Test func noActionsAtAllMidDragAbandonTheDrag() {
    let h = RowRig(classicRow())
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)
    #expect(h.takeDrawn() == [-20, -100])
    #expect(h.take(after: { _ in .setActions(rowID: 0, leading: .none, trailing: .none) }) == [])
    #expect(h.row.state == .closed && h.row.offset == 0)
    h.move(to: 150)
    #expect(h.takeDrawn() == [0])
    h.lift()
    #expect(h.settle() == [])
    #expect(h.row.state == .closed && h.row.offset == 0)
    #expect(h.rig.store.isAtRest)
  }

  /// No actions at all while a destructive full swipe waits off-screen for the app: the row
  /// is at rest at once, and the app's late answer is still taken, changing nothing.
  @Test func noActionsAtAllWhileAwaitingAnAnswerStillTakeTheAnswer() {
    let h = RowRig(classicRow())
    h.press(at: 370)
    h.move(to: 350)
    h.move(to: 100)  // 270 pt > the 225 pt full-swipe threshold (60 % of 375)
    h.lift()
    h.settle()
    #expect(h.row.state == .dismissed(.trailing))
    h.take(after: { _ in .setActions(rowID: 0, leading: .none, trailing: .none) })
    #expect(h.row.state == .closed && h.row.offset == 0)
    #expect(h.take(after: { .actionAnswered(rowID: 0, completed: true, time: $0) }) == [])
    #expect(h.settle() == [])
    #expect(h.row.state == .closed)
    #expect(h.rig.store.isAtRest)
  }

}
