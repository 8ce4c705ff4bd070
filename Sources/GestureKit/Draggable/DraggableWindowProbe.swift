#if canImport(UIKit)
  import UIKit

  /// An empty, zero-sized subview a ``DraggableController`` puts in its draggable view to
  /// learn when the view enters or leaves a window (`didMoveToWindow()` reaches every
  /// subview), which is how it finds the view's container when `makeDraggable` was called
  /// before the view was added to one, and notices a move to another container.
  ///
  /// It never takes a touch, draws nothing and is hidden from accessibility.
  @MainActor
  final class DraggableWindowProbe: InvisibleHelperView {
    weak var controller: DraggableController?

    convenience init(controller: DraggableController) {
      self.init(isHidden: true)
      self.controller = controller
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      controller?.hierarchyDidChange()
    }
  }
#endif
