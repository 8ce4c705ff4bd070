import GestureCore
import GestureTesting
import Testing

/// Two rows of 375 × 60 pt, ids 1 (y 0) and 2 (y 60), each with its own horizontal pan, in
/// one group.
private final class TwoRows {
  var group = SwipeActionsGroup()
  var effects: [SwipeActionsGroup.Effect] = []
  let sim: TouchSimulator

  init() {
    let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 375, height: 812)))
    var pans: [(PanRecognizer, Int)] = []
    for id in [1, 2] {
      let node = Node(frame: Rect(x: 0, y: Double(id - 1) * 60, width: 375, height: 60))
      arena.root.addChild(node)
      let pan = PanRecognizer(name: "row\(id)", configuration: .init(axis: .horizontal))
      arena.attach(pan, to: node)
      pans.append((pan, id))
      group.handle(.insert(id, classicRow()), into: &effects)
    }
    sim = TouchSimulator(arena: arena)
    sim.onChange = { [unowned self] change in
      guard let drag = DragEvent(change),
        let id = pans.first(where: { $0.0 === change.recognizer })?.1
      else { return }
      self.group.handle(.row(id, .drag(drag)), into: &self.effects)
    }
  }

  func take() -> [SwipeActionsGroup.Effect] {
    defer { effects.removeAll() }
    return effects
  }

  func send(_ event: SwipeActionsGroup.Event) -> [SwipeActionsGroup.Effect] {
    group.handle(event, into: &effects)
    return take()
  }
}

/// The effects without button frames.
private func withoutFrames(_ effects: [SwipeActionsGroup.Effect]) -> [SwipeActionsGroup.Effect] {
  effects.filter {
    if case .row(_, .buttonFrame) = $0 { return false }
    return true
  }
}

@Suite struct SwipeActionsGroupTests {
  @Test func draggingAnotherRowClosesTheOpenOne() {
    let rows = TwoRows()
    #expect(rows.take() == [])  // inserting emits nothing
    _ = rows.send(.row(1, .open(.trailing, animated: false)))
    #expect(rows.group.openRowID == 1)
    rows.sim.down(1, at: Point(x: 300, y: 90))  // row 2
    rows.sim.wait(1.0 / 60)
    rows.sim.move(1, to: Point(x: 280, y: 90))
    // Row 1 closes as row 2's drag begins.
    #expect(
      withoutFrames(rows.take()) == [
        .row(1, defaultSpring(from: -156, to: 0)), .row(2, .contentOffset(-20)),
      ])
    rows.sim.wait(1.0 / 60)
    rows.sim.move(1, to: Point(x: 200, y: 90))
    rows.sim.wait(0.1)
    rows.sim.up(1)
    #expect(
      withoutFrames(rows.take()) == [
        .row(2, .contentOffset(-100)), .row(2, .willOpen(.trailing)),
        .row(2, defaultSpring(from: -100, to: -156)),
      ])
    #expect(
      withoutFrames(rows.send(.row(1, .animationFinished))) == [
        .row(1, .contentOffset(0)), .row(1, .didClose(.trailing)),
      ])
    #expect(rows.group.openRowID == 2)
    #expect(rows.group[1]?.state == .closed)
  }

  @Test func openingOneRowClosesTheOther() {
    let rows = TwoRows()
    _ = rows.send(.row(1, .open(.trailing, animated: false)))
    #expect(
      withoutFrames(rows.send(.row(2, .open(.trailing, animated: true)))) == [
        .row(1, defaultSpring(from: -156, to: 0)), .row(2, .willOpen(.trailing)),
        .row(2, defaultSpring(from: 0, to: -156)),
      ])
  }

  @Test func closeAllClosesEveryRow() {
    let rows = TwoRows()
    _ = rows.send(.row(1, .open(.trailing, animated: false)))
    // Opening row 2 starts closing row 1 (animated): both are not closed.
    _ = rows.send(.row(2, .open(.trailing, animated: false)))
    #expect(rows.group[1]?.isClosed == false)
    #expect(rows.group[2]?.state == .open(.trailing))
    #expect(
      withoutFrames(rows.send(.closeAll(animated: false))) == [
        .row(1, .contentOffset(0)), .row(1, .didClose(.trailing)), .row(2, .contentOffset(0)),
        .row(2, .didClose(.trailing)),
      ])
    #expect(rows.group.openRowID == nil)
    #expect(rows.send(.closeAll(animated: true)) == [])
  }

  @Test func unknownRowsAndRemovals() {
    let rows = TwoRows()
    #expect(rows.send(.row(9, .open(.trailing, animated: false))) == [])
    _ = rows.send(.row(1, .open(.trailing, animated: false)))
    #expect(rows.send(.remove(1)) == [])
    #expect(rows.group[1] == nil)
    #expect(rows.group.ids == [2])
    #expect(rows.group.openRowID == nil)
    #expect(rows.send(.remove(1)) == [])
    // Replacing a row keeps its place.
    _ = rows.send(.insert(3, classicRow()))
    _ = rows.send(.insert(2, classicRow(trailing: [.init(id: "x")])))
    #expect(rows.group.ids == [2, 3])
    #expect(rows.group[2]?.revealWidth(.trailing) == 78)
  }
}
