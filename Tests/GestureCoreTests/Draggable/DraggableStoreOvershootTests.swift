import GestureCore
import GestureTesting
import Testing

/// However hard the flick, the spring keeps the whole view inside the container's safe area
/// (`DraggableStore.overshootArea`), while still leaving with as much of the release velocity
/// as that allows.
@Suite struct DraggableStoreOvershootTests {
  /// Where a flick goes: towards a corner (with `.corners` anchors) or an edge (`.edges`).
  enum Direction: String, CaseIterable, CustomTestStringConvertible {
    case topLeft, topRight, bottomLeft, bottomRight, left, right, up, down

    var unit: Vector {
      let diagonal = 0.5.squareRoot()
      switch self {
      case .topLeft: return Vector(dx: -diagonal, dy: -diagonal)
      case .topRight: return Vector(dx: diagonal, dy: -diagonal)
      case .bottomLeft: return Vector(dx: -diagonal, dy: diagonal)
      case .bottomRight: return Vector(dx: diagonal, dy: diagonal)
      case .left: return Vector(dx: -1, dy: 0)
      case .right: return Vector(dx: 1, dy: 0)
      case .up: return Vector(dx: 0, dy: -1)
      case .down: return Vector(dx: 0, dy: 1)
      }
    }

    var anchors: DraggableStore.Anchors {
      unit.dx != 0 && unit.dy != 0 ? .corners : .edges
    }

    var testDescription: String { rawValue }
  }

  /// Drags a resting view so that its origin is at `origin` (inside the allowed area, so
  /// 1:1), then releases it at `velocity`, all at 0 s; returns the spring it started.
  static func fling(
    _ snap: inout DraggableStore, releasedAt origin: Point, velocity: Vector
  ) -> SpringAnimation2D? {
    var effects: [DraggableStore.Effect] = []
    let translation = Vector(dx: origin.x - snap.frame.minX, dy: origin.y - snap.frame.minY)
    snap.handle(.drag(.began(location: origin, translation: .zero), time: 0), into: &effects)
    snap.handle(
      .drag(.changed(location: origin, translation: translation), time: 0), into: &effects)
    effects.removeAll()
    snap.handle(
      .drag(.ended(location: origin, translation: translation, velocity: velocity), time: 0),
      into: &effects)
    guard effects.isEmpty, case .settling(let animation, 0?, _, true) = snap.state else {
      return nil
    }
    return animation
  }

  /// Samples the spring every millisecond until it settles and records the first frame
  /// that leaves `area` (by more than 1e-9 pt of rounding).
  static func expectFrames(
    of animation: SpringAnimation2D, size: Size, inside area: Rect, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let duration = animation.settlingDuration()
    let samples = Int((duration / 0.001).rounded(.up)) + 1
    for index in 0...samples {
      let t = Double(index) * 0.001
      let frame = Rect(origin: animation.value(at: t), size: size)
      if frame.minX < area.minX - 1e-9 || frame.maxX > area.maxX + 1e-9
        || frame.minY < area.minY - 1e-9 || frame.maxY > area.maxY + 1e-9
      {
        Issue.record(
          "at \(t) s the frame \(frame) leaves \(area) \(comment.map { "\($0)" } ?? "")",
          sourceLocation: sourceLocation)
        return
      }
    }
  }

  // MARK: - Every direction, every speed

