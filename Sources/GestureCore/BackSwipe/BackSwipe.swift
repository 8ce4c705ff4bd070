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
/// The machine:
/// ```
/// idle       ──began, allowed─────────────▶ tracking    .beginPop, .progress
/// idle       ──began, refused─────────────▶ idle        the whole drag is ignored
/// tracking   ──changed────────────────────▶ tracking    .progress
/// tracking   ──ended, finishes────────────▶ finishing   .finish(timing)
/// tracking   ──ended, does not; cancelled─▶ cancelling  .cancel(timing)
/// finishing  ──transitionCompleted────────▶ idle        stack depth − 1
/// cancelling ──transitionCompleted────────▶ idle
/// ```
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
