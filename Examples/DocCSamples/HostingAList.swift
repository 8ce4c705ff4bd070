// The Swift code blocks of Sources/GestureCore/GestureCore.docc/HostingAList.md, with what they need
// around them (the host's views and the app's state, declared just before). scripts/check-doc-samples
// checks that every block is here; `swift build` compiles this file on every platform, and the
// iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum HostingAListSample {
  struct Item { var id = 0 }

  static func host(
    items: inout [Item], viewport: ListViewport, swipe: PanRecognizer,
    longPress: LongPressRecognizer, pinch: PinchRecognizer, change: StateChange, now: Double
  ) {
    let list = StoreDriver(ListStore(rows: items.map { .init(id: $0.id, height: 64) },
                                           rowWidth: 390, viewport: viewport))
    // Each phase of the row swipe, the long press and the pinch, with the host's time, read as
    // every host reads them (ListStore.Reader; ListStore.Reader.event(for:time:) for touches):
    var reader = ListStore.Reader(swipe: swipe, longPress: longPress, pinch: pinch)
    guard let event = reader.event(for: change, time: now) else { return }
    list.send(event) { effect in
      switch effect {
      case .delete(let id):
        items.removeAll { $0.id == id }
        list.send(.deleteAnswered(rowID: id, removed: true)) { _ in }
      case .move(let from, let to):
        ListEdit.move(from: from, to: to).apply(to: &items, newItem: Item())
      default: break
      }
    }
    // Every display frame while it needs them:
    if list.store.needsFrames { list.send(.tick(time: now)) { _ in } }
  }
}
