import GestureCore
import Testing

@testable import GestureGallery

/// The gallery's navigation stack as the page drives it: pointer samples through the demo's
/// own entry point (as `gallery_pointer` does), a frame every 1/60 s (as
/// `requestAnimationFrame` does) and the page's buttons (`gallery_command`).
@Suite struct BackSwipeDemoTests {
  /// The y of the carousel's middle (250 + 190 / 2) and of a point below it.
  static let carouselY = 345.0
  static let below = 600.0

  /// A finger on a demo, with the page's clock.
  final class Page: GalleryPage<BackSwipeDemo> {
    init(policy: BackSwipe.Policy = .edgeOnly, width: Double = 390, height: Double = 700) {
      super.init(BackSwipeDemo(size: Size(width: width, height: height), policy: policy))
      contract.watch(demo.navigation)
      contract.watch(demo.rows)
      contract.watch(demo.todo)
      // The page's first frame, at load: the demo's clock is the latest frame's, and a push
      // before any frame would start at 0 s, a second before the next frame (the contract's
      // frames-missing rule). A browser's requestAnimationFrame runs from the page's load.
      demo.tick(time, &output)
    }

    func push() {
      #expect(command(.push) == 0)
      wait(0.6)
    }

    var depth: Int { Int(snapshot[BackSwipeDemo.Field.depth.index]) }
    var phase: Int { Int(snapshot[BackSwipeDemo.Field.phase.index]) }
    var carouselOffset: Double { snapshot[BackSwipeDemo.Field.offset.index] }
    var rowOffset: Double { snapshot[BackSwipeDemo.Field.rowOffset.index] }
    var isDone: Bool { snapshot[BackSwipeDemo.Field.todoDone.index] == 1 }

    /// The event records since the last call, as (code, first argument, second argument).
    func takeEvents() -> [(EventCode, Double, Double)] {
      var records: [(EventCode, Double, Double)] = []
      var index = 0
      while index + Output.recordSize <= output.events.count {
        let code = EventCode.allCases[Int(output.events[index])]
        records.append((code, output.events[index + 1], output.events[index + 2]))
        index += Output.recordSize
      }
      output.events.removeAll()
      return records
    }
  }

  @Test func anEdgeSwipePastHalfTheWidthPopsAndTheRootNeverPops() {
    let page = Page()
    page.stroke(from: Point(x: 4, y: Self.below), to: Point(x: 300, y: Self.below), duration: 0.3, rest: 0.05)
    page.wait(0.5)
    #expect(page.depth == 1)  // never at the root
    page.push()
    page.push()
    #expect(page.depth == 3)
    _ = page.takeEvents()
    // From the 20 pt band, to 240 pt of 390 (0.62 > 0.5), still at the release: pops.
    page.stroke(from: Point(x: 6, y: Self.below), to: Point(x: 240, y: Self.below), duration: 0.3, rest: 0.08)
    page.wait(0.8)
    #expect(page.depth == 2)
    let events = page.takeEvents()
    #expect(events.map { $0.0 } == [.backSwipeBegan, .popped])
    #expect(events.last?.1 == 2)  // the new depth
    #expect(events.last?.2 == 1)  // by a back swipe
    #expect(page.demo.navigation.store.isAtRest)
  }

  @Test func aSlowSwipeShortOfHalfTheWidthIsCancelledAndSaysSo() {
    let page = Page()
    page.push()
    _ = page.takeEvents()
    // 114 pt of 390: 0.29 < 0.5, still at the release.
    page.stroke(from: Point(x: 6, y: Self.below), to: Point(x: 120, y: Self.below), duration: 0.3, rest: 0.1)
    page.wait(0.8)
    #expect(page.depth == 2)
    #expect(page.takeEvents().map { $0.0 } == [.backSwipeBegan, .backSwipeCancelled])
    #expect(page.snapshot[1] == 0)
    #expect(page.demo.navigation.store.isAtRest)
  }

  @Test func aSwipeFromTheMiddleDoesNothingEdgeOnlyAndPopsFullScreen() {
    let page = Page()
    page.push()
    page.stroke(from: Point(x: 150, y: Self.below), to: Point(x: 380, y: Self.below), duration: 0.3, rest: 0.05)
    page.wait(0.8)
    #expect(page.depth == 2)
    #expect(page.command(.backPolicy, Double(BackSwipe.Policy.fullScreen.rawValue)) == 0)
    page.stroke(from: Point(x: 150, y: Self.below), to: Point(x: 380, y: Self.below), duration: 0.3, rest: 0.05)
    page.wait(0.8)
    #expect(page.depth == 1)
  }

  @Test func anEdgeSwipeInFullScreenModeIsTheEdgePans() {
    let page = Page(policy: .fullScreen)
    page.push()
    page.stroke(from: Point(x: 6, y: Self.below), to: Point(x: 240, y: Self.below), duration: 0.3, rest: 0.08)
    page.wait(0.8)
    #expect(page.depth == 1)
  }

