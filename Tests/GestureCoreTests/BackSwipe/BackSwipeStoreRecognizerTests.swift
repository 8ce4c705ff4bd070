import GestureCore
import Testing

/// The questions a host's recognizers ask the back-swipe store: which recognizers run,
/// whether one may begin, which waits for which, and when a scroll view yields.
@Suite struct BackSwipeStoreRecognizerTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  func store(
    _ backSwipe: BackSwipe.Configuration = .edge, depth: Int = 2,
    direction: ReadingDirection = .leftToRight
  ) -> BackSwipeStore {
    BackSwipeStore(
      context: .init(container: Self.screen, layoutDirection: direction, stackDepth: depth),
      configuration: .init(backSwipe: backSwipe))
  }

  let right = Vector(dx: 15, dy: 0)

  // MARK: - Which recognizers run

  /// iOS 26's content recognizer switched off must not suppress the
  /// full-screen fallback.
  @Test(arguments: [
    (false, BackSwipe.Configuration.edge, false),
    (false, .fullScreen, true),
    (true, .edge, false),
    (true, .fullScreen, false),
  ])
  func theFullScreenPanIsAddedOnlyWhereTheSystemHasNoUsableOne(
    contentAvailable: Bool, configuration: BackSwipe.Configuration, needed: Bool
  ) {
    #expect(
      store(configuration).needsFullScreenRecognizer(contentRecognizerAvailable: contentAvailable)
        == needed)
  }

  /// Edge swipes keep the system's pop; the full-screen pan waits for the
  /// edge pan to fail.
  @Test func theFullScreenPanWaitsForTheEdgePan() {
    #expect(BackSwipeStore.requiresFailure(.fullScreen, of: .edge))
    #expect(!BackSwipeStore.requiresFailure(.edge, of: .fullScreen))
    #expect(!BackSwipeStore.requiresFailure(.content, of: .edge))
    #expect(!BackSwipeStore.requiresFailure(.fullScreen, of: .content))
  }

  @Test func eachRecognizerHasItsStartRegion() {
    let edgeMode = store(.init(startRegion: .edge(width: 30)))
    #expect(edgeMode.startRegion(for: .edge) == .edge(width: 30))
    #expect(edgeMode.startRegion(for: .content) == .anywhere)
    let thumb = BackSwipe.StartRegion.fullScreen(maximumDistance: 120)
    let fullMode = store(.init(startRegion: thumb))
    #expect(fullMode.startRegion(for: .edge) == .systemEdge)
    #expect(fullMode.startRegion(for: .content) == thumb)
    #expect(fullMode.startRegion(for: .fullScreen) == thumb)
  }

  // MARK: - Should begin

  @Test func theEdgePanBeginsInItsBandOnly() {
    let navigation = store(.fullScreen)
    // The system band is 20 pt: 20 begins, 20.5 does not (the full-screen pan takes it).
    #expect(navigation.shouldBegin(.edge, start: Point(x: 20, y: 400), stroke: right))
    #expect(!navigation.shouldBegin(.edge, start: Point(x: 20.5, y: 400), stroke: right))
    #expect(navigation.shouldBegin(.fullScreen, start: Point(x: 20.5, y: 400), stroke: right))
  }

  @Test func theSystemsRefusalOfTheEdgeSwipeIsOverruled() {
    // A custom back button makes the system refuse: that is what is fixed.
    #expect(store().shouldBegin(.edge, start: Point(x: 5, y: 400), stroke: right, systemAllows: false))
  }

  /// iOS 26's content swipe: UIKit's own refusal counts on a screen with its back button, and
  /// is overruled on one with a custom or hidden back button or a hidden bar
  /// (`isSystemBackButtonHidden`), so full screen works the same under all of them; the app's
  /// own guard wins on both.
  @Test(arguments: [false, true])
  func theContentSwipeNeedsTheSystemOnlyWhereTheBackButtonShows(hidden: Bool) {
    let navigation = BackSwipeStore(
      context: .init(container: Self.screen, stackDepth: 2, isSystemBackButtonHidden: hidden),
      configuration: .init(backSwipe: .fullScreen))
    let start = Point(x: 200, y: 400)
    #expect(navigation.shouldBegin(.content, start: start, stroke: right))
    #expect(
      navigation.shouldBegin(.content, start: start, stroke: right, systemAllows: false) == hidden)
    #expect(navigation.shouldBegin(.edge, start: Point(x: 5, y: 400), stroke: right, systemAllows: false))
    #expect(!navigation.shouldBegin(.content, start: start, stroke: right, appAllows: false))
  }

  /// During a push the platform may interrupt, UIKit's own answer counts for the content swipe
  /// even on a button-less screen: a pop the navigation controller does not accept mid-push
  /// would freeze it.
  @Test func duringAPushTheContentSwipeNeedsTheSystemEvenWithoutABackButton() {
    let navigation = BackSwipeStore(
      context: .init(
        container: Self.screen, stackDepth: 2, isTransitioning: true, isPushInterruptible: true,
        isSystemBackButtonHidden: true),
      configuration: .init(backSwipe: .fullScreen))
    let start = Point(x: 200, y: 400)
    #expect(!navigation.shouldBegin(.content, start: start, stroke: right, systemAllows: false))
    #expect(navigation.shouldBegin(.content, start: start, stroke: right, systemAllows: true))
  }

  @Test func noRecognizerBeginsAtTheRootOrForAnOptedOutScreen() {
    for recognizer in [BackSwipeStore.Recognizer.edge, .content, .fullScreen] {
      #expect(!store(.fullScreen, depth: 1).shouldBegin(recognizer, start: Point(x: 5, y: 400), stroke: right))
    }
    var optedOut = store(.fullScreen)
    var none: [BackSwipeStore.Effect] = []
    var context = optedOut.context
    context.isOptedOut = true
    optedOut.handle(.contextChanged(context), into: &none)
    #expect(!optedOut.shouldBegin(.fullScreen, start: Point(x: 100, y: 400), stroke: right))
  }

  /// A system recognizer that reports no translation judged the direction itself: only the
  /// checks that need no stroke run (no stroke is made up).
  @Test func aRecognizerWithoutAStrokeIsJudgedByItsStartAlone() {
    let navigation = store()
    #expect(navigation.shouldBegin(.edge, start: Point(x: 20, y: 400), stroke: nil))
    #expect(!navigation.shouldBegin(.edge, start: Point(x: 21, y: 400), stroke: nil))
    #expect(!store(depth: 1).shouldBegin(.edge, start: Point(x: 5, y: 400), stroke: nil))
    // A scrolled carousel under the touch: the edge band is the back swipe's; one point
    // beyond it (21 > 20, full screen) the carousel keeps the stroke.
    let scrolled = BackSwipe.ScrollViewState(contentOffsetX: 252, contentWidth: 1200, boundsWidth: 390)
    #expect(navigation.shouldBegin(.edge, start: Point(x: 20, y: 400), stroke: nil, scrollViews: [scrolled]))
    #expect(
      !store(.fullScreen).shouldBegin(
        .fullScreen, start: Point(x: 21, y: 400), stroke: nil, scrollViews: [scrolled]))
  }

  @Test func aScrollViewUnderTheTouchMustYield() {
    let navigation = store(.fullScreen)
    let atStart = BackSwipe.ScrollViewState(contentOffsetX: 0, contentWidth: 1200, boundsWidth: 390)
    var scrolled = atStart
    scrolled.contentOffsetX = 252
    let start = Point(x: 100, y: 400)
    #expect(navigation.shouldBegin(.fullScreen, start: start, stroke: right, scrollViews: [atStart]))
    #expect(!navigation.shouldBegin(.fullScreen, start: start, stroke: right, scrollViews: [atStart, scrolled]))
  }

  // MARK: - Scroll views wait

  /// The real decision that replaced GestureKit's made-up unit stroke: at touch-down, only the
  /// scroll view's edge and the start count.
  @Test(arguments: [
    (0.0, 100.0, true),  // at its leading edge, a touch that could start a swipe
    (0.5, 100.0, true),  // 0.5 pt ≤ the 0.5 pt tolerance
    (0.6, 100.0, false),  // 0.6 pt > 0.5 pt: scrolled, it keeps its pan
    (0.0, 390.0, true),  // the last point of the container
    (0.0, 390.5, false),  // outside the container
  ])
  func aScrollViewWaitsForTheBackSwipeOnlyAtItsLeadingEdge(
    offset: Double, x: Double, waits: Bool
  ) {
    let scrollView = BackSwipe.ScrollViewState(
      contentOffsetX: offset, contentWidth: 1200, boundsWidth: 390)
    #expect(
      store(.fullScreen).scrollViewYields(scrollView, to: .fullScreen, start: Point(x: x, y: 400), stroke: nil)
        == waits)
  }

  @Test func aScrollViewDoesNotWaitForAnEdgePanOutsideItsBand() {
    let scrollView = BackSwipe.ScrollViewState(contentOffsetX: 0, contentWidth: 1200, boundsWidth: 390)
    let navigation = store()
    // 20 pt from the edge: the edge pan could begin; 21 pt: it cannot, so nothing to wait for.
    #expect(navigation.scrollViewYields(scrollView, to: .edge, start: Point(x: 20, y: 400), stroke: nil))
    #expect(!navigation.scrollViewYields(scrollView, to: .edge, start: Point(x: 21, y: 400), stroke: nil))
    #expect(!store(depth: 1).scrollViewYields(scrollView, to: .edge, start: Point(x: 5, y: 400), stroke: nil))
  }

  @Test func rightToLeftTheLeadingEdgeIsTheLargestOffset() {
    let navigation = store(.fullScreen, direction: .rightToLeft)
    // 1200 − 390 = 810 is the leading edge right to left.
    let atStart = BackSwipe.ScrollViewState(
      contentOffsetX: 810, contentWidth: 1200, boundsWidth: 390, layoutDirection: .rightToLeft)
    var scrolled = atStart
    scrolled.contentOffsetX = 558
    let start = Point(x: 300, y: 400)
    #expect(navigation.scrollViewYields(atStart, to: .fullScreen, start: start, stroke: nil))
    #expect(!navigation.scrollViewYields(scrolled, to: .fullScreen, start: start, stroke: nil))
    let left = Vector(dx: -15, dy: 0)
    #expect(navigation.scrollViewYields(atStart, to: .fullScreen, start: start, stroke: left))
    #expect(!navigation.scrollViewYields(atStart, to: .fullScreen, start: start, stroke: right))
  }

  /// Item 12: one question for every host. Asked for every recognizer that runs (no
  /// recognizer named), a scroll view at its leading edge yields a stroke from 100 pt to the
  /// full-screen swipe only where one runs: in full-screen mode, or with the platform's
  /// content swipe; in edge mode only within the 20 pt band.
  @Test func aScrollViewYieldsToTheBackSwipeRecognizersThatRun() {
    let atStart = BackSwipe.ScrollViewState(contentOffsetX: 0, contentWidth: 1200, boundsWidth: 390)
    let away = Point(x: 100, y: 400)
    #expect(store(.fullScreen).scrollViewYields(atStart, start: away, stroke: right))
    #expect(!store(.edge).scrollViewYields(atStart, start: away, stroke: right))
    #expect(
      store(.edge).scrollViewYields(
        atStart, start: away, stroke: right, contentRecognizerAvailable: true))
    // The edge band: 20 pt yields in edge mode, 21 pt does not (the stroke not yet known).
    #expect(store(.edge).scrollViewYields(atStart, start: Point(x: 20, y: 400), stroke: nil))
    #expect(!store(.edge).scrollViewYields(atStart, start: Point(x: 21, y: 400), stroke: nil))
    // Towards the leading edge: the scroll view keeps its pan in every mode.
    #expect(!store(.fullScreen).scrollViewYields(atStart, start: away, stroke: Vector(dx: -15, dy: 0)))
  }

  // MARK: - Controls

  /// The full-screen pan leaves controls their touches, by the one rule
  /// every host asks (`ControlTouches`): a control's own drag (a slider, a switch, text being
  /// edited) keeps its touch; a button's tap does not stop a pan, as under UIKit's pans.
  @Test func theFullScreenPanLeavesControlsTheirTouches() {
    let navigation = store(.fullScreen)
    #expect(!navigation.receivesTouch(.fullScreen, on: [.tap, .drag]))
    #expect(!navigation.receivesTouch(.fullScreen, on: [.tap, .editingText]))
    #expect(navigation.receivesTouch(.fullScreen, on: .tap))
    #expect(navigation.receivesTouch(.fullScreen, on: []))
    #expect(navigation.receivesTouch(.edge, on: [.tap, .drag]))
    var onControls = navigation
    onControls.configuration.beginsOnControls = true
    #expect(onControls.receivesTouch(.fullScreen, on: [.tap, .drag]))
  }
}
