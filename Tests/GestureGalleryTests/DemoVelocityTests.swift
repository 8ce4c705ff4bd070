import GestureCore
import Testing

@testable import GestureGallery

/// No demo reads a velocity before the lift, and every store reads only the release velocity,
/// so every recognizer of every demo fits it once, for `ended` or `cancelled`
/// (`reportsVelocityAtEveryChange` `false`). Each demo's own tests show its flicks still
/// carry their release velocity (rows thrown open, lists and windows thrown).
@Suite struct DemoVelocityTests {
  @Test func everyDemoFitsItsVelocitiesAtTheLiftOnly() {
    let size = Size(width: 390, height: 700)
    let demos: [(String, Demo)] = [
      ("swipe actions", SwipeActionsDemo(size: size)),
      ("closure gestures", ClosureGesturesDemo(size: size)),
      ("list gestures", ListGesturesDemo(size: size)),
      ("back swipe", BackSwipeDemo(size: size, policy: .fullScreen)),
      ("draggable", DraggableDemo(size: size, edges: true)),
    ]
    for (name, demo) in demos {
      #expect(!demo.arena.recognizers.isEmpty, "\(name) has recognizers")
      let loud = demo.arena.recognizers.filter(\.reportsVelocityAtEveryChange).map(\.name)
      #expect(loud.isEmpty, "\(name): \(loud) fit a velocity at every change")
    }
  }

  /// A pan of the pad's sticker, flicked: `changed` carries no velocity, `ended` the release
  /// velocity, as the arena hands them to the demo.
  @Test func aFlickCarriesItsVelocityOnlyAtTheLift() {
    let demo = ClosureGesturesDemo(size: Size(width: 390, height: 700))
    var output = Output()
    var changed: [Vector] = []
    var ended: [Vector] = []
    var time = 1.0
    func touch(_ phase: TouchPhase, _ x: Double) {
      _ = demo.pointer(
        TouchSample(id: TouchID(1), phase: phase, location: Point(x: x, y: 350), timestamp: time), &output)
      for change in demo.arena.changes where change.recognizer.name == "pan" {
        if change.state == .changed { changed.append(change.value.velocity) }
        if change.state == .ended { ended.append(change.value.velocity) }
      }
    }
    touch(.began, 100)
    for step in 1...12 {
      time += 1 / 60
      touch(.moved, 100 + 10 * Double(step))  // 10 pt a frame: 600 pt/s
    }
    touch(.ended, 220)
    #expect(!changed.isEmpty)
    #expect(changed.allSatisfy { $0 == .zero })
    #expect(ended.count == 1)
    #expect((ended.first?.dx ?? 0) > 500 && (ended.first?.dx ?? 0) < 700)
  }
}
