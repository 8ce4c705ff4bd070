import GestureCore
import Testing

@testable import GestureGallery

/// The gallery's draggable window as the page drives it: pointer samples through the demo's
/// own entry point (as `gallery_pointer` does) and a frame every 1/60 s (as
/// `requestAnimationFrame` does).
///
/// The area is 390 × 700 with no safe area and a 12 pt margin: the 160 × 90 window's origin
/// stays within x 12...218 (390 − 12 − 160) and y 12...598 (700 − 12 − 90), its centre
/// within x 92...298, y 57...643.
@Suite struct DraggableDemoTests {
  /// A finger on the demo, with the page's clock.
  final class Page: GalleryPage<DraggableDemo> {
    init(edges: Bool = false) {
      super.init(DraggableDemo(size: Size(width: 390, height: 700), edges: edges))
      contract.watch(demo.window)
    }

    /// The window's frame as the page draws it.
    var drawn: Rect {
      let numbers = snapshot
      return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The `draggableEnded` records so far: (x, y, width, height, anchor code).
    var ended: [[Double]] { events(.draggableEnded) }
  }

  @Test func theWindowStartsInTheBottomRightCornerAndTheSnapshotKeepsItsShape() {
    let page = Page()
    // x, y, width, height, phase 0 resting, edges 0, stash 0, stashed 0, allowed area 12, 12,
    // 366 × 676.
    #expect(page.snapshot == [218, 598, 160, 90, 0, 0, 0, 0, 12, 12, 366, 676])
  }

  @Test func aFlickUpAndLeftEndsOnceInTheTopLeftCornerAfterTheSpring() {
    let page = Page()
    // About 600 pt/s left and 1300 pt/s up: the projection (v × 0.499) carries the centre
    // from (238, 513) far past the top-left corner's (92, 57).
    page.stroke(from: Point(x: 298, y: 643), by: Vector(dx: -60, dy: -130), duration: 0.1)
    #expect(page.snapshot[4] == 2)  // settling
    #expect(page.ended == [])
    page.wait(2)
    #expect(page.ended == [[12, 12, 160, 90, 0]])
    #expect(page.drawn == Rect(x: 12, y: 12, width: 160, height: 90))
    #expect(page.snapshot[4] == 0)
    #expect(page.demo.window.store.isAtRest)
  }

  @Test func aFingerOnTheSpringingWindowStopsItAndLiftingLetsItGo() {
    let page = Page()
    page.stroke(from: Point(x: 298, y: 643), by: Vector(dx: -60, dy: -130), duration: 0.1)
    page.wait(0.1)
    page.frame()
    let caught = page.drawn
    page.touch(.began, caught.center, finger: 2)
    #expect(page.snapshot[4] == 1)  // held
    page.wait(0.5)
    #expect(page.drawn == caught)  // frames move nothing while the finger is on it
    page.touch(.ended, caught.center, finger: 2)
    #expect(page.snapshot[4] == 2)
    // Let go at rest: to the corner nearest to where it was stopped.
    let snap = page.demo.window.store
    let nearest = snap.anchor(nearestTo: caught.center)
    page.wait(2)
    // One drag for the page: the flick and the catch end together.
    let resting = snap.frame(at: nearest)
    #expect(page.ended.map { Array($0.prefix(4)) } == [[resting.minX, resting.minY, 160, 90]])
    #expect(page.demo.window.store.anchor == nearest)
    #expect(page.drawn == resting)
    #expect(page.demo.window.store.isAtRest)
  }

  @Test func aTapOnTheWindowAtRestMovesNothing() {
    let page = Page()
    page.touch(.began, Point(x: 298, y: 643))
    page.frame()
    page.touch(.ended, Point(x: 298, y: 643))
    page.wait(1)
    #expect(page.drawn == Rect(x: 218, y: 598, width: 160, height: 90))
    #expect(page.ended == [])
  }

  @Test func withEdgesASlowDragRestsAgainstTheNearestEdge() {
    let page = Page()
    #expect(page.command(.edges, 1) == 0)
    page.wait(1)
    #expect(page.snapshot[5] == 1)
    // The centre slowly to (110, 350): 18 pt from the left edge's line x 92, the nearest.
    let start = page.drawn.center
    page.stroke(from: start, by: Point(x: 110, y: 350) - start, duration: 0.6, lift: false)
    page.wait(0.2)
    page.touch(.ended, Point(x: 110, y: 350))
    page.wait(2)
    #expect(page.ended == [[12, 305, 160, 90, 4]])  // left; y 350 − 45 = 305
  }

  @Test func inANewAreaTheWindowSpringsToItsCornerThere() {
    let page = Page()
    // The area becomes 300 × 400: the bottom-right corner's window origin is (300 − 12 −
    // 160, 400 − 12 − 90) = (128, 298).
    page.demo.resize(Size(width: 300, height: 400), &page.output)
    page.wait(1.5)
    #expect(page.drawn == Rect(x: 128, y: 298, width: 160, height: 90))
    #expect(Array(page.snapshot.suffix(4)) == [12, 12, 276, 376])
    // It can still be grabbed where it is drawn, and flung to the top-left corner.
    page.stroke(from: Point(x: 208, y: 343), by: Vector(dx: -60, dy: -130), duration: 0.1)
    page.wait(1.5)
    #expect(page.drawn == Rect(x: 12, y: 12, width: 160, height: 90))
  }
}

