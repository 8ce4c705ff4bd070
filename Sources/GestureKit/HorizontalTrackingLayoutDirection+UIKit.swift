#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension HorizontalTracking.LayoutDirection {
    /// The layout direction of a UIKit direction, for the interactions that track a
    /// horizontal drag (swipe actions, swipe to commit).
    ///
    /// ```swift
    /// let direction = HorizontalTracking.LayoutDirection(row.resolvedLayoutDirection)
    /// ```
    public init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
