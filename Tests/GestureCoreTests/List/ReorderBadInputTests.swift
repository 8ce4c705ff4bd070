import GestureCore
import Testing

/// Events fed directly, for the cases a recognizer does not produce: events in the wrong
/// state, NaN and infinite values, odd configurations and viewports.
@Suite struct ReorderBadInputTests {
  /// Rows of 60 pt (ten by default) in a 600 pt viewport at the top of the screen.
  static func reorder(
    count: Int = 10, configuration: Reorder.Configuration = Reorder.Configuration()
  ) -> Reorder {
    Reorder(
      layout: ListLayout(count: count, rowHeight: 60), viewport: ListViewport(top: 0, height: 600),
      configuration: configuration)
  }

  static func began(_ y: Double) -> Reorder.Event {
    .drag(.began(location: Point(x: 10, y: y), translation: .zero))
  }

  static func changed(_ y: Double) -> Reorder.Event {
    .drag(.changed(location: Point(x: 10, y: y), translation: .zero))
  }

  /// Row 2 lifted at content y 130 (grab offset 10), then dragged to slot 5 (top 275).
  static func liftedToSlotFive() -> Reorder {
    var reorder = Self.reorder()
    var effects: [Reorder.Effect] = []
    reorder.handle(began(130), into: &effects)
    reorder.handle(changed(285), into: &effects)
    return reorder
  }

  @Test func eventsWithoutALiftAreIgnored() {
    var reorder = Self.reorder()
    let effects = reorder.effects(of: [
      Self.changed(100),
      .drag(.ended(location: Point(x: 0, y: 100), translation: .zero, velocity: .zero)),
      .drag(.cancelled), .animationFinished, .tick(time: 1), .tick(time: 2),
    ])
    #expect(effects == [])
    #expect(reorder.state == .idle)
  }

  @Test func aBeganWithNaNOrOffTheRowsLiftsNothing() {
    var reorder = Self.reorder()
    var effects: [Reorder.Effect] = []
    for y in [Double.nan, .infinity, -1, 600, 1e300] {
      reorder.handle(Self.began(y), into: &effects)
      reorder.handle(Self.changed(100), into: &effects)
    }
    #expect(effects == [])
    #expect(reorder.state == .idle)

    var empty = Reorder(layout: ListLayout(heights: []), viewport: ListViewport(height: 600))
    empty.handle(Self.began(0), into: &effects)
    #expect(effects == [])
  }

