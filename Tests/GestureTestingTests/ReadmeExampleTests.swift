import GestureCore
import GestureTesting
import Testing

/// The README's testing example, kept true.
@Suite struct ReadmeExampleTests {
  @Test func theSingleTapRecognizesWhenTheDoubleTapIntervalIsOver() {
    let fingers = TouchSimulator(arena: RecognizerSet.standard.makeArena())
    fingers.tap(at: Point(x: 100, y: 100))
    fingers.clearLog()
    fingers.wait(0.301)
    #expect(fingers.transitions == ["doubleTap failed", "tap recognized"])
    fingers.drag(from: Point(x: 0, y: 0), to: Point(x: 300, y: 0), duration: 0.25)
    #expect(fingers.transitions.contains("pan ended"))
  }
}
