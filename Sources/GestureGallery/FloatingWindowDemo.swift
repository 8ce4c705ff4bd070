import GestureCore

/// Demo 5: a floating window (picture in picture) driven by ``DragSnap``: it follows the
/// finger, and on release is projected and springs to the nearest corner (or, with the
/// toggle, edge) inside the area's safe margin. The page shows the final frame from
/// ``DragSnap/Effect/ended(frame:anchor:)``.
///
/// Commands: 1 anchors: corners (0) or edges (1).
///
/// Events: ``EventCode/floatingEnded`` (x, y, width, height, anchor: 0 top left, 1 top
/// right, 2 bottom left, 3 bottom right, 4 left, 5 right, 6 top, 7 bottom, 8 a point).
///
/// Snapshot: the window's shown frame (x, y, width, height), phase (0 resting, 1 dragging,
/// 2 settling), edges (0/1), the allowed area (x, y, width, height).
final class FloatingWindowDemo: Demo {
  private var snap: DragSnap
  private let window: Node
  private let pan = PanRecognizer(name: "window")
  private var shown: Rect
  private var spring: (animation: SpringAnimation2D, start: Double)?
  private var effects: [DragSnap.Effect] = []
  private var edges: Bool

  init(size: Size, edges: Bool) {
    self.edges = edges
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    snap = DragSnap(
      frame: Rect(x: size.width, y: size.height, width: 160, height: 90), bounds: bounds,
      configuration: Self.configuration(edges: edges))
    shown = snap.frame
    window = Node(frame: shown)
    super.init(size: size)
    arena.root.addChild(window)
    arena.attach(pan, to: window)
    effects.reserveCapacity(16)
  }

  private static func configuration(edges: Bool) -> DragSnap.Configuration {
    var configuration = DragSnap.Configuration.pictureInPicture
    configuration.anchors = edges ? .edges : .corners
    return configuration
  }

  override func willHandle(_ sample: TouchSample, _ output: inout Output) {
    // Tell the interaction where the spring has the window before a finger may catch it.
    guard sample.phase == .began, let running = spring else { return }
    send(.animationFrame(elapsed: max(0, now - running.start)), &output)
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    guard change.recognizer === pan, let drag = DragEvent(change) else { return }
    send(.drag(drag), &output)
  }

  private func send(_ event: DragSnap.Event, _ output: inout Output) {
    effects.removeAll(keepingCapacity: true)
    snap.handle(event, into: &effects)
    for effect in effects {
      switch effect {
      case .frame(let frame):
        shown = frame
        spring = nil
      case .animate(let animation):
        spring = (animation, now)
      case .began, .moved:
        break
      case .ended(let frame, let anchor):
        output.emit(.floatingEnded, frame.minX, frame.minY, frame.width, frame.height, Self.code(anchor))
      }
    }
    window.frame = shown
  }

  private static func code(_ anchor: DragSnap.Anchor) -> Double {
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
    }
  }

  override func step(_ output: inout Output) {
    guard let running = spring else { return }
    let elapsed = max(0, now - running.start)
    shown = Rect(origin: running.animation.value(at: elapsed), size: snap.size)
    window.frame = shown
    if running.animation.isSettled(at: elapsed) {
      shown = Rect(origin: running.animation.to, size: snap.size)
      spring = nil
      send(.animationFinished, &output)
    }
  }

  override func command(_ command: Int32, _ value: Double, _ output: inout Output) -> Int32 {
    guard command == 1 else { return 1 }
    edges = value == 1
    snap.configuration = Self.configuration(edges: edges)
    // Re-seat the window on the new anchors, as after a container change.
    send(.containerChanged(bounds: snap.bounds, safeArea: snap.safeArea), &output)
    return 0
  }

  override func render(_ snapshot: inout [Double]) {
    snapshot.append(shown.minX)
    snapshot.append(shown.minY)
    snapshot.append(shown.width)
    snapshot.append(shown.height)
    switch snap.state {
    case .resting: snapshot.append(0)
    case .dragging: snapshot.append(1)
    case .settling: snapshot.append(2)
    }
    snapshot.append(edges ? 1 : 0)
    let area = snap.allowedArea
    snapshot.append(area.minX)
    snapshot.append(area.minY)
    snapshot.append(area.width)
    snapshot.append(area.height)
  }
}
