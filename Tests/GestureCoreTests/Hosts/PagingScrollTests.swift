import GestureCore
import Testing

/// The paging scroll view hosts without one use (the gallery's carousel): 1532 pt of content
/// in 390 pt, pages every 252 pt (a 240 pt card and a 12 pt gap).
@Suite struct PagingScrollTests {
  var scroll = PagingScroll(
    configuration: .init(pageWidth: 252, contentWidth: 1532, boundsWidth: 390))
  var none: [PagingScroll.Effect] = []
  var time = 0.0

  mutating func send(_ drag: DragEvent) {
    scroll.handle(.drag(drag, time: time), into: &none)
  }

  /// A release in place at `velocity` (finger, pt/s), then frames until it rests; every
  /// offset shown on the way.
  mutating func flick(_ velocity: Double) -> [Double] {
    send(.began(location: Point(x: 200, y: 0), translation: .zero))
    send(.ended(location: Point(x: 200, y: 0), translation: .zero, velocity: Vector(dx: velocity, dy: 0)))
    var shown: [Double] = []
    while scroll.needsFrames && time < 5 {
      time += 1.0 / 240
      scroll.handle(.tick(time: time), into: &none)
      shown.append(scroll.offset)
    }
    return shown
  }

  /// The flick is projected at the normal deceleration rate: distance = v / 1000 × 0.998 /
  /// 0.002 = 0.499 v. Half a page is 126 pt.
  @Test(arguments: [(-252.0, 0.0), (-253.0, 252.0)])
  mutating func aFlickPagesPastHalfAPageOfProjection(velocity: Double, page: Double) {
    // −252 pt/s: 0.499 × 252 = 125.7 pt < 126 pt, back to page 0; −253 pt/s: 126.2 pt > 126 pt.
    _ = flick(velocity)
    #expect(scroll.offset == page)
    #expect(scroll.isAtRest)
  }

  @Test(arguments: [-5000.0, -20000, 5000, 20000])
  mutating func aHardFlickNeverShowsPastTheContentsEnds(velocity: Double) {
    // 0.499 × 5000 = 2495 pt of projection: past either end, so the end is the page.
    if velocity > 0 {
      // Start from the last page, flick back towards the first.
      send(.began(location: Point(x: 200, y: 0), translation: .zero))
      send(.changed(location: Point(x: 200, y: 0), translation: Vector(dx: -2000, dy: 0)))
      send(.ended(location: Point(x: 200, y: 0), translation: Vector(dx: -2000, dy: 0), velocity: .zero))
      while scroll.needsFrames && time < 5 {
        time += 1.0 / 60
        scroll.handle(.tick(time: time), into: &none)
      }
      #expect(scroll.offset == 1142)  // clamped to 1532 − 390 while dragging
    }
    let shown = flick(velocity)
    #expect(shown.allSatisfy { $0 >= 0 && $0 <= 1142 })
    #expect(scroll.offset == (velocity < 0 ? 1142 : 0))
  }

  @Test mutating func aTouchCatchesTheSpringWhereItIs() {
    send(.began(location: Point(x: 200, y: 0), translation: .zero))
    send(.ended(location: Point(x: 200, y: 0), translation: .zero, velocity: Vector(dx: -1000, dy: 0)))
    time += 0.1
    scroll.handle(.tick(time: time), into: &none)
    let caught = scroll.offset
    #expect(caught > 0 && caught < 504)
    send(.began(location: Point(x: 200, y: 0), translation: Vector(dx: 10, dy: 0)))
    #expect(scroll.offset == caught)
    #expect(!scroll.needsFrames)
    send(.changed(location: Point(x: 200, y: 0), translation: Vector(dx: 30, dy: 0)))
    #expect(abs(scroll.offset - (caught - 20)) < 1e-9)
  }

  @Test mutating func aNaNDragSettlesOnAPage() {
    send(.began(location: Point(x: 200, y: 0), translation: .zero))
    send(.changed(location: Point(x: 200, y: 0), translation: Vector(dx: -100, dy: 0)))
    send(.changed(location: Point(x: .nan, y: 0), translation: Vector(dx: .nan, dy: 0)))
    while scroll.needsFrames && time < 5 {
      time += 1.0 / 60
      scroll.handle(.tick(time: time), into: &none)
    }
    #expect(scroll.offset == 0)  // 100 pt < 126 pt, at rest: back to page 0
    #expect(scroll.isAtRest)
  }
}
