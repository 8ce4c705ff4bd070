import GestureCore
import Testing

@Suite struct SwipeToCommitBadInputTests {
  @Test func aNaNDragIsACancel() {
    var row = CommitRow()
    row.send(.began(dx: 12))
    row.send(.changed(dx: 200))
    row.take()
    row.send(.changed(dx: .nan))
    #expect(row.row.cue == nil && row.take() == [])
    #expect(row.row.swipe.spring == SpringAnimation(from: 200, to: 0))
    row.send(.ended(dx: 200, velocity: 3000))
    #expect(row.take() == [])  // not this interaction's drag any more: no commit
  }

  @Test func dragPhasesWithoutABeganAndFramesWithoutASpringAreIgnored() {
    var row = CommitRow()
    row.send(.changed(dx: 200))
    row.send(.ended(dx: 200, velocity: 3000))
    row.send(.cancelled)
    row.send(.tick(time: 1))
    row.send(.began(dx: .infinity))
    #expect(row.take() == [])
    #expect(row.row.swipe.state == .idle && row.row.offset == 0)
  }

  @Test func badWidthsAndConfiguration() {
    #expect(SwipeToCommit(rowID: 1, rowWidth: .nan).rowWidth == 0)
    var row = CommitRow(width: .nan)
    row.send(.resize(width: -4))
    row.send(.resize(width: .infinity))
    #expect(row.take() == [] && row.row.swipe.rowWidth == 0)
    // A zero-width row follows nothing and arms nothing.
    row.send(.began(dx: 30))
    #expect(row.row.offset == 0)
    row.send(.ended(dx: 30, velocity: 5000))
    #expect(row.row.offset == 0 && row.row.swipe.state == .idle && row.take() == [])
    var configuration = SwipeToCommit.Configuration.default
    configuration.armingFraction = .nan  // 1/3
    #expect(
      SwipeToCommit(rowID: 1, rowWidth: 300, configuration: configuration).armingDistance == 100)
    configuration.armingFraction = 4  // 1: the full width
    #expect(
      SwipeToCommit(rowID: 1, rowWidth: 300, configuration: configuration).armingDistance == 300)
  }

  @Test func resizeDuringADragMayArm() {
    var row = CommitRow()
    row.send(.began(dx: 12))
    row.send(.changed(dx: 110))  // 110 < 125
    row.take()
    row.send(.resize(width: 300))  // 110 > 100
    #expect(row.row.offset == 110 && row.row.cue == .complete)
    #expect(row.take() == [.haptic(.impact(.light))])
    row.send(.changed(dx: 120))  // the finger keeps its grip: 10 pt more
    #expect(row.row.offset == 120 && row.take() == [])
  }

  @Test(arguments: [SwipeToCommit.Configuration.default, .completeOnly, .deleteOnly])
  func randomEventsNeverCrashNorDrawNaN(configuration: SwipeToCommit.Configuration) {
    var seed: UInt64 = 0xC1EA2
    func next() -> UInt64 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return seed >> 33
    }
    let values: [Double] = [0, 12, -30, 130, -130, 400, -700, .nan, .infinity, -.infinity, 1e300]
    func value() -> Double { values[Int(next() % UInt64(values.count))] }
    var row = CommitRow(configuration)
    var time = 0.0
    for _ in 0..<5000 {
      let event: ListStore.Event
      switch next() % 9 {
      case 0: event = .swipe(.began(dx: value()), time: time)
      case 1, 2: event = .swipe(.changed(dx: value()), time: time)
      case 3: event = .swipe(.ended(dx: value(), velocity: value()), time: time)
      case 4: event = .swipe(.cancelled, time: time)
      case 5:
        time += 0.05
        event = .tick(time: time)
      case 6: event = .touchDown(Point(x: 10, y: 30), time: time)
      case 7: event = .resize(width: abs(value()))
      default: event = .deleteAnswered(rowID: 3, removed: false)
      }
      row.send(event)
      row.effects.removeAll(keepingCapacity: true)
      let spring = row.row.swipe.spring
      #expect(
        row.row.offset.isFinite
          && [spring?.from, spring?.to, spring?.initialVelocity].allSatisfy { $0?.isFinite ?? true },
        "\(event) → \(row.row)")
    }
  }
}
