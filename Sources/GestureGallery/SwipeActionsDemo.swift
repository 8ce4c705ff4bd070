import GestureCore

/// Demo 1: Mail-style swipe actions on two cards and a list of rows, one group (only one
/// open), each row with its own horizontal pan; one tap recognizer on the area for the
/// buttons and for closing.
///
/// Commands: 1 close all.
///
/// Snapshot, per row in order: id, x, y, width, height, offset, expanded side (−1 none, 0
/// leading, 1 trailing), number of leading buttons, number of trailing buttons, then for
/// each leading then trailing button its x and width (container coordinates).
final class SwipeActionsDemo: Demo {
  private struct Row {
    var id: Int
    var node: Node
    var pan: PanRecognizer
    /// Where the row rests in the area.
    var frame: Rect
    /// The row's top as shown (it moves up when a row above is removed).
    var top: Double
    var topSpring: RunningSpring?
    var offset: Double
    var spring: RunningSpring?
    /// Removed once its content is off-screen (a destructive full swipe).
    var removeWhenDismissed: Bool
  }

  private var rows: [Row] = []
  private var group = SwipeActionsGroup()
  private var effects: [SwipeActionsGroup.Effect] = []
  private let tap = TapRecognizer(name: "tap")
  private let cardCount = 2
  private let cardHeight = 92.0
  private let rowHeight = 72.0

  override init(size: Size) {
    super.init(size: size)
    effects.reserveCapacity(64)
    arena.attach(tap, to: arena.root)
    // Cards: "Pin" leading; "Delete" and "Archive" trailing. Rows: "Read" leading; "Delete"
    // and "More" trailing. Content widths are the titles' widths at 15 px.
    for id in 0..<8 {
      let isCard = id < cardCount
      let frame = isCard
        ? Rect(x: 16, y: 12 + Double(id) * (cardHeight + 12), width: size.width - 32, height: cardHeight)
        : Rect(x: 0, y: 12 + Double(cardCount) * (cardHeight + 12) + 12 + Double(id - cardCount) * rowHeight,
               width: size.width, height: rowHeight)
      let leading: SwipeActions.ActionSet = isCard ? [.init(id: "pin", contentWidth: 24)] : [.init(id: "read", contentWidth: 34)]
      let trailing: SwipeActions.ActionSet = isCard
        ? [.init(id: "delete", contentWidth: 46, style: .destructive), .init(id: "archive", contentWidth: 54)]
        : [.init(id: "delete", contentWidth: 46, style: .destructive), .init(id: "more", contentWidth: 38)]
      let node = Node(frame: frame)
      arena.root.addChild(node)
      let pan = PanRecognizer(name: "row", configuration: .init(axis: .horizontal))
      arena.attach(pan, to: node)
      rows.append(Row(id: id, node: node, pan: pan, frame: frame, top: frame.minY, offset: 0, removeWhenDismissed: false))
      group.handle(
        .insert(id, SwipeActions(leading: leading, trailing: trailing, containerSize: frame.size)),
        into: &effects)
    }
  }

  private func position(of id: Int) -> Int? { rows.firstIndex { $0.id == id } }

  override func willHandle(_ sample: TouchSample, _ output: inout Output) {
    // A finger landing on a moving row stops its spring where it is: the drag picks it up.
    guard sample.phase == .began else { return }
    for index in rows.indices where rows[index].spring != nil && rows[index].frame.contains(sample.location) {
      let spring = rows[index].spring!
      rows[index].offset = spring.value(at: now)
      rows[index].spring = nil
      send(.row(rows[index].id, .animationInterrupted(elapsed: spring.elapsed(at: now))), &output)
    }
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    if change.recognizer === tap {
      if change.state == .recognized { tapped(at: change.location, &output) }
      return
    }
    guard let index = rows.firstIndex(where: { $0.pan === change.recognizer }),
      let drag = DragEvent(change)
    else { return }
    send(.row(rows[index].id, .drag(drag)), &output)
  }

  /// A tap: on an open row's button, performs it; anywhere else with a row open, closes it.
  private func tapped(at point: Point, _ output: inout Output) {
    if let index = rows.firstIndex(where: { $0.frame.contains(point) }), let row = group[rows[index].id],
      !row.isClosed
    {
      let local = Point(x: point.x - rows[index].frame.minX, y: point.y - rows[index].frame.minY)
      for side in [SwipeActions.Side.leading, .trailing] {
        for button in 0..<row.actions(side).actions.count
        where row.buttonFrame(side, index: button, offset: rows[index].offset).contains(local) {
          send(.row(rows[index].id, .tapAction(side, index: button)), &output)
          return
        }
      }
      send(.row(rows[index].id, .tapContent), &output)
      return
    }
    send(.closeAll(animated: true), &output)
  }

