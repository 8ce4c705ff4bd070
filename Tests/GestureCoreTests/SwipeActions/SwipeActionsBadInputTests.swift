import GestureCore
import Testing

private let here = Point(x: 200, y: 30)

private func began(_ dx: Double) -> SwipeActions.Event { .drag(.began(dx: dx, at: here)) }

private func changed(_ dx: Double) -> SwipeActions.Event { .drag(.changed(dx: dx, at: here)) }

private func ended(_ dx: Double, velocity: Double = 0) -> SwipeActions.Event {
  .drag(.ended(dx: dx, velocity: velocity, at: here))
}

@Suite struct SwipeActionsBadInputTests {
  @Test func aNaNDragIsACancel() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(began(-12), into: &effects)
    row.handle(changed(-100), into: &effects)
    effects.removeAll()
    row.handle(changed(.nan), into: &effects)
    #expect(effects == [defaultSpring(from: -100, to: 0)])
    // The rest of that drag is not this interaction's any more.
    effects.removeAll()
    row.handle(changed(-50), into: &effects)
    row.handle(ended(-50, velocity: -300), into: &effects)
    #expect(effects == [])
  }

  @Test func anInfiniteReleaseVelocityIsACancel() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(began(-12), into: &effects)
    row.handle(changed(-120), into: &effects)
    effects.removeAll()
    row.handle(ended(-120, velocity: -.infinity), into: &effects)
    #expect(effects == [defaultSpring(from: -120, to: 0)])
  }

  @Test func aNaNBeganStartsNothing() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(began(.nan), into: &effects)
    row.handle(changed(-100), into: &effects)
    #expect(effects == [])
    #expect(row.state == .closed)
  }

  @Test func dragPhasesWithoutABeganAreIgnored() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(changed(-100), into: &effects)
    row.handle(ended(-100, velocity: -2000), into: &effects)
    row.handle(.drag(.cancelled), into: &effects)
    #expect(effects == [])
    #expect(row.state == .closed)
  }

  @Test func aSecondBeganContinuesFromWhereTheContentIs() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(began(-12), into: &effects)
    row.handle(changed(-60), into: &effects)
    row.handle(began(-15), into: &effects)  // a new drag, 15 pt along already
    effects.removeAll()
    row.handle(changed(-35), into: &effects)  // 20 pt further than at its began
    #expect(withoutFrames(effects) == [.contentOffset(-80)])
  }

  @Test func springEventsWithoutASpringAreIgnored() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(.animationFinished, into: &effects)
    row.handle(.animationInterrupted(elapsed: 0.2), into: &effects)
    row.handle(.open(.trailing, animated: false), into: &effects)
    effects.removeAll()
    row.handle(.animationFinished, into: &effects)
    row.handle(.animationInterrupted(elapsed: .nan), into: &effects)
    #expect(effects == [])
    #expect(row.state == .open(.trailing))
  }

  @Test func aNaNElapsedTimeIsTheSpringsStart() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(.open(.trailing, animated: true), into: &effects)
    effects.removeAll()
    row.handle(.animationInterrupted(elapsed: .nan), into: &effects)
    #expect(withoutFrames(effects) == [.contentOffset(0)])
    // Nothing grabbed it after all: any other event resumes the spring from there.
    effects.removeAll()
    row.handle(.drag(.cancelled), into: &effects)
    #expect(effects == [defaultSpring(from: 0, to: -156)])
  }

  @Test func aDragDuringASpringWithoutAnInterruptionStartsFromItsTarget() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(.open(.trailing, animated: true), into: &effects)
    effects.removeAll()
    row.handle(began(12), into: &effects)
    #expect(
      withoutFrames(effects) == [.contentOffset(-156), .didOpen(.trailing), .contentOffset(-144)])
  }

  @Test func badSizesAreIgnored() {
    var row = classicRow()
    var effects: [SwipeActions.Effect] = []
    row.handle(.resize(Size(width: .nan, height: 60)), into: &effects)
    row.handle(.resize(Size(width: 375, height: -1)), into: &effects)
    row.handle(.resize(Size(width: .infinity, height: 60)), into: &effects)
    #expect(effects == [])
    #expect(row.containerSize == Size(width: 375, height: 60))
    let odd = SwipeActions(
      trailing: deleteAndMore, containerSize: Size(width: .nan, height: .infinity))
    #expect(odd.containerSize == Size(width: 0, height: 0))
  }

  @Test func configurationOutOfRangeIsNormalised() {
    var configuration = SwipeActions.Configuration.classic
    configuration.openingFraction = .nan  // 0.5
    configuration.closingSpeed = -3  // 0: any motion back closes
    configuration.fullSwipeFraction = 7  // 1: the container's width
    configuration.fullSwipeEdgeDistance = .nan  // 30
    configuration.rubberBandCoefficient = .nan  // 0.55
    var row = classicRow(configuration: configuration)
    // min(1 · 375, 375 − 30) = 345.
    #expect(row.fullSwipeDistance(.trailing) == 345)
    var effects: [SwipeActions.Effect] = []
    row.handle(began(-12), into: &effects)
    effects.removeAll()
    row.handle(ended(-150, velocity: 1), into: &effects)
    #expect(
      withoutFrames(effects) == [.contentOffset(-150), defaultSpring(from: -150, to: 0, velocity: 1)])
  }

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func randomEventsNeverCrashNorEmitNaN(direction: ReadingDirection) {
    // A deterministic stream of every kind of event, with NaN and infinities mixed in.
    var seed: UInt64 = 0x5EED
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    let values: [Double] = [
      0, -12, 30, -80, -160, -240, 300, -500, .nan, .infinity, -.infinity, 1e300,
    ]
    func value() -> Double { values[Int(next() % UInt64(values.count))] }
    let leading: SwipeActions.ActionSet = [.init(id: "read")]
    var row = classicRow(leading: leading, direction: direction)
    var effects: [SwipeActions.Effect] = []
    for _ in 0..<5000 {
      let event: SwipeActions.Event
      switch next() % 12 {
      case 0: event = began(value())
      case 1, 2, 3: event = changed(value())
      case 4: event = ended(value(), velocity: value())
      case 5: event = .drag(.cancelled)
      case 6: event = .tapAction(next() % 2 == 0 ? .leading : .trailing, index: Int(next() % 3))
      case 7: event = .tapContent
      case 8:
        event =
          next() % 2 == 0
          ? .open(.trailing, animated: next() % 2 == 0) : .close(animated: next() % 2 == 0)
      case 9: event = .animationFinished
      case 10: event = .animationInterrupted(elapsed: value())
      default: event = .resize(Size(width: abs(value()), height: 60))
      }
      effects.removeAll(keepingCapacity: true)
      row.handle(event, into: &effects)
      #expect(!effects.contains(where: hasNaN), "\(event) → \(effects)")
      if let offset = row.offset { #expect(offset.isFinite) }
    }
  }
}
