import GestureCore

/// Demo 5: a draggable floating window (picture in picture) on ``DraggableStore``. The demo is the
/// store's host: it reports the fingers that land and lift, the window's pan and a frame on
/// every tick while the store needs frames, and draws the store's frame. The window follows
/// the finger, and on release is projected and springs to the nearest corner (or, with the
/// toggle, edge) inside the area's safe margin; a finger landing on it as it springs stops
/// it there. With the stash toggle, a flick past the left or right side tucks it away with a
/// 24 px tab, and a tap on the tab brings it back. A pinch (two fingers, or Shift and the
/// mouse) resizes it between 120 and 320 px wide, and a double tap or double click cycles
/// 120, 220 and 320, its corner kept. The page shows the final frame from
/// ``DraggableStore/Effect/ended(frame:anchor:)``.
///
/// Events: ``EventCode/draggableEnded`` (x, y, width, height, anchor: 0 top left, 1 top
/// right, 2 bottom left, 3 bottom right, 4 left, 5 right, 6 top, 7 bottom, 8 a point, 9 stashed
/// left, 10 stashed right).
final class DraggableDemo: Demo {
  /// The snapshot: the window's shown frame, its phase (0 resting, 1 dragging, held or
  /// pinched, 2 settling or resizing), edges (0/1), stash (0/1), where it is stashed (0 not,
  /// 1 left, 2 right), the allowed area.
  enum Field: String, PageNames {
    case x, y, width, height, phase, edges, stash, stashed, areaX, areaY, areaWidth, areaHeight
  }

  /// The window's gestures: its store, its declared recognizers (the pan, the pinch and the
  /// double tap) on the window's node, which follows the store's frame.
  let window: PageHost<DraggableStore>
  private var edges: Bool
  private var stash = false

  init(size: Size, edges: Bool) {
    self.edges = edges
    window = PageHost(
      DraggableStore(
        frame: Rect(x: size.width, y: size.height, width: 160, height: 90),
        bounds: Rect(x: 0, y: 0, width: size.width, height: size.height),
        configuration: Self.configuration(edges: edges, stash: false)))
    super.init(size: size)
    let node = Node()
    arena.root.addChild(node)
    window.install(in: arena, on: node)
    fitVelocitiesAtTheLift()
  }

  private static func configuration(edges: Bool, stash: Bool) -> DraggableStore.Configuration {
    var configuration = DraggableStore.Configuration.pictureInPicture
    configuration.anchors = edges ? .edges : .corners
    configuration.stashing.sides = stash ? .both : []
    configuration.resizing = .init(widths: .range(minimum: 120, maximum: 320))
    return configuration
  }

  // MARK: Reporting

  private func send(_ event: DraggableStore.Event, _ output: inout Output) {
    window.send(event, &output, Self.apply)
  }

  private static func apply(_ effect: DraggableStore.Effect, _ output: inout Output) {
    if case .ended(let frame, let anchor) = effect {
      output.emit(
        .draggableEnded, frame.minX, frame.minY, frame.width, frame.height, code(anchor))
    }
  }

  override func willHandle(_ sample: TouchSample, _ output: inout Output) {
    window.handle(sample, at: sample.timestamp, &output, Self.apply)
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    // At the demo's clock, which never goes back (a deadline fired late reads as now).
    window.handle(change, at: now, &output, Self.apply)
  }

  /// A new area (a window resize, a rotation): the window springs to its anchor in it.
  override func resized(_ output: inout Output) {
    send(
      .resize(bounds: Rect(x: 0, y: 0, width: size.width, height: size.height), safeArea: .zero),
      &output)
  }

  override func step(_ output: inout Output) {
    window.tick(now, &output, Self.apply)
  }

  override func command(_ command: Command, _ value: Double, _ output: inout Output) -> Int32 {
    switch command {
    case .edges: edges = value == 1
    case .stash: stash = value == 1
    default: return 1
    }
    send(.configurationChanged(Self.configuration(edges: edges, stash: stash)), &output)
    return 0
  }

  // MARK: Keys

  /// The keys of the focused window: the store's events for them, in
  /// ``keyed(_:in:edges:time:)``; one the store refuses (``refusal(of:in:)``) moves nothing
  /// and is read out (``EventCode/draggableRefused``), as the UIKit host announces it.
  override func key(_ key: ItemKey, item: Int, part: Int, _ output: inout Output) -> Int32 {
    let store = window.store
    guard let event = Self.keyed(key, in: store, edges: edges, time: now) else {
      // + and − on a stashed window at rest: refused, as the store refuses its size steps.
      guard key == .plus || key == .minus,
        store.refusal(of: .resize(key == .plus ? .larger : .smaller)) == .stashed
      else { return 0 }
      output.emit(.draggableRefused, Double(DraggableRefusal.stashed.index), -1)
      return 1
    }
    if let (refusal, anchor) = Self.refusal(of: event, in: store) {
      output.emit(.draggableRefused, Double(refusal.index), anchor)
      return 1
    }
    send(event, &output)
    return 1
  }

