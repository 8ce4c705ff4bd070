/// A question a platform asks a recognizer's delegate, and the one rule for answering it when
/// two delegates have a say: the host's (which stays the recognizer's delegate, so that the
/// store keeps deciding) and one the app set on the same recognizer.
///
/// The host answers first. A question of permission (may the gesture begin, may the
/// recognizer take this touch) needs both to agree: the host's "no" is final and the app is
/// not asked, so an app's guard of its own (an alert, a log) runs only for real gestures and
/// touches, and the host's rules (a slider keeps its drag, a tap that stops a fling fires
/// nothing, a reused row takes no touch) hold whatever the app says. A question of relation
/// (run together, wait for the other) is answered "yes" when either says so: the host's
/// "yes" is final and the app is not asked. An app that sets no delegate, or whose delegate
/// does not implement the method, answers `nil`: the host's answer stands.
///
/// | Question | Host says no | Host says yes |
/// |---|---|---|
/// | ``shouldBegin``, ``shouldReceiveTouch`` | no (the app is not asked) | the app's answer, yes without one |
/// | ``recognizesSimultaneously``, ``requiresFailure`` | the app's answer, no without one | yes (the app is not asked) |
///
/// ```swift
/// // UIKit asks whether a list's swipe takes a touch on a slider; the app's delegate says yes:
/// DelegateQuestion.shouldReceiveTouch.answer(host: false, app: { true })  // false
/// ```
public enum DelegateQuestion: Hashable, Sendable, CaseIterable {
  /// May the recognizer begin (UIKit's `gestureRecognizerShouldBegin(_:)`).
  case shouldBegin
  /// May the recognizer take a touch (UIKit's `gestureRecognizer(_:shouldReceive:)`).
  case shouldReceiveTouch
  /// May the recognizer run together with another
  /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`).
  case recognizesSimultaneously
  /// Does one recognizer wait for another to fail
  /// (`gestureRecognizer(_:shouldRequireFailureOf:)` and `…shouldBeRequiredToFailBy:`).
  case requiresFailure

  /// Whether the question is a permission both delegates must give (``shouldBegin``,
  /// ``shouldReceiveTouch``) rather than a relation either may ask for.
  public var needsBothToAgree: Bool {
    switch self {
    case .shouldBegin, .shouldReceiveTouch: true
    case .recognizesSimultaneously, .requiresFailure: false
    }
  }

  /// The answer to this question from the host's answer and, when that does not settle it,
  /// the app's.
  ///
  /// - Parameters:
  ///   - host: The host's own answer.
  ///   - app: Asks the delegate the app set: its answer, or `nil` when there is none or it
  ///     does not implement the method. Called at most once, and only when the host's answer
  ///     does not settle the question.
  /// - Returns: For a permission, `host && (app() ?? true)`; for a relation,
  ///   `host || (app() ?? false)`.
  public func answer(host: Bool, app: () -> Bool?) -> Bool {
    if needsBothToAgree {
      guard host else { return false }
      return app() ?? true
    }
    if host { return true }
    return app() ?? false
  }
}
