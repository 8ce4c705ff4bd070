import GestureCore
import GestureTesting
import Testing

/// Rotation, size and keyboard changes: the view goes to the same anchor in the new container.
@Suite struct DraggableStoreContainerTests {
  let spring = DraggableStore.Configuration().spring

  @Test func reclampsToTheSameCornerAfterARotation() {
    let host = floatingRig(.pictureInPicture())
    host.send(.landscape)
    // Landscape bottom right: x 844 − 47 − 12 − 160 = 625, y 390 − 21 − 12 − 90 = 267. The
    // spring sets off from where the view is, carried in by landscape's bottom edge, which
    // passed it: y 708 to 390 − 21 − 90 = 279.
    let toLandscape = SpringAnimation2D(
      spring: spring, from: Point(x: 218, y: 279), to: Point(x: 625, y: 267))
    #expect(host.take() == [])
    // A container change carries no time: the spring starts at the next frame.
    #expect(
      host.store.state == .settling(toLandscape, start: nil, anchor: .bottomRight, endsDrag: false))
    host.settle()
    #expect(host.take() == [])  // not a drag: no `ended`
    #expect(host.store.state == .resting(origin: Point(x: 625, y: 267), anchor: .bottomRight))

    host.send(.portrait)
    // Portrait's right edge passes it: x 625 to 390 − 160 = 230.
    let back = SpringAnimation2D(
      spring: spring, from: Point(x: 230, y: 267), to: Point(x: 218, y: 708))
    #expect(host.take() == [])
    #expect(host.store.spring == back)
  }

  @Test func anUnchangedContainerMovesNothing() {
    let host = floatingRig(.bubble())
    host.send(.portrait)
    #expect(host.take() == [])
    #expect(host.store.state == .resting(origin: Point(x: 12, y: 400), anchor: .left(centerY: 430)))
  }

  @Test func theKeyboardPushesTheBubbleUpAndItComesBackDown() {
    // Resting against the left side at centre height 700 (origin (12, 670)).
    let host = floatingRig(
      DraggableStore(
        frame: Rect(x: 0, y: 670, width: 60, height: 60), bounds: Phone.portrait,
        safeArea: Phone.portraitSafeArea))
    #expect(host.store.state == .resting(origin: Point(x: 12, y: 670), anchor: .left(centerY: 700)))
    // A 336 pt keyboard: the centre may go down to 844 − 336 − 12 − 30 = 466 (origin 436).
    // The keyboard's top passes the bubble: the spring sets off from 844 − 336 − 60 = 448,
    // never under the keyboard.
    let keyboard = Insets(top: 47, bottom: 336)
    host.send(.resize(bounds: Phone.portrait, safeArea: keyboard))
    let up = SpringAnimation2D(spring: spring, from: Point(x: 12, y: 448), to: Point(x: 12, y: 436))
    #expect(host.take() == [])
    #expect(host.store.spring == up)
    host.settle()
    // The anchor keeps the height the user chose...
    #expect(host.store.state == .resting(origin: Point(x: 12, y: 436), anchor: .left(centerY: 700)))
    // ...so the bubble returns there when the keyboard goes.
    host.send(.portrait)
    let down = SpringAnimation2D(
      spring: spring, from: Point(x: 12, y: 436), to: Point(x: 12, y: 670))
    #expect(host.take() == [])
    #expect(host.store.spring == down)
  }

  @Test func aRotationWhileSettlingRetargetsTheSpringKeepingItsVelocity() throws {
    let host = floatingRig(.bubble())
    host.fingers.drag(
      from: Point(x: 42, y: 430), to: Point(x: 119, y: 430), duration: 0.499, lift: false)
    host.fingers.up(1)  // projected 196 > 195: to the right side (origin (318, 400))
    _ = host.take()
    let release = try #require(host.store.spring)
    let released = host.time
    host.fingers.wait(0.1)
    host.send(.tick(time: host.time))
    let elapsed = host.time - released  // 0.1 s
    host.send(.landscape)
    // The right side in landscape: centre x 785 − 30 = 755, centre y 430 clamped to
    // 357 − 30 = 327: origin (725, 297). From where the spring is, at its velocity, carried
    // in by landscape's bottom edge, which passed it (y 400 to 390 − 21 − 60 = 309).
    let flying = release.value(at: elapsed)
    #expect(flying.y == 400)
    let retargeted = SpringAnimation2D(
      spring: spring, from: Point(x: flying.x, y: 309), to: Point(x: 725, y: 297),
      initialVelocity: release.velocity(at: elapsed))
    #expect(retargeted.initialVelocity == release.velocity(at: elapsed))
    #expect(host.take() == [])
    #expect(
      host.store.state
        == .settling(retargeted, start: nil, anchor: .right(centerY: 430), endsDrag: true))
    host.settle()
    #expect(
      host.take() == [
        .ended(frame: Rect(x: 725, y: 297, width: 60, height: 60), anchor: .right(centerY: 430))
      ])
  }

  @Test func theAllowedAreaChangesUnderTheFingerWhileDragging() {
    let host = floatingRig(.bubble())
    host.fingers.down(1, at: Point(x: 42, y: 430))
    host.fingers.move(1, to: Point(x: 42, y: 760))  // centre 760 ≤ 768: inside, origin y 730
    let began = Rect(x: 12, y: 730, width: 60, height: 60)
    #expect(host.take() == [.began(frame: began)])
    #expect(host.store.frame == began)
    // The keyboard rises: the origin may go down to 436; 730 is 294 pt past it and is shown
    // at 436 + 844·u/(u + 1), u = 294·0.55/844: 436 + 135.70 = 571.70.
    let keyboard = Insets(top: 47, bottom: 336)
    host.send(.resize(bounds: Phone.portrait, safeArea: keyboard))
    let y = 436 + 844 * ((294 * 0.55 / 844) / (294 * 0.55 / 844 + 1))
    #expect((y - 571.70).magnitude < 0.01)
    let banded = Rect(x: 12, y: y, width: 60, height: 60)
    #expect(host.take() == [.moved(frame: banded)])
    #expect(host.store.frame == banded)
    // Released at rest: the left side, centre clamped to 466 (origin 436).
    host.fingers.wait(0.05)
    host.fingers.up(1)
    let settle = SpringAnimation2D(spring: spring, from: banded.origin, to: Point(x: 12, y: 436))
    #expect(host.take() == [])
    #expect(
      host.store.state
        == .settling(settle, start: host.time, anchor: .left(centerY: 466), endsDrag: true))
  }
}

/// The rotations these tests make: the phone turned to each orientation, safe area and all.
extension DraggableStore.Event {
  static let landscape = resize(bounds: Phone.landscape, safeArea: Phone.landscapeSafeArea)
  static let portrait = resize(bounds: Phone.portrait, safeArea: Phone.portraitSafeArea)
}
