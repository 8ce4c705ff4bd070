#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // Touches and scrolls outside the group's views: scrolling an observed scroll view, or a
  // touch on it, on an observed area or anywhere else in a member's window outside every
  // member, closes the open view.
  extension SwipeActionsGroupController {

    /// Makes scrolling `scrollView` close the open view, and touches on it outside every
    /// member count as touches elsewhere. Members call it for the scroll views around them.
    func observe(_ scrollView: UIScrollView) {
      relay.scrollViews.removeAll { $0.scrollView == nil }
      guard !relay.scrollViews.contains(where: { $0.scrollView === scrollView }) else { return }
      relay.scrollViews.append(ObservedScrollView(scrollView, group: self, relay: relay))
    }

    /// Makes touches on `area` (a screen's view) count as touches elsewhere when they land
    /// outside every member and outside every observed scroll view (whose own observer
    /// reports those): a tap outside closes the open view where there is no scroll view
    /// around the members, as in a SwiftUI card grid. Members' hosts call it; the area is
    /// observed while it and the group live.
    ///
    /// The area counts as the window around the members, not as their container
    /// (`SwipeActionsStore.TouchPlace.window`): only an observed scroll view keeps a closing
    /// touch from what it landed on, as Mail's list does; a tap on a bar inset at the
    /// screen's edge, a floating button or a control beside the cards reaches it while the
    /// open view closes, as the window's observer lets it for UIKit members.
    func observeTouches(in area: UIView) {
      relay.areas.removeAll { $0.view == nil }
      guard !relay.areas.contains(where: { $0.view === area }) else { return }
      let touches = ObservedScrollView.outsideObserver(group: self, place: .window)
      touches.name = "GestureKit.swipeActions.touchesOutsideArea"
      touches.accepts = { [weak self] touch in
        guard let self else { return false }
        return !self.isOnMember(touch) && !self.isInObservedScrollView(touch.view)
          && !Self.isOnFloatingView(touch)
      }
      area.addGestureRecognizer(touches)
      relay.areas.append(touches)
    }

    /// Makes touches anywhere in `window` outside every member, every observed scroll view
    /// and every observed area (whose own observers report those) count as touches
    /// elsewhere: a tap beside a card that no scroll view surrounds, on a bar button or a tab
    /// closes the open view, as SwiftUI and Mail close a row on a tap outside it. The store
    /// says the touch stays its target's (`SwipeActionsStore.touchOnlyCloses(at: .window)`):
    /// the button fires, the tab switches, while the row closes. Members call it for their
    /// window; the window is observed, by one recognizer per group, while both live.
    func observeTouches(inWindow window: UIWindow) {
      relay.windows.removeAll { $0.view == nil }
      guard !relay.windows.contains(where: { $0.view === window }) else { return }
      let touches = ObservedScrollView.outsideObserver(group: self, place: .window)
      touches.name = "GestureKit.swipeActions.touchesInWindow"
      touches.accepts = { [weak self] touch in
        guard let self else { return false }
        return !self.isOnMember(touch) && !self.isInObservedScrollView(touch.view)
          && !self.isInObservedArea(touch.view) && !Self.isOnFloatingView(touch)
      }
      // Every touch in the window reaches the window's recognizers (a recognizer sees the
      // touches on its view and the view's subviews). This one never recognizes: it
      // cancels no touch, delays none and prevents no other recognizer
      // (`SwipeActionsTouchObserver`).
      window.addGestureRecognizer(touches)
      relay.windows.append(touches)
    }

    /// Whether a view is inside one of the areas the group observes (`observeTouches(in:)`).
    private func isInObservedArea(_ view: UIView?) -> Bool {
      guard let view else { return false }
      return relay.areas.contains { area in area.view.map { view.isDescendant(of: $0) } ?? false }
    }

    /// Whether a touch is a floating view's drawn in the view it landed on: the floating view
    /// is in front of the group's views, and its touches (its controls' taps) are its own, so
    /// the observer, which cancels the touch it closes a row with, leaves them alone.
    static func isOnFloatingView(_ touch: UITouch) -> Bool {
      guard let view = touch.view else { return false }
      return DraggableController.floatingView(at: touch.location(in: nil), in: view)
    }

    /// Whether a view is inside one of the scroll views the group observes.
    private func isInObservedScrollView(_ view: UIView?) -> Bool {
      guard let view else { return false }
      return relay.scrollViews.contains { observed in
        observed.scrollView.map { view.isDescendant(of: $0) } ?? false
      }
    }

    fileprivate func scrollViewDidBeginDragging() {
      send(.scrolled(time: now()))
    }
  }

  /// A scroll view whose drags close the group's open view, with the recognizer that
  /// reports touches on it outside every member.
  @MainActor
  struct ObservedScrollView {
    weak var scrollView: UIScrollView?
    let touches: SwipeActionsTouchObserver

    init(
      _ scrollView: UIScrollView, group: SwipeActionsGroupController,
      relay: SwipeActionsGroupRelay
    ) {
      self.scrollView = scrollView
      // Adding a target to a scroll view's own pan is public API (Apple's
      // `UIScrollView.panGestureRecognizer` documentation): its `.began` is the user starting to
      // scroll.
      scrollView.panGestureRecognizer.addTarget(
        relay, action: #selector(SwipeActionsGroupRelay.scrollViewPanDidChange(_:)))
      touches = Self.outsideObserver(group: group, place: .container)
      touches.name = "GestureKit.swipeActions.touchesOutside"
      touches.accepts = { [weak group] touch in
        !(group?.isOnMember(touch) ?? true) && !SwipeActionsGroupController.isOnFloatingView(touch)
      }
      scrollView.addGestureRecognizer(touches)
    }

    /// A touch observer that reports its touches to the group as touches outside every
    /// member (set its `accepts`), landing at `place`: in the rows' container (a scroll view
    /// around them) or elsewhere in the window (a screen's view, the window itself), which
    /// decides whether a touch that closes is kept from what it landed on.
    static func outsideObserver(
      group: SwipeActionsGroupController, place: SwipeActionsStore.TouchPlace
    ) -> SwipeActionsTouchObserver {
      let touches = SwipeActionsTouchObserver()
      touches.claims = { [weak group] in group?.touchOnlyCloses(at: place) ?? false }
      touches.touchDown = { [weak group] in
        guard let group else { return }
        group.send(.touchDown(rowID: nil, time: group.now()))
      }
      touches.touchUp = { [weak group] in
        guard let group else { return }
        group.send(.touchUp(time: group.now()))
      }
      return touches
    }

    /// Removes the recognizer and the scroll view's target (only ours: the scroll view has
    /// targets of its own).
    func detach(relay: SwipeActionsGroupRelay) {
      touches.view?.removeGestureRecognizer(touches)
      scrollView?.panGestureRecognizer.removeTarget(
        relay, action: #selector(SwipeActionsGroupRelay.scrollViewPanDidChange(_:)))
    }
  }

  /// The Objective-C face of a group: the target of the scroll views' pans, holding the
  /// group weakly, and the owner of what the group installs in UIKit, so the group's `deinit`
  /// can remove it.
  @MainActor
  final class SwipeActionsGroupRelay: NSObject {
    weak var group: SwipeActionsGroupController?
    /// The scroll views around the members.
    var scrollViews: [ObservedScrollView] = []
    /// The observers of touches on areas around the members (`observeTouches(in:)`).
    var areas: [SwipeActionsTouchObserver] = []
    /// The observers of touches in the members' windows (`observeTouches(inWindow:)`).
    var windows: [SwipeActionsTouchObserver] = []

    @objc func scrollViewPanDidChange(_ pan: UIPanGestureRecognizer) {
      if pan.state == .began { group?.scrollViewDidBeginDragging() }
    }

    /// Detaches from the scroll views.
    func tearDown() {
      for observed in scrollViews { observed.detach(relay: self) }
      scrollViews.removeAll()
      for touches in areas + windows { touches.view?.removeGestureRecognizer(touches) }
      areas.removeAll()
      windows.removeAll()
    }
  }
#endif
