import GestureCore
import Testing

/// A back swipe during a push: iOS 26 lets it pop the screen being pushed (the user changed
/// their mind); before it, a pop during a transition freezes the navigation controller, so
/// none begins.
@Suite struct BackSwipeInterruptiblePushTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  let right = Vector(dx: 15, dy: 0)
  let edge = Point(x: 10, y: 600)

  func store(interruptible: Bool) -> BackSwipeStore {
    BackSwipeStore(
      context: .init(container: Self.screen, stackDepth: 2, isPushInterruptible: interruptible),
      configuration: .init(backSwipe: .fullScreen, animator: .frames))
  }

  /// A swipe 0.1 s into the store's own push (0.35 s, ease-out): with pushes interruptible the
  /// push is over where it was and the pop begins from there; without, nothing begins.
  @Test(arguments: [true, false])
  func aSwipeDuringThePushPopsOnlyWhereThePushIsInterruptible(interruptible: Bool) {
    var store = store(interruptible: interruptible)
    var effects: [BackSwipeStore.Effect] = []
    store.handle(.push(time: 0), into: &effects)
    store.handle(.tick(time: 0.1), into: &effects)
    #expect(store.phase == .pushing)
    let left = store.progress  // the new screen's offset, a fraction of the width
    #expect(left > 0 && left < 1)
    #expect(
      store.shouldBegin(.edge, start: edge, stroke: right) == interruptible)
    effects = []
    store.handle(.drag(.began(location: edge + right, translation: right), time: 0.1), into: &effects)
    guard interruptible else {
      #expect(effects == [])
      #expect(store.phase == .pushing)
      return
    }
    #expect(effects == [.pushed(depth: 3), .beginPop])
    #expect(store.phase == .tracking)
    // 15 pt of 390 on top of where the push had the screen.
    #expect(abs(store.progress - (left + 15.0 / 390)) < 1e-12)
    store.handle(
      .drag(.ended(location: edge + right, translation: right, velocity: Vector(dx: 1200, dy: 0)), time: 0.12),
      into: &effects)
    store.handle(.tick(time: 2), into: &effects)
    #expect(effects.last == .popped(depth: 2, bySwipe: true))
    #expect(store.stackDepth == 2)
    #expect(store.isAtRest)
  }

  /// A pop animation is never interrupted, whatever the context says.
  @Test func aSwipeDuringAPopNeverBegins() {
    var store = store(interruptible: true)
    var effects: [BackSwipeStore.Effect] = []
    store.handle(.pop(time: 0), into: &effects)
    store.handle(.tick(time: 0.1), into: &effects)
    #expect(store.phase == .popping)
    #expect(!store.shouldBegin(.edge, start: edge, stroke: right))
  }

  /// A host's own transition (UIKit's push): the platform's recognizers may interrupt a push
  /// when the context says so; GestureKit's own full-screen pan never does (its
  /// percent-driven pop cannot start over a running transition).
  @Test func onlyThePlatformsRecognizersInterruptAHostsPush() {
    let store = BackSwipeStore(
      context: .init(
        container: Self.screen, stackDepth: 3, isTransitioning: true, isPushInterruptible: true),
      configuration: .init(backSwipe: .fullScreen, animator: .percentDriven))
    let start = Point(x: 200, y: 600)
    #expect(store.shouldBegin(.edge, start: edge, stroke: right))
    #expect(store.shouldBegin(.content, start: start, stroke: right))
    #expect(!store.shouldBegin(.fullScreen, start: start, stroke: right))
    var before26 = store.context
    before26.isPushInterruptible = false
    let old = BackSwipeStore(context: before26, configuration: store.configuration)
    #expect(!old.shouldBegin(.edge, start: edge, stroke: right))
    #expect(!old.shouldBegin(.content, start: start, stroke: right))
  }

  /// During a push, the edge pop begins only when its own delegate agrees (a pop the
  /// navigation controller does not accept would freeze it), and nothing waits for GestureKit's
  /// own full-screen pan, which never interrupts one.
  @Test func duringAPushTheEdgePopAsksTheSystemAndNothingWaitsForTheFullScreenPan() {
    let store = BackSwipeStore(
      context: .init(
        container: Self.screen, stackDepth: 3, isTransitioning: true, isPushInterruptible: true),
      configuration: .init(backSwipe: .fullScreen, animator: .percentDriven))
    #expect(!store.shouldBegin(.edge, start: edge, stroke: right, systemAllows: false))
    #expect(store.shouldBegin(.edge, start: edge, stroke: right, systemAllows: true))
    let start = Point(x: 200, y: 600)
    #expect(store.relation(of: .fullScreen, toContentClaiming: .drags, landingAt: edge) == .independent)
    #expect(store.relation(of: .content, toContentClaiming: .drags, landingAt: edge) == .backFirst)
    #expect(store.relation(of: .content, toContentClaiming: .drags, landingAt: start) == .contentFirst)
    // Outside a transition the edge pop never asks (a custom back button's refusal is what a
    // back swipe that always works overrules).
    let settled = BackSwipeStore(
      context: .init(container: Self.screen, stackDepth: 3),
      configuration: store.configuration)
    #expect(settled.shouldBegin(.edge, start: edge, stroke: right, systemAllows: false))
  }
}

/// The rest of a swipe on the store's own frames follows the completion's curve, UIKit's
/// ease-out, from the release to the edge.
@Suite struct BackSwipeFramesRestTests {
  @Test func theRestEasesOutFromTheRelease() {
    var store = BackSwipeStore(
      context: .init(container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2),
      configuration: .init(backSwipe: .fullScreen, animator: .frames))
    var effects: [BackSwipeStore.Effect] = []
    let start = Point(x: 10, y: 600)
    let moved = Vector(dx: 195, dy: 0)
    store.handle(.drag(.began(location: start + Vector(dx: 15, dy: 0), translation: Vector(dx: 15, dy: 0)), time: 0), into: &effects)
    store.handle(.drag(.changed(location: start + moved, translation: moved), time: 0.2), into: &effects)
    // Released at 195 of 390 pt (0.5 ≤ the threshold) at 1200 pt/s: the flick finishes. The
    // ease-out would start at 1200 pt/s over (1 / 0.58) × 195 / 1200 ≈ 0.280 s, longer than
    // the normal 0.5 × 0.35 = 0.175 s: 0.175 s.
    store.handle(
      .drag(.ended(location: start + moved, translation: moved, velocity: Vector(dx: 1200, dy: 0)), time: 0.2),
      into: &effects)
    #expect(store.phase == .finishing)
    // Halfway through the time, UIKit's ease-out is past halfway: 0.5 + 0.5 × value(0.5).
    store.handle(.tick(time: 0.2 + 0.0875), into: &effects)
    let expected = 0.5 + 0.5 * TimingCurve.easeOut.value(at: 0.5)
    #expect((store.progress - expected).magnitude < 1e-9)
    #expect(store.progress > 0.75)
    store.handle(.tick(time: 0.2 + 0.175), into: &effects)
    #expect(effects.last == .popped(depth: 1, bySwipe: true))
    #expect(store.isAtRest)
  }
}
