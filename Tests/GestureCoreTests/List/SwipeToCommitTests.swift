import GestureCore
import GestureTesting
import Testing

/// One swipeable row, id 3, 375 × 60 pt at y 100 of a 375 × 812 screen, in a list store
/// whose only gesture is swipe to commit (the declaration's long press and pinch are off):
/// the rig of the swipe-to-commit tests. The tests answer the store's deletes themselves.
func commitRig(
  _ configuration: SwipeToCommit.Configuration = .default,
  layoutDirection: ReadingDirection = .leftToRight
) -> Simulation<ListStore> {
  let rig = Simulation(
    ListStore(
      rows: [.init(id: 3, height: 60)], rowWidth: 375, viewport: ListViewport(top: 100, height: 60),
      configuration: .init(
        swipeToCommit: configuration, reorder: nil, pinchToInsert: nil,
        layoutDirection: layoutDirection)),
    app: SimulatedListApp(items: [3], rowHeight: 60),
    screen: Rect(x: 0, y: 0, width: 375, height: 812), frame: Rect(x: 0, y: 100, width: 375, height: 60))
  rig.app.answers = false
  return rig
}

extension Simulation where S == ListStore {
  /// The first row, as the host draws it.
  var row: ListStore.Row { store.rows[0] }
}

/// A list store with one row, id 3, 60 pt tall at the top of its viewport, fed its swipe's
/// phases directly at time 0 (a drag at `.zero` starts on the row), as a host with its own
/// pan sends them.
struct CommitRow {
  var list: ListStore
  var effects: [ListStore.Effect] = []

  init(width: Double = 375, _ configuration: SwipeToCommit.Configuration = .default) {
    list = ListStore(
      rows: [.init(id: 3, height: 60)], rowWidth: width, viewport: ListViewport(height: 60),
      configuration: .init(swipeToCommit: configuration))
  }

  /// The row, as the host draws it.
  var row: ListStore.Row { list.rows[0] }

  mutating func send(_ drag: DragEvent) { send(.swipe(drag, time: 0)) }

  mutating func send(_ event: ListStore.Event) { list.handle(event, into: &effects) }

  /// The effects since the last call.
  @discardableResult mutating func take() -> [ListStore.Effect] {
    defer { effects.removeAll() }
    return effects
  }
}

/// Releases a horizontal drag of `translation` on a row at rest, at `velocity` points per
/// second; returns the spring the row's content is then on.
func releaseSpring(
  _ configuration: SwipeToCommit.Configuration = .default, translation: Double, velocity: Double
) -> SpringAnimation? {
  var row = CommitRow(configuration)
  row.send(.began(dx: 0))
  row.send(.changed(dx: translation))
  row.send(.ended(dx: translation, velocity: velocity))
  return row.row.swipe.spring
}

@Suite struct SwipeToCommitTests {
  @Test func completeArmsStrictlyPastAThirdOfTheRow() {
    // 375 / 3 = 125 pt.
    let h = commitRig()
    #expect(h.row.swipe.armingDistance == 125)
    h.press(at: 100)
    h.move(to: 120)  // past the 10 pt slop: +20
    #expect(h.row.offset == 20)
    h.move(to: 224)  // +124 < 125
    #expect(h.row.offset == 124 && h.row.cue == nil && h.take() == [])
    h.move(to: 226)  // +126 > 125: arms, with a tick
    #expect(h.row.offset == 126 && h.row.cue == .complete)
    #expect(h.take() == [.haptic(.impact(.light))])
    h.move(to: 300)  // still armed: nothing more
    #expect(h.row.offset == 200 && h.take() == [])
    h.move(to: 224)  // back under: disarms, no haptic
    #expect(h.row.offset == 124 && h.row.cue == nil && h.take() == [])
    h.move(to: 226)
    #expect(h.row.offset == 126 && h.row.cue == .complete)
    #expect(h.take() == [.haptic(.impact(.light))])
    h.fingers.lift()
    // Armed at the release: commit, and spring back to 0 with the cue on until it arrives.
    #expect(h.take() == [.complete(rowID: 3)])
    #expect(h.row.swipe.spring == SpringAnimation(from: 126, to: 0) && h.row.cue == .complete)
    h.settle()
    #expect(h.row.offset == 0 && h.row.cue == nil)
    #expect(h.row.swipe.state == .idle)
  }

