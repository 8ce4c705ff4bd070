#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The second way to make a closure gesture, for Objective-C: named swipes, long presses and
  // double taps (custom actions and context-menu items) and adjustable pinches and rotations,
  // as the Swift `onSwipe(_:named:…)` and `onPinch(adjustable:…)` add them.
  @MainActor
  extension UIView {
    /// Objective-C's `onSwipe(_:named:replacing:isEnabled:configuration:file:line:column:_:)`: calls a
    /// block when the view is swiped in one of `directions`, or when the action `name` is
    /// chosen (a custom action for VoiceOver, Switch Control and Voice Control, and a
    /// context-menu item). Returns its token.
    ///
    /// ```objc
    /// [row gk_onSwipe:UISwipeGestureRecognizerDirectionLeft named:@"Archive" handler:^(GKGesture *gesture) {
    ///   [weakSelf archive];
    /// }];
    /// ```
    @available(swift, obsoleted: 1, renamed: "onSwipe(_:named:_:)")
    @discardableResult
    @objc(gk_onSwipe:named:handler:)
    public func gk_onSwipe(
      _ directions: UISwipeGestureRecognizer.Direction, named name: String,
      handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      return add([Self.swipeSlot(directions)], alternative: .named(name), block: handler)
    }

    /// Objective-C's `onLongPress(named:replacing:isEnabled:configuration:file:line:column:began:ended:)`:
    /// calls `began` when a press has lasted long enough, or when the action `name` is chosen
    /// (then `ended` at once), and `ended` (may be `nil`) when it ends. The press stays the
    /// long press's: the view gets no context menu of ours, and the name is a custom action
    /// only. Returns their token.
    @available(swift, obsoleted: 1, renamed: "onLongPress(named:began:ended:)")
    @discardableResult
    @objc(gk_onLongPressNamed:began:ended:)
    public func gk_onLongPress(
      named name: String, began: @escaping @convention(block) (GKGesture) -> Void,
      ended: ((GKGesture) -> Void)?
    ) -> GKGestureToken {
      addLongPress(configuration: nil, alternative: .named(name), began: began, ended: ended)
    }

    /// Objective-C's `onDoubleTap(named:replacing:isEnabled:configuration:file:line:column:_:)`: calls a
    /// block when the view is tapped twice in a row, or when the action `name` is chosen.
    /// Returns its token.
    @available(swift, obsoleted: 1, renamed: "onDoubleTap(named:_:)")
    @discardableResult
    @objc(gk_onDoubleTapNamed:handler:)
    public func gk_onDoubleTap(
      named name: String, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([.tap(numberOfTaps: 2)], alternative: .named(name), block: handler)
    }

    /// Objective-C's `onPinch(adjustable:replacing:isEnabled:configuration:file:line:column:_:)` with
    /// `adjustable` on: calls a block at every phase of a pinch, and for every increment
    /// (scale 1.25) or decrement (0.8) of an assistive technology, from iOS 17. Returns its
    /// token.
    @available(swift, obsoleted: 1, renamed: "onPinch(adjustable:_:)")
    @discardableResult
    @objc(gk_onAdjustablePinch:)
    public func gk_onAdjustablePinch(
      _ handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([.pinch], alternative: .adjustable, block: handler)
    }

    /// Objective-C's `onRotate(adjustable:replacing:isEnabled:configuration:file:line:column:_:)` with
    /// `adjustable` on: calls a block at every phase of a rotation, and for every increment
    /// (+15°, clockwise) or decrement (−15°) of an assistive technology, from iOS 17. Returns
    /// its token.
    @available(swift, obsoleted: 1, renamed: "onRotate(adjustable:_:)")
    @discardableResult
    @objc(gk_onAdjustableRotate:)
    public func gk_onAdjustableRotate(
      _ handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([.rotation], alternative: .adjustable, block: handler)
    }
  }
#endif
