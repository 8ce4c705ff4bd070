import GestureCore
import GestureTesting
import Testing

/// Pinch apart to insert, end to end: synthetic touches → arena → PinchRecognizer → the two
/// fingers' `y`s → the list store → effects and what it draws (the rows' shifts, the
/// placeholder), with every insert applied to its rows (the app's item ids).
///
/// The list: ten rows of 60 pt in a viewport 600 pt tall whose top is at screen y 100; the new
/// row is 64 pt (the default). Fingers at screen y 250 and 300 are on rows 2 (content
/// 120..<180) and 3 (180..<240); the pinch begins when finger 2 has moved 11 pt (past the 10 pt
/// slop), at a distance of 61 pt, from which the spread is measured.
@Suite struct PinchToInsertTests {
  static func tenRows(
    configuration: PinchToInsert.Configuration = PinchToInsert.Configuration()
  ) -> ListRig {
    ListRig(
      heights: [Double](repeating: 60, count: 10), viewport: ListViewport(top: 100, height: 600),
      pinchToInsert: configuration)
  }

  /// What an open gap at index 3 of `count` rows shows with the default 64 pt placeholder.
  static func gap(
    spread: Double, scale: Double, label: PinchToInsert.Label, count: Int = 10
  ) -> GapShown {
    GapShown(
      shifts: (0..<count).map { $0 < 3 ? -spread : spread }, centerY: 180, height: 64,
      scale: scale, label: label)
  }

