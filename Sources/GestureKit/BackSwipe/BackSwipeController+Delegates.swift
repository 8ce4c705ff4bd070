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
    /// - Parameters:
    ///   - systemAnswer: UIKit's own delegate's answer (`true` when the original delegate is
    ///     not UIKit's). The store asks it for iOS 26's content swipe and for the edge swipe
    ///     during a push.
    ///   - appAnswer: the answer of a delegate the app set on this recognizer (`true` without
    ///     one): a veto, as the edge recognizer's app delegate is.
    func shouldBegin(
      _ gestureRecognizer: UIGestureRecognizer, as recognizer: BackSwipeStore.Recognizer,
      systemAnswer: @escaping () -> Bool, appAnswer: @escaping () -> Bool = { true }
    ) -> Bool {
      guard isEnabled, navigationController != nil else { return systemAnswer() && appAnswer() }
      refreshContext()
      // The full-screen pan is installed wherever the platform has no full-screen swipe of
      // its own, and runs only where the configuration or the top screen's policy asks for one.
      if recognizer == .fullScreen,
        !host.store.needsFullScreenRecognizer(contentRecognizerAvailable: hasContentSwipe)
      {
        return false
      }
      // The touch pan and its scroll companion drive one swipe (`IndirectScroll`).
      if gestureRecognizer === fullScreenPan, let scroll = fullScreenScrollPan,
        !scroll.touchDragMayBegin
      {
        return false
      }
      let start = Self.start(of: gestureRecognizer)
      // The store asks the app and the system last, only for a stroke that is otherwise the
      // back swipe's. UIKit's edge answer is never asked: it refuses with a custom back
      // button. An app's guard is asked once per touch: on iOS 26 the edge and the content
      // recognizers both ask about one stroke, and the full-screen pan asks after the edge
      // pan failed.
      let root = navigationController?.viewIfLoaded
      return host.store.shouldBegin(
        recognizer, start: start, stroke: Self.stroke(of: gestureRecognizer),
        scrollViews: Self.horizontalScrollViews(
          under: start, in: root, cooperating: scrollViews.allObjects
        ).map(Self.state(of:)),
        claim: Self.claim(
          under: start, in: root, layoutDirection: host.store.context.layoutDirection),
        // The content pop's own answer and a delegate the app set on the full-screen pan are
        // asked here; the edge pop's app delegate through `appAllowsTouch()`.
        appAllows: appAllowsTouch() && (recognizer == .edge || appAnswer()),
        systemAllows: systemAnswer())
    }

    /// Whether `other` must wait for a back-swipe recognizer to fail
    /// (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`), or `nil` when `other` is neither
    /// the pan of a horizontal scroll view nor one of GestureKit's horizontal recognizers (a
    /// row's swipe, a list's swipe, an `onPan`, a floating view, an excluded view) inside the
    /// navigation controller's view.
    ///
    /// UIKit asks when the touch lands, before the stroke is known, so the store decides from
    /// the touch's location, the scroll view's edge and what the content claims: a scroll
    /// view's pan waits where it leaves strokes to the back swipe; GestureKit's recognizers
    /// wait where GestureCore's table puts the back swipe first (``BackSwipeRelations``, the
    /// answer their own delegates give too). The stroke then decides in the back recognizer's
    /// should-begin; when it refuses (a stroke towards the leading edge, a vertical one), the
    /// waiting pan goes on.
    func isRequiredToFail(
      _ gestureRecognizer: UIGestureRecognizer, as recognizer: BackSwipeStore.Recognizer,
      by other: UIGestureRecognizer
    ) -> Bool? {
      guard isEnabled, let root = navigationController?.viewIfLoaded, let view = other.view,
        view.isDescendant(of: root), other !== fullScreenPan
      else { return nil }
      if let precedence = BackSwipeRelations.precedence(of: other, against: gestureRecognizer) {
        return precedence == .backFirst
      }
      let scrollView = (view as? UIScrollView).flatMap {
        other === $0.panGestureRecognizer
          && (scrollViews.contains($0) || Self.scrollsHorizontally($0)) ? $0 : nil
      }
      guard let scrollView else { return nil }
      // A failure requirement holds when either recognizer's delegate asks for it (a "no"
      // from one side does not undo a "yes" from the other), so the back recognizers' own
      // delegates set every relation with the scroll views, which keep theirs.
      refreshContext()
      if recognizer == .fullScreen,
        !host.store.needsFullScreenRecognizer(contentRecognizerAvailable: hasContentSwipe)
      {
        return nil
      }
      return host.store.scrollViewYields(
        Self.state(of: scrollView), to: recognizer,
        start: Point(gestureRecognizer.location(in: nil)), stroke: nil)
    }

    /// How one of GestureKit's horizontal recognizers (`content`) and a back-swipe recognizer
    /// wait for each other (``BackSwipeRelations``), or `nil` when `content` is none of them.
    /// The proxy answers both of UIKit's questions with it and nothing else: a "yes" from the
    /// original delegate in the other direction would close a cycle, and two recognizers that
    /// wait for each other both stay possible until the finger lifts.
    func precedence(of content: UIGestureRecognizer, against back: UIGestureRecognizer)
      -> BackSwipe.Precedence?
    {
      guard isEnabled else { return nil }
      return BackSwipeRelations.precedence(of: content, against: back)
    }

    /// Whether the app turned the back swipe off itself, which beats every policy: it turned
    /// `interactivePopGestureRecognizer` off (UIKit never does: it refuses through its own
    /// delegate instead). An app that turns iOS 26's content swipe off has said no to
    /// full-screen swipes only: no full-screen pan replaces it (`hasContentSwipe`),
    /// and the edge swipe still runs. A delegate the app set is asked by `appAllowsTouch()`.
    var isVetoedByApp: Bool {
      guard isEnabled, let edgeRecognizer else { return false }
      return !edgeRecognizer.isEnabled
    }

    /// Whether a delegate the app set on the edge recognizer lets the touch under way go
    /// back, asked at most once per touch (`appAnswerForTouch`, forgotten when a touch
    /// lands). UIKit asks a delegate's `gestureRecognizerShouldBegin(_:)` only when its
    /// recognizer is about to begin, and an app's guard may do more than answer (offer to
    /// save), so the store evaluates this only for a stroke that is otherwise the back
    /// swipe's.
    func appAllowsTouch() -> Bool {
      if let answer = appAnswerForTouch { return answer }
      let answer = !appRefusesBackSwipe()
      appAnswerForTouch = answer
      return answer
    }

    /// Whether a delegate the app set on the edge recognizer refuses a back swipe now, asked
    /// afresh (a zoom dismiss asks once, outside this controller's touches).
    func appRefusesBackSwipe() -> Bool {
      guard isEnabled, let edgeRecognizer else { return false }
      return edgeDelegate.appRefuses(edgeRecognizer)
    }

    /// What the content under a window point would do with a stroke towards the trailing
    /// edge, from the innermost view out to `root` (the screen the back gesture would take
    /// away): the first swipe-actions row, list, draggable view or closure-gesture handler
    /// with a claim answers (its store for rows, lists and handlers).
    static func claim(
      under point: Point, in root: UIView?, layoutDirection direction: ReadingDirection
    ) -> BackSwipe.Claim {
      guard let root, let window = root.window else { return .none }
      // A window's `hitTest(_:with:)` (window coordinates) finds the deepest visible view that
      // takes touches at the point: the view UIKit delivers the touch to. UIKit offers a touch
      // to the recognizers of that view and of every ancestor, so those are the ones asked,
      // not the views that own them: a SwiftUI view's handlers and a `floating` view sit on
      // the hosting view, behind views that take no touch.
      var view = window.hitTest(CGPoint(point), with: nil)
      while let current = view, current !== root {
        let claim = Self.claim(of: current, at: point, layoutDirection: direction)
        if claim != .none { return claim }
        view = current.superview
      }
      return .none
    }

    private static func claim(
      of view: UIView, at point: Point, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim {
      let location = CGPoint(point)
      // Each family's recognizer answers as its store does (the same answer its delegate
      // gives UIKit's failure requirements), an excluded view as its rects say.
      for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled {
        let claim = BackSwipeRelations.claim(
          of: recognizer, at: location, layoutDirection: layoutDirection)
        if let claim, claim != .none { return claim }
        if DraggableController.drags(with: recognizer, at: location, on: view) { return .drags }
      }
      if let list = view as? UIScrollView, let gestures = ListGestures.attached(to: list),
        gestures.onComplete != nil
      {
        // Window coordinates, as the list's swipe asks its store.
        return gestures.host.store.backSwipeClaim(atY: point.y)
      }
      if let table = view as? UITableView, hasLeadingRowActions(table, atWindowPoint: location) {
        // UIKit's own row swipe: a stroke towards the trailing edge reveals the row's
        // leading actions (Mail's Unread), as a swipe-actions row of GestureKit's does.
        return .revealsLeadingActions
      }
      // A view that reads raw touches without a recognizer of GestureKit's on it (a map, a
      // canvas the app did not mark) is excluded whole unless the app chose otherwise.
      return view.backSwipeExclusionClaim(atWindowPoint: location)
    }

    /// Whether the row of `table` under a window point has leading swipe actions of UIKit's
    /// own: the table is not editing, its data source lets the row be edited
    /// (`tableView(_:canEditRowAt:)`, default yes, which UIKit asks before any row swipe), and
    /// its delegate gives the row a configuration with actions
    /// (`tableView(_:leadingSwipeActionsConfigurationForRowAt:)`, which UIKit itself asks when
    /// a swipe on the row begins; asked here only by a back recognizer about to begin or
    /// deciding whom to wait for, once per touch). A collection view's list layout keeps its
    /// providers to itself: its rows are not found (set `excludesBackSwipe` on such a list,
    /// or use GestureKit's lists).
    private static func hasLeadingRowActions(
      _ table: UITableView, atWindowPoint point: CGPoint
    ) -> Bool {
      guard !table.isEditing, let delegate = table.delegate,
        delegate.responds(to: #selector(
          UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:))),
        let indexPath = table.indexPathForRow(at: table.convert(point, from: nil)),
        table.dataSource?.tableView?(table, canEditRowAt: indexPath) ?? true,
        let configuration = delegate.tableView?(
          table, leadingSwipeActionsConfigurationForRowAt: indexPath)
      else { return false }
      return !configuration.actions.isEmpty
    }

    /// The horizontal scroll views under a window point inside `root`: those of
    /// `cooperating` (``cooperate(with:)``) on screen whose frame contains it, and every
    /// ancestor of the touched view that scrolls horizontally, found without registration.
    static func horizontalScrollViews(
      under point: Point, in root: UIView?, cooperating: [UIScrollView]
    ) -> [UIScrollView] {
      guard let root else { return [] }
      let location = CGPoint(point)
      var found = cooperating.filter { scrollView in
        scrollView.window != nil && !scrollView.isHidden && scrollView.isDescendant(of: root)
          && scrollView.convert(scrollView.bounds, to: nil).contains(location)
      }
      guard let window = root.window else { return found }
      var view = window.hitTest(location, with: nil)
      while let current = view, current !== root {
        if let scrollView = current as? UIScrollView, Self.scrollsHorizontally(scrollView),
          !found.contains(scrollView)
        {
          found.append(scrollView)
        }
        view = current.superview
      }
      return found
    }

    /// Whether a scroll view scrolls sideways: paging, bouncing horizontally, or content
    /// wider than its bounds (insets included). A vertical list is none of these.
    static func scrollsHorizontally(_ scrollView: UIScrollView) -> Bool {
      guard scrollView.isScrollEnabled else { return false }
      let insets = scrollView.adjustedContentInset
      return scrollView.isPagingEnabled || scrollView.alwaysBounceHorizontal
        || scrollView.contentSize.width + insets.left + insets.right
          > scrollView.bounds.width + 0.5
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
      // UIKit asks every recognizer's delegate whether it receives a touch when the touch
      // lands, before any recognizer may begin with it: a new touch, whose strokes the app's
      // guard has not been asked about.
      appAnswerForTouch = nil
      guard isEnabled, recognizer == .fullScreen else { return nil }
      // What the controls under the touch do themselves, up to the window; the store asks
      // GestureCore's `ControlTouches`, the rule every host asks (since iOS 6,
      // controls beat the system's recognizers for their own touches).
      return host.store.receivesTouch(
        recognizer, on: ControlActions(touchedView: touch.view, below: nil))
    }

    /// Where a recognizer's touch went down, in window coordinates.
    static func start(of recognizer: UIGestureRecognizer) -> Point {
      // A core recognizer knows where its sequence landed, even while still `.possible`.
      if let landing = (recognizer as? CoreGestureRecognizer)?.landingLocation {
        return Point(landing)
      }
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

    /// A scroll view's horizontal state, as the store reads it.
    static func state(of scrollView: UIScrollView) -> BackSwipe.ScrollViewState {
      let direction = ReadingDirection(scrollView.resolvedLayoutDirection)
      // A horizontal page view controller in its scroll style scrolls its pages in a scroll
      // view of its own, directly in its view (a view controller's root view has the
      // controller as its next responder), that rests on the middle of three page-wide slots
      // on every page, the first included: its leading edge is where the data source has no
      // page before the current one. The data source is asked what the pager itself asks
      // before each turn, when a touch lands rather than per touch event.
      if let pager = scrollView.superview?.next as? UIPageViewController,
        pager.viewIfLoaded === scrollView.superview, pager.transitionStyle == .scroll,
        pager.navigationOrientation == .horizontal, let current = pager.viewControllers?.first
      {
        let before = pager.dataSource?.pageViewController(pager, viewControllerBefore: current)
        return .pager(
          contentOffsetX: Double(scrollView.contentOffset.x),
          pageWidth: Double(scrollView.bounds.width), hasPageBefore: before != nil,
          layoutDirection: direction)
      }
      return BackSwipe.ScrollViewState(
        contentOffsetX: Double(scrollView.contentOffset.x),
        contentWidth: Double(scrollView.contentSize.width),
        boundsWidth: Double(scrollView.bounds.width),
        contentInset: Insets(scrollView.adjustedContentInset), layoutDirection: direction)
    }
  }
#endif
