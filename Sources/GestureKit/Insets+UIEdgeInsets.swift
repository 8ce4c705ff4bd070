#if canImport(UIKit)
  import GestureCore
  import UIKit

  extension Insets {
    /// Creates GestureCore insets from UIKit insets (same four distances, in points), such as
    /// a view's `safeAreaInsets`.
    @inlinable
    public init(_ insets: UIEdgeInsets) {
      self.init(
        top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
        right: Double(insets.right))
    }
  }

  extension UIEdgeInsets {
    /// Creates UIKit insets from GestureCore insets (same four distances, in points).
    @inlinable
    public init(_ insets: Insets) {
      self.init(
        top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
        right: CGFloat(insets.right))
    }
  }
#endif
