#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The `gk_on…` variants with thresholds. A view has one recognizer per kind of gesture
  // (per number of taps, swipe direction and edge), shared by every block on it: options
  // set that recognizer's thresholds for all of its blocks, as the Swift `configuration`
  // does, and the variants without options keep them.
  @MainActor
  extension UIView {
    /// Objective-C's `onTap(replacing:isEnabled:configuration:file:line:column:_:)` with thresholds:
    /// calls a block when the view is tapped `numberOfTaps` times in a row with
    /// `numberOfTouches` fingers (`options` `nil`: every default, a single tap). The options
    /// become the thresholds of the view's recognizer for that number of taps, shared by
    /// every block of that number: a one-finger and a two-finger single tap cannot both be
    /// on one view (the latest options hold for both blocks). Returns the block's token.
    @available(swift, obsoleted: 1, renamed: "onTap(configuration:_:)")
    @discardableResult
    @objc(gk_onTapWithOptions:handler:)
    public func gk_onTap(
      options: GKTapOptions?, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      let configuration = options?.configuration ?? TapRecognizer.Configuration()
      return add(
        [.tap(numberOfTaps: configuration.numberOfTaps)], configuration: .tap(configuration),
        block: handler)
    }

    /// Calls a block when the view is tapped `count` times in a row (fewer than 1: once)
    /// with `fingers` fingers together (kept within 1...20), the other thresholds the
    /// defaults: `gk_onTapWithOptions:handler:` with those two options.
    ///
    /// ```objc
    /// [mapView gk_onTapWithCount:2 fingers:2 handler:^(GKGesture *gesture) { [weakSelf zoomOut]; }];
    /// ```
    @available(swift, obsoleted: 1, renamed: "onTap(configuration:_:)")
    @discardableResult
    @objc(gk_onTapWithCount:fingers:handler:)
    public func gk_onTap(
      count: Int, fingers: Int, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      let options = GKTapOptions()
      options.numberOfTaps = count
      options.numberOfTouches = fingers
      return gk_onTap(options: options, handler: handler)
    }

    /// Objective-C's `onLongPress(replacing:isEnabled:configuration:file:line:column:began:ended:)`
    /// with thresholds: `gk_onLongPressBegan:ended:` whose press lasts, moves and has the
    /// fingers the options say (`nil`: every default), for every long-press block of the
    /// view. Returns their token.
    @available(swift, obsoleted: 1, renamed: "onLongPress(configuration:began:ended:)")
    @discardableResult
    @objc(gk_onLongPressWithOptions:began:ended:)
    public func gk_onLongPress(
      options: GKLongPressOptions?, began: @escaping @convention(block) (GKGesture) -> Void,
      ended: ((GKGesture) -> Void)?
    ) -> GKGestureToken {
      addLongPress(
        configuration: options?.configuration ?? LongPressRecognizer.Configuration(),
        began: began, ended: ended)
    }

    /// `gk_onLongPressBegan:ended:` for a press of at least `duration` seconds (NaN or
    /// infinite: 0.5, negative: 0), the other thresholds the defaults:
    /// `gk_onLongPressWithOptions:began:ended:` with that `minimumPressDuration`.
    ///
    /// ```objc
    /// [cardView gk_onLongPressWithMinimumDuration:1.0 began:^(GKGesture *gesture) {
    ///   [weakSelf showMenuFor:gesture.view];
    /// } ended:nil];
    /// ```
    @available(swift, obsoleted: 1, renamed: "onLongPress(configuration:began:ended:)")
    @discardableResult
    @objc(gk_onLongPressWithMinimumDuration:began:ended:)
    public func gk_onLongPress(
      minimumDuration duration: TimeInterval,
      began: @escaping @convention(block) (GKGesture) -> Void, ended: ((GKGesture) -> Void)?
    ) -> GKGestureToken {
      let options = GKLongPressOptions()
      options.minimumPressDuration = duration
      return gk_onLongPress(options: options, began: began, ended: ended)
    }

    /// Objective-C's `onSwipe(_:replacing:isEnabled:configuration:file:line:column:_:)` with
    /// thresholds: `gk_onSwipe:handler:` whose swipes have the distance, time, angle and
    /// fingers the options say (`nil`: every default), for every swipe block of these
    /// directions. Returns its token.
    @available(swift, obsoleted: 1, renamed: "onSwipe(_:configuration:_:)")
    @discardableResult
    @objc(gk_onSwipe:options:handler:)
    public func gk_onSwipe(
      _ directions: UISwipeGestureRecognizer.Direction, options: GKSwipeOptions?,
      handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      let configuration = options?.configuration ?? SwipeRecognizer.Configuration()
      return add([Self.swipeSlot(directions)], configuration: .swipe(configuration), block: handler)
    }

    /// Objective-C's `onPan(replacing:isEnabled:configuration:file:line:column:_:)` with thresholds:
    /// `gk_onPan:` whose pan starts along the axis, with the fingers and past the slop the
    /// options say (`nil`: every default), for every pan block of the view. Returns its
    /// token.
    @available(swift, obsoleted: 1, renamed: "onPan(configuration:_:)")
    @discardableResult
    @objc(gk_onPanWithOptions:handler:)
    public func gk_onPan(
      options: GKPanOptions?, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add(
        [.pan], configuration: .pan(options?.configuration ?? PanRecognizer.Configuration()),
        block: handler)
    }

    /// `gk_onPan:` for a pan that starts only along `axis` (a horizontal pan leaves
    /// vertical strokes to the scroll view around the view), the other thresholds the
    /// defaults: `gk_onPanWithOptions:handler:` with that axis.
    ///
    /// ```objc
    /// [row gk_onPanWithAxis:GKPanAxisHorizontal handler:^(GKGesture *gesture) {
    ///   [weakSelf slideRow:gesture.view by:gesture.translation.x];
    /// }];
    /// ```
    @available(swift, obsoleted: 1, renamed: "onPan(configuration:_:)")
    @discardableResult
    @objc(gk_onPanWithAxis:handler:)
    public func gk_onPan(
      axis: GKPanAxis, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      let options = GKPanOptions()
      options.axis = axis
      return gk_onPan(options: options, handler: handler)
    }

    /// Objective-C's `onPinch(replacing:isEnabled:configuration:file:line:column:_:)` with its
    /// threshold (`options` `nil`: the default), for every pinch block of the view. Returns
    /// its token.
    @available(swift, obsoleted: 1, renamed: "onPinch(configuration:_:)")
    @discardableResult
    @objc(gk_onPinchWithOptions:handler:)
    public func gk_onPinch(
      options: GKPinchOptions?, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add(
        [.pinch], configuration: .pinch(options?.configuration ?? PinchRecognizer.Configuration()),
        block: handler)
    }

    /// Objective-C's `onRotate(replacing:isEnabled:configuration:file:line:column:_:)` with its
    /// threshold (`options` `nil`: the default), for every rotation block of the view.
    /// Returns its token.
    @available(swift, obsoleted: 1, renamed: "onRotate(configuration:_:)")
    @discardableResult
    @objc(gk_onRotateWithOptions:handler:)
    public func gk_onRotate(
      options: GKRotationOptions?, handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      add(
        [.rotation],
        configuration: .rotation(options?.configuration ?? RotationRecognizer.Configuration()),
        block: handler)
    }

    /// Objective-C's `onEdgePan(edges:replacing:isEnabled:bandWidth:configuration:file:line:column:_:)`
    /// with thresholds: `gk_onEdgePan:handler:` whose band and pan are the options'
    /// (`nil`: every default), for every edge-pan block of these edges. Returns its token.
    @available(swift, obsoleted: 1, renamed: "onEdgePan(edges:bandWidth:configuration:_:)")
    @discardableResult
    @objc(gk_onEdgePan:options:handler:)
    public func gk_onEdgePan(
      _ edges: UIRectEdge, options: GKEdgePanOptions?,
      handler: @escaping @convention(block) (GKGesture) -> Void
    ) -> GKGestureToken {
      let options = options ?? GKEdgePanOptions()
      // The store sets each recognizer's own edge in the edge configuration.
      return add(
        [edgePanSlot(edges)], configuration: .edgePan(options.edgeConfiguration, options.configuration),
        block: handler)
    }
  }
#endif
