import GestureCore
import GestureTesting
import Testing

/// Resizing: a pinch or a size step (a double tap, accessibility's larger and smaller)
/// springs the width to an allowed size, the aspect kept, the corner kept.
///
/// The window: 160 × 90 (aspect 9/16) in portrait at the bottom-right corner; the allowed
/// area is x 12...378, y 59...798, so the window keeps its bottom-right corner at (378, 798)
/// whatever its width. A range of 120...320 gives the steps 120, 220 (the middle) and 320;
/// all fit (the widest that fits is min(366, 739 · 16/9) = 366).
@Suite struct DraggableResizeTests {
  static func configuration(_ widths: DraggableStore.Resizing.Widths) -> DraggableStore.Configuration {
    var configuration = DraggableStore.Configuration.pictureInPicture
    configuration.resizing = .init(widths: widths)
    return configuration
  }

  static let range = configuration(.range(minimum: 120, maximum: 320))
  static let steps = configuration(.steps([320, 120, 220]))

  func window(_ configuration: DraggableStore.Configuration = range) -> Simulation<DraggableStore> {
    Simulation(
      frame: Rect(x: 300, y: 800, width: 160, height: 90), bounds: Phone.portrait,
      safeArea: Phone.portraitSafeArea, configuration: configuration)
  }

  /// The frame at the bottom-right corner with `width`, height `width · 9/16`.
  func corner(_ width: Double) -> Rect {
    let height = width * 90 / 160
    return Rect(x: 378 - width, y: 798 - height, width: width, height: height)
  }

  func expectNear(_ frame: Rect, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
    let off = max(
      (frame.minX - expected.minX).magnitude, (frame.minY - expected.minY).magnitude,
      (frame.width - expected.width).magnitude, (frame.height - expected.height).magnitude)
    #expect(off < 1e-9, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
  }

  // MARK: - Steps

  @Test func theStepsOfARangeAreItsEndsAndMiddle() {
    #expect(window().store.sizeSteps == [120, 220, 320])
    #expect(window(Self.steps).store.sizeSteps == [120, 220, 320])
    // Capped to fit: in a 200 pt wide container the allowed width is 176.
    var small = window()
    small.send(.resize(bounds: Rect(x: 0, y: 0, width: 200, height: 844), safeArea: .zero))
    #expect(small.store.sizeSteps == [120, 176])
    small = window(.floatingButton)
    #expect(small.store.sizeSteps == [])
  }

  @Test func aContainerNarrowerThanTheWidthShrinksItToTheLargestThatFits() {
    // At 320 wide; a container of 343.5 allows 319.5 (within half a point: kept), one of
    // 343.4 allows 319.4 (more than half a point narrower: it springs there at its corner,
    // began then ended).
    let window = window()
    window.send(.stepSize(.larger, time: window.time))
    window.settle()
    window.send(.stepSize(.larger, time: window.time))
    window.settle()
    #expect(window.store.size.width == 320)
    window.send(.resize(bounds: Rect(x: 0, y: 0, width: 343.5, height: 844), safeArea: .zero))
    window.settle()
    #expect(window.store.size.width == 320)
    let seen = window.effects.count
    window.send(
      .resize(bounds: Rect(x: 0, y: 0, width: 343.4, height: 844), safeArea: .zero, animated: true))
    #expect(window.store.phase == .resizing)
    window.settle()
    #expect((window.store.size.width - 319.4).magnitude < 1e-9)
    #expect(window.store.anchor == .bottomRight)
    #expect((window.store.frame.maxX - 331.4).magnitude < 1e-9)
    #expect(window.effects.count == seen + 2)  // began, then ended once it rests
    // Resizing that goes to a width that no longer fits goes to the one that does.
    window.send(.stepSize(.smaller, time: window.time))
    window.wait(0.05)
    window.send(.resize(bounds: Rect(x: 0, y: 0, width: 200, height: 844), safeArea: .zero))
    window.settle()
    #expect(window.store.size.width == 176)
    #expect(window.problems == [])
  }

