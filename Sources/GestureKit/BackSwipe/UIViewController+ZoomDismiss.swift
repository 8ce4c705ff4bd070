#if canImport(UIKit)
  import GestureCore
  import UIKit

  @MainActor
  extension UIViewController {
    /// Whether the interactive dismiss of this view controller's zoom transition may begin,
    /// by the table every back swipe follows: answer UIKit's
    /// `UIViewController.Transition.ZoomOptions.interactiveDismissShouldBegin` with it.
    ///
    /// iOS 18's zoom transition (`preferredTransition = .zoom(options:sourceViewProvider:)`)
    /// dismisses with a pull, a pinch or a swipe that may start anywhere on the screen, so it
    /// races every horizontal gesture on it. Asked here, a swipe towards the trailing edge
    /// always dismisses from the leading edge band (20 pt) and, under `.automatic`, from
    /// anywhere else too, unless what it starts on takes it: a swipe-actions row, a list's
    /// swipe to complete, an `onPan` or a draggable view that has something to do with it, a horizontal scroll view that is not at its leading
    /// edge (rows and scroll views are found under the touch, as for the back swipe), following
    /// this screen's ``backSwipePolicy``. A pull or a pinch keeps UIKit's answer. Nothing
    /// dismisses under `.disabled`, while a transition runs, or when the app says no.
    ///
    /// Most apps write one line with
    /// `UIViewController.Transition.ZoomOptions.followingBackSwipe(of:appAllows:)`, which
    /// answers with this method; call it yourself to combine it with other options:
    ///
    /// ```swift
    /// let options = UIViewController.Transition.ZoomOptions()
    /// options.interactiveDismissShouldBegin = { [weak photo] context in
    ///   photo?.zoomDismissShouldBegin(
    ///     at: context.location, velocity: context.velocity, willBegin: context.willBegin,
    ///     appAllows: !(photo?.isCropping ?? false)) ?? context.willBegin
    /// }
    /// photo.preferredTransition = .zoom(options: options) { _ in thumbnail }
    /// photo.backSwipePolicy = .edgeOnly   // its filmstrip and rows keep their swipes
    /// ```
    ///
    /// It takes the context's values rather than the context, so that Objective-C and code
    /// built before iOS 18 can call it too. When the screen is pushed on a navigation
    /// controller whose back swipe GestureKit manages (`enableBackSwipe(_:)`), that
    /// controller's configuration and cooperating scroll views count too, and so does the
    /// app's own "no" on its `interactivePopGestureRecognizer` (the zoom dismiss pops the
    /// screen). GestureCore's `BackSwipe.zoomDismissMayBegin(at:velocity:claim:scrollViews:systemAllows:)`
    /// decides.
    ///
    /// SwiftUI's `.navigationTransition(.zoom(sourceID:in:))` offers no way to be asked, so
    /// a SwiftUI zoom dismiss is not arbitrated; a `UIHostingController` shown with UIKit's
    /// zoom transition is, through this method.
    ///
    /// - Parameters:
    ///   - location: the context's `location`, in this view controller's view.
    ///   - velocity: the context's `velocity`, in points per second.
    ///   - willBegin: the context's `willBegin`: UIKit's own answer, which must agree.
    ///   - appAllows: the app's own answer, which beats every policy. Default `true`.
    /// - Returns: whether the dismiss may begin.
    @available(iOS 18, *)
    public func zoomDismissShouldBegin(
      at location: CGPoint, velocity: CGVector, willBegin: Bool, appAllows: Bool = true
    ) -> Bool {
      let navigation = navigationController?.enabledBackSwipe
      // UIKit reports the interaction's location in the zoomed view controller's view; the
      // claims and scroll views are looked up in window coordinates, as for the back swipe.
      let point = Point(view.convert(location, to: nil))
      let context = BackSwipe.Context(
        container: Rect(view.convert(view.bounds, to: nil)),
        layoutDirection: ReadingDirection(view.resolvedLayoutDirection),
        // A zoomed screen always sits above the screen it zoomed from, presented over it or
        // pushed above it: two screens, so there is something to go back to.
        stackDepth: 2,
        // UIKit asks before it starts the dismissal, so a transition coordinator now belongs
        // to another push, pop or presentation that is still running.
        isTransitioning: transitionCoordinator != nil,
        policy: backSwipePolicy,
        isVetoedByApp: !appAllows || navigation?.isVetoedByApp == true)
      // The lookups walk from the touched view up to, not including, the view they are given:
      // given the screen's superview, they include the screen's own view, where a
      // `UIHostingController`'s gestures sit and which may itself be a scroll view.
      let root = view.superview ?? view
      let scrollViews = BackSwipeController.horizontalScrollViews(
        under: point, in: root, cooperating: navigation?.cooperatingScrollViews ?? [])
      let mayBegin = BackSwipe(context: context, configuration: navigation?.configuration ?? .edge)
        .zoomDismissMayBegin(
          at: point, velocity: Vector(velocity),
          claim: BackSwipeController.claim(
            under: point, in: root, layoutDirection: context.layoutDirection),
          scrollViews: scrollViews.map(BackSwipeController.state(of:)), systemAllows: willBegin)
      // A guard the app set on the back swipe is asked last, only for a stroke that would
      // otherwise dismiss: it may do more than answer (offer to save).
      return mayBegin && navigation?.appRefusesBackSwipe() != true
    }
  }

  @available(iOS 18, *)
  extension UIViewController.Transition.ZoomOptions {
    /// Zoom options whose interactive dismiss follows the table every back swipe follows,
    /// for the zoomed view controller `zoomed`: its answer is
    /// `zoomed.zoomDismissShouldBegin(at:velocity:willBegin:appAllows:)`, so a swipe that
    /// starts on a swipe-actions row, a list's row, an `onPan`, a draggable view or a
    /// horizontal scroll view away from its leading edge keeps that swipe, and the screen's
    /// ``UIKit/UIViewController/backSwipePolicy`` applies.
    ///
    /// ```swift
    /// photo.preferredTransition = .zoom(options: .followingBackSwipe(of: photo)) { _ in thumbnail }
    /// ```
    ///
    /// The options hold `zoomed` weakly; once it is gone, UIKit's own answer stands. Set
    /// the other options (a dimming colour) on what this returns.
    ///
    /// - Parameters:
    ///   - zoomed: the view controller the zoom transition shows.
    ///   - appAllows: asked only for a dismiss the table allows: the app's own answer (a
    ///     screen with unsaved edits says `false`). Default `nil`: the app always allows.
    /// - Returns: new options with `interactiveDismissShouldBegin` set.
    @MainActor
    public static func followingBackSwipe(
      of zoomed: UIViewController, appAllows: (@MainActor () -> Bool)? = nil
    ) -> UIViewController.Transition.ZoomOptions {
      let options = UIViewController.Transition.ZoomOptions()
      // A closure made here is isolated to the main actor, as this method is: UIKit asks
      // it on the main thread, as it asks every question of an interaction.
      options.interactiveDismissShouldBegin = { [weak zoomed] context in
        guard let zoomed else { return context.willBegin }
        let tableAllows = zoomed.zoomDismissShouldBegin(
          at: context.location, velocity: context.velocity, willBegin: context.willBegin)
        return tableAllows && appAllows?() != false
      }
      return options
    }
  }
#endif
