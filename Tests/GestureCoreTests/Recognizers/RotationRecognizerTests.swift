import GestureCore
import GestureTesting
import Testing

@Suite struct RotationRecognizerTests {
  /// The second finger's location on a circle of radius 100 around (200, 200), at `degrees`
  /// clockwise on screen from the positive x axis.
  func onCircle(_ degrees: Double) -> Point {
    // cos and sin of small angles without Foundation: the engine's own tests should not need it.
    let radians = degrees * Double.pi / 180
    let cosine = 1 - radians * radians / 2 + radians * radians * radians * radians / 24
    let sine = radians - radians * radians * radians / 6 + radians * radians * radians * radians * radians / 120
    return Point(x: 200 + 100 * cosine, y: 200 + 100 * sine)
  }

  @Test func beginsPastFiveDegrees() {
    let rotation = RotationRecognizer()
    let sim = fingers(on: rotation)
    sim.down(1, at: Point(x: 200, y: 200))
    sim.down(2, at: onCircle(0))
    sim.wait(0.016)
    sim.move(2, to: onCircle(4))  // 4° < 5°
    #expect(sim.transitions == [])
    sim.wait(0.016)
    sim.move(2, to: onCircle(6))  // 6° > 5°
    #expect(sim.transitions == ["rotation began"])
    #expect(abs(rotation.rotation - 6 * Double.pi / 180) < 1e-6)
    #expect(sim.log[0].value.rotationVelocity > 0)  // clockwise: positive
    sim.up(2)
    #expect(sim.transitions == ["rotation began", "rotation ended"])
    sim.up(1)
    #expect(isAtRest(sim.arena))
  }

  @Test func rotationIsNotWrappedAtHalfATurn() {
    let rotation = RotationRecognizer()
    let sim = fingers(on: rotation)
    sim.down(1, at: Point(x: 200, y: 200))
    sim.down(2, at: onCircle(0))
    for _ in 1...24 {  // 24 × 10° = 240° anticlockwise
      sim.wait(0.016)
      // Turn the previous vector by −10° with the rotation matrix.
      let previous = sim.location(of: 2)! - Point(x: 200, y: 200)
      let c = 0.984807753012208  // cos 10°
      let s = -0.17364817766693033  // sin −10°
      sim.move(2, to: Point(x: 200, y: 200) + Vector(dx: previous.dx * c - previous.dy * s, dy: previous.dx * s + previous.dy * c))
    }
    #expect(abs(rotation.rotation + 240 * Double.pi / 180) < 1e-9)
    sim.up(1)
    sim.up(2)
  }
}
