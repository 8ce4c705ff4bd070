import GestureCore
import GestureTesting
import Testing

/// A touch that lands on a scroll view gliding by itself only stops it: the view's taps do
/// not take it, its other gestures do. The simulated host reports each touch's landing as a
/// UIKit host does (from `UIScrollView.isDecelerating` when the touch comes down) and asks the
/// store's slots whether their recognizers take it.
@Suite struct ClosureGesturesLandingTests {
  typealias Slot = ClosureGestures.Slot

  let center = Point(x: 200, y: 300)

  /// What the host reports for the next touch that comes down.
  final class Host {
    var landing = TouchLanding.still
  }

  /// The standard set, each recognizer asking its slot about every touch the host reports.
  func view(reporting host: Host) -> Simulation<ClosureGestures> {
    let view = Simulation<ClosureGestures>()
    for (member, recognizer) in zip(view.store.members, view.recognizers) {
      recognizer.shouldReceiveTouch = { _, _ in member.slot.receivesTouch(landing: host.landing) }
    }
    return view
  }

  @Test(arguments: [
    // (slot, takes a touch that stopped a glide)
    (Slot.tap(numberOfTaps: 1), false), (.tap(numberOfTaps: 2), false),
    (.tap(numberOfTaps: 3), false), (.longPress, true), (.swipe(.left), true), (.pan, true),
    (.pinch, true), (.rotation, true), (.edgePan(.left), true),
  ])
  func onlyTapsLeaveATouchThatStopsAScroll(slot: Slot, takes: Bool) {
    #expect(slot.receivesTouch(landing: .stoppingScroll) == takes)
    #expect(slot.receivesTouch(landing: .still))
  }

  @Test func theTapThatStopsAGlideFiresNothingAndTheNextTapFires() {
    let host = Host()
    let view = view(reporting: host)
    host.landing = .stoppingScroll
    view.fingers.tap(at: center)  // down at 0, up at 0.05 s: only the list stops
    view.fingers.wait(1)
    #expect(view.app.log == [])
    host.landing = .still  // the list is at rest now
    view.fingers.tap(at: center)  // down at 1.05 s, up at 1.1 s
    view.fingers.wait(0.29)  // 1.39 s < 1.1 + 0.3 s: the double tap may still come
    #expect(view.app.log == [])
    view.fingers.wait(0.01)  // 1.4 s: its interval has run out
    #expect(view.app.log == ["tap ended"])
    #expect(view.problems == [])
  }

  @Test func aDoubleTapNeedsTwoTapsAfterTheOneThatStopsTheGlide() {
    let host = Host()
    let view = view(reporting: host)
    host.landing = .stoppingScroll
    view.fingers.tap(at: center)
    host.landing = .still
    view.fingers.wait(0.1)
    view.fingers.tap(at: center)  // 0.15 to 0.2 s: the first tap of a sequence, not the second
    view.fingers.wait(0.29)
    #expect(view.app.log == [])
    view.fingers.tap(at: center)  // down at 0.49 s < 0.2 + 0.3 s: a double tap
    view.settle()
    #expect(view.app.log == ["doubleTap ended"])
    #expect(view.problems == [])
  }

  @Test func aPressHeldAfterStoppingTheGlideIsALongPressAtHalfASecond() {
    let host = Host()
    let view = view(reporting: host)
    host.landing = .stoppingScroll
    view.fingers.down(1, at: center)
    view.fingers.wait(0.499)
    #expect(view.app.log == [])
    view.fingers.wait(0.001)  // 0.5 s: the press's duration, counted from the stopping touch
    #expect(view.app.log == ["longPress began"])
    view.fingers.up(1)
    #expect(view.app.log == ["longPress began", "longPress ended"])
    view.settle()
    #expect(view.problems == [])
  }

  @Test func aSwipeFromTheStoppingTouchIsASwipe() {
    let host = Host()
    let view = view(reporting: host)
    host.landing = .stoppingScroll
    // 60 pt left in 0.2 s: past the swipe's 50 pt within its 0.5 s.
    view.fingers.drag(from: center, to: center + Vector(dx: -60, dy: 0), duration: 0.2)
    view.settle()
    #expect(view.app.log.contains("swipeLeft ended"))
    #expect(!view.app.log.contains("tap ended"))
    #expect(view.problems == [])
  }
}
