/// The rules of a navigation stack's swipe back (`UINavigationController`'s interactive pop),
/// kept working whatever the app did to its back button, never at the root, never during a
/// transition, right-to-left aware, from the edge or from anywhere: the policy and the finish
/// rule ``BackSwipeStore`` runs, as pure functions of the navigation, the configuration and
/// where the swipe is.
///
/// It answers:
/// - may a swipe begin? (``refusal(start:stroke:claim:)``: above the root, no transition running,
///   the top screen not opted out, started within the start region, more horizontal than
///   vertical, towards the trailing edge);
/// - should a horizontal scroll view under the finger yield to it?
///   (``scrollViewShouldYield(_:start:stroke:)``: only at its leading edge);
/// - how far is the pop? (``progress(for:)``: the translation towards the trailing edge over
///   the container's width);
/// - does a release finish it? (``finishes(progress:velocity:)``: past half the width, or a
///   flick faster than 1000 pt/s towards the trailing edge), and how long does the rest take
///   (``Completion``)?
///
/// ```swift
/// let backSwipe = BackSwipe(
///   context: .init(container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2),
///   configuration: .fullScreen)
/// backSwipe.refusal(start: Point(x: 200, y: 400), stroke: Vector(dx: 15, dy: 0))  // nil
/// backSwipe.finishes(progress: 0.3, velocity: 1400)                               // true
/// ```
///
/// The states of a swipe are diagrammed in <doc:SwipeBackHost>.
///
/// - Complexity: O(1) per question, with no heap allocation.
public struct BackSwipe: Hashable, Sendable {
  /// The rules: start region, finish thresholds, timing, scroll tolerance. Changes apply to
  /// the next decision.
  public var configuration: Configuration

  /// The navigation's state, as the store last reported it
  /// (``BackSwipeStore/Event/contextChanged(_:)``, with its own pushes and pops counted).
  public internal(set) var context: Context

  /// Where the swipe is (see the diagram in <doc:SwipeBackHost>).
  public internal(set) var state: State = .idle

  /// Whether the rest of a pop honours Reduce Motion: under it, a rest that travels more
  /// than ``MotionPolicy/cutDistance`` (100 pt) runs in the configuration's
  /// ``Configuration/minimumCompletionDuration`` (0.1 s), a near cut instead of a slide across
  /// the screen (``Completion/duration``). Default
  /// ``MotionPolicy/standard``; the store sets it from
  /// ``BackSwipeStore/Event/reduceMotionChanged(_:)``.
  public var motion = MotionPolicy.standard

  /// Creates an idle back swipe.
  ///
  /// - Parameters:
  ///   - context: the navigation's state now.
  ///   - configuration: defaults to ``Configuration/edge`` (every default).
  public init(context: Context, configuration: Configuration = Configuration()) {
    self.context = context
    self.configuration = configuration
  }
}

extension BackSwipe {
  /// Where a back swipe is: waiting, following the finger, or letting the host finish or
  /// cancel the pop.
  public enum State: Hashable, Sendable {
    /// No swipe; the next `began` is checked against the policy.
    case idle
    /// The pop follows the finger. `progress` is in `0...1`; `base` is the progress at the
    /// latest `began` (0, unless a `began` arrived during the swipe and re-based it), to
    /// which each translation adds.
    case tracking(base: Double, progress: Double)
    /// The host finishes the pop with this timing; waiting for
    /// ``BackSwipeStore/Event/transitionCompleted(popped:)`` (percent-driven) or the end of
    /// the store's animation.
    case finishing(Completion)
    /// The host cancels the pop with this timing; waiting for
    /// ``BackSwipeStore/Event/transitionCompleted(popped:)`` (percent-driven) or the end of
    /// the store's animation.
    case cancelling(Completion)
  }
}

extension BackSwipe {
  /// What a back swipe needs to know about the navigation it would pop, kept up to date by
  /// the host with ``BackSwipeStore/Event/contextChanged(_:)``.
  ///
  /// ```swift
  /// let context = BackSwipe.Context(
  ///   container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2)
  /// ```
  public struct Context: Hashable, Sendable {
    /// The navigation container's frame, in the coordinates of the drag locations. Its
    /// width is the distance of a full pop; its leading edge is where swipes start.
    public var container: Rect

    /// The layout direction of the navigation. Default `.leftToRight`.
    public var layoutDirection: ReadingDirection

    /// How many screens are on the stack, the root included. A swipe may begin only above
    /// the root (`stackDepth > 1`): popping the root is the classic frozen-screen bug.
    public var stackDepth: Int

    /// Whether a push or pop animation is running (UIKit: the navigation controller's
    /// `transitionCoordinator` is not `nil`). Default `false`. No swipe begins meanwhile.
    public var isTransitioning: Bool

    /// Whether the running transition is a push that a back swipe may interrupt. Default
    /// `false`. iOS 26 lets a back swipe during a push pop the screen being pushed (the user
    /// changed their mind); before it, a pop that starts while a transition runs leaves the
    /// navigation controller frozen, so no swipe begins during any transition there. Read only
    /// while ``isTransitioning``.
    public var isPushInterruptible: Bool

