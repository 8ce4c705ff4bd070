import GestureCore
import Testing

/// The second way back: the accessibility escape and the Back shortcut pop where the screen
/// shows a way back (the system's back button, or a button the app declared as its
/// replacement), whatever the swipe's policy, and, with neither, where the swipe would.
@Suite struct BackSwipeEscapeTests {
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  /// A detail screen whose back button the app replaced with one it declared, `depth`
  /// screens deep.
  func context(depth: Int = 2) -> BackSwipe.Context {
    .init(
      container: screen, stackDepth: depth, isSystemBackButtonHidden: true,
      hasCustomBackButton: true)
  }

  @Test func theEscapePopsWhereTheBackButtonIsReplacedAboveTheRoot() {
    #expect(BackSwipe(context: context()).escapeRefusal() == nil)
    #expect(BackSwipeStore(context: context()).escapeRefusal == nil)
    // Depth 2 > 1 pops; depth 1 is the root.
    #expect(BackSwipe(context: context(depth: 1)).escapeRefusal() == .atRoot)
    #expect(BackSwipe(context: context(depth: 0)).escapeRefusal() == .atRoot)
    #expect(BackSwipe(context: context(depth: -3)).escapeRefusal() == .atRoot)
  }

  @Test func whereTheSystemsBackButtonShowsTheSystemAnswers() {
    var shown = context()
    shown.isSystemBackButtonHidden = false
    #expect(BackSwipe(context: shown).escapeRefusal() == .systemBackButtonShown)
  }

  @Test func refusalsComeInTheDocumentedOrder() {
    var context = BackSwipe.Context(
      container: screen, stackDepth: 1, isTransitioning: true, isPushInterruptible: true,
      isSystemBackButtonHidden: false, isOptedOut: true, isVetoedByApp: true)
    // An interruptible push is still a transition for a key: no change of mind mid-push.
    #expect(BackSwipe(context: context).escapeRefusal() == .transitionRunning)
    context.isTransitioning = false
    #expect(BackSwipe(context: context).escapeRefusal() == .atRoot)
    context.stackDepth = 2
    #expect(BackSwipe(context: context).escapeRefusal() == .systemBackButtonShown)
    context.isSystemBackButtonHidden = true
    #expect(BackSwipe(context: context).escapeRefusal() == .noWayBack)
    context.hasCustomBackButton = true
    #expect(BackSwipe(context: context).escapeRefusal() == nil)
    // Every policy allows it, a bad container does not matter to a pop without a stroke.
    for policy in [BackSwipe.Policy.automatic, .edgeOnly, .fullScreen, .disabled] {
      context.policy = policy
      #expect(BackSwipe(context: context).escapeRefusal() == nil, "\(policy)")
    }
    context.container.size.width = .nan
    #expect(BackSwipe(context: context).escapeRefusal() == nil)
  }

  /// The swipe turned off on a screen (its policy, the app's veto) does not take the way
  /// back away from the escape: the button still shows.
  @Test func theSwipesPolicyAndVetoDoNotStopTheEscape() {
    var swipeOff = context()
    swipeOff.policy = .disabled
    swipeOff.isVetoedByApp = true
    #expect(BackSwipe(context: swipeOff).escapeRefusal() == nil)
    #expect(BackSwipeStore(context: swipeOff).escapeRefusal == nil)
  }

  /// A hidden back button with no button declared in its place: the escape is the swipe's
  /// second way, and pops where the swipe would; with the swipe off (the screen's policy or
  /// the app's veto) the screen has no way back, and neither the escape nor the shortcut
  /// makes one.
  @Test func aHiddenBackButtonWithNoDeclaredReplacementFollowsTheSwipe() {
    var hidden = context()
    hidden.hasCustomBackButton = false
    #expect(BackSwipe(context: hidden).escapeRefusal() == nil)
    #expect(BackSwipe(context: hidden).escapeRefusal(answeringForSystemBackButton: true) == nil)
    hidden.policy = .disabled
    #expect(BackSwipe(context: hidden).escapeRefusal() == .noWayBack)
    #expect(BackSwipe(context: hidden).escapeRefusal(answeringForSystemBackButton: true) == .noWayBack)
    hidden.policy = .fullScreen
    hidden.isVetoedByApp = true
    #expect(BackSwipe(context: hidden).escapeRefusal() == .noWayBack)
  }

  @Test func notWhileASwipeIsTrackedOrItsPopRuns() {
    var store = BackSwipeStore(context: context())
    var effects: [BackSwipeStore.Effect] = []
    store.handle(
      .drag(.began(location: Point(x: 25, y: 400), translation: Vector(dx: 15, dy: 0)), time: 1),
      into: &effects)
    #expect(store.phase == .tracking)
    #expect(store.escapeRefusal == .alreadySwiping)
    // Released past half the width (200 > 195 pt): the pop finishes, and runs.
    store.handle(
      .drag(
        .ended(location: Point(x: 210, y: 400), translation: Vector(dx: 200, dy: 0), velocity: .zero),
        time: 1.2),
      into: &effects)
    #expect(store.phase == .finishing)
    #expect(store.escapeRefusal == .transitionRunning)
  }

  @Test func notWhileTheStoreItselfPushes() {
    var store = BackSwipeStore(
      context: context(), configuration: .init(animator: .frames))
    var effects: [BackSwipeStore.Effect] = []
    #expect(store.escapeRefusal == nil)
    store.handle(.push(time: 1), into: &effects)
    #expect(store.phase == .pushing)
    #expect(store.escapeRefusal == .transitionRunning)
  }