  /// Checks that `rows` of the list move on `animation` from the latest event: they show its
  /// start now and its value a frame 1/20 s later.
  static func expectRows(
    _ rig: ListRig, _ rows: Range<Int>, on animation: SpringAnimation, at times: (Double, Double),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let value = Motion(animation, start: times.0).value(at: times.1)
    #expect(
      rows.map { rig.shifts[$0] } == [Double](repeating: value, count: rows.count),
      sourceLocation: sourceLocation)
  }

  @Test func theGapOpensBetweenTheRowsAndThePromptSwitchesAtHalfHeight() {
    let rig = Self.tenRows()
    rig.pinch(at: 250, 300)
    #expect(rig.take() == [.scrollingEnabled(false)])
    #expect(rig.gapShown == Self.gap(spread: 0, scale: 0, label: .pinchApartToAdd))
    #expect(
      rig.store.pinchToInsert.state == .opening(.init(insertionIndex: 3, initialDistance: 61)))

    // Half height is a gap of 32 pt: the distance must grow by 32, to 93.
    rig.move(1, toY: 219)  // distance 311 − 219 = 92: gained 31, each side 15.5; scale 31/64
    #expect(rig.take() == [])
    #expect(rig.gapShown == Self.gap(spread: 15.5, scale: 31.0 / 64, label: .pinchApartToAdd))
    rig.move(1, toY: 217)  // gained 33: scale 33/64 ≥ 0.5
    #expect(rig.gapShown == Self.gap(spread: 16.5, scale: 33.0 / 64, label: .releaseToAdd))
    #expect(rig.take() == [.haptic(.selection)])
    rig.move(1, toY: 218)  // gained 32: exactly half, still "Release to add"
    #expect(rig.gapShown == Self.gap(spread: 16, scale: 0.5, label: .releaseToAdd))
    #expect(rig.take() == [])
    rig.move(1, toY: 219)  // back under half: the prompt and a tick again
    #expect(rig.gapShown == Self.gap(spread: 15.5, scale: 31.0 / 64, label: .pinchApartToAdd))
    #expect(rig.take() == [.haptic(.selection)])
    // Closer than at the start: the spread stays 0, the rows never cross.
    rig.move(1, toY: 280)
    #expect(rig.gapShown == Self.gap(spread: 0, scale: 0, label: .pinchApartToAdd))
    #expect(rig.take() == [])
  }

  @Test func aReleaseShortOfFullHeightSpringsBack() throws {
    let rig = Self.tenRows()
    let releases = rig.recordPinchReleases()
    rig.pinch(at: 250, 300)
    rig.move(2, toY: 332)
    rig.move(2, toY: 353)
    _ = rig.take()
    rig.move(2, toY: 374)  // gained 374 − 250 − 61 = 63: scale 63/64, 1 pt short of full
    #expect(rig.gapShown == Self.gap(spread: 31.5, scale: 63.0 / 64, label: .releaseToAdd))
    rig.fingers.up(1)
    let velocity = try #require(releases.velocities.last)
    #expect(velocity > 0)  // the fingers were spreading
    #expect(rig.take() == [.scrollingEnabled(true)])
    #expect(rig.store.pinchToInsert.state == .springingBack)
    // Each side moves at half the rate the distance grows, from where the gap showed it.
    #expect(rig.gapShown == Self.gap(spread: 31.5, scale: 63.0 / 64, label: .releaseToAdd))
    let times = rig.frame(after: 0.05)
    Self.expectRows(rig, 0..<3, on: ListRig.spring(from: -31.5, velocity: -velocity / 2), at: times)
    Self.expectRows(rig, 3..<10, on: ListRig.spring(from: 31.5, velocity: velocity / 2), at: times)
    #expect(
      rig.store.placeholder?.scale
        == min(
          1,
          Motion(ListRig.spring(from: 63.0 / 64, velocity: velocity / 64), start: times.0)
            .value(at: times.1)))
    rig.fingers.up(2)
    rig.settle()
    #expect(rig.store.placeholder == nil)
    #expect(rig.store.pinchToInsert.state == .idle)
    #expect(rig.items == Array(0..<10))
    #expect(rig.store.layout == ListLayout(count: 10, rowHeight: 60))
  }

  @Test func aReleaseAtFullHeightInsertsAndStartsEditing() throws {
    let rig = Self.tenRows()
    let releases = rig.recordPinchReleases()
    rig.pinch(at: 250, 300)
    rig.move(2, toY: 343)  // gained 32: "Release to add"
    _ = rig.take()
    rig.move(2, toY: 374)  // gained 63: 1 pt short of the full 64 pt
    #expect(rig.gapShown == Self.gap(spread: 31.5, scale: 63.0 / 64, label: .releaseToAdd))
    #expect(rig.take() == [])
    rig.move(2, toY: 376)  // gained 65: full (the scale stops at 1), a release will insert
    #expect(rig.gapShown == Self.gap(spread: 32.5, scale: 1, label: .releaseToAdd))
    #expect(rig.take() == [.haptic(.impact(.light))])
    rig.fingers.up(2)
    let velocity = try #require(releases.velocities.last)
    #expect(rig.take() == [.insert(at: 3), .scrollingEnabled(true)])
    #expect(rig.store.placeholder == nil)
    rig.send(.insertAnswered(rowID: 1000))
    #expect(rig.take() == [.beginEditing(rowID: 1000)])
    #expect(rig.items == [0, 1, 2, 1000, 3, 4, 5, 6, 7, 8, 9])
    // The rows above come back from 32.5 pt up; the new row rests with its top on the line,
    // 32 pt below the placeholder's; the rows below now rest 64 pt lower than before, and
    // they were 32.5 pt lower.
    #expect(rig.shifts == [-32.5, -32.5, -32.5, -32] + [Double](repeating: 32.5 - 64, count: 7))
    let times = rig.frame(after: 0.05)
    Self.expectRows(rig, 0..<3, on: ListRig.spring(from: -32.5, velocity: -velocity / 2), at: times)
    Self.expectRows(rig, 3..<4, on: ListRig.spring(from: -32), at: times)
    Self.expectRows(
      rig, 4..<11, on: ListRig.spring(from: 32.5 - 64, velocity: velocity / 2), at: times)
    #expect(
      rig.store.layout == ListLayout(heights: [60, 60, 60, 64, 60, 60, 60, 60, 60, 60, 60]))
    #expect(rig.store.pinchToInsert.state == .inserting(at: 3))
    rig.settle()
    #expect(rig.take() == [])
    #expect(rig.store.pinchToInsert.state == .idle)
    rig.fingers.up(1)
    #expect(rig.take() == [])
  }

  @Test func aCancelSpringsBackAndInsertsNothing() {
    let rig = Self.tenRows()
    rig.pinch(at: 250, 300)
    rig.move(2, toY: 400)  // gained 89: full
    _ = rig.take()
    rig.fingers.cancel(1)
    #expect(rig.take() == [.scrollingEnabled(true)])
    #expect(rig.gapShown == Self.gap(spread: 44.5, scale: 1, label: .releaseToAdd))
    let times = rig.frame(after: 0.05)
    Self.expectRows(rig, 0..<3, on: ListRig.spring(from: -44.5), at: times)
    Self.expectRows(rig, 3..<10, on: ListRig.spring(from: 44.5), at: times)
    #expect(
      rig.store.placeholder?.scale
        == min(1, Motion(ListRig.spring(from: 1), start: times.0).value(at: times.1)))
    rig.fingers.up(2)
    rig.settle()
    #expect(rig.store.placeholder == nil)
    #expect(rig.items == Array(0..<10))
  }

  /// Five rows: content 0..<300, screen 100..<400, in a viewport down to 700.
  @Test(
    arguments: [
      (first: 250.0, second: 300.0 + 60),  // rows 2 and 4 (content 150 and 271)
      (first: 230, second: 250),  // both on row 2 (content 130 and 161)
      (first: 390, second: 420),  // row 4 and below the last row (content 290 and 331)
    ])
  func aPinchNotOnTwoAdjacentRowsIsIgnored(first: Double, second: Double) {
    let rig = ListRig(
      heights: [Double](repeating: 60, count: 5), viewport: ListViewport(top: 100, height: 600),
      pinchToInsert: PinchToInsert.Configuration())
    rig.pinch(at: first, second)
    #expect(rig.fingers.transitions == ["listPinch began"])
    rig.move(2, toY: second + 100)
    rig.fingers.up(1)
    rig.fingers.up(2)
    rig.settle()
    #expect(rig.take() == [])
    #expect(rig.store.pinchToInsert.state == .idle && rig.store.placeholder == nil)
    #expect(rig.items == Array(0..<5))
  }

  @Test func fingersInEitherOrderOnAScrolledListOfMixedHeights() {
    // Tops 0, 44, 124, 154, 254; end 304. Scrolled by 40 pt: content y = screen y − 100 + 40.
    let rig = ListRig(
      heights: [44, 80, 30, 100, 50],
      viewport: ListViewport(top: 100, height: 600, contentOffset: 40),
      pinchToInsert: PinchToInsert.Configuration())
    // Finger 1 lower, on row 3 (content 160); finger 2 upper, on row 2 (content 140, then 129).
    rig.pinch(at: 220, 200)
    #expect(
      rig.gapShown
        == GapShown(
          shifts: [0, 0, 0, 0, 0], centerY: 154, height: 64, scale: 0, label: .pinchApartToAdd))
    rig.move(2, toY: 169)  // distance 220 − 169 = 51, 20 more than the 31 at the start
    #expect(
      rig.gapShown
        == GapShown(
          shifts: [-10, -10, -10, 10, 10], centerY: 154, height: 64, scale: 20.0 / 64,
          label: .pinchApartToAdd))
  }

  @Test func theNewRowHeightSetsTheThresholds() {
    // A 44 pt new row: "Release to add" from a gap of 22 pt, insertion from 44 pt.
    let configuration = PinchToInsert.Configuration(
      newRowHeight: 44, labelHaptic: nil, commitHaptic: nil)
    let rig = Self.tenRows(configuration: configuration)
    rig.pinch(at: 250, 300)
    var labels: [PinchToInsert.Label] = []
    func read() {
      if let placeholder = rig.store.placeholder, placeholder.height == 44 {
        labels.append(placeholder.label)
      }
    }
    read()
    rig.move(2, toY: 332)  // gained 21
    read()
    rig.move(2, toY: 333)  // gained 22
    read()
    rig.move(2, toY: 354)  // gained 43
    read()
    rig.move(2, toY: 355)  // gained 44
    read()
    #expect(labels == [.pinchApartToAdd, .pinchApartToAdd, .releaseToAdd, .releaseToAdd, .releaseToAdd])
    _ = rig.take()
    rig.fingers.up(1)
    #expect(rig.take().first == .insert(at: 3))
    #expect(rig.store.layout.heights[3] == 44)
  }
}
