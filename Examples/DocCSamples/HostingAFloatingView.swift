// The Swift code blocks of Sources/GestureCore/GestureCore.docc/HostingAFloatingView.md, with what they need
// around them (the host's views and the app's state, declared just before). scripts/check-doc-samples
// checks that every block is here; `swift build` compiles this file on every platform, and the
// iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum HostingAFloatingViewSample {
  struct App {
    func dragBegan(_ frame: Rect) {}
    func dragMoved(_ frame: Rect) {}
    func dragEnded(_ frame: Rect, _ anchor: DraggableStore.Anchor) {}
  }
  final class View { var center = Point(x: 0, y: 0); var bounds = Rect(x: 0, y: 0, width: 160, height: 90) }
  final class DisplayLink { var isRunning = false }
  struct Touch { var timestamp = 0.0 }
  struct Frame { var targetTimestamp = 0.0 }

  static func host(
    app: App, view: View, displayLink: DisplayLink, finger: TouchID, location: Point, touch: Touch,
    drag: DragEvent, frame: Frame, bounds: Rect, safeArea: Insets, keyboard: Rect?,
    corners: DraggableStore.CornerInsets, newFrame: Rect, newBounds: Rect, newInsets: Insets, now: Double
  ) {
    let window = StoreDriver(DraggableStore(
      frame: Rect(x: 218, y: 708, width: 160, height: 90),
      bounds: Rect(x: 0, y: 0, width: 390, height: 844),
      safeArea: Insets(top: 47, bottom: 34), configuration: .pictureInPicture))

    func send(_ event: DraggableStore.Event) {
      window.send(event) { effect in
        switch effect {
        case .began(let frame): app.dragBegan(frame)
        case .moved(let frame): app.dragMoved(frame)
        case .ended(let frame, let anchor): app.dragEnded(frame, anchor)
        }
      }
      view.center = window.store.frame.center      // draw after every event
      displayLink.isRunning = window.store.needsFrames
    }

    send(.touchDown(finger, at: location, time: touch.timestamp))   // a finger on the view
    send(.drag(drag, time: touch.timestamp))                         // the pan's phases
    send(.touchUp(finger, time: touch.timestamp))                    // it lifts
    // (A host with GestureCore's arena reads them with DraggableStore.event(for:time:).)
    send(.tick(time: frame.targetTimestamp))                         // every frame while needed
    send(.resize(bounds: bounds, safeArea: DraggableStore.insets(      // the container resized
      safeArea: safeArea, extra: .zero, keyboardFrame: keyboard, in: bounds),
      cornerInsets: corners))                                        // window controls, if any
    send(.sizeChanged(view.bounds.size))                             // the view itself resized
    send(.containerReplaced(.init(frame: newFrame, bounds: newBounds, safeArea: newInsets),
                            time: now))                              // moved to another container
  }
}