  /// SwiftUI's escape action answers every escape that reaches it, so where the system's
  /// back button shows, it pops as that button would: the policy and the app's veto keep
  /// swipes away, not the button.
  @Test func aHostAnsweringForTheBackButtonPopsWhereTheButtonShows() {
    var shown = BackSwipe.Context(
      container: screen, stackDepth: 2, isSystemBackButtonHidden: false, isOptedOut: true,
      isVetoedByApp: true)
    let swipe = BackSwipe(context: shown)
    #expect(swipe.escapeRefusal() == .systemBackButtonShown)
    #expect(swipe.escapeRefusal(answeringForSystemBackButton: false) == .systemBackButtonShown)
    #expect(swipe.escapeRefusal(answeringForSystemBackButton: true) == nil)
    #expect(BackSwipeStore(context: shown).escapeRefusal(answeringForSystemBackButton: true) == nil)
    // The root has no back button to answer for: depth 1 ≤ 1.
    shown.stackDepth = 1
    #expect(BackSwipe(context: shown).escapeRefusal(answeringForSystemBackButton: true) == .atRoot)
    // Nor a running push or pop: the button is not tapped mid-transition either.
    shown.stackDepth = 2
    shown.isTransitioning = true
    #expect(
      BackSwipe(context: shown).escapeRefusal(answeringForSystemBackButton: true)
        == .transitionRunning)
  }

  /// Where the back button is replaced, answering for it changes nothing: the declared
  /// replacement is the way back, whatever the swipe's policy.
  @Test func aHostAnsweringForAReplacedBackButtonFollowsTheReplacement() {
    var replaced = context()
    replaced.policy = .disabled
    #expect(BackSwipe(context: replaced).escapeRefusal(answeringForSystemBackButton: true) == nil)
    replaced.hasCustomBackButton = false
    #expect(
      BackSwipe(context: replaced).escapeRefusal(answeringForSystemBackButton: true) == .noWayBack)
  }

  @Test func aHostAnsweringForTheBackButtonWaitsForASwipeAndTheStoresPush() {
    var shown = context()
    shown.isSystemBackButtonHidden = false
    var store = BackSwipeStore(context: shown, configuration: .init(animator: .frames))
    var effects: [BackSwipeStore.Effect] = []
    #expect(store.escapeRefusal(answeringForSystemBackButton: true) == nil)
    store.handle(.push(time: 1), into: &effects)
    #expect(store.escapeRefusal(answeringForSystemBackButton: true) == .transitionRunning)
  }
}

/// The Back shortcut (⌘[) is listed among the shortcuts a held ⌘ shows only where the
/// screen has a way back it takes: never at the root, over a presented screen, or where the
/// back button is hidden with nothing declared in its place and the swipe off.
@Suite struct BackSwipeShortcutOfferTests {
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  func store(_ edit: (inout BackSwipe.Context) -> Void = { _ in }) -> BackSwipeStore {
    var context = BackSwipe.Context(container: screen, stackDepth: 2)
    edit(&context)
    return BackSwipeStore(context: context)
  }

  /// Depth 2 > 1 has a screen to go back to; depth 1 is the root, one below.
  @Test func offeredAboveTheRootOnly() {
    #expect(store().offersBackShortcut)
    #expect(!store { $0.stackDepth = 1 }.offersBackShortcut)
    #expect(!store { $0.stackDepth = 0 }.offersBackShortcut)
  }

  /// The system's back button shows: the shortcut pops as it would, swipe off or not.
  @Test func offeredWhereTheSystemsBackButtonShowsEvenWithTheSwipeOff() {
    #expect(store { $0.policy = .disabled; $0.isVetoedByApp = true }.offersBackShortcut)
  }

  @Test func offeredWhereADeclaredButtonReplacesTheBackButton() {
    #expect(
      store {
        $0.isSystemBackButtonHidden = true
        $0.hasCustomBackButton = true
        $0.policy = .disabled
      }.offersBackShortcut)
  }

  /// Hidden, nothing declared: the shortcut is the swipe's second way, offered while the
  /// swipe is on and not once the screen's policy or the app's veto turns it off.
  @Test func aHiddenBackButtonWithNothingInItsPlaceFollowsTheSwipe() {
    #expect(store { $0.isSystemBackButtonHidden = true }.offersBackShortcut)
    #expect(!store { $0.isSystemBackButtonHidden = true; $0.policy = .disabled }.offersBackShortcut)
    #expect(!store { $0.isSystemBackButtonHidden = true; $0.isVetoedByApp = true }.offersBackShortcut)
  }

  @Test func notOfferedWhileTheTopScreenPresentsAnother() {
    #expect(!store { $0.isPresenting = true }.offersBackShortcut)
  }

  /// A push or pop under way refuses the key for a moment only: the overlay keeps the
  /// shortcut rather than dropping it for the length of an animation.
  @Test func keptWhileATransitionOrASwipeRuns() {
    #expect(store { $0.isTransitioning = true }.offersBackShortcut)
    var tracking = store()
    var effects: [BackSwipeStore.Effect] = []
    tracking.handle(
      .drag(.began(location: Point(x: 25, y: 400), translation: Vector(dx: 15, dy: 0)), time: 1),
      into: &effects)
    #expect(tracking.escapeRefusal(answeringForSystemBackButton: true) == .alreadySwiping)
    #expect(tracking.offersBackShortcut)
  }

  /// Bad input: an unusable container does not matter to a pop without a stroke.
  @Test func anUnusableContainerDoesNotChangeTheOffer() {
    #expect(store { $0.container.size.width = .nan }.offersBackShortcut)
  }
}
