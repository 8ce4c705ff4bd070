import GestureCore
import GestureTesting
import Testing

/// A list store on screen for the reorder and pinch tests: rows with ids `0..<n` (the app's
/// items: the store's rows are them, every move and insert applied), 320 pt wide, in a node
/// the size of the viewport on a 320 × 1000 screen, with the list's declared recognizers of
/// which only the gesture under test is on (the long press, or the pinch).
typealias ListRig = Simulation<ListStore>

private let listScreen = Rect(x: 0, y: 0, width: 320, height: 1000)

/// Rows of these heights with ids `0..<heights.count`.
func listRows(_ heights: [Double]) -> [ListStore.RowData] {
  heights.indices.map { ListStore.RowData(id: $0, height: heights[$0]) }
}

extension Simulation where S == ListStore {
  /// A list whose long press lifts rows (`reorder`) or whose pinch opens gaps
  /// (`pinchToInsert`), as the configurations given say; the other gestures are off.
  convenience init(
    heights: [Double], viewport: ListViewport,
    reorder: Reorder.Configuration? = nil, pinchToInsert: PinchToInsert.Configuration? = nil
  ) {
    self.init(
      ListStore(
        rows: listRows(heights), rowWidth: 320, viewport: viewport,
        configuration: .init(
          swipeToCommit: nil, reorder: reorder ?? Reorder.Configuration(),
          pinchToInsert: pinchToInsert)),
      app: SimulatedListApp(heights: heights, rowHeight: 60), screen: listScreen,
      frame: Rect(x: 0, y: viewport.top, width: 320, height: viewport.height))
    // The list's declaration: swipe, long press, pinch. A pinch test keeps the long press
    // off, so that two still fingers never lift a row.
    if pinchToInsert != nil { recognizers[1].isEnabled = false }
    app.answers = false  // the tests answer the store's inserts themselves
  }

  /// The app's items, as the moves and inserts so far left them: the rows' ids.
  var items: [Int] { store.rows.map(\.id) }

  /// Each row's vertical shift from its resting place, as drawn now.
  var shifts: [Double] { store.rows.map(\.shift) }

  /// A display frame at `time`.
  func tick(_ time: Double) {
    send(.tick(time: time))
  }

  /// A row lifted from the middle of a hundred 60 pt rows, in a 300 pt viewport at y 100
  /// scrolled to 3000 pt (the press at y 250 is content 3150: row 52), at time 1 s; under
  /// Reduce Motion if `reducesMotion`.
  static func liftedInAHundredRows(reducesMotion: Bool = false) -> ListRig {
    let rig = ListRig(
      heights: [Double](repeating: 60, count: 100),
      viewport: ListViewport(top: 100, height: 300, contentOffset: 3000))
    if reducesMotion { rig.send(.reduceMotionChanged(true)) }
    rig.press(atY: 250)
    rig.tick(1)
    return rig
  }

  /// Moves the finger to each viewport `y` in turn and, after one 1/16 s frame, expects the
  /// list to scroll at that step's `speed` (points per second) from `offset` (the content
  /// offset, from `time`): returns the offset and time the last step left.
  @discardableResult
  func expectAutoScroll(
    _ steps: [(viewportY: Double, speed: Double)], from offset: Double, at time: Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> (offset: Double, time: Double) {
    var offset = offset
    var time = time
    for (viewportY, speed) in steps {
      move(toY: store.viewport.top + viewportY)
      _ = take()
      time += 0.0625
      tick(time)
      offset += speed * 0.0625
      #expect(
        take().first == .scroll(toContentOffset: offset), "viewport y \(viewportY)",
        sourceLocation: sourceLocation)
    }
    return (offset, time)
  }

  /// A display frame `seconds` after the store's latest time, the fingers' clock moved on
  /// with it: returns that latest time (when the springs of the latest event started) and
  /// the frame's.
  @discardableResult
  func frame(after seconds: Double) -> (start: Double, now: Double) {
    let start = store.time
    fingers.wait(max(time, start) + seconds - time)
    send(.tick(time: time))
    return (start, store.time)
  }

  /// Frames until every row rests in its slot (one 1 s frame: the shift springs settle in
  /// 0.3 s), the fingers' clock moved on with it.
  func restRows() {
    frame(after: 1)
  }

  /// What a pinch's gap shows: the rows' shifts and the placeholder.
  var gapShown: GapShown? {
    store.placeholder.map {
      GapShown(
        shifts: shifts, centerY: $0.centerY, height: $0.height, scale: $0.scale, label: $0.label)
    }
  }