  /// A tap on the page while the rest of the pop runs: the pop still ends, once.
  @Test func aTapDuringTheFinishingAnimationChangesNothing() {
    let page = Page()
    page.push()
    page.push()
    _ = page.takeEvents()
    page.stroke(from: Point(x: 6, y: Self.below), to: Point(x: 240, y: Self.below), duration: 0.3, rest: 0.08)
    #expect(page.phase == 2)
    page.tap(Point(x: 300, y: Self.below))
    page.wait(0.8)
    #expect(page.depth == 2)
    #expect(page.takeEvents().map { $0.0 } == [.backSwipeBegan, .popped])
    #expect(page.demo.navigation.store.isAtRest)
  }

  @Test func aSecondSwipeBeforeTheFirstSettlesPopsNothingMore() {
    let page = Page()
    page.push()
    page.push()
    _ = page.takeEvents()
    // 0.62 left at the release: the rest takes (1 − 0.62) × 0.35 = 0.13 s.
    page.stroke(from: Point(x: 6, y: Self.below), to: Point(x: 240, y: Self.below), duration: 0.3, rest: 0.08)
    page.frame()
    page.stroke(from: Point(x: 6, y: Self.below), to: Point(x: 300, y: Self.below), duration: 0.3, rest: 0.05)
    page.wait(0.8)
    #expect(page.depth == 2)
    #expect(page.takeEvents().map { $0.0 } == [.backSwipeBegan, .popped])
  }

  @Test func theButtonsAreRefusedWhileSomethingMoves() {
    let page = Page()
    #expect(page.command(.pop) == 1)  // No back button at the root.
    #expect(page.command(.push) == 0)
    #expect(page.command(.push) == 1)  // Still sliding in.
    page.wait(0.6)
    #expect(page.depth == 2)
    #expect(page.command(.pop) == 0)
    page.wait(0.6)
    #expect(page.depth == 1)
    #expect(page.takeEvents().map { $0.0 } == [.pushed, .popped])
  }

  @Test func theFullScreenSwipeYieldsToTheCarouselUntilItIsAtItsStart() {
    let page = Page(policy: .fullScreen)
    page.push()
    // Scroll the carousel to its next card: 252 pt.
    page.stroke(from: Point(x: 300, y: Self.carouselY), to: Point(x: 100, y: Self.carouselY), duration: 0.3, rest: 0.1)
    page.wait(0.8)
    #expect(page.carouselOffset == 252)
    // Mid-way, a swipe right on the carousel scrolls it back: no pop.
    page.stroke(
      from: Point(x: 60, y: Self.carouselY), to: Point(x: 330, y: Self.carouselY), duration: 0.35,
      lift: false)
    #expect(page.phase == 0)
    // Past its start, the carousel stretches on its rubber band (about half the overshoot).
    #expect(page.carouselOffset < 0 && page.carouselOffset > -20)
    page.touch(.ended, Point(x: 330, y: Self.carouselY))
    page.wait(0.8)
    #expect(page.depth == 2)
    #expect(page.carouselOffset == 0)
    // At its leading edge, the carousel yields: the same swipe pops.
    page.stroke(from: Point(x: 60, y: Self.carouselY), to: Point(x: 330, y: Self.carouselY), duration: 0.35, rest: 0.05)
    page.wait(0.8)
    #expect(page.depth == 1)
  }

  /// The rows' claims, one point either side of the 20 pt band: inside it the stroke goes
  /// back; outside it the row reveals its leading action and the to-do completes, except in
  /// full screen, where the rows give way.
  @Test(arguments: BackSwipe.Policy.allCases)
  func theRowsTakeTheirStrokesOutsideTheBand(policy: BackSwipe.Policy) {
    let rowY = BackSwipeDemo.rowY + 36, todoY = BackSwipeDemo.todoY + 32
    let page = Page(policy: policy)
    page.push()
    page.push()
    page.stroke(from: Point(x: 19, y: rowY), to: Point(x: 269, y: rowY), duration: 0.3, rest: 0.08)
    page.wait(0.8)
    #expect(page.depth == (policy == .disabled ? 3 : 2))
    _ = page.takeEvents()
    page.stroke(from: Point(x: 21, y: rowY), to: Point(x: 141, y: rowY), duration: 0.3, rest: 0.2)
    page.wait(0.8)
    let rowsGiveWay = policy == .fullScreen
    #expect(page.takeEvents().first?.0 == (rowsGiveWay ? .backSwipeBegan : .strokeTaken))
    #expect((page.rowOffset > 0) == !rowsGiveWay)
    page.stroke(from: Point(x: 40, y: todoY), to: Point(x: 260, y: todoY), duration: 0.3, rest: 0.08)
    page.wait(0.8)
    #expect(page.isDone == !rowsGiveWay)
  }

