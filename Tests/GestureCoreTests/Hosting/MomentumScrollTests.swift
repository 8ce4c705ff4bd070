import GestureCore
import Testing

/// The one-axis scroll view of hosts without one, at its thresholds: 1:1 drags, the rubber
/// band, the decay and its arrival, the bounce where a decay meets an end, paging, wheels,
/// keys and resizes.
@Suite struct MomentumScrollTests {
  // A 700 pt viewport over 2000 pt of content: offsets 0...1300.
  var scroll = MomentumScroll(axis: .vertical, contentLength: 2000, viewportLength: 700)
  var none: [MomentumScroll.Effect] = []
  var now = 0.0

  mutating func send(_ event: MomentumScroll.Event) { scroll.handle(event, into: &none) }

  /// A finger down, a drag of `distance` (positive: the finger moves down, the content
  /// towards its start) over `duration`, released at `velocity` (the finger's, pt/s).
  mutating func drag(by distance: Double, duration: Double = 0.2, velocity: Double) {
    send(.touchDown(time: now))
    send(.drag(.began(location: Point(x: 100, y: 300), translation: .zero), time: now))
    now += duration
    let translation = Vector(dx: 0, dy: distance)
    send(.drag(.changed(location: Point(x: 100, y: 300 + distance), translation: translation), time: now))
    send(.touchUp(time: now))
    send(.drag(
      .ended(location: Point(x: 100, y: 300 + distance), translation: translation,
        velocity: Vector(dx: 0, dy: velocity)), time: now))
  }

  /// Ticks at `hz` while the scroll view asks for frames (at most `limit` seconds); returns
  /// the smallest and largest offsets shown.
  @discardableResult
  mutating func runFrames(hz: Double = 60, limit: Double = 10) -> (lowest: Double, highest: Double) {
    var lowest = scroll.offset, highest = scroll.offset
    let end = now + limit
    while scroll.needsFrames, now < end {
      now += 1 / hz
      send(.tick(time: now))
      lowest = min(lowest, scroll.offset)
      highest = max(highest, scroll.offset)
    }
    return (lowest, highest)
  }

  // MARK: Dragging

  @Test mutating func aDragMovesTheContentOneToOneWithinTheEnds() {
    send(.show(offset: 500, animated: false, time: now))
    send(.touchDown(time: now))
    send(.drag(.began(location: Point(x: 0, y: 400), translation: Vector(dx: 0, dy: -10)), time: now))
    // The finger already went 10 pt up at `began`: the content stays put, then follows.
    #expect(scroll.offset == 500)
    send(.drag(.changed(location: Point(x: 0, y: 300), translation: Vector(dx: 30, dy: -110)), time: 0.1))
    #expect(scroll.offset == 600)  // 500 + (110 − 10); dx is ignored on a vertical axis
  }

  @Test mutating func pastTheStartTheContentStretchesOnTheRubberBand() {
    send(.touchDown(time: now))
    send(.drag(.began(location: Point(x: 0, y: 300), translation: .zero), time: now))
    send(.drag(.changed(location: Point(x: 0, y: 400), translation: Vector(dx: 0, dy: 100)), time: 0.1))
    // 100 pt past the start on a 700 pt band: u = 100·0.55/700, shown 700·u/(u + 1) ≈ 50.99.
    let u = 100 * 0.55 / 700
    #expect(abs(scroll.offset - -(700 * u / (u + 1))) < 1e-9)
    #expect(abs(scroll.offset - -50.99) < 0.01)
  }

  @Test mutating func aDragCatchesTheContentWhereItIsShownPastAnEnd() {
    send(.touchDown(time: now))
    send(.drag(.began(location: Point(x: 0, y: 300), translation: .zero), time: now))
    send(.drag(.changed(location: Point(x: 0, y: 400), translation: Vector(dx: 0, dy: 100)), time: 0.1))
    let stretched = scroll.offset
    send(.drag(.cancelled, time: 0.1))
    send(.touchUp(time: 0.1))
    now = 0.15
    send(.tick(time: now))
    let shown = scroll.offset
    #expect(shown > stretched && shown < 0, "bouncing back")
    // A new drag holds the content where it is shown, without a jump.
    send(.touchDown(time: now))
    #expect(scroll.needsFrames == false && scroll.offset == shown)
    send(.drag(.began(location: Point(x: 0, y: 300), translation: .zero), time: now))
    send(.drag(.changed(location: Point(x: 0, y: 300), translation: .zero), time: now + 0.01))
    #expect(abs(scroll.offset - shown) < 1e-9)
  }

