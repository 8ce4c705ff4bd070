#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The key of `carriesGestureAccessibilityActions`' associated object.
  @MainActor private var carriesActionsKey: UInt8 = 0

  @MainActor
  extension UIView {
    /// The custom actions GestureKit offers for this view: its named closure gestures'
    /// (“Archive”, from `onSwipe(_:named:_:)` and the like), its swipe actions (from
    /// `swipeActions(leading:trailing:options:)`) and, for a floating view, its moves (“Move
    /// to Top Left”, from `makeDraggable`), each performing what its gesture would. Empty for
    /// a view with none, and for one that refuses interaction (`isUserInteractionEnabled`
    /// off, a disabled control).
    ///
    /// GestureKit puts them on the view itself, after your own, and where assistive
    /// technologies cannot reach them there, on an element that they focus: a view with
    /// nothing to read becomes an element; a view inside an element (an image in a cell that
    /// is one) lends them to that element, after its own; a floating view with content gets a
    /// first element that stands in for it. They reach nobody only on a view that is not an
    /// element but has subviews (a row whose labels VoiceOver reads, a custom card's
    /// content); debug builds say so once. Put these on the element that stands for the view
    /// instead:
    ///
    /// ```swift
    /// final class MessageCard: UIView {
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
      if let controller = swipeActionsController, controller.isAttached {
        actions += controller.accessibilityActions
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
        swipeActionsController?.updateActionsCarrier()
      }
    }

    /// Whether one of the view's ancestors is an accessibility element: assistive
    /// technologies focus that element as a whole and never reach the view.
    var isInsideAccessibilityElement: Bool { accessibilityElementAncestor != nil }

    /// The nearest ancestor that is an accessibility element (a cell that is one), which
    /// assistive technologies focus instead of the view: where GestureCore's `ActionsCarrier`
    /// puts the view's actions (`.ancestor`). `nil` when there is none.
    var accessibilityElementAncestor: UIView? {
      var ancestor = superview
      while let current = ancestor {
        if current.isAccessibilityElement { return current }
        ancestor = current.superview
      }
      return nil
    }

    /// Whether the view takes no part in interaction now: its `isUserInteractionEnabled` is
    /// `false`, or it is a disabled control. A view that cannot be touched offers no second
    /// way either (no custom actions, no activation, no menu).
    var refusesInteraction: Bool {
      !isUserInteractionEnabled || (self as? UIControl)?.isEnabled == false
    }
  }

  extension ActionsCarrier.Reason {
    /// Why a view's actions reach nobody, for the debug warnings of the families that put
    /// actions on a view (closure gestures, swipe actions).
    var explanation: String {
      switch self {
      case .contentIsRead:
        "it is not an accessibility element and VoiceOver reads its subviews instead"
      }
    }
  }

  /// A view's custom actions as carried by the nearest ancestor that is an accessibility
  /// element (GestureCore's `ActionsCarrier.ancestor`): put after that element's own actions,
  /// which stay as the app set them, and taken back when the view no longer lends them or
  /// another ancestor becomes the element. Several views inside one cell each lend theirs.
  @MainActor
  struct AncestorActions {
    /// The element that carries ``lent``.
    private weak var element: UIView?
    /// The actions put on ``element``.
    private var lent: [UIAccessibilityCustomAction] = []

    /// Puts `actions` on `target` after its own, taking back those lent elsewhere; the
    /// element's array is left alone (the same object) when they are already in place. An
    /// empty `actions` or a `nil` target takes them back.
    mutating func lend(_ actions: [UIAccessibilityCustomAction], to target: UIView?) {
      guard let target, !actions.isEmpty else { return takeBack() }
      if let element, element !== target { takeBack() }
      let existing = target.accessibilityCustomActions ?? []
      let previous = lent
      let others = existing.filter { action in
        !previous.contains { $0 === action } && !actions.contains { $0 === action }
      }
      let wanted = others + actions
      let inPlace = existing.count == wanted.count && zip(existing, wanted).allSatisfy { $0 === $1 }
      if !inPlace { target.accessibilityCustomActions = wanted }
      element = target
      lent = actions
    }

    /// Takes the lent actions off their element, leaving its own.
    mutating func takeBack() {
      if let element, let current = element.accessibilityCustomActions {
        let previous = lent
        let kept = current.filter { action in !previous.contains { $0 === action } }
        if kept.count != current.count { element.accessibilityCustomActions = kept }
      }
      element = nil
      lent = []
    }
  }
#endif
