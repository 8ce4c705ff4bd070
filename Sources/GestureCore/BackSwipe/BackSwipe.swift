/// The decisions of a navigation stack's swipe back (`UINavigationController`'s interactive
/// pop), kept working whatever the app did to its back button, never at the root, never
/// during a transition, right-to-left aware, from the edge or from anywhere.
///
/// It answers two questions and drives one transition:
/// - may a swipe begin? (``refusal(start:stroke:)``: above the root, no transition running,
///   the top screen not opted out, started within the start region, more horizontal than
///   vertical, towards the trailing edge);
/// - should a horizontal scroll view under the finger yield to it?
///   (``scrollViewShouldYield(_:start:stroke:)``: only at its leading edge);
/// - once begun, the pop follows the finger (progress = translation towards the trailing
///   edge / container width) and on release finishes past half the width or with a flick
///   faster than 1000 pt/s towards the trailing edge (``finishes(progress:velocity:)``),
///   handing the host the timing of the rest (``Completion``).
///
/// ```swift
/// // `navigator`, the host object, owns the value `navigator.backSwipe`.
/// navigator.backSwipe = BackSwipe(
///   context: .init(container: Rect(x: 0, y: 0, width: 390, height: 844), stackDepth: 2),
///   configuration: .fullScreen)
/// let pan = PanRecognizer(name: "back", configuration: .init(axis: .horizontal))
/// pan.shouldBegin = { [unowned navigator, unowned pan] _ in
///   navigator.backSwipe.mayBegin(start: pan.location - pan.translation, stroke: pan.translation)
/// }
/// // For each state change of `pan`:
/// if let drag = DragEvent(change) { navigator.backSwipe.handle(.drag(drag), into: &effects) }
/// // effects: .beginPop, .progress(0.03), .progress(0.2), …, .finish(Completion(…))
/// // When the pop animation completes:
/// navigator.backSwipe.handle(.transitionCompleted, into: &effects)
/// ```
///
/// The machine's diagram is in <doc:SwipeBackHost>.
///
/// - Complexity: O(1) per event, with no heap allocation.
public struct BackSwipe: Hashable, Sendable {
  /// The rules: start region, finish thresholds, timing, scroll tolerance. Changes apply to
  /// the next decision.
  public var configuration: Configuration

  /// The navigation's state, as last reported by ``Event/contextChanged(_:)`` (or lowered by
  /// a finished pop).
  public private(set) var context: Context

  /// Where the machine is (see the type's diagram).
  public private(set) var state: State = .idle

  /// Creates an idle back swipe.
  ///
  /// - Parameters:
  ///   - context: the navigation's state now.
  ///   - configuration: defaults to ``Configuration/edge`` (every default).
  public init(context: Context, configuration: Configuration = Configuration()) {
    self.context = context
    self.configuration = configuration
  }

  /// Handles one event, appending the effects it causes to `effects` (which the caller owns
  /// and clears).
  ///
  /// - Parameters:
  ///   - event: what happened; see ``Event`` for the outcome of bad input.
  ///   - effects: where the effects are appended, in order.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch (state, event) {
    case (.idle, .drag(let drag)):
      guard drag.isFinite, case .began(let location, let translation) = drag,
        mayBegin(start: location - translation, stroke: translation)
      else { return }
      let initial = progress(for: translation)
      state = .tracking(base: 0, progress: initial)
      effects.append(.beginPop)
      effects.append(.progress(initial))
    case (.tracking(let base, let progress), .drag(let drag)):
      guard drag.isFinite else {
        cancel(at: progress, into: &effects)
        return
      }
      switch drag {
      case .began(_, let translation):
        follow(base: progress, translation: translation, into: &effects)
      case .changed(_, let translation):
        follow(base: base, translation: translation, into: &effects)
      case .ended(_, let translation, let velocity):
        let released = advanced(base: base, translation: translation, fallback: progress)
        let trailingVelocity = velocity.dx * context.layoutDirection.trailingSign
        if finishes(progress: released, velocity: trailingVelocity) {
          let timing = completion(
            finishing: true, progress: released, velocity: trailingVelocity)
          state = .finishing(timing)
          effects.append(.finish(timing))
        } else {
          let timing = completion(
            finishing: false, progress: released, velocity: trailingVelocity)
          state = .cancelling(timing)
          effects.append(.cancel(timing))
        }
      case .cancelled:
        cancel(at: progress, into: &effects)
      }
    case (.finishing, .drag), (.cancelling, .drag):
      break  // the transition is running: no new swipe, nothing to follow

