#if canImport(UIKit)
  import UIKit

  /// The base of the empty views GestureKit adds to an app's hierarchy only to hear from
  /// UIKit (a window change, a layout pass, a safe-area change) or to mark a region for its
  /// recognizers: it never takes a touch, draws nothing and is hidden from accessibility.
  ///
  /// Subclasses add convenience initializers only, so that they inherit `init()` and the
  /// unavailable `init?(coder:)`.
  @MainActor
  class InvisibleHelperView: UIView {
    /// - Parameter isHidden: Whether the view is hidden too (a view that only listens, and
    ///   needs no frame). Default `false`.
    init(isHidden: Bool = false) {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backgroundColor = nil
      isOpaque = false
      self.isHidden = isHidden
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("\(type(of: self)) is created in code only")
    }
  }
#endif
