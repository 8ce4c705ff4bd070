import GestureCore
import GestureTesting
import Testing

/// A window resized live (iPadOS's free-form windows): the container's bounds change on every
/// frame, a few points at a time. A view at rest moves with its anchor frame by frame; a
/// bigger step springs; a spring under way is carried in by an edge that passes it; a drag
/// goes on under the finger.
///
/// The window: 600 × 500 pt, no safe area, a 160 × 90 picture-in-picture view with the
/// default 12 pt margin at the bottom-right corner: origin (600 − 12 − 160, 500 − 12 − 90) =
/// (428, 398). The container's right edge moves; the corner's origin x is `width − 172`.
@Suite struct DraggableLiveResizeTests {
  let spring = DraggableStore.Configuration().spring

  func window(width: Double = 600) -> Rect { Rect(x: 0, y: 0, width: width, height: 500) }

  func pictureInPicture() -> FloatingRig {
    floatingRig(
      DraggableStore(
        frame: Rect(x: 500, y: 400, width: 160, height: 90), bounds: window(),
        configuration: .pictureInPicture))
  }

  // MARK: - At rest

  @Test func aStepOfTheFollowDistanceMovesTheViewAtOnceAndOnePointMoreSprings() {
    let host = pictureInPicture()
    #expect(host.store.frame.origin == Point(x: 428, y: 398))
    #expect(DraggableStore.followDistance == 24)
    // 24 pt narrower: the corner moves from x 428 to 404, 24 ≤ 24: at once, still at rest.
    host.send(.resize(bounds: window(width: 576), safeArea: .zero))
    #expect(host.store.state == .resting(origin: Point(x: 404, y: 398), anchor: .bottomRight))
    #expect(!host.store.needsFrames)
    // 25 pt narrower again: the corner moves from 404 to 379, 25 > 24: a spring. The new
    // edge passed the view (its origin may now reach 551 − 160 = 391 at most): the spring
    // sets off from 391, carried in by the 13 pt the edge went past it.
    host.send(.resize(bounds: window(width: 551), safeArea: .zero))
    let carried = SpringAnimation2D(
      spring: spring, from: Point(x: 391, y: 398), to: Point(x: 379, y: 398))
    #expect(
      host.store.state == .settling(carried, start: nil, anchor: .bottomRight, endsDrag: false))
    host.settle()
    #expect(host.store.frame.origin == Point(x: 379, y: 398))
    #expect(host.take() == [])  // no drag: no callbacks
    #expect(host.problems == [])
  }

  @Test func theFollowDistanceIsMeasuredAlongEachAxis() {
    let host = pictureInPicture()
    // 24 pt narrower and 24 pt shorter: the corner moves (−24, −24), 33.9 pt in all, but
    // no more than 24 along either axis: at once.
    host.send(.resize(bounds: Rect(x: 0, y: 0, width: 576, height: 476), safeArea: .zero))
    #expect(host.store.state == .resting(origin: Point(x: 404, y: 374), anchor: .bottomRight))
    // The bottom edge 25 pt up (476 to 451): y 374 to 349, a spring.
    host.send(.resize(bounds: Rect(x: 0, y: 0, width: 576, height: 451), safeArea: .zero))
    #expect(host.store.phase == .settling)
  }

  @Test func optionsThatMoveTheViewStillSpring() {
    // The follow distance is for the container: a margin 8 pt larger moves the corner 8 pt
    // and springs, as options always have.
    let host = pictureInPicture()
    var options = host.store.configuration
    options.margin = 20
    host.send(.configurationChanged(options))
    #expect(host.store.phase == .settling)
    host.settle()
    #expect(host.store.frame.origin == Point(x: 420, y: 390))
  }

  @Test func aWindowResizedLiveKeepsTheViewAtItsCornerOnEveryFrame() {
    let host = pictureInPicture()
    host.frameDuration = 1.0 / 120
    // The right edge dragged in at 960 pt/s on a 120 Hz display: 8 pt a frame, 30 frames
    // (600 to 360), then out again as fast.
    let widths = Array(stride(from: 592.0, through: 360, by: -8)) + Array(stride(from: 368.0, through: 600, by: 8))
    for width in widths {
      host.send(.resize(bounds: window(width: width), safeArea: .zero))
      host.wait(1.0 / 120, hz: 120)
      #expect(host.store.state == .resting(origin: Point(x: width - 172, y: 398), anchor: .bottomRight))
    }
    #expect(host.take() == [])
    #expect(host.app.largestOverhang == 0)
    host.settle()
    #expect(host.problems == [])
  }

  @Test func aFastResizeSpringsAfterTheCornerAndNeverLetsTheViewOut() {
    let host = pictureInPicture()
    // 40 pt a frame at 60 Hz (2400 pt/s), 6 frames in (600 to 360): each step is more than
    // 24 pt, so the view springs after its corner, carried in by the edge wherever the edge
    // catches up with it; it is never drawn outside the window.
    for width in stride(from: 560.0, through: 360, by: -40) {
      host.send(.resize(bounds: window(width: width), safeArea: .zero))
      #expect(host.store.frame.maxX <= width)
      host.wait(1.0 / 60, hz: 60)
      #expect(host.store.frame.maxX <= width + 1e-9)
    }
    #expect(host.app.largestOverhang < 1e-9)
    host.settle()
    #expect(host.store.frame.origin == Point(x: 188, y: 398))  // 360 − 172
    #expect(host.take() == [])
    #expect(host.problems == [])
  }

  @Test func aStashedViewStaysStashedWhileTheWindowResizes() {
    var options = DraggableStore.Configuration.pictureInPicture
    options.stashing = .init(sides: .both)
    let host = floatingRig(
      DraggableStore(
        frame: Rect(x: 500, y: 400, width: 160, height: 90), bounds: window(),
        configuration: options))
    host.send(.move(to: .stashedRight(centerY: 443), time: host.time))
    host.settle()
    // Stashed right: 24 pt of it inside, origin x 600 − 24 = 576.
    #expect(host.store.frame.origin == Point(x: 576, y: 398))
    _ = host.take()
    // 40 pt narrower (a spring: more than 24): carried in with the edge, still stashed
    // (origin 560 − 24 = 536 from the first frame on), never pulled out into the window.
    host.send(.resize(bounds: window(width: 560), safeArea: .zero))
    #expect(host.store.frame.origin == Point(x: 536, y: 398))
    host.settle()
    #expect(host.store.frame.origin == Point(x: 536, y: 398))
    #expect(host.store.isStashed)
    #expect(host.problems == [])
  }

  // MARK: - Under a finger, in flight

  @Test func aDragUnderWayGoesOnWhileTheWindowResizes() {
    let host = pictureInPicture()
    // Picked up and moved 200 pt left, finger down: origin (228, 398).
    host.drag(by: Vector(dx: -200, dy: 0), duration: 0.2, lift: false)
    #expect(host.store.frame.origin == Point(x: 228, y: 398))
    // The window narrows 8 pt a frame to 440 wide while the finger holds still: the view
    // stays under the finger (origin 228, inside 0...440 − 160 = 280) and the drag goes on.
    for width in stride(from: 592.0, through: 440, by: -8) {
      host.send(.resize(bounds: window(width: width), safeArea: .zero))
      host.wait(1.0 / 60, hz: 60)
      #expect(host.store.phase == .dragging)
      #expect(host.store.frame.origin == Point(x: 228, y: 398))
    }
    // The finger moves on, 100 pt right: origin 328, 48 pt past the new limit 280, drawn in
    // the rubber band of the new window.
    host.continueDrag(by: Vector(dx: 100, dy: 0), duration: 0.1)
    #expect(host.store.frame.minX > 280 && host.store.frame.minX < 328)
    host.release(velocity: .zero)
    host.settle()
    // Released at rest: the nearest corner of the new window, bottom right (440 − 172 = 268).
    let rest = Rect(x: 268, y: 398, width: 160, height: 90)
    #expect(host.store.frame == rest)
    #expect(host.effects.filter { if case .began = $0 { true } else { false } }.count == 1)
    #expect(host.effects.last == .ended(frame: rest, anchor: .bottomRight))
    #expect(host.problems == [])
  }

  @Test func aFlingUnderWayStaysInsideAWindowShrinkingUnderItAndEndsOnce() {
    let host = pictureInPicture()
    // From the top-left corner (12, 12), flung back towards the bottom right.
    host.send(.move(to: .topLeft, time: host.time))
    host.settle()
    _ = host.take()
    host.drag(by: Vector(dx: 150, dy: 150), duration: 0.1, releaseVelocity: Vector(dx: 1500, dy: 1500))
    #expect(host.store.phase == .settling)
    // Mid-flight, the right edge comes in 10 pt a frame for 20 frames (600 to 400): the
    // spring is retargeted to the moving corner each time, and the view is carried in by
    // the edge whenever it reaches the view: no frame is drawn outside the window.
    for width in stride(from: 590.0, through: 400, by: -10) {
      host.send(.resize(bounds: window(width: width), safeArea: .zero))
      host.wait(1.0 / 60, hz: 60)
      #expect(host.store.frame.maxX <= width + 1e-9)
    }
    #expect(host.app.largestOverhang < 1e-9)
    host.settle()
    let rest = Rect(x: 228, y: 398, width: 160, height: 90)  // 400 − 172
    #expect(host.store.frame == rest)
    // The fling's one `ended` (the move to the top left had its own, taken above).
    #expect(host.take().filter { if case .ended = $0 { true } else { false } } == [
      .ended(frame: rest, anchor: .bottomRight)
    ])
    #expect(host.problems == [])
  }
}
