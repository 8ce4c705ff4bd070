import GestureCore
import GestureTesting
import Testing

/// The second way to move a floating view (custom actions, a context menu, keys): the actions
/// the store lists, the same wherever the view is, each performed through the path of a
/// release, and refused cleanly, with a reason, where it would do nothing: at the anchor the
/// view rests at, at a size limit, stashed, or whenever a finger, a pinch or a spring has it.
@Suite struct DraggableActionTests {
  /// The 160 × 90 window at rest in the bottom-right corner, origin (218, 708), centre
  /// (298, 753); its centre stays within x 92...298 and y 104...753.
  func window(_ configuration: DraggableStore.Configuration = .pictureInPicture) -> FloatingRig {
    floatingRig(.pictureInPicture(configuration: configuration))
  }

  /// The 60 × 60 bubble at rest against the left side, centre (42, 430).
  func bubble(_ configuration: DraggableStore.Configuration = .floatingButton) -> FloatingRig {
    floatingRig(.bubble(configuration: configuration))
  }

  static let stashing = DraggableStore.Configuration(stashing: .init(sides: .both))

  // MARK: - What is offered

  static let corners: [DraggableStore.Action] = [
    .move(to: .topLeft), .move(to: .topRight), .move(to: .bottomLeft), .move(to: .bottomRight),
  ]

