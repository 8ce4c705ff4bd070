import GestureCore
@_spi(Tooling) import GestureTesting
import Testing

/// Liveness of the back-swipe store under a host that keeps the contract but does everything
/// at the worst moment: swipes begun, moved, released at any speed or cancelled; pushes and
/// back-button pops during a swipe or its rest; the navigation's context changing mid-swipe
/// (a transition starting, the stack's depth, the opt-out, the direction, the width); a host
/// that fails to start its pops; completions reported late; the animator switched. Once the
/// finger lifts and the frames run out (or the transition is reported complete), nothing may
/// be left half-way, the progress never leaves `0...1`, and no event may break the contract.
@Suite struct BackSwipeStoreLivenessTests {
  @Test(arguments: [BackSwipeStore.Animator.frames, .percentDriven], 0..<150)
  func nothingIsLeftHalfWay(animator: BackSwipeStore.Animator, seed: Int) {
    var random = FuzzGenerator(seed: UInt64(seed) &* 0x4241_434B + (animator == .frames ? 0 : 1))
    func real(_ low: Double, _ high: Double) -> Double {
      low + (high - low) * Double(random.next(upTo: 1001)) / 1000
    }
    let rightToLeft = random.next(upTo: 4) == 0
    let navigation = Simulation<BackSwipeStore>(
      stackDepth: 1 + random.next(upTo: 4), layoutDirection: rightToLeft ? .rightToLeft : .leftToRight,
      backSwipe: random.next(upTo: 2) == 0 ? .edge : .fullScreen, animator: animator)
    var dragging: (start: Point, translation: Vector)?

    for _ in 0..<100 {
      switch random.next(upTo: 14) {
      case 0, 1:
        // A finger begins a swipe, from the edge or anywhere, if the store lets it.
        guard dragging == nil else { break }
        let start = Point(x: random.next(upTo: 2) == 0 ? real(0, 20) : real(0, 390), y: real(50, 800))
        let translation = Vector(dx: real(-20, 40), dy: real(-10, 10))
        let recognizer: BackSwipeStore.Recognizer =
          navigation.store.configuration.isFullScreen ? .fullScreen : .edge
        guard navigation.store.shouldBegin(recognizer, start: start, stroke: translation) else { break }
        dragging = (start, translation)
        navigation.drag(.began(location: start + translation, translation: translation))
      case 2, 3:
        guard let (start, _) = dragging else { break }
        let translation = Vector(dx: real(-100, 450), dy: real(-50, 50))
        dragging = (start, translation)
        navigation.wait(real(0, 0.05))
        navigation.drag(.changed(location: start + translation, translation: translation))
      case 4:
        guard let (start, translation) = dragging else { break }
        dragging = nil
        navigation.drag(
          .ended(
            location: start + translation, translation: translation,
            velocity: Vector(dx: real(-3000, 3000), dy: real(-500, 500))))
      case 5:
        guard dragging != nil else { break }
        dragging = nil
        navigation.drag(.cancelled)
      case 6:
        // A whole swipe; the finger may stay down.
        guard dragging == nil else { break }
        let start = Point(x: real(0, 20), y: real(50, 800))
        let translation = Vector(dx: real(0, 400) * (rightToLeft ? -1 : 1), dy: real(-20, 20))
        let lifts = random.next(upTo: 3) != 0
        navigation.swipe(
          from: start, by: translation, duration: real(0.05, 0.5),
          releaseVelocity: Vector(dx: real(-2000, 2000), dy: 0), lifts: lifts)
        if !lifts { dragging = (start, translation) }
      case 7:
        navigation.send(random.next(upTo: 2) == 0 ? .push(time: navigation.time) : .pop(time: navigation.time))
      case 8:
        var context = navigation.store.context
        switch random.next(upTo: 5) {
        case 0: context.isTransitioning.toggle()
        case 1: context.stackDepth = random.next(upTo: 5)
        case 2: context.isOptedOut.toggle()
        case 3: context.layoutDirection = random.next(upTo: 2) == 0 ? .leftToRight : .rightToLeft
        default: context.container = Rect(x: 0, y: 0, width: real(200, 1000), height: 844)
        }
        navigation.send(.contextChanged(context))
      case 9:
        navigation.app.failsToStartPops = random.next(upTo: 4) == 0
      case 10:
        navigation.app.completionDelay = real(0, 0.9)
      case 11:
        let next: BackSwipeStore.Animator = random.next(upTo: 2) == 0 ? .frames : .percentDriven
        navigation.driver.withStore { $0.configuration.animator = next }
      default:
        navigation.wait(real(0, 0.6))
      }
    }
    if let (start, translation) = dragging {
      navigation.drag(.ended(location: start + translation, translation: translation, velocity: .zero))
    }
    navigation.settle()
    #expect(navigation.problems == [], "seed \(seed)")
    #expect(navigation.store.isAtRest, "seed \(seed)")
  }
}
