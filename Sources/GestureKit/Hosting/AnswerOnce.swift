#if canImport(UIKit)
  import Foundation
  import os

  /// The completion GestureKit hands to an app's handler that answers later: a swipe
  /// action's (``SwipeAction/handler``, ``SwipeToRevealAction/handler``) and a list's
  /// deferred delete (``ListGestures/onDeleteWithCompletion``). All of them keep one
  /// contract:
  ///
  /// - The app may call it from any thread; the answer reaches the row on the main actor (at
  ///   once when called on the main thread, otherwise on the main queue).
  /// - Only the first call counts; later calls do nothing.
  /// - Released without being called (a handler that drops it: a `[weak self]` that found
  ///   `nil`, a cancelled task, a confirmation dismissed without a choice, the screen popped),
  ///   it answers `false` — the row comes back instead of waiting off-screen for ever — and
  ///   logs a warning that says what to fix.
  ///
  /// The closure handed to the app (``completion``) keeps this object alive; when the app
  /// lets go of the last copy, `deinit` answers.
  final class AnswerOnce: @unchecked Sendable {
    /// Guards ``deliver``: the app may call from several threads at once.
    private let lock = NSLock()
    /// The row's side of the answer; `nil` once answered.
    private var deliver: (@MainActor @Sendable (Bool) -> Void)?
    /// What the log says when the completion is released without being called.
    private let warning: StaticString

    /// - Parameters:
    ///   - warning: The log's text when the completion is released uncalled.
    ///   - deliver: Takes the answer, once, on the main actor.
    init(warning: StaticString, deliver: @escaping @MainActor @Sendable (Bool) -> Void) {
      self.warning = warning
      self.deliver = deliver
    }

    /// The closure to hand to the app's handler.
    var completion: @Sendable (Bool) -> Void {
      { answer in self.answer(answer) }
    }

    /// Answers; a second answer is ignored.
    func answer(_ answer: Bool) {
      lock.lock()
      let deliver = deliver
      self.deliver = nil
      lock.unlock()
      guard let deliver else { return }
      runOnMainActor { deliver(answer) }
    }

    deinit {
      // No other reference is left, so no lock is needed.
      guard let deliver else { return }
      os_log(warning, log: .default, type: .error)
      // Released from inside the handler's call (the usual case) or later; a send from inside
      // an effect is queued by the store's host and handled after it, so answering here is
      // safe either way.
      runOnMainActor { deliver(false) }
    }
  }
#endif
