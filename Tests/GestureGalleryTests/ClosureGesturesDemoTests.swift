import GestureCore
import Testing

@testable import GestureGallery

/// The gallery's gesture pad as the page drives it: pointer samples through the demo's own
/// entry point (as `gallery_pointer` does), a frame every 1/60 s (as
/// `requestAnimationFrame` does), and the event records and snapshot the page reads back.
@Suite struct ClosureGesturesDemoTests {
  /// Fingers on the pad, with the page's clock.
  final class Page: GalleryPage<ClosureGesturesDemo> {
    let center: Point

    init(width: Double = 390, height: Double = 500) {
      center = Point(x: width / 2, y: height / 2)
      super.init(ClosureGesturesDemo(size: Size(width: width, height: height)))
      contract.watch(demo.pad)
    }

    /// The gesture records as the page logs them: `"<member> <state>"`, oldest first.
    var log: [String] {
      var entries: [String] = []
      let events = output.events
      var index = 0
      while index + Output.recordSize <= events.count {
        if events[index] == Double(EventCode.gesture.index) {
          let member = Self.names[Int(events[index + 1])]
          let state = RecognizerState(rawValue: UInt8(events[index + 2]))!
          entries.append("\(member) \(state.name)")
        }
        index += Output.recordSize
      }
      return entries
    }

    /// The value of the latest gesture record of a member.
    func value(ofLatest member: String) -> Double? {
      let events = output.events
      var found: Double?
      var index = 0
      while index + Output.recordSize <= events.count {
        if events[index] == Double(EventCode.gesture.index), Self.names[Int(events[index + 1])] == member {
          found = events[index + 5]
        }
        index += Output.recordSize
      }
      return found
    }

    /// gallery/js/closure-gestures.js's names, by member index.
    static let names = [
      "tap", "doubleTap", "longPress", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "pan",
      "pinch", "rotation",
    ]
  }

  @Test func theMembersAreInThePagesOrder() {
    let page = Page()
    #expect(page.demo.gestures.members.map(\.name) == Page.names)
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    let page = Page()
    page.tap(page.center)
    page.wait(0.25)
    // The lift was at 1 + 1/60 s; the double tap's 0.3 s interval has not run out.
    #expect(page.log == [])
    page.wait(0.1)
    #expect(page.log == ["tap recognized"])
  }

  @Test func aDoubleTapNeverFiresTheSingleTap() {
    let page = Page()
    page.tap(page.center)
    page.wait(0.1)
    page.tap(page.center + Vector(dx: 5, dy: 5))
    page.wait(0.5)
    #expect(page.log == ["doubleTap recognized"])
  }

  @Test func aLongPressBeginsAfterHalfASecondAndEndsOnLift() {
    let page = Page()
    page.touch(.began, page.center)
    page.wait(0.45)
    #expect(page.log == [])
    page.wait(0.1)
    #expect(page.log == ["longPress began"])
    page.touch(.ended, page.center)
    #expect(page.log == ["longPress began", "longPress ended"])
  }

  @Test(arguments: [
    (Vector(dx: -150, dy: 0), "swipeLeft"), (Vector(dx: 150, dy: 0), "swipeRight"),
    (Vector(dx: 0, dy: -150), "swipeUp"), (Vector(dx: 0, dy: 150), "swipeDown"),
  ])
  func aFlickBothPansAndSwipes(delta: Vector, swipe: String) {
    let page = Page()
    page.stroke(from: page.center - delta * 0.5, by: delta, duration: 0.15)
    #expect(page.log == ["pan began", "\(swipe) recognized", "pan ended"])
  }

  @Test func aSlowPanMovesTheSticker() {
    let page = Page()
    // 72 pt in 0.8 s: 50 pt are reached after 0.56 s > the swipe's 0.5 s.
    page.stroke(from: page.center, by: Vector(dx: 60, dy: 40), duration: 0.8)
    #expect(page.log == ["pan began", "pan ended"])
    #expect(page.snapshot[0] == page.center.x + 60)
    #expect(page.snapshot[1] == page.center.y + 40)
    #expect((page.value(ofLatest: "pan")! - Vector(dx: 60, dy: 40).length).magnitude < 1e-9)
  }

