#if canImport(UIKit)
  import UIKit

  /// The base of the empty views GestureKit adds to an app's hierarchy only to hear from
  /// UIKit (a window change, a layout pass, a safe-area change) or to mark a region for its
  /// recognizers: it never takes a touch, draws nothing and is hidden from accessibility.
  ///
  /// A subclass that needs nothing else declares no initializer and inherits `init()`. One
  /// that needs its controller takes it in its own designated initializer (and repeats the
  /// unavailable `init?(coder:)`), so that it inherits no `init()` and cannot be made
  /// without one.
  @MainActor
  class InvisibleHelperView: UIView {
    init() {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backgroundColor = nil
      isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("\(type(of: self)) is created in code only")
    }
  }
#endif
