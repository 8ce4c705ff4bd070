import GestureCore
import Testing

/// The one "leave touches to controls" rule every host asks.
@Suite struct ControlTouchesTests {
  @Test func aSingleTapLeavesEveryControlItsTouch() {
    #expect(ControlTouches.leavesTouch(to: .tap, overlap: .tap))
    #expect(ControlTouches.leavesTouch(to: [.tap, .drag], overlap: .tap))
    #expect(ControlTouches.leavesTouch(to: [.tap, .editingText], overlap: .tap))
    #expect(!ControlTouches.leavesTouch(to: .none, overlap: .tap))
  }

  @Test func aDragLeavesOnlyThumbsKnobsAndTextBeingEdited() {
    // A pan starting on a button begins, as UIKit's own pans do.
    #expect(!ControlTouches.leavesTouch(to: .tap, overlap: .drag))
    #expect(ControlTouches.leavesTouch(to: [.tap, .drag], overlap: .drag))
    #expect(ControlTouches.leavesTouch(to: [.tap, .editingText], overlap: .drag))
    #expect(!ControlTouches.leavesTouch(to: .none, overlap: .drag))
  }

  @Test func otherGesturesTakeTheirTouches() {
    #expect(!ControlTouches.leavesTouch(to: [.tap, .drag, .editingText], overlap: .none))
  }

  @Test func eachRecognizerOverlapsAsItsFingersAndTapsSay() {
    // One tap with one finger is a tap; two taps or two fingers overlap nothing.
    #expect(ControlOverlap(TapRecognizer(name: "t")) == .tap)
    #expect(ControlOverlap(TapRecognizer(name: "t", configuration: .init(numberOfTaps: 2))) == .none)
    #expect(
      ControlOverlap(TapRecognizer(name: "t", configuration: .init(numberOfTouches: 2))) == .none)
    // A pan whose minimum is one finger is a drag; a minimum of two is not.
    #expect(ControlOverlap(PanRecognizer(name: "p")) == .drag)
    #expect(
      ControlOverlap(PanRecognizer(name: "p", configuration: .init(minimumNumberOfTouches: 2)))
        == .none)
    #expect(ControlOverlap(SwipeRecognizer(name: "s")) == .drag)
    #expect(ControlOverlap(LongPressRecognizer(name: "l")) == .drag)
    #expect(
      ControlOverlap(LongPressRecognizer(name: "l", configuration: .init(numberOfTouches: 2)))
        == .none)
    #expect(ControlOverlap(PinchRecognizer(name: "z")) == .none)
    #expect(ControlOverlap(RotationRecognizer(name: "r")) == .none)
  }
}
