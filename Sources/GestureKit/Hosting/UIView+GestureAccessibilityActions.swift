#if canImport(UIKit)
  import UIKit

  /// The key of `carriesGestureAccessibilityActions`' associated object.
  @MainActor private var carriesActionsKey: UInt8 = 0

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
    /// handlers come and go. Reading them changes nothing; say that you carry them with
    /// ``carriesGestureAccessibilityActions``.
    @objc(gk_gestureAccessibilityActions)
    public var gestureAccessibilityActions: [UIAccessibilityCustomAction] {
      var actions: [UIAccessibilityCustomAction] = []
      if let accessibility = ClosureGestureRegistry.existingRegistry(of: self)?.accessibility {
        actions += accessibility.offeredCustomActions
      }
      if let controller = draggableController {
        actions += controller.accessibilityActions
      }
      return actions
    }

    /// Whether the app offers this view's ``gestureAccessibilityActions`` on an element of
    /// its own (the cell, or the element that reads the view's labels). Default `false`.
    ///
    /// Set it where you put the actions elsewhere: GestureKit then neither makes the view an
    /// accessibility element to carry them nor, in debug builds, warns that they reach
    /// nobody. Set it before or after the gestures are added; it stays with the view.
    ///
    /// ```swift
    /// contentView.carriesGestureAccessibilityActions = true
    /// ```
    @objc(gk_carriesGestureAccessibilityActions)
    public var carriesGestureAccessibilityActions: Bool {
      get { (objc_getAssociatedObject(self, &carriesActionsKey) as? NSNumber)?.boolValue ?? false }
      set {
        objc_setAssociatedObject(
          self, &carriesActionsKey, newValue ? NSNumber(value: true) : nil,
          .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        if let registry = ClosureGestureRegistry.existingRegistry(of: self),
          let accessibility = registry.accessibility
        {
          accessibility.appCarries = newValue
          registry.alternativesDidChange()
        }
        draggableController?.invalidateAccessibilityActions()
      }
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