    case (.idle, .contextChanged(let newContext)),
      (.tracking, .contextChanged(let newContext)),
      (.finishing, .contextChanged(let newContext)),
      (.cancelling, .contextChanged(let newContext)):
      context = newContext

    case (.finishing, .transitionCompleted):
      if context.stackDepth > 1 { context.stackDepth -= 1 }
      state = .idle
    case (.cancelling, .transitionCompleted):
      state = .idle
    case (.tracking, .transitionCompleted):
      // The host's transition ended on its own (the system cancelled it): nothing to drive
      // any more; the rest of the drag is ignored.
      state = .idle
    case (.idle, .transitionCompleted):
      break
    }
  }

  /// Moves the progress to `base` plus the translation and reports it.
  private mutating func follow(base: Double, translation: Vector, into effects: inout [Effect]) {
    guard case .tracking(_, let progress) = state else { return }
    let next = advanced(base: base, translation: translation, fallback: progress)
    state = .tracking(base: base, progress: next)
    effects.append(.progress(next))
  }

  /// `base` plus the translation's progress, clamped; `fallback` when the container is not
  /// usable (its width went to zero mid-swipe).
  private func advanced(base: Double, translation: Vector, fallback: Double) -> Double {
    guard context.hasUsableContainer else { return fallback }
    return clampedProgress(
      base + translation.dx * context.layoutDirection.trailingSign / context.container.width)
  }

  private mutating func cancel(at progress: Double, into effects: inout [Effect]) {
    let timing = completion(finishing: false, progress: progress, velocity: 0)
    state = .cancelling(timing)
    effects.append(.cancel(timing))
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
    /// The host finishes the pop with this timing; waiting for ``Event/transitionCompleted``.
    case finishing(Completion)
    /// The host cancels the pop with this timing; waiting for ``Event/transitionCompleted``.
    case cancelling(Completion)
  }
}

extension BackSwipe {
  /// What a back swipe is told: the drag of its recognizer, the navigation's state, and the
  /// end of the transition it started.
  public enum Event: Hashable, Sendable {
    /// A phase of the back-swipe recognizer (an ``EdgePanRecognizer`` on the leading edge or
    /// a horizontal ``PanRecognizer``). A `began` that the policy refuses is ignored, and so
    /// is the rest of that drag. A drag event with a NaN or infinite value is treated as a
    /// cancel (see ``DragEvent/isFinite``).
    case drag(DragEvent)

    /// The navigation changed: stack depth, transition, opt-out, direction or container.
    /// It applies to the next swipe; during a swipe, only the container's width is used
    /// (for the progress). A context with an unusable container is kept, and refuses
    /// swipes with ``Refusal/invalidContainer``.
    case contextChanged(Context)

    /// The host's pop transition (finished or cancelled) completed: back to idle. After a
    /// finished pop the stack depth is lowered by one at once, so that a swipe can never
    /// begin at the new root even before the host sends the new context. Ignored when no
    /// transition started by a swipe is running.
    case transitionCompleted
  }
}

extension BackSwipe {
  /// What the host does for a back swipe: drive an interactive pop transition.
  public enum Effect: Hashable, Sendable {
    /// Start an interactive pop (UIKit: `popViewController(animated: true)` with a
    /// `UIPercentDrivenInteractiveTransition` as the interaction controller).
    case beginPop
    /// Set the interactive transition's progress, `0...1` (`update(_:)`).
    case progress(Double)
    /// Finish the pop with this timing (`completionSpeed`, then `finish()`), then report
    /// ``Event/transitionCompleted``.
    case finish(Completion)
    /// Cancel the pop with this timing (`completionSpeed`, then `cancel()`), then report
    /// ``Event/transitionCompleted``.
    case cancel(Completion)
  }
}

extension BackSwipe {
  /// What a back swipe needs to know about the navigation it would pop, kept up to date by
  /// the host with ``Event/contextChanged(_:)``.
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

    /// Whether the top screen opted out of the back swipe (a drawing canvas, a map).
    /// Default `false`.
    public var isOptedOut: Bool

    /// Creates a context; each parameter defaults as documented on its property.
    public init(
      container: Rect, layoutDirection: ReadingDirection = .leftToRight, stackDepth: Int,
      isTransitioning: Bool = false, isOptedOut: Bool = false
    ) {
      self.container = container
      self.layoutDirection = layoutDirection
      self.stackDepth = stackDepth
      self.isTransitioning = isTransitioning
      self.isOptedOut = isOptedOut
    }

    /// Whether the container has a finite, positive width and a finite frame.
    var hasUsableContainer: Bool {
      container.origin.isFinite && container.width.isFinite && container.height.isFinite
        && container.width > 0
    }
  }
}