  @Test func deleteSlidesTheRowOffScreen() {
    let h = commitRig()
    h.press(at: 300)
    h.move(to: 280)
    #expect(h.row.offset == -20)
    h.move(to: 176)  // −124
    #expect(h.row.offset == -124 && h.take() == [])
    h.move(to: 174)  // −126
    #expect(h.row.offset == -126 && h.row.cue == .delete)
    #expect(h.take() == [.haptic(.impact(.light))])
    h.fingers.lift()
    #expect(h.take() == [] && h.row.swipe.spring == SpringAnimation(from: -126, to: -375))
    h.settle()
    // Off-screen: the app is asked.
    #expect(h.take() == [.delete(rowID: 3)])
    #expect(h.row.offset == -375)
    #expect(h.row.swipe.state == .dismissed)
    #expect(h.row.cue == .delete)
    // The app keeps the row: back at rest, cue off.
    h.send(.deleteAnswered(rowID: 3, removed: false))
    h.settle()
    #expect(h.row.offset == 0 && h.row.cue == nil)
  }

  @Test func notArmedSpringsBackWithoutCommitting() {
    let h = commitRig()
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 176)  // −124
    h.fingers.lift()
    #expect(h.take() == [] && h.row.swipe.spring == SpringAnimation(from: -124, to: 0))
    h.settle()
    #expect(h.row.offset == 0 && h.take() == [])
  }

  @Test func releaseVelocityArmsToo() throws {
    let h = commitRig()
    h.press(at: 300)
    h.move(to: 290)  // exactly the slop
    var offsets: [Double] = []
    for x in stride(from: 280.0, through: 240, by: -10) {  // 600 pt/s
      h.move(to: x)
      offsets.append(h.row.offset)
    }
    #expect(offsets == [-20.0, -30, -40, -50, -60])
    h.fingers.lift(after: 0)
    let spring = try #require(h.row.swipe.spring)
    let velocity = spring.initialVelocity
    #expect(abs(velocity - -600) < 1)
    // −60 + (−600/1000) · 499 ≈ −359 pt, past −125: the delete arms on release.
    #expect(h.row.cue == .delete && h.take() == [.haptic(.impact(.light))])
    #expect(spring == SpringAnimation(from: -60, to: -375, initialVelocity: velocity))
  }

  @Test func velocityArmingCanBeTurnedOff() {
    var configuration = SwipeToCommit.Configuration.default
    configuration.armsWithVelocity = false
    var row = CommitRow(configuration)
    row.send(.began(dx: -12))
    row.send(.ended(dx: -60, velocity: -600))
    #expect(row.take() == [])
    #expect(row.row.swipe.spring == SpringAnimation(from: -60, to: 0, initialVelocity: -600))
  }

  @Test(arguments: [(velocity: -131.0, commits: true), (velocity: -129.0, commits: false)])
  func velocityArmingThresholdOnePointPerSecondEitherSide(velocity: Double, commits: Bool) {
    // From −60 the projection must add 65 pt: v = −65 / 499 · 1000 ≈ −130.26 pt/s.
    var row = CommitRow()
    row.send(.began(dx: -60))
    row.send(.ended(dx: -60, velocity: velocity))
    if commits {
      // −60 − 131 · 0.499 = −125.37 < −125.
      #expect(row.take() == [.haptic(.impact(.light))] && row.row.cue == .delete)
      #expect(row.row.swipe.spring == SpringAnimation(from: -60, to: -375, initialVelocity: -131))
    } else {
      // −60 − 129 · 0.499 = −124.37.
      #expect(row.take() == [] && row.row.cue == nil)
      #expect(row.row.swipe.spring == SpringAnimation(from: -60, to: 0, initialVelocity: -129))
    }
  }

  @Test func aDisabledDirectionDoesNotMove() {
    let h = commitRig(.completeOnly)
    h.press(at: 300)
    h.move(to: 280)
    #expect(h.row.offset == 0)
    h.move(to: 100)  // left: delete is off
    #expect(h.row.offset == 0)
    h.fingers.lift(after: 0)
    // At 0; even a fast release towards delete arms nothing.
    #expect(h.row.offset == 0 && h.row.swipe.state == .idle && h.take() == [])
  }

  @Test func rubberBandsPastTheRowWidth() {
    let h = commitRig()
    h.press(at: 10)
    h.move(to: 30)
    #expect(h.row.offset == 20)
    h.move(to: 385)  // +375: the full width, still 1:1
    #expect(h.row.offset == 375 && h.row.cue == .complete)
    #expect(h.take() == [.haptic(.impact(.light))])
    h.fingers.move(1, to: Point(x: 485, y: h.node.frame.midY))  // 100 pt further: the band, ≈ 47.97 pt
    #expect(abs(h.row.offset - 422.965_116) < 1e-5)
    h.fingers.lift()
  }

  @Test func cancelHalfWaySpringsBackAndDisarms() {
    let h = commitRig()
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 150)  // −150: delete armed
    h.take()
    h.fingers.cancel(1)
    #expect(h.row.cue == nil && h.row.swipe.spring == SpringAnimation(from: -150, to: 0))
    h.settle()
    #expect(h.row.offset == 0 && h.take() == [])
    #expect(h.row.swipe.state == .idle)
  }

  @Test func rightToLeftCompletesTowardsTheLeft() {
    let h = commitRig(layoutDirection: .rightToLeft)
    h.press(at: 300)
    h.move(to: 280)
    #expect(h.row.offset == -20)
    h.move(to: 174)  // −126: towards the trailing edge in right-to-left
    #expect(h.row.offset == -126 && h.row.cue == .complete)
    #expect(h.take() == [.haptic(.impact(.light))])
    h.fingers.lift()
    #expect(h.take() == [.complete(rowID: 3)])
    #expect(h.row.swipe.spring == SpringAnimation(from: -126, to: 0))
    // Delete goes off the right edge.
    h.settle()
    h.press(at: 100)
    h.move(to: 120)
    #expect(h.row.offset == 20)
    h.move(to: 226)  // +126
    #expect(h.row.offset == 126 && h.row.cue == .delete)
    h.fingers.lift()
    #expect(h.take() == [.haptic(.impact(.light))])
    #expect(h.row.swipe.spring == SpringAnimation(from: 126, to: 375))
  }

  @Test func aDragPicksUpASpringBackWhereItIs() throws {
    let h = commitRig()
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 200)  // −100
    h.fingers.lift()
    h.take()
    let back = SpringAnimation(spring: SpringParameters(dampingRatio: 0.9, response: 0.5), from: -100, to: 0)
    let x = back.value(at: 0.05)
    // The drag begins 0.05 s into the spring back (its move comes 1/60 s after the press).
    h.fingers.wait(0.05 - 1.0 / 60)
    h.press(at: 200)
    h.move(to: 180)
    #expect(abs(h.row.offset - (x - 20)) < 1e-9)
    h.fingers.lift()
    let spring = try #require(h.row.swipe.spring)
    #expect(abs(spring.from - (x - 20)) < 1e-9 && spring.to == 0 && h.take() == [])
  }

  @Test func aSlideOffIsNotGrabbedAndArrivesAtATouch() {
    let h = commitRig()
    h.press(at: 300)
    h.move(to: 280)
    h.move(to: 150)
    h.fingers.lift()
    h.take()
    h.press(at: 200)  // a touch on the row sliding off: it arrives at once
    #expect(h.take() == [.delete(rowID: 3)])
    #expect(h.row.offset == -375)
    #expect(h.row.swipe.state == .dismissed)
    h.move(to: 180)
    h.fingers.lift()
    #expect(h.take() == [])  // the row is going away
    h.send(.resize(width: 320))
    #expect(h.row.offset == -320)
  }

  @Test func hapticsCanBeTurnedOff() {
    var configuration = SwipeToCommit.Configuration.default
    configuration.armingHaptic = nil
    let h = commitRig(configuration)
    h.press(at: 100)
    h.move(to: 120)
    #expect(h.row.offset == 20)
    h.move(to: 300)
    #expect(h.row.offset == 200 && h.row.cue == .complete && h.take() == [])
  }
}