  @Test func aViewMovingWhenTheAreaShrinksFitsOnceItRests() {
    // At 320 wide, sent to the top-left corner; the container narrows to 200 (room for
    // 200 − 24 = 176) while it moves: once there it springs to 176, inside the area.
    let window = window()
    window.send(.stepSize(.larger, time: window.time))
    window.settle()
    window.send(.stepSize(.larger, time: window.time))
    window.settle()
    #expect(window.store.size.width == 320)
    window.send(.move(to: .topLeft, time: window.time))
    window.wait(0.05)
    window.send(.resize(bounds: Rect(x: 0, y: 0, width: 200, height: 844), safeArea: .zero))
    window.settle()
    #expect(window.store.size.width == 176)
    #expect(window.store.frame.minX >= 12 && window.store.frame.maxX <= 188)
    #expect(window.problems == [])
  }

  @Test func anAreaWithNoRoomLeavesTheSizeAlone() {
    // A container 24 pt wide less two 12 pt margins leaves 0 pt: the view keeps its 160 pt
    // rather than shrink to nothing; 25 pt leaves 1 pt, a width it springs to.
    let window = window()
    window.send(.resize(bounds: Rect(x: 0, y: 0, width: 24, height: 844), safeArea: .zero))
    window.settle()
    #expect(window.store.size.width == 160)
    window.send(.stepSize(.smaller, time: window.time))
    window.settle()
    #expect(window.store.size.width == 160)
    window.send(.resize(bounds: Rect(x: 0, y: 0, width: 25, height: 844), safeArea: .zero))
    window.settle()
    #expect((window.store.size.width - 1).magnitude < 1e-9)
    window.send(.resize(bounds: Rect(x: 0, y: 0, width: 390, height: 844), safeArea: .zero))
    window.settle()
    window.send(.stepSize(.larger, time: window.time))
    window.settle()
    #expect(window.store.size.width > 1)
    #expect(window.problems == [])
  }

  @Test func aDoubleTapCyclesSmallMediumLargeAtTheCorner() {
    // 160 → 220 (the first step more than half a point larger) → 320 → 120 (after the
    // largest, the smallest) → 220; the bottom-right corner stays at (378, 798) throughout.
    let window = window()
    for width in [220.0, 320, 120, 220] {
      let seen = window.effects.count
      window.send(.stepSize(.cycle, time: window.time))
      #expect(window.store.phase == .resizing)
      while window.store.needsFrames {
        window.wait(1.0 / 60)
        #expect((window.store.frame.maxX - 378).magnitude < 1e-9)
        #expect((window.store.frame.maxY - 798).magnitude < 1e-9)
      }
      expectNear(window.store.frame, corner(width))
      #expect(window.effects.count == seen + 2)  // began, then ended once it rests
      if case .ended(let frame, .bottomRight)? = window.effects.last {
        expectNear(frame, corner(width))
      } else {
        Issue.record("no ended at \(width): \(window.effects[seen...])")
      }
    }
    #expect(window.problems == [])
    #expect(window.app.largestOverhang == 0)
  }

  @Test func largerAndSmallerStopAtTheEnds() {
    let window = window()
    window.send(.stepSize(.smaller, time: window.time))  // 160 → 120
    window.settle()
    expectNear(window.store.frame, corner(120))
    let seen = window.effects.count
    window.send(.stepSize(.smaller, time: window.time))  // none smaller: nothing happens
    #expect(window.store.phase == .resting)
    #expect(window.effects.count == seen)
    window.send(.stepSize(.larger, time: window.time))  // 120 → 220
    window.settle()
    window.send(.stepSize(.larger, time: window.time))  // 220 → 320
    window.settle()
    window.send(.stepSize(.larger, time: window.time))  // none larger
    #expect(window.store.phase == .resting)
    expectNear(window.store.frame, corner(320))
    #expect(window.problems == [])
  }