  @Test(
    "a flick towards any corner or edge keeps the window inside the safe area",
    arguments: Direction.allCases, [500.0, 1000, 2000, 5000, 10_000, 20_000])
  func everyFlickStaysInside(direction: Direction, speed: Double) throws {
    // The 160 × 90 window in portrait (390 × 844, safe area 47 top, 34 bottom): origins
    // 12...218 by 59...708 at rest, 0...230 by 47...720 inside the safe area.
    let velocity = Vector(dx: direction.unit.dx * speed, dy: direction.unit.dy * speed)
    // Released in the middle, then 40 pt short of the edges it is flung at.
    let middle = Point(x: 115, y: 383.5)
    let near = Point(
      x: direction.unit.dx < 0 ? 52 : direction.unit.dx > 0 ? 178 : 115,
      y: direction.unit.dy < 0 ? 99 : direction.unit.dy > 0 ? 668 : 383.5)
    for release in [middle, near] {
      var snap = DraggableStore.pictureInPicture(
        configuration: .init(anchors: direction.anchors))
      #expect(snap.overshootArea == Rect(x: 0, y: 47, width: 390, height: 763))
      let animation = try #require(
        Self.fling(&snap, releasedAt: release, velocity: velocity))
      #expect(animation.from == release)
      Self.expectFrames(
        of: animation, size: snap.size, inside: snap.overshootArea, "released at \(release)")
      // Never more than the release velocity, never the other way: the flick carries on.
      let kept = animation.initialVelocity
      #expect(kept.dx * velocity.dx >= 0 && kept.dx.magnitude <= velocity.dx.magnitude)
      #expect(kept.dy * velocity.dy >= 0 && kept.dy.magnitude <= velocity.dy.magnitude)
      // The least it keeps along a flung axis: 1187.7 pt/s, released 40 pt from its anchor
      // with 12 pt of margin beyond (the largest velocity that swings 52 pt from 40 pt out).
      for (component, release) in [(kept.dx, velocity.dx), (kept.dy, velocity.dy)] {
        #expect(component.magnitude >= min(release.magnitude, 1187))
      }
      // The spring that carries the full velocity, when it fits, is the one emitted.
      let unlimited = SpringAnimation2D(
        spring: animation.spring, from: animation.from, to: animation.to,
        initialVelocity: velocity)
      let range = unlimited.valueRange
      if range.minX >= 0 && range.maxX <= 230 && range.minY >= 47 && range.maxY <= 720 {
        #expect(animation == unlimited)
      }
      // Still the window's spring, and a short settle.
      #expect(animation.spring == DraggableStore.Configuration.pictureInPicture.spring)
      #expect(animation.settlingDuration() < 1)
    }
  }

  // MARK: - The report

  @Test func aHardFlickIntoACornerNoLongerLeavesTheScreen() throws {
    // The window dragged from the bottom-right corner (centre (298, 753)) 150 pt left and
    // up in 30 ms (samples at 240 Hz): released at origin (68, 558) at (−5000, −5000) pt/s.
    let host = floatingRig(.pictureInPicture())
    host.fingers.drag(
      from: Point(x: 298, y: 753), to: Point(x: 148, y: 603), duration: 0.03, hz: 240,
      lift: false)
    _ = host.take()
    host.fingers.up(1)
    let velocity = try #require(host.app.releaseVelocity)
    #expect(velocity.dx < -4900 && velocity.dy < -4900, "\(velocity)")
    #expect(host.take() == [])
    let animation = try #require(host.store.spring)
    #expect(animation.from == Point(x: 68, y: 558))
    #expect(animation.to == Point(x: 12, y: 59))  // the top-left corner
    // Before: the release velocity as it was swung the window 97 pt off the left edge
    // (56 pt to go at 5000 pt/s), for about 0.3 s.
    let before = SpringAnimation2D(
      spring: animation.spring, from: animation.from, to: animation.to,
      initialVelocity: velocity)
    #expect(before.valueRange.minX < -97)
    // Now: it leaves at 1454 pt/s along x, the most that swings it from 56 pt out to 12 pt
    // past its corner; along y, 499 pt out, up to 6667 pt/s would do, so 5000 is kept.
    #expect(abs(animation.initialVelocity.dx - -1454.5) < 1, "\(animation.initialVelocity)")
    #expect(animation.initialVelocity.dy == velocity.dy)
    // Every frame stays on the screen, below the status bar.
    Self.expectFrames(of: animation, size: host.store.size, inside: host.store.overshootArea)
    #expect(animation.valueRange.minX >= 0 && animation.valueRange.minY >= 47)
    host.settle()
    #expect(
      host.take() == [
        .ended(frame: Rect(x: 12, y: 59, width: 160, height: 90), anchor: .topLeft)
      ])
  }

  // MARK: - The other springs

  @Test func aRotationWhileSettlingKeepsTheVelocityOnlyAsFarAsItFits() throws {
    // Flung into the top-left corner at 2000 pt/s from 40 pt out, then the phone turns
    // 0.02 s later: the spring is retargeted to landscape's top left, (59, 12), keeping
    // what fits of its velocity in landscape's safe area (x 47...797).
    var snap = DraggableStore.pictureInPicture()
    let velocity = Vector(dx: -2000, dy: -2000)
    let flight = try #require(
      Self.fling(&snap, releasedAt: Point(x: 52, y: 99), velocity: velocity))
    var effects: [DraggableStore.Effect] = []
    snap.handle(.tick(time: 0.02), into: &effects)
    snap.handle(
      .resize(
        bounds: Phone.landscape, safeArea: Phone.landscapeSafeArea),
      into: &effects)
    #expect(effects == [])
    let retargeted = try #require(snap.spring)
    #expect(retargeted.to == Point(x: 59, y: 12))
    #expect(snap.overshootArea == Rect(x: 47, y: 0, width: 750, height: 369))
    // The window was at x ≈ 32, inside portrait's safe area and left of landscape's (47, the
    // notch): landscape's left edge carries it in to 47, y kept, and the spring stays in the
    // safe area.
    let caught = flight.value(at: 0.02)
    #expect(caught.x > 0 && caught.x < 47)
    #expect(retargeted.from == Point(x: 47, y: caught.y))
    Self.expectFrames(of: retargeted, size: snap.size, inside: snap.overshootArea)
  }

  @Test func withNoMarginTheSpringRunsCriticallyDamped() throws {
    // Margin 0: the window rests flush with the safe area, so any overshoot would cross it;
    // even a release at rest, 100 and 253 pt out, overshoots by 0.63 % (0.6 and 1.6 pt)
    // with ζ 0.85.
    var snap = DraggableStore.pictureInPicture(
      configuration: .init(anchors: .corners, margin: 0))
    let animation = try #require(
      Self.fling(&snap, releasedAt: Point(x: 100, y: 300), velocity: Vector(dx: -800, dy: -800)))
    #expect(animation.to == Point(x: 0, y: 47))
    #expect(animation.spring == SpringParameters(dampingRatio: 1, response: 0.45))
    // Critically damped, a release crosses its target only faster than ω₀·x₀ (13.96·100 pt
    // = 1396 pt/s, and 13.96·253): 800 pt/s is kept whole.
    #expect(animation.initialVelocity == Vector(dx: -800, dy: -800))
    Self.expectFrames(of: animation, size: snap.size, inside: snap.overshootArea)
  }

  @Test func aReleaseInTheRubberBandGoesNoFurtherOut() throws {
    // The bubble pulled up past the top of its allowed area and let go while still moving
    // up: it is already under the status bar (y < 47) and must not go further.
    var snap = DraggableStore.bubble()
    _ = snap.take(after: .drag(.began(location: .zero, translation: .zero), time: 0))
    let effects = snap.take(
      after: .drag(
        .ended(
          location: .zero, translation: Vector(dx: 0, dy: -420),
          velocity: Vector(dx: 0, dy: -600)),
        time: 0))
    #expect(effects == [])
    let animation = try #require(snap.spring)
    // Origin y 400 − 420 = −20 is 79 pt past 59: banded to 59 − 844·u/(u + 1) with
    // u = 79·0.55/844, 59 − 41.3 = 17.7, inside the status bar.
    #expect(abs(animation.from.y - 17.7) < 0.05, "\(animation.from)")
    #expect(animation.to == Point(x: 12, y: 59))
    // Still moving out at 600 pt/s: stopped (what is left moves it out by < 1e-9 pt).
    #expect(animation.initialVelocity.dy.magnitude < 1e-3)
    #expect(animation.valueRange.minY >= animation.from.y - 1e-9)
  }
}
