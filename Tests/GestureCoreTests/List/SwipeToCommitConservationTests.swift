import GestureCore
import GestureTesting
import Testing

/// Swipe to complete or delete never loses or duplicates an item (our rule: every item is kept exactly once):
/// thousands of random horizontal drags on random rows of a list, from synthetic touches
/// through a real pan recognizer into a list store, every delete it asks for applied to an
/// array of unique ids. After each drag: the list is the original ids minus exactly the ids
/// whose delete was asked for, in their order; every completion names a row that is still
/// there; nothing drawn is NaN; and once frames have run, every row is back at rest.
@Suite struct SwipeToCommitConservationTests {
  /// A list of 60 pt rows, 375 pt wide, under one horizontal pan; the app removes every row
  /// the store asks it to delete.
  final class Host {
    let width = 375.0
    let rowHeight = 60.0
    let rig: InteractionRig<ListStore.Reader>
    var items: [Int]
    var deleted: [Int] = []
    var completed = 0
    var issues: [String] = []
    var sim: TouchSimulator { rig.fingers }

    init(count: Int) {
      items = Array(0..<count)
      let rowHeight = self.rowHeight
      let pan = PanRecognizer(name: "rows", configuration: .init(axis: .horizontal))
      rig = InteractionRig(
        ListStore(
          rows: items.map { .init(id: $0, height: rowHeight) }, rowWidth: width,
          viewport: ListViewport(height: 2000)),
        adapter: ListStore.Reader(swipe: pan, longPress: LongPressRecognizer(), pinch: PinchRecognizer()),
        frame: Rect(x: 0, y: 0, width: width, height: 2000), attaching: pan)
    }

    /// Applies the store's requests as the app does, and checks what it draws.
    func answer() {
      for effect in rig.take() {
        switch effect {
        case .delete(let committed):
          guard let index = items.firstIndex(of: committed) else {
            issues.append("delete of a row that is gone: \(committed)")
            continue
          }
          if !ListEdit.delete(at: index).apply(to: &items, newItem: -1) {
            issues.append("delete \(index) does not apply")
          }
          deleted.append(committed)
          rig.send(.deleteAnswered(rowID: committed, removed: true))
        case .complete(let committed):
          guard let index = items.firstIndex(of: committed) else {
            issues.append("completion of a row that is gone: \(committed)")
            continue
          }
          _ = ListEdit.complete(at: index).apply(to: &items, newItem: -1)
          completed += 1
        default:
          break
        }
      }
      for row in rig.model.rows where !row.offset.isFinite { issues.append("offset \(row.offset)") }
    }

    /// Frames until nothing moves: rows at rest, deleted rows removed.
    func finishAnimations() {
      rig.settle()
      answer()
      rig.settle()
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
        host.answer()
        if random.chance(3, in: 4) { host.finishAnimations() }
        host.sim.wait(0.5)
      }
      host.finishAnimations()

      // The list is the original minus exactly the committed deletes, in order.
      #expect(host.items == original.filter { !host.deleted.contains($0) })
      #expect(Set(host.deleted).count == host.deleted.count)
      #expect(host.issues == [])
      #expect(host.rig.model.rows.map(\.id) == host.items)
      for row in host.rig.model.rows {
        #expect(row.swipe.state == .idle, "row \(row.id) is \(row.swipe.state)")
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
