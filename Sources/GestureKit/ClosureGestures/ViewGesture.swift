#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// What a closure gesture handler receives: the gesture's phase and measures, built from the
  /// core's `GestureValue` when UIKit delivers the state change.
  ///
  /// ```swift
  /// photo.onPinch { gesture in
  ///   gesture.view.transform = CGAffineTransform(scaleX: gesture.scale, y: gesture.scale)
  ///   if gesture.phase == .ended { print("released at", gesture.scaleVelocity, "per second") }
  /// }
  /// ```
  ///
  /// Points are in the view's coordinates (``location``); vectors (``translation``,
  /// ``velocity``) are in window coordinates, the space the fingers move in, which is the
  /// superview's unless an ancestor is scaled or rotated: add them to the view's `center` or
  /// its transform's translation. ``translation(in:)`` and ``velocity(in:)`` convert them to
  /// any view, as UIKit's `translation(in:)` does.
  ///
  /// Use ``view`` inside the handler instead of capturing the view: a handler that captures
  /// its own view strongly keeps it alive for ever (see "Retain cycles" in
  /// `UIView.onTap(replacing:isEnabled:configuration:file:line:column:_:)`).
  public struct ViewGesture {
    /// Where a gesture is in its life when a handler runs: GestureCore's
    /// `ClosureGestures.Phase`, decided there for every host.
    ///
    /// Taps and swipes fire once, with `ended` (UIKit's `.recognized`). A long press's
    /// `began` handler fires with `began`, its `ended` handler with `ended` or `cancelled`.
    /// Pans, pinches, rotations and edge pans fire with every phase.
    public typealias Phase = ClosureGestures.Phase

    /// The view the handler was added to. For a SwiftUI view's gestures
    /// (`ClosureGesturesView`), the UIKit view their recognizers are on: from iOS 18 the one
    /// SwiftUI attached them to (the hosting view the SwiftUI view is drawn in), before that
    /// GestureKit's invisible probe behind the SwiftUI view, with its frame. ``location`` is
    /// then in the SwiftUI view's own coordinate space either way.
    public let view: UIView
    /// Where the gesture is in its life: `ended` for taps and swipes, which fire once.
    public let phase: Phase
    /// The centroid of the fingers, in ``view``'s coordinates; after a lift, where the
    /// fingers were.
    public let location: CGPoint
    /// Pans and edge pans: how far the fingers moved since they touched down, in points in
    /// window coordinates. Zero for other gestures.
    public let translation: CGPoint
    /// Pans and edge pans: the fingers' velocity in points per second in window coordinates;
    /// at `ended`, the release velocity. Zero for other gestures.
    public let velocity: CGPoint
    /// Pinches: the distance between the fingers over that distance at the start (1 for
    /// other gestures).
    public let scale: CGFloat
    /// Pinches: how fast ``scale`` changes, per second.
    public let scaleVelocity: CGFloat
    /// Rotations: the angle the fingers turned, in radians, clockwise on screen (0 for other
    /// gestures), as UIKit's `UIRotationGestureRecognizer.rotation`.
    public let rotation: CGFloat
    /// Rotations: how fast ``rotation`` changes, in radians per second.
    public let rotationVelocity: CGFloat
    /// How many fingers the gesture was tracking.
    public let numberOfTouches: Int
    /// Swipes: the direction of this swipe (one of the directions the handler asked for).
    /// Empty for other gestures.
    public let direction: SwipeDirection
    /// Edge pans: the edge the stroke started from. Empty for other gestures.
    public let edge: RectEdge
    /// When the state changed, in seconds of system uptime (`CACurrentMediaTime()`'s clock).
    public let time: TimeInterval
    /// The core's measures as they came, in window coordinates.
    public let value: GestureValue

    /// Creates what a handler of `view` receives for a call the store made.
    @MainActor
    init(view: UIView, gesture: ClosureGestures.Gesture) {
      self.init(
        view: view, location: view.convert(CGPoint(gesture.value.location), from: nil),
        gesture: gesture)
    }

    /// Creates what a handler receives for a call the store made, with its location already
    /// in the coordinate space the handler expects (a SwiftUI view's, which no `UIView` has).
    init(view: UIView, location: CGPoint, gesture: ClosureGestures.Gesture) {
      self.view = view
      phase = gesture.phase
      let value = gesture.value
      self.value = value
      time = gesture.time
      direction = gesture.direction
      edge = gesture.edge
      self.location = location
      translation = CGPoint(x: CGFloat(value.translation.dx), y: CGFloat(value.translation.dy))
      velocity = CGPoint(x: CGFloat(value.velocity.dx), y: CGFloat(value.velocity.dy))
      scale = CGFloat(value.scale)
      scaleVelocity = CGFloat(value.scaleVelocity)
      rotation = CGFloat(value.rotation)
      rotationVelocity = CGFloat(value.rotationVelocity)
      numberOfTouches = value.numberOfTouches
    }

    /// The centroid of the fingers in another view's coordinates (`nil`: the window's).
    @MainActor
    public func location(in otherView: UIView?) -> CGPoint {
      let point = CGPoint(value.location)
      return otherView?.convert(point, from: nil) ?? point
    }

    /// ``translation`` in a view's coordinates (`nil`: the window's), rotated and scaled by
    /// that view's transform, as UIKit's `translation(in:)`.
    @MainActor
    public func translation(in otherView: UIView?) -> CGPoint {
      otherView?.convertVectorFromWindow(translation) ?? translation
    }

    /// ``velocity`` in a view's coordinates (`nil`: the window's), in points per second.
    @MainActor
    public func velocity(in otherView: UIView?) -> CGPoint {
      otherView?.convertVectorFromWindow(velocity) ?? velocity
    }
  }
#endif
