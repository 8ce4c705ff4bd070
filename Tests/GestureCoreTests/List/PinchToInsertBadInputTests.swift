import GestureCore
import Testing

/// The pinch fed to the list store directly, for the cases a recognizer does not produce:
/// phases in the wrong state, NaN and infinite values, odd configurations.
@Suite struct PinchToInsertBadInputTests {
  /// Ten rows of 60 pt in a 600 pt viewport at the top of the screen.
  static func list(
    configuration: PinchToInsert.Configuration = PinchToInsert.Configuration()
  ) -> DirectList {
    DirectList(pinchToInsert: configuration)
  }

  /// A gap opened between rows 2 and 3 (fingers at 150 and 211), spread to 16 pt a side.
  static func opened() -> DirectList {
    var list = Self.list()
    list.pinch(.began(upperY: 150, lowerY: 211))
    list.pinch(.changed(upperY: 134, lowerY: 227))
    list.take()
    return list
  }

  /// The value at 0.05 s of a spring of the pinch started at time 0.
  static func at50ms(_ animation: SpringAnimation) -> Double {
    Motion(animation, start: 0).value(at: 0.05)
  }

  @Test func eventsWithoutAGapAreIgnored() {
    var list = Self.list()
    for pinch: ListStore.Pinch in [
      .changed(upperY: 150, lowerY: 250), .ended(velocity: 100), .cancelled,
      .began(upperY: .nan, lowerY: 211), .changed(upperY: 100, lowerY: 300),
      .began(upperY: 150, lowerY: .infinity), .ended(velocity: 0),
    ] {
      list.pinch(pinch)
    }
    #expect(list.take() == [])
    #expect(list.list.pinchToInsert.state == .idle && list.list.placeholder == nil)
  }

  @Test func aNaNWhileOpeningSpringsBack() {
    var list = Self.opened()
    list.pinch(.changed(upperY: .nan, lowerY: 227))
    #expect(list.list.pinchToInsert.state == .springingBack)
    #expect(list.shifts == [-16, -16, -16, 16, 16, 16, 16, 16, 16, 16])
    #expect(list.list.placeholder?.scale == 0.5)
    list.send(.tick(time: 0.05))
    #expect(list.shifts[0] == Self.at50ms(ListRig.spring(from: -16)))
    #expect(list.shifts[3] == Self.at50ms(ListRig.spring(from: 16)))
    #expect(list.list.placeholder?.scale == Self.at50ms(ListRig.spring(from: 0.5)))
  }

  @Test func anEndWithANaNVelocityUsesZero() {
    var list = Self.opened()
    list.pinch(.ended(velocity: .nan))
    list.send(.tick(time: 0.05))
    #expect(list.list.placeholder?.scale == Self.at50ms(ListRig.spring(from: 0.5)))
    #expect(list.shifts[3] == Self.at50ms(ListRig.spring(from: 16)))
  }

  /// Fingers beyond the viewport count as on its edges: the gap opens no wider than it.
  @Test func fingersFarApartOpenNoWiderThanTheViewport() {
    var list = Self.opened()
    list.pinch(.changed(upperY: -1e308, lowerY: 1e308))
    // From 0 to 600: gained 600 − 61 = 539, each side 269.5.
    guard case .opening(let opening) = list.list.pinchToInsert.state else {
      Issue.record("the gap closed: \(list.list.pinchToInsert.state)")
      return
    }
    #expect(opening.spread == 269.5 && opening.scale == 1)
    #expect(list.shifts.allSatisfy { $0.magnitude == 269.5 })
  }

  @Test func aSecondBeganWhileOpeningIsIgnored() {
    var list = Self.opened()
    let before = list.list.pinchToInsert.state
    list.pinch(.began(upperY: 10, lowerY: 70))
    #expect(list.take() == [])
    #expect(list.list.pinchToInsert.state == before)
  }

