#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The closure gestures for Objective-C: `UIView` methods with a `gk_` prefix that add a
  // block to the view's registry as the Swift `on…` methods add a closure, and the gesture
  // and token as objects. Every decision (recognition, sharing, replacing, removal) stays in
  // the registry and the store; the Objective-C spellings are unavailable to Swift, which has
  // the originals. A block's registration is the literal it was made from and the kind of
  // gesture, as a Swift closure's is its call site: `cellForRowAtIndexPath:` running
  // `gk_onTap:` again for a reused cell replaces the block that line added before, whatever
  // direction, edge or number of taps it passes. A block added inside an `if` stays when the
  // condition is false for the next item: the `…Enabled:` variants run every time instead.

  /// What an Objective-C closure gesture block receives: a ``ViewGesture`` as an object.
  ///
  /// ```objc
  /// [photoView gk_onPinch:^(GKGesture *gesture) {
  ///   gesture.view.transform = CGAffineTransformMakeScale(gesture.scale, gesture.scale);
  /// }];
  /// ```
  @available(swift, obsoleted: 1, message: "Use ViewGesture")
  @MainActor
  @objc(GKGesture)
  public final class GKGesture: NSObject {
    private let gesture: ViewGesture

    init(_ gesture: ViewGesture) {
      self.gesture = gesture
    }

    /// The view the block was added to.
    @objc public var view: UIView { gesture.view }
    /// `UIGestureRecognizerStateBegan`, `…Changed`, `…Ended` (`…Recognized`: taps and swipes,
    /// which fire once) or `…Cancelled`.
    @objc public var state: UIGestureRecognizer.State {
      switch gesture.phase {
      case .began: .began
      case .changed: .changed
      case .ended: .ended
      case .cancelled: .cancelled
      }
    }
    /// The centroid of the fingers, in ``view``'s coordinates.
    @objc public var location: CGPoint { gesture.location }
    /// Pans and edge pans: how far the fingers moved since they touched down, in window
    /// coordinates. Zero for other gestures.
    @objc public var translation: CGPoint { gesture.translation }
    /// Pans and edge pans: the fingers' velocity in points per second, in window
    /// coordinates; at the end, the release velocity. Zero for other gestures.
    @objc public var velocity: CGPoint { gesture.velocity }
    /// Pinches: the distance between the fingers over that distance at the start (1 for
    /// other gestures).
    @objc public var scale: CGFloat { gesture.scale }
    /// Pinches: how fast ``scale`` changes, per second.
    @objc public var scaleVelocity: CGFloat { gesture.scaleVelocity }
    /// Rotations: the angle the fingers turned, in radians, clockwise (0 for other gestures).
    @objc public var rotation: CGFloat { gesture.rotation }
    /// Rotations: how fast ``rotation`` changes, in radians per second.
    @objc public var rotationVelocity: CGFloat { gesture.rotationVelocity }
    /// How many fingers the gesture was tracking.
    @objc public var numberOfTouches: Int { gesture.numberOfTouches }
    /// Swipes: the direction of this swipe. Empty for other gestures.
    @objc public var direction: UISwipeGestureRecognizer.Direction {
      // GestureCore's directions have UIKit's bits (right, left, up, down).
      UISwipeGestureRecognizer.Direction(rawValue: UInt(gesture.direction.rawValue))
    }
    /// Edge pans: the edge the stroke started from. Empty for other gestures.
    @objc public var edge: UIRectEdge {
      // GestureCore's edges have UIKit's bits (top, left, bottom, right).
      UIRectEdge(rawValue: UInt(gesture.edge.rawValue))
    }
    /// When the state changed, in seconds of system uptime (`CACurrentMediaTime()`'s clock).
    @objc public var time: TimeInterval { gesture.time }

    /// The centroid of the fingers in another view's coordinates (`nil`: the window's).
    @objc(locationInView:) public func location(in otherView: UIView?) -> CGPoint {
      gesture.location(in: otherView)
    }
    /// ``translation`` in a view's coordinates (`nil`: the window's), as UIKit's
    /// `translationInView:`.
    @objc(translationInView:) public func translation(in otherView: UIView?) -> CGPoint {
      gesture.translation(in: otherView)
    }
    /// ``velocity`` in a view's coordinates (`nil`: the window's), in points per second.
    @objc(velocityInView:) public func velocity(in otherView: UIView?) -> CGPoint {
      gesture.velocity(in: otherView)
    }
  }

  /// The registration of one closure gesture block: a ``GestureToken`` as an object. Keep it
  /// to remove one block among several; it never keeps the view alive.
  @available(swift, obsoleted: 1, message: "Use GestureToken")
  @MainActor
  @objc(GKGestureToken)
  public final class GKGestureToken: NSObject {
    private let token: GestureToken

    init(_ token: GestureToken) {
      self.token = token
    }

    /// Whether the block is still registered (`isActive`): `NO` once cancelled, replaced,
    /// removed, or once the view is gone.
    @objc(active) public var isActive: Bool {
      // Cocoa names a Boolean property's getter `isX` (`getter=isActive`).
      @objc(isActive) get { token.isActive }
    }

    /// The recognizers the block is on, for relations of your own (`requireGestureRecognizerToFail:`):
    /// one per gesture, and for a pinch or rotation the trackpad's too. Empty once the block
    /// is gone. See ``GestureToken/gestureRecognizers``.
    @objc public var gestureRecognizers: [UIGestureRecognizer] { token.gestureRecognizers }

    /// Removes the block; a recognizer left with none is removed from the view. Cancelling
    /// twice does nothing.
    @objc public func cancel() { token.cancel() }
  }

  /// Kinds of closure gesture, for `gk_removeGestureHandlersOfKind:`: Swift's
  /// ``ViewGestureKind``, with its bits. Combine them with `|` as `NS_OPTIONS` values
  /// (`GKGestureKindTap | GKGestureKindLongPress`); bits that name no kind are ignored.
  ///
  /// Swift cannot export an option set to Objective-C, so this is an integer enumeration whose
  /// cases are single bits; `GestureKit` reads any value as bits, never as one of the cases.
  @available(swift, obsoleted: 1, message: "Use ViewGestureKind")
  @objc(GKGestureKind)
  public enum GKGestureKind: UInt {
    /// `gk_onTap:`, and the single taps of `gk_onTapWithOptions:handler:` and
    /// `gk_onTapWithCount:fingers:handler:`.
    case tap = 0x1
    /// `gk_onDoubleTap:`, and every tap of two or more in a row (`numberOfTaps`).
    case doubleTap = 0x2
    /// `gk_onLongPressBegan:ended:`.
    case longPress = 0x4
    /// `gk_onSwipe:handler:`, in every direction.
    case swipe = 0x8
    /// `gk_onPan:` and its variants with an axis or options.
    case pan = 0x10
    /// `gk_onPinch:`.
    case pinch = 0x20
    /// `gk_onRotate:`.
    case rotation = 0x40
    /// `gk_onEdgePan:handler:`, from every edge.
    case edgePan = 0x80
    /// Every kind.
    case all = 0xFF
  }

  @MainActor
  extension UIView {
    /// Objective-C's `onTap(replacing:isEnabled:configuration:file:line:column:_:)`: calls a block when the view is
    /// tapped; a double-tap block on the same view wins a double tap. Returns its token.
    @available(swift, obsoleted: 1, renamed: "onTap(_:)")
    @discardableResult
    @objc(gk_onTap:)
    public func gk_onTap(_ handler: @escaping @convention(block) (GKGesture) -> Void) -> GKGestureToken {
      add([.tap(numberOfTaps: 1)], block: handler)
    }

    /// Objective-C's `onDoubleTap(replacing:isEnabled:configuration:file:line:column:_:)`: calls a block when the view
    /// is tapped twice in a row. Returns its token.
    @available(swift, obsoleted: 1, renamed: "onDoubleTap(_:)")
    @discardableResult
    @objc(gk_onDoubleTap:)
    public func gk_onDoubleTap(_ handler: @escaping @convention(block) (GKGesture) -> Void) -> GKGestureToken {
      add([.tap(numberOfTaps: 2)], block: handler)
    }

    /// Objective-C's `onLongPress(replacing:isEnabled:configuration:file:line:column:began:ended:)`: calls `began` when
    /// a press has lasted long enough without moving too far (0.5 s and 10 pt unless set
    /// with options), and `ended` (may be `nil`) when it ends or is cancelled. Returns their
    /// token.
    @available(swift, obsoleted: 1, renamed: "onLongPress(began:ended:)")
    @discardableResult
    @objc(gk_onLongPressBegan:ended:)
    public func gk_onLongPress(
      began: @escaping @convention(block) (GKGesture) -> Void, ended: ((GKGesture) -> Void)?
    ) -> GKGestureToken {
      addLongPress(configuration: nil, began: began, ended: ended)
    }

    /// Adds `began` and `ended` to the long press, with new thresholds (`nil`: the current
    /// ones), `began`'s literal its registration.
    @available(swift, obsoleted: 1)
    func addLongPress(
      configuration: LongPressRecognizer.Configuration?,
      alternative: ClosureGestures.Alternative? = nil, isEnabled: Bool = true,
      forKey explicitKey: String? = nil,
      began: @escaping @convention(block) (GKGesture) -> Void, ended: ((GKGesture) -> Void)?
    ) -> GKGestureToken {
      // As `onLongPress`: `began` when the press begins, `ended` when it ends or is cancelled.
      addBlock(
        [.longPress], configuration: configuration.map { .longPress($0) },
        alternative: alternative, isEnabled: isEnabled, explicitKey: explicitKey, key: began
      ) {
        gesture in
        if gesture.phase == .began { began(GKGesture(gesture)) } else { ended?(GKGesture(gesture)) }
      }
    }

    /// Objective-C's `onSwipe(_:replacing:isEnabled:configuration:file:line:column:_:)`: calls a block when the view
    /// is swiped in one of `directions` (UIKit's swipe directions). Returns its token.
    @available(swift, obsoleted: 1, renamed: "onSwipe(_:_:)")
    @discardableResult
    @objc(gk_onSwipe:handler:)
    public func gk_onSwipe(
      _ directions: UISwipeGestureRecognizer.Direction,
      handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([Self.swipeSlot(directions)], block: handler)
    }

    /// The swipe slot of UIKit's swipe directions, which have GestureCore's bits; bits that
    /// name no direction are dropped.
    static func swipeSlot(_ directions: UISwipeGestureRecognizer.Direction) -> ClosureGestures.Slot {
      .swipe(SwipeDirection(rawValue: UInt8(truncatingIfNeeded: directions.rawValue)))
    }

    /// Objective-C's `onPan(replacing:isEnabled:configuration:file:line:column:_:)`: calls a block at every phase of a
    /// pan (past a 10 pt slop). Returns its token.
    @available(swift, obsoleted: 1, renamed: "onPan(_:)")
    @discardableResult
    @objc(gk_onPan:)
    public func gk_onPan(_ handler: @escaping @convention(block) (GKGesture) -> Void) -> GKGestureToken {
      add([.pan], block: handler)
    }

    /// Objective-C's `onPinch(replacing:isEnabled:configuration:file:line:column:_:)`: calls a block at every phase of
    /// a two-finger pinch. Returns its token.
    @available(swift, obsoleted: 1, renamed: "onPinch(_:)")
    @discardableResult
    @objc(gk_onPinch:)
    public func gk_onPinch(_ handler: @escaping @convention(block) (GKGesture) -> Void) -> GKGestureToken {
      add([.pinch], block: handler)
    }

    /// Objective-C's `onRotate(replacing:isEnabled:configuration:file:line:column:_:)`: calls a block at every phase of
    /// a two-finger rotation. Returns its token.
    @available(swift, obsoleted: 1, renamed: "onRotate(_:)")
    @discardableResult
    @objc(gk_onRotate:)
    public func gk_onRotate(_ handler: @escaping @convention(block) (GKGesture) -> Void) -> GKGestureToken {
      add([.rotation], block: handler)
    }

    /// Objective-C's `onEdgePan(edges:replacing:isEnabled:bandWidth:configuration:file:line:column:_:)`: calls a block
    /// at every phase of a drag in from one of `edges` (`UIRectEdgeNone`: the view's leading
    /// edge). Returns its token.
    @available(swift, obsoleted: 1, renamed: "onEdgePan(edges:_:)")
    @discardableResult
    @objc(gk_onEdgePan:handler:)
    public func gk_onEdgePan(
      _ edges: UIRectEdge, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([edgePanSlot(edges)], block: handler)
    }

    /// The edge-pan slot of UIKit's edges, which have GestureCore's bits; none means the
    /// Swift default, the view's leading edge.
    func edgePanSlot(_ edges: UIRectEdge) -> ClosureGestures.Slot {
      .edgePan(
        edges.isEmpty ? leadingEdge : RectEdge(rawValue: UInt8(truncatingIfNeeded: edges.rawValue)))
    }

    // MARK: Enabled or not

    /// `gk_onTap:` that takes part only when `enabled` (Swift's `onTap(isEnabled:)`): a cell
    /// that taps through to some items only runs the line for every item, and for the others
    /// it adds nothing but takes away the block this line added for the previous item. A
    /// block added inside an `if` stays on the reused view when the condition is false.
    ///
    /// ```objc
    /// [cell.titleLabel gk_onTapEnabled:item.isLink handler:^(GKGesture *gesture) {
    ///   [weakSelf openItem:item];
    /// }];
    /// ```
    ///
    /// A disabled block is never called, takes no touch, and offers no accessibility action
    /// or menu item. Returns its token (inactive when disabled).
    @available(swift, obsoleted: 1, renamed: "onTap(isEnabled:_:)")
    @discardableResult
    @objc(gk_onTapEnabled:handler:)
    public func gk_onTap(
      enabled: Bool, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([.tap(numberOfTaps: 1)], isEnabled: enabled, block: handler)
    }

    /// `gk_onDoubleTap:` that takes part only when `enabled`, as `gk_onTapEnabled:handler:`.
    @available(swift, obsoleted: 1, renamed: "onDoubleTap(isEnabled:_:)")
    @discardableResult
    @objc(gk_onDoubleTapEnabled:handler:)
    public func gk_onDoubleTap(
      enabled: Bool, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([.tap(numberOfTaps: 2)], isEnabled: enabled, block: handler)
    }

    /// `gk_onLongPressBegan:ended:` that takes part only when `enabled`, as
    /// `gk_onTapEnabled:handler:`.
    @available(swift, obsoleted: 1, renamed: "onLongPress(isEnabled:began:ended:)")
    @discardableResult
    @objc(gk_onLongPressEnabled:began:ended:)
    public func gk_onLongPress(
      enabled: Bool, began: @escaping @convention(block) (GKGesture) -> Void,
      ended: ((GKGesture) -> Void)?
    ) -> GKGestureToken {
      addLongPress(configuration: nil, isEnabled: enabled, began: began, ended: ended)
    }

    /// `gk_onSwipe:handler:` that takes part only when `enabled`, as
    /// `gk_onTapEnabled:handler:`.
    @available(swift, obsoleted: 1, renamed: "onSwipe(_:isEnabled:_:)")
    @discardableResult
    @objc(gk_onSwipe:enabled:handler:)
    public func gk_onSwipe(
      _ directions: UISwipeGestureRecognizer.Direction, enabled: Bool,
      handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      return add([Self.swipeSlot(directions)], isEnabled: enabled, block: handler)
    }

    /// `gk_onPan:` that takes part only when `enabled`, as `gk_onTapEnabled:handler:`.
    @available(swift, obsoleted: 1, renamed: "onPan(isEnabled:_:)")
    @discardableResult
    @objc(gk_onPanEnabled:handler:)
    public func gk_onPan(
      enabled: Bool, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([.pan], isEnabled: enabled, block: handler)
    }

    /// `gk_onPinch:` that takes part only when `enabled`, as `gk_onTapEnabled:handler:`.
    @available(swift, obsoleted: 1, renamed: "onPinch(isEnabled:_:)")
    @discardableResult
    @objc(gk_onPinchEnabled:handler:)
    public func gk_onPinch(
      enabled: Bool, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([.pinch], isEnabled: enabled, block: handler)
    }

    /// `gk_onRotate:` that takes part only when `enabled`, as `gk_onTapEnabled:handler:`.
    @available(swift, obsoleted: 1, renamed: "onRotate(isEnabled:_:)")
    @discardableResult
    @objc(gk_onRotateEnabled:handler:)
    public func gk_onRotate(
      enabled: Bool, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add([.rotation], isEnabled: enabled, block: handler)
    }

    /// `gk_onEdgePan:handler:` that takes part only when `enabled`, as
    /// `gk_onTapEnabled:handler:`.
    @available(swift, obsoleted: 1, renamed: "onEdgePan(edges:isEnabled:_:)")
    @discardableResult
    @objc(gk_onEdgePan:enabled:handler:)
    public func gk_onEdgePan(
      _ edges: UIRectEdge, enabled: Bool, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      return add([edgePanSlot(edges)], isEnabled: enabled, block: handler)
    }

    /// Adds `block` to the recognizers of `slots`, with new thresholds for them (`nil`: the
    /// current ones, GestureCore's defaults for a new recognizer) and a second way (`nil`:
    /// none), its registration `explicitKey` (`nil`: the literal the block was made from)
    /// with the slots' kind; disabled (`isEnabled` `false`), it only takes away the block
    /// that registration added before.
    @available(swift, obsoleted: 1)
    func add(
      _ slots: [ClosureGestures.Slot], configuration: RecognizerKind? = nil,
      alternative: ClosureGestures.Alternative? = nil, isEnabled: Bool = true,
      forKey explicitKey: String? = nil,
      block: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      addBlock(
        slots, configuration: configuration, alternative: alternative, isEnabled: isEnabled,
        explicitKey: explicitKey, key: block
      ) {
        block(GKGesture($0))
      }
    }

    /// Adds `body` to the recognizers of `slots` with new thresholds (`nil`: the current
    /// ones); its registration is `explicitKey` or, without one, the literal `key`, the block
    /// the app passed, was made from, with the slots' kind. A `nil` block (Objective-C may
    /// pass one despite the annotation) is added disabled: it only takes away the block its
    /// registration added before, and is never called.
    @available(swift, obsoleted: 1)
    private func addBlock(
      _ slots: [ClosureGestures.Slot], configuration: RecognizerKind?,
      alternative: ClosureGestures.Alternative? = nil, isEnabled: Bool, explicitKey: String?,
      key: @escaping @convention(block) (GKGesture) -> Void,
      body: @escaping @MainActor (ViewGesture) -> Void
    ) -> GKGestureToken {
      let block = unsafeBitCast(key, to: UnsafeRawPointer?.self)
      let registration =
        if let explicitKey {
          ClosureGestureRegistration(
            key: explicitKey, kind: slots.first.map(ViewGestureKind.init) ?? [])
        } else {
          ClosureGestureRegistration(block: block, slots: slots)
        }
      // The store fits the configuration to each slot (its taps, direction or edge).
      let token = ClosureGestureRegistry.registry(of: self).add(
        to: slots, replacing: false, isEnabled: isEnabled && block != nil,
        registration: registration, handlerObject: block, alternative: alternative,
        configuration: { _ in configuration }, body: body)
      return GKGestureToken(token)
    }

    /// Objective-C's `removeGestureHandlers(_:)`: removes the view's blocks of the given
    /// kinds (one, or several joined with `|`) and their recognizers. Bits that name no kind
    /// are ignored: the value is never switched over, so one that is no case of
    /// `GKGestureKind` cannot trap.
    @available(swift, obsoleted: 1, renamed: "removeGestureHandlers(_:)")
    @objc(gk_removeGestureHandlersOfKind:)
    public func gk_removeGestureHandlers(ofKind kind: GKGestureKind) {
      // An `@objc` enumeration is its raw integer in memory, and Objective-C may pass any
      // integer (an `|` of cases is none of them): read the bits without asking which case
      // it is, which would trap on an unknown value.
      let bits = unsafeBitCast(kind, to: UInt.self)
      removeGestureHandlers(
        ViewGestureKind(rawValue: UInt16(truncatingIfNeeded: bits)).intersection(.all))
    }

    /// Objective-C's `removeGestureHandlers()`: removes every closure gesture block of the
    /// view (for `prepareForReuse`), and their recognizers.
    @available(swift, obsoleted: 1, renamed: "removeGestureHandlers()")
    @objc(gk_removeAllGestureHandlers)
    public func gk_removeAllGestureHandlers() {
      removeGestureHandlers()
    }
  }
#endif
