#if canImport(UIKit)
  import UIKit

  /// An empty, zero-sized subview a ``DraggableController`` puts in its draggable view to
  /// learn when the view enters or leaves a window (`didMoveToWindow()` reaches every
  /// subview), which is how it finds the view's container when `makeDraggable` was called
  /// before the view was added to one, and notices a move to another container.
  ///
  /// It never takes a touch, draws nothing and is hidden from accessibility.
  @MainActor
  final class DraggableWindowProbe: UIView {
    weak var controller: DraggableController?

    init(controller: DraggableController) {
      self.controller = controller
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
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