  @Test(arguments: [
    ReorderBadInputTests.changed(.nan),
    .drag(
      .ended(
        location: Point(x: 0, y: 300), translation: .zero, velocity: Vector(dx: 0, dy: .infinity))),
  ])
  func aNaNWhileLiftedCancels(bad: Reorder.Event) {
    var reorder = Self.liftedToSlotFive()
    var effects: [Reorder.Effect] = []
    reorder.handle(bad, into: &effects)
    #expect(
      effects == [
        .move(from: 5, to: 2), .animateRows(3..<6, ReorderRig.shift(from: -60)),
        .drop(at: 2, ReorderRig.drop(from: 275, to: 120)),
      ])
    #expect(reorder.state == .dropping(at: 2))
  }

  @Test func aSecondBeganWhileLiftedIsIgnored() {
    var reorder = Self.liftedToSlotFive()
    let before = reorder.state
    var effects: [Reorder.Effect] = []
    reorder.handle(Self.began(20), into: &effects)
    #expect(effects == [])
    #expect(reorder.state == before)
  }

  @Test func ticksAtBadTimesAreIgnored() {
    var reorder = Self.reorder(count: 20)  // 1200 pt of content: room to scroll
    var effects: [Reorder.Effect] = []
    reorder.handle(Self.began(130), into: &effects)
    reorder.handle(Self.changed(590), into: &effects)  // 54 pt into the bottom band
    effects.removeAll()
    reorder.handle(.tick(time: .nan), into: &effects)
    reorder.handle(.tick(time: 1), into: &effects)  // starts the clock
    reorder.handle(.tick(time: .infinity), into: &effects)
    reorder.handle(.tick(time: 0.5), into: &effects)  // backwards
    reorder.handle(.tick(time: 1), into: &effects)  // no time passed
    #expect(effects == [])
    guard case .lifted(let lift) = reorder.state else {
      Issue.record("not lifted")
      return
    }
    #expect(lift.lastTickTime == 1)
    // A good tick scrolls: 54 pt deep is 1200 × 54/64 = 1012.5 pt/s, for 1/16 s.
    reorder.handle(.tick(time: 1.0625), into: &effects)
    #expect(effects.first == .scroll(toContentOffset: 63.28125))
  }

  @Test func animationFinishedWithoutADropIsIgnored() {
    var reorder = Self.liftedToSlotFive()
    let before = reorder.state
    #expect(reorder.effects(of: [.animationFinished]) == [])
    #expect(reorder.state == before)
  }

  @Test func newRowsWhileLiftedCancelThenAdopt() {
    var reorder = Self.liftedToSlotFive()
    var effects: [Reorder.Effect] = []
    let rows = ListLayout(count: 3, rowHeight: 44)
    reorder.handle(.rowsChanged(rows), into: &effects)
    #expect(
      effects == [
        .move(from: 5, to: 2), .animateRows(3..<6, ReorderRig.shift(from: -60)),
        .drop(at: 2, ReorderRig.drop(from: 275, to: 120)), .settle(at: 2),
      ])
    #expect(reorder.state == .idle)
    #expect(reorder.layout == rows)
  }

  @Test func aScrollByTheHostKeepsTheRowUnderTheFinger() {
    var reorder = Self.liftedToSlotFive()
    var effects: [Reorder.Effect] = []
    // Scrolled by 60 pt: the finger (screen y 285) is now over content 345, top 335: slot 6
    // needs the top past 60 × 5 + 34 = 334.
    reorder.handle(
      .viewportChanged(ListViewport(top: 0, height: 600, contentOffset: 60)), into: &effects)
    #expect(
      effects == [.moveLiftedRow(toY: 335)]
        + ReorderRig.crossing(from: 5, to: 6, rows: 5..<6, shift: 60))
    // A viewport with NaN values is adopted with zeros.
    effects.removeAll()
    var viewport = ListViewport()
    viewport.top = .nan
    viewport.height = -5
    viewport.contentOffset = .infinity
    reorder.handle(.viewportChanged(viewport), into: &effects)
    #expect(reorder.viewport == ListViewport(top: 0, height: 0, contentOffset: 0))
    #expect(effects.first == .moveLiftedRow(toY: 275))
  }

  @Test func aFingerFarAwayKeepsEveryEffectFinite() {
    var reorder = Self.reorder()
    var effects: [Reorder.Effect] = []
    reorder.handle(Self.began(130), into: &effects)
    for y in [1e308, -1e308, Double.greatestFiniteMagnitude, 300] {
      reorder.handle(Self.changed(y), into: &effects)
      reorder.handle(.tick(time: Double(effects.count)), into: &effects)
    }
    reorder.handle(
      .drag(.ended(location: Point(x: 0, y: 1e308), translation: .zero, velocity: .zero)),
      into: &effects)
    for effect in effects {
      switch effect {
      case .moveLiftedRow(let y): #expect(y.isFinite)
      case .scroll(let offset): #expect(offset.isFinite)
      case .drop(_, let animation), .animateRows(_, let animation):
        #expect(
          animation.from.isFinite && animation.to.isFinite && animation.initialVelocity.isFinite)
      case .lift, .move, .haptic, .ended, .settle: break
      }
    }
    #expect(effects.contains(.ended(from: 2, to: 9)))
  }

  @Test func aConfigurationOutOfRangeIsClamped() {
    let configuration = Reorder.Configuration(
      liftScale: .infinity, liftAlpha: -1, hysteresis: .nan, autoScrollBand: -64,
      maximumAutoScrollSpeed: .nan, maximumTickInterval: -1)
    var reorder = Self.reorder(configuration: configuration)
    var effects: [Reorder.Effect] = []
    reorder.handle(Self.began(130), into: &effects)
    #expect(effects == [.lift(at: 2, scale: 2, alpha: 0, shadow: true), .haptic(.impact(.medium))])
    // Hysteresis NaN → the default 4 pt: top 154 stays, 155 moves (see ReorderTests).
    effects.removeAll()
    reorder.handle(Self.changed(164), into: &effects)
    #expect(effects == [.moveLiftedRow(toY: 154)])
    reorder.handle(Self.changed(165), into: &effects)
    #expect(effects.contains(.move(from: 2, to: 3)))
    // Band −64 → 0: no auto-scroll at the bottom edge.
    effects.removeAll()
    reorder.handle(Self.changed(600), into: &effects)
    reorder.handle(.tick(time: 1), into: &effects)
    reorder.handle(.tick(time: 2), into: &effects)
    #expect(!effects.contains { if case .scroll = $0 { true } else { false } })
  }
}