  private func send(_ event: SwipeActionsGroup.Event, _ output: inout Output) {
    effects.removeAll(keepingCapacity: true)
    group.handle(event, into: &effects)
    for case .row(let id, let effect) in effects {
      apply(effect, to: id, &output)
    }
  }

  private func apply(_ effect: SwipeActions.Effect, to id: Int, _ output: inout Output) {
    guard let index = position(of: id) else { return }
    let side: (SwipeActions.Side) -> Double = { $0 == .leading ? 0 : 1 }
    switch effect {
    case .contentOffset(let offset):
      rows[index].offset = offset
      rows[index].spring = nil
    case .buttonFrame:
      break  // laid out from the offset in `render`, every frame
    case .animate(let animation):
      rows[index].spring = RunningSpring(animation: animation, start: now)
    case .fullSwipe(let s, let expanded):
      output.emit(.fullSwipe, Double(id), side(s), expanded ? 1 : 0)
    case .haptic(let haptic):
      output.emit(.haptic, haptic.code)
    case .perform(_, let s, let button):
      output.emit(.perform, Double(id), side(s), Double(button))
      // Destructive actions delete the row. (Comparing the action's id, a String, would
      // link Unicode tables into the module: the style says the same.)
      if group[id]?.actions(s).actions[button].style == .destructive {
        if case .settling(let settling) = group[id]?.state, case .dismissed = settling.target {
          rows[index].removeWhenDismissed = true
        } else {
          remove(at: index, &output)
        }
      }
    case .willOpen(let s): output.emit(.willOpen, Double(id), side(s))
    case .didOpen(let s): output.emit(.didOpen, Double(id), side(s))
    case .didClose(let s): output.emit(.didClose, Double(id), side(s))
    }
  }

  /// Takes a row out: the rows below move up into its place.
  private func remove(at index: Int, _ output: inout Output) {
    let removed = rows.remove(at: index)
    arena.root.removeChild(removed.node)
    effects.removeAll(keepingCapacity: true)
    group.handle(.remove(removed.id), into: &effects)
    let gap = removed.frame.height + (removed.id < cardCount ? 12 : 0)
    for below in index..<rows.count {
      let shown = rows[below].topSpring?.value(at: now) ?? rows[below].top
      rows[below].frame.origin.y -= gap
      rows[below].node.frame = rows[below].frame
      rows[below].top = rows[below].frame.minY
      rows[below].topSpring = RunningSpring(
        animation: SpringAnimation(spring: Spring(dampingRatio: 1, response: 0.35), from: shown, to: rows[below].top),
        start: now)
    }
    output.emit(.removed, Double(removed.id))
  }

  override func step(_ output: inout Output) {
    var index = 0
    while index < rows.count {
      if let spring = rows[index].topSpring, spring.isSettled(at: now) { rows[index].topSpring = nil }
      if let spring = rows[index].spring {
        if spring.isSettled(at: now) {
          rows[index].offset = spring.animation.to
          rows[index].spring = nil
          let id = rows[index].id
          send(.row(id, .animationFinished), &output)
          if let i = position(of: id), rows[i].removeWhenDismissed, case .dismissed = group[id]?.state {
            remove(at: i, &output)
            continue
          }
        } else {
          rows[index].offset = spring.value(at: now)
        }
      }
      index += 1
    }
  }

  override func command(_ command: Int32, _ value: Double, _ output: inout Output) -> Int32 {
    if command == 1 { send(.closeAll(animated: true), &output) }
    return 0
  }

  override func render(_ snapshot: inout [Double]) {
    for row in rows {
      guard let swipe = group[row.id] else { continue }
      snapshot.append(Double(row.id))
      snapshot.append(row.frame.minX)
      snapshot.append(row.topSpring?.value(at: now) ?? row.top)
      snapshot.append(row.frame.width)
      snapshot.append(row.frame.height)
      snapshot.append(row.offset)
      switch swipe.expandedSide {
      case nil: snapshot.append(-1)
      case .leading?: snapshot.append(0)
      case .trailing?: snapshot.append(1)
      }
      let leading = swipe.actions(.leading).actions.count
      let trailing = swipe.actions(.trailing).actions.count
      snapshot.append(Double(leading))
      snapshot.append(Double(trailing))
      for (side, count) in [(SwipeActions.Side.leading, leading), (.trailing, trailing)] {
        for button in 0..<count {
          let frame = swipe.buttonFrame(side, index: button, offset: row.offset)
          snapshot.append(frame.minX)
          snapshot.append(frame.width)
        }
      }
    }
  }
}
