#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension BackSwipe.LayoutDirection {
    /// The layout direction of a UIKit direction, for the back swipe.
    ///
    /// ```swift
    /// let direction = BackSwipe.LayoutDirection(navigationController.view.resolvedLayoutDirection)
    /// ```
    public init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
