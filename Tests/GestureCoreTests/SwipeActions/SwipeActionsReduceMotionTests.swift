import GestureCore
import GestureTesting
import Testing

/// Reduce Motion in swipe actions: the store's springs follow ``MotionPolicy``. Rows are
/// 390 pt wide: a full swipe arms past 234 pt and the content slides off to −390 pt.
@Suite struct SwipeActionsReduceMotionTests {
  @Test(arguments: [
    (released: 291.0, reduces: true, cuts: false),  // 390 − 291 = 99 pt: a spring
    (released: 289.0, reduces: true, cuts: true),  // 390 − 289 = 101 pt > 100 pt: a cut
    (released: 289.0, reduces: false, cuts: false),  // without Reduce Motion: the spring
  ])
  func aFullSwipesSlideOffScreenIsACutPastTheCutDistance(
    released: Double, reduces: Bool, cuts: Bool
  ) throws {
    let views = Simulation<SwipeActionsStore>(count: 3)
    if reduces { views.send(.reduceMotionChanged(true)) }
    #expect(views.store.motion.reducesMotion == reduces)
    views.swipe(row: 2, by: -released, duration: 0.5, releaseVelocity: 0, lift: false)
    let start = try #require(views.store.row(2)?.offset)
    #expect(start == -released)
    views.release(row: 2, dx: -released, velocity: 0)
    // One frame later: a cut is off-screen and handed to the app; a spring is on its way.
    views.wait(1.0 / 60, hz: 60, always: true)
    let dismissed = views.effects.contains(.dismissed(rowID: 2, side: .trailing))
    #expect(dismissed == cuts)
    if !cuts {
      let offset = try #require(views.store.row(2)?.offset)
      #expect(offset < start && offset > -390)
    }
    views.settle()
    #expect(views.app.ids == [0, 1])
    #expect(views.problems == [])
  }

  @Test func underReduceMotionAnOpeningRowNeverOvershootsItsRest() {
    let views = Simulation<SwipeActionsStore>(count: 1)
    views.send(.reduceMotionChanged(true))
    // Flung open at 2000 pt/s from −100 pt: the 156 pt rest, 56 pt away, springs from rest
    // (the throw dropped), critically damped, so it never passes −156 pt.
    views.swipe(row: 0, by: -100, duration: 0.2, releaseVelocity: -2000)
    var deepest = 0.0
    for _ in 0..<60 {
      views.wait(1.0 / 60, hz: 60, always: true)
      deepest = min(deepest, views.store.row(0)?.offset ?? 0)
    }
    #expect(deepest >= -156)
    #expect(views.store.row(0)?.state == .open(.trailing))
    #expect(views.problems == [])
  }

  @Test func reduceMotionReachesRowsInsertedBeforeAndAfterIt() {
    var store = SwipeActionsStore()
    var effects: [SwipeActionsStore.Effect] = []
    let row = SwipeActionsRow(
      trailing: [.init(id: "delete", style: .destructive)],
      containerSize: Size(width: 390, height: 64))
    store.handle(.insert(1, row), into: &effects)
    store.handle(.reduceMotionChanged(true), into: &effects)
    store.handle(.insert(2, row), into: &effects)
    // Each row opened by request on the reduced spring (a one-button reveal, under 100 pt)
    // never passes the rest it comes to.
    var time = 0.0
    for id in [1, 2] {
      store.handle(.open(rowID: id, .trailing, animated: true, time: time), into: &effects)
      var deepest = 0.0
      for _ in 1...60 {
        time += 1.0 / 60
        store.handle(.tick(time: time), into: &effects)
        deepest = min(deepest, store.row(id)?.offset ?? 0)
      }
      let rest = store.row(id)?.offset ?? 0
      #expect(store.row(id)?.state == .open(.trailing))
      #expect(rest < 0 && rest > -100)
      #expect(deepest >= rest)
    }
    store.handle(.reduceMotionChanged(false), into: &effects)
    #expect(store.motion == .standard)
  }
}