  @Test func aPinchScalesTheStickerWithoutPanning() {
    let page = Page()
    // From 80 pt apart to 220 pt apart.
    page.twoFingers(
      page.center - Vector(dx: 0, dy: 40), page.center + Vector(dx: 0, dy: 40),
      by: Vector(dx: 0, dy: -70), Vector(dx: 0, dy: 70), duration: 0.4)
    #expect(page.log.filter { $0.hasPrefix("pinch") } == ["pinch began", "pinch ended"])
    #expect(!page.log.contains("pan began"), "the one-finger pan stays out of two-finger gestures")
    // 220 pt apart from 80 pt: 2.75, a little less as the pinch measures from where its
    // 10 pt slop was spent (the browser test's bounds).
    let scale = page.value(ofLatest: "pinch")!
    #expect(scale > 2.3 && scale < 3.0)
    #expect(page.snapshot[2] == scale)
    #expect(page.snapshot[4] == 0)
  }

  @Test func whileAPanIsUnderWayTheStickerFollowsIt() {
    let page = Page()
    page.touch(.began, page.center)
    for step in 1...10 {
      page.frame()
      page.touch(.moved, page.center + Vector(dx: 3 * Double(step), dy: 0))
    }
    #expect(page.snapshot[0] == page.center.x + 30)
    #expect(page.snapshot[4] == 1)
    #expect(page.log == ["pan began"])
    page.touch(.cancelled, page.center + Vector(dx: 30, dy: 0))
    #expect(page.log == ["pan began", "pan cancelled"])
    #expect(page.demo.gestures.isAtRest)
  }

  @Test func aPinchPastTheLimitLogsTheFactorTheStickerReallyChanged() {
    let page = Page()
    // 20 pt apart to 380 pt apart: the gesture's scale is far above 4, the sticker's limit;
    // the sticker stops at 4× and the log says ×4.
    page.twoFingers(
      page.center - Vector(dx: 0, dy: 10), page.center + Vector(dx: 0, dy: 10),
      by: Vector(dx: 0, dy: -180), Vector(dx: 0, dy: 180), duration: 0.5)
    #expect(page.snapshot[2] == 4)
    #expect(page.value(ofLatest: "pinch") == 4)
    // A second pinch apart from there cannot grow it: ×1.
    page.twoFingers(
      page.center - Vector(dx: 0, dy: 40), page.center + Vector(dx: 0, dy: 40),
      by: Vector(dx: 0, dy: -70), Vector(dx: 0, dy: 70), duration: 0.4)
    #expect(page.snapshot[2] == 4)
    #expect(page.value(ofLatest: "pinch") == 1)
  }

  /// Without an observer (the page's wasm), the pad takes each state change's handler calls
  /// one by one (the driver's in-place path); with one (these tests, debug builds), they go
  /// through the effects buffer first.
  /// The same fingers must log the same records and draw the same sticker, sample by sample.
  @Test func withoutAnObserverThePadLogsAndDrawsTheSame() {
    let watched = Page()
    let plain = Page()
    plain.demo.pad.driver.observer = nil
    for page in [watched, plain] {
      page.stroke(from: page.center, by: Vector(dx: 60, dy: 40), duration: 0.8)
      page.twoFingers(
        page.center - Vector(dx: 0, dy: 40), page.center + Vector(dx: 20, dy: 40),
        by: Vector(dx: -30, dy: -70), Vector(dx: 50, dy: 90), duration: 0.4)
      page.tap(page.center)
      page.wait(0.5)
      page.stroke(from: page.center, by: Vector(dx: -120, dy: 0), duration: 0.1)
    }
    #expect(plain.log == watched.log)
    #expect(plain.log.count >= 9, "a pan, a pinch and a rotation, a tap, a swipe and a pan")
    #expect(plain.output.events == watched.output.events)
    #expect(plain.snapshot == watched.snapshot)
    #expect(plain.demo.gestures == watched.demo.gestures)
  }

  @Test func theResetPutsTheStickerBack() {
    let page = Page()
    page.stroke(from: page.center, by: Vector(dx: 60, dy: 40), duration: 0.8)
    page.twoFingers(
      page.center - Vector(dx: 0, dy: 40), page.center + Vector(dx: 0, dy: 40),
      by: Vector(dx: 0, dy: -70), Vector(dx: 0, dy: 70), duration: 0.4)
    #expect(page.command(.resetSticker) == 0)
    #expect(Array(page.snapshot.prefix(4)) == [page.center.x, page.center.y, 1, 0])
  }

  @Test func aSmallerPadKeepsTheStickerOnIt() {
    let page = Page()
    page.stroke(from: page.center, by: Vector(dx: 150, dy: 200), duration: 0.8)
    // The sticker rests at (345, 450); the pad shrinks to 300 × 300.
    page.demo.resize(Size(width: 300, height: 300), &page.output)
    #expect(Array(page.snapshot.prefix(2)) == [300, 300])
  }
}

