import GestureCore
import GestureTesting
import Testing

/// The swipe-actions store end to end: a simulated app and host drive three Mail rows
/// (390 × 64 pt; "read" leading; "delete", destructive, and "more" trailing; classic 78 pt
/// buttons), and after each scenario the frames run out and nothing may be left half-way.
///
/// Numbers: the trailing side reveals W = 2 × 78 = 156 pt and opens strictly past W/2 = 78 pt;
/// the leading side reveals 78 pt and opens past 39 pt. A full swipe arms strictly past
/// max(W, min(0.6 × 390, 390 − 30)) = max(156, min(234, 360)) = 234 pt.
@Suite struct SwipeActionsStoreTests {
  /// The open trailing frames: "delete" at the edge (312...390), "more" inside (234...312).
  let openTrailingFrames = [
    Rect(x: 312, y: 0, width: 78, height: 64), Rect(x: 234, y: 0, width: 78, height: 64),
  ]

  // MARK: Release thresholds

  @Test(arguments: [(distance: 77.0, opens: false), (distance: 79.0, opens: true)])
  func aReleaseAtRestOpensStrictlyPastHalfTheRevealWidth(distance: Double, opens: Bool) {
    let views = Simulation<SwipeActionsStore>(count: 3)
    // Released still: 77 pt < 78 pt closes, 79 pt > 78 pt opens.
    views.swipe(row: 1, by: -distance, duration: 0.5, releaseVelocity: 0)
    #expect(views.store.row(1)?.offset == -distance)
    views.settle()
    let row = views.store.row(1)
    if opens {
      #expect(views.store.row(1)?.state == .open(.trailing))
      #expect(row?.offset == -156)
      #expect(row?.trailingFrames == openTrailingFrames)
      #expect(row?.revealedSide == .trailing)
      #expect(views.effects.filter(\.isCallback) == [.willOpen(rowID: 1, .trailing), .didOpen(rowID: 1, .trailing)])
    } else {
      #expect(views.store.row(1)?.state == .closed)
      #expect(row?.offset == 0)
      #expect(row?.revealedSide == nil)
      #expect(views.effects.filter(\.isCallback) == [])
    }
    #expect(views.problems == [])
  }

  @Test(arguments: [(velocity: -77.0, opens: true), (velocity: -75.0, opens: false)])
  func aFlickOpensWhenItsProjectionPassesHalf(velocity: Double, opens: Bool) {
    let views = Simulation<SwipeActionsStore>(count: 1)
    // From −40 pt the projection v/1000 · 0.998/0.002 = 0.499 v must add 38 pt:
    // −40 − 77 · 0.499 = −78.42 (past −78, opens); −40 − 75 · 0.499 = −77.43 (closes).
    views.swipe(row: 0, by: -40, duration: 0.5, releaseVelocity: velocity)
    views.settle()
    #expect(views.store.row(0)?.state == (opens ? .open(.trailing) : .closed))
    #expect(views.store.row(0)?.offset == (opens ? -156 : 0))
    #expect(views.problems == [])
  }

