// The Swift code blocks of Sources/GestureCore/GestureCore.docc/SwipeActionsHost.md, with what they need
// around them (the host's views and the app's state, declared just before). scripts/check-doc-samples
// checks that every block is here; `swift build` compiles this file on every platform, and the
// iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum SwipeActionsHostSample {
  final class View { var frame = Rect(x: 0, y: 0, width: 390, height: 64) }
  struct Content { var x = 0.0 }
  struct App {
    func run(_ action: String, then done: @escaping (Bool) -> Void) {}
    func removeView(_ id: Int) {}
  }
  static func play(_ haptic: Haptic) {}

  static func host(
    rowView: View, sample: TouchSample, change: StateChange, now: Double, content: inout Content,
    trailingButtons: [View], app: App
  ) {
    let store = StoreDriver(SwipeActionsStore())
    store.send(.insert(1, SwipeActionsRow(
      leading: [.init(id: "read")],
      trailing: [.init(id: "delete", style: .destructive), .init(id: "more")],
      containerSize: Size(width: 390, height: 64)))) { _ in }

    // Touches, pans and taps, with the host's time, read as every host reads them
    // (SwipeActionsStore.Reader); where the rows are laid out is the host's to say:
    var reader = SwipeActionsStore.Reader()
    func rowFrame(at point: Point) -> SwipeActionsStore.RowFrame? { (1, rowView.frame) }
    if let event = SwipeActionsStore.Reader.event(for: sample, time: now, rowAt: rowFrame(at:)) {
      store.send(event) { apply($0) }  // a touch-down on the row under the finger, or a touch-up
    }
    if let drag = DragEvent(change),
      let event = reader.event(for: drag, time: now, rowAt: rowFrame(at:))
    {
      store.send(event) { apply($0) }  // the pan's row, in the row's coordinates
    }

    // Every display frame while it needs them:
    if store.store.needsFrames { store.send(.tick(time: now)) { apply($0) } }

    // Drawing: each row's content offset and button frames.
    let row = store.store.row(1)!
    content.x = row.offset
    for (button, frame) in zip(trailingButtons, row.trailingFrames) { button.frame = frame }

    func apply(_ effect: SwipeActionsStore.Effect) {
      switch effect {
      case .perform(let id, let action, _, _, _):
        app.run(action) { done in
          store.send(.actionAnswered(rowID: id, completed: done, time: now)) { apply($0) }
        }
      case .dismissed(let id, _):
        app.removeView(id)
        store.send(.remove(id)) { _ in }
      case .haptic(let haptic): play(haptic)
      case .fullSwipe, .willOpen, .didOpen, .didClose: break
      }
    }
  }
}
