// Reading direction in UIKit: leading and trailing mapped onto screen edges, for every
// interaction that has a leading and a trailing side.
#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension ReadingDirection {
    /// The layout direction of a UIKit direction, for every interaction (swipe actions,
    /// swipe to commit, back swipe).
    ///
    /// ```swift
    /// let direction = ReadingDirection(row.effectiveUserInterfaceLayoutDirection)
    /// ```
    public init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }

  // Internal: generic names on UIView would collide with an app's own extensions.
  @MainActor
  extension UIView {
    /// The direction the view's content reads in, for mapping leading and trailing onto
    /// screen edges: `effectiveUserInterfaceLayoutDirection` once the view has traits (it
    /// is in a window), and before that the direction its `semanticContentAttribute` gives in
    /// the app's language.
    var resolvedLayoutDirection: UIUserInterfaceLayoutDirection {
      if traitCollection.layoutDirection == .unspecified {
        return UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
      }
      return effectiveUserInterfaceLayoutDirection
    }

    /// The view's leading edge on screen: `.left` in left-to-right layouts, `.right` in
    /// right-to-left ones (see ``resolvedLayoutDirection``).
    var leadingEdge: RectEdge {
      resolvedLayoutDirection == .rightToLeft ? .right : .left
    }

    /// The view's trailing edge on screen: `.right` in left-to-right layouts, `.left` in
    /// right-to-left ones.
    var trailingEdge: RectEdge {
      resolvedLayoutDirection == .rightToLeft ? .left : .right
    }
  }
#endif