  @Test func stepsDuringAResizeCountFromWhereItGoes() {
    // Two cycles in a row before the first settles: 160 → 220 → 320.
    let window = window()
    window.send(.stepSize(.cycle, time: window.time))
    window.wait(0.05)
    window.send(.stepSize(.cycle, time: window.time))
    window.settle()
    expectNear(window.store.frame, corner(320))
    #expect(window.problems == [])
  }

  @Test func aDoubleTapWithoutDoubleTapsStillAllowsTheAccessibilitySteps() {
    var configuration = Self.range
    configuration.resizing?.doubleTaps = false
    let window = window(configuration)
    window.send(.stepSize(.cycle, time: window.time))
    #expect(window.store.phase == .resting)
    window.send(.stepSize(.larger, time: window.time))
    window.settle()
    expectNear(window.store.frame, corner(220))
  }

  // MARK: - The double tap's interval, through the recognizers

  /// Taps the window's middle twice, `interval` seconds from the first lift to the second
  /// touch.
  func doubleTap(interval: Double) -> FloatingRig {
    let host = floatingRig(DraggableStore.pictureInPicture(configuration: Self.range))
    host.fingers.tap(1, at: Point(x: 298, y: 753), duration: 0.05)
    host.fingers.wait(interval)
    host.fingers.tap(1, at: Point(x: 298, y: 753), duration: 0.05)
    return host
  }

  @Test func aSecondTapJustInsideTheIntervalResizes() {
    // 0.29 s < the tap's 0.3 s interval: recognized, a step to 220.
    let host = doubleTap(interval: 0.29)
    #expect(host.take() == [.began(frame: Rect(x: 218, y: 708, width: 160, height: 90))])
    host.settle()
    expectNear(host.store.frame, corner(220))
  }

  @Test func aSecondTapJustPastTheIntervalDoesNothing() {
    // 0.31 s > 0.3 s: two single taps, no step.
    let host = doubleTap(interval: 0.31)
    host.fingers.wait(0.5)
    #expect(host.take() == [])
    #expect(host.store.frame == Rect(x: 218, y: 708, width: 160, height: 90))
  }

  // MARK: - Pinching

  /// Pinches from 160 pt to `width` (scale `width / 160`) and releases at rest.
  func pinch(_ window: Simulation<DraggableStore>, to width: Double) {
    window.send(.pinch(.began(scale: 1), time: window.time))
    window.wait(0.1)
    window.send(.pinch(.changed(scale: width / 160), time: window.time))
    window.send(.pinch(.ended(scale: width / 160, velocity: 0), time: window.time))
  }

  @Test func aPinchSettlesOnTheNearestStep() {
    // Between 120 and 220 the midpoint is 170; between 220 and 320, 270: one point either
    // side goes to either step.
    for (released, settled) in [(169.0, 120.0), (171, 220), (269, 220), (271, 320)] {
      let window = window(Self.steps)
      pinch(window, to: released)
      #expect(window.store.phase == .resizing)
      window.settle()
      expectNear(window.store.frame, corner(settled))
      #expect(window.problems == [], "\(released)")
    }
  }

  @Test func aPinchInARangeKeepsItsWidthWithinTheEnds() {
    for (released, settled) in [(250.0, 250.0), (100, 120), (400, 320)] {
      let window = window()
      pinch(window, to: released)
      window.settle()
      expectNear(window.store.frame, corner(settled))
      #expect(window.problems == [], "\(released)")
    }
  }

