#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  /// A view with GestureKit closure gestures: what ``SwiftUI/View/onTap(configuration:_:)``
  /// and the other closure-gesture modifiers return. Chaining another one directly on it
  /// (`.onTap { … }.onDoubleTap { … }`) adds to the same set, so that the store relates
  /// them (the tap waits for the double tap; pan, pinch and rotation run together); a
  /// modifier of another kind in between starts a new set, whose gestures then compete with
  /// this one's as nested views' gestures do.
  ///
  /// ## How touches reach GestureCore
  /// SwiftUI gives no access to raw touches (a `DragGesture` has one finger and no
  /// timestamps), and `UIGestureRecognizerRepresentable` needs iOS 18 and the iOS 18 SDK. So
  /// an invisible `UIViewRepresentable` probe sits behind the view, with its frame. Once in
  /// a window, it installs the core's recognizers (``CoreGestureRecognizer``, through the
  /// same registry as the UIKit `onTap`) on the view of the view controller that hosts it
  /// (UIResponder.h: a view controller's root view has the controller as its `next`
  /// responder, which is how the probe finds it): a UIKit recognizer receives the touches of
  /// the views under its view, and SwiftUI draws the modified view inside that hosting view.
  /// Each recognizer takes only touches that land inside the probe's frame (its delegate's
  /// `gestureRecognizer(_:shouldReceive:)`) and outside views marked
  /// ``SwiftUI/View/exemptFromClosureGestures()``. One code path for iOS 15 and later.
  ///
  /// ## Buttons and other controls
  /// The single tap does not cancel the touches of the views under it and recognizes
  /// alongside SwiftUI's own gestures, so a `Button` inside the view keeps working; mark it
  /// with ``SwiftUI/View/exemptFromClosureGestures()`` so that the surrounding tap stays
  /// out. The continuous gestures cancel the touches under them once they begin, as in
  /// UIKit: a button a pan starts on is not tapped at the end of the pan. UIKit controls
  /// inside the view (in a `UIViewRepresentable`) are left their touches as in UIKit.
  ///
  /// ## Values
  /// Handlers get the UIKit family's ``ViewGesture``: its `view` is GestureKit's probe,
  /// which has the modified view's frame, so ``ViewGesture/location`` is in the modified
  /// view's own coordinate space (origin at its top-leading corner). Translation and
  /// velocity are in points and points per second, scale and rotation as in UIKit.
  ///
  /// ## Limits
  /// The region is the modified view's layout frame, where SwiftUI puts the probe: apply
  /// `offset`, `scaleEffect` or `rotationEffect` after the gestures, so that the region
  /// moves with the view. Touches are matched by frame: a SwiftUI view drawn over this one in the same hosting
  /// view (a later `ZStack` sibling) does not stop them; mark it with
  /// ``SwiftUI/View/exemptFromClosureGestures()``. Inside a `ScrollView` or `List`, a pan
  /// competes with the scroll view's own pan: lock its axis
  /// (`PanRecognizer.Configuration(axis: .horizontal)`) to leave scrolling to the scroll view.
  /// The handlers are the latest the view's `body` gave: a gesture in progress keeps going
  /// across updates, and its recognizers are only replaced when the set of gestures (or a
  /// configuration) changes.
  public struct ClosureGesturesView<Content: View>: View {
    let content: Content
    var requests: [ClosureGestureRequest] = []

    init(content: Content) {
      self.content = content
    }

    /// The view, with the probe that carries its gestures behind it.
    public var body: some View {
      content.background(
        ClosureGestureProbe(requests: requests)
          .allowsHitTesting(false)
          .accessibilityHidden(true))
    }

    private func adding(
      _ slot: ClosureGestures.Slot, _ configuration: RecognizerKind?,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      var copy = self
      copy.requests.append(
        ClosureGestureRequest(slot: slot, configuration: configuration, handler: handler))
      return copy
    }

    /// Adds a single tap to this set; see ``SwiftUI/View/onTap(configuration:_:)``.
    ///
    /// - Parameters:
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor when the tap is recognized.
    /// - Returns: The same view with one more gesture.
    public func onTap(
      configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(.tap(numberOfTaps: 1), configuration.map { .tap($0) }, handler)
    }

    /// Adds a double tap to this set; see ``SwiftUI/View/onDoubleTap(configuration:_:)``.
    ///
    /// - Parameters:
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor when the double tap is recognized.
    /// - Returns: The same view with one more gesture.
    public func onDoubleTap(
      configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(.tap(numberOfTaps: 2), configuration.map { .tap($0) }, handler)
    }

    /// Adds a long press to this set; see
    /// ``SwiftUI/View/onLongPress(configuration:began:ended:)``.
    ///
    /// - Parameters:
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - began: Called on the main actor when the press is recognized.
    ///   - ended: Called on the main actor when it ends or is cancelled. Default `nil`.
    /// - Returns: The same view with one more gesture.
    public func onLongPress(
      configuration: LongPressRecognizer.Configuration? = nil,
      began: @escaping @MainActor (ViewGesture) -> Void,
      ended: (@MainActor (ViewGesture) -> Void)? = nil
    ) -> Self {
      // The store calls long-press handlers when the press begins and when it ends or is
      // cancelled, never for its moves (as the UIKit `onLongPress`).
      adding(.longPress, configuration.map { .longPress($0) }) { gesture in
        if gesture.phase == .began { began(gesture) } else { ended?(gesture) }
      }
    }

    /// Adds swipes in `directions` to this set; see
    /// ``SwiftUI/View/onSwipe(_:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - directions: The directions to recognize.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor once per recognized swipe.
    /// - Returns: The same view with one more gesture.
    public func onSwipe(
      _ directions: SwipeDirection, configuration: SwipeRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(.swipe(directions), configuration.map { .swipe($0) }, handler)
    }

    /// Adds a pan to this set; see ``SwiftUI/View/onPan(configuration:_:)``.
    ///
    /// - Parameters:
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase of the pan.
    /// - Returns: The same view with one more gesture.
    public func onPan(
      configuration: PanRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(.pan, configuration.map { .pan($0) }, handler)
    }

    /// Adds a pinch to this set; see ``SwiftUI/View/onPinch(configuration:_:)``.
    ///
    /// - Parameters:
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase of the pinch.
    /// - Returns: The same view with one more gesture.
    public func onPinch(
      configuration: PinchRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(.pinch, configuration.map { .pinch($0) }, handler)
    }

    /// Adds a rotation to this set; see ``SwiftUI/View/onRotate(configuration:_:)``.
    ///
    /// - Parameters:
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase of the rotation.
    /// - Returns: The same view with one more gesture.
    public func onRotate(
      configuration: RotationRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(.rotation, configuration.map { .rotation($0) }, handler)
    }
  }

  /// One gesture of a ``ClosureGesturesView``: the store's slot, its thresholds and the
  /// app's closure.
  struct ClosureGestureRequest {
    var slot: ClosureGestures.Slot
    var configuration: RecognizerKind?
    var handler: @MainActor (ViewGesture) -> Void
  }
#endif
