import GestureCore
import Testing

private func began(_ dx: Double) -> SwipeToCommit.Event {
  .drag(.began(dx: dx))
}

private func changed(_ dx: Double) -> SwipeToCommit.Event {
  .drag(.changed(dx: dx))
}

private func ended(_ dx: Double, velocity: Double = 0) -> SwipeToCommit.Event {
  .drag(
    .ended(dx: dx, velocity: velocity))
}

private func hasNaN(_ effect: SwipeToCommit.Effect) -> Bool {
  switch effect {
  case .contentOffset(let x): x.isNaN
  case .animate(let a): a.from.isNaN || a.to.isNaN || a.initialVelocity.isNaN
  case .cue, .haptic, .commit: false
  }
}

@Suite struct SwipeToCommitBadInputTests {
  @Test func aNaNDragIsACancel() {
    var row = SwipeToCommit(rowID: 1, rowWidth: 375)
    var effects: [SwipeToCommit.Effect] = []
    row.handle(began(12), into: &effects)
    row.handle(changed(200), into: &effects)
    effects.removeAll()
    row.handle(changed(.nan), into: &effects)
    #expect(effects == [.cue(.complete, armed: false), defaultSpring(from: 200, to: 0)])
    effects.removeAll()
    row.handle(ended(200, velocity: 3000), into: &effects)
    #expect(effects == [])  // not this interaction's drag any more: no commit
  }

  @Test func dragPhasesWithoutABeganAndSpringEventsWithoutASpringAreIgnored() {
    var row = SwipeToCommit(rowID: 1, rowWidth: 375)
    var effects: [SwipeToCommit.Effect] = []
    row.handle(changed(200), into: &effects)
    row.handle(ended(200, velocity: 3000), into: &effects)
    row.handle(.drag(.cancelled), into: &effects)
    row.handle(.animationFinished, into: &effects)
    row.handle(.animationInterrupted(elapsed: 1), into: &effects)
    row.handle(began(.infinity), into: &effects)
    #expect(effects == [])
    #expect(row.state == .idle)
  }

  @Test func badWidthsAndConfiguration() {
    var row = SwipeToCommit(rowID: 1, rowWidth: .nan)
    #expect(row.rowWidth == 0)
    var effects: [SwipeToCommit.Effect] = []
    row.handle(.resize(width: -4), into: &effects)
    row.handle(.resize(width: .infinity), into: &effects)
    #expect(effects == [] && row.rowWidth == 0)
    // A zero-width row follows nothing and arms nothing.
    row.handle(began(30), into: &effects)
    row.handle(ended(30, velocity: 5000), into: &effects)
    #expect(effects == [.contentOffset(0), .contentOffset(0)])
    var configuration = SwipeToCommit.Configuration.default
    configuration.armingFraction = .nan  // 1/3
    #expect(
      SwipeToCommit(rowID: 1, rowWidth: 300, configuration: configuration).armingDistance == 100)
    configuration.armingFraction = 4  // 1: the full width
    #expect(
      SwipeToCommit(rowID: 1, rowWidth: 300, configuration: configuration).armingDistance == 300)
  }

  @Test func resizeDuringADragMayArm() {
    var row = SwipeToCommit(rowID: 1, rowWidth: 375)
    var effects: [SwipeToCommit.Effect] = []
    row.handle(began(12), into: &effects)
    row.handle(changed(110), into: &effects)  // 110 < 125
    effects.removeAll()
    row.handle(.resize(width: 300), into: &effects)  // 110 > 100
    #expect(
      effects == [.contentOffset(110), .cue(.complete, armed: true), .haptic(.impact(.light))])
    effects.removeAll()
    row.handle(changed(120), into: &effects)  // the finger keeps its grip: 10 pt more
    #expect(effects == [.contentOffset(120)])
  }

  @Test(arguments: [SwipeToCommit.Configuration.default, .completeOnly, .deleteOnly])
  func randomEventsNeverCrashNorEmitNaN(configuration: SwipeToCommit.Configuration) {
    var seed: UInt64 = 0xC1EA2
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    let values: [Double] = [0, 12, -30, 130, -130, 400, -700, .nan, .infinity, -.infinity, 1e300]
    func value() -> Double { values[Int(next() % UInt64(values.count))] }
    var row = SwipeToCommit(rowID: 1, rowWidth: 375, configuration: configuration)
    var effects: [SwipeToCommit.Effect] = []
    for _ in 0..<5000 {
      let event: SwipeToCommit.Event
      switch next() % 9 {
      case 0: event = began(value())
      case 1, 2: event = changed(value())
      case 3: event = ended(value(), velocity: value())
      case 4: event = .drag(.cancelled)
      case 5: event = .animationFinished
      case 6: event = .animationInterrupted(elapsed: value())
      case 7: event = .resize(width: abs(value()))
      default: event = .reset
      }
      effects.removeAll(keepingCapacity: true)
      row.handle(event, into: &effects)
      #expect(!effects.contains(where: hasNaN), "\(event) → \(effects)")
    }
  }
}
