#if canImport(UIKit)
  import UIKit

  extension ListGestures {
    /// The shadow a lifted row casts while it is dragged (when
    /// `Reorder.Configuration.liftShadow` is `true`). It fades in with the lift and out
    /// with the drop, along the core's drop spring.
    ///
    /// ```swift
    /// var configuration = ListGestures.Configuration()
    /// configuration.liftShadow = .init(opacity: 0.4, radius: 16)
    /// ```
    public struct ShadowStyle {
      /// The shadow's color. Default `.black`.
      public var color: UIColor
      /// The shadow's opacity, `0...1`. Default 0.25.
      public var opacity: Float
      /// The shadow's blur radius, in points. Default 10 pt.
      public var radius: CGFloat
      /// The shadow's offset, in points. Default 4 pt down.
      public var offset: CGSize

      /// Creates a shadow style; each parameter defaults as documented on its property.
      public init(
        color: UIColor = .black, opacity: Float = 0.25, radius: CGFloat = 10,
        offset: CGSize = CGSize(width: 0, height: 4)
      ) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
      }
    }
  }
#endif
