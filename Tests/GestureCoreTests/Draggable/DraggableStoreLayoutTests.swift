import GestureCore
import Testing

/// The pure geometry: nearest anchors, clamping, custom points, views too large to fit.
@Suite struct DraggableStoreLayoutTests {
  @Test func theMidlineGoesLeftAndAnyPointPastItGoesRight() {
    let snap = DraggableStore.bubble()
    // Centres x 42...348: the midline is 195.
    #expect(snap.anchor(nearestTo: Point(x: 195, y: 430)) == .left(centerY: 430))
    #expect(snap.anchor(nearestTo: Point(x: 195.001, y: 430)) == .right(centerY: 430))
    // The height is clamped to the allowed centres 89...768.
    #expect(snap.anchor(nearestTo: Point(x: -500, y: -500)) == .left(centerY: 89))
    #expect(snap.anchor(nearestTo: Point(x: 900, y: 2000)) == .right(centerY: 768))
  }

  @Test func cornersAreTheQuadrantsOfTheAllowedCentres() {
    let window = DraggableStore.pictureInPicture()
    // Centres x 92...298, y 104...753: midlines 195 and 428.5; ties go to the top left.
    #expect(window.anchor(nearestTo: Point(x: 195, y: 428.5)) == .topLeft)
    #expect(window.anchor(nearestTo: Point(x: 196, y: 428.5)) == .topRight)
    #expect(window.anchor(nearestTo: Point(x: 195, y: 429.5)) == .bottomLeft)
    #expect(window.anchor(nearestTo: Point(x: 196, y: 429.5)) == .bottomRight)
  }

  @Test func edgesPickTheNearestOfFour() {
    let snap = DraggableStore.bubble(configuration: .init(anchors: .edges))
    // Centres x 42...348, y 89...768. (100, 110): 58 pt from the left, 21 from the top.
    #expect(snap.anchor(nearestTo: Point(x: 100, y: 110)) == .top(centerX: 100))
    #expect(snap.frame(at: .top(centerX: 100)) == Rect(x: 70, y: 59, width: 60, height: 60))
    // (60, 110): 18 pt from the left, 21 from the top.
    #expect(snap.anchor(nearestTo: Point(x: 60, y: 110)) == .left(centerY: 110))
    // (330, 750): 18 pt from the right and from the bottom: a tie, the right side first.
    #expect(snap.anchor(nearestTo: Point(x: 330, y: 750)) == .right(centerY: 750))
    #expect(snap.anchor(nearestTo: Point(x: 330, y: 751)) == .bottom(centerX: 330))
  }

  @Test func customPointsAreClampedIntoTheAllowedArea() {
    let points = [Point(x: 50, y: 100), Point(x: 340, y: 800), Point(x: .nan, y: 0)]
    let snap = DraggableStore.bubble(configuration: .init(anchors: .points(points)))
    // (50, 100) lies inside the allowed centres; (340, 800) is clamped to (340, 768);
    // the NaN point is skipped.
    #expect(snap.anchor(nearestTo: Point(x: 0, y: 0)) == .point(index: 0))
    #expect(snap.frame(at: .point(index: 0)) == Rect(x: 20, y: 70, width: 60, height: 60))
    #expect(snap.anchor(nearestTo: Point(x: 300, y: 700)) == .point(index: 1))
    #expect(snap.frame(at: .point(index: 1)) == Rect(x: 310, y: 738, width: 60, height: 60))
    // Created at the left (centre (30, 430)): nearest is point 0 (345 pt), not 1 (≈ 435 pt).
    #expect(snap.state == .resting(origin: Point(x: 20, y: 70), anchor: .point(index: 0)))
    // An index that names no usable point: the anchor nearest to the view now.
    #expect(snap.frame(at: .point(index: 2)) == Rect(x: 20, y: 70, width: 60, height: 60))
    #expect(snap.frame(at: .point(index: 9)) == Rect(x: 20, y: 70, width: 60, height: 60))
  }

  @Test func noUsableCustomPointFallsBackToTheSides() {
    for points in [[], [Point(x: .infinity, y: 0)]] {
      let snap = DraggableStore.bubble(configuration: .init(anchors: .points(points)))
      #expect(snap.anchor(nearestTo: Point(x: 300, y: 300)) == .right(centerY: 300))
      #expect(snap.state == .resting(origin: Point(x: 12, y: 400), anchor: .left(centerY: 430)))
    }
  }

  @Test func aViewLargerThanTheAllowedAreaIsCentred() {
    // 400 pt wide in a 366 pt wide allowed area (12...378): centred on x 195, origin −5,
    // overhanging 17 pt past each margin; vertically it fits as usual. Its centre (200, 350)
    // is right of the midline: the right side, which is the left side too.
    let banner = DraggableStore(
      frame: Rect(x: 0, y: 300, width: 400, height: 100), bounds: Phone.portrait,
      safeArea: Phone.portraitSafeArea)
    #expect(banner.state == .resting(origin: Point(x: -5, y: 300), anchor: .right(centerY: 350)))
    let centred = Rect(x: -5, y: 300, width: 400, height: 100)
    #expect(banner.frame(at: .left(centerY: 350)) == centred)
    // Dragged sideways it only rubber-bands around the centred position: 10 pt right shows
    // as −5 + 390·u/(u + 1), u = 10·0.55/390 (5.42 pt).
    var snap = banner
    let effects = snap.take(
      after: .drag(
        .began(location: Point(x: 205, y: 350), translation: Vector(dx: 10, dy: 0)), time: 0))
    let x = -5 + 390 * ((10 * 0.55 / 390) / (10 * 0.55 / 390 + 1))
    let frame = Rect(x: x, y: 300, width: 400, height: 100)
    #expect(effects == [.began(frame: frame)])
    #expect(snap.frame == frame)
  }

  @Test(
    arguments: [
      (margin: Double.nan, minX: 12.0), (margin: .infinity, minX: 12), (margin: -5, minX: 0),
      (margin: 0, minX: 0), (margin: 20, minX: 20),
    ])
  func marginsAreNormalised(margin: Double, minX: Double) {
    // NaN or infinite: the default 12 pt; negative: 0.
    let snap = DraggableStore(
      frame: Rect(x: 0, y: 0, width: 60, height: 60), bounds: Phone.portrait,
      configuration: .init(margin: margin))
    #expect(snap.allowedArea.minX == minX, "margin \(margin)")
  }
}
