#if canImport(UIKit)
  import UIKit

  @MainActor
  extension UIView {
    /// The custom actions GestureKit offers for this view: its named closure gestures'
    /// (“Archive”, from `onSwipe(_:named:_:)` and the like) and, for a floating view, its
    /// moves (“Move to Top Left”, from `makeDraggable`), each performing what its gesture
    /// would. Empty for a view with none.
    ///
    /// GestureKit puts them on the view itself, after your own. Assistive technologies offer
    /// only the actions of the element they focus, so they reach nobody when the view is not
    /// an accessibility element but has subviews (a row whose labels VoiceOver reads, a custom
    /// collection cell's content, a floating container), or when it is inside an element (a
    /// cell that is one). Debug builds say so once. Put these on the element that stands for
    /// the view instead:
    ///
    /// ```swift
    /// final class MessageCell: UICollectionViewCell {
    ///   override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    ///     get { contentView.gestureAccessibilityActions }
    ///     set { super.accessibilityCustomActions = newValue }
    ///   }
    /// }
    /// ```
    ///
    /// Read them when the assistive technology asks, as above: a floating view's moves
    /// change each time it comes to rest somewhere new, and a view's named gestures as its
    /// handlers come and go. Reading them tells GestureKit that you carry them, so debug
    /// builds no longer warn about this view.
    @objc(gk_gestureAccessibilityActions)
    public var gestureAccessibilityActions: [UIAccessibilityCustomAction] {
      var actions: [UIAccessibilityCustomAction] = []
      if let accessibility = ClosureGestureRegistry.existingRegistry(of: self)?.accessibility {
        accessibility.appCarries = true
        actions += accessibility.offeredCustomActions
      }
      if let controller = draggableController {
        controller.appCarriesAccessibilityActions = true
        actions += controller.accessibilityActions
      }
      return actions
    }

    /// Whether one of the view's ancestors is an accessibility element: assistive
    /// technologies focus that element as a whole and never reach the view.
    var isInsideAccessibilityElement: Bool {
      var ancestor = superview
      while let current = ancestor {
        if current.isAccessibilityElement { return true }
        ancestor = current.superview
      }
      return false
    }
  }
#endif
