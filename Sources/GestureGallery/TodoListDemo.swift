import GestureCore

/// Demo 3: a Clear-style to-do list. Each row has a horizontal pan driving its
/// ``SwipeToCommit`` (right completes, left deletes); the list has a long press driving
/// ``Reorder`` (with auto-scroll on every frame), a pinch driving ``PinchToInsert``, and a
/// one-finger vertical pan that scrolls it.
///
/// Snapshot: content offset, content height, item count, then per item in model order: id,
/// top (area coordinates), horizontal offset, done (0/1), cue (−1 none, 0 complete, 1
/// delete), lifted (0/1: its slot is empty); then the lifted row: present (0/1), id, top,
/// scale, alpha, shadow (0/1); then the placeholder: present (0/1), centre y, height,
/// scale, label (0 "Pinch apart to add", 1 "Release to add").
final class TodoListDemo: Demo {
  private struct Item {
    var id: Int
    var node: Node
    var pan: PanRecognizer
    var swipe: SwipeToCommit
    var done = false
    var offset = 0.0
    var spring: RunningSpring?
    /// Vertical offset from the resting place: fixed (the pinch's gap) plus a spring.
    var shift = 0.0
    var shiftSpring: RunningSpring?

    func shownShift(at time: Double) -> Double { shift + (shiftSpring?.value(at: time) ?? 0) }
  }

  private struct Lifted {
    var id: Int
    var top: Double
    var scale: Double
    var alpha: Double
    var shadow: Bool
    var lift: (scale: Double, alpha: Double)
    var drop: RunningSpring?
  }

  private struct Placeholder {
    var centerY: Double
    var height: Double
    var scale: Double
    var label: Double
    var spring: RunningSpring?
  }

  static let rowHeight = 64.0
  private var items: [Item] = []
  private var layout: ListLayout
  private var contentOffset = 0.0
  private var nextID = 0
  private var reorder: Reorder
  private var pinchToInsert: PinchToInsert
  private let longPress = LongPressRecognizer(name: "longPress")
  private let pinch = PinchRecognizer(name: "pinch")
  private let scroll = PanRecognizer(
    name: "scroll", configuration: .init(maximumNumberOfTouches: 1, axis: .vertical))
  private var scrollStart = 0.0
  private var pinchStartSpan = 0.0
  private var lifted: Lifted?
  private var placeholder: Placeholder?
  private var commitEffects: [SwipeToCommit.Effect] = []
  private var reorderEffects: [Reorder.Effect] = []
  private var pinchEffects: [PinchToInsert.Effect] = []

  override init(size: Size) {
    layout = ListLayout(count: 0, rowHeight: Self.rowHeight)
    let viewport = ListViewport(top: 0, height: size.height, contentOffset: 0)
    reorder = Reorder(layout: layout, viewport: viewport)
    pinchToInsert = PinchToInsert(layout: layout, viewport: viewport)
    super.init(size: size)
    arena.attach(longPress, to: arena.root)
    arena.attach(pinch, to: arena.root)
    arena.attach(scroll, to: arena.root)
    for _ in 0..<20 { items.append(makeItem()) }
    layout = ListLayout(count: items.count, rowHeight: Self.rowHeight)
    reorder.handle(.layoutChanged(layout), into: &reorderEffects)
    pinchToInsert.handle(.layoutChanged(layout), into: &pinchEffects)
    reorderEffects.removeAll()
    pinchEffects.removeAll()
    syncNodes()
  }

  private func makeItem() -> Item {
    let id = nextID
    nextID += 1
    let node = Node(frame: .zero)
    arena.root.addChild(node)
    let pan = PanRecognizer(name: "row", configuration: .init(axis: .horizontal))
    arena.attach(pan, to: node)
    return Item(id: id, node: node, pan: pan, swipe: SwipeToCommit(rowID: id, rowWidth: size.width))
  }

  private var viewport: ListViewport {
    ListViewport(top: 0, height: size.height, contentOffset: contentOffset)
  }

  private var maximumContentOffset: Double {
    viewport.maximumContentOffset(contentHeight: layout.totalHeight)
  }

  /// Row nodes at their resting places, so touches land on the rows the page shows.
  private func syncNodes() {
    for index in items.indices {
      items[index].node.frame = Rect(
        x: 0, y: layout.top(of: index) - contentOffset, width: size.width, height: layout.height(of: index))
    }
  }

  // MARK: Touches