  @Test func aNewPinchFinishesTheSettlingOne() {
    var list = Self.opened()
    list.pinch(.cancelled)
    list.take()
    list.pinch(.began(upperY: 10, lowerY: 70))  // rows 0 and 1
    #expect(list.take() == [.scrollingEnabled(false)])
    #expect(list.shifts == [Double](repeating: 0, count: 10))
    #expect(list.list.placeholder?.centerY == 60 && list.list.placeholder?.scale == 0)
    #expect(list.list.placeholder?.label == .pinchApartToAdd)

    // After an insertion there is no placeholder left to remove.
    list.pinch(.changed(upperY: 0, lowerY: 144))  // gained 84: full
    list.pinch(.ended(velocity: 0))
    #expect(list.list.pinchToInsert.state == .inserting(at: 1))
    #expect(list.list.placeholder == nil)
    list.send(.insertAnswered(rowID: 1000))
    list.take()
    list.pinch(.began(upperY: 10, lowerY: 70))
    #expect(list.take() == [.scrollingEnabled(false)])
    #expect(list.list.pinchToInsert.state == .opening(.init(insertionIndex: 1, initialDistance: 60)))
    #expect(list.list.placeholder?.centerY == 60)
  }

  @Test func newRowsCloseAnOpenGapAtOnce() {
    var list = Self.opened()
    list.send(.rowsChanged(listRows([44, 44, 44, 44])))
    #expect(list.take() == [.scrollingEnabled(true)])
    #expect(list.shifts == [0, 0, 0, 0])
    #expect(list.list.placeholder == nil)
    #expect(list.list.pinchToInsert.state == .idle)
    #expect(list.list.layout == ListLayout(count: 4, rowHeight: 44))
    // The viewport is adopted in any state, NaN becoming 0.
    list.send(.viewportChanged(ListViewport(top: 5, height: .nan, contentOffset: 7)))
    #expect(list.list.viewport == ListViewport(top: 5, height: 0, contentOffset: 7))
  }

  @Test func aConfigurationOutOfRangeIsClamped() {
    var configuration = PinchToInsert.Configuration()
    configuration.newRowHeight = .nan  // the default, 64
    configuration.labelThreshold = -1  // 0: "Release to add" from the start
    configuration.commitThreshold = 7  // 1
    var list = Self.list(configuration: configuration)
    list.pinch(.began(upperY: 150, lowerY: 211))
    #expect(list.list.placeholder?.centerY == 180 && list.list.placeholder?.height == 64)
    #expect(list.list.placeholder?.scale == 0 && list.list.placeholder?.label == .releaseToAdd)
    list.pinch(.changed(upperY: 150, lowerY: 274))  // gained 63
    list.pinch(.ended(velocity: 0))
    #expect(list.list.pinchToInsert.state == .springingBack)

    configuration.newRowHeight = 0  // 1 pt
    list = Self.list(configuration: configuration)
    list.pinch(.began(upperY: 150, lowerY: 211))
    list.pinch(.changed(upperY: 150, lowerY: 212))  // gained 1: full
    #expect(list.list.placeholder?.centerY == 180 && list.list.placeholder?.height == 1)
    #expect(list.list.placeholder?.scale == 1 && list.list.placeholder?.label == .releaseToAdd)
  }

  /// Rows of 64 pt, fingers on rows 1 and 2, a 64 pt gap: the row goes in between, and its
  /// editing starts once the app named it.
  @Test func aFullGapInsertsAndEditsOnceTheAppAnswers() {
    var list = DirectList(heights: [Double](repeating: 64, count: 5))
    list.pinch(.began(upperY: 100, lowerY: 160))
    list.pinch(.changed(upperY: 68, lowerY: 192))
    list.pinch(.ended(velocity: 0))
    #expect(list.take().contains(.insert(at: 2)))
    list.send(.insertAnswered(rowID: 7))
    #expect(list.take() == [.beginEditing(rowID: 7)])
    #expect(list.items == [0, 1, 7, 2, 3, 4])
  }

  /// The new row's height as Objective-C's `GKListGesturesOptions.newRowHeight` may carry
  /// it: within 1...10 000 pt it is kept; NaN is the default 64; out of range, the nearest
  /// bound. The placeholder a pinch opens has that height.
  @Test(arguments: [
    (Double.nan, 64.0), (-Double.infinity, 1), (-1, 1), (0, 1), (1, 1), (2, 2), (44, 44),
    (9_999, 9_999), (10_000, 10_000), (10_001, 10_000), (Double.infinity, 10_000),
  ] as [(Double, Double)])
  func aNewRowHeightOutOfRangeIsClamped(_ value: Double, _ used: Double) {
    var configuration = PinchToInsert.Configuration()
    configuration.newRowHeight = value
    var list = Self.list(configuration: configuration)
    list.pinch(.began(upperY: 150, lowerY: 211))  // rows 2 and 3 of 60 pt: the gap at 180
    #expect(list.list.placeholder?.height == used)
    #expect(list.list.pinchToInsert.configuration.newRowHeight == used)
  }
}