  // MARK: Momentum

  @Test mutating func aFlickKeepsItsVelocityAndDecaysWhereUIScrollViewWould() {
    send(.show(offset: 100, animated: false, time: now))
    // The finger moves up at 1000 pt/s: the content at +1000 pt/s, which at 0.998 per ms
    // travels 1000/1000 · 0.998/0.002 = 499 pt: it rests at 599.
    drag(by: 0, velocity: -1000)
    #expect(scroll.needsFrames)
    runFrames()
    #expect(abs(scroll.offset - 599) < 1e-9)
    #expect(scroll.isAtRest)
  }

  @Test mutating func theDecayIsTheSameWhateverTheFrameRate() {
    drag(by: 0, velocity: -1500)
    var other = scroll
    var none: [MomentumScroll.Effect] = []
    let release = now
    for frame in 1...30 { send(.tick(time: release + Double(frame) / 60)) }  // 0.5 s at 60 Hz
    for frame in 1...60 { other.handle(.tick(time: release + Double(frame) / 120), into: &none) }
    #expect(abs(scroll.offset - other.offset) < 1e-9)
    // Decay's closed form: 1500 · 0.499 · (1 − 0.998^500) ≈ 473.5.
    #expect(abs(scroll.offset - 1500 * 0.499 * (1 - power(0.998, 500))) < 1e-6)
  }

  @Test(arguments: [(0.2, false), (0.21, true)])
  mutating func aReleaseTooSlowToTravelATenthOfAPointStaysPut(velocity: Double, moves: Bool) {
    send(.show(offset: 300, animated: false, time: now))
    // 0.2 pt/s travels 0.2 · 0.499 = 0.0998 pt < 0.1; 0.21 pt/s travels 0.1048 pt ≥ 0.1.
    drag(by: 0, velocity: -velocity)
    #expect(scroll.needsFrames == moves)
    runFrames()
    #expect(scroll.isAtRest)
  }

  @Test mutating func aTouchStopsAFlickWhereItIs() {
    drag(by: 0, velocity: -2000)
    now += 0.1
    send(.tick(time: now))
    let shown = scroll.offset
    send(.touchDown(time: now))
    #expect(!scroll.needsFrames && scroll.offset == shown && scroll.phase == .held)
    now += 0.05
    send(.touchUp(time: now))  // A tap: it stays where it stopped.
    #expect(scroll.isAtRest && scroll.offset == shown)
  }

  @Test mutating func aDecayThatMeetsTheEndBouncesWithTheVelocityItHadThere() {
    send(.show(offset: 1200, animated: false, time: now))
    // 1000 pt/s from 1200 would rest at 1699, past the end at 1300: it crosses with the share
    // f = 1 − 100/499 of its velocity, 799.6 pt/s, and a critically damped 0.4 s spring
    // carries that v/(ω·e) = 799.6/(2π/0.4 · e) ≈ 18.7 pt past the end before coming back.
    drag(by: 0, velocity: -1000)
    let shown = runFrames(hz: 240)
    let velocityAtTheEnd = 1000 * (1 - 100 / 499.0)
    let peak = velocityAtTheEnd / (2 * Double.pi / 0.4 * 2.718281828459045)
    #expect(abs(shown.highest - (1300 + peak)) < 0.1, "\(shown.highest)")
    #expect(scroll.offset == 1300 && scroll.isAtRest)
  }

  @Test mutating func releasedPastTheStartItSpringsBack() {
    drag(by: 100, velocity: 0)
    #expect(scroll.offset < -50)
    let shown = runFrames()
    #expect(shown.highest <= 0, "a critically damped spring from rest does not overshoot")
    #expect(scroll.offset == 0 && scroll.isAtRest)
  }

