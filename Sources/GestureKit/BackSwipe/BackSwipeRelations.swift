#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// How every family's horizontal recognizers and a navigation controller's back recognizers
  /// wait for each other, whether or not the app turned GestureKit's swipe back on.
  ///
  /// iOS 26 turns on a full-screen back swipe for every app built with its SDK (the
  /// navigation controller's `interactiveContentPopGestureRecognizer`), and every iOS has the
  /// edge pop. A row's swipe, a list's swipe to complete, an `onPan`, an `onSwipe` towards the
  /// trailing edge and a floating view's drag all take the same strokes: without a relation,
  /// whichever passes its threshold first would win. The families' one recognizer delegate
  /// (`FamilyGestureDelegate`) asks ``precedence(of:against:)`` from its
  /// `shouldRequireFailureOf` and `shouldBeRequiredToFailBy`, and so does the back swipe's own
  /// delegate when it is on: one answer for both sides.
  /// GestureCore decides (`BackSwipeStore.relation(of:toContentClaiming:landingAt:)`); this
  /// finds the navigation, its state and what the recognizer's content claims.
  @MainActor
  enum BackSwipeRelations {
    /// How `content` (one of GestureKit's recognizers) and `back` are ordered for the touch
    /// under way, or `nil` when they are not such a pair: `back` is not a back recognizer of
    /// a navigation controller whose view holds `content`'s, or `content` takes no horizontal
    /// stroke towards the trailing edge of its own.
    ///
    /// UIKit asks for failure requirements between two recognizers once per touch sequence,
    /// lazily (Apple's `UIGestureRecognizerDelegate` documentation: "failure requirements can
    /// be determined lazily and may be set up between recognizers across view hierarchies"),
    /// so the answer may depend on where the touch landed: it is judged from the content
    /// recognizer's start.
    /// UIKit sets a requirement up when either side's delegate asks for it, so both sides must
    /// give this one answer (a "no" from one side does not undo a "yes" from the other).
    static func precedence(
      of content: UIGestureRecognizer, against back: UIGestureRecognizer
    ) -> BackSwipe.Precedence? {
      guard content !== back, let view = content.view,
        let (navigationController, role) = navigation(of: back, above: view)
      else { return nil }
      let start =
        (content as? BackSwipeExclusionRecognizer)?.startLocation.map(Point.init)
        ?? BackSwipeController.start(of: content)
      let direction = ReadingDirection(
        navigationController.viewIfLoaded?.resolvedLayoutDirection ?? .leftToRight)
      guard let claim = claim(of: content, at: CGPoint(start), layoutDirection: direction) else {
        return nil
      }
      let store = store(of: navigationController, for: back)
      // GestureKit's full-screen pan is installed wherever the platform has no full-screen
      // swipe, and refuses every touch where neither the configuration nor the screen asks for
      // one: nothing may wait for it there.
      if role == .fullScreen, let controller = navigationController.enabledBackSwipe,
        !store.needsFullScreenRecognizer(contentRecognizerAvailable: controller.hasContentSwipe)
      {
        return .independent
      }
      return store.relation(of: role, toContentClaiming: claim, landingAt: start)
    }

    /// The navigation controller whose back recognizer `back` is, with its role, when its view
    /// holds `view`: the edge pop (`interactivePopGestureRecognizer`), iOS 26's content pop, or
    /// GestureKit's own full-screen pan. Nested navigation controllers are walked from the
    /// innermost out.
    static func navigation(
      of back: UIGestureRecognizer, above view: UIView
    ) -> (UINavigationController, BackSwipeStore.Recognizer)? {
      var current: UIView? = view
      while let candidate = current {
        // A view controller's root view has the controller as its next responder.
        if let navigationController = candidate.next as? UINavigationController {
          if back === navigationController.interactivePopGestureRecognizer {
            return (navigationController, .edge)
          }
          if let content = BackSwipeController.contentPopGestureRecognizer(of: navigationController),
            back === content
          {
            return (navigationController, .content)
          }
          if let controller = navigationController.enabledBackSwipe,
            back === controller.fullScreenPan
          {
            return (navigationController, .fullScreen)
          }
        }
        current = candidate.superview
      }
      return nil
    }

    /// Whether the delegate of `recognizer`, when it is not GestureKit's (which answers from
    /// this table on both sides), asks that `waiting` wait for `awaited`, one of the two being
    /// `recognizer`. UIKit sets a requirement up when either side's delegate asks for it, so
    /// GestureKit's side must not answer such a pair the other way round: the two would wait
    /// for each other until the finger lifts. UIKit's own delegate on the pops, or an app's
    /// (on a pop while GestureKit's swipe back is off, on a core pan of its own), may ask.
    static func delegate(
      of recognizer: UIGestureRecognizer, asks waiting: UIGestureRecognizer,
      toWaitFor awaited: UIGestureRecognizer
    ) -> Bool {
      guard let delegate = recognizer.delegate, !(delegate is FamilyGestureDelegate),
        !(delegate is BackSwipeGestureDelegate)
      else { return false }
      if recognizer === waiting {
        return delegate.gestureRecognizer?(recognizer, shouldRequireFailureOf: awaited) == true
      }
      return delegate.gestureRecognizer?(recognizer, shouldBeRequiredToFailBy: waiting) == true
    }

    /// Whether `recognizer` is the full-screen pan of a navigation controller's swipe back
    /// (found by identity, whatever its delegate is now): a back recognizer, never content.
    private static func isFullScreenBackPan(_ recognizer: UIGestureRecognizer) -> Bool {
      var current = recognizer.view
      while let view = current {
        // A view controller's root view has the controller as its next responder.
        if let navigationController = view.next as? UINavigationController,
          navigationController.enabledBackSwipe?.fullScreenPan === recognizer
        {
          return true
        }
        current = view.superview
      }
      return false
    }

    /// The back recognizers of a navigation controller: the edge pop, iOS 26's content pop,
    /// and GestureKit's full-screen pan while the swipe back is on.
    static func backRecognizers(of navigationController: UINavigationController)
      -> [UIGestureRecognizer]
    {
      var found: [UIGestureRecognizer] = []
      if let edge = navigationController.interactivePopGestureRecognizer { found.append(edge) }
      if let content = BackSwipeController.contentPopGestureRecognizer(of: navigationController) {
        found.append(content)
      }
      if let pan = navigationController.enabledBackSwipe?.fullScreenPan { found.append(pan) }
      return found
    }

    /// The store that decides for a navigation controller: its back swipe's while it is on
    /// (its configuration, the top screen's policy, the app's veto), otherwise one made for the
    /// question that models the system's own back gestures: every default (the system's 20 pt
    /// edge band, the content pop anywhere), the `.automatic` policy (a screen's
    /// `backSwipePolicy` governs GestureKit's swipe back only; UIKit's recognizers do not read
    /// it), and a veto where UIKit's own delegate refuses them (no system back button) or the
    /// recognizer is off: nothing waits for a recognizer that will not begin.
    private static func store(
      of navigationController: UINavigationController, for back: UIGestureRecognizer
    ) -> BackSwipeStore {
      if let controller = navigationController.enabledBackSwipe {
        // A question asked from inside UIKit's arbitration, up to four times per pair of
        // recognizers: judged on a copy with the navigation's state as it is now, so that
        // asking sends the store no event.
        var store = controller.host.store
        if let context = controller.currentContext() {
          var ignored: [BackSwipeStore.Effect] = []
          store.handle(.contextChanged(context), into: &ignored)
        }
        return store
      }
      var context = BackSwipeController.context(of: navigationController)
      context.policy = .automatic
      // UIKit's own delegate refuses the pops on a screen with no system back button; a
      // delegate the app set instead (the classic fix for a custom back button) decides
      // itself, and the pop is then treated as able to begin.
      context.isVetoedByApp =
        !back.isEnabled
        || (context.isSystemBackButtonHidden && BackSwipeGestureDelegate.isUIKitsOwn(back.delegate))
      return BackSwipeStore(context: context)
    }

    /// What a GestureKit recognizer's content would do with a stroke towards the trailing edge
    /// from a window point, as its family's store answers, or `nil` for a recognizer that is
    /// none of the families' horizontal ones (a tap, a long press, a recognizer of the app's).
    static func claim(
      of recognizer: UIGestureRecognizer, at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim? {
      if let exclusion = recognizer as? BackSwipeExclusionRecognizer {
        return exclusion.claim(at: point)
      }
      // One of a family's recognizers: its store answers (`FamilyRecognizers`).
      if let family = FamilyGestureDelegate.family(of: recognizer) {
        return family.backSwipeClaim(of: recognizer, at: point, layoutDirection: layoutDirection)
      }
      // A floating view's drag whose delegate the app replaced: found from its view.
      if let claim = DraggableController.backSwipeClaim(
        of: recognizer, at: point, layoutDirection: layoutDirection)
      {
        return claim
      }
      // A core pan or swipe of the app's own (`CoreGestureRecognizer`) that takes a stroke
      // towards the trailing edge: it follows the finger, as a floating view does. Not a
      // back swipe's own full-screen pan (a nested navigation controller's): that one is
      // a back recognizer, not content.
      if let core = (recognizer as? CoreGestureRecognizer)?.core {
        guard !isFullScreenBackPan(recognizer) else { return nil }
        let trailing: SwipeDirection = layoutDirection == .leftToRight ? .right : .left
        if let pan = core as? PanRecognizer, pan.configuration.axis != .vertical { return .drags }
        if let swipe = core as? SwipeRecognizer, swipe.configuration.directions.contains(trailing)
        {
          return .drags
        }
        return nil
      }
      return uiKitClaim(of: recognizer, layoutDirection: layoutDirection)
    }

    /// The claim of one of UIKit's own recognizers that the app put on its content: a swipe
    /// towards the trailing edge, still able to recognize, is a stroke the app wants, and
    /// claims it as an `onSwipe` does (a swipe fails at once on a slow or crooked stroke, so
    /// a back recognizer waiting for it loses little). A `UIPanGestureRecognizer` claims
    /// nothing: it begins on a stroke in any direction and never fails by direction, and
    /// neither its axis nor whose it is (the app's, a framework's, a companion's) can be told
    /// from outside, so waiting for every pan would take the back swipe away from vertical
    /// sheets, maps and pagers; a view whose pan must keep horizontal strokes says so with
    /// `excludesBackSwipe` or `backSwipeExclusionRects`, or uses `onPan`.
    private static func uiKitClaim(
      of recognizer: UIGestureRecognizer, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim? {
      guard let swipe = recognizer as? UISwipeGestureRecognizer, isTheApps(swipe),
        swipe.state == .possible || swipe.state == .recognized
      else { return nil }
      let trailing: UISwipeGestureRecognizer.Direction =
        layoutDirection == .leftToRight ? .right : .left
      return swipe.direction.contains(trailing) ? .drags : nil
    }

    /// Whether a recognizer is one an app made, not one of the frameworks' own: SwiftUI's
    /// gestures of every view on a hosting view sit there too, and a private class of UIKit's
    /// (its name begins with an underscore) serves a control, not a stroke the app asked for.
    private static func isTheApps(_ recognizer: UIGestureRecognizer) -> Bool {
      let name = String(reflecting: type(of: recognizer))
      return !name.hasPrefix("_") && !name.hasPrefix("SwiftUI.")
    }
  }

#endif
