// The empty views a DraggableController adds to hear about the hierarchy: one at the back of
// the container (its bounds and safe area), one inside the draggable view (its window).
#if canImport(UIKit)
  import UIKit

  /// An empty view a ``DraggableController`` puts at the back of its container, filling it,
  /// to learn when the container's bounds or safe area change, without swizzling and
  /// without Key-Value Observing `bounds` (which UIKit does not promise to support).
  ///
  /// Autoresizing keeps it the container's size, so a new size (rotation, split view, a
  /// resized window) lays it out (`layoutSubviews`); filling the container, it has the
  /// container's safe area, so a change there reaches `safeAreaInsetsDidChange()`. Both only
  /// tell the controller to read the container again: the controller compares, and reports
  /// a real change to GestureCore's `DraggableStore`.
  ///
  /// It never takes a touch, draws nothing and is hidden from accessibility. It relies on
  /// the container's `autoresizesSubviews` (on by default).
  @MainActor
  final class DraggableContainerTracker: InvisibleHelperView {
    weak var controller: DraggableController?

    init(controller: DraggableController) {
      self.controller = controller
      super.init()
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("DraggableContainerTracker is created in code only")
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      controller?.containerDidChange()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      controller?.containerDidChange()
    }
  }

  /// An empty, zero-sized subview a ``DraggableController`` puts in its draggable view to
  /// learn when the view enters or leaves a window (`didMoveToWindow()` reaches every
  /// subview), which is how it finds the view's container when `makeDraggable` was called
  /// before the view was added to one, and notices a move to another container.
  ///
  /// It never takes a touch, draws nothing and is hidden from accessibility.
  @MainActor
  final class DraggableWindowProbe: InvisibleHelperView {
    weak var controller: DraggableController?

    init(controller: DraggableController) {
      self.controller = controller
      super.init()
      // Only listens: hidden, it needs no frame.
      isHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("DraggableWindowProbe is created in code only")
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      controller?.hierarchyDidChange()
    }
  }
#endif
