import GestureCore
import GestureTesting
import Testing

/// Swipe to complete or delete never loses or duplicates an item (product.md, family 3):
/// thousands of random horizontal drags on random rows of a list, from synthetic touches
/// through a real pan recognizer into one `SwipeToCommit` per row, every committed edit
/// applied to an array of unique ids. After each drag: the list is the original ids minus
/// exactly the ids whose delete was committed, in their order; every completion names a row
/// that is still there; no effect carries NaN; and once the host has run its springs, every
/// row is back at rest.
@Suite struct SwipeToCommitConservationTests {
  /// A list of 60 pt rows, 375 pt wide, under one horizontal pan; the host glue a real list
  /// has: the row under the finger gets the drag, a committed delete removes the row.
  final class Host {
    let width = 375.0
    let rowHeight = 60.0
    let sim: TouchSimulator
    var items: [Int]
    var rows: [Int: SwipeToCommit] = [:]
    var deleted: [Int] = []
    var completed = 0
    var issues: [String] = []
    /// The row the current drag goes to.
    var dragged: Int?
    private var effects: [SwipeToCommit.Effect] = []

    init(count: Int) {
      items = Array(0..<count)
      for id in items { rows[id] = SwipeToCommit(rowID: id, rowWidth: width) }
      let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: width, height: 2000)))
      arena.attach(PanRecognizer(name: "rows", configuration: .init(axis: .horizontal)), to: arena.root)
      sim = TouchSimulator(arena: arena)
      sim.onChange = { [unowned self] change in
        guard let drag = DragEvent(change) else { return }
        if case .began(let location, _) = drag {
          let index = Int(location.y / rowHeight)
          dragged = items.indices.contains(index) ? items[index] : nil
        }
        if let id = dragged { send(.drag(drag), to: id) }
      }
    }

    func send(_ event: SwipeToCommit.Event, to id: Int) {
      guard var row = rows[id] else { return }
      effects.removeAll(keepingCapacity: true)
      row.handle(event, into: &effects)
      rows[id] = row
      for effect in effects {
        switch effect {
        case .contentOffset(let x):
          if !x.isFinite { issues.append("offset \(x)") }
        case .animate(let animation):
          if !(animation.from.isFinite && animation.to.isFinite && animation.initialVelocity.isFinite) {
            issues.append("animation \(animation)")
          }
        case .commit(.delete(let committed)):
          guard let index = items.firstIndex(of: committed) else {
            issues.append("delete of a row that is gone: \(committed)")
            continue
          }
          if !ListEdit.delete(at: index).apply(to: &items, newItem: -1) {
            issues.append("delete \(index) does not apply")
          }
          deleted.append(committed)
        case .commit(.complete(let committed)):
          guard let index = items.firstIndex(of: committed) else {
            issues.append("completion of a row that is gone: \(committed)")
            continue
          }
          _ = ListEdit.complete(at: index).apply(to: &items, newItem: -1)
          completed += 1
        case .cue, .haptic:
          break
        }
      }
    }

    /// The host's springs all finish: rows at rest, deleted rows removed.
    func finishAnimations() {
      for id in rows.keys.sorted() {
        send(.animationFinished, to: id)
        if deleted.contains(id) { rows[id] = nil }
      }
    }
  }

  @Test func randomSwipesNeverLoseOrDuplicateARow() {
    var random = SplitMix64(seed: 0x7377_6970)
    var drags = 0
    var cancels = 0
    var deletes = 0
    var completions = 0
    for _ in 0..<60 {
      let host = Host(count: random.next(in: 3...14))
      let original = host.items
      for _ in 0..<random.next(in: 10...60) {
        guard !host.items.isEmpty else { break }
        let row = random.next(upTo: host.items.count)
        let y = Double(row) * host.rowHeight + random.nextDouble(in: 5...55)
        let start = Point(x: random.nextDouble(in: 20...355), y: y)
        host.sim.down(1, at: start)
        var x = start.x
        for _ in 0..<random.next(in: 1...12) {
          host.sim.wait(random.nextDouble(in: 0.004...0.05))
          x += random.nextDouble(in: -120...120)
          host.sim.move(1, to: Point(x: x, y: y + random.nextDouble(in: -8...8)))
        }
        if random.chance(1, in: 6) {
          host.sim.cancel(1)
          cancels += 1
        } else {
          host.sim.wait(random.chance(1, in: 2) ? 0 : random.nextDouble(in: 0.01...0.1))
          host.sim.up(1)
        }
        drags += 1
        if random.chance(3, in: 4) { host.finishAnimations() }
        host.sim.wait(0.5)
      }
      host.finishAnimations()

      // The list is the original minus exactly the committed deletes, in order.
      #expect(host.items == original.filter { !host.deleted.contains($0) })
      #expect(Set(host.deleted).count == host.deleted.count)
      #expect(host.issues == [])
      for (id, row) in host.rows {
        #expect(row.state == .idle, "row \(id) is \(row.state)")
      }
      deletes += host.deleted.count
      completions += host.completed
    }
    // The sequences reach every path.
    #expect(drags > 1000)
    #expect(cancels > 100)
    #expect(deletes > 50)
    #expect(completions > 50)
  }
}
