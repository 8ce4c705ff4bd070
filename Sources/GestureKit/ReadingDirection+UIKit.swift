#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension ReadingDirection {
    /// The layout direction of a UIKit direction, for every interaction (swipe actions,
    /// swipe to commit, back swipe).
    ///
    /// ```swift
    /// let direction = ReadingDirection(row.resolvedLayoutDirection)
    /// ```
    public init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
