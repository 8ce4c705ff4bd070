import GestureCore
@_spi(Tooling) import GestureTesting
import Testing

/// Liveness of the swipe-actions store under a host that keeps the contract but does
/// everything at the worst moment: touches, drags, taps and programmatic calls on any row
/// during any spring, answers late or declined, resizes, reuse, rows removed and added. Once
/// the fingers lift, every handler is answered and the frames run out, nothing may be left
/// half-way, and no event may break the contract or leave a NaN in the presentation.
///
/// (Run once with 3 000 seeds of 150 steps: clean. The suite keeps 300 seeds for time.)
@Suite struct SwipeActionsStoreLivenessTests {
  @Test(arguments: 0..<300)
  func nothingIsLeftHalfWay(seed: Int) {
    var random = FuzzGenerator(seed: UInt64(seed) &* 0x5357_4950_4553)
    let views = Simulation<SwipeActionsStore>(count: 4)
    views.app.answersLater = random.next(upTo: 2) == 0
    views.app.declinesActions = random.next(upTo: 3) == 0
    var fingers = 0
    var drags: [Int: Double] = [:]  // row → translation of the drag in progress
    var nextID = 4

    func anyRow(_ random: inout FuzzGenerator) -> Int? {
      views.app.ids.isEmpty ? nil : views.app.ids[random.next(upTo: views.app.ids.count)]
    }
    func anyDrag(_ random: inout FuzzGenerator) -> (id: Int, dx: Double)? {
      let ids = drags.keys.sorted()  // sorted: a Dictionary's order changes from run to run
      guard !ids.isEmpty else { return nil }
      let id = ids[random.next(upTo: ids.count)]
      return (id, drags[id] ?? 0)
    }
    func real(_ random: inout FuzzGenerator, _ low: Double, _ high: Double) -> Double {
      low + (high - low) * Double(random.next(upTo: 1001)) / 1000
    }

    for _ in 0..<120 {
      drags = drags.filter { views.app.ids.contains($0.key) }
      let time = views.time
      switch random.next(upTo: 18) {
      case 0:
        fingers += 1
        views.send(.touchDown(rowID: random.next(upTo: 4) == 0 ? nil : anyRow(&random), time: time))
      case 1:
        if fingers > 0 {
          fingers -= 1
          views.send(.touchUp(time: time))
        }
      case 2:
        guard let id = anyRow(&random), drags[id] == nil else { break }
        let dx = real(&random, -40, 40)
        drags[id] = dx
        views.send(.drag(rowID: id, .began(location: .zero, translation: Vector(dx: dx, dy: 0)), time: time))
      case 3:
        guard let (id, _) = anyDrag(&random) else { break }
        let dx = real(&random, -450, 450)
        drags[id] = dx
        views.send(.drag(rowID: id, .changed(location: .zero, translation: Vector(dx: dx, dy: 0)), time: time))
      case 4:
        guard let (id, dx) = anyDrag(&random) else { break }
        drags[id] = nil
        let velocity = Vector(dx: real(&random, -3000, 3000), dy: 0)
        views.send(
          .drag(rowID: id, .ended(location: .zero, translation: Vector(dx: dx, dy: 0), velocity: velocity), time: time))
      case 5:
        guard let (id, _) = anyDrag(&random) else { break }
        drags[id] = nil
        views.send(.drag(rowID: id, .cancelled, time: time))
      case 6:
        let id = random.next(upTo: 4) == 0 ? nil : anyRow(&random)
        views.send(.tap(rowID: id, at: Point(x: real(&random, 0, 390), y: 32), time: time))
      case 7:
        guard let id = anyRow(&random) else { break }
        let side: SwipeActionsRow.Side = random.next(upTo: 2) == 0 ? .leading : .trailing
        views.send(.tapAction(rowID: id, side, index: random.next(upTo: 3), time: time))
      case 8:
        guard let id = anyRow(&random) else { break }
        let animated = random.next(upTo: 3) != 0
        if random.next(upTo: 2) == 0 {
          let side: SwipeActionsRow.Side = random.next(upTo: 2) == 0 ? .leading : .trailing
          views.send(.open(rowID: id, side, animated: animated, time: time))
        } else {
          views.send(.close(rowID: id, animated: animated, time: time))
        }
      case 9:
        views.send(random.next(upTo: 2) == 0 ? .scrolled(time: time) : .closeAll(animated: random.next(upTo: 3) != 0, time: time))
      case 10:
        views.wait(real(&random, 0, 0.6), hz: 60, always: true)
      case 11:
        views.app.declinesActions = random.next(upTo: 3) == 0
        views.answerPendingActions()
      case 12:
        guard let id = anyRow(&random) else { break }
        views.send(.resize(rowID: id, Size(width: real(&random, 200, 500), height: 64)))
      case 13:
        guard let id = anyRow(&random) else { break }
        views.send(.reset(rowID: id))
      case 14:
        guard let id = anyRow(&random) else { break }
        let trailing: SwipeActionsRow.ActionSet =
          random.next(upTo: 2) == 0 ? [.init(id: "archive")] : [.init(id: "delete", style: .destructive)]
        views.send(.setActions(rowID: id, leading: random.next(upTo: 2) == 0 ? .none : [.init(id: "read")], trailing: trailing))
      case 15:
        if random.next(upTo: 2) == 0, let id = anyRow(&random) {
          views.removeView(id)
        } else {
          views.insertView(nextID)
          nextID += 1
        }
      case 16:
        // A whole swipe, often a full one, that may leave its finger down.
        guard let id = anyRow(&random), drags[id] == nil else { break }
        let dx = real(&random, -400, 400)
        views.swipe(
          row: id, by: dx, duration: real(&random, 0.05, 0.4),
          releaseVelocity: real(&random, -2000, 2000), lift: false)
        if random.next(upTo: 3) == 0 {
          fingers += 1  // still down: `swipe` touched down
          drags[id] = dx
        } else {
          views.release(row: id, dx: dx, velocity: real(&random, -2000, 2000))
        }
      default:
        views.send(.cancel(time: time))
        fingers = 0
        drags.removeAll()
      }
      for row in views.store.rows {
        #expect(row.offset.isFinite && row.expansion.isFinite)
        #expect((row.leadingFrames + row.trailingFrames).allSatisfy { $0.minX.isFinite && $0.width >= 0 })
      }
    }
    // The fingers lift, every handler is answered, the frames run out.
    for (id, dx) in drags.sorted(by: { $0.key < $1.key }) where views.app.ids.contains(id) {
      views.send(.drag(rowID: id, .ended(location: .zero, translation: Vector(dx: dx, dy: 0), velocity: .zero), time: views.time))
    }
    for _ in 0..<fingers { views.send(.touchUp(time: views.time)) }
    views.app.answersLater = false
    views.answerPendingActions()
    views.settle()
    #expect(views.problems == [], "seed \(seed)")
  }
}