  /// The drawing canvas reads raw touches, so the app excluded the back swipe there: its
  /// strokes are its own under every policy (the exclusion beats full screen), in every
  /// direction, and it draws each of their points. From the band across it a stroke is the
  /// back swipe's under every policy but disabled; beside it, where nothing claims the
  /// stroke, the policy decides.
  @Test(arguments: BackSwipe.Policy.allCases)
  func theCanvasKeepsItsStrokesUnderEveryPolicyButNotTheBand(policy: BackSwipe.Policy) {
    let y = BackSwipeDemo.canvasY + 30
    let page = Page(policy: policy, height: 731)
    page.push()
    page.push()
    _ = page.takeEvents()
    for (start, end) in [(Point(x: 41, y: y), Point(x: 311, y: y)), (Point(x: 300, y: y), Point(x: 60, y: y))] {
      page.stroke(from: start, to: end, duration: 0.3, rest: 0.08)
      page.wait(0.8)
      #expect(page.depth == 3)
      let events = page.takeEvents()
      #expect(events.first.map { [$0.0 == .strokeTaken, $0.1 == 4] } == [true, true])
      // The first point is where the finger landed; the last, where it lifted.
      #expect(events.dropFirst().allSatisfy { $0.0 == .drew } && events.count > 10)
      #expect(events.dropFirst().first.map { [$0.1, $0.2] } == [start.x, start.y])
      #expect(events.last.map { [$0.1, $0.2] } == [end.x, end.y])
    }
    page.stroke(from: Point(x: 10, y: y), to: Point(x: 300, y: y), duration: 0.3, rest: 0.08)
    page.wait(0.8)
    #expect(page.depth == (policy == .disabled ? 3 : 2))
    page.stroke(from: Point(x: 30, y: y), to: Point(x: 300, y: y), duration: 0.3, rest: 0.08)
    page.wait(0.8)
    let fromBeside = policy == .automatic || policy == .fullScreen
    #expect(page.depth == (policy == .disabled ? 3 : fromBeside ? 1 : 2))
    #expect(!page.takeEvents().contains { $0.0 == .strokeTaken || $0.0 == .drew })
  }

  /// Where the area leaves the canvas less than 40 pt under the to-do row, the page has none,
  /// and nothing is excluded there.
  @Test func aShortAreaHasNoCanvas() {
    let page = Page(policy: .automatic, height: 690)
    page.push()
    #expect(page.snapshot[BackSwipeDemo.Field.canvasHeight.index] == 0)
    page.stroke(from: Point(x: 60, y: 660), to: Point(x: 330, y: 660), duration: 0.3, rest: 0.08)
    page.wait(0.8)
    #expect(page.depth == 1)
  }

  @Test func aHardFlickOnTheCarouselNeverShowsPastItsEnd() {
    let page = Page()
    page.push()
    // 6 cards of 240 + 5 gaps of 12 + 2 × 16 = 1532 pt of content in 390: at most 1142 pt.
    page.stroke(from: Point(x: 380, y: Self.carouselY), to: Point(x: 20, y: Self.carouselY), duration: 0.05)
    var offsets: [Double] = []
    for _ in 0..<90 {
      page.frame()
      offsets.append(page.carouselOffset)
    }
    #expect(offsets.allSatisfy { $0 >= 0 && $0 <= 1142 })
    #expect(offsets.last == 1142)  // The last page is the content's end.
  }

  @Test(arguments: [(250.0, 2), (350.0, 1)])
  func aWiderAreaTakesAWiderSwipeToPop(distance: Double, depth: Int) {
    let page = Page()
    page.push()
    // 600 pt wide now: half is 300 pt (at 390, 250 pt would have popped).
    page.demo.resize(Size(width: 600, height: 700), &page.output)
    page.stroke(from: Point(x: 5, y: 600), to: Point(x: 5 + distance, y: 600), duration: 0.5, rest: 0.15)
    page.wait(1)
    #expect(page.depth == depth)
  }

  @Test func theCarouselEndsAtItsNewEndInAWiderArea() {
    let page = Page()
    page.push()
    page.demo.resize(Size(width: 600, height: 700), &page.output)
    // 1532 pt of content in 600: offsets 0...932.
    page.stroke(from: Point(x: 580, y: Self.carouselY), to: Point(x: 120, y: Self.carouselY), duration: 0.05)
    page.wait(2)
    #expect(page.carouselOffset == 932)
  }

  @Test func arrowKeysPageTheCarouselAndTheWheelScrollsIt() {
    let page = Page()
    page.push()
    // → is the next page: 252 pt; ↓ is across the carousel: nothing.
    #expect(page.demo.key(.right, &page.output) == 1)
    page.wait(1)
    #expect(page.carouselOffset == 252)
    #expect(page.demo.key(.down, &page.output) == 0)
    // A sideways wheel over the carousel scrolls it; elsewhere it does not.
    #expect(page.demo.wheel(at: Point(x: 200, y: Self.carouselY), by: Vector(dx: 40, dy: 0), &page.output) == 1)
    #expect(page.carouselOffset == 292)
    #expect(page.demo.wheel(at: Point(x: 200, y: 600), by: Vector(dx: 40, dy: 0), &page.output) == 0)
  }
}