  /// Why the store refuses what a key asks, if it does (`DraggableStore.refusal(of:)`), with
  /// the anchor's code where the window already rests there (−1 otherwise). A key pressed
  /// while the window moves is not refused: `move(to:)` takes it from where it is drawn.
  static func refusal(
    of event: DraggableStore.Event, in store: DraggableStore
  ) -> (DraggableRefusal, Double)? {
    let action: DraggableStore.Action
    switch event {
    case .move(let anchor, _): action = .move(to: anchor)
    case .stepSize(let step, _) where step != .cycle: action = .resize(step)
    default: return nil
    }
    switch (store.refusal(of: action), action) {
    case (.alreadyThere?, .move(let anchor)): return (.alreadyThere, code(anchor))
    case (.atSizeLimit?, .resize(.larger)): return (.largest, -1)
    case (.atSizeLimit?, _): return (.smallest, -1)
    case (.stashed?, _): return (.stashed, -1)
    default: return nil
    }
  }

  /// The event a key on the window means, the one place the keys meet the store: an arrow
  /// moves the window to the next corner (or edge) that way (`move(to:)`, as VoiceOver's
  /// actions do), and past the left or right one, with stashing on, into the stash there
  /// (one of ``DraggableStore/stashAnchors``); a stashed window comes back with the arrow
  /// away from its side, Enter or Space (`move(to:)` its ``DraggableStore/shownAnchor``, as
  /// a tap on the tab). Enter or Space cycles the size as a double tap does, + and − step it
  /// (`stepSize`). `nil`: the key means nothing now.
  static func keyed(
    _ key: ItemKey, in store: DraggableStore, edges: Bool, time: Double
  ) -> DraggableStore.Event? {
    if store.isStashed {
      switch (key, store.anchor) {
      case (.enter, _), (.space, _), (.right, .stashedLeft?), (.left, .stashedRight?):
        return .move(to: store.shownAnchor, time: time)
      default: return nil
      }
    }
    switch key {
    case .enter, .space: return .stepSize(.cycle, time: time)
    case .plus: return .stepSize(.larger, time: time)
    case .minus: return .stepSize(.smaller, time: time)
    case .up, .down, .left, .right: break
    default: return nil
    }
    let center = store.destination.center
    let middle = store.allowedArea.center
    let (top, left) = (center.y < middle.y, center.x < middle.x)
    let target: DraggableStore.Anchor
    switch (key, edges) {
    case (.left, false): target = top ? .topLeft : .bottomLeft
    case (.right, false): target = top ? .topRight : .bottomRight
    case (.up, false): target = left ? .topLeft : .topRight
    case (.down, false): target = left ? .bottomLeft : .bottomRight
    case (.left, true): target = .left(centerY: center.y)
    case (.right, true): target = .right(centerY: center.y)
    case (.up, true): target = .top(centerX: center.x)
    default: target = .bottom(centerX: center.x)
    }
    // Already against that side: on into its stash, where stashing is on.
    let there = store.frame(at: target).origin, going = store.destination.origin
    if abs(there.x - going.x) < 0.5, abs(there.y - going.y) < 0.5, key == .left || key == .right {
      for stash in store.stashAnchors {
        switch (key, stash) {
        case (.left, .stashedLeft), (.right, .stashedRight): return .move(to: stash, time: time)
        default: continue
        }
      }
    }
    return .move(to: target, time: time)
  }

  private static func code(_ anchor: DraggableStore.Anchor) -> Double {
    switch anchor {
    case .topLeft: 0
    case .topRight: 1
    case .bottomLeft: 2
    case .bottomRight: 3
    case .left: 4
    case .right: 5
    case .top: 6
    case .bottom: 7
    case .point: 8
    case .stashedLeft: 9
    case .stashedRight: 10
    }
  }

  // MARK: Drawing

  override func render(_ snapshot: inout [Double]) {
    let store = window.store
    let shown = store.frame
    let area = store.allowedArea
    snapshot.append(Field.self) { field in
      switch field {
      case .x: shown.minX
      case .y: shown.minY
      case .width: shown.width
      case .height: shown.height
      case .phase:
        switch store.phase {
        case .resting: 0
        case .dragging, .held, .pinching: 1
        case .settling, .resizing: 2
        }
      case .edges: edges ? 1 : 0
      case .stash: stash ? 1 : 0
      case .stashed:
        switch store.anchor {
        case .stashedLeft?: 1
        case .stashedRight?: 2
        default: 0
        }
      case .areaX: area.minX
      case .areaY: area.minY
      case .areaWidth: area.width
      case .areaHeight: area.height
      }
    }
  }
}