/// A swipe begins only towards an action the list allows: a delete-only list refuses a
/// stroke towards the trailing edge (it could only spring back), mirrored right to left.
@Suite struct SwipeDirectionAllowedTests {
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func aDeleteOnlyListRefusesStrokesTowardsTheTrailingEdge(direction: ReadingDirection) {
    let trailing = direction == .leftToRight ? 1.0 : -1.0
    let list = ListStore(
      rows: [.init(id: 3, height: 60)], rowWidth: 375, viewport: ListViewport(height: 60),
      configuration: .init(swipeToCommit: .deleteOnly, layoutDirection: direction))
    #expect(!list.allowsSwipe(startingAtY: 30, towards: 11 * trailing))
    #expect(list.allowsSwipe(startingAtY: 30, towards: -11 * trailing))
    #expect(list.backSwipeClaim(atY: 30) == .none)
    let both = ListStore(
      rows: [.init(id: 3, height: 60)], rowWidth: 375, viewport: ListViewport(height: 60),
      configuration: .init(layoutDirection: direction))
    #expect(both.allowsSwipe(startingAtY: 30, towards: 11 * trailing))
    #expect(both.allowsSwipe(startingAtY: 30, towards: -11 * trailing))
    // Not a stroke, or off the rows: never.
    #expect(!both.allowsSwipe(startingAtY: 30, towards: 0))
    #expect(!both.allowsSwipe(startingAtY: 30, towards: .nan))
    #expect(!both.allowsSwipe(startingAtY: 61, towards: 11 * trailing))
  }
}
