#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  // How touches reach GestureCore from a SwiftUI view. SwiftUI gives no access to raw
  // touches (a `DragGesture` has one finger and no timestamps), and
  // `UIGestureRecognizerRepresentable` needs iOS 18 and the iOS 18 SDK. So this invisible
  // probe sits behind the view, with its frame. Once in a window, it installs the core's
  // recognizers (`CoreGestureRecognizer`, through the same registry as the UIKit `onTap`) on
  // the view of the view controller that hosts it (UIResponder.h: a view controller's root
  // view has the controller as its `next` responder, which is how the probe finds it): a
  // UIKit recognizer receives the touches of the views under its view, and SwiftUI draws the
  // modified view inside that hosting view. Each recognizer takes only touches that land
  // inside the probe's frame where the views around it show it (its delegate's
  // `gestureRecognizer(_:shouldReceive:)`) and outside views marked
  // `exemptFromClosureGestures()`. One code path for iOS 15 and later. Where the probes of
  // nested or overlapping views all take a touch, a gesture of the view behind waits for the
  // same kind of gesture in front to fail (GestureCore's `ClosureGestures.Placement`, from each
  // probe's drawing order), as SwiftUI's own gestures do.

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
      // `.disabled(true)` on the view or an ancestor reaches it as the environment's
      // `isEnabled`; SwiftUI's own gestures then take no touch, and neither do these.
      view.isEnabledBySwiftUI = context.environment.isEnabled
      view.update(requests)
    }

    static func dismantleUIView(_ view: ClosureGestureProbeView, coordinator: Void) {
      view.dismantle()
    }
  }

  /// The probe's view: it has the SwiftUI view's frame, never takes a touch itself, and
  /// owns the registry whose recognizers sit on the hosting view.
  @MainActor
  final class ClosureGestureProbeView: InvisibleHelperView {
    private var requests: [ClosureGestureRequest] = []
    private var registry: ClosureGestureRegistry?
    private var tokens: [GestureToken] = []
    /// The slots and configurations the registry has handlers for, in order.
    private var installed: [InstalledGesture] = []
    private weak var host: UIView?
    /// Whether the SwiftUI view is enabled (`.disabled(_:)` turns it off): a disabled view's
    /// gestures take no new touch. Default `true`.
    var isEnabledBySwiftUI = true
    /// Whether SwiftUI is updating or dismantling the view, or moving it between windows.
    private var isInSwiftUIPass = false
    /// The app's handlers called meanwhile (the cancel a gesture under way hears when its
    /// recognizer goes), with what they are told, waiting for the next turn of the main queue.
    private var deferredCalls: [(handler: @MainActor (ViewGesture) -> Void, gesture: ViewGesture)] = []

    private struct InstalledGesture: Equatable {
      var slot: ClosureGestures.Slot
      var configuration: RecognizerKind?
    }

    /// The latest gestures from SwiftUI: new closures are used at once (the registry's
    /// handlers call through `requests`); new thresholds go to the recognizers in place, in
    /// order (the last one of a slot wins, as when installing), so that a gesture under way
    /// is not torn down; recognizers are only reinstalled when the slots themselves change.
    func update(_ requests: [ClosureGestureRequest]) {
      duringSwiftUIPass { apply(requests) }
    }

    /// SwiftUI took the view away: its gestures go, a gesture under way hearing it cancelled.
    func dismantle() {
      duringSwiftUIPass { uninstall() }
    }

    private func apply(_ requests: [ClosureGestureRequest]) {
      self.requests = requests
      let wanted = requests.map { InstalledGesture(slot: $0.slot, configuration: $0.configuration) }
      guard wanted != installed || registry == nil else { return }
      if let registry, tokens.count == requests.count,
        wanted.map(\.slot) == installed.map(\.slot)
      {
        for (token, request) in zip(tokens, requests) {
          registry.configure(token, slot: request.slot, configuration: request.configuration)
        }
        installed = wanted
      } else {
        install()
      }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      duringSwiftUIPass {
        if window == nil {
          uninstall()
        } else if hostingView !== host || registry == nil {
          install()
        }
      }
    }

    private func duringSwiftUIPass(_ body: () -> Void) {
      let outer = isInSwiftUIPass
      isInSwiftUIPass = true
      defer { isInSwiftUIPass = outer }
      body()
    }

    /// Calls the app's handler: at once from a touch, on the next turn of the main queue from
    /// inside SwiftUI's update, where state the handler changes must not change (SwiftUI's
    /// runtime warns: "modifying state during view update"). The deferred call keeps the view
    /// alive until it has run: a cancel must reach the app even after SwiftUI took the view
    /// away.
    private func call(
      _ handler: @escaping @MainActor (ViewGesture) -> Void, with gesture: ViewGesture
    ) {
      // Also deferred while calls wait (they go first: a handler hears its gesture in order)
      // and while the view is out of a window (UIKit cancels a recognizer whose view left,
      // possibly inside a SwiftUI update that did not pass through this view).
      guard isInSwiftUIPass || window == nil || !deferredCalls.isEmpty else {
        return handler(gesture)
      }
      deferredCalls.append((handler, gesture))
      guard deferredCalls.count == 1 else { return }
      DispatchQueue.main.async { [self] in
        let calls = deferredCalls
        deferredCalls.removeAll()
        for (handler, gesture) in calls { handler(gesture) }
      }
    }

    private func install() {
      uninstall()
      guard window != nil, let host = hostingView, !requests.isEmpty else { return }
      self.host = host
      let registry = ClosureGestureRegistry(
        host: host, coordinateView: self,
        region: ClosureGestureRegion(
          admits: { [weak self] point in self?.admits(windowPoint: point) ?? false },
          placement: { [weak self] in ClosureGestures.Placement(order: self?.drawingOrder ?? []) }))
      self.registry = registry
      for (index, request) in requests.enumerated() {
        let token = registry.add(
          to: [request.slot], replacing: false, registration: nil, configuration: { _ in request.configuration },
          body: { [weak self] gesture in
            guard let self, index < self.requests.count else { return }
            self.call(self.requests[index].handler, with: gesture)
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

    /// Whether a touch at this point (window coordinates) is this view's: the view is enabled,
    /// and the point is inside its bounds
    /// and those of every superview that clips its subviews (a scroll view shows only its
    /// bounds), on screen, and on no view marked `exemptFromClosureGestures()` under the same
    /// host. A view drawn over it inside the same scroll view (a pinned header) does not stop
    /// it; only the other probes' gestures do (`ClosureGestures.Placement`).
    private func admits(windowPoint point: CGPoint) -> Bool {
      guard isEnabledBySwiftUI, window != nil, !isHiddenOnScreen,
        bounds.contains(convert(point, from: nil)), let host
      else { return false }
      var ancestor = superview
      while let view = ancestor {
        if view.clipsToBounds && !view.bounds.contains(view.convert(point, from: nil)) {
          return false
        }
        ancestor = view.superview
      }
      return !ClosureGestureExemptionView.exemptions(in: host).contains { exemption in
        exemption.window != nil && !exemption.isHiddenOnScreen
          && exemption.bounds.contains(exemption.convert(point, from: nil))
      }
    }
  }

  extension ClosureGestureProbeView {
    /// Where the view is drawn (`ClosureGestures.Placement`): its ancestors' ranks among their
    /// siblings from the window down, then its own (so probes under two nested hosting views
    /// compare too). A superview draws its subviews over itself in the order of `subviews`,
    /// the first at the back, except that a greater `layer.zPosition` draws a sibling in front
    /// of those with a smaller one; so a rank is the number of siblings drawn before the view.
    /// SwiftUI puts the platform view of a `background` behind the content it modifies and
    /// after the views drawn before it, so a child's probe ranks after its parent's. Read once
    /// per pair of recognizers that hold the same touch, not per touch event.
    fileprivate var drawingOrder: [Int] {
      var order: [Int] = []
      var view: UIView = self
      while let parent = view.superview {
        let siblings = parent.subviews
        let index = siblings.firstIndex { $0 === view } ?? 0
        let z = view.layer.zPosition
        var rank = 0
        for (otherIndex, sibling) in siblings.enumerated() where sibling !== view {
          let otherZ = sibling.layer.zPosition
          if otherZ < z || (otherZ == z && otherIndex < index) { rank += 1 }
        }
        order.append(rank)
        view = parent
      }
      order.reverse()
      return order
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
#endif