  @Test func underThePinchTheWidthFollowsAtTheCornerAndIsBandedPastTheEnds() {
    let window = window()
    window.send(.pinch(.began(scale: 1.1), time: window.time))
    // The width the pinch began at is scale 1.1: no jump.
    expectNear(window.store.frame, corner(160))
    window.send(.pinch(.changed(scale: 1.65), time: window.time))
    expectNear(window.store.frame, corner(240))  // 160 / 1.1 · 1.65
    // Scale 10: 1454.5 pt asked, banded past 320 towards 390 (the container's width, the
    // widest that fits its safe area), never reached: the window stays in the container.
    window.send(.pinch(.changed(scale: 10), time: window.time))
    #expect(window.store.size.width > 320 && window.store.size.width < 390)
    window.send(.pinch(.ended(scale: 10, velocity: 0), time: window.time))
    window.settle()
    expectNear(window.store.frame, corner(320))
    #expect(window.app.largestOverhang == 0)
    #expect(window.problems == [])
  }

  @Test func aCancelledPinchGoesBackToItsWidth() {
    let window = window()
    window.send(.pinch(.began(scale: 1), time: window.time))
    window.send(.pinch(.changed(scale: 1.5), time: window.time))
    window.send(.pinch(.cancelled, time: window.time))
    window.settle()
    expectNear(window.store.frame, corner(160))
    #expect(window.problems == [])
  }

  @Test func twoFingersPinchTheWindowThroughTheRecognizers() {
    // Fingers 100 pt apart on the window, spread 11 pt (the pinch begins at scale 1.11),
    // then to 200 pt apart: scale 2, width 160 / 1.11 · 2 = 288.3, nearest step 320.
    let host = floatingRig(DraggableStore.pictureInPicture(configuration: Self.steps))
    host.fingers.pinch(Point(x: 240, y: 750), Point(x: 340, y: 750))
    #expect(host.store.phase == .pinching)
    host.fingers.wait(1.0 / 60)
    host.fingers.move(2, to: Point(x: 440, y: 750))
    #expect((host.store.size.width - 160 / 1.11 * 2).magnitude < 1e-6)
    host.fingers.wait(0.1)
    host.fingers.up(2)
    host.fingers.up(1)
    host.settle()
    expectNear(host.store.frame, corner(320))
    #expect(host.store.isAtRest)
  }

  // MARK: - Where resizing does not apply

  @Test func aStashedOrMovingWindowIsNotResized() {
    var configuration = Self.range
    configuration.stashing.sides = .both
    let window = window(configuration)
    window.send(.move(to: .stashedRight(centerY: 700), time: window.time))
    window.send(.stepSize(.cycle, time: window.time))  // Settling: ignored.
    window.send(.pinch(.began(scale: 1), time: window.time))
    #expect(window.store.phase == .settling)
    window.send(.pinch(.ended(scale: 2, velocity: 0), time: window.time))
    window.settle()
    window.send(.stepSize(.cycle, time: window.time))  // Stashed: ignored.
    window.send(.pinch(.began(scale: 1), time: window.time))
    #expect(window.store.phase == .resting)
    #expect(window.store.size == Size(width: 160, height: 90))
  }

  @Test func aPanDuringAResizeDragsTheViewAtItsNewSize() {
    let window = window()
    window.send(.stepSize(.cycle, time: window.time))
    window.wait(0.05)
    window.drag(by: Vector(dx: -100, dy: -300), duration: 0.2, releaseVelocity: .zero)
    #expect(window.store.size.width == 220)
    window.settle()
    #expect(window.store.isAtRest)
    #expect(window.problems == [])
  }

  // MARK: - Reduce Motion and bad input

  @Test func reduceMotionResizesCriticallyDampedFromRest() {
    var configuration = Self.range
    configuration.reducesMotion = true
    let window = window(configuration)
    pinch(window, to: 250)
    guard case .resizing(let motion, _) = window.store.state else {
      Issue.record("not resizing: \(window.store.state)")
      return
    }
    #expect(motion.animation.spring == DraggableStore.Configuration.reducedMotionSpring)
    #expect(motion.animation.initialVelocity == 0)
  }