  @Test(arguments: [(100.0, false), (2000.0, true)])
  mutating func flungBackFromPastTheStartItDecaysIntoTheContentIfItGetsThere(
    speed: Double, entersTheContent: Bool
  ) {
    // Stretched 100 pt down (shown ≈ −51.0, where the band's slope is 0.55·((700 − 51)/700)²
    // ≈ 0.473), then flung up: 100 pt/s shows as 47.3 pt/s, which decays 23.6 pt (not back
    // to 0: a bounce); 2000 pt/s shows as 945.6 pt/s, which decays 471.9 pt, to ≈ 420.9.
    send(.touchDown(time: now))
    send(.drag(.began(location: Point(x: 0, y: 300), translation: .zero), time: now))
    now += 0.2
    send(.drag(.changed(location: Point(x: 0, y: 400), translation: Vector(dx: 0, dy: 100)), time: now))
    let stretched = scroll.offset
    let slope = 0.55 * ((700 + stretched) / 700) * ((700 + stretched) / 700)
    send(.touchUp(time: now))
    send(.drag(.ended(location: Point(x: 0, y: 400), translation: Vector(dx: 0, dy: 100),
      velocity: Vector(dx: 0, dy: -speed)), time: now))
    runFrames()
    #expect(scroll.isAtRest)
    if entersTheContent {
      #expect(abs(scroll.offset - (stretched + speed * slope * 0.499)) < 1e-6)
      #expect(abs(scroll.offset - 420.9) < 0.1)
    } else {
      #expect(scroll.offset == 0)
    }
  }

  // MARK: Paging

  /// The gallery's carousel: 240 pt cards 12 pt apart, a 390 pt viewport over 1532 pt.
  static func carousel() -> MomentumScroll {
    MomentumScroll(
      axis: .horizontal, contentLength: 1532, viewportLength: 390,
      configuration: .init(pageLength: 252))
  }

  mutating func swipe(by distance: Double, velocity: Double) {
    send(.touchDown(time: now))
    send(.drag(.began(location: Point(x: 300, y: 0), translation: .zero), time: now))
    now += 0.3
    send(.drag(.changed(location: Point(x: 300 + distance, y: 0), translation: Vector(dx: distance, dy: 0)), time: now))
    send(.touchUp(time: now))
    send(.drag(.ended(location: Point(x: 300 + distance, y: 0), translation: Vector(dx: distance, dy: 0),
      velocity: Vector(dx: velocity, dy: 0)), time: now))
  }

  @Test(arguments: [(-125.0, 0.0), (-127.0, 252.0)])
  mutating func aSlowReleaseGoesToTheNearestPage(distance: Double, page: Double) {
    scroll = Self.carousel()
    // At rest past half a page (126 pt) the next page is nearer.
    swipe(by: distance, velocity: 0)
    runFrames()
    #expect(scroll.offset == page && scroll.isAtRest)
  }

  @Test mutating func aFlickDecaysOntoThePageNearestToItsProjection() {
    scroll = Self.carousel()
    // 1000 pt/s projects 499 pt: the nearest page is 504 (two cards). A decay at the rate
    // d = k/(1 + k), k = 1000·504/1000, travels exactly 504 pt.
    swipe(by: 0, velocity: -1000)
    guard case .decelerating(let decay, _) = scroll.phase else {
      Issue.record("\(scroll.phase)")
      return
    }
    #expect(abs(decay.decelerationRate.rawValue - 504.0 / 505) < 1e-12)
    let shown = runFrames()
    #expect(scroll.offset == 504 && scroll.isAtRest)
    #expect(shown.highest <= 504, "a decay never passes its page")
  }

