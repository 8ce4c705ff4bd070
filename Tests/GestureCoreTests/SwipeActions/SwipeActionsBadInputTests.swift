import GestureCore
import Testing

private let here = Point(x: 200, y: 30)

private func began(_ dx: Double) -> SwipeActionsStore.Event {
  .drag(rowID: 0, .began(dx: dx, at: here), time: 0)
}

private func changed(_ dx: Double) -> SwipeActionsStore.Event {
  .drag(rowID: 0, .changed(dx: dx, at: here), time: 0)
}

private func ended(_ dx: Double, velocity: Double = 0) -> SwipeActionsStore.Event {
  .drag(rowID: 0, .ended(dx: dx, velocity: velocity, at: here), time: 0)
}

/// Whether a row draws a NaN anywhere.
private func hasNaN(_ row: SwipeActionsRow) -> Bool {
  let frames = row.leadingFrames + row.trailingFrames
  return row.offset.isNaN || row.expansion.isNaN
    || frames.contains { $0.minX.isNaN || $0.minY.isNaN || $0.width.isNaN || $0.height.isNaN }
    || (row.spring.map { $0.from.isNaN || $0.to.isNaN || $0.initialVelocity.isNaN } ?? false)
}

@Suite struct SwipeActionsBadInputTests {
  @Test func aNaNDragIsACancel() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.effects(of: [began(-12), changed(-100)])
    #expect(store.effects(of: [changed(.nan)]) == [])
    #expect(store.row.spring == spring(from: -100, to: 0))
    // The rest of that drag is not this interaction's any more.
    #expect(store.effects(of: [changed(-50), ended(-50, velocity: -300)]) == [])
    #expect(store.row.spring == spring(from: -100, to: 0))
  }

  @Test func anInfiniteReleaseVelocityIsACancel() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.effects(of: [began(-12), changed(-120)])
    #expect(store.effects(of: [ended(-120, velocity: -.infinity)]) == [])
    #expect(store.row.spring == spring(from: -120, to: 0))
  }

  @Test func aNaNBeganStartsNothing() {
    var store = SwipeActionsStore(row: classicRow())
    #expect(store.effects(of: [began(.nan), changed(-100)]) == [])
    #expect(store.row.state == .closed)
  }

  @Test func dragPhasesWithoutABeganAreIgnored() {
    var store = SwipeActionsStore(row: classicRow())
    let cancelled = SwipeActionsStore.Event.drag(rowID: 0, .cancelled, time: 0)
    #expect(store.effects(of: [changed(-100), ended(-100, velocity: -2000), cancelled]) == [])
    #expect(store.row.state == .closed)
  }

  @Test func aSecondBeganContinuesFromWhereTheContentIs() {
    var store = SwipeActionsStore(row: classicRow())
    // A new drag, 15 pt along already; then 20 pt further than at its began.
    _ = store.effects(of: [began(-12), changed(-60), began(-15), changed(-35)])
    #expect(store.row.offset == -80)
  }

  @Test func framesWithoutASpringChangeNothing() {
    var store = SwipeActionsStore(row: classicRow())
    #expect(store.effects(of: [.tick(time: 1), .tick(time: 2)]) == [])
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 2))
    #expect(store.effects(of: [.tick(time: 3), .tick(time: .nan)]) == [])
    #expect(store.row.state == .open(.trailing))
    #expect(store.row.offset == -156)
  }

  @Test func aNaNTimeIsTheLatestTime() {
    var store = SwipeActionsStore(row: classicRow())
    _ = store.take(after: .open(rowID: 0, .trailing, animated: true, time: 1))
    // A finger lands at a NaN time: the store reads it as 1 s, the spring's start.
    _ = store.take(after: .touchDown(rowID: 0, time: .nan))
    #expect(store.row.offset == 0)
    // Nothing grabbed it after all: the spring goes on from there.
    _ = store.take(after: .touchUp(time: .nan))
    #expect(store.row.spring == spring(from: 0, to: -156))
  }

  @Test func badSizesAreIgnored() {
    var store = SwipeActionsStore(row: classicRow())
    let sizes = [
      Size(width: .nan, height: 60), Size(width: 375, height: -1),
      Size(width: .infinity, height: 60),
    ]
    #expect(store.effects(of: sizes.map { .resize(rowID: 0, $0) }) == [])
    #expect(store.row.containerSize == Size(width: 375, height: 60))
    let odd = SwipeActionsRow(
      trailing: deleteAndMore, containerSize: Size(width: .nan, height: .infinity))
    #expect(odd.containerSize == Size(width: 0, height: 0))
  }

  @Test func configurationOutOfRangeIsNormalised() {
    var configuration = SwipeActionsRow.Configuration.classic
    configuration.openingFraction = .nan  // 0.5
    configuration.closingSpeed = -3  // 0: any motion back closes
    configuration.fullSwipeFraction = 7  // 1: the container's width
    configuration.fullSwipeEdgeDistance = .nan  // 30
    configuration.rubberBandCoefficient = .nan  // 0.55
    var store = SwipeActionsStore(row: classicRow(configuration: configuration))
    // min(1 · 375, 375 − 30) = 345.
    #expect(store.row.fullSwipeDistance(.trailing) == 345)
    _ = store.effects(of: [began(-12)])
    #expect(store.effects(of: [ended(-150, velocity: 1)]) == [])
    #expect(store.row.spring == spring(from: -150, to: 0, velocity: 1))
  }

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func randomEventsNeverCrashNorDrawNaN(direction: ReadingDirection) {
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
    let leading: SwipeActionsRow.ActionSet = [.init(id: "read")]
    var store = SwipeActionsStore(row: classicRow(leading: leading, direction: direction))
    var time = 0.0
    var effects: [SwipeActionsStore.Effect] = []
    for _ in 0..<5000 {
      let event: SwipeActionsStore.Event
      switch next() % 12 {
      case 0: event = began(value())
      case 1, 2, 3: event = changed(value())
      case 4: event = ended(value(), velocity: value())
      case 5: event = .drag(rowID: 0, .cancelled, time: time)
      case 6:
        event = .tapAction(
          rowID: 0, next() % 2 == 0 ? .leading : .trailing, index: Int(next() % 3), time: time)
      case 7: event = .tap(rowID: 0, at: Point(x: abs(value()), y: 30), time: time)
      case 8:
        event =
          next() % 2 == 0
          ? .open(rowID: 0, .trailing, animated: next() % 2 == 0, time: time)
          : .close(rowID: 0, animated: next() % 2 == 0, time: time)
      case 9:
        time += 1.0 / 60
        event = .tick(time: time)
      case 10: event = next() % 2 == 0 ? .touchDown(rowID: 0, time: value()) : .touchUp(time: time)
      default: event = .resize(rowID: 0, Size(width: abs(value()), height: 60))
      }
      effects.removeAll(keepingCapacity: true)
      store.handle(event, into: &effects)
      #expect(!hasNaN(store.row), "\(event) → \(store.row)")
      if case .perform = effects.last {
        store.handle(.actionAnswered(rowID: 0, completed: false, time: time), into: &effects)
      }
    }
  }
}
