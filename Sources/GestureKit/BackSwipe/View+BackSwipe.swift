#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  extension View {
    /// Turns on GestureKit's swipe back for the navigation stack this view is in: a
    /// `NavigationView` with the stack style or a `NavigationStack`, both of which are a
    /// `UINavigationController` on iOS.
    ///
    /// ```swift
    /// NavigationStack {
    ///   InboxView()
    ///     .backSwipe()                  // the system's edge swipe, kept with a hidden back button
    /// }
    ///
    /// NavigationView {
    ///   InboxView()
    ///     .backSwipe(.fullScreen)       // or from anywhere on the screen
    /// }
    /// .navigationViewStyle(.stack)
    /// ```
    ///
    /// This is `UINavigationController.enableBackSwipe(_:)` on the navigation controller
    /// behind the stack, found by a small, invisible `UIViewControllerRepresentable` placed
    /// behind this view: SwiftUI makes its controller a child of the screen's hosting
    /// controller, so its `navigationController` (Apple's `UIViewController.navigationController`
    /// documentation: the nearest ancestor that is a navigation controller) is the stack's once it
    /// is in the hierarchy. Every decision is GestureCore's `BackSwipeStore`, as in UIKit: never at
    /// the root, never during a transition, each screen's policy
    /// (``SwiftUI/View/backSwipePolicy(_:)``), the edge band or the full-screen start distance, the
    /// finish at 50 % or 1000 pt/s.
    ///
    /// The swipe belongs to the whole stack: put the modifier on the stack's root view, once.
    /// A later call (on a pushed screen, or with a new value) changes the configuration for
    /// every screen, as calling `enableBackSwipe(_:)` again does; removing the modifier leaves
    /// the swipe on for the navigation controller's life.
    ///
    /// ## With a hidden or custom back button
    /// `navigationBarBackButtonHidden(true)` (often with a custom back button in the toolbar)
    /// makes UIKit refuse its own edge swipe. Under this modifier the edge swipe keeps
    /// working on those screens: GestureKit answers the system recognizer's
    /// `gestureRecognizerShouldBegin(_:)` from the store instead of the system's delegate,
    /// and the pop is the system's own (edge shadow, navigation bar slide). The swipe pops
    /// the screen exactly as the back button would, so a `NavigationStack`'s path binding and
    /// `dismiss()` see an ordinary pop. To keep a screen from being swiped away, give it the
    /// `.disabled` policy with ``SwiftUI/View/backSwipePolicy(_:)``.
    ///
    /// ## The accessibility escape
    /// Where the back button is hidden or replaced, nothing answers the accessibility escape
    /// (VoiceOver's two-finger scrub, Switch Control's and Voice Control's "go back") on its
    /// own. A pushed screen that carries one of the back-swipe modifiers (this one,
    /// ``SwiftUI/View/backSwipePolicy(_:)``, ``SwiftUI/View/allowsBackSwipe(_:)``: put one
    /// on the screen whose back button you hide) answers it
    /// (`accessibilityAction(.escape)`): it pops the screen where GestureCore's
    /// `BackSwipeStore.escapeRefusal(answeringForSystemBackButton:)` allows it, as
    /// `BackSwipeController.performEscape()` does in UIKit (above the root, nothing under way,
    /// whatever the policy: the screen that carries the modifier declares its own back button
    /// the way back, as `customBackButtonItem` does in UIKit). SwiftUI's escape action answers
    /// every escape that reaches it, unlike UIKit's, which hands a refused one on: where the
    /// system's back button shows, the screen's escape pops as that button would (whatever
    /// the policy: it keeps swipes away, not the button), and a refused escape goes no
    /// further. A view counts as pushed when SwiftUI's `isPresented` environment value says
    /// so, which it also does for the content of a sheet: at the root of a stack in a sheet,
    /// where there is nothing to pop, the escape dismisses the sheet (SwiftUI's `dismiss`),
    /// as it would without the modifier. At the root of a stack that is not presented the
    /// modifier answers no escape, so it reaches your own `accessibilityAction(.escape)`
    /// further out, or the view controller that presented the stack. Put the modifier on a
    /// view inside the stack rather than around it: around a stack, it finds no screen of its
    /// own and answers nothing.
    ///
    /// ## The look of a full-screen pop
    /// Before iOS 26, a `.fullScreen` swipe that starts away from the edge drives a pop
    /// GestureKit animates itself, made to look like the system's (edge shadow, parallax,
    /// shade, a tab bar hidden by the top screen coming in with the screen below), as
    /// `UINavigationController.enableBackSwipe(_:)` describes. The navigation bar differs: for
    /// a pop with a custom animator UIKit cross-fades its titles and buttons in place, so the
    /// title does not slide into the back button's place and a large title does not slide
    /// with its screen. A screen where that matters takes the `.edgeOnly` policy.
    ///
    /// - Parameter configuration: GestureCore's rules for the swipe; the start region picks
    ///   the mode (`.edge(width:)`: the system's edge swipe, guarded;
    ///   `.fullScreen(maximumDistance:)`: from anywhere too). Default `.edge`, every
    ///   GestureCore default (20 pt edge band, finish past 50 % or above 1000 pt/s, 0.35 s
    ///   for the rest of a full-screen pop).
    /// - Returns: The view, with the probe behind it.
    public func backSwipe(_ configuration: BackSwipe.Configuration = .edge) -> some View {
      modifier(BackSwipeModifier(request: .enable(configuration)))
    }

    /// How the screen this view is on shares horizontal strokes with the back swipe. Default
    /// `.automatic` (a screen without this modifier): back from the leading edge band, and
    /// elsewhere rows, drags and scrolled horizontal scroll views first.
    ///
    /// ```swift
    /// ConversationView()
    ///   .backSwipePolicy(.edgeOnly)     // rows swipe to reply; back from the edge only
    /// PhotoView()
    ///   .backSwipePolicy(.fullScreen)   // back from anywhere, on this screen only
    /// CanvasView()
    ///   .backSwipePolicy(.disabled)     // the canvas needs every horizontal drag
    /// ```
    ///
    /// This sets `UIViewController.backSwipePolicy` on the screen's hosting controller (the
    /// view controller the navigation controller pushed for this screen, found through the
    /// same invisible probe as ``SwiftUI/View/backSwipe(_:)``), which GestureCore's
    /// `BackSwipeStore` reads each time a swipe could begin, for the system's swipes and the
    /// full-screen one alike (the table is `BackSwipe.Policy`'s). Several of these modifiers
    /// and ``SwiftUI/View/allowsBackSwipe(_:)`` on views of one screen each keep their own
    /// request, and the screen takes the most restrictive of them, whatever order SwiftUI
    /// updates them in (GestureCore's `BackSwipe.policy(base:requests:)`: `.disabled`, then
    /// `.edgeOnly`, `.automatic`, `.fullScreen`): a canvas asking for `.disabled` stays
    /// unswipeable beside a view asking for `.fullScreen`. When a modifier goes away (the view
    /// leaves the screen, or a condition removes it) only its request goes: the screen takes
    /// the most restrictive of the others, and when the last one goes, the policy it had
    /// before the first. It has no effect on a stack whose back swipe is not enabled with
    /// ``SwiftUI/View/backSwipe(_:)`` (or `enableBackSwipe(_:)` in UIKit), and none on the
    /// back button.
    ///
    /// - Parameter policy: The screen's policy.
    /// - Returns: The view, with the probe behind it.
    public func backSwipePolicy(_ policy: BackSwipe.Policy) -> some View {
      modifier(BackSwipeModifier(request: .policy(policy)))
    }

    /// Whether a back swipe may pop the screen this view is on, as UIKit's
    /// `UIViewController.allowsBackSwipe`: `false` is ``SwiftUI/View/backSwipePolicy(_:)``
    /// with `.disabled`, whatever other views of the screen ask for; `true` asks only that
    /// the screen not be disabled: beside a ``SwiftUI/View/backSwipePolicy(_:)`` on another
    /// view of the screen it changes nothing (the most restrictive request wins, as that
    /// modifier describes), and alone it leaves the screen's policy as it was before unless
    /// that is `.disabled`, which becomes `.automatic`. Default `true` (a screen without this
    /// modifier may be swiped back).
    ///
    /// ```swift
    /// CanvasView()
    ///   .navigationTitle("Sketch")
    ///   .allowsBackSwipe(false)         // the canvas needs every horizontal drag
    /// ```
    ///
    /// - Parameter allowed: `false` to keep the swipe from popping this screen.
    /// - Returns: The view, with the probe behind it.
    public func allowsBackSwipe(_ allowed: Bool) -> some View {
      modifier(BackSwipeModifier(request: .allows(allowed)))
    }
  }

  extension View {
    /// A probe as it goes behind a view: no size, no touches, nothing for VoiceOver.
    fileprivate var invisible: some View {
      frame(width: 0, height: 0)
        .allowsHitTesting(false)
        .accessibilityHidden(true)
    }
  }

  /// A back-swipe modifier: the probe that reaches the navigation controller, and the
  /// accessibility escape, answered for a pushed screen (SwiftUI's `isPresented`).
  struct BackSwipeModifier: ViewModifier {
    var request: BackSwipeRequest
    /// The link from the escape action to the probe, made once, when SwiftUI first installs
    /// the modifier: `@StateObject` evaluates its initial value only then, where `@State`
    /// would make a new one at every evaluation of the parent's body.
    @StateObject private var escape = BackSwipeEscape()
    @Environment(\.isPresented) private var isPresented
    @Environment(\.dismiss) private var dismiss

    func body(content: Content) -> some View {
      let probed = content.background(BackSwipeProbe(request: request, escape: escape).invisible)
      // SwiftUI hands an escape to the innermost view that has an escape action and no
      // further, whether or not the action does anything: the action is attached only where
      // it can act (a pushed screen, or the root of a stack in a sheet), so that at a stack's
      // root the escape goes on to the app's own escape action or UIKit's chain. Both sides
      // are the same accessibility attachment (an empty set of traits does nothing), one
      // type whatever `isPresented` says (it changes while a sheet is dismissed): SwiftUI
      // keeps the content's identity, and its state, only while its type stays the same.
      return isPresented
        ? probed.accessibilityAction(.escape) { [escape, dismiss] in
          guard let probe = escape.probe else { return }
          // At the root of a stack presented as a sheet, where there is nothing to pop, the
          // escape dismisses the sheet, as it would without this modifier.
          if !probe.performEscape(), probe.isAtRoot { dismiss() }
        }
        : probed.accessibilityAddTraits([])
    }
  }

  /// The link from a screen's escape action to its probe's controller, held weakly. Not
  /// main-actor isolated so that `@StateObject` can make it in a view that is not; an
  /// observable object only for `@StateObject`, it publishes nothing.
  final class BackSwipeEscape: ObservableObject {
    weak var probe: BackSwipeProbeController?
  }

  /// What a ``BackSwipeProbe`` does once it reaches its navigation controller.
  enum BackSwipeRequest {
    /// `enableBackSwipe(_:)` with this configuration.
    case enable(BackSwipe.Configuration)
    /// `backSwipePolicy` on the screen's view controller.
    case policy(BackSwipe.Policy)
    /// `allowsBackSwipe` on the screen's view controller.
    case allows(Bool)

    /// The request for the screen's policy; `nil` for ``enable(_:)``.
    var policyRequest: BackSwipe.PolicyRequest? {
      switch self {
      case .enable: nil
      case .policy(let policy): .policy(policy)
      case .allows(let allowed): .allows(allowed)
      }
    }
  }

  /// The policy requests of one screen's probes, kept on the screen's view controller: the
  /// screen's policy is one value that every probe of it sets, and SwiftUI gives no order to
  /// the updates and removals of sibling views, so no probe may treat it as its own. Each
  /// probe sets or removes its own request here, and the screen's policy is computed again
  /// from all of them (GestureCore's `BackSwipe.policy(base:requests:)`).
  @MainActor
  final class BackSwipePolicyRequests {
    /// The screen's policy before its first probe, given back when the last one leaves.
    private let base: BackSwipe.Policy
    /// Each probe's request, held weakly: a probe released without leaving (it always
    /// leaves through `restore()`) asks for nothing.
    private var entries: [(probe: Weak, request: BackSwipe.PolicyRequest)] = []

    private struct Weak {
      weak var probe: BackSwipeProbeController?
    }

    private init(base: BackSwipe.Policy) {
      self.base = base
    }

    /// The requests kept on `screen`, made (with its policy now as the base) if asked to.
    static func on(_ screen: UIViewController, making: Bool) -> BackSwipePolicyRequests? {
      if let requests = objc_getAssociatedObject(screen, &policyRequestsKey)
        as? BackSwipePolicyRequests
      {
        return requests
      }
      guard making else { return nil }
      let requests = BackSwipePolicyRequests(base: screen.backSwipePolicy)
      objc_setAssociatedObject(
        screen, &policyRequestsKey, requests, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return requests
    }

    /// Sets `probe`'s request (in place of the one it had) and the screen's policy.
    func set(
      _ request: BackSwipe.PolicyRequest, of probe: BackSwipeProbeController,
      on screen: UIViewController
    ) {
      entries.removeAll { $0.probe.probe == nil }
      if let index = entries.firstIndex(where: { $0.probe.probe === probe }) {
        // An update that asks for the same thing (SwiftUI updates the probe with its view's
        // every evaluation) changes nothing.
        guard entries[index].request != request else { return }
        entries[index].request = request
      } else {
        entries.append((Weak(probe: probe), request))
      }
      apply(on: screen)
    }

    /// Removes `probe`'s request and sets the screen's policy from the others; with none
    /// left, gives the screen back its policy from before the first and forgets them.
    func remove(_ probe: BackSwipeProbeController, on screen: UIViewController) {
      entries.removeAll { $0.probe.probe == nil || $0.probe.probe === probe }
      apply(on: screen)
      if entries.isEmpty {
        objc_setAssociatedObject(
          screen, &policyRequestsKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      }
    }

    private func apply(on screen: UIViewController) {
      let policy = BackSwipe.policy(base: base, requests: entries.map(\.request))
      if screen.backSwipePolicy != policy { screen.backSwipePolicy = policy }
    }
  }

  /// The key of a screen's ``BackSwipePolicyRequests``.
  @MainActor private var policyRequestsKey: UInt8 = 0

  /// An invisible view controller SwiftUI places in the screen's hierarchy, to reach the
  /// navigation controller behind a `NavigationView` or `NavigationStack`.
  ///
  /// It stays a view controller on every iOS, iOS 18 included: the back swipe's recognizers
  /// belong to the navigation controller's view (the system's edge and content pops are
  /// UIKit's own, and GestureKit's full-screen pan must see every touch on the stack, the
  /// bars included), not to a SwiftUI view, so there is no recognizer for SwiftUI to attach;
  /// and a screen's policy must be set before its first touch, which only the view
  /// controller hierarchy reaches.
  @MainActor
  struct BackSwipeProbe: UIViewControllerRepresentable {
    var request: BackSwipeRequest
    /// The screen's escape, which reaches the navigation through this probe.
    var escape: BackSwipeEscape

    func makeUIViewController(context: Context) -> BackSwipeProbeController {
      BackSwipeProbeController()
    }

    func updateUIViewController(_ controller: BackSwipeProbeController, context: Context) {
      controller.request = request
      escape.probe = controller
    }

    static func dismantleUIViewController(
      _ controller: BackSwipeProbeController, coordinator: Void
    ) {
      controller.restore()
    }
  }

  /// The probe's controller: applies its request each time it may have joined (or changed)
  /// a navigation stack.
  ///
  /// Apple's `UIViewController.navigationController` documentation: it is the nearest ancestor that
  /// is a navigation controller, so it is `nil` until SwiftUI has added this controller as a child
  /// of the screen's hosting controller and that one is in the stack. SwiftUI does both at times it
  /// does not promise, so the request is applied when this controller joins a parent and
  /// when its view appears (a screen pushed later is in the stack by `viewWillAppear(_:)`,
  /// UIKit's order for pushes); applying it twice changes nothing.
  @MainActor
  final class BackSwipeProbeController: UIViewController {
    var request: BackSwipeRequest = .policy(.automatic) {
      didSet { apply() }
    }
    /// The screen this probe's policy request is kept on.
    private weak var optedScreen: UIViewController?

    override func loadView() {
      let view = UIView()
      view.isUserInteractionEnabled = false
      view.isHidden = true
      view.accessibilityElementsHidden = true
      self.view = view
    }

    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      if parent == nil { restore() } else { apply() }
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      apply()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      apply()
    }

    /// The view controller the navigation controller holds for this screen: the ancestor
    /// whose parent is the navigation controller (SwiftUI's hosting controller for the
    /// screen, or a container of SwiftUI's around it).
    private var screen: UIViewController? {
      guard let navigationController else { return nil }
      var candidate: UIViewController? = self
      while let current = candidate {
        if current.parent === navigationController { return current }
        candidate = current.parent
      }
      return nil
    }

    private func apply() {
      guard let navigationController else { return }
      switch request {
      case .enable(let configuration):
        restore()
        let controller = navigationController.backSwipe
        // Calling `enableBackSwipe(_:)` with the configuration it has would reinstall its
        // recognizers for nothing (its `configuration` setter does): only a change is sent.
        if !controller.isEnabled || controller.configuration != configuration {
          navigationController.enableBackSwipe(configuration)
        }
      case .policy, .allows:
        guard let policyRequest = request.policyRequest, let screen else { return }
        if optedScreen !== screen {
          restore()
          optedScreen = screen
        }
        BackSwipePolicyRequests.on(screen, making: true)?.set(policyRequest, of: self, on: screen)
      }
    }

    /// Pops this probe's screen for the accessibility escape, when it is the top one and
    /// GestureCore allows it (`BackSwipeController.performAnsweredEscape(in:)`); returns
    /// whether it popped.
    func performEscape() -> Bool {
      guard let navigationController, let screen, navigationController.topViewController === screen
      else { return false }
      // The screen carries a back-swipe modifier, which the app puts on a screen whose back
      // button it hid for one of its own: that one is the way back.
      return BackSwipeController.performAnsweredEscape(
        in: navigationController, declaresWayBack: true)
    }

    /// Whether this probe's screen is the only one of its stack (nothing to pop), with
    /// nothing presented over the navigation.
    var isAtRoot: Bool {
      guard let navigationController, let screen else { return false }
      return navigationController.viewControllers == [screen]
        && navigationController.presentedViewController == nil
    }

    /// Takes this probe's request off its screen: the screen's policy is the others'
    /// requests', or the one it had before the first when none is left.
    func restore() {
      guard let screen = optedScreen else { return }
      optedScreen = nil
      BackSwipePolicyRequests.on(screen, making: false)?.remove(self, on: screen)
    }
  }
#endif
