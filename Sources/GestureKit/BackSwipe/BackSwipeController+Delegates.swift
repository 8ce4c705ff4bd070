#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // The questions the gesture delegates ask, answered by the store from the recognizers'
  // stroke, the touch and the state of the cooperating scroll views.
  extension BackSwipeController {
    // MARK: - Questions from the delegates

    /// Whether a back-swipe recognizer may begin now: `gestureRecognizerShouldBegin(_:)`.
    ///
    /// - Parameter systemAnswer: the recognizer's original delegate's answer (`true` without
    ///   one). The store uses it only for iOS 26's content swipe.
    func shouldBegin(
      _ gestureRecognizer: UIGestureRecognizer, as recognizer: BackSwipeStore.Recognizer,
      systemAnswer: () -> Bool
    ) -> Bool {
      guard isEnabled, navigationController != nil else { return systemAnswer() }
      // The content recognizer switched on since install (its observation may not have
      // fired: UIKit does not promise key-value observing for every property): the
      // fallback pan must not run beside it.
      if recognizer == .fullScreen,
        !host.store.needsFullScreenRecognizer(contentRecognizerAvailable: contentRecognizerEnabled)
      {
        return false
      }
      // The touch pan and its scroll companion drive one swipe (`IndirectScroll`).
      if gestureRecognizer === fullScreenPan, let scroll = fullScreenScrollPan,
        !scroll.touchDragMayBegin
      {
        return false
      }
      refreshContext()
      let start = Self.start(of: gestureRecognizer)
      return host.store.shouldBegin(
        recognizer, start: start, stroke: Self.stroke(of: gestureRecognizer),
        scrollViews: cooperatingScrollViews(under: start).map(Self.state(of:)),
        // The system's edge answer is not asked: it refuses with a custom back button.
        systemAllows: recognizer == .content ? systemAnswer() : true)
    }

    /// Whether a cooperating scroll view's pan must wait for a back-swipe recognizer to fail
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`), or `nil` when `other` is not the
    /// pan of a cooperating scroll view. UIKit asks when the touch lands: the store decides
    /// from the touch's location and the scroll view's edge alone.
    func scrollViewWaits(
      for gestureRecognizer: UIGestureRecognizer, as recognizer: BackSwipeStore.Recognizer,
      scrollViewPan other: UIGestureRecognizer
    ) -> Bool? {
      guard isEnabled,
        let scrollView = scrollViews.allObjects.first(where: { $0.panGestureRecognizer === other })
      else { return nil }
      refreshContext()
      // The store's one scroll-view question, without the stroke (not known yet).
      return host.store.scrollViewYields(
        Self.state(of: scrollView), to: recognizer,
        start: Point(gestureRecognizer.location(in: nil)), stroke: nil)
    }

    /// Whether a back-swipe recognizer must wait for `other` to fail
    /// (`gestureRecognizer(_:shouldRequireFailureOf:)`), or `nil` when `other` is none of the
    /// back-swipe recognizers: `BackSwipeStore.requiresFailure(_:of:)`.
    func requiresFailure(
      of other: UIGestureRecognizer, as recognizer: BackSwipeStore.Recognizer
    ) -> Bool? {
      guard isEnabled else { return nil }
      let role: BackSwipeStore.Recognizer
      if let navigationController, other === navigationController.interactivePopGestureRecognizer {
        role = .edge
      } else if other === contentRecognizer {
        role = .content
      } else if other === fullScreenPan {
        role = .fullScreen
      } else {
        return nil
      }
      return BackSwipeStore.requiresFailure(recognizer, of: role) ? true : nil
    }

    /// Whether a back-swipe recognizer should receive a touch, or `nil` to leave it to the
    /// recognizer's original delegate.
    func receivesTouch(_ touch: UITouch, as recognizer: BackSwipeStore.Recognizer) -> Bool? {
      guard isEnabled, recognizer == .fullScreen else { return nil }
      // What the controls under the touch do themselves, up to the window; the store asks
      // GestureCore's `ControlTouches`, the rule every host asks (since iOS 6,
      // controls beat the system's recognizers for their own touches).
      return host.store.receivesTouch(
        recognizer, on: ControlActions(touchedView: touch.view, below: nil))
    }

    /// Where a recognizer's touch went down, in window coordinates.
    static func start(of recognizer: UIGestureRecognizer) -> Point {
      let location = recognizer.location(in: nil)
      guard let stroke = stroke(of: recognizer) else { return Point(location) }
      return Point(x: Double(location.x) - stroke.dx, y: Double(location.y) - stroke.dy)
    }

    /// How far a recognizer's touch moved since it went down, in window coordinates; `nil`
    /// for a recognizer that reports no translation (not a pan): the store then judges the
    /// start alone.
    static func stroke(of recognizer: UIGestureRecognizer) -> Vector? {
      let translation: CGPoint
      if let core = recognizer as? CoreGestureRecognizer {
        translation = core.translation(in: nil)
      } else if let pan = recognizer as? UIPanGestureRecognizer {
        translation = pan.translation(in: nil)
      } else {
        return nil
      }
      return Vector(dx: Double(translation.x), dy: Double(translation.y))
    }

    /// The cooperating scroll views on screen whose frame contains a window point.
    func cooperatingScrollViews(under point: Point) -> [UIScrollView] {
      let location = CGPoint(point)
      let root = navigationController?.viewIfLoaded
      return scrollViews.allObjects.filter { scrollView in
        guard scrollView.window != nil, !scrollView.isHidden,
          let root, scrollView.isDescendant(of: root)
        else { return false }
        return scrollView.convert(scrollView.bounds, to: nil).contains(location)
      }
    }

    /// A scroll view's horizontal state, as the store reads it.
    static func state(of scrollView: UIScrollView) -> BackSwipe.ScrollViewState {
      BackSwipe.ScrollViewState(
        contentOffsetX: Double(scrollView.contentOffset.x),
        contentWidth: Double(scrollView.contentSize.width),
        boundsWidth: Double(scrollView.bounds.width),
        contentInset: Insets(scrollView.adjustedContentInset),
        layoutDirection: ReadingDirection(scrollView.resolvedLayoutDirection))
    }
  }
#endif
