// The Swift code blocks of Sources/GestureCore/GestureCore.docc/HostLayers.md, with what they need
// around them (the host's views and the app's state, declared just before). scripts/check-doc-samples
// checks that every block is here; `swift build` compiles this file on every platform, and the
// iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum HostLayersSample {
  struct App { func delete(_ id: Int) -> Bool { true } }
  static func play(_ haptic: Haptic) {}
  static func draw(_ rows: [ListStore.Row], _ lifted: ListStore.LiftedRow?, _ placeholder: ListStore.Placeholder?) {}

  static func host(
    rows: [ListStore.RowData], viewport: ListViewport, drag: DragEvent, change: StateChange, app: App
  ) {
    var checker = ContractChecker<ListStore>()
    let list = StoreDriver(ListStore(rows: rows, rowWidth: 390, viewport: viewport))
    list.observer = { event, effects, store in        // debug builds: check the contract
      if let violation = checker.observe(event, effects: effects, store: store) {
        assertionFailure("\(violation)")
      }
    }
    // Each recognizer change, touch-down and display frame becomes an event:
    list.send(.swipe(drag, time: change.time)) { effect in
      switch effect {
      case .delete(let id):                            // the row slid off-screen
        let removed = app.delete(id)
        list.send(.deleteAnswered(rowID: id, removed: removed)) { _ in }   // queued: next
      case .haptic(let haptic): play(haptic)
      default: break
      }
    }
    draw(list.store.rows, list.store.liftedRow, list.store.placeholder)
  }
}
