#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  /// A view with GestureKit closure gestures: what ``SwiftUI/View/onTap(isEnabled:configuration:_:)``
  /// and the other closure-gesture modifiers return. Chaining another one directly on it
  /// adds to the same set, so that GestureCore's store relates them (the tap waits for the
  /// double tap; pan, pinch and rotation run together); a modifier of another kind in
  /// between starts a new set, whose gestures then compete with this one's as nested views'
  /// gestures do.
  ///
  /// ```swift
  /// PhotoView(photo)
  ///   .onTap { _ in toggleChrome() }                 // waits for the double tap
  ///   .onDoubleTap { gesture in zoom(at: gesture.location) }
  ///   .onPinch { gesture in scale = gesture.scale }  // the same set: one ClosureGesturesView
  ///   .scaleEffect(scale)                            // effects after the gestures
  /// ```
  ///
  /// From iOS 18 the set's recognizers are attached to this view by SwiftUI
  /// (`UIGestureRecognizerRepresentable`), so SwiftUI's own gesture system offers them a touch:
  /// a `Button` inside goes first, as a child's gestures do. Before iOS 18 an invisible probe
  /// behind the view puts them on the hosting view. How the touches reach GestureCore on each,
  /// the coordinate space of the values and the limits (effects after the gestures, views
  /// drawn over this one, scroll views) are in <doc:UsingGestureKitWithSwiftUI>.
  public struct ClosureGesturesView<Content: View>: View {
    let content: Content
    var requests: [ClosureGestureRequest] = []
    /// The kinds of gesture the modifiers declare, `isEnabled: false` ones included: which
    /// recognizers SwiftUI attaches from iOS 18. A modifier's kind is fixed where it is
    /// written, so the view's structure does not change as gestures are switched.
    var kinds: ClosureGestureKinds = []
    /// Where an edge pan's leading edge is (`onEdgePan` with no edges).
    @Environment(\.layoutDirection) private var layoutDirection
    /// Reaches the registry that runs the gestures, for their second ways. Made once, when
    /// SwiftUI first installs the view: `@StateObject` evaluates its initial value only then,
    /// where `@State` would make a new one at every evaluation of the parent's body.
    @StateObject private var link = ClosureGestureLink()

    init(content: Content) {
      self.content = content
    }

    /// The view, with its gestures' recognizers: attached to it by SwiftUI from iOS 18, on the
    /// hosting view under it, through an invisible probe behind it, before.
    public var body: some View {
      let requests = requests.map { $0.resolved(in: layoutDirection) }
      Group {
        if #available(iOS 18.0, *) {
          // A new set of kinds is a new chain of recognizers: a new view, with new ones (see
          // `ClosureGestureRecognizers`). The kinds are normally fixed for the view's life.
          ClosureGestureRecognizers(content: content, requests: requests, kinds: kinds, link: link)
            .id(kinds)
        } else {
          content.background(
            ClosureGestureProbe(requests: requests, link: link)
              .allowsHitTesting(false)
              .accessibilityHidden(true))
        }
      }
      .modifier(
        ClosureGestureAlternativesModifier(
          requests: requests, declaresLongPress: kinds.contains(.longPress), link: link))
    }

    /// This set with one more gesture, or the same gestures when `isEnabled` is `false`: a
    /// gesture that is off has no request, so the registry never installs it (or uninstalls
    /// it, and one under way hears it cancelled), while its kind stays declared and the view's
    /// structure stays the same.
    func adding(
      isEnabled: Bool = true,
      _ slot: ClosureGestures.Slot, _ configuration: RecognizerKind?,
      alternative: ClosureGestures.Alternative? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      var copy = self
      copy.kinds.insert(ClosureGestureKinds(slot))
      guard isEnabled else { return copy }
      copy.requests.append(
        ClosureGestureRequest(
          slot: slot, configuration: configuration, alternative: alternative, handler: handler))
      return copy
    }

    /// Adds a single tap to this set; see ``SwiftUI/View/onTap(isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each recognized tap.
    ///
    /// - Returns: The same view with one more gesture.
    public func onTap(
      isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(isEnabled: isEnabled, .tap(numberOfTaps: 1), configuration.map { .tap($0) }, handler)
    }

    /// Adds a double tap to this set; see ``SwiftUI/View/onDoubleTap(isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each recognized double tap.
    ///
    /// - Returns: The same view with one more gesture.
    public func onDoubleTap(
      isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(isEnabled: isEnabled, .tap(numberOfTaps: 2), configuration.map { .tap($0) }, handler)
    }

    /// Adds a long press to this set; see
    /// ``SwiftUI/View/onLongPress(isEnabled:configuration:began:ended:)``.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - began: Called when the press is recognized.
    ///   - ended: Called when the press ends or is cancelled; default `nil`.
    ///
    /// - Returns: The same view with one more gesture.
    public func onLongPress(
      isEnabled: Bool = true, configuration: LongPressRecognizer.Configuration? = nil,
      began: @escaping @MainActor (ViewGesture) -> Void,
      ended: (@MainActor (ViewGesture) -> Void)? = nil
    ) -> Self {
      // The store calls long-press handlers when the press begins and when it ends or is
      // cancelled, never for its moves (as the UIKit `onLongPress`).
      adding(isEnabled: isEnabled, .longPress, configuration.map { .longPress($0) }) { gesture in
        if gesture.phase == .began { began(gesture) } else { ended?(gesture) }
      }
    }

    /// Adds swipes in `directions` to this set; see
    /// ``SwiftUI/View/onSwipe(_:isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - directions: The directions that count as a swipe.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each recognized swipe.
    ///
    /// - Returns: The same view with one more gesture.
    public func onSwipe(
      _ directions: SwipeDirection, isEnabled: Bool = true,
      configuration: SwipeRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(isEnabled: isEnabled, .swipe(directions), configuration.map { .swipe($0) }, handler)
    }

    /// Adds a pan to this set; see ``SwiftUI/View/onPan(isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each phase of the pan.
    ///
    /// - Returns: The same view with one more gesture.
    public func onPan(
      isEnabled: Bool = true, configuration: PanRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(isEnabled: isEnabled, .pan, configuration.map { .pan($0) }, handler)
    }

    /// Adds a pinch to this set; see ``SwiftUI/View/onPinch(isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each phase of the pinch.
    ///
    /// - Returns: The same view with one more gesture.
    public func onPinch(
      isEnabled: Bool = true, configuration: PinchRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(isEnabled: isEnabled, .pinch, configuration.map { .pinch($0) }, handler)
    }

    /// Adds an edge pan to this set; see
    /// ``SwiftUI/View/onEdgePan(edges:bandWidth:isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - edges: The edges a stroke may start from; default `nil`, the leading edge.
    ///   - bandWidth: How far from the edge the finger may land; default `nil`, 20 pt.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The pan thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each phase of the edge pan.
    ///
    /// - Returns: The same view with one more gesture.
    public func onEdgePan(
      edges: RectEdge? = nil, bandWidth: Double? = nil,
      isEnabled: Bool = true, configuration: PanRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      var configured: RecognizerKind?
      if bandWidth != nil || configuration != nil {
        // The store puts each edge of the slot in place of `edges`.
        configured = .edgePan(
          EdgePanRecognizer.EdgeConfiguration(edges: edges ?? .left, bandWidth: bandWidth ?? 20),
          configuration ?? PanRecognizer.Configuration())
      }
      var copy = adding(isEnabled: isEnabled, .edgePan(edges ?? .left), configured, handler)
      guard isEnabled else { return copy }
      if edges == nil { copy.requests[copy.requests.count - 1].isLeadingEdge = true }
      return copy
    }

    /// Adds a rotation to this set; see ``SwiftUI/View/onRotate(isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way):
    ///     switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each phase of the rotation.
    ///
    /// - Returns: The same view with one more gesture.
    public func onRotate(
      isEnabled: Bool = true, configuration: RotationRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(isEnabled: isEnabled, .rotation, configuration.map { .rotation($0) }, handler)
    }
  }

  /// One gesture of a ``ClosureGesturesView``: the store's slot, its thresholds and the
  /// app's closure.
  struct ClosureGestureRequest {
    var slot: ClosureGestures.Slot
    var configuration: RecognizerKind?
    /// A name or adjustability (`onSwipe(_:named:configuration:_:)`, …), or `nil`.
    var alternative: ClosureGestures.Alternative?
    var handler: @MainActor (ViewGesture) -> Void
    /// An edge pan on the leading edge (`onEdgePan` with no edges): `.left` as declared, the
    /// right edge in a right-to-left layout.
    var isLeadingEdge = false

    /// The request in a layout direction: a leading edge pan on the right edge right to left.
    func resolved(in layoutDirection: LayoutDirection) -> Self {
      guard isLeadingEdge, layoutDirection == .rightToLeft else { return self }
      var request = self
      request.slot = .edgePan(.right)
      return request
    }
  }

  /// The kinds of gesture a ``ClosureGesturesView``'s modifiers declare, each with the
  /// recognizers SwiftUI attaches for it from iOS 18: a swipe and an edge pan carry all four
  /// of theirs, so that new directions or edges (or a right-to-left layout that moves a
  /// leading edge) keep the view's structure.
  struct ClosureGestureKinds: OptionSet, Hashable {
    let rawValue: UInt8

    static let tap = Self(rawValue: 1 << 0)
    static let doubleTap = Self(rawValue: 1 << 1)
    static let longPress = Self(rawValue: 1 << 2)
    static let swipe = Self(rawValue: 1 << 3)
    static let pan = Self(rawValue: 1 << 4)
    static let pinch = Self(rawValue: 1 << 5)
    static let rotation = Self(rawValue: 1 << 6)
    static let edgePan = Self(rawValue: 1 << 7)

    init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// The kind of a slot; none for a tap of three or more, which the SwiftUI modifiers never
    /// make.
    init(_ slot: ClosureGestures.Slot) {
      switch slot {
      case .tap(numberOfTaps: 1): self = .tap
      case .tap(numberOfTaps: 2): self = .doubleTap
      case .tap: self = []
      case .longPress: self = .longPress
      case .swipe: self = .swipe
      case .pan: self = .pan
      case .pinch: self = .pinch
      case .rotation: self = .rotation
      case .edgePan: self = .edgePan
      }
    }

    /// The recognizers of these kinds, in a fixed order: the single and the double tap, the
    /// long press, the four swipes, the pan and its scroll companion, the pinch and the
    /// rotation each with the trackpad's, the four edge pans.
    var positions: [ClosureGesturePosition] {
      var positions: [ClosureGesturePosition] = []
      if contains(.tap) { positions.append(.recognizer(.tap(numberOfTaps: 1))) }
      if contains(.doubleTap) { positions.append(.recognizer(.tap(numberOfTaps: 2))) }
      if contains(.longPress) { positions.append(.recognizer(.longPress)) }
      if contains(.swipe) { positions += ClosureGestures.Slot.swipes(.all).map { .recognizer($0) } }
      if contains(.pan) { positions += [.recognizer(.pan), .scroll] }
      if contains(.pinch) { positions += [.recognizer(.pinch), .trackpad(.pinch)] }
      if contains(.rotation) { positions += [.recognizer(.rotation), .trackpad(.rotation)] }
      if contains(.edgePan) {
        positions += ClosureGestures.Slot.edgePans(.all).map { .recognizer($0) }
      }
      return positions
    }
  }
#endif