  override func willHandle(_ sample: TouchSample, _ output: inout Output) {
    guard sample.phase == .began else { return }
    for index in items.indices where items[index].spring != nil && items[index].node.frame.contains(sample.location) {
      let spring = items[index].spring!
      items[index].offset = spring.value(at: now)
      items[index].spring = nil
      commit(.animationInterrupted(elapsed: spring.elapsed(at: now)), to: index, &output)
    }
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    if change.recognizer === longPress {
      if let drag = DragEvent(change) { sendReorder(.drag(drag), &output) }
    } else if change.recognizer === pinch {
      if let event = pinchEvent(change) { sendPinch(event, &output) }
    } else if change.recognizer === scroll {
      switch change.state {
      case .began:
        scrollStart = contentOffset + change.value.translation.dy
        scrolled(to: scrollStart - change.value.translation.dy, &output)
      case .changed, .ended:
        scrolled(to: scrollStart - change.value.translation.dy, &output)
      default: break
      }
    } else if let index = items.firstIndex(where: { $0.pan === change.recognizer }), let drag = DragEvent(change) {
      commit(.drag(drag), to: index, &output)
    }
  }

  private func scrolled(to offset: Double, _ output: inout Output) {
    contentOffset = min(max(0, offset), maximumContentOffset)
    syncNodes()
    sendReorder(.viewportChanged(viewport), &output)
    sendPinch(.viewportChanged(viewport), &output)
  }

  /// The pinch's phases with its two fingers' `y`s, as a host adapter reads them.
  private func pinchEvent(_ change: StateChange) -> PinchToInsert.Event? {
    let touches = pinch.touches
    switch change.state {
    case .began:
      guard touches.count >= 2 else { return nil }
      let start = touches[1].startLocation - touches[0].startLocation
      pinchStartSpan = start.length
      return .began(upperY: touches[0].location.y, lowerY: touches[1].location.y)
    case .changed:
      guard touches.count >= 2 else { return nil }
      return .changed(upperY: touches[0].location.y, lowerY: touches[1].location.y)
    case .ended:
      return .ended(velocity: change.value.scaleVelocity * pinchStartSpan)
    case .cancelled:
      return .cancelled
    case .possible, .failed, .recognized:
      return nil
    }
  }

  // MARK: Swipe to commit

  private func commit(_ event: SwipeToCommit.Event, to index: Int, _ output: inout Output) {
    commitEffects.removeAll(keepingCapacity: true)
    items[index].swipe.handle(event, into: &commitEffects)
    let id = items[index].id
    for effect in commitEffects {
      switch effect {
      case .contentOffset(let offset):
        items[index].offset = offset
        items[index].spring = nil
      case .cue:
        break  // drawn from the interaction's `cue` in `render`
      case .haptic(let haptic):
        output.emit(.haptic, haptic.code)
      case .commit(let committed):
        switch committed {
        case .complete:
          items[index].done.toggle()
          output.emit(.commit, Double(id), 0)
        case .delete:
          output.emit(.commit, Double(id), 1)
        }
      case .animate(let animation):
        items[index].spring = RunningSpring(animation: animation, start: now)
      }
    }
  }

  /// Removes an item whose row slid off: the rows below close the gap.
  private func remove(at index: Int, _ output: inout Output) {
    let item = items.remove(at: index)
    arena.root.removeChild(item.node)
    let height = layout.height(of: index)
    _ = layout.remove(at: index)
    for below in index..<items.count {
      addShift(SpringAnimation(spring: Spring(dampingRatio: 1, response: 0.35), from: height, to: 0), to: below)
    }
    contentOffset = min(contentOffset, maximumContentOffset)
    syncNodes()
    output.emit(.removed, Double(item.id))
    sendReorder(.layoutChanged(layout), &output)
    sendPinch(.layoutChanged(layout), &output)
    sendReorder(.viewportChanged(viewport), &output)
    sendPinch(.viewportChanged(viewport), &output)
  }

  /// A shift spring that starts where the row is shown (it may still be moving).
  private func addShift(_ animation: SpringAnimation, to index: Int) {
    let shown = items[index].shownShift(at: now)
    items[index].shift = 0
    items[index].shiftSpring = RunningSpring(
      animation: SpringAnimation(
        spring: animation.spring, from: animation.from + shown, to: animation.to,
        initialVelocity: animation.initialVelocity),
      start: now)
  }

  // MARK: Reorder

  private func sendReorder(_ event: Reorder.Event, _ output: inout Output) {
    reorderEffects.removeAll(keepingCapacity: true)
    reorder.handle(event, into: &reorderEffects)
    for effect in reorderEffects {
      switch effect {
      case .lift(let index, let scale, let alpha, let shadow):
        lifted = Lifted(
          id: items[index].id, top: layout.top(of: index), scale: scale, alpha: alpha, shadow: shadow,
          lift: (scale, alpha))
      case .moveLiftedRow(let y):
        lifted?.top = y
      case .edit(let edit):
        if case .move(let from, let to) = edit {
          let item = items.remove(at: from)
          items.insert(item, at: to)
          _ = layout.move(from: from, to: to)
          syncNodes()
        }
      case .animateRows(let range, let animation):
        for index in range where items.indices.contains(index) { addShift(animation, to: index) }
      case .scroll(let offset):
        contentOffset = offset
        syncNodes()
        sendPinch(.viewportChanged(viewport), &output)
      case .haptic(let haptic):
        output.emit(.haptic, haptic.code)
      case .drop(_, let animation):
        lifted?.drop = RunningSpring(animation: animation, start: now)
      case .ended(let from, let to):
        if items.indices.contains(to) { output.emit(.reorderEnded, Double(items[to].id), Double(from), Double(to)) }
      case .settle:
        lifted = nil
      }
    }
  }