    /// Whether the top screen shows no system back button: the app replaced it (a custom
    /// `leftBarButtonItem`), hid it, or hid the navigation bar. Default `false`. UIKit's own
    /// delegate refuses its back gestures then; a back swipe that always works overrules that
    /// refusal there, and only there
    /// (``BackSwipeStore/shouldBegin(_:start:stroke:scrollViews:claim:appAllows:systemAllows:)``).
    public var isSystemBackButtonHidden: Bool

    /// Whether the app declared a button of its own as the top screen's way back, in place
    /// of the system's hidden or replaced back button (UIKit:
    /// `UIViewController.customBackButtonItem`). Default `false`. The accessibility escape
    /// and the Back shortcut then pop (``BackSwipe/escapeRefusal()``); a button the app did
    /// not declare may do anything else, and is not taken for the way back.
    public var hasCustomBackButton: Bool

    /// How the top screen shares horizontal strokes with the back swipe (see ``Policy``).
    /// Default ``Policy/automatic``.
    public var policy: Policy

    /// Whether the app said no to the swipe itself: it turned a system back recognizer off
    /// (`isEnabled = false`), or a delegate it set there answered `false`. Default `false`.
    /// The app's veto beats every ``Policy``: no back swipe begins. A delegate's answer is
    /// better passed as ``BackSwipeStore/shouldBegin(_:start:stroke:scrollViews:claim:appAllows:systemAllows:)``'s
    /// `appAllows`, which asks it only for a stroke that is otherwise the back swipe's.
    public var isVetoedByApp: Bool

    /// Whether the top screen presents another over it: a sheet, an alert, a popover, or an
    /// active search controller of its navigation item (UIKit: the top screen's
    /// `presentedViewController` is not `nil`). Default `false`. No swipe begins and no escape
    /// pops meanwhile (``Refusal/presenting``): popping the screen would take it away from
    /// under what it presents, which stays on screen with nothing behind it.
    public var isPresenting: Bool

    /// Whether the top screen opted out of the back swipe (a drawing canvas, a map): the
    /// ``Policy/disabled`` policy. Setting it to `false` restores ``Policy/automatic``.
    public var isOptedOut: Bool {
      get { policy == .disabled }
      set { policy = newValue ? .disabled : .automatic }
    }

    /// Creates a context; each parameter defaults as documented on its property.
    /// `isOptedOut: true` is `policy: .disabled`, whatever `policy` says.
    public init(
      container: Rect, layoutDirection: ReadingDirection = .leftToRight, stackDepth: Int,
      isTransitioning: Bool = false, isPushInterruptible: Bool = false,
      isSystemBackButtonHidden: Bool = false, hasCustomBackButton: Bool = false,
      isOptedOut: Bool = false, policy: Policy = .automatic, isVetoedByApp: Bool = false,
      isPresenting: Bool = false
    ) {
      self.isSystemBackButtonHidden = isSystemBackButtonHidden
      self.hasCustomBackButton = hasCustomBackButton
      self.container = container
      self.layoutDirection = layoutDirection
      self.stackDepth = stackDepth
      self.isTransitioning = isTransitioning
      self.isPushInterruptible = isPushInterruptible
      self.policy = isOptedOut ? .disabled : policy
      self.isVetoedByApp = isVetoedByApp
      self.isPresenting = isPresenting
    }

    /// Whether the container has a finite, positive width and a finite frame.
    var hasUsableContainer: Bool {
      container.origin.isFinite && container.width.isFinite && container.height.isFinite
        && container.width > 0
    }
  }
}

extension BackSwipe {
  /// Whether a tab bar around the navigation arrives with the screen below during a pop of
  /// its top screen, as in the system's pop: it slides in with that screen, under the screen
  /// being popped, when the top screen hid it and the screen below shows it.
  ///
  /// A navigation inside a tab shows the tab bar while no screen on its stack hides it
  /// (`hidesBottomBarWhenPushed`): a screen that hides it keeps it hidden for every screen
  /// pushed above it, until it is popped. So the bar arrives exactly when the top screen
  /// hides it and none below it does. When both show it, it stays where it is, over both
  /// screens; when the screen below hides it too, it stays hidden.
  ///
  /// ```swift
  /// // A list (root) shows the tab bar; the detail pushed on it hides it.
  /// BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [false, true])  // true
  /// BackSwipe.tabBarArrivesWithScreenBelow(hidesBottomBar: [false, false]) // false: it stays
  /// ```
  ///
  /// - Parameter hidesBottomBar: each screen's `hidesBottomBarWhenPushed` before the pop,
  ///   root first, the screen being popped last. With fewer than two screens nothing is
  ///   popped: `false`.
  /// - Complexity: O(*n*) in the stack's depth.
  public static func tabBarArrivesWithScreenBelow(hidesBottomBar: [Bool]) -> Bool {
    guard hidesBottomBar.count > 1, let top = hidesBottomBar.last, top else { return false }
    return !hidesBottomBar.dropLast().contains(true)
  }
}
