import GestureCore
import Testing

/// The second way back where the system's back button is hidden or replaced: the
/// accessibility escape and the Back shortcut pop only when a back swipe would be allowed.
@Suite struct BackSwipeEscapeTests {
  let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  /// A detail screen whose back button the app replaced, `depth` screens deep.
  func context(depth: Int = 2) -> BackSwipe.Context {
    .init(container: screen, stackDepth: depth, isSystemBackButtonHidden: true)
  }

  @Test func theEscapePopsWhereTheBackButtonIsHiddenAboveTheRoot() {
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
    #expect(BackSwipe(context: context).escapeRefusal() == .vetoedByApp)
    context.isVetoedByApp = false
    #expect(BackSwipe(context: context).escapeRefusal() == .optedOut)
    context.isOptedOut = false
    #expect(BackSwipe(context: context).escapeRefusal() == .systemBackButtonShown)
    context.isSystemBackButtonHidden = true
    #expect(BackSwipe(context: context).escapeRefusal() == nil)
    // Edge only and full screen allow it as automatic does; a bad container does not matter
    // to a pop without a stroke.
    for policy in [BackSwipe.Policy.edgeOnly, .fullScreen] {
      context.policy = policy
      #expect(BackSwipe(context: context).escapeRefusal() == nil, "\(policy)")
    }
    context.container.size.width = .nan
    #expect(BackSwipe(context: context).escapeRefusal() == nil)
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
    #expect(swipe.escapeRefusal() == .vetoedByApp)
    #expect(swipe.escapeRefusal(answeringForSystemBackButton: false) == .vetoedByApp)
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

  /// Where the back button is hidden or replaced, answering for it changes nothing: the
  /// swipe's rules hold (veto, then policy).
  @Test func aHostAnsweringForAHiddenBackButtonKeepsTheSwipesRules() {
    var hidden = context()
    hidden.isVetoedByApp = true
    #expect(BackSwipe(context: hidden).escapeRefusal(answeringForSystemBackButton: true) == .vetoedByApp)
    hidden.isVetoedByApp = false
    hidden.policy = .disabled
    #expect(BackSwipe(context: hidden).escapeRefusal(answeringForSystemBackButton: true) == .optedOut)
    hidden.policy = .automatic
    #expect(BackSwipe(context: hidden).escapeRefusal(answeringForSystemBackButton: true) == nil)
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