  @Test func everyCornerIsListedAndTheOneItRestsAtIsRefused() {
    let view = window()
    #expect(view.store.actions == Self.corners)
    #expect(view.store.refusal(of: .move(to: .bottomRight)) == .alreadyThere)
    for action in Self.corners.dropLast() { #expect(view.store.refusal(of: action) == nil) }
  }

  @Test func theListStaysTheSameAtEveryCornerAndOnlyTheMoveThereIsRefused() {
    let view = window()
    for corner in Self.corners {
      view.send(.perform(corner, time: view.time))
      view.settle()
      #expect(view.store.actions == Self.corners, "\(corner)")
      for action in Self.corners {
        #expect(view.store.refusal(of: action) == (action == corner ? .alreadyThere : nil), "\(corner) \(action)")
      }
      // Performing the move to where it rests changes nothing: no began, no ended.
      let effects = view.effects.count
      let state = view.store.state
      view.send(.perform(corner, time: view.time))
      #expect(view.store.state == state)
      #expect(view.effects.count == effects)
    }
    // To the top left, top right, bottom left and back to the bottom right: four moves.
    #expect(view.ended.count == 4)
    #expect(view.problems == [])
  }

  @Test func aPlaceWithinHalfAPointOfTheViewIsWhereItRests() {
    // Custom points: the bubble rests at the first, (100, 200).
    let points = [Point(x: 100, y: 200), Point(x: 100, y: 200.5), Point(x: 100, y: 200.6)]
    let view = floatingRig(
      DraggableStore(
        frame: Rect(x: 70, y: 170, width: 60, height: 60), bounds: Phone.portrait,
        safeArea: Phone.portraitSafeArea, configuration: .init(anchors: .points(points))))
    #expect(view.store.anchor == .point(index: 0))
    // 200.5 − 200 = 0.5 ≤ 0.5 pt: the same place, refused; 200.6 − 200 = 0.6 > 0.5: performed.
    #expect(view.store.actions == (0..<3).map { .move(to: .point(index: $0)) })
    #expect(view.store.refusal(of: .move(to: .point(index: 0))) == .alreadyThere)
    #expect(view.store.refusal(of: .move(to: .point(index: 1))) == .alreadyThere)
    #expect(view.store.refusal(of: .move(to: .point(index: 2))) == nil)
  }

  /// A stashing bubble's list at the height 430.
  static let bubbleActions: [DraggableStore.Action] = [
    .move(to: .left(centerY: 430)), .move(to: .right(centerY: 430)),
    .move(to: .stashedLeft(centerY: 430)), .move(to: .stashedRight(centerY: 430)), .show,
  ]

  @Test func aBubbleThatMayStashListsBothSidesBothStashesAndShow() {
    let view = bubble(Self.stashing)
    #expect(view.store.actions == Self.bubbleActions)
    #expect(view.store.refusal(of: .move(to: .left(centerY: 430))) == .alreadyThere)
    // Out of the stash already: Show is refused.
    #expect(view.store.refusal(of: .show) == .alreadyThere)
    for action in Self.bubbleActions[1...3] { #expect(view.store.refusal(of: action) == nil) }
    // Centre x 42 ≤ the allowed area's middle, 195: the nearer stash is the left one.
    #expect(view.store.stashOrShowAction == .move(to: .stashedLeft(centerY: 430)))
  }

  @Test func stashedItListsTheSameAndRefusesOnlyTheStashItIsIn() {
    let view = bubble(Self.stashing)
    view.send(.perform(.move(to: .stashedLeft(centerY: 430)), time: view.time))
    view.settle()
    #expect(view.store.anchor == .stashedLeft(centerY: 430))
    #expect(view.store.actions == Self.bubbleActions)
    #expect(view.store.refusal(of: .move(to: .stashedLeft(centerY: 430))) == .alreadyThere)
    for action in Self.bubbleActions where action != .move(to: .stashedLeft(centerY: 430)) {
      #expect(view.store.refusal(of: action) == nil, "\(action)")
    }
    #expect(view.store.stashOrShowAction == .show)
    view.send(.perform(.show, time: view.time))
    view.settle()
    // Left side: origin x 12 (the margin), y 430 − 30 = 400.
    #expect(view.store.state == .resting(origin: Point(x: 12, y: 400), anchor: .left(centerY: 430)))
    #expect(view.began.count == 2)
    #expect(view.ended.count == 2)
    #expect(view.problems == [])
  }

  @Test func bothSizeStepsAreAlwaysListedAndRefusedAtTheLimits() {
    var configuration = DraggableStore.Configuration.pictureInPicture
    configuration.resizing = .init(widths: .steps([120, 220]))
    let view = window(configuration)
    let listed = view.store.actions
    // 160 pt wide: 220 is larger, 120 smaller; both performed.
    #expect(listed.suffix(2) == [.resize(.larger), .resize(.smaller)])
    #expect(view.store.refusal(of: .resize(.larger)) == nil)
    #expect(view.store.refusal(of: .resize(.smaller)) == nil)
    view.send(.perform(.resize(.larger), time: view.time))
    view.settle()
    #expect(view.store.size.width == 220)
    // At the largest width, 220: both still listed, larger refused, smaller performed.
    #expect(view.store.actions == listed)
    #expect(view.store.refusal(of: .resize(.larger)) == .atSizeLimit)
    #expect(view.store.refusal(of: .resize(.smaller)) == nil)
    let state = view.store.state
    view.send(.perform(.resize(.larger), time: view.time))
    #expect(view.store.state == state)
    view.send(.perform(.resize(.smaller), time: view.time))
    view.settle()
    view.send(.perform(.resize(.smaller), time: view.time))
    view.settle()
    // At the smallest, 120: smaller refused, larger performed.
    #expect(view.store.size.width == 120)
    #expect(view.store.actions == listed)
    #expect(view.store.refusal(of: .resize(.smaller)) == .atSizeLimit)
    #expect(view.store.refusal(of: .resize(.larger)) == nil)
    #expect(view.problems == [])
    // Without resizing, none are listed.
    #expect(!window().store.actions.contains(.resize(.larger)))
    #expect(window().store.refusal(of: .resize(.larger)) == .notOffered)
  }

  @Test func aStashedViewRefusesSizeSteps() {
    var configuration = Self.stashing
    configuration.resizing = .init(widths: .steps([40, 60, 80]))
    let view = bubble(configuration)
    let listed = view.store.actions
    view.send(.perform(.move(to: .stashedLeft(centerY: 430)), time: view.time))
    view.settle()
    #expect(view.store.actions == listed)
    #expect(view.store.refusal(of: .resize(.larger)) == .stashed)
    #expect(view.store.refusal(of: .resize(.smaller)) == .stashed)
    let state = view.store.state
    view.send(.perform(.resize(.larger), time: view.time))
    #expect(view.store.state == state)
    #expect(view.problems == [])
  }

  // MARK: - Performing: the path of a release

  @Test func aMoveByActionEndsWhereAFlingTowardsTheCornerDoes() {
    let byAction = window()
    byAction.send(.perform(.move(to: .topLeft), time: byAction.time))
    byAction.settle()
    let byFling = window()
    // Centre (298, 753) dragged by (−100, −200) to (198, 553), projected by v · 0.499 s:
    // (198 − 499, 553 − 998) = (−301, −445), nearest the top-left corner.
    byFling.drag(by: Vector(dx: -100, dy: -200), duration: 0.1, releaseVelocity: Vector(dx: -1000, dy: -2000))
    byFling.settle()
    // The top-left corner of the allowed area: origin (12, 59).
    let corner = Rect(x: 12, y: 59, width: 160, height: 90)
    #expect(byAction.ended == [.ended(frame: corner, anchor: .topLeft)])
    #expect(byFling.ended == byAction.ended)
    #expect(byAction.began == [Rect(x: 218, y: 708, width: 160, height: 90)])
    #expect(byAction.problems == [])
    #expect(byFling.problems == [])
  }

  @Test func aMoveToTheOtherSideEndsWhereAFlatFlingDoes() {
    let byAction = bubble()
    byAction.send(.perform(.move(to: .right(centerY: 430)), time: byAction.time))
    byAction.settle()
    let byFling = bubble()
    // Centre x 42 + 100 = 142, projected by 1500 · 0.499 = 748.5 to 890.5: the right side,
    // at the height it was flung at, 430.
    byFling.drag(by: Vector(dx: 100, dy: 0), duration: 0.1, releaseVelocity: Vector(dx: 1500, dy: 0))
    byFling.settle()
    // Right side: origin x 390 − 12 − 60 = 318, y 430 − 30 = 400.
    #expect(byAction.ended == [.ended(frame: Rect(x: 318, y: 400, width: 60, height: 60), anchor: .right(centerY: 430))])
    #expect(byFling.ended == byAction.ended)
    #expect(byAction.problems == [])
  }

  @Test func anActionListedBeforeTheViewMovedAlongItsEdgeNamesTheMoveOfNow() {
    let view = bubble()
    let listed = DraggableStore.Action.move(to: .right(centerY: 430))
    // The app moves the bubble up the left side; the listed move still names the right side.
    view.send(.move(to: .left(centerY: 200), time: view.time))
    view.settle()
    #expect(view.store.offeredAction(listed) == .move(to: .right(centerY: 200)))
    view.send(.perform(listed, time: view.time))
    view.settle()
    #expect(view.store.anchor == .right(centerY: 200))
    #expect(view.problems == [])
  }

  // MARK: - Arrow keys

  @Test func arrowsMoveToTheNearestPlaceThatWay() {
    let view = window()
    // From the bottom-right corner (298, 753): up is the top-right corner (0, −649), nearer
    // than the top-left (−206, −649), also within 45° (206 ≤ 649).
    #expect(view.store.action(toward: .up) == .move(to: .topRight))
    #expect(view.store.action(toward: .left) == .move(to: .bottomLeft))
    #expect(view.store.action(toward: .right) == nil)
    #expect(view.store.action(toward: .down) == nil)
  }

  @Test func arrowsAtTheSideStashAndShow() {
    let view = bubble(Self.stashing)
    // From the left side, the stash lies further left; the right side lies right.
    #expect(view.store.action(toward: .left) == .move(to: .stashedLeft(centerY: 430)))
    #expect(view.store.action(toward: .right) == .move(to: .right(centerY: 430)))
    // Nothing lies straight up or down for a bubble at the sides.
    #expect(view.store.action(toward: .up) == nil)
    view.send(.perform(view.store.action(toward: .left)!, time: view.time))
    view.settle()
    // Stashed at the left: the right arrow shows it (the left side is nearer than the right).
    #expect(view.store.action(toward: .right) == .show)
    #expect(view.store.action(toward: .left) == nil)
    #expect(view.problems == [])
  }

  // MARK: - Refused cleanly

  @Test func midDragEverythingIsListedAndRefused() {
    let view = window()
    view.drag(by: Vector(dx: -50, dy: 0), duration: 0.2, lift: false)
    let state = view.store.state
    let effects = view.effects.count
    #expect(view.store.actions == Self.corners)
    for action in Self.corners { #expect(view.store.refusal(of: action) == .moving) }
    #expect(view.store.action(toward: .left) == nil)
    view.send(.perform(.move(to: .topLeft), time: view.time))
    #expect(view.store.state == state)
    #expect(view.effects.count == effects)
    view.release(velocity: .zero)
    view.settle()
    #expect(view.store.anchor == .bottomRight)  // 50 pt from its corner: back there
    #expect(view.problems == [])
  }

  @Test func midSettleEverythingIsListedAndRefused() {
    let view = window()
    view.send(.perform(.move(to: .topLeft), time: view.time))
    view.wait(0.05, hz: 60)
    #expect(view.store.phase == .settling)
    let state = view.store.state
    #expect(view.store.actions == Self.corners)
    #expect(view.store.refusal(of: .move(to: .bottomLeft)) == .moving)
    #expect(view.store.stashOrShowAction == nil)
    view.send(.perform(.move(to: .bottomLeft), time: view.time))
    #expect(view.store.state == state)
    view.settle()
    #expect(view.store.anchor == .topLeft)
    #expect(view.began.count == 1)
    #expect(view.ended.count == 1)
    #expect(view.problems == [])
  }

  @Test func theAnchorItRestsAtAndWhatIsNotConfiguredAreRefused() {
    let view = window()
    #expect(view.store.refusal(of: .move(to: .bottomRight)) == .alreadyThere)
    view.send(.perform(.move(to: .bottomRight), time: view.time))
    for action: DraggableStore.Action in [
      .show, .resize(.larger), .resize(.cycle),
      .move(to: .stashedLeft(centerY: 400)), .move(to: .left(centerY: 400)),
    ] {
      #expect(view.store.offeredAction(action) == nil, "\(action)")
      #expect(view.store.refusal(of: action) == .notOffered, "\(action)")
      view.send(.perform(action, time: view.time))
      #expect(view.store.state == .resting(origin: Point(x: 218, y: 708), anchor: .bottomRight), "\(action)")
    }
    #expect(view.effects == [])
  }

  @Test func badInputHasItsDocumentedOutcome() {
    let view = bubble()
    // A side named with a NaN height names the side: the move to the right at the view's
    // height, 430.
    #expect(view.store.offeredAction(.move(to: .right(centerY: .nan))) == .move(to: .right(centerY: 430)))
    // Custom points that do not exist are not offered.
    let points = floatingRig(
      DraggableStore(
        frame: Rect(x: 70, y: 170, width: 60, height: 60), bounds: Phone.portrait,
        safeArea: Phone.portraitSafeArea,
        configuration: .init(anchors: .points([Point(x: 100, y: 200), Point(x: 300, y: 600)]))))
    for index in [-1, 2, Int.max] {
      points.send(.perform(.move(to: .point(index: index)), time: points.time))
      #expect(points.store.phase == .resting, "\(index)")
    }
    #expect(points.effects == [])
    // A time that is not a time leaves the clock where it was; the move still happens.
    let before = view.store.time
    view.send(.perform(.move(to: .right(centerY: .infinity)), time: .nan))
    #expect(view.store.time == before)
    #expect(view.store.anchor == .right(centerY: 430))
    view.settle()
    #expect(view.store.frame == Rect(x: 318, y: 400, width: 60, height: 60))
    // The host broke its contract with that time, and the checker says so; nothing else.
    #expect(view.problems == [
      "DraggableStore host contract: an event carried a time that is not a time (NaN, infinite or beyond 10⁹ s).",
    ])
  }

  // MARK: - Reduce Motion

  @Test func underReduceMotionALongMoveIsACut() {
    var configuration = DraggableStore.Configuration.pictureInPicture
    configuration.reducesMotion = true
    let view = window(configuration)
    view.send(.perform(.move(to: .topLeft), time: view.time))
    // (218, 708) to (12, 59): √(206² + 649²) ≈ 681 pt > 100: drawn there at once.
    let corner = Rect(x: 12, y: 59, width: 160, height: 90)
    #expect(view.store.frame == corner)
    #expect(view.ended == [])
    view.wait(1.0 / 60)
    #expect(view.store.state == .resting(origin: Point(x: 12, y: 59), anchor: .topLeft))
    #expect(view.ended == [.ended(frame: corner, anchor: .topLeft)])
    #expect(view.problems == [])
  }

  @Test func underReduceMotionAShortMoveSpringsAndALongerOneCuts() {
    // The bubble rests at (100, 200); a place 100 pt away springs, one 100.5 pt away cuts.
    let points = [Point(x: 100, y: 200), Point(x: 200, y: 200), Point(x: 100, y: 300.5)]
    func view() -> FloatingRig {
      floatingRig(
        DraggableStore(
          frame: Rect(x: 70, y: 170, width: 60, height: 60), bounds: Phone.portrait,
          safeArea: Phone.portraitSafeArea,
          configuration: .init(anchors: .points(points), reducesMotion: true)))
    }
    let short = view()
    short.send(.perform(.move(to: .point(index: 1)), time: short.time))
    // 200 − 100 = 100 ≤ 100 pt: the short critically damped spring, still at its start.
    #expect(short.store.frame.origin == Point(x: 70, y: 170))
    #expect(short.store.spring?.spring == DraggableStore.Configuration.reducedMotionSpring)
    short.settle()
    #expect(short.store.frame.origin == Point(x: 170, y: 170))
    let long = view()
    long.send(.perform(.move(to: .point(index: 2)), time: long.time))
    // 300.5 − 200 = 100.5 > 100 pt: at its place at once.
    #expect(long.store.frame.origin == Point(x: 70, y: 270.5))
    #expect(short.problems == [])
    #expect(long.problems == [])
  }

  @Test func underReduceMotionAFlingAcrossTheScreenCutsToTheSameAnchor() {
    var configuration = DraggableStore.Configuration.pictureInPicture
    configuration.reducesMotion = true
    let view = window(configuration)
    view.drag(by: Vector(dx: -100, dy: -200), duration: 0.1, releaseVelocity: Vector(dx: -1000, dy: -2000))
    // Released at origin (118, 508), √(106² + 449²) ≈ 461 pt from the top-left corner's
    // (12, 59): more than 100 pt, a cut.
    #expect(view.store.frame == Rect(x: 12, y: 59, width: 160, height: 90))
    view.settle()
    #expect(view.ended == [.ended(frame: Rect(x: 12, y: 59, width: 160, height: 90), anchor: .topLeft)])
    #expect(view.problems == [])
  }
}
