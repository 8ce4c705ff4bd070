import GestureCore
import Testing

/// Events fed directly, for the cases a recognizer does not produce: events in the wrong
/// state, NaN and infinite values, odd configurations.
@Suite struct PinchToInsertBadInputTests {
  /// Ten rows of 60 pt in a 600 pt viewport at the top of the screen.
  static func interaction(
    configuration: PinchToInsert.Configuration = PinchToInsert.Configuration()
  ) -> PinchToInsert {
    PinchToInsert(
      layout: ListLayout(count: 10, rowHeight: 60), viewport: ListViewport(top: 0, height: 600),
      configuration: configuration)
  }

  /// A gap opened between rows 2 and 3 (fingers at 150 and 211), spread to 16 pt a side.
  static func opened() -> PinchToInsert {
    var interaction = Self.interaction()
    var effects: [PinchToInsert.Effect] = []
    interaction.handle(.began(upperY: 150, lowerY: 211), into: &effects)
    interaction.handle(.changed(upperY: 134, lowerY: 227), into: &effects)
    return interaction
  }

  @Test func eventsWithoutAGapAreIgnored() {
    var interaction = Self.interaction()
    let effects = interaction.effects(of: [
      .changed(upperY: 150, lowerY: 250), .ended(velocity: 100), .cancelled, .animationFinished,
      .began(upperY: .nan, lowerY: 211), .changed(upperY: 100, lowerY: 300),
      .began(upperY: 150, lowerY: .infinity), .ended(velocity: 0),
    ])
    #expect(effects == [])
    #expect(interaction.state == .idle)
  }

  @Test func aNaNWhileOpeningSpringsBack() {
    var interaction = Self.opened()
    var effects: [PinchToInsert.Effect] = []
    interaction.handle(.changed(upperY: .nan, lowerY: 227), into: &effects)
    #expect(
      effects == [
        .animateRows(0..<3, PinchRig.spring(from: -16)),
        .animateRows(3..<10, PinchRig.spring(from: 16)),
        .animatePlaceholder(PinchRig.spring(from: 0.5)),
      ])
    #expect(interaction.state == .springingBack)
  }

  @Test func anEndWithANaNVelocityUsesZero() {
    var interaction = Self.opened()
    var effects: [PinchToInsert.Effect] = []
    interaction.handle(.ended(velocity: .nan), into: &effects)
    #expect(effects.last == .animatePlaceholder(PinchRig.spring(from: 0.5)))
  }

  @Test func fingersFarApartChangeNothing() {
    var interaction = Self.opened()
    let before = interaction.state
    var effects: [PinchToInsert.Effect] = []
    // The distance overflows to +∞: the event is dropped, the gap stays as it was.
    interaction.handle(.changed(upperY: -1e308, lowerY: 1e308), into: &effects)
    #expect(effects == [])
    #expect(interaction.state == before)
  }

  @Test func aSecondBeganOrAnAnimationFinishedWhileOpeningIsIgnored() {
    var interaction = Self.opened()
    let before = interaction.state
    #expect(interaction.effects(of: [.began(upperY: 10, lowerY: 70), .animationFinished]) == [])
    #expect(interaction.state == before)
  }

  @Test func aNewPinchFinishesTheSettlingOne() {
    var interaction = Self.opened()
    var effects: [PinchToInsert.Effect] = []
    interaction.handle(.cancelled, into: &effects)
    effects.removeAll()
    interaction.handle(.began(upperY: 10, lowerY: 70), into: &effects)  // rows 0 and 1
    #expect(
      effects == [
        .removePlaceholder, .offsetRows(0..<1, by: 0), .offsetRows(1..<10, by: 0),
        .placeholder(centerY: 60, height: 64, scale: 0, label: .pinchApartToAdd),
      ])

    // After an insertion there is no placeholder left to remove.
    effects.removeAll()
    interaction.handle(.changed(upperY: 0, lowerY: 144), into: &effects)  // gained 84: full
    interaction.handle(.ended(velocity: 0), into: &effects)
    #expect(interaction.state == .inserting(at: 1))
    effects.removeAll()
    interaction.handle(.began(upperY: 10, lowerY: 70), into: &effects)
    #expect(effects.first == .offsetRows(0..<1, by: 0))
    #expect(effects.count == 3)
  }

  @Test func newRowsCloseAnOpenGapAtOnce() {
    var interaction = Self.opened()
    var effects: [PinchToInsert.Effect] = []
    let rows = ListLayout(count: 4, rowHeight: 44)
    interaction.handle(.rowsChanged(rows), into: &effects)
    #expect(effects == [.offsetRows(0..<3, by: 0), .offsetRows(3..<10, by: 0), .removePlaceholder])
    #expect(interaction.state == .idle)
    #expect(interaction.layout == rows)
    // The viewport is adopted in any state, NaN becoming 0.
    interaction.handle(
      .viewportChanged(ListViewport(top: 5, height: .nan, contentOffset: 7)), into: &effects)
    #expect(interaction.viewport == ListViewport(top: 5, height: 0, contentOffset: 7))
  }

  @Test func aConfigurationOutOfRangeIsClamped() {
    var configuration = PinchToInsert.Configuration()
    configuration.newRowHeight = .nan  // the default, 64
    configuration.labelThreshold = -1  // 0: "Release to add" from the start
    configuration.commitThreshold = 7  // 1
    var interaction = Self.interaction(configuration: configuration)
    var effects: [PinchToInsert.Effect] = []
    interaction.handle(.began(upperY: 150, lowerY: 211), into: &effects)
    #expect(effects.last == .placeholder(centerY: 180, height: 64, scale: 0, label: .releaseToAdd))
    interaction.handle(.changed(upperY: 150, lowerY: 274), into: &effects)  // gained 63
    interaction.handle(.ended(velocity: 0), into: &effects)
    #expect(interaction.state == .springingBack)

    configuration.newRowHeight = 0  // 1 pt
    interaction = Self.interaction(configuration: configuration)
    effects.removeAll()
    interaction.handle(.began(upperY: 150, lowerY: 211), into: &effects)
    interaction.handle(.changed(upperY: 150, lowerY: 212), into: &effects)  // gained 1: full
    #expect(effects.contains(.placeholder(centerY: 180, height: 1, scale: 1, label: .releaseToAdd)))
  }

  @Test func theDocumentationExampleInserts() {
    // PinchToInsert's doc comment: rows of 64 pt, fingers on rows 1 and 2, a 64 pt gap.
    var pinchToInsert = PinchToInsert(
      layout: ListLayout(count: 5, rowHeight: 64),
      viewport: ListViewport(top: 0, height: 600, contentOffset: 0))
    var effects: [PinchToInsert.Effect] = []
    pinchToInsert.handle(.began(upperY: 100, lowerY: 160), into: &effects)
    pinchToInsert.handle(.changed(upperY: 68, lowerY: 192), into: &effects)
    pinchToInsert.handle(.ended(velocity: 0), into: &effects)
    #expect(effects.contains(.insert(at: 2)))
    #expect(effects.last == .beginEditing(at: 2))
  }
}