  @Test(arguments: [(1434.0, true), (1436.0, false)])
  mutating func aFlickThatWouldStopAbruptlyAtTheLastPageSpringsThere(
    speed: Double, decays: Bool
  ) {
    scroll = Self.carousel()
    send(.show(offset: 1000, animated: false, time: now))
    // From 1000 the last page is 1142, 142 pt on: k = 1000·142/v is 99.02 at 1434 pt/s (a
    // rate of 0.99002 ≥ 0.99: a decay) and 98.89 at 1436 pt/s (0.98999 < 0.99: a spring).
    swipe(by: 0, velocity: -speed)
    if case .decelerating = scroll.phase { #expect(decays) } else { #expect(!decays) }
    runFrames()
    #expect(scroll.offset == 1142 && scroll.isAtRest)
  }

  @Test(arguments: [(52.06, true), (52.0, false)])
  mutating func aFlickThatWouldCreepToItsPageSpringsThere(speed: Double, decays: Bool) {
    scroll = Self.carousel()
    send(.show(offset: 200, animated: false, time: now))
    // From 200 the page is 252, 52 pt on: k = 1000·52/v is 998.8 at 52.06 pt/s (a rate of
    // 0.998999 ≤ 0.999: a decay), 1000 at 52 pt/s (0.999001: a spring).
    swipe(by: 0, velocity: -speed)
    if case .decelerating = scroll.phase { #expect(decays) } else { #expect(!decays) }
    runFrames()
    #expect(scroll.offset == 252 && scroll.isAtRest)
  }

  /// The flick is projected at the normal deceleration rate: 0.499 v. Half a page is 126 pt.
  @Test(arguments: [(-252.0, 0.0), (-253.0, 252.0)])
  mutating func aFlickPagesPastHalfAPageOfProjection(velocity: Double, page: Double) {
    scroll = Self.carousel()
    // −252 pt/s: 0.499 × 252 = 125.7 pt < 126 pt, back to page 0; −253 pt/s: 126.2 pt > 126.
    swipe(by: 0, velocity: velocity)
    runFrames()
    #expect(scroll.offset == page && scroll.isAtRest)
  }

  @Test(arguments: [-3000.0, -5000, -10000, -20000])
  mutating func aHardFlickTowardsTheEndEndsOnTheLastPageWithoutPassingIt(velocity: Double) {
    scroll = Self.carousel()
    // 0.499 × 3000 = 1497 pt of projection and more: past the end, so the end (1532 − 390 =
    // 1142) is the page. A decay whose rate is chosen to stop there takes it (5000 pt/s:
    // k = 1000 · 1142/5000 = 228.4, a rate of 0.9956; 10000 pt/s: k = 114.2, 0.9913), or
    // below 0.99 a critically damped spring (20000 pt/s: k = 57.1), which does not overshoot
    // as 20000 < ω · 1142 = 2π/0.3 · 1142 ≈ 23900.
    swipe(by: 0, velocity: velocity)
    let shown = runFrames(hz: 240)
    #expect(scroll.offset == 1142 && scroll.isAtRest)
    #expect(shown.highest <= 1142 && shown.lowest >= 0)
  }

  @Test mutating func aNaNDragSettlesOnAPage() {
    scroll = Self.carousel()
    send(.touchDown(time: now))
    send(.drag(.began(location: Point(x: 200, y: 0), translation: .zero), time: now))
    send(.drag(.changed(location: Point(x: 100, y: 0), translation: Vector(dx: -100, dy: 0)), time: 0.1))
    send(.drag(.changed(location: Point(x: .nan, y: 0), translation: Vector(dx: .nan, dy: 0)), time: 0.2))
    send(.touchUp(time: 0.2))
    runFrames()
    #expect(scroll.offset == 0 && scroll.isAtRest)  // 100 pt < half a page: back to 0
  }

  @Test(arguments: [
    (MomentumScroll.Key.nextLine, 504.0), (.previousLine, 0.0), (.nextPage, 504.0), (.end, 1142.0),
  ])
  mutating func pagingKeysLandOnPages(key: MomentumScroll.Key, target: Double) {
    scroll = Self.carousel()
    send(.show(offset: 252, animated: false, time: now))
    // A line is a page (252 pt); a page key steps 0.875 · 390 = 341 pt, to 593, whose
    // nearest page is 504.
    send(.key(key, time: now))
    runFrames()
    #expect(scroll.offset == target && scroll.isAtRest)
  }

  // MARK: Wheels, keys, the app

  @Test mutating func aWheelScrollsAtOnceWithinTheEnds() {
    send(.scroll(by: 120, animated: false, time: now))
    #expect(scroll.offset == 120 && !scroll.needsFrames)
    send(.scroll(by: -500, animated: false, time: now))
    #expect(scroll.offset == 0)
    send(.scroll(by: 5000, animated: false, time: now))
    #expect(scroll.offset == 1300 && scroll.isAtRest)
    send(.scroll(by: .nan, animated: false, time: now))
    #expect(scroll.offset == 1300)
  }

  @Test mutating func aWheelStopsAFlick() {
    drag(by: 0, velocity: -2000)
    now += 0.1
    send(.tick(time: now))
    let shown = scroll.offset
    send(.scroll(by: 10, animated: false, time: now))
    #expect(scroll.offset == shown + 10 && scroll.isAtRest)
  }

  @Test(arguments: [
    (MomentumScroll.Key.nextLine, 540.0), (.previousLine, 460.0), (.nextPage, 1112.5),
    (.previousPage, 0.0), (.start, 0.0), (.end, 1300.0),
  ])
  mutating func keysScrollByABrowsersSteps(key: MomentumScroll.Key, target: Double) {
    // From 500: a line is 40 pt; a page 0.875 · 700 = 612.5 pt (back: −112.5, clamped to 0).
    send(.show(offset: 500, animated: false, time: now))
    send(.key(key, time: now))
    #expect(scroll.needsFrames)
    runFrames()
    #expect(scroll.offset == target && scroll.isAtRest)
  }

  @Test mutating func keyPressesAddUpWhileTheScrollAnimates() {
    send(.key(.nextPage, time: now))
    now += 0.05
    send(.tick(time: now))
    send(.key(.nextPage, time: now))  // From 612.5, where the first press heads: 1225.
    let shown = runFrames()
    #expect(scroll.offset == 1225 && shown.highest <= 1225)
  }

  @Test mutating func aDragIgnoresWheelsAndKeys() {
    send(.touchDown(time: now))
    send(.drag(.began(location: Point(x: 0, y: 300), translation: .zero), time: now))
    send(.drag(.changed(location: Point(x: 0, y: 200), translation: Vector(dx: 0, dy: -100)), time: 0.1))
    send(.scroll(by: 300, animated: false, time: 0.1))
    send(.key(.end, time: 0.1))
    #expect(scroll.offset == 100 && !scroll.needsFrames)
  }

  // MARK: Bounds

  @Test mutating func aShorterContentBringsAStillOffsetWithinTheEnds() {
    send(.show(offset: 1300, animated: false, time: now))
    send(.resize(contentLength: 1500, viewportLength: 700))
    #expect(scroll.offset == 800 && scroll.isAtRest)
    // A viewport taller than the content: only offset 0.
    send(.resize(contentLength: 1500, viewportLength: 1600))
    #expect(scroll.maximumOffset == 0 && scroll.offset == 0)
    send(.resize(contentLength: .nan, viewportLength: -3))
    #expect(scroll.maximumOffset == 0 && scroll.offset == 0 && scroll.isAtRest)
  }

  @Test mutating func aFlickMeetsTheNewEndOfAShrunkenContent() {
    send(.show(offset: 600, animated: false, time: now))
    drag(by: 0, velocity: -1500)
    now += 0.1
    send(.tick(time: now))
    // The content now ends at 400, below where the flick already is: it bounces back there.
    send(.resize(contentLength: 1100, viewportLength: 700))
    runFrames()
    #expect(scroll.offset == 400 && scroll.isAtRest)
  }

  @Test mutating func aTouchUpAfterAResizeBringsAHeldContentBack() {
    send(.show(offset: 1300, animated: false, time: now))
    send(.touchDown(time: now))
    send(.resize(contentLength: 1000, viewportLength: 700))
    #expect(scroll.offset == 1300, "held under the finger")
    send(.touchUp(time: now))
    runFrames()
    #expect(scroll.offset == 300 && scroll.isAtRest)
  }

  @Test mutating func badValuesNeverShowNaN() {
    send(.drag(.changed(location: Point(x: 0, y: 0), translation: Vector(dx: 0, dy: 50)), time: .nan))
    #expect(scroll.offset == 0, "a change without a began is ignored")
    send(.touchDown(time: 1))
    send(.drag(.began(location: Point(x: 0, y: 0), translation: .zero), time: 1))
    send(.drag(.changed(location: Point(x: .nan, y: 0), translation: Vector(dx: 0, dy: .infinity)), time: 1.1))
    send(.touchUp(time: 0.5))  // backwards: read as 1.1
    runFrames()
    #expect(scroll.isAtRest && scroll.offset == 0 && scroll.time >= 1.1)
    send(.show(offset: .infinity, animated: false, time: .infinity))
    #expect(scroll.offset == 1300)
    send(.show(offset: .nan, animated: true, time: 2))
    #expect(scroll.offset == 1300 && scroll.isAtRest)
  }
}

/// `base^exponent` for the test's arithmetic (no Foundation in the assertions' inputs).
private func power(_ base: Double, _ exponent: Int) -> Double {
  var result = 1.0
  for _ in 0..<exponent { result *= base }
  return result
}
