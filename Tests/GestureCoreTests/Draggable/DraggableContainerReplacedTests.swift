import GestureCore
import Testing

/// `DraggableStore.Event.containerReplaced`: the store, not the host, decides what happens to
/// a drag when the view moves to another container.
@Suite struct DraggableContainerReplacedTests {
  static let portrait = Rect(x: 0, y: 0, width: 390, height: 844)
  static let safeArea = Insets(top: 47, bottom: 34)
  static let landscape = Rect(x: 0, y: 0, width: 844, height: 390)

  final class Host {
    var store: DraggableStore
    var checker = ContractChecker<DraggableStore>()
    var effects: [DraggableStore.Effect] = []
    var violations: [ContractViolation<DraggableStore>] = []
    private var buffer: [DraggableStore.Effect] = []

    init() {
      store = DraggableStore(
        frame: Rect(x: 218, y: 708, width: 160, height: 90), bounds: portrait,
        safeArea: safeArea, configuration: .pictureInPicture)
    }

    func send(_ event: DraggableStore.Event) {
      buffer.removeAll()
      store.handle(event, into: &buffer)
      effects += buffer
      if let violation = checker.observe(event, effects: buffer, store: store) {
        violations.append(violation)
      }
    }

    var endedCount: Int { effects.filter { if case .ended = $0 { true } else { false } }.count }
  }

  /// The new container's placement: the view at (500, 100) in a landscape container.
  let placement = DraggableStore.Placement(
    frame: Rect(x: 500, y: 100, width: 160, height: 90), bounds: landscape,
    safeArea: Insets(left: 47, bottom: 21, right: 47))

  @Test func aSpringingViewEndsItsDragAndStartsOverAtRestInTheNewContainer() {
    let host = Host()
    host.send(.drag(.began(location: Point(x: 298, y: 753), translation: .zero), time: 1))
    host.send(
      .drag(
        .ended(location: Point(x: 298, y: 400), translation: Vector(dx: 0, dy: -353), velocity: .zero),
        time: 1.25))
    #expect(host.store.needsFrames)
    host.send(.containerReplaced(placement, time: 1.265625))
    #expect(host.endedCount == 1)  // The app's began got its one ended.
    #expect(!host.store.needsFrames)
    #expect(host.store.isAtRest)
    #expect(host.store.bounds == Self.landscape)
    // Centre (580, 145) is nearest the top-right corner of the landscape area.
    #expect(host.store.anchor == .topRight)
    #expect(host.violations == [])
  }

  @Test func aPanUnderWayIsIgnoredUntilItEndsThenTheNextPanIsTheStores() {
    let host = Host()
    host.send(.drag(.began(location: Point(x: 298, y: 753), translation: .zero), time: 1))
    host.send(.drag(.changed(location: Point(x: 250, y: 700), translation: Vector(dx: -48, dy: -53)), time: 1.015625))
    host.send(.containerReplaced(placement, time: 1.03125))
    #expect(host.endedCount == 1)
    let frame = host.store.frame
    // The old pan goes on and ends: nothing moves, nothing is reported.
    let before = host.effects.count
    host.send(.drag(.changed(location: Point(x: 100, y: 100), translation: Vector(dx: -198, dy: -653)), time: 1.046875))
    host.send(.drag(.ended(location: Point(x: 100, y: 100), translation: Vector(dx: -198, dy: -653), velocity: Vector(dx: -3000, dy: 0)), time: 1.0625))
    #expect(host.store.frame == frame)
    #expect(host.effects.count == before)
    #expect(host.store.isAtRest)
    // A new pan begins a new drag.
    host.send(.drag(.began(location: frame.center, translation: .zero), time: 2))
    #expect(host.effects.last == .began(frame: frame))
    #expect(host.violations == [])
  }

  @Test func leavingEveryContainerEndsTheDragAndKeepsTheOldOne() {
    let host = Host()
    host.send(.touchDown(TouchID(1), at: Point(x: 298, y: 753), time: 1))
    host.send(.drag(.began(location: Point(x: 298, y: 753), translation: .zero), time: 1))
    host.send(.containerReplaced(nil, time: 1.015625))
    #expect(host.endedCount == 1)
    #expect(host.store.bounds == Self.portrait)
    #expect(!host.store.needsFrames)
    host.send(.touchUp(TouchID(1), time: 1.03125))  // Still down in the store's eyes: no violation.
    #expect(host.violations == [])
  }
}