  // MARK: Pinch to insert

  private func sendPinch(_ event: PinchToInsert.Event, _ output: inout Output) {
    pinchEffects.removeAll(keepingCapacity: true)
    pinchToInsert.handle(event, into: &pinchEffects)
    for effect in pinchEffects {
      switch effect {
      case .offsetRows(let range, let by):
        for index in range where items.indices.contains(index) {
          items[index].shift = by
          items[index].shiftSpring = nil
        }
      case .placeholder(let centerY, let height, let scale, let label):
        placeholder = Placeholder(
          centerY: centerY, height: height, scale: scale, label: label == .releaseToAdd ? 1 : 0)
      case .haptic(let haptic):
        output.emit(.haptic, haptic.code)
      case .animateRows(let range, let animation):
        // `from` is where the rows are shown, relative to their resting place.
        for index in range where items.indices.contains(index) {
          items[index].shift = 0
          items[index].shiftSpring = RunningSpring(animation: animation, start: now)
        }
      case .animatePlaceholder(let animation):
        placeholder?.spring = RunningSpring(animation: animation, start: now)
      case .removePlaceholder:
        placeholder = nil
      case .edit(let edit):
        if case .insert(let index) = edit {
          var item = makeItem()
          item.shift = 0
          items.insert(item, at: index)
          _ = layout.insert(height: pinchToInsert.configuration.newRowHeight, at: index)
          syncNodes()
          output.emit(.inserted, Double(item.id), Double(index))
          sendReorder(.layoutChanged(layout), &output)
        }
      case .beginEditing(let index):
        if items.indices.contains(index) { output.emit(.beginEditing, Double(items[index].id)) }
      }
    }
  }

  // MARK: Frames

  override func step(_ output: inout Output) {
    if reorder.isLifted { sendReorder(.tick(time: now), &output) }
    var index = 0
    while index < items.count {
      if let spring = items[index].shiftSpring, spring.isSettled(at: now) { items[index].shiftSpring = nil }
      if let spring = items[index].spring {
        if spring.isSettled(at: now) {
          items[index].offset = spring.animation.to
          items[index].spring = nil
          commit(.animationFinished, to: index, &output)
          if case .dismissed = items[index].swipe.state {
            remove(at: index, &output)
            continue
          }
        } else {
          items[index].offset = spring.value(at: now)
        }
      }
      index += 1
    }
    if var row = lifted, let drop = row.drop {
      let to = drop.animation.to
      let from = drop.animation.from
      let top = drop.value(at: now)
      let progress = to == from ? 1 : min(1, max(0, (top - from) / (to - from)))
      row.top = top
      row.scale = row.lift.scale + (1 - row.lift.scale) * progress
      row.alpha = row.lift.alpha + (1 - row.lift.alpha) * progress
      lifted = row
      if drop.isSettled(at: now) { sendReorder(.animationFinished, &output) }
    }
    if var shown = placeholder, let spring = shown.spring {
      shown.scale = max(0, spring.value(at: now))
      placeholder = shown
    }
    switch pinchToInsert.state {
    case .springingBack, .inserting:
      let rowsMoving = items.contains { $0.shiftSpring != nil }
      let placeholderMoving = placeholder?.spring.map { !$0.isSettled(at: now) } ?? false
      if !rowsMoving && !placeholderMoving { sendPinch(.animationFinished, &output) }
    case .idle, .opening:
      break
    }
  }

  override func render(_ snapshot: inout [Double]) {
    snapshot.append(contentOffset)
    snapshot.append(layout.totalHeight)
    snapshot.append(Double(items.count))
    for (index, item) in items.enumerated() {
      snapshot.append(Double(item.id))
      snapshot.append(layout.top(of: index) + item.shownShift(at: now) - contentOffset)
      snapshot.append(item.offset)
      snapshot.append(item.done ? 1 : 0)
      switch item.swipe.cue {
      case nil: snapshot.append(-1)
      case .complete?: snapshot.append(0)
      case .delete?: snapshot.append(1)
      }
      snapshot.append(lifted?.id == item.id ? 1 : 0)
    }
    if let row = lifted {
      snapshot.append(1)
      snapshot.append(Double(row.id))
      snapshot.append(row.top - contentOffset)
      snapshot.append(row.scale)
      snapshot.append(row.alpha)
      snapshot.append(row.shadow ? 1 : 0)
    } else {
      for _ in 0..<6 { snapshot.append(0) }
    }
    if let shown = placeholder {
      snapshot.append(1)
      snapshot.append(shown.centerY - contentOffset)
      snapshot.append(shown.height)
      snapshot.append(shown.scale)
      snapshot.append(shown.label)
    } else {
      for _ in 0..<5 { snapshot.append(0) }
    }
  }
}
