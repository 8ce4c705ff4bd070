#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  // How touches reach GestureCore from a SwiftUI view before iOS 18. SwiftUI gives no access
  // to raw touches (a `DragGesture` has one finger and no timestamps), and
  // `UIGestureRecognizerRepresentable`, which attaches a UIKit recognizer to the SwiftUI view
  // itself, is iOS 18's (`ClosureGestureRecognizers` uses it there). So this invisible
  // probe sits behind the view, with its frame. Once in a window, it installs the core's
  // recognizers (`CoreGestureRecognizer`, through the same registry as the UIKit `onTap`) on
  // the view of the view controller that hosts it (Apple's `UIResponder.next` documentation: a view
  // controller's root view has the controller as its `next` responder, which is how the probe finds
  // it): a UIKit recognizer receives the touches of the views under its view, and SwiftUI draws the
  // modified view inside that hosting view. Each recognizer takes only touches that land
  // inside the probe's frame where the views around it show it (its delegate's
  // `gestureRecognizer(_:shouldReceive:)`) and outside views marked
  // `exemptFromClosureGestures()`. Where the probes of
  // nested or overlapping views all take a touch, a gesture of the view behind waits for the
  // same kind of gesture in front to fail (GestureCore's `ClosureGestures.Placement`, from each
  // probe's drawing order), as SwiftUI's own gestures do. SwiftUI's own gestures (a `Button`
  // inside the view) are out of these recognizers' sight: the single tap runs alongside them;
  // a tap about to fire over a button found among the hosting view's accessibility elements
  // under the finger fails (best effort, `buttonTakesTap(atWindowPoint:)`), and an exempt
  // marker keeps it off a button for sure.

  /// The invisible view behind a SwiftUI view with closure gestures.
  @MainActor
  struct ClosureGestureProbe: UIViewRepresentable {
    var requests: [ClosureGestureRequest]
    /// Where the view's second ways find the registry.
    var link: ClosureGestureLink

    /// Made in `body`, and stores values only.
    nonisolated init(requests: [ClosureGestureRequest], link: ClosureGestureLink) {
      self.requests = requests
      self.link = link
    }

    func makeUIView(context: Context) -> ClosureGestureProbeView {
      ClosureGestureProbeView()
    }

    func updateUIView(_ view: ClosureGestureProbeView, context: Context) {
      // `.disabled(true)` on the view or an ancestor reaches it as the environment's
      // `isEnabled`; SwiftUI's own gestures then take no touch, and neither do these.
      view.isEnabledBySwiftUI = context.environment.isEnabled
      view.update(requests)
      link.registry = { [weak view] in view?.registry }
      view.registry?.setEnabled(context.environment.isEnabled)
    }

    static func dismantleUIView(_ view: ClosureGestureProbeView, coordinator: Void) {
      view.dismantle()
    }
  }

  /// The probe's view: it has the SwiftUI view's frame, never takes a touch itself, and
  /// owns the bridge whose registry puts the recognizers on the hosting view.
  @MainActor
  final class ClosureGestureProbeView: InvisibleHelperView {
    private lazy var bridge = ClosureGestureBridge { [weak self] in self?.makeRegistry() }
    private weak var host: UIView?
    /// Whether the SwiftUI view is enabled (`.disabled(_:)` turns it off): a disabled view's
    /// gestures take no new touch. Default `true`.
    var isEnabledBySwiftUI = true {
      didSet { if isEnabledBySwiftUI != oldValue { memo.admitted = nil } }
    }

    /// The latest gestures from SwiftUI (see `ClosureGestureBridge`).
    func update(_ requests: [ClosureGestureRequest]) {
      bridge.update(requests)
    }

    /// The registry running the gestures, while they are installed.
    var registry: ClosureGestureRegistry? { bridge.registry }

    /// SwiftUI took the view away: its gestures go, a gesture under way hearing it cancelled.
    func dismantle() {
      bridge.dismantle()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      memo.admitted = nil
      memo.drawingOrder = nil
      if window == nil {
        bridge.dismantle()
      } else if hostingView !== host || !bridge.isInstalled {
        bridge.reinstall()
      }
    }

    /// The registry of the gestures, on the hosting view, once the probe is in a window.
    private func makeRegistry() -> ClosureGestureRegistry? {
      host = nil
      guard window != nil, let host = hostingView else { return nil }
      self.host = host
      return ClosureGestureRegistry(
        host: host, coordinateView: self,
        region: ClosureGestureRegion(
          admits: { [weak self] point in self?.admitsThisTurn(windowPoint: point) ?? false },
          placement: { [weak self] in
            ClosureGestures.Placement(order: self?.drawingOrderThisTurn ?? [])
          },
          buttonTakesTap: { [weak self] point in
            self?.buttonTakesTap(atWindowPoint: point) ?? false
          }))
    }

    /// The answers of ``admits(windowPoint:)`` and ``drawingOrder`` already given in this turn
    /// of the run loop. UIKit asks each of the view's recognizers whether it takes a touch
    /// (`gestureRecognizer(_:shouldReceive:)`), and each pair of recognizers that hold it
    /// whether one waits for the other, one after another while it delivers the touch, in one
    /// turn in which the view hierarchy does not move: a view with a tap, a double tap and a
    /// long press walked its superviews three times per touch down, and its siblings at every
    /// level twice per pair. Now once per view and point, and once per view, in a turn.
    private var memo = TurnMemo()

    private struct TurnMemo {
      var admitted: (point: CGPoint, answer: Bool)?
      var drawingOrder: [Int]?
      var isClearScheduled = false
    }

    /// Drops the answers at the end of this turn of the run loop (a main-queue job runs only
    /// once the current one, the touch's delivery, has returned).
    private func scheduleMemoClear() {
      guard !memo.isClearScheduled else { return }
      memo.isClearScheduled = true
      DispatchQueue.main.async { [weak self] in self?.memo = TurnMemo() }
    }

    /// ``admits(windowPoint:)``, asked once per point in a turn of the run loop.
    private func admitsThisTurn(windowPoint point: CGPoint) -> Bool {
      if let admitted = memo.admitted, admitted.point == point { return admitted.answer }
      let answer = admits(windowPoint: point)
      memo.admitted = (point, answer)
      scheduleMemoClear()
      return answer
    }

    /// ``drawingOrder``, read once in a turn of the run loop.
    fileprivate var drawingOrderThisTurn: [Int] {
      if let order = memo.drawingOrder { return order }
      let order = drawingOrder
      memo.drawingOrder = order
      scheduleMemoClear()
      return order
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
      return !ClosureGestureExemptionView.covers(windowPoint: point, in: host)
    }
  }

  extension ClosureGestureProbeView {
    /// Whether a tap at a point in window coordinates belongs to a SwiftUI `Button` inside or
    /// over the view rather than to the view's `onTap`: the innermost accessibility element of
    /// the hosting view under the point is a button, and not the view itself (an element with
    /// the probe's frame).
    ///
    /// Best effort before iOS 18: SwiftUI's buttons have no UIKit recognizer a tap could wait
    /// for, but they are accessibility elements with the button trait, and a UIKit container
    /// lists its elements (`accessibilityElements`, or `accessibilityElementCount()` and
    /// `accessibilityElement(at:)`) with frames in screen coordinates (`accessibilityFrame`).
    /// SwiftUI may build that list only when something reads it, so the walk reads as little
    /// of it as it can: only the elements whose frame holds the point are opened, from the
    /// last drawn, the walk stops at the first element it finds, and the answer is kept
    /// for the rest of the run loop's turn, in which every tap of the touch sequence (a single
    /// and a double tap, the probes of nested views on one host) asks about the same point. A
    /// button drawn without the trait is not found: `exemptFromClosureGestures()` stays the
    /// sure way.
    fileprivate func buttonTakesTap(atWindowPoint point: CGPoint) -> Bool {
      guard let window, let host else { return false }
      let screenPoint = UIAccessibility.convertToScreenCoordinates(
        CGRect(origin: point, size: .zero), in: window
      ).origin
      guard let element = Self.innermostElement(at: screenPoint, in: host),
        // UIKit's button trait by value (1 << 0, part of its binary interface): the iOS 16.5
        // SDK declares `UIAccessibilityTraits.button` a mutable global Swift 6 will not read.
        element.accessibilityTraits.contains(UIAccessibilityTraits(rawValue: 1 << 0))
      else { return false }
      let ownFrame = UIAccessibility.convertToScreenCoordinates(bounds, in: self)
      let frame = element.accessibilityFrame
      let isSelf =
        abs(frame.minX - ownFrame.minX) < 1 && abs(frame.minY - ownFrame.minY) < 1
        && abs(frame.width - ownFrame.width) < 1 && abs(frame.height - ownFrame.height) < 1
      return !isSelf
    }

    /// The last walk of a host's elements: its host, its point in screen coordinates and the
    /// element found (`nil`: none), kept until the end of the run loop's turn.
    private struct Lookup {
      weak var host: UIView?
      var point: CGPoint
      var element: NSObject?
    }

    @MainActor private static var lastLookup: Lookup?

    /// The innermost accessibility element of `host` under a point in screen coordinates,
    /// `nil` for none, walked once per host and point in a turn of the run loop.
    private static func innermostElement(at point: CGPoint, in host: UIView) -> NSObject? {
      if let lastLookup, lastLookup.host === host, lastLookup.point == point {
        return lastLookup.element
      }
      var budget = 2000
      let element = innermostElement(at: point, in: host, depth: 0, budget: &budget)
      if lastLookup == nil {
        // Dropped at the end of this turn: the next touch sequence reads the elements afresh.
        DispatchQueue.main.async { lastLookup = nil }
      }
      lastLookup = Lookup(host: host, point: point, element: element)
      return element
    }

    /// The deepest accessibility element under a point in screen coordinates among a
    /// container's, `nil` for none; at most `budget` elements are read, 12 levels down.
    ///
    /// An element that is an accessibility element itself is a leaf, as assistive
    /// technologies see it (they read nothing inside it); the walk goes no deeper there.
    private static func innermostElement(
      at point: CGPoint, in container: NSObject, depth: Int, budget: inout Int
    ) -> NSObject? {
      guard depth < 12 else { return nil }
      // Later elements are drawn over earlier ones as a rule: look from the last, open only
      // those whose frame holds the point, and stop at the first element found.
      if let elements = container.accessibilityElements {
        for element in elements.reversed() {
          guard let child = element as? NSObject else { continue }
          if let hit = hit(child, at: point, budget: &budget),
            let found = descend(into: hit, at: point, depth: depth, budget: &budget)
          {
            return found
          }
          if budget <= 0 { return nil }
        }
        return nil
      }
      let count = container.accessibilityElementCount()
      // `NSNotFound` or a negative count: the container lists no elements this way.
      if count > 0, count != NSNotFound {
        for index in stride(from: count - 1, through: 0, by: -1) {
          guard let child = container.accessibilityElement(at: index) as? NSObject else { continue }
          if let hit = hit(child, at: point, budget: &budget),
            let found = descend(into: hit, at: point, depth: depth, budget: &budget)
          {
            return found
          }
          if budget <= 0 { return nil }
        }
        return nil
      }
      // A plain view lists no elements: assistive technologies read its subviews.
      guard let view = container as? UIView else { return nil }
      for child in view.subviews.reversed() {
        if let hit = hit(child, at: point, budget: &budget),
          let found = descend(into: hit, at: point, depth: depth, budget: &budget)
        {
          return found
        }
        if budget <= 0 { return nil }
      }
      return nil
    }

    /// `child` if it is shown and its frame holds the point; counts one read of the budget.
    private static func hit(_ child: NSObject, at point: CGPoint, budget: inout Int) -> NSObject? {
      budget -= 1
      guard budget > 0 else { return nil }
      if let view = child as? UIView, view.isHidden { return nil }
      return child.accessibilityFrame.contains(point) ? child : nil
    }

    /// The element the walk ends at through `child`, whose frame holds the point: `child`
    /// itself when it is an accessibility element, otherwise the innermost inside it.
    private static func descend(
      into child: NSObject, at point: CGPoint, depth: Int, budget: inout Int
    ) -> NSObject? {
      if child.isAccessibilityElement { return child }
      return innermostElement(at: point, in: child, depth: depth + 1, budget: &budget)
    }

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
    var isHiddenOnScreen: Bool {
      var candidate: UIView? = self
      while let view = candidate {
        if view.isHidden || view.alpha < 0.01 { return true }
        candidate = view.superview
      }
      return false
    }
  }
#endif