  @Test(arguments: [(distance: 234.0, armed: false), (distance: 235.0, armed: true)])
  func aFullSwipeArmsStrictlyPastSixtyPercentOfTheWidth(distance: Double, armed: Bool) {
    let views = Simulation<SwipeActionsStore>(count: 3)
    views.swipe(row: 2, by: -distance, duration: 0.5, releaseVelocity: 0, lift: false)
    #expect(views.store.row(2)?.expandedSide == (armed ? .trailing : nil))
    #expect(views.effects.contains(.haptic(.impact(.rigid))) == armed)
    #expect(views.effects.contains(.fullSwipe(rowID: 2, .trailing, expanded: true)) == armed)
    views.release(row: 2, dx: -distance, velocity: 0)
    if armed {
      // "delete" is destructive: it runs, the content slides off, the app removes the view.
      #expect(
        views.effects.contains(
          .perform(rowID: 2, actionID: "delete", side: .trailing, index: 0, dismisses: true)))
      views.settle()
      #expect(views.app.ids == [0, 1])
      #expect(views.effects.last == .dismissed(rowID: 2, side: .trailing))
    } else {
      // 234 pt is past 78 pt: the row opens, nothing runs.
      views.settle()
      #expect(views.store.row(2)?.state == .open(.trailing))
      #expect(!views.effects.contains { $0.isPerform })
    }
    #expect(views.problems == [])
  }

  @Test(arguments: [(distance: 29.0, armed: false), (distance: 31.0, armed: true)])
  func aFullSwipeArmsThirtyPointsFromTheFarEdgeOnANarrowView(distance: Double, armed: Bool) {
    // A 60 pt wide view with one 20 pt button: 60 % of 60 is 36 pt, but 60 − 30 = 30 pt comes
    // first, so the threshold is max(20, min(36, 30)) = 30 pt.
    let views = Simulation<SwipeActionsStore>(count: 1, size: Size(width: 60, height: 44)) { size in
      SwipeActionsRow(
        trailing: [.init(id: "archive")], containerSize: size,
        configuration: SwipeActionsRow.Configuration(buttonWidth: .fixed(20)))
    }
    views.swipe(row: 0, by: -distance, duration: 0.3, releaseVelocity: 0, x: 50)
    #expect(
      views.effects.contains(
        .perform(rowID: 0, actionID: "archive", side: .trailing, index: 0, dismisses: false))
        == armed)
    views.settle()
    // Armed: a normal action runs and the view closes. Not armed: 29 pt > 10 pt, it opens.
    #expect(views.store.row(0)?.state == (armed ? .closed : .open(.trailing)))
    #expect(views.problems == [])
  }

  @Test func aFullSwipeOnTheLeadingSidePerformsAndCloses() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: 240, duration: 0.3, releaseVelocity: 0, x: 40)
    #expect(
      views.effects.contains(
        .perform(rowID: 0, actionID: "read", side: .leading, index: 0, dismisses: false)))
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.store.row(0)?.expandedSide == nil)
    #expect(views.app.ids == [0])
    #expect(views.problems == [])
  }

  // MARK: One clock

  @Test func theExpandedButtonFollowsTheContentOnEveryFrameOfTheSlide() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -300, duration: 0.3, releaseVelocity: -600)
    var frames = 0
    while views.store.row(0) != nil, views.store.needsFrames {
      views.wait(1 / 60, hz: 60, always: true)
      guard let row = views.store.row(0) else { break }
      // Expanded, "delete" spans from the content's right edge (390 + offset) to 390.
      if row.expansion == 1 {
        #expect(abs(row.trailingFrames[0].minX - (390 + row.offset)) < 1e-9)
        #expect(abs(row.trailingFrames[0].maxX - 390) < 1e-9)
      }
      frames += 1
    }
    #expect(frames > 5)
    #expect(views.app.ids == [])
    #expect(views.problems == [])
  }

  @Test func theFirstButtonExpandsOnItsOwnSpring() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -250, duration: 0.3, releaseVelocity: 0, lift: false)
    // Just armed: not yet expanded; "delete" still its border-style share of 250 pt (125 pt).
    let armed = views.store.row(0)
    #expect(armed?.expandedSide == .trailing)
    #expect((armed?.expansion ?? 1) < 1)
    views.wait(1, hz: 60, always: true)
    let expanded = views.store.row(0)
    #expect(expanded?.expansion == 1)
    #expect(expanded?.trailingFrames == [
      Rect(x: 140, y: 0, width: 250, height: 64), Rect(x: 140, y: 0, width: 0, height: 64),
    ])
    views.release(row: 0, dx: -250, velocity: 0)
    views.settle()
    #expect(views.problems == [])
  }

  // MARK: The app's answers

  @Test func aDestructiveFullSwipeTheAppDeclinesComesBack() {
    let views = Simulation<SwipeActionsStore>(count: 3)
    views.app.declinesActions = true
    views.swipe(row: 1, by: -300, duration: 0.2)
    views.settle()
    #expect(views.app.ids == [0, 1, 2])
    #expect(views.store.row(1)?.state == .closed)
    #expect(views.store.row(1)?.offset == 0)
    #expect(!views.effects.contains { if case .dismissed = $0 { true } else { false } })
    #expect(views.problems == [])
  }

  @Test(arguments: [true, false])
  func anAnswerAfterTheSlideEndsItEitherWay(completed: Bool) {
    let views = Simulation<SwipeActionsStore>(count: 2)
    views.app.answersLater = true
    views.app.declinesActions = !completed
    views.swipe(row: 0, by: -300, duration: 0.2)
    views.wait(1.5, hz: 60, always: true)
    // Off-screen, waiting for the app: not at rest, and nothing else moves it.
    #expect(views.store.row(0)?.state == .dismissed(.trailing))
    #expect(views.store.row(0)?.offset == -390)
    #expect(!views.store.isAtRest)
    #expect(!views.store.needsFrames)
    // A scroll, a tap elsewhere, another row opening: it stays where it is.
    views.send(.scrolled(time: views.time))
    views.tap(row: nil, x: 100)
    views.swipe(row: 1, by: -100, duration: 0.3, releaseVelocity: 0)
    views.wait(2, hz: 60, always: true)
    #expect(views.store.row(0)?.state == .dismissed(.trailing))
    #expect(views.store.row(1)?.state == .open(.trailing))
    views.answerPendingActions()
    views.send(.closeAll(animated: true, time: views.time))
    views.settle()
    #expect(views.app.ids == (completed ? [1] : [0, 1]))
    #expect(views.problems == [])
  }

  @Test func theAppMayAnswerAfterRemovingTheView() {
    let views = Simulation<SwipeActionsStore>(count: 2)
    views.app.answersLater = true
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    views.tap(row: 0, x: 350)  // "delete", 312...390
    views.removeView(0)
    views.answerPendingActions()
    views.settle()
    #expect(views.app.ids == [1])
    #expect(views.problems == [])
  }

  // MARK: Taps

  @Test func aTapOnAButtonPerformsItAndCloses() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    views.tap(row: 0, x: 273)  // "more", 234...312
    #expect(
      views.effects.contains(
        .perform(rowID: 0, actionID: "more", side: .trailing, index: 1, dismisses: false)))
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.problems == [])
  }

  @Test func aTapUnderTheContentIsNotATapOnAButton() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    views.tap(row: 0, x: 233)  // 1 pt left of "more": the content, which closes
    #expect(!views.effects.contains { $0.isPerform })
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.problems == [])
  }

  @Test func aTapWhileTheContentSpringsOpenClosesItFromWhereItIs() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.wait(0.1, hz: 60, always: true)
    guard let shown = views.store.row(0)?.offset else { return }
    #expect(shown < -100 && shown > -156)  // on its way from −100 to −156
    views.send(.touchDown(rowID: 0, time: views.time))
    // Caught: the content stays where it was shown, and the buttons with it.
    guard let caught = views.store.row(0) else { return }
    #expect(abs(caught.offset - shown) < 1e-9)
    views.wait(0.05, hz: 60, always: true)
    let still = views.store.row(0)
    #expect(still?.state == caught.state && still?.offset == caught.offset)
    #expect(still?.trailingFrames == caught.trailingFrames)
    views.send(.tap(rowID: 0, at: Point(x: 100, y: 32), time: views.time))
    views.send(.touchUp(time: views.time))
    views.settle()
    #expect(views.store.row(0)?.offset == 0)
    // It never came to rest open: no didOpen, one didClose for the willOpen.
    #expect(views.effects.filter(\.isCallback) == [.willOpen(rowID: 0, .trailing), .didClose(rowID: 0, .trailing)])
    #expect(views.problems == [])
  }

  @Test func aTapOnAButtonWhileItSpringsPerformsTheButtonUnderTheFinger() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -140, duration: 0.3, releaseVelocity: 0)
    views.wait(0.05, hz: 60, always: true)
    // Right of 390 − 140 = 250 the buttons are uncovered: "delete" is the outer half.
    views.tap(row: 0, x: 380)
    #expect(
      views.effects.contains(
        .perform(rowID: 0, actionID: "delete", side: .trailing, index: 0, dismisses: false)))
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.problems == [])
  }

  @Test func aFingerThatLiftsWithoutDraggingLetsTheContentGoOn() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.wait(0.1, hz: 60, always: true)
    views.send(.touchDown(rowID: 0, time: views.time))
    views.wait(0.2, hz: 60, always: true)
    views.send(.touchUp(time: views.time))
    #expect(views.store.needsFrames)
    views.settle()
    #expect(views.store.row(0)?.state == .open(.trailing))
    #expect(views.store.row(0)?.offset == -156)
    #expect(views.problems == [])
  }

  // MARK: Drags on moving content

  @Test func aSecondSwipeBeforeTheFirstSettlesPicksTheContentUpWhereItIs() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.wait(0.1, hz: 60, always: true)
    guard let caught = views.store.row(0)?.offset else { return }
    // 0.1 s into its spring from −100 to −156 (response 0.5 s) it has covered a third of it.
    #expect(caught < -115 && caught > -130)
    // A swipe back by 30 pt from wherever it was caught: the content follows 1:1 from there.
    views.swipe(row: 0, by: 30, duration: 0.3, releaseVelocity: 0, lift: false)
    #expect(abs((views.store.row(0)?.offset ?? 0) - (caught + 30)) < 1e-9)
    views.release(row: 0, dx: 30, velocity: 0)
    views.settle()
    // caught + 30 < −85 is still past −78: it opens again.
    #expect(views.store.row(0)?.state == .open(.trailing))
    #expect(views.problems == [])
  }

  @Test func aDragOnContentSlidingOffIsIgnored() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -300, duration: 0.2)
    views.wait(0.05, hz: 60, always: true)
    let sliding = views.store.row(0)?.offset ?? 0
    views.swipe(row: 0, by: 100, duration: 0.2)
    #expect((views.store.row(0)?.offset ?? 0) < sliding)  // still on its way out
    views.settle()
    #expect(views.app.ids == [])
    #expect(views.problems == [])
  }

  // MARK: The group

  @Test func openingOneRowClosesTheOther() {
    let views = Simulation<SwipeActionsStore>(count: 3)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    views.swipe(row: 1, by: 60, duration: 0.3, releaseVelocity: 0, x: 40)
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.store.row(1)?.state == .open(.leading))
    #expect(views.store.openRowID == 1)
    #expect(views.effects.contains(.didClose(rowID: 0, .trailing)))
    #expect(views.problems == [])
  }

  @Test func aSwipeOnAnotherRowWhileOneSpringsClosesItFromWhereItIs() {
    let views = Simulation<SwipeActionsStore>(count: 2)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.wait(0.1, hz: 60, always: true)
    let shown = views.store.row(0)?.offset ?? 0
    views.send(.touchDown(rowID: 1, time: views.time))
    // Row 0 stopped where it was shown and now springs closed from there.
    #expect(abs((views.store.row(0)?.offset ?? 0) - shown) < 1e-9)
    guard case .settling(let settling)? = views.store.row(0)?.state else {
      Issue.record("row 0 is not closing")
      return
    }
    #expect(settling.target == .closed && abs(settling.motion.animation.from - shown) < 1e-9)
    views.send(.touchUp(time: views.time))
    views.swipe(row: 1, by: -20, duration: 0.2, releaseVelocity: 0)
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.problems == [])
  }

  @Test(arguments: ["touch on another row", "tap outside", "scroll"])
  func anOpenRowClosesOn(_ what: String) {
    let views = Simulation<SwipeActionsStore>(count: 3)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    #expect(views.store.tapCloses(onRow: 2))
    #expect(views.store.tapCloses(onRow: nil))
    switch what {
    case "touch on another row":
      views.send(.touchDown(rowID: 2, time: views.time))
      views.send(.touchUp(time: views.time))
    case "tap outside":
      views.tap(row: nil, x: 100)
    default:
      views.send(.scrolled(time: views.time))
    }
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(!views.store.tapCloses(onRow: 2))
    #expect(views.problems == [])
  }

  /// A finger landing anywhere outside the rows closes the open one; in the rows' container
  /// it only closes (kept from the cell or control under it, as Mail), elsewhere in the
  /// window (a bar button, a control beside a card) it stays its target's.
  @Test func aTouchElsewhereInTheWindowClosesTheOpenRowAndStaysItsTargets() {
    let views = Simulation<SwipeActionsStore>(count: 3)
    // Nothing open: no touch is kept from its target.
    #expect(!views.store.touchOnlyCloses(at: .row(2)))
    #expect(!views.store.touchOnlyCloses(at: .container))
    #expect(!views.store.touchOnlyCloses(at: .window))
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    #expect(views.store.row(0)?.state == .open(.trailing))
    #expect(views.store.touchOnlyCloses(at: .row(2)))
    #expect(views.store.touchOnlyCloses(at: .row(0)))  // its content: the tap closes it
    #expect(views.store.touchOnlyCloses(at: .container))
    #expect(!views.store.touchOnlyCloses(at: .window))
    // The window's touch lands outside every row: it closes the open one all the same.
    views.send(.touchDown(rowID: nil, time: views.time))
    views.send(.touchUp(time: views.time))
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(!views.store.touchOnlyCloses(at: .container))
    #expect(views.problems == [])
  }

  @Test func aClosedRowLeavesStrokesTowardsASideWithoutActions() {
    let views = Simulation<SwipeActionsStore>(count: 1) { size in
      SwipeActionsRow(trailing: [.init(id: "delete")], containerSize: size)
    }
    #expect(views.store.claims(stroke: Vector(dx: -12, dy: 0), onRow: 0))
    #expect(!views.store.claims(stroke: Vector(dx: 12, dy: 0), onRow: 0))
    #expect(!views.store.claims(stroke: Vector(dx: -12, dy: 0), onRow: 9))
  }

  // MARK: Reuse, resize, cancel

  @Test func aResetPutsAnOpenRowAtRestAtOnce() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.wait(0.1, hz: 60, always: true)
    views.send(.reset(rowID: 0))
    #expect(views.store.row(0)?.offset == 0)
    #expect(!views.store.needsFrames)
    #expect(views.store.isAtRest)
    #expect(views.effects.last == .didClose(rowID: 0, .trailing))
    #expect(views.problems == [])
  }

  @Test func newActionsForAnOpenRowKeepItOpenAndLayOutTheNewButtons() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    views.send(.setActions(rowID: 0, leading: .none, trailing: [.init(id: "archive")]))
    views.settle()
    let row = views.store.row(0)
    #expect(row?.state == .open(.trailing))
    #expect(row.map { $0.offset == -$0.revealWidth(.trailing) } == true)
    #expect(row?.trailingFrames.count == 1)
    #expect(row?.leadingFrames == [])
    #expect(views.store.isAtRest)
    #expect(views.problems == [])
  }

  /// Read became Unread as the row closes: the closing spring goes on from where it is drawn,
  /// neither cut short nor snapped shut (SwiftUI's rows hand every new body over at once).
  @Test func newActionsWhileClosingKeepTheSpringGoing() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    views.send(.close(rowID: 0, animated: true, time: views.time))
    views.wait(0.05)
    let drawn = views.store.row(0)?.offset
    #expect(drawn.map { $0 < 0 } == true)
    views.send(.setActions(rowID: 0, leading: .none, trailing: [.init(id: "unread")]))
    #expect(views.store.row(0)?.offset == drawn)
    #expect(views.store.needsFrames)
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.problems == [])
  }

  /// An open row's action renamed (Delete became Archive): a tap on the button at its place,
  /// as VoiceOver's action of the new name sends, runs the new action at once, with the row
  /// still springing to its new width (SwiftUI's rows hand every new body over at once).
  @Test func aRenamedActionOfAnOpenRowPerformsTheNewAction() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    views.send(.setActions(rowID: 0, leading: .none, trailing: [.init(id: "archive")]))
    views.send(.tapAction(rowID: 0, .trailing, index: 0, time: views.time))
    #expect(
      views.effects.last
        == .perform(rowID: 0, actionID: "archive", side: .trailing, index: 0, dismisses: false))
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.problems == [])
  }

  /// New actions mid-drag: the content stays under the finger and the next movement still
  /// moves it; the release settles with the new thresholds.
  @Test func newActionsMidDragKeepFollowingTheFinger() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -60, duration: 0.2, lift: false)
    let before = views.store.row(0)?.offset
    views.send(.setActions(rowID: 0, leading: .none, trailing: [.init(id: "archive")]))
    #expect(views.store.row(0)?.offset == before)
    views.send(
      .drag(
        rowID: 0, .changed(location: Point(x: 200, y: 32), translation: Vector(dx: -100, dy: 0)),
        time: views.time))
    #expect(views.store.row(0)?.offset != before)
    views.release(row: 0, dx: -100, velocity: 0)
    views.settle()
    #expect(views.store.row(0)?.state == .open(.trailing))
    #expect(views.problems == [])
  }


  /// A cell reconfigured with the actions it has (a badge changed, the row reloaded) keeps its
  /// row as it is: open stays open, a drag keeps following the finger.
  @Test func theSameActionsAgainChangeNothing() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    let mail = SimulatedSwipeApp.mailRow(Size(width: 390, height: 64))
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    let open = views.store.row(0)?.offset
    #expect(open.map { $0 < 0 } == true)
    views.send(.setActions(rowID: 0, leading: mail.leading, trailing: mail.trailing))
    #expect(views.store.row(0)?.offset == open)

    // Mid-drag: the next movement still moves the content.
    views.swipe(row: 0, by: 60, duration: 0.2, lift: false)
    views.send(.setActions(rowID: 0, leading: mail.leading, trailing: mail.trailing))
    let before = views.store.row(0)?.offset
    views.send(.drag(rowID: 0, .changed(location: Point(x: 380, y: 32), translation: Vector(dx: 80, dy: 0)), time: views.time))
    #expect(views.store.row(0)?.offset != before)
    views.release(row: 0, dx: 80, velocity: 0)
    views.settle()
    #expect(views.problems == [])
  }

  @Test func aResizeWhileOpeningLandsOnTheNewWidth() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.wait(0.05, hz: 60, always: true)
    views.send(.resize(rowID: 0, Size(width: 320, height: 64)))
    views.settle()
    #expect(views.store.row(0)?.offset == -156)
    #expect(views.store.row(0)?.trailingFrames == [
      Rect(x: 242, y: 0, width: 78, height: 64), Rect(x: 164, y: 0, width: 78, height: 64),
    ])
    #expect(views.problems == [])
  }

  @Test func aCancelMidDragPutsTheRowBack() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -120, duration: 0.3, lift: false)
    views.send(.cancel(time: views.time))
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.problems == [])
  }

  // MARK: Bad input

  @Test func aNaNDragIsACancel() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -120, duration: 0.3, lift: false)
    views.send(
      .drag(rowID: 0, .changed(location: .zero, translation: Vector(dx: .nan, dy: 0)), time: views.time))
    views.send(.touchUp(time: views.time))
    views.settle()
    #expect(views.store.row(0)?.state == .closed)
    #expect(views.problems == [])
  }

  @Test func aNaNTapLocationIsIgnored() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.swipe(row: 0, by: -100, duration: 0.3, releaseVelocity: 0)
    views.settle()
    views.send(.tap(rowID: 0, at: Point(x: .nan, y: 0), time: views.time))
    #expect(views.store.row(0)?.state == .open(.trailing))
    #expect(!views.effects.contains { $0.isPerform })
  }

  @Test func theCheckerCatchesAHostWhoseTimeRunsBackwards() {
    let views = Simulation<SwipeActionsStore>(count: 1, start: 1)
    views.send(.tick(time: 1))
    views.send(.tick(time: 0.5))
    #expect(views.problems == ["\(ContractViolation<SwipeActionsStore>.timeWentBackwards(from: 1, to: 0.5))"])
    #expect(views.store.time == 1)  // The store reads a time going back as the latest one.
    views.send(.tick(time: .nan))
    #expect(views.store.time == 1)
  }

  @Test func theCheckerCatchesUnknownRowsStrayAnswersAndTouchUps() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.send(.drag(rowID: 7, .began(location: .zero, translation: Vector(dx: -20, dy: 0)), time: 0))
    views.send(.actionAnswered(rowID: 0, completed: true, time: 0))
    views.send(.touchUp(time: 0))
    #expect(
      views.problems == [
        "\(ContractViolation<SwipeActionsStore>.mistake(.unknownRow(7)))",
        "\(ContractViolation<SwipeActionsStore>.unexpectedAnswer(.perform(rowID: 0)))",
        "\(ContractViolation<SwipeActionsStore>.touchNotDown(nil))",
      ])
    #expect(views.store.isAtRest)
  }

  @Test func theCheckerCatchesAHostThatStopsSendingFrames() {
    var checker = ContractChecker<SwipeActionsStore>()
    var store = SwipeActionsStore()
    var effects: [SwipeActionsStore.Effect] = []
    let events: [SwipeActionsStore.Event] = [
      .insert(0, SimulatedSwipeApp.mailRow(Size(width: 390, height: 64))),
      .open(rowID: 0, .trailing, animated: true, time: 0),
      .tick(time: 0.2),
      .tick(time: 0.5),
    ]
    var violations: [ContractViolation<SwipeActionsStore>] = []
    for event in events {
      effects.removeAll()
      store.handle(event, into: &effects)
      if let violation = checker.observe(event, effects: effects, store: store) {
        violations.append(violation)
      }
    }
    // 0.5 − 0.2 = 0.3 s > 0.25 s without a frame while the row springs open.
    #expect(violations == [.framesMissing(since: 0.2, until: 0.5)])
  }
}

extension SwipeActionsStore.Effect {
  var isCallback: Bool {
    switch self {
    case .willOpen, .didOpen, .didClose: true
    case .haptic, .perform, .fullSwipe, .dismissed: false
    }
  }

  var isPerform: Bool {
    if case .perform = self { return true }
    return false
  }
}