  @Test func badPinchesHaveTheirDocumentedOutcomes() {
    let window = window()
    // A began without a finite, positive scale begins nothing.
    for scale in [Double.nan, .infinity, 0, -1] {
      window.send(.pinch(.began(scale: scale), time: window.time))
      #expect(window.store.phase == .resting, "\(scale)")
    }
    // A NaN scale under way cancels: back to 160.
    window.send(.pinch(.began(scale: 1), time: window.time))
    window.send(.pinch(.changed(scale: 1.5), time: window.time))
    window.send(.pinch(.changed(scale: .nan), time: window.time))
    #expect(window.store.phase == .resizing)
    window.settle()
    expectNear(window.store.frame, corner(160))
    // An infinite release velocity cancels too; a negative scale is banded above 0.
    window.send(.pinch(.began(scale: 1), time: window.time))
    window.send(.pinch(.changed(scale: -3), time: window.time))
    #expect(window.store.size.width > 60 && window.store.size.width < 120)
    window.send(.pinch(.ended(scale: 1.5, velocity: .infinity), time: window.time))
    window.settle()
    expectNear(window.store.frame, corner(160))
    #expect(window.store.isAtRest)
  }

  @Test func unusableWidthsTurnResizingOff() {
    for widths in [
      DraggableStore.Resizing.Widths.steps([.nan, -5, .infinity]), .range(minimum: .nan, maximum: -1),
    ] {
      let window = window(Self.configuration(widths))
      #expect(window.store.sizeSteps == [])
      window.send(.stepSize(.cycle, time: window.time))
      window.send(.pinch(.began(scale: 1), time: window.time))
      #expect(window.store.phase == .resting)
    }
  }

  @Test func optionsDroppingTheCustomPointUnderAResizeGiveTheNearestAnchor() {
    // Resizing at a custom point (centre (100, 200)), the anchors become the sides: the
    // point is offered no more, and the view takes the side nearest to where it is drawn,
    // the left (100 < the midline), at its height; the resize ends there.
    var configuration = Self.range
    configuration.anchors = .points([Point(x: 100, y: 200)])
    let window = window(configuration)
    window.send(.stepSize(.cycle, time: window.time))
    configuration.anchors = .sides
    window.send(.configurationChanged(configuration))
    #expect(window.store.anchor == .left(centerY: 200))
    window.settle()
    #expect(window.store.isAtRest)
    #expect(window.store.size.width == 220)
    #expect(window.problems == [])
  }

  @Test func aStepSentWithAnEarlierTimeStartsNow() {
    // The store has seen 1 s; a step stamped 0.2 s starts at 1 s, the latest time.
    let window = window()
    window.send(.tick(time: 1))
    window.send(.stepSize(.cycle, time: 0.2))
    guard case .resizing(let motion, _) = window.store.state else {
      Issue.record("not resizing")
      return
    }
    #expect(motion.start == 1)
  }

  @Test func theContractFollowsThePinchsPhases() {
    var checker = ContractChecker<DraggableStore>()
    var store = DraggableStore.pictureInPicture(configuration: Self.range)
    var effects: [DraggableStore.Effect] = []
    func send(_ event: DraggableStore.Event) -> ContractViolation<DraggableStore>? {
      effects.removeAll()
      store.handle(event, into: &effects)
      return checker.observe(event, effects: effects, store: store)
    }
    #expect(send(.pinch(.changed(scale: 2), time: 0)) == .mistake(.pinchWithoutBegan))
    #expect(send(.pinch(.began(scale: 1), time: 0)) == nil)
    #expect(send(.pinch(.began(scale: 1), time: 0)) == .mistake(.pinchBeganTwice))
    #expect(send(.pinch(.changed(scale: .nan), time: 0)) == .mistake(.pinchNotFinite))
    #expect(send(.pinch(.began(scale: 1), time: 0)) == nil)
    #expect(send(.pinch(.ended(scale: 1.2, velocity: 0), time: 0)) == nil)
  }
}
