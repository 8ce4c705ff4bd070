#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The continuous closure gestures: pan, pinch, rotation and edge pan, whose handlers are
  // called at every change of the gesture.
  @MainActor
  extension UIView {
    /// Calls a handler as fingers drag the view: at `began`, every `changed`, and at `ended`
    /// or `cancelled`.
    ///
    /// ```swift
    /// var start = CGPoint.zero
    /// sticker.onPan { gesture in
    ///   switch gesture.phase {
    ///   case .began: start = gesture.view.center
    ///   case .changed: gesture.view.center = CGPoint(x: start.x + gesture.translation.x,
    ///                                                y: start.y + gesture.translation.y)
    ///   case .ended, .cancelled: print("released at", gesture.velocity)
    ///   }
    /// }
    /// ```
    ///
    /// The pan begins once the fingers moved past the slop (10 pt); ``ViewGesture/translation``
    /// is measured from where they touched down and ``ViewGesture/velocity`` is the release
    /// velocity at `ended`, both in window coordinates, so moving the view under the finger
    /// does not disturb them. Pan, pinch and rotation handlers of the same view may run
    /// together. Sharing, removal, reused cells and retain cycles work as for
    /// `onTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// On iPad, a two-finger trackpad swipe or a mouse's scroll wheel over the view pans it
    /// too (UIKit hands scrolls only to a `UIPanGestureRecognizer`, so the view gets one for
    /// them): it begins at once, along the configuration's axis only, with `numberOfTouches`
    /// 0.
    ///
    /// - Parameters:
    ///   - replacing: Whether to remove the view's other pan handlers first.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's pan recognizer (slop, axis, fingers,
    ///     velocity estimation); `nil` keeps the current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor at every phase.
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func onPan(
      replacing: Bool = false, isEnabled: Bool = true, configuration: PanRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      ClosureGestureRegistry.registry(of: self).add(
        to: [.pan], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        configuration: { _ in configuration.map { RecognizerKind.pan($0) } }, body: handler)
    }

    /// Calls a handler as two fingers pinch the view: at `began`, every `changed`, and at
    /// `ended` or `cancelled`, with ``ViewGesture/scale`` and ``ViewGesture/scaleVelocity``.
    ///
    /// ```swift
    /// photo.onPinch { gesture in
    ///   gesture.view.transform = CGAffineTransform(scaleX: gesture.scale, y: gesture.scale)
    /// }
    /// ```
    ///
    /// The scale is measured between the fingers on screen, so scaling the view does not feed
    /// back into it. Pan, pinch and rotation handlers of the same view may run together.
    /// Sharing, removal, reused cells and retain cycles work as for
    /// `onTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - replacing: Whether to remove the view's other pinch handlers first.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's pinch recognizer; `nil` keeps the
    ///     current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor at every phase.
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func onPinch(
      replacing: Bool = false, isEnabled: Bool = true, configuration: PinchRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      ClosureGestureRegistry.registry(of: self).add(
        to: [.pinch], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        configuration: { _ in configuration.map { RecognizerKind.pinch($0) } }, body: handler)
    }

    /// Calls a handler as two fingers turn on the view: at `began`, every `changed`, and at
    /// `ended` or `cancelled`, with ``ViewGesture/rotation`` (radians, clockwise) and
    /// ``ViewGesture/rotationVelocity``.
    ///
    /// ```swift
    /// dial.onRotate { gesture in
    ///   gesture.view.transform = CGAffineTransform(rotationAngle: gesture.rotation)
    /// }
    /// ```
    ///
    /// Pan, pinch and rotation handlers of the same view may run together. Sharing, removal,
    /// reused cells and retain cycles work as for
    /// `onTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - replacing: Whether to remove the view's other rotation handlers first.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's rotation recognizer; `nil` keeps the
    ///     current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor at every phase.
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func onRotate(
      replacing: Bool = false, isEnabled: Bool = true, configuration: RotationRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      ClosureGestureRegistry.registry(of: self).add(
        to: [.rotation], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        configuration: { _ in configuration.map { RecognizerKind.rotation($0) } }, body: handler)
    }

    /// Calls a handler as a finger drags in from an edge of the view: at `began`, every
    /// `changed`, and at `ended` or `cancelled`, with ``ViewGesture/edge`` set to the edge
    /// the stroke started from.
    ///
    /// ```swift
    /// drawer.onEdgePan { gesture in      // the leading edge: left, or right in RTL
    ///   openDrawer(progress: abs(gesture.translation.x) / gesture.view.bounds.width)
    /// }
    /// ```
    ///
    /// The finger must land within the band (20 pt) along one of the edges of the view's
    /// bounds and move inwards more than along the edge (UIKit's
    /// `UIScreenEdgePanGestureRecognizer`, for any view). Each edge has its own recognizer.
    /// Sharing, removal, reused cells (`replacing` replaces the handlers of these edges) and
    /// retain cycles work as for `onTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - edges: The edges a stroke may start from. `nil` (the default): the view's leading
    ///     edge when the handler is added (`.left` in a left-to-right layout, `.right` in a
    ///     right-to-left one).
    ///   - replacing: Whether to remove the other handlers of these edges first.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - bandWidth: How far from the edge, in points, the finger may land; `nil` keeps the
    ///     current width (20 pt for a new recognizer).
    ///   - configuration: The pan thresholds of these edges' recognizers; `nil` keeps the
    ///     current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor at every phase.
    /// - Returns: A token that removes the handler from every edge.
    @discardableResult
    public func onEdgePan(
      edges: RectEdge? = nil, replacing: Bool = false, isEnabled: Bool = true, bandWidth: Double? = nil,
      configuration: PanRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      let registry = ClosureGestureRegistry.registry(of: self)
      return registry.add(
        to: [.edgePan(edges ?? leadingEdge)], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        configuration: { slot in
          // `nil` keeps each edge's current band and thresholds.
          guard bandWidth != nil || configuration != nil,
            case .edgePan(var edge, var pan) = registry.configuration(of: slot)
          else { return nil }
          if let bandWidth { edge.bandWidth = bandWidth }
          if let configuration { pan = configuration }
          return .edgePan(edge, pan)
        }, body: handler)
    }
  }
#endif
