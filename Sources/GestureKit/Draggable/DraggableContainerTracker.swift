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
  final class DraggableContainerTracker: UIView {
    weak var controller: DraggableController?

    init(controller: DraggableController) {
      self.controller = controller
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backgroundColor = nil
      isOpaque = false
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
#endif
