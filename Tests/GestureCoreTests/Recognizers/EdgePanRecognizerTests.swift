import GestureCore
import GestureTesting
import Testing

@Suite struct EdgePanRecognizerTests {
  func screen(_ recognizer: GestureRecognizer) -> TouchSimulator {
    let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
    arena.attach(recognizer, to: arena.root)
    return TouchSimulator(arena: arena)
  }

  @Test func startsOnlyWithinTwentyPointsOfTheEdge() {
    let edge = EdgePanRecognizer()
    let sim = screen(edge)
    sim.down(1, at: Point(x: 19, y: 400))  // 19 pt ≤ 20 pt band
    sim.move(1, by: Vector(dx: 30, dy: 0))
    #expect(sim.transitions == ["edgePan began"])
    #expect(edge.startEdge == .left)
    sim.up(1)

    sim.clearLog()
    sim.down(1, at: Point(x: 21, y: 400))  // 21 pt: outside the band
    #expect(sim.transitions == ["edgePan failed"])
    sim.move(1, by: Vector(dx: 30, dy: 0))
    sim.up(1)
    #expect(sim.transitions == ["edgePan failed"])
    #expect(isAtRest(sim.arena))
  }

  @Test func mustMoveAwayFromTheEdge() {
    let edge = EdgePanRecognizer()
    let sim = screen(edge)
    sim.down(1, at: Point(x: 10, y: 400))
    sim.move(1, by: Vector(dx: 5, dy: 30))  // along the edge
    #expect(sim.transitions == ["edgePan failed"])
    sim.up(1)
  }

  @Test func rightEdgeForRightToLeft() {
    let edge = EdgePanRecognizer(edgeConfiguration: .init(edges: .right))
    let sim = screen(edge)
    sim.down(1, at: Point(x: 380, y: 400))
    sim.move(1, by: Vector(dx: -30, dy: 2))
    #expect(sim.transitions == ["edgePan began"])
    #expect(edge.translation == Vector(dx: -30, dy: 2))
    sim.up(1)
  }
}
