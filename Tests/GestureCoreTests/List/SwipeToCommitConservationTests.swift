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
  /// A list of 60 pt rows, 375 pt wide, whose only gesture is swipe to commit; the app
  /// (``SimulatedListApp``) applies every edit the store asks for and answers it, and checks
  /// what the host draws.
  final class Host {
    let width = 375.0
    let rowHeight = 60.0
    let rig: Simulation<ListStore>
    var deleted: [Int] = []
    var completed = 0
    var issues: [String] = []
    var sim: TouchSimulator { rig.fingers }
    /// The app's items.
    var items: [Int] { rig.app.items }

    init(count: Int) {
      let items = Array(0..<count)
      rig = Simulation(
        ListStore(
          rows: items.map { .init(id: $0, height: 60) }, rowWidth: width,
          viewport: ListViewport(height: 2000),
          configuration: .init(reorder: nil, pinchToInsert: nil)),
        app: SimulatedListApp(items: items, rowHeight: rowHeight),
        frame: Rect(x: 0, y: 0, width: width, height: 2000))
    }

    /// Counts the store's requests, and checks what it draws.
    func answer() {
      for effect in rig.take() {
        switch effect {
        case .delete(let committed): deleted.append(committed)
        case .complete: completed += 1
        default: break
        }
      }
      issues += rig.problems
      rig.clearProblems()
      for row in rig.store.rows where !row.offset.isFinite { issues.append("offset \(row.offset)") }
    }

    /// Frames until nothing moves: rows at rest, deleted rows removed.
    func finishAnimations() {
      rig.settle()
      answer()
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
          host.rig.wait(random.nextDouble(in: 0.004...0.05))
          x += random.nextDouble(in: -120...120)
          host.sim.move(1, to: Point(x: x, y: y + random.nextDouble(in: -8...8)))
        }
        if random.chance(1, in: 6) {
          host.sim.cancel(1)
          cancels += 1
        } else {
          host.rig.wait(random.chance(1, in: 2) ? 0 : random.nextDouble(in: 0.01...0.1))
          host.sim.up(1)
        }
        drags += 1
        host.answer()
        if random.chance(3, in: 4) { host.finishAnimations() }
        host.rig.wait(0.5)  // frames run, as a display link does
      }
      host.finishAnimations()

      // The list is the original minus exactly the committed deletes, in order.
      #expect(host.items == original.filter { !host.deleted.contains($0) })
      #expect(Set(host.deleted).count == host.deleted.count)
      #expect(host.issues == [])
      #expect(host.rig.store.rows.map(\.id) == host.items)
      for row in host.rig.store.rows {
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