  /// The spring a row shift uses with the default configuration.
  static func shift(from: Double) -> SpringAnimation {
    SpringAnimation(spring: Reorder.Configuration().shiftSpring, from: from, to: 0)
  }

  /// The spring a drop uses with the default configuration.
  static func drop(from: Double, to: Double, velocity: Double = 0) -> SpringAnimation {
    SpringAnimation(
      spring: Reorder.Configuration().dropSpring, from: from, to: to, initialVelocity: velocity)
  }

  /// The spring of the pinch's settling with the default configuration.
  static func spring(from: Double, velocity: Double = 0) -> SpringAnimation {
    SpringAnimation(
      spring: PinchToInsert.Configuration().spring, from: from, to: 0, initialVelocity: velocity)
  }
}

/// What a list shows of a pinch's gap: every row's shift, and the placeholder's centre,
/// height, scale and prompt.
struct GapShown: Equatable {
  var shifts: [Double]
  var centerY: Double
  var height: Double
  var scale: Double
  var label: PinchToInsert.Label
}

/// What the lifted row shows: its id, top, scale, opacity and shadow.
struct LiftShown: Equatable {
  var id: Int
  var top: Double
  var scale = 1.05
  var alpha = 0.95
  var shadow = true
}

extension ListStore {
  /// The lifted row as the tests compare it.
  var liftShown: LiftShown? {
    liftedRow.map {
      LiftShown(id: $0.id, top: $0.top, scale: $0.scale, alpha: $0.alpha, shadow: $0.shadow)
    }
  }
}

/// A list store fed its events directly at time 0, as a host with its own recognizers
/// sends them, for the cases a recognizer does not produce: rows with ids `0..<n`, 320 pt
/// wide.
struct DirectList {
  var list: ListStore
  var effects: [ListStore.Effect] = []

  /// Rows of 60 pt (ten by default) in a 600 pt viewport at the top of the screen.
  init(
    heights: [Double] = [Double](repeating: 60, count: 10),
    viewport: ListViewport = ListViewport(top: 0, height: 600),
    reorder: Reorder.Configuration = Reorder.Configuration(),
    pinchToInsert: PinchToInsert.Configuration = PinchToInsert.Configuration()
  ) {
    list = ListStore(
      rows: listRows(heights), rowWidth: 320, viewport: viewport,
      configuration: .init(swipeToCommit: nil, reorder: reorder, pinchToInsert: pinchToInsert))
  }

  mutating func send(_ event: ListStore.Event) { list.handle(event, into: &effects) }

  /// The long press's phase, at time 0.
  mutating func press(_ drag: DragEvent) { send(.longPress(drag, time: 0)) }

  /// The long press began at `y` (x 10).
  mutating func began(_ y: Double) {
    press(.began(location: Point(x: 10, y: y), translation: .zero))
  }

  /// The long press moved to `y` (x 10).
  mutating func changed(_ y: Double) {
    press(.changed(location: Point(x: 10, y: y), translation: .zero))
  }

  /// The pinch's phase, at time 0.
  mutating func pinch(_ pinch: ListStore.Pinch) { send(.pinch(pinch, time: 0)) }

  /// The app's items: the rows' ids.
  var items: [Int] { list.rows.map(\.id) }

  /// Each row's vertical shift, as drawn now.
  var shifts: [Double] { list.rows.map(\.shift) }

  /// The effects since the last call.
  @discardableResult mutating func take() -> [ListStore.Effect] {
    defer { effects.removeAll() }
    return effects
  }
}

/// The velocities of the pinch releases a rig sent, in order.
final class PinchReleases {
  var velocities: [Double] = []
}

extension Simulation where S == ListStore {
  /// Records the velocity of every pinch release the rig sends from here on (takes the
  /// simulation's ``Simulation/observer``).
  func recordPinchReleases() -> PinchReleases {
    let releases = PinchReleases()
    observer = { event, _, _ in
      if case .pinch(.ended(let velocity), _) = event { releases.velocities.append(velocity) }
    }
    return releases
  }
}

extension Simulation where S == ListStore {
  /// A finger lands on the second row (rows 64 pt tall: 64–128 pt, y 96 is its middle) at
  /// x 195 and its swipe begins towards the leading edge, 20 pt out, at the current time:
  /// the row is swiped and the swipe holds the list.
  func beginSwipingTheSecondRow() {
    send(.touchDown(Point(x: 195, y: 96), time: time))
    send(
      .swipe(.began(location: Point(x: 175, y: 96), translation: Vector(dx: -20, dy: 0)), time: time))
  }
}
