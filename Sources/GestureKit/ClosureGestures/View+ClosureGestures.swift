#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  // MARK: - The modifiers

  extension View {
    /// Calls `handler` when the view is tapped once. With ``SwiftUI/View/onDoubleTap(configuration:_:)``
    /// on the same view, the single tap waits until a double tap can no longer come (0.3 s),
    /// by itself.
    ///
    /// ```swift
    /// PhotoCard(photo)
    ///   .onTap { _ in open(photo) }
    ///   .onDoubleTap { _ in like(photo) }          // the single tap now waits for it
    /// ```
    ///
    /// This is the UIKit `UIView.onTap(replacing:configuration:_:)` for a SwiftUI view: the same
    /// GestureCore store (`ClosureGestures`) decides which recognizers the view's handlers
    /// need, how they relate and when each handler is called, and its core recognizers and
    /// velocity tracker produce every value. See ``ClosureGesturesView`` for how touches
    /// reach them, and for buttons inside the view.
    ///
    /// - Parameters:
    ///   - configuration: New thresholds for the tap, or `nil` for GestureCore's defaults
    ///     (10 pt of movement, 1 touch). Default `nil`.
    ///   - handler: Called on the main actor when the tap is recognized. Its
    ///     ``ViewGesture/location`` is in this view's coordinate space.
    /// - Returns: The view with its closure gestures; chain the others directly on it.
    public func onTap(
      configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onTap(configuration: configuration, handler)
    }

    /// Calls `handler` when the view is tapped twice (within 0.3 s and 40 pt, GestureCore's
    /// defaults). A single tap on the same view waits for it to fail first.
    ///
    /// ```swift
    /// PhotoView(photo).onDoubleTap { gesture in zoom(at: gesture.location) }
    /// ```
    ///
    /// - Parameters:
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor when the double tap is recognized.
    /// - Returns: The view with its closure gestures.
    public func onDoubleTap(
      configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onDoubleTap(configuration: configuration, handler)
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
    ///   - configuration: New thresholds (duration, movement, touches), or `nil` for
    ///     GestureCore's defaults. Default `nil`.
    ///   - began: Called on the main actor when the press is recognized.
    ///   - ended: Called on the main actor when it ends or is cancelled (its
    ///     ``ViewGesture/phase`` says which). Default `nil`.
    /// - Returns: The view with its closure gestures.
    public func onLongPress(
      configuration: LongPressRecognizer.Configuration? = nil,
      began: @escaping @MainActor (ViewGesture) -> Void,
      ended: (@MainActor (ViewGesture) -> Void)? = nil
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onLongPress(
        configuration: configuration, began: began, ended: ended)
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
    ///   - configuration: New thresholds (its direction is replaced by each of
    ///     `directions`), or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor once per recognized swipe.
    /// - Returns: The view with its closure gestures.
    public func onSwipe(
      _ directions: SwipeDirection, configuration: SwipeRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onSwipe(
        directions, configuration: configuration, handler)
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
    ///   - configuration: New thresholds (axis lock, touches), or `nil` for GestureCore's
    ///     defaults (free axis, 1 to 20 touches). Default `nil`.
    ///   - handler: Called on the main actor for `.began`, `.changed`, `.ended` and
    ///     `.cancelled` (``ViewGesture/phase``).
    /// - Returns: The view with its closure gestures.
    public func onPan(
      configuration: PanRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onPan(configuration: configuration, handler)
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
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase of the pinch.
    /// - Returns: The view with its closure gestures.
    public func onPinch(
      configuration: PinchRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onPinch(configuration: configuration, handler)
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
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase of the rotation.
    /// - Returns: The view with its closure gestures.
    public func onRotate(
      configuration: RotationRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onRotate(configuration: configuration, handler)
    }

    /// Keeps the touches that land on this view from the GestureKit closure gestures of the
    /// views around it: for a `Button`, `Toggle` or `Slider` inside a view with
    /// ``SwiftUI/View/onTap(configuration:_:)`` or ``SwiftUI/View/onPan(configuration:_:)``.
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
    /// Without it, a button inside such a view keeps working (the single tap leaves it its
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

  // MARK: - The chain

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

  // MARK: - The probe

  /// The invisible view behind a SwiftUI view with closure gestures.
  @MainActor
  struct ClosureGestureProbe: UIViewRepresentable {
    var requests: [ClosureGestureRequest]

    /// Made in `body`, and stores values only.
    nonisolated init(requests: [ClosureGestureRequest]) {
      self.requests = requests
    }

    func makeUIView(context: Context) -> ClosureGestureProbeView {
      ClosureGestureProbeView()
    }

    func updateUIView(_ view: ClosureGestureProbeView, context: Context) {
      view.update(requests)
    }

    static func dismantleUIView(_ view: ClosureGestureProbeView, coordinator: Void) {
      view.uninstall()
    }
  }

  /// The probe's view: it has the SwiftUI view's frame, never takes a touch itself, and
  /// owns the registry whose recognizers sit on the hosting view.
  @MainActor
  final class ClosureGestureProbeView: UIView {
    private var requests: [ClosureGestureRequest] = []
    private var registry: ClosureGestureRegistry?
    private var tokens: [GestureToken] = []
    /// The slots and configurations the registry has handlers for, in order.
    private var installed: [InstalledGesture] = []
    private weak var host: UIView?

    private struct InstalledGesture: Equatable {
      var slot: ClosureGestures.Slot
      var configuration: RecognizerKind?
    }

    init() {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backgroundColor = nil
      isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("ClosureGestureProbeView is created in code only") }

    /// The latest gestures from SwiftUI: new closures are used at once (the registry's
    /// handlers call through `requests`), recognizers are only reinstalled when the
    /// gestures themselves change.
    func update(_ requests: [ClosureGestureRequest]) {
      self.requests = requests
      let wanted = requests.map { InstalledGesture(slot: $0.slot, configuration: $0.configuration) }
      if wanted != installed || registry == nil { install() }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        uninstall()
      } else if hostView() !== host || registry == nil {
        install()
      }
    }

    /// The view of the view controller that hosts this probe: the first view up the
    /// superview chain whose next responder is a view controller (UIResponder.h: a view
    /// controller's root view returns the controller from `next`).
    private func hostView() -> UIView? {
      var candidate = superview
      while let view = candidate {
        if view.next is UIViewController { return view }
        candidate = view.superview
      }
      return nil
    }

    private func install() {
      uninstall()
      guard window != nil, let host = hostView(), !requests.isEmpty else { return }
      self.host = host
      let registry = ClosureGestureRegistry(
        host: host, coordinateView: self,
        region: { [weak self] point in self?.admits(windowPoint: point) ?? false })
      self.registry = registry
      for (index, request) in requests.enumerated() {
        let token = registry.add(
          to: [request.slot], replacing: false, configuration: { _ in request.configuration },
          body: { [weak self] gesture in
            guard let self, index < self.requests.count else { return }
            self.requests[index].handler(gesture)
          })
        tokens.append(token)
      }
      installed = requests.map { InstalledGesture(slot: $0.slot, configuration: $0.configuration) }
    }

    /// Removes the recognizers (the store uninstalls a recognizer when its last handler goes).
    func uninstall() {
      for token in tokens { token.cancel() }
      tokens.removeAll()
      installed.removeAll()
      registry = nil
      host = nil
    }

    /// Whether a touch at this point (window coordinates) is this view's: inside its frame,
    /// on screen, and on no view marked `exemptFromClosureGestures()` under the same host.
    private func admits(windowPoint point: CGPoint) -> Bool {
      guard window != nil, !isHiddenOnScreen, bounds.contains(convert(point, from: nil)),
        let host
      else { return false }
      return !ClosureGestureExemptionView.exemptions(in: host).contains { exemption in
        exemption.window != nil && !exemption.isHiddenOnScreen
          && exemption.bounds.contains(exemption.convert(point, from: nil))
      }
    }
  }

  extension UIView {
    /// Whether the view or one of its superviews is hidden or fully transparent: SwiftUI
    /// hides a view's platform views with it.
    fileprivate var isHiddenOnScreen: Bool {
      var candidate: UIView? = self
      while let view = candidate {
        if view.isHidden || view.alpha < 0.01 { return true }
        candidate = view.superview
      }
      return false
    }
  }

  // MARK: - Exemptions

  /// The invisible view behind a view marked `exemptFromClosureGestures()`.
  @MainActor
  struct ClosureGestureExemption: UIViewRepresentable {
    /// Made in a view modifier, which may run off the main actor.
    nonisolated init() {}

    func makeUIView(context: Context) -> ClosureGestureExemptionView {
      ClosureGestureExemptionView()
    }

    func updateUIView(_ view: ClosureGestureExemptionView, context: Context) {}
  }

  /// Registers itself with its hosting view while it is in a window, so that the closure
  /// gesture probes under the same host leave its frame alone.
  @MainActor
  final class ClosureGestureExemptionView: UIView {
    init() {
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      accessibilityElementsHidden = true
      backgroundColor = nil
      isOpaque = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("ClosureGestureExemptionView is created in code only") }

    private weak var registeredHost: UIView?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if let registeredHost {
        Self.table(of: registeredHost).remove(self)
        self.registeredHost = nil
      }
      guard window != nil else { return }
      var candidate = superview
      while let view = candidate {
        if view.next is UIViewController {
          Self.table(of: view).add(self)
          registeredHost = view
          return
        }
        candidate = view.superview
      }
    }

    /// The exempt views registered with a host view (held weakly).
    static func exemptions(in host: UIView) -> [ClosureGestureExemptionView] {
      table(of: host).allObjects
    }

    private static func table(of host: UIView) -> NSHashTable<ClosureGestureExemptionView> {
      if let table = objc_getAssociatedObject(host, &exemptionsKey)
        as? NSHashTable<ClosureGestureExemptionView>
      {
        return table
      }
      let table = NSHashTable<ClosureGestureExemptionView>.weakObjects()
      objc_setAssociatedObject(host, &exemptionsKey, table, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return table
    }
  }

  /// The key of a host view's table of exempt views.
  @MainActor private var exemptionsKey: UInt8 = 0
#endif
