import GestureCore
import Testing

/// The table of ``BackSwipe/Policy``: who takes a horizontal stroke on a pushed screen, one
/// point either side of the 20 pt edge band (x 20 is in it, x 21 is not), left to right and
/// mirrored right to left (there the band is x 370...390 of the 390 pt screen).
@Suite struct BackSwipeArbitrationTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  /// A carousel scrolled part-way: not at its leading edge, whichever the direction.
  static let scrolled = BackSwipe.ScrollViewState(
    contentOffsetX: 252, contentWidth: 1200, boundsWidth: 390)

  func backSwipe(
    _ policy: BackSwipe.Policy, configuration: BackSwipe.Configuration = .fullScreen,
    direction: ReadingDirection = .leftToRight, depth: Int = 2, transitioning: Bool = false
  ) -> BackSwipe {
    BackSwipe(
      context: .init(
        container: Self.screen, layoutDirection: direction, stackDepth: depth,
        isTransitioning: transitioning, policy: policy),
      configuration: configuration)
  }

  /// Who wins a stroke of 12 pt towards the trailing edge from `distance` points off the
  /// leading edge, with the carousel under the finger when `onCarousel`.
  func winner(
    _ swipe: BackSwipe, distance: Double, claim: BackSwipe.Claim = .none, onCarousel: Bool = false
  ) -> BackSwipe.Winner {
    let rightToLeft = swipe.context.layoutDirection == .rightToLeft
    var scrollView = onCarousel ? Self.scrolled : nil
    // Right to left the leading edge is the largest offset (810): 252 is part-way there too.
    scrollView?.layoutDirection = swipe.context.layoutDirection
    return swipe.winner(
      start: Point(x: rightToLeft ? 390 - distance : distance, y: 400),
      stroke: Vector(dx: rightToLeft ? -12 : 12, dy: 1), claim: claim, scrollView: scrollView)
  }

  /// Each row of the table, both directions: (policy, claim, on the carousel, winner in the
  /// band at 20 pt, winner outside it at 21 pt). The zoom transition's dismiss begins on the
  /// same stroke exactly where the back swipe wins.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func theTable(direction: ReadingDirection) {
    typealias Row = (BackSwipe.Policy, BackSwipe.Claim, Bool, BackSwipe.Winner, BackSwipe.Winner)
    let rows: [Row] = [
      (.automatic, .none, false, .back, .back),
      (.automatic, .revealsLeadingActions, false, .back, .content),
      (.automatic, .closesOpenRow, false, .back, .content),
      (.automatic, .completesRow, false, .back, .content),
      (.automatic, .drags, false, .back, .content),
      (.automatic, .none, true, .back, .scrollView),
      (.edgeOnly, .none, false, .back, .nobody),
      (.edgeOnly, .revealsLeadingActions, false, .back, .content),
      (.edgeOnly, .none, true, .back, .scrollView),
      (.fullScreen, .none, false, .back, .back),
      (.fullScreen, .completesRow, false, .back, .back),
      // An open row closes with the stroke, as a scrolled scroll view scrolls.
      (.fullScreen, .closesOpenRow, false, .back, .content),
      (.fullScreen, .none, true, .back, .scrollView),
      (.disabled, .none, false, .nobody, .nobody),
      (.disabled, .closesOpenRow, false, .content, .content),
      (.disabled, .none, true, .scrollView, .scrollView),
      // Raw-touch content and excluded rects keep their strokes under every policy, but the
      // band stays the back swipe's.
      (.automatic, .excluded, false, .back, .content),
      (.edgeOnly, .excluded, false, .back, .content),
      (.fullScreen, .excluded, false, .back, .content),
      (.disabled, .excluded, false, .content, .content),
    ]
    for (policy, claim, onCarousel, inBand, outside) in rows {
      let swipe = backSwipe(policy, direction: direction)
      #expect(
        winner(swipe, distance: 20, claim: claim, onCarousel: onCarousel) == inBand,
        "\(policy) \(claim) carousel \(onCarousel) at 20 pt")
      #expect(
        winner(swipe, distance: 21, claim: claim, onCarousel: onCarousel) == outside,
        "\(policy) \(claim) carousel \(onCarousel) at 21 pt")
      #expect(
        zoomDismisses(swipe, distance: 20, claim: claim, onCarousel: onCarousel)
          == (inBand == .back), "zoom: \(policy) \(claim) carousel \(onCarousel) at 20 pt")
      #expect(
        zoomDismisses(swipe, distance: 21, claim: claim, onCarousel: onCarousel)
          == (outside == .back), "zoom: \(policy) \(claim) carousel \(onCarousel) at 21 pt")
    }
  }

  @Test func automaticReachesOnlyAsFarAsTheStartRegion() {
    // An edge configuration (20 pt): outside the band nothing is the back swipe's; a
    // full-screen policy on the same screen reaches anywhere.
    let edge = backSwipe(.automatic, configuration: .edge)
    #expect(winner(edge, distance: 20) == .back)
    #expect(winner(edge, distance: 21) == .nobody)
    #expect(winner(backSwipe(.fullScreen, configuration: .edge), distance: 300) == .back)
    // A 120 pt start region: 120 in, 121 out.
    let thumb = backSwipe(
      .automatic, configuration: .init(startRegion: .fullScreen(maximumDistance: 120)))
    #expect(winner(thumb, distance: 120) == .back)
    #expect(winner(thumb, distance: 121) == .nobody)
  }

  @Test func theBandFollowsAnEdgeStartRegion() {
    // An edge band of 30 pt: a leading-action row at 30 pt goes back, at 31 pt it swipes.
    let wide = backSwipe(.edgeOnly, configuration: .init(startRegion: .edge(width: 30)))
    #expect(wide.edgeBandWidth == 30)
    #expect(winner(wide, distance: 30, claim: .revealsLeadingActions) == .back)
    #expect(winner(wide, distance: 31, claim: .revealsLeadingActions) == .content)
    #expect(backSwipe(.automatic).edgeBandWidth == 20)
  }

  @Test func strokesThatAreNotBackNeverGoBack() {
    let swipe = backSwipe(.fullScreen)
    // Towards the leading edge, or as vertical as horizontal: the content keeps its own
    // gestures (the scroll view scrolls a horizontal one; nobody claims a vertical one).
    let leftwards = Vector(dx: -12, dy: 1)
    let diagonal = Vector(dx: 12, dy: 12)
    let start = Point(x: 10, y: 400)
    #expect(swipe.winner(start: start, stroke: leftwards) == .nobody)
    #expect(swipe.winner(start: start, stroke: leftwards, scrollView: Self.scrolled) == .scrollView)
    #expect(swipe.winner(start: start, stroke: leftwards, claim: .closesOpenRow) == .nobody)
    #expect(swipe.winner(start: start, stroke: diagonal, claim: .drags) == .nobody)
    #expect(swipe.winner(start: start, stroke: diagonal, scrollView: Self.scrolled) == .nobody)
  }

  @Test func nothingGoesBackAtTheRootOrDuringATransition() {
    for policy in BackSwipe.Policy.allCases {
      let root = backSwipe(policy, depth: 1)
      #expect(winner(root, distance: 10) == .nobody)
      #expect(winner(root, distance: 10, claim: .revealsLeadingActions) == .content)
      let moving = backSwipe(policy, transitioning: true)
      #expect(winner(moving, distance: 10) == .nobody)
      #expect(moving.refusal(start: Point(x: 10, y: 400)) == .transitionRunning)
    }
  }

  @Test func nonFiniteInputHasNoWinner() {
    let swipe = backSwipe(.automatic)
    #expect(swipe.winner(start: Point(x: .nan, y: 0), stroke: Vector(dx: 12, dy: 0)) == .nobody)
    #expect(
      swipe.winner(start: Point(x: 10, y: 0), stroke: Vector(dx: .infinity, dy: 0), claim: .drags)
        == .nobody)
    var broken = Self.scrolled
    broken.contentOffsetX = .nan
    // A scroll view reporting NaN keeps its strokes, even from the band.
    #expect(
      swipe.winner(start: Point(x: 10, y: 0), stroke: Vector(dx: 12, dy: 0), scrollView: broken)
        == .scrollView)
  }

  /// A view's closure gestures claim a stroke towards the trailing edge only when one of
  /// them would take it: a pan that may start sideways, a swipe in the trailing direction.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func closureGesturesClaimOnlyWhatTheyWouldTake(direction: ReadingDirection) {
    let trailing: SwipeDirection = direction == .leftToRight ? .right : .left
    let leading: SwipeDirection = direction == .leftToRight ? .left : .right
    let cases: [(ClosureGestures.Slot, RecognizerKind?, BackSwipe.Claim)] = [
      (.pan, nil, .drags),
      (.pan, .pan(.init(axis: .horizontal)), .drags),
      (.pan, .pan(.init(axis: .vertical)), .none),
      (.swipe(trailing), nil, .drags),
      (.swipe(leading), nil, .none),
      (.swipe(.up), nil, .none),
      (.tap(numberOfTaps: 1), nil, .none),
      (.edgePan(.left), nil, .none),
    ]
    for (slot, configuration, claim) in cases {
      var gestures = ClosureGestures()
      var effects: [ClosureGestures.Effect] = []
      gestures.handle(.add(handlerID: 1, slots: [slot], configuration: configuration), into: &effects)
      #expect(gestures.backSwipeClaim(layoutDirection: direction) == claim, "\(slot)")
    }
    // A swipe handler for both sides holds the trailing one too.
    var both = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    both.handle(.add(handlerID: 1, slots: [.swipe([.left, .right])]), into: &effects)
    #expect(both.backSwipeClaim(layoutDirection: direction) == .drags)
    #expect(ClosureGestures().backSwipeClaim(layoutDirection: direction) == .none)
  }

  /// A pager (three 390 pt slots, at rest on the middle one) on its first page is at its
  /// leading edge, so the back swipe takes a stroke from outside the band; with a page
  /// before, or moved towards the next page past the 0.5 pt tolerance, the pager scrolls.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func aPagerOnItsFirstPageLetsTheBackSwipeGo(direction: ReadingDirection) {
    let swipe = backSwipe(.automatic, direction: direction)
    // Towards the next page is a larger offset left to right, a smaller one right to left.
    let towardsNext = direction == .leftToRight ? 1.0 : -1
    func pager(_ offset: Double, hasPageBefore: Bool) -> BackSwipe.ScrollViewState {
      .pager(
        contentOffsetX: offset, pageWidth: 390, hasPageBefore: hasPageBefore,
        layoutDirection: direction)
    }
    func winner(_ pager: BackSwipe.ScrollViewState) -> BackSwipe.Winner {
      let x = direction == .leftToRight ? 21.0 : 390 - 21
      return swipe.winner(
        start: Point(x: x, y: 400), stroke: Vector(dx: 12 * direction.trailingSign, dy: 1),
        scrollView: pager)
    }
    // At rest (390), and 0.5 pt towards the next page: within the tolerance.
    #expect(winner(pager(390, hasPageBefore: false)) == .back)
    #expect(winner(pager(390 + 0.5 * towardsNext, hasPageBefore: false)) == .back)
    // 0.6 pt towards the next page: 0.6 > 0.5, the pager scrolls back first.
    #expect(winner(pager(390 + 0.6 * towardsNext, hasPageBefore: false)) == .scrollView)
    // Pulled towards the page that is not there: still at its leading edge.
    #expect(winner(pager(390 - 40 * towardsNext, hasPageBefore: false)) == .back)
    // A page before the current one: the pager turns back to it.
    #expect(winner(pager(390, hasPageBefore: true)) == .scrollView)
    #expect(
      pager(390, hasPageBefore: true).leadingEdgeOffset == (direction == .leftToRight ? 0 : 780))
  }

  @Test func isOptedOutIsTheDisabledPolicy() {
    var context = BackSwipe.Context(container: Self.screen, stackDepth: 2, isOptedOut: true)
    #expect(context.policy == .disabled)
    context.isOptedOut = false
    #expect(context.policy == .automatic)
    context.policy = .disabled
    #expect(context.isOptedOut)
  }

  /// The app's veto, reported through the store's input, beats every policy, for every
  /// recognizer, with and without a stroke, and no pop begins from a drag.
  @Test(arguments: BackSwipe.Policy.allCases)
  func theAppsVetoWinsInEveryMode(policy: BackSwipe.Policy) {
    var store = BackSwipeStore(
      context: .init(container: Self.screen, stackDepth: 2, policy: policy),
      configuration: .init(backSwipe: .fullScreen))
    var effects: [BackSwipeStore.Effect] = []
    var context = store.context
    context.isVetoedByApp = true
    store.handle(.contextChanged(context), into: &effects)
    let start = Point(x: 10, y: 400)
    let right = Vector(dx: 12, dy: 0)
    for recognizer in [BackSwipeStore.Recognizer.edge, .fullScreen, .content] {
      #expect(!store.shouldBegin(recognizer, start: start, stroke: right))
      #expect(!store.shouldBegin(recognizer, start: start, stroke: nil))
    }
    #expect(!store.scrollViewYields(Self.scrolled, start: start, stroke: nil))
    #expect(store.swipe.refusal(start: start) == .vetoedByApp)
    store.handle(.drag(.began(location: start + right, translation: right), time: 0), into: &effects)
    #expect(!effects.contains(.beginPop))
    // Lifted, the veto gone, the same stroke goes back (unless the screen is disabled).
    store.handle(.drag(.cancelled, time: 0.1), into: &effects)
    context.isVetoedByApp = false
    store.handle(.contextChanged(context), into: &effects)
    #expect(store.shouldBegin(.edge, start: start, stroke: right) == (policy != .disabled))
  }

  /// The app's guard is asked only for a stroke that is otherwise the back swipe's: an edge
  /// configuration, a stroke at 20 pt (in the band) asks, one at 21 pt does not, nor a
  /// vertical one, one on a claiming row, or one at the root. UIKit's own delegate is never
  /// asked (it refuses under a custom or hidden back button, which is what is fixed).
  @Test func theAppIsAskedOnlyForAStrokeThatWouldGoBack() {
    var store = BackSwipeStore(
      context: .init(container: Self.screen, stackDepth: 2),
      configuration: .init(backSwipe: .edge))
    var asked: [String] = []
    func app(_ answer: Bool) -> Bool {
      asked.append("app")
      return answer
    }
    let right = Vector(dx: 12, dy: 1)
    // Outside `#expect`, which evaluates a call's arguments to show them.
    var began: Bool
    for (recognizer, x, stroke, claim) in [
      (BackSwipeStore.Recognizer.edge, 21.0, right, BackSwipe.Claim.none),
      (.fullScreen, 21, right, .none),
      (.edge, 20, Vector(dx: 1, dy: 12), .none),
      (.fullScreen, 200, right, .none),
    ] {
      began = store.shouldBegin(
        recognizer, start: Point(x: x, y: 400), stroke: stroke, claim: claim,
        appAllows: app(true))
      #expect(!began)
    }
    #expect(asked == [])
    // In the band: the app is asked, and says yes.
    began = store.shouldBegin(
      .edge, start: Point(x: 20, y: 400), stroke: right, appAllows: app(true))
    #expect(began)
    #expect(asked == ["app"])
    // The app's "no" wins, on the content swipe too.
    asked = []
    began = store.shouldBegin(
      .content, start: Point(x: 20, y: 400), stroke: right, appAllows: app(false))
    #expect(!began)
    #expect(asked == ["app"])
    // On a claiming row outside the band (automatic), nobody is asked.
    asked = []
    began = store.shouldBegin(
      .content, start: Point(x: 21, y: 400), stroke: right, claim: .revealsLeadingActions,
      appAllows: app(true))
    #expect(!began)
    #expect(asked == [])
    // At the root, nobody is asked.
    var context = store.context
    context.stackDepth = 1
    var effects: [BackSwipeStore.Effect] = []
    store.handle(.contextChanged(context), into: &effects)
    began = store.shouldBegin(
      .edge, start: Point(x: 10, y: 400), stroke: right, appAllows: app(true))
    #expect(!began)
    #expect(asked == [])
  }

  @Test func theStoreAsksTheClaimOutsideTheBand() {
    let store = BackSwipeStore(
      context: .init(container: Self.screen, stackDepth: 2),
      configuration: .init(backSwipe: .fullScreen))
    let right = Vector(dx: 12, dy: 0)
    // 21 pt: the row's leading actions take it from the full-screen pan; 20 pt: the edge
    // pan goes back.
    #expect(
      !store.shouldBegin(
        .fullScreen, start: Point(x: 21, y: 400), stroke: right, claim: .revealsLeadingActions))
    #expect(store.shouldBegin(.fullScreen, start: Point(x: 21, y: 400), stroke: right))
    #expect(
      store.shouldBegin(
        .edge, start: Point(x: 20, y: 400), stroke: right, claim: .revealsLeadingActions))
  }

  @Test func aFullScreenPolicyNeedsTheFullScreenRecognizer() {
    let edge = BackSwipeStore(
      context: .init(container: Self.screen, stackDepth: 2, policy: .fullScreen),
      configuration: .init(backSwipe: .edge))
    #expect(edge.needsFullScreenRecognizer(contentRecognizerAvailable: false))
    #expect(!edge.needsFullScreenRecognizer(contentRecognizerAvailable: true))
    let automatic = BackSwipeStore(
      context: .init(container: Self.screen, stackDepth: 2),
      configuration: .init(backSwipe: .edge))
    #expect(!automatic.needsFullScreenRecognizer(contentRecognizerAvailable: false))
  }

  // MARK: - The zoom transition's dismiss

  /// Whether the zoom dismiss begins for a touch `distance` points off the leading edge
  /// moving at `velocity` (given left to right, mirrored right to left), the carousel under
  /// the finger when `onCarousel`.
  func zoomDismisses(
    _ swipe: BackSwipe, distance: Double, velocity: Vector = Vector(dx: 300, dy: 20),
    claim: BackSwipe.Claim = .none, onCarousel: Bool = false, systemAllows: Bool = true
  ) -> Bool {
    let rightToLeft = swipe.context.layoutDirection == .rightToLeft
    var carousel = Self.scrolled
    carousel.layoutDirection = swipe.context.layoutDirection
    return swipe.zoomDismissMayBegin(
      at: Point(x: rightToLeft ? 390 - distance : distance, y: 400),
      velocity: Vector(dx: rightToLeft ? -velocity.dx : velocity.dx, dy: velocity.dy),
      claim: claim, scrollViews: onCarousel ? [carousel] : [], systemAllows: systemAllows)
  }

  /// The zoom dismiss is not edge-limited: in edge mode (a 20 pt start region) it reaches
  /// across the screen, as the platform's content pop does; a full-screen region's maximum
  /// distance holds (120 pt in, 121 pt out). Both directions.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func theZoomDismissReachesAnywhereInEdgeMode(direction: ReadingDirection) {
    let edge = backSwipe(.automatic, configuration: .edge, direction: direction)
    #expect(zoomDismisses(edge, distance: 389))
    // The band stays the system's 20 pt: a row with leading actions keeps a stroke from 21.
    #expect(zoomDismisses(edge, distance: 20, claim: .revealsLeadingActions))
    #expect(!zoomDismisses(edge, distance: 21, claim: .revealsLeadingActions))
    let thumb = backSwipe(
      .automatic, configuration: .init(startRegion: .fullScreen(maximumDistance: 120)),
      direction: direction)
    #expect(zoomDismisses(thumb, distance: 120))
    #expect(!zoomDismisses(thumb, distance: 121))
  }

  /// The velocity's direction decides whether the table applies, one point either side of
  /// each threshold, on a row with leading actions 21 pt from the edge (which keeps a back
  /// stroke) and mirrored right to left; any other stroke keeps the platform's answer.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func onlyABackStrokeIsArbitrated(direction: ReadingDirection) {
    let swipe = backSwipe(.automatic, configuration: .edge, direction: direction)
    func dismisses(_ dx: Double, _ dy: Double) -> Bool {
      zoomDismisses(
        swipe, distance: 21, velocity: Vector(dx: dx, dy: dy), claim: .revealsLeadingActions)
    }
    // |dx| 101 > |dy| 100: a back stroke, the row's; 100 = 100: a pull, the platform's.
    #expect(!dismisses(101, 100))
    #expect(dismisses(100, 100))
    // 1 pt/s towards the trailing edge is a back stroke; 1 pt/s towards the leading edge not.
    #expect(!dismisses(1, 0))
    #expect(dismisses(-1, 0))
    // A pinch or a touch held still (no velocity) and a pull down are the platform's.
    #expect(dismisses(0, 0))
    #expect(dismisses(20, 300))
    // The platform's "no" holds for every stroke.
    let pull = Vector(dx: 20, dy: 300)
    #expect(!zoomDismisses(swipe, distance: 21, velocity: pull, systemAllows: false))
    #expect(!zoomDismisses(swipe, distance: 20, systemAllows: false))
  }

  /// What holds for the whole screen stops a pull down too: `.disabled`, the app's veto, a
  /// transition running; bad numbers never dismiss.
  @Test func theScreensRefusalsStopEveryZoomDismiss() {
    let pull = Vector(dx: 20, dy: 300)
    #expect(!zoomDismisses(backSwipe(.disabled), distance: 200, velocity: pull))
    let moving = backSwipe(.automatic, transitioning: true)
    #expect(!zoomDismisses(moving, distance: 200, velocity: pull))
    var vetoed = backSwipe(.fullScreen)
    var context = vetoed.context
    context.isVetoedByApp = true
    vetoed = BackSwipe(context: context, configuration: vetoed.configuration)
    #expect(!zoomDismisses(vetoed, distance: 200, velocity: pull))
    #expect(!zoomDismisses(vetoed, distance: 10))
    // `.edgeOnly` limits back strokes only: a pull anywhere dismisses.
    #expect(zoomDismisses(backSwipe(.edgeOnly), distance: 200, velocity: pull))
    let swipe = backSwipe(.automatic)
    #expect(!swipe.zoomDismissMayBegin(
      at: Point(x: 200, y: 400), velocity: Vector(dx: .nan, dy: 300), systemAllows: true))
    #expect(!swipe.zoomDismissMayBegin(
      at: Point(x: .infinity, y: 400), velocity: pull, systemAllows: true))
    #expect(!swipe.zoomDismissMayBegin(
      at: Point(x: .nan, y: 400), velocity: Vector(dx: 300, dy: 0), systemAllows: true))
  }
}
