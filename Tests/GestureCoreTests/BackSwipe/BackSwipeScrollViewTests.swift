import GestureCore
import GestureTesting
import Testing

/// A horizontal carousel inside the screen: it yields to the back swipe only at its leading
/// edge, for a stroke towards the trailing edge. Expressed through the arena: the carousel's
/// pan asks ``BackSwipe/scrollViewShouldYield(_:start:stroke:)`` in its `shouldBegin`. In
/// full-screen mode the declared edge pan (`backSwipeEdge`) fails first, the stroke starting
/// outside its 20 pt band, and the full-screen pan (`backSwipe`) is the one that competes.
@Suite struct BackSwipeScrollViewTests {
  /// A swipe on the carousel (y 300...500) from x 100 to 300, lifted while moving.
  func swipeRightOnTheCarousel(_ host: NavigationRig, from x: Double = 100) {
    host.fingers.drag(
      from: Point(x: x, y: 400), to: Point(x: x + 200, y: 400), duration: 0.4, lift: false)
  }

  @Test func aCarouselAtItsLeadingEdgeLetsTheSwipePop() {
    let host = NavigationRig.pushedScreen(configuration: .fullScreen, carouselOffset: 0)
    swipeRightOnTheCarousel(host)
    // Both pans pass their slop on the same sample; the carousel, deeper, is asked first
    // and yields; the back swipe begins.
    #expect(Array(host.fingers.transitions.prefix(3)) == ["backSwipeEdge failed", "carousel failed", "backSwipe began"])
    #expect(host.take().first == .beginPop)
    #expect(host.store.swipe.state != .idle)
    host.fingers.up(1)
    #expect(!host.fingers.transitions.contains("carousel began"))
  }

  @Test func aCarouselScrolledPartWayScrollsAndDoesNotPop() {
    let host = NavigationRig.pushedScreen(configuration: .fullScreen, carouselOffset: 200)
    swipeRightOnTheCarousel(host)
    #expect(Array(host.fingers.transitions.prefix(3)) == ["backSwipeEdge failed", "carousel began", "backSwipe failed"])
    host.fingers.up(1)
    #expect(host.take() == [])
    #expect(host.store.swipe.state == .idle)
    #expect(host.fingers.transitions.last == "carousel ended")
  }

  @Test func theLeadingEdgeToleranceIsHalfAPoint() {
    // Offset 0.5 pt: within the tolerance, the swipe pops; 0.6 pt: the carousel scrolls.
    let within = NavigationRig.pushedScreen(configuration: .fullScreen, carouselOffset: 0.5)
    swipeRightOnTheCarousel(within)
    #expect(Array(within.fingers.transitions.prefix(3)) == ["backSwipeEdge failed", "carousel failed", "backSwipe began"])
    within.fingers.up(1)
    let beyond = NavigationRig.pushedScreen(configuration: .fullScreen, carouselOffset: 0.6)
    swipeRightOnTheCarousel(beyond)
    #expect(Array(beyond.fingers.transitions.prefix(3)) == ["backSwipeEdge failed", "carousel began", "backSwipe failed"])
    beyond.fingers.up(1)
  }

