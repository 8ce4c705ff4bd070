#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  extension View {
    /// Calls `handler` when the view is tapped once. With ``SwiftUI/View/onDoubleTap(isEnabled:configuration:_:)``
    /// on the same view, the single tap waits until a double tap can no longer come (0.3 s),
    /// by itself.
    ///
    /// ```swift
    /// PhotoCard(photo)
    ///   .onTap { _ in open(photo) }
    ///   .onDoubleTap { _ in like(photo) }          // the single tap now waits for it
    /// ```
    ///
    /// This is the UIKit `UIView.onTap(replacing:isEnabled:configuration:file:line:column:_:)` for a SwiftUI view: the same
    /// GestureCore store (`ClosureGestures`) decides which recognizers the view's handlers
    /// need, how they relate and when each handler is called, and its core recognizers and
    /// velocity tracker produce every value. <doc:UsingGestureKitWithSwiftUI> tells how
    /// touches reach them.
    ///
    /// A `Button` inside the view, or over it, keeps its taps: from iOS 18 the recognizers
    /// are attached to the view itself (`UIGestureRecognizerRepresentable`) and SwiftUI offers
    /// a touch to the button first, as to its own gestures. Before iOS 18 a tap over a
    /// button found among the hosting view's accessibility elements gives way, on a best-effort
    /// basis: mark the button ``SwiftUI/View/exemptFromClosureGestures()`` to be sure. A tap that lands while a scroll view
    /// around the view is still gliding after a fling only stops it: the handler does not
    /// fire, as SwiftUI's own tap gestures and UIKit's lists do not.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds for the tap, or `nil` for GestureCore's defaults
    ///     (10 pt of movement, 1 touch). Default `nil`.
    ///   - handler: Called on the main actor when the tap is recognized. Its
    ///     ``ViewGesture/location`` is in this view's coordinate space.
    /// - Returns: The view with its closure gestures; chain the others directly on it.
    public func onTap(
      isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onTap(
        isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `handler` when the view is tapped twice (within 0.3 s and 40 pt, GestureCore's
    /// defaults). A single tap on the same view waits for it to fail first.
    ///
    /// ```swift
    /// PhotoView(photo).onDoubleTap { gesture in zoom(at: gesture.location) }
    /// ```
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor when the double tap is recognized.
    /// - Returns: The view with its closure gestures.
    public func onDoubleTap(
      isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onDoubleTap(
        isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `began` when a press has lasted long enough (0.5 s without moving more than
    /// 10 pt, GestureCore's defaults) and `ended` when the finger lifts or the press is
    /// cancelled.
    ///
    /// ```swift
    /// RowView(item)
    ///   .onLongPress(began: { _ in showMenu(item) }, ended: { _ in hideMenu() })
    /// ```
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds (duration, movement, touches), or `nil` for
    ///     GestureCore's defaults. Default `nil`.
    ///   - began: Called on the main actor when the press is recognized.
    ///   - ended: Called on the main actor when it ends or is cancelled (its
    ///     ``ViewGesture/phase`` says which). Default `nil`.
    /// - Returns: The view with its closure gestures.
    public func onLongPress(
      isEnabled: Bool = true, configuration: LongPressRecognizer.Configuration? = nil,
      began: @escaping @MainActor (ViewGesture) -> Void,
      ended: (@MainActor (ViewGesture) -> Void)? = nil
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onLongPress(
        isEnabled: isEnabled, configuration: configuration, began: began, ended: ended)
    }

    /// Calls `handler` when the view is swiped in one of `directions` (50 pt within 0.5 s, at
    /// most 30° off the axis, GestureCore's defaults); ``ViewGesture/direction`` says which.
    ///
    /// ```swift
    /// PagerView()
    ///   .onSwipe([.left, .right]) { gesture in page(gesture.direction == .left ? +1 : -1) }
    /// ```
    ///
    /// - Parameters:
    ///   - directions: The directions to recognize; each gets its own core recognizer.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds (its direction is replaced by each of
    ///     `directions`), or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor once per recognized swipe.
    /// - Returns: The view with its closure gestures.
    public func onSwipe(
      _ directions: SwipeDirection, isEnabled: Bool = true,
      configuration: SwipeRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onSwipe(
        directions, isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `handler` for every change of a pan on the view (past 10 pt of slop), with
    /// ``ViewGesture/translation`` from touch-down and ``ViewGesture/velocity`` from
    /// GestureCore's velocity tracker, in points and points per second.
    ///
    /// ```swift
    /// @State private var offset = CGSize.zero
    /// CardView()
    ///   .offset(offset)
    ///   .onPan { gesture in
    ///     offset = gesture.phase == .changed
    ///       ? CGSize(width: gesture.translation.x, height: gesture.translation.y) : .zero
    ///   }
    /// ```
    ///
    /// A pan, a pinch and a rotation on one view run together.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds (axis lock, touches), or `nil` for GestureCore's
    ///     defaults (free axis, 1 to 20 touches). Default `nil`.
    ///   - handler: Called on the main actor for `.began`, `.changed`, `.ended` and
    ///     `.cancelled` (``ViewGesture/phase``).
    /// - Returns: The view with its closure gestures.
    public func onPan(
      isEnabled: Bool = true, configuration: PanRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onPan(
        isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `handler` for every change of a two-finger pinch on the view (a span change over
    /// 10 pt), with ``ViewGesture/scale`` (1 at the start) and
    /// ``ViewGesture/scaleVelocity``.
    ///
    /// ```swift
    /// PhotoView(photo)
    ///   .scaleEffect(zoom)
    ///   .onPinch { gesture in zoom = gesture.scale }
    /// ```
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase of the pinch.
    /// - Returns: The view with its closure gestures.
    public func onPinch(
      isEnabled: Bool = true, configuration: PinchRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onPinch(
        isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `handler` for every change of a two-finger rotation on the view (past 5°), with
    /// ``ViewGesture/rotation`` in radians (not wrapped) and
    /// ``ViewGesture/rotationVelocity``.
    ///
    /// ```swift
    /// DialView()
    ///   .rotationEffect(.radians(angle))
    ///   .onRotate { gesture in angle = gesture.rotation }
    /// ```
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase of the rotation.
    /// - Returns: The view with its closure gestures.
    public func onRotate(
      isEnabled: Bool = true, configuration: RotationRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onRotate(
        isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `handler` as a finger drags in from an edge of the view: at `began`, every
    /// `changed`, and at `ended` or `cancelled`, with ``ViewGesture/edge`` set to the edge
    /// the stroke started from.
    ///
    /// ```swift
    /// DrawerHost()
    ///   .onEdgePan { gesture in          // the leading edge: left, or right right to left
    ///     drawerProgress = abs(gesture.translation.x) / drawerWidth
    ///   }
    /// ```
    ///
    /// The finger must land within the band (20 pt) along one of the edges of the view's
    /// frame and move inwards more than along the edge (UIKit's
    /// `UIScreenEdgePanGestureRecognizer`, for any view). Each edge has its own recognizer. A
    /// pan on the same view waits for the edge pans: a stroke in from an edge is the edge
    /// pan's. This is the UIKit
    /// `UIView.onEdgePan(edges:replacing:isEnabled:bandWidth:configuration:file:line:column:_:)` for a
    /// SwiftUI view.
    ///
    /// - Parameters:
    ///   - edges: The edges a stroke may start from. `nil` (the default): the leading edge of
    ///     the environment's `layoutDirection`.
    ///   - bandWidth: How far from the edge, in points, the finger may land; `nil` (the
    ///     default): 20 pt.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The pan thresholds of these edges' recognizers, or `nil` for
    ///     GestureCore's defaults (10 pt of slop, 1 to 20 touches). Default `nil`.
    ///   - handler: Called on the main actor at every phase.
    /// - Returns: The view with its closure gestures.
    public func onEdgePan(
      edges: RectEdge? = nil, bandWidth: Double? = nil,
      isEnabled: Bool = true, configuration: PanRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onEdgePan(
        edges: edges, bandWidth: bandWidth, isEnabled: isEnabled, configuration: configuration,
        handler)
    }

    /// Keeps the touches that land on this view from the GestureKit closure gestures of the
    /// views around it: for a `Button`, `Toggle` or `Slider` inside a view with
    /// ``SwiftUI/View/onTap(isEnabled:configuration:_:)`` or ``SwiftUI/View/onPan(isEnabled:configuration:_:)``
    /// before iOS 18, or for any view whose touches the gestures around it must leave alone.
    ///
    /// ```swift
    /// VStack {
    ///   Text(article.title)
    ///   Button("Like") { like(article) }
    ///     .exemptFromClosureGestures()             // a tap on it never opens the article
    /// }
    /// .onTap { _ in open(article) }
    /// ```
    ///
    /// From iOS 18 a button needs no marker: the closure gestures' recognizers are attached to
    /// the SwiftUI view itself, and SwiftUI offers a touch to the button inside first, as to
    /// its own gestures; the marker still keeps them off any view it is on. Before iOS 18,
    /// without it, a button inside such a view keeps working (the single tap leaves it its
    /// touches), and the surrounding view's tap is recognized too: in UIKit the core's tap
    /// yields to `UIControl`s by itself, but SwiftUI's buttons are no views UIKit could tell
    /// apart. Only GestureKit's recognizers are kept away; SwiftUI's own gestures are not
    /// affected.
    ///
    /// - Returns: The view, with an invisible marker behind it.
    public func exemptFromClosureGestures() -> some View {
      background(
        ClosureGestureExemption()
          .allowsHitTesting(false)
          .accessibilityHidden(true))
    }
  }
#endif