  @Test func aCarouselAtItsLeadingEdgeStillScrollsTowardsTheTrailingContent() {
    // A swipe to the left at offset 0 scrolls the carousel forwards: no pop.
    let host = NavigationRig.pushedScreen(configuration: .fullScreen, carouselOffset: 0)
    host.fingers.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.4)
    #expect(Array(host.fingers.transitions.prefix(3)) == ["backSwipeEdge failed", "carousel began", "backSwipe failed"])
    #expect(host.fingers.transitions.last == "carousel ended")
    #expect(host.take() == [])
  }

  @Test func atTheRootTheCarouselBouncesInsteadOfYielding() {
    let host = NavigationRig.pushedScreen(configuration: .fullScreen, stackDepth: 1, carouselOffset: 0)
    swipeRightOnTheCarousel(host)
    #expect(Array(host.fingers.transitions.prefix(3)) == ["backSwipeEdge failed", "carousel began", "backSwipe failed"])
    host.fingers.up(1)
    #expect(host.take() == [])
  }

  @Test func theEdgeBandIsTheBackSwipesEvenOnAScrolledCarousel() {
    // From the 20 pt edge band the stroke goes back, at the carousel's leading edge or
    // part-way (the edge is the back swipe's, as in Apple's apps)...
    for offset in [0.0, 200] {
      let host = NavigationRig.pushedScreen(configuration: .edge, carouselOffset: offset)
      swipeRightOnTheCarousel(host, from: 20)
      #expect(Array(host.fingers.transitions.prefix(2)) == ["carousel failed", "backSwipeEdge began"])
      host.fingers.up(1)
    }
    // ...and one point outside it, the part-way carousel scrolls: 21 > 20 (full screen, so
    // that the back swipe could begin there at all).
    let partWay = NavigationRig.pushedScreen(configuration: .fullScreen, carouselOffset: 200)
    swipeRightOnTheCarousel(partWay, from: 21)
    #expect(Array(partWay.fingers.transitions.prefix(3)) == ["backSwipeEdge failed", "carousel began", "backSwipe failed"])
    partWay.fingers.up(1)
    #expect(partWay.take() == [])
  }

  /// Right to left, the leading edge is the largest offset, 1200 − 390 = 810: a swipe there
  /// goes back; part-way, at 400, the carousel scrolls.
  @Test(arguments: [
    (810.0, ["backSwipeEdge failed", "carousel failed", "backSwipe began"]),
    (400, ["backSwipeEdge failed", "carousel began", "backSwipe failed"]),
  ] as [(Double, [String])])
  func rightToLeftCarouselsStartAtTheirLargestOffset(offset: Double, first: [String]) {
    let host = NavigationRig.pushedScreen(
      configuration: .fullScreen, layoutDirection: .rightToLeft, carouselOffset: offset)
    host.fingers.drag(
      from: Point(x: 300, y: 400), to: Point(x: 100, y: 400), duration: 0.4, lift: false)
    #expect(Array(host.fingers.transitions.prefix(3)) == first)
    host.fingers.up(1)
  }

  // MARK: - The leading edge, unit by unit

  @Test func leadingEdgeOffsetsAndTolerance() {
    var state = BackSwipe.ScrollViewState(
      contentOffsetX: -20, contentWidth: 1200, boundsWidth: 390,
      contentInset: Insets(left: 20, right: 16))
    // Left to right: the leading edge is −inset.left = −20.
    #expect(state.leadingEdgeOffset == -20)
    #expect(state.isAtLeadingEdge(tolerance: 0.5))
    state.contentOffsetX = -19.5  // 0.5 pt in: still at the edge
    #expect(state.isAtLeadingEdge(tolerance: 0.5))
    state.contentOffsetX = -19.4  // 0.6 pt in
    #expect(!state.isAtLeadingEdge(tolerance: 0.5))
    state.contentOffsetX = -80  // pulled past the edge (bouncing): at the edge
    #expect(state.isAtLeadingEdge(tolerance: 0.5))

    // Right to left: the largest offset, 1200 + 16 − 390 = 826.
    state.layoutDirection = .rightToLeft
    #expect(state.leadingEdgeOffset == 826)
    state.contentOffsetX = 825.5
    #expect(state.isAtLeadingEdge(tolerance: 0.5))
    state.contentOffsetX = 825.4
    #expect(!state.isAtLeadingEdge(tolerance: 0.5))

    // Content narrower than the scroll view: the only offset is −inset.left.
    let short = BackSwipe.ScrollViewState(
      contentOffsetX: 0, contentWidth: 100, boundsWidth: 390, layoutDirection: .rightToLeft)
    #expect(short.leadingEdgeOffset == 0)
    #expect(short.isAtLeadingEdge(tolerance: 0))

    // NaN anywhere: not at the edge, the scroll view keeps its gesture.
    let broken = BackSwipe.ScrollViewState(
      contentOffsetX: .nan, contentWidth: 1200, boundsWidth: 390)
    #expect(!broken.isAtLeadingEdge(tolerance: 0.5))
  }
}
